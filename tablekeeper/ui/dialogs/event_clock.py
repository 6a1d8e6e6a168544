"""The organiser's clock of the current round: start it, pause and resume it, give time or take it back, give one
table time of its own (a table that started late), end the round.

The clock is the database's: the hall and every table show it within seconds. Ending the round asks first (it
cannot be taken back: each table plays its last hand). A refusal is said in the dialog; nothing is changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.events.clock import MAX_ADDED_MINUTES, ClockState
from tablekeeper.rules.ruleset import TimeEnd
from tablekeeper.ui.messages import ask, refusal_label
from tablekeeper.ui.round_clock import READ_AGAIN_MS, TICK_MS, clock_line
from tablekeeper.ui.screen_fit import scroll_body

if TYPE_CHECKING:
    from tablekeeper.service.clock_views import ClockView
    from tablekeeper.ui.event_control import ClockChange, EventControl

ADDED_MINUTES = 5
"""The time the organiser gives most often (a late start, a dispute at a table)."""


class ClockParts:
    """The clock in large type, the buttons that change it, the refusal's line, Close."""

    def __init__(self, dialog: QDialog) -> None:
        layout = QVBoxLayout(dialog)
        self.state = QLabel(dialog)
        self.state.setObjectName("clock_state")
        self.state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPixelSize(36)
        font.setBold(True)
        self.state.setFont(font)
        # The dialog's own palette is light: the clock on the hall's black, in the hall's colours.
        self.state.setAutoFillBackground(True)
        layout.addWidget(self.state)
        going = QHBoxLayout()
        self.buttons: dict[ClockChange, QPushButton] = {}
        going_changes: tuple[tuple[ClockChange, str], ...] = (
            ("start", QCoreApplication.translate("ClockDialog", "&Start")),
            ("pause", QCoreApplication.translate("ClockDialog", "&Pause")),
            ("resume", QCoreApplication.translate("ClockDialog", "&Resume")),
        )
        for change, text in going_changes:
            self.buttons[change] = self._button(dialog, going, change, text)
        layout.addLayout(going)
        adding = QHBoxLayout()
        self.minutes = QSpinBox(dialog)
        self.minutes.setObjectName("clock_minutes")
        self.minutes.setRange(1, MAX_ADDED_MINUTES)
        self.minutes.setValue(ADDED_MINUTES)
        self.minutes.setSuffix(QCoreApplication.translate("ClockDialog", " min"))
        adding.addWidget(self.minutes)
        adding_text = QCoreApplication.translate("ClockDialog", "&Add time")
        self.buttons["add"] = self._button(dialog, adding, "add", adding_text)
        taking_text = QCoreApplication.translate("ClockDialog", "Take &back")
        self.buttons["take"] = self._button(dialog, adding, "take", taking_text)
        layout.addLayout(adding)
        self.table, self.table_minutes, self.give_table = self._table_row(dialog, layout)
        self.buttons["end"] = self._button(
            dialog, layout, "end", QCoreApplication.translate("ClockDialog", "&End the round now…")
        )
        self.error = refusal_label(dialog, "error", hidden=True)
        layout.addWidget(self.error)
        self.close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)

    @classmethod
    def _table_row(cls, dialog: QDialog, layout: QVBoxLayout) -> tuple[QSpinBox, QSpinBox, QPushButton]:
        """One table's own time besides the round's (a table that started late): its number, its minutes, the
        button that gives them (0 minutes: none any more)."""
        row = QHBoxLayout()
        row.addWidget(QLabel(QCoreApplication.translate("ClockDialog", "Table"), dialog))
        table = QSpinBox(dialog)
        table.setObjectName("clock_table")
        table.setRange(1, 999)
        row.addWidget(table)
        minutes = QSpinBox(dialog)
        minutes.setObjectName("clock_table_minutes")
        minutes.setRange(0, MAX_ADDED_MINUTES)
        minutes.setValue(ADDED_MINUTES)
        minutes.setSuffix(QCoreApplication.translate("ClockDialog", " min"))
        row.addWidget(minutes)
        text = QCoreApplication.translate("ClockDialog", "&Give the table this time of its own")
        give = cls._button(dialog, row, "give_table", text)
        layout.addLayout(row)
        return table, minutes, give

    @staticmethod
    def _button(dialog: QWidget, row: QHBoxLayout | QVBoxLayout, change: str, text: str) -> QPushButton:
        button = QPushButton(text, dialog)
        button.setObjectName(f"clock_{change}")
        button.setAutoDefault(False)  # Enter never ends a round
        row.addWidget(button)
        return button


