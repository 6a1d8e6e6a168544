"""Hand entry: one form per kind of result (ron, tsumo, draw, abortive draw, chombo) in a dialog that
previews every payment before the hand is confirmed. Forms build the values of rules.results."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
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
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import name_in_line, names_in_line
from tablekeeper.errors import TablekeeperError
from tablekeeper.present import (
    abort_name,
    game_end_text,
    later_hands_text,
    points_after_text,
    refusal,
    scores_text,
    settlement_heads,
    transfer_text,
    win_worth,
)
from tablekeeper.rules.game import abortive_kinds
from tablekeeper.rules.results import (
    AbortiveDraw,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import MultipleRon, RuleSet
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.messages import show_error
from tablekeeper.ui.quick_score import ScoringContext, WinValue
from tablekeeper.ui.screen_fit import grow_to_content, scroll_body

if TYPE_CHECKING:
    from tablekeeper.service.previews import EditPreview, Preview
    from tablekeeper.ui.dialogs.scoring import ScoringDialog

PreviewFn = Callable[[HandResult], "Preview"]
EditPreviewFn = Callable[[HandResult], "EditPreview"]
"""What a past hand changed into this result would do, to itself and to the later hands (the service's)."""
ContextFn = Callable[[int, bool], ScoringContext]
"""The scoring context of a seat's hand, by ron (False) or tsumo (True)."""


def seat_label(seat: int, name: str) -> str:
    """A player's button: the number key that chooses the seat, then the name. Seat 0, the first East, is 1, as its
    riichi is F1: one numbering at the table, in every question that asks for a player."""
    return f"{seat + 1} · {name_in_line(name)}"


def seat_key(event: QKeyEvent, seats: int) -> int | None:
    """The seat a number key 1-4 names at a table of ``seats`` (of the keyboard's row, shifted on a French keyboard,
    or of the keypad); None for any other key (a 4 at a table of three)."""
    if event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
    ):
        return None
    text = event.text()
    return int(text) - 1 if text in [str(seat + 1) for seat in range(seats)] else None


FOCUS_RING = (
    # A ring drawn whenever the button has the focus, in the palette's highlight (light and dark themes alike):
    # the style's own dotted frame shows only after a Tab, so a player choosing with the number keys saw nothing.
    "{kind} {{ border: 2px solid transparent; border-radius: 4px; padding: 2px 4px; }}"
    "{kind}:focus {{ border-color: palette(highlight); }}"
)


class SeatRadio(QRadioButton):
    """A player's radio button, with its number, and a focus ring; ``clicked_by_mouse`` when a click chose it
    (``clicked`` comes also from the arrow keys, which move along the row)."""

    clicked_by_mouse = Signal()

    def __init__(self, seat: int, name: str, parent: QWidget) -> None:
        super().__init__(seat_label(seat, name), parent)
        self.setStyleSheet(FOCUS_RING.format(kind="QRadioButton"))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        was_down = self.isDown()
        super().mouseReleaseEvent(event)
        if was_down and event.button() == Qt.MouseButton.LeftButton and self.hitButton(event.position().toPoint()):
            self.clicked_by_mouse.emit()


class SeatBox(QCheckBox):
    """A player's check box, with its number, and a focus ring."""

    def __init__(self, seat: int, name: str, parent: QWidget) -> None:
        super().__init__(seat_label(seat, name), parent)
        self.setStyleSheet(FOCUS_RING.format(kind="QCheckBox"))


