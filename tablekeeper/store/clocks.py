"""The rounds' clocks as stored: read and changed in the database server's time, and the tables' count of hands
kept when time is called.

Time is called at a moment no write marks (the clock runs out): the count of each table's hands at the call is
therefore taken by the first transaction after it that writes the clock or one of the round's games
(:func:`take_time_if_called`), before its own change, so that it is the count at the call. The clock's row is
locked first, so that two tables' first writes after the call take it once (the second finds it taken).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from tablekeeper.events.clock import RoundClock
from tablekeeper.store import event_records, notify
from tablekeeper.store.database import Database, Reader

if TYPE_CHECKING:
    from sqlalchemy import Connection, Select


@dataclass(frozen=True, slots=True)
class GameTime:
    """What a round's game needs of its clock: the clock, the server's time when read, and the game's hands when
    time was called (None until it is)."""

    event_id: int
    clock: RoundClock
    now: datetime
    hands_at_call: int | None
    hands: int
    """The game's hands stored now."""


def server_now(reader: Reader) -> datetime:
    """The database's time (naive UTC): the server's own clock, which every table shares; SQLite's file is on this
    computer, whose clock is the one its windows share."""
    if reader.sqlite:
        return _here()
    return _moment(reader.rows(_SERVER_NOW)[0][0])


def _connection_now(connection: Connection) -> datetime:
    from sqlalchemy import text

    if connection.dialect.name == "sqlite":
        return _here()
    return _moment(connection.execute(text(_SERVER_NOW)).scalar_one())


def _here() -> datetime:
    return datetime.now(UTC).replace(tzinfo=None)


_SERVER_NOW = "SELECT clock_timestamp() AT TIME ZONE 'UTC'"


def _moment(value: Any) -> datetime:
    moment = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return moment.astimezone(UTC).replace(tzinfo=None) if moment.tzinfo is not None else moment


def _maybe(value: Any) -> datetime | None:
    return None if value is None else _moment(value)


def _clock(row: tuple[Any, ...]) -> RoundClock:
    round_, limit, started, added, paused, since, ended = row[:7]
    return RoundClock(
        int(round_),
        timedelta(milliseconds=int(limit)),
        _maybe(started),
        timedelta(milliseconds=int(added)),
        timedelta(milliseconds=int(paused)),
        _maybe(since),
        _maybe(ended),
    )


def _ms(span: timedelta) -> int:
    return round(span / timedelta(milliseconds=1))


# Reading


def read_clocks(reader: Reader, event_id: int) -> tuple[tuple[RoundClock, ...], datetime]:
    """The event's clocks (rounds whose clock was set), and the server's time."""
    rows = reader.rows(event_records.CLOCKS, {"e": event_id})
    return tuple(_clock(r) for r in rows), server_now(reader)


def read_game_time(reader: Reader, game_id: int) -> GameTime | None:
    """The clock of the game's round, if it is a round's game whose clock was set; its hands at the call are the
    kept count, or (time called and nothing written since) the count now, which is the same."""
    rows = reader.rows(event_records.GAME_TIME, {"g": game_id})
    if not rows:
        return None
    row = rows[0]
    clock, now = _clock(row), server_now(reader)
    kept, count = row[8], int(row[9])
    at_call = (int(kept) if kept is not None else count) if clock.called_at(now) is not None else None
    return GameTime(int(row[7]), clock, now, at_call, count)


# Writing


