"""The changes a table confirmed that the server has not acknowledged yet, and the small files that keep them.

A change is kept as what the player asked (its kind and arguments: a hand's result, a hand's number, a seat) with
the identity made when it was confirmed, so that sent again, from this window or after a restart, it is stored once
(DESIGN.md, principle 5).

Each window keeps its own file (``<database's key>-<window's id>.json`` in the ``kept_changes`` folder of the data
folder), locked while the window lives and written whole by the one writer (tablekeeper.files: beside the old file,
synced, renamed, readable by its owner only) each time its changes kept change: two windows on one database never
write over each other's changes (issue 30). The file of a window that is no more (closed over changes kept, or
killed) is adopted by the next window on its database: locked first, so that two windows never both send it, copied
into the adopter's own file, then removed (killed in between, both files hold the changes: each is stored once all
the same). A change that cannot be read is never sent nor dropped: it is copied aside into a file named to the
player. The one file of every database that earlier versions kept (``kept_changes.json``) is adopted the same way.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from uuid import UUID, uuid4

import platformdirs
from PySide6.QtCore import QCoreApplication, QLockFile

from tablekeeper.errors import TablekeeperError
from tablekeeper.files import make_private_folder, write_export
from tablekeeper.present import refusal
from tablekeeper.rules import results

# Read when a change is kept or a file of them is found: the window's first paint waits for neither (issue 22).
KINDS = ("record", "edit", "delete", "riichi", "finish", "undo", "redo")
"""What a kept change may be: a call of the service that changes a game, by the name the file gives it."""
FILE_VERSION = 2
"""Version 2: one window's changes for one database (version 1 was one file of every database, by name)."""
FOLDER_NAME = "kept_changes"
EARLIER_FILE_NAME = "kept_changes.json"
"""The one file of earlier versions, beside the folder: adopted, never written again but to take changes out."""
UNREADABLE = "unreadable"
"""How the name of a file of changes that cannot be read begins (or, for a whole file set aside, ends)."""


def default_folder(application: str) -> Path:
    """The folder in the player's data folder (where the default database is too)."""

    return platformdirs.user_data_path(application, appauthor=False) / FOLDER_NAME


@dataclass(frozen=True)
class KeptChange:
    """A change the player confirmed that the server has not acknowledged: sent again with the same ``entry``."""

    game_id: int
    entry: UUID
    kind: str
    """One of :data:`KINDS`."""
    arguments: Mapping[str, Any] = field(default_factory=dict)
    """The call's arguments: ``result`` (a HandResult), ``number``, ``seat``, ``declared``, and ``revision`` (the
    game's as its player saw it; absent when entered after a change kept of the same game)."""

    def to_data(self) -> dict[str, Any]:
        """The change as plain JSON values."""

        arguments = {
            name: results.to_dict(value) if name == "result" else value for name, value in self.arguments.items()
        }
        return {"game": self.game_id, "entry": str(self.entry), "kind": self.kind, "arguments": arguments}


def from_data(data: Mapping[str, Any]) -> KeptChange:
    """The change :meth:`KeptChange.to_data` gave (raises KeyError, ValueError, TypeError or a TablekeeperError,
    an InvalidResult, on anything else: a result the rules refuse, say a discarder 9)."""

    kind = str(data["kind"])
    if kind not in KINDS:
        raise ValueError(kind)
    arguments = {
        str(name): results.from_dict(value) if name == "result" else value
        for name, value in dict(data["arguments"]).items()
    }
    revision = arguments.get("revision")  # the game as its player saw it: a stored revision, a whole number
    if revision is not None and (type(revision) is not int or revision < 0):
        raise ValueError(revision)
    seat = arguments.get("seat")
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < 4):
        raise ValueError(seat)
    return KeptChange(int(data["game"]), UUID(str(data["entry"])), kind, arguments)