class SeatChoice(QWidget):
    """One of the players (radio buttons); a number key 1-4 chooses one and ``picked`` says so."""

    changed = Signal()
    picked = Signal(int)
    """A seat chosen by its number key or a click: the form goes on to its next question."""

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.group = QButtonGroup(self)
        self.buttons: list[QRadioButton] = []
        for seat, name in enumerate(names):
            button = SeatRadio(seat, name, self)
            button.clicked_by_mouse.connect(lambda s=seat: self.picked.emit(s))
            self.group.addButton(button, seat)
            row.addWidget(button)
            self.buttons.append(button)
        self.group.idToggled.connect(lambda _id, _on: self.changed.emit())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        seat = seat_key(event, len(self.buttons))
        if seat is None:
            super().keyPressEvent(event)
            return
        self.set_seat(seat)
        self.buttons[seat].setFocus(Qt.FocusReason.OtherFocusReason)
        self.picked.emit(seat)

    def seat(self) -> int | None:
        """The chosen seat, or None."""
        seat = self.group.checkedId()
        return None if seat < 0 else seat

    def set_seat(self, seat: int) -> None:
        """Choose a seat."""
        self.buttons[seat].setChecked(True)

    def first(self) -> QWidget:
        """Where the keyboard starts: the chosen seat, or the first (the arrow keys move among the four)."""
        seat = self.seat()
        return self.buttons[0 if seat is None else seat]


class SeatChecks(QWidget):
    """Any of the players (check boxes); a number key 1-4 ticks or unticks one, but only ticks one of the
    ``held`` seats (a player in riichi at a draw: tenpai, whatever was pressed before)."""

    changed = Signal()

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.held: frozenset[int] = frozenset()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QCheckBox] = []
        for seat, name in enumerate(names):
            box = SeatBox(seat, name, self)
            box.toggled.connect(lambda _on: self.changed.emit())
            row.addWidget(box)
            self.boxes.append(box)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        seat = seat_key(event, len(self.boxes))
        if seat is None:
            super().keyPressEvent(event)
            return
        box = self.boxes[seat]
        box.setFocus(Qt.FocusReason.OtherFocusReason)  # the ring shows which player the key was
        if seat in self.held:
            box.setChecked(True)
        else:
            box.toggle()

    def seats(self) -> frozenset[int]:
        """The ticked seats."""
        return frozenset(seat for seat, box in enumerate(self.boxes) if box.isChecked())

    def set_seats(self, seats: frozenset[int]) -> None:
        """Tick these seats."""
        for seat, box in enumerate(self.boxes):
            box.setChecked(seat in seats)


class SeatCombo(QComboBox):
    """Nobody, or one of the other players (pao), chosen from the list or by a number key 1-4."""

    def __init__(self, seat: int, names: Sequence[str], parent: QWidget) -> None:
        super().__init__(parent)
        self.seats = len(names)
        self.addItem(self.tr("nobody"), None)
        for other, name in enumerate(names):
            if other != seat:
                self.addItem(seat_label(other, name), other)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        seat = seat_key(event, self.seats)
        if seat is None:
            super().keyPressEvent(event)
            return
        index = self.findData(seat)
        if index < 0:
            QApplication.beep()  # the winner is not liable for their own hand
            return
        self.setCurrentIndex(index)


