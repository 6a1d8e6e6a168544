"""The Statistics dialog: the season table of the club's figures (:mod:`tablekeeper.stats`) and a player's page.

The figures are the service's (``Library.statistics``, the same as `tablekeeper stats`); this module only
lays them out, in the player's language (numbers through :mod:`tablekeeper.ui.i18n`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.chart import places_chart, rating_chart, season_chart
from tablekeeper.errors import TablekeeperError
from tablekeeper.present import preset_name, refusal, table_name
from tablekeeper.reports.sheets import SeasonFilter, write_statistics_pdf
from tablekeeper.rules.ruleset import FULL_TABLE, PLAYER_COUNTS, PRESET_NAMES
from tablekeeper.rules.standings import format_score
from tablekeeper.service.stored_games import local_time
from tablekeeper.ui.day_filter import ANY_DATE, chosen_games, shown_days
from tablekeeper.ui.file_dialogs import file_to_save
from tablekeeper.ui.i18n import decimal, number, numbers_locale, tr
from tablekeeper.ui.messages import saved_text, show_error
from tablekeeper.ui.score_chart import ModelChart
from tablekeeper.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from tablekeeper.service import GameFilter
    from tablekeeper.service.browsing import ClubStatistics
    from tablekeeper.service.library import PlayedGame
    from tablekeeper.stats import ClubTable, PlayerStatistics

Index = QModelIndex | QPersistentModelIndex
NO_INDEX = QModelIndex()


SORT_ROLE = Qt.ItemDataRole.UserRole
"""The plain value a column sorts by (a number, or a name folded to one case)."""
NOTHING = float("-inf")
"""What a figure with nothing to divide sorts as: below every real one."""


class Fetch(Protocol):
    """Asks the service for the figures (``GameController.statistics``); None when it refused, with a sentence."""

    def __call__(self, chosen: GameFilter) -> ClubStatistics | None: ...


class Publishing(Protocol):
    """What a player's page asks of the controller besides the figures: who is not published and the mark set, the
    player's games and their rating over time."""

    def unpublished(self) -> frozenset[str]: ...

    def set_published(self, name: str, published: bool) -> bool: ...

    def played_by(self, name: str, chosen: GameFilter) -> list[PlayedGame]: ...

    def rating_of(self, name: str) -> tuple[float, ...]: ...


class _Writer:
    """Writes figures in the player's language, its locale and words looked up once for a whole table (a lookup
    a cell made a refresh of a big club slow)."""

    def __init__(self) -> None:
        self.locale = numbers_locale()
        self.percent = tr("{value}%")

    def number(self, value: int) -> str:
        return number(value, locale=self.locale)

    def rate(self, value: Fraction | None) -> str:
        return "–" if value is None else self.percent.format(value=self.decimal(f"{float(value) * 100:.1f}"))

    def mean(self, value: Fraction | None, digits: int) -> str:
        return "–" if value is None else self.decimal(f"{float(value):.{digits}f}")

    def points(self, value: Fraction | None) -> str:
        return "–" if value is None else self.number(round(value))

    def score(self, value: Fraction | None) -> str:
        return "–" if value is None else self.decimal(format_score(value))

    def decimal(self, text: str) -> str:
        return decimal(text, self.locale)


def _places(p: PlayerStatistics) -> list[tuple[int, int | None]]:
    """Each place's column and its count (None past the places of the player's table)."""
    return [(place, p.places[place] if place < len(p.places) else None) for place in range(StatisticsModel.PLACES)]


def _plain(value: Fraction | int | None) -> float:
    return NOTHING if value is None else float(value)


_Cell = TypeVar("_Cell")


