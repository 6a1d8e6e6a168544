"""A PostgreSQL server that stops answering a connected session (issue 17, part 3): the server's processes are
stopped (SIGSTOP), as a frozen server is, and the operation must end with a sentence within the limits, store
nothing, and leave the next operation working once the server runs again (SIGCONT)."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL

from tablekeeper.errors import DatabaseError
from tablekeeper.location import locate
from tablekeeper.service import Session
from tablekeeper.store import engine as store_engine
from tablekeeper.store import server
from tablekeeper.store.database import Database, open_database
from tablekeeper.store.engine import make_engine

MARGIN_S = 3.0
"""What a loaded machine may add to a limit before the sentence comes."""
THAW_AFTER_S = 20.0
"""The longest a test leaves the server stopped."""


class _Server:
    """The processes of the test's PostgreSQL server: its postmaster and every backend it started."""

    def __init__(self, admin_url: URL) -> None:
        engine = create_engine(admin_url)
        try:
            with engine.connect() as connection:
                folder = str(connection.exec_driver_sql("SHOW data_directory").scalar())
        finally:
            engine.dispose()
        try:
            self.postmaster = int((Path(folder) / "postmaster.pid").read_text().split()[0])
            os.kill(self.postmaster, 0)
        except OSError as error:
            pytest.fail(f"The PostgreSQL test server must run on this machine to be stopped ({error}).")
        self.stopped: list[int] = []
        self._lock = threading.RLock()
        self._timer: threading.Timer | None = None

    def _backends(self) -> list[int]:
        children = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue  # ended meanwhile
                if int(fields[1]) == self.postmaster:
                    children.append(int(entry.name))
        return children

    def freeze(self) -> None:
        """Stop the server: the postmaster first (no new backend), then each backend (the sessions' own).

        It runs again after THAW_AFTER_S at the latest: a client that waits for ever then ends late, and its
        test fails on the time it took instead of hanging."""
        with self._lock:
            for pid in [self.postmaster, *self._backends()]:
                os.kill(pid, signal.SIGSTOP)
                self.stopped.append(pid)
            self._timer = threading.Timer(THAW_AFTER_S, self.thaw)
            self._timer.daemon = True
            self._timer.start()

    def thaw(self) -> None:
        with self._lock:
            if self._timer is not None:
                self._timer.cancel()
            while self.stopped:
                with suppress(ProcessLookupError):
                    os.kill(self.stopped.pop(), signal.SIGCONT)


@pytest.fixture
def frozen_server(postgres_url: str, postgres_admin_url: URL) -> Iterator[_Server]:
    """The test server, which the test may freeze: it always runs again after the test."""
    stopper = _Server(postgres_admin_url)
    try:
        yield stopper
    finally:
        stopper.thaw()


@pytest.fixture
def short_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    """Limits of seconds instead of tens of seconds, so that each test takes a few seconds."""
    monkeypatch.setattr(store_engine, "CONNECT_TIMEOUT_S", 2)  # libpq's smallest connect_timeout
    monkeypatch.setattr(server, "ANSWER_TIMEOUT_S", 2.0)


NAMES = ["Aki", "Ben", "Chie", "Dai"]
OTHERS = ["Eri", "Fumi", "Gen", "Hana"]


def _player_names(service: Session) -> set[str]:
    with service.database.reading() as reader:
        return {str(row[0]) for row in reader.rows("SELECT name FROM players")}


