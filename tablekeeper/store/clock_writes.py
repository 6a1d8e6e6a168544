"""The rounds' clocks written, each change one transaction in the database server's time, and the tables' count of
hands kept when time is called. Core statements on the tables' columns, as every write of the store
(:mod:`tablekeeper.store.writes`); the server's time asked with the readers' own SQL (:data:`~tablekeeper.store.
clocks.SERVER_NOW`).

Time is called at a moment no write marks (the clock runs out): the count of each table's hands at the call is
therefore taken by the first transaction after it that writes the clock or one of the round's games
(:func:`take_time_if_called`), before its own change, so that it is the count at the call. The clock's row is
locked first, so that two tables' first writes after the call take it once (the second finds it taken).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any, TypeVar

from sqlalchemy import Connection, Select, and_, delete, func, insert, select, text, update

from tablekeeper.rules.clock_times import ClockTimes
from tablekeeper.store import notify
from tablekeeper.store.clocks import SERVER_NOW, clock_times, here, moment
from tablekeeper.store.database import Database
from tablekeeper.store.models import Event, EventGame, Hand, RoundClockRow, TableClockRow, table

_Clock = TypeVar("_Clock", bound=ClockTimes)

_CLOCKS, _EVENTS, _GAMES, _HANDS = table(RoundClockRow).c, table(Event).c, table(EventGame).c, table(Hand).c
_TABLES = table(TableClockRow).c


def change_clock(
    database: Database, event_id: int, round: int, change: Callable[[ClockTimes | None, datetime], _Clock]
) -> tuple[_Clock, datetime] | None:
    """The round's clock changed by ``change`` (given the clock stored, None if none yet, and the server's time),
    in one transaction; the clock stored, and the time it was changed at. None: there is no such event."""
    with database.write_transaction() as connection:
        # The event's row first, as its other writers lock it: a clock and a seating change wait for each other.
        if connection.execute(select(_EVENTS.id).where(_EVENTS.id == event_id).with_for_update()).first() is None:
            return None
        found = connection.execute(
            _clock_row().where(_CLOCKS.event_id == event_id, _CLOCKS.round == round).with_for_update()
        ).first()
        stored = None if found is None else clock_times(tuple(found), _extra(connection, event_id, round))
        now = _connection_now(connection)
        if stored is not None and stored.called_at(now) is not None:
            _take_time(connection, event_id, stored, now)  # before the change: the count at the call
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
            connection.execute(
                insert(table(RoundClockRow)), {"event_id": event_id, "round": round, "revision": 1, **values}
            )
        else:
            connection.execute(
                update(table(RoundClockRow))
                .where(_CLOCKS.event_id == event_id, _CLOCKS.round == round)
                .values(revision=_CLOCKS.revision + 1, **values)
            )
        if stored is None or clock.extra != stored.extra:
            _write_extra(connection, event_id, clock)
        if clock.called_at(now) is not None:
            _take_time(connection, event_id, clock, now)
        notify.tell(connection, notify.event_payload(event_id))
    return clock, now


def take_time_if_called(connection: Connection, game_id: int) -> None:
    """Before a write of the game: if it is a round's game whose time has been called and its count of hands at
    the call is not kept yet, keep the count of each of the round's games (this write comes after the call)."""
    found = connection.execute(
        _clock_row()
        .add_columns(_GAMES.event_id, _GAMES.table_number)
        .join(table(EventGame), and_(_GAMES.event_id == _CLOCKS.event_id, _GAMES.round == _CLOCKS.round))
        .where(_GAMES.game_id == game_id, _GAMES.hands_at_time.is_(None))
    ).first()
    if found is None:
        return
    row = tuple(found)
    event_id = int(row[7])
    clock = clock_times(row, _extra(connection, event_id, int(row[0])))
    now = _connection_now(connection)
    if clock.for_table(int(row[8])).called_at(now) is None:
        return
    # The clock's row locked: two tables' first writes after the call keep the counts once (READ COMMITTED: the
    # second, once the first has committed, finds them kept).
    connection.execute(
        select(_CLOCKS.revision).where(_CLOCKS.event_id == event_id, _CLOCKS.round == clock.round).with_for_update()
    )
    _take_time(connection, event_id, clock, now)


def _extra(connection: Connection, event_id: int, round: int) -> list[tuple[Any, Any]]:
    """The round's tables' own time as stored: (table, milliseconds)."""
    rows = connection.execute(
        select(_TABLES.table_number, _TABLES.extra_ms).where(_TABLES.event_id == event_id, _TABLES.round == round)
    )
    return [tuple(row) for row in rows]


def _write_extra(connection: Connection, event_id: int, clock: ClockTimes) -> None:
    """The round's tables' own time as the clock has it (rows of the tables given none deleted)."""
    connection.execute(delete(table(TableClockRow)).where(_TABLES.event_id == event_id, _TABLES.round == clock.round))
    if clock.extra:
        connection.execute(
            insert(table(TableClockRow)),
            [
                {"event_id": event_id, "round": clock.round, "table_number": number, "extra_ms": _ms(more)}
                for number, more in clock.extra
            ],
        )


def _connection_now(connection: Connection) -> datetime:
    if connection.dialect.name == "sqlite":
        return here()
    return moment(connection.execute(text(SERVER_NOW)).scalar_one())


def _ms(span: timedelta) -> int:
    return round(span / timedelta(milliseconds=1))


def _clock_row() -> Select[Any]:
    """The columns of a clock's row, in the order :func:`~tablekeeper.store.clocks.clock_times` reads them."""
    c = _CLOCKS
    return select(c.round, c.limit_ms, c.started_at, c.added_ms, c.paused_ms, c.paused_since, c.ended_at)


def _take_time(connection: Connection, event_id: int, clock: ClockTimes, now: datetime) -> None:
    """Keep the count of hands of each of the round's games whose time is called at ``now``, where not kept yet (a
    game linked after the call: 0); a table whose own time still runs keeps its count when that is called."""
    count = select(func.count()).where(_HANDS.game_id == _GAMES.game_id).scalar_subquery()
    running = [number for number, _more in clock.extra if clock.for_table(number).called_at(now) is None]
    connection.execute(
        update(table(EventGame))
        .where(
            _GAMES.event_id == event_id,
            _GAMES.round == clock.round,
            _GAMES.hands_at_time.is_(None),
            _GAMES.table_number.not_in(running),
        )
        .values(hands_at_time=count)
    )


__all__ = ["change_clock", "take_time_if_called"]
