"""Revision 0012 (players.unpublished) upgrades a database of revision 0011 that knows players: every one of them is
published, as before; a player is then marked not to be, and the mark survives closing and opening again."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config


def test_revision_0012_publishes_every_player_known_before(database_url: str) -> None:
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0011")
            for name in ["Aki", "Ben"]:
                connection.execute(text("INSERT INTO players (name) VALUES (:n)"), {"n": name})
    finally:
        engine.dispose()
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        assert service.library.unpublished() == frozenset()
        assert service.library.set_published("ben", False) == "Ben"  # the name as it is known
    with Session.open(database_url) as service:
        assert service.library.unpublished() == frozenset({"Ben"})
        service.library.set_published("Ben", True)
        assert service.library.unpublished() == frozenset()
