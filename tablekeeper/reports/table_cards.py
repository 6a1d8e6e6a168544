"""The table cards of a round served to the phones: two to an A4 page, each with the event's title, its round and
table in large type, the four players by wind, the QR code a phone scans, and its address in small type beneath.
Drawn as :mod:`tablekeeper.reports.event_sheets` draws its sheets (the same fonts, A4 and vector PDF written through
:func:`tablekeeper.files.write_export`), labels through :func:`tablekeeper.words.tr`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPainter, QPen

from tablekeeper.bidi import name_in_line
from tablekeeper.present import wind_name
from tablekeeper.reports.qr_code import paint_qr
from tablekeeper.reports.sheets import BODY_POINTS, SheetNotWritten, _Page, write_pdf
from tablekeeper.words import QT_TR_NOOP, tr

CARDS_A_PAGE = 2
QR_MM = 75.0
"""The code's side on the card: a phone reads it from across the table."""


@dataclass(frozen=True, slots=True)
class TableCard:
    """A table of the round as its card shows it."""

    title: str
    """The event's title."""
    round: int
    table: int
    players: tuple[str, ...]
    """Who plays there, in wind order (East first)."""
    url: str
    """The address of the table's page: what its code holds."""


def _card(page: _Page, top: float, height: float, card: TableCard) -> None:
    painter = page.painter
    width = page.width
    y = top + page.mm(4)

    def text(line: str, points: float, *, bold: bool = False, gap: float = 2.0) -> None:
        nonlocal y
        painter.setFont(page.font(points, bold=bold))
        bounds = painter.boundingRect(QRectF(0, y, width, height), Qt.AlignmentFlag.AlignHCenter, line)
        painter.drawText(QRectF(0, y, width, bounds.height()), Qt.AlignmentFlag.AlignHCenter, line)
        y += bounds.height() + page.mm(gap)

    painter.setPen(QPen(QColor("black")))
    text(card.title, BODY_POINTS + 4, bold=True)
    text(tr("Round {round}, table {table}").format(round=card.round, table=card.table), 30, bold=True, gap=3)
    for wind, name in enumerate(card.players):
        text(tr("{wind}: {name}").format(wind=wind_name(wind), name=name_in_line(name)), BODY_POINTS + 3, gap=0.5)
    y += page.mm(3)
    side = min(page.mm(QR_MM), top + height - y - page.mm(12))
    paint_qr(painter, QRectF((width - side) / 2, y, side, side), card.url)
    y += side + page.mm(2)
    text(card.url, BODY_POINTS - 2)


def paint_table_cards(device: QPagedPaintDevice, cards: Sequence[TableCard]) -> int:
    """The cards of ``cards``, two to a page, a dashed line to cut between them; the number of pages."""
    painter = QPainter()
    if not painter.begin(device):
        raise SheetNotWritten(QT_TR_NOOP("The sheet cannot be drawn: the file or the printer cannot be opened."))
    try:
        page = _Page(painter, device)
        height = page.height / CARDS_A_PAGE
        if not cards:
            page.line(tr("No table is being played."))
        for index, card in enumerate(cards):
            place = index % CARDS_A_PAGE
            if index and not place:
                page.new_page()
            if place:
                pen = QPen(QColor("gray"))
                pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(0, int(height), int(page.width), int(height))
            _card(page, place * height, height, card)
        return page.pages
    finally:
        painter.end()


def write_table_cards_pdf(path: Path, cards: Sequence[TableCard]) -> int:
    """The table cards as a PDF file; the number of pages."""
    title = cards[0].title if cards else tr("Table cards")
    return write_pdf(path, lambda device: paint_table_cards(device, cards), title)
