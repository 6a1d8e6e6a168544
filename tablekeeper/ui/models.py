"""Qt item models over what the session service returns: the history of hands and the final standings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from tablekeeper.bidi import names_in_line
from tablekeeper.present import deal_repeats, hand_deal_text, points_after_text, result_text
from tablekeeper.rules.results import Ron
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.rules.standings import format_score
from tablekeeper.ui.i18n import decimal, number, tr

if TYPE_CHECKING:
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.rules.standings import Standing
    from tablekeeper.service import Change, GameSnapshot, HandSnapshot

Index = QModelIndex | QPersistentModelIndex
NO_INDEX = QModelIndex()
RESULT_PIECES = int(Qt.ItemDataRole.UserRole) + 1
"""The Result column's text with :data:`NAME_MARKS` where the names go, the names, and the seats whose names are
never shortened (the discarder): the list of hands fits the names to its width (:mod:`tablekeeper.ui.hands_list`)."""
NAME_MARKS = ("\ue000", "\ue001", "\ue002", "\ue003")
"""Private-use characters standing for the names of seats 0-3 in a result's text."""


NO_PLAYERS = ("",) * FULL_TABLE
"""The seats' headings while no game is shown: a table of four, as most games are."""


class HistoryModel(QAbstractTableModel):
    """One row per hand: its number, where it was played, what happened, and each seat's delta (a column for each
    player of the game, three or four); or, with :meth:`show_totals`, each player's points after the hand, as a
    paper score sheet keeps them."""

    NUMBER, ROUND, RESULT, FIRST_SEAT = 0, 1, 2, 3
    COLUMNS = FIRST_SEAT + FULL_TABLE
    """The columns of a game of four (:attr:`columns`: the game's)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._hands: tuple[HandSnapshot, ...] = ()
        self._names: Sequence[str] = NO_PLAYERS
        self._in_line: Sequence[str] = self._names
        """The names as the results' sentences hold them (:func:`tablekeeper.text.name_in_line`)."""
        self._rules: RuleSet | None = None
        """The game's rules: they say which hands are limits ("Mangan", not "5 han")."""
        self._game: int | None = None
        self._repeats: list[int] = []
        """Which time each hand's deal is played (a chombo plays it again): 'East 4-0 (2)'."""
        self.totals = False
        """The seats' columns show each player's points after the hand, not what the hand changed."""

    def show_totals(self, totals: bool) -> None:
        """The seats' columns show the running totals (True) or each hand's changes (False)."""
        if totals == self.totals:
            return
        self.totals = totals
        if self._hands:
            self.dataChanged.emit(self.index(0, self.FIRST_SEAT), self.index(len(self._hands) - 1, self.columns - 1))

    def _set_hands(self, hands: tuple[HandSnapshot, ...]) -> None:
        self._hands = hands
        self._repeats = deal_repeats(hand.before for hand in hands)

    def set_game(self, view: GameSnapshot | None) -> None:
        """Show the hands of ``view`` from scratch: a new game, another one, or one read again."""
        self.beginResetModel()
        self._set_hands(view.hands if view is not None else ())
        self._names = view.players if view is not None else NO_PLAYERS
        self._in_line = names_in_line(self._names)
        self._rules = view.rules if view is not None else None
        self._game = view.id if view is not None else None
        self.endResetModel()

    def apply(self, change: Change) -> None:
        """Take in what one change did: only the rows from ``change.first_hand`` on move.

        A hand recorded is one row inserted at the end, a hand deleted one row removed (and an undone deletion one
        row inserted) where it was; the rows after it are renumbered, and shown again. Rows before it are not
        touched, so a long game's list stays within a frame and its selection and scrolling stay put. A change
        of another game (or with no game shown) resets the model.
        """
        view = change.game
        if view.id != self._game:
            self.set_game(view)
            return
        if change.first_hand is None:
            self._set_hands(view.hands)  # the same rows (a riichi stick, the game ended)
            return
        first = change.first_hand - 1
        old, new = self._hands, view.hands
        if first > min(len(old), len(new)):  # not a change of the game as shown: show it as it is
            self.set_game(view)
            return
        # Rows go or come with the rows around them as they were; only then are the later rows renumbered and
        # shown again (views and the model tester expect the rows a removal or insertion moves to keep their data).
        gone, added = len(old) - len(new), len(new) - len(old)
        if gone > 0:
            self.beginRemoveRows(NO_INDEX, first, first + gone - 1)
            self._set_hands(old[:first] + old[first + gone :])
            self.endRemoveRows()
            moved = first
        elif added > 0:
            self.beginInsertRows(NO_INDEX, first, first + added - 1)
            self._set_hands(old[:first] + new[first : first + added] + old[first:])
            self.endInsertRows()
            moved = first + added
        else:
            moved = first
        self._set_hands(new)
        if moved < len(new):
            self.dataChanged.emit(self.index(moved, 0), self.index(len(new) - 1, self.columns - 1))

    @property
    def columns(self) -> int:
        """The columns shown: the hand's own, and one for each player of the game."""
        return self.FIRST_SEAT + len(self._names)

    def widest_numbers(self) -> list[tuple[str, ...]]:
        """Each seat's column's widest figures as shown: the highest and the lowest (the change, or the total), one
        of which the column must be as wide as; both, as a plus sign is wider than a minus in most fonts ("+3,000"
        is wider than "-3,900"). One look at each hand's numbers, no text measured."""
        if not self._hands:
            return [("+88,888",)] * len(self._names)  # nothing yet: room for a hand's change
        figures = [hand.after.scores if self.totals else hand.deltas for hand in self._hands]
        widest = []
        for seat in range(len(self._names)):
            values = [each[seat] for each in figures]
            ends = (max(values), min(values))
            widest.append(tuple(number(value) if self.totals else number(value, signed=True) for value in ends))
        return widest

    def hand(self, row: int) -> HandSnapshot:
        """The hand shown in ``row``."""
        return self._hands[row]

    def rowCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._hands)

    def columnCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else self.columns

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if section == self.NUMBER:
            return tr("#")
        if section == self.ROUND:
            return tr("Round")
        if section == self.RESULT:
            return tr("Result")
        if self.FIRST_SEAT <= section < self.columns:
            return self._names[section - self.FIRST_SEAT] or tr("Seat {number}").format(number=section - 2)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Asked for every role of every visible cell at each paint (a thousand calls to show a long game): the
        # roles this model never answers (fonts, colours, check marks...) are turned away first.
        if role not in _HISTORY_ROLES or not index.isValid():
            return None
        row, column = index.row(), index.column()
        if not 0 <= row < len(self._hands):
            return None
        if role == _ALIGNMENT:
            return _RIGHT if column >= self.FIRST_SEAT else None

        hand = self._hands[row]
        assert self._rules is not None  # a game with hands is shown
        if role == _DISPLAY:
            if column == self.NUMBER:
                return str(hand.number)
            if column == self.ROUND:
                return hand_deal_text(hand.before, self._repeats[row])
            if column == self.RESULT:
                return result_text(hand.result, self._in_line, self._rules)
            if self.FIRST_SEAT <= column < self.columns:
                seat = column - self.FIRST_SEAT
                if self.totals:
                    return number(hand.after.scores[seat])
                return number(hand.deltas[seat], signed=True)
        if role == RESULT_PIECES:
            if column != self.RESULT:
                return None

            kept = frozenset({hand.result.discarder}) if isinstance(hand.result, Ron) else frozenset()
            return result_text(hand.result, NAME_MARKS, self._rules), tuple(self._names), kept
        if role == _TOOL_TIP:
            # The list is narrow: a long result is elided in its row and read whole here; what the columns do not
            # show of a seat (the running total, or what the hand changed) is here too.
            if column == self.RESULT:
                return result_text(hand.result, self._in_line, self._rules)
            if self.FIRST_SEAT <= column < self.columns:
                seat = column - self.FIRST_SEAT
                return points_after_text(self._in_line[seat], hand.deltas[seat], hand.after.scores[seat])
        return None


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOL_TIP = int(Qt.ItemDataRole.ToolTipRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_HISTORY_ROLES = frozenset({_DISPLAY, _TOOL_TIP, _ALIGNMENT, RESULT_PIECES})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(QAbstractTableModel):
    """The standings, first to last: place, player, points, uma and oka, penalty, +/- score."""

    PLACE, PLAYER, POINTS, BONUS, PENALTY, SCORE = range(6)
    COLUMNS = 6

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._standings: tuple[Standing, ...] = ()
        self._names: Sequence[str] = ("", "", "", "")

    def set_game(self, view: GameSnapshot | None) -> None:
        """Show the standings of ``view``."""
        self.beginResetModel()
        self._standings = view.standings if view is not None else ()
        self._names = view.players if view is not None else NO_PLAYERS
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

        standing = self._standings[row]
        return [
            str(standing.place),
            self._names[standing.seat],
            number(standing.points),
            decimal(format_score(standing.bonus)),
            decimal(format_score(standing.penalty_change)) if standing.penalty else "",
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


class TextTableModel(QAbstractTableModel):
    """Rows of texts under headers, written once by the dialog that shows them (the event's players, seating,
    penalties and standings, the club rating): the figures come computed from the service, this only holds them.
    ``numeric`` columns are right-aligned."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._headers: list[str] = []
        self._rows: list[list[str]] = []
        self._numeric: frozenset[int] = frozenset()

    def set_rows(
        self,
        headers: Sequence[str],
        rows: Sequence[Sequence[str]],
        *,
        numeric: frozenset[int] = frozenset(),
    ) -> None:
        """Show ``rows`` under ``headers``, the ``numeric`` columns right-aligned."""
        self.beginResetModel()
        self._headers = list(headers)
        self._rows = [list(row) for row in rows]
        self._numeric = numeric
        self.endResetModel()

    def row_texts(self, row: int) -> list[str]:
        """The cells of one row as shown."""
        return self._rows[row]

    def rowCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return self._headers[section] if 0 <= section < len(self._headers) else None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._rows)):
            return None
        row, column = index.row(), index.column()
        if role in (_DISPLAY, _TOOL_TIP) and column < len(self._rows[row]):
            return self._rows[row][column]
        if role == _ALIGNMENT and column in self._numeric:
            return _RIGHT
        return None
