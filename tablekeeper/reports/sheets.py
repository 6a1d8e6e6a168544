"""Printable sheets: a game's sheet and the season table, drawn with QPainter on any paged device.

The same drawing goes to a PDF file (:class:`QPdfWriter`, Qt's vector writer: text stays text, so the file can
be searched and copied; drawn in memory, then written as every export is, by :mod:`tablekeeper.files`) and to a
printer (a :class:`QPrinter` set up by QPrintDialog). The labels come from the
presenter (:mod:`tablekeeper.present`, :mod:`tablekeeper.words`): French in a French window, English from the
command line. Only Qt's GUI module is needed: the command line runs it on the offscreen platform.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
)

from tablekeeper.bidi import name_in_line
from tablekeeper.chart import game_chart
from tablekeeper.errors import TablekeeperError
from tablekeeper.files import write_export
from tablekeeper.present import places_heading, preset_name, table_name
from tablekeeper.reports.qr_code import paint_qr
from tablekeeper.reports.score_chart import paint_chart
from tablekeeper.rules.standings import format_score
from tablekeeper.service import local_time
from tablekeeper.sheet_rows import hand_rows, rate_text, standing_rows
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.stats import ClubTable
from tablekeeper.words import QT_TR_NOOP, number, tr

MARGIN_MM = 15.0
"""Every side of an A4 page: room for a printer's own unprintable border."""
CHART_HEIGHT_MM = 70.0
"""The height kept on a game's sheet for the score chart."""
BODY_POINTS = 9.0
SMALLEST_POINTS = 7.0
"""A table's type is made smaller, down to this size, rather than cut its headings or figures."""
TITLE_POINTS = 16.0


class SheetNotWritten(TablekeeperError):
    """A sheet cannot be drawn: the printer (or the PDF writer) cannot be painted on."""


@dataclass(frozen=True, slots=True)
class SeasonFilter:
    """Which finished games a season table counts, as the player chose them (the CLI's options, the statistics
    dialog's filters): said on the sheet, so that a printed table tells what it is about."""

    player: str | None = None
    first: date | None = None
    """The first day counted (or moment, from the command line)."""
    last: date | None = None
    """The last day counted, included (or moment)."""
    rules: str | None = None
    """The preset's name (``club``)."""


def _day(value: date) -> str:
    if isinstance(value, datetime) and value.time() != time():
        return value.strftime("%Y-%m-%d %H:%M")
    return value.strftime("%Y-%m-%d")


def filter_words(selection: SeasonFilter) -> str:
    """What a season table covers, in words: 'Player: Aki · Dates: 2025-03-01 to 2025-03-31 · Rules: Club
    (seeds)', or 'All finished games'."""
    parts = []
    if selection.player is not None:
        parts.append(tr("Player: {name}").format(name=name_in_line(selection.player)))
    first, last = selection.first, selection.last
    if first is not None and last is not None:
        parts.append(tr("Dates: {first} to {last}").format(first=_day(first), last=_day(last)))
    elif first is not None:
        parts.append(tr("Dates: from {first}").format(first=_day(first)))
    elif last is not None:
        parts.append(tr("Dates: up to {last}").format(last=_day(last)))
    if selection.rules is not None:
        parts.append(tr("Rules: {rules}").format(rules=preset_name(selection.rules)))
    return " · ".join(parts) if parts else tr("All finished games")


def ensure_gui() -> QGuiApplication:
    """A Qt GUI application for drawing: the running one, or one on the offscreen platform when no platform
    was chosen (the command line has no display, and must not need one)."""
    existing = QGuiApplication.instance()
    if existing is not None:
        return existing  # type: ignore[return-value]
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication([])
    # Made here only for the command line, which speaks English: "+6.5", whatever the system's language.
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    return app


