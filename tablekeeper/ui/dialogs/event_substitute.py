"""A substitute for one player at their table of a round: who is replaced (named by wind) and who plays instead.
The service checks it (the table's game not started, the name not already playing in the round); a refusal is
said in the dialog, which stays open, and nothing is stored."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import name_in_line
from tablekeeper.present import wind_name
from tablekeeper.ui.messages import refusal_label
from tablekeeper.ui.screen_fit import scroll_body

if TYPE_CHECKING:
    from tablekeeper.service.events import EventTable
    from tablekeeper.ui.event_control import EventControl


class SubstituteParts:
    """The seat replaced, the substitute's name (completed from the club's names), the refusal's line, buttons."""

    def __init__(self, dialog: QDialog, table: EventTable, known: Sequence[str]) -> None:
        layout = QVBoxLayout(dialog)
        form = QFormLayout()
        self.seat = QComboBox(dialog)
        self.seat.setObjectName("replaced")
        for seat, (name, entrant) in enumerate(zip(table.seats, table.entrants, strict=True)):
            self.seat.addItem(f"{wind_name(seat)}: {name_in_line(name)}", entrant)
        form.addRow(QCoreApplication.translate("SubstituteDialog", "Replaced"), self.seat)
        self.name = QLineEdit(dialog)
        self.name.setObjectName("substitute_name")
        completer = QCompleter(list(known), dialog)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.name.setCompleter(completer)
        form.addRow(QCoreApplication.translate("SubstituteDialog", "Substitute"), self.name)
        layout.addLayout(form)
        self.error = refusal_label(dialog, "error", hidden=True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
        self.seat_button = self.buttons.addButton(
            QCoreApplication.translate("SubstituteDialog", "&Seat the substitute"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )


class SubstituteDialog(QDialog):
    """One player of a round's table replaced by someone else for that game."""

    def __init__(
        self, control: EventControl, table: EventTable, known: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.control = control
        self.table = table
        title = self.tr("Round {round}, table {table}: a substitute").format(round=table.round, table=table.table)
        self.setWindowTitle(title)
        self.parts = SubstituteParts(self, table, known)
        self.parts.buttons.accepted.connect(self.confirm)
        self.parts.buttons.rejected.connect(self.reject)
        self.body = scroll_body(self, self.parts.buttons)

    def refuse(self, sentence: str) -> None:
        self.parts.error.setText(sentence)
        self.parts.error.setVisible(True)

    def confirm(self) -> None:
        entrant = self.parts.seat.currentData()
        if self.control.substitute(self.table.round, entrant, self.parts.name.text(), self.refuse) is not None:
            self.accept()
