"""The views of the games browser and of the club statistics (:class:`~tablekeeper.service.library.Library`'s
:meth:`browse` and :meth:`statistics`), apart from the library: a table's window shows its game without them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from tablekeeper.stats import ClubTable

if TYPE_CHECKING:
    from tablekeeper.service.errors import SessionError
    from tablekeeper.snapshots import GameSummary
    from tablekeeper.store.reads import DamagedGame


@dataclass(frozen=True, slots=True)
class BrowsedGame:
    """A game as the games browser lists it: its summary, its rule set's name and its points, from the deltas
    stored with its hands (nothing replayed: 10,000 games list at once)."""

    summary: GameSummary
    rules: str
    """The preset's identifier (or the club's own name for the set), as the game keeps it."""
    scores: tuple[int, ...]
    """Points by seat (three or four) after the last hand stored (the riichi sticks still on the table left out)."""
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
    """The figures of :meth:`Library.statistics`: a club table for each table played at (three- and four-player
    games are ranked apart)."""

    tables: tuple[ClubTable, ...]
    """Each table with finished games among those chosen, four players first."""
    games: int
    """The finished games counted, at every table."""
    passed_over: tuple[SessionError | DamagedGame, ...] = ()
    """Games of the selection that could not be read or replayed, each as the sentence that names it."""

    @property
    def counts(self) -> tuple[int, ...]:
        """The tables with games counted (their players: 4, 3), four first."""
        return tuple(table.players for table in self.tables)

    def table(self, players: int) -> ClubTable:
        """The club table of the games of ``players``; an empty one when none was counted."""
        return next((t for t in self.tables if t.players == players), ClubTable(players, (), 0))
