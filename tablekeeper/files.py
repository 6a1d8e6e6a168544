"""The files a player names: an export is written so that a failure never costs the file that was there
before. (A game record is read within limits by tablekeeper.importers.reading.)"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

PRIVATE_MODE = 0o600
"""Exports hold player names, which are personal data: readable by their owner only."""
SQLITE_MAGIC = b"SQLite format 3\x00"
"""How every SQLite database file begins."""


def write_export(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, line ends as given) to ``path``, readable and writable by its owner only.

    The text goes to a new file in the same folder, is synced to the disk, and then takes the old file's
    place in one rename: if the disk is full or the process stops, the old file is still there, whole.
    A path that is not a regular file (``/dev/stdout``, a named pipe) is written in place: there is no old
    file to keep, and a device must never be replaced by a file. A SQLite database (the very one the game
    comes from, named by mistake) is never replaced. Raises :class:`OSError` when it cannot.
    """
    target = Path(path)
    data = text.encode("utf-8")
    try:
        mode = target.stat().st_mode
    except FileNotFoundError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode) and not stat.S_ISDIR(mode):
        with open(target, "wb") as stream:
            stream.write(data)
        return
    # A symbolic link is followed: the file it points to is the export the user sees and expects replaced.
    target = Path(os.path.realpath(target))
    if mode is not None and stat.S_ISREG(mode) and _is_database(target):
        raise OSError(errno.EEXIST, "it is a database, which an export never replaces", str(target))
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, PRIVATE_MODE)  # mkstemp makes it 0600 already; said here so it never depends on that
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    _sync_folder(target.parent)


def _is_database(path: Path) -> bool:
    try:
        with open(path, "rb") as file:
            return file.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:  # a file that cannot be read holds no database of ours; the write will say what is wrong
        return False


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
