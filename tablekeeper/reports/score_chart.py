"""The score chart painted: each player's points after every hand of a game, one line a seat, on any painter.

Drawn with QPainter rather than QtCharts: QtCharts lives in PySide6-Addons, which tablekeeper does not depend on
(only PySide6-Essentials is installed, and Addons weighs several hundred megabytes more); and the same
:func:`paint_chart` draws on any painter, the window's (:class:`tablekeeper.ui.score_chart.ScoreChart`) as well
as a QPdfWriter's, so the printed sheet gets the very chart of the window, in vectors. QtGui only: the command
line paints it with no widget. The figures come from :func:`tablekeeper.chart.score_series`.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tablekeeper.chart import COLOURS, ScoreSeries, axis_ticks, score_series
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.words import number

SEAT_COLOURS = tuple(QColor(colour) for colour in COLOURS)
"""The chart model's colour of each seat (0..3), as Qt paints it."""
GRID = QColor("#d8d8d8")
AXIS = QColor("#404040")
MARK = QColor(255, 200, 0, 70)
"""The shade over the hand a review shows: light, so that the lines stay readable through it."""


def paint_chart(painter: QPainter, rect: QRectF, view: GameSnapshot, mark: int | None = None) -> None:
    """Draw ``view``'s score chart inside ``rect`` on any painter: a legend of the players, a line a seat, round
    ticks on the points axis, a zero line, the hands named under the axis (every few when they are crowded).
    ``mark``, the index of a hand (0 for the first), shades that hand's stretch: from the points before it to
    the points after it (the hand a review shows)."""
    series = score_series(view)
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        line = metrics.height()
        gap = line * 0.5
        # Under the legend, half a line for the highest tick's label (centred on its line).
        plot_top = rect.top() + _legend(painter, rect, view.players) + gap + line / 2
        ticks = axis_ticks(min(0, *_all(series)), max(0, *_all(series)))
        left = rect.left() + max(metrics.horizontalAdvance(number(tick)) for tick in ticks) + gap
        # Room on the right for half the last hand's name, written centred under its point.
        right = rect.right() - max(gap, metrics.horizontalAdvance(series.labels[-1]) / 2 + 2)
        # Below the plot, half a line for the lowest tick's label (centred on its line), then the hands' names.
        plot = QRectF(QPointF(left, plot_top), QPointF(right, rect.bottom() - line * 1.5 - gap))
        if plot.width() <= 0 or plot.height() <= 0:
            return  # too small to show anything readable
        low, high = ticks[0], ticks[-1]

        def y(points: int) -> float:
            return plot.bottom() - (points - low) / (high - low) * plot.height()

        def x(index: int) -> float:
            count = len(series.points)
            return plot.center().x() if count == 1 else plot.left() + index * plot.width() / (count - 1)

        for tick in ticks:
            painter.setPen(QPen(AXIS if tick == 0 else GRID, 1.5 if tick == 0 else 1))
            painter.drawLine(QPointF(plot.left(), y(tick)), QPointF(plot.right(), y(tick)))
            painter.setPen(AXIS)
            text = number(tick)
            painter.drawText(
                QRectF(rect.left(), y(tick) - line / 2, left - rect.left() - gap / 2, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                text,
            )
        if mark is not None and 0 <= mark < len(series.points) - 1:
            painter.fillRect(QRectF(QPointF(x(mark), plot.top()), QPointF(x(mark + 1), plot.bottom())), MARK)
        _hand_labels(painter, series, plot, x)
        for seat in range(4):
            pen = QPen(SEAT_COLOURS[seat], 2)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            corners = [QPointF(x(i), y(points)) for i, points in enumerate(series.seat(seat))]
            painter.drawPolyline(corners)
            painter.setBrush(SEAT_COLOURS[seat])
            for corner in corners:
                painter.drawEllipse(corner, 2.5, 2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
    finally:
        painter.restore()


def _all(series: ScoreSeries) -> list[int]:
    return [points for scores in series.points for points in scores]


def _legend(painter: QPainter, rect: QRectF, names: tuple[str, str, str, str]) -> float:
    """The players' names, each after a square of its seat's colour, in a row at the top; its height."""
    metrics = painter.fontMetrics()
    line = metrics.height()
    left = rect.left() + line
    for seat, name in enumerate(names):
        painter.fillRect(QRectF(left, rect.top() + line * 0.2, line * 0.6, line * 0.6), SEAT_COLOURS[seat])
        left += line
        painter.setPen(AXIS)
        width = metrics.horizontalAdvance(name)
        painter.drawText(QRectF(left, rect.top(), width + 2, line), int(Qt.AlignmentFlag.AlignVCenter), name)
        left += width + line * 1.5
    return float(line)


def _hand_labels(painter: QPainter, series: ScoreSeries, plot: QRectF, x: Callable[[int], float]) -> None:
    """The labels under the axis, one every so many points so that none overlaps the next."""
    metrics = painter.fontMetrics()
    widest = max(metrics.horizontalAdvance(label) for label in series.labels) + metrics.height() * 0.5
    spacing = plot.width() / max(1, len(series.labels) - 1)
    every = max(1, math.ceil(widest / spacing)) if spacing > 0 else len(series.labels)
    painter.setPen(AXIS)
    for index in range(0, len(series.labels), every):
        centre = x(index)
        painter.drawText(
            QRectF(centre - widest / 2, plot.bottom() + metrics.height() / 2 + 2, widest, metrics.height()),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            series.labels[index],
        )