class StatisticsModel(QAbstractTableModel):
    """One row per player, in the club's ranking (best total +/- score first); every figure a column."""

    # The club's ranking first (total, games, places), then how each plays: the columns a ranking is read by stay
    # in view on a small screen.
    (
        RANK,
        PLAYER,
        TOTAL_SCORE,
        GAMES,
        AVERAGE_PLACE,
        FIRST,
        SECOND,
        THIRD,
        FOURTH,
        AVERAGE_SCORE,
        WIN_RATE,
        DEAL_IN_RATE,
        RIICHI_RATE,
        TSUMO_SHARE,
        AVERAGE_WIN,
        HANDS,
        WINS,
        TSUMO_WINS,
        DEAL_INS,
        RIICHI,
    ) = range(20)
    COLUMNS = 20
    PLACES = FULL_TABLE
    """The columns of places (1st to 4th): a table of three leaves the last empty."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._players: tuple[PlayerStatistics, ...] = ()
        # Each row written once when the figures arrive (the view asks a cell many times, for its size, its paint,
        # the sort): the texts in the language of that moment, again when it changes (retranslate).
        self._headers = self.headers()
        self._texts: list[list[str]] = []
        self._sort_values: list[list[float | str]] = []

    def set_players(self, players: Sequence[PlayerStatistics]) -> None:
        """Show ``players``, given in the club's ranking."""
        self.beginResetModel()
        self._players = tuple(players)
        self._write()
        self._sort_values = [self._plain_values(row) for row in range(len(self._players))]
        self.endResetModel()

    def _write(self) -> None:
        self._headers = self.headers()
        writer = _Writer()
        self._texts = [self._written(row, writer) for row in range(len(self._players))]

    def retranslate(self) -> None:
        """Write the headers and every figure again, in the language chosen since."""
        self._write()
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.COLUMNS - 1)
        if self._players:
            last = self.index(len(self._players) - 1, self.COLUMNS - 1)
            self.dataChanged.emit(self.index(0, 0), last, [Qt.ItemDataRole.DisplayRole])

    def widest_rows(self, advance: Callable[[str], int], candidates: int = 3) -> list[list[int]]:
        """For each column, the rows of its widest texts by ``advance`` (a font's width of a text), widest first:
        each different text measured once, and only the few widest kept for the view to size the column by."""
        widest: list[list[int]] = []
        for column in range(self.COLUMNS):
            first_row: dict[str, int] = {}
            for row, texts in enumerate(self._texts):
                first_row.setdefault(texts[column], row)
            ranked = sorted(first_row, key=advance, reverse=True)[:candidates]
            widest.append([first_row[text] for text in ranked])
        return widest

    def player(self, row: int) -> PlayerStatistics:
        """The figures of the player on ``row`` (of this model, not of a proxy)."""
        return self._players[row]

    def rowCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: Index = NO_INDEX) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    @classmethod
    def headers(cls) -> list[str]:
        """The columns' titles, in the player's language."""
        return cls._in_order(
            {
                cls.RANK: tr("#"),
                cls.PLAYER: tr("Player"),
                cls.GAMES: tr("Games"),
                cls.HANDS: tr("Hands"),
                cls.WINS: tr("Wins"),
                cls.TSUMO_WINS: tr("Tsumo wins"),
                cls.DEAL_INS: tr("Deal-ins"),
                cls.RIICHI: tr("Riichi"),
                cls.WIN_RATE: tr("Win rate"),
                cls.DEAL_IN_RATE: tr("Deal-in rate"),
                cls.RIICHI_RATE: tr("Riichi rate"),
                cls.TSUMO_SHARE: tr("Tsumo share"),
                cls.AVERAGE_WIN: tr("Average win"),
                cls.AVERAGE_PLACE: tr("Average place"),
                cls.AVERAGE_SCORE: tr("Average +/-"),
                cls.TOTAL_SCORE: tr("Total +/-"),
                cls.FIRST: tr("1st"),
                cls.SECOND: tr("2nd"),
                cls.THIRD: tr("3rd"),
                cls.FOURTH: tr("4th"),
            }
        )

    @classmethod
    def _in_order(cls, cells: dict[int, _Cell]) -> list[_Cell]:
        """One value a column, in the columns' order."""
        return [cells[column] for column in range(cls.COLUMNS)]

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.InitialSortOrderRole:
            # A first click answers "who has most?" ("who deals in most?"); a rank, a name and a place read
            # best first from the lowest.
            ascending = section in (self.RANK, self.PLAYER, self.AVERAGE_PLACE)
            return Qt.SortOrder.AscendingOrder if ascending else Qt.SortOrder.DescendingOrder
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._headers[section] if 0 <= section < self.COLUMNS else None

    def row_texts(self, row: int) -> list[str]:
        """The cells of one row as shown."""
        return list(self._texts[row])

    def _written(self, row: int, writer: _Writer) -> list[str]:
        p = self._players[row]
        return self._in_order(
            {
                self.RANK: writer.number(row + 1),
                self.PLAYER: p.name,
                self.GAMES: writer.number(p.games),
                self.HANDS: writer.number(p.hands),
                self.WINS: writer.number(p.wins),
                self.TSUMO_WINS: writer.number(p.tsumo_wins),
                self.DEAL_INS: writer.number(p.deal_ins),
                self.RIICHI: writer.number(p.riichi),
                self.WIN_RATE: writer.rate(p.win_rate),
                self.DEAL_IN_RATE: writer.rate(p.deal_in_rate),
                self.RIICHI_RATE: writer.rate(p.riichi_rate),
                self.TSUMO_SHARE: writer.rate(p.tsumo_share),
                self.AVERAGE_WIN: writer.points(p.average_win),
                self.AVERAGE_PLACE: writer.mean(p.average_place, 2),
                self.AVERAGE_SCORE: writer.score(p.average_score),
                self.TOTAL_SCORE: writer.score(p.total_score),
                # A table of three has no 4th place: its column is empty (and hidden by the dialog).
                **{self.FIRST + place: "" if n is None else writer.number(n) for place, n in _places(p)},
            }
        )

    def _plain_values(self, row: int) -> list[float | str]:
        """The values the columns of one row sort by."""
        p = self._players[row]
        values: dict[int, Fraction | int | None] = {
            self.RANK: row + 1,
            self.GAMES: p.games,
            self.HANDS: p.hands,
            self.WINS: p.wins,
            self.TSUMO_WINS: p.tsumo_wins,
            self.DEAL_INS: p.deal_ins,
            self.RIICHI: p.riichi,
            self.WIN_RATE: p.win_rate,
            self.DEAL_IN_RATE: p.deal_in_rate,
            self.RIICHI_RATE: p.riichi_rate,
            self.TSUMO_SHARE: p.tsumo_share,
            self.AVERAGE_WIN: p.average_win,
            self.AVERAGE_PLACE: p.average_place,
            self.AVERAGE_SCORE: p.average_score,
            self.TOTAL_SCORE: p.total_score,
            **{self.FIRST + place: n for place, n in _places(p)},
        }
        return [
            p.name.casefold() if column == self.PLAYER else _plain(values[column]) for column in range(self.COLUMNS)
        ]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not (0 <= index.row() < len(self._texts)):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._texts[index.row()][index.column()]
        if role == SORT_ROLE:
            return self._sort_values[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() != self.PLAYER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StatisticsParts:
    """What the statistics dialog shows, made in one place as Qt Designer's ``Ui_`` classes make it: the filters,
    the season table (its model sorted by a proxy) and a player's page in a stack, the summary, the buttons. The
    dialog connects them to what they do.

    They are made in the order that Tab follows. Every text is said in the dialog's own context, "StatisticsDialog",
    as its ``self.tr`` says them (so that the translations find them).
    """

    def __init__(self, dialog: QDialog, known_players: Sequence[str]) -> None:
        self.dialog = dialog
        dialog.setWindowTitle(QCoreApplication.translate("StatisticsDialog", "Statistics"))
        layout = QVBoxLayout(dialog)
        self._filters(layout, known_players)

        self.pages = QStackedWidget(dialog)
        layout.addWidget(self.pages, 1)
        self.model = StatisticsModel(dialog)
        self.proxy = QSortFilterProxyModel(dialog)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = QTableView(dialog)
        self.table.setObjectName("season")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        # The club's ranking first; a click on a header sorts by that figure.
        self.table.sortByColumn(StatisticsModel.TOTAL_SCORE, Qt.SortOrder.DescendingOrder)
        self.pages.addWidget(self.table)
        self.pages.addWidget(self._player_page())

        self.summary = QLabel(dialog)
        self.summary.setObjectName("summary")
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.passed_over = QLabel(dialog)
        self.passed_over.setObjectName("passed_over")
        self.passed_over.setWordWrap(True)
        self.passed_over.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.passed_over)
        bottom = QHBoxLayout()
        self.saved = QLabel(dialog)  # "Saved to PATH" once exported
        self.saved.setObjectName("saved")
        bottom.addWidget(self.saved, 1)
        self.export_button = QPushButton(QCoreApplication.translate("StatisticsDialog", "Export PDF…"), dialog)
        self.export_button.setObjectName("export_pdf")
        self.export_button.setAutoDefault(False)
        bottom.addWidget(self.export_button)
        self.close_button = QPushButton(QCoreApplication.translate("StatisticsDialog", "Close"), dialog)
        self.close_button.setAutoDefault(False)  # Enter on a row opens the player's page, never closes the dialog
        bottom.addWidget(self.close_button)
        layout.addLayout(bottom)

    def _filters(self, layout: QVBoxLayout, known_players: Sequence[str]) -> None:
        """The row of filters, as `tablekeeper stats` has them: player, first and last day, rule set."""
        filters = QHBoxLayout()
        self.player_edit = QLineEdit(self.dialog)
        self.player_edit.setObjectName("player")
        self.player_edit.setPlaceholderText(QCoreApplication.translate("StatisticsDialog", "Every player"))
        self.player_edit.setClearButtonEnabled(True)
        completer = QCompleter(list(known_players), self.dialog)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.player_edit.setCompleter(completer)
        self.since_edit = self._date_edit("since")
        self.until_edit = self._date_edit("until")
        self.rules_box = QComboBox(self.dialog)
        self.rules_box.setObjectName("rules")
        self.rules_box.addItem(QCoreApplication.translate("StatisticsDialog", "Any rule set"), None)
        for name in PRESET_NAMES:
            self.rules_box.addItem(preset_name(name), name)
        # Three- and four-player games are ranked apart: the club table of one of them is shown at a time.
        self.table_box = QComboBox(self.dialog)
        self.table_box.setObjectName("players")
        for players in sorted(PLAYER_COUNTS, reverse=True):
            self.table_box.addItem(table_name(players), players)
        for label, widget in (
            (QCoreApplication.translate("StatisticsDialog", "Player"), self.player_edit),
            (QCoreApplication.translate("StatisticsDialog", "From"), self.since_edit),
            (QCoreApplication.translate("StatisticsDialog", "To"), self.until_edit),
            (QCoreApplication.translate("StatisticsDialog", "Rules"), self.rules_box),
            (QCoreApplication.translate("StatisticsDialog", "Table"), self.table_box),
        ):
            caption = QLabel(label, self.dialog)
            caption.setBuddy(widget)
            filters.addWidget(caption)
            filters.addWidget(widget, 2 if widget is self.player_edit else 0)
        layout.addLayout(filters)

    def _date_edit(self, name: str) -> QDateEdit:
        edit = QDateEdit(self.dialog)
        edit.setObjectName(name)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumDate(ANY_DATE)
        # The lowest date reads "Any": no limit.
        edit.setSpecialValueText(QCoreApplication.translate("StatisticsDialog", "Any"))
        edit.setDate(ANY_DATE)
        return edit

    def _player_page(self) -> QWidget:
        """A player's page: the name, a form of figures (filled when shown), the way back to the table."""
        page = QWidget(self.dialog)
        page_layout = QVBoxLayout(page)
        self.player_title = QLabel(page)
        self.player_title.setObjectName("player_title")
        font = self.player_title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        self.player_title.setFont(font)
        page_layout.addWidget(self.player_title)
        # The figures beside the charts, not above them: the page fits a netbook's 600 pixels (and scrolls below).
        beside = QHBoxLayout()
        figures = QVBoxLayout()
        self.player_form = QFormLayout()
        figures.addLayout(self.player_form)
        figures.addStretch(1)
        beside.addLayout(figures)
        page_layout.addLayout(beside, 1)
        self.publish_box = QCheckBox(
            QCoreApplication.translate(
                "StatisticsDialog", "Publish this player's name (the club's site, the venue's pages)"
            ),
            page,
        )
        self.publish_box.setObjectName("publish")
        self.publish_box.setToolTip(
            QCoreApplication.translate(
                "StatisticsDialog", 'Names are personal data: a player not published is named "Player N" there.'
            )
        )
        page_layout.addWidget(self.publish_box)
        charts = QVBoxLayout()
        self.season_chart = ModelChart("season_chart", page)
        self.rating_chart = ModelChart("rating_chart", page)
        self.places_chart = ModelChart("places_chart", page)
        for chart in (self.season_chart, self.rating_chart, self.places_chart):
            chart.setMinimumSize(QSize(260, 110))
            charts.addWidget(chart, 1)
        beside.addLayout(charts, 1)
        self.back_button = QPushButton(QCoreApplication.translate("StatisticsDialog", "Back to the table"), page)
        self.back_button.setObjectName("back")
        self.back_button.setAutoDefault(False)
        page_layout.addWidget(self.back_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.back_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Back), page)
        area = QScrollArea(self.dialog)
        area.setObjectName("player_page")
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setWidgetResizable(True)
        area.setWidget(page)
        return area


