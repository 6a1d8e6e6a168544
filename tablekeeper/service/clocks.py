"""The rounds' clocks: the organiser's changes (start, pause, resume, add time, end the round), each one
transaction in the database server's time (:mod:`tablekeeper.store.clock_writes`)."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime

from tablekeeper.events.clock import ClockRefused, RoundClock, new_clock
from tablekeeper.service.clock_views import ClockView
from tablekeeper.service.errors import EventNotFound
from tablekeeper.service.events import Events, EventView
from tablekeeper.store import clock_writes
from tablekeeper.store import clocks as stored_clocks
from tablekeeper.store.database import Database
from tablekeeper.words import QT_TR_NOOP


class Clocks:
    """The clocks of one database's events."""

    def __init__(self, database: Database, events: Events) -> None:
        self.database = database
        self._events = events

    def clocks(self, event_id: int) -> tuple[ClockView, ...]:
        """The event's rounds' clocks that were set, by round."""
        with self.database.reading() as reader:
            found, now = stored_clocks.read_clocks(reader, event_id)
        read_at = time.monotonic()
        return tuple(ClockView(RoundClock.of(c), now, read_at) for c in found)

    def hands_at_call(self, event_id: int, round: int) -> dict[int, int]:
        """Each of the round's games' hands when its time was called (by game id); asked once it is called."""
        with self.database.reading() as reader:
            return stored_clocks.round_hands_at_call(reader, event_id, round)

    def clock(self, event_id: int, round: int) -> ClockView:
        """The round's clock (not started if it was never set)."""
        for view in self.clocks(event_id):
            if view.round == round:
                return view
        event = self._seated(event_id, round)
        with self.database.reading() as reader:
            now = stored_clocks.server_now(reader)
        return ClockView(new_clock(round, event.rules), now, time.monotonic())

    def start_clock(self, event_id: int, round: int) -> ClockView:
        """Start the round's clock, for the time limit of the event's rules."""
        return self._change(event_id, round, lambda clock, now: clock.start(now))

    def pause_clock(self, event_id: int, round: int) -> ClockView:
        return self._change(event_id, round, lambda clock, now: clock.pause(now))

    def resume_clock(self, event_id: int, round: int) -> ClockView:
        return self._change(event_id, round, lambda clock, now: clock.resume(now))

    def add_time(self, event_id: int, round: int, minutes: int) -> ClockView:
        """``minutes`` more for the round (negative: taken back)."""
        return self._change(event_id, round, lambda clock, now: clock.add(minutes, now))

    def give_table_time(self, event_id: int, round: int, table: int, minutes: int) -> ClockView:
        """Table ``table`` of the round gets ``minutes`` of its own besides the round's time (0: none any more; what
        it had is replaced): the hall and that table show its own time left."""
        tables = {t.table for t in self._seated(event_id, round).tables if t.round == round}
        return self._change(event_id, round, lambda clock, now: clock.give_table(table, minutes, now, tables))

    def end_round(self, event_id: int, round: int) -> ClockView:
        """Call time now: each table finishes the hand in play, then ends its game or plays one more hand, as the
        event's rules say."""
        return self._change(event_id, round, lambda clock, now: clock.end(now))

    def _seated(self, event_id: int, round: int) -> EventView:
        event = self._events.event(event_id)
        if isinstance(round, bool) or round not in {r.round for r in event.record.rounds}:
            raise ClockRefused(QT_TR_NOOP("Event {event} has no round {round} seated."), event=event_id, round=round)
        return event

    def _change(self, event_id: int, round: int, change: Callable[[RoundClock, datetime], RoundClock]) -> ClockView:
        event = self._seated(event_id, round)
        changed = clock_writes.change_clock(
            self.database,
            event_id,
            round,
            lambda stored, now: change(
                RoundClock.of(stored) if stored is not None else new_clock(round, event.rules), now
            ),
        )
        if changed is None:
            raise EventNotFound(QT_TR_NOOP("There is no event {event} any more."), event=event_id)
        clock, now = changed
        return ClockView(clock, now, time.monotonic())


__all__ = ["Clocks"]
