"""Revision 0002 (games.ended, games.source_id) upgrades a database of revision 0001 that holds games."""

from __future__ import annotations

from datetime import datetime

from alembic import command
from sqlalchemy import DateTime, Integer, inspect, text

from tablekeeper.service import GameFilter, Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config


def _at_0001_with_games(url: str) -> None:
    """A database of revision 0001: a finished game, one still being played, and their players."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0001")
            for name_id, name in enumerate(["Aki", "Ben", "Chie", "Dai"], start=1):
                connection.execute(text("INSERT INTO players (id, name) VALUES (:i, :n)"), {"i": name_id, "n": name})
            for game_id, finished in ((1, datetime(2026, 3, 1, 12, 30)), (2, None)):
                connection.execute(
                    text(
                        "INSERT INTO games (id, title, venue, started_at, finished_at, rules_json) "
                        "VALUES (:i, 'Cup', '', :s, :f, '{}')"
                    ),
                    {"i": game_id, "s": datetime(2026, 3, 1, 10, 0), "f": finished},
                )
                for seat in range(4):
                    connection.execute(
                        text("INSERT INTO seats (game_id, seat, player_id) VALUES (:g, :s, :p)"),
                        {"g": game_id, "s": seat, "p": seat + 1},
                    )
    finally:
        engine.dispose()


def test_revision_0002_keeps_every_game_finished_or_not(database_url: str) -> None:
    _at_0001_with_games(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        finished, playing = service.table.game(1).summary, service.table.game(2).summary
        assert finished.finished and finished.finished_at == datetime(2026, 3, 1, 12, 30)
        assert not playing.finished and playing.finished_at is None
        assert [g.id for g in service.library.list_games(GameFilter(finished=True))] == [1]
        assert [g.id for g in service.library.unfinished_games()] == [2]
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.connect() as connection:
            assert {c["name"] for c in inspect(connection).get_columns("games")} >= {"ended", "source_id"}
            assert connection.execute(text("SELECT id, ended, source_id FROM games ORDER BY id")).all() == [
                (1, True, None),
                (2, False, None),
            ]
            # On SQLite, copying the games table (batch mode) would have deleted its seats through ON DELETE CASCADE.
            assert connection.execute(text("SELECT count(*) FROM seats")).scalar() == 8
    finally:
        engine.dispose()


def test_going_back_to_0001_keeps_a_game_ended_at_an_unknown_time_ended(database_url: str) -> None:
    _at_0001_with_games(database_url)
    Session.open(database_url).close()
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.begin() as connection:
            connection.execute(text("UPDATE games SET ended = true, finished_at = NULL WHERE id = 1"))
            command.downgrade(alembic_config(connection), "0001")
        with engine.connect() as connection:
            # Revision 0001 knows a game is over only by its finish time: the start stands in for the unknown end.
            query = text("SELECT id, finished_at FROM games ORDER BY id").columns(id=Integer, finished_at=DateTime)
            assert connection.execute(query).all() == [
                (1, datetime(2026, 3, 1, 10, 0)),
                (2, None),
            ]
            assert connection.execute(text("SELECT count(*) FROM seats")).scalar() == 8  # no seat lost on the way
    finally:
        engine.dispose()
