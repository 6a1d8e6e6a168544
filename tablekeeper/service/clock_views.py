"""What the hall and each table show of a round's clock: the time left, and once time is called, which hand is
the last.

The clock is the database server's (:mod:`tablekeeper.store.clocks`): a view carries the server's time when it
was read and this computer's monotonic time then, so that a window counts the seconds down by itself between two
readings, whatever its own clock says.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from tablekeeper.events.clock import ClockState, RoundClock
from tablekeeper.store import clocks as stored_clocks


@dataclass(frozen=True, slots=True)
class ClockView:
    """A round's clock as read: the clock, the server's time then, and this computer's monotonic time then."""

    clock: RoundClock
    server_now: datetime
    read_at: float
    """``time.monotonic()`` when it was read."""

    @property
    def round(self) -> int:
        return self.clock.round

    def now(self, monotonic: float | None = None) -> datetime:
        """The server's time now (at ``monotonic``, else now), from the reading and the seconds gone by since."""
        gone = (time.monotonic() if monotonic is None else monotonic) - self.read_at
        return self.server_now + timedelta(seconds=max(0.0, gone))

    def left(self, monotonic: float | None = None) -> timedelta:
        return self.clock.left(self.now(monotonic))

    def state(self, monotonic: float | None = None) -> ClockState:
        return self.clock.state(self.now(monotonic))

    def for_table(self, table: int) -> ClockView:
        """The clock of one table of the round, as read with this one (its own time added, where it has some)."""
        return ClockView(RoundClock.of(self.clock.for_table(table)), self.server_now, self.read_at)

    def called(self) -> bool:
        """Whether time was called when this was read."""
        return self.clock.called_at(self.server_now) is not None


@dataclass(frozen=True, slots=True)
class GameTime:
    """A round's game and its round's clock: the time left, and once time is called, its last hand."""

    view: ClockView
    event_id: int
    hands: int
    """The game's hands stored when this was read."""
    last_hand: int | None
    """The number (from 1) of the game's last hand, once time is called; None before."""

    @property
    def called(self) -> bool:
        return self.last_hand is not None

    @property
    def hands_left(self) -> int | None:
        """Once time is called, the hands still to play (the one in play included); None before."""
        return None if self.last_hand is None else max(0, self.last_hand - self.hands)


def game_time(stored: stored_clocks.GameTime | None, last: Callable[[int], int]) -> GameTime | None:
    """What a game shows of its round's clock (``last``: the rules' last hand for a count of hands at the call)."""
    if stored is None:
        return None
    view = ClockView(RoundClock.of(stored.clock), stored.now, time.monotonic())
    at_call = stored.hands_at_call
    return GameTime(view, stored.event_id, stored.hands, None if at_call is None else last(at_call))


__all__ = ["ClockView", "GameTime", "game_time"]
