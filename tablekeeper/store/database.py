"""Where the data lives, and opening it safely.

The database is, in order of precedence, the ``--database-url`` argument, the ``TABLEKEEPER_DATABASE_URL``
environment variable, or ``tablekeeper.db`` in the user's data folder (platformdirs). A plain path means a
SQLite file; a URL may name any database SQLAlchemy knows, PostgreSQL (psycopg 3) included (:mod:`tablekeeper.location`
finds it; the engines are :mod:`.engine`'s, the revisions and upgrade :mod:`.upgrade`'s, the sentences of what fails
:mod:`.failures`', a SQLite file's inspection and backup :mod:`.sqlite_file`'s).

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
import os
import re
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tablekeeper.errors import DatabaseError, TablekeeperError
from tablekeeper.location import Location, default_file, locate
from tablekeeper.resources import migrations_path
from tablekeeper.store.engine import WRITE_OPTION, make_engine
from tablekeeper.store.failures import (
    NotATablekeeperDatabase,
    UpgradeLeft,
    open_reader,
    sqlalchemy_failure,
    sqlite_error,
)
from tablekeeper.store.sqlite_file import (
    FILE_MODE,
    back_up,
    create_file,
    inspect_sqlite_file,
    keep_private,
    make_private,
)
from tablekeeper.store.upgrade import VERSION_TABLE, check_revision, head_revision, upgrade_schema

if TYPE_CHECKING:  # SQLAlchemy is imported only by what writes, migrates or talks to a server
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session
    from sqlalchemy.pool import PoolProxiedConnection


# Reading: one connection per database, through the standard library (sqlite3) or the engine's driver.


@dataclass(frozen=True, slots=True)
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


@dataclass(eq=False)  # one per opening, compared and hashed by identity: it holds the engines
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
            own, self.read_only_note = open_reader(self.location.path)
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
            raise sqlite_error(self.location, error) from None
        except Exception as error:
            mapped = sqlalchemy_failure(self.location, error)
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
    revision, exists = inspect_sqlite_file(path, check_pages=write)
    if exists and revision == head_revision():
        database = Database(location, write)
        if not write:
            with database.reading():  # opens now, so that a file that cannot be read is said at once
                pass
        return database
    if not upgrade:
        raise UpgradeLeft(f"{path} is not at this version's schema; it was left as it was.")
    if exists and not write:
        inspect_sqlite_file(path, check_pages=True)  # an upgrade writes: never into a damaged file
    backup = None
    if exists and revision is not None:
        backup = back_up(path, revision)
    elif not exists:
        create_file(path)
    else:  # an empty file, or SQLite's without a table: it becomes a new database, private as a new file is
        with contextlib.suppress(OSError):  # only tightening: SQLite works the same without it
            path.chmod(FILE_MODE)
    database = Database(location, write, backup=backup, created=revision is None, was_empty=exists and revision is None)
    with _closed_on_failure(database):
        upgrade_schema(database.engine)
    if backup is not None and path == default_file():
        make_private(path)
    keep_private(path)
    return database


def _open_server(location: Location, *, write: bool) -> Database:
    database = Database(location, write)
    with _closed_on_failure(database):
        with database.reading() as reader:
            revision = _server_revision(reader, location)
        if revision != head_revision():
            upgrade_schema(database.engine)
    return database


@contextmanager
def _closed_on_failure(database: Database) -> Iterator[None]:
    """Opening ``database`` failed: its connections are released, and SQLAlchemy's error said in a sentence."""
    try:
        yield
    except BaseException as error:
        database.close()
        if isinstance(error, Exception) and not isinstance(error, TablekeeperError):
            mapped = sqlalchemy_failure(database.location, error)
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
    check_revision(revision, location)
    return revision


__all__ = ["Database", "Reader", "open_database"]
