"""The hall at 1920x1080 in English and French: "Provisional: a table is still playing" whole beside the
standings' heading (right-aligned in half the width, a longer line lost its first letter)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFontMetrics

from tablekeeper.ui.hall import HallWindow
from tests.ui.test_hall import hall, tables  # noqa: F401  (the fixtures: a club night of two tables, its hall)


def test_the_provisional_line_is_read_whole(qtbot, hall: HallWindow, language) -> None:  # noqa: F811
    hall.refresh()
    for label in (hall.provisional, hall.standings_heading):
        text = label.text()
        assert text and label.isVisible()
        width = QFontMetrics(label.font()).horizontalAdvance(text)
        assert label.width() >= width, (text, label.width(), width)
        shown = QRect(label.mapTo(hall, QPoint(0, 0)), label.size())
        assert hall.rect().contains(shown), (text, shown)
