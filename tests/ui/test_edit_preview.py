"""Editing a past hand: before it is recorded, the dialog shows which later hands change and the scores after
the last hand; the riichi declared in the hand can be changed there too.

Every figure is worked out by hand in the comments (club rules: 25,000 points each, 300 a honba, 1,000 a
riichi stick, 3,000 of noten payments). Alice, Bob, Carol and Dave sit at seats 0 to 3; Alice deals first.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import EditHandDialog
from tablekeeper.ui.dialogs.scoring import HandEntry
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import (
    NAMES,
    activate,
    choose_value,
    click,
    edit_hand,
    open_game,
    open_hand_mode,
    open_scoring,
    record,
    scores,
    tile,
    wait_grown,
)
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)

ALICE, BOB, CAROL, DAVE = range(4)


# Three hands where the dealer of the first changes the deal and the honba of the next two:
#   Hand 1, East 1, 0 honba: Alice (dealer) tsumo 2 han 30 fu, 1,000 all: Alice 28,000, the others 24,000.
#     The dealer won: East 1 again, 1 honba.
#   Hand 2, East 1, 1 honba: Bob rons Carol 3 han 40 fu, 5,200 + 300 = 5,500: Bob 29,500, Carol 18,500.
#     Bob is no dealer: the deal passes, East 2 (Bob deals), 0 honba.
#   Hand 3, East 2, 0 honba: Carol rons Dave 1 han 30 fu, 1,000: Carol 19,500, Dave 23,000.
THREE_HANDS = (
    Tsumo(Win(ALICE, 2, 30)),
    Ron(CAROL, (Win(BOB, 3, 40),)),
    Ron(DAVE, (Win(CAROL, 1, 30),)),
)


def test_an_edit_shows_the_later_hands_it_changes_and_the_scores_before_it_is_recorded(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    game = open_game(window, session, *THREE_HANDS)
    assert scores(window) == [28_000, 29_500, 19_500, 23_000]
    dialog = edit_hand(qtbot, window, 1)
    assert dialog.later_label.text() == "No later hand changes."  # opened as recorded: nothing changes yet
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 28,000, Bob 29,500, Carol 19,500, Dave 23,000"
    )

    # Hand 1 was Bob's tsumo after all, 2 han 30 fu: 500 / 1,000, Alice (the dealer) pays 1,000, Carol and
    # Dave 500: Alice 24,000, Bob 27,000, Carol 24,500, Dave 24,500. The deal passes to Bob, with no honba:
    #   Hand 2 is East 2, 0 honba: Bob, now the dealer, rons Carol 3 han 40 fu: 7,700 (not 5,500);
    #     Bob 34,700, Carol 16,800. The dealer won: East 2 again, 1 honba.
    #   Hand 3 is East 2 still, but with 1 honba: Carol rons Dave 1,000 + 300 = 1,300 (not 1,000);
    #     Carol 18,100, Dave 23,200.
    click(qtbot, dialog.form.winner.buttons[BOB])
    choose_value(qtbot, dialog.form.rows[BOB], 2, 30)
    assert dialog.preview_text().endswith(
        "Alice -1,000 → 24,000   Bob +2,000 → 27,000   Carol -500 → 24,500   Dave -500 → 24,500"
    )
    assert dialog.later_label.text() == (
        "Later hands that change:\n"
        "Hand 2, East 1 → East 2: 1 honba → 0 honba, Bob +5,500 → +7,700, Carol -5,500 → -7,700\n"
        "Hand 3, East 2: 0 honba → 1 honba, Carol +1,000 → +1,300, Dave -1,000 → -1,300"
    )
    # Alice 24,000 (28,000 now: -4,000), Bob 34,700 (29,500: +5,200), Carol 16,800 + 1,300 = 18,100 (19,500:
    # -1,400), Dave 23,200 (23,000: +200). Together 100,000.
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 24,000 (-4,000), Bob 34,700 (+5,200), Carol 18,100 (-1,400), "
        "Dave 23,200 (+200)"
    )
    assert session.table.game(game).hands[0].result == THREE_HANDS[0]  # only shown: nothing is stored yet

    record(qtbot, window, dialog)
    assert errors == []
    assert not dialog.isVisible()
    assert scores(window) == [24_000, 34_700, 18_100, 23_200]
    hands = session.table.game(game).hands
    assert hands[0].result == Tsumo(Win(BOB, 2, 30))
    assert [(h.name, h.before.honba) for h in hands] == [("East 1", 0), ("East 2", 0), ("East 2", 1)]


def test_editing_the_last_hand_changes_no_later_hand(qtbot, window: MainWindow, session: Session, errors) -> None:
    open_game(window, session, *THREE_HANDS)
    dialog = edit_hand(qtbot, window, 3)
    # Carol's ron on Dave made 2 han 30 fu: 2,000 instead of 1,000. Carol 19,500 + 1,000, Dave 23,000 - 1,000.
    choose_value(qtbot, dialog.form.rows[CAROL], 2, 30)
    assert dialog.later_label.text() == "No later hand changes."
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 28,000, Bob 29,500, Carol 20,500 (+1,000), Dave 22,000 (-1,000)"
    )


def test_an_edit_that_ends_the_game_says_so(qtbot, window: MainWindow, session: Session, errors) -> None:
    """Under Tenhou's rules a player below zero ends the game."""
    # Hand 1, East 1: Bob rons Carol 3 han 40 fu, 5,200: Bob 30,200, Carol 19,800. Bob deals next.
    # Hand 2, East 2: Alice rons Dave 1 han 30 fu, 1,000: Alice 26,000, Dave 24,000.
    game = open_game(window, session, Ron(CAROL, (Win(BOB, 3, 40),)), Ron(DAVE, (Win(ALICE, 1, 30),)), rules="tenhou")
    dialog = edit_hand(qtbot, window, 2)
    # Carol dealt in, and Alice's hand was a yakuman: 32,000 from Carol, who goes to -12,200.
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    choose_value(qtbot, dialog.form.rows[ALICE], limit=4)
    assert dialog.later_label.text() == "No later hand changes."
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 57,000 (+31,000), Bob 30,200, Carol -12,200 (-32,000), "
        "Dave 25,000 (+1,000)\nThe game would be over."
    )
    record(qtbot, window, dialog)
    assert errors == []
    assert session.table.game(game).finished


