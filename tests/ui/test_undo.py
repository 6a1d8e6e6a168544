"""One undo stack for the table, through the window: Ctrl+Z takes back the last change whatever it was (a riichi
stick, a hand recorded, changed or deleted, the game ended), Ctrl+Shift+Z and Ctrl+Y do it again; the Edit menu
names both; the status bar says what each change did; the list of hands moves only the rows a change made.

Scores are worked out by hand (club rules: 25,000 each; a non-dealer's ron pays 4 x base rounded up to 100, a
tsumo 1 x base from each non-dealer and 2 x from the dealer; a riichi stick is 1,000).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QMenu

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.dialogs.game import NewGameDialog, StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tests.ui.table_driver import NAMES, activate, centre, click, scores, shortcut, tsumo

ALICE, BOB, CAROL, DAVE = range(4)
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def undo(qtbot, window: MainWindow) -> None:
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)


def redo(qtbot, window: MainWindow) -> None:
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def edit_menu(window: MainWindow) -> list[tuple[str, bool]]:
    """The Edit menu's items as the player reads them: (text, enabled)."""
    menus = [a.menu() for a in window.menuBar().actions() if a.text().replace("&", "") == "Edit"]
    assert len(menus) == 1 and isinstance(menus[0], QMenu)
    return [(a.text(), a.isEnabled()) for a in menus[0].actions() if not a.isSeparator()]


def three_hands(session: Session) -> int:
    """A game of three hands: East 1 Bob rons Carol 3 han 40 fu (5,200); East 2 (Bob deals) Alice tsumo 2 han
    30 fu (500 / 1,000); East 3 (Carol deals) a draw, only Dave tenpai (1,000 from each)."""
    view = session.table.create_game(NAMES, preset("club"))
    session.table.record(view.id, Ron(CAROL, (Win(BOB, 3, 40),)))
    session.table.record(view.id, Tsumo(Win(ALICE, 2, 30)))
    session.table.record(view.id, ExhaustiveDraw(frozenset({DAVE})))
    return view.id


def test_ctrl_z_takes_back_a_mistaken_riichi_and_not_the_last_hand(qtbot, window: MainWindow, session, errors):
    three_hands(session)
    window.controller.reopen_latest()
    # 25,000 / 30,200 / 19,800 / 25,000, then 27,000 / 29,200 / 19,300 / 24,500, then 26,000 / 28,200 / 18,300 /
    # 27,500; East 4 (Dave deals), 1 honba.
    assert scores(window) == [26_000, 28_200, 18_300, 27_500]
    panel = window.table.panels[CAROL]
    shortcut(qtbot, window, Qt.Key.Key_F3)  # Carol's riichi, by mistake
    assert scores(window) == [26_000, 28_200, 17_300, 27_500] and panel.riichi_button.isChecked()
    assert status(window) == "Riichi by Carol"
    undo(qtbot, window)
    assert window.history.rowCount() == 3
    assert scores(window) == [26_000, 28_200, 18_300, 27_500]
    assert not panel.riichi_button.isChecked() and not panel.stick.isVisibleTo(window)
    assert centre(window) == ("East 4", "Honba: 1", "On the table: 0")
    assert status(window) == "Undone: riichi by Carol"
    redo(qtbot, window)
    assert scores(window)[CAROL] == 17_300 and panel.riichi_button.isChecked()
    assert centre(window)[2] == "On the table: 1,000"
    assert status(window) == "Redone: riichi by Carol"
    undo(qtbot, window)
    shortcut(qtbot, window, Qt.Key.Key_Y, CTRL)  # the other redo key
    assert panel.riichi_button.isChecked() and window.history.rowCount() == 3
    assert errors == []