def change_clock(
    database: Database, event_id: int, round: int, change: Callable[[RoundClock | None, datetime], RoundClock]
) -> tuple[RoundClock, datetime] | None:
    """The round's clock changed by ``change`` (given the clock stored, None if none yet, and the server's time),
    in one transaction; the clock stored, and the time it was changed at. None: there is no such event."""
    from sqlalchemy import insert, select, update

    from tablekeeper.store.models import Event, RoundClockRow

    with database.writing() as session:
        connection = session.connection()
        # The event's row first, as its other writers lock it: a clock and a seating change wait for each other.
        if session.execute(select(Event.id).where(Event.id == event_id).with_for_update()).first() is None:
            return None
        found = connection.execute(
            _clock_row().where(RoundClockRow.event_id == event_id, RoundClockRow.round == round).with_for_update()
        ).first()
        stored = None if found is None else _clock(tuple(found))
        now = _connection_now(connection)
        if stored is not None and stored.called_at(now) is not None:
            _take_time(connection, event_id, round)  # before the change: the count at the call
        clock = change(stored, now)
        values = {
            "limit_ms": _ms(clock.limit),
            "started_at": clock.started,
            "added_ms": _ms(clock.added),
            "paused_ms": _ms(clock.paused),
            "paused_since": clock.paused_since,
            "ended_at": clock.ended,
        }
        if found is None:
            connection.execute(insert(RoundClockRow), {"event_id": event_id, "round": round, "revision": 1, **values})
        else:
            connection.execute(
                update(RoundClockRow)
                .where(RoundClockRow.event_id == event_id, RoundClockRow.round == round)
                .values(revision=RoundClockRow.revision + 1, **values)
            )
        if clock.called_at(now) is not None:
            _take_time(connection, event_id, round)
        notify.tell(connection, notify.event_payload(event_id))
    return clock, now


def take_time_if_called(connection: Connection, game_id: int) -> None:
    """Before a write of the game: if it is a round's game whose time has been called and its count of hands at
    the call is not kept yet, keep the count of each of the round's games (this write comes after the call)."""
    from sqlalchemy import and_, select

    from tablekeeper.store.models import EventGame, RoundClockRow

    found = connection.execute(
        _clock_row()
        .add_columns(EventGame.event_id)
        .join(EventGame, and_(EventGame.event_id == RoundClockRow.event_id, EventGame.round == RoundClockRow.round))
        .where(EventGame.game_id == game_id, EventGame.hands_at_time.is_(None))
    ).first()
    if found is None:
        return
    row = tuple(found)
    clock = _clock(row)
    if clock.called_at(_connection_now(connection)) is None:
        return
    event_id = int(row[7])
    # The clock's row locked: two tables' first writes after the call keep the counts once (READ COMMITTED: the
    # second, once the first has committed, finds them kept).
    connection.execute(
        select(RoundClockRow.revision)
        .where(RoundClockRow.event_id == event_id, RoundClockRow.round == clock.round)
        .with_for_update()
    )
    _take_time(connection, event_id, clock.round)


def _clock_row() -> Select[*tuple[Any, ...]]:
    """The columns of a clock's row, in the order :func:`_clock` reads them."""
    from sqlalchemy import select

    from tablekeeper.store.models import RoundClockRow as C

    return select(C.round, C.limit_ms, C.started_at, C.added_ms, C.paused_ms, C.paused_since, C.ended_at)


def _take_time(connection: Connection, event_id: int, round: int) -> None:
    """Keep each of the round's games' count of hands, where not kept yet (a game linked after the call: 0)."""
    from sqlalchemy import func, select, update

    from tablekeeper.store.models import EventGame, Hand

    count = select(func.count()).where(Hand.game_id == EventGame.game_id).scalar_subquery()
    connection.execute(
        update(EventGame)
        .where(EventGame.event_id == event_id, EventGame.round == round, EventGame.hands_at_time.is_(None))
        .values(hands_at_time=count)
    )


__all__ = [
    "GameTime",
    "change_clock",
    "read_clocks",
    "read_game_time",
    "round_hands_at_call",
    "server_now",
    "take_time_if_called",
]


def round_hands_at_call(reader: Reader, event_id: int, round: int) -> dict[int, int]:
    """Each of the round's games' hands when time was called (by game), asked once time is called: the count kept,
    or the count now where nothing was written since the call (a write after it keeps the count first)."""
    rows = reader.rows(event_records.HANDS_AT_CALL, {"e": event_id, "r": round})
    return {int(game): int(count) for game, count in rows}
