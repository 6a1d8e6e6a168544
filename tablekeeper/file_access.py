"""The one door between this process's SQLite connections and every other opening of a file by its path.

SQLite's locks on POSIX belong to the process, not to the descriptor: closing *any* descriptor of a database
file (a header check, an import reading the file a player chose, a file dialog sniffing a file's type) drops
every lock that the process's connections hold on it. Another process then believes it is alone, checkpoints,
and deletes the ``-wal`` and ``-shm`` the connection still writes into: acknowledged hands vanish, and the file
is soon damaged (SQLite's "How To Corrupt An SQLite Database File", on POSIX advisory locks).

So the two never overlap in this process. A SQLite connection lives for one operation (see
:mod:`tablekeeper.store.database`), and opens through :func:`sqlite_connect`; every other opening of an
existing file by path happens inside :func:`outside_files`. Either side waits for the other to finish; a thread
that asks for both at once is a mistake in the program and is stopped before it can drop a lock. Descriptors
of new files (an export's temporary file) are not the database and need no door.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tablekeeper.errors import TablekeeperError
from tablekeeper.words import QT_TR_NOOP

WAIT_S = 15.0
"""How long a reading of a file waits for the operations under way before giving up with a sentence."""


class FilesBusy(TablekeeperError):
    """The database stayed in use by another part of this program for too long."""


class _Door:
    """How many SQLite connections and other file accesses are open, in all and by thread."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.open = {"sqlite": 0, "outside": 0}
        self.by_thread: dict[tuple[int, str], int] = {}

    def enter(self, side: str) -> None:
        other = "outside" if side == "sqlite" else "sqlite"
        me = threading.get_ident()
        with self.changed:
            if self.by_thread.get((me, other), 0):
                # Waiting for itself would never end. Reading a file inside an operation is a mistake of the
                # program; an operation asked from the event loop of a modal file dialog is refused in a sentence.
                if side == "outside":
                    raise RuntimeError(
                        "a file was to be opened by a thread that holds a SQLite connection: closing its "
                        "descriptor would drop the connection's locks"
                    )
                raise FilesBusy(
                    QT_TR_NOOP("Close the file dialog first: the database waits for it. Nothing was changed.")
                )
            # A connection waits as long as another thread reads a file or shows a file dialog (the database
            # opening at start waits for the dialog the player opened meanwhile); a reading waits for the
            # operations under way, which are short, only so long.
            timeout = WAIT_S if side == "outside" else None
            if not self.changed.wait_for(lambda: self.open[other] == 0, timeout=timeout):
                raise FilesBusy(
                    QT_TR_NOOP(
                        "The database stayed in use by another part of tablekeeper; nothing was changed, try again."
                    )
                )
            self.open[side] += 1
            self.by_thread[me, side] = self.by_thread.get((me, side), 0) + 1

    def leave(self, side: str, thread: int) -> None:
        with self.changed:
            self.open[side] -= 1
            left = self.by_thread[thread, side] - 1
            if left:
                self.by_thread[thread, side] = left
            else:
                del self.by_thread[thread, side]
            self.changed.notify_all()

    def connections(self) -> int:
        with self.changed:
            return self.open["sqlite"]


_door = _Door()


class _Connection(sqlite3.Connection):
    """A SQLite connection that tells the door when it is closed (or collected without being closed)."""

    _thread: int | None = None

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._release()

    def _release(self) -> None:
        thread, self._thread = self._thread, None
        if thread is not None:
            _door.leave("sqlite", thread)

    def __del__(self) -> None:
        self._release()


def sqlite_connect(uri: str, **options: Any) -> sqlite3.Connection:
    """A connection to the SQLite ``uri`` (a ``file:`` URI), counted open until it is closed."""
    _door.enter("sqlite")
    try:
        connection = sqlite3.connect(uri, uri=True, factory=_Connection, **options)
    except BaseException:
        _door.leave("sqlite", threading.get_ident())
        raise
    connection._thread = threading.get_ident()
    return connection


@contextmanager
def outside_files() -> Iterator[None]:
    """While this lasts, files may be opened by path (read, checked, offered in a file dialog): no SQLite
    connection of this process is open, and none opens until it ends."""
    _door.enter("outside")
    try:
        yield
    finally:
        _door.leave("outside", threading.get_ident())


def open_connections() -> int:
    """How many SQLite connections this process has open now (none between operations)."""
    return _door.connections()
