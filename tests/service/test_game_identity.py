"""A game has an identity from its creation, carried by its export: importing a file twice, a file holding the
same game many times, an older file without identities twice, or the same import again after a crash, never
makes two games. A game changed since it was stored is refused, saying which version is newer, unless the
player asks to replace it (`import --replace`)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any
from uuid import UUID

import pytest

from tablekeeper.cli import main
from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import AlreadyImported, Session, StoredGameDiffers
from tablekeeper.store import writes


def _said(refusals: tuple[TablekeeperError, ...]) -> tuple[str, ...]:
    """Each refusal of a file as the command line words it (English)."""
    return tuple(refusal.sentence() for refusal in refusals)


PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
# The club rules (25,000 to start), worked out by hand: Aki deals and wins 3 han 40 fu by ron from Ben (7,700 to a
# dealer); Chie's mangan tsumo at 1 honba (4,000 + 100 from the dealer Aki, 2,000 + 100 from Ben and Dai); a draw
# with only Dai tenpai (1,000 from each of the three others).
RON = Ron(1, (Win(0, 3, 40),))
TSUMO = Tsumo(Win(2, 5))
DRAW = ExhaustiveDraw(tenpai=frozenset({3}))


@pytest.fixture
def source(tmp_path: Path) -> Iterator[Session]:
    """The database of another laptop, where the games are played."""
    with Session.open(str(tmp_path / "laptop.db")) as service:
        yield service


@pytest.fixture
def club(database_url: str) -> Iterator[Session]:
    """The club's database, where they are imported."""
    with Session.open(database_url) as service:
        yield service


def _monday(source: Session, *results: Any) -> int:
    game = source.table.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
    for result in results:
        source.table.record(game.id, result)
    return game.id


def _count(service: Session) -> int:
    return len(service.library.list_games(limit=None))


