"""A winner's tiles, kept with the hand: stored, read back, exported and imported the same; damage named."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from sqlalchemy import text

from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.service import ImportRefused, Session
from tablekeeper.store.reads import DamagedGame
from tests.rules.test_winning_tiles import MELDED, TANYAO, TANYAO_JSON

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
# Ben rons Chie from his tiles (riichi, tanyao, two dora) and Dai from han and fu on the same discard; then Aki,
# the dealer, tsumo with a pon and a kan.
RON = Ron(2, (Win(1, 4, 40, tiles=TANYAO), Win(3, 2, 30)), frozenset({1}))
TSUMO = Tsumo(Win(0, 2, 50, tiles=MELDED))


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def test_a_hand_recorded_with_tiles_is_read_back_with_them(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    service.table.record(game.id, TSUMO)
    hands = service.table.game(game.id).hands
    assert [h.result for h in hands] == [RON, TSUMO]
    assert hands[0].result.wins[0].tiles == TANYAO
    assert hands[0].result.wins[1].tiles is None  # Dai's hand was given as han and fu


def test_the_tiles_are_stored_as_the_export_writes_them(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    with service.database.writing() as session:
        stored = session.execute(text("SELECT tiles FROM hand_wins ORDER BY position")).scalars().all()
    assert [None if s is None else json.loads(s) for s in stored] == [TANYAO_JSON, None]


def test_an_edit_keeps_the_new_tiles_and_drops_the_old(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    service.table.edit_hand(game.id, 1, Ron(2, (Win(1, 4, 40), Win(3, 2, 30, tiles=None)), frozenset({1})))
    assert service.table.game(game.id).hands[0].result.wins[0].tiles is None


@pytest.mark.parametrize(
    ("stored", "words"),
    [
        ('{"concealed": "234m"', r"hand 1: the tiles of a winner, '\{\"concealed\": \"234m\"', cannot be read"),
        ('{"concealed": "234m", "win": "2m"}', r"hand 1: A winning hand with 0 melds has 14 concealed tiles"),
        ("[1, 2]", r"hand 1: The tiles of a win are an object"),
    ],
)
def test_damaged_tiles_in_the_database_name_the_game_and_the_hand(service: Session, stored: str, words) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    with service.database.writing() as session:
        session.execute(text("UPDATE hand_wins SET tiles = :tiles WHERE position = 0"), {"tiles": stored})
    with pytest.raises(DamagedGame, match=words):
        Session(service.database).table.game(game.id)  # read as the next start of the program reads it


def test_an_exported_game_s_tiles_come_back_on_import(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    service.table.record(game.id, TSUMO)
    data = json.loads(json.dumps(service.transfer.export(game.id)))  # through JSON text, as a file carries it
    assert data["hands"][0]["result"]["wins"][0]["tiles"] == TANYAO_JSON
    assert "tiles" not in data["hands"][0]["result"]["wins"][1]
    service.table.delete_game(game.id)  # the file is imported elsewhere
    copy = service.transfer.import_game(data)
    assert [h.result for h in service.table.game(copy).hands] == [RON, TSUMO]
    assert service.transfer.export(copy)["hands"] == data["hands"]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        (lambda w: w.update(tiles=["234m567p345678s22p"]), r"Hand 1 of \"hands\" should be a win's tiles: an object"),
        (
            lambda w: w["tiles"]["yaku"][0].update(name="\x1b]0;owned\x07"),
            r"cannot be imported: Hand 1 of \"hands\": The line .* holds the control character U\+001B",
        ),
        (lambda w: w["tiles"].update(win="1z"), r"Hand 1 of \"hands\": The winning tile 1z is not among"),
    ],
)
def test_an_import_whose_tiles_are_no_hand_is_refused(service: Session, damage, words: str) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    data = service.transfer.export(game.id)
    damage(data["hands"][0]["result"]["wins"][0])
    with pytest.raises(ImportRefused, match=words):
        service.transfer.import_game(data)
    assert len(service.library.list_games()) == 1
