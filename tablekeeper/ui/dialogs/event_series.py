"""A series of events (a league of club nights) ranked as one: the events chosen, each player's best N results
counted, a least number of events for a place; the table as the service ranks it (ties and the unranked players as
`tablekeeper series --help` says). A refusal is said in the dialog."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.events.series_files import result_cell
from tablekeeper.reports.series_files import write_series_file
from tablekeeper.ui.dialogs.event_desk_parts import score_text, table_view
from tablekeeper.ui.file_dialogs import file_to_save
from tablekeeper.ui.i18n import decimal, number, numbers_locale
from tablekeeper.ui.messages import refusal_label, saved_text
from tablekeeper.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from tablekeeper.service.events import EventSummary
    from tablekeeper.service.series import SeriesStandings
    from tablekeeper.ui.event_control import EventControl


class SeriesDialog(QDialog):
    """The events to rank (checked), best N (0: every result), the least events for a place, and the table."""

    def __init__(self, control: EventControl, events: Sequence[EventSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.setWindowTitle(self.tr("Series"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.events = QListWidget(self)
        self.events.setObjectName("series_events")
        for event in events:
            item = QListWidgetItem(self.tr("{event}. {title}").format(event=event.id, title=event.title))
            item.setData(Qt.ItemDataRole.UserRole, event.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.events.addItem(item)
        top.addWidget(self.events, 2)
        form = QFormLayout()
        self.best = QSpinBox(self)
        self.best.setObjectName("series_best")
        self.best.setRange(0, 999)
        self.best.setSpecialValueText(self.tr("every one"))
        form.addRow(self.tr("Best results counted:"), self.best)
        self.least = QSpinBox(self)
        self.least.setObjectName("series_min_events")
        self.least.setRange(1, 999)
        form.addRow(self.tr("Events for a place:"), self.least)
        self.rank = QPushButton(self.tr("&Rank"), self)
        self.rank.setObjectName("series_rank")
        self.rank.clicked.connect(self.show_series)
        form.addRow(self.rank)
        top.addLayout(form, 1)
        layout.addLayout(top)
        self.error = refusal_label(self, "series_error", hidden=True)
        layout.addWidget(self.error)
        self.view, self.model = table_view(self, "series_table", frozenset({1}))
        layout.addWidget(self.view, 1)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Export:"), self))
        for kind, text in (("csv", self.tr("CS&V…")), ("json", self.tr("&JSON…")), ("pdf", self.tr("&PDF sheet…"))):
            export = QPushButton(text, self)
            export.setObjectName(f"series_export_{kind}")
            export.clicked.connect(lambda _checked=False, kind=kind: self.export(kind))
            row.addWidget(export)
        self.saved = QLabel(self)
        self.saved.setObjectName("series_saved")
        row.addWidget(self.saved)
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        fit_window(self, QSize(760, 600))

    def chosen(self) -> list[int]:
        """The events checked, oldest first (the list shows the latest first; a series' columns run in time)."""
        items = (self.events.item(row) for row in range(self.events.count()))
        return sorted(int(i.data(Qt.ItemDataRole.UserRole)) for i in items if i.checkState() == Qt.CheckState.Checked)

    def refuse(self, sentence: str) -> None:
        self.error.setText(sentence)
        self.error.setVisible(True)

    def _ranked(self) -> SeriesStandings | None:
        self.error.setVisible(False)
        return self.control.series(self.chosen(), self.best.value() or None, self.least.value(), self.refuse)

    def show_series(self) -> None:
        """Rank the events checked; a refusal is said above the table, which keeps what it showed."""
        series = self._ranked()
        if series is not None:
            self._show(series)

    def export(self, kind: str) -> None:
        """Rank the events checked as the dialog is set, then write the series' file ``kind`` (csv, json, pdf) as
        `tablekeeper series export` writes it (:func:`tablekeeper.reports.series_files.write_series_file`)."""
        series = self._ranked()
        if series is None:
            return
        self._show(series)
        filters = {"csv": "CSV (*.csv)", "json": "JSON (*.json)", "pdf": "PDF (*.pdf)"}[kind]
        path = file_to_save(self, self.tr("Export the series"), f"series.{kind}", filters)
        if path and self.control.write_file(lambda: write_series_file(kind, Path(path), series), self.refuse):
            self.saved.setText(saved_text(Path(path)))

    def _show(self, series: SeriesStandings) -> None:
        locale = numbers_locale()
        heads = [self.tr("E{index}").format(index=n + 1) for n in range(len(series.events))]
        headers = [self.tr("Place"), self.tr("Player"), self.tr("Events"), self.tr("Counted"), self.tr("Total")]
        rows = [
            [
                "" if p.place is None else str(p.place),
                p.name,
                number(p.events, locale=locale),
                number(p.counted, locale=locale),
                score_text(p.total),
                *(decimal(result_cell(p, n), locale) for n in range(len(heads))),
            ]
            for p in series.players
        ]
        numeric = frozenset({0, 2, 3, 4, *range(5, 5 + len(heads))})
        self.model.set_rows([*headers, *heads], rows, numeric=numeric)
        events = "; ".join(
            self.tr("E{index}: {title}").format(index=n + 1, title=e.title) for n, e in enumerate(series.events)
        )
        said = [events, self.tr("Results in brackets are not counted; a player without a place played too few events.")]
        if series.provisional:
            said.append(self.tr("Provisional: a table of these events has no result yet."))
        self.note.setText("\n".join(said))
