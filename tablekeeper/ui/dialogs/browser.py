"""The games browser: every saved game, filtered and sorted, page by page; go on with one, review it, delete it.

The model asks the service for one page of summary rows at a time (``canFetchMore``/``fetchMore``), so that a
database of 10,000 games opens at once; a game is replayed only when it is reviewed or played on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import names_in_line
from tablekeeper.present import preset_name
from tablekeeper.rules.ruleset import PRESETS
from tablekeeper.service import local_time
from tablekeeper.service.library import GameOrder
from tablekeeper.ui.day_filter import ANY_DATE, chosen_games
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.i18n import number
from tablekeeper.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from tablekeeper.service import GameFilter, Session
    from tablekeeper.service.browsing import BrowsedGame, BrowsePage

PAGE = 50
"""Games fetched at a time: a screenful and more."""
PLAYER_PAUSE_MS = 250
"""The pause in typing a player's name after which the list follows it."""
Fetch = Callable[[int, int, GameOrder, bool], "BrowsePage"]
"""A page of games: (limit, offset, order, descending) -> the page."""
Index = QModelIndex | QPersistentModelIndex

DATE, TITLE, VENUE, RULES, PLAYERS, STATE, RESULT = range(7)
ORDERS = (
    GameOrder.DATE,
    GameOrder.TITLE,
    GameOrder.VENUE,
    GameOrder.RULES,
    GameOrder.PLAYERS,
    GameOrder.STATE,
    GameOrder.RESULT,
)
"""What each column sorts by, in the database."""
FIRST_DESCENDING = frozenset({DATE, RESULT})
"""Columns whose first click sorts from the top down (the latest game, the highest score); the others A to Z."""


def _when(game: BrowsedGame) -> str:
    return local_time(game.summary.started_at).strftime("%Y-%m-%d %H:%M")


