"""The team standings: each team's total of its members' totals (their sum, or its average over the team's members,
as the event says: :class:`~tablekeeper.events.model.TeamScore`), by round and in total, ranked.

Worked out from the entrants' standings (:mod:`tablekeeper.events.standings`), so that a team's total is always
its members' as the standings show them, penalties in. A round's figure is the sum (or that sum over the team's
members) of the members' scores in it; None where no member has one. Equal totals share a place (1, 1, 3), listed
by the team's name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tablekeeper.events.model import EventRecord, TeamScore
from tablekeeper.events.standings import StandingRow
from tablekeeper.events.teams import team_map


@dataclass(frozen=True, slots=True)
class TeamStanding:
    """One team's line."""

    team: str
    place: int
    members: tuple[str, ...]
    """Its members' names, as the standings rank them."""
    total: Fraction
    rounds: tuple[Fraction | None, ...]
    """Its figure in each round 1..R (None: no member has a score in it)."""


def team_standings(record: EventRecord, rows: Sequence[StandingRow]) -> tuple[TeamStanding, ...]:
    """The teams of ``record``, best first, over its entrants' standings ``rows``; none when no one plays for a
    team."""
    teams = team_map(record)
    members: dict[str, list[StandingRow]] = {}
    for row in rows:
        if row.entrant in teams:
            members.setdefault(teams[row.entrant], []).append(row)
    rounds = max((len(r.rounds) for r in rows), default=0)
    lines: list[tuple[str, tuple[str, ...], Fraction, tuple[Fraction | None, ...]]] = []
    for team, rows_of in members.items():
        divisor = len(rows_of) if record.team_score is TeamScore.AVERAGE else 1
        by_round: list[Fraction | None] = []
        for index in range(rounds):
            scores = [r.rounds[index] for r in rows_of if index < len(r.rounds) and r.rounds[index] is not None]
            by_round.append(sum((s for s in scores if s is not None), Fraction(0)) / divisor if scores else None)
        total = sum((r.total for r in rows_of), Fraction(0)) / divisor
        lines.append((team, tuple(r.name for r in rows_of), total, tuple(by_round)))
    out: list[TeamStanding] = []
    for index, (team, names, total, figures) in enumerate(sorted(lines, key=lambda line: (-line[2], line[0]))):
        place = out[-1].place if out and out[-1].total == total else index + 1
        out.append(TeamStanding(team, place, names, total, figures))
    return tuple(out)
