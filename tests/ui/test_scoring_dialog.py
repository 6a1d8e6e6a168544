"""The scoring dialog's hand mode: tiles clicked on the palette, the calculator's yaku and fu, han and fu filled."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.hand import MeldKind
from tablekeeper.rules.hand.errors import BadMeld
from tablekeeper.ui.dialogs.scoring import HandEntry, meld_tiles
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click, new_game, open_result, record, scores

ALICE, BOB, CAROL, DAVE = range(4)


def items(widget) -> list[str]:
    return [widget.item(i).text() for i in range(widget.count())]


def test_hand_mode_scores_the_tiles_and_fills_han_and_fu(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    row = dialog.form.rows[BOB]
    click(qtbot, row.value_button)
    scoring = row.scoring
    scoring.tabs.setCurrentWidget(scoring.hand)
    hand: HandEntry = scoring.hand
    assert hand.situation_label.text() == "South seat, East round, ron, 0 honba"  # from the table
    for tile in ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p"):
        qtbot.mouseClick(hand.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)
    assert hand.target_group.checkedId() == HandEntry.WIN  # thirteen tiles: next comes the winning tile
    qtbot.mouseClick(hand.tile_palette.buttons["2p"], Qt.MouseButton.LeftButton)
    # All simples (tanyao) 1 han. Fu: 20 + 10 closed ron + 2 pair wait = 32 -> 40.
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (1, 40)
    assert any("tanyao" in text.lower() for text in items(hand.yaku_list))
    *lines, rounded = items(hand.fu_list)
    assert sum(int(text.rsplit(": ", 1)[1]) for text in lines) == 32
    assert rounded == "Rounded up: 40 fu"
    assert scoring.quick.points_label.text() == "1 han 40 fu: 1,300"
    # A dora indicator 1p makes both 2p dora: 3 han 40 fu, 1,280 x 4 -> 5,200.
    click(qtbot, hand.target_group.button(HandEntry.DORA))
    qtbot.mouseClick(hand.tile_palette.buttons["1p"], Qt.MouseButton.LeftButton)
    assert (hand.value.han, hand.value.fu) == (3, 40)
    assert scoring.quick.points_label.text() == "3 han 40 fu: 5,200"
    click(qtbot, scoring.ok_button)
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [25_000, 30_200, 19_800, 25_000]


def test_a_hand_that_does_not_win_says_why(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[ALICE])
    row = dialog.form.rows[ALICE]
    click(qtbot, row.value_button)
    hand = row.scoring.hand
    for tile in ("1m", "1m", "1m", "4m", "5m", "6m", "7p", "8p", "9p", "1z", "1z", "3z", "4z", "5z"):
        qtbot.mouseClick(hand.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)
    assert hand.value is None and hand.error_label.text()
    assert row.scoring.quick.value().han is None  # nothing filled from a hand that does not win


def test_melds_are_made_from_one_tile() -> None:
    assert meld_tiles(MeldKind.CHI, "3s") == "345s"
    assert meld_tiles(MeldKind.CHI, "0p") == "067p"
    with pytest.raises(BadMeld, match="none starts from an 8"):
        meld_tiles(MeldKind.CHI, "8m")
    with pytest.raises(BadMeld, match="no chi of honours"):
        meld_tiles(MeldKind.CHI, "1z")
    assert meld_tiles(MeldKind.PON, "7z") == "777z"
    assert meld_tiles(MeldKind.ANKAN, "0m") == "0555m"


def test_riichi_ticked_for_a_player_who_has_not_declared_is_refused(qtbot, window: MainWindow, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    row = dialog.form.rows[BOB]
    click(qtbot, row.value_button)
    scoring = row.scoring
    scoring.tabs.setCurrentWidget(scoring.hand)
    hand: HandEntry = scoring.hand
    assert not hand.conditions["riichi"].isChecked()  # Bob put no stick on the table
    for tile in ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p", "2p"):
        qtbot.mouseClick(hand.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)
    assert hand.value is not None and hand.value.han == 1  # tanyao alone
    click(qtbot, hand.conditions["riichi"])
    # Riichi as a yaku without the declaration (and its stick) at the table: refused, nothing to confirm.
    assert hand.value is None
    assert "not declared riichi" in hand.error_label.text()
    click(qtbot, scoring.ok_button)  # OK says why, and the dialog stays
    assert len(errors) == 1 and "not declared riichi" in errors[0]
    assert scoring.isVisible()
    click(qtbot, hand.conditions["double_riichi"])
    assert hand.value is None and "not declared riichi" in hand.error_label.text()
    click(qtbot, hand.conditions["riichi"])
    click(qtbot, hand.conditions["double_riichi"])
    assert hand.value is not None and hand.value.han == 1
    click(qtbot, scoring.ok_button)
    assert not scoring.isVisible() and len(errors) == 1
