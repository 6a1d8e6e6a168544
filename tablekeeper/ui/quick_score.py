"""The quick scoring mode: han and fu pickers, limit buttons, impossible pairs disabled, points shown live."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QButtonGroup, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablekeeper.present import hand_payments, limit_name, refusal, yakuman_name
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import HandPoints, Limit, hand_points, payments, validate_han_fu, yakuman_points
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.winning_tiles import WinningTiles
from tablekeeper.ui.i18n import tr
from tablekeeper.ui.messages import refusal_label

HAN_CHOICES = tuple(range(1, 14))
FU_CHOICES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
LIMIT_HAN = ((Limit.MANGAN, 5), (Limit.HANEMAN, 6), (Limit.BAIMAN, 8), (Limit.SANBAIMAN, 11))
YAKUMAN_CHOICES = (1, 2)


@dataclass(frozen=True, slots=True)
class WinValue:
    """What the dialog hands back: han and fu, or a yakuman count, and the tiles when they gave the value."""

    han: int | None
    fu: int | None
    yakuman: int = 0
    tiles: WinningTiles | None = None
    """The hand as entered in the hand mode, when this value is the one its tiles are worth."""
    yaku: CalledYaku | None = None
    """The yaku ticked in the yaku mode, when this value is the one they are worth."""


SEPARATORS = " /*-+."
"""Keys that end a typed han of two digits: the space bar, or a key of the numeric keypad."""
BACKSPACE = "\b"


@dataclass(frozen=True, slots=True)
class TypedValue:
    """What the keys typed in the quick mode say: a han, a fu once all its digits are typed."""

    han: int | None
    fu: int | None
    complete: bool
    """The fu is typed in full: the next digit starts another value."""


def read_typed(keys: str, rules: RuleSet) -> TypedValue | None:
    """Read the keys typed in the quick mode; None when no value starts so.

    One rule a player can say at a noisy table: the first digit is the han, the digits after it are the fu
    ("340": 3 han 40 fu; "130": 1 han 30 fu). A han of 10 to 13 is followed by a space ("11 ", "13 "). A han
    whose fu do not count (5 and more, but under aotenjou) is whole at once ("6": haneman). A fu is chosen once
    its digits are all typed (no fu is the start of another: 20, 25 ... 90, 100, 110).
    """
    if not keys:
        return TypedValue(None, None, False)
    separator = next((index for index, key in enumerate(keys) if key in SEPARATORS), None)
    if separator is None:
        han_keys, fu_keys = keys[0], keys[1:]
    else:
        han_keys, fu_keys = keys[:separator], keys[separator + 1 :]
    if not _digits(han_keys) or (fu_keys and not _digits(fu_keys)):
        return None
    han = int(han_keys)
    if han_keys.startswith("0") or han not in HAN_CHOICES:
        return None
    if not fu_matters(han, rules):
        return None if fu_keys else TypedValue(han, None, True)
    choices = [str(fu) for fu in FU_CHOICES]
    if not any(choice.startswith(fu_keys) for choice in choices):
        return None
    fu = int(fu_keys) if fu_keys in choices else None
    return TypedValue(han, fu, fu is not None)


def _digits(keys: str) -> bool:
    return bool(keys) and all(key in "0123456789" for key in keys)


@dataclass(frozen=True, slots=True)
class ScoringContext:
    """What the table already knows about the winner's hand."""

    rules: RuleSet
    seat_wind: int
    round_wind: int
    tsumo: bool
    honba: int
    riichi: bool
    """The player declared riichi in this hand: at the table, or in the riichi row of a past hand being changed."""
    past: bool = False
    """A past hand is being changed: its riichi are those ticked in the edit dialog, not the table's sticks."""

    @property
    def dealer(self) -> bool:
        """The winner is the dealer (seat wind East)."""
        return self.seat_wind == 0


def is_possible(han: int, fu: int | None, *, tsumo: bool, rules: RuleSet) -> bool:
    """Whether some winning hand has this han and fu (fu None: 'fu not chosen')."""
    if fu is None:
        return True
    try:
        validate_han_fu(han, fu, tsumo=tsumo, rules=rules)
    except InvalidHanFu:
        return False
    return True


def fu_matters(han: int | None, rules: RuleSet) -> bool:
    """Whether fu count for a hand of ``han`` (below 5 han, or always under aotenjou)."""
    return han is None or han < 5 or rules.aotenjou


