"""What a change at the table was, as the undo journal keeps it: one :class:`Action` per change.

Pure data (no SQL, no Qt): the session service stores each action with what is needed to take it back and
do it again (``game_actions`` rows), and the presenter names it ("Undo record hand 7").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


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
