"""The charts of :mod:`tablekeeper.chart` painted with QPainter: a game's score chart (each player's points after
every hand, one line a seat) and any other line chart of the model, on any painter.

Drawn with QPainter rather than QtCharts: QtCharts lives in PySide6-Addons, which tablekeeper does not depend on
(only PySide6-Essentials is installed, and Addons weighs several hundred megabytes more); and the same
:func:`paint_chart` draws on any painter, the window's (:class:`tablekeeper.ui.score_chart.ScoreChart`) as well
as a QPdfWriter's, so the printed sheet gets the very chart of the window, in vectors. QtGui only: the command
line paints it with no widget. The figures come from :func:`tablekeeper.chart.game_chart`; the site's SVG painter
(:mod:`tablekeeper.reports.svg_chart`) draws the same model.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from tablekeeper.chart import COLOURS, BarChart, LineChart

SEAT_COLOURS = tuple(QColor(colour) for colour in COLOURS)
"""The chart model's colour of each seat (0..3), as Qt paints it."""
GRID = QColor("#d8d8d8")
AXIS = QColor("#404040")
MARK = QColor(255, 200, 0, 70)
"""The shade over the hand a review shows: light, so that the lines stay readable through it."""


def paint_chart(painter: QPainter, rect: QRectF, chart: LineChart, mark: int | None = None) -> None:
    """Draw ``chart`` (a game's :func:`~tablekeeper.chart.game_chart`, or any line chart of the model) inside
    ``rect`` on any painter: a legend of the lines, a line a player, round ticks on the value axis, a zero line, the
    points of the axis named under it (every few when they are crowded). ``mark``, the index of a point (0 for the
    first hand), shades the stretch from the point before it to the point after it (the hand a review shows)."""
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        line = metrics.height()
        gap = line * 0.5
        # Under the legend, half a line for the highest tick's label (centred on its line).
        plot_top = rect.top() + _legend(painter, rect, [each.name for each in chart.lines]) + gap + line / 2
        ticks = chart.ticks
        left = rect.left() + max(metrics.horizontalAdvance(chart.shown(tick)) for tick in ticks) + gap
        # Room on the right for half the last point's name, written centred under it.
        right = rect.right() - max(gap, metrics.horizontalAdvance(chart.labels[-1]) / 2 + 2)
        # Below the plot, half a line for the lowest tick's label (centred on its line), then the points' names.
        plot = QRectF(QPointF(left, plot_top), QPointF(right, rect.bottom() - line * 1.5 - gap))
        if plot.width() <= 0 or plot.height() <= 0:
            return  # too small to show anything readable
        low, high = ticks[0], ticks[-1]
        span = (high - low) or 1.0
        count = len(chart.labels)

        def y(value: float) -> float:
            return plot.bottom() - (value - low) / span * plot.height()

        def x(index: int) -> float:
            return plot.center().x() if count == 1 else plot.left() + index * plot.width() / (count - 1)

        # A label every so many ticks, so that none overlaps the next on a small chart (a player's page).
        every = max(1, math.ceil(line / (plot.height() / max(1, len(ticks) - 1))))
        for index, tick in enumerate(ticks):
            painter.setPen(QPen(AXIS if tick == 0 else GRID, 1.5 if tick == 0 else 1))
            painter.drawLine(QPointF(plot.left(), y(tick)), QPointF(plot.right(), y(tick)))
            if index % every:
                continue
            painter.setPen(AXIS)
            painter.drawText(
                QRectF(rect.left(), y(tick) - line / 2, left - rect.left() - gap / 2, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                chart.shown(tick),
            )
        if mark is not None and 0 <= mark < count - 1:
            painter.fillRect(QRectF(QPointF(x(mark), plot.top()), QPointF(x(mark + 1), plot.bottom())), MARK)
        _point_labels(painter, chart.labels, plot, x)
        for each in chart.lines:
            colour = SEAT_COLOURS[each.colour % len(SEAT_COLOURS)]
            pen = QPen(colour, 2)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            corners = [QPointF(x(i), y(value)) for i, value in enumerate(each.values) if value is not None]
            painter.drawPolyline(corners)
            painter.setBrush(colour)
            for corner in corners:
                painter.drawEllipse(corner, 2.5, 2.5)
            painter.setBrush(Qt.BrushStyle.NoBrush)
    finally:
        painter.restore()


def _legend(painter: QPainter, rect: QRectF, names: list[str]) -> float:
    """The lines' names, each after a square of its colour, in a row at the top; its height."""
    metrics = painter.fontMetrics()
    line = metrics.height()
    left = rect.left() + line
    for index, name in enumerate(names):
        painter.fillRect(QRectF(left, rect.top() + line * 0.2, line * 0.6, line * 0.6), SEAT_COLOURS[index % 4])
        left += line
        painter.setPen(AXIS)
        width = metrics.horizontalAdvance(name)
        painter.drawText(QRectF(left, rect.top(), width + 2, line), int(Qt.AlignmentFlag.AlignVCenter), name)
        left += width + line * 1.5
    return float(line)


def _point_labels(painter: QPainter, labels: tuple[str, ...], plot: QRectF, x: Callable[[int], float]) -> None:
    """The labels under the axis, one every so many points so that none overlaps the next."""
    metrics = painter.fontMetrics()
    widest = max(metrics.horizontalAdvance(label) for label in labels) + metrics.height() * 0.5
    spacing = plot.width() / max(1, len(labels) - 1)
    every = max(1, math.ceil(widest / spacing)) if spacing > 0 else len(labels)
    painter.setPen(AXIS)
    for index in range(0, len(labels), every):
        centre = x(index)
        painter.drawText(
            QRectF(centre - widest / 2, plot.bottom() + metrics.height() / 2 + 2, widest, metrics.height()),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            labels[index],
        )


def paint_bar_chart(painter: QPainter, rect: QRectF, chart: BarChart) -> None:
    """Draw ``chart`` (a player's places, :func:`~tablekeeper.chart.places_chart`) inside ``rect`` on any painter: a
    bar a label in the colours of the seats, its count above it, round ticks of the count axis."""
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        metrics = painter.fontMetrics()
        line = metrics.height()
        left = rect.left() + max(metrics.horizontalAdvance(f"{tick:.0f}") for tick in chart.ticks) + line * 0.5
        plot = QRectF(QPointF(left, rect.top() + line * 1.5), QPointF(rect.right(), rect.bottom() - line * 1.5))
        if plot.width() <= 0 or plot.height() <= 0:
            return
        high = chart.ticks[-1] or 1.0

        def y(value: float) -> float:
            return plot.bottom() - value / high * plot.height()

        for tick in chart.ticks:
            painter.setPen(QPen(AXIS if tick == 0 else GRID, 1))
            painter.drawLine(QPointF(plot.left(), y(tick)), QPointF(plot.right(), y(tick)))
            painter.setPen(AXIS)
            painter.drawText(
                QRectF(rect.left(), y(tick) - line / 2, left - rect.left() - line * 0.25, line),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                f"{tick:.0f}",
            )
        slot = plot.width() / max(1, len(chart.values))
        for index, (label, value) in enumerate(zip(chart.labels, chart.values, strict=True)):
            centre = plot.left() + slot * (index + 0.5)
            painter.fillRect(
                QRectF(centre - slot * 0.3, y(value), slot * 0.6, plot.bottom() - y(value)),
                SEAT_COLOURS[index % len(SEAT_COLOURS)],
            )
            painter.setPen(AXIS)
            centred = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter)
            painter.drawText(QRectF(centre - slot / 2, y(value) - line * 1.2, slot, line), centred, str(value))
            painter.drawText(QRectF(centre - slot / 2, plot.bottom() + line * 0.25, slot, line), centred, label)
    finally:
        painter.restore()