# Hand 1, East 1: a draw, Alice and Bob tenpai, Bob in riichi. Noten payments: Carol and Dave pay 1,500 each,
#   Alice and Bob get 1,500; Bob's stick goes on the table. Alice 26,500, Bob 25,500, Carol 23,500, Dave 23,500.
#   The dealer was tenpai: East 1 again, 1 honba, 1,000 on the table.
# Hand 2, East 1, 1 honba: Carol rons Dave 1 han 30 fu: 1,000 + 300 from Dave, and the 1,000 on the table:
#   Carol +2,300 (25,800), Dave -1,300 (22,200). East 2, 0 honba, nothing on the table.
# Hand 3, East 2: Alice rons Bob 1 han 30 fu, 1,000: Alice 27,500, Bob 24,500.
RIICHI_HANDS = (
    ExhaustiveDraw(frozenset({ALICE, BOB}), riichi=frozenset({BOB})),
    Ron(DAVE, (Win(CAROL, 1, 30),)),
    Ron(BOB, (Win(ALICE, 1, 30),)),
)


def test_the_riichi_of_a_past_hand_can_be_taken_back(qtbot, window: MainWindow, session: Session, errors) -> None:
    game = open_game(window, session, *RIICHI_HANDS)
    assert scores(window) == [27_500, 24_500, 25_800, 22_200]
    dialog = edit_hand(qtbot, window, 1)
    boxes = dialog.riichi.boxes
    assert [box.text() for box in boxes] == [f"{seat + 1} · {name}" for seat, name in enumerate(NAMES)]
    assert [box.isChecked() for box in boxes] == [False, True, False, False]  # as recorded: Bob's riichi

    # Without Bob's stick: hand 1 pays the noten payments only (Bob +1,500); hand 2 starts with nothing on the
    # table, so Carol takes 1,300 instead of 2,300 (Dave still pays 1,300); hand 3 starts as it did and pays
    # the same, so it is not listed.
    click(qtbot, boxes[BOB])
    assert dialog.preview_text().endswith(
        "Alice +1,500 → 26,500   Bob +1,500 → 26,500   Carol -1,500 → 23,500   Dave -1,500 → 23,500"
    )
    assert dialog.later_label.text() == (
        "Later hands that change:\nHand 2, East 1: deposits 1,000 → 0, Carol +2,300 → +1,300"
    )
    # Alice 26,500 + 1,000 = 27,500; Bob 26,500 - 1,000 = 25,500 (+1,000); Carol 23,500 + 1,300 = 24,800
    # (-1,000); Dave 23,500 - 1,300 = 22,200.
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 27,500, Bob 25,500 (+1,000), Carol 24,800 (-1,000), Dave 22,200"
    )
    record(qtbot, window, dialog)
    assert errors == []
    assert session.table.game(game).hands[0].result == ExhaustiveDraw(frozenset({ALICE, BOB}))
    assert scores(window) == [27_500, 25_500, 24_800, 22_200]

    # And given back: Bob's stick is on the table of hand 2 again, and Carol takes it.
    dialog = edit_hand(qtbot, window, 1)
    assert not any(box.isChecked() for box in dialog.riichi.boxes)
    click(qtbot, dialog.riichi.boxes[BOB])
    assert dialog.later_label.text() == (
        "Later hands that change:\nHand 2, East 1: deposits 0 → 1,000, Carol +1,300 → +2,300"
    )
    record(qtbot, window, dialog)
    assert session.table.game(game).hands[0].result == RIICHI_HANDS[0]
    assert scores(window) == [27_500, 24_500, 25_800, 22_200]


