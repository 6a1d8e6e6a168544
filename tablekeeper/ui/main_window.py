"""The main window: the table, the history of hands, and an action (with its shortcut) for everything."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import names_in_line
from tablekeeper.ui.after_paint import after_paint
from tablekeeper.ui.alt_keys import keep_alt_keys_out_of_text
from tablekeeper.ui.controller import TableController
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.event_control import EventControl
from tablekeeper.ui.following import GameFollowing
from tablekeeper.ui.hands_list import HistoryView
from tablekeeper.ui.i18n import LANGUAGE_KEY, LANGUAGES, apply_language, chosen_language, speak_the_players_language
from tablekeeper.ui.messages import ask, saved_text, show_error, show_notice
from tablekeeper.ui.models import HistoryModel
from tablekeeper.ui.screen_room import keep_on_screen, usable
from tablekeeper.ui.table_view import TableView
from tablekeeper.words import number

if TYPE_CHECKING:
    from tablekeeper.events.model import SubstituteRule
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.service import Change, GameFilter, HandSnapshot
    from tablekeeper.ui.dialogs.game import NewGameDialog, OpenGameDialog, StandingsDialog
    from tablekeeper.ui.dialogs.hands import ResultDialog
    from tablekeeper.ui.dialogs.statistics import StatisticsDialog
    from tablekeeper.ui.hall import HallWindow

GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"
TOTALS_KEY = "window/running_totals"
MINIMUM_SIZE = QSize(1000, 540)
"""The smallest window in which nothing overlaps: it fits a 1024x600 netbook with a desktop's panel and title bar."""
DEFAULT_SIZE = QSize(1280, 720)
"""The first size, before the window has been closed once (within the screen)."""
STATUS_MILLISECONDS = 6_000
"""How long a change's message stays in the status bar: long enough to read it, short enough not to mislead."""


def _set_text(action: QAction, text: Callable[[], str]) -> None:
    action.setText(text())


def _totals_text() -> str:
    return QCoreApplication.translate("MainWindow", "Running &totals")


