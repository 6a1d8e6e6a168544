"""The round's clock through the session, on SQLite and on a real PostgreSQL: started, paused and ended by the
organiser, held by the database (a new session finds it where it was), and ending each table's game by the
rule set's rule once time is called: the hand in play is the last (WRC), or one more is played (EMA).

Time running out is not waited for: the test moves the clock's start back in the database, as an hour and a half
going by would leave it.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import select, update

from tablekeeper.events.clock import ClockRefused, ClockState
from tablekeeper.rules.results import ExhaustiveDraw, HandResult
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import EventNotFound, GameIsFinished, Session
from tablekeeper.store.models import RoundClockRow

NAMES = [f"Player {n}" for n in range(1, 9)]
DRAW: HandResult = ExhaustiveDraw(tenpai=frozenset({0}))
"""A hand that never ends a game by the rules: East tenpai keeps the deal, honba after honba."""


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as session:
        yield session


def _event(service: Session, rules: str = "wrc2022", players: int = 4) -> tuple[int, list[int]]:
    """An event of one round seated, its tables' games opened."""
    view = service.events.create_event("Cup", preset(rules), NAMES[:players])
    seated = service.events.seat_rounds(view.id, 1, seed=3)
    games = [service.events.open_table(view.id, 1, t.table) for t in seated.tables]
    return view.id, games


def _run_out(service: Session, event_id: int, round: int = 1) -> None:
    """The round's time runs out: its start moved back by the whole limit (and a minute)."""
    where = (RoundClockRow.event_id == event_id, RoundClockRow.round == round)
    with service.database.engine.begin() as connection:
        started = connection.execute(select(RoundClockRow.started_at).where(*where)).scalar_one()
        connection.execute(update(RoundClockRow).where(*where).values(started_at=started - timedelta(minutes=91)))


def test_the_clock_starts_pauses_and_is_held_by_the_database(database_url: str) -> None:
    with Session.open(database_url) as service:
        event_id, _ = _event(service)
        assert service.clocks.clock(event_id, 1).state() is ClockState.NOT_STARTED
        assert service.clocks.clock(event_id, 1).left() == timedelta(minutes=90)
        started = service.clocks.start_clock(event_id, 1)
        assert started.state() is ClockState.RUNNING
        assert timedelta(minutes=89) < started.left() <= timedelta(minutes=90)
        paused = service.clocks.pause_clock(event_id, 1)
        left = paused.left()
        added = service.clocks.add_time(event_id, 1, 5)
        assert added.left() == left + timedelta(minutes=5)  # paused: nothing runs between the two
    # A window started again (a new session) finds the clock where it was: paused, the same time left.
    with Session.open(database_url) as again:
        found = again.clocks.clock(event_id, 1)
        assert found.state() is ClockState.PAUSED and found.left() == left + timedelta(minutes=5)
        resumed = again.clocks.resume_clock(event_id, 1)
        assert resumed.state() is ClockState.RUNNING
        assert resumed.left() <= left + timedelta(minutes=5)


def test_the_clock_refuses_in_sentences_and_changes_nothing(service: Session) -> None:
    event_id, _ = _event(service)
    with pytest.raises(ClockRefused, match="has not started yet"):
        service.clocks.pause_clock(event_id, 1)
    with pytest.raises(ClockRefused, match=r"Event \d+ has no round 2 seated"):
        service.clocks.start_clock(event_id, 2)
    with pytest.raises(ClockRefused, match=r"Event \d+ has no round 2 seated"):
        service.clocks.clock(event_id, 2)
    with pytest.raises(EventNotFound):
        service.clocks.start_clock(event_id + 1, 1)
    service.clocks.start_clock(event_id, 1)
    with pytest.raises(ClockRefused, match="has started already"):
        service.clocks.start_clock(event_id, 1)
    assert service.clocks.clock(event_id, 1).state() is ClockState.RUNNING