def _written(path: Path, content: Any) -> Path:
    path.write_text(json.dumps(content, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_game_has_an_identity_from_its_creation_and_its_export_carries_it(source: Session) -> None:
    first, second = _monday(source, RON, TSUMO), _monday(source)
    data = source.transfer.export(first)
    identity = UUID(data["uuid"])
    assert identity.version == 4  # random, made when the game was created
    assert UUID(source.transfer.export(second)["uuid"]) != identity
    assert data["revision"] == 2  # two hands recorded
    source.table.record(first, DRAW)
    again = source.transfer.export(first)
    assert (again["uuid"], again["revision"]) == (data["uuid"], 3)  # the same game, one change more


def test_a_file_imported_twice_is_one_game(source: Session, club: Session, tmp_path: Path) -> None:
    game = _monday(source, RON, TSUMO)
    path = _written(tmp_path / "monday.json", source.transfer.export(game))
    outcome = club.transfer.import_file(path)
    (game_id,) = outcome.ids
    again = club.transfer.import_file(path)
    assert (again.ids, again.differing) == ((), ())
    (refusal,) = _said(again.refusals)
    assert refusal.startswith(f"{path}: This game is already stored as game {game_id} “Monday” of ")
    assert "with Aki, Ben, Chie, Dai" in refusal and refusal.endswith("it was not imported again.")
    with pytest.raises(AlreadyImported, match=f"already stored as game {game_id} "):
        club.transfer.import_game(json.loads(path.read_text(encoding="utf-8")))
    assert _count(club) == 1
    # The game keeps its identity and number of changes where it was imported: its export is the source's.
    assert club.transfer.export(game_id) == source.transfer.export(game)


def test_the_same_game_many_times_in_one_file_is_stored_once(source: Session, club: Session, tmp_path: Path) -> None:
    game = source.transfer.export(_monday(source, RON, TSUMO, DRAW))
    path = _written(tmp_path / "copies.json", {"format": "tablekeeper-games", "version": 1, "games": [game] * 200})
    outcome = club.transfer.import_file(path)
    assert len(outcome.ids) == 1
    assert len(_said(outcome.refusals)) == 199
    assert _said(outcome.refusals)[0].startswith(f"{path}, game 2 of 200: This game is already stored as game ")
    assert _count(club) == 1
    assert [h.result for h in club.table.game(outcome.ids[0]).hands] == [RON, TSUMO, DRAW]


def test_an_import_run_again_after_a_crash_stores_only_the_missing_games(
    source: Session, club: Session, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    games = [source.transfer.export(_monday(source, *[RON, TSUMO, DRAW][:hands])) for hands in range(4)]
    path = _written(tmp_path / "club.json", {"format": "tablekeeper-games", "version": 1, "games": games})
    stored = writes.add_games
    calls = []

    def crashing(*args: Any, **kwargs: Any) -> Any:
        if len(calls) == 2:  # the process dies while the third game is stored
            raise SystemExit("power cut")
        calls.append(1)
        return stored(*args, **kwargs)

    monkeypatch.setattr(writes, "add_games", crashing)
    with pytest.raises(SystemExit):
        club.transfer.import_file(path)
    assert _count(club) == 2
    monkeypatch.setattr(writes, "add_games", stored)

    again = club.transfer.import_file(path)

    assert len(again.ids) == 2  # the third and the fourth
    assert [r.split(": ", 1)[0] for r in _said(again.refusals)] == [f"{path}, game 1 of 4", f"{path}, game 2 of 4"]
    assert all("already stored" in r for r in _said(again.refusals))
    hands = sorted(len(club.table.game(g.id).hands) for g in club.library.list_games(limit=None))
    assert hands == [0, 1, 2, 3]  # each game once


def test_an_older_file_without_identities_imported_twice_is_one_game(
    source: Session, club: Session, tmp_path: Path
) -> None:
    older = source.transfer.export(_monday(source, RON, TSUMO))
    for key in ("uuid", "revision"):  # as tablekeeper wrote its files before games had an identity
        del older[key]
    path = _written(tmp_path / "older.json", older)
    (game_id,) = club.transfer.import_file(path).ids
    (refusal,) = _said(club.transfer.import_file(path).refusals)
    assert f"already stored as game {game_id} " in refusal
    # The same content, written otherwise (keys in another order, no indentation), is the same game.
    reordered = _written(tmp_path / "reordered.json", dict(reversed(list(older.items()))))
    assert "already stored" in _said(club.transfer.import_file(reordered).refusals)[0]
    # Another game of the same players, the same evening, is another game.
    other = source.transfer.export(_monday(source, DRAW))
    del other["uuid"]
    assert len(club.transfer.import_file(_written(tmp_path / "other.json", other)).ids) == 1
    assert _count(club) == 2
    # Exported again here, the game carries the identity it was given: that file is the same game too.
    assert (
        "already stored"
        in _said(club.transfer.import_file(_written(tmp_path / "again.json", club.transfer.export(game_id))).refusals)[
            0
        ]
    )


def test_a_game_changed_at_the_table_since_is_refused_as_newer_then_replaced_when_asked(
    source: Session, club: Session, tmp_path: Path
) -> None:
    game = _monday(source, RON, TSUMO)
    (game_id,) = club.transfer.import_file(_written(tmp_path / "early.json", source.transfer.export(game))).ids
    club.table.game(game_id)  # open here, as the window holds it
    source.table.record(game, DRAW)
    later = _written(tmp_path / "later.json", source.transfer.export(game))

    outcome = club.transfer.import_file(later)

    assert (outcome.ids, _said(outcome.refusals)) == ((), ())
    (differs,) = outcome.differing
    assert (differs.game_id, differs.newer) == (game_id, "file")
    assert differs.message.startswith(f"{later}: This game is already stored as game {game_id} “Monday” of ")
    assert differs.message.endswith("the file's version is newer (3 changes; the stored one, 2).")
    assert [h.result for h in club.table.game(game_id).hands] == [RON, TSUMO]  # nothing stored

    replaced = club.transfer.import_file(later, replace=True)

    assert replaced.ids == (game_id,)  # the stored game's number
    assert _count(club) == 1
    assert [h.result for h in club.table.game(game_id).hands] == [RON, TSUMO, DRAW]
    assert club.transfer.export(game_id) == source.transfer.export(game)
    assert "already stored" in _said(club.transfer.import_file(later).refusals)[0]


def test_a_replaced_game_has_the_files_figures_not_the_old_ones(source: Session, club: Session, tmp_path: Path) -> None:
    game = _monday(source, RON)
    source.table.finish(game)
    (game_id,) = club.transfer.import_file(_written(tmp_path / "a.json", source.transfer.export(game))).ids
    assert club.library.statistics().games == 1
    source.table.undo(game)  # the end taken back: the game goes on, with another hand
    source.table.record(game, TSUMO)
    differs = club.transfer.import_file(_written(tmp_path / "b.json", source.transfer.export(game))).differing[0]
    assert differs.newer == "file"
    assert club.transfer.import_game(differs.data, replace=True) == game_id
    assert club.library.statistics().games == 0  # no longer finished: the figures kept at its end are gone
    assert club.table.game(game_id).state.scores == source.table.game(game).state.scores


def test_a_stored_game_changed_since_the_file_was_written_is_said_newer(
    source: Session, club: Session, tmp_path: Path
) -> None:
    path = _written(tmp_path / "monday.json", source.transfer.export(_monday(source, RON)))
    (game_id,) = club.transfer.import_file(path).ids
    club.table.record(game_id, TSUMO)  # played on at the club
    (differs,) = club.transfer.import_file(path).differing
    assert differs.newer == "stored"
    assert differs.message.endswith("the stored version is newer (2 changes; the file's, 1).")
    assert len(club.table.game(game_id).hands) == 2


def test_a_game_changed_apart_as_many_times_is_said_neither_newer(
    source: Session, club: Session, tmp_path: Path
) -> None:
    game = _monday(source, RON)
    (game_id,) = club.transfer.import_file(_written(tmp_path / "a.json", source.transfer.export(game))).ids
    club.table.record(game_id, TSUMO)
    source.table.record(game, DRAW)
    with pytest.raises(StoredGameDiffers, match=r"neither version is newer \(both have 2 changes\)\.$") as refused:
        club.transfer.import_game(source.transfer.export(game))
    assert (refused.value.game_id, refused.value.newer) == (game_id, None)
    assert [h.result for h in club.table.game(game_id).hands] == [RON, TSUMO]


def test_the_import_command_refuses_a_changed_game_naming_replace_and_replaces_it_when_given(
    capsys: pytest.CaptureFixture[str], source: Session, database_url: str, tmp_path: Path
) -> None:
    game = _monday(source, RON)
    early = _written(tmp_path / "early.json", source.transfer.export(game))
    source.table.record(game, TSUMO)
    later = _written(tmp_path / "later.json", source.transfer.export(game))
    assert main(["import", str(early), "--database-url", database_url]) == 0
    assert capsys.readouterr().out == f"{early}: game 1\n"

    assert main(["import", str(early), "--database-url", database_url]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"tablekeeper: {early}: This game is already stored as game 1 “Monday”")

    assert main(["import", str(later), "--database-url", database_url]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert "the file's version is newer (2 changes; the stored one, 1). It was not imported; " in err
    assert err.endswith("import the file again with --replace.\n")

    assert main(["import", str(later), "--replace", "--database-url", database_url]) == 0
    assert capsys.readouterr() == (f"{later}: game 1\n", "")
    with Session.open(database_url, write=False) as club:
        assert _count(club) == 1
        assert [h.result for h in club.table.game(1).hands] == [RON, TSUMO]


def test_a_game_in_play_with_sticks_on_the_table_is_exported_and_imported(source: Session, club: Session) -> None:
    """A file holds the hands: its standings are those the hands give, whatever the window shows of the hand in
    play. East 1: Chie declares riichi, a draw with Ben and Chie tenpai (Aki and Dai pay 1,500, Ben and Chie get
    1,500 each): Aki 23,500, Ben 26,500, Chie 25,500 (less her stick, 1,000 on the table), Dai 23,500. East 2:
    Dai declares riichi (not yet in any hand). The file's standings give the stick on the table to first place, as
    at an end: Ben 27,500; Dai's new stick is not in the file."""
    game = source.table.create_game(PLAYERS).id
    source.table.declare_riichi(game, 2)
    source.table.record(game, ExhaustiveDraw(frozenset({1, 2})))
    source.table.declare_riichi(game, 3)
    assert source.table.game(game).table.scores == (23_500, 26_500, 25_500, 22_500)  # as the seats show it
    data = source.transfer.export(game)
    assert sorted((s["player"], s["points"]) for s in data["standings"]) == [
        ("Aki", 23_500),
        ("Ben", 27_500),
        ("Chie", 25_500),
        ("Dai", 23_500),
    ]
    imported = club.transfer.import_game(data)  # refused before: the file's standings read the table, not the hands
    assert [h.result for h in club.table.game(imported).hands] == [
        ExhaustiveDraw(frozenset({1, 2}), riichi=frozenset({2}))
    ]
