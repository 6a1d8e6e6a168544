"""The charts' figures: each seat's points at the start and after every hand of a game, the axis labels, and round
ticks for the points axis; and the charts of a player's pages (a game's points, the season's +/- score, the rating
over time, the places), each one model that every painter draws. Pure (no Qt): the window's chart and the PDF sheet
draw from the same series, the site's SVG from the same models.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tablekeeper.present import deal_repeats, game_end_label, game_start_label, hand_label, place_name
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.words import decimal, number, tr


@dataclass(frozen=True, slots=True)
class ScoreSeries:
    """The points of the four seats at each point of the game's axis, first the start."""

    labels: tuple[str, ...]
    """One a point: 'Start', then each hand as it is named ('E1', 'E1-1', 'S3-2', 'E4 (2)' after a chombo), maybe
    'End' last."""
    points: tuple[tuple[int, ...], ...]
    """One a point, the four seats' points there."""

    def seat(self, seat: int) -> tuple[int, ...]:
        """One seat's points along the axis."""
        return tuple(scores[seat] for scores in self.points)


def score_series(view: GameSnapshot) -> ScoreSeries:
    """Each seat's points at the start of the game and after each of its hands, with the axis labels.

    A game ended early ends on its final state: sticks of a hand abandoned there went back to their declarers,
    which no hand shows, so that state is one more point ('End') when it differs from the last hand's.
    """
    start = view.hands[0].before.scores if view.hands else view.state.scores
    labels = [game_start_label()]
    points = [start]
    repeats = deal_repeats(hand.before for hand in view.hands)  # a deal played again is 'E4 (2)', as in the list
    for hand, repeat in zip(view.hands, repeats, strict=True):
        labels.append(hand_label(hand.before, repeat))
        points.append(hand.after.scores)
    if view.finished and view.state.scores != points[-1]:
        labels.append(game_end_label())
        points.append(view.state.scores)
    return ScoreSeries(tuple(labels), tuple(points))


def axis_ticks(low: int, high: int, count: int = 6) -> tuple[int, ...]:
    """Round values for an axis from ``low`` to ``high`` (at most about ``count`` of them), a step of 1, 2 or 5
    times a power of ten, the first at or below ``low`` and the last at or above ``high``.

    >>> axis_ticks(0, 40_000)
    (0, 10000, 20000, 30000, 40000)
    >>> axis_ticks(-3_000, 48_000)
    (-20000, 0, 20000, 40000, 60000)
    """
    if high < low:
        low, high = high, low
    if high == low:
        high = low + 1
    rough = (high - low) / max(1, count - 1)
    power = 10 ** math.floor(math.log10(rough))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= rough)
    step = max(1, int(step))
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return tuple(range(first, last + step, step))


# --- the charts of the players' pages: one model, drawn by each painter (the window's, the sheet's, the site's SVG) ---


COLOURS = ("#1f6fb4", "#e07b10", "#2a9d3a", "#c8283a")
"""One colour a seat (0..3), told apart also by those who confuse red and green: blue and orange come first. Every
painter draws with these."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a chart: whose it is, and its value at each point of the axis (None where it has none)."""

    name: str
    values: tuple[float | None, ...]
    colour: int = 0
    """Its colour among the painter's four (a seat's, or the first for a chart of one player)."""


@dataclass(frozen=True, slots=True)
class LineChart:
    """Lines over an axis of named points: a game's points hand by hand, a player's season, a rating over time."""

    title: str
    """What the chart shows, in a sentence's words: its heading, and the start of its description."""
    labels: tuple[str, ...]
    """One a point of the axis."""
    lines: tuple[Line, ...]
    ticks: tuple[float, ...]
    """Round values of the value axis, low to high, covering every value (and zero, where the values cross it)."""
    decimals: int = 0
    """Digits after the point of the values as shown: 0 for points, 1 for +/- scores and ratings."""

    def description(self) -> str:
        """The chart said in words, for who cannot see it (an image's alternative text): each line's first and
        last value, its lowest and its highest."""
        parts = [self.title + "."]
        for line in self.lines:
            known = [v for v in line.values if v is not None]
            if not known:
                continue
            parts.append(
                tr("{name}: from {first} to {last} (lowest {low}, highest {high}).").format(
                    name=line.name,
                    first=self.shown(known[0]),
                    last=self.shown(known[-1]),
                    low=self.shown(min(known)),
                    high=self.shown(max(known)),
                )
            )
        return " ".join(parts)

    def shown(self, value: float) -> str:
        """``value`` as the chart's axis writes it."""
        return shown_value(value, self.decimals)


@dataclass(frozen=True, slots=True)
class BarChart:
    """A bar a label: how often a player finished first, second, third and fourth."""

    title: str
    labels: tuple[str, ...]
    values: tuple[int, ...]
    ticks: tuple[float, ...]

    def description(self) -> str:
        counts = ", ".join(f"{label}: {value}" for label, value in zip(self.labels, self.values, strict=True))
        return f"{self.title}. {counts}."


def shown_value(value: float, decimals: int) -> str:
    """A chart's value as its axis writes it: points with their thousands separated, a score with its sign and one
    decimal."""
    if decimals == 0:
        return number(round(value))
    text = f"{value:+.{decimals}f}"
    return decimal("0." + "0" * decimals if float(text) == 0 else text)


def value_ticks(values: Iterable[float], decimals: int, *, with_zero: bool = True) -> tuple[float, ...]:
    """Round ticks for ``values`` (and zero, unless ``with_zero`` is False), on a scale of ``decimals`` digits."""
    scale = 10**decimals
    known = [round(v * scale) for v in values]
    if with_zero:
        known.append(0)
    if not known:
        known = [0]
    return tuple(t / scale for t in axis_ticks(min(known), max(known)))


def game_chart(view: GameSnapshot) -> LineChart:
    """A game's points through its hands, one line a seat."""
    series = score_series(view)
    lines = tuple(
        Line(name, tuple(float(p) for p in series.seat(seat)), seat) for seat, name in enumerate(view.players)
    )
    everything = [p for scores in series.points for p in scores]
    ticks = tuple(float(t) for t in axis_ticks(min(0, *everything), max(0, *everything)))
    return LineChart(tr("Points through the game"), series.labels, lines, ticks)


def season_chart(name: str, labels: Sequence[str], scores: Sequence[float]) -> LineChart:
    """A player's +/- total after each of their games (``labels``: the games' dates), from 0 before the first."""
    total = 0.0
    running = [0.0]
    for score in scores:
        total += score
        running.append(round(total, 1))
    line = Line(name, tuple(running))
    return LineChart(tr("+/- score over the season"), (tr("Start"), *labels), (line,), value_ticks(running, 1), 1)


def rating_chart(name: str, labels: Sequence[str], ratings: Sequence[float]) -> LineChart:
    """A player's rating after each of their games, from the 1,500 everyone starts at."""
    values = (1500.0, *ratings)
    ticks = value_ticks(values, 0, with_zero=False)
    return LineChart(tr("Rating over time"), (tr("Start"), *labels), (Line(name, values),), ticks)


def places_chart(places: Sequence[int]) -> BarChart:
    """How many games a player finished first, second, third and fourth."""
    labels = tuple(place_name(place) for place in range(1, len(places) + 1))
    ticks = tuple(float(t) for t in axis_ticks(0, max(1, *places)))
    return BarChart(tr("Places"), labels, tuple(places), ticks)
