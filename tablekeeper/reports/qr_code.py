"""A QR code painted from segno's matrix (black modules on white, a quiet zone of four modules): the table cards
print it, and the window's dialog of the phones shows it. QtGui only, so that the window may import it at the head
of a dialog without the printed sheets' writers."""

from __future__ import annotations

import segno
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter

QUIET_ZONE = 4
"""The white border a reader needs around the code, in modules (the standard's four)."""


def qr_modules(text: str) -> list[tuple[bool, ...]]:
    """The code of ``text`` (error correction M), its quiet zone included: rows of modules, True for black."""
    code = segno.make(text, error="m")
    return [tuple(bool(module) for module in row) for row in code.matrix_iter(scale=1, border=QUIET_ZONE)]


def paint_qr(painter: QPainter, rect: QRectF, text: str) -> None:
    """The code of ``text`` in the largest square that fits ``rect``, centred: white, then its black modules."""
    rows = qr_modules(text)
    side = min(rect.width(), rect.height())
    size = side / len(rows)
    left = rect.left() + (rect.width() - side) / 2
    top = rect.top() + (rect.height() - side) / 2
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillRect(QRectF(left, top, side, side), QColor("white"))
    black = QColor("black")
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):  # a run of black modules as one rectangle: no hairline seams between them
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            painter.fillRect(QRectF(left + start * size, top + y * size, (x - start) * size, size), black)
    painter.restore()
