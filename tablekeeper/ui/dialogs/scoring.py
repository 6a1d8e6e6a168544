"""The scoring dialog: the value of one winner's hand, from han and fu (quick mode) or from its tiles (hand mode).

The winds, the dealer, tsumo or ron and the honba come from the table; the hand mode runs the project's
calculator and fills the quick mode's han and fu with what it finds.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import (
    dora_rows,
    fu_line_text,
    fu_rounded,
    hand_payments,
    refusal,
    wind_name,
    yaku_name,
    yaku_value,
)
from tablekeeper.rules.called_yaku import MAX_KITA
from tablekeeper.rules.hand import HandInput, HandValue, Meld, MeldKind, Wind, calculate
from tablekeeper.rules.hand.errors import BadMeld
from tablekeeper.rules.hand.kept_tiles import winning_tiles as tiles_of
from tablekeeper.rules.hand.tiles import check_copies, table_tiles
from tablekeeper.rules.ruleset import Renhou, RuleSet
from tablekeeper.rules.winning_tiles import WinningTiles, split_tiles
from tablekeeper.ui.i18n import tr
from tablekeeper.ui.messages import refusal_label, show_error
from tablekeeper.ui.quick_score import BACKSPACE, QuickScore, ScoringContext, WinValue
from tablekeeper.ui.screen_fit import dialog_room, measure_again, scroll_body, wrap_grid
from tablekeeper.ui.screen_room import available
from tablekeeper.ui.tiles import TilePalette, TileRow
from tablekeeper.ui.yaku_checklist import YakuChecklist

TARGET_COLUMNS = 5
"""Where a clicked tile goes: five choices a row where the screen has room (fewer in French on a netbook)."""
CONDITION_COLUMNS = 2
SCREEN_SHARE = 0.85
"""The share of the screen's height the dialog takes at most (its modes scroll down beyond)."""
QUICK_HEIGHT = 500
"""Pixels the quick mode needs whole, with the tabs and the buttons: the dialog is never shorter than that."""


def meld_tiles(kind: MeldKind, tile: str) -> str:
    """The tiles of a meld started from one clicked tile: a chi from its lowest tile, a pon or kan of copies.

    A red five clicked makes one of the copies red. A chi that cannot exist (of honours, or from an 8 or a 9) is
    refused with a sentence (BadMeld).
    """
    number, suit = int(tile[0]), tile[1]
    red = number == 0
    number = 5 if red else number
    if kind is MeldKind.CHI:
        if suit == "z":
            raise BadMeld(
                tr("There is no chi of honours: a chi is three tiles in a row of one suit (man, pin or sou).")
            )
        if number > 7:
            sentence = (
                tr(
                    "A chi is three tiles in a row, so none starts from an 8: click its lowest tile "
                    "(7{suit} for 789{suit})."
                )
                if number == 8
                else tr(
                    "A chi is three tiles in a row, so none starts from a 9: click its lowest tile "
                    "(7{suit} for 789{suit})."
                )
            )
            raise BadMeld(sentence.format(suit=suit))
        digits = [number, number + 1, number + 2]
        if red:
            digits[0] = 0
        return "".join(str(d) for d in digits) + suit
    count = 4 if kind.is_kan else 3
    digits = [number] * count
    if red:
        digits[0] = 0
    return "".join(str(d) for d in digits) + suit


