"""The table window's parts: its menus, actions, side panel and table area, built once for the window."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
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

from tablekeeper.ui.hands_list import HistoryView
from tablekeeper.ui.i18n import LANGUAGES, chosen_language
from tablekeeper.ui.models import HistoryModel
from tablekeeper.ui.table_view import TableView


def riichi_text(seat: int, name: str) -> str:
    """The menu's entry for a seat's riichi: the player's name, or the seat's number when no game is open."""
    if name:
        return QCoreApplication.translate("MainWindow", "Riichi: {name}").format(name=name)
    return QCoreApplication.translate("MainWindow", "Riichi of the player at seat {number}").format(number=seat + 1)


MINIMUM_SIZE = QSize(1000, 540)
"""The smallest window in which nothing overlaps: it fits a 1024x600 netbook with a desktop's panel and title bar."""


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

    def __init__(self, window: QMainWindow, edit_hand: Callable[[], None]) -> None:
        # The window and what a double click on a hand does, not the window's class: this module is the window's.
        self.window = window
        self.edit_hand = edit_hand
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
            view.doubleClicked.connect(lambda _index: self.edit_hand())
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
        for seat in range(len(self.table.panels)):  # F1-F4: a table of three leaves F4 disabled
            self._action(menu, f"riichi{seat}", partial(riichi_text, seat, ""), f"F{seat + 1}")
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
            ("event_phones", lambda: QCoreApplication.translate("MainWindow", "Phon&es at the tables…")),
            (None, None),
            ("event_series", lambda: QCoreApplication.translate("MainWindow", "Series o&f events…")),
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
