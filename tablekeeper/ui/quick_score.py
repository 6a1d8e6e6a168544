"""The quick scoring mode: han and fu pickers, limit buttons, impossible pairs disabled, points shown live."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tablekeeper.present import hand_payments, limit_name, yakuman_name
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import HandPoints, Limit, hand_points, payments, validate_han_fu, yakuman_points
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.winning_tiles import WinningTiles
from tablekeeper.ui.i18n import tr

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


class QuickScore(QWidget):
    """Han and fu buttons, limit buttons and the live points; ``value_changed`` on every choice."""

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
        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b3261e")
        layout.addWidget(self.error_label)
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
        buttons = []
        for index, label in enumerate(labels):
            button = QPushButton(label, self)
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
            self.error_label.setText(str(error) if complete else "")
            return
        paid = payments(points, rules, dealer=self._dealer, tsumo=tsumo, honba=self._honba)
        self.points_label.setText(hand_payments(points, paid, honba=self._honba))
        self.error_label.setText("")
