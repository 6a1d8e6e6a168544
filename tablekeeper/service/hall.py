"""The hall: every table of an event's current round at a glance, the standings beneath, and how to follow them live.

A :class:`Follower` tells its user when the event or one of its games has changed; the user then reads the hall
again (:meth:`Follower.read`). On PostgreSQL it is told by the server, on SQLite it asks (:meth:`Follower.check`,
one small query of the revisions on a connection opened for it and closed at once), as every follower does
(:mod:`tablekeeper.service.following`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from tablekeeper.events.clock import last_hand
from tablekeeper.events.model import PaperResult
from tablekeeper.service.errors import EventNotFound
from tablekeeper.service.following import OnChange, Watch
from tablekeeper.store import event_records, notify
from tablekeeper.words import QT_TR_NOOP

if TYPE_CHECKING:
    import threading

    from tablekeeper.service.clock_views import ClockView
    from tablekeeper.service.clocks import Clocks
    from tablekeeper.service.events import Events, EventStandings, EventTable, EventView
    from tablekeeper.snapshots import GameSnapshot
    from tablekeeper.store.database import Database


@dataclass(frozen=True, slots=True)
class HallTable:
    """One table of the round as the hall shows it."""

    seating: EventTable
    game: GameSnapshot | None
    """Its game as stored now (None: not opened yet, or its result kept on paper)."""
    last_hand: int | None = None
    """Once the table's time is called, the number of its game's last hand."""
    own_clock: ClockView | None = None
    """The table's own clock, where it was given time of its own besides the round's (None: the round's)."""

    @property
    def paper(self) -> PaperResult | None:
        return self.seating.paper

    @property
    def finished(self) -> bool:
        return self.seating.finished


@dataclass(frozen=True, slots=True)
class Hall:
    event: EventView
    round: int | None
    """The round shown: the first with a table still playing, else the last seated (None: nothing seated)."""
    tables: tuple[HallTable, ...]
    standings: EventStandings
    """Through :attr:`round`; provisional while a table of it has no result."""
    clock: ClockView | None = None
    """The round's clock, if it was set."""


def current_round(view: EventView) -> int | None:
    """The first round with a table that has no result yet; the last round once every table has one."""
    rounds = sorted({t.round for t in view.tables})
    unfinished = [t.round for t in view.tables if not t.finished]
    if unfinished:
        return min(unfinished)
    return rounds[-1] if rounds else None


def read_hall(
    events: Events,
    clocks: Clocks,
    game: Callable[[int], GameSnapshot],
    event_id: int,
    keep_open: Callable[[int], object] | None = None,
) -> Hall:
    """The hall of the event as stored now (``game``: a game as stored now, :meth:`Table.game`; ``keep_open`` is told
    how many games the round has before they are read, :meth:`OpenGames.keep_open`)."""
    view = events.event(event_id)
    shown = current_round(view)
    clock = None if shown is None else next((c for c in clocks.clocks(event_id) if c.round == shown), None)
    at_call: dict[int, int] = {}
    if clock is not None and clock.clock.called_at(clock.server_now) is not None:
        at_call = clocks.hands_at_call(event_id, clock.round)  # asked once, for every table whose time is called
    if keep_open is not None:
        keep_open(sum(1 for t in view.tables if t.round == shown))
    tables = []
    for seating in view.tables:
        if seating.round != shown:
            continue
        played = None if seating.game_id is None else game(seating.game_id)
        own = None if clock is None else clock.for_table(seating.table)
        called = None if played is None or own is None or not own.called() else at_call.get(played.id)
        last = None if played is None or called is None else last_hand(called, played.rules)
        given = own is not None and bool(clock is not None and clock.clock.extra_of(seating.table))
        tables.append(HallTable(seating, played, last, own if given else None))
    return Hall(view, shown, tuple(tables), events.event_standings(event_id, through_round=shown, live=True), clock)


Read = TypeVar("Read")
"""What a follower reads: the hall, or a table's round clock (:meth:`Session.follow_clock`)."""


def hall_games(hall: Hall) -> Iterable[int]:
    """The games the hall shows: a notification of any of them concerns it."""
    return (t.game_id for t in hall.event.tables if t.game_id is not None)


class Follower(Generic[Read]):
    """Follows one event: :meth:`read` what is followed (the hall; ``games``: the games it shows, whose writes
    concern it); told (``on_change``) or asked (:meth:`check`) what changed since."""

    def __init__(
        self,
        database: Database,
        read: Callable[[int], Read],
        event_id: int,
        on_change: OnChange | None = None,
        games: Callable[[Read], Iterable[int]] = lambda _read: (),
    ) -> None:
        self.database = database
        self._read = read
        self._games_of = games
        self.event_id = event_id
        self._games: frozenset[int] = frozenset()
        self._mark: tuple[int, ...] | None = None
        self.watch = Watch(database, self._concerns, on_change)
        self.poll_every = self.watch.poll_every
        """Seconds between two :meth:`check` calls (SQLite); None: the server tells (``on_change``)."""

    @property
    def listening(self) -> threading.Event:
        """Set once the server's notifications are heard (at once on SQLite, where :meth:`check` asks)."""
        return self.watch.listening

    def read(self) -> Read:
        """What is followed as stored now; what changes after this reading is told or found by :meth:`check`."""
        self.watch.clear()  # cleared first: a change told during the reading is told again, not lost
        self._mark = self._read_mark() if self.poll_every is not None else None
        found = self._read(self.event_id)
        self._games = frozenset(self._games_of(found))
        return found

    def check(self) -> bool:
        """Whether the event or one of its games changed since the last :meth:`read`."""
        if self.poll_every is None:
            return self.watch.told()
        return self._read_mark() != self._mark

    def close(self) -> None:
        self.watch.close()

    def _read_mark(self) -> tuple[int, ...] | None:
        with self.database.reading() as reader:
            mark = event_records.event_mark(reader, self.event_id)
        if mark is None:
            raise EventNotFound(QT_TR_NOOP("There is no event {event} any more."), event=self.event_id)
        return mark

    def _concerns(self, payload: str) -> bool:
        return payload == notify.event_payload(self.event_id) or any(
            payload == notify.game_payload(game) for game in self._games
        )
