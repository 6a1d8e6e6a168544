"""Where the data lives, and opening it safely.

The database is, in order of precedence, the ``--database-url`` argument, the ``TABLEKEEPER_DATABASE_URL``
environment variable, or ``tablekeeper.db`` in the user's data folder (platformdirs). A plain path means a
SQLite file; a URL may name any database SQLAlchemy knows, PostgreSQL (psycopg 3) included.

Opening a database (:func:`open_database`) checks what it is before anything writes to it: a file that is not
a tablekeeper database, or whose schema is newer than this version knows, is refused with a sentence and left
byte-for-byte untouched. An existing SQLite file is copied aside before a migration. The schema is created and
upgraded only by the Alembic migrations of ``migrations/`` (found by :mod:`tablekeeper.resources`).

Opening decides between reading and writing (``write=``):

- a reader checks the schema's revision with a plain read and takes no lock unless an upgrade is needed, so it
  never queues behind a writer; on SQLite it reads through the standard library's ``sqlite3`` alone, so a
  reading command starts without importing SQLAlchemy or Alembic (most of a command's time otherwise);
- a writer also runs SQLite's ``PRAGMA quick_check`` first (about 130 ms on a 24 MB file of 10,000 games: too
  slow for every reading command, cheap once per window or import) and never writes into a file that fails it.

SQLite runs in WAL mode with foreign keys on; writers take the write lock when their transaction begins
(``BEGIN IMMEDIATE``) and wait for each other (``busy_timeout``) instead of failing. The data folder is made
0700 and a new database file (its -wal and -shm follow it) and each backup 0600: player names are personal.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import re
import shutil
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast
from urllib.parse import quote

from tablekeeper.errors import DatabaseError, TablekeeperError
from tablekeeper.file_access import outside_files, sqlite_connect
from tablekeeper.files import PRIVATE_FOLDER_MODE, make_private_folder
from tablekeeper.location import Location, default_file, hide_password, locate, os_reason
from tablekeeper.resources import migrations_path

if TYPE_CHECKING:  # SQLAlchemy is imported only by what writes, migrates or talks to a server
    from alembic.config import Config
    from sqlalchemy import Connection, Engine
    from sqlalchemy.engine import URL
    from sqlalchemy.orm import Session
    from sqlalchemy.pool import PoolProxiedConnection

VERSION_TABLE = "tablekeeper_schema"
"""Alembic's version table, under a name of our own: its presence is what marks a database as tablekeeper's."""
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 15_000
CONNECT_TIMEOUT_S = 10
"""How long a database server may take to accept a connection before a command gives up with a sentence."""
STATEMENT_TIMEOUT_MS = 30_000
"""How long a database server may take over one statement (waiting for another table's lock included)."""
MIGRATION_LOCK_KEY = 0x74626B70  # "tbkp": the PostgreSQL advisory lock held while migrating
BASE = "base"
"""The revision of a tablekeeper database whose migrations were all undone."""
WRITE_OPTION = "tablekeeper_write"
"""Execution option of a connection that will write: on SQLite its transaction begins with BEGIN IMMEDIATE."""
FOLDER_MODE = PRIVATE_FOLDER_MODE
FILE_MODE = 0o600


class UpgradeLeft(DatabaseError):
    """The file is not at this version's schema, and was opened with ``upgrade=False``: left as it was."""


class ServerUnreachable(DatabaseError):
    """The database server cannot be reached: the connection was refused or lost, or the server fell silent. The
    change was not acknowledged; sent again with the same entry, it is stored once (see tablekeeper.service.table)."""

    def __init__(self, message: str, *, maybe_stored: bool = False) -> None:
        super().__init__(message)
        self.maybe_stored = maybe_stored
        """The line broke while the server was confirming the change: it may have been stored."""


class NotATablekeeperDatabase(DatabaseError):
    """A file or database that holds something else than tablekeeper's tables."""


class NewerDatabase(DatabaseError):
    """A database written by a newer version of tablekeeper."""


class DamagedDatabase(DatabaseError):
    """A SQLite file whose pages are damaged: it may be read, never written."""


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
                    url, creator=lambda: _sqlite_connect(uri, check_same_thread=False), poolclass=NullPool
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


def _sqlite_connect(uri: str, *, check_same_thread: bool = True) -> sqlite3.Connection:
    # Through the door of file_access: no other opening of a file by this process overlaps a connection.
    return sqlite_connect(uri, timeout=BUSY_TIMEOUT_MS / 1000, check_same_thread=check_same_thread)


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver's own transaction handling is off, so that _sqlite_on_begin decides how a transaction begins.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA synchronous = FULL")  # a committed hand survives a power cut, not only a killed process
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.close()
    _add_functions(dbapi_connection)


def _add_functions(connection: sqlite3.Connection) -> None:
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


def alembic_config(connection: Connection | None = None) -> Config:
    """The Alembic configuration of the migrations, handing them ``connection`` when given."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_path()))
    config.set_main_option("version_table", VERSION_TABLE)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


_REVISION_LINE = re.compile(r"^(down_)?revision(?:\s*:[^=]*)?=\s*(?:None|[\"']([^\"']+)[\"'])", re.MULTILINE)


@functools.cache
def _revision_graph() -> tuple[frozenset[str], str]:
    """The revisions of the migrations folder and its head, read from the files' ``revision`` lines.

    Importing Alembic to walk them costs a reading command more than its work; a test checks that this
    agrees with Alembic's own ScriptDirectory.
    """
    revisions: set[str] = set()
    parents: set[str] = set()
    for script in (migrations_path() / "versions").glob("*.py"):
        for down, value in _REVISION_LINE.findall(script.read_text(encoding="utf-8")):
            if value:
                (parents if down else revisions).add(value)
    heads = revisions - parents
    assert len(heads) == 1, f"the migrations folder has {len(heads)} heads"
    return frozenset(revisions), heads.pop()


def head_revision() -> str:
    """The revision of the newest schema this version knows."""
    return _revision_graph()[1]


def _known_revisions() -> frozenset[str]:
    return _revision_graph()[0]


# Reading: one connection per database, through the standard library (sqlite3) or the engine's driver.


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # neither compared nor shown: cheaper to make (issue 22)
class Reader:
    """A driver's connection inside one read transaction, and how it wants its parameters."""

    connection: Any
    sqlite: bool

    def rows(self, sql: str, parameters: Mapping[str, Any] | None = None) -> list[tuple[Any, ...]]:
        """The rows of ``sql``, whose parameters are written ``:name``."""
        if not self.sqlite:
            sql = re.sub(r"(?<!:):(\w+)", r"%(\1)s", sql)  # psycopg's style
        cursor = self.connection.cursor()
        try:
            cursor.execute(sql, dict(parameters or {}))
            return [tuple(row) for row in cursor.fetchall()]
        finally:
            cursor.close()


@dataclass(eq=False)
class Database:
    """An opened, up-to-date database: where it is, short sessions on it, and how it was opened."""

    location: Location
    write: bool
    backup: Path | None = None
    """The copy made aside before a migration of an existing file, if one was made when opening."""
    created: bool = False
    """Opening made a new, empty database: the file did not exist, or (``was_empty``) held nothing."""
    was_empty: bool = False
    """The file existed, empty (or SQLite's without a table), and became the new database."""
    read_only_note: str = ""
    """How a reader had to open a file it could not open normally (read-only folder, full disk); else empty."""
    _engine: Engine | None = None
    _write_engine: Engine | None = None
    _marked_files: tuple[str, str] | None = None
    """The file and its WAL, as :meth:`change_mark` stats them (a SQLite database only)."""

    @property
    def engine(self) -> Engine:
        """The SQLAlchemy engine (made on first use: a SQLite reader never needs it)."""
        if self._engine is None:
            self._engine = make_engine(self.location.sqlalchemy_url())
        return self._engine

    @contextmanager
    def reading(self) -> Iterator[Reader]:
        """One read transaction through the driver's own connection (no SQLAlchemy on SQLite)."""
        with self._failures():
            if self.location.path is None:
                connection = self.engine.raw_connection()
                try:
                    # The pool's ping may have begun a transaction; ours must begin with its own isolation level.
                    connection.rollback()
                    # PostgreSQL's default (READ COMMITTED) gives each statement its own snapshot: a game's hands
                    # and their winners, read one statement apart, could straddle another table's edit.
                    cursor = connection.cursor()
                    cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY")
                    cursor.close()
                    yield Reader(connection, sqlite=False)
                finally:
                    _release(connection)
                return
            # A connection of its own for this one reading, closed at its end (see make_engine for why).
            own, self.read_only_note = _open_reader(self.location.path)
            try:
                own.execute("BEGIN")  # one snapshot for every query of the transaction
                try:
                    yield Reader(own, sqlite=True)
                finally:
                    own.execute("ROLLBACK")
            finally:
                own.close()

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """A session for one writing transaction: committed at the end, rolled back on any error."""
        from sqlalchemy.orm import sessionmaker

        if not self.write:
            raise DatabaseError(f"The database {self.location} was opened for reading only; nothing was stored.")
        with self._failures(), sessionmaker(self._writer(), expire_on_commit=False)() as session, session.begin():
            yield session

    @contextmanager
    def write_transaction(self) -> Iterator[Connection]:
        """One writing transaction on a Core connection, committed at the end, rolled back on any error: the path of
        a change made at the table, which a player waits for (no ORM session, no unit of work to flush)."""
        if not self.write:
            raise DatabaseError(f"The database {self.location} was opened for reading only; nothing was stored.")
        with self._failures(), self._writer().begin() as connection:
            yield connection

    def _writer(self) -> Engine:
        """The engine whose transactions begin as a writer's (made once: each write would otherwise make a copy)."""
        if self._write_engine is None:
            self._write_engine = self.engine.execution_options(**{WRITE_OPTION: True})
        return self._write_engine

    @contextmanager
    def _failures(self) -> Iterator[None]:
        """The database failing under us (busy too long, server gone, a damaged page) becomes a sentence;
        nothing is stored."""
        try:
            yield
        except sqlite3.Error as error:
            raise _sqlite_error(self.location, error) from None
        except Exception as error:
            mapped = _sqlalchemy_failure(self.location, error)
            if mapped is None:
                raise
            raise mapped from None

    def change_mark(self) -> tuple[tuple[int, int, int] | None, ...] | None:
        """On SQLite, what the file system says of the file and its WAL (inode, size, modification time): a
        commit by anyone, or the file replaced, changes it, and reading it holds no lock and costs two ``stat``
        calls. Two equal marks say that nothing was committed in between, except in the rare case of two commits
        of the same size within one tick of the file system's clock. None on a server: only a query tells."""
        if self._marked_files is None:
            path = self.location.path
            if path is None:
                return None
            self._marked_files = (str(path), f"{path}-wal")  # made once: a preview asks at each key
        marks: list[tuple[int, int, int] | None] = []
        for each in self._marked_files:
            try:
                status = os.stat(each)
            except OSError:
                marks.append(None)
                continue
            marks.append((status.st_ino, status.st_size, status.st_mtime_ns))
        return tuple(marks)

    def close(self) -> None:
        """Release the connections (on SQLite, none is held between operations; a server's pool is closed)."""
        if self._engine is not None:
            self._engine.dispose()


def _release(connection: PoolProxiedConnection) -> None:
    """A server's connection back to its pool, its read transaction ended; one whose server fell silent (closed by
    tablekeeper.store.server) is dropped from the pool instead, so that the next operation connects anew."""
    try:
        if not _closed(connection):
            connection.rollback()
    finally:
        if _closed(connection):
            connection.invalidate()
        connection.close()


def _closed(connection: PoolProxiedConnection) -> bool:
    return bool(getattr(connection.dbapi_connection, "closed", True))


def _sqlalchemy_failure(location: Location, error: Exception) -> DatabaseError | None:
    """The sentence for an error SQLAlchemy raised, or None when it is none of SQLAlchemy's."""
    if any(kind.__module__.startswith("psycopg") for kind in type(error).__mro__):  # the driver's own connection
        return _server_error(location, error)
    if not type(error).__module__.startswith("sqlalchemy"):
        return None
    from sqlalchemy.exc import DataError, IntegrityError, OperationalError

    original = getattr(error, "orig", None)
    if isinstance(original, sqlite3.Error):
        return _sqlite_error(location, original)
    if isinstance(error, IntegrityError):  # two tables adding the same new player at the same moment, say
        return DatabaseError(
            f"The database {location} was changed by another table at the same moment; nothing was stored, try again."
        )
    if isinstance(error, DataError):  # a value the server's columns cannot hold (PostgreSQL checks, SQLite does not)
        return DatabaseError(f"The database {location} refused a value: {_reason(error)} Nothing was stored.")
    if isinstance(error, OperationalError):
        return _server_error(location, error)
    return DatabaseError(f"The database {location} failed: {_reason(error)} Nothing was stored.")


def _server_error(location: Location, error: Exception) -> DatabaseError:
    from tablekeeper.store.server import NoAnswer

    original = getattr(error, "orig", None) or error
    if isinstance(original, NoAnswer):
        if original.committing:
            return ServerUnreachable(
                f"The database server of {location} cannot be reached: it stopped answering for {original.seconds:g} "
                "seconds while confirming the change, which it may or may not have stored (sent again, it is "
                "stored once).",
                maybe_stored=True,
            )
        return ServerUnreachable(
            f"The database server of {location} cannot be reached: it stopped answering for {original.seconds:g} "
            "seconds; check that it is running and can be reached. Nothing was stored."
        )
    reason = str(original).lower()
    if "statement timeout" in reason:
        return DatabaseError(
            f"The database server of {location} did not finish within {STATEMENT_TIMEOUT_MS // 1000} seconds "
            "(busy, or waiting for another table's change); nothing was stored, try again."
        )
    if "timeout" in reason and ("connect" in reason or "connection" in reason):
        return ServerUnreachable(
            f"The database server of {location} cannot be reached: it did not answer within {CONNECT_TIMEOUT_S} "
            "seconds; check that it is running and can be reached. Nothing was stored."
        )
    if _line_broken(error, original):
        if reason.startswith("connection failed") or "connection refused" in reason:  # nothing was sent
            return ServerUnreachable(
                f"The database server of {location} cannot be reached: {_reason(error)} Check that it is running "
                "and can be reached. Nothing was stored."
            )
        return ServerUnreachable(
            f"The database server of {location} cannot be reached: {_reason(error)} If the line broke while a change "
            "was being confirmed, it may have been stored (sent again, it is stored once); else nothing was stored.",
            maybe_stored=True,
        )
    if "locked" in reason or "busy" in reason:
        return DatabaseError(
            f"The database {location} stayed busy with another program's changes; nothing was stored, try again."
        )
    return DatabaseError(f"tablekeeper cannot use the database {location}: {_reason(error)} Nothing was stored.")


BROKEN_LINE_STATES = ("08", "57P01", "57P02", "57P03")
"""SQLSTATEs of a connection gone: class 08 (connection exception), and the server shutting down or starting."""


def _line_broken(error: Exception, original: BaseException) -> bool:
    """Whether ``error`` says that the connection to the server was refused or lost (not a refusal by the server)."""
    if getattr(error, "connection_invalidated", False):  # SQLAlchemy's own verdict: the connection was lost
        return True
    import psycopg

    if not isinstance(original, psycopg.OperationalError):
        return False
    state = original.sqlstate
    # A server's refusal carries its SQLSTATE; psycopg's own failures of the line (refused, reset, closed) none.
    return state is None or state.startswith(BROKEN_LINE_STATES)


def _reason(error: BaseException) -> str:
    original = getattr(error, "orig", None)
    lines = str(original if original is not None else error).strip().splitlines()
    return (lines[0] if lines else type(error).__name__).rstrip(".") + "."


def _sqlite_kind(error: sqlite3.Error) -> str:
    """SQLite's primary result code (SQLITE_IOERR for every SQLITE_IOERR_*), by name; '' when unknown."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is None:
        return ""
    return _PRIMARY_CODES.get(code & 0xFF, "")


_PRIMARY_CODES = {
    3: "SQLITE_PERM",
    5: "SQLITE_BUSY",
    6: "SQLITE_LOCKED",
    8: "SQLITE_READONLY",
    10: "SQLITE_IOERR",
    11: "SQLITE_CORRUPT",
    13: "SQLITE_FULL",
    14: "SQLITE_CANTOPEN",
    23: "SQLITE_AUTH",
    26: "SQLITE_NOTADB",
}

_SQLITE_SENTENCES = {
    "SQLITE_BUSY": "{place} stayed busy with another program's changes (locked); nothing was stored, try again.",
    "SQLITE_LOCKED": "{place} stayed busy with another program's changes (locked); nothing was stored, try again.",
    "SQLITE_IOERR": "{place} could not be read or written: the disk reported an error ({error}).",
    "SQLITE_CORRUPT": (
        "{place} is damaged ({error}): tablekeeper will not write to it. Restore a backup (tablekeeper copies "
        "the file aside before each upgrade), or rescue what can be read with SQLite's .recover."
    ),
    "SQLITE_NOTADB": "{place} is not a tablekeeper database (it is not a SQLite file); it was left untouched.",
    "SQLITE_READONLY": "{place} cannot be written: its file, folder or disk is read-only. Nothing was stored.",
    "SQLITE_CANTOPEN": (
        "{place} cannot be opened for writing: its folder or disk is read-only, or tablekeeper may not write "
        "there. Nothing was stored (tablekeeper games, show and export can still read it)."
    ),
    "SQLITE_FULL": "{place} cannot be written: the disk is full. Nothing was stored.",
    "SQLITE_PERM": "{place} cannot be opened: permission denied.",
    "SQLITE_AUTH": "{place} cannot be opened: permission denied.",
}


def _sqlite_error(location: Location | Path, error: sqlite3.Error) -> DatabaseError:
    """The sentence for a SQLite error, by its kind (locked, disk error, damaged, read-only, full...)."""
    kind = _sqlite_kind(error)
    path = location if isinstance(location, Path) else location.path
    if kind == "SQLITE_IOERR" and path is not None and _disk_is_full(path):
        kind = "SQLITE_FULL"  # SQLite says "disk I/O error" when WAL's -shm cannot grow on a full disk
    place = f"The database {location}"
    template = _SQLITE_SENTENCES.get(kind)
    if template is None:
        return DatabaseError(f"{place} failed: {_reason(error)} Nothing was stored.")
    cls = DamagedDatabase if kind == "SQLITE_CORRUPT" else DatabaseError
    if kind == "SQLITE_NOTADB":
        cls = NotATablekeeperDatabase
    return cls(template.format(place=place, error=str(error).rstrip(".")))


def is_damaged_file(error: sqlite3.Error) -> bool:
    """Whether SQLite failed because the file itself is damaged (a malformed page)."""
    return _sqlite_kind(error) == "SQLITE_CORRUPT"


def _disk_is_full(path: Path) -> bool:
    try:
        return shutil.disk_usage(path.parent).free == 0
    except OSError:
        return False


# The kinds of failure after which a reader tries again with less: read-only, then the file as it stands.
_RETRY_READING = {"SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_PERM"}


def _open_reader(path: Path) -> tuple[sqlite3.Connection, str]:
    """A connection that only reads ``path``, and a note when it could not be opened the usual way.

    Usually the file opens as the writers open it, sharing their locks. In a read-only folder, on a read-only
    mount or a full disk, WAL's ``-shm`` file cannot be made: then ``mode=ro``, and if that fails too,
    ``immutable=1`` (the file is read as it stands, without locks: what another program is writing right now
    may not be seen).
    """
    last: sqlite3.Error | None = None
    for options, note in (
        ("mode=rw", ""),
        ("mode=ro", "opened read-only"),
        ("immutable=1", "read as it stands (its folder or disk cannot be written)"),
    ):
        connection: sqlite3.Connection | None = None
        try:
            connection = _sqlite_connect(file_uri(path, options), check_same_thread=False)
            connection.isolation_level = None
            connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()  # WAL's -shm is made here
        except sqlite3.Error as error:
            if connection is not None:
                connection.close()
            if _sqlite_kind(error) not in _RETRY_READING:
                raise _sqlite_error(path, error) from None
            last = error
            continue
        _add_functions(connection)
        return connection, note
    assert last is not None
    raise _sqlite_error(path, last) from None


# Opening.


def open_database(url: Location | str | None = None, *, write: bool = True, upgrade: bool = True) -> Database:
    """Open the tablekeeper database at ``url`` (or the default), creating or upgrading it when needed.

    A reader (``write=False``) only ever writes to create a missing database or to upgrade an older one; see
    the module's documentation. ``upgrade=False``: a SQLite file that is not at this version's schema (or is
    empty) raises :class:`UpgradeLeft`, touched no more than by a reading (the window then upgrades it in sight).
    """
    location = url if isinstance(url, Location) else locate(url)
    migrations_path()  # an installation without its migrations is refused before a file is created
    if location.path is not None:
        return _open_sqlite(location, write=write, upgrade=upgrade)
    return _open_server(location, write=write)


def _open_sqlite(location: Location, *, write: bool, upgrade: bool = True) -> Database:
    path = location.path
    assert path is not None
    revision, exists = _inspect_sqlite_file(path, check_pages=write)
    if exists and revision == head_revision():
        database = Database(location, write)
        if not write:
            with database.reading():  # opens now, so that a file that cannot be read is said at once
                pass
        return database
    if not upgrade:
        raise UpgradeLeft(f"{path} is not at this version's schema; it was left as it was.")
    if exists and not write:
        _inspect_sqlite_file(path, check_pages=True)  # an upgrade writes: never into a damaged file
    backup = None
    if exists and revision is not None:
        backup = _back_up(path, revision)
    elif not exists:
        _create_file(path)
    else:  # an empty file, or SQLite's without a table: it becomes a new database, private as a new file is
        with contextlib.suppress(OSError):  # only tightening: SQLite works the same without it
            path.chmod(FILE_MODE)
    database = Database(location, write, backup=backup, created=revision is None, was_empty=exists and revision is None)
    with _closed_on_failure(database):
        _upgrade(database.engine)
    if backup is not None and path == default_file():
        _make_private(path)
    _keep_private(path)
    return database


def _create_file(path: Path) -> None:
    """An empty file, 0600, in a folder made 0700 if missing: SQLite gives its -wal and -shm the same mode."""
    folder = path.parent
    try:
        make_private_folder(folder)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, FILE_MODE)
        os.close(descriptor)
    except FileExistsError:
        return  # another opener made it at the same moment: theirs is as good
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise DatabaseError(f"{path} cannot be created: the path is longer than this system allows.") from None
        where = folder if not folder.exists() or error.filename == str(folder) else path
        raise DatabaseError(f"{where} cannot be created: {os_reason(error)}.") from None


def _make_private(path: Path) -> None:
    """The default file made before tablekeeper kept its files private (0644 in a 0755 folder) becomes 0600 in a
    0700 folder once upgraded: the folder is tablekeeper's own. A file named by the user keeps the mode they gave."""
    for place, private in ((path.parent, FOLDER_MODE), (path, FILE_MODE)):
        with contextlib.suppress(OSError):  # only tightening: SQLite works the same without it
            place.chmod(place.stat().st_mode & private)


def _keep_private(path: Path) -> None:
    """The WAL files made by a migration of an older file follow the database's mode, not the umask."""
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        try:
            if side.exists() and side.stat().st_mode & 0o777 != path.stat().st_mode & 0o777:
                side.chmod(path.stat().st_mode & 0o777)
        except OSError:
            pass  # only tightening: SQLite works the same without it


def _inspect_sqlite_file(path: Path, *, check_pages: bool) -> tuple[str | None, bool]:
    """The schema revision of an existing tablekeeper file (BASE before the first migration; None when empty)
    and whether the file exists; refuses anything else, and a damaged file when ``check_pages``.

    Reads through a connection made apart from the engine, so that nothing (not even the WAL pragma) touches a
    file that is not ours. Without a -wal or -journal file beside it, the file alone is the database and is
    read ``immutable``, which makes no -wal or -shm file beside it.
    """
    try:
        if not path.exists():
            return None, False
        if path.is_dir():
            raise NotATablekeeperDatabase(f"{path} is a folder, not a tablekeeper database.")
        before = path.stat()
        if before.st_size == 0:
            return None, True
        with outside_files(), path.open("rb") as file:
            header = file.read(len(SQLITE_MAGIC))
    except OSError as error:
        if error.errno == errno.ENAMETOOLONG:
            raise DatabaseError(f"{path} cannot be opened: the path is longer than this system allows.") from None
        raise DatabaseError(f"{path} cannot be read: {os_reason(error)}.") from None
    if header != SQLITE_MAGIC:
        raise NotATablekeeperDatabase(
            f"{path} is not a tablekeeper database (it is not a SQLite file at all); it was left untouched."
        )
    try:
        connection = _sqlite_connect(file_uri(path, _inspection_options(path)))
    except sqlite3.Error as error:
        raise _sqlite_error(path, error) from None
    try:
        try:
            tables, versions = _schema_names(connection)
        except sqlite3.Error as error:
            if _sqlite_kind(error) in _RETRY_READING and _wal_is_empty(path):
                # An empty -wal holds no change: the file alone is the database. (A reader on a full disk leaves
                # an empty -wal and a stub -shm behind, which mode=ro cannot use while it cannot grow the -shm.)
                connection.close()
                connection = _sqlite_connect(file_uri(path, "immutable=1"))
                tables, versions = _schema_names(connection)
            else:
                raise
    except sqlite3.Error as error:
        connection.close()
        raise _inspection_error(path, error) from None
    try:
        if not tables:
            return None, True
        if VERSION_TABLE not in tables or len(versions) > 1:
            raise NotATablekeeperDatabase(
                f"{path} is a SQLite database of another program, not a tablekeeper database; it was left untouched."
            )
        revision = str(versions[0]) if versions else BASE  # BASE: ours, every migration undone
        _check_revision(revision, path)
        if check_pages:
            _check_pages(connection, path, before)
        return revision, True
    finally:
        connection.close()


def _inspection_options(path: Path) -> str:
    """How to open ``path`` for a look at its schema: without a -wal or -journal beside it the file alone is the
    database, read ``immutable`` (no -wal or -shm is made beside a file that may not be ours); else ``mode=ro``,
    sharing the writers' locks, to see the changes still in the -wal."""
    sides = [path.with_name(path.name + suffix) for suffix in ("-wal", "-journal")]
    return "mode=ro" if any(side.exists() for side in sides) else "immutable=1"


def _schema_names(connection: sqlite3.Connection) -> tuple[set[str], list[str]]:
    """The names of the file's tables, and the revisions in tablekeeper's version table (empty without it)."""
    tables = {str(row[0]) for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if VERSION_TABLE not in tables:
        return tables, []
    return tables, [str(row[0]) for row in connection.execute(f"SELECT version_num FROM {VERSION_TABLE}")]


def _inspection_error(path: Path, error: sqlite3.Error) -> DatabaseError:
    """The sentence for a file whose schema could not be read."""
    if _sqlite_kind(error) in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
        return NotATablekeeperDatabase(
            f"{path} cannot be read as a tablekeeper database ({error}); it was left untouched."
        )
    if _sqlite_kind(error) == "SQLITE_CANTOPEN" and _wal_without_index(path):
        return DatabaseError(
            f"{path} cannot be read here: its latest changes are still in {path.name}-wal, and SQLite "
            f"reads them only by making {path.name}-shm beside it, which its read-only folder or disk "
            f"does not allow. Copy {path.name} with its {path.name}-wal to a folder you may write to, and "
            "open the copy; nothing was changed."
        )
    return _sqlite_error(path, error)


def _wal_is_empty(path: Path) -> bool:
    """Whether the file's -wal exists and holds nothing (no change waits in it)."""
    try:
        return path.with_name(path.name + "-wal").stat().st_size == 0
    except OSError:
        return False


def _wal_without_index(path: Path) -> bool:
    """Whether the file's -wal holds changes and its -shm (the index of the -wal that SQLite makes) is missing."""
    try:
        return path.with_name(path.name + "-wal").stat().st_size > 0 and not path.with_name(path.name + "-shm").exists()
    except OSError:
        return False


def _check_pages(connection: sqlite3.Connection, path: Path, before: os.stat_result) -> None:
    """SQLite's quick check of every page: a damaged file is refused before anything is written to it.

    ``connection`` may read the file immutable, without locks (see :func:`_inspect_sqlite_file`): if another
    table opened the file meanwhile, its checkpoint may have copied pages into it during the check, which looks
    like damage to such a reader. A file found changed is checked again, sharing the writers' locks.
    """
    problems = _quick_check(connection)
    if problems != ["ok"] and _changed_since(path, before):
        try:
            locked = _sqlite_connect(file_uri(path, "mode=ro"))
            try:
                problems = _quick_check(locked)
            finally:
                locked.close()
        except sqlite3.Error as error:
            raise _sqlite_error(path, error) from None
    if problems != ["ok"]:
        raise DamagedDatabase(
            f"The database {path} is damaged ({problems[0]}), so tablekeeper will not write to it. The games on "
            "its sound parts can still be read (tablekeeper games, show, export); restore a backup (tablekeeper "
            "copies the file aside before each upgrade), or rescue what can be read with SQLite's .recover."
        )


def _quick_check(connection: sqlite3.Connection) -> list[str]:
    try:
        return [str(row[0]) for row in connection.execute("PRAGMA quick_check(3)")]
    except sqlite3.Error as error:
        return [str(error)]


def _changed_since(path: Path, before: os.stat_result) -> bool:
    """Whether another connection used the file since ``before``: a -wal file beside it, or the file rewritten."""
    try:
        now = path.stat()
        wal = path.with_name(path.name + "-wal").exists()
    except OSError:
        return True
    return wal or (now.st_ino, now.st_size, now.st_mtime_ns) != (before.st_ino, before.st_size, before.st_mtime_ns)


def _check_revision(revision: str | None, where: Location | Path) -> None:
    if revision is not None and revision != BASE and revision not in _known_revisions():
        raise NewerDatabase(
            f"The database {where} was written by a newer version of tablekeeper (schema {revision}); "
            "update tablekeeper to open it. It was left untouched."
        )


def _back_up(path: Path, revision: str) -> Path:
    """Copy an existing file aside (0600) before migrating it; the copy's name tells when and from which schema."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.{stamp}.schema-{revision}.bak")
    try:
        os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, FILE_MODE))
    except OSError as error:
        raise DatabaseError(
            f"{path} could not be copied aside before its upgrade ({os_reason(error)}); nothing was changed."
        ) from None
    try:
        source = _sqlite_connect(file_uri(path, "mode=ro"))
        try:
            destination = _sqlite_connect(file_uri(target, "mode=rw"))
            try:
                source.backup(destination)  # a consistent copy, the WAL's committed pages included
            finally:
                destination.close()
        finally:
            source.close()
    except sqlite3.Error as error:
        target.unlink(missing_ok=True)
        message = f"{path} could not be copied aside before its upgrade ({error}); nothing was changed."
        raise DatabaseError(message) from None
    stat = path.stat()
    os.utime(target, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return target


def _open_server(location: Location, *, write: bool) -> Database:
    database = Database(location, write)
    with _closed_on_failure(database):
        with database.reading() as reader:
            revision = _server_revision(reader, location)
        if revision != head_revision():
            _upgrade(database.engine)
    return database


@contextmanager
def _closed_on_failure(database: Database) -> Iterator[None]:
    """Opening ``database`` failed: its connections are released, and SQLAlchemy's error said in a sentence."""
    try:
        yield
    except BaseException as error:
        database.close()
        if isinstance(error, Exception) and not isinstance(error, TablekeeperError):
            mapped = _sqlalchemy_failure(database.location, error)
            if mapped is not None:
                raise mapped from None
        raise


def _server_revision(reader: Reader, location: Location) -> str | None:
    """The schema revision of a server's tablekeeper tables (None when it has no table at all), read plainly."""
    tables = {
        str(row[0])
        for row in reader.rows("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")
    }
    if not tables:
        return None
    if VERSION_TABLE not in tables:
        raise NotATablekeeperDatabase(
            f"The database {location} holds the tables of another program, not tablekeeper's; it was left untouched."
        )
    versions = [str(row[0]) for row in reader.rows(f"SELECT version_num FROM {VERSION_TABLE}")]
    revision = versions[0] if len(versions) == 1 else None
    _check_revision(revision, location)
    return revision


@contextmanager
def _unbounded(connection: Connection) -> Iterator[None]:
    """A server's migration may take its time (its statements have no timeout either), and wait for another
    opener's: the client does not give up on it."""
    if connection.dialect.name != "postgresql":
        yield
        return
    from tablekeeper.store import server

    with server.answer_within(connection.connection.dbapi_connection, None):
        yield


def _upgrade(engine: Engine) -> None:
    """Bring the schema to the head revision in one transaction (a concurrent opener waits, then finds it done).

    Called only when a plain read found an older schema (or none): the write lock is taken here, and the
    revision read again under it.
    """
    from sqlalchemy import text

    with engine.execution_options(**{WRITE_OPTION: True}).begin() as connection, _unbounded(connection):
        if connection.dialect.name == "postgresql":
            # A large migration may take longer than one statement is allowed to.
            connection.execute(text("SET LOCAL statement_timeout = 0"))
            # SQLite's BEGIN IMMEDIATE already queues openers; a server needs a lock of its own.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        from sqlalchemy import inspect

        if not inspect(connection).get_table_names():
            _create_at_head(connection)  # under the lock: an opener that came first has made the tables
            return
        from alembic.runtime.migration import MigrationContext

        revision = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE}).get_current_revision()
        if revision == head_revision():
            return
        from alembic import command

        command.upgrade(alembic_config(connection), "head")


def _create_at_head(connection: Connection) -> None:
    """A new database made from the models and stamped at the head revision, as Alembic documents for a fresh
    database ("create_all, then stamp"): the migrations replayed from nothing would make the same schema (a test
    compares the two, table by table, with their keys, indexes and checks), but Alembic's import and its
    migrations cost a first start about half a second. The version table is Alembic's own, made as it makes it."""
    from sqlalchemy import Column, MetaData, PrimaryKeyConstraint, String, Table

    from tablekeeper.store.models import Base

    Base.metadata.create_all(connection)
    version = Table(
        VERSION_TABLE,
        MetaData(),
        Column("version_num", String(32), nullable=False),
        PrimaryKeyConstraint("version_num", name=f"{VERSION_TABLE}_pkc"),
    )
    version.create(connection)
    connection.execute(version.insert().values(version_num=head_revision()))


__all__ = [
    "DamagedDatabase",
    "Database",
    "DatabaseError",
    "Location",
    "NewerDatabase",
    "NotATablekeeperDatabase",
    "Reader",
    "ServerUnreachable",
    "head_revision",
    "locate",
    "open_database",
    "resolve_url",
]