LATIN_FACES = ("DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica")
"""Sans faces for the sheets' Latin text, the first installed chosen. Never a CJK face: Qt's PDF writer maps each
glyph back to a character, and Noto Sans CJK's digits map back to nothing (pdftotext reads "Date:   -  -"): the
scores could be neither searched nor copied out of the sheet."""
KANJI_FACES = ("IPAPGothic", "IPAGothic", "Noto Sans CJK JP")
"""Japanese faces for the kanji of names, the first installed chosen. IPA's first: Noto's 西 and 白 share their
glyphs with the radicals ⻄ and ⽩, and the PDF's text gives the radicals back instead of the kanji."""


def sheet_families() -> list[str]:
    """The sheets' font families: a Latin face, then a Japanese one that Qt falls back to for the kanji of names
    (players imported from Tenhou) only; each when one is installed."""
    kanji = QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)
    latin = QFontDatabase.families(QFontDatabase.WritingSystem.Latin)
    # Failing every face named, the first Latin face that is not a CJK one (these list Latin as well).
    first_latin = next((f for f in LATIN_FACES if f in latin), None) or next((f for f in latin if f not in kanji), None)
    first_kanji = next((f for f in KANJI_FACES if f in kanji), None) or next(iter(kanji), None)
    return [family for family in (first_latin, first_kanji) if family is not None]


def set_a4(device: QPagedPaintDevice) -> None:
    """A4 portrait with millimetre margins."""
    device.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Portrait,
            QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
            QPageLayout.Unit.Millimeter,
        )
    )


def decimal(text: str) -> str:
    """'+6.5' with the decimal sign of the language spoken ('+6,5' in French)."""
    return text.replace(".", QLocale().decimalPoint())


def _score(value: Fraction) -> str:
    return decimal(format_score(value))


@dataclass(frozen=True, slots=True)
class Column:
    """A table column: its heading, its share of the width and its alignment."""

    heading: str
    share: float
    right: bool = False


def painter_on(device: QPagedPaintDevice) -> QPainter:
    """A painter begun on ``device``; :class:`SheetNotWritten` when the file or the printer cannot be opened."""
    painter = QPainter()
    if not painter.begin(device):
        raise SheetNotWritten(QT_TR_NOOP("The sheet cannot be drawn: the file or the printer cannot be opened."))
    return painter


