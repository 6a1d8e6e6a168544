"""The list of hands beside the table: columns as wide as what they hold, and a Result column whose long names are
shortened in their middle, never the discarder's, so that "ron on Dave" stays read whole in a narrow list.

The model gives each result with a mark where each player's name goes (:data:`RESULT_PIECES`); the delegate puts
the names back, each cut in its middle ("Alexa…erite") only as far as the cell needs, over up to two lines when
the list is narrow (a netbook): a result is never cut at its end while a name could give the room.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget

from tablekeeper.bidi import name_in_line
from tablekeeper.ui.models import NAME_MARKS, RESULT_PIECES, HistoryModel

RESULT_COLUMN = HistoryModel.RESULT
SHORTEST_NAME = 3
"""Characters of a name kept at least (with the ellipsis): below, nobody could tell who it was."""
SHORT_NAME = "Carol"
"""A name every seat's heading shows whole: a longer one may be cut in its middle where its figures are narrower."""
NARROWEST = 40
"""The Result column's width at least, on two lines (the list's splitter dragged far): below, it scrolls sideways."""
PADDING = 8
"""Pixels around a cell's text, both sides together (Qt's item margins, with some to spare)."""


def with_names(text: str, names: Sequence[str]) -> str:
    """The text with each seat's mark replaced by its name, as a line holds a name (:func:`name_in_line`: marked
    after it is cut, so that a cut name keeps its marks)."""
    for mark, name in zip(NAME_MARKS[: len(names)], names, strict=True):  # a mark for each seat of the table
        text = text.replace(mark, name_in_line(name))
    return text


def fitted_result(
    text: str, names: Sequence[str], kept: frozenset[int], metrics: QFontMetrics, width: int, lines: int = 1
) -> str:
    """The result with its names, the longest of them cut in the middle just enough for the text to fit in
    ``lines`` lines of ``width`` pixels; the seats in ``kept`` (the discarder) whole. When even names cut to
    :data:`SHORTEST_NAME` characters leave it too long, the text is cut in its middle too."""

    def fits(candidate: str) -> bool:
        if lines == 1:
            return metrics.horizontalAdvance(candidate) <= width
        flags = int(Qt.TextFlag.TextWordWrap)
        bound = metrics.boundingRect(QRect(0, 0, width, 10_000), flags, candidate)
        return bound.width() <= width and bound.height() <= lines * metrics.lineSpacing()

    whole = with_names(text, names)
    if fits(whole):
        return whole
    shortened = [seat for seat in range(len(names)) if seat not in kept and NAME_MARKS[seat] in text]

    def cut(most: int) -> str:
        shown = [
            metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, most) if seat in shortened else name
            for seat, name in enumerate(names)
        ]
        return with_names(text, shown)

    shortest = metrics.horizontalAdvance("M" * SHORTEST_NAME + "…")
    longest = max((metrics.horizontalAdvance(names[seat]) for seat in shortened), default=0)
    if longest <= shortest:
        return whole
    low, high = shortest, longest  # the widest a name may be: the largest that fits, by halves
    if not fits(cut(low)):
        # Still too long (three winners, a riichi list): cut in its middle too, so that its end (the discarder,
        # "ron on Dave") is still read; over two lines the view cuts what the second cannot hold.
        return _cut_middle(cut(low), fits)
    while high - low > 1:
        middle = (low + high) // 2
        if fits(cut(middle)):
            low = middle
        else:
            high = middle
    return cut(low)


def _cut_middle(text: str, fits: Callable[[str], bool]) -> str:
    """The text with as few characters taken from its middle (an ellipsis in their place) as make it fit."""
    low, high = 0, len(text)  # characters kept: the most that fit, by halves
    while high - low > 1:
        middle = (low + high) // 2
        if fits(_kept(text, middle)):
            low = middle
        else:
            high = middle
    return _kept(text, low)


def _kept(text: str, count: int) -> str:
    head = count // 2
    return text[:head] + "…" + text[len(text) - (count - head) :]


