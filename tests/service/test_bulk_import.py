"""Bulk in and out: `import` and `import-tenhou` of several files, each on its own, and `export --all` (many games
in one JSON file) read back by `import`."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from datetime import datetime
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.results import AbortiveDraw, AbortKind, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import Session
from tests.tenhou_data import mjlog_files


def _said(refusals: tuple[TablekeeperError, ...]) -> tuple[str, ...]:
    """Each refusal of a file as the command line words it (English)."""
    return tuple(refusal.sentence() for refusal in refusals)


PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
OTHERS = ["Eri", "Fumi", "Gen", "Hana"]
# Worked out from the club rules (25,000 to start): Aki's dealer ron of 3 han 40 fu off Ben (7,700) with
# Chie's riichi stick (+1,000); Chie's mangan tsumo at 1 honba (4,000+100 from the dealer, 2,000+100 from each
# other); a draw with only Dai tenpai (1,000 from each of the three others).
DELTAS = [[8_700, -7_700, -1_000, 0], [-4_100, -2_100, 8_300, -2_100], [-1_000, -1_000, -1_000, 3_000]]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _club(url: str) -> list[int]:
    """Three games: Monday (the three hands of DELTAS, by Aki's table), Tuesday (others, one abort, ended), and
    Wednesday (Aki's table again, no hand)."""
    with Session.open(url) as service:
        monday = service.table.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
        service.table.record(monday.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))
        service.table.record(monday.id, Tsumo(Win(2, 5)))
        service.table.record(monday.id, ExhaustiveDraw(tenpai=frozenset({3})))
        tuesday = service.table.create_game(OTHERS, title="Tuesday", started_at=datetime(2025, 3, 4, 19))
        service.table.record(tuesday.id, AbortiveDraw(AbortKind.NINE_TERMINALS))
        service.table.finish(tuesday.id)
        wednesday = service.table.create_game(PLAYERS, title="Wednesday", started_at=datetime(2025, 3, 5, 19))
        return [monday.id, tuesday.id, wednesday.id]


def _made(url: str) -> str:
    """The database at ``url``, made now: a command making it would say so on stderr."""
    Session.open(url).close()
    return url


def _game_file(url: str, game_id: int, path: Path) -> Path:
    with Session.open(url) as service:
        path.write_text(json.dumps(service.transfer.export(game_id)), encoding="utf-8")
    return path


def _seen(url: str) -> list[tuple[object, ...]]:
    """Every game as a player sees it, oldest first: title, players, state, hands (name, result, deltas), standings."""
    with Session.open(url, write=False) as service:
        views = [service.table.game(g.id) for g in reversed(service.library.list_games(limit=None))]
    return [
        (
            v.summary.title,
            v.players,
            v.finished,
            v.summary.started_at,
            [(h.name, h.result, h.deltas) for h in v.hands],
            [(s.seat, s.points, s.place, s.score) for s in v.standings],
        )
        for v in views
    ]


def test_several_game_files_are_imported_each_on_its_own(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    source = f"sqlite:///{tmp_path / 'source.db'}"
    monday, tuesday, _ = _club(source)
    good = _game_file(source, monday, tmp_path / "monday.json")
    other = _game_file(source, tuesday, tmp_path / "tuesday.json")
    bad = json.loads(good.read_text(encoding="utf-8"))
    bad["hands"][1]["deltas"] = [-4_000, -2_000, 8_000, -2_000]  # the tsumo without its honba
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(bad), encoding="utf-8")
    missing = tmp_path / "missing.json"
    _made(database_url)

    status, out, err = _run(
        capsys, "import", str(good), str(tampered), str(missing), str(other), "--database-url", database_url
    )

    assert status == 2
    assert [line.rsplit(": game ", 1)[0] for line in out.splitlines()] == [str(good), str(other)]
    refusals = err.splitlines()
    assert len(refusals) == 2
    assert refusals[0].startswith(f"tablekeeper: {tampered}: This game cannot be imported: Hand 2")
    assert "-4,000" in refusals[0]  # what the file says, beside what the replay gives
    assert refusals[1].startswith(f"tablekeeper: {missing} cannot be read")
    with Session.open(database_url, write=False) as service:
        titles = sorted(g.title for g in service.library.list_games(limit=None))
        assert titles == ["Monday", "Tuesday"]


def test_import_without_a_refusal_ends_with_status_0(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    source = f"sqlite:///{tmp_path / 'source.db'}"
    monday, tuesday, _ = _club(source)
    files = [_game_file(source, monday, tmp_path / "a.json"), _game_file(source, tuesday, tmp_path / "b.json")]
    _made(database_url)
    status, out, err = _run(capsys, "import", *map(str, files), "--database-url", database_url)
    assert (status, err) == (0, "")
    assert len(out.splitlines()) == 2


def test_a_tenhou_game_imported_twice_is_refused_by_name_and_the_others_come_in(
    capsys: pytest.CaptureFixture[str], database_url: str
) -> None:
    first, second = mjlog_files()[:2]
    _made(database_url)
    for command in ("import-tenhou", "import"):  # `import` tells a Tenhou record apart by its content too
        status, out, err = _run(capsys, command, str(first), "--database-url", database_url)
        if command == "import-tenhou":
            assert (status, err) == (0, "")
        else:
            assert (status, out) == (2, "")
            assert err.startswith(f"tablekeeper: {first} is Tenhou game ")
            assert "already stored as game" in err
    status, out, err = _run(capsys, "import-tenhou", str(first), str(second), "--database-url", database_url)
    assert status == 2
    assert [line.rsplit(": game ", 1)[0] for line in out.splitlines()] == [str(second)]
    assert err.startswith(f"tablekeeper: {first} is Tenhou game ") and len(err.splitlines()) == 1


def test_export_all_then_import_gives_the_same_games_hands_and_standings(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    _club(database_url)
    many = tmp_path / "club.json"
    status, out, err = _run(
        capsys, "export", "--all", "--format", "json", "-o", str(many), "--database-url", database_url
    )
    assert (status, out, err) == (0, "", "")
    content = json.loads(many.read_text(encoding="utf-8"))
    assert (content["format"], content["version"]) == ("tablekeeper-games", 1)
    assert [g["title"] for g in content["games"]] == ["Monday", "Tuesday", "Wednesday"]  # oldest first
    assert [h["deltas"] for h in content["games"][0]["hands"]] == DELTAS
    assert many.stat().st_mode & 0o777 == 0o600  # written as the other exports are

    fresh = _made(f"sqlite:///{tmp_path / 'fresh.db'}")
    status, out, err = _run(capsys, "import", str(many), "--database-url", fresh)
    assert (status, err) == (0, "")
    assert len(out.splitlines()) == 3
    assert _seen(fresh) == _seen(database_url)
    monday = _seen(fresh)[0]
    assert [list(d) for _, _, d in monday[4]] == DELTAS
    assert sorted((seat, points) for seat, points, _, _ in monday[5]) == [
        (0, 25_000 + 8_700 - 4_100 - 1_000),
        (1, 25_000 - 7_700 - 2_100 - 1_000),
        (2, 25_000 - 1_000 + 8_300 - 1_000),
        (3, 25_000 - 2_100 + 3_000),
    ]


def test_export_all_chooses_games_by_date_and_player(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    _club(database_url)
    chosen = tmp_path / "chosen.json"
    status, _, _ = _run(
        capsys,
        "export",
        "--all",
        "--player",
        "aki",
        "--since",
        "2025-03-04",
        "--until",
        "2025-03-05",
        "--format",
        "json",
        "-o",
        str(chosen),
        "--database-url",
        database_url,
    )
    assert status == 0
    assert [g["title"] for g in json.loads(chosen.read_text(encoding="utf-8"))["games"]] == ["Wednesday"]


@pytest.mark.parametrize(
    "args", [["--all", "--format", "csv"], ["1", "--since", "2025-03-01", "--format", "json"]], ids=["csv", "one"]
)
def test_options_of_many_games_that_do_not_fit_are_a_sentence(
    capsys: pytest.CaptureFixture[str], database_url: str, args: list[str]
) -> None:
    _club(database_url)
    status, out, err = _run(capsys, "export", *args, "--database-url", database_url)
    assert (status, out) == (2, "")
    assert err.startswith("tablekeeper: ") and "Traceback" not in err


def test_one_refused_game_of_a_many_game_file_does_not_stop_the_others(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    source = f"sqlite:///{tmp_path / 'source.db'}"
    _club(source)
    many = tmp_path / "club.json"
    assert main(["export", "--all", "--format", "json", "-o", str(many), "--database-url", source]) == 0
    content = json.loads(many.read_text(encoding="utf-8"))
    content["games"][0]["standings"][0]["points"] += 100  # standings its hands do not give
    content["games"][1] = "Tuesday"  # no game at all
    many.write_text(json.dumps(content), encoding="utf-8")
    _made(database_url)
    capsys.readouterr()

    status, out, err = _run(capsys, "import", str(many), "--database-url", database_url)

    assert status == 2
    assert len(out.splitlines()) == 1
    refusals = err.splitlines()
    assert refusals[0].startswith(
        f"tablekeeper: {many}, game 1 of 3: This game cannot be imported: the file's standings"
    )
    assert refusals[1].startswith(f"tablekeeper: {many}, game 2 of 3: This is not a game exported by tablekeeper")
    with Session.open(database_url, write=False) as service:
        assert [g.title for g in service.library.list_games(limit=None)] == ["Wednesday"]


def _refusal(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes) -> str:
    path = tmp_path / "hostile.json"
    path.write_bytes(content)
    status, out, err = _run(capsys, "import", str(path), "--database-url", f"sqlite:///{tmp_path / 'x.db'}")
    assert (status, out) == (2, "")
    assert "Traceback" not in err
    return err


HEAD = b'{"format": "tablekeeper-games", "version": 1, "games": ['
MIB = 1024 * 1024


def test_a_many_game_file_may_be_larger_than_one_game_but_not_without_bound(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 5 MiB: past one game's 4 MiB, so read only because it begins as a file of games; its games are refused.
    err = _refusal(capsys, tmp_path, HEAD + b", ".join([b"1"] * (5 * MIB // 3)) + b"]}")
    assert "more than 5,000 games" in err
    # Values cost memory more than bytes do: one with far more of them than games have is not read at all.
    for value, mib in ((b"{}", 5), (b'"ab"', 12)):  # 1.7 million objects, 2.5 million texts
        err = _refusal(capsys, tmp_path, HEAD + b",".join([value] * (mib * MIB // (len(value) + 1))) + b"]}")
        assert "holds far more values than a file of games does" in err
    err = _refusal(capsys, tmp_path, HEAD + b" " * (17 * MIB) + b"]}")
    assert "is larger than 16 MB, more than a file of games may hold" in err
    # Any other file stops at one game's limit, even a JSON object whose "format" is set later.
    err = _refusal(capsys, tmp_path, b'{"x": "' + b"a" * (5 * MIB) + b'", "format": "tablekeeper-games"}')
    assert "is larger than 4 MB, far more than any game" in err
    err = _refusal(capsys, tmp_path, HEAD[:-1] + b'"" , "format": "x"}' + b" " * (5 * MIB))
    assert "is larger than 4 MB, far more than any game" in err


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"format": "tablekeeper-games", "version": 2, "games": []}', "in version 2 of the format"),
        (b'{"format": "tablekeeper-games", "version": 1, "games": {}}', 'its "games" is not a list'),
        (b'{"format": "tablekeeper-games", "version": 1, "games": [' + b"[" * 40 + b"]" * 40 + b"]}", "nests"),
    ],
)
def test_a_damaged_many_game_file_is_a_sentence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: bytes, words: str
) -> None:
    assert words in _refusal(capsys, tmp_path, content)


@pytest.mark.parametrize("batch", [50, 2])
def test_tenhou_files_stored_together_are_each_whole_or_refused_alone(
    database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch: int
) -> None:
    from tablekeeper.service import transfer

    monkeypatch.setattr(transfer, "TENHOU_BATCH_GAMES", batch)  # 2: the files fall into several transactions
    stored_before, first, second = mjlog_files()[:3]
    damaged = tmp_path / "damaged.mjlog"
    damaged.write_bytes(first.read_bytes()[:200])  # cut short: not an mjlog any more
    with Session.open(database_url) as service:
        (before,) = service.transfer.import_tenhou(stored_before)
        with pytest.raises(TablekeeperError) as alone:  # how a damaged file is refused on its own, one file a command
            service.transfer.import_tenhou(damaged)
        outcomes = [
            each
            for stored in service.transfer.import_tenhou_files([first, stored_before, damaged, first, second])
            for each in stored
        ]
        games = {game.id: game.title for game in service.library.list_games(limit=None)}
    assert [each.path for each in outcomes] == [first, stored_before, damaged, first, second]
    new_first, refused_twin, refused_damaged, refused_again, new_second = outcomes
    assert (
        len(new_first.ids) == len(new_second.ids) == 1
        and not _said(new_first.refusals)
        and not _said(new_second.refusals)
    )
    assert refused_twin.ids == () and len(_said(refused_twin.refusals)) == 1
    assert _said(refused_twin.refusals)[0].startswith(f"{stored_before} is Tenhou game ")
    assert _said(refused_twin.refusals)[0].endswith(f", already stored as game {before}; it was not imported again.")
    assert (refused_damaged.ids, _said(refused_damaged.refusals)) == (
        (),
        (transfer.naming_file(damaged, alone.value).sentence(),),
    )
    (again,) = _said(refused_again.refusals)  # the same file twice in one transaction: the second is its twin
    assert refused_again.ids == () and again.endswith(
        f"already stored as game {new_first.ids[0]}; it was not imported again."
    )
    # Three games, each once: the refused files stored nothing.
    assert sorted(games) == sorted([before, *new_first.ids, *new_second.ids])


KILLED_IMPORT = textwrap.dedent(
    """
    import os, sys
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from tablekeeper.cli import main
    from tablekeeper.service import transfer
    from tablekeeper.store.engine import WRITE_OPTION

    url, die_at, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    transfer.TENHOU_BATCH_GAMES = 4
    commits = 0

    @event.listens_for(Engine, "commit")
    def killed(connection):
        global commits
        if connection.get_execution_options().get(WRITE_OPTION):
            commits += 1
            if commits == die_at:  # killed with the batch's rows written, not committed: no rollback, no closing
                sys.stdout.flush()
                os._exit(9)

    main(["import-tenhou", *files, "--database-url", url])
    """
)


def test_an_import_killed_midway_leaves_whole_games_and_a_second_run_stores_the_rest(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    files = [str(path) for path in mjlog_files()[:14]]
    clean = f"sqlite:///{tmp_path / 'clean.db'}"
    with Session.open(clean) as service:
        for path in files:  # the reference: one file at a time, as one command each would
            service.transfer.import_tenhou(path)
    _made(database_url)
    killed = subprocess.run(
        [sys.executable, "-c", KILLED_IMPORT, database_url, "3", *files], capture_output=True, text=True, check=False
    )
    assert killed.returncode == 9, killed.stderr
    said = [line.rsplit(": game ", 1)[0] for line in killed.stdout.splitlines()]
    stored = _seen(database_url)
    whole = {game[0]: game for game in _seen(clean)}
    # Batches of 4 games: two committed, the third killed as it was to be committed.
    assert len(stored) == 8 and said == files[:8]
    assert all(whole[game[0]] == game for game in stored)  # every game stored is whole, as a clean import has it
    status, out, err = _run(capsys, "import-tenhou", *files, "--database-url", database_url)
    assert status == 2 and [line.rsplit(": game ", 1)[0] for line in out.splitlines()] == files[8:]
    assert len(err.splitlines()) == 8 and all("already stored as game" in line for line in err.splitlines())
    assert sorted(_seen(database_url), key=str) == sorted(whole.values(), key=str)
    status, out, err = _run(capsys, "import-tenhou", *files, "--database-url", database_url)
    assert (status, out, len(err.splitlines())) == (2, "", len(files))  # the same files again: nothing stored
