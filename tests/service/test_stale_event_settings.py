"""A change made against an event that moved is refused, never rebased: two sessions on one database (two
parties); the second reads the event, the first changes it before the second writes, and the second's cut, team
or settings is refused with EventChangedElsewhere's sentence, nothing of it stored."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tablekeeper.events.ema import Settings
from tablekeeper.events.model import SitOutScore
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import EventChangedElsewhere, Session

SPREAD = (45_000, 32_000, 25_000, 18_000)
SAID = "Event 1 was changed in another window or on another computer since it was read here, so nothing was stored."


def _interleaved(monkeypatch: pytest.MonkeyPatch, second: Session, first_writes: Callable[[], object]) -> None:
    """Between the second session's reading of the event and its writing, the first one writes (once)."""
    read = second.events._load
    done: list[bool] = []

    def read_then_first_writes(event_id: int) -> Any:
        loaded = read(event_id)
        if not done:
            done.append(True)
            first_writes()
        return loaded

    monkeypatch.setattr(second.events, "_load", read_then_first_writes)


def _eight(session: Session) -> int:
    event = session.events.create_event("Cup", preset("ema2016"), [f"P{n}" for n in range(1, 9)]).id
    session.events.import_seating(event, "1,1,1,2,3,4\n1,2,5,6,7,8\n")
    session.events.enter_paper_result(event, 1, 1, SPREAD)
    session.events.enter_paper_result(event, 1, 2, SPREAD)
    return event


def test_a_cut_against_an_event_changed_meanwhile_is_refused(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as first, Session.open(database_url) as second:
        event = _eight(first)
        # The first party gives P2 a penalty of 30.0: the top 4 the second read (P1, P5, P2, P6) is not the top 4 now.
        _interleaved(monkeypatch, second, lambda: first.events.add_penalty(event, 2, -30_000, "late"))
        with pytest.raises(EventChangedElsewhere, match=SAID):
            second.events.cut(event, 4)
        after = second.events.event(event)
        assert after.record.stages == () and len(after.record.penalties) == 1


def test_a_team_against_an_event_changed_meanwhile_is_refused(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as first, Session.open(database_url) as second:
        event = first.events.create_event("Cup", preset("ema2016"), [f"P{n}" for n in range(1, 9)]).id
        _interleaved(monkeypatch, second, lambda: first.events.set_team(event, 1, "Red"))
        with pytest.raises(EventChangedElsewhere, match=SAID):
            second.events.set_team(event, 2, "Blue")
        teams = {e.number: e.team for e in second.events.event(event).record.entrants}
        assert (teams[1], teams[2]) == ("Red", None)


def test_the_settings_against_an_event_changed_meanwhile_are_refused(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as first, Session.open(database_url) as second:
        event = first.events.create_event("Cup", preset("ema2016"), [f"P{n}" for n in range(1, 6)]).id
        _interleaved(monkeypatch, second, lambda: first.events.set_settings(event, Settings(days=2)))
        with pytest.raises(EventChangedElsewhere, match=SAID):
            second.events.set_settings(event, Settings(team_score="average", sit_out_score=SitOutScore(-2_500)))
        record = second.events.event(event).record
        assert (record.days, record.team_score.value, record.sit_out_score) == (2, "sum", None)
