"""The table from the keyboard: F1-F4 shown with the players' names, the scoring dialog typed and confirmed with
Enter, each hand's dialog opened on its first question, a draw started from the riichi on the table, and the
names typed in New game kept from a stray Escape."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from tablekeeper.rules.ruleset import DEFAULT_PRESET, preset
from tablekeeper.ui.dialogs.game import NewGameDialog
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import FU_CHOICES, HAN_CHOICES, TypedValue, WinValue, read_typed
from tests.ui.table_driver import (
    NAMES,
    activate,
    click,
    new_game,
    open_result,
    record,
    scores,
    shortcut,
)

ALICE, BOB, CAROL, DAVE = range(4)


def focused(widget: QWidget) -> QWidget:
    """Where the keys typed in a window go: the widget that has its focus (the window itself when none has)."""
    return widget.focusWidget() or widget


def press(qtbot, window: QWidget, key: Qt.Key) -> None:
    """One key, as the keyboard sends it: to the window's focused widget."""
    qtbot.keyClick(focused(window), key)


def type_in(qtbot, window: QWidget, keys: str) -> None:
    """Keys typed one after the other, each to the widget that has the focus then."""
    for key in keys:
        qtbot.keyClicks(focused(window), key)


def open_scoring(qtbot, window: MainWindow) -> ScoringDialog:
    """R, Carol dealt in, Bob's Score… button: the scoring dialog of Bob's hand (a non-dealer's ron)."""
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    click(qtbot, dialog.form.rows[BOB].value_button)
    scoring = dialog.form.rows[BOB].scoring
    assert scoring is not None and scoring.isVisible()
    return scoring


def chosen(scoring: ScoringDialog) -> tuple[list[int], list[int]]:
    """The han and fu buttons shown checked."""
    quick = scoring.quick
    han = [h for h, button in zip(HAN_CHOICES, quick.han_buttons, strict=True) if button.isChecked()]
    fu = [f for f, button in zip(FU_CHOICES, quick.fu_buttons, strict=True) if button.isChecked()]
    return han, fu


# 1. F1-F4


def test_the_riichi_keys_are_on_the_buttons_and_the_menu_names_the_players(qtbot, window: MainWindow) -> None:
    actions = [window.table_actions[f"riichi{seat}"] for seat in range(4)]
    assert [action.text() for action in actions] == [f"Riichi of the player at seat {n}" for n in range(1, 5)]
    new_game(qtbot, window)
    for seat, (panel, action) in enumerate(zip(window.table.panels, actions, strict=True)):
        key = f"F{seat + 1}"
        assert action.shortcut().toString() == key  # what the menu's shortcut column shows
        assert panel.riichi_button.text() == f"Riichi ({key})"
        assert action.text() == f"Riichi: {NAMES[seat]}"
    # The key written on Carol's button is the one that puts her stick down.
    shortcut(qtbot, window, Qt.Key.Key_F3)
    assert window.table.panels[CAROL].riichi_button.isChecked() and scores(window)[CAROL] == 24_000

    # Another game, other names: the menu follows (a player's "&" is not a mnemonic).
    new_game(qtbot, window, names=("Eve", "Frank", "Gus & Co", "Hana"))
    assert [action.text() for action in actions] == [
        "Riichi: Eve",
        "Riichi: Frank",
        "Riichi: Gus && Co",
        "Riichi: Hana",
    ]


# 2. The scoring dialog: Enter confirms, han and fu are typed


def test_enter_confirms_the_scoring_dialog_with_the_focus_on_a_han_or_fu_button(qtbot, window: MainWindow) -> None:
    new_game(qtbot, window)
    scoring = open_scoring(qtbot, window)
    assert scoring.ok_button.isDefault()
    click(qtbot, scoring.quick.han_buttons[HAN_CHOICES.index(3)])
    click(qtbot, scoring.quick.fu_buttons[FU_CHOICES.index(40)])
    assert focused(scoring) is scoring.quick.fu_buttons[FU_CHOICES.index(40)]  # the click took the focus
    press(qtbot, scoring, Qt.Key.Key_Return)
    assert not scoring.isVisible()
    row = window.dialog.form.rows[BOB]
    assert row.value == WinValue(3, 40)
    # The hand was complete (Carol dealt in, Bob's value given): that Enter recorded it too. 3 han 40 fu,
    # 40 x 2^5 = 1,280 x 4 = 5,120 -> 5,200 from Carol.
    assert window.dialog.form.winner_boxes[BOB].isChecked() and not window.dialog.isVisible()
    assert scores(window) == [25_000, 30_200, 19_800, 25_000]


