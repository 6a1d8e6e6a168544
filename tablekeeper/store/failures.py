"""What goes wrong with a database, as sentences: the store's errors, SQLAlchemy's and a server's failures, and
SQLite's result codes, and the read-only connection a reader opens (it retries what a failure allows)."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

from tablekeeper.errors import DatabaseError
from tablekeeper.location import Location
from tablekeeper.store import engine
from tablekeeper.store.engine import (
    add_functions,
    connect_sqlite,
    file_uri,
    wait_when_busy,
)

BROKEN_LINE_STATES = ("08", "57P01", "57P02", "57P03")
"""SQLSTATEs of a connection gone: class 08 (connection exception), and the server shutting down or starting."""
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
# The kinds of failure after which a reader tries again with less: read-only, then the file as it stands.
RETRY_READING = {"SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_PERM"}


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


def sqlalchemy_failure(location: Location, error: Exception) -> DatabaseError | None:
    """The sentence for an error SQLAlchemy raised, or None when it is none of SQLAlchemy's."""
    if any(kind.__module__.startswith("psycopg") for kind in type(error).__mro__):  # the driver's own connection
        return _server_error(location, error)
    if not type(error).__module__.startswith("sqlalchemy"):
        return None
    from sqlalchemy.exc import DataError, IntegrityError, OperationalError

    original = getattr(error, "orig", None)
    if isinstance(original, sqlite3.Error):
        return sqlite_error(location, original)
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
            f"The database server of {location} did not finish within {engine.STATEMENT_TIMEOUT_MS // 1000} seconds "
            "(busy, or waiting for another table's change); nothing was stored, try again."
        )
    if "timeout" in reason and ("connect" in reason or "connection" in reason):
        return ServerUnreachable(
            f"The database server of {location} cannot be reached: it did not answer within {engine.CONNECT_TIMEOUT_S} "
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


def sqlite_kind(error: sqlite3.Error) -> str:
    """SQLite's primary result code (SQLITE_IOERR for every SQLITE_IOERR_*), by name; '' when unknown."""
    code = getattr(error, "sqlite_errorcode", None)
    if code is None:
        return ""
    return _PRIMARY_CODES.get(code & 0xFF, "")


def sqlite_error(location: Location | Path, error: sqlite3.Error) -> DatabaseError:
    """The sentence for a SQLite error, by its kind (locked, disk error, damaged, read-only, full...)."""
    kind = sqlite_kind(error)
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
    return sqlite_kind(error) == "SQLITE_CORRUPT"


def _disk_is_full(path: Path) -> bool:
    try:
        return shutil.disk_usage(path.parent).free == 0
    except OSError:
        return False


def open_reader(path: Path) -> tuple[sqlite3.Connection, str]:
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
            connection = connect_sqlite(file_uri(path, options), check_same_thread=False)
            connection.isolation_level = None
            wait_when_busy(connection)
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()  # WAL's -shm is made here
        except sqlite3.Error as error:
            if connection is not None:
                connection.close()
            if sqlite_kind(error) not in RETRY_READING:
                raise sqlite_error(path, error) from None
            last = error
            continue
        add_functions(connection)
        return connection, note
    assert last is not None
    raise sqlite_error(path, last) from None