def database_key(database: str) -> str:
    """The part of a file's name that says its database (shown without a password): a digest, so that a URL's
    characters never make a name, and the name never says the database to whoever lists the folder."""
    return hashlib.sha256(database.encode("utf-8")).hexdigest()[:16]


@dataclass
class Adopted:
    """What :meth:`KeptFiles.adopt` found: the changes to send, and each sentence to say (changes set aside)."""

    changes: list[KeptChange] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)


class KeptFiles:
    """This window's file of the changes kept for ``database``, and the files of the windows that are no more."""

    def __init__(self, folder: Path, database: str) -> None:

        self.folder = folder
        self.database = database
        self.key = database_key(database)
        self.path = folder / f"{self.key}-{uuid4().hex}.json"
        """This window's own file: made at its first change kept, removed once none is."""
        self._lock: QLockFile | None = None

    def save(self, changes: Sequence[KeptChange]) -> None:
        """Keep ``changes`` (none: the file is removed). Raises a TablekeeperError with a sentence when they cannot
        be written (a full disk, a folder that cannot be written to): then they are in this window only."""

        if not changes:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()
            return
        if self._lock is None:
            try:
                make_private_folder(self.folder.parent)  # the data folder, made here when a server is the database
                make_private_folder(self.folder)
            except OSError as error:
                raise TablekeeperError(_cannot_write(f"{self.folder}: {error.strerror or error}.")) from None
            lock = _lock(self.path)
            if not lock.tryLock(0):
                raise TablekeeperError(_cannot_write(f"{self.path}.lock: {lock.error().name}."))
            self._lock = lock
        data = {"version": FILE_VERSION, "database": self.database, "changes": [each.to_data() for each in changes]}
        try:
            write_export(self.path, json.dumps(data, indent=1) + "\n")
        except TablekeeperError as error:  # its sentence names the file and why (a full disk)
            raise TablekeeperError(_cannot_write(refusal(error))) from None

    def release(self) -> None:
        """The window closes: its file, if it keeps changes, is left for the next window on its database."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def adopt(self, current: Sequence[KeptChange]) -> Adopted:
        """The changes kept by windows that are no more, for this database, oldest window's first: written into
        this window's file after ``current`` (a change kept twice, by its identity, once), then taken from theirs.
        A file held by a window still open is left to it. Raises a TablekeeperError when this window's file cannot
        be written (the others are then left as they were)."""
        adopted = Adopted()
        held: list[tuple[Path, QLockFile]] = []
        try:
            for path in self._others():
                lock = _lock(path)
                if not lock.tryLock(0):  # a window still open keeps it (or one adopting it at this moment)
                    continue
                held.append((path, lock))
                adopted.changes.extend(self._read(path, adopted.sentences))
            if not held:
                return adopted
            known = {each.entry for each in current}
            fresh: list[KeptChange] = []
            for each in adopted.changes:  # a change two files keep (an adopter killed before taking it out): once
                if each.entry not in known:
                    known.add(each.entry)
                    fresh.append(each)
            adopted.changes = fresh
            self.save([*current, *fresh])
            for path, _lock_held in held:  # stored in this window's file (synced): theirs are no longer needed
                self._take_out(path)
        finally:
            for _path, lock in held:
                lock.unlock()
        return adopted

    def _others(self) -> list[Path]:
        """The files of this database's changes kept by other windows (and earlier versions' one file), oldest
        first."""
        try:
            names = [
                path
                for path in self.folder.glob(f"{self.key}-*.json")
                if path != self.path and not path.name.startswith(".")
            ]
        except OSError:
            names = []
        earlier = self.folder.with_name(EARLIER_FILE_NAME)
        found = [earlier] if earlier.is_file() else []

        def age(path: Path) -> float:
            try:
                return path.stat().st_mtime
            except OSError:
                return 0.0

        return found + sorted(names, key=age)

    def _read(self, path: Path, sentences: list[str]) -> list[KeptChange]:
        """The changes ``path`` keeps for this database; what cannot be read is set aside and said."""

        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return []
        except (OSError, ValueError) as error:
            sentences.append(self._set_aside_file(path, error))
            return []
        if path.name == EARLIER_FILE_NAME:
            databases = data.get("databases") if isinstance(data, dict) else None
            raw = databases.get(self.database, []) if isinstance(databases, dict) else None
        else:
            raw = data.get("changes") if isinstance(data, dict) and data.get("database") == self.database else None
        if not isinstance(raw, list):
            sentences.append(self._set_aside_file(path, ValueError("not a file of kept changes")))
            return []
        changes: list[KeptChange] = []
        unreadable: list[tuple[Any, str]] = []
        for each in raw:
            try:
                changes.append(from_data(each))
            except (KeyError, ValueError, TypeError, AttributeError, TablekeeperError) as error:
                reason = refusal(error) if isinstance(error, TablekeeperError) else f"{type(error).__name__}: {error}"
                unreadable.append((each, reason))
        if unreadable:
            sentences.append(self._set_aside_changes(unreadable))
        return changes

    def _take_out(self, path: Path) -> None:
        """Another window's file, adopted: removed (earlier versions' file: this database taken out of it)."""

        if path.name != EARLIER_FILE_NAME:
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
            return
        with contextlib.suppress(OSError, ValueError):
            data = json.loads(path.read_text(encoding="utf-8"))
            if data["databases"].pop(self.database, None) is None:
                return
            if data["databases"]:
                write_export(path, json.dumps(data, indent=1) + "\n")
            else:
                path.unlink()

    def _set_aside_changes(self, unreadable: Sequence[tuple[Any, str]]) -> str:
        """Changes that cannot be read: copied into a file of their own, never sent, never dropped: the sentence."""

        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = self.folder / f"{UNREADABLE}-{stamp}-{uuid4().hex[:8]}.json"
        data = {"database": self.database, "changes": [each for each, _reason in unreadable]}
        data["reasons"] = [reason for _each, reason in unreadable]
        try:
            make_private_folder(self.folder)
            write_export(aside, json.dumps(data, indent=1) + "\n")
        except OSError as error:  # the file they came from is then kept whole, untouched
            raise TablekeeperError(_cannot_write(f"{self.folder}: {error.strerror or error}.")) from None
        except TablekeeperError as error:
            raise TablekeeperError(_cannot_write(refusal(error))) from None
        return QCoreApplication.translate(
            "KeptFiles",
            "Changes kept while the server could not be reached cannot be read ({count}: {reason}) and were not "
            "sent: they are kept aside in {file}.",
        ).format(count=len(unreadable), reason=unreadable[0][1], file=aside)

    def _set_aside_file(self, path: Path, error: BaseException) -> str:
        """A file that is not one of kept changes, or is damaged: renamed aside untouched, never written over."""
        aside = path.with_name(f"{path.name}.{UNREADABLE}")
        with contextlib.suppress(OSError):
            os.replace(path, aside)
        return QCoreApplication.translate(
            "KeptFiles",
            "The changes kept while the server could not be reached cannot be read from {file} ({reason}): the file "
            "is kept aside as {aside}, and nothing of it was sent.",
        ).format(file=path, reason=getattr(error, "strerror", None) or error, aside=aside)


def _lock(path: Path) -> QLockFile:
    """The lock of a window's file: held while the window lives; a dead window's (killed) is taken over."""
    lock = QLockFile(f"{path}.lock")
    lock.setStaleLockTime(0)  # stale only when its process is gone, however long a window stays open
    return lock


def _cannot_write(reason: str) -> str:
    return QCoreApplication.translate(
        "KeptFiles",
        "The server cannot be reached, and the changes kept here cannot be written to this computer: {reason} They "
        "are in this window only: closing it before the server answers would lose them.",
    ).format(reason=reason)
