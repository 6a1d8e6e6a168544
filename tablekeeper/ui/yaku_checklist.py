"""The yaku mode of the scoring dialog: the hand valued from the yaku its winner calls ("riichi, tsumo, pinfu,
dora 1"), a box for each yaku of the game's rules, counters for the dora, and the fu asked only when the yaku do
not fix them. The value and its payments are shown as the boxes are ticked; what no hand can be is said in a
sentence (:mod:`tablekeeper.rules.hand.called`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import hand_payments, refusal, yaku_name
from tablekeeper.rules.called_yaku import MAX_AKA, MAX_DORA, CalledYaku
from tablekeeper.rules.hand.calculator import YakuValue
from tablekeeper.rules.hand.called import called_han, called_value, possible_yaku, rule_set_yaku
from tablekeeper.rules.hand.yaku import Yaku
from tablekeeper.ui.messages import refusal_label
from tablekeeper.ui.quick_score import FU_CHOICES, PadButton, ScoringContext, WinValue, fu_matters
from tablekeeper.ui.screen_fit import grid_spacing, wrap_grid

YAKU_COLUMNS = 4
YAKUMAN_COLUMNS = 5


class YakuChecklistParts:
    """What the yaku mode shows, made in one place (as Qt Designer's ``Ui_`` classes): the open-hand box and the
    counters, a box for each yaku and yakuman of the rules, the fu buttons, the value and the refusal. Made in
    the order that Tab follows; every text in the context "YakuChecklist"."""

    def __init__(self, widget: QWidget, context: ScoringContext) -> None:
        self.widget = widget
        layout = QVBoxLayout(widget)
        top = QHBoxLayout()
        self.open_box = QCheckBox(QCoreApplication.translate("YakuChecklist", "Op&en hand (a called meld)"), widget)
        top.addWidget(self.open_box)
        top.addStretch(1)
        self.dora, _ = self._counter(top, QCoreApplication.translate("YakuChecklist", "&Dora"), MAX_DORA)
        self.aka, aka_label = self._counter(top, QCoreApplication.translate("YakuChecklist", "Red fi&ves"), MAX_AKA)
        for widget in (self.aka, aka_label):
            widget.setVisible(context.rules.red_fives)
        self.ura, _ = self._counter(top, QCoreApplication.translate("YakuChecklist", "&Ura dora"), MAX_DORA)
        layout.addLayout(top)
        # What the boxes ticked are worth, and why not, above the boxes: in view at 1024x600, where the boxes of a
        # longer language take the page's height.
        self.value_label = QLabel(widget)
        self.value_label.setObjectName("yaku_value")
        font = self.value_label.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.value_label.setFont(font)
        self.value_label.setWordWrap(True)
        layout.addWidget(self.value_label)
        self.error_label = refusal_label(widget, "yaku_error")
        layout.addWidget(self.error_label)

        this_win = _of_this_win(context)  # asked once, not once a yaku (165 ms a scoring dialog)
        offered = [y for y in rule_set_yaku(context.rules) if y in this_win]
        self.boxes: dict[str, QCheckBox] = {}
        self.grids: list[tuple[QGroupBox, QGridLayout, list[QCheckBox], int]] = []
        """Each group of boxes, its grid, its boxes and its most columns: wrapped to the screen (fit_width)."""
        self._grid(layout, QCoreApplication.translate("YakuChecklist", "Yaku"),
                   [y for y in offered if not y.yakuman], YAKU_COLUMNS)  # fmt: skip
        self._grid(layout, QCoreApplication.translate("YakuChecklist", "Yakuman"),
                   [y for y in offered if y.yakuman], YAKUMAN_COLUMNS)  # fmt: skip

        fu_row = QHBoxLayout()
        self.fu_label = QLabel(QCoreApplication.translate("YakuChecklist", "Fu"), widget)
        fu_row.addWidget(self.fu_label)
        self.fu_group = QButtonGroup(widget)
        self.fu_buttons: dict[int, PadButton] = {}
        self.fu_grid = QGridLayout()
        for index, fu in enumerate(FU_CHOICES):
            button = PadButton(str(fu), widget)
            button.setCheckable(True)
            self.fu_group.addButton(button, fu)
            self.fu_buttons[fu] = button
            self.fu_grid.addWidget(button, 0, index)
        fu_row.addLayout(self.fu_grid)
        fu_row.addStretch(1)
        layout.addLayout(fu_row)
        hint = QCoreApplication.translate(
            "YakuChecklist",
            "Keyboard: Tab and Space tick the yaku; a digit gives the fu when the yaku do not fix them (3: 30 fu, "
            "4: 40 fu); Enter confirms.",
        )
        self.hint_label = QLabel(hint, widget)
        self.hint_label.setWordWrap(True)
        layout.addWidget(self.hint_label)
        layout.addStretch(1)

    def _counter(self, row: QHBoxLayout, text: str, most: int) -> tuple[QSpinBox, QLabel]:
        label = QLabel(text, self.widget)
        spin = QSpinBox(self.widget)
        spin.setRange(0, most)
        label.setBuddy(spin)
        row.addWidget(label)
        row.addWidget(spin)
        return spin, label

    def _grid(self, layout: QVBoxLayout, title: str, yaku: list[Yaku], columns: int) -> None:
        group = QGroupBox(title, self.widget)
        grid = QGridLayout(group)
        grid.setVerticalSpacing(2)
        for index, each in enumerate(yaku):
            box = QCheckBox(yaku_name(YakuValue(each.key, each.name, 0)), group)
            box.setObjectName(each.key)
            self.boxes[each.key] = box
            grid.addWidget(box, *divmod(index, columns))
        layout.addWidget(group)
        self.grids.append((group, grid, [self.boxes[each.key] for each in yaku], columns))

    def fit_width(self, room: int) -> None:
        """Wrap the boxes and the fu buttons into as many columns as ``room`` pixels (the page's width on its
        screen) hold: long names (in French) or a netbook get fewer columns, never a page wider than the screen."""
        layout = self.widget.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inside = room - margins.left() - margins.right()
        for group, grid, boxes, most in self.grids:
            # The group's own edges and title: what its minimum width is beyond its grid's.
            edges = max(0, group.minimumSizeHint().width() - grid.minimumSize().width())
            wrap_grid(grid, boxes, inside - edges, most)
        label = self.fu_label.sizeHint().width() + grid_spacing(self.fu_grid, self.fu_label)
        wrap_grid(self.fu_grid, list(self.fu_buttons.values()), inside - label, len(FU_CHOICES))


def _of_this_win(context: ScoringContext) -> set[Yaku]:
    """The yaku a win by tsumo (or by ron) can have, open or closed: the others are not offered at all."""
    tsumo = context.tsumo
    return {
        *possible_yaku(context.rules, closed=True, tsumo=tsumo),
        *possible_yaku(context.rules, closed=False, tsumo=tsumo),
    }


class YakuChecklist(QWidget):
    """The yaku mode; ``value_changed`` on every tick, count or fu."""

    value_changed = Signal()

    def __init__(self, context: ScoringContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.parts = parts = YakuChecklistParts(self, context)
        self.boxes, self.fu_buttons = parts.boxes, parts.fu_buttons
        self.value_label, self.error_label = parts.value_label, parts.error_label
        self._value: WinValue | None = None
        for box in [parts.open_box, *self.boxes.values()]:
            box.toggled.connect(self.refresh)
        for spin in (parts.dora, parts.aka, parts.ura):
            spin.valueChanged.connect(self.refresh)
        parts.fu_group.idClicked.connect(lambda _fu: self.refresh())
        # What the table already says: the riichi declared, and a closed tsumo's menzen tsumo.
        if context.riichi and "riichi" in self.boxes:
            self.boxes["riichi"].setChecked(True)
        if context.tsumo and "menzen_tsumo" in self.boxes:
            self.boxes["menzen_tsumo"].setChecked(True)
        self.refresh()

    def called(self) -> CalledYaku:
        """The yaku ticked and the counts, as they stand."""
        parts = self.parts
        return CalledYaku(
            tuple(key for key, box in self.boxes.items() if box.isChecked() and box.isEnabled()),
            closed=not parts.open_box.isChecked(),
            dora=parts.dora.value(),
            aka=parts.aka.value() if self.context.rules.red_fives else 0,
            ura=parts.ura.value(),
        )

    def set_called(self, called: CalledYaku, fu: int | None) -> None:
        """Show yaku called before (to change them), with the fu given when the yaku do not fix them."""
        widgets = [self.parts.open_box, *self.boxes.values(), self.parts.dora, self.parts.aka, self.parts.ura]
        for widget in widgets:
            widget.blockSignals(True)  # one value once all is in place
        self.parts.open_box.setChecked(not called.closed)
        for key, box in self.boxes.items():
            box.setChecked(key in called.yaku)
        self.parts.dora.setValue(called.dora)
        self.parts.aka.setValue(called.aka)
        self.parts.ura.setValue(called.ura)
        for widget in widgets:
            widget.blockSignals(False)
        self.choose_fu(fu)

    def choose_fu(self, fu: int | None) -> None:
        """Choose the fu (None: none chosen)."""
        for value, button in self.fu_buttons.items():
            button.setChecked(value == fu)
        self.refresh()

    def type_key(self, key: str) -> bool:
        """A digit typed in the yaku mode: the fu, in tens (3: 30 fu); whether the key was one."""
        if len(key) != 1 or key not in "23456789":
            return False
        self.choose_fu(int(key) * 10)
        return True

    def _fu(self) -> int | None:
        checked = self.parts.fu_group.checkedId()
        return None if checked < 0 else checked

    def value(self) -> WinValue | None:
        """The value of the yaku ticked, with them; None while it is incomplete or impossible (see :meth:`refusal`)."""
        return self._value

    def refusal(self) -> str:
        """Why the yaku ticked have no value yet, in a sentence; empty when they have one."""
        return self.error_label.text()

    def refresh(self) -> None:
        """Enable the boxes the hand can have, ask the fu if the yaku do not fix them, and show the value."""
        context, parts = self.context, self.parts
        closed = not parts.open_box.isChecked()
        possible = {y.key for y in possible_yaku(context.rules, closed=closed, tsumo=context.tsumo)}
        for key, box in self.boxes.items():
            box.setEnabled(key in possible)
        riichi = any(self.boxes[k].isChecked() and self.boxes[k].isEnabled() for k in ("riichi", "double_riichi")
                     if k in self.boxes)  # fmt: skip
        parts.ura.setEnabled(riichi)
        self._value = None
        self.value_label.setText("—")
        try:
            called = self.called()
            han = called_han(called, context.rules, tsumo=context.tsumo, dealer=context.dealer)
        except TablekeeperError as error:
            self._show_fu(None, asked=False)
            self._refuse(refusal(error))
            return
        asked = han.fixed_fu is None and ((not han.yakuman and fu_matters(han.han, context.rules))
                                          or (han.yakuman > 0 and context.rules.aotenjou))  # fmt: skip
        self._show_fu(han.fixed_fu, asked=asked)
        if riichi and not context.riichi:
            self._refuse(self.tr("This player has not declared riichi: declare it first (its stick goes on the table), "
                                 "or untick Riichi."))  # fmt: skip
            return
        fu = han.fixed_fu if han.fixed_fu is not None else self._fu()
        if asked and fu is None:
            self._refuse(self.tr("Choose the fu: the yaku ticked do not fix them (3 for 30, 4 for 40)."))
            return
        try:
            value = called_value(called, context.rules, tsumo=context.tsumo, dealer=context.dealer,
                                 honba=context.honba, fu=fu)  # fmt: skip
        except TablekeeperError as error:
            self._refuse(refusal(error))
            return
        self.error_label.setText("")
        self.value_label.setText(hand_payments(value.points, value.payments, honba=context.honba))
        kept_fu = value.fu if asked or (han.fixed_fu is not None and fu_matters(han.han, context.rules)) else None
        if han.yakuman:
            self._value = WinValue(None, kept_fu if context.rules.aotenjou else None, han.yakuman, yaku=called)
        else:
            self._value = WinValue(han.han, kept_fu, yaku=called)
        self.value_changed.emit()

    def _refuse(self, sentence: str) -> None:
        self.error_label.setText(sentence)
        self.value_changed.emit()

    def _show_fu(self, fixed: int | None, *, asked: bool) -> None:
        """The fu buttons only when the fu are asked; the fu the yaku fix said beside them."""
        for button in self.fu_buttons.values():
            button.setVisible(asked)
        if fixed is not None:
            self.parts.fu_label.setText(self.tr("Fu: {fu}, fixed by the yaku").format(fu=fixed))
        elif asked:
            self.parts.fu_label.setText(self.tr("Fu"))
        else:
            self.parts.fu_label.setText("")


__all__ = ["YakuChecklist", "YakuChecklistParts"]