class ClockDialog(QDialog):
    """The current round's clock, shown each second and read again every few seconds."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.round = control.current_round()
        self.setWindowTitle(self.tr("Round {round}: the clock").format(round=self.round))
        self.parts = ClockParts(self)
        self.parts.close.rejected.connect(self.reject)
        for change, button in self.parts.buttons.items():
            button.clicked.connect(lambda _checked=False, change=change: self.change(change))
        self.parts.give_table.clicked.connect(self.give_table)
        self.body = scroll_body(self, self.parts.close)
        self.view: ClockView | None = None
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self.show_clock)
        self._tick.start()
        self._again = QTimer(self)
        self._again.setInterval(READ_AGAIN_MS)
        self._again.timeout.connect(self.read)
        self._again.start()
        self.read()

    def refuse(self, sentence: str) -> None:
        self.parts.error.setText(sentence)
        self.parts.error.setVisible(True)

    def read(self) -> None:
        """The clock as stored now (changed from the command line or another window too)."""
        view = self.control.clock(self.refuse)
        if view is not None:
            self.view = view
        self.show_clock()

    def show_clock(self) -> None:
        view = self.view
        state = None if view is None else view.state()
        if view is None:
            self.parts.state.setText("")
        else:
            text, colour = clock_line(view)
            self.parts.state.setText(text)
            self.parts.state.setStyleSheet(f"color: {colour}; background: #000000; padding: 8px;")
        allowed: dict[ClockChange, bool] = {
            "start": state is ClockState.NOT_STARTED,
            "pause": state is ClockState.RUNNING,
            "resume": state is ClockState.PAUSED,
            "add": state in (ClockState.RUNNING, ClockState.PAUSED),
            "take": state in (ClockState.RUNNING, ClockState.PAUSED),
            "end": state in (ClockState.RUNNING, ClockState.PAUSED),
        }
        for change, button in self.parts.buttons.items():
            button.setEnabled(allowed[change])
        self.parts.give_table.setEnabled(allowed["add"])

    def change(self, change: ClockChange) -> None:
        """One change of the clock; ending the round is asked first."""
        if change == "end" and not self._confirm_end():
            return
        self.parts.error.setVisible(False)
        view = self.control.change_clock(change, self.parts.minutes.value(), self.refuse)
        if view is None:
            self.read()  # refused: the clock was changed elsewhere, most likely; shown as it is now
            return
        self.view = view
        self.show_clock()

    def give_table(self) -> None:
        """The chosen table's own time: the hall and that table follow it; a refusal is said here."""
        self.parts.error.setVisible(False)
        parts = self.parts
        view = self.control.give_table_time(parts.table.value(), parts.table_minutes.value(), self.refuse)
        if view is None:
            self.read()
            return
        self.view = view
        self.show_clock()

    def _confirm_end(self) -> bool:
        event = self.control.view()
        one_more = event is not None and event.rules.time_end is TimeEnd.ONE_MORE_HAND
        sentence = (
            self.tr(
                "Call time now for round {round}? Each table finishes the hand in play, plays one more hand, and its "
                "game ends. This cannot be taken back."
            )
            if one_more
            else self.tr(
                "Call time now for round {round}? Each table finishes the hand in play, and its game ends. This "
                "cannot be taken back."
            )
        )
        return ask(self, sentence.format(round=self.round), self.tr("Call time"), self.tr("Keep playing"))

    def done(self, result: int) -> None:
        self._tick.stop()
        self._again.stop()
        super().done(result)