class _Page:
    """A cursor down the pages of a paged device, that starts a new page when what comes does not fit."""

    def __init__(self, painter: QPainter, device: QPagedPaintDevice) -> None:
        self.painter = painter
        self.device = device
        rect = device.pageLayout().paintRectPixels(device.logicalDpiX())
        # The painter's origin is the corner of the printable area: the margins are outside it.
        self.width = float(rect.width())
        self.height = float(rect.height())
        self.y = 0.0
        self.pages = 1
        self.families = sheet_families()

    def mm(self, millimetres: float) -> float:
        return millimetres * self.device.logicalDpiX() / 25.4

    def font(self, points: float, *, bold: bool = False) -> QFont:
        """Latin text in a Latin face, kanji in a Japanese one; no ligatures: a reader who searches the sheet for
        "finished" must find it, not "\N{LATIN SMALL LIGATURE FI}nished"."""
        font = QFont()
        if self.families:
            font.setFamilies(self.families)
        font.setFeature(QFont.Tag("liga"), 0)
        font.setPointSizeF(points)
        font.setBold(bold)
        return font

    def corner_code(self, text: str, millimetres: float, caption: str) -> float:
        """The QR code of ``text`` in the page's top right corner, ``millimetres`` a side, ``caption`` beneath it
        (what a phone that scans it opens); the height they take from the top."""
        side = self.mm(millimetres)
        paint_qr(self.painter, QRectF(self.width - side, 0, side, side), text)
        self.painter.setFont(self.font(BODY_POINTS - 1))
        self.painter.drawText(
            QRectF(self.width - side * 1.5, side, side * 1.5, self.mm(6)), int(Qt.AlignmentFlag.AlignRight), caption
        )
        return side + self.mm(8)

    def new_page(self) -> None:
        self.device.newPage()
        self.pages += 1
        self.y = 0.0

    def room(self, needed: float) -> None:
        """A new page unless ``needed`` more fits on this one (and this one is not still empty)."""
        if self.y + needed > self.height and self.y > 0:
            self.new_page()

    def line(self, text: str, points: float = BODY_POINTS, *, bold: bool = False, after: float = 1.0) -> None:
        font = self.font(points, bold=bold)
        rect = QRectF(0, 0, self.width, self.height)
        flags = int(Qt.AlignmentFlag.AlignLeft) | int(Qt.TextFlag.TextWordWrap)
        bound = QFontMetricsF(font, self.device).boundingRect(rect, flags, text)
        self.room(bound.height())
        self.painter.setFont(font)
        self.painter.drawText(QRectF(0, self.y, self.width, bound.height()), flags, text)
        self.y += bound.height() + self.mm(after)

    def needs(
        self, columns: Sequence[Column], rows: Sequence[Sequence[str]], body: QFont, head: QFont, pad: float
    ) -> list[float]:
        """Each column's least width: its heading's longest word (headings wrap between words) and its widest
        figure (figures never wrap; text wraps within its share)."""
        body_metrics = QFontMetricsF(body, self.device)
        head_metrics = QFontMetricsF(head, self.device)
        need = []
        for index, column in enumerate(columns):
            widest = max((head_metrics.horizontalAdvance(word) for word in column.heading.split()), default=0.0)
            for cells in rows:
                # A cell of two lines (a hand's change over the running total) is as wide as its wider line.
                text = max(body_metrics.horizontalAdvance(line) for line in cells[index].split("\n"))
                widest = max(widest, text if column.right else min(text, column.share * self.width))
            need.append(widest + 2 * pad + 1.0)  # a point to spare: a text exactly as wide as its box may wrap
        return need

    def widths(
        self, columns: Sequence[Column], rows: Sequence[Sequence[str]], body: QFont, head: QFont, pad: float
    ) -> list[float]:
        """Each column as wide as it :meth:`needs`, the rest of the width shared as the columns' shares say; all
        squeezed alike only when that much cannot fit. A French heading ("Victoires") or a long name is never
        cut by a share made for English."""
        need = self.needs(columns, rows, body, head, pad)
        total = sum(need)
        if total >= self.width:
            return [n * self.width / total for n in need]
        spare = self.width - total
        shares = sum(c.share for c in columns) or 1.0
        return [n + spare * c.share / shares for n, c in zip(need, columns, strict=True)]

    def fitting_fonts(
        self, columns: Sequence[Column], rows: Sequence[Sequence[str]], pad: float
    ) -> tuple[QFont, QFont]:
        """The table's body and heading fonts: the body's size, or smaller (down to :data:`SMALLEST_POINTS`) when
        the columns do not fit the page at it. The Latin face is the machine's: DejaVu Sans, wider than Arial,
        sets the thirteen columns of the season table wider than A4 at 9 points."""
        points = BODY_POINTS
        while True:
            body, head = self.font(points), self.font(points, bold=True)
            if points <= SMALLEST_POINTS or sum(self.needs(columns, rows, body, head, pad)) <= self.width:
                return body, head
            points = max(SMALLEST_POINTS, points - 0.5)

    def table(self, title: str, columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> None:
        """A table under ``title``; continued on the next pages with its title and header repeated."""
        pad = self.mm(1.0)
        body, head = self.fitting_fonts(columns, rows, pad)
        widths = self.widths(columns, rows, body, head, pad)
        xs: list[float] = []
        x = 0.0
        for width in widths:
            xs.append(x)
            x += width

        def height(cells: Sequence[str], font: QFont, *, heading: bool = False) -> float:
            metrics = QFontMetricsF(font, self.device)
            tallest = metrics.height()
            for cell, column, width in zip(cells, columns, widths, strict=True):
                box = QRectF(0, 0, max(width - 2 * pad, 1.0), self.height)
                flags = _flags(column.right, wrap=heading or not column.right)
                tallest = max(tallest, metrics.boundingRect(box, flags, cell).height())
            return tallest + 2 * pad

        def draw(cells: Sequence[str], font: QFont, row_height: float, *, shade: bool) -> None:
            # Headings wrap; figures never do (a cut "100.0 %" would read as two numbers).
            if shade:
                self.painter.fillRect(QRectF(0, self.y, self.width, row_height), QColor(232, 232, 232))
            self.painter.setFont(font)
            for cell, column, left, width in zip(cells, columns, xs, widths, strict=True):
                box = QRectF(left + pad, self.y + pad, width - 2 * pad, row_height - 2 * pad)
                self.painter.drawText(box, _flags(column.right, wrap=shade or not column.right), cell)
            self.painter.setPen(QPen(QColor(160, 160, 160), 0))
            self.painter.drawLine(QPointF(0, self.y + row_height), QPointF(self.width, self.y + row_height))
            self.painter.setPen(QPen(QColor(0, 0, 0)))
            self.y += row_height

        headings = [c.heading for c in columns]
        head_height = height(headings, head, heading=True)
        title_font = self.font(BODY_POINTS + 3, bold=True)
        title_height = QFontMetricsF(title_font, self.device).height() + self.mm(1.5)

        def start(continued: bool) -> None:
            self.painter.setFont(title_font)
            text = tr("{title} (continued)").format(title=title) if continued else title
            self.painter.drawText(QRectF(0, self.y, self.width, title_height), int(Qt.AlignmentFlag.AlignLeft), text)
            self.y += title_height
            draw(headings, head, head_height, shade=True)

        first_row = height(rows[0], body) if rows else 0.0
        self.room(title_height + head_height + first_row)
        start(False)
        for cells in rows:
            row_height = height(cells, body)
            if self.y + row_height > self.height:
                self.new_page()
                start(True)
            draw(cells, body, row_height, shade=False)
        self.y += self.mm(5)


def _flags(right: bool, *, wrap: bool = True) -> int:
    side = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
    return int(side) | int(Qt.AlignmentFlag.AlignTop) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)


