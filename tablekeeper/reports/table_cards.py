"""What the tables of a round served to the phones are given on paper: their cards, two to an A4 page, each with the
event's title, its round and table in large type, the four players by wind, the QR code a phone scans, and its address
in small type beneath; and the round's seating sheet, for the wall: every table on a row with its players and its
code, so that a player who sits down may scan the code from the sheet when the card is not on the table. Drawn as
:mod:`tablekeeper.reports.event_sheets` draws its sheets (the same fonts, A4 and vector PDF written through
:func:`tablekeeper.files.write_export`), labels through :func:`tablekeeper.words.tr`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPagedPaintDevice, QPen

from tablekeeper.bidi import name_in_line
from tablekeeper.present import wind_name
from tablekeeper.reports.qr_code import paint_qr
from tablekeeper.reports.sheets import BODY_POINTS, _Page, painter_on, write_pdf
from tablekeeper.words import tr

CARDS_A_PAGE = 2
QR_MM = 75.0
"""The code's side on the card: a phone reads it from across the table."""
SHEET_QR_MM = 36.0
"""The code's side on the seating sheet: read from a phone held a hand's breadth from the wall."""
SHEET_ROW_MM = 42.0
"""A table's row on the seating sheet: its code and a gap; six rows to an A4 page."""


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
    painter = painter_on(device)
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


def _seating_row(page: _Page, card: TableCard) -> None:
    painter = page.painter
    top = page.y
    side = page.mm(SHEET_QR_MM)
    painter.setPen(QPen(QColor("black")))
    painter.setFont(page.font(BODY_POINTS + 10, bold=True))
    painter.drawText(
        QRectF(0, top, page.width * 0.25, side),
        Qt.AlignmentFlag.AlignVCenter,
        tr("Table {table}").format(table=card.table),
    )
    painter.setFont(page.font(BODY_POINTS + 2))
    names = "\n".join(
        tr("{wind}: {name}").format(wind=wind_name(wind), name=name_in_line(name))
        for wind, name in enumerate(card.players)
    )
    painter.drawText(
        QRectF(page.width * 0.25, top, page.width * 0.75 - side, side), Qt.AlignmentFlag.AlignVCenter, names
    )
    paint_qr(painter, QRectF(page.width - side, top, side, side), card.url)
    page.y = top + page.mm(SHEET_ROW_MM)
    pen = QPen(QColor("gray"))
    painter.setPen(pen)
    painter.drawLine(0, int(page.y - page.mm(3)), int(page.width), int(page.y - page.mm(3)))


def paint_seating_sheet(device: QPagedPaintDevice, cards: Sequence[TableCard], room: str | None = None) -> int:
    """The seating of the round of ``cards``: its title, then a row a table (number, players by wind, code), as many
    pages as the tables need; with ``room`` (the address of the event's page), its code at the top, for everyone to
    follow the standings. The number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        if not cards:
            page.line(tr("No table is being played."))
            return page.pages
        if room is not None:
            page.y = page.corner_code(room, SHEET_QR_MM, tr("The standings, live"))
        heading = tr("{title}: seating of round {round}").format(title=cards[0].title, round=cards[0].round)
        page.line(heading, BODY_POINTS + 6, bold=True, after=2)
        page.line(tr("Scan your table's code with a phone to follow and enter your game."), after=5)
        for card in cards:
            page.room(page.mm(SHEET_QR_MM))
            _seating_row(page, card)
        return page.pages
    finally:
        painter.end()


def write_seating_sheet_pdf(path: Path, cards: Sequence[TableCard], room: str | None = None) -> int:
    """The round's seating sheet with the tables' codes (and the event page's, given ``room``) as a PDF file; the
    number of pages."""
    title = cards[0].title if cards else tr("Seating")
    return write_pdf(path, lambda device: paint_seating_sheet(device, cards, room), title)


def write_table_cards_pdf(path: Path, cards: Sequence[TableCard]) -> int:
    """The table cards as a PDF file; the number of pages."""
    title = cards[0].title if cards else tr("Table cards")
    return write_pdf(path, lambda device: paint_table_cards(device, cards), title)
