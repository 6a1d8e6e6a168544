"""The club rating: Tenhou's R of everyone who played a finished game here (loose games and events' tables, paper
results too), best first, as the service computes it (the formula is in the README)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablekeeper.ui.dialogs.event_desk_parts import table_view
from tablekeeper.ui.i18n import decimal, number, numbers_locale
from tablekeeper.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from tablekeeper.events.rating import Rating


class ClubRatingDialog(QDialog):
    """Place, name, rating and games of each player rated."""

    def __init__(self, ratings: Sequence[Rating], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Club rating"))
        layout = QVBoxLayout(self)
        note = QLabel(
            self.tr(
                "Tenhou's R over every finished game: everyone starts at 1500; a game moves it by its place "
                "(+30, +10, -10, -30) and by the table's average against one's own, less as games add up."
            ),
            self,
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.view, self.model = table_view(self, "rating", frozenset({1}))
        locale = numbers_locale()
        headers = [self.tr("Place"), self.tr("Name"), self.tr("Rating"), self.tr("Games")]
        rows = [
            [str(each.place), each.name, decimal(f"{each.rating:.1f}", locale), number(each.games, locale=locale)]
            for each in ratings
        ]
        self.model.set_rows(headers, rows, numeric=frozenset({0, 2, 3}))
        layout.addWidget(self.view, 1)
        if not ratings:
            layout.addWidget(QLabel(self.tr("No finished game yet: nobody is rated."), self))
        row = QHBoxLayout()
        row.addStretch(1)
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        row.addWidget(close)
        layout.addLayout(row)
        fit_window(self, QSize(560, 600))