class WinnerRow(QWidget):
    """A winner's hand: a button that opens the scoring dialog and shows the value, and the liable player.

    From the scoring dialog, Enter gives the value and asks for the hand to be recorded (``entered`` True); ``+``,
    once the value is whole, gives it and goes back to the hand (``entered`` False: another winner, pao).
    """

    changed = Signal()
    valued = Signal(int)
    """The seat, when its hand was given a value."""
    entered = Signal(bool)
    """The scoring dialog gave the value: True by Enter (record the hand now), False by ``+`` (more to say)."""
    dropped = Signal(int)
    """The seat, when its scoring dialog was closed without a value: the winner was chosen by mistake."""

    MORE_KEY = "+"
    """In the scoring dialog: the value as typed, and back to the hand before it is recorded."""

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
        self._record_asked = False
        """The scoring dialog's last key was Enter: once it gives the value, the hand is recorded."""
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.value_button = QPushButton(self.tr("Score…"), self)
        self.value_button.setMinimumWidth(170)
        # Space opens it; Enter stays Record's, even once the scoring dialog (Enter) gives the focus back.
        self.value_button.setAutoDefault(False)
        self.value_button.clicked.connect(self.open_scoring)
        row.addWidget(self.value_button)
        pao_label = QLabel(self.tr("Pao:"), self)
        row.addWidget(pao_label)
        self.pao = SeatCombo(seat, names, self)
        self.pao.currentIndexChanged.connect(lambda _i: self.changed.emit())
        row.addWidget(self.pao)
        if not rules.pao_yaku:  # rules without liability: nobody is ever liable
            pao_label.hide()
            self.pao.hide()

    def open_scoring(self) -> None:
        """Open the scoring dialog for this winner's hand."""
        from tablekeeper.ui.dialogs.scoring import ScoringDialog  # the calculator loads when first needed

        title = self.tr("Value of {name}'s hand").format(name=name_in_line(self._names[self.seat]))
        self.scoring = replace(self.scoring, ScoringDialog(self._context(self.seat, self._tsumo), title, self))
        if self.value is not None:
            self.scoring.set_value(self.value)
        self.scoring.value_chosen.connect(self.set_value)
        self.scoring.installEventFilter(self)
        self.scoring.finished.connect(self._scoring_closed)
        self._record_asked = False
        self.scoring.open()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The scoring dialog's keys, on their way to it: Enter (which it takes) asks for the hand to be recorded,
        # + gives a whole value without recording. Any other key is the dialog's.
        if watched is self.scoring and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            self._record_asked = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if event.text() == self.MORE_KEY and self._whole(self.scoring):
                self.scoring.confirm()
                return True
        return super().eventFilter(watched, event)

    @staticmethod
    def _whole(scoring: ScoringDialog) -> bool:
        """The value chosen in the scoring dialog is whole (before it, ``+`` ends a typed han of two digits)."""
        try:
            scoring.quick.points()
        except TablekeeperError:
            return False
        return True

    def _scoring_closed(self, result: int) -> None:
        if result == QDialog.DialogCode.Accepted:
            self.entered.emit(self._record_asked)
        elif self.value is None:
            self.dropped.emit(self.seat)
        self._record_asked = False

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
            name = name_in_line(self._names[self.seat])
            raise InvalidResult(self.tr("Give the value of {name}'s hand.").format(name=name))
        value = self.value
        return Win(self.seat, value.han, value.fu, value.yakuman, self.pao.currentData(), value.tiles, value.yaku)

    def set_win(self, win: Win) -> None:
        """Fill in from a recorded Win (to edit it); its tiles, if it has some, open with the scoring dialog."""
        self.set_value(WinValue(win.han, win.fu, win.yakuman, win.tiles, win.yaku))
        self.pao.setCurrentIndex(max(0, self.pao.findData(win.pao)) if win.pao is not None else 0)