@contextmanager
def _freezing_at(engine: Any, frozen_server: _Server, starts: str) -> Iterator[None]:
    """Inside the block, the server freezes the moment a statement that starts with ``starts`` is sent; it runs
    again at the end of the block."""

    def freeze(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith(starts) and not frozen_server.stopped:
            frozen_server.freeze()

    event.listen(engine, "before_cursor_execute", freeze)
    try:
        yield
    finally:
        event.remove(engine, "before_cursor_execute", freeze)
        frozen_server.thaw()


def _game_ids(service: Session) -> list[int]:
    return sorted(summary.id for summary in service.library.list_games(limit=None))


def test_a_write_whose_server_freezes_mid_transaction_gets_a_sentence_and_stores_nothing(
    postgres_url: str, frozen_server: _Server, short_limits: None
) -> None:
    with Session.open(postgres_url) as service:
        first = service.table.create_game(NAMES)
        # The new players are sent, then the server stops before the game itself is: nothing may stay of them.
        with _freezing_at(service.database.engine, frozen_server, "INSERT INTO GAMES"):
            start = time.monotonic()
            with pytest.raises(DatabaseError, match=r"stopped answering for 2 seconds.*Nothing was stored"):
                service.table.create_game(OTHERS)
            assert time.monotonic() - start < 2 + MARGIN_S
        second = service.table.create_game(["Ima", "Jun", "Kei", "Luka"])
        assert _game_ids(service) == [first.id, second.id]
        assert _player_names(service) == {*NAMES, "Ima", "Jun", "Kei", "Luka"}


def test_a_server_frozen_while_confirming_does_not_say_nothing_was_stored(
    postgres_url: str, frozen_server: _Server, short_limits: None
) -> None:
    with Session.open(postgres_url) as service:
        engine = service.database.engine

        def freeze(_conn: Any) -> None:
            frozen_server.freeze()

        event.listen(engine, "commit", freeze)
        try:
            with pytest.raises(DatabaseError, match=r"stopped answering for 2 seconds.*may or may not have stored"):
                service.table.create_game(NAMES)
        finally:
            event.remove(engine, "commit", freeze)
            frozen_server.thaw()
        # The COMMIT had reached the server's socket before it froze: it stores the game once it runs again.
        deadline = time.monotonic() + 10
        while not _game_ids(service) and time.monotonic() < deadline:
            time.sleep(0.02)  # the poll's interval, not a guess at how long the server takes
        assert len(_game_ids(service)) == 1


def test_a_server_frozen_between_operations_gets_a_sentence_within_the_connect_timeout(
    postgres_url: str, frozen_server: _Server, short_limits: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The pool's ping of the connection kept from the first game is given up in the connect time, not in a
    # statement's: so much longer a statement's limit shows if the ping waited for it.
    monkeypatch.setattr(server, "ANSWER_TIMEOUT_S", 30.0)
    with Session.open(postgres_url) as service:
        first = service.table.create_game(NAMES)
        frozen_server.freeze()
        start = time.monotonic()
        with pytest.raises(DatabaseError, match=r"did not answer within 2 seconds.*Nothing was stored"):
            service.table.create_game(OTHERS)
        assert time.monotonic() - start < 2 + 2 + MARGIN_S  # the ping, then a new connection
        frozen_server.thaw()
        second = service.table.create_game(["Ima", "Jun", "Kei", "Luka"])
        assert _game_ids(service) == [first.id, second.id]


def test_a_session_is_given_its_limits(postgres_url: str) -> None:
    """The real limits reach the driver: keepalives and tcp_user_timeout for a host that stops acknowledging,
    the limit of each wait for a frozen server, longer than a statement may run."""
    assert server.ANSWER_TIMEOUT_S > store_engine.STATEMENT_TIMEOUT_MS / 1000
    engine = make_engine(locate(postgres_url).sqlalchemy_url())
    try:
        connection = engine.raw_connection()
        try:
            driver = connection.dbapi_connection
            assert isinstance(driver, server.BoundedConnection)
            assert driver.answer_limit == server.ANSWER_TIMEOUT_S
            parameters = dict(item.split("=", 1) for item in driver.info.dsn.split())
            assert {key: parameters[key] for key in ("connect_timeout", "tcp_user_timeout", "keepalives")} == {
                "connect_timeout": "10",
                "tcp_user_timeout": "10000",
                "keepalives": "1",
            }
            assert (
                int(parameters["keepalives_idle"])
                + int(parameters["keepalives_interval"]) * int(parameters["keepalives_count"])
                <= 2 * store_engine.CONNECT_TIMEOUT_S
            )
            cursor = driver.cursor()
            assert cursor.execute("SHOW statement_timeout").fetchone() == ("30s",)
        finally:
            connection.close()
    finally:
        engine.dispose()


def _read_while_frozen(db: Database, frozen_server: _Server, started: list[float]) -> None:
    """A read that begins with the server running, and whose statement the server never answers."""
    with db.reading() as reader:
        frozen_server.freeze()
        started.append(time.monotonic())
        reader.rows("SELECT count(*) FROM games")


def test_a_read_whose_server_freezes_gets_a_sentence_and_the_next_read_works(
    postgres_url: str, frozen_server: _Server, short_limits: None
) -> None:
    db = open_database(postgres_url, write=False)
    try:
        started: list[float] = []
        with pytest.raises(DatabaseError, match=r"stopped answering for 2 seconds") as raised:
            _read_while_frozen(db, frozen_server, started)
        start = started[0]
        assert time.monotonic() - start < 2 + MARGIN_S
        assert str(db.location) in str(raised.value)
        frozen_server.thaw()
        with db.reading() as reader:
            assert reader.rows("SELECT count(*) FROM games") == [(0,)]
    finally:
        db.close()
