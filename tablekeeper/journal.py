"""What a change at the table was, as the undo journal keeps it: one :class:`Action` per change.

Pure data (no SQL, no Qt): the session service stores each action with the inputs it replaced and those it put
(``game_actions`` rows, see :class:`tablekeeper.open_game.Entry`); the kind of action only names it ("Undo record
hand 7"): undo and redo put back what was there, whatever the kind.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum


class ActionKind(StrEnum):
    """The changes a player makes to a game; each can be undone and redone."""

    RECORD = "record"
    """A hand recorded (it may end the game)."""
    EDIT = "edit"
    """A past hand changed."""
    DELETE = "delete"
    """A past hand removed."""
    END = "end"
    """The game ended now, before the rules end it (a time limit)."""
    RIICHI = "riichi"
    """A riichi stick put on the table during the hand being played, or taken back."""


@dataclass(frozen=True, slots=True)
class Action:
    """One change, as it is named to a player."""

    kind: ActionKind
    number: int | None = None
    """The hand it is about (1 for the first): RECORD, EDIT, DELETE."""
    seat: int | None = None
    """RIICHI: the seat whose stick was put down or taken back."""
    declared: bool = False
    """RIICHI: True when the stick was put down, False when it was taken back."""


class StepState(Enum):
    """Where a step of the journal stands."""

    DONE = "done"
    """Its change is in the game (an undo takes it back)."""
    UNDONE = "undone"
    """Its change was taken back (a redo does it again, until a new change forgets it)."""


class Step(Enum):
    """What storing a change does to the journal."""

    NEW = "new"
    """A new step is added, and the steps undone before it are forgotten."""
    UNDO = "undo"
    """The last step done is taken back: its before-image is put back."""
    REDO = "redo"
    """The first step undone is done again: its after-image is put back."""
