"""The tiles entered in the hand mode are kept with the hand: editing it opens them again, with the same value."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablekeeper.rules.results import Ron
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.winning_tiles import WinningTiles
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.scoring import HandEntry, ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import HAN_CHOICES, ScoringContext, WinValue
from tests.ui.table_driver import (
    LEFT,
    choose_value,
    click,
    edit_hand,
    new_game,
    open_hand_mode,
    open_result,
    record,
    scores,
    tile,
)

ALICE, BOB, CAROL, DAVE = range(4)
# Bob's open hand: a pon of red dragons (7z), 234m 567p 345s, and a single wait on 2p; he rons Carol's last
# discard. Chun 1 + houtei 1 + three dora (the indicator 6z shows 7z, and the pon holds three) = 5 han: a
# mangan, 8,000 from Carol. Fu: 20 + 4 (open pon of honours) + 2 (single wait) = 26 -> 30.
CONCEALED = ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "2p")


def items(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def enter_bob_s_hand(qtbot, hand: HandEntry) -> None:
    click(qtbot, hand.target_group.button(HandEntry.PON))
    tile(qtbot, hand, "7z")
    click(qtbot, hand.target_group.button(HandEntry.HAND))
    for code in CONCEALED:
        tile(qtbot, hand, code)
    assert hand.target_group.checkedId() == HandEntry.WIN  # ten tiles beside the pon: the winning tile next
    tile(qtbot, hand, "2p")
    click(qtbot, hand.target_group.button(HandEntry.DORA))
    tile(qtbot, hand, "6z")
    click(qtbot, hand.conditions["houtei"])


def test_a_hand_entered_from_its_tiles_opens_with_them_when_edited(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    click(qtbot, dialog.form.rows[BOB].value_button)
    scoring = dialog.form.rows[BOB].scoring
    enter_bob_s_hand(qtbot, open_hand_mode(qtbot, scoring))
    hand = scoring.hand
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (5, 30)
    assert scoring.quick.points_label.text() == "Mangan: 8,000"
    yaku, fu = items(hand.yaku_list), items(hand.fu_list)
    click(qtbot, scoring.ok_button)
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [25_000, 33_000, 17_000, 25_000]

    (stored,) = session.library.list_games()
    result = session.table.game(stored.id).hands[0].result
    assert isinstance(result, Ron) and result.wins[0].tiles is not None
    assert result.wins[0].tiles.melds == ("pon:777z",)
    assert result.wins[0].tiles.conditions == frozenset({"houtei"})

    edit = edit_hand(qtbot, window, 1)
    click(qtbot, edit.form.rows[BOB].value_button)
    again = edit.form.rows[BOB].scoring
    assert again is not scoring and again.isVisible()
    assert again.tabs.currentWidget() is again.hand  # opened in the hand mode, not the quick one
    shown = again.hand
    assert shown.rows["hand"].tiles() == ["2m", "3m", "4m", "2p", "5p", "6p", "7p", "3s", "4s", "5s"]
    assert shown.rows["win"].tiles() == ["2p"]
    assert shown.rows["melds"].tiles() == ["7z", "7z", "7z"]
    assert shown.rows["dora"].tiles() == ["6z"] and shown.rows["ura"].tiles() == []
    assert [key for key, box in shown.conditions.items() if box.isChecked()] == ["houtei"]
    assert shown.value is not None and (shown.value.han, shown.value.fu) == (5, 30)
    assert (items(shown.yaku_list), items(shown.fu_list)) == (yaku, fu)
    assert again.quick.points_label.text() == "Mangan: 8,000"
    click(qtbot, again.ok_button)
    record(qtbot, window, edit)
    assert errors == []
    assert session.table.game(stored.id).hands[0].result == result  # confirmed unchanged: the tiles are still there


def test_changing_han_and_fu_by_hand_drops_the_tiles(qtbot, window: MainWindow, session: Session, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    click(qtbot, dialog.form.rows[BOB].value_button)
    scoring = dialog.form.rows[BOB].scoring
    enter_bob_s_hand(qtbot, open_hand_mode(qtbot, scoring))
    bar = scoring.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(scoring.tabs.indexOf(scoring.quick)).center())
    click(qtbot, scoring.quick.han_buttons[HAN_CHOICES.index(4)])  # the player says 4 han 30 fu after all
    click(qtbot, scoring.ok_button)
    record(qtbot, window, dialog)
    assert errors == []
    (stored,) = session.library.list_games()
    win = session.table.game(stored.id).hands[0].result.wins[0]
    assert (win.han, win.fu, win.tiles) == (4, 30, None)


def test_a_hand_given_as_han_and_fu_opens_in_the_quick_mode(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    choose_value(qtbot, dialog.form.rows[BOB], 3, 40)
    record(qtbot, window, dialog)
    edit = edit_hand(qtbot, window, 1)
    click(qtbot, edit.form.rows[BOB].value_button)
    scoring = edit.form.rows[BOB].scoring
    assert scoring.tabs.currentWidget() is scoring.quick
    assert scoring.quick.points_label.text() == "3 han 40 fu: 5,200"
    assert scoring.hand.rows["hand"].tiles() == [] and scoring.hand.value is None
    assert errors == []


def test_kept_tiles_the_calculator_refuses_keep_the_value_given(qtbot, errors) -> None:
    """Tiles from a file that are no winning hand (a second pon of the same four red dragons): the hand mode
    says why, and the han and fu given stay in the quick mode."""
    context = ScoringContext(rules=RuleSet(), seat_wind=1, round_wind=0, tsumo=False, honba=0, riichi=False)
    scoring = ScoringDialog(context, "Score")
    qtbot.addWidget(scoring)
    tiles = WinningTiles("234m567p22p", "2p", melds=("pon:777z", "pon:777z"))
    scoring.set_value(WinValue(3, 30, 0, tiles))
    assert scoring.tabs.currentWidget() is scoring.hand
    assert scoring.hand.value is None and scoring.hand.error_label.text()
    assert scoring.quick.value() == WinValue(3, 30)
    assert scoring.value() == WinValue(3, 30)  # the tiles that no longer give it are not confirmed with it