def test_wrc_the_hand_in_play_when_time_is_called_is_the_last(service: Session) -> None:
    event_id, (game,) = _event(service, "wrc2022")
    service.clocks.start_clock(event_id, 1)
    for _ in range(2):
        service.table.record(game, DRAW)
    assert service.table.game_time(game) is not None and service.table.game_time(game).last_hand is None  # type: ignore[union-attr]
    service.clocks.end_round(event_id, 1)
    # Two hands stored at the call: the third is in play, and the last.
    time = service.table.game_time(game)
    assert time is not None and (time.last_hand, time.hands_left) == (3, 1)
    change = service.table.record(game, DRAW)
    assert change.game.finished and change.finish_changed
    assert len(change.game.hands) == 3
    with pytest.raises(GameIsFinished):
        service.table.record(game, DRAW)
    # One undo takes back the last hand and the end with it; recorded again, it ends the game again.
    undone = service.table.undo(game)
    assert not undone.game.finished and len(undone.game.hands) == 2
    assert service.table.record(game, DRAW).game.finished


def test_ema_one_more_hand_is_played_after_the_hand_in_play(service: Session) -> None:
    event_id, (game,) = _event(service, "ema2016")
    service.clocks.start_clock(event_id, 1)
    service.table.record(game, DRAW)
    service.clocks.end_round(event_id, 1)
    time = service.table.game_time(game)
    assert time is not None and (time.last_hand, time.hands_left) == (3, 2)
    assert not service.table.record(game, DRAW).game.finished  # the hand in play
    last = service.table.record(game, DRAW)  # one more
    assert last.game.finished and len(last.game.hands) == 3


def test_time_running_out_counts_the_hands_stored_before_it(service: Session) -> None:
    event_id, (first, second) = _event(service, "wrc2022", players=8)
    service.clocks.start_clock(event_id, 1)
    service.table.record(first, DRAW)
    for _ in range(3):
        service.table.record(second, DRAW)
    _run_out(service, event_id)
    # The first table records after the call: its hand is the one in play (1 stored at the call), the last.
    assert service.table.record(first, DRAW).game.finished
    # The second table's count at the call is kept as it was (3), though the first table wrote since.
    time = service.table.game_time(second)
    assert time is not None and time.last_hand == 4
    hall = service.hall(event_id)
    assert hall.clock is not None and hall.clock.state() is ClockState.CALLED
    assert {t.game.id: t.last_hand for t in hall.tables if t.game is not None} == {first: 2, second: 4}
    assert service.table.record(second, DRAW).game.finished


def test_a_game_with_no_clock_plays_on(service: Session) -> None:
    event_id, (game,) = _event(service, "wrc2022")
    assert service.table.game_time(game) is None  # the clock of round 1 was never set
    plain = service.table.create_game(["A", "B", "C", "D"], preset("wrc2022"))
    assert service.table.game_time(plain.id) is None
    for _ in range(6):
        assert not service.table.record(game, DRAW).game.finished
    assert service.hall(event_id).clock is None


def test_the_count_at_the_call_is_kept_before_the_first_change_after_it(service: Session) -> None:
    event_id, (first, second) = _event(service, "wrc2022", players=8)
    service.clocks.start_clock(event_id, 1)
    for _ in range(3):
        service.table.record(first, DRAW)
    _run_out(service, event_id)
    # The first change after the call is an undo: the count kept is the one at the call (3), not after it (2).
    service.table.undo(first)
    time = service.table.game_time(first)
    assert time is not None and (time.last_hand, time.hands, time.hands_left) == (4, 2, 2)
    # The second table had played nothing at the call: its first hand is the one in play, and the last.
    assert service.table.record(second, DRAW).game.finished


def test_a_table_opened_after_the_call_plays_one_hand(service: Session) -> None:
    view = service.events.create_event("Cup", preset("wrc2022"), NAMES[:8])
    service.events.seat_rounds(view.id, 1, seed=3)
    early = service.events.open_table(view.id, 1, 1)
    service.clocks.start_clock(view.id, 1)
    service.clocks.end_round(view.id, 1)
    service.table.record(early, DRAW)
    late = service.events.open_table(view.id, 1, 2)
    time = service.table.game_time(late)
    assert time is not None and (time.last_hand, time.hands_left) == (1, 1)
