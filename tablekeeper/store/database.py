"""Where the data lives, and opening it safely.

The database is, in order of precedence, the ``--database-url`` argument, the ``TABLEKEEPER_DATABASE_URL``
environment variable, or ``tablekeeper.db`` in the user's data folder (platformdirs). A plain path means a
SQLite file; a URL may name any database SQLAlchemy knows, PostgreSQL (psycopg 3) included.

Opening a database (:func:`open_database`) checks what it is before anything writes to it: a file that is not
a tablekeeper database, or whose schema is newer than this version knows, is refused with a sentence and left
byte-for-byte untouched. An existing SQLite file is copied aside before a migration. The schema is created and
upgraded only by the Alembic migrations of ``migrations/`` (found by :mod:`tablekeeper.resources`).

SQLite runs in WAL mode with foreign keys on; writers take the write lock when their transaction begins
(``BEGIN IMMEDIATE``) and wait for each other (``busy_timeout``) instead of failing.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import (
    ArgumentError,
    DataError,
    IntegrityError,
    NoSuchModuleError,
    OperationalError,
    SQLAlchemyError,
)
from sqlalchemy.orm import Session, sessionmaker

from tablekeeper.errors import TablekeeperError
from tablekeeper.resources import migrations_path
from tablekeeper.store import ENV_VAR

APP_NAME = "tablekeeper"
DEFAULT_FILE_NAME = "tablekeeper.db"
VERSION_TABLE = "tablekeeper_schema"
"""Alembic's version table, under a name of our own: its presence is what marks a database as tablekeeper's."""
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT_MS = 15_000
MIGRATION_LOCK_KEY = 0x74626B70  # "tbkp": the PostgreSQL advisory lock held while migrating
BASE = "base"
"""The revision of a tablekeeper database whose migrations were all undone."""
WRITE_OPTION = "tablekeeper_write"
"""Execution option of a connection that will write: on SQLite its transaction begins with BEGIN IMMEDIATE."""


class DatabaseError(TablekeeperError):
    """A database that tablekeeper cannot open or use."""


class NotATablekeeperDatabase(DatabaseError):
    """A file or database that holds something else than tablekeeper's tables."""


class NewerDatabase(DatabaseError):
    """A database written by a newer version of tablekeeper."""


def default_database_path() -> Path:
    """The SQLite file used when no URL is given: tablekeeper.db in the user's data folder."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False) / DEFAULT_FILE_NAME


def resolve_url(argument: str | None = None) -> URL:
    """The database URL: the argument, else TABLEKEEPER_DATABASE_URL, else the default file; a path is SQLite."""
    text = argument or os.environ.get(ENV_VAR) or ""
    if not text:
        return _sqlite_url(default_database_path())
    if "://" not in text:
        return _sqlite_url(Path(text).expanduser())
    try:
        url = make_url(text)
    except ArgumentError:
        raise DatabaseError(f"{text!r} is neither a file path nor a database URL.") from None
    if url.drivername in ("postgresql", "postgres"):
        url = url.set(drivername="postgresql+psycopg")  # psycopg 3 is the driver we install
    return url


def _sqlite_url(path: Path) -> URL:
    return URL.create("sqlite", database=str(path.resolve()))


def sqlite_path(url: URL) -> Path | None:
    """The file of a SQLite URL; None for another backend or an in-memory database."""
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    return Path(url.database)


def describe(url: URL) -> str:
    """The database as shown to a person: the file path, or the URL without its password."""
    path = sqlite_path(url)
    return str(path) if path is not None else url.render_as_string(hide_password=True)


def make_engine(url: URL) -> Engine:
    """A new engine for ``url``; on SQLite with WAL, foreign keys, a busy timeout and explicit BEGINs."""
    try:
        if url.get_backend_name() == "sqlite":
            engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})
            event.listen(engine, "connect", _sqlite_on_connect)
            event.listen(engine, "begin", _sqlite_on_begin)
        else:
            engine = create_engine(url, pool_pre_ping=True)
    except (ArgumentError, NoSuchModuleError) as error:
        raise DatabaseError(f"tablekeeper cannot use the database {describe(url)}: {error}.") from None
    return engine


def _sqlite_on_connect(dbapi_connection: Any, _record: Any) -> None:
    # The driver's own transaction handling is off, so that _sqlite_on_begin decides how a transaction begins.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cursor.execute("PRAGMA journal_mode = WAL")
    cursor.execute("PRAGMA synchronous = FULL")  # a committed hand survives a power cut, not only a killed process
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.close()
    # SQLite's own lower() knows only ASCII: "Émilie" would never match "émilie". Python's knows every script,
    # as PostgreSQL's does, so a search by name behaves the same on both.
    dbapi_connection.create_function("lower", 1, _lower, deterministic=True)


def _lower(text: str | None) -> str | None:
    return None if text is None else text.lower()


def _sqlite_on_begin(connection: Connection) -> None:
    # A writer takes the lock at once: two writers then queue up, instead of one failing when it upgrades its lock.
    immediate = connection.get_execution_options().get(WRITE_OPTION, False)
    connection.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def alembic_config(connection: Connection | None = None) -> Config:
    """The Alembic configuration of the migrations, handing them ``connection`` when given."""
    config = Config()
    config.set_main_option("script_location", str(migrations_path()))
    config.set_main_option("version_table", VERSION_TABLE)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The revision of the newest schema this version knows."""
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the migrations folder has no revision"
    return head


