"""What an event is: its entrants, its rounds as seated, and what the organiser entered besides the tables' games
(substitutions, penalties, results kept on paper). Frozen values; :mod:`~tablekeeper.events.changes` changes them.

Entrants are known by their number in the event (1, 2, ...), as on a seating sheet; a seating names them in wind
order: East (the first dealer, a game's seat 0), South, West, North, as many as the rule set's players (a table of
three has no North). Rounds and tables are numbered from 1.
Points are table points (integers: a penalty of -20.0 in the standings is ``-20_000``), as everywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tablekeeper.rules.ruleset import RuleSet


class TeamScore(StrEnum):
    """What a team's total is of its members' totals (:mod:`tablekeeper.events.team_standings`)."""

    SUM = "sum"
    AVERAGE = "average"
    """The sum divided by the team's members: teams of unequal size compared."""


class SubstituteRule(StrEnum):
    """What a game played by a substitute counts for the entrant replaced."""

    FIXED = "fixed"
    """The entrant replaced scores :attr:`EventRecord.substitute_score` for that game, whatever the table did; the
    substitute's own result counts for nobody."""
    PLAYER = "player"
    """The game's result counts for the entrant replaced, as if they had played it."""


@dataclass(frozen=True, slots=True)
class Entrant:
    """A player registered in the event."""

    number: int
    """1, 2, ...: their number in the event (seating files and sheets use it)."""
    name: str
    """As the club already knows them (the name their games are stored under)."""
    ema: str | None = None
    """Their EMA number, where known."""
    country: str | None = None
    """Their country (as the ranking body writes it: a code such as "FR"), where known."""
    absent_from: int | None = None
    """The round from which on they are absent (not seated), or None."""
    filler: bool = False
    """A seat filled by a substitute to make the count a multiple of the table's players: seated like an entrant,
    never ranked."""
    team: str | None = None
    """The team they play for, where the event has teams: seating keeps teammates apart
    (:mod:`tablekeeper.events.teams`)."""


@dataclass(frozen=True, slots=True)
class TableSeating:
    """One table of a round: the entrants' numbers in wind order (East, South, West, North; no North at a table of
    three)."""

    table: int
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundSeating:
    """One round: its tables in order."""

    round: int
    tables: tuple[TableSeating, ...]


@dataclass(frozen=True, slots=True)
class Substitution:
    """An entrant replaced at one round's table by someone else (named as the club knows them)."""

    round: int
    entrant: int
    substitute: str


@dataclass(frozen=True, slots=True)
class Penalty:
    """Points taken from (or, rarely, given to) an entrant, with the reason said at the time."""

    number: int
    """1, 2, ... in the order they were given (an id within the event)."""
    entrant: int
    points: int
    """Table points: -20_000 is -20.0 in the standings."""
    reason: str
    round: int | None = None
    """The round it was given in, where it belongs to one."""


@dataclass(frozen=True, slots=True)
class PaperResult:
    """A round's table whose game was kept on paper: its final points only."""

    round: int
    table: int
    points: tuple[int, ...]
    """Each seat's final points, in wind order (as the table's seating), before the riichi sticks left on the table
    are handed out."""
    deposits: int = 0
    """Riichi sticks left on the table at the end (they go as the rule set says: to first place)."""
    chombos: tuple[int, ...] = ()
    """Each seat's chombos, for a rule set that charges them at the end (otherwise they are in the points), one a
    seat as :attr:`points`; empty: none (the service stores one a seat)."""


@dataclass(frozen=True, slots=True)
class EventRecord:
    """An event as the organiser made it, without its games (each table's game is an ordinary stored game, linked
    to its round and table)."""

    title: str
    rules: RuleSet
    entrants: tuple[Entrant, ...] = ()
    rounds: tuple[RoundSeating, ...] = ()
    """The rounds seated so far, in order (1, 2, ...)."""
    substitutions: tuple[Substitution, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    paper: tuple[PaperResult, ...] = ()
    substitute_rule: SubstituteRule = SubstituteRule.FIXED
    substitute_score: int = 0
    """Under :attr:`SubstituteRule.FIXED`: the table points the entrant replaced scores for the game (0: neither
    gains nor loses)."""
    team_score: TeamScore = TeamScore.SUM
    days: int = 1
    """The days the tournament is played over, as the EMA's weight counts them (:mod:`~tablekeeper.events.ema`)."""
    championship: bool = False
    """A championship one qualifies for: the EMA's weight counts its qualification."""
