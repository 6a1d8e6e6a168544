"""Time of its own for one table (a late start) besides the round's clock, through the session on SQLite and
PostgreSQL: the hall shows that table's own time left and the others the round's; the table's game (its window, its
phone) counts its own time, which a session opened later reads too; its last hand comes when its own time is called;
each refusal a sentence.

WRC 2022's round is 90 minutes. Time going by is not waited for: the clock's start is moved back in the database.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import select, update

from tablekeeper.events.clock import ClockRefused, ClockState
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.models import RoundClockRow
from tests.service.test_round_clock import DRAW, NAMES


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as session:
        yield session


def _two_tables(service: Session) -> tuple[int, int, int]:
    """An event of eight at two tables, one round, both games opened; the round's clock started."""
    view = service.events.create_event("Cup", preset("wrc2022"), NAMES[:8])
    service.events.seat_rounds(view.id, 1, seed=3)
    first, second = (service.events.open_table(view.id, 1, table) for table in (1, 2))
    service.clocks.start_clock(view.id, 1)
    return view.id, first, second


def _gone_by(service: Session, event_id: int, minutes: int) -> None:
    """``minutes`` of the round go by: its clock's start moved back."""
    where = (RoundClockRow.event_id == event_id, RoundClockRow.round == 1)
    with service.database.engine.begin() as connection:
        started = connection.execute(select(RoundClockRow.started_at).where(*where)).scalar_one()
        connection.execute(update(RoundClockRow).where(*where).values(started_at=started - timedelta(minutes=minutes)))


def _minutes(left: timedelta) -> int:
    """Whole minutes left, as a test a few seconds long reads them (89:59 is 89)."""
    return int(left.total_seconds() // 60)


def test_the_hall_and_the_table_show_its_own_time(service: Session, database_url: str) -> None:
    event_id, first, second = _two_tables(service)
    view = service.clocks.give_table_time(event_id, 1, 2, 10)
    # The round's 90 minutes, and 10 of its own for table 2: 100.
    assert _minutes(view.left()) == 89
    assert _minutes(view.for_table(2).left()) == 99
    hall = service.hall(event_id)
    assert hall.clock is not None and _minutes(hall.clock.left()) == 89
    mine, theirs = hall.tables[1], hall.tables[0]
    assert theirs.own_clock is None
    assert mine.own_clock is not None and _minutes(mine.own_clock.left()) == 99
    # The table's game counts its own time; the other table's, the round's. A session opened later reads the same.
    with Session.open(database_url) as later:
        times = later.table.game_time(second), later.table.game_time(first)
    assert [_minutes(t.view.left()) for t in times if t is not None] == [99, 89]


def test_its_last_hand_comes_when_its_own_time_is_called(service: Session) -> None:
    event_id, first, second = _two_tables(service)
    service.clocks.give_table_time(event_id, 1, 2, 10)
    _gone_by(service, event_id, 91)
    # The round's time is called: table 1's hand in play is its last (WRC); table 2 has 100 - 91 = 9 minutes left.
    assert service.table.record(first, DRAW).game.finished
    hall = service.hall(event_id)
    assert hall.clock is not None and hall.clock.state() is ClockState.CALLED
    assert [t.last_hand for t in hall.tables] == [1, None]
    own = hall.tables[1].own_clock
    assert own is not None and own.state() is ClockState.RUNNING and _minutes(own.left()) == 8
    for _ in range(2):
        assert not service.table.record(second, DRAW).game.finished
    time = service.table.game_time(second)
    assert time is not None and time.last_hand is None and time.view.state() is ClockState.RUNNING
    _gone_by(service, event_id, 10)
    # Its own time called with 2 hands stored: the third is in play, and the last.
    time = service.table.game_time(second)
    assert time is not None and (time.last_hand, time.hands_left) == (3, 1)
    assert [t.last_hand for t in service.hall(event_id).tables] == [1, 3]
    assert service.table.record(second, DRAW).game.finished


def test_a_follower_of_the_table_is_told(service: Session) -> None:
    event_id, _first, second = _two_tables(service)
    told = threading.Event()
    follower = service.follow_clock(second, told.set)
    assert follower is not None
    try:
        assert follower.listening.wait(10)
        before = follower.read()
        assert before is not None and _minutes(before.view.left()) == 89
        service.clocks.give_table_time(event_id, 1, 2, 5)
        if follower.poll_every is None:  # a server tells (from the listener's thread)
            assert told.wait(10)
        assert follower.check()
        after = follower.read()
        assert after is not None and _minutes(after.view.left()) == 94
    finally:
        follower.close()


def test_refusals_are_sentences_and_change_nothing(service: Session) -> None:
    view = service.events.create_event("Cup", preset("wrc2022"), NAMES[:8])
    service.events.seat_rounds(view.id, 1, seed=3)
    refusals = [
        (2, 5, "The clock of round 1 is not running: start it before giving a table time of its own; nothing was "
         "changed."),
    ]  # fmt: skip
    for table, minutes, sentence in refusals:
        with pytest.raises(ClockRefused) as refused:
            service.clocks.give_table_time(view.id, 1, table, minutes)
        assert refused.value.sentence() == sentence
    service.clocks.start_clock(view.id, 1)
    for table, minutes, sentence in (
        (3, 5, "Round 1 has no table 3: time is given to one of its tables."),
        (2, 121, "A table is given 0 to 120 minutes of its own, not 121; nothing was changed."),
        (2, -1, "A table is given 0 to 120 minutes of its own, not -1; nothing was changed."),
    ):
        with pytest.raises(ClockRefused) as refused:
            service.clocks.give_table_time(view.id, 1, table, minutes)
        assert refused.value.sentence() == sentence
    assert service.clocks.clock(view.id, 1).clock.extra == ()
    service.clocks.end_round(view.id, 1)
    with pytest.raises(ClockRefused) as called:
        service.clocks.give_table_time(view.id, 1, 2, 5)
    assert called.value.sentence() == "Time has been called at table 2 of round 1; nothing was changed."
