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
    sitting_out: tuple[int, ...] = ()
    """The entrants present in the round who sit it out (a count that is not a multiple of the table's, and no
    fillers: :mod:`~tablekeeper.events.sit_outs`), by number."""


class StageScores(StrEnum):
    """What a stage after a cut starts from."""

    CARRY = "carry"
    """Each qualifier's total at the cut, carried over: the stage adds its rounds to it."""
    RESET = "reset"
    """Nothing: the stage's standings count its own rounds only."""


@dataclass(frozen=True, slots=True)
class Stage:
    """A stage after a cut (:mod:`~tablekeeper.events.stages`): from ``first_round`` on only ``qualified`` play.
    The rounds before the first cut are stage 1, which has no value of its own."""

    number: int
    """2, 3, ...: stage 1 is the event before its first cut."""
    first_round: int
    """The first round of the stage: the round after the last one seated when the cut was made."""
    qualified: tuple[int, ...]
    """The entrants who went through, by number, in their places at the cut (first first): the top N."""
    scores: StageScores = StageScores.CARRY


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


MAX_POINTS = 10_000_000
"""More table points than any penalty, fixed score or final score of a table comes near (a column holds them)."""


@dataclass(frozen=True, slots=True)
class SitOutScore:
    """What a round sat out counts, as a change gives it: a setting whose "nothing counted" is a value (None), told
    apart from "not changed" by being wrapped."""

    points: int | None
    """Table points (None: nothing, the round is not counted)."""


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
    sit_out_score: int | None = None
    """The table points a round sat out counts for the entrant who sat it out (None: nothing, the round is not
    counted)."""
    stages: tuple[Stage, ...] = ()
    """The cuts made, in order: the stages after stage 1."""