def _known_revisions() -> set[str]:
    return {script.revision for script in ScriptDirectory.from_config(alembic_config()).walk_revisions()}


@dataclass(frozen=True, slots=True)
class Database:
    """An opened, up-to-date database: its URL, its engine, and short sessions on it."""

    url: URL
    engine: Engine
    backup: Path | None = None
    """The copy made aside before a migration of an existing file, if one was made when opening."""

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session for one read-only transaction."""
        with self._failures(), sessionmaker(self.engine, expire_on_commit=False)() as session, session.begin():
            yield session

    @contextmanager
    def writing(self) -> Iterator[Session]:
        """A session for one writing transaction: committed at the end, rolled back on any error."""
        writer = self.engine.execution_options(**{WRITE_OPTION: True})
        with self._failures(), sessionmaker(writer, expire_on_commit=False)() as session, session.begin():
            yield session

    @contextmanager
    def _failures(self) -> Iterator[None]:
        """The database failing under us (busy too long, server gone) becomes a sentence; nothing is stored."""
        try:
            yield
        except IntegrityError:  # two tables adding the same new player at the same moment, say
            raise DatabaseError(
                f"The database {describe(self.url)} was changed by another table at the same moment; "
                "nothing was stored, try again."
            ) from None
        except DataError as error:  # a value the server's columns cannot hold (PostgreSQL checks, SQLite does not)
            raise DatabaseError(
                f"The database {describe(self.url)} refused a value: {_reason(error)} Nothing was stored."
            ) from None
        except OperationalError as error:
            if "locked" in str(error.orig).lower() or "busy" in str(error.orig).lower():
                raise DatabaseError(
                    f"The database {describe(self.url)} stayed busy with another program's changes; "
                    "nothing was stored, try again."
                ) from None
            raise DatabaseError(
                f"The database {describe(self.url)} failed: {_reason(error)} Nothing was stored."
            ) from None

    def close(self) -> None:
        """Release the connections."""
        self.engine.dispose()


def open_database(url: URL | str | None = None) -> Database:
    """Open (creating or upgrading it when needed) the tablekeeper database at ``url``; see the module doc."""
    if not isinstance(url, URL):
        url = resolve_url(url)
    migrations_path()  # an installation without its migrations is refused before a file is created
    path = sqlite_path(url)
    backup: Path | None = None
    if path is not None:
        revision = _inspect_sqlite_file(path)
        if revision is not None and revision != head_revision():
            backup = _back_up(path, revision)
        else:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise DatabaseError(f"The folder {path.parent} cannot be created: {error.strerror}.") from None
    engine = make_engine(url)
    try:
        if path is None:
            _check_revision(_revision_of(engine, url), url)
        _upgrade(engine)
    except SQLAlchemyError as error:
        engine.dispose()
        raise DatabaseError(f"tablekeeper cannot open the database {describe(url)}: {_reason(error)}") from None
    except BaseException:
        engine.dispose()
        raise
    return Database(url, engine, backup)


def _reason(error: SQLAlchemyError) -> str:
    original = getattr(error, "orig", None)
    lines = str(original if original is not None else error).strip().splitlines()
    return (lines[0] if lines else type(error).__name__).rstrip(".") + "."


def _inspect_sqlite_file(path: Path) -> str | None:
    """The schema revision of an existing tablekeeper file (BASE before the first migration), None for a new or
    empty one; refuses anything else.

    Reads through a read-only connection made apart from the engine, so that nothing (not even the WAL pragma)
    touches a file that is not ours.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise NotATablekeeperDatabase(f"{path} is a folder, not a tablekeeper database.")
    with path.open("rb") as file:
        header = file.read(len(SQLITE_MAGIC))
    if header != SQLITE_MAGIC:
        raise NotATablekeeperDatabase(
            f"{path} is not a tablekeeper database (it is not a SQLite file at all); it was left untouched."
        )
    try:
        connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
        try:
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            versions = (
                [row[0] for row in connection.execute(f"SELECT version_num FROM {VERSION_TABLE}")]
                if VERSION_TABLE in tables
                else []
            )
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise NotATablekeeperDatabase(
            f"{path} cannot be read as a tablekeeper database ({error}); it was left untouched."
        ) from None
    if not tables:
        return None
    if VERSION_TABLE not in tables or len(versions) > 1:
        raise NotATablekeeperDatabase(
            f"{path} is a SQLite database of another program, not a tablekeeper database; it was left untouched."
        )
    if not versions:
        return BASE  # ours, every migration undone: upgrading it still deserves a copy aside
    revision = str(versions[0])
    _check_revision(revision, make_url(f"sqlite:///{path}"))
    return revision


