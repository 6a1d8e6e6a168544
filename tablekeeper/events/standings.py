"""An event's standings: each table's result, then every entrant's total over the rounds, by round and in total.

A table's result is a stored game's final standings or a paper result's (:func:`table_result`), both as
:func:`tablekeeper.rules.standings.standings` gives them: uma, oka, leftover deposits and end-of-game chombo
penalties are the rule set's, worked out in that one place. :func:`event_standings` adds them up per entrant, with
the event's substitute rule and its penalties, and places the entrants.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

from tablekeeper.events.errors import EventError, ResultRefused
from tablekeeper.events.model import EventRecord, PaperResult, Penalty, SubstituteRule, TableSeating
from tablekeeper.rules.game import GameState
from tablekeeper.rules.ruleset import RuleSet, TieBreak
from tablekeeper.rules.standings import THOUSAND, Standing, standings
from tablekeeper.words import QT_TR_NOOP, Points


class StandingRow(Protocol):
    """One entrant's line of the event standings (:class:`tablekeeper.events.standings.EventStanding`)."""

    @property
    def entrant(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def place(self) -> int: ...
    @property
    def games(self) -> int: ...
    @property
    def score(self) -> Fraction: ...
    @property
    def penalties(self) -> Fraction: ...
    @property
    def total(self) -> Fraction: ...
    @property
    def rounds(self) -> tuple[Fraction | None, ...]: ...
    @property
    def sat_out(self) -> tuple[int, ...]: ...
    @property
    def carried(self) -> Fraction: ...


@dataclass(frozen=True, slots=True)
class TableResult:
    """One table of one round, finished (a stored game's end, or a paper result)."""

    round: int
    table: int
    seats: tuple[int, ...]
    """The entrants' numbers in wind order (the entrant replaced, where a substitute played)."""
    standings: tuple[Standing, ...]
    """First to last; each standing's ``seat`` is an index into :attr:`seats`."""
    paper: bool = False


@dataclass(frozen=True, slots=True)
class EventStanding:
    """One entrant's line in the event standings."""

    entrant: int
    name: str
    place: int
    games: int
    """Games counted for them (a game a substitute played for them counts)."""
    score: Fraction
    """The sum of the +/- scores of their games, the substitute rule applied."""
    penalties: Fraction
    """The sum of their penalties, in game points (negative for a penalty)."""
    total: Fraction
    """``score + penalties``."""
    rounds: tuple[Fraction | None, ...]
    """Their score in each round 1..R (None: not played, or the table not finished; a round sat out has the
    event's sit-out score, or None when it counts nothing)."""
    sat_out: tuple[int, ...] = ()
    """The rounds they sat out (:mod:`~tablekeeper.events.sit_outs`)."""
    carried: Fraction = Fraction(0)
    """What a stage after a cut carried over from the stage before (:mod:`~tablekeeper.events.stages`); in
    :attr:`total`."""


def _seating(record: EventRecord, round_number: int, table: int) -> TableSeating:
    for seated in record.rounds:
        if seated.round == round_number:
            for candidate in seated.tables:
                if candidate.table == table:
                    return candidate
    raise ResultRefused(
        QT_TR_NOOP("Round {round} has no table {table} seated, so it can have no result; nothing was entered."),
        round=round_number,
        table=table,
    )


def paper_sum(rules: RuleSet, points: Sequence[int], deposits: int) -> tuple[int, int]:
    """What a table's final points and the riichi sticks left on it add up to, and what they must add up to (the
    players times the start points: 100,000 with four players at 25,000, 105,000 with three at 35,000)."""
    return sum(points) + deposits * rules.riichi_deposit, rules.players * rules.start_points


def _check_paper(record: EventRecord, paper: PaperResult, seats: int) -> None:
    for values in (paper.points, paper.chombos or paper.points):
        if len(values) != seats:
            raise ResultRefused(
                QT_TR_NOOP(
                    "Round {round}, table {table} seats {size} players: it needs {size} final points and as many "
                    "chombo counts, one a seat, not {count}; nothing was entered."
                ),
                round=paper.round,
                table=paper.table,
                size=seats,
                count=len(values),
            )
    if paper.deposits < 0:
        raise ResultRefused(
            QT_TR_NOOP("A table cannot end with {count} riichi sticks on it; nothing was entered."),
            count=paper.deposits,
        )
    if any(count < 0 for count in paper.chombos):
        raise ResultRefused(QT_TR_NOOP("A player cannot have fewer than no chombo; nothing was entered."))
    rules = record.rules
    found, expected = paper_sum(rules, paper.points, paper.deposits)
    if found != expected:
        raise ResultRefused(
            QT_TR_NOOP(
                "The points of round {round}, table {table}, with the riichi sticks left on the table, add up to "
                "{found}, not {expected} ({size} x {start}); nothing was entered."
            ),
            round=paper.round,
            table=paper.table,
            found=Points(found),
            expected=Points(expected),
            size=rules.players,
            start=Points(rules.start_points),
        )


def table_result(record: EventRecord, paper: PaperResult) -> TableResult:
    """A paper result's standings, as the rule set makes them from its final points.

    The points are the scores at the end, before the sticks left on the table are handed out; each stick is worth
    the rule set's riichi deposit. Refused (:class:`ResultRefused`) when the table was never seated, when it gives
    other than one value a seat, when the points and the sticks do not add up to the players times the start
    points, or for a negative count."""
    seating = _seating(record, paper.round, paper.table)
    _check_paper(record, paper, len(seating.seats))
    state = GameState(
        scores=paper.points,
        deposits=paper.deposits * record.rules.riichi_deposit,
        chombos=paper.chombos,
        finished=True,
    )
    return TableResult(paper.round, paper.table, seating.seats, standings(state, record.rules), paper=True)


@dataclass(slots=True)
class _Tally:
    """One entrant's games as they are added up."""

    games: list[Fraction] = field(default_factory=list)
    rounds: dict[int, Fraction] = field(default_factory=dict)
    penalties: Fraction = Fraction(0)
    sat_out: list[int] = field(default_factory=list)
    sit_outs: Fraction = Fraction(0)

    def add(self, round_number: int, score: Fraction) -> None:
        self.games.append(score)
        self.rounds[round_number] = self.rounds.get(round_number, Fraction(0)) + score


def _counted_scores(record: EventRecord, result: TableResult) -> list[tuple[int, Fraction]]:
    """Each entrant of the table and the score their game counts for, the substitute rule applied."""
    replaced = {s.entrant for s in record.substitutions if s.round == result.round}
    fixed = Fraction(record.substitute_score, THOUSAND)
    out = []
    for standing in result.standings:
        entrant = result.seats[standing.seat]
        if entrant in replaced and record.substitute_rule is SubstituteRule.FIXED:
            out.append((entrant, fixed))
        else:
            out.append((entrant, standing.score))
    return out


def _tallies(record: EventRecord, results: Sequence[TableResult], through_round: int | None) -> dict[int, _Tally]:
    tallies = {entrant.number: _Tally() for entrant in record.entrants}
    seen: set[tuple[int, int]] = set()
    for result in results:
        if through_round is not None and result.round > through_round:
            continue
        if (result.round, result.table) in seen:
            raise ResultRefused(
                QT_TR_NOOP("Round {round}, table {table} has two results; only one can count."),
                round=result.round,
                table=result.table,
            )
        seen.add((result.round, result.table))
        for entrant, score in _counted_scores(record, result):
            if entrant not in tallies:
                raise ResultRefused(
                    QT_TR_NOOP("Round {round}, table {table} names entrant {entrant}, who is not registered."),
                    round=result.round,
                    table=result.table,
                    entrant=entrant,
                )
            tallies[entrant].add(result.round, score)
    for penalty in record.penalties:
        if penalty.entrant not in tallies:
            raise EventError(
                QT_TR_NOOP("Penalty {number} is for entrant {entrant}, who is not registered."),
                number=penalty.number,
                entrant=penalty.entrant,
            )
        if _counts(penalty, through_round):
            tallies[penalty.entrant].penalties += Fraction(penalty.points, THOUSAND)
    for seating in record.rounds:
        for entrant in seating.sitting_out if through_round is None or seating.round <= through_round else ():
            tally = tallies[entrant]
            tally.sat_out.append(seating.round)
            if record.sit_out_score is not None:
                tally.sit_outs += Fraction(record.sit_out_score, THOUSAND)
                tally.rounds[seating.round] = Fraction(record.sit_out_score, THOUSAND)
    return tallies


def _counts(penalty: Penalty, through_round: int | None) -> bool:
    return penalty.round is None or through_round is None or penalty.round <= through_round


def counted_penalties(record: EventRecord, through_round: int | None = None) -> tuple[Penalty, ...]:
    """The penalties the standings through ``through_round`` (None: every round) count, in the order given: those
    of a later round wait for it; those of no round count from the start."""
    return tuple(penalty for penalty in record.penalties if _counts(penalty, through_round))


def _last_round(record: EventRecord, results: Sequence[TableResult], through_round: int | None) -> int:
    if through_round is not None:
        return through_round
    return max([r.round for r in record.rounds] + [r.round for r in results], default=0)


def event_standings(
    record: EventRecord,
    results: Sequence[TableResult],
    *,
    through_round: int | None = None,
    carried: Mapping[int, Fraction] | None = None,
    seeds: Mapping[int, int] | None = None,
) -> tuple[EventStanding, ...]:
    """The entrants, best first, over the results of rounds 1..``through_round`` (all of them when None).

    Fillers are never ranked; an absent entrant is ranked with what they played. A substitution under
    :attr:`SubstituteRule.FIXED` gives the entrant replaced the event's fixed score for that game (a game played);
    under :attr:`SubstituteRule.PLAYER` the game's score is theirs. A penalty given in a round counts from that
    round on, one without a round always.

    Ties: under the rule set's :attr:`TieBreak.SHARE`, equal totals share the place (1, 1, 3), listed by entrant
    number; otherwise the higher score before penalties goes first, then the better single game, then the lower
    entrant number. A round sat out counts the event's sit-out score (not a game; nothing when it has none).

    ``carried``: what each entrant brings from a stage before (in the total, and with the score in the tie-break);
    ``seeds``: each entrant's place at a cut, in the place of their number wherever the number would order them."""
    tallies = _tallies(record, results, through_round)
    last = _last_round(record, results, through_round)
    lines = []
    for entrant in record.entrants:
        if entrant.filler:
            continue
        tally = tallies[entrant.number]
        score = sum(tally.games, tally.sit_outs)
        brought = Fraction(0) if carried is None else carried.get(entrant.number, Fraction(0))
        lines.append(
            (
                EventStanding(
                    entrant=entrant.number,
                    name=entrant.name,
                    place=0,
                    games=len(tally.games),
                    score=score,
                    penalties=tally.penalties,
                    total=brought + score + tally.penalties,
                    rounds=tuple(tally.rounds.get(r) for r in range(1, last + 1)),
                    sat_out=tuple(tally.sat_out),
                    carried=brought,
                ),
                max(tally.games, default=None),
            )
        )
    return _placed(lines, record.rules.tie_break is TieBreak.SHARE, seeds or {})


def _placed(
    lines: list[tuple[EventStanding, Fraction | None]], share: bool, seeds: Mapping[int, int]
) -> tuple[EventStanding, ...]:
    def key(line: tuple[EventStanding, Fraction | None]) -> tuple[Fraction, Fraction, bool, Fraction, int]:
        standing, best = line
        last = seeds.get(standing.entrant, standing.entrant)
        if share:
            return (-standing.total, Fraction(0), False, Fraction(0), last)
        # Who played no game has no best game: below anyone who played one.
        return (-standing.total, -standing.carried - standing.score, best is None, -(best or Fraction(0)), last)

    out: list[EventStanding] = []
    for index, (standing, _) in enumerate(sorted(lines, key=key)):
        place = index + 1
        if share and out and out[-1].total == standing.total:
            place = out[-1].place
        out.append(dataclasses.replace(standing, place=place))
    return tuple(out)