class HandEntryParts:
    """What the hand mode shows, made in one place as Qt Designer's ``Ui_`` classes make it: where a clicked tile
    goes, the palette, the rows of tiles entered, the table's situation, the conditions, the yaku, fu and points.
    The hand mode connects them to what they do.

    They are made in the order that Tab follows. Every text is said in the hand mode's own context, "HandEntry", as
    its ``self.tr`` says them (so that the translations find them).
    """

    def __init__(self, entry: QWidget, context: ScoringContext) -> None:
        self.entry = entry
        layout = QHBoxLayout(entry)
        left = QVBoxLayout()
        layout.addLayout(left, 3)
        right = QVBoxLayout()
        layout.addLayout(right, 2)

        table = table_tiles(context.rules.players)
        self.target_group = self._targets(left, chii=table.chii)
        self.tile_palette = TilePalette(
            red_fives=context.rules.red_fives, tile_width=34, kinds=table.kinds, parent=entry
        )
        left.addWidget(self.tile_palette)
        self.rows = self._rows(left, right)
        self.clear_button = QPushButton(QCoreApplication.translate("HandEntry", "Clear"), entry)
        left.addWidget(self.clear_button, 0, Qt.AlignmentFlag.AlignLeft)
        left.addStretch(1)

        # What the hand gives comes first on the right, with the indicators that change it: at 1024x600 they stay
        # in view beside the palette (below the lists they were under the fold, read by scrolling after each tile).
        self.situation_label = QLabel(self._situation(context), entry)
        right.insertWidget(0, self.situation_label)
        self.total_label = QLabel(entry)
        font = self.total_label.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.total_label.setFont(font)
        self.total_label.setWordWrap(True)
        right.insertWidget(1, self.total_label)
        self.error_label = refusal_label(entry, "hand_error")
        right.insertWidget(2, self.error_label)
        self.conditions = self._conditions(right, context)
        self.kita = self._kita(right) if context.rules.kita else None
        """The Norths the winner set aside (kita), where the rules count them as dora; None where they do not."""
        right.addWidget(QLabel(QCoreApplication.translate("HandEntry", "Yaku"), entry))
        self.yaku_list = QListWidget(entry)
        right.addWidget(self.yaku_list, 2)
        right.addWidget(QLabel(QCoreApplication.translate("HandEntry", "Fu"), entry))
        self.fu_list = QListWidget(entry)
        right.addWidget(self.fu_list, 2)

    def _targets(self, left: QVBoxLayout, *, chii: bool) -> QButtonGroup:
        """Where a clicked tile goes (HandEntry.HAND, WIN...: the buttons' ids), the hand at first; no Chi where the
        table calls none (``chii``: a table of three)."""
        self.targets_grid = targets = QGridLayout()
        group = QButtonGroup(self.entry)
        target_names = (
            QCoreApplication.translate("HandEntry", "Hand"),
            QCoreApplication.translate("HandEntry", "Winning tile"),
            QCoreApplication.translate("HandEntry", "Chi"),
            QCoreApplication.translate("HandEntry", "Pon"),
            QCoreApplication.translate("HandEntry", "Open kan"),
            QCoreApplication.translate("HandEntry", "Closed kan"),
            QCoreApplication.translate("HandEntry", "Added kan"),
            QCoreApplication.translate("HandEntry", "Dora indicator"),
            QCoreApplication.translate("HandEntry", "Ura dora indicator"),
        )
        shown = [index for index in range(len(target_names)) if chii or index != HandEntry.CHI]
        for place, index in enumerate(shown):
            button = QRadioButton(target_names[index], self.entry)
            group.addButton(button, index)
            targets.addWidget(button, *divmod(place, TARGET_COLUMNS))
        group.button(HandEntry.HAND).setChecked(True)
        left.addLayout(targets)
        return group

    def _rows(self, left: QVBoxLayout, right: QVBoxLayout) -> dict[str, TileRow]:
        """The rows of tiles entered, by name: hand, win, melds under the palette; dora, ura on the right."""
        rows: dict[str, TileRow] = {}
        # The hand on its own line; winning tile beside the melds, dora beside ura dora.
        lines = (
            (("hand", QCoreApplication.translate("HandEntry", "Hand (click a tile to take it back)")),),
            (
                ("win", QCoreApplication.translate("HandEntry", "Winning tile")),
                ("melds", QCoreApplication.translate("HandEntry", "Melds")),
            ),
            (
                ("dora", QCoreApplication.translate("HandEntry", "Dora indicators")),
                ("ura", QCoreApplication.translate("HandEntry", "Ura dora indicators")),
            ),
        )
        for line in lines:
            row_layout = QHBoxLayout()
            for key, label in line:
                column = QVBoxLayout()
                column.addWidget(QLabel(label, self.entry))
                row = TileRow(26, self.entry)
                row.setObjectName(f"row_{key}")
                column.addWidget(row)
                row_layout.addLayout(column, 1 if key in ("win", "dora", "ura") else 3)
                rows[key] = row
            (right if line[0][0] == "dora" else left).addLayout(row_layout)
        return rows

    @staticmethod
    def _situation(context: ScoringContext) -> str:
        """What the table says of the hand: the winner's seat, the round, tsumo or ron, the honba."""
        if context.tsumo:
            how = QCoreApplication.translate("HandEntry", "tsumo")
        else:
            how = QCoreApplication.translate("HandEntry", "ron")
        return QCoreApplication.translate("HandEntry", "{seat} seat, {round} round, {how}, {honba} honba").format(
            seat=wind_name(context.seat_wind), round=wind_name(context.round_wind), how=how, honba=context.honba
        )

    def _conditions(self, right: QVBoxLayout, context: ScoringContext) -> dict[str, QCheckBox]:
        """A box for each condition the hand can be won under (those of a tsumo, or of a ron), named by its key."""
        last = (
            QCoreApplication.translate("HandEntry", "Haitei (last tile)")
            if context.tsumo
            else QCoreApplication.translate("HandEntry", "Houtei (last discard)")
        )
        first = (
            QCoreApplication.translate("HandEntry", "Tenhou")
            if context.dealer
            else QCoreApplication.translate("HandEntry", "Chiihou")
        )
        names = [
            ("riichi", QCoreApplication.translate("HandEntry", "Riichi")),
            ("double_riichi", QCoreApplication.translate("HandEntry", "Double riichi")),
            ("ippatsu", QCoreApplication.translate("HandEntry", "Ippatsu")),
            ("haitei" if context.tsumo else "houtei", last),
        ]
        if context.tsumo:
            names += [
                ("rinshan", QCoreApplication.translate("HandEntry", "Rinshan kaihou")),
                ("tenhou" if context.dealer else "chiihou", first),
            ]
        else:
            names.append(("chankan", QCoreApplication.translate("HandEntry", "Chankan")))
            if context.rules.renhou is not Renhou.NONE:  # a yaku only where the rules have it
                names.append(("renhou", QCoreApplication.translate("HandEntry", "Renhou")))
        conditions: dict[str, QCheckBox] = {}
        self.conditions_grid = grid = QGridLayout()
        for index, (key, label) in enumerate(names):
            box = QCheckBox(label, self.entry)
            box.setObjectName(key)
            conditions[key] = box
            grid.addWidget(box, *divmod(index, CONDITION_COLUMNS))
        right.addLayout(grid)
        return conditions

    def _kita(self, right: QVBoxLayout) -> QSpinBox:
        """The count of Norths set aside, 0 to 4 (there are four Norths): each a dora of their owner."""
        row = QHBoxLayout()
        label = QLabel(QCoreApplication.translate("HandEntry", "Norths set aside (kita)"), self.entry)
        spin = QSpinBox(self.entry)
        spin.setObjectName("kita")
        spin.setRange(0, MAX_KITA)
        label.setBuddy(spin)
        row.addWidget(label)
        row.addWidget(spin)
        row.addStretch(1)
        right.addLayout(row)
        return spin

    def fit_width(self, room: int) -> None:
        """Wrap the targets and the conditions into as many columns as ``room`` pixels (the page's width on its
        screen) hold, the palette's side taking three fifths: long names (in French) or a netbook get fewer
        columns, never a page wider than the screen."""
        layout = self.entry.layout()
        assert isinstance(layout, QHBoxLayout)
        margins = layout.contentsMargins()
        inside = room - margins.left() - margins.right() - max(0, layout.spacing())
        left = max(self.tile_palette.minimumSizeHint().width(), inside * 3 // 5)
        targets = self.target_group.buttons()  # in the order added: the ids, less a Chi the table does not call
        wrap_grid(self.targets_grid, targets, left, TARGET_COLUMNS)
        wrap_grid(self.conditions_grid, list(self.conditions.values()), inside - left, CONDITION_COLUMNS)


class HandEntry(QWidget):
    """The hand mode: a palette of tiles, the hand, melds, winning tile, conditions, dora indicators."""

    calculated = Signal(object)
    """A HandValue, or None when the hand is not (yet) a winning hand."""

    HAND, WIN, CHI, PON, KAN, ANKAN, KAKAN, DORA, URA = range(9)

    def __init__(self, context: ScoringContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.concealed: list[str] = []
        self.win_tile: str | None = None
        self.melds: list[Meld] = []
        self.dora: list[str] = []
        self.ura: list[str] = []
        self.value: HandValue | None = None
        self.parts = parts = HandEntryParts(self, context)
        self.target_group, self.tile_palette, self.rows = parts.target_group, parts.tile_palette, parts.rows
        self.situation_label, self.conditions = parts.situation_label, parts.conditions
        self.yaku_list, self.fu_list = parts.yaku_list, parts.fu_list
        self.total_label, self.error_label = parts.total_label, parts.error_label
        self.kita = parts.kita
        if self.kita is not None:
            self.kita.valueChanged.connect(lambda _count: self.recalculate())

        self.tile_palette.tile_clicked.connect(self.add_tile)
        for key, row in self.rows.items():
            row.tile_clicked.connect(lambda index, k=key: self.remove_tile(k, index))
        parts.clear_button.clicked.connect(self.clear)
        for box in self.conditions.values():
            box.toggled.connect(self.recalculate)
        self.conditions["riichi"].setChecked(context.riichi)
        self._refresh_rows()

    def _concealed_needed(self) -> int:
        return 13 - 3 * len(self.melds)

    def add_tile(self, tile: str) -> None:
        """Put a clicked tile where the chosen target says (hand, winning tile, meld, indicator)."""
        target = self.target_group.checkedId()
        if target in (self.HAND, self.WIN, self.DORA, self.URA):
            replaced = [self.win_tile] if target == self.WIN and self.win_tile else []
            shown = self._tiles_shown()
            for each in replaced:
                shown.remove(each)  # a new winning tile takes the place of the old one
            try:
                check_copies([*shown, tile], red_fives=self.context.rules.red_fives)
            except TablekeeperError as error:
                self._refuse(refusal(error))
                return
        if target == self.HAND:
            if len(self.concealed) < self._concealed_needed():
                self.concealed.append(tile)
                self.concealed.sort(key=_tile_order)
            if len(self.concealed) >= self._concealed_needed() and self.win_tile is None:
                self.target_group.button(self.WIN).setChecked(True)
        elif target == self.WIN:
            self.win_tile = tile
        elif target in (self.DORA, self.URA):
            indicators = self.dora if target == self.DORA else self.ura
            if len(indicators) < 5:
                indicators.append(tile)
        else:
            kind = {
                self.CHI: MeldKind.CHI,
                self.PON: MeldKind.PON,
                self.KAN: MeldKind.KAN,
                self.ANKAN: MeldKind.ANKAN,
                self.KAKAN: MeldKind.KAKAN,
            }[target]
            if len(self.melds) >= 4:
                self._refuse(self.tr("A hand has at most four melds: take one back first (click it)."))
                return
            try:
                tiles = meld_tiles(kind, tile)
                check_copies([*self._tiles_shown(), *split_tiles(tiles)], red_fives=self.context.rules.red_fives)
            except TablekeeperError as error:
                self._refuse(refusal(error))
                return
            self.melds.append(Meld(kind, tiles))
            del self.concealed[self._concealed_needed() :]
        self._refresh_rows()

    def _tiles_shown(self) -> list[str]:
        """Every tile entered: the hand, the winning tile, the melds and the indicators."""
        melds = [each for meld in self.melds for each in split_tiles(meld.tiles)]
        return [*self.concealed, *([self.win_tile] if self.win_tile else []), *melds, *self.dora, *self.ura]

    def _refuse(self, sentence: str) -> None:
        """A tile that cannot be put where it was clicked: nothing changes, and the sentence says why."""
        self.error_label.setText(sentence)

    def remove_tile(self, row: str, index: int) -> None:
        """Take back a tile clicked in one of the rows (a whole meld for a meld's tile)."""
        if row == "hand":
            del self.concealed[index]
        elif row == "win":
            self.win_tile = None
        elif row == "melds":
            del self.melds[_meld_at(self.melds, index)]
        elif row == "dora":
            del self.dora[index]
        else:
            del self.ura[index]
        if self.target_group.checkedId() == self.WIN and len(self.concealed) < self._concealed_needed():
            # A hand not full any more takes the next tile: it would otherwise become a winning tile of a hand short
            # of one, refused as "not 13".
            self.target_group.button(self.HAND).setChecked(True)
        self._refresh_rows()

    def clear(self) -> None:
        """Start the hand again."""
        self.concealed.clear()
        self.melds.clear()
        self.dora.clear()
        self.ura.clear()
        self.win_tile = None
        self.target_group.button(self.HAND).setChecked(True)
        self._refresh_rows()

    def set_tiles(self, tiles: WinningTiles) -> None:
        """Show a hand as it was entered before (to change it): its tiles, melds, indicators and conditions."""
        concealed = split_tiles(tiles.concealed)
        concealed.remove(tiles.win_tile)  # the winning tile has its own row
        self.concealed[:] = sorted(concealed, key=_tile_order)
        self.win_tile = tiles.win_tile
        self.melds[:] = [Meld.parse(meld) for meld in tiles.melds]
        self.dora[:] = split_tiles(tiles.dora)
        self.ura[:] = split_tiles(tiles.ura)
        for key, box in self.conditions.items():
            box.blockSignals(True)  # one calculation once all is in place, not one per box
            box.setChecked(key in tiles.conditions)
            box.blockSignals(False)
        if self.kita is not None:
            self.kita.blockSignals(True)
            self.kita.setValue(tiles.kita)
            self.kita.blockSignals(False)
        self._refresh_rows()

    def winning_tiles(self) -> WinningTiles | None:
        """The hand as entered and the calculator's yaku and fu lines; None while it is not a winning hand."""
        return None if self.value is None else tiles_of(self.hand_input(), self.value)

    def _refresh_rows(self) -> None:
        self.rows["hand"].set_tiles(self.concealed)
        self.rows["win"].set_tiles([self.win_tile] if self.win_tile else [])
        self.rows["melds"].set_tiles([tile for meld in self.melds for tile in split_tiles(meld.tiles)])
        self.rows["dora"].set_tiles(self.dora)
        self.rows["ura"].set_tiles(self.ura)
        self.recalculate()

    def hand_input(self) -> HandInput:
        """The hand as entered, with the table's winds, tsumo and honba."""
        checked = {key: box.isChecked() for key, box in self.conditions.items()}
        context = self.context
        return HandInput(
            tiles="".join(self.concealed) + (self.win_tile or ""),
            win_tile=self.win_tile or "",
            melds=tuple(self.melds),
            tsumo=context.tsumo,
            seat_wind=Wind(context.seat_wind),
            round_wind=Wind(context.round_wind),
            dora="".join(self.dora),
            ura="".join(self.ura),
            honba=context.honba,
            kita=0 if self.kita is None else self.kita.value(),
            **checked,
        )

    def _missing_sentence(self, missing: int) -> str:
        """What is left to enter before the winning tile, in a sentence chosen by number (one tile, several)."""
        if missing == 0:
            return self.tr("Enter the winning tile.")
        if missing == 1:
            return self.tr("Enter the hand: 1 more tile, then the winning tile.")
        return self.tr("Enter the hand: {count} more tiles, then the winning tile.").format(count=missing)

    def recalculate(self) -> None:
        """Run the calculator on the hand as it stands; show the yaku, the fu and the points."""
        self.yaku_list.clear()
        self.fu_list.clear()
        self.total_label.setText("")
        self.value = None
        if self.win_tile is None:
            self.error_label.setText(self._missing_sentence(max(0, self._concealed_needed() - len(self.concealed))))
            self.calculated.emit(None)
            return
        declared = self.conditions["riichi"].isChecked() or self.conditions["double_riichi"].isChecked()
        if declared and not self.context.riichi:
            # Riichi is a yaku only with its stick on the table: scored without one, the deposit would be lost.
            if self.context.past:
                # A past hand's sticks are its riichi row: ticking it there replays the deposits of later hands.
                sentence = self.tr(
                    "This player did not declare riichi in this hand: tick them in the hand's Riichi row first, "
                    "or untick Riichi."
                )
            else:
                sentence = self.tr(
                    "This player has not declared riichi at the table: declare it there first (its stick goes "
                    "on the table), or untick Riichi."
                )
            self.error_label.setText(sentence)
            self.calculated.emit(None)
            return
        try:
            value = calculate(self.hand_input(), self.context.rules)
        except TablekeeperError as error:
            self.error_label.setText(refusal(error))
            self.calculated.emit(None)
            return
        self.error_label.setText("")
        self.value = value
        rows = [(yaku_name(yaku), yaku_value(yaku)) for yaku in value.yaku]
        for label, amount in rows + dora_rows(value):
            self.yaku_list.addItem(self.tr("{name}: {value}").format(name=label, value=amount))
        for label, fu in value.fu_breakdown:
            self.fu_list.addItem(self.tr("{name}: {value}").format(name=fu_line_text(label), value=fu))
        self.fu_list.addItem(fu_rounded(value.fu))
        self.total_label.setText(hand_payments(value.points, value.payments, honba=self.context.honba))
        self.calculated.emit(value)


def _tile_order(tile: str) -> tuple[int, int]:
    number = int(tile[0])
    return ("mpsz".index(tile[1]), 5 if number == 0 else number)


def _meld_at(melds: list[Meld], tile_index: int) -> int:
    """Which meld holds the tile at ``tile_index`` of the melds row."""
    seen = 0
    for index, meld in enumerate(melds):
        seen += len(split_tiles(meld.tiles))
        if tile_index < seen:
            return index
    return len(melds) - 1


def value_of(hand: HandValue, rules: RuleSet) -> WinValue:
    """The han and fu (or yakuman count, with its fu under aotenjou) the calculator found."""
    if hand.yakuman:
        return WinValue(None, hand.fu if rules.aotenjou else None, hand.yakuman)
    return WinValue(hand.han, hand.fu)


class ScoringDialog(QDialog):
    """Quick mode and hand mode in two tabs; ``value_chosen`` with the value when confirmed."""

    value_chosen = Signal(object)

    def __init__(self, context: ScoringContext, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.context = context
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.quick = QuickScore(
            context.rules, dealer=context.dealer, tsumo=context.tsumo, honba=context.honba, parent=self
        )
        self.hand = HandEntry(context, self)
        self.tabs.addTab(self.quick, self.tr("&Quick (han and fu)"))
        self.tabs.addTab(self.hand, self.tr("&Hand (tiles)"))
        self.yaku = YakuChecklist(context, self)
        self.tabs.addTab(self.yaku, self.tr("&Yaku (as called)"))
        layout.addWidget(self.tabs)
        self._fit_pages()
        self.hand.calculated.connect(self._fill_from_hand)
        self.yaku.value_changed.connect(self._fill_from_yaku)
        self._from_hand: WinValue | None = None
        """The value the hand mode last gave, with its tiles: confirmed with them unless han or fu were changed."""
        self._from_yaku: WinValue | None = None
        """The value the yaku mode last gave, with its yaku: confirmed with them unless han or fu were changed."""
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        # Enter confirms, wherever the focus is (the pad's buttons never take Enter for themselves).
        self.ok_button.setDefault(True)
        layout.addWidget(buttons)
        # Not as tall as the screen (720 pixels of a 768-pixel one, over the dialog it was opened from): the modes
        # taller than that scroll down, the quick mode's pad stays whole.
        self.setMaximumHeight(max(QUICK_HEIGHT, int(available(self).height() * SCREEN_SHARE)))
        self.body = scroll_body(self, buttons, preferred=QSize(1000, 620))
        self.quick.setFocus()  # the keys typed go to the quick mode at once

    def _fit_pages(self) -> None:
        """Each mode's grids wrapped to the screen's width: the dialog is as wide as its widest mode, and a mode
        wider than the screen would hide its right side (Han 6, 7, 13) behind a scroll bar."""
        pages = (self.quick, self.hand, self.yaku)
        # The tab widget's own edges: what its minimum width is beyond its widest page's.
        edges = max(0, self.tabs.minimumSizeHint().width() - max(page.minimumSizeHint().width() for page in pages))
        room = dialog_room(self, self.tabs) - edges
        self.hand.parts.fit_width(room)
        self.yaku.parts.fit_width(room)
        measure_again(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The digits typed anywhere in the quick mode's tab (its buttons, the tab bar) reach the dialog: they are
        # the han and fu. Shift is allowed: on a French keyboard the digits are shifted keys.
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
        )
        key = BACKSPACE if event.key() == Qt.Key.Key_Backspace else event.text()
        if plain and self.tabs.currentWidget() is self.quick and self.quick.type_key(key):
            event.accept()
            return
        if plain and self.tabs.currentWidget() is self.yaku and self.yaku.type_key(key):
            event.accept()  # the fu, when the yaku ticked do not fix them
            return
        super().keyPressEvent(event)

    def _fill_from_hand(self, value: HandValue | None) -> None:
        # A hand the calculator refuses (no yaku, not complete) leaves no value behind to be confirmed.
        self.quick.set_value(WinValue(None, None) if value is None else value_of(value, self.context.rules))
        tiles = self.hand.winning_tiles()
        self._from_hand = None if tiles is None else dataclasses.replace(self.quick.value(), tiles=tiles)

    def _fill_from_yaku(self) -> None:
        # Yaku that have no value (yet) leave none behind to be confirmed, as the hand mode does.
        self._from_yaku = value = self.yaku.value()
        self.quick.set_value(WinValue(None, None) if value is None else dataclasses.replace(value, yaku=None))

    def set_value(self, value: WinValue) -> None:
        """Start from a value already given; one that came from tiles (or yaku) opens the hand (or yaku) mode."""
        self.quick.set_value(value)
        if value.yaku is not None:
            self.yaku.set_called(value.yaku, value.fu)
            self.tabs.setCurrentWidget(self.yaku)
        if value.tiles is not None:
            self.hand.set_tiles(value.tiles)
            self.tabs.setCurrentWidget(self.hand)
            if self.hand.value is None:
                # Tiles the calculator now refuses (a file's, say) keep the value given; the hand mode says why.
                self.quick.set_value(dataclasses.replace(value, tiles=None))

    def value(self) -> WinValue:
        """The value as chosen, with the tiles of the hand mode (or the yaku of the yaku mode) when they gave it."""
        value = self.quick.value()
        called = self._from_yaku
        hand_last = self.tabs.currentWidget() is self.hand and self._from_hand is not None
        if called is not None and dataclasses.replace(called, yaku=None) == value and not hand_last:
            return called
        if self._from_hand is not None and dataclasses.replace(self._from_hand, tiles=None) == value:
            return self._from_hand
        return value  # han or fu changed by hand in the quick mode: the tiles no longer say why

    def confirm(self) -> None:
        """Accept the value, or say in a sentence why it cannot be."""
        if self.tabs.currentWidget() is self.hand and self.hand.value is None and self.hand.error_label.text():
            show_error(self, self.hand.error_label.text())
            return
        if self.tabs.currentWidget() is self.yaku and self.yaku.value() is None:
            show_error(self, self.yaku.refusal())
            return
        try:
            self.quick.points()
        except TablekeeperError as error:
            show_error(self, refusal(error))
            return
        self.value_chosen.emit(self.value())
        self.accept()