class StatisticsDialog(QDialog):
    """The season table with the CLI's filters (player, dates, rule set); a row opens that player's page."""

    TABLE_PAGE, PLAYER_PAGE = 0, 1

    def __init__(
        self,
        fetch: Fetch,
        known_players: Sequence[str],
        parent: QWidget | None = None,
        chosen: GameFilter | None = None,
        publishing: Publishing | None = None,
    ) -> None:
        """``chosen``: the games to count at first (the games browser's filter); every finished game otherwise.
        ``publishing``: who is not published, and how to mark a player (None: the player's page does not say)."""
        super().__init__(parent)
        self._fetch = fetch
        self._publishing = publishing
        self.parts = parts = StatisticsParts(self, known_players)
        self.player_edit, self.since_edit, self.until_edit = parts.player_edit, parts.since_edit, parts.until_edit
        self.rules_box, self.pages, self.model, self.proxy = parts.rules_box, parts.pages, parts.model, parts.proxy
        self.table, self.summary, self.passed_over = parts.table, parts.summary, parts.passed_over
        self.export_button, self.back_button = parts.export_button, parts.back_button
        self.player_title, self.player_form = parts.player_title, parts.player_form
        self.publish_box, self.places_chart = parts.publish_box, parts.places_chart
        self.season_chart, self.rating_chart = parts.season_chart, parts.rating_chart
        self.publish_box.setVisible(publishing is not None)
        self.publish_box.toggled.connect(self._publish)

        # A double click and Enter both activate a row.
        self.table.activated.connect(lambda index: self.show_player(self.proxy.mapToSource(index).row()))
        self.back_button.clicked.connect(self.show_table)
        parts.back_shortcut.activated.connect(self.show_table)
        self.export_button.clicked.connect(self.export_pdf)
        parts.close_button.clicked.connect(self.reject)
        self.player_edit.editingFinished.connect(self.refresh)
        self.since_edit.dateChanged.connect(self.refresh)
        self.until_edit.dateChanged.connect(self.refresh)
        self.rules_box.currentIndexChanged.connect(self.refresh)
        self.table_box = parts.table_box
        self.table_box.currentIndexChanged.connect(self.show_club_table)
        self.figures: ClubStatistics | None = None
        """The figures shown, as the filters chose them (None until the service answered)."""
        if chosen is not None:
            self._choose(chosen)
        self.refresh()
        fit_window(self, QSize(1100, 560))

    # Filters

    def _choose(self, chosen: GameFilter) -> None:
        """Set the filters without asking the service once per field."""
        fields = (self.player_edit, self.since_edit, self.until_edit, self.rules_box)
        for field in fields:
            field.blockSignals(True)
        try:
            first, last = shown_days(chosen)
            self.player_edit.setText(chosen.player or "")
            self.since_edit.setDate(first)
            self.until_edit.setDate(last)
            self.rules_box.setCurrentIndex(max(0, self.rules_box.findData(chosen.rules)))
        finally:
            for field in fields:
                field.blockSignals(False)

    def filters(self) -> GameFilter:
        """The games the filters choose: the player, the days from the first to the last one shown, the rule set."""
        rules = self.rules_box.currentData()
        return chosen_games(
            self.player_edit.text(),
            self.since_edit.date(),
            self.until_edit.date(),
            rules=rules if isinstance(rules, str) else None,
        )

    def refresh(self) -> None:
        """Ask the service again with the filters as they are, and show the table."""
        chosen = self.filters()
        # Usually a few hundred ms; the first time after an upgrade, the games finished before their figures were
        # kept are replayed once (seconds for thousands of games): the cursor says the window is working.
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            figures = self._fetch(chosen)
        finally:
            QApplication.restoreOverrideCursor()
        self.show_table()
        self.figures = figures
        self.export_button.setEnabled(figures is not None)
        if figures is None:  # the controller has shown the sentence
            return
        if figures.counts and self.table_box.currentData() not in figures.counts:
            # Only the other table was played at among the games chosen: that one is shown.
            self.table_box.blockSignals(True)
            self.table_box.setCurrentIndex(self.table_box.findData(figures.counts[0]))
            self.table_box.blockSignals(False)
        self.show_club_table()
        if figures.passed_over:
            lines = [self.tr("Left out of the figures:"), *(refusal(problem) for problem in figures.passed_over)]
            self.passed_over.setText("\n".join(lines))
        self.passed_over.setVisible(bool(figures.passed_over))

    def club_table(self) -> ClubTable | None:
        """The club table shown: the games of the table chosen (three players or four), as the filters chose them."""
        return None if self.figures is None else self.figures.table(self.table_box.currentData())

    def show_club_table(self) -> None:
        """Show the club table of the table chosen, without asking the service again: its places' columns only."""
        shown = self.club_table()
        if shown is None:
            return
        self.show_table()
        self.model.set_players(shown.ranked)
        for place in range(StatisticsModel.PLACES):
            self.table.setColumnHidden(StatisticsModel.FIRST + place, place >= shown.players)
        self.fit_columns()  # each as wide as its figures: the ranking's columns stay in view
        if shown.ranked:
            self.summary.setText(self.tr("Finished games counted: {count}.").format(count=number(shown.games)))
        else:
            self.summary.setText(self.tr("No finished game."))

    def fit_columns(self) -> None:
        """Each column as wide as its header and its widest cell, as ``resizeColumnsToContents`` makes them, without
        asking every cell its size: the texts are measured once by the view's font, and the view sizes the column
        by the few widest of them."""
        table, header = self.table, self.table.horizontalHeader()
        table.ensurePolished()  # its font as shown, which the widths are measured in
        grid = 1 if table.showGrid() else 0  # as QTableView.sizeHintForColumn counts it
        widest = self.model.widest_rows(table.fontMetrics().horizontalAdvance)
        for column, rows in enumerate(widest):
            cells = (self.proxy.mapFromSource(self.model.index(row, column)) for row in rows)
            content = max((table.sizeHintForIndex(cell).width() + grid for cell in cells), default=0)
            header.resizeSection(column, max(content, header.sectionSizeHint(column)))

    def changeEvent(self, event: QEvent) -> None:
        # Another language chosen in the window's menu: the figures and their headers are written again in it.
        if event.type() == QEvent.Type.LanguageChange:
            self.model.retranslate()
            self.fit_columns()
        super().changeEvent(event)

    def selection(self) -> SeasonFilter:
        """The filters as a season sheet names them: the days shown, the last one included."""
        chosen = self.filters()
        first, last = self.since_edit.date(), self.until_edit.date()
        return SeasonFilter(
            chosen.player,
            None if first == ANY_DATE else date(first.year(), first.month(), first.day()),
            None if last == ANY_DATE else date(last.year(), last.month(), last.day()),
            chosen.rules,
        )

    def export_pdf(self) -> None:
        """The season table, as filtered, to a PDF file chosen in a file dialog."""
        if self.figures is None:
            return
        path = file_to_save(self, self.tr("Export the season table"), "season.pdf", self.tr("PDF files (*.pdf)"))
        if not path:
            return
        try:
            shown = self.figures.table(self.table_box.currentData())
            write_statistics_pdf(Path(path), (shown,), shown.games, self.selection())
        except TablekeeperError as refused:  # a database named by mistake, a full disk: nothing was written
            show_error(self, str(refused))
            return
        self.parts.saved.setText(saved_text(Path(path)))

    # Pages

    def show_player(self, row: int) -> None:
        """The page of the player on ``row`` of the model: every figure, one a line."""
        p = self.model.player(row)
        texts = self.model.row_texts(row)
        headers = StatisticsModel.headers()
        self.player_title.setText(p.name)
        self.places_chart.set_chart(places_chart(p.places))
        self._player_lines(p.name)
        if self._publishing is not None:
            self.publish_box.blockSignals(True)  # shown as stored, not a change of the player's mark
            self.publish_box.setChecked(p.name not in self._publishing.unpublished())
            self.publish_box.blockSignals(False)
        while self.player_form.rowCount():
            self.player_form.removeRow(0)
        labels = {
            StatisticsModel.RANK: self.tr("Club rank"),
            StatisticsModel.AVERAGE_SCORE: self.tr("Average +/- score"),
            StatisticsModel.TOTAL_SCORE: self.tr("Total +/- score"),
        }
        places = "–".join(texts[StatisticsModel.FIRST : StatisticsModel.FOURTH + 1])
        for column in range(StatisticsModel.COLUMNS):
            if column == StatisticsModel.FIRST:  # the four places on one line
                places_label = QLabel(places, self)
                places_label.setObjectName("places")
                self.player_form.addRow(self.tr("1st–2nd–3rd–4th"), places_label)
            if column == StatisticsModel.PLAYER or StatisticsModel.FIRST <= column <= StatisticsModel.FOURTH:
                continue
            value = QLabel(texts[column], self)
            value.setObjectName(f"figure{column}")
            self.player_form.addRow(labels.get(column, headers[column]), value)
        self.pages.setCurrentIndex(self.PLAYER_PAGE)
        self.back_button.setFocus()

    def _player_lines(self, name: str) -> None:
        """The player's +/- over the games the filters choose, and their club rating over time (when the dialog is
        given the controller: the games are read again for them)."""
        if self._publishing is None:
            self.season_chart.set_chart(None)
            self.rating_chart.set_chart(None)
            return
        played = self._publishing.played_by(name, self.filters())
        dates = [local_time(game.started_at).strftime("%m-%d") for game in played]
        scores = [float(game.standing.score) for game in played]
        self.season_chart.set_chart(season_chart(name, dates, scores) if played else None)
        rating = self._publishing.rating_of(name)
        labels = [str(n) for n in range(1, len(rating) + 1)]
        self.rating_chart.set_chart(rating_chart(name, labels, rating) if rating else None)

    def _publish(self, published: bool) -> None:
        """The player shown marked published or not; refused (said by the window), the box shows the mark stored."""
        if self._publishing is None:
            return
        name = self.player_title.text()
        if not self._publishing.set_published(name, published):
            self.publish_box.blockSignals(True)
            self.publish_box.setChecked(name not in self._publishing.unpublished())
            self.publish_box.blockSignals(False)

    def show_table(self) -> None:
        """Back to the season table."""
        self.pages.setCurrentIndex(self.TABLE_PAGE)

    def reject(self) -> None:
        # Escape on a player's page goes back to the table first, as the Back button does.
        if self.pages.currentIndex() == self.PLAYER_PAGE:
            self.show_table()
            self.table.setFocus()
            return
        super().reject()