def test_enter_on_the_keypad_confirms_with_the_focus_on_the_tabs(qtbot, window: MainWindow) -> None:
    new_game(qtbot, window)
    scoring = open_scoring(qtbot, window)
    scoring.tabs.tabBar().setFocus()
    type_in(qtbot, scoring, "250")  # typed with the focus on the tabs: the quick mode's tab is shown
    assert chosen(scoring) == ([2], [50])
    qtbot.keyClick(focused(scoring), Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert not scoring.isVisible()
    assert window.dialog.form.rows[BOB].value == WinValue(2, 50)


def test_han_and_fu_are_typed(qtbot, window: MainWindow) -> None:
    new_game(qtbot, window)
    scoring = open_scoring(qtbot, window)
    quick = scoring.quick
    assert "3 then 40" in quick.keys_label.text()  # the dialog says how
    assert focused(scoring) is quick  # the keys go to the quick mode at once
    type_in(qtbot, scoring, "3")
    assert chosen(scoring) == ([3], [])
    type_in(qtbot, scoring, "4")  # 40 fu: not chosen until both digits are typed
    assert chosen(scoring) == ([3], [])
    type_in(qtbot, scoring, "0")
    assert chosen(scoring) == ([3], [40])
    assert quick.points_label.text() == "3 han 40 fu: 5,200"
    assert quick.keys_label.text().startswith("Typed: 3 40\n")

    # A digit after a whole value starts the next one: that is how a mistake is put right.
    type_in(qtbot, scoring, "2")
    assert chosen(scoring) == ([2], [])
    press(qtbot, scoring, Qt.Key.Key_Backspace)
    assert chosen(scoring) == ([], [])

    # 1 then 30 is 1 han 30 fu: 240 x 4 = 960 -> 1,000. 13 followed by a space is 13 han.
    type_in(qtbot, scoring, "130")
    assert chosen(scoring) == ([1], [30])
    assert quick.points_label.text() == "1 han 30 fu: 1,000"
    type_in(qtbot, scoring, "13 ")
    assert chosen(scoring) == ([13], [])
    # A han of 5 or more needs no fu: it is whole at once, the next digit is another han.
    type_in(qtbot, scoring, "6")
    assert chosen(scoring) == ([6], [])
    assert "12,000" in quick.points_label.text()  # haneman for a non-dealer
    type_in(qtbot, scoring, "7")
    assert chosen(scoring) == ([7], [])

    # 100 and 110 fu are typed in full.
    type_in(qtbot, scoring, "21")
    assert chosen(scoring) == ([2], [])
    type_in(qtbot, scoring, "10")
    assert chosen(scoring) == ([2], [110])

    # A fu no hand has with that han is refused, and the sentence says why: a ron is never 20 fu.
    type_in(qtbot, scoring, "120")
    assert chosen(scoring) == ([1], [])
    assert "20 fu" in quick.error_label.text()
    assert quick.keys_label.text().startswith("Typed: 1 2\n")
    # A key that starts no value (0 han, a fu of 0...) changes nothing.
    press(qtbot, scoring, Qt.Key.Key_Backspace)
    press(qtbot, scoring, Qt.Key.Key_Backspace)
    type_in(qtbot, scoring, "0")
    assert chosen(scoring) == ([], [])

    # After a click on a button, the keys go on: the space is typed, it does not press the focused button.
    click(qtbot, quick.han_buttons[HAN_CHOICES.index(1)])
    type_in(qtbot, scoring, "11 ")
    assert chosen(scoring) == ([11], [])
    press(qtbot, scoring, Qt.Key.Key_Return)
    assert window.dialog.form.rows[BOB].value == WinValue(11, None)


@pytest.mark.parametrize(
    ("keys", "read"),
    [
        ("", TypedValue(None, None, False)),
        ("3", TypedValue(3, None, False)),
        ("340", TypedValue(3, 40, True)),
        ("3 40", TypedValue(3, 40, True)),
        ("130", TypedValue(1, 30, True)),
        ("13", TypedValue(1, None, False)),
        ("13 ", TypedValue(13, None, True)),
        ("10/", TypedValue(10, None, True)),
        ("5", TypedValue(5, None, True)),
        ("540", None),
        ("11 40", None),
        ("1 ", TypedValue(1, None, False)),
        ("1 30", TypedValue(1, 30, True)),
        ("225", TypedValue(2, 25, True)),
        ("22", TypedValue(2, None, False)),
        ("411", TypedValue(4, None, False)),
        ("4110", TypedValue(4, 110, True)),
        ("0", None),
        (" ", None),
        ("14 ", None),
        ("305", None),
        ("3  ", None),
        ("3a", None),
    ],
)
def test_the_keys_typed_read_as_one_rule_says(keys: str, read: TypedValue | None) -> None:
    assert read_typed(keys, preset(DEFAULT_PRESET)) == read


def test_under_aotenjou_every_han_is_followed_by_its_fu() -> None:
    # Seed 001: under aotenjou the fu count at every han, so 5 han waits for them.
    rules = dataclasses.replace(preset(DEFAULT_PRESET), aotenjou=True)
    assert read_typed("5", rules) == TypedValue(5, None, False)
    assert read_typed("540", rules) == TypedValue(5, 40, True)
    assert read_typed("13 30", rules) == TypedValue(13, 30, True)


# 3. Each hand's dialog opens on its first question


def test_each_winner_dialog_opens_on_its_first_choice(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    assert focused(dialog) is dialog.form.discarder.buttons[ALICE]
    press(qtbot, dialog, Qt.Key.Key_Space)  # the keyboard chooses at once
    assert dialog.form.discarder.seat() == ALICE
    dialog.reject()

    activate(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    assert focused(dialog) is dialog.form.winner.buttons[ALICE]
    press(qtbot, dialog, Qt.Key.Key_Space)
    assert dialog.form.winner.seat() == ALICE


# 4. A draw starts from the riichi on the table


def test_riichi_players_are_tenpai_in_the_draw_dialog_from_the_start(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    shortcut(qtbot, window, Qt.Key.Key_F3)  # Carol declares riichi
    dialog = open_result(qtbot, window, Qt.Key.Key_D)
    assert dialog.form.tenpai.seats() == {CAROL}
    # Carol alone tenpai: the three others pay her 1,000 each (3,000 noten payment).
    assert "Alice pays Carol 1,000 (noten payment)" in dialog.preview_text()
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [24_000, 24_000, 27_000, 24_000]  # her stick stays on the table

    # Hand 2: Dave declares riichi; the past draw, changed, keeps its own tenpai (Carol), not Dave's riichi.
    shortcut(qtbot, window, Qt.Key.Key_F4)
    window.history_view.selectRow(0)
    shortcut(qtbot, window, Qt.Key.Key_E)
    edit = window.dialog
    assert edit.form.tenpai.seats() == {CAROL}


# 5. New game: a stray Escape does not throw the names away


def new_game_dialog(qtbot, window: MainWindow) -> NewGameDialog:
    shortcut(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog) and dialog.isVisible()
    return dialog


def test_escape_in_new_game_with_nothing_typed_closes_at_once(qtbot, window: MainWindow) -> None:
    dialog = new_game_dialog(qtbot, window)
    press(qtbot, dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible() and dialog.discard_box is None


def test_escape_in_new_game_with_names_typed_asks_first(qtbot, window: MainWindow) -> None:
    dialog = new_game_dialog(qtbot, window)
    qtbot.keyClicks(dialog.name_edits[0], "Alice")
    qtbot.keyClicks(dialog.name_edits[1], "Bob")

    # Escape: the question; its default (Enter) keeps editing, the names are still there.
    press(qtbot, dialog, Qt.Key.Key_Escape)
    box = dialog.discard_box
    assert box is not None and box.isVisible() and dialog.isVisible()
    assert box.defaultButton().text() == "&Keep editing"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert not box.isVisible() and dialog.isVisible()
    assert [edit.text() for edit in dialog.name_edits] == ["Alice", "Bob", "", ""]

    # Closing the window asks too; Escape on the question keeps editing.
    dialog.close()
    box = dialog.discard_box
    assert box is not None and box.isVisible() and dialog.isVisible()
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not box.isVisible() and dialog.isVisible()

    # Cancel, then "Throw it away": the dialog closes, no game is started.
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    click(qtbot, cancel)
    box = dialog.discard_box
    assert box is not None and box.isVisible()
    (discard,) = [button for button in box.buttons() if button.text() == "&Throw it away"]
    click(qtbot, discard)
    assert not dialog.isVisible()
    assert window.controller.view is None
