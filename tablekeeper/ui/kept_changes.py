"""The changes a table confirmed that the server has not acknowledged yet, and the small file that keeps them.

A change is kept as what the player asked (its kind and arguments: a hand's result, a hand's number, a seat) with
the identity made when it was confirmed, so that sent again, from this window or after a restart, it is stored once
(DESIGN.md, principle 5). The file is JSON, written whole by the one writer (tablekeeper.files: beside the old file,
synced, renamed, readable by its owner only) each time the changes kept change; it names the database each change
is for, and keeps the changes of another database as they were.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Read when a change is kept or a file of them is found: the window's first paint waits for neither (issue 22).
if TYPE_CHECKING:
    from uuid import UUID

KINDS = ("record", "edit", "delete", "riichi", "finish", "undo", "redo")
"""What a kept change may be: a call of the service that changes a game, by the name the file gives it."""
FILE_VERSION = 1
FILE_NAME = "kept_changes.json"


def default_path(application: str) -> Path:
    """The file in the player's data folder (where the default database is too)."""
    import platformdirs

    return platformdirs.user_data_path(application, appauthor=False) / FILE_NAME


@dataclass(frozen=True)
class KeptChange:
    """A change the player confirmed that the server has not acknowledged: sent again with the same ``entry``."""

    game_id: int
    entry: UUID
    kind: str
    """One of :data:`KINDS`."""
    arguments: Mapping[str, Any] = field(default_factory=dict)
    """The call's arguments: ``result`` (a HandResult), ``number``, ``seat``, ``declared``."""

    def to_data(self) -> dict[str, Any]:
        """The change as plain JSON values."""
        from tablekeeper.rules import results

        arguments = {
            name: results.to_dict(value) if name == "result" else value for name, value in self.arguments.items()
        }
        return {"game": self.game_id, "entry": str(self.entry), "kind": self.kind, "arguments": arguments}


def from_data(data: Mapping[str, Any]) -> KeptChange:
    """The change :meth:`KeptChange.to_data` gave (raises KeyError, ValueError, TypeError on anything else)."""
    from uuid import UUID

    from tablekeeper.rules import results

    kind = str(data["kind"])
    if kind not in KINDS:
        raise ValueError(kind)
    arguments = {
        str(name): results.from_dict(value) if name == "result" else value
        for name, value in dict(data["arguments"]).items()
    }
    return KeptChange(int(data["game"]), UUID(str(data["entry"])), kind, arguments)


class KeptFile:
    """The file of the changes kept, by database (its location as shown, without a password)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, list[Any]]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        import json

        data = json.loads(text)
        if not isinstance(data, dict) or not isinstance(data.get("databases"), dict):
            raise ValueError(f"{self.path} is not a file of kept changes")
        return {str(name): list(changes) for name, changes in data["databases"].items()}

    def load(self, database: str) -> list[KeptChange]:
        """The changes kept for ``database``, oldest first. Raises OSError or ValueError (with KeyError, TypeError)
        when the file cannot be read or is not one of ours."""
        return [from_data(each) for each in self._read().get(database, [])]

    def save(self, database: str, changes: Sequence[KeptChange]) -> None:
        """Keep ``changes`` for ``database`` (none: the database is taken out); the other databases' as they were.
        Raises a TablekeeperError with a sentence when the file cannot be written."""
        import json

        from tablekeeper.files import write_export

        try:
            kept = self._read()
        except (OSError, ValueError):  # not ours, or damaged: set aside untouched, never written over
            kept = {}
            with contextlib.suppress(OSError):
                self.path.replace(self.path.with_name(f"{self.path.name}.unreadable"))
        if changes:
            kept[database] = [change.to_data() for change in changes]
        else:
            kept.pop(database, None)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_export(self.path, json.dumps({"version": FILE_VERSION, "databases": kept}, indent=1) + "\n")