class GamesModel(QAbstractTableModel):
    """The games a filter selects, in the order of a column (latest first at the start), fetched a page at a time
    as the view scrolls; the database sorts them, so a page holds what comes next in the whole selection."""

    def __init__(
        self,
        fetch: Fetch,
        parent: QObject | None = None,
        *,
        column: int = DATE,
        order: Qt.SortOrder = Qt.SortOrder.DescendingOrder,
    ) -> None:
        super().__init__(parent)
        self._fetch = fetch
        self.games: list[BrowsedGame] = []
        self._next: int | None = 0
        self.column = column
        self.order = order

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self.games)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.InitialSortOrderRole:  # what the header's first click on a column asks for
            first = Qt.SortOrder.DescendingOrder if section in FIRST_DESCENDING else Qt.SortOrder.AscendingOrder
            return first.value
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        heads = (
            self.tr("Date"),
            self.tr("Title"),
            self.tr("Venue"),
            self.tr("Rules"),
            self.tr("Players"),
            self.tr("State"),
            self.tr("Result"),
        )
        return heads[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.text(self.games[index.row()], index.column())

    def text(self, game: BrowsedGame, column: int) -> str:
        """What a cell shows."""
        summary = game.summary
        if column == DATE:
            return _when(game)
        if column == TITLE:
            return summary.title
        if column == VENUE:
            return summary.venue
        if column == RULES:
            return preset_name(game.rules)
        if column == PLAYERS:
            return ", ".join(names_in_line(summary.players))
        if column == STATE:
            return self.tr("Finished") if summary.finished else self.tr("Unfinished")
        if not summary.hand_count:
            return self.tr("No hand yet")
        points = number(game.scores[game.leaders[0]])
        names = names_in_line(summary.players[seat] for seat in game.leaders)
        if len(names) == 1:
            if summary.finished:
                return self.tr("{player} won ({points})").format(player=names[0], points=points)
            return self.tr("{player} leads ({points})").format(player=names[0], points=points)
        # Level on points under a rule set whose ties are shared: every one of them is first.
        players = self.tr("{players} and {last}").format(players=", ".join(names[:-1]), last=names[-1])
        if summary.finished:
            return self.tr("{players} share first ({points})").format(players=players, points=points)
        return self.tr("{players} share the lead ({points})").format(players=players, points=points)

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and self._next is not None

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid() or self._next is None:
            return
        page = self._fetch(PAGE, self._next, ORDERS[self.column], self.order == Qt.SortOrder.DescendingOrder)
        self._next = page.next_offset
        if page.games:
            self.beginInsertRows(QModelIndex(), len(self.games), len(self.games) + len(page.games) - 1)
            self.games.extend(page.games)
            self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort every game the filter selects, in the database: the list starts again from the first page of the
        new order (the filters kept), and scrolling fetches the next pages of that order. A column of -1 (no
        column) lists the latest first."""
        if column < 0:
            column, order = DATE, Qt.SortOrder.DescendingOrder
        if (column, order) == (self.column, self.order) and self._next != 0:
            return  # already so: nothing fetched again
        self.beginResetModel()
        self.column, self.order = column, order
        page = self._fetch(PAGE, 0, ORDERS[column], order == Qt.SortOrder.DescendingOrder)
        self.games = list(page.games)  # the first page only: what was fetched in the old order is let go
        self._next = page.next_offset
        self.endResetModel()

    def remove(self, game_id: int) -> None:
        """Take a deleted game out of the list."""
        for row, game in enumerate(self.games):
            if game.summary.id == game_id:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.games[row]
                self.endRemoveRows()
                return


class GamesBrowserParts:
    """What the games browser shows, made in one place as Qt Designer's ``Ui_`` classes make it: the note on games
    just imported, the filters, the table of games, the buttons. The browser connects them to what they do.

    They are made in the order that Tab follows. Every text is said in the browser's own context, "GamesBrowser", as
    its ``self.tr`` says them (so that the translations find them).
    """

    def __init__(self, browser: QDialog, note: str, completer: QCompleter) -> None:
        """``note``: what the list of games just imported says of them; ``completer``: the names the player field
        proposes."""
        self.browser = browser
        browser.setWindowTitle(QCoreApplication.translate("GamesBrowser", "Saved games"))
        layout = QVBoxLayout(browser)
        only_row = QHBoxLayout()
        self.only_label = QLabel(note, browser)
        self.only_label.setObjectName("only")
        self.only_label.setWordWrap(True)
        self.show_all_button = QPushButton(QCoreApplication.translate("GamesBrowser", "Show &all games"), browser)
        only_row.addWidget(self.only_label, 1)
        only_row.addWidget(self.show_all_button)
        layout.addLayout(only_row)
        layout.addLayout(self._filters(completer))
        self.table = QTableView(browser)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        layout.addWidget(self.table, 1)
        layout.addLayout(self._buttons())

    def _filters(self, completer: QCompleter) -> QFormLayout:
        """Player, first and last day, finished or not, rule set."""
        filters = QFormLayout()
        self.player_edit = QLineEdit(self.browser)
        self.player_edit.setPlaceholderText(QCoreApplication.translate("GamesBrowser", "Any player"))
        self.player_edit.setCompleter(completer)
        filters.addRow(QCoreApplication.translate("GamesBrowser", "&Player:"), self.player_edit)
        dates = QHBoxLayout()
        self.since_edit = self._date_edit()
        self.until_edit = self._date_edit()
        dates.addWidget(self.since_edit)
        dates.addWidget(self.until_edit)
        dates_label = QLabel(QCoreApplication.translate("GamesBrowser", "&From, to:"), self.browser)
        dates_label.setBuddy(self.since_edit)  # a row of two fields has no buddy of its own: Alt+F goes to the first
        filters.addRow(dates_label, dates)
        self.state_box = QComboBox(self.browser)
        for text, value in (
            (QCoreApplication.translate("GamesBrowser", "All games"), None),
            (QCoreApplication.translate("GamesBrowser", "Finished"), True),
            (QCoreApplication.translate("GamesBrowser", "Unfinished"), False),
        ):
            self.state_box.addItem(text, value)
        filters.addRow(QCoreApplication.translate("GamesBrowser", "&State:"), self.state_box)
        self.rules_box = QComboBox(self.browser)
        self.rules_box.addItem(QCoreApplication.translate("GamesBrowser", "Any rules"), None)

        for identifier in PRESETS:
            self.rules_box.addItem(preset_name(identifier), identifier)
        filters.addRow(QCoreApplication.translate("GamesBrowser", "&Rules:"), self.rules_box)
        return filters

    def _date_edit(self) -> QDateEdit:
        # The earliest date stands for "no limit" and reads as such.
        edit = QDateEdit(self.browser)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumDate(ANY_DATE)
        edit.setSpecialValueText(QCoreApplication.translate("GamesBrowser", "Any date"))
        edit.setDate(edit.minimumDate())
        return edit

    def _buttons(self) -> QHBoxLayout:
        """What can be done with the selected game, then with the games selected, and Close."""
        buttons = QHBoxLayout()
        self.go_on_button = QPushButton(QCoreApplication.translate("GamesBrowser", "&Go on"), self.browser)
        self.review_button = QPushButton(QCoreApplication.translate("GamesBrowser", "Re&view"), self.browser)
        self.delete_button = QPushButton(QCoreApplication.translate("GamesBrowser", "&Delete…"), self.browser)
        self.statistics_button = QPushButton(QCoreApplication.translate("GamesBrowser", "Stat&istics…"), self.browser)
        self.statistics_button.setToolTip(
            QCoreApplication.translate("GamesBrowser", "The statistics of the finished games these filters select")
        )
        self.close_button = QPushButton(QCoreApplication.translate("GamesBrowser", "Close"), self.browser)
        for button in (self.go_on_button, self.review_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.statistics_button)
        buttons.addWidget(self.close_button)
        return buttons


class GamesBrowser(QDialog):
    """Every saved game; ``go_on`` with the id of an unfinished game to play on."""

    go_on = Signal(int)
    deleted = Signal(int)
    """The id of a game just deleted (the window may be showing it)."""
    statistics_asked = Signal(object)
    """The statistics of the games the filters select are asked for (a GameFilter)."""

    def __init__(
        self, service: Session, parent: QWidget | None = None, *, only: Sequence[int] | None = None, note: str = ""
    ) -> None:
        """``only``: list just these games (those just imported), saying so in ``note``, until "Show all games"."""
        super().__init__(parent)
        self.service = service
        self.only = None if only is None else tuple(only)
        self.confirm_box: QMessageBox | None = None
        self.review: QDialog | None = None
        completer = QCompleter(service.library.player_names(limit=500), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.parts = parts = GamesBrowserParts(self, note, completer)
        self.only_label, self.show_all_button, self.table = parts.only_label, parts.show_all_button, parts.table
        self.player_edit, self.since_edit, self.until_edit = parts.player_edit, parts.since_edit, parts.until_edit
        self.state_box, self.rules_box = parts.state_box, parts.rules_box
        self.go_on_button, self.review_button = parts.go_on_button, parts.review_button
        self.delete_button, self.statistics_button = parts.delete_button, parts.statistics_button
        self.only_label.setVisible(self.only is not None)
        self.show_all_button.setVisible(self.only is not None)

        self.show_all_button.clicked.connect(self.show_all)
        self.go_on_button.clicked.connect(self.go_on_selected)
        self.review_button.clicked.connect(self.review_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.statistics_button.clicked.connect(lambda: self.statistics_asked.emit(self.game_filter()))
        parts.close_button.clicked.connect(self.reject)
        # The list follows the name as it is typed, once the typing pauses (a query per key would make the typing lag
        # on a large club's database); Enter or leaving the field applies it at once.
        self.player_timer = QTimer(self)
        self.player_timer.setSingleShot(True)
        self.player_timer.setInterval(PLAYER_PAUSE_MS)
        self.player_timer.timeout.connect(self.refresh)
        self.player_edit.textChanged.connect(lambda _text: self.player_timer.start())
        self.player_edit.editingFinished.connect(self._apply_player)
        for edit in (self.since_edit, self.until_edit):
            edit.dateChanged.connect(self.refresh)
        self.state_box.currentIndexChanged.connect(self.refresh)
        self.rules_box.currentIndexChanged.connect(self.refresh)
        self.model: GamesModel | None = None
        self.refresh()
        self.table.setSortingEnabled(True)
        fit_window(self, QSize(1000, 600))

    def _apply_player(self) -> None:
        if self.player_timer.isActive():  # typed since the last refresh: at once rather than after the pause
            self.player_timer.stop()
            self.refresh()

    def refresh(self) -> None:
        """List the games the filters select, from the first page."""
        chosen = self.game_filter()

        def fetch(limit: int, offset: int, order: GameOrder, descending: bool) -> BrowsePage:
            return self.service.library.browse(
                chosen,
                limit=limit,
                offset=offset,
                order=order,
                descending=descending,
                ids=self.only,
            )

        old = self.model
        # New filters keep the column sorted (the header's indicator), from the first page of that order.
        header = self.table.horizontalHeader()
        if old is None or header.sortIndicatorSection() < 0:
            header.setSortIndicator(DATE, Qt.SortOrder.DescendingOrder)  # the latest first, and the header says so
        self.model = GamesModel(fetch, self, column=header.sortIndicatorSection(), order=header.sortIndicatorOrder())
        self.table.setModel(self.model)
        if old is not None:
            old.deleteLater()
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._enable())
        self.model.modelReset.connect(self._select_first)
        if self.model.rowCount() == 0 and self.model.canFetchMore(QModelIndex()):
            self.model.fetchMore(QModelIndex())
        self._select_first()

    def _select_first(self) -> None:
        if self.model is not None and self.model.rowCount():
            self.table.selectRow(0)
        self._enable()

    def game_filter(self) -> GameFilter:
        """The games the filters choose (the statistics of the same games are asked with it)."""
        return chosen_games(
            self.player_edit.text(),
            self.since_edit.date(),
            self.until_edit.date(),
            rules=self.rules_box.currentData(),
            finished=self.state_box.currentData(),
        )

    def show_all(self) -> None:
        """List every game again (after those just imported), with the filters as they are."""
        self.only = None
        self.only_label.hide()
        self.show_all_button.hide()
        self.refresh()

    def selected(self) -> BrowsedGame | None:
        """The game of the selected row."""
        index = self.table.currentIndex()
        if self.model is None or not index.isValid():
            return None
        return self.model.games[index.row()]

    def _enable(self) -> None:
        game = self.selected()
        self.go_on_button.setEnabled(game is not None and not game.summary.finished)
        self.review_button.setEnabled(game is not None)
        self.delete_button.setEnabled(game is not None)

    def go_on_selected(self) -> None:
        """Play on with the selected unfinished game, and close the browser."""
        game = self.selected()
        if game is not None and not game.summary.finished:
            self.go_on.emit(game.summary.id)
            self.accept()

    def review_selected(self) -> None:
        """The selected game, hand by hand (replayed now)."""
        from tablekeeper.ui.dialogs.review import ReviewDialog

        game = self.selected()
        if game is None:
            return
        self.review = replace(
            getattr(self, "review", None), ReviewDialog(self.service.table.game(game.summary.id), self)
        )
        self.review.open()

    def delete_selected(self) -> None:
        """Ask, naming the game; delete it only when the player says so."""
        game = self.selected()
        if game is None or self.confirm_box is not None:
            return
        summary = game.summary
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Delete a game"),
            self.tr("Delete the game “{title}” of {date} with {players}, and all its hands, for good?").format(
                title=summary.title or self.tr("Game {game}").format(game=summary.id),
                date=_when(game),
                players=", ".join(names_in_line(summary.players)),
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        keep = box.addButton(self.tr("&Keep it"), QMessageBox.ButtonRole.RejectRole)
        delete = box.addButton(self.tr("&Delete it"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.confirm_box = box
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # once answered: one question, one box

        def answered() -> None:
            self.confirm_box = None
            if box.clickedButton() is delete and self.model is not None:
                self.service.table.delete_game(summary.id)
                self.model.remove(summary.id)
                self._enable()
                self.deleted.emit(summary.id)

        # Opened, not exec'd: the browser stays responsive to the window's own event loop (and tests never hang).
        box.finished.connect(answered)
        box.open()