def _revision_of(engine: Engine, url: URL) -> str | None:
    """The schema revision of a database server's tablekeeper tables; None when it has no table at all."""
    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        if not tables:
            return None
        if VERSION_TABLE not in tables:
            raise NotATablekeeperDatabase(
                f"The database {describe(url)} holds the tables of another program, not tablekeeper's; "
                "it was left untouched."
            )
        return MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE}).get_current_revision()


def _check_revision(revision: str | None, url: URL) -> None:
    if revision is not None and revision not in _known_revisions():
        raise NewerDatabase(
            f"The database {describe(url)} was written by a newer version of tablekeeper (schema {revision}); "
            "update tablekeeper to open it. It was left untouched."
        )


def _back_up(path: Path, revision: str) -> Path:
    """Copy an existing file aside before migrating it; the copy's name tells when and from which schema."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.{stamp}.schema-{revision}.bak")
    source = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        destination = sqlite3.connect(target)
        try:
            source.backup(destination)  # a consistent copy, the WAL's committed pages included
        finally:
            destination.close()
    except sqlite3.Error as error:
        target.unlink(missing_ok=True)
        message = f"{path} could not be copied aside before its upgrade ({error}); nothing was changed."
        raise DatabaseError(message) from None
    finally:
        source.close()
    shutil.copystat(path, target)
    return target


def _upgrade(engine: Engine) -> None:
    """Bring the schema to the head revision in one transaction (a concurrent opener waits, then finds it done)."""
    with engine.execution_options(**{WRITE_OPTION: True}).begin() as connection:
        if connection.dialect.name == "postgresql":
            # SQLite's BEGIN IMMEDIATE already queues openers; a server needs a lock of its own.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        revision = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE}).get_current_revision()
        if revision == head_revision():
            return
        command.upgrade(alembic_config(connection), "head")
