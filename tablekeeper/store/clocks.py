"""The rounds' clocks as stored, read in the database server's time through the driver's own connection (plain SQL,
as :mod:`tablekeeper.store.reads` reads): the clocks of an event, a game's round's clock, and the tables' count
of hands kept when time was called. Their writes are :mod:`tablekeeper.store.clock_writes`'.

A clock is read as its times (:class:`~tablekeeper.rules.clock_times.ClockTimes`, on the rules' floor): the store
asks them whether time has been called, and the service turns them into the organiser's clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from tablekeeper.rules.clock_times import ClockTimes
from tablekeeper.store import event_records
from tablekeeper.store.database import Reader


@dataclass(frozen=True, slots=True)
class GameTime:
    """What a round's game needs of its clock: the clock, the server's time when read, and the game's hands when
    time was called (None until it is)."""

    event_id: int
    clock: ClockTimes
    now: datetime
    hands_at_call: int | None
    hands: int
    """The game's hands stored now."""


def server_now(reader: Reader) -> datetime:
    """The database's time (naive UTC): the server's own clock, which every table shares; SQLite's file is on this
    computer, whose clock is the one its windows share."""
    if reader.sqlite:
        return here()
    return moment(reader.rows(SERVER_NOW)[0][0])


def here() -> datetime:
    """This computer's time (naive UTC): SQLite's."""
    return datetime.now(UTC).replace(tzinfo=None)


SERVER_NOW = "SELECT clock_timestamp() AT TIME ZONE 'UTC'"
"""The server's time, asked by a reader and by a write alike."""


def moment(value: Any) -> datetime:
    """A moment as the driver gives it (a datetime, or SQLite's text), naive UTC."""
    at = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return at.astimezone(UTC).replace(tzinfo=None) if at.tzinfo is not None else at


def _maybe(value: Any) -> datetime | None:
    return None if value is None else moment(value)


def clock_times(row: tuple[Any, ...], extra: Sequence[tuple[Any, Any]] = ()) -> ClockTimes:
    """The clock of a row whose first seven columns are a clock's (round, limit, started, added, paused, paused
    since, ended: :data:`tablekeeper.store.event_records.CLOCKS`' order), its tables' own time ``extra`` (table,
    milliseconds)."""
    round_, limit, started, added, paused, since, ended = row[:7]
    return ClockTimes(
        int(round_),
        timedelta(milliseconds=int(limit)),
        _maybe(started),
        timedelta(milliseconds=int(added)),
        timedelta(milliseconds=int(paused)),
        _maybe(since),
        _maybe(ended),
        tuple(sorted((int(table), timedelta(milliseconds=int(ms))) for table, ms in extra)),
    )


def read_clocks(reader: Reader, event_id: int) -> tuple[tuple[ClockTimes, ...], datetime]:
    """The event's clocks (rounds whose clock was set), and the server's time."""
    rows = reader.rows(event_records.CLOCKS, {"e": event_id})
    extra: dict[int, list[tuple[Any, Any]]] = {}
    for round_, table, ms in reader.rows(event_records.TABLE_CLOCKS, {"e": event_id}):
        extra.setdefault(int(round_), []).append((table, ms))
    return tuple(clock_times(r, extra.get(int(r[0]), ())) for r in rows), server_now(reader)


def read_game_time(reader: Reader, game_id: int) -> GameTime | None:
    """The clock of the game's table (its round's, with the table's own time added), if it is a round's game whose
    clock was set; its hands at the call are the kept count, or (time called and nothing written since) the count
    now, which is the same."""
    rows = reader.rows(event_records.GAME_TIME, {"g": game_id})
    if not rows:
        return None
    row = rows[0]
    table = int(row[10])
    clock, now = clock_times(row, ((table, row[11]),)).for_table(table), server_now(reader)
    kept, count = row[8], int(row[9])
    at_call = (int(kept) if kept is not None else count) if clock.called_at(now) is not None else None
    return GameTime(int(row[7]), clock, now, at_call, count)


def round_hands_at_call(reader: Reader, event_id: int, round: int) -> dict[int, int]:
    """Each of the round's games' hands when time was called (by game), asked once time is called: the count kept,
    or the count now where nothing was written since the call (a write after it keeps the count first)."""
    rows = reader.rows(event_records.HANDS_AT_CALL, {"e": event_id, "r": round})
    return {int(game): int(count) for game, count in rows}


__all__ = [
    "SERVER_NOW",
    "GameTime",
    "clock_times",
    "here",
    "moment",
    "read_clocks",
    "read_game_time",
    "round_hands_at_call",
    "server_now",
]
