"""The EMA's ranking points of an event (the MERS): each ranked player's base points, and the tournament's weight.

Base points: round(1000 x (N - place) / (N - 1)) for N ranked players (1,000 to the first, 0 to the last), rounded
half up. Players who share a place (under the rule set's shared ties) share the places they cover: each gets the
base points of the average of those places (two tied for 3rd of 16 cover 3rd and 4th: 1000 x (16 - 3.5) / 15 =
833). The EMA's pages say nothing of ties; this is what an average of their points would give them.

Weight: its days (1, 2 or 3), +0.5 for more than 40 players (+1 for more than 80), +0.5 for 6 to 9 countries (+1
for 10 or more), +1 for a championship one qualifies for. The players counted are the ranked players and the
fillers, at most 3 of these (the EMA counts up to three substitutes); the countries are the ranked players'
(those given).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from math import floor

from tablekeeper.events.errors import SettingsRefused
from tablekeeper.events.model import MAX_POINTS, EventRecord, SitOutScore, TeamScore
from tablekeeper.events.sit_outs import checked_sit_out_score
from tablekeeper.events.standings import StandingRow
from tablekeeper.words import QT_TR_NOOP

MOST_DAYS = 3
"""The days the EMA's weight counts at most."""
COUNTED_SUBSTITUTES = 3
"""The substitutes (fillers) the EMA counts among the players at most."""


@dataclass(frozen=True, slots=True)
class EmaWeight:
    """What the tournament's weight counts, and the weight."""

    days: int
    players: int
    countries: int
    championship: bool
    weight: Fraction


def base_points(count: int, place: Fraction | int) -> int:
    """round(1000 x (count - place) / (count - 1)), half up; 1000 for a field of one."""
    if count <= 1:
        return 1000
    return floor(Fraction(1000) * (count - Fraction(place)) / (count - 1) + Fraction(1, 2))


def ema_points(rows: Sequence[StandingRow]) -> dict[int, int]:
    """Each ranked entrant's base points (entrant -> points), tied places averaged."""
    count = len(rows)
    sharing = Counter(r.place for r in rows)
    return {r.entrant: base_points(count, r.place + Fraction(sharing[r.place] - 1, 2)) for r in rows}


def ema_weight(record: EventRecord, rows: Sequence[StandingRow]) -> EmaWeight:
    """The event's weight in the EMA's ranking, its ranked players ``rows`` with every player of the event's
    overall ranking: a stage's standings after a cut rank fewer, but the event is weighed whole."""
    ranked = {r.entrant for r in rows} | {e.number for e in record.entrants if not e.filler}
    fillers = sum(1 for e in record.entrants if e.filler and e.number not in ranked)
    players = len(ranked) + min(fillers, COUNTED_SUBSTITUTES)
    countries = len(
        {e.country.casefold() for e in record.entrants if e.number in ranked and e.country and e.country.strip()}
    )
    weight = Fraction(min(record.days, MOST_DAYS))
    weight += 1 if players > 80 else Fraction(1, 2) if players > 40 else 0
    weight += 1 if countries >= 10 else Fraction(1, 2) if countries >= 6 else 0
    weight += 1 if record.championship else 0
    return EmaWeight(record.days, players, countries, record.championship, weight)


@dataclass(frozen=True, slots=True)
class Settings:
    """An event's settings to change (None: as they are)."""

    team_score: TeamScore | str | None = None
    days: int | None = None
    championship: bool | None = None
    sit_out_score: SitOutScore | None = None
    """What a round sat out counts from now on (its points, or ``SitOutScore(None)``: nothing)."""


def with_settings(record: EventRecord, settings: Settings) -> EventRecord:
    """The event with its settings changed where given: its team score, its days (1 to 3, as the EMA's weight
    counts them), whether it is a championship, what a round sat out counts (in every round sat out, those before
    too: the standings count it as the event says now)."""
    team_score, days, championship = settings.team_score, settings.days, settings.championship
    if team_score is not None:
        if team_score not in {each.value for each in TeamScore}:
            raise SettingsRefused(
                QT_TR_NOOP(
                    "A team's total is the sum or the average of its players', not {score}; nothing was changed."
                ),
                score=str(team_score),
            )
        record = replace(record, team_score=TeamScore(team_score))
    if days is not None:
        if isinstance(days, bool) or not isinstance(days, int) or not 1 <= days <= MOST_DAYS:
            raise SettingsRefused(
                QT_TR_NOOP(
                    "An event is played over 1 to {most} days, as the EMA counts them, not {days}; nothing was changed."
                ),
                most=MOST_DAYS,
                days=days,
            )
        record = replace(record, days=days)
    if championship is not None:
        record = replace(record, championship=bool(championship))
    if settings.sit_out_score is not None:
        record = replace(record, sit_out_score=checked_sit_out_score(settings.sit_out_score.points, MAX_POINTS))
    return record
