"""What changed, told at once: on PostgreSQL each stored hand and each change of an event is said on the channel
when its transaction commits (never when it rolls back), and the listener wakes within a second; on SQLite a
follower finds the change by asking, and holds no connection between two questions."""

from __future__ import annotations

import queue
import time
from collections.abc import Iterator

import pytest

from tablekeeper.file_access import open_connections
from tablekeeper.rules.results import Ron, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.store import notify

WAKE_S = 1.0
"""The hall must show a hand within a second of its storing: the listener must hear it well within that."""
PLAYERS = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
DEALER_RON = Ron(1, (Win(0, 3, 40),))
"""Bob deals in to Alice, the dealer, 3 han 40 fu: 7,700."""


@pytest.fixture
def server(postgres_url: str) -> Iterator[Session]:
    with Session.open(postgres_url) as session:
        yield session


@pytest.fixture
def heard(server: Session) -> Iterator[queue.Queue[str | None]]:
    """What a listener on the server hears, from the moment it listens."""
    payloads: queue.Queue[str | None] = queue.Queue()
    listener = notify.Listener(server.database.location, payloads.put).start()
    assert listener.listening.wait(10)
    try:
        yield payloads
    finally:
        listener.close()


def test_a_stored_hand_is_heard_within_a_second(server: Session, heard: queue.Queue[str | None]) -> None:
    game = server.table.create_game(["Alice", "Bob", "Carol", "Dave"])
    stored = time.monotonic()
    server.table.record(game.id, DEALER_RON)
    assert heard.get(timeout=WAKE_S) == f"game:{game.id}"
    assert time.monotonic() - stored < WAKE_S


def test_a_riichi_stick_is_heard_too(server: Session, heard: queue.Queue[str | None]) -> None:
    game = server.table.create_game(["Alice", "Bob", "Carol", "Dave"])
    server.table.declare_riichi(game.id, 2)
    assert heard.get(timeout=WAKE_S) == f"game:{game.id}"


def _tell_then_fail(server: Session, payload: str) -> None:
    with server.database.writing() as session:
        notify.tell(session.connection(), payload)
        raise RuntimeError("the write fails after telling")


def test_a_rolled_back_write_says_nothing(server: Session, heard: queue.Queue[str | None]) -> None:
    game = server.table.create_game(["Alice", "Bob", "Carol", "Dave"])
    with pytest.raises(RuntimeError):
        _tell_then_fail(server, notify.game_payload(game.id + 1000))
    server.table.record(game.id, DEALER_RON)
    # The first thing heard is the hand committed after the failed write: the failed one said nothing.
    assert heard.get(timeout=WAKE_S) == f"game:{game.id}"
    assert heard.empty()


def test_the_changes_of_an_event_are_heard(server: Session, heard: queue.Queue[str | None]) -> None:
    event = server.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
    server.events.seat_rounds(event.id, 1, seed=1)
    assert heard.get(timeout=WAKE_S) == f"event:{event.id}"
    server.events.open_table(event.id, 1, 2)
    assert heard.get(timeout=WAKE_S) == f"event:{event.id}"


def test_a_follower_on_the_server_is_told_of_its_tables_only(postgres_url: str, server: Session) -> None:
    event = server.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
    server.events.seat_rounds(event.id, 1, seed=1)
    table = server.events.open_table(event.id, 1, 1)
    elsewhere = server.table.create_game(["Ivan", "Judy", "Mallory", "Niaj"])
    told: queue.Queue[bool] = queue.Queue()
    with Session.open(postgres_url) as hall_session:
        follower = hall_session.follow(event.id, lambda: told.put(True))
        try:
            assert follower.poll_every is None  # the server tells: nothing is asked of it
            assert follower.listening.wait(10)
            follower.read()
            server.table.record(elsewhere.id, DEALER_RON)
            server.table.record(table, DEALER_RON)
            assert told.get(timeout=WAKE_S)
            assert follower.check()
            assert told.empty()  # the game of another table of the club woke nobody
            follower.read()
            assert not follower.check()
        finally:
            follower.close()


def test_a_follower_of_a_file_asks_and_holds_no_connection(sqlite_url: str) -> None:
    with Session.open(sqlite_url) as table_session, Session.open(sqlite_url) as hall_session:
        event = table_session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
        table_session.events.seat_rounds(event.id, 1, seed=1)
        game = table_session.events.open_table(event.id, 1, 1)
        follower = hall_session.follow(event.id)
        assert follower.poll_every is not None and follower.poll_every <= 0.25
        follower.read()
        assert not follower.check()
        assert open_connections() == 0  # nothing held between two questions (README, "Nothing lost")
        table_session.table.record(game, DEALER_RON)
        assert follower.check()
        hall = follower.read()
        assert not follower.check()
        shown = next(t for t in hall.tables if t.seating.table == 1)
        assert shown.game is not None and shown.game.state.hands_played == 1
        table_session.events.enter_paper_result(event.id, 1, 2, (30_000, 25_000, 25_000, 20_000))
        assert follower.check()  # a change of the event itself
        follower.close()


def test_a_game_deleted_and_a_clock_changed_are_heard(server: Session, heard: queue.Queue[str | None]) -> None:
    event = server.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
    server.events.seat_rounds(event.id, 1, seed=1)
    assert heard.get(timeout=WAKE_S) == f"event:{event.id}"
    server.clocks.start_clock(event.id, 1)  # the hall's clock starts at once
    assert heard.get(timeout=WAKE_S) == f"event:{event.id}"
    game = server.events.open_table(event.id, 1, 1)
    assert heard.get(timeout=WAKE_S) == f"event:{event.id}"
    server.table.delete_game(game)  # the hall stops showing it
    assert heard.get(timeout=WAKE_S) == f"game:{game}"


def test_a_follower_of_a_file_finds_a_clock_changed(sqlite_url: str) -> None:
    with Session.open(sqlite_url) as table_session, Session.open(sqlite_url) as hall_session:
        event = table_session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
        table_session.events.seat_rounds(event.id, 1, seed=1)
        follower = hall_session.follow(event.id)
        try:
            assert follower.read().clock is None
            table_session.clocks.start_clock(event.id, 1)
            assert follower.check()
            clock = follower.read().clock
            assert clock is not None and clock.round == 1
            table_session.clocks.pause_clock(event.id, 1)
            assert follower.check()
        finally:
            follower.close()