def test_the_edit_menu_names_what_undo_and_redo_would_do(qtbot, window: MainWindow, session, errors) -> None:
    session.table.create_game(NAMES, preset("club"))
    window.controller.reopen_latest()
    assert edit_menu(window) == [("Undo", False), ("Redo", False)]
    undo_button, redo_button = window.history_buttons["undo"], window.history_buttons["redo"]
    assert not undo_button.isEnabled() and not redo_button.isEnabled()
    tsumo(qtbot, window, DAVE, 3, 30)  # base 960: 1,000 from each non-dealer, 2,000 from Alice (dealer)
    assert scores(window) == [23_000, 24_000, 24_000, 29_000]
    assert edit_menu(window) == [("Undo record hand 1", True), ("Redo", False)]
    assert status(window) == "Recorded hand 1"
    click(qtbot, undo_button)  # the button beside Edit and Delete
    assert scores(window) == [25_000] * 4 and window.history.rowCount() == 0
    assert edit_menu(window) == [("Undo", False), ("Redo record hand 1", True)]
    assert redo_button.toolTip() == "Redo record hand 1"
    click(qtbot, redo_button)
    assert scores(window) == [23_000, 24_000, 24_000, 29_000] and window.history.rowCount() == 1
    assert edit_menu(window) == [("Undo record hand 1", True), ("Redo", False)]
    # The Hand menu's own undo is gone: one undo for the table.
    texts = [a.text() for a in window.menuBar().actions()[2].menu().actions()]
    assert not any("ndo" in text for text in texts)
    assert errors == []


def hold(qtbot, window: MainWindow, key: Qt.Key, modifiers=Qt.KeyboardModifier.NoModifier, repeats: int = 4) -> None:
    """A key held down: one press, then the presses the keyboard repeats (QTest has no auto-repeat, so the
    events go to the window as the window system delivers them), then the release."""
    activate(qtbot, window)
    target = window.windowHandle()
    for index in range(repeats + 1):
        QCoreApplication.sendEvent(target, QKeyEvent(QEvent.Type.KeyPress, key, modifiers, "", index > 0))
    QCoreApplication.sendEvent(target, QKeyEvent(QEvent.Type.KeyRelease, key, modifiers, "", False))


