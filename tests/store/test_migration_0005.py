"""Revision 0005 (games.uuid) upgrades a database of revision 0004 that holds games: each gets an identity of its
own, and none of its seats or hands is lost on the way."""

from __future__ import annotations

from datetime import datetime
from uuid import UUID

import pytest
from alembic import command
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from tablekeeper.rules import ruleset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

GAMES = 3


def _at_0004_with_games(url: str) -> None:
    """A database of revision 0004: three games (numbered 1 to 3) of the same four players, the first with a draw."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0004")
            # Numbered by the database, as the program stores them (a number given here would leave a server's
            # sequence behind, and the next game created would take it again).
            for name in ["Aki", "Ben", "Chie", "Dai"]:
                connection.execute(text("INSERT INTO players (name) VALUES (:n)"), {"n": name})
            players = connection.execute(text("SELECT id FROM players ORDER BY id")).scalars().all()
            for day in range(1, GAMES + 1):
                connection.execute(
                    text(
                        "INSERT INTO games (title, venue, started_at, rules_json, rules_name, start_points) "
                        "VALUES ('Cup', '', :s, :r, 'club', 25000)"
                    ),
                    {"s": datetime(2026, 3, day, 19), "r": ruleset.to_json(ruleset.RuleSet())},
                )
            games = connection.execute(text("SELECT id FROM games ORDER BY started_at")).scalars().all()
            assert len(games) == GAMES
            for game_id in games:
                for seat in range(4):
                    connection.execute(
                        text("INSERT INTO seats (game_id, seat, player_id) VALUES (:g, :s, :p)"),
                        {"g": game_id, "s": seat, "p": players[seat]},
                    )
            # Dai alone tenpai in the first game: 1,000 from each of the three others.
            connection.execute(
                text(
                    "INSERT INTO hands (game_id, number, kind, riichi, tenpai, nagashi, delta_0, delta_1, delta_2, "
                    "delta_3, recorded_at) VALUES (:g, 0, 'draw', '[]', '[3]', '[]', -1000, -1000, -1000, 3000, :t)"
                ),
                {"g": games[0], "t": datetime(2026, 3, 1, 19, 30)},
            )
    finally:
        engine.dispose()


def test_revision_0005_gives_each_stored_game_an_identity_of_its_own(database_url: str) -> None:
    _at_0004_with_games(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        identities = [service.table.game(game_id).uuid for game_id in range(1, GAMES + 1)]
        assert all(isinstance(identity, UUID) for identity in identities)
        assert len(set(identities)) == GAMES
        assert [service.transfer.export(game_id)["uuid"] for game_id in range(1, GAMES + 1)] == [
            str(i) for i in identities
        ]
        assert service.table.game(1).hands[0].deltas == (-1000, -1000, -1000, 3000)
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.connect() as connection:
            # On SQLite, copying the games table would have deleted its seats and hands through ON DELETE CASCADE.
            assert connection.execute(text("SELECT count(*) FROM seats")).scalar() == 4 * GAMES
            assert connection.execute(text("SELECT count(*) FROM hands")).scalar() == 1
        for change in (
            "UPDATE games SET uuid = NULL WHERE id = 2",
            "UPDATE games SET uuid = (SELECT uuid FROM games WHERE id = 1) WHERE id = 2",
        ):
            with engine.connect() as connection, pytest.raises(IntegrityError):  # never empty, never twice
                connection.execute(text(change))
    finally:
        engine.dispose()


def test_a_game_created_after_the_upgrade_gets_an_identity_too(database_url: str) -> None:
    _at_0004_with_games(database_url)
    with Session.open(database_url) as service:
        new = service.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        assert new.uuid is not None and new.uuid.version == 4
        assert new.uuid not in {service.table.game(game_id).uuid for game_id in range(1, GAMES + 1)}