def test_a_riichi_the_rules_refuse_is_said_at_once_and_not_recorded(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    game = open_game(window, session, *RIICHI_HANDS)
    dialog = edit_hand(qtbot, window, 1)
    # Dave was noten at the draw: in riichi he would have to be tenpai (noten in riichi is a chombo).
    click(qtbot, dialog.riichi.boxes[DAVE])
    refusal = dialog.preview_text()
    assert refusal.startswith("Hand 1 cannot be changed: ")
    assert "Dave is in riichi, so is tenpai at an exhaustive draw" in refusal
    assert dialog.later_label.text() == "" and dialog.scores_label.text() == ""
    record(qtbot, window, dialog)
    assert errors == [refusal]
    assert dialog.isVisible()
    assert session.table.game(game).hands[0].result == RIICHI_HANDS[0]
    assert scores(window) == [27_500, 24_500, 25_800, 22_200]


def test_the_current_hand_has_no_riichi_row(qtbot, window: MainWindow, session: Session) -> None:
    """The sticks of the hand being played are declared on the table (F1 to F4), not in its dialog."""
    open_game(window, session)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_R)
    dialog = window.dialog
    assert dialog is not None and dialog.isVisible()
    assert not isinstance(dialog, EditHandDialog)
    assert not hasattr(dialog, "riichi")


def enter_alice_s_hand(qtbot, hand: HandEntry) -> None:
    """234m 567m 234p 678s 5p, waiting on 5p (a single wait), which Bob discards."""
    for code in ("2m", "3m", "4m", "5m", "6m", "7m", "2p", "3p", "4p", "6s", "7s", "8s", "5p"):
        tile(qtbot, hand, code)
    assert hand.target_group.checkedId() == HandEntry.WIN
    tile(qtbot, hand, "5p")


