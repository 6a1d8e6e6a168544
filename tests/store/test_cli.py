"""The database commands of `tablekeeper`: games, show, export, import, import-tenhou."""

from __future__ import annotations

import csv
import hashlib
import io
import json
from datetime import datetime
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy.engine import make_url

from tablekeeper.cli import main
from tablekeeper.importers.tenhou import read_tenhou_file
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine
from tablekeeper.store.upgrade import alembic_config
from tests.tenhou_data import json_files, mjlog_files

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def played(database_url: str) -> int:
    """A game of three hands: a dealer's ron with a riichi, a mangan tsumo, a draw."""
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS, title="Monday")
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))  # +7,700 and Chie's stick to Aki
        service.table.record(game.id, Tsumo(Win(2, 5)))  # 1 honba: 4,100 from the dealer, 2,100 from each other
        service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))  # Dai tenpai: 3,000 from the others
        service.table.create_game(["Eri", "Fumi", "Gen", "Hana"])
        return game.id


# Hand by hand, worked out from the club rules: see the fixture's comments.
DELTAS = [[8_700, -7_700, -1_000, 0], [-4_100, -2_100, 8_300, -2_100], [-1_000, -1_000, -1_000, 3_000]]
POINTS = {"Aki": 28_600, "Ben": 14_200, "Chie": 31_300, "Dai": 25_900}  # 25,000 + each column


def test_games_lists_and_filters(capsys: pytest.CaptureFixture[str], database_url: str, played: int) -> None:
    status, out, _ = _run(capsys, "games", "--database-url", database_url)
    assert status == 0
    lines = out.splitlines()
    assert len(lines) == 3
    assert "Eri, Fumi, Gen, Hana" in lines[1]  # latest first
    assert "Aki, Ben, Chie, Dai" in lines[2] and "(Monday)" in lines[2]
    _, out, _ = _run(capsys, "games", "--player", "chie", "--database-url", database_url)
    assert [line.split()[0] for line in out.splitlines()[1:]] == [str(played)]
    _, out, _ = _run(capsys, "games", "--finished", "--database-url", database_url)
    assert out.strip() == "No game."
    _, out, _ = _run(capsys, "games", "--until", "2000-01-01", "--database-url", database_url)
    assert out.strip() == "No game."


def test_show_prints_each_hand_and_the_standings(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int
) -> None:
    status, out, _ = _run(capsys, "show", str(played), "--database-url", database_url)
    assert status == 0
    assert "Aki (3 han 40 fu) ron on Ben; riichi Chie" in out
    assert "+8,700" in out and "-2,100" in out
    standings = out[out.index("Standings so far") :].splitlines()[1:]
    assert [line.split()[1] for line in standings] == ["Chie", "Aki", "Dai", "Ben"]
    assert "+6.3" in standings[0]  # club rules: (31,300 - 25,000) / 1,000, no uma
    assert "Riichi declared" not in out


def test_show_names_the_riichi_sticks_of_the_hand_being_played(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int
) -> None:
    with Session.open(database_url) as service:
        service.table.declare_riichi(played, 3)
        service.table.declare_riichi(played, 1)
    _, out, _ = _run(capsys, "show", str(played), "--database-url", database_url)
    # Ben and Dai each put 1,000 on the table: 2,000 there, the standings still from the points before.
    assert "Riichi declared in the hand being played: Ben, Dai (their sticks are on the table)" in out


def test_export_json_has_the_standings_then_the_hands(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int
) -> None:
    status, out, _ = _run(capsys, "export", str(played), "--format", "json", "--database-url", database_url)
    assert status == 0
    data = json.loads(out)
    assert [(s["player"], s["points"], s["place"]) for s in data["standings"]] == [
        ("Chie", 31_300, 1),
        ("Aki", 28_600, 2),
        ("Dai", 25_900, 3),
        ("Ben", 14_200, 4),
    ]
    assert {s["player"]: s["score"] for s in data["standings"]} == {"Chie": 6.3, "Aki": 3.6, "Dai": 0.9, "Ben": -10.8}
    assert all(set(s) >= {"seat", "player", "points", "place", "score"} for s in data["standings"])
    assert [h["deltas"] for h in data["hands"]] == DELTAS
    assert data["hands"][0]["result"] == {
        "kind": "ron",
        "discarder": 1,
        "wins": [{"winner": 0, "han": 3, "fu": 40, "yakuman": 0, "pao": None}],
        "riichi": [2],
    }


def test_export_csv_to_a_file(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int, tmp_path: Path
) -> None:
    target = tmp_path / "monday.csv"
    status, out, _ = _run(
        capsys, "export", str(played), "--format", "csv", "-o", str(target), "--database-url", database_url
    )
    assert (status, out) == (0, "")
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert rows[0] == ["place", "seat", "player", "points", "uma_oka", "penalty", "score"]
    assert [(r[0], r[2], int(r[3])) for r in rows[1:5]] == [
        ("1", "Chie", 31_300),
        ("2", "Aki", 28_600),
        ("3", "Dai", 25_900),
        ("4", "Ben", 14_200),
    ]
    assert rows[5] == []
    assert rows[6][:4] == ["hand", "name", "honba", "result"]
    assert [[int(d) for d in r[4:]] for r in rows[7:]] == DELTAS


