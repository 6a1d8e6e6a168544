"""The views of the games browser and of the club statistics (:class:`~tablekeeper.service.library.Library`'s
:meth:`browse` and :meth:`statistics`), apart from the library: a table's window shows its game without them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablekeeper.service.errors import SessionError
    from tablekeeper.snapshots import GameSummary
    from tablekeeper.stats import PlayerStatistics
    from tablekeeper.store.reads import DamagedGame


@dataclass(frozen=True, slots=True)
class BrowsedGame:
    """A game as the games browser lists it: its summary, its rule set's name and its points, from the deltas
    stored with its hands (nothing replayed: 10,000 games list at once)."""

    summary: GameSummary
    rules: str
    """The preset's identifier (or the club's own name for the set), as the game keeps it."""
    scores: tuple[int, ...]
    """Points at seats 0..3 after the last hand stored (the riichi sticks still on the table left out)."""
    leaders: tuple[int, ...]
    """The seats placed first as the rule set places them (:func:`tablekeeper.rules.placement.places`): the
    winners of a finished game, or who leads an unfinished one. Players level on points all share first under a
    rule set whose ties are shared; under seat order only the first of them in the first dealer's order is."""


@dataclass(frozen=True, slots=True)
class BrowsePage:
    """One page of the browser: its games, and where the next page starts (None after the last game)."""

    games: tuple[BrowsedGame, ...]
    next_offset: int | None


@dataclass(frozen=True, slots=True)
class ClubStatistics:
    """The figures of :meth:`Library.statistics`."""

    players: tuple[PlayerStatistics, ...]
    """Ranked by total +/- score."""
    games: int
    """The finished games counted."""
    passed_over: tuple[SessionError | DamagedGame, ...] = ()
    """Games of the selection that could not be read or replayed, each as the sentence that names it."""
