"""Revision 0013 (a table of three's paper result leaves ``event_paper.points_3`` NULL) upgrades a database of
revision 0012 holding an event of four with a result kept on paper: its four points are kept as they were; a
three-player event's paper result is then stored with three, and the downgrade takes back only that one (a table of
three has no fourth points for revision 0012 to hold)."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

NAMES = ["Aki", "Ben", "Chie", "Dai"]


def _migrate(url: str, revision: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database taken to ``revision``; the paper results' rows then, by event."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            (command.upgrade if up else command.downgrade)(alembic_config(connection), revision)
            rows = connection.execute(
                text(
                    "SELECT event_id, points_0, points_1, points_2, points_3, deposits, chombos_3 FROM event_paper "
                    "ORDER BY event_id"
                )
            ).all()
    finally:
        engine.dispose()
    return [tuple(row) for row in rows]


def test_revision_0013_keeps_the_tables_of_four_and_takes_a_table_of_three(database_url: str) -> None:
    with Session.open(database_url) as service:
        four = service.events.create_event("Cup", preset("ema2016"), NAMES).id
        service.events.import_seating(four, "1,1,1,2,3,4\n")
        service.events.enter_paper_result(four, 1, 1, (41_000, 29_000, 31_000, 18_000), deposits=1)
    # Back at 0012, where every table has four points; opening upgrades to the newest revision.
    assert _migrate(database_url, "0012", up=False) == [(four, 41_000, 29_000, 31_000, 18_000, 1, 0)]
    with Session.open(database_url) as service:
        (table,) = service.events.event(four).tables
        assert table.paper is not None and table.paper.points == (41_000, 29_000, 31_000, 18_000)
        three = service.events.create_event("Sanma", preset("tenhou-sanma"), NAMES[:3]).id
        service.events.import_seating(three, "1,1,1,2,3\n")
        service.events.enter_paper_result(three, 1, 1, (45_000, 35_000, 25_000))
        (table,) = service.events.event(three).tables
        assert table.paper is not None and table.paper.points == (45_000, 35_000, 25_000)
    at_head = _migrate(database_url, "head", up=True)
    assert at_head == [(four, 41_000, 29_000, 31_000, 18_000, 1, 0), (three, 45_000, 35_000, 25_000, None, 0, 0)]
    assert _migrate(database_url, "0012", up=False) == at_head[:1]
