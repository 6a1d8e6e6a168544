"""Qt item models over what the session service returns: the history of hands and the final standings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from tablekeeper.present import round_name
from tablekeeper.ui.i18n import decimal, number, tr

if TYPE_CHECKING:
    from tablekeeper.rules.standings import Standing
    from tablekeeper.session import GameView, HandView

Index = QModelIndex | QPersistentModelIndex
NO_INDEX = QModelIndex()


class HistoryModel(QAbstractTableModel):
    """One row per hand: its number, where it was played, what happened, and the four deltas."""

    NUMBER, ROUND, RESULT, FIRST_SEAT = 0, 1, 2, 3
    COLUMNS = 7

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._hands: tuple[HandView, ...] = ()
        self._names: Sequence[str] = ("", "", "", "")

    def set_game(self, view: GameView | None) -> bool:
        """Show the hands of ``view``; True when rows were added at the end (a hand recorded).

        A hand added or taken off the end moves only that row; anything else (another game, an edit) resets
        the model. Views of long games stay within a frame that way.
        """
        hands = view.hands if view is not None else ()
        names = view.players if view is not None else ("", "", "", "")
        old = self._hands
        if names == self._names and len(hands) > len(old) and hands[: len(old)] == old:
            self.beginInsertRows(NO_INDEX, len(old), len(hands) - 1)
            self._hands = hands
            self.endInsertRows()
            return True
        if names == self._names and len(hands) < len(old) and old[: len(hands)] == hands:
            self.beginRemoveRows(NO_INDEX, len(hands), len(old) - 1)
            self._hands = hands
            self.endRemoveRows()
            return False
        if names == self._names and hands == old:
            return False
        self.beginResetModel()
        self._hands = hands
        self._names = names
        self.endResetModel()
        return bool(hands)

    def hand(self, row: int) -> HandView:
        """The hand shown in ``row``."""
        return self._hands[row]

    def rowCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == self.NUMBER:
            return tr("#")
        if section == self.ROUND:
            return tr("Round")
        if section == self.RESULT:
            return tr("Result")
        if self.FIRST_SEAT <= section < self.COLUMNS:
            return self._names[section - self.FIRST_SEAT] or tr("Seat {number}").format(number=section - 2)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._hands)):
            return None
        from tablekeeper.present import result_text  # with the rules' types, once a game is shown

        hand = self._hands[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NUMBER:
                return str(hand.number)
            if column == self.ROUND:
                before = hand.before
                name = round_name(before.round % 4, before.hand_number)
                return tr("{round}-{honba}").format(round=name, honba=before.honba)
            if column == self.RESULT:
                return result_text(hand.result, self._names)
            if self.FIRST_SEAT <= column < self.COLUMNS:
                return number(hand.deltas[column - self.FIRST_SEAT], signed=True)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.RESULT:
            return result_text(hand.result, self._names)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.FIRST_SEAT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StandingsModel(QAbstractTableModel):
    """The standings, first to last: place, player, points, uma and oka, penalty, +/- score."""

    PLACE, PLAYER, POINTS, BONUS, PENALTY, SCORE = range(6)
    COLUMNS = 6

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._standings: tuple[Standing, ...] = ()
        self._names: Sequence[str] = ("", "", "", "")

    def set_game(self, view: GameView | None) -> None:
        """Show the standings of ``view``."""
        self.beginResetModel()
        self._standings = view.standings if view is not None else ()
        self._names = view.players if view is not None else ("", "", "", "")
        self.endResetModel()

    def rowCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._standings)

    def columnCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        headers = (tr("Place"), tr("Player"), tr("Points"), tr("Uma and oka"), tr("Penalty"), tr("+/- score"))
        return headers[section] if 0 <= section < self.COLUMNS else None

    def row_texts(self, row: int) -> list[str]:
        """The cells of one row as shown."""
        from tablekeeper.rules.standings import format_score  # with the rules' game engine, once a game is open

        standing = self._standings[row]
        return [
            str(standing.place),
            self._names[standing.seat],
            number(standing.points),
            decimal(format_score(standing.bonus)),
            decimal(format_score(standing.penalty)) if standing.penalty else "",
            decimal(format_score(standing.score)),
        ]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._standings)):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.row_texts(index.row())[index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != self.PLAYER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
