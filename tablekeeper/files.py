"""The files a player names: every file tablekeeper writes (CSV, JSON, PDF) goes through :func:`write_chunks`, so
that a failure never costs the file that was there before. (A game record is read within limits by
tablekeeper.importers.reading.)"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

from tablekeeper.errors import TablekeeperError
from tablekeeper.file_access import outside_files
from tablekeeper.words import QT_TR_NOOP

PRIVATE_MODE = 0o600
"""Exports hold player names, which are personal data: readable by their owner only."""
PRIVATE_FOLDER_MODE = 0o700
"""A folder tablekeeper makes for its own files (the data folder: the database, the changes kept): its owner's only."""
SQLITE_MAGIC = b"SQLite format 3\x00"
"""How every SQLite database file begins."""
SQLITE_SIDE_FILES = ("-wal", "-shm", "-journal")
"""What SQLite adds to a database's name for the files it keeps beside it: the changes not yet in the database
(``-wal``), their index (``-shm``), the copy that undoes a half-done change (``-journal``)."""


class FileNotWritten(TablekeeperError):
    """A file could not be written (a full disk, a folder that cannot be written to): nothing was written."""


class FileRefused(FileNotWritten):
    """A file that an export never writes: a database, one of a database's own files, or what is not a file."""


def make_private_folder(folder: Path) -> None:
    """Make ``folder`` if it is missing, its owner's only (0700 whatever the umask): whichever of tablekeeper's files
    is written there first (the database, the changes kept while a server is away), it holds names and scores. The
    folders above it, if missing, are made as the umask says (``~/.local/share`` is not ours); a folder already
    there keeps the mode its owner gave it. Raises OSError."""
    if os.path.lexists(folder):
        return
    folder.parent.mkdir(parents=True, exist_ok=True)
    try:
        folder.mkdir(mode=PRIVATE_FOLDER_MODE)
    except FileExistsError:  # made at the same moment by another window: its maker made it private
        return
    os.chmod(folder, PRIVATE_FOLDER_MODE)  # mkdir's mode passes through the umask: exactly 0700 whatever it is


def write_export(path: str | os.PathLike[str], content: str | bytes) -> None:
    """Write ``content`` (text as UTF-8, line ends as given, or bytes: a PDF) to ``path``: see :func:`write_chunks`."""
    write_chunks(path, (content,))


def write_chunks(path: str | os.PathLike[str], chunks: Iterable[str | bytes]) -> None:
    """Write the ``chunks`` one after the other to ``path``, readable and writable by its owner only.

    The chunks go to a new file in the same folder as they come (a file of many games is never whole in memory),
    are synced to the disk, and the new file then takes the old file's place in one rename: if the disk is full or
    the chunks stop with an error, the old file is still there, whole, and nothing else is left; if the process is
    killed, the old file is whole too, beside the unfinished ``.NAME.*.part``. A symbolic link is followed.

    A SQLite database, or one of the files SQLite keeps beside one, is never written; nor is what is not a regular
    file (a named pipe would wait for a reader forever, a device must never be replaced), except this process's
    own standard output (``-o /dev/stdout`` to a terminal or a pipe), which is written as it is. Raises
    :class:`FileRefused` or :class:`FileNotWritten`, with a sentence.
    """
    target = Path(path)
    try:
        mode: int | None = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    except OSError as error:
        raise _not_written(target, error) from None
    if mode is not None and not stat.S_ISREG(mode):
        if _is_standard_output(target):
            _write_standard_output(target, chunks)
            return
        raise FileRefused(
            QT_TR_NOOP(
                "{path} is not a regular file but a folder, a named pipe or a device: an export is written to a file "
                "of its own, so nothing was written."
            ),
            path=target,
        )
    # A symbolic link is followed: the file it points to is the export the user sees and expects replaced.
    real = Path(os.path.realpath(target))
    _refuse_database_files(target, real)
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".part", dir=real.parent)
    except OSError as error:
        raise _not_written(target, error) from None
    try:
        with os.fdopen(handle, "wb") as stream:
            os.chmod(temporary, PRIVATE_MODE)  # mkstemp makes it 0600 already; said here so it never depends on that
            for chunk in chunks:
                stream.write(chunk.encode("utf-8") if isinstance(chunk, str) else chunk)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, real)
    except BaseException as failure:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(failure, OSError):
            raise _not_written(target, failure) from None
        raise  # a refusal of the chunks' own (too many games) or an interruption: as it is
    _sync_folder(real.parent)


SITE_MARK = ".tablekeeper-site"
"""The file that marks a folder as one tablekeeper wrote whole (a site): only such a folder, or an empty one, is ever
replaced, so that a folder named by mistake (someone's documents) is never deleted."""
PUBLISHED_MODE = 0o644
"""A site's files are there to be published: readable by the web server serving them, written by their owner."""
PUBLISHED_FOLDER_MODE = 0o755


