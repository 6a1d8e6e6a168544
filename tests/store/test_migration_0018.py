"""Revision 0018 (teams and the EMA's weight) upgrades a database of revision 0017 holding an event: its players
play for no team, its team total is the sum, it is played over one day and is no championship; a team and the
settings are then stored, and the downgrade takes the columns back with the event kept."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from tablekeeper.events.ema import Settings
from tablekeeper.events.model import TeamScore
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

NAMES = ["Aki", "Ben", "Chie", "Dai"]


def _migrate(url: str, revision: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database taken to ``revision``; its events' titles then."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            (command.upgrade if up else command.downgrade)(alembic_config(connection), revision)
            rows = connection.execute(text("SELECT id, title FROM events ORDER BY id")).all()
    finally:
        engine.dispose()
    return [tuple(row) for row in rows]


def test_revision_0018_gives_an_event_of_before_no_teams_and_the_settings_of_before(database_url: str) -> None:
    with Session.open(database_url) as service:
        event = service.events.create_event("Cup", preset("ema2016"), NAMES).id
    assert _migrate(database_url, "0017", up=False) == [(event, "Cup")]
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        record = service.events.event(event).record
        assert [e.team for e in record.entrants] == [None] * 4
        assert (record.team_score, record.days, record.championship) == (TeamScore.SUM, 1, False)
        service.events.set_team(event, 1, "Dragons")
        service.events.set_settings(event, Settings(TeamScore.AVERAGE, 2, True))
        record = service.events.event(event).record
        assert record.entrants[0].team == "Dragons"
        assert (record.team_score, record.days, record.championship) == (TeamScore.AVERAGE, 2, True)
    assert _migrate(database_url, "0017", up=False) == [(event, "Cup")]