class RonForm(QWidget):
    """The discarder, one or several winners with their hands, and pao.

    From the keyboard: the discarder's number, then each winner's number, which opens their scoring dialog at once.
    """

    changed = Signal()
    record_asked = Signal()
    """A winner's value was given with Enter: the hand is to be recorded now."""

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        self._names = names
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who dealt in (the discarder)?"), self))
        self.discarder = SeatChoice(names, self)
        self.discarder.changed.connect(self.changed)
        self.discarder.picked.connect(self._discarder_picked)
        layout.addWidget(self.discarder)
        # The rules' way with several winners is said where they are chosen: under head bump a second winner
        # ticked would otherwise be paid nothing without a word (the payments below show who is paid).
        if rules.multiple_ron is MultipleRon.HEAD_BUMP:
            question = self.tr("Who won? (head bump: only the winner nearest the discarder is paid)")
        elif rules.multiple_ron is MultipleRon.DOUBLE_ONLY:
            question = self.tr("Who won? (two may ron the same tile; three make an abortive draw)")
        else:
            question = self.tr("Who won? (several players may ron the same tile)")
        self.winners_question = QLabel(question, self)
        layout.addWidget(self.winners_question)
        grid = QGridLayout()
        self.winner_boxes: list[QCheckBox] = []
        self.rows: list[WinnerRow] = []
        for seat, name in enumerate(names):
            box = SeatBox(seat, name, self)
            box.toggled.connect(lambda _on: self.changed.emit())
            # Ticked by a click or the space bar (never by a recorded hand filled in): straight to the value.
            box.clicked.connect(lambda on, s=seat: self._winner_ticked(s) if on else None)
            row = WinnerRow(seat, names, context, rules, False, self)
            row.valued.connect(lambda s: self.winner_boxes[s].setChecked(True))
            row.changed.connect(self.changed)
            row.entered.connect(self._value_entered)
            row.dropped.connect(self._dropped)
            grid.addWidget(box, seat, 0)
            grid.addWidget(row, seat, 1)
            self.winner_boxes.append(box)
            self.rows.append(row)
        layout.addLayout(grid)

    def first(self) -> QWidget:
        """The first choice: who dealt in."""
        return self.discarder.first()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A number key outside the discarder's row (whose own keys choose the discarder) names a winner.
        seat = seat_key(event, len(self.winner_boxes))
        if seat is None:
            super().keyPressEvent(event)
            return
        box = self.winner_boxes[seat]
        if seat == self.discarder.seat():
            QApplication.beep()  # nobody wins on their own discard
            return
        box.setFocus(Qt.FocusReason.OtherFocusReason)
        if box.isChecked():
            box.setChecked(False)  # named again: not a winner after all
            return
        box.setChecked(True)
        self._winner_ticked(seat)

    def _discarder_picked(self, seat: int) -> None:
        """On to the winners: the first player who is not the discarder."""
        self.winner_boxes[0 if seat != 0 else 1].setFocus(Qt.FocusReason.OtherFocusReason)

    def _winner_ticked(self, seat: int) -> None:
        """A winner chosen: their value at once, unless they have one already."""
        if self.rows[seat].value is None:
            self.rows[seat].open_scoring()

    def _value_entered(self, record: bool) -> None:
        if record:
            self.record_asked.emit()

    def _dropped(self, seat: int) -> None:
        """The scoring dialog of a winner just chosen was closed without a value: the choice is taken back."""
        self.winner_boxes[seat].setChecked(False)
        self.winner_boxes[seat].setFocus(Qt.FocusReason.OtherFocusReason)

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
    """The winner, their hand and pao. From the keyboard: the winner's number opens their scoring dialog at once."""

    changed = Signal()
    record_asked = Signal()
    """The winner's value was given with Enter: the hand is to be recorded now."""

    def __init__(self, names: Sequence[str], context: ContextFn, rules: RuleSet, parent: QWidget | None = None):
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who won by tsumo?"), self))
        self.winner = SeatChoice(names, self)
        self.winner.changed.connect(self._winner_changed)
        layout.addWidget(self.winner)
        self.rows = [WinnerRow(seat, names, context, rules, True, self) for seat in range(len(names))]
        self.winner.picked.connect(lambda seat: self.rows[seat].open_scoring())
        for row in self.rows:
            row.changed.connect(self.changed)
            row.entered.connect(self._value_entered)
            row.setVisible(False)
            layout.addWidget(row)

    def _winner_changed(self) -> None:
        for seat, row in enumerate(self.rows):
            row.setVisible(seat == self.winner.seat())
        self.changed.emit()

    def _value_entered(self, record: bool) -> None:
        if record:
            self.record_asked.emit()
            return
        row = self.row()
        if row is not None:
            row.pao.setFocus(Qt.FocusReason.OtherFocusReason)  # all there is left to say

    def first(self) -> QWidget:
        """The first choice: the winner."""
        return self.winner.first()

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
        self.riichi_note = QLabel(
            self.tr("A player in riichi is tenpai (a riichi without tenpai is a chombo): their key keeps them ticked."),
            self,
        )
        self.riichi_note.setWordWrap(True)
        self.riichi_note.setVisible(False)
        layout.addWidget(self.riichi_note)
        self.nagashi = SeatChecks(names, self)
        self.nagashi.changed.connect(self.changed)
        if rules.nagashi_mangan:
            layout.addWidget(QLabel(self.tr("Nagashi mangan:"), self))
            layout.addWidget(self.nagashi)
        else:
            self.nagashi.setVisible(False)

    def first(self) -> QWidget:
        """The first choice: the first player's tenpai."""
        return self.tenpai.boxes[0]

    def declared(self, riichi: frozenset[int]) -> None:
        """The riichi declared at the table in this hand: those players are tenpai (or it was a chombo, entered as
        one), ticked, and their number keys tick them (the README's `D 2 3 4` with Carol in riichi: three tenpai,
        not two)."""
        self.tenpai.set_seats(riichi)
        self.tenpai.held = riichi
        self.riichi_note.setVisible(bool(riichi))

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
        self.kinds = list(abortive_kinds(rules))  # only those the rules have
        for index, kind in enumerate(self.kinds):
            button = QRadioButton(abort_name(kind), self)
            self.group.addButton(button, index)
            layout.addWidget(button)
        self.group.idToggled.connect(lambda _id, _on: self.changed.emit())

    def first(self) -> QWidget:
        """The first choice: the kind chosen, or the first kind."""
        index = self.group.checkedId()
        return self.group.button(max(index, 0))

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

    def first(self) -> QWidget:
        """The first choice: who made the chombo."""
        return self.offender.first()

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
        riichi: frozenset[int] = frozenset(),
        parent: QWidget | None = None,
    ) -> None:
        """``riichi``: the seats whose sticks are on the table in the hand being played (a draw starts with them
        tenpai); none for a past hand, whose form is filled in as it was recorded."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(600)
        self._names = names
        self._in_line = names_in_line(names)
        """The names as the preview's sentences hold them."""
        self._rules = rules
        self._preview = preview
        layout = QVBoxLayout(self)
        self.form: Form = form_type(names, context, rules, self)
        if isinstance(self.form, DrawForm):
            self.form.declared(riichi)
        self.form.changed.connect(self.refresh_preview)
        if isinstance(self.form, RonForm | TsumoForm):
            self.form.record_asked.connect(self._record_asked)
        layout.addWidget(self.form)
        self._add_rows(layout)
        self.payments_box = QGroupBox(self.tr("Payments"), self)
        inner = QVBoxLayout(self.payments_box)
        # One label a line: what the hand rests on, every transfer, then the net total, each as tall as its text.
        # The box grows with them; on a screen too small, the dialog's body scrolls (see screen_fit), with Record
        # below it, always in view. (A scroll area of their own, inside the body's, would scroll twice.)
        self.preview_lines = QWidget(self.payments_box)
        self.preview_lines.setObjectName("payments")
        self._lines_layout = QVBoxLayout(self.preview_lines)
        self._lines_layout.setContentsMargins(0, 0, 0, 0)
        self._lines_layout.setSpacing(2)
        self._line_labels: list[QLabel] = []
        inner.addWidget(self.preview_lines)
        self._add_previews(inner)
        layout.addWidget(self.payments_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.record_button = buttons.addButton(self.tr("&Record"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.record_button.setDefault(True)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh_preview()  # the Payments box filled before the dialog is sized to its content
        self.body = scroll_body(self, buttons)
        # The keyboard starts on the first question (the arrow keys choose, Tab goes on), not on Record.
        self.form.first().setFocus()

    def _add_rows(self, layout: QVBoxLayout) -> None:
        """Rows under the form: none for the hand being played (its riichi sticks are on the table)."""

    def _add_previews(self, box: QVBoxLayout) -> None:
        """What the preview shows under the hand's own payments: nothing more for the hand being played."""

    def entered(self) -> HandResult:
        """The result as entered; a sentence (InvalidResult) when something is missing."""
        return self.form.result()

    def _record_asked(self) -> None:
        """Enter gave a winner's value: the hand is recorded as soon as it is complete (or a sentence says what
        it lacks)."""
        self.confirm()

    def refresh_preview(self) -> None:
        """Show what the hand would pay, or the sentence saying why it cannot be recorded yet."""
        try:
            result = self.entered()
            preview = self._preview(result)
        except TablekeeperError as error:
            self._show_refusal(refusal(error, self._in_line))
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
        heads = settlement_heads(result, self._in_line, self._rules)
        lines = [transfer_text(t, self._in_line) for t in preview.settlement]
        # Each change beside the points after the hand: the seat already shows a stick declared off its points.
        changes = zip(self._in_line, preview.deltas, preview.after.scores, strict=True)
        totals = "   ".join(points_after_text(name, delta, points) for name, delta, points in changes)
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
        self._fit_lines()

    def _fit_lines(self) -> None:
        """The lines as tall as their wrapped text needs at the box's width: a layout gives word-wrapped labels
        their height only through the height of the widget holding them."""
        width = self.preview_lines.width() if self.isVisible() else self.minimumSizeHint().width()
        margins = self._lines_layout.contentsMargins()
        inside = max(1, width - margins.left() - margins.right())
        spacing = self.fontMetrics().lineSpacing()
        for label in self._line_labels:
            label.ensurePolished()  # its font, before it is measured
        content = sum(label.heightForWidth(inside) for label in self._line_labels)
        content += self._lines_layout.spacing() * len(self._line_labels) + spacing // 2
        self.preview_lines.setMinimumHeight(content + margins.top() + margins.bottom())
        if self.isVisible():
            # At once, not at the next turn of the event loop: what is shown next is measured at the new size.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
            grow_to_content(self)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_lines()  # narrower, the lines wrap into more of them

    def set_result(self, result: HandResult) -> None:
        """Fill in from a recorded result (to edit it)."""
        self.form.set_result(result)  # type: ignore[arg-type]
        self.refresh_preview()
        self.form.first().setFocus()  # the choice as recorded

    def confirm(self) -> None:
        """Check the hand with the rules; a refusal is a message box and nothing is stored."""
        try:
            result = self.entered()
            self._preview(result)
        except TablekeeperError as error:
            show_error(self, refusal(error, self._in_line))
            return
        self.submitted.emit(result)


class EditHandDialog(ResultDialog):
    """A past hand changed: its form filled in, the riichi declared in it, and, before anything is stored, what
    the change does to it, to the later hands (their deal, honba, deposits and payments) and to the scores."""

    LATER_LINES = 8
    """Lines of later hands shown at most (the rest is counted: "… and 12 more hands")."""

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

    def _record_asked(self) -> None:
        """A change to a past hand is recorded by Record alone, once its effect on the later hands is read."""
        self.record_button.setFocus(Qt.FocusReason.OtherFocusReason)

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
        # A change early in a long game alters many hands: at most LATER_LINES are listed, then how many more.
        box.addWidget(self.later_label)
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
            self._show_refusal(refusal(error, self._in_line))
            self.later_label.setText("")
            self.scores_label.setText("")
            return
        self._show_payments(result, _own(change))
        later = later_hands_text(change.later, self._in_line, shown=self.LATER_LINES - 2)
        self.later_label.setText(later)
        lines = [scores_text(change.scores, self._current_scores, self._in_line)]
        ending = game_end_text(self._finished, change.finished)
        self.scores_label.setText("\n".join([*lines, ending] if ending else lines))


def _own(change: EditPreview) -> Preview:
    """The edited hand's own preview (a deletion has none, and is not entered in a form)."""
    assert change.hand is not None
    return change.hand