def test_riichi_as_a_yaku_of_a_past_hand_follows_its_riichi_row(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    game = open_game(window, session, *RIICHI_HANDS)
    dialog = edit_hand(qtbot, window, 3)  # Alice's ron on Bob, East 2: Alice did not declare riichi
    assert not any(box.isChecked() for box in dialog.riichi.boxes)
    hand = open_hand_mode(qtbot, open_scoring(qtbot, dialog.form.rows[ALICE]))
    enter_alice_s_hand(qtbot, hand)
    assert not hand.conditions["riichi"].isChecked()
    click(qtbot, hand.conditions["riichi"])
    assert hand.value is None
    assert hand.error_label.text() == (
        "This player did not declare riichi in this hand: tick them in the hand's Riichi row first, or untick Riichi."
    )
    scoring = dialog.form.rows[ALICE].scoring
    qtbot.keyClick(scoring, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not scoring.isVisible())

    # Ticked in the row, Alice's riichi is a yaku: riichi 1 + tanyao 1 = 2 han; fu 20 + 10 (closed ron) + 2
    # (single wait) = 32, rounded to 40. A non-dealer's 2 han 40 fu ron: 2,600 from Bob. Her stick goes on the
    # table and comes back to her with the win: Alice +2,600, Bob -2,600.
    click(qtbot, dialog.riichi.boxes[ALICE])
    hand = open_hand_mode(qtbot, open_scoring(qtbot, dialog.form.rows[ALICE]))
    enter_alice_s_hand(qtbot, hand)
    assert hand.conditions["riichi"].isChecked()  # opened ticked: she declared it in this hand
    assert hand.error_label.text() == ""
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (2, 40)
    click(qtbot, dialog.form.rows[ALICE].scoring.ok_button)
    assert dialog.preview_text().endswith(
        "Alice +2,600 → 29,100   Bob -2,600 → 22,900   Carol 0 → 25,800   Dave 0 → 22,200"
    )
    assert dialog.later_label.text() == "No later hand changes."
    record(qtbot, window, dialog)
    assert errors == []
    result = session.table.game(game).hands[2].result
    assert isinstance(result, Ron) and result.riichi == frozenset({ALICE})
    assert (result.wins[0].han, result.wins[0].fu) == (2, 40)
    # Alice 26,500 + 2,600 = 29,100; Bob 25,500 - 2,600 = 22,900.
    assert scores(window) == [29_100, 22_900, 25_800, 22_200]


def test_a_long_list_of_later_hands_keeps_the_dialog_on_a_small_screen(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    """Hand 1 is Bob's ron on Carol; then thirteen draws where only Alice is tenpai. Made Alice's ron, hand 1
    keeps her the deal, and every later hand changes its deal and its honba."""
    draws = [ExhaustiveDraw(frozenset({ALICE}))] * 13
    open_game(window, session, Ron(CAROL, (Win(BOB, 1, 30),)), *draws)
    dialog = edit_hand(qtbot, window, 1)
    click(qtbot, dialog.form.winner_boxes[BOB])  # Bob did not win...
    choose_value(qtbot, dialog.form.rows[ALICE], 1, 30)  # ...Alice did: a dealer's 1 han 30 fu, 1,500
    text = dialog.later_label.text()
    lines = text.split("\n")
    # Hand 2 was East 2 (Bob's deal after his win), 0 honba; now East 1, 1 honba (Alice's win as dealer). The
    # draw pays the same: 3,000 to Alice, 1,000 from each of the others, so no payment is listed.
    assert lines[:2] == ["Later hands that change:", "Hand 2, East 2 → East 1: 0 honba → 1 honba"]
    # Thirteen hands change; six are listed and the rest counted.
    assert len(lines) == 1 + 6 + 1 and lines[-1] == "… and 7 more hands"
    # Alice: 25,000 + 1,500 + 13 x 3,000 = 65,500 (64,000 with Bob's win: +1,500); Bob 25,000 - 13,000 =
    # 12,000 (13,000: -1,000); Carol 25,000 - 1,500 - 13,000 = 10,500 (11,000: -500); Dave 12,000.
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 65,500 (+1,500), Bob 12,000 (-1,000), Carol 10,500 (-500), Dave 12,000"
    )
    # The dialog fits a 1024x600 screen: the list grows it, up to the screen's height.
    wait_grown(qtbot, dialog)
    assert 0 < dialog.frameGeometry().height() <= 600


@pytest.mark.usefixtures("french")
def test_the_edit_preview_speaks_french(qtbot, window: MainWindow, session: Session, errors) -> None:
    """The same edit as the first test, in French: the round names, the words and the numbers."""
    open_game(window, session, *THREE_HANDS)
    dialog = edit_hand(qtbot, window, 1)
    click(qtbot, dialog.form.winner.buttons[BOB])
    choose_value(qtbot, dialog.form.rows[BOB], 2, 30)
    assert dialog.later_label.text().split("\n")[:2] == [
        "Mains suivantes qui changent\u00a0:",
        f"Main 2, Est 1 → Est 2\u00a0: 1 honba → 0 honba, Bob +5{NNBSP}500 → +7{NNBSP}700, "
        f"Carol -5{NNBSP}500 → -7{NNBSP}700",
    ]
    assert dialog.scores_label.text().startswith(
        f"Scores après la dernière main\u00a0: Alice 24{NNBSP}000 (-4{NNBSP}000), Bob 34{NNBSP}700 (+5{NNBSP}200)"
    )
    assert [box.text() for box in dialog.riichi.boxes] == [f"{seat + 1} · {name}" for seat, name in enumerate(NAMES)]