def test_import_takes_back_an_exported_game(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int, tmp_path: Path
) -> None:
    exported = tmp_path / "monday.json"
    _run(capsys, "export", str(played), "--format", "json", "-o", str(exported), "--database-url", database_url)
    laptop = str(tmp_path / "laptop.db")
    status, out, _ = _run(capsys, "import", str(exported), "--database-url", laptop)
    assert status == 0
    new_id = int(out.split()[-1])
    _, copy, _ = _run(capsys, "export", str(new_id), "--format", "json", "--database-url", laptop)
    original = json.loads(exported.read_text(encoding="utf-8"))
    assert json.loads(copy)["standings"] == original["standings"]
    assert json.loads(copy)["hands"] == original["hands"]


def test_import_refuses_a_game_whose_deltas_differ(
    capsys: pytest.CaptureFixture[str], database_url: str, played: int, tmp_path: Path
) -> None:
    exported = tmp_path / "monday.json"
    _run(capsys, "export", str(played), "--format", "json", "-o", str(exported), "--database-url", database_url)
    data = json.loads(exported.read_text(encoding="utf-8"))
    data["hands"][2]["deltas"] = [-1_000, -1_000, 3_000, -1_000]
    exported.write_text(json.dumps(data), encoding="utf-8")
    status, out, err = _run(capsys, "import", str(exported), "--database-url", database_url)
    assert (status, out) == (2, "")
    assert "Hand 3 (East 2)" in err
    _, out, _ = _run(capsys, "games", "--database-url", database_url)
    assert len(out.splitlines()) == 3  # the header and the two games already there


def test_bad_input_gets_a_sentence_and_status_2(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    status, _, err = _run(capsys, "show", "7", "--database-url", database_url)
    assert (status, err.strip().splitlines()[-1]) == (2, "tablekeeper: There is no game 7.")
    notes = tmp_path / "notes.json"
    notes.write_text("not json", encoding="utf-8")
    status, _, err = _run(capsys, "import", str(notes), "--database-url", database_url)
    assert status == 2 and "is not a JSON file" in err


def test_a_foreign_file_given_as_database_is_refused_untouched(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    thesis = tmp_path / "thesis.odt"
    thesis.write_bytes(b"PK\x03\x04 my thesis")
    before = hashlib.sha256(thesis.read_bytes()).hexdigest()
    status, out, err = _run(capsys, "games", "--database-url", str(thesis))
    assert (status, out) == (2, "")
    assert "not a tablekeeper database" in err
    assert hashlib.sha256(thesis.read_bytes()).hexdigest() == before


def test_import_tenhou_prints_each_new_game_and_refuses_an_unreadable_file(
    capsys: pytest.CaptureFixture[str], database_url: str, tmp_path: Path
) -> None:
    files = [*mjlog_files()[:2], *json_files()[:1]]
    broken = tmp_path / "broken.mjlog"
    broken.write_bytes(b"\x1f\x8b this is no gzip")
    status, out, err = _run(
        capsys, "import-tenhou", str(files[0]), str(broken), *map(str, files[1:]), "--database-url", database_url
    )
    assert status == 2
    assert "broken.mjlog is a damaged gzip file" in err
    lines = out.splitlines()
    assert [line.rsplit(": game ", 1)[0] for line in lines] == [str(f) for f in files]
    with Session.open(database_url) as service:
        assert len(service.library.list_games()) == len(files)  # nothing of the broken file
        for line, path in zip(lines, files, strict=True):
            view = service.table.game(int(line.rsplit(" ", 1)[1]))
            logged = read_tenhou_file(path)[0]
            assert len(view.hands) == len(logged.log_hands)  # one stored hand per hand of the log
            assert view.players == logged.players
            assert view.finished
            if logged.final_scores is not None:  # the log's own final points (mjlog owari)
                assert tuple(s.points for s in sorted(view.standings, key=lambda s: s.seat)) == logged.final_scores


@pytest.mark.parametrize(
    "args", [["games", "--limit", "-1"], ["show", "99999999999999999999"], ["export", "0", "--format", "json"]]
)
def test_numbers_out_of_range_get_a_sentence(capsys: pytest.CaptureFixture[str], database_url: str, args) -> None:
    with pytest.raises(SystemExit) as caught:
        _run(capsys, *args, "--database-url", database_url)
    assert caught.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_times_are_shown_in_local_time(monkeypatch: pytest.MonkeyPatch) -> None:
    import time as clock

    from tablekeeper.cli.options import when

    monkeypatch.setenv("TZ", "Asia/Tokyo")
    clock.tzset()
    try:
        assert when(datetime(2026, 11, 22, 0, 45)) == "2026-11-22 09:45"  # stored UTC, shown at Tokyo's +9
    finally:
        monkeypatch.undo()
        clock.tzset()


def test_a_reading_command_that_upgrades_an_earlier_file_says_so_and_where_its_copy_is(
    capsys: pytest.CaptureFixture[str], sqlite_url: str
) -> None:
    engine = make_engine(make_url(f"sqlite:///{sqlite_url}"))
    with engine.begin() as connection:  # the schema an earlier version made
        command.upgrade(alembic_config(connection), "0001")
    engine.dispose()
    status, out, err = _run(capsys, "games", "--database-url", sqlite_url)
    assert (status, out) == (0, "No game.\n")
    copies = sorted(p.name for p in Path(sqlite_url).parent.glob("club.db.*.schema-0001.bak"))
    assert len(copies) == 1
    said = f"{sqlite_url} was upgraded for this version of tablekeeper; the file as it was is kept as {copies[0]}"
    assert err == f"tablekeeper: {said} beside it.\n"
    status, out, err = _run(capsys, "games", "--database-url", sqlite_url)
    assert (status, out, err) == (0, "No game.\n", "")  # once
