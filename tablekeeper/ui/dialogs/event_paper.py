"""A round's table kept on paper: its final points by seat, three or four as the rule set has players (the names shown
by wind), the riichi sticks left on the table, and each seat's chombos where the rules charge them at the end. The
service checks the result; a refusal (points that do not add up) is said in the dialog, which stays open, and
nothing is stored."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import name_in_line
from tablekeeper.events.standings import paper_sum
from tablekeeper.present import wind_name
from tablekeeper.rules.ruleset import ChomboPenalty
from tablekeeper.ui.i18n import number
from tablekeeper.ui.messages import refusal_label
from tablekeeper.ui.screen_fit import scroll_body

if TYPE_CHECKING:
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.service.events import EventTable
    from tablekeeper.ui.event_control import EventControl

MOST_POINTS = 999_900
"""Above any real game's final points, below what a spin box shows without cutting."""


class PaperResultParts:
    """A row a seat (wind, name, points, chombos), the sticks left on the table, the refusal's line, the buttons."""

    def __init__(self, dialog: QDialog, rules: RuleSet, table: EventTable) -> None:
        layout = QVBoxLayout(dialog)
        grid = QGridLayout()
        charged = rules.chombo == ChomboPenalty.END_OF_GAME
        grid.addWidget(QLabel(QCoreApplication.translate("PaperResultDialog", "Final points"), dialog), 0, 2)
        if charged:
            grid.addWidget(QLabel(QCoreApplication.translate("PaperResultDialog", "Chombos"), dialog), 0, 3)
        self.points: list[QSpinBox] = []
        self.chombos: list[QSpinBox] = []
        for seat in range(len(table.seats)):
            grid.addWidget(QLabel(wind_name(seat), dialog), seat + 1, 0)
            grid.addWidget(QLabel(name_in_line(table.seats[seat]), dialog), seat + 1, 1)  # beside its wind
            points = QSpinBox(dialog)
            points.setObjectName(f"points{seat}")
            points.setRange(-MOST_POINTS, MOST_POINTS)
            points.setSingleStep(100)
            points.setGroupSeparatorShown(True)
            points.setValue(rules.start_points)
            grid.addWidget(points, seat + 1, 2)
            chombos = QSpinBox(dialog)
            chombos.setObjectName(f"chombos{seat}")
            chombos.setRange(0, 9)
            chombos.setVisible(charged)
            grid.addWidget(chombos, seat + 1, 3)
            self.points.append(points)
            self.chombos.append(chombos)
        below = len(table.seats) + 1
        grid.addWidget(QLabel(QCoreApplication.translate("PaperResultDialog", "Riichi sticks left"), dialog), below, 1)
        self.deposits = QSpinBox(dialog)
        self.deposits.setObjectName("deposits")
        self.deposits.setRange(0, 99)
        grid.addWidget(self.deposits, below, 2)
        layout.addLayout(grid)
        self.total = QLabel(dialog)
        self.total.setObjectName("total")
        self.total.setWordWrap(True)
        layout.addWidget(self.total)
        self.error = refusal_label(dialog, "error", hidden=True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
        self.record = self.buttons.addButton(
            QCoreApplication.translate("PaperResultDialog", "&Record the result"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )


class PaperResultDialog(QDialog):
    """A table's final points as written on its paper sheet."""

    def __init__(self, control: EventControl, rules: RuleSet, table: EventTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.table = table
        self.setWindowTitle(
            self.tr("Round {round}, table {table}: result on paper").format(round=table.round, table=table.table)
        )
        self.parts = PaperResultParts(self, rules, table)
        if table.paper is not None:  # entered before: corrected, not typed again
            for seat, points in enumerate(table.paper.points):
                self.parts.points[seat].setValue(points)
            for seat, chombos in enumerate(table.paper.chombos):
                self.parts.chombos[seat].setValue(chombos)
            self.parts.deposits.setValue(table.paper.deposits)
        self.rules = rules
        for box in (*self.parts.points, self.parts.deposits):
            box.valueChanged.connect(self.show_total)
        self.show_total()
        self.parts.buttons.accepted.connect(self.confirm)
        self.parts.buttons.rejected.connect(self.reject)
        self.body = scroll_body(self, self.parts.buttons)

    def show_total(self) -> None:
        """The sum of the points typed (the sticks left counted in) against what the rules expect, as typed."""
        found, expected = paper_sum(self.rules, [box.value() for box in self.parts.points], self.parts.deposits.value())
        facts = {
            "found": number(found),
            "expected": number(expected),
            "players": self.rules.players,
            "start": number(self.rules.start_points),
        }
        if found == expected:
            text = self.tr("Sum with the sticks left: {found}, as the rules expect ({players} x {start}).")
        elif found < expected:
            text = self.tr("Sum with the sticks left: {found}, {gap} short of {expected} ({players} x {start}).")
        else:
            text = self.tr("Sum with the sticks left: {found}, {gap} over {expected} ({players} x {start}).")
        self.parts.total.setText(text.format(gap=number(abs(expected - found)), **facts))

    def refuse(self, sentence: str) -> None:
        """Why the result was not taken, said under the points (they stay as typed, to be corrected)."""
        self.parts.error.setText(sentence)
        self.parts.error.setVisible(True)

    def confirm(self) -> None:
        parts = self.parts
        points = tuple(box.value() for box in parts.points)
        chombos = tuple(box.value() for box in parts.chombos)
        entered = self.control.paper(
            self.table.round, self.table.table, points, parts.deposits.value(), chombos, self.refuse
        )
        if entered is not None:
            self.accept()
