"""A round's clock as a value: its time limit, when it started, its pauses, the time added, and when time is called.

Moments are the database server's (naive UTC, as stored). This is what the clock is, and when it calls time: the
store reads and keeps it, and asks it in a write whether time has been called (the count of each table's hands is
kept then); the organiser's changes of it, each refused in a sentence when it cannot be made, are the domain's
(:class:`tablekeeper.events.clock.RoundClock`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from enum import StrEnum


class ClockState(StrEnum):
    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"
    CALLED = "called"
    """Time is called: run out, or the round ended by the organiser."""


@dataclass(frozen=True, slots=True)
class ClockTimes:
    """The clock of one round of an event."""

    round: int
    limit: timedelta
    """The round's time limit (the rule set's ``round_minutes``)."""
    started: datetime | None = None
    added: timedelta = timedelta()
    """Time the organiser added (negative: taken back)."""
    paused: timedelta = timedelta()
    """The length of the pauses ended."""
    paused_since: datetime | None = None
    """The start of the pause going on, if any."""
    ended: datetime | None = None
    """When the organiser ended the round (time called then), if they did."""
    extra: tuple[tuple[int, timedelta], ...] = ()
    """Tables given time of their own besides the round's (a table that started late): (table, minutes more), by
    table. Such a table's clock is :meth:`for_table`'s; the round's own (the hall's heading) leaves them out."""

    def extra_of(self, table: int) -> timedelta:
        """The time of its own the table has besides the round's."""
        return next((more for number, more in self.extra if number == table), timedelta())

    def for_table(self, table: int) -> ClockTimes:
        """The clock of one table of the round: the round's, with the table's own time added (time called when
        its own runs out; the organiser's end of the round calls it for every table)."""
        return replace(self, added=self.added + self.extra_of(table), extra=())

    def _elapsed(self, now: datetime) -> timedelta:
        """The playing time gone by at ``now`` (pauses left out)."""
        if self.started is None:
            return timedelta()
        stop = min(m for m in (now, self.paused_since, self.ended) if m is not None)
        return max(timedelta(), stop - self.started - self.paused)

    def left(self, now: datetime) -> timedelta:
        """The time left at ``now`` (zero once time is called)."""
        if self.ended is not None and self.ended <= now:
            return timedelta()
        return max(timedelta(), self.limit + self.added - self._elapsed(now))

    @property
    def deadline(self) -> datetime | None:
        """When time is (or was) called, as the clock stands: None while it has not started or is paused."""
        if self.ended is not None:
            return self.ended
        if self.started is None or self.paused_since is not None:
            return None
        return self.started + self.paused + self.limit + self.added

    def called_at(self, now: datetime) -> datetime | None:
        """When time was called, if it has been by ``now``."""
        deadline = self.deadline
        return deadline if deadline is not None and deadline <= now else None

    def state(self, now: datetime) -> ClockState:
        if self.called_at(now) is not None:
            return ClockState.CALLED
        if self.started is None:
            return ClockState.NOT_STARTED
        return ClockState.PAUSED if self.paused_since is not None else ClockState.RUNNING


__all__ = ["ClockState", "ClockTimes"]
