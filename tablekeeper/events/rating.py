"""The club's rating: Tenhou's R, over every finished game, oldest first; a rating for each table (three players,
four), as Tenhou keeps one for each: a game of three never moves a rating of four, nor counts among its games.

Everyone starts at R = 1500. After each game every player's R changes by::

    adj x (base + (table average R - own R) / 40)

- ``base`` is +30 for first place, +10 for second, -10 for third, -30 for fourth at a table of four; +30, 0, -30
  at a table of three (tenhou.net/man/#Rating); players who share a place share the bases of the places they take
  (two firsts of four get (30 + 10) / 2 = +20 each);
- ``adj`` = 1 - 0.002 x (games of that table the player played before this one), and 0.2 from 400 games on;
- the table average is the mean of the players' R before the game, the player's own R included.

All the changes of a game are worked out from the ratings before it. Ratings are kept unrounded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from tablekeeper.events.errors import EventError
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.words import QT_TR_NOOP

START = 1500.0
BASES = {4: (30.0, 10.0, -10.0, -30.0), 3: (30.0, 0.0, -30.0)}
"""The placement bases of first to last place, by the table's players."""
SPREAD = 40.0
"""A rating gap of 40 to the table average is worth one point of change (before adj)."""
ADJ_STEP = 0.002
ADJ_FLOOR = 0.2
"""adj stops falling at 400 games (1 - 0.002 x 400)."""


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One finished game as the rating sees it: who sat where and their places (by seat; shared places allowed)."""

    names: tuple[str | None, ...]
    """A name a seat (three or four); None for a seat that no one the club knows sat in (an event's filler):
    counted at 1500 in the table average, and rated never (every event's "Substitute 1" is nobody)."""
    places: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.places) != len(self.names) or sorted(self.places) != _placed_as(self.places):
            raise EventError(
                QT_TR_NOOP("The places {places} are not those of a game of {count}."),
                places=", ".join(str(p) for p in self.places),
                count=len(self.names),
            )

    @property
    def players(self) -> int:
        """The table's players: three or four."""
        return len(self.names)

    @property
    def rateable(self) -> bool:
        """Different names: a game where one name sits twice (an import's anonymous "NoName"s) rates nobody,
        since no one can tell whose result is whose."""
        named = [name for name in self.names if name is not None]
        return bool(named) and len(set(named)) == len(named)


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's rating after all their games."""

    name: str
    rating: float
    games: int
    place: int
    """1, 2, ...: equal ratings share a place."""


def _placed_as(places: tuple[int, ...]) -> list[int]:
    """The places a game would give players who tie as these do: (1, 1, 3, 4), (1, 2, 2, 2), (1, 1, 3)..."""
    count = Counter(places)
    out: list[int] = []
    for place in sorted(count):
        out.extend([len(out) + 1] * count[place])
    return out


def base(place: int, places: tuple[int, ...]) -> float:
    """The base of ``place`` in a game placed as ``places`` (one a seat): the mean of the bases of the places it
    shares."""
    sharing = places.count(place)
    return sum(BASES[len(places)][place - 1 : place - 1 + sharing]) / sharing


def adj(games_before: int) -> float:
    """1 - 0.002 per game played before this one, 0.2 at least (from 400 games on)."""
    return max(ADJ_FLOOR, 1 - ADJ_STEP * games_before)


def _steps(games: Iterable[RatedGame], players: int) -> Iterator[tuple[str, float]]:
    """Each rated player's name and new rating after each game of ``games`` (oldest first) at a table of ``players``,
    game by game; a game of another table, or that is not :attr:`~RatedGame.rateable`, is passed over."""
    rating: dict[str, float] = {}
    played: dict[str, int] = {}
    for game in games:
        if game.players != players or not game.rateable:
            continue
        before = [START if name is None else rating.get(name, START) for name in game.names]
        average = sum(before) / players
        for seat, name in enumerate(game.names):
            if name is None:
                continue
            pull = (average - before[seat]) / SPREAD
            change = adj(played.get(name, 0)) * (base(game.places[seat], game.places) + pull)
            rating[name] = before[seat] + change
            played[name] = played.get(name, 0) + 1
            yield name, rating[name]


def ratings(games: Iterable[RatedGame], players: int = FULL_TABLE) -> tuple[Rating, ...]:
    """Everyone's rating at tables of ``players`` after ``games`` (oldest first), best first; equal ratings share a
    place, by name.

    A game of another table, or that is not :attr:`~RatedGame.rateable`, is passed over."""
    rating: dict[str, float] = {}
    played: Counter[str] = Counter()
    for name, now in _steps(games, players):
        rating[name] = now
        played[name] += 1
    ranked = sorted(rating, key=lambda name: (-rating[name], name))
    out: list[Rating] = []
    for index, name in enumerate(ranked):
        place = out[-1].place if out and out[-1].rating == rating[name] else index + 1
        out.append(Rating(name, rating[name], played[name], place))
    return tuple(out)


def rating_history(games: Iterable[RatedGame], players: int = FULL_TABLE) -> dict[str, tuple[float, ...]]:
    """Each player's rating at tables of ``players`` after each of their games there (oldest first): the line of
    their rating over time, whose last value is :func:`ratings`' figure."""
    history: dict[str, list[float]] = {}
    for name, now in _steps(games, players):
        history.setdefault(name, []).append(now)
    return {name: tuple(values) for name, values in history.items()}
