"""The arithmetic the whole-event tests judge the service by, written from RULESETS.md and the issue, apart from
tablekeeper's own rules code (tablekeeper.rules.standings, tablekeeper.events) so that a mistake there cannot
hide in the expected figures.

- ``plus_minus``: the +/- score of one game from its four final points, as RULESETS.md's rows say: the deposits
  left on the table go to first place; equal final points share their places and split the uma and oka of those
  places ("split"); score = (points - return) / 1000 + uma (+ oka to first); an end-of-game chombo costs its
  points after the uma.
- ``tenhou_r``: Tenhou's R as the issue states it: start 1500; change = adj x (base + (table average R - own R)
  / 40); base +30/+10/-10/-30 (shared places share their bases); adj = 1 - 0.002 x games played before, 0.2
  from 400 on; the table average is the mean of the four ratings before the game, the player's own included.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import NamedTuple

THOUSAND = 1_000
BASES = (30, 10, -10, -30)


class Scoring(NamedTuple):
    """A rule set's +/- score, copied from RULESETS.md (not from the presets: those are what is judged)."""

    return_points: int
    oka: int
    uma: tuple[int, int, int, int]
    chombo: int
    """The end-of-game chombo penalty (0 where a chombo is paid at the table)."""


MLEAGUE = Scoring(30_000, 20_000, (30_000, 10_000, -10_000, -30_000), 20_000)
"""RULESETS.md, column mleague: start 25,000, return 30,000, oka +20,000, uma +30/+10/-10/-30 k, equal final
points split, chombo -20,000 at the end."""


def shared_places(points: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place, 1 + how many have strictly more (equal points share a place: 1, 2, 2, 4)."""
    return tuple(1 + sum(other > mine for other in points) for mine in points)


def plus_minus(
    points: Sequence[int], rules: Scoring, *, deposits: int = 0, chombos: Sequence[int] = (0, 0, 0, 0)
) -> tuple[Fraction, ...]:
    """Each seat's +/- score in game points, for a rule set whose equal final points share places."""
    place = shared_places(points)
    bonus_by_rank = [Fraction(u, THOUSAND) for u in rules.uma]
    bonus_by_rank[0] += Fraction(rules.oka, THOUSAND)
    scores = []
    for seat, mine in enumerate(points):
        tied = sum(other == mine for other in points)
        first_rank = place[seat] - 1
        bonus = sum(bonus_by_rank[first_rank : first_rank + tied], Fraction(0)) / tied
        # The sticks left on the table go to first place (one first here: the games below have no shared first).
        final = mine + (deposits * THOUSAND if place[seat] == 1 else 0)
        chombo = Fraction(rules.chombo * chombos[seat], THOUSAND)
        scores.append(Fraction(final - rules.return_points, THOUSAND) + bonus - chombo)
    return tuple(scores)


def rating_bases(places: Sequence[int]) -> tuple[Fraction, ...]:
    """Each seat's placement base; a place shared by k players splits the k bases from that place on."""
    bases = []
    for place in places:
        tied = sum(other == place for other in places)
        bases.append(Fraction(sum(BASES[place - 1 : place - 1 + tied]), tied))
    return tuple(bases)


def tenhou_r(games: Iterable[tuple[Sequence[str], Sequence[int]]]) -> dict[str, tuple[float, int]]:
    """name -> (R, games) after the games (names by seat, places by seat), oldest first."""
    rating: dict[str, float] = {}
    played: dict[str, int] = {}
    for names, places in games:
        before = [rating.get(name, 1500.0) for name in names]
        average = sum(before) / 4
        for name, own, base in zip(names, before, rating_bases(places), strict=True):
            games_before = played.get(name, 0)
            adj = 0.2 if games_before >= 400 else 1 - 0.002 * games_before
            rating[name] = own + adj * (float(base) + (average - own) / 40)
            played[name] = games_before + 1
    return {name: (rating[name], played[name]) for name in rating}