def _when(moment: datetime) -> str:
    return local_time(moment).strftime("%Y-%m-%d %H:%M")


def paint_game_sheet(device: QPagedPaintDevice, view: GameSnapshot) -> int:
    """A game's sheet on ``device`` (a PDF writer or a printer, already set up): title, date, venue, rules,
    final standings, the score chart and every hand with its result, a delta a player and the running totals. The number
    of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        summary = view.summary
        page.line(summary.title or tr("Game {number}").format(number=summary.id), TITLE_POINTS, bold=True)
        facts = [
            tr("Date: {date}").format(date=_when(summary.started_at)),
            tr("Rules: {rules}").format(rules=preset_name(view.rules.name)),
        ]
        if summary.venue:
            facts.insert(1, tr("Venue: {venue}").format(venue=summary.venue))
        facts.append(tr("Finished") if view.finished else tr("Not finished: standings so far"))
        page.line("   ·   ".join(facts), after=4)
        page.table(
            tr("Final standings") if view.finished else tr("Standings so far"),
            [
                Column(tr("Place"), 0.10),
                Column(tr("Player"), 0.30),
                Column(tr("Points"), 0.15, right=True),
                Column(tr("Uma and oka"), 0.15, right=True),
                Column(tr("Penalty"), 0.13, right=True),
                Column(tr("+/- score"), 0.17, right=True),
            ],
            [[r.place, r.name, r.points, r.bonus, r.penalty, r.score] for r in standing_rows(view)],
        )
        chart = page.mm(CHART_HEIGHT_MM)
        page.room(chart)
        painter.setFont(page.font(BODY_POINTS))  # the chart's names and figures in the sheet's type
        paint_chart(painter, QRectF(0, page.y, page.width, chart), game_chart(view))  # vectors, as on the screen
        page.y += chart + page.mm(4)
        page.table(
            tr("Hands"),
            [
                Column("#", 0.05, right=True),
                Column(tr("Hand"), 0.11),
                Column(tr("Honba"), 0.08, right=True),
                Column(tr("Result"), 0.36),
                *(Column(name, 0.10, right=True) for name in view.players),
            ],
            [
                # As a paper score sheet keeps it: what the hand changed, and under it the running total.
                [str(r.number), r.deal, str(r.honba), "\n".join(r.result), *map("{}\n{}".format, r.changes, r.totals)]
                for r in hand_rows(view)
            ],
        )
        return page.pages
    finally:
        painter.end()


def _mean(value: Fraction | None, digits: int) -> str:
    return "–" if value is None else decimal(f"{float(value):.{digits}f}")


def paint_statistics_sheet(
    device: QPagedPaintDevice,
    tables: Sequence[ClubTable],
    games: int,
    selection: SeasonFilter = SeasonFilter(),
) -> int:
    """The season table on ``device``: which games it counts (``selection``) and how many, then each player's
    figures, ranked as given (by total +/- score), a table for each table played at (three players, four: ranked
    apart, each named when there are both). The number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        page.line(tr("Season table"), TITLE_POINTS, bold=True)
        page.line(filter_words(selection))
        page.line(tr("Finished games counted: {count}").format(count=number(games)), after=4)
        for table in tables:
            _club_table(page, table, named=len(tables) > 1)
        return page.pages
    finally:
        painter.end()


