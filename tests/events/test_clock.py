"""A round's clock, worked by hand: 90 minutes from 10:00, pauses left out, time added, the round ended."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from tablekeeper.events.clock import ClockRefused, ClockState, last_hand, new_clock
from tablekeeper.rules.ruleset import RuleSet, TimeEnd, UnknownRuleSet, preset


def at(hour: int, minute: int, second: int = 0) -> datetime:
    return datetime(2026, 11, 27, hour, minute, second)


def minutes(n: float) -> timedelta:
    return timedelta(minutes=n)


def test_a_clock_not_started_keeps_its_whole_limit() -> None:
    clock = new_clock(1, RuleSet())
    assert clock.limit == minutes(90)
    assert clock.left(at(12, 0)) == minutes(90)
    assert clock.state(at(12, 0)) is ClockState.NOT_STARTED
    assert clock.deadline is None and clock.called_at(at(23, 0)) is None


def test_time_runs_from_the_start_and_is_called_at_the_limit() -> None:
    clock = new_clock(1, RuleSet()).start(at(10, 0))
    assert clock.left(at(10, 30)) == minutes(60)
    assert clock.deadline == at(11, 30)
    assert clock.state(at(11, 29, 59)) is ClockState.RUNNING
    assert clock.called_at(at(11, 29, 59)) is None
    assert clock.called_at(at(11, 30)) == at(11, 30)
    assert clock.left(at(12, 0)) == timedelta() and clock.state(at(12, 0)) is ClockState.CALLED


def test_a_pause_stops_the_clock_and_moves_the_call() -> None:
    clock = new_clock(1, RuleSet()).start(at(10, 0)).pause(at(10, 30))
    # Paused at 60 minutes left: still 60 an hour later, and no call time while paused.
    assert clock.left(at(11, 30)) == minutes(60) and clock.deadline is None
    assert clock.state(at(11, 30)) is ClockState.PAUSED
    resumed = clock.resume(at(10, 40))
    # Ten minutes of pause: called at 11:40 instead of 11:30.
    assert resumed.deadline == at(11, 40)
    assert resumed.left(at(11, 0)) == minutes(40)
    again = resumed.pause(at(11, 0)).resume(at(11, 5))
    assert again.deadline == at(11, 45)


def test_time_added_or_taken_back() -> None:
    clock = new_clock(2, RuleSet()).start(at(10, 0)).add(5, at(10, 10))
    assert clock.deadline == at(11, 35)
    back = clock.add(-15, at(10, 20))
    assert back.deadline == at(11, 20) and back.left(at(11, 0)) == minutes(20)
    with pytest.raises(ClockRefused, match="Taking back 30 minutes would call time at once"):
        back.add(-30, at(10, 55))  # 25 minutes left: taking back 30 is ending the round
    with pytest.raises(ClockRefused, match=r"^Taking back 1 minute would call time at once"):
        back.add(-1, at(11, 19, 30))  # half a minute left: one minute is more than the round has
    for wrong in (0, 121, -121, True):
        with pytest.raises(ClockRefused, match="whole minutes, 1 to 120"):
            clock.add(wrong, at(10, 20))  # type: ignore[arg-type]


def test_ending_the_round_calls_time_now() -> None:
    clock = new_clock(3, RuleSet()).start(at(10, 0)).end(at(11, 2))
    assert clock.called_at(at(11, 2)) == at(11, 2) and clock.left(at(11, 2)) == timedelta()
    assert clock.state(at(11, 3)) is ClockState.CALLED


def test_the_changes_a_clock_refuses() -> None:
    waiting = new_clock(1, RuleSet())
    for change in (waiting.pause, waiting.end, lambda now: waiting.add(5, now)):
        with pytest.raises(ClockRefused, match="The clock of round 1 has not started yet"):
            change(at(10, 0))
    with pytest.raises(ClockRefused, match="is not paused"):
        waiting.resume(at(10, 0))
    running = waiting.start(at(10, 0))
    with pytest.raises(ClockRefused, match="has started already"):
        running.start(at(10, 1))
    with pytest.raises(ClockRefused, match="is paused already"):
        running.pause(at(10, 1)).pause(at(10, 2))
    over = running.end(at(10, 50))
    for change in (over.pause, over.end, lambda now: over.add(5, now)):
        with pytest.raises(ClockRefused, match="Time has been called for round 1"):
            change(at(10, 51))
    ran_out = running
    with pytest.raises(ClockRefused, match="Time has been called for round 1"):
        ran_out.add(5, at(11, 31))  # 90 minutes gone: time was called at 11:30


def test_the_last_hand_by_the_rule_set() -> None:
    # Two hands stored when time is called: the third is in play. WRC: it is the last; EMA: one more, the fourth.
    assert last_hand(2, preset("wrc2022")) == 3
    assert last_hand(2, preset("ema2016")) == 4
    assert preset("ema2016").time_end is TimeEnd.ONE_MORE_HAND
    assert preset("wrc2022").time_end is TimeEnd.HAND_IN_PLAY
    assert last_hand(0, RuleSet()) == 1


def test_a_round_lasts_a_sane_time() -> None:
    assert new_clock(1, RuleSet(round_minutes=120)).limit == minutes(120)
    for wrong in (0, 601, True):
        with pytest.raises(UnknownRuleSet, match="A round lasts 1 to 600 minutes"):
            RuleSet(round_minutes=wrong)