class ResultDelegate(QStyledItemDelegate):
    """Draws the Result column with its names fitted to the cell (:func:`fitted_result`)."""

    def __init__(self, view: HistoryView) -> None:
        super().__init__(view)
        self.view = view

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        pieces = index.data(RESULT_PIECES)
        if not pieces:
            return
        text, names, kept = pieces
        lines = self.view.result_lines
        option.text = fitted_result(text, names, kept, option.fontMetrics, option.rect.width() - PADDING, lines)
        if lines > 1:
            option.features |= QStyleOptionViewItem.ViewItemFeature.WrapText

    def shown_text(self, index: QModelIndex) -> str:
        """The text the cell shows at its width now (what a player reads)."""
        option = QStyleOptionViewItem()
        option.initFrom(self.view.viewport())
        option.rect = self.view.visualRect(index)
        self.initStyleOption(option, index)
        return str(option.text)


class HistoryView(QTableView):
    """The list of hands: its Result column fills the room the other columns leave, and is never narrower than
    ``readable``; where that leaves too little room (a netbook), each row takes two lines and the result wraps."""

    readable = 0
    """The Result column's width at least, on one line."""
    result_lines = 1
    padding = PADDING
    """Pixels around a cell's text, the style's focus margins with them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegateForColumn(RESULT_COLUMN, ResultDelegate(self))
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideMiddle)  # "Alexa…erite" over a seat

    def measure_columns(self, first_seat: int, columns: int) -> None:
        """Each column as wide as the widest text it holds (a hand's number, a deal, a score's change), the
        result's minimum from a common result: measuring 500 rows at each hand would cost a frame."""
        header = self.horizontalHeader()
        metrics = self.fontMetrics()
        padding = PADDING + 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self)
        samples = {0: "888", 1: QCoreApplication.translate("MainWindow", "South 4-8")}
        for column, sample in samples.items():
            header.resizeSection(column, metrics.horizontalAdvance(sample) + padding)
        self.padding = padding
        self.fit_seats()
        # The result takes the room the other columns leave, never less than a common result's words (below that
        # the rows take two lines): stretched, it was cut to "B…" at 1024x600.
        sample = QCoreApplication.translate("MainWindow", "Carol (2 han 30 fu) tsumo")
        self.readable = metrics.horizontalAdvance(sample) + padding
        header.sectionCountChanged.connect(lambda _old, _new: self.fit_result())
        header.sectionResized.connect(self.other_resized)
        model = self.model()
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved, model.dataChanged):
            signal.connect(self.fit_seats)

    def fit_seats(self, *_args: object) -> None:
        """Each seat's column as wide as its widest figure, and its player's name up to that or a short name's
        width (a longer name is cut in its middle, "Alexa…erite"): the four players in view in a narrow list."""
        model = self.model()
        if not isinstance(model, HistoryModel):
            return
        header = self.horizontalHeader()
        metrics = self.fontMetrics()
        header_metrics = header.fontMetrics()
        short_name = header_metrics.horizontalAdvance(SHORT_NAME)
        for seat, ends in enumerate(model.widest_numbers()):
            column = HistoryModel.FIRST_SEAT + seat
            name = str(model.headerData(column, Qt.Orientation.Horizontal))
            figures = max(metrics.horizontalAdvance(figure) for figure in ends)
            wanted = max(figures, min(header_metrics.horizontalAdvance(name), max(figures, short_name)))
            if header.sectionSize(column) != wanted + self.padding:
                header.resizeSection(column, wanted + self.padding)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_result()

    def other_resized(self, column: int, _old: int, _new: int) -> None:
        """A column dragged wider or narrower: the result takes what is left (its own resizing does nothing)."""
        if column != RESULT_COLUMN:
            self.fit_result()

    def fit_result(self) -> None:
        """Size the Result column to the room left (the view resized, columns added); two lines a row where that
        is less than a common result needs."""
        header = self.horizontalHeader()
        if header.count() <= RESULT_COLUMN:
            return
        others = sum(header.sectionSize(column) for column in range(header.count()) if column != RESULT_COLUMN)
        room = self.viewport().width() - others
        lines = 1 if room >= self.readable else 2
        if lines != self.result_lines:
            self.result_lines = lines
            line = self.fontMetrics().lineSpacing()
            self.verticalHeader().setDefaultSectionSize(lines * line + PADDING)
        # On two lines the result takes what is left, down to a few words: the four players stay in view.
        least = self.readable if lines == 1 else NARROWEST
        header.resizeSection(RESULT_COLUMN, max(least, room))
