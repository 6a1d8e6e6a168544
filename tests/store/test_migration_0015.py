"""Revision 0015 (sit-outs and stages) upgrades a database of revision 0013 holding an event: its rounds stay as
they were, with nobody sitting out, no cut and no sit-out score; a cut and a round with a sit-out are then stored,
and the downgrade forgets them (revision 0013 has nowhere to keep them) while the event's seating stays."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

NAMES = ["Aki", "Ben", "Chie", "Dai", "Eri"]


def _migrate(url: str, revision: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database taken to ``revision``; the seats stored then, by event, round and table."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            (command.upgrade if up else command.downgrade)(alembic_config(connection), revision)
            rows = connection.execute(
                text("SELECT event_id, round, COUNT(*) FROM event_seats GROUP BY event_id, round ORDER BY 1, 2")
            ).all()
    finally:
        engine.dispose()
    return [tuple(row) for row in rows]


def test_revision_0015_keeps_the_rounds_and_stores_sit_outs_and_cuts(database_url: str) -> None:
    with Session.open(database_url) as service:
        event = service.events.create_event("Cup", preset("ema2016"), NAMES[:4]).id
        service.events.import_seating(event, "1,1,1,2,3,4\n")
        service.events.enter_paper_result(event, 1, 1, (45_000, 32_000, 25_000, 18_000))
    assert _migrate(database_url, "0013", up=False) == [(event, 1, 4)]
    with Session.open(database_url) as service:
        view = service.events.event(event)
        assert view.record.rounds[0].sitting_out == () and view.record.stages == ()
        assert view.record.sit_out_score is None
        view = service.events.cut(event, 4, scores="reset")
        other = service.events.create_event("Night", preset("ema2016"), NAMES, sit_out_score=-2_000).id
        service.events.seat_rounds(other, 1, sit_out=True, seed=2)
    with Session.open(database_url) as service:
        assert service.events.event(event).record.stages[0].qualified == (1, 2, 3, 4)
        stored = service.events.event(other).record
        assert len(stored.rounds[0].sitting_out) == 1 and stored.sit_out_score == -2_000
    at_head = _migrate(database_url, "head", up=True)
    assert at_head == [(event, 1, 4), (other, 1, 4)]
    assert _migrate(database_url, "0013", up=False) == at_head
    with Session.open(database_url) as service:
        assert service.events.event(event).record.stages == ()
