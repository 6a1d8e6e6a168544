"""The yaku a winner called, kept with the hand: stored, read back, exported and imported the same, shown in
`show`, and refused when they are not worth what the hand is recorded at."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from sqlalchemy import text

from tablekeeper.cli.show import game_lines
from tablekeeper.errors import TablekeeperError
from tablekeeper.present import called_yaku_lines
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.service import ImportRefused, Session
from tablekeeper.store.reads import DamagedGame

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
# Ben, in riichi, rons Chie: riichi 1 + pinfu 1 + dora 1 = 3 han, and pinfu by ron is 30 fu (seed 000).
PINFU = CalledYaku(("riichi", "pinfu"), dora=1)
RON = Ron(2, (Win(1, 3, 30, yaku=PINFU),), frozenset({1}))
# Aki, the dealer, tsumo an open hand: haku 1 + honitsu 2 (open) = 3 han, 40 fu asked.
OPEN = CalledYaku(("yakuhai_haku", "honitsu"), closed=False)
TSUMO = Tsumo(Win(0, 3, 40, yaku=OPEN))


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def test_a_hand_recorded_with_its_yaku_is_read_back_with_them(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    service.table.record(game.id, TSUMO)
    hands = service.table.game(game.id).hands
    assert [h.result for h in hands] == [RON, TSUMO]
    # Seed 003: 3 han 30 fu, a ron: 3,900; Ben's stick, put down in the hand, comes back to him.
    assert hands[0].deltas == (0, 3_900, -3_900, 0)
    with service.database.writing() as session:
        stored = session.execute(text("SELECT yaku FROM hand_wins ORDER BY hand_id")).scalars().all()
    assert [json.loads(s) for s in stored] == [
        {"yaku": ["riichi", "pinfu"], "closed": True, "dora": 1, "aka": 0, "ura": 0},
        {"yaku": ["yakuhai_haku", "honitsu"], "closed": False, "dora": 0, "aka": 0, "ura": 0},
    ]


def test_show_and_the_review_say_the_yaku_called(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    view = service.table.game(game.id)
    assert called_yaku_lines(view.hands[0].result, view.players) == ["Ben called: Riichi, Pinfu, dora 1"]
    assert any(line.strip() == "Ben called: Riichi, Pinfu, dora 1" for line in game_lines(view))


@pytest.mark.parametrize(
    ("win", "words"),
    [
        (Win(1, 4, 30, yaku=PINFU), "worth 3 han, but the hand is recorded at 4 han"),
        (Win(1, 3, 40, yaku=PINFU), "fix the fu at 30, but the hand is recorded with 40 fu"),
        (Win(1, 2, 30, yaku=CalledYaku(("chiitoitsu", "toitoi"))), "Chiitoitsu is seven pairs"),
        (Win(1, None, None, 1, yaku=PINFU), "worth 3 han, but the hand is recorded at 1 yakuman"),
    ],
)
def test_yaku_not_worth_the_recorded_hand_are_refused(service: Session, win: Win, words: str) -> None:
    game = service.table.create_game(PLAYERS)
    with pytest.raises(TablekeeperError, match=words):
        service.table.record(game.id, Ron(2, (win,), frozenset({1})))
    assert service.table.game(game.id).hands == ()


def test_riichi_called_without_its_stick_is_refused(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    with pytest.raises(TablekeeperError, match="riichi is among the yaku called"):
        service.table.record(game.id, Ron(2, (Win(1, 3, 30, yaku=PINFU),)))


def test_an_exported_game_s_yaku_come_back_on_import_and_an_older_file_still_imports(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    service.table.record(game.id, TSUMO)
    data = json.loads(json.dumps(service.transfer.export(game.id)))  # through JSON text, as a file carries it
    assert data["hands"][0]["result"]["wins"][0]["yaku"]["yaku"] == ["riichi", "pinfu"]
    service.table.delete_game(game.id)
    copy = service.transfer.import_game(data)
    assert [h.result for h in service.table.game(copy).hands] == [RON, TSUMO]
    assert service.transfer.export(copy)["hands"] == data["hands"]
    service.table.delete_game(copy)
    for hand in data["hands"]:  # a file written before the yaku were kept
        for win in hand["result"].get("wins", [hand["result"].get("win")]):
            del win["yaku"]
    older = service.transfer.import_game(data)
    assert [w.yaku for h in service.table.game(older).hands for w in getattr(h.result, "wins", ())] == [None]


def test_an_import_whose_yaku_are_damaged_is_refused(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    data = service.transfer.export(game.id)
    data["hands"][0]["result"]["wins"][0]["yaku"]["dora"] = 99
    with pytest.raises(ImportRefused, match="dora of a hand are a whole number from 0 to 20"):
        service.transfer.import_game(data)
    data["hands"][0]["result"]["wins"][0]["yaku"] = ["riichi"]
    with pytest.raises(ImportRefused, match="a win's yaku: an object"):
        service.transfer.import_game(data)


def test_damaged_yaku_in_the_database_name_the_game_and_the_hand(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, RON)
    with service.database.writing() as session:
        session.execute(text("UPDATE hand_wins SET yaku = '{\"yaku\": ' WHERE position = 0"))
    with pytest.raises(DamagedGame, match=r"hand 1: the yaku of a winner, .* cannot be read"):
        Session(service.database).table.game(game.id)
