"""What the service shows of a game: frozen views of a game replayed, and of what one change did.

The window, the command line, the statistics and the presenter read them. They sit below the service
(:mod:`tablekeeper.service` makes them and re-exports them) so that the pure modules that read them import
nothing above themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from uuid import UUID

from tablekeeper.errors import Phrase
from tablekeeper.journal import Action
from tablekeeper.rules.game import GameState, PlayedHand
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.settlement import Settlement
from tablekeeper.rules.standings import Standing

Deltas = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A game as listed."""

    id: int
    title: str
    venue: str
    started_at: datetime
    """UTC."""
    finished_at: datetime | None
    """UTC; None while the game goes on, or when it ended at a time nobody knows (an imported Tenhou game)."""
    players: tuple[str, ...]
    """Names at seats 0..3 (seat 0 dealt first)."""
    hand_count: int
    ended: bool = False
    """The game is over (``finished_at`` may still be unknown)."""
    notes: tuple[Phrase, ...] = ()
    """What tablekeeper says of the game: an import's (:mod:`tablekeeper.game_notes`), each said in the reader's
    language."""

    @property
    def finished(self) -> bool:
        return self.ended or self.finished_at is not None


@dataclass(frozen=True, slots=True)
class HandSnapshot:
    """One stored hand, replayed: where it was played, what happened, and what moved."""

    number: int
    """1 for the first hand of the game."""
    before: GameState
    result: HandResult
    settlement: Settlement
    deltas: Deltas
    """Each seat's change of points, riichi sticks included."""
    after: GameState

    @property
    def name(self) -> str:
        """'East 1', 'South 3'..."""
        return self.before.name


@dataclass(frozen=True, slots=True)
class GameSnapshot:
    """A game with every hand replayed, its current state and its standings (so far, or final)."""

    summary: GameSummary
    rules: RuleSet
    hands: tuple[HandSnapshot, ...]
    state: GameState
    """The next hand's start, or the end of the game (``state.finished``)."""
    standings: tuple[Standing, ...]
    """First to last: the final standings once the game is over; until then the standings so far, read from
    ``table`` as the seats show it (points in hand, the sticks on the table nobody's yet)."""
    changed_hands: tuple[int, ...] = ()
    """Hands whose deltas, replayed now, differ from those stored when they were recorded (the engine changed)."""
    pending_riichi: frozenset[int] = frozenset()
    """The seats that declared riichi during the hand being played (stored, not yet part of a hand)."""
    table: GameState | None = None
    """The state at the table: ``state`` with the sticks of ``pending_riichi`` on it."""
    undo: Action | None = None
    """What :meth:`Table.undo` would take back; None when nothing can be."""
    redo: Action | None = None
    """What :meth:`Table.redo` would do again; None when nothing was undone."""
    uuid: UUID | None = None
    """The game's identity (made when it was created, carried by its export)."""
    revision: int = 0
    """How many changes of the game were stored."""

    @property
    def id(self) -> int:
        return self.summary.id

    @property
    def players(self) -> tuple[str, ...]:
        return self.summary.players

    @property
    def finished(self) -> bool:
        return self.summary.finished


@dataclass(frozen=True, slots=True)
class Change:
    """What one operation changed (as Anki's operations return theirs): the window refreshes from it, and
    names it ("Undo record hand 7")."""

    game: GameSnapshot
    """The game after the change."""
    action: Action
    """What was done, undone or redone."""
    undone: bool = False
    """The action was taken back (an undo)."""
    redone: bool = False
    """The action was done again (a redo)."""
    first_hand: int | None = None
    """Hands from this number on (1 for the first) are new, replaced or gone; None: no hand changed."""
    later: tuple[int, ...] = ()
    """The hands after ``first_hand`` whose start or deltas the change altered (numbered as they are now)."""
    finish_changed: bool = False
    """The game ended, or went on again, through this change."""
    table_changed: bool = False
    """The riichi sticks on the table changed."""
    stored_before: bool = False
    """The change's entry was stored already, by an earlier attempt whose answer was lost (a retry): nothing was
    stored again; ``game`` is the game as stored, and ``action`` the step that entry wrote."""


@dataclass(frozen=True, slots=True)
class LaterHand:
    """A hand after a changed one, as it was and as it would be."""

    number: int
    was: HandSnapshot
    now: PlayedHand
