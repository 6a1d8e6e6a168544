"""Hand entry: one form per kind of result (ron, tsumo, draw, abortive draw, chombo) in a dialog that
previews every payment before the hand is confirmed. Forms build the values of rules.results."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import (
    abort_name,
    game_end_text,
    later_hands_text,
    scores_text,
    settlement_heads,
    transfer_text,
    win_worth,
)
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.ui.i18n import number
from tablekeeper.ui.messages import show_error
from tablekeeper.ui.quick_score import ScoringContext, WinValue

if TYPE_CHECKING:
    from tablekeeper.session import EditPreview, Preview
    from tablekeeper.ui.dialogs.scoring import ScoringDialog

PreviewFn = Callable[[HandResult], "Preview"]
EditPreviewFn = Callable[[HandResult], "EditPreview"]
"""What a past hand changed into this result would do, to itself and to the later hands (the service's)."""
ContextFn = Callable[[int, bool], ScoringContext]
"""The scoring context of a seat's hand, by ron (False) or tsumo (True)."""


class SeatChoice(QWidget):
    """One of the four players (radio buttons)."""

    changed = Signal()

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.buttons = []
        for seat, name in enumerate(names):
            button = QRadioButton(name, self)
            self.group.addButton(button, seat)
            row.addWidget(button)
            self.buttons.append(button)
        self.group.idToggled.connect(lambda _id, _on: self.changed.emit())

    def seat(self) -> int | None:
        """The chosen seat, or None."""
        seat = self.group.checkedId()
        return None if seat < 0 else seat

    def set_seat(self, seat: int) -> None:
        """Choose a seat."""
        self.buttons[seat].setChecked(True)


class SeatChecks(QWidget):
    """Any of the four players (check boxes)."""

    changed = Signal()

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes = []
        for name in names:
            box = QCheckBox(name, self)
            box.toggled.connect(lambda _on: self.changed.emit())
            row.addWidget(box)
            self.boxes.append(box)

    def seats(self) -> frozenset[int]:
        """The ticked seats."""
        return frozenset(seat for seat, box in enumerate(self.boxes) if box.isChecked())

    def set_seats(self, seats: frozenset[int]) -> None:
        """Tick these seats."""
        for seat, box in enumerate(self.boxes):
            box.setChecked(seat in seats)


class WinnerRow(QWidget):
    """A winner's hand: a button that opens the scoring dialog and shows the value, and the liable player."""

    changed = Signal()
    valued = Signal(int)
    """The seat, when its hand was given a value."""

    def __init__(
        self, seat: int, names: Sequence[str], context: ContextFn, rules: RuleSet, tsumo: bool, parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.seat = seat
        self._names = names
        self._context = context
        self._rules = rules
        self._tsumo = tsumo
        self.value: WinValue | None = None
        self.scoring: ScoringDialog | None = None
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.value_button = QPushButton(self.tr("Score…"), self)
        self.value_button.setMinimumWidth(170)
        self.value_button.clicked.connect(self.open_scoring)
        row.addWidget(self.value_button)
        row.addWidget(QLabel(self.tr("Pao:"), self))
        self.pao = QComboBox(self)
        self.pao.addItem(self.tr("nobody"), None)
        for other, name in enumerate(names):
            if other != seat:
                self.pao.addItem(name, other)
        self.pao.currentIndexChanged.connect(lambda _i: self.changed.emit())
        row.addWidget(self.pao)

    def open_scoring(self) -> None:
        """Open the scoring dialog for this winner's hand."""
        from tablekeeper.ui.dialogs.scoring import ScoringDialog  # the calculator loads when first needed

        title = self.tr("Value of {name}'s hand").format(name=self._names[self.seat])
        self.scoring = ScoringDialog(self._context(self.seat, self._tsumo), title, self)
        if self.value is not None:
            self.scoring.set_value(self.value)
        self.scoring.value_chosen.connect(self.set_value)
        self.scoring.open()

    def set_value(self, value: WinValue) -> None:
        """The value of the hand, as chosen in the scoring dialog."""
        self.value = value
        worth = win_worth(Win(self.seat, value.han, value.fu, value.yakuman), self._rules, tsumo=self._tsumo)
        self.value_button.setText(worth)
        self.valued.emit(self.seat)
        self.changed.emit()

    def win(self) -> Win:
        """This winner's Win; a sentence when the hand has no value yet."""
        if self.value is None:
            raise InvalidResult(self.tr("Give the value of {name}'s hand.").format(name=self._names[self.seat]))
        value = self.value
        return Win(self.seat, value.han, value.fu, value.yakuman, self.pao.currentData(), value.tiles)

    def set_win(self, win: Win) -> None:
        """Fill in from a recorded Win (to edit it); its tiles, if it has some, open with the scoring dialog."""
        self.set_value(WinValue(win.han, win.fu, win.yakuman, win.tiles))
        self.pao.setCurrentIndex(max(0, self.pao.findData(win.pao)) if win.pao is not None else 0)


class RonForm(QWidget):
    """The discarder, one or several winners with their hands, and pao."""

    changed = Signal()

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        self._names = names
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who dealt in (the discarder)?"), self))
        self.discarder = SeatChoice(names, self)
        self.discarder.changed.connect(self.changed)
        layout.addWidget(self.discarder)
        layout.addWidget(QLabel(self.tr("Who won? (several players may ron the same tile)"), self))
        grid = QGridLayout()
        self.winner_boxes: list[QCheckBox] = []
        self.rows: list[WinnerRow] = []
        for seat, name in enumerate(names):
            box = QCheckBox(name, self)
            box.toggled.connect(lambda _on: self.changed.emit())
            row = WinnerRow(seat, names, context, rules, False, self)
            row.valued.connect(lambda s: self.winner_boxes[s].setChecked(True))
            row.changed.connect(self.changed)
            grid.addWidget(box, seat, 0)
            grid.addWidget(row, seat, 1)
            self.winner_boxes.append(box)
            self.rows.append(row)
        layout.addLayout(grid)

    def result(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        discarder = self.discarder.seat()
        if discarder is None:
            raise InvalidResult(self.tr("Choose who dealt in: the player who discarded the winning tile."))
        wins = tuple(row.win() for row, box in zip(self.rows, self.winner_boxes, strict=True) if box.isChecked())
        if not wins:
            raise InvalidResult(self.tr("Choose who won on the discard."))
        return Ron(discarder, wins)

    def set_result(self, result: Ron) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.discarder.set_seat(result.discarder)
        for win in result.wins:
            self.rows[win.winner].set_win(win)
            self.winner_boxes[win.winner].setChecked(True)


class TsumoForm(QWidget):
    """The winner, their hand and pao."""

    changed = Signal()

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who won by tsumo?"), self))
        self.winner = SeatChoice(names, self)
        self.winner.changed.connect(self._winner_changed)
        layout.addWidget(self.winner)
        self.rows = [WinnerRow(seat, names, context, rules, True, self) for seat in range(4)]
        for row in self.rows:
            row.changed.connect(self.changed)
            row.setVisible(False)
            layout.addWidget(row)

    def _winner_changed(self) -> None:
        for seat, row in enumerate(self.rows):
            row.setVisible(seat == self.winner.seat())
        self.changed.emit()

    def row(self) -> WinnerRow | None:
        """The chosen winner's row, or None."""
        seat = self.winner.seat()
        return None if seat is None else self.rows[seat]

    def result(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        row = self.row()
        if row is None:
            raise InvalidResult(self.tr("Choose who won by tsumo."))
        return Tsumo(row.win())

    def set_result(self, result: Tsumo) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.winner.set_seat(result.win.winner)
        self.rows[result.win.winner].set_win(result.win)


class DrawForm(QWidget):
    """Who was tenpai when the wall ran out (and nagashi mangan where the rules have it)."""

    changed = Signal()

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who was tenpai?"), self))
        self.tenpai = SeatChecks(names, self)
        self.tenpai.changed.connect(self.changed)
        layout.addWidget(self.tenpai)
        self.nagashi = SeatChecks(names, self)
        self.nagashi.changed.connect(self.changed)
        if rules.nagashi_mangan:
            layout.addWidget(QLabel(self.tr("Nagashi mangan:"), self))
            layout.addWidget(self.nagashi)
        else:
            self.nagashi.setVisible(False)

    def result(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        return ExhaustiveDraw(self.tenpai.seats(), self.nagashi.seats())

    def set_result(self, result: ExhaustiveDraw) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.tenpai.set_seats(result.tenpai)
        self.nagashi.set_seats(result.nagashi)


class AbortForm(QWidget):
    """The kind of abortive draw."""

    changed = Signal()

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.group = QButtonGroup(self)
        self.kinds = list(AbortKind)
        for index, kind in enumerate(self.kinds):
            button = QRadioButton(abort_name(kind), self)
            self.group.addButton(button, index)
            layout.addWidget(button)
        self.group.idToggled.connect(lambda _id, _on: self.changed.emit())

    def result(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        index = self.group.checkedId()
        if index < 0:
            raise InvalidResult(self.tr("Choose the kind of abortive draw."))
        return AbortiveDraw(self.kinds[index])

    def set_result(self, result: AbortiveDraw) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.group.button(self.kinds.index(result.kind)).setChecked(True)


class ChomboForm(QWidget):
    """Who made the chombo."""

    changed = Signal()

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who made the chombo?"), self))
        self.offender = SeatChoice(names, self)
        self.offender.changed.connect(self.changed)
        layout.addWidget(self.offender)

    def result(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        offender = self.offender.seat()
        if offender is None:
            raise InvalidResult(self.tr("Choose who made the chombo."))
        return Chombo(offender)

    def set_result(self, result: Chombo) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.offender.set_seat(result.offender)


Form = RonForm | TsumoForm | DrawForm | AbortForm | ChomboForm
FORMS: dict[type, type] = {
    Ron: RonForm,
    Tsumo: TsumoForm,
    ExhaustiveDraw: DrawForm,
    AbortiveDraw: AbortForm,
    Chombo: ChomboForm,
}
"""The form that enters each kind of result."""


class ResultDialog(QDialog):
    """A hand form, the preview of its payments, and Record; ``submitted`` carries the result."""

    submitted = Signal(object)

    def __init__(
        self,
        form_type: type,
        title: str,
        names: Sequence[str],
        *,
        context: ContextFn,
        rules: RuleSet,
        preview: PreviewFn,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(600)
        self._names = names
        self._rules = rules
        self._preview = preview
        layout = QVBoxLayout(self)
        self.form: Form = form_type(names, context, rules, self)
        self.form.changed.connect(self.refresh_preview)
        layout.addWidget(self.form)
        self._add_rows(layout)
        self.payments_box = QGroupBox(self.tr("Payments"), self)
        inner = QVBoxLayout(self.payments_box)
        # One label a line: what the hand rests on, every transfer, then the net total. Their area grows with
        # them, as far as the screen allows; beyond it, they scroll (see _fit_preview).
        self.preview_lines = QWidget(self.payments_box)
        self.preview_lines.setObjectName("payments")
        self._lines_layout = QVBoxLayout(self.preview_lines)
        self._lines_layout.setContentsMargins(0, 0, 0, 0)
        self._lines_layout.setSpacing(2)
        self._line_labels: list[QLabel] = []
        self.preview_area = QScrollArea(self.payments_box)
        self.preview_area.setWidget(self.preview_lines)
        self.preview_area.setWidgetResizable(True)
        self.preview_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.preview_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.preview_area.viewport().setStyleSheet("background: transparent")  # part of the box, not a field
        inner.addWidget(self.preview_area)
        self._add_previews(inner)
        layout.addWidget(self.payments_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.record_button = buttons.addButton(self.tr("&Record"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.record_button.setDefault(True)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh_preview()

    def _add_rows(self, layout: QVBoxLayout) -> None:
        """Rows under the form: none for the hand being played (its riichi sticks are on the table)."""

    def _add_previews(self, box: QVBoxLayout) -> None:
        """What the preview shows under the hand's own payments: nothing more for the hand being played."""

    def entered(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        return self.form.result()

    def refresh_preview(self) -> None:
        """Show what the hand would pay, or the sentence saying why it cannot be recorded yet."""
        try:
            result = self.entered()
            preview = self._preview(result)
        except TablekeeperError as error:
            self._show_refusal(error.message)
            return
        self._show_payments(result, preview)

    def preview_labels(self) -> list[QLabel]:
        """The labels of the Payments box, one a line, top to bottom."""
        return list(self._line_labels)

    def preview_text(self) -> str:
        """The Payments box as one text, a line each."""
        return "\n".join(label.text() for label in self.preview_labels())

    def _show_refusal(self, sentence: str) -> None:
        self._show_lines([sentence], refusal=True)

    def _show_payments(self, result: HandResult, preview: Preview) -> None:
        heads = settlement_heads(result, self._names, self._rules)
        lines = [transfer_text(t, self._names) for t in preview.settlement]
        signed = [number(d, signed=True) for d in preview.deltas]
        totals = "   ".join(f"{name} {delta}" for name, delta in zip(self._names, signed, strict=True))
        self._show_lines([*heads, *lines, totals], totals=bool(heads or lines))

    def _show_lines(self, lines: Sequence[str], *, refusal: bool = False, totals: bool = False) -> None:
        """One label a line in the Payments box; the last one (the net total) set apart from the transfers."""
        while (item := self._lines_layout.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self._line_labels = []
        for index, text in enumerate(lines):
            label = QLabel(text, self.preview_lines)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if refusal:
                label.setStyleSheet("color: #b3261e")
            if totals and index == len(lines) - 1:
                label.setObjectName("totals")
                self._lines_layout.addSpacing(label.fontMetrics().lineSpacing() // 2)
            self._lines_layout.addWidget(label)
            self._line_labels.append(label)
        self._lines_layout.addStretch(1)
        self._fit_preview()

    def _fit_preview(self) -> None:
        """The Payments box as tall as its lines, the dialog grown to show them, within the screen's height; beyond
        it, the lines scroll."""
        area = self.preview_area
        spacing = self.fontMetrics().lineSpacing()
        width = area.viewport().width() if self.isVisible() else self.minimumWidth()
        labels = self._line_labels
        for label in labels:
            label.ensurePolished()  # its font, before it is measured
        margins = self._lines_layout.contentsMargins()
        content = sum(label.heightForWidth(width - margins.left() - margins.right()) for label in labels)
        content += self._lines_layout.spacing() * len(labels) + spacing // 2 + margins.top() + margins.bottom()
        wanted = max(4 * spacing, content)
        room = wanted
        if self.isVisible():
            self._relayout()
            others = self.height() - area.height()  # everything else in the dialog, as it is laid out now
            frame = self.frameGeometry().height() - self.height()
            room = self._height_limit() - frame - others
        # The lines keep their height and scroll, rather than be squeezed into the room there is.
        self.preview_lines.setMinimumHeight(content)
        area.setMinimumHeight(max(2 * spacing, min(wanted, room)))
        if self.isVisible():
            self._relayout()
            self._keep_on_screen()

    def _keep_on_screen(self) -> None:
        """Grown taller, the dialog moves up as far as it needs to keep its bottom (and Record) on the screen."""
        screen = self.screen().availableGeometry()
        frame = self.frameGeometry()
        height = max(self.height(), self.minimumHeight()) + frame.height() - self.height()
        overflow = frame.top() + height - 1 - screen.bottom()
        if overflow > 0:
            self.move(frame.left(), max(screen.top(), frame.top() - overflow))

    def _relayout(self) -> None:
        """Lay the dialog out now, grown to its new minimum, rather than at the next turn of the event loop (the
        sizes measured next are then the ones shown)."""
        box = self.payments_box.layout()
        layout = self.layout()
        assert box is not None and layout is not None
        box.invalidate()  # the box's minimum, then the dialog's, measured again
        box.activate()
        layout.invalidate()
        layout.activate()

    def _height_limit(self) -> int:
        """The most the dialog may be tall, its frame included: its screen's height."""
        return self.screen().availableGeometry().height()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_preview()  # now that the dialog knows its screen and its width

    def set_result(self, result: HandResult) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.form.set_result(result)  # type: ignore[arg-type]
        self.refresh_preview()

    def confirm(self) -> None:
        """Check the hand with the rules; a refusal is a message box and nothing is stored."""
        try:
            result = self.entered()
            self._preview(result)
        except TablekeeperError as error:
            show_error(self, error.message)
            return
        self.submitted.emit(result)


class EditHandDialog(ResultDialog):
    """A past hand changed: its form filled in, the riichi declared in it, and, before anything is stored, what
    the change does to it, to the later hands (their deal, honba, deposits and payments) and to the scores."""

    LATER_LINES = 8
    """Lines of later hands shown before the list scrolls."""
    SCREEN_HEIGHT = 600
    """The dialog fits a 1024x600 screen: the list of later hands scrolls rather than make it taller."""

    def __init__(
        self,
        form_type: type,
        title: str,
        names: Sequence[str],
        *,
        context: ContextFn,
        rules: RuleSet,
        preview: EditPreviewFn,
        riichi: frozenset[int],
        scores: Sequence[int],
        finished: bool,
        parent: QWidget | None = None,
    ) -> None:
        # Kept before the dialog is built: building it fills the riichi row and shows a first preview.
        self._edit_preview = preview
        self._recorded_riichi = riichi
        self._current_scores = tuple(scores)
        self._finished = finished

        def with_riichi_row(seat: int, tsumo: bool) -> ScoringContext:
            # The hand mode counts Riichi as a yaku only for a seat ticked in this hand's row, as it is now.
            return dataclasses.replace(context(seat, tsumo), riichi=seat in self.riichi.seats(), past=True)

        super().__init__(
            form_type,
            title,
            names,
            context=with_riichi_row,
            rules=rules,
            preview=lambda result: _own(self._edit_preview(result)),
            parent=parent,
        )

    def _height_limit(self) -> int:
        return min(self.SCREEN_HEIGHT, super()._height_limit())

    def _add_rows(self, layout: QVBoxLayout) -> None:
        # Asked as the form asks its own questions (a line above the four players, within the form's margins),
        # so that the seats line up with the form's.
        row = QVBoxLayout()
        form_layout = self.form.layout()
        if form_layout is not None:
            row.setContentsMargins(form_layout.contentsMargins())
        row.addWidget(QLabel(self.tr("Who declared riichi in this hand?"), self))
        self.riichi = SeatChecks(self._names, self)
        """The seats that declared riichi in this hand (their sticks went on the table)."""
        self.riichi.setObjectName("riichi")
        self.riichi.set_seats(self._recorded_riichi)
        self.riichi.changed.connect(self.refresh_preview)
        row.addWidget(self.riichi)
        layout.addLayout(row)

    def _add_previews(self, box: QVBoxLayout) -> None:
        self.later_label = QLabel(self)
        self.later_label.setObjectName("later")
        self.later_label.setWordWrap(True)
        self.later_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # A change early in a long game alters many hands: past the screen's height they scroll (see _fit_later).
        self.later_area = QScrollArea(self)
        self.later_area.setWidget(self.later_label)
        self.later_area.setWidgetResizable(True)
        self.later_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.later_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.later_area.viewport().setStyleSheet("background: transparent")  # part of the preview, not a field
        box.addWidget(self.later_area)
        self.scores_label = QLabel(self)
        self.scores_label.setObjectName("scores")
        self.scores_label.setWordWrap(True)
        box.addWidget(self.scores_label)
        box.addStretch(1)  # room the dialog has to spare goes below the lines, not between them

    def entered(self) -> HandResult:
        """The result as entered, with the riichi ticked in the row."""
        return dataclasses.replace(super().entered(), riichi=self.riichi.seats())

    def refresh_preview(self) -> None:
        """Show what the change would do to the hand, the later hands and the scores; or why it cannot be made."""
        try:
            result = self.entered()
            change = self._edit_preview(result)
        except TablekeeperError as error:
            self._show_refusal(error.message)
            self.later_label.setText("")
            self.scores_label.setText("")
            return
        self._show_payments(result, _own(change))
        later = later_hands_text(change.later, self._names, shown=self.LATER_LINES - 2)
        self.later_label.setText(later)
        lines = [scores_text(change.scores, self._current_scores, self._names)]
        ending = game_end_text(self._finished, change.finished)
        self.scores_label.setText("\n".join([*lines, ending] if ending else lines))
        self._fit_later()

    def _fit_later(self) -> None:
        """The later hands as tall as their lines (at most LATER_LINES) and the dialog grown to show them, within
        the screen's height; beyond it, they scroll."""
        area = self.later_area
        spacing = self.later_label.fontMetrics().lineSpacing()
        width = self.width()
        layout = self.layout()
        assert layout is not None
        needed = layout.totalHeightForWidth(width)
        others = (needed if needed >= 0 else self.sizeHint().height()) - area.height()
        content = self.later_label.heightForWidth(area.viewport().width())
        wanted = min(content if content > 0 else spacing, spacing * self.LATER_LINES) + 4
        limit = self._height_limit() - (self.frameGeometry().height() - self.height() if self.isVisible() else 0)
        area.setFixedHeight(max(2 * spacing, min(wanted, limit - others)))
        height = min(limit, others + area.height())
        if height > self.height():
            self.resize(width, height)


def _own(change: EditPreview) -> Preview:
    """The edited hand's own preview (a deletion has none, and is not entered in a form)."""
    assert change.hand is not None
    return change.hand