class MainWindowParts:
    """What the window shows, made in one place as Qt Designer's ``Ui_`` classes make it: the table, the list of
    hands, the menus with their actions and keys, the buttons. The window connects them to what they do.

    They are made in the order that Tab follows. Every text is said in the window's own context, "MainWindow", as its
    ``self.tr`` says them (so that the translations find them), and written again by :meth:`retranslate`.
    """

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.texts: list[Callable[[], None]] = []
        """What says something in the player's language, set again when the language changes."""
        window.setWindowTitle(QCoreApplication.translate("MainWindow", "tablekeeper"))
        window.setMinimumSize(MINIMUM_SIZE)
        self.table = TableView(window)
        self.history = HistoryModel(window)
        self._history_view: HistoryView | None = None
        side, history_row = self._side()
        self.table_actions: dict[str, QAction] = {}
        self._game_menu()
        self._edit_menu()
        self._hand_menu()
        self._view_menu()
        self._event_menu()
        self.language_actions = self._language_menu()
        table_area = self._table_area()
        self.history_buttons = {
            key: self._button(history_row, key, label)
            for key, label in (
                ("undo", lambda: QCoreApplication.translate("MainWindow", "Undo")),
                ("redo", lambda: QCoreApplication.translate("MainWindow", "Redo")),
                ("edit", lambda: QCoreApplication.translate("MainWindow", "Edit")),
                ("delete", lambda: QCoreApplication.translate("MainWindow", "Delete")),
            )
        }
        self.splitter = QSplitter(Qt.Orientation.Horizontal, window)
        self.splitter.addWidget(table_area)
        self.splitter.addWidget(side)
        self.side = side
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        window.setCentralWidget(self.splitter)
        # The keys work with the menu bar hidden too (the table display hides it): each action is the window's own.
        window.addActions(list(self.table_actions.values()))
        # The status line is there from the start: made at the first message, it would push the table up.
        window.statusBar().setSizeGripEnabled(False)

    def retranslate(self) -> None:
        """Every text set here again, in the language now installed."""
        for set_text in self.texts:
            set_text()

    @property
    def history_view(self) -> QTableView:
        """The list of hands, made in the place kept for it at its first use, or once the window is painted: its
        making is a fifth of the window's, and the first picture, before any game is loaded, lists no hand (issue
        22)."""
        if self._history_view is None:
            self._history_view = view = self._make_history_view()
            self.place_layout.addWidget(view)
            # The view's own frame and fill take the place's (its frame's edges, drawn over the window's colour).
            self.history_place.setFrameShape(QFrame.Shape.NoFrame)
            self.history_place.setAutoFillBackground(False)
            # Tab reaches the list where it did when it was made with the window: before the box above it.
            before = self.totals_box.previousInFocusChain()
            while before is not None and before.focusPolicy() == Qt.FocusPolicy.NoFocus:
                before = before.previousInFocusChain()  # Qt orders only after a widget that takes the focus
            if before is not None:
                QWidget.setTabOrder(before, view)
            view.doubleClicked.connect(lambda _index: self.window.edit_selected_hand())
        return self._history_view

    def _make_history_view(self) -> HistoryView:
        view = HistoryView(self.window)
        view.setObjectName("history")
        view.setModel(self.history)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.verticalHeader().setVisible(False)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # One line a hand, a long result elided ("…") and read whole in its tooltip: wrapped into a row of one
        # line's height it was cut, and rows sized to their text would cost a long game a fifth of a second.
        view.setWordWrap(False)
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.measure_columns(HistoryModel.FIRST_SEAT, HistoryModel.COLUMNS)
        return view

    def _side(self) -> tuple[QWidget, QHBoxLayout]:
        """The list of hands under its title, and the row its buttons go in."""
        side = QWidget(self.window)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        title = QLabel(QCoreApplication.translate("MainWindow", "Hands"), side)
        self.texts.append(lambda: title.setText(QCoreApplication.translate("MainWindow", "Hands")))
        font = title.font()
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        title.setFont(font)
        head = QHBoxLayout()
        head.addWidget(title)
        head.addStretch(1)
        # As a paper score sheet keeps them: each player's points after each hand, in place of the changes (the
        # list has no room for both at 1024x600; the tooltip of a cell says the other).
        self.totals_box = QCheckBox(side)
        self.totals_box.setObjectName("totals")
        self.totals_box.setText(_totals_text())
        self.texts.append(lambda: self.totals_box.setText(_totals_text()))
        self.totals_box.toggled.connect(self.history.show_totals)
        head.addWidget(self.totals_box)
        side_layout.addLayout(head)
        # Where the list goes: until it is made, an empty box framed and filled as the empty list is.
        self.history_place = QFrame(side)
        self.history_place.setFrameShape(QFrame.Shape.StyledPanel)
        self.history_place.setFrameShadow(QFrame.Shadow.Sunken)
        self.history_place.setBackgroundRole(QPalette.ColorRole.Base)
        self.history_place.setAutoFillBackground(True)
        self.place_layout = QVBoxLayout(self.history_place)
        self.place_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.history_place)
        buttons = QHBoxLayout()
        side_layout.addLayout(buttons)
        return side, buttons

    def _menu(self, title: Callable[[], str]) -> QMenu:
        menu = self.window.menuBar().addMenu(title())
        self.texts.append(lambda: menu.setTitle(title()))
        return menu

    def _action(self, menu: QMenu, key: str, text: Callable[[], str], shortcut: str | tuple[str, ...]) -> None:
        action = QAction(text(), self.window)
        self.texts.append(lambda: action.setText(text()))
        keys = (shortcut,) if isinstance(shortcut, str) else shortcut
        action.setShortcuts([QKeySequence(each) for each in keys])
        # Only the window's own keys, never while a dialog (a window of its own, modal) has them: Ctrl+Z in a
        # dialog's text field undoes the typing. A key held down fires once: a long press of Ctrl+Z, Del or F2
        # at the table must not undo the game, delete hands one after another or toggle a riichi back and forth.
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.setAutoRepeat(False)
        menu.addAction(action)
        self.table_actions[key] = action

    def _game_menu(self) -> None:
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "&Game"))
        self._action(menu, "new", lambda: QCoreApplication.translate("MainWindow", "&New game…"), "Ctrl+N")
        self._action(menu, "open", lambda: QCoreApplication.translate("MainWindow", "&Open a game…"), "Ctrl+O")
        self._action(menu, "standings", lambda: QCoreApplication.translate("MainWindow", "&Standings"), "F9")
        self._action(menu, "chart", lambda: QCoreApplication.translate("MainWindow", "Score &chart"), "F7")
        self._action(menu, "browse", lambda: QCoreApplication.translate("MainWindow", "&Browse saved games…"), "Ctrl+B")
        self._action(
            menu, "statistics", lambda: QCoreApplication.translate("MainWindow", "S&tatistics…"), "Ctrl+Shift+S"
        )
        self._action(menu, "import", lambda: QCoreApplication.translate("MainWindow", "&Import games…"), ())
        self._action(
            menu, "finish", lambda: QCoreApplication.translate("MainWindow", "&End the game now"), "Ctrl+Shift+E"
        )
        menu.addSeparator()
        self._action(menu, "quit", lambda: QCoreApplication.translate("MainWindow", "&Quit"), "Ctrl+Q")

    def _edit_menu(self) -> None:
        # One undo for the whole table: whatever was done last (a riichi stick, a hand recorded, changed or
        # deleted, the game ended) is what Ctrl+Z takes back. The texts name it (MainWindow.update_actions).
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "&Edit"))
        self._action(menu, "undo", lambda: QCoreApplication.translate("MainWindow", "Undo"), ("Ctrl+Z",))
        self._action(menu, "redo", lambda: QCoreApplication.translate("MainWindow", "Redo"), ("Ctrl+Shift+Z", "Ctrl+Y"))

    def _hand_menu(self) -> None:
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "&Hand"))
        self._action(menu, "ron", lambda: QCoreApplication.translate("MainWindow", "&Ron…"), "R")
        self._action(menu, "tsumo", lambda: QCoreApplication.translate("MainWindow", "&Tsumo…"), "T")
        self._action(menu, "draw", lambda: QCoreApplication.translate("MainWindow", "Exhaustive &draw…"), "D")
        self._action(menu, "abort", lambda: QCoreApplication.translate("MainWindow", "&Abortive draw…"), "A")
        self._action(menu, "chombo", lambda: QCoreApplication.translate("MainWindow", "&Chombo…"), "C")
        menu.addSeparator()
        for seat in range(4):
            self._action(menu, f"riichi{seat}", partial(self.window.riichi_text, seat, ""), f"F{seat + 1}")
        menu.addSeparator()
        self._action(menu, "edit", lambda: QCoreApplication.translate("MainWindow", "&Edit the selected hand…"), "E")
        self._action(
            menu, "delete", lambda: QCoreApplication.translate("MainWindow", "De&lete the selected hand"), "Del"
        )

    def _view_menu(self) -> None:
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "&View"))
        self._action(menu, "display", lambda: QCoreApplication.translate("MainWindow", "&Table display"), "F11")
        # Esc leaves the display as F11 does; in the window it does nothing, so it is enabled only there.
        self._action(
            menu, "leave_display", lambda: QCoreApplication.translate("MainWindow", "&Leave the display"), "Esc"
        )
        self.table_actions["leave_display"].setEnabled(False)

    def _event_menu(self) -> None:
        # A club night or a tournament: its dialogs act on the event open last (Open an event… changes it).
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "Eve&nt"))
        for key, text in (
            ("event_new", lambda: QCoreApplication.translate("MainWindow", "&New event…")),
            ("event_open", lambda: QCoreApplication.translate("MainWindow", "&Open an event…")),
            (None, None),
            ("event_players", lambda: QCoreApplication.translate("MainWindow", "&Players…")),
            ("event_seat", lambda: QCoreApplication.translate("MainWindow", "&Seat the next round")),
            ("event_seating", lambda: QCoreApplication.translate("MainWindow", "Show the seat&ing…")),
            ("event_reseat", lambda: QCoreApplication.translate("MainWindow", "&Reseat the last round")),
            ("event_paper", lambda: QCoreApplication.translate("MainWindow", "Enter a p&aper result…")),
            ("event_penalties", lambda: QCoreApplication.translate("MainWindow", "Pena&lties…")),
            ("event_standings", lambda: QCoreApplication.translate("MainWindow", "S&tandings…")),
            ("event_hall", lambda: QCoreApplication.translate("MainWindow", "&Hall (for a projector)")),
            ("event_clock", lambda: QCoreApplication.translate("MainWindow", "Round cloc&k…")),
            (None, None),
            ("event_rating", lambda: QCoreApplication.translate("MainWindow", "&Club rating…")),
        ):
            if key is None or text is None:
                menu.addSeparator()
            else:
                self._action(menu, key, text, ())

    def _language_menu(self) -> dict[str, QAction]:
        """Language: System / English / Français, checked as chosen (the window applies and remembers a choice)."""
        menu = self._menu(lambda: QCoreApplication.translate("MainWindow", "&Language"))
        group = QActionGroup(self.window)
        chosen = chosen_language()
        # A language's own name is not translated: whoever cannot read the current one finds theirs.
        names: dict[str, Callable[[], str]] = {
            "system": lambda: QCoreApplication.translate("MainWindow", "&System language"),
            "en": lambda: "&English",
            "fr": lambda: "&Français",
        }
        actions: dict[str, QAction] = {}
        for choice in LANGUAGES:
            action = QAction(names[choice](), self.window)
            action.setCheckable(True)
            action.setChecked(choice == chosen)
            action.setObjectName(f"language_{choice}")
            group.addAction(action)
            menu.addAction(action)
            self.texts.append(partial(_set_text, action, names[choice]))
            actions[choice] = action
        return actions

    def _table_area(self) -> QWidget:
        """The table over the row of buttons that enter a hand."""
        area = QWidget(self.window)
        area_layout = QVBoxLayout(area)
        area_layout.setContentsMargins(0, 0, 0, 0)
        # Above the table, not in a box: the table goes on while the server cannot be reached, and it stays in
        # sight (the status line is hidden by the table display) until the changes kept here are stored.
        self.kept_banner = QLabel(area)
        self.kept_banner.setObjectName("kept_banner")
        self.kept_banner.setWordWrap(True)
        self.kept_banner.setStyleSheet("QLabel { background: #fff3c4; color: #5c4400; padding: 6px; }")
        self.kept_banner.hide()
        area_layout.addWidget(self.kept_banner)
        area_layout.addWidget(self.table, 1)
        self.hand_buttons = QWidget(area)
        buttons = QHBoxLayout(self.hand_buttons)
        buttons.setContentsMargins(0, 0, 0, 0)
        area_layout.addWidget(self.hand_buttons)
        for key, label in (
            ("ron", lambda: QCoreApplication.translate("MainWindow", "Ron (R)")),
            ("tsumo", lambda: QCoreApplication.translate("MainWindow", "Tsumo (T)")),
            ("draw", lambda: QCoreApplication.translate("MainWindow", "Draw (D)")),
            ("abort", lambda: QCoreApplication.translate("MainWindow", "Abort (A)")),
            ("chombo", lambda: QCoreApplication.translate("MainWindow", "Chombo (C)")),
        ):
            self._button(buttons, key, label)
        return area

    def _button(self, layout: QHBoxLayout, key: str, label: Callable[[], str]) -> QPushButton:
        """A button doing what the action ``key`` does, enabled as it is."""
        button = QPushButton(label(), self.window)
        self.texts.append(lambda: button.setText(label()))
        button.setObjectName(f"button_{key}")
        button.setMinimumHeight(40)
        action = self.table_actions[key]
        button.clicked.connect(action.trigger)
        button.setEnabled(action.isEnabled())
        action.enabledChanged.connect(button.setEnabled)
        layout.addWidget(button)
        return button