def write_folder(path: str | os.PathLike[str], files: Iterable[tuple[str, str | bytes]]) -> int:
    """Write the ``files`` (each a path relative to the folder, with ``/`` between its parts, and its content) as the
    folder ``path``, replacing the folder there whole once the new one is complete; the number of files written.

    The files go to a new folder beside it (``.NAME.*.part``), synced to the disk together; then the old folder is
    moved aside, the new one takes its name, and the old one is deleted: a failure before that leaves the old folder
    as it was (and no part folder), a kill between the two renames leaves both beside each other, whole; what a
    killed write left beside the folder, the next write deletes. Only a folder that tablekeeper wrote (it holds
    :data:`SITE_MARK`) or an empty one is replaced: any other is refused with a sentence (:class:`FileRefused`), as
    is a file where the folder should be and a path that leaves the folder."""
    target = Path(os.path.realpath(path))
    _check_replaceable(target, Path(path))
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _clear_leftovers(target)
        new = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent))
    except OSError as error:
        raise _not_written(Path(path), error) from None
    written = 0
    try:
        os.chmod(new, PUBLISHED_FOLDER_MODE)
        for relative, content in [(SITE_MARK, "Written by tablekeeper: replaced whole each time.\n"), *files]:
            parts = relative.split("/")
            if not relative or relative.startswith("/") or any(part in ("", ".", "..") for part in parts):
                raise ValueError(relative)  # the site's own names never do this: a defect, not a player's mistake
            file = new.joinpath(*parts)
            if not file.parent.is_dir():
                file.parent.mkdir(parents=True)
                os.chmod(file.parent, PUBLISHED_FOLDER_MODE)
            with open(file, "xb") as stream:
                stream.write(content.encode("utf-8") if isinstance(content, str) else content)
            os.chmod(file, PUBLISHED_MODE)
            written += 1
        # Every file on the disk before the new folder takes the old one's place: one sync for them all (a sync a
        # file cost a season of 10,000 games most of its time).
        os.sync()
        old = None
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".old", dir=target.parent))
            os.replace(target, old / target.name)
        try:
            os.replace(new, target)
        except OSError:
            if old is not None:  # the old site back in its place: as it was
                os.replace(old / target.name, target)
                old.rmdir()
            raise
    except BaseException as failure:
        shutil.rmtree(new, ignore_errors=True)
        if isinstance(failure, OSError):
            raise _not_written(Path(path), failure) from None
        raise
    _sync_folder(target.parent)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)
    return written - 1


def _check_replaceable(target: Path, given: Path) -> None:
    """Refuse to replace ``target`` unless it is a folder tablekeeper wrote, an empty one, or not there."""
    if not target.exists():
        return
    if not target.is_dir():
        raise FileRefused(
            QT_TR_NOOP(
                "{path} is a file, not a folder: a site is written as a folder of its own, so nothing was written."
            ),
            path=given,
        )
    if not (target / SITE_MARK).is_file() and any(target.iterdir()):
        raise FileRefused(
            QT_TR_NOOP(
                "{path} already holds files that tablekeeper did not write: a site replaces its whole folder, so "
                "it is written only into a new or empty folder, or over a site written before. Nothing was written."
            ),
            path=given,
        )


def _clear_leftovers(target: Path) -> None:
    """Delete what a write killed before (kill -9, a power cut) left beside ``target``: never whole, never shown."""
    for left in [*target.parent.glob(f".{target.name}.*.part"), *target.parent.glob(f".{target.name}.*.old")]:
        if left.is_dir() and not left.is_symlink():
            shutil.rmtree(left, ignore_errors=True)


def _refuse_database_files(target: Path, real: Path) -> None:
    """Refuse a target that is a SQLite database, or the write-ahead log, its index or the journal of one: the log
    holds the games' latest changes, and a file put in its place would lose them."""
    if _is_database(real):
        raise FileRefused(
            QT_TR_NOOP("{path} is a database, which an export never replaces: nothing was written."), path=target
        )
    for suffix in SQLITE_SIDE_FILES:
        if real.name.endswith(suffix) and len(real.name) > len(suffix):
            database = real.with_name(real.name[: -len(suffix)])
            if _is_database(database):
                raise FileRefused(
                    QT_TR_NOOP(
                        "{path} is one of the files the database {database} keeps beside it, which an export never "
                        "replaces: nothing was written."
                    ),
                    path=target,
                    database=database.name,
                )


def _is_database(path: Path) -> bool:
    """Whether ``path`` is a SQLite database: the one place where a file we may write over is read."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):  # opening a named pipe would wait for a writer
            return False
        # Never while a SQLite connection of this process is open: closing this descriptor would drop its locks.
        with outside_files(), open(path, "rb") as file:
            return file.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:  # none there, or one that cannot be read: no database of ours; the write will say what is wrong
        return False


def _is_standard_output(target: Path) -> bool:
    """Whether ``target`` is the very file this process's standard output is (a terminal, a pipe), which the user
    chose by starting it so: ``-o /dev/stdout``."""
    try:
        given, output = os.stat(target), os.fstat(1)
    except OSError:  # no standard output at all
        return False
    return (given.st_dev, given.st_ino) == (output.st_dev, output.st_ino)


def _write_standard_output(target: Path, chunks: Iterable[str | bytes]) -> None:
    """The chunks on the standard output, after what was printed before (no file to open: a pipe or a terminal is
    already open). Gathered first: what a pipe was given cannot be taken back, so a refusal of the chunks' own
    comes before anything is written."""
    data = b"".join(chunk.encode("utf-8") if isinstance(chunk, str) else chunk for chunk in chunks)
    try:
        if sys.stdout is not None:
            sys.stdout.flush()
        view = memoryview(data)
        while view:
            view = view[os.write(1, view) :]
    except BrokenPipeError:
        raise  # the reader has stopped reading (`| head`): the command ends quietly
    except OSError as error:
        raise _not_written(target, error) from None


def _not_written(target: Path, error: OSError) -> FileNotWritten:
    return FileNotWritten(
        QT_TR_NOOP("{path} cannot be written: {reason}. Nothing was written; a file already there is as it was."),
        path=target,
        reason=error.strerror or error,
    )


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); where a folder cannot be opened (Windows) there is nothing to do."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(descriptor)
    finally:
        os.close(descriptor)