def test_one_key_press_undoes_one_change(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    undo(qtbot, window)
    assert window.history.rowCount() == 2
    undo(qtbot, window)
    assert window.history.rowCount() == 1
    redo(qtbot, window)  # Ctrl+Shift+Z redoes, and does not undo as well
    assert window.history.rowCount() == 2
    assert edit_menu(window) == [("Undo record hand 2", True), ("Redo record hand 3", True)]


def test_a_key_held_down_acts_once(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    hold(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.history.rowCount() == 2
    hold(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert window.history.rowCount() == 3
    window.history_view.selectRow(0)
    hold(qtbot, window, Qt.Key.Key_Delete)
    assert window.history.rowCount() == 2
    hold(qtbot, window, Qt.Key.Key_F2)  # Bob's riichi, held: down once, not down and back up
    assert window.table.panels[BOB].riichi_button.isChecked()
    assert window.controller.view.pending_riichi == frozenset({BOB})


def test_a_deleted_hand_comes_back_with_ctrl_z(qtbot, window: MainWindow, session, errors) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    window.history_view.selectRow(0)
    shortcut(qtbot, window, Qt.Key.Key_Delete)  # at once: no "Are you sure?"
    # Without hand 1, Alice's tsumo is played at East 1 with Alice dealing: a dealer's 2 han 30 fu tsumo is
    # 1,000 all (base 480 x 2 = 960): 28,000 / 24,000 / 24,000 / 24,000. She deals again: the draw is East 1,
    # 1 honba, Dave alone tenpai: 1,000 from each. Both later hands change (where they were played, what they paid).
    assert window.history.rowCount() == 2 and errors == []
    assert scores(window) == [28_000 - 1_000, 24_000 - 1_000, 24_000 - 1_000, 24_000 + 3_000]
    # In the numbers of the list as it is now: the two later hands are hands 1 and 2.
    assert status(window) == "Hand 1 deleted (later hands move up one); hands 1 and 2 change. Ctrl+Z brings it back."
    assert window.selected_hand() is not None and window.selected_hand().number == 2
    undo(qtbot, window)
    assert window.history.rowCount() == 3
    assert scores(window) == [26_000, 28_200, 18_300, 27_500]
    assert isinstance(window.controller.view.hands[0].result, Ron)
    assert status(window) == "Undone: delete hand 1"
    assert window.selected_hand().number == 1  # the hand brought back
    redo(qtbot, window)
    assert window.history.rowCount() == 2 and status(window) == "Redone: delete hand 1"


def test_a_deletion_that_changes_no_later_hand_says_so(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    window.history_view.selectRow(2)
    shortcut(qtbot, window, Qt.Key.Key_Delete)
    assert status(window) == "Hand 3 deleted. Ctrl+Z brings it back."


def test_ending_the_game_now_is_taken_back_by_ctrl_z(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    shortcut(qtbot, window, Qt.Key.Key_E, CTRL_SHIFT)
    assert window.table.round_label.text() == "Game over"
    assert status(window) == "The game was ended. Ctrl+Z takes it back."
    standings = window.dialog
    assert isinstance(standings, StandingsDialog) and standings.isVisible()
    qtbot.keyClick(standings, Qt.Key.Key_Escape)
    assert not standings.isVisible()
    assert edit_menu(window)[0] == ("Undo end the game", True)
    undo(qtbot, window)
    assert centre(window) == ("East 4", "Honba: 1", "On the table: 0")
    assert window.table_actions["ron"].isEnabled()
    assert status(window) == "Undone: end the game"
    assert not session.table.game(window.controller.view.id).finished


def test_undoing_a_record_selects_the_new_last_hand(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    tsumo(qtbot, window, BOB, 3, 30)
    window.history_view.selectRow(0)  # an old hand looked at
    undo(qtbot, window)
    assert window.history.rowCount() == 3
    assert window.selected_hand() is not None and window.selected_hand().number == 3


def test_a_deleted_hand_can_be_brought_back_after_a_restart(qtbot, tmp_path: Path, errors) -> None:
    url = f"sqlite:///{tmp_path / 'restart.db'}"
    with Session.open(url) as first:
        three_hands(first)
        window = ui_app.open_window(first)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        window.history_view.selectRow(1)
        shortcut(qtbot, window, Qt.Key.Key_Delete)
        assert window.history.rowCount() == 2
        window.close()
    with Session.open(url) as second:
        window = ui_app.open_window(second)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        assert window.history.rowCount() == 2
        assert edit_menu(window)[0] == ("Undo delete hand 2", True)
        undo(qtbot, window)
        assert window.history.rowCount() == 3
        assert scores(window) == [26_000, 28_200, 18_300, 27_500]
        assert isinstance(window.controller.view.hands[1].result, Tsumo)
    assert errors == []


def test_ctrl_z_in_a_dialogs_text_field_undoes_the_typing_not_a_hand(qtbot, window: MainWindow, session) -> None:
    three_hands(session)
    window.controller.reopen_latest()
    shortcut(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    edit = dialog.title_edit
    edit.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is edit)
    qtbot.keyClicks(edit, "Friday")
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL)
    assert edit.text() == ""
    qtbot.keyClick(edit, Qt.Key.Key_Z, CTRL_SHIFT)
    assert edit.text() == "Friday"
    qtbot.keyClick(edit, Qt.Key.Key_Delete)  # nor does Del delete a hand
    assert window.history.rowCount() == 3
    assert len(session.table.game(window.controller.view.id).hands) == 3
    assert status(window) == ""
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # a title typed: asked before it is thrown away
    assert dialog.discard_box is not None
    (discard,) = [button for button in dialog.discard_box.buttons() if button.text() == "&Throw it away"]
    click(qtbot, discard)
    assert not dialog.isVisible()
    activate(qtbot, window)
    undo(qtbot, window)
    assert window.history.rowCount() == 2


def test_the_history_moves_only_the_rows_a_change_made(qtbot, qtmodeltester, session) -> None:
    game = three_hands(session)
    history = HistoryModel()
    history.set_game(session.table.game(game))
    qtmodeltester.check(history)
    moves: list[tuple] = []
    history.rowsInserted.connect(lambda _p, first, last: moves.append(("inserted", first, last)))
    history.rowsRemoved.connect(lambda _p, first, last: moves.append(("removed", first, last)))
    history.dataChanged.connect(lambda top, bottom, _roles: moves.append(("changed", top.row(), bottom.row())))
    history.modelReset.connect(lambda: moves.append(("reset",)))

    def apply(change) -> list[tuple]:
        moves.clear()
        history.apply(change)
        assert history.rowCount() == len(change.game.hands)
        return list(moves)

    assert apply(session.table.record(game, Tsumo(Win(DAVE, 2, 30)))) == [("inserted", 3, 3)]
    assert apply(session.table.undo(game)) == [("removed", 3, 3)]
    # Hand 2 deleted: its row goes, hand 3 moves up and is renumbered; hand 1 is not touched.
    assert apply(session.table.delete_hand(game, 2)) == [("removed", 1, 1), ("changed", 1, 1)]
    assert history.index(1, HistoryModel.NUMBER).data() == "2"
    assert history.index(1, HistoryModel.RESULT).data() == "Draw, tenpai Dave"
    assert apply(session.table.undo(game)) == [("inserted", 1, 1), ("changed", 2, 2)]
    assert history.index(1, HistoryModel.RESULT).data() == "Alice (2 han 30 fu) tsumo"
    assert apply(session.table.edit_hand(game, 3, ExhaustiveDraw(frozenset({CAROL})))) == [("changed", 2, 2)]
    assert history.index(2, HistoryModel.RESULT).data() == "Draw, tenpai Carol"
    assert apply(session.table.declare_riichi(game, ALICE, True)) == []
    other = session.table.create_game(["Eve", "Frank", "Grace", "Heidi"], preset("club"))
    assert apply(session.table.record(other.id, ExhaustiveDraw(frozenset()))) == [("reset",)]
    assert history.headerData(HistoryModel.FIRST_SEAT, Qt.Orientation.Horizontal) == "Eve"


def test_the_edit_menu_and_the_status_line_speak_french(qtbot, window: MainWindow, session) -> None:
    from PySide6.QtCore import QLocale

    from tablekeeper.ui.i18n import install_translator

    three_hands(session)
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    try:
        window.controller.reopen_latest()
        window.history_view.selectRow(0)
        shortcut(qtbot, window, Qt.Key.Key_Delete)
        assert status(window) == (
            "Main 1 supprimée (les mains suivantes remontent d'un rang)\u202f; les mains 1 et 2 changent. "
            "Ctrl+Z la fait revenir."
        )
        assert window.table_actions["undo"].text() == "Défaire la suppression de la main 1"
        undo(qtbot, window)
        assert status(window) == "Défait\u00a0: suppression de la main 1"
        assert window.table_actions["redo"].text() == "Refaire la suppression de la main 1"
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def test_another_game_opened_leaves_no_line_of_the_game_before_in_the_status_bar(qtbot, window: MainWindow, session):
    first = three_hands(session)
    other = session.table.create_game(["Ivan", "Sybil", "Carol", "Alice"], preset("club")).id
    assert window.controller.open_game(first)
    shortcut(qtbot, window, Qt.Key.Key_F4)  # Dave's riichi, in the first game
    assert status(window) == "Riichi by Dave"
    assert window.controller.open_game(other)  # within the message's six seconds
    assert status(window) == ""  # Dave does not play this game
    assert window.history.rowCount() == 0
