"""Each error a player can make at the table is one sentence in a message box, and nothing is stored."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import FU_CHOICES, HAN_CHOICES
from tests.ui.table_driver import activate, centre, choose_value, click, draw, new_game, open_result, record, scores

ALICE, BOB, CAROL, DAVE = range(4)


def stored_hands(session, window: MainWindow) -> int:
    return len(session.table.game(window.controller.view.id).hands)


def test_winner_who_is_the_discarder_is_refused(qtbot, window: MainWindow, session, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[BOB])
    choose_value(qtbot, dialog.form.rows[BOB], 3, 40)
    record(qtbot, window, dialog)
    assert errors == ["The discarder cannot win on their own discard; that would be a tsumo."]
    assert dialog.isVisible()  # the player can correct it
    assert stored_hands(session, window) == 0
    assert scores(window) == [25_000] * 4


def test_impossible_han_and_fu_cannot_be_chosen_and_an_incomplete_value_is_explained(
    qtbot, window: MainWindow, session, errors
) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    row = dialog.form.rows[ALICE]
    click(qtbot, row.value_button)
    quick = row.scoring.quick
    click(qtbot, quick.han_buttons[HAN_CHOICES.index(1)])
    # Seed 003: a ron is never 20 fu, 25 fu is seven pairs (2 han at least), 1 han 110 fu only on a ron.
    assert not quick.fu_buttons[FU_CHOICES.index(20)].isEnabled()
    assert not quick.fu_buttons[FU_CHOICES.index(25)].isEnabled()
    assert quick.fu_buttons[FU_CHOICES.index(30)].isEnabled()
    # 1 han without fu cannot be scored: OK says why, and the winner keeps no value.
    click(qtbot, row.scoring.ok_button)
    assert errors == ["A hand of 1 han needs its fu to be scored."]
    assert row.value is None and row.scoring.isVisible()
    # Choosing 25 fu first disables 1 han.
    click(qtbot, quick.han_buttons[HAN_CHOICES.index(2)])
    click(qtbot, quick.fu_buttons[FU_CHOICES.index(25)])
    assert not quick.han_buttons[HAN_CHOICES.index(1)].isEnabled()
    assert quick.points_label.text() == "2 han 25 fu: 2,400"  # Alice deals: base 25 x 2^4 = 400, x6
    row.scoring.reject()
    # Recording without a value for the winner is refused with a sentence.
    click(qtbot, dialog.form.discarder.buttons[BOB])
    click(qtbot, dialog.form.winner_boxes[ALICE])
    record(qtbot, window, dialog)
    assert errors[-1] == "Give the value of Alice's hand."
    assert stored_hands(session, window) == 0


def test_a_tsumo_offers_the_pairs_of_a_tsumo(qtbot, window: MainWindow, session, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[CAROL])
    row = dialog.form.rows[CAROL]
    click(qtbot, row.value_button)
    quick = row.scoring.quick
    click(qtbot, quick.han_buttons[HAN_CHOICES.index(2)])
    # Seven pairs by tsumo is at least 3 han: 2 han 25 fu is disabled for a tsumo.
    assert not quick.fu_buttons[FU_CHOICES.index(25)].isEnabled()
    assert quick.fu_buttons[FU_CHOICES.index(20)].isEnabled()  # pinfu tsumo
    click(qtbot, quick.fu_buttons[FU_CHOICES.index(20)])
    # A non-dealer's 2 han 20 fu tsumo: base 320 -> 400 from each non-dealer, 640 -> 700 from the dealer.
    assert quick.points_label.text() == "2 han 20 fu: 400 / 700"
    click(qtbot, row.scoring.ok_button)
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [24_300, 24_600, 26_500, 24_600]


def test_the_rules_refusal_is_shown_and_nothing_is_stored(qtbot, window: MainWindow, session, errors) -> None:
    new_game(qtbot, window)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F3)  # Carol declares riichi
    assert centre(window)[2] == "On the table: 1,000"
    dialog = draw(qtbot, window, ALICE)
    click(qtbot, dialog.form.tenpai.boxes[CAROL])  # ... but Carol, ticked tenpai for her riichi, is unticked
    record(qtbot, window, dialog)
    assert len(errors) == 1 and "riichi" in errors[0] and "tenpai" in errors[0]
    assert stored_hands(session, window) == 0
    assert scores(window) == [25_000, 25_000, 24_000, 25_000]  # the stick stays on the table


def test_a_riichi_taken_back_returns_the_stick(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    panel = window.table.panels[DAVE]
    click(qtbot, panel.riichi_button)
    assert scores(window)[DAVE] == 24_000 and panel.stick.isVisibleTo(window)
    click(qtbot, panel.riichi_button)
    assert scores(window)[DAVE] == 25_000 and not panel.stick.isVisibleTo(window)
    assert centre(window)[2] == "On the table: 0"


def test_the_same_name_twice_is_refused(qtbot, window: MainWindow, session, errors) -> None:
    dialog = new_game(qtbot, window, names=("Alice", "Bob", "alice", "Dave"))
    assert len(errors) == 1 and errors[0]
    assert dialog.isVisible()
    assert session.library.list_games() == []


def test_an_edit_that_breaks_a_later_hand_is_refused(qtbot, window: MainWindow, session, errors) -> None:
    """Under rules where a score below zero ends the game, a past hand made a double yakuman ends the game
    there: the later hand cannot be replayed, so the edit is refused with a sentence, shown before it is
    recorded, and nothing changes."""
    from tablekeeper.rules.results import Ron, Tsumo, Win
    from tablekeeper.rules.ruleset import preset

    game = session.table.create_game(["Alice", "Bob", "Carol", "Dave"], preset("tenhou"))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),)))
    session.table.record(game.id, Tsumo(Win(ALICE, 2, 30)))
    window.controller.reopen_latest()
    before = scores(window)
    window.history_view.selectRow(0)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E)
    dialog = window.dialog
    choose_value(qtbot, dialog.form.rows[BOB], limit=5)  # Double yakuman: Carol pays 64,000 and goes below zero
    assert dialog.preview_text() == (
        "Hand 1 cannot be changed: Hand 2 would come after the end of the game. Nothing was changed."
    )
    record(qtbot, window, dialog)
    assert len(errors) == 1 and errors[0].startswith("Hand 1 cannot be changed")
    assert dialog.isVisible()
    assert scores(window) == before
    assert session.table.game(game.id).hands[0].result == Ron(CAROL, (Win(BOB, 3, 40),))