def value_points(value: WinValue, rules: RuleSet, *, tsumo: bool) -> HandPoints:
    """The points of a han/fu or yakuman value; raises InvalidHanFu with a sentence when impossible."""
    if value.yakuman:
        return yakuman_points(value.yakuman, rules, fu=value.fu)
    if value.han is None:
        raise InvalidHanFu(tr("Choose the han of the hand."))
    return hand_points(value.han, value.fu if fu_matters(value.han, rules) else None, rules, tsumo=tsumo)


class PadButton(QPushButton):
    """A han, fu or limit button: a pad for the mouse, never in the way of the keys typed in the quick mode.

    Enter never presses it (it is not the dialog's default: Enter confirms), nor does the space bar (the space
    ends a typed han of two digits): a player who clicked 3 han and then types goes on typing.
    """

    def __init__(self, text: str, parent: QWidget) -> None:
        super().__init__(text, parent)
        self.setAutoDefault(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.ignore()  # to the dialog, which types it
            return
        super().keyPressEvent(event)


class QuickScore(QWidget):
    """Han and fu buttons, limit buttons and the live points; ``value_changed`` on every choice.

    The han and fu can be typed too (:meth:`type_key`, see :func:`read_typed`); the keys typed are shown.
    """

    value_changed = Signal()

    def __init__(self, rules: RuleSet, *, dealer: bool, tsumo: bool, honba: int, parent: QWidget | None = None):
        super().__init__(parent)
        self._rules = rules
        self._dealer = dealer
        self._tsumo = tsumo
        self._honba = honba
        self._han: int | None = None
        self._fu: int | None = None
        self._yakuman = 0
        self._typed = ""
        """The keys typed since the value was last chosen otherwise (a click, the hand mode)."""

        # The keys typed reach the widget that has the focus: the pad itself, not one of its buttons, at first.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(
            "QPushButton { font-size: 13pt; }"
            "QPushButton:checked { background: #e05a00; color: white; font-weight: bold; border-radius: 3px; }"
        )
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Han"), self))
        self.han_buttons = self._button_grid(layout, [str(h) for h in HAN_CHOICES], columns=7)
        layout.addWidget(QLabel(self.tr("Fu"), self))
        self.fu_buttons = self._button_grid(layout, [str(f) for f in FU_CHOICES], columns=6)
        layout.addWidget(QLabel(self.tr("Limits"), self))
        limit_names = [limit_name(limit) for limit, _ in LIMIT_HAN] + [yakuman_name(n) for n in YAKUMAN_CHOICES]
        self.limit_buttons = self._button_grid(layout, limit_names, columns=3)
        self.points_label = QLabel(self)
        self.points_label.setObjectName("points")
        font = self.points_label.font()
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        self.points_label.setFont(font)
        layout.addWidget(self.points_label)
        self.error_label = refusal_label(self, "quick_error")
        layout.addWidget(self.error_label)
        self.keys_label = QLabel(self)
        self.keys_label.setObjectName("keys")
        self.keys_label.setWordWrap(True)
        layout.addWidget(self.keys_label)
        layout.addStretch(1)

        for han, button in zip(HAN_CHOICES, self.han_buttons, strict=True):
            button.clicked.connect(lambda _=False, h=han: self.set_value(WinValue(h, self._fu)))
        for fu, button in zip(FU_CHOICES, self.fu_buttons, strict=True):
            button.clicked.connect(lambda _=False, f=fu: self.set_value(WinValue(self._han, f, self._yakuman)))
        for (_, han), button in zip(LIMIT_HAN, self.limit_buttons, strict=False):
            button.clicked.connect(lambda _=False, h=han: self.set_value(WinValue(h, None)))
        for count, button in zip(YAKUMAN_CHOICES, self.limit_buttons[len(LIMIT_HAN) :], strict=True):
            button.clicked.connect(lambda _=False, n=count: self.set_value(WinValue(None, self._aotenjou_fu(), n)))
        self._refresh()

    def _button_grid(self, layout: QVBoxLayout, labels: list[str], *, columns: int) -> list[QPushButton]:
        grid = QGridLayout()
        group = QButtonGroup(self)
        buttons: list[QPushButton] = []
        for index, label in enumerate(labels):
            button = PadButton(label, self)
            button.setCheckable(True)
            button.setMinimumHeight(34)
            group.addButton(button)
            grid.addWidget(button, *divmod(index, columns))
            buttons.append(button)
        group.setExclusive(False)
        layout.addLayout(grid)
        return buttons

    def set_value(self, value: WinValue) -> None:
        """Choose a value; a fu that the new han cannot have is dropped."""
        self._typed = ""  # clicked or given: the keys typed before no longer say what is chosen
        self._choose(value)

    def type_key(self, key: str) -> bool:
        """A key typed in the quick mode: a digit, a space (after a han of two digits) or BACKSPACE.

        Returns whether the key was one of these (a key that no value starts with is refused with a beep).
        """
        if key == BACKSPACE:
            if not self._typed:
                return True
            keys = self._typed[:-1]
        elif len(key) == 1 and (_digits(key) or key in SEPARATORS):
            typed = read_typed(self._typed, self._rules)
            # After a whole value, a digit starts the next one: typing again is how a mistake is put right.
            keys = key if typed is not None and typed.complete and _digits(key) else self._typed + key
        else:
            return False
        read = read_typed(keys, self._rules)
        if read is None:
            QApplication.beep()
            return True
        refusal = self._refusal(read)
        if refusal:
            QApplication.beep()  # no hand has it: the pair is not chosen, the sentence says why
            self.error_label.setText(refusal)
            return True
        self._typed = keys
        self._choose(WinValue(read.han, read.fu))
        return True

    def _refusal(self, read: TypedValue) -> str:
        """Why no hand has the han and fu typed; empty when some hand does (or the fu do not count)."""
        if read.han is None or read.fu is None:
            return ""
        try:
            validate_han_fu(read.han, read.fu, tsumo=self._tsumo, rules=self._rules)
        except InvalidHanFu as error:
            return refusal(error)
        return ""

    def _choose(self, value: WinValue) -> None:
        self._yakuman = value.yakuman
        self._han = None if value.yakuman else value.han
        self._fu = value.fu
        if self._han is not None and not is_possible(self._han, self._fu, tsumo=self._tsumo, rules=self._rules):
            self._fu = None
        self._refresh()
        self.value_changed.emit()

    def _aotenjou_fu(self) -> int | None:
        """The fu kept when a yakuman is chosen: only under aotenjou do they count."""
        return self._fu if self._rules.aotenjou else None

    def value(self) -> WinValue:
        """The value as chosen (possibly incomplete)."""
        return WinValue(self._han, self._fu, self._yakuman)

    def points(self) -> HandPoints:
        """The points of the chosen value; raises InvalidHanFu when it is incomplete or impossible."""
        return value_points(self.value(), self._rules, tsumo=self._tsumo)

    def _refresh(self) -> None:
        rules, tsumo = self._rules, self._tsumo
        hint = self.tr(
            "Keyboard: type the han, then the fu (3 then 40: 3 han 40 fu; 5 and more need no fu); 10 han or more: "
            "a space after them (11 then space). Backspace takes a key back. Enter confirms, and records a new hand at "
            "once; + confirms and goes back to the hand (another winner, pao)."
        )
        shown = _as_read(self._typed)
        typed = self.tr("Typed: {keys}").format(keys=shown) if shown else ""
        self.keys_label.setText(f"{typed}\n{hint}" if typed else hint)
        for han, button in zip(HAN_CHOICES, self.han_buttons, strict=True):
            button.setChecked(han == self._han)
            button.setEnabled(not fu_matters(han, rules) or is_possible(han, self._fu, tsumo=tsumo, rules=rules))
        # Under aotenjou a yakuman counts as 13 han, so its fu count too (seed 001).
        matters = fu_matters(self._han, rules) and (not self._yakuman or rules.aotenjou)
        for fu, button in zip(FU_CHOICES, self.fu_buttons, strict=True):
            button.setChecked(matters and fu == self._fu)
            possible = self._han is None or is_possible(self._han, fu, tsumo=tsumo, rules=rules)
            button.setEnabled(matters and possible)
        for (_, han), button in zip(LIMIT_HAN, self.limit_buttons, strict=False):
            button.setChecked(han == self._han)
            button.setVisible(not rules.aotenjou)
        for count, button in zip(YAKUMAN_CHOICES, self.limit_buttons[len(LIMIT_HAN) :], strict=True):
            button.setChecked(count == self._yakuman)
            button.setEnabled(count == 1 or rules.multiple_yakuman)
        try:
            points = self.points()
        except InvalidHanFu as error:
            self.points_label.setText("—")
            complete = self._yakuman or (self._han is not None and (self._fu is not None or not matters))
            self.error_label.setText(refusal(error) if complete else "")
            return
        paid = payments(points, rules, dealer=self._dealer, tsumo=tsumo, honba=self._honba)
        self.points_label.setText(hand_payments(points, paid, honba=self._honba))
        self.error_label.setText("")


def _as_read(keys: str) -> str:
    """The keys typed as the rule reads them: "3 40" for 340 (the han, then the fu), "11␣" for 11 and a space."""
    if len(keys) > 1 and not any(key in SEPARATORS for key in keys):
        return f"{keys[0]} {keys[1:]}"
    return keys.replace(" ", "␣")
