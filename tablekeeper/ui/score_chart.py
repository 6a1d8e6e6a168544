"""The charts' widgets: one game's score chart in the window, painted as on the printed sheet, and a player's places.

The painting itself is :func:`tablekeeper.reports.score_chart.paint_chart` (QtGui only), which the sheets share.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tablekeeper.chart import BarChart, LineChart, ScoreSeries, game_chart, score_series
from tablekeeper.reports.score_chart import paint_bar_chart, paint_chart
from tablekeeper.service import GameSnapshot


class ScoreChart(QWidget):
    """The score chart of one game (nothing before a game is given), redrawn whenever it is given again."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_chart")
        self.view: GameSnapshot | None = None
        self.mark: int | None = None
        """The hand shaded (0 for the first), if any."""
        self.setWindowTitle(self.tr("Score chart"))
        self.setMinimumSize(QSize(320, 200))
        self.setAutoFillBackground(True)

    def sizeHint(self) -> QSize:
        return QSize(720, 420)

    def set_game(self, view: GameSnapshot | None) -> None:
        """Show ``view``'s chart (None: no game, an empty chart)."""
        self.view = view
        self.update()

    def set_mark(self, hand: int | None) -> None:
        """Shade the stretch of hand ``hand`` (0 for the first; None: no shade)."""
        self.mark = hand
        self.update()

    @property
    def series(self) -> ScoreSeries | None:
        """The figures drawn (None without a game)."""
        return None if self.view is None else score_series(self.view)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Score chart"))
            self.update()  # the hands' names and the numbers in the new language
        super().changeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.view is None:
            return
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().base())
        margin = self.fontMetrics().height() * 0.5
        area = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)
        paint_chart(painter, area, game_chart(self.view), self.mark)
        painter.end()


class ModelChart(QWidget):
    """Any chart of the model (a player's +/- over the season, their rating over time, their places), painted as the
    score chart is, by the painter of its kind; its description is said to who cannot see it. Hidden without one."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.chart: LineChart | BarChart | None = None
        self.setMinimumSize(QSize(240, 140))

    def sizeHint(self) -> QSize:
        return QSize(420, 200)

    def set_chart(self, chart: LineChart | BarChart | None) -> None:
        """Show ``chart`` (None: nothing)."""
        self.chart = chart
        self.setAccessibleDescription("" if chart is None else chart.description())
        self.setVisible(chart is not None)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.chart is None:
            return
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.palette().base())
        margin = self.fontMetrics().height() * 0.5
        area = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)
        if isinstance(self.chart, BarChart):
            paint_bar_chart(painter, area, self.chart)
        else:
            paint_chart(painter, area, self.chart)
        painter.end()
