"""Revision 0006 (hand_wins.yaku) upgrades a database of revision 0005 that holds a game: its wins are kept, with
no yaku called (they were not valued so), and a hand valued by yaku is stored with them afterwards."""

from __future__ import annotations

import uuid
from datetime import datetime

from alembic import command
from sqlalchemy import Uuid, bindparam, text

from tablekeeper.rules import ruleset
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config


def _at_0005_with_a_ron(url: str) -> None:
    """A database of revision 0005: one game whose first hand is Ben's 3 han 30 fu ron on Chie (3,900)."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0005")
            for name in ["Aki", "Ben", "Chie", "Dai"]:
                connection.execute(text("INSERT INTO players (name) VALUES (:n)"), {"n": name})
            players = connection.execute(text("SELECT id FROM players ORDER BY id")).scalars().all()
            connection.execute(
                text(
                    "INSERT INTO games (title, venue, started_at, rules_json, rules_name, start_points, uuid) "
                    "VALUES ('Cup', '', :s, :r, 'club', 25000, :u)"
                ).bindparams(bindparam("u", type_=Uuid())),
                {"s": datetime(2026, 3, 1, 19), "r": ruleset.to_json(ruleset.RuleSet()), "u": uuid.uuid4()},
            )
            game_id = connection.execute(text("SELECT id FROM games")).scalar_one()
            for seat in range(4):
                connection.execute(
                    text("INSERT INTO seats (game_id, seat, player_id) VALUES (:g, :s, :p)"),
                    {"g": game_id, "s": seat, "p": players[seat]},
                )
            connection.execute(
                text(
                    "INSERT INTO hands (game_id, number, kind, discarder, riichi, tenpai, nagashi, delta_0, delta_1, "
                    "delta_2, delta_3, recorded_at) VALUES (:g, 0, 'ron', 2, '[]', '[]', '[]', 0, 3900, -3900, 0, :t)"
                ),
                {"g": game_id, "t": datetime(2026, 3, 1, 19, 30)},
            )
            hand_id = connection.execute(text("SELECT id FROM hands")).scalar_one()
            connection.execute(
                text("INSERT INTO hand_wins (hand_id, position, winner, han, fu, yakuman) VALUES (:h, 0, 1, 3, 30, 0)"),
                {"h": hand_id},
            )
    finally:
        engine.dispose()


def test_revision_0006_keeps_every_win_and_stores_the_yaku_called_after(database_url: str) -> None:
    _at_0005_with_a_ron(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        (game,) = service.library.list_games()
        (hand,) = service.table.game(game.id).hands
        assert hand.result == Ron(2, (Win(1, 3, 30),))
        assert hand.deltas == (0, 3_900, -3_900, 0)
        # Then Aki tsumo: menzen tsumo 1 + pinfu 1 + dora 2 = 4 han, 20 fu (seed 000).
        called = CalledYaku(("menzen_tsumo", "pinfu"), dora=2)
        service.table.record(game.id, Tsumo(Win(0, 4, 20, yaku=called)))
        assert service.table.game(game.id).hands[1].result.win.yaku == called  # type: ignore[union-attr]
