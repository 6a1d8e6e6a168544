"""The engines and connections of the store: SQLite with WAL, foreign keys, a busy timeout and explicit BEGINs,
a server with bounded waits (the timeouts below), and the ``file:`` URI a SQLite file is opened by."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote

from tablekeeper.errors import DatabaseError
from tablekeeper.file_access import sqlite_connect
from tablekeeper.location import hide_password, locate

if TYPE_CHECKING:  # SQLAlchemy is imported only by what writes, migrates or talks to a server
    from sqlalchemy import Connection, Engine
    from sqlalchemy.engine import URL

BUSY_TIMEOUT_MS = 15_000
CONNECT_TIMEOUT_S = 10
"""How long a database server may take to accept a connection before a command gives up with a sentence."""
STATEMENT_TIMEOUT_MS = 30_000
"""How long a database server may take over one statement (waiting for another table's lock included)."""
WRITE_OPTION = "tablekeeper_write"
"""Execution option of a connection that will write: on SQLite its transaction begins with BEGIN IMMEDIATE."""


def resolve_url(argument: str | None = None) -> URL:
    """The SQLAlchemy URL of the database :func:`locate` finds (for Alembic's command line and tests)."""
    return locate(argument).sqlalchemy_url()


def sqlite_path(url: URL) -> Path | None:
    """The file of a SQLite URL; None for another backend or an in-memory database."""
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def describe(url: URL) -> str:
    """The database as shown to a person: the file path, or the URL without its password."""
    path = sqlite_path(url)
    return str(path) if path is not None else hide_password(url.render_as_string(hide_password=False))


def file_uri(path: Path, options: str) -> str:
    """The ``file:`` URI of an absolute path for ``sqlite3.connect(..., uri=True)``.

    Every character that a URI gives a meaning to (``?``, ``#``, ``%``) is percent-encoded, so that any file
    name opens, and ``options`` (``mode=ro``...) can follow.
    """
    return f"file:{quote(str(path), safe='/')}?{options}"


def make_engine(url: URL) -> Engine:
    """A new engine for ``url``; on SQLite with WAL, foreign keys, a busy timeout and explicit BEGINs; on a
    server, with a connect timeout and a statement timeout (a frozen server gives a sentence, not a wait)."""
    from sqlalchemy import create_engine, event
    from sqlalchemy.exc import ArgumentError, NoSuchModuleError
    from sqlalchemy.pool import NullPool

    try:
        if url.get_backend_name() == "sqlite":
            path = sqlite_path(url)
            if path is not None:
                # The driver would read the path as a plain file name; a URI opens any name (see file_uri).
                uri = file_uri(path.resolve(), "mode=rwc")
                # No pool: a connection lives for one operation, so that between operations this process holds
                # no SQLite lock that another opening of the file could drop (see tablekeeper.file_access).
                engine = create_engine(
                    url, creator=lambda: connect_sqlite(uri, check_same_thread=False), poolclass=NullPool
                )
            else:
                engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
            event.listen(engine, "connect", _sqlite_on_connect)
            event.listen(engine, "begin", _sqlite_on_begin)
        elif url.get_backend_name() == "postgresql":
            engine = create_engine(url, pool_pre_ping=True, connect_args=server_connect_args())
            _bound_server_waits(engine)
        else:
            engine = create_engine(url, pool_pre_ping=True)
    except (ArgumentError, NoSuchModuleError) as error:
        raise DatabaseError(f"tablekeeper cannot use the database {describe(url)}: {error}.") from None
    except ImportError as error:  # the dialect is known, its driver is not installed (mysql://: MySQLdb)
        raise DatabaseError(
            f"tablekeeper cannot use the database {describe(url)}: its driver ({error.name}) is not installed."
        ) from None
    return engine


def server_connect_args() -> dict[str, Any]:
    """libpq's options for a server: how long it may take to connect, to run a statement, to acknowledge."""
    return {
        "connect_timeout": CONNECT_TIMEOUT_S,
        "options": f"-c statement_timeout={STATEMENT_TIMEOUT_MS}",
        # A host that stops acknowledging (gone, cut off) closes the connection, idle or not. A frozen server on a
        # host that still acknowledges is left to the limit of each wait (tablekeeper.store.server).
        "keepalives": 1,
        "keepalives_idle": CONNECT_TIMEOUT_S,
        "keepalives_interval": max(1, CONNECT_TIMEOUT_S // 2),  # the kernel refuses 0
        "keepalives_count": 2,
        "tcp_user_timeout": CONNECT_TIMEOUT_S * 1000,
    }


def _bound_server_waits(engine: Engine) -> None:
    """Each connection of ``engine`` waits for its server within limits, the pool's ping within the connect time."""
    from sqlalchemy import event

    from tablekeeper.store import server

    event.listen(engine, "do_connect", lambda _dialect, _record, args, kwargs: server.connect(*args, **kwargs))
    ping = engine.dialect.do_ping

    def quick_ping(dbapi_connection: Any) -> bool:
        # An empty statement is answered at once: a pooled connection to a frozen server is given up in the time
        # a new connection would be, not in a statement's.
        with server.answer_within(dbapi_connection, CONNECT_TIMEOUT_S):
            return ping(dbapi_connection)

    engine.dialect.do_ping = quick_ping  # type: ignore[method-assign]


def connect_sqlite(uri: str, *, check_same_thread: bool = True) -> sqlite3.Connection:
    # Through the door of file_access: no other opening of a file by this process overlaps a connection.
    return sqlite_connect(uri, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=check_same_thread)


def wait_when_busy(connection: sqlite3.Connection) -> None:
    """Let ``connection`` wait for another's lock as long as every connection of the store does (BUSY_TIMEOUT_MS)."""
    connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver's own transaction handling is off, so that _sqlite_on_begin decides how a transaction begins.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA synchronous = FULL")  # a committed hand survives a power cut, not only a killed process
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.close()
    add_functions(dbapi_connection)


def add_functions(connection: sqlite3.Connection) -> None:
    # SQLite's own lower() knows only ASCII: "Émilie" would never match "émilie". Python's knows every script,
    # as PostgreSQL's does, so a search by name behaves the same on both.
    connection.create_function("lower", 1, _lower, deterministic=True)


def _lower(text: str | None) -> str | None:
    return None if text is None else text.lower()


def _sqlite_on_begin(connection: Connection) -> None:
    # A writer takes the lock at once: two writers then queue up, instead of one failing when it upgrades its lock.
    immediate = connection.get_execution_options().get(WRITE_OPTION, False)
    # Straight to the driver: SQLAlchemy's execution of a statement costs several times SQLite's BEGIN, on every
    # write a player waits for; its failure (busy) says the same sentence (Database._failures reads both).
    driver = cast("sqlite3.Connection", connection.connection.driver_connection)
    driver.execute("BEGIN IMMEDIATE" if immediate else "BEGIN")
