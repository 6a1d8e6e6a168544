"""Revision 0016 (a table's own time: ``table_clocks``) upgrades a database of revision 0013 holding a round's clock
started: the clock is kept as it was and every table has the round's time; a table is then given time of its own,
and the downgrade drops it, the round's clock left whole."""

from __future__ import annotations

from datetime import timedelta

from alembic import command
from sqlalchemy import inspect

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

NAMES = [f"Player {n}" for n in range(1, 9)]


def _migrate(url: str, revision: str, *, up: bool) -> set[str]:
    """The database taken to ``revision``; its tables then."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            (command.upgrade if up else command.downgrade)(alembic_config(connection), revision)
            return set(inspect(connection).get_table_names())
    finally:
        engine.dispose()


def test_revision_0016_keeps_the_round_clock_and_takes_a_tables_own_time(database_url: str) -> None:
    with Session.open(database_url) as service:
        event = service.events.create_event("Cup", preset("wrc2022"), NAMES).id
        service.events.seat_rounds(event, 1, seed=3)
        service.clocks.start_clock(event, 1)
        service.clocks.add_time(event, 1, 5)
    assert "table_clocks" not in _migrate(database_url, "0013", up=False)
    assert "table_clocks" in _migrate(database_url, "head", up=True)
    with Session.open(database_url) as service:
        clock = service.clocks.clock(event, 1).clock
        assert (clock.added, clock.extra) == (timedelta(minutes=5), ())
        given = service.clocks.give_table_time(event, 1, 2, 10).clock
        assert given.extra == ((2, timedelta(minutes=10)),)
    assert "table_clocks" not in _migrate(database_url, "0013", up=False)
    assert "round_clocks" in _migrate(database_url, "head", up=True)
    with Session.open(database_url) as service:  # at the head again: the round's clock as it was, no table's own
        assert service.clocks.clock(event, 1).clock.added == timedelta(minutes=5)
        assert service.clocks.clock(event, 1).clock.extra == ()
