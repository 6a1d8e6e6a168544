"""The main window: the table, the history of hands, and an action (with its shortcut) for everything."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QTableView,
    QWidget,
)

from tablekeeper.bidi import names_in_line
from tablekeeper.present import change_text, redo_text, undo_text
from tablekeeper.rules.game import abortive_kinds
from tablekeeper.rules.results import AbortiveDraw, Chombo, ExhaustiveDraw, Ron, Tsumo
from tablekeeper.ui.after_paint import after_paint
from tablekeeper.ui.alt_keys import keep_alt_keys_out_of_text
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.event_control import EventControl
from tablekeeper.ui.event_menu import EventMenu
from tablekeeper.ui.following import GameFollowing
from tablekeeper.ui.game_menu import STATUS_MILLISECONDS, GameMenu
from tablekeeper.ui.i18n import LANGUAGE_KEY, apply_language, speak_the_players_language
from tablekeeper.ui.messages import ask, show_error
from tablekeeper.ui.screen_room import keep_on_screen, usable
from tablekeeper.ui.window_parts import MainWindowParts, riichi_text

if TYPE_CHECKING:
    from tablekeeper.service import Change, HandSnapshot
    from tablekeeper.ui.hall import HallWindow

GEOMETRY_KEY = "window/geometry"
SPLITTER_KEY = "window/splitter"
TOTALS_KEY = "window/running_totals"
DEFAULT_SIZE = QSize(1280, 720)
"""The first size, before the window has been closed once (within the screen)."""


class MainWindow(GameMenu, EventMenu):
    """The table window over one :class:`GameController`."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        speak_the_players_language()  # before any label is written: the hands list, the dialogs' previews
        keep_alt_keys_out_of_text(QCoreApplication.instance())  # in the window and every dialog it opens
        self.controller = controller
        self.events = EventControl(controller, self)
        self.event_dialog: QDialog | None = None
        self.hall: HallWindow | None = None
        """The event's hall, while it is open."""
        """The event's dialog last opened (kept, as ``dialog`` is, while it is shown)."""
        self.dialog = None
        """The dialog last opened (kept so that it lives while it is shown)."""
        self.parts = MainWindowParts(self, self.edit_selected_hand)
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
            "event_series": self.show_series,
            "event_hall": self.show_hall,
            "event_clock": self.show_round_clock,
            "event_phones": self.show_phones,
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
        for key in ("ron", "tsumo", "draw", "abort", "chombo", "finish"):
            self.table_actions[key].setEnabled(open_game)
        seats = len(view.players) if view is not None else len(self.table.panels)
        for seat in range(len(self.table.panels)):
            # A table of three has no fourth seat: F4 names nobody and does nothing.
            self.table_actions[f"riichi{seat}"].setEnabled(open_game and seat < seats)
        if view is not None and open_game:
            # Rules without abortive draws (EMA's) offer none: the dialog would have nothing to choose.
            self.table_actions["abort"].setEnabled(bool(abortive_kinds(view.rules)))
        has_hands = view is not None and bool(view.hands)
        for key in ("edit", "delete"):
            self.table_actions[key].setEnabled(has_hands)
        undo, redo = (view.undo, view.redo) if view is not None else (None, None)
        names = names_in_line(view.players if view is not None else ())  # inside the menu's lines
        for key, action, plain in (("undo", undo, self.tr("Undo")), ("redo", redo, self.tr("Redo"))):
            text = plain
            if action is not None:
                text = (undo_text if key == "undo" else redo_text)(action, names)
            menu_action = self.table_actions[key]
            menu_action.setText(text.replace("&", "&&"))  # a player called "A&B" is not a menu mnemonic
            menu_action.setEnabled(action is not None)
            self.history_buttons[key].setToolTip(text)
        for seat in range(len(self.table.panels)):
            # The menu names the player whose stick F1-F4 puts down (its shortcut column shows the key).
            name = names[seat] if seat < len(names) else ""
            self.table_actions[f"riichi{seat}"].setText(riichi_text(seat, name).replace("&", "&&"))
        self.table_actions["standings"].setEnabled(controller.view is not None)
        for panel in self.table.panels:
            panel.riichi_button.setEnabled(open_game)

    # Dialogs

    def open_result(self, kind: type | str) -> None:
        """The dialog that enters the next hand as a result of this kind (a class, or its action's name)."""
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