def _club_table(page: _Page, table: ClubTable, *, named: bool) -> None:
    page.table(
        table_name(table.players) if named else tr("Players"),
        [
            Column("#", 0.04, right=True),
            Column(tr("Player"), 0.14),
            Column(tr("Games"), 0.06, right=True),
            Column(tr("Hands"), 0.06, right=True),
            # Rates, named as the statistics window names them: "Wins" over "20.0 %" read as a count.
            Column(tr("Win rate"), 0.075, right=True),
            Column(tr("Deal-in rate"), 0.075, right=True),
            Column(tr("Riichi rate"), 0.075, right=True),
            Column(tr("Tsumo share"), 0.08, right=True),
            Column(tr("Average win"), 0.08, right=True),
            Column(tr("Average place"), 0.07, right=True),
            Column(tr("Average +/-"), 0.07, right=True),
            Column(tr("Total +/-"), 0.075, right=True),
            Column(places_heading(table.players), 0.10, right=True),
        ],
        [
            [
                str(rank),
                p.name,
                number(p.games),
                number(p.hands),
                rate_text(p.win_rate),
                rate_text(p.deal_in_rate),
                rate_text(p.riichi_rate),
                rate_text(p.tsumo_share),
                "–" if p.average_win is None else number(round(p.average_win)),
                _mean(p.average_place, 2),
                "–" if p.average_score is None else _score(p.average_score),
                _score(p.total_score),
                "-".join(str(n) for n in p.places),
            ]
            for rank, p in enumerate(table.ranked, start=1)
        ],
    )


def pdf_bytes(paint: Callable[[QPagedPaintDevice], int], title: str) -> tuple[bytes, int]:
    """The PDF file that ``paint`` draws on an A4 vector writer, made in memory, and its number of pages."""
    ensure_gui()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(300)
    writer.setTitle(title)
    writer.setCreator("tablekeeper")
    set_a4(writer)
    pages = paint(writer)  # the painter's end() writes the file's last part
    return bytes(buffer.data().data()), pages


def write_pdf(path: Path, paint: Callable[[QPagedPaintDevice], int], title: str) -> int:
    """A PDF file at ``path`` drawn by ``paint``; the number of pages. Drawn in memory, then written as every export
    is (:func:`tablekeeper.files.write_export`): the file in place is replaced only by a whole one, never a database
    (:class:`tablekeeper.files.FileNotWritten` otherwise)."""
    data, pages = pdf_bytes(paint, title)
    write_export(path, data)
    return pages


def write_game_pdf(path: Path, view: GameSnapshot) -> int:
    """A game's sheet as a PDF file; the number of pages."""
    title = view.summary.title or tr("Game {number}").format(number=view.summary.id)
    return write_pdf(path, lambda device: paint_game_sheet(device, view), title)


def write_statistics_pdf(
    path: Path,
    tables: Sequence[ClubTable],
    games: int,
    selection: SeasonFilter = SeasonFilter(),
) -> int:
    """The season table of the games ``selection`` chose as a PDF file; the number of pages."""
    return write_pdf(path, lambda device: paint_statistics_sheet(device, tables, games, selection), tr("Season table"))
