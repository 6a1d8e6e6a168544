"""What changed, told at once: on PostgreSQL each write of a game or an event says so on one channel, and a listener
hears it.

The write says it with ``pg_notify`` inside its own transaction (:func:`tell`): PostgreSQL delivers it when the
transaction commits and never when it rolls back, so a listener is told of what is stored and of nothing else.
The listener (:class:`Listener`) holds a connection of its own, read-only, that does nothing but ``LISTEN``; a
thread waits on it and hands each payload to a callback. On SQLite there is no such channel: a follower asks for
the revisions instead (:func:`tablekeeper.store.event_records.event_mark`), one connection per question.

Its one statement, ``pg_notify``, is the driver's own SQL on the write's connection (:class:`Writing`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Protocol

from tablekeeper.location import Location
from tablekeeper.store.engine import server_connect_args

CHANNEL = "tablekeeper"
WAKE_S = 0.5
"""How often the listener's thread looks up from its wait, to see whether it is asked to stop."""
RETRY_S = 2.0
"""How long the listener waits before connecting again after the server was lost."""


def game_payload(game_id: int) -> str:
    return f"game:{game_id}"


def event_payload(event_id: int) -> str:
    return f"event:{event_id}"


class Writing(Protocol):
    """What :func:`tell` uses of a write's connection (SQLAlchemy's ``Connection``), named so that this module
    imports no SQLAlchemy: the followers on SQLite (the hall, a table's clock) read without it."""

    @property
    def dialect(self) -> Any: ...
    def exec_driver_sql(self, statement: str, parameters: Any = ...) -> Any: ...


def tell(connection: Writing, payload: str) -> None:
    """Say ``payload`` on the channel when the transaction of ``connection`` commits (on PostgreSQL; nothing on
    SQLite, whose followers read the revisions)."""
    if connection.dialect.name != "postgresql":
        return
    connection.exec_driver_sql("SELECT pg_notify(%(channel)s, %(payload)s)", {"channel": CHANNEL, "payload": payload})


Heard = Callable[[str | None], object]
"""Called from the listener's thread with each payload; None when notifications may have been missed (the
connection was made again after a loss): whoever follows must then read again."""


class Listener:
    """A connection of its own to the server, listening on :data:`CHANNEL`, in a thread of its own."""

    def __init__(self, location: Location, heard: Heard) -> None:
        self.location = location
        self.heard = heard
        self._stop = threading.Event()
        self.listening = threading.Event()
        """Set once ``LISTEN`` is in force (a test waits for it before writing)."""
        self._thread = threading.Thread(target=self._run, name="tablekeeper-listener", daemon=True)

    def start(self) -> Listener:
        self._thread.start()
        return self

    def close(self, *, wait: bool = True) -> None:
        """Stop listening; returns once the thread has closed its connection (``wait=False``: at once, and the thread
        closes it within :data:`WAKE_S`, or once its connection attempt to a server out of reach gives up)."""
        self._stop.set()
        if wait and self._thread.is_alive() and self._thread is not threading.current_thread():
            self._thread.join()

    def _run(self) -> None:
        import psycopg  # a server's driver, for a listener only: 0.21 s that a window on SQLite never pays

        first = True
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo(), autocommit=True, **self._options()) as connection:
                    connection.execute(f"LISTEN {CHANNEL}")
                    self.listening.set()
                    if not first:
                        self.heard(None)  # what was said while we were away is not heard: read everything again
                    first = False
                    while not self._stop.is_set():
                        for notification in connection.notifies(timeout=WAKE_S):
                            self.heard(notification.payload)
                            if self._stop.is_set():
                                break
            except psycopg.Error:
                self.listening.clear()
                first = False
                self._stop.wait(RETRY_S)

    def _conninfo(self) -> str:
        url = self.location.sqlalchemy_url().set(drivername="postgresql")
        return url.render_as_string(hide_password=False)

    def _options(self) -> dict[str, Any]:
        options = server_connect_args()
        # Read-only: this connection only listens, and nothing it could be made to run may change a row.
        options["options"] += " -c default_transaction_read_only=on"
        return options
