"""Where each player stands, the hands list's running totals and long results, and the New game dialog's
presets, first dealer and rule options (issue 11, part b).

Scores are worked out by hand (25,000 each; a non-dealer's ron of 3 han 40 fu is 4 x 40 x 2^5 = 5,120,
rounded up to 5,200; a tsumo of 2 han 30 fu has a base of 480: 500 from each non-dealer, 1,000 from the dealer).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from tablekeeper.rules.results import Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.game import NewGameDialog, StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tests.ui.table_driver import NAMES, click, ron, scores, shortcut

ALICE, BOB, CAROL, DAVE = range(4)
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def places(window: MainWindow) -> list[str]:
    """The place each seat panel shows."""
    return [panel.place_label.text() for panel in window.table.panels]


def hover(widget: QWidget, at: QPoint) -> str:
    """The tooltip shown when the pointer rests at ``at`` of ``widget``."""
    QToolTip.hideText()
    event = QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at))
    QApplication.sendEvent(widget, event)
    return QToolTip.text()


def hover_hand(window: MainWindow, row: int, column: int) -> str:
    view = window.history_view
    return hover(view.viewport(), view.visualRect(window.history.index(row, column)).center())


def wheel(widget: QWidget, steps: int) -> None:
    """The mouse wheel turned over the middle of ``widget``: one step is 120 (positive: away from the player)."""
    window = widget.window()
    at = widget.mapTo(window, widget.rect().center())
    QTest.wheelEvent(window.windowHandle(), QPointF(at), QPoint(0, 120 * steps))  # as the system sends it
    QApplication.processEvents()


def undo(qtbot, window: MainWindow) -> None:
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)


def open_new_game(qtbot, window: MainWindow) -> NewGameDialog:
    shortcut(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    return dialog


def test_the_standings_say_so_far_until_the_game_ends(qtbot, window: MainWindow, session) -> None:
    game = session.table.create_game(NAMES, preset("club"))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),)))
    window.controller.reopen_latest()
    shortcut(qtbot, window, Qt.Key.Key_F9)
    standings = window.dialog
    assert isinstance(standings, StandingsDialog) and standings.isVisible()
    assert standings.windowTitle() == "Standings so far"
    qtbot.keyClick(standings, Qt.Key.Key_Escape)
    shortcut(qtbot, window, Qt.Key.Key_E, CTRL_SHIFT)  # end the game now: the final standings open
    final = window.dialog
    assert isinstance(final, StandingsDialog) and final is not standings and final.isVisible()
    assert final.windowTitle() == "Final standings"


def test_the_seat_panels_show_each_players_place_shared_under_club_rules(qtbot, window: MainWindow, session) -> None:
    session.table.create_game(NAMES, preset("club"))
    window.controller.reopen_latest()
    assert places(window) == ["1st", "1st", "1st", "1st"]  # 25,000 each: equal points share the place
    ron(qtbot, window, CAROL, (BOB, 3, 40))
    # 25,000 / 30,200 / 19,800 / 25,000: Alice and Dave share second.
    assert places(window) == ["2nd", "1st", "4th", "2nd"]
    shortcut(qtbot, window, Qt.Key.Key_F1)  # Alice's riichi stick goes on the table: 24,000, behind Dave
    assert scores(window) == [24_000, 30_200, 19_800, 25_000]
    assert places(window) == ["3rd", "1st", "4th", "2nd"]
    undo(qtbot, window)
    assert places(window) == ["2nd", "1st", "4th", "2nd"]


def test_the_seat_panels_place_equal_points_in_seat_order_under_tenhou_rules(window: MainWindow, session) -> None:
    game = session.table.create_game(NAMES, preset("tenhou"))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),)))
    window.controller.reopen_latest()
    # 25,000 / 30,200 / 19,800 / 25,000: Alice sits before Dave, so she is second.
    assert places(window) == ["2nd", "1st", "4th", "3rd"]


def test_the_hands_list_gives_each_seats_running_total(window: MainWindow, session) -> None:
    game = session.table.create_game(NAMES, preset("club"))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),)))
    session.table.record(game.id, Tsumo(Win(ALICE, 2, 30)))  # East 2: Bob deals and pays 1,000
    window.controller.reopen_latest()
    seat = HistoryModel.FIRST_SEAT
    assert hover_hand(window, 0, seat + BOB) == "Bob +5,200 → 30,200"
    assert hover_hand(window, 0, seat + CAROL) == "Carol -5,200 → 19,800"
    # 25,000 + 500 + 1,000 + 500 = 27,000; Bob 30,200 - 1,000; Dave 25,000 - 500.
    assert hover_hand(window, 1, seat + ALICE) == "Alice +2,000 → 27,000"
    assert hover_hand(window, 1, seat + BOB) == "Bob -1,000 → 29,200"
    assert hover_hand(window, 1, seat + DAVE) == "Dave -500 → 24,500"


def test_a_long_result_is_one_tidy_row_and_read_whole_in_its_tooltip(window: MainWindow, session) -> None:
    game = session.table.create_game(NAMES, preset("club"))
    session.table.record(game.id, Ron(DAVE, (Win(ALICE, 3, 40), Win(BOB, 4, 30), Win(CAROL, 5)), frozenset({0, 1, 2})))
    window.controller.reopen_latest()
    view = window.history_view
    whole = "Alice (3 han 40 fu), Bob (4 han 30 fu), Carol (Mangan) ron on Dave; riichi Alice, Bob, Carol"
    assert hover_hand(window, 0, HistoryModel.RESULT) == whole
    # The row is as tall as what it draws: no second line cut in half (the rest is elided, and in the tooltip).
    assert view.sizeHintForRow(0) <= view.rowHeight(0)
    assert view.fontMetrics().horizontalAdvance(whole) > view.columnWidth(HistoryModel.RESULT)


def test_presets_are_named_and_the_last_one_used_is_offered_again(qtbot, window: MainWindow) -> None:
    dialog = open_new_game(qtbot, window)
    offered = [dialog.preset.itemText(index) for index in range(dialog.preset.count())]
    assert offered == [
        "Club (25,000, no uma)",
        "EMA 2016",
        "WRC 2022",
        "Tenhou",
        "M.League",
        "Mahjong Soul",
        "Tenhou, three players",  # RULESETS.md's tenhou-sanma and mahjongsoul-sanma
        "Mahjong Soul, three players",
    ]
    assert dialog.preset.currentText() == "Club (25,000, no uma)"
    dialog.preset.setFocus()
    qtbot.keyClicks(dialog.preset, "Ten")  # keyboard search among the names shown
    assert dialog.preset.currentText() == "Tenhou"
    click(qtbot, dialog.options_button)
    assert dialog.options.preset_label.text() == "Tenhou"
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    click(qtbot, dialog.start_button)
    assert window.controller.view is not None and window.controller.view.rules == preset("tenhou")
    again = open_new_game(qtbot, window)
    assert again is not dialog
    assert again.preset.currentText() == "Tenhou"
    assert again.rules() == preset("tenhou")


def test_a_new_game_given_up_does_not_change_the_preset_offered(qtbot, window: MainWindow) -> None:
    dialog = open_new_game(qtbot, window)
    dialog.preset.setFocus()
    qtbot.keyClicks(dialog.preset, "EMA")
    assert dialog.preset.currentText() == "EMA 2016"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert open_new_game(qtbot, window).preset.currentText() == "Club (25,000, no uma)"


def test_the_first_dealer_is_chosen_by_the_names_typed(qtbot, window: MainWindow) -> None:
    dialog = open_new_game(qtbot, window)
    dealers = dialog.first_dealer
    assert dealers.itemText(0) == "Player at the East seat"  # nothing typed yet
    for edit, name in zip(dialog.name_edits, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    assert [dealers.itemText(index) for index in range(4)] == list(NAMES)
    dialog.name_edits[DAVE].clear()
    qtbot.keyClicks(dialog.name_edits[DAVE], "Eve")
    assert dealers.itemText(DAVE) == "Eve"
    dealers.setFocus()
    qtbot.keyClicks(dealers, "Carol")
    assert dealers.currentText() == "Carol"
    click(qtbot, dialog.start_button)
    view = window.controller.view
    assert view is not None and view.players == ("Carol", "Eve", "Alice", "Bob")  # Carol deals the first hand


def test_the_wheel_scrolls_the_rule_options_and_changes_only_a_focused_box(qtbot, window: MainWindow) -> None:
    dialog = open_new_game(qtbot, window)
    click(qtbot, dialog.options_button)
    scroll = dialog.body  # the dialog's one scrolling body, the rule options in it
    qtbot.waitUntil(lambda: scroll.isVisible() and scroll.verticalScrollBar().maximum() > 0)
    spin = dialog.options._inputs["start_points"]
    combo = dialog.options._inputs["tie_break"]
    assert not spin.hasFocus() and not combo.hasFocus()
    before = scroll.verticalScrollBar().value()
    wheel(spin, -1)  # towards the player: the page goes down
    assert spin.value() == 25_000
    assert scroll.verticalScrollBar().value() > before
    wheel(combo, -1)
    assert combo.currentIndex() == 0
    # Clicked, the box takes the focus, and then the wheel is its own.
    scroll.ensureWidgetVisible(spin)
    qtbot.mouseClick(spin.lineEdit(), Qt.MouseButton.LeftButton)
    assert spin.hasFocus()
    wheel(spin, 1)
    assert spin.value() == 25_100