class MainWindow(QMainWindow):
    """The table window over one :class:`TableController`."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        speak_the_players_language()  # before any label is written: the hands list, the dialogs' previews
        keep_alt_keys_out_of_text(QCoreApplication.instance())  # in the window and every dialog it opens
        self.controller = controller
        self.events = EventControl(controller, self)
        self.event_dialog: QDialog | None = None
        self.hall: HallWindow | None = None
        """The event's hall, while it is open."""
        """The event's dialog last opened (kept, as ``dialog`` is, while it is shown)."""
        self.dialog: ResultDialog | NewGameDialog | OpenGameDialog | StandingsDialog | StatisticsDialog | None = None
        """The dialog last opened (kept so that it lives while it is shown)."""
        self.parts = MainWindowParts(self)
        self.table, self.history = self.parts.table, self.parts.history
        self.table_actions, self.history_buttons = self.parts.table_actions, self.parts.history_buttons
        self.language_actions, self.splitter = self.parts.language_actions, self.parts.splitter
        self.displayed: tuple[QRect, Qt.WindowState] | None = None
        """While the table display is shown (F11): the window's geometry and state to go back to."""

        self._connect_actions()
        after_paint(self, lambda: self.history_view)
        self.table.seat_clicked.connect(self.controller.select)
        self.table.riichi_toggled.connect(self.controller.toggle_riichi)
        self.controller.reset.connect(self.show_game)
        self.controller.applied.connect(self.show_change)
        self.controller.changed.connect(self.refresh)
        self.controller.failed.connect(lambda sentence: show_error(self, sentence))
        self.controller.pending_changed.connect(self.show_kept)
        self.parts.texts.append(lambda: self.show_kept(len(self.controller.kept)))
        self.show_kept(len(self.controller.kept))  # kept before the window was made (read from the file)
        self.events.failed.connect(lambda sentence: show_error(self, sentence))
        self.controller.game_over.connect(self.show_standings)
        self.following = GameFollowing(self.controller, self)  # every other window's change shown within a second
        self.controller.arrived.connect(self.show_arrival)
        self._follow_round_clock()
        self.restore_geometry()
        self.refresh()

    @property
    def history_view(self) -> QTableView:
        """The list of hands (made once the window is painted, or when first used)."""
        return self.parts.history_view

    def _connect_actions(self) -> None:
        """What each action does (its menu entry, its key and its button); a language chosen applies at once."""
        controller = self.controller
        slots: dict[str, Callable[[], object]] = {
            "new": self.open_new_game,
            "open": self.open_game,
            "standings": self.show_standings,
            "chart": self.show_score_chart,
            "browse": self.browse_games,
            "statistics": self.show_statistics,
            "import": self.import_games,
            "finish": controller.finish,
            "quit": self.close,
            "undo": controller.undo,
            "redo": controller.redo,
            **{kind: partial(self.open_result, kind) for kind in ("ron", "tsumo", "draw", "abort", "chombo")},
            **{f"riichi{seat}": panel.riichi_button.click for seat, panel in enumerate(self.table.panels)},
            "edit": self.edit_selected_hand,
            "delete": self.delete_selected_hand,
            "display": self.toggle_display,
            "leave_display": self.toggle_display,
            "event_new": self.open_new_event,
            "event_open": self.choose_event,
            "event_players": partial(self.show_event, "players"),
            "event_seat": self.seat_next_round,
            "event_seating": partial(self.show_event, "seating"),
            "event_reseat": self.reseat_last_round,
            "event_paper": partial(self.show_event, "paper"),
            "event_penalties": partial(self.show_event, "penalties"),
            "event_standings": partial(self.show_event, "standings"),
            "event_rating": self.show_club_rating,
            "event_hall": self.show_hall,
            "event_clock": self.show_round_clock,
        }
        for key, slot in slots.items():
            self.table_actions[key].triggered.connect(lambda _checked=False, slot=slot: slot())
        for choice, action in self.language_actions.items():
            action.triggered.connect(lambda _checked=False, choice=choice: self.choose_language(choice))

    def choose_language(self, choice: str) -> None:
        """Speak ``choice`` now ("system", "en" or "fr") and at the next start."""
        QSettings().setValue(LANGUAGE_KEY, choice)
        self.language_actions[choice].setChecked(True)
        app = QCoreApplication.instance()
        assert app is not None  # the window exists: so does the application
        apply_language(app, choice)
        # Qt posts the LanguageChange events: delivered now, the window reads in the new language when the menu
        # closes, and not a frame later.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)

    def changeEvent(self, event: QEvent) -> None:
        # Retranslated in place rather than rebuilt: the window holds the game's selection, the splitter and the
        # dialog open, and every text it shows is set in one place (its parts, refresh, the models), so setting
        # them again is all a language change needs. Dialogs are built when opened, in the language of then.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text of the window again, in the language now installed."""
        self.parts.retranslate()
        selected = self.history_view.selectionModel().selectedRows()
        self.history.set_game(self.controller.view)  # rows and headers written in the new language
        if selected:
            self.history_view.selectRow(selected[0].row())
        self.refresh()

    # Showing the game

    def refresh(self) -> None:
        """Show the game as the controller has it (the list of hands follows the changes: show_change)."""
        controller = self.controller
        self.table.show_table(controller.seat_contents(), controller.centre_content())
        self.update_actions()
        title = self.tr("tablekeeper")
        if controller.view is not None:
            # An event's table is named in the window's language, not as stored by whoever opened it.
            game_title = self.events.table_title(controller.view.id) or controller.view.summary.title
            if game_title:
                title = f"{game_title} — {title}"
        self.setWindowTitle(title)

    def show_kept(self, count: int) -> None:
        """Say above the table that ``count`` changes are kept here, not yet stored, while the server cannot be
        reached; nothing once they are stored."""
        banner = self.parts.kept_banner
        if not count:
            banner.hide()
            return
        if not self.controller.outbox.saved:  # a full disk: said at once, and said here while it lasts
            text = self.tr(
                "The server cannot be reached, and the changes confirmed here ({count}) cannot be written to this "
                "computer: they are in this window only. Keep it open until the server answers."
            ).format(count=count)
        elif count == 1:
            text = self.tr(
                "The server cannot be reached: the change is kept here, not yet stored, and will be stored when the "
                "server comes back."
            )
        else:
            text = self.tr(
                "The server cannot be reached: {count} changes are kept here, not yet stored, and will be stored in "
                "order when the server comes back."
            ).format(count=count)
        banner.setText(text)
        banner.show()

    def show_game(self) -> None:
        """A game shown from scratch: its hands listed, the newest selected, and no line left in the status bar of
        the game shown before ("Riichi by Dave" over a game Dave does not play)."""
        self.statusBar().clearMessage()
        self.history.set_game(self.controller.view)
        self._select_newest()

    def show_change(self, change: Change) -> None:
        """What one change did: its rows of the list of hands, and a line in the status bar."""
        from tablekeeper.present import change_text

        rows = self.history.rowCount()
        self.history.apply(change)
        if self.history.rowCount() > rows and change.first_hand is not None:
            # A hand recorded (the newest) or a deleted one brought back: E and Del act on it.
            self.history_view.selectRow(change.first_hand - 1)
        elif self.history.rowCount() < rows or not self.history_view.selectionModel().hasSelection():
            # After an undone record or a deletion, the newest hand, never an old row someone clicked hands ago.
            self._select_newest()
        # Del and "End the game now" act at once, with no "Are you sure?": at a noisy table such a box is clicked
        # through by reflex, while undo makes the change harmless. So the status bar says what changed and how
        # to take it back ("Hand 5 deleted (later hands move up one); hands 5, 6 and 8 change. Ctrl+Z brings it
        # back.").
        undo_key = self.table_actions["undo"].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        text = change_text(change, names_in_line(change.game.players), undo_key=undo_key)
        self.statusBar().showMessage(text, STATUS_MILLISECONDS)

    def show_arrival(self, text: str) -> None:
        """Another window's change, shown: said in the status bar; a hand's dialog open on the game as it was says
        at once that its Record will be refused (its preview asks the service, on the game it showed)."""
        self.statusBar().showMessage(text, STATUS_MILLISECONDS)
        from tablekeeper.ui.dialogs.hands import ResultDialog  # open already, if a dialog of it is

        if isinstance(self.dialog, ResultDialog) and self.dialog.isVisible():
            self.dialog.refresh_preview()

    def _select_newest(self) -> None:
        if self.history.rowCount():
            self.history_view.selectRow(self.history.rowCount() - 1)

    def update_actions(self) -> None:
        """Enable what can be done now, and name what undo and redo would do."""
        controller = self.controller
        view = controller.view
        open_game = view is not None and not view.finished
        for key in ("ron", "tsumo", "draw", "abort", "chombo", "finish", "riichi0", "riichi1", "riichi2", "riichi3"):
            self.table_actions[key].setEnabled(open_game)
        if view is not None and open_game:
            from tablekeeper.rules.game import abortive_kinds  # a game is open: the rules are loaded

            # Rules without abortive draws (EMA's) offer none: the dialog would have nothing to choose.
            self.table_actions["abort"].setEnabled(bool(abortive_kinds(view.rules)))
        has_hands = view is not None and bool(view.hands)
        for key in ("edit", "delete"):
            self.table_actions[key].setEnabled(has_hands)
        undo, redo = (view.undo, view.redo) if view is not None else (None, None)
        names = names_in_line(view.players if view is not None else ("", "", "", ""))  # inside the menu's lines
        for key, action, plain in (("undo", undo, self.tr("Undo")), ("redo", redo, self.tr("Redo"))):
            text = plain
            if action is not None:
                from tablekeeper.present import redo_text, undo_text  # a game is open: the rules are loaded

                text = (undo_text if key == "undo" else redo_text)(action, names)
            menu_action = self.table_actions[key]
            menu_action.setText(text.replace("&", "&&"))  # a player called "A&B" is not a menu mnemonic
            menu_action.setEnabled(action is not None)
            self.history_buttons[key].setToolTip(text)
        for seat in range(4):
            # The menu names the player whose stick F1-F4 puts down (its shortcut column shows the key).
            self.table_actions[f"riichi{seat}"].setText(self.riichi_text(seat, names[seat]).replace("&", "&&"))
        self.table_actions["standings"].setEnabled(controller.view is not None)
        for panel in self.table.panels:
            panel.riichi_button.setEnabled(open_game)

    def riichi_text(self, seat: int, name: str) -> str:
        """The menu's entry for a seat's riichi: the player's name, or the seat's number when no game is open."""
        if name:
            return self.tr("Riichi: {name}").format(name=name)
        return self.tr("Riichi of the player at seat {number}").format(number=seat + 1)

    # Dialogs

    def _open(self, dialog: ResultDialog | NewGameDialog | OpenGameDialog | StandingsDialog | StatisticsDialog) -> None:
        self.dialog = replace(self.dialog, dialog)  # the one before deleted: a night opens thousands
        dialog.open()

    # The dialogs' modules (and the rules' result types) are imported when first needed: the window shows sooner.

    def open_new_game(self, names: list[str] | None = None) -> None:
        """The new-game dialog; ``names`` to complete from (default: the database's players)."""
        from tablekeeper.ui.dialogs.game import NewGameDialog

        dialog = NewGameDialog(self.controller.player_names() if names is None else names, self)

        def start(players: list[str], rules: RuleSet, dealer: int, title: str, venue: str) -> None:
            if self.controller.new_game(players, rules, first_dealer=dealer, title=title, venue=venue):
                dialog.accept()

        dialog.submitted.connect(start)
        self._open(dialog)

    def open_game(self) -> None:
        """The dialog listing the unfinished games."""
        from tablekeeper.ui.dialogs.game import OpenGameDialog

        dialog = OpenGameDialog(self.controller.unfinished_games(), self)
        dialog.chosen.connect(self.controller.open_game)
        self._open(dialog)

    def browse_games(self, only: Sequence[int] | None = None, note: str = "") -> None:
        """Every saved game (``only``: those just imported, as ``note`` says): go on with one, review it, delete it."""
        from tablekeeper.ui.dialogs.browser import GamesBrowser

        session = self.controller.session
        if session is None:  # the database is still being opened
            return
        self.browser = replace(getattr(self, "browser", None), GamesBrowser(session, self, only=only, note=note))
        self.browser.go_on.connect(self.controller.open_game)
        self.browser.deleted.connect(self.game_deleted)
        self.browser.statistics_asked.connect(self.show_statistics)
        self.browser.open()

    def game_deleted(self, game_id: int) -> None:
        """A game deleted in the browser: if the table was showing it, the table is cleared and the status bar
        says why."""
        if self.controller.forget_game(game_id):
            text = self.tr("Game {game} was deleted; no game is open now.").format(game=game_id)
            self.statusBar().showMessage(text, STATUS_MILLISECONDS)

    def show_standings(self) -> None:
        """The standings of the game (final once it is over)."""
        from tablekeeper.ui.dialogs.game import StandingsDialog

        if self.controller.view is None:
            return
        dialog = StandingsDialog(self.controller.view, self)
        dialog.export_requested.connect(self.export)
        self._open(dialog)

    def show_score_chart(self) -> None:
        """A window of its own (not modal: play goes on) with the chart of the game, following every change."""
        from tablekeeper.ui.score_chart import ScoreChart

        chart = self.findChild(ScoreChart, "score_chart")
        if chart is None:
            chart = ScoreChart(self)
            chart.setWindowFlag(Qt.WindowType.Window)
            chart.resize(chart.sizeHint())
            follow = chart  # the name bound once, for the lambdas
            self.controller.applied.connect(lambda change: follow.set_game(change.game))
            self.controller.reset.connect(lambda: follow.set_game(self.controller.view))
        chart.set_game(self.controller.view)
        chart.show()
        chart.raise_()

    def show_statistics(self, chosen: GameFilter | None = None) -> None:
        """The club's statistics: the season table, filtered as `tablekeeper stats` is (at first as ``chosen``,
        the games browser's filter), and each player's page."""
        from tablekeeper.ui.dialogs.statistics import StatisticsDialog

        browser = getattr(self, "browser", None)
        if chosen is None or browser is None:
            self._open(StatisticsDialog(self.controller.statistics, self.controller.player_names(), self))
            return
        # Over the browser, which stays open behind it.
        self.browser_statistics = replace(
            getattr(self, "browser_statistics", None),
            StatisticsDialog(self.controller.statistics, self.controller.player_names(), browser, chosen),
        )
        self.browser_statistics.open()

    def import_games(self) -> None:
        """Game files and Tenhou records chosen in a file dialog, imported each on its own; then what came in."""
        from tablekeeper.ui.file_dialogs import files_to_open

        chosen = files_to_open(
            self, self.tr("Import games"), self.tr("Game records (*.json *.mjlog *.gz *.xml);;All files (*)")
        )
        if not chosen:
            return
        imported = self.controller.import_files([Path(p) for p in chosen])
        if imported is None:
            return
        ids, refusals, differing = imported
        for each in differing:  # a game stored already, changed since: the player says which version to keep
            question = self.tr("{differs}\n\nReplace the stored game by the file's version?").format(
                differs=each.message
            )
            if ask(self, question, self.tr("&Replace"), self.tr("&Keep the stored game")):
                replaced = self.controller.replace_game(each)
                if replaced is not None:
                    ids.append(replaced)
        text = self.tr("Games imported: {count}.").format(count=number(len(ids)))
        if ids:  # the new games in the browser, ready to be reviewed or played on
            self.browse_games(ids, self.tr("{imported} They are listed here.").format(imported=text))
        if refusals:
            show_error(self, "\n\n".join([text, self.tr("Refused:"), *refusals]))
        elif not ids:
            show_notice(self, text)

    def export(self, kind: str, path: Path) -> None:
        """Write the game to the file chosen in the standings dialog; the status bar says where."""
        writers = {"csv": self.controller.export_csv, "pdf": self.controller.export_pdf}
        if writers.get(kind, self.controller.export_json)(path):
            self.statusBar().showMessage(saved_text(path), STATUS_MILLISECONDS)

    def result_titles(self) -> dict[type, str]:
        """The title of each kind of hand's dialog."""
        from tablekeeper.rules.results import AbortiveDraw, Chombo, ExhaustiveDraw, Ron, Tsumo

        return {
            Ron: self.tr("Ron"),
            Tsumo: self.tr("Tsumo"),
            ExhaustiveDraw: self.tr("Exhaustive draw"),
            AbortiveDraw: self.tr("Abortive draw"),
            Chombo: self.tr("Chombo"),
        }

    def open_result(self, kind: type | str) -> None:
        """The dialog that enters the next hand as a result of this kind (a class, or its action's name)."""
        from tablekeeper.rules.results import AbortiveDraw, Chombo, ExhaustiveDraw, Ron, Tsumo
        from tablekeeper.ui.dialogs.hands import FORMS, ResultDialog

        if isinstance(kind, str):
            names = {"ron": Ron, "tsumo": Tsumo, "draw": ExhaustiveDraw, "abort": AbortiveDraw, "chombo": Chombo}
            kind = names[kind]

        view = self.controller.view
        if view is None:
            return
        dialog = ResultDialog(
            FORMS[kind],
            self.result_titles()[kind],
            view.players,
            context=self.controller.scoring_context,
            rules=view.rules,
            # Previewed and recorded on the game as the dialog shows it: refused once another window changed it.
            preview=lambda result: self.controller.preview(result, view),
            riichi=self.controller.riichi,
            parent=self,
        )
        dialog.submitted.connect(lambda result: self.controller.record(result, then=dialog.accept, shown=view))
        self._open(dialog)

    def selected_hand(self) -> HandSnapshot | None:
        """The hand selected in the history, or None."""
        rows = self.history_view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.history.hand(rows[0].row())

    def edit_selected_hand(self) -> None:
        """Change a past hand: the same form, filled in, with the riichi declared in it; before it is recorded, the
        dialog shows what the change does to the later hands and the scores. The game is replayed when it is."""
        from tablekeeper.ui.dialogs.hands import FORMS, EditHandDialog

        view = self.controller.view
        hand = self.selected_hand()
        if view is None or hand is None:
            if view is not None and view.hands:
                show_error(self, self.tr("Select the hand to change in the list of hands."))
            return
        kind = type(hand.result)
        dialog = EditHandDialog(
            FORMS[kind],
            self.tr("Hand {number}: {title}").format(number=hand.number, title=self.result_titles()[kind]),
            view.players,
            context=lambda seat, tsumo: self.controller.scoring_context(seat, tsumo, hand),
            rules=view.rules,
            preview=lambda result: self.controller.preview_edit(hand.number, result, view),
            riichi=hand.result.riichi,
            scores=view.hands[-1].after.scores,
            finished=view.finished,
            parent=self,
        )
        dialog.set_result(hand.result)
        dialog.submitted.connect(
            lambda result: self.controller.edit_hand(hand.number, result, then=dialog.accept, shown=view)
        )
        self._open(dialog)

    def delete_selected_hand(self) -> None:
        """Remove the selected hand; the game is replayed."""
        hand = self.selected_hand()
        if hand is None:
            show_error(self, self.tr("Select the hand to delete in the list of hands."))
            return
        self.controller.delete_hand(hand.number)

    # Events: a club night or a tournament (their dialogs are imported when first opened)

    def _open_event_dialog(self, dialog: QDialog) -> None:
        self.event_dialog = replace(self.event_dialog, dialog)
        dialog.open()

    def open_new_event(self) -> None:
        """The new-event dialog; the event created becomes the open one and its seating is shown."""
        from tablekeeper.ui.dialogs.event_new import NewEventDialog

        dialog = NewEventDialog(self)

        def create(title: str, rules: RuleSet, names: list[str], rule: SubstituteRule, score: int) -> None:
            if self.events.create(title, rules, names, rule, score, refused=dialog.refuse) is not None:
                dialog.accept()
                self.show_event("players")

        dialog.submitted.connect(create)
        self._open_event_dialog(dialog)

    def choose_event(self, then: str | None = None) -> None:
        """The stored events; the one chosen becomes the open one (and ``then``, a page, is shown)."""
        from tablekeeper.ui.dialogs.event_new import OpenEventDialog

        if self.controller.session is None:  # the database is still being opened
            return
        dialog = OpenEventDialog(self.events.events(), self)

        def chosen(event_id: int) -> None:
            if self.events.open_event(event_id) is not None:
                self.show_event(then or "seating")

        dialog.chosen.connect(chosen)
        self._open_event_dialog(dialog)

    def show_event(self, page: str) -> None:
        """The open event's dialog at ``page`` ("players", "seating", "penalties", "standings"; "paper": the
        seating with the paper result of the selected table asked); without an open event, the list to choose."""
        from tablekeeper.ui.dialogs.event_desk import PAGES, EventDialog

        if self.controller.session is None:
            return
        if self.events.view() is None:
            self.choose_event(page)
            return
        dialog = EventDialog(self.events, PAGES["seating" if page == "paper" else page], self)
        self._open_event_dialog(dialog)
        if page == "paper":
            dialog.parts.seating.enter_paper()

    def seat_next_round(self) -> None:
        """Seat the next round at random (few repeat meetings), then show it."""
        if self.controller.session is not None and self.events.view() is None:
            self.choose_event("seating")
        elif self.events.seat("random", fill=False) is not None:
            self.show_event("seating")

    def reseat_last_round(self) -> None:
        """Seat the last round again (before its games start); the event's undo takes it back."""
        view = self.events.view()
        if view is None:
            self.choose_event("seating")
        elif view.record.rounds and self.events.reseat(view.record.rounds[-1].round) is not None:
            self.show_event("seating")

    def show_hall(self) -> None:
        """The open event's hall, in a window of its own (F11 puts it full screen on the projector's screen)."""
        from tablekeeper.ui.hall import HallWindow

        if self.controller.session is None:  # the database is still being opened
            return
        view = self.events.view()
        if view is None:
            self.choose_event("seating")
            return
        if self.hall is not None:
            self.hall.close()
        self.hall = HallWindow(self.controller.service, view.id)
        self.hall.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.hall.destroyed.connect(self._hall_closed)
        self.hall.resize(self.size())
        self.hall.show()

    def _hall_closed(self) -> None:
        self.hall = None

    def show_round_clock(self) -> None:
        """The current round's clock, for the organiser: start, pause, give time, end the round."""
        from tablekeeper.ui.dialogs.event_clock import ClockDialog

        if self.controller.session is None:
            return
        if self.events.view() is None:
            self.choose_event("seating")
            return
        self._open_event_dialog(ClockDialog(self.events, self))

    def _follow_round_clock(self) -> None:
        """An event's game shows its round's clock in the middle of the table (and on the table display)."""
        from tablekeeper.ui.round_clock import GameClock

        self.round_clock = GameClock(self.controller, self)
        self.round_clock.shown.connect(self.table.show_clock)

    def show_club_rating(self) -> None:
        """The club rating over every finished game."""
        from tablekeeper.ui.dialogs.event_rating import ClubRatingDialog

        ratings = self.events.rating()
        if ratings is not None:
            self._open_event_dialog(ClubRatingDialog(ratings, self))

    # The table display

    def toggle_display(self) -> None:
        """F11: the table alone, full screen, its scores and round large enough to read from two metres (a laptop
        turned towards the players, or a second screen); F11 or Esc again: the window as it was."""
        entering = self.displayed is None
        if entering:
            self.displayed = (self.geometry(), self.windowState())
        for widget in (self.menuBar(), self.statusBar(), self.parts.side, self.parts.hand_buttons):
            widget.setVisible(not entering)
        self.table.set_display(entering)
        self.table_actions["leave_display"].setEnabled(entering)
        if entering:
            self.showFullScreen()
            return
        assert self.displayed is not None
        geometry, state = self.displayed
        self.displayed = None
        self.setWindowState(state)
        if not state & (Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen):
            self.setGeometry(geometry)

    # Size and place

    def restore_geometry(self) -> None:
        """Size and place as the window was last closed (QSettings)."""
        settings = QSettings()
        geometry = settings.value(GEOMETRY_KEY)
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(DEFAULT_SIZE)
        self.fit_screen()
        self.parts.totals_box.setChecked(bool(settings.value(TOTALS_KEY, False, type=bool)))
        splitter = settings.value(SPLITTER_KEY)
        if isinstance(splitter, QByteArray) and not splitter.isEmpty():
            self.splitter.restoreState(splitter)
        else:
            self.splitter.setSizes([790, 570])

    def fit_screen(self) -> None:
        """Within the screen the window is on: a size and place kept from a larger screen (or the first size)
        made smaller and moved so that the whole window, its title bar too, can be seen."""
        if self.isMaximized() or self.isFullScreen():
            return  # the desktop fits it
        self.resize(self.size().boundedTo(usable(self)).expandedTo(self.minimumSize()))
        keep_on_screen(self)

    def save_geometry(self) -> None:
        """Remember the size and place (QSettings)."""
        settings = QSettings()
        if self.displayed is not None:
            self.toggle_display()  # closed from the table display: the window's own size and place are kept
        settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        settings.setValue(SPLITTER_KEY, self.splitter.saveState())
        settings.setValue(TOTALS_KEY, self.parts.totals_box.isChecked())

    def closeEvent(self, event: QCloseEvent) -> None:
        lost = self.controller.outbox.unsafe_to_close()  # each change written to the file first, if it can be
        if lost and not ask(
            self,
            self.tr(
                "Changes confirmed here are not stored yet ({count}), and cannot be written to this computer: closing "
                "the window now loses them. Keep it open until the server answers (or free room on the disk)."
            ).format(count=lost),
            self.tr("&Close and lose them"),
            self.tr("&Keep the window open"),
        ):
            event.ignore()
            return
        self.controller.outbox.close()  # what it keeps is left in its file for the next window on the database
        self.save_geometry()
        self.following.close()
        self.round_clock.close()  # its listener (a server's) stops with the window
        if self.hall is not None:  # it follows the event through this window's session
            self.hall.close()
        super().closeEvent(event)
