"""A round's clock: its time limit, when it started, its pauses, the time added, and when time is called.

Moments are the database server's (naive UTC, as stored): every table and the hall read the one clock the server
holds, so a laptop whose own clock is off still shows the round's time, and a window restarted finds the clock
where it was. The clock is a value (its times and when it calls time: :mod:`tablekeeper.rules.clock_times`, which
the store reads and keeps); each organiser's change here gives the next one or is refused in a sentence.

Time is called when the time left reaches zero, or when the organiser ends the round. Then each table finishes
the hand in play and ends its game, or plays one more hand, as its rules say (:func:`last_hand`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection
from dataclasses import dataclass
from datetime import datetime, timedelta

from tablekeeper.events.errors import EventError
from tablekeeper.rules.clock_times import ClockState, ClockTimes
from tablekeeper.rules.ruleset import RuleSet, TimeEnd
from tablekeeper.words import QT_TR_NOOP

MAX_ADDED_MINUTES = 120
"""The most time one change may add (or take back)."""


class ClockRefused(EventError):
    """A change of a round's clock that cannot be made now (pausing a clock not running, adding time once time
    has been called...)."""


@dataclass(frozen=True, slots=True)
class RoundClock(ClockTimes):
    """The clock of one round of an event, and the organiser's changes of it (each gives the next clock)."""

    @classmethod
    def of(cls, times: ClockTimes) -> RoundClock:
        """The clock of these times (as the store reads them)."""
        if isinstance(times, RoundClock):
            return times
        return cls(
            times.round,
            times.limit,
            times.started,
            times.added,
            times.paused,
            times.paused_since,
            times.ended,
            times.extra,
        )

    # The organiser's changes

    def start(self, now: datetime) -> RoundClock:
        if self.started is not None:
            raise ClockRefused(
                QT_TR_NOOP("The clock of round {round} has started already; nothing was changed."), round=self.round
            )
        return dataclasses.replace(self, started=now)

    def pause(self, now: datetime) -> RoundClock:
        self._check_going(now)
        if self.paused_since is not None:
            raise ClockRefused(
                QT_TR_NOOP("The clock of round {round} is paused already; nothing was changed."), round=self.round
            )
        return dataclasses.replace(self, paused_since=now)

    def resume(self, now: datetime) -> RoundClock:
        if self.paused_since is None:
            raise ClockRefused(
                QT_TR_NOOP("The clock of round {round} is not paused; nothing was changed."), round=self.round
            )
        return dataclasses.replace(self, paused=self.paused + (now - self.paused_since), paused_since=None)

    def add(self, minutes: int, now: datetime) -> RoundClock:
        """``minutes`` more for the round (fewer when negative, never below what has been played)."""
        self._check_going(now)
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 < abs(minutes) <= MAX_ADDED_MINUTES:
            raise ClockRefused(
                QT_TR_NOOP("Time is added in whole minutes, 1 to {most} (or taken back), not {minutes}."),
                most=MAX_ADDED_MINUTES,
                minutes=minutes,
            )
        added = self.added + timedelta(minutes=minutes)
        if self.limit + added <= self._elapsed(now):
            raise ClockRefused(
                QT_TR_NOOP(
                    "Taking back {minutes} minute would call time at once; end the round instead. Nothing changed."
                ),
                plural=QT_TR_NOOP(
                    "Taking back {minutes} minutes would call time at once; end the round instead. Nothing changed."
                ),
                count=-minutes,  # says which of the two sentences
                minutes=-minutes,
            )
        return dataclasses.replace(self, added=added)

    def give_table(self, table: int, minutes: int, now: datetime, tables: Collection[int]) -> RoundClock:
        """Table ``table`` (one of the round's ``tables``) gets ``minutes`` of its own besides the round's time
        (0: none any more): what it has is replaced, not added to."""
        if isinstance(table, bool) or table not in tables:
            raise ClockRefused(
                QT_TR_NOOP("Round {round} has no table {table}: time is given to one of its tables."),
                round=self.round,
                table=table,
            )
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 0 <= minutes <= MAX_ADDED_MINUTES:
            raise ClockRefused(
                QT_TR_NOOP("A table is given 0 to {most} minutes of its own, not {minutes}; nothing was changed."),
                most=MAX_ADDED_MINUTES,
                minutes=minutes,
            )
        if self.started is None:
            raise ClockRefused(
                QT_TR_NOOP(
                    "The clock of round {round} is not running: start it before giving a table time of its own; "
                    "nothing was changed."
                ),
                round=self.round,
            )
        if self.ended is not None or self.for_table(table).called_at(now) is not None:
            raise ClockRefused(
                QT_TR_NOOP("Time has been called at table {table} of round {round}; nothing was changed."),
                round=self.round,
                table=table,
            )
        given = timedelta(minutes=minutes)
        if self.limit + self.added + given <= self._elapsed(now):
            raise ClockRefused(
                QT_TR_NOOP(
                    "Giving table {table} {minutes} minutes of its own would call its time at once; nothing was "
                    "changed."
                ),
                minutes=minutes,
                table=table,
            )
        others = tuple((number, more) for number, more in self.extra if number != table)
        return dataclasses.replace(self, extra=tuple(sorted((*others, *(((table, given),) if given else ())))))

    def end(self, now: datetime) -> RoundClock:
        """Time called now: each table finishes by its rules (the hand in play, or one more)."""
        self._check_going(now)
        return dataclasses.replace(self, ended=now)

    def _check_going(self, now: datetime) -> None:
        if self.started is None:
            raise ClockRefused(
                QT_TR_NOOP("The clock of round {round} has not started yet; nothing was changed."), round=self.round
            )
        if self.called_at(now) is not None:
            raise ClockRefused(
                QT_TR_NOOP(
                    "Time has been called for round {round}: its clock can no longer change; nothing was changed."
                ),
                round=self.round,
            )


def new_clock(round: int, rules: RuleSet) -> RoundClock:
    """A round's clock, not started, of the rule set's time limit."""
    return RoundClock(round, timedelta(minutes=rules.round_minutes))


def last_hand(hands_at_call: int, rules: RuleSet) -> int:
    """The number (from 1) of a timed game's last hand, when it had ``hands_at_call`` hands stored as time was
    called: the hand in play then is the next one; it ends the game (WRC), or one more hand does (EMA)."""
    return hands_at_call + (2 if rules.time_end is TimeEnd.ONE_MORE_HAND else 1)


__all__ = ["MAX_ADDED_MINUTES", "ClockRefused", "ClockState", "RoundClock", "last_hand", "new_clock"]
