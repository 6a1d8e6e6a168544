"""Starting and choosing an event: a new event with its players, and the list of the stored events."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.events.model import SubstituteRule
from tablekeeper.present import preset_name
from tablekeeper.rules.ruleset import DEFAULT_PRESET, PRESET_NAMES, preset
from tablekeeper.ui.dialogs.sit_out_row import SitOutScoreRow
from tablekeeper.ui.messages import refusal_label
from tablekeeper.ui.screen_fit import scroll_body
from tablekeeper.words import plural

if TYPE_CHECKING:
    from tablekeeper.service.events import EventSummary

LAST_EVENT_PRESET_KEY = "new_event/preset"
"""QSettings key of the preset of the last event created."""


def player_lines(text: str) -> list[str]:
    """The names typed, one a line, blank lines left out."""
    return [line.strip() for line in text.splitlines() if line.strip()]


class NewEventParts:
    """The new-event form: title, rules, players (one a line), the substitute's rule, what a round sat out counts; the
    error line; buttons."""

    def __init__(self, dialog: QDialog) -> None:
        layout = QVBoxLayout(dialog)
        form = QFormLayout()
        self.title_edit = QLineEdit(dialog)
        self.title_edit.setObjectName("event_title")
        form.addRow(QCoreApplication.translate("NewEventDialog", "Title"), self.title_edit)
        self.preset = QComboBox(dialog)
        for name in PRESET_NAMES:
            self.preset.addItem(preset_name(name), name)
        last = QSettings().value(LAST_EVENT_PRESET_KEY, DEFAULT_PRESET)
        self.preset.setCurrentIndex(PRESET_NAMES.index(last if last in PRESET_NAMES else DEFAULT_PRESET))
        form.addRow(QCoreApplication.translate("NewEventDialog", "Rules"), self.preset)
        self.players = QPlainTextEdit(dialog)
        self.players.setObjectName("event_players")
        self.players.setPlaceholderText(
            QCoreApplication.translate("NewEventDialog", "One name a line, as the club knows them")
        )
        self.count = QLabel(dialog)
        form.addRow(QCoreApplication.translate("NewEventDialog", "Players"), self.players)
        form.addRow("", self.count)
        self.substitute_rule = QComboBox(dialog)
        self.substitute_rule.addItem(
            QCoreApplication.translate("NewEventDialog", "A fixed score for the player replaced"), SubstituteRule.FIXED
        )
        self.substitute_rule.addItem(
            QCoreApplication.translate("NewEventDialog", "The substitute's result, for the player replaced"),
            SubstituteRule.PLAYER,
        )
        form.addRow(
            QCoreApplication.translate("NewEventDialog", "A substitute's game counts"),
            self.substitute_rule,
        )
        self.substitute_score = QDoubleSpinBox(dialog)
        self.substitute_score.setDecimals(1)
        self.substitute_score.setRange(-999.0, 999.0)
        form.addRow(QCoreApplication.translate("NewEventDialog", "Fixed score"), self.substitute_score)
        self.sit_out = SitOutScoreRow(dialog)  # where the players are no whole tables and no fillers are wanted
        form.addRow(QCoreApplication.translate("NewEventDialog", "Sit-outs"), self.sit_out)
        layout.addLayout(form)
        self.error = refusal_label(dialog, "error", hidden=True)
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, dialog)
        self.create_button = self.buttons.addButton(
            QCoreApplication.translate("NewEventDialog", "C&reate the event"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        # Enter in the title creates the event; the button is never where typing starts (a space pressed it).
        self.create_button.setDefault(True)


class NewEventDialog(QDialog):
    """A new event: its title, rules, players and substitute rule; ``submitted`` asks for it to be created (the
    window shows a refusal in :meth:`refuse`, and the dialog stays open)."""

    submitted = Signal(str, object, list, object, int, object)
    """title, RuleSet, names, SubstituteRule, substitute score (table points), what a round sat out counts (table
    points; None: nothing)"""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New event"))
        self.setMinimumWidth(560)
        self.parts = parts = NewEventParts(self)
        parts.players.textChanged.connect(self._count)
        parts.substitute_rule.currentIndexChanged.connect(self._fixed_shown)
        parts.buttons.accepted.connect(self.confirm)
        parts.buttons.rejected.connect(self.reject)
        self._count()
        self.body = scroll_body(self, parts.buttons)
        parts.title_edit.setFocus()  # what an organiser types first

    def _count(self) -> None:
        names = player_lines(self.parts.players.toPlainText())
        self.parts.count.setText(self.tr("Players: {count}").format(count=len(names)))

    def _fixed_shown(self) -> None:
        self.parts.substitute_score.setEnabled(self.parts.substitute_rule.currentData() == SubstituteRule.FIXED)

    def refuse(self, sentence: str) -> None:
        """Say why the event was not created, under the form."""
        self.parts.error.setText(sentence)
        self.parts.error.setVisible(True)

    def accept(self) -> None:
        QSettings().setValue(LAST_EVENT_PRESET_KEY, self.parts.preset.currentData())
        super().accept()

    def confirm(self) -> None:
        parts = self.parts
        self.submitted.emit(
            parts.title_edit.text().strip(),
            preset(parts.preset.currentData()),
            player_lines(parts.players.toPlainText()),
            parts.substitute_rule.currentData(),
            round(parts.substitute_score.value() * 1000),
            parts.sit_out.value,
        )


class OpenEventDialog(QDialog):
    """The stored events, latest first; ``chosen`` with the one to open."""

    chosen = Signal(int)

    def __init__(self, events: Sequence[EventSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open an event"))
        layout = QVBoxLayout(self)
        if not events:
            layout.addWidget(QLabel(self.tr("There is no event yet: Event › New event… makes one."), self))
        self.events = QListWidget(self)
        for event in events:
            item = QListWidgetItem(self.describe(event), self.events)
            item.setData(Qt.ItemDataRole.UserRole, event.id)
        if events:
            self.events.setCurrentRow(0)
        self.events.itemActivated.connect(lambda _item: self.confirm())
        layout.addWidget(self.events)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.body = scroll_body(self, buttons)

    def describe(self, event: EventSummary) -> str:
        rounds = plural(
            event.rounds,
            self.tr("{title} · {players} players · {rounds} round seated"),
            self.tr("{title} · {players} players · {rounds} rounds seated"),
        )
        return rounds.format(title=event.title, players=event.players, rounds=event.rounds)

    def confirm(self) -> None:
        item = self.events.currentItem()
        if item is None:
            self.reject()
            return
        self.chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()
