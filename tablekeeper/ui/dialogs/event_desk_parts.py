"""The pieces every page of the event's desk is made of (and the hall's and the rating's tables): a read-only table
of whole rows, a larger type for the room, a button, a score as the standings write it."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QPushButton, QTableView, QWidget

from tablekeeper.rules.standings import format_score
from tablekeeper.ui.i18n import decimal
from tablekeeper.ui.models import TextTableModel


def score_text(value: Fraction | None) -> str:
    """A +/- score as the standings write it ('+12.3', in French '+12,3'); a dash for none."""
    return "–" if value is None else decimal(format_score(value))


def table_view(parent: QWidget, name: str, stretched: frozenset[int]) -> tuple[QTableView, TextTableModel]:
    """A read-only table of whole rows over a text model: the ``stretched`` columns (names, reasons) share the
    room the others leave, the others as wide as their texts and never narrower than a score ("+888.8"), so that
    the columns of the rounds line up as on a paper sheet."""
    model = TextTableModel(parent)
    view = QTableView(parent)
    view.setObjectName(name)
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.verticalHeader().setVisible(False)
    header = view.horizontalHeader()
    header.setMinimumSectionSize(view.fontMetrics().horizontalAdvance("+888.8") + 16)

    def size_columns() -> None:
        for column in range(model.columnCount()):
            mode = QHeaderView.ResizeMode.Stretch if column in stretched else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)

    model.modelReset.connect(size_columns)
    return view, model


def read_from_afar(view: QTableView) -> None:
    """A larger type for what is shown to the room (the seating, the standings on a projector), rows to fit it."""
    font = view.font()
    font.setPointSize(font.pointSize() + 2)
    view.setFont(font)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)


def selected_row(view: QTableView) -> int | None:
    rows = view.selectionModel().selectedRows()
    return rows[0].row() if rows else None


def button(parent: QWidget, text: str, name: str, slot: Callable[[], object]) -> QPushButton:
    made = QPushButton(text, parent)
    made.setObjectName(name)
    made.clicked.connect(lambda _checked=False: slot())
    return made
