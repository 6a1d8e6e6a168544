"""The hall window: every table of the event's current round and the standings beneath, for a projector.

It shows what the service's :class:`~tablekeeper.service.hall.Follower` reads, and reads again when told (the
server's notification) or when its question finds a change (a SQLite file), driven as every window's following is
(:class:`~tablekeeper.ui.following.Following`). Type is sized from the window's height, so that the whole hall
fits and reads from the back of a room; light on black, the dealer and what is still to come in colour.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QFontMetricsF, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tablekeeper.bidi import name_in_line
from tablekeeper.errors import TablekeeperError
from tablekeeper.events.clock import ClockState
from tablekeeper.present import deal_name, hands_left_text, refusal, time_left_text, wind_initial
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.ui.dialogs.event_desk_parts import score_text
from tablekeeper.ui.following import Following
from tablekeeper.ui.round_clock import CALLED, TICK_MS, clock_line
from tablekeeper.words import number

if TYPE_CHECKING:
    from tablekeeper.service import Session
    from tablekeeper.service.clock_views import ClockView
    from tablekeeper.service.hall import Follower, Hall, HallTable

RIICHI_STICK = 1_000
BACKGROUND = "#000000"
TEXT = "#ffffff"
DIM = "#c8c8c8"
DEALER = "#ffd60a"
FINISHED = "#5ce65c"
PROVISIONAL = "#ffb340"
CARD = "#1c1c1c"
TABLE_COLUMNS = 4
STANDING_COLUMNS = 3

# Type sizes, in units of the window's type (see HallWindow._unit): a card's lines, the headings.
SIZES = {"title": 1.6, "heading": 1.25, "card_title": 1.15, "status": 0.95, "player": 1.0, "standing": 0.95}


class HallWindow(QWidget):
    """The hall of one event, followed live; F11 toggles full screen, Esc leaves it."""

    def __init__(self, session: Session, event_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("hall")
        self.session = session
        self.event_id = event_id
        self.hall: Hall | None = None
        self._sized: list[tuple[QLabel, str, bool]] = []
        """Every label with its size's name and whether it is bold: set again when the window is resized."""
        self.setStyleSheet(f"QWidget#hall {{ background: {BACKGROUND}; }} QLabel {{ color: {TEXT}; }}")
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(self.backgroundRole(), BACKGROUND)
        self.setPalette(palette)
        self._build()
        self._fixed = list(self._sized)
        self._own_clocks: list[tuple[QLabel, int, ClockView]] = []
        """The cards' lines of the tables given time of their own (label, its minutes, clock): shown each second."""
        """The labels made once (the heading, the standings' heading); the others are made again at each reading."""
        self.following = Following(self, self._ask)
        self.follower: Follower[Hall] = session.follow(event_id, self.following.told.emit)
        self.following.start(self.follower.poll_every)
        QShortcut(QKeySequence(Qt.Key.Key_F11), self, self.toggle_full_screen)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.showNormal)
        # The projector's laptop: Space pauses the round's clock and starts it again, + gives a minute. Ending the
        # round has no key: it is asked for in the main window's Round clock dialog, and cannot be taken back.
        QShortcut(QKeySequence(Qt.Key.Key_Space), self, self.pause_or_resume)
        for key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):  # "+" is Shift+= on many keyboards
            QShortcut(QKeySequence(key), self, self.add_minute)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._tick_clock)
        self._tick.start()
        self.retranslate()
        self.refresh()

    # Layout

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        top = QHBoxLayout()
        self.title = self._label("hall_title", "title", bold=True)
        self.round_label = self._label("hall_round", "title", bold=True)
        self.clock = self._label("hall_clock", "title", bold=True)
        """The time left in the round: its place is kept here, empty until the round has a clock."""
        self._sized.pop()  # its type is fitted to its words (_fit_clock), never set back to the title's
        self.round_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.title, 3)
        top.addWidget(self.round_label, 2)
        top.addWidget(self.clock, 3)
        outer.addLayout(top)
        self.tables_area = QWidget(self)
        self.tables_grid = QGridLayout(self.tables_area)
        self.tables_grid.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.tables_area, 3)
        heading = QHBoxLayout()
        self.standings_heading = self._label("hall_standings_heading", "heading", bold=True)
        # Whole, as wide as its words: in half the row and aligned right, a longer line (in French) lost its start.
        # The heading beside it takes the rest.
        self.provisional = self._label("hall_provisional", "heading", bold=True, colour=PROVISIONAL, squeezed=False)
        self.provisional.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        heading.addWidget(self.standings_heading, 1)
        heading.addWidget(self.provisional)
        outer.addLayout(heading)
        self.standings_area = QWidget(self)
        self.standings_grid = QGridLayout(self.standings_area)
        self.standings_grid.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.standings_area, 2)
        self.message = self._label("hall_message", "status", colour=PROVISIONAL)
        self.message.setWordWrap(True)
        outer.addWidget(self.message)

    def _label(
        self,
        name: str,
        size: str,
        *,
        bold: bool = False,
        colour: str = TEXT,
        parent: QWidget | None = None,
        squeezed: bool = True,
    ) -> QLabel:
        """A label of the hall; ``squeezed``: it takes the room left (a long name is cut, not the score beside it)."""
        label = QLabel(parent or self)
        label.setObjectName(name)
        label.setStyleSheet(f"color: {colour}; background: transparent;")
        if squeezed:
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._sized.append((label, size, bold))
        label.setFont(self._font(size, bold))
        return label

    def _unit(self) -> float:
        """The type's size in pixels: what lets every line of the hall fit the window's height (and a card's
        names its width), never smaller than a desktop's type."""
        hall = self.hall
        tables = len(hall.tables) if hall is not None else 4
        players = len(hall.standings.players) if hall is not None else 8
        seats = hall.event.rules.players if hall is not None else FULL_TABLE
        rows_of_cards = max(1, math.ceil(tables / TABLE_COLUMNS))
        standing_rows = max(1, math.ceil(players / STANDING_COLUMNS))
        # Lines, each counted at its size: the heading, the cards (title, deal, status, a line a seat, margins), the
        # standings' heading and rows, a line for a message.
        card = 4.2 + seats
        lines = 2 * SIZES["title"] + rows_of_cards * card + SIZES["heading"] * 1.5 + standing_rows * 1.25 + 1.2
        by_height = self.height() / (lines * 1.45)
        columns = min(max(tables, 1), TABLE_COLUMNS)
        by_width = self.width() / columns / 13  # a card holds a wind, a name of ten letters and a score
        return max(14.0, min(by_height, by_width))

    def _font(self, size: str, bold: bool) -> QFont:
        font = QFont()
        font.setPixelSize(max(8, round(self._unit() * SIZES[size])))
        font.setBold(bold)
        return font

    def _scale(self) -> None:
        for label, size, bold in self._sized:
            font = self._font(size, bold)
            if label.font().pixelSize() != font.pixelSize():
                label.setFont(font)
        self._fit_clock()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._scale()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    # Following the event

    def _ask(self) -> None:
        try:
            changed = self.follower.check()
        except TablekeeperError as error:
            self.message.setText(refusal(error))
            return
        if changed:
            self.refresh()

    def refresh(self) -> None:
        """Read the hall again and show it."""
        try:
            hall = self.follower.read()
        except TablekeeperError as error:
            self.message.setText(refusal(error))  # said on the screen: nobody may be at the keyboard
            return
        self.message.clear()
        self.hall = hall
        self.setUpdatesEnabled(False)
        try:
            self._show(hall)
            self._scale()
        finally:
            self.setUpdatesEnabled(True)

    def _show(self, hall: Hall) -> None:
        self._sized = list(self._fixed)
        self._own_clocks = []
        self.title.setText(hall.event.title)
        self.round_label.setText(
            QCoreApplication.translate("Hall", "Round {round}").format(round=hall.round)
            if hall.round is not None
            else QCoreApplication.translate("Hall", "No round seated yet")
        )
        self.setWindowTitle(QCoreApplication.translate("Hall", "{event} · Hall").format(event=hall.event.title))
        _clear(self.tables_grid)
        columns = min(max(len(hall.tables), 1), TABLE_COLUMNS)
        for index, table in enumerate(hall.tables):
            self.tables_grid.addWidget(self._card(table), index // columns, index % columns)
        self._show_standings(hall)
        self._show_clock()

    # The round's clock: counted down here between two readings, each second, without asking the database

    def _show_clock(self) -> None:
        view = self.hall.clock if self.hall is not None else None
        if view is None:
            self.clock.clear()
            return
        text, colour = clock_line(view)
        self.clock.setText(text)
        sheet = f"color: {colour}; background: transparent;"
        if self.clock.styleSheet() != sheet:
            self.clock.setStyleSheet(sheet)
        self._fit_clock()

    def _fit_clock(self) -> None:
        """The clock in the title's type, or smaller when its words would not fit its place."""
        font = self._font("title", True)
        shown = "".join("0" if c.isdigit() else c for c in self.clock.text())  # the same size each second
        wanted = QFontMetricsF(font).horizontalAdvance(shown)
        room = self.clock.width() - 4
        if wanted > room > 0:
            font.setPixelSize(max(8, math.floor(font.pixelSize() * room / wanted)))
        if self.clock.font().pixelSize() != font.pixelSize():
            self.clock.setFont(font)

    def _tick_clock(self) -> None:
        view = self.hall.clock if self.hall is not None else None
        if view is None:
            return
        views = [view, *(own for _label, _minutes, own in self._own_clocks)]
        if any(
            each.state() is ClockState.CALLED and each.state(each.read_at) is not ClockState.CALLED for each in views
        ):
            # The time ran out since the reading: each table's last hand is the database's to say.
            self.refresh()
        else:
            self._show_clock()
            for label, minutes, own in self._own_clocks:
                _show_own_clock(label, minutes, own)

    def _round_clock(self) -> ClockView | None:
        return self.hall.clock if self.hall is not None else None

    def pause_or_resume(self) -> None:
        """Space: pause the running clock, or let the paused one run again."""
        view = self._round_clock()
        if view is None:
            return
        state = view.state()
        if state is ClockState.RUNNING:
            self._change_clock(lambda: self.session.clocks.pause_clock(self.event_id, view.round))
        elif state is ClockState.PAUSED:
            self._change_clock(lambda: self.session.clocks.resume_clock(self.event_id, view.round))

    def add_minute(self) -> None:
        """+: one minute more for the round."""
        view = self._round_clock()
        if view is not None:
            self._change_clock(lambda: self.session.clocks.add_time(self.event_id, view.round, 1))

    def _change_clock(self, change: Callable[[], object]) -> None:
        try:
            change()
        except TablekeeperError as error:
            self.message.setText(refusal(error))
            return
        self.refresh()

    def _card(self, table: HallTable) -> QFrame:
        card = QFrame(self.tables_area)
        card.setObjectName(f"hall_table_{table.seating.table}")
        card.setStyleSheet(f"QFrame#{card.objectName()} {{ background: {CARD}; border-radius: 6px; }}")
        grid = QGridLayout(card)
        grid.setHorizontalSpacing(round(self._unit() * 0.5))  # a wind's letter apart from the name beside it
        title = self._label("table_title", "card_title", bold=True, parent=card)
        title.setText(QCoreApplication.translate("Hall", "Table {table}").format(table=table.seating.table))
        left = _hands_left(table)
        if left is None:
            deal = self._label("table_deal", "status", bold=True, parent=card)
            deal.setText(_deal(table))
        else:  # time is called: the hands still to play, in place of the deal
            deal = self._label("table_time", "status", bold=True, colour=CALLED, parent=card)
            deal.setText(left)
        status = self._label("table_status", "status", colour=FINISHED if table.finished else DIM, parent=card)
        status.setText(_status(table))
        round_clock = self._round_clock()
        if table.own_clock is not None and round_clock is not None and left is None and not table.finished:
            own = self._label("table_clock", "status", bold=True, parent=card)
            minutes = round(round_clock.clock.extra_of(table.seating.table).total_seconds() / 60)
            self._own_clocks.append((own, minutes, table.own_clock))
            _show_own_clock(own, minutes, table.own_clock)
            grid.addWidget(own, 3 + len(table.seating.seats), 0, 1, 3)
        grid.addWidget(title, 0, 0, 1, 3)
        grid.addWidget(deal, 1, 0, 1, 3)
        grid.addWidget(status, 2, 0, 1, 3)
        for seat, name in enumerate(table.seating.seats):
            wind, score, dealer = _seat_line(table, seat)
            colour = DEALER if dealer else TEXT
            # A Hebrew or Arabic name alone would be set against the score ("W      <name> 25,000"): marked, it
            # stays beside its wind as a Latin one does.
            for column, text in enumerate((wind, name_in_line(name), score)):
                label = self._label(
                    f"seat_{seat}_{column}",
                    "player",
                    bold=column != 1 or dealer,
                    colour=colour,
                    parent=card,
                    squeezed=column == 1,
                )
                label.setText(text)
                if column == 2:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                grid.addWidget(label, 3 + seat, column)
        grid.setColumnStretch(1, 1)
        return card

    def _show_standings(self, hall: Hall) -> None:
        standings = hall.standings
        self.provisional.setText(
            QCoreApplication.translate("Hall", "Provisional: a table is still playing")
            if standings.provisional
            else QCoreApplication.translate("Hall", "Final for this round")
        )
        self.provisional.setStyleSheet(
            f"color: {PROVISIONAL if standings.provisional else FINISHED}; background: transparent;"
        )
        _clear(self.standings_grid)
        players = standings.players
        rows = max(1, math.ceil(len(players) / STANDING_COLUMNS))
        for index, player in enumerate(players):
            row, block = index % rows, index // rows
            texts = (f"{player.place}.", name_in_line(player.name), score_text(player.total))
            for column, text in enumerate(texts):
                label = self._label(
                    f"standing_{player.entrant}_{column}", "standing", bold=column != 1, squeezed=column == 1
                )
                label.setParent(self.standings_area)
                label.setText(text)
                if column != 1:
                    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.standings_grid.addWidget(label, row, block * 4 + column)
        for block in range(STANDING_COLUMNS):
            self.standings_grid.setColumnStretch(block * 4 + 1, 1)
            self.standings_grid.setColumnMinimumWidth(block * 4 + 3, round(self._unit() * 2))

    # Language, closing

    def retranslate(self) -> None:
        self.standings_heading.setText(QCoreApplication.translate("Hall", "Standings"))
        if self.hall is not None:
            self._show(self.hall)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.following.stop()
        self._tick.stop()
        self.follower.close()
        super().closeEvent(event)


def _show_own_clock(label: QLabel, minutes: int, view: ClockView) -> None:
    """A table's own time left, with the minutes of its own it was given ('+10 min · Time left 12:34'), in the
    clock's colour."""
    text, colour = clock_line(view)
    if view.state() is ClockState.RUNNING:  # the time alone: the card is narrower than the heading's clock
        text = time_left_text(view.left())
    label.setText(QCoreApplication.translate("Hall", "+{minutes} min · {clock}").format(minutes=minutes, clock=text))
    label.setStyleSheet(f"color: {colour}; background: transparent;")


def _deal(table: HallTable) -> str:
    """The deal in play and its honba ('East 2 · 1 honba'); empty once the table has finished or not started."""
    game = table.game
    if table.paper is not None or game is None or game.finished:
        return ""
    state = game.table or game.state
    return " · ".join(
        (
            deal_name(state),
            _count(
                state.honba,
                QCoreApplication.translate("Hall", "1 honba"),
                QCoreApplication.translate("Hall", "{count} honba"),
            ),
        )
    )


def _hands_left(table: HallTable) -> str | None:
    """Once time is called, what a table still playing has left to play ('Time: last hand'); None before."""
    game = table.game
    if table.last_hand is None or table.paper is not None or game is None or game.finished:
        return None

    return hands_left_text(table.last_hand - len(game.hands))


def _status(table: HallTable) -> str:
    """The table's sticks and hands played; or its end, its result on paper, or that it has not started."""
    if table.paper is not None:
        return QCoreApplication.translate("Hall", "Result kept on paper")
    game = table.game
    if game is None:
        return QCoreApplication.translate("Hall", "Not started")
    state = game.table or game.state
    hands = _count(
        state.hands_played,
        QCoreApplication.translate("Hall", "1 hand"),
        QCoreApplication.translate("Hall", "{count} hands"),
    )
    if game.finished:
        return QCoreApplication.translate("Hall", "Finished · {hands}").format(hands=hands)
    sticks = state.deposits // RIICHI_STICK
    if not sticks:
        return hands
    return " · ".join(
        (
            _count(
                sticks,
                QCoreApplication.translate("Hall", "1 riichi stick"),
                QCoreApplication.translate("Hall", "{count} riichi sticks"),
            ),
            hands,
        )
    )


def _count(count: int, one: str, many: str) -> str:
    return one if count == 1 else many.format(count=count)


def _seat_line(table: HallTable, seat: int) -> tuple[str, str, bool]:
    """A seat's wind now (E, S, W, N), its points (or its +/- score once finished), and whether it deals."""
    if table.paper is not None:
        return wind_initial(seat), number(table.paper.points[seat]), False
    game = table.game
    if game is None:
        return wind_initial(seat), "", False
    state = game.table or game.state
    if game.finished:
        final = {standing.seat: standing for standing in game.standings}[seat]
        return wind_initial(seat), number(final.points), False
    return wind_initial(state.seat_wind(seat)), number(state.scores[seat]), state.dealer == seat


def _clear(grid: QGridLayout) -> None:
    while grid.count():
        item = grid.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.setParent(None)  # out of the hall at once: nothing finds the former reading's labels
            widget.deleteLater()
