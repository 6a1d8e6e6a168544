"""The score chart's figures: each seat's points at the start and after every hand of a game, the axis labels,
and round ticks for the points axis. Pure (no Qt): the window's chart and the PDF sheet draw from the same series.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tablekeeper.present import deal_repeats, game_end_label, game_start_label, hand_label
from tablekeeper.snapshots import GameSnapshot


@dataclass(frozen=True, slots=True)
class ScoreSeries:
    """The points of the four seats at each point of the game's axis, first the start."""

    labels: tuple[str, ...]
    """One a point: 'Start', then each hand as it is named ('E1', 'E1-1', 'S3-2', 'E4 (2)' after a chombo), maybe
    'End' last."""
    points: tuple[tuple[int, int, int, int], ...]
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
