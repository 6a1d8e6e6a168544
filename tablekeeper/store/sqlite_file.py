"""A SQLite file before it is opened: created private (0600 in a 0700 folder), inspected (its header, schema,
WAL and pages) without writing to it, and copied aside before an upgrade."""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from tablekeeper.errors import DatabaseError
from tablekeeper.file_access import outside_files
from tablekeeper.files import PRIVATE_FOLDER_MODE, make_private_folder
from tablekeeper.location import os_reason
from tablekeeper.store.engine import connect_sqlite, file_uri
from tablekeeper.store.failures import (
    RETRY_READING,
    DamagedDatabase,
    NotATablekeeperDatabase,
    sqlite_error,
    sqlite_kind,
)
from tablekeeper.store.upgrade import BASE, VERSION_TABLE, check_revision

SQLITE_MAGIC = b"SQLite format 3\x00"
FOLDER_MODE = PRIVATE_FOLDER_MODE
FILE_MODE = 0o600


def create_file(path: Path) -> None:
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


def make_private(path: Path) -> None:
    """The default file made before tablekeeper kept its files private (0644 in a 0755 folder) becomes 0600 in a
    0700 folder once upgraded: the folder is tablekeeper's own. A file named by the user keeps the mode they gave."""
    for place, private in ((path.parent, FOLDER_MODE), (path, FILE_MODE)):
        with contextlib.suppress(OSError):  # only tightening: SQLite works the same without it
            place.chmod(place.stat().st_mode & private)


def keep_private(path: Path) -> None:
    """The WAL files made by a migration of an older file follow the database's mode, not the umask."""
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        try:
            if side.exists() and side.stat().st_mode & 0o777 != path.stat().st_mode & 0o777:
                side.chmod(path.stat().st_mode & 0o777)
        except OSError:
            pass  # only tightening: SQLite works the same without it


def inspect_sqlite_file(path: Path, *, check_pages: bool) -> tuple[str | None, bool]:
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
        connection = connect_sqlite(file_uri(path, _inspection_options(path)))
    except sqlite3.Error as error:
        raise sqlite_error(path, error) from None
    try:
        try:
            tables, versions = _schema_names(connection)
        except sqlite3.Error as error:
            if sqlite_kind(error) in RETRY_READING and _wal_is_empty(path):
                # An empty -wal holds no change: the file alone is the database. (A reader on a full disk leaves
                # an empty -wal and a stub -shm behind, which mode=ro cannot use while it cannot grow the -shm.)
                connection.close()
                connection = connect_sqlite(file_uri(path, "immutable=1"))
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
        check_revision(revision, path)
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
    if sqlite_kind(error) in ("SQLITE_CORRUPT", "SQLITE_NOTADB"):
        return NotATablekeeperDatabase(
            f"{path} cannot be read as a tablekeeper database ({error}); it was left untouched."
        )
    if sqlite_kind(error) == "SQLITE_CANTOPEN" and _wal_without_index(path):
        return DatabaseError(
            f"{path} cannot be read here: its latest changes are still in {path.name}-wal, and SQLite "
            f"reads them only by making {path.name}-shm beside it, which its read-only folder or disk "
            f"does not allow. Copy {path.name} with its {path.name}-wal to a folder you may write to, and "
            "open the copy; nothing was changed."
        )
    return sqlite_error(path, error)


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

    ``connection`` may read the file immutable, without locks (see :func:`inspect_sqlite_file`): if another
    table opened the file meanwhile, its checkpoint may have copied pages into it during the check, which looks
    like damage to such a reader. A file found changed is checked again, sharing the writers' locks.
    """
    problems = _quick_check(connection)
    if problems != ["ok"] and _changed_since(path, before):
        try:
            locked = connect_sqlite(file_uri(path, "mode=ro"))
            try:
                problems = _quick_check(locked)
            finally:
                locked.close()
        except sqlite3.Error as error:
            raise sqlite_error(path, error) from None
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


def back_up(path: Path, revision: str) -> Path:
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
        source = connect_sqlite(file_uri(path, "mode=ro"))
        try:
            destination = connect_sqlite(file_uri(target, "mode=rw"))
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
