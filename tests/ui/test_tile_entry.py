"""The tile mode as a player meets it: the tile picker after a tile taken back, the tiles still to enter counted in
words (English and French), the dora and the value in sight without scrolling at 1024x600."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.scoring import HandEntry
from tablekeeper.ui.quick_score import ScoringContext
from tests.ui.table_driver import (
    click,
    lay_out_now,
    shortcut,
    wait_grown,
)
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)
from tests.ui.test_screen_sizes import global_rect, maximized, played, screen_of, shown_part

ALICE, BOB, CAROL, DAVE = range(4)

# Thirteen tiles of a hand waiting on 2p (tanyao): 234m 567p 345678s 2p.
THIRTEEN = ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p")


def hand_entry(qtbot, rules: str = "club", *, tsumo: bool = False) -> HandEntry:
    context = ScoringContext(preset(rules), seat_wind=1, round_wind=0, tsumo=tsumo, honba=0, riichi=False)
    entry = HandEntry(context)
    qtbot.addWidget(entry)
    return entry


def click_tile(qtbot, entry: HandEntry, tile: str) -> None:
    qtbot.mouseClick(entry.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)


def test_a_tile_taken_back_from_a_full_hand_sends_the_next_tile_to_the_hand(qtbot) -> None:
    entry = hand_entry(qtbot)
    for tile in THIRTEEN:
        click_tile(qtbot, entry, tile)
    assert entry.target_group.checkedId() == HandEntry.WIN  # full: the winning tile comes next
    qtbot.mouseClick(entry.rows["hand"], Qt.MouseButton.LeftButton, pos=QPoint(8, 8))  # its first tile, 2m
    assert sorted(entry.concealed) == sorted(THIRTEEN[1:])
    assert entry.target_group.checkedId() == HandEntry.HAND  # twelve: the hand again
    click_tile(qtbot, entry, "2m")
    assert len(entry.concealed) == 13 and entry.win_tile is None
    assert entry.target_group.checkedId() == HandEntry.WIN
    click_tile(qtbot, entry, "2p")
    assert entry.value is not None and entry.error_label.text() == ""


def tiles_left_sentence(qtbot, entered: int) -> str:
    entry = hand_entry(qtbot)
    for tile in THIRTEEN[:entered]:
        click_tile(qtbot, entry, tile)
    return entry.error_label.text().replace("\u00a0", " ").replace(NNBSP, " ")


def test_the_tiles_still_to_enter_are_counted_in_words(qtbot) -> None:
    assert tiles_left_sentence(qtbot, 12) == "Enter the hand: 1 more tile, then the winning tile."
    assert tiles_left_sentence(qtbot, 11) == "Enter the hand: 2 more tiles, then the winning tile."
    assert tiles_left_sentence(qtbot, 13) == "Enter the winning tile."


@pytest.mark.usefixtures("french")
def test_the_tiles_still_to_enter_are_counted_in_french_words(qtbot) -> None:
    assert tiles_left_sentence(qtbot, 12) == "Entrez la main : encore 1 tuile, puis la tuile gagnante."
    assert tiles_left_sentence(qtbot, 11) == "Entrez la main : encore 2 tuiles, puis la tuile gagnante."
    assert tiles_left_sentence(qtbot, 13) == "Entrez la tuile gagnante."


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_tile_mode_shows_the_dora_and_the_value_without_scrolling(qtbot, session, size) -> None:
    played(session)
    main = maximized(qtbot, session, size)
    shortcut(qtbot, main, Qt.Key.Key_R)
    dialog = main.dialog
    click(qtbot, dialog.form.rows[ALICE].value_button)
    scoring = dialog.form.rows[ALICE].scoring
    scoring.tabs.setCurrentWidget(scoring.hand)
    wait_grown(qtbot, scoring)
    hand = scoring.hand
    for tile in THIRTEEN:
        click_tile(qtbot, hand, tile)
    click_tile(qtbot, hand, "2p")
    assert hand.total_label.text()  # the value computed, shown
    lay_out_now()
    area = screen_of(size).availableGeometry()
    assert area.contains(scoring.frameGeometry())
    for widget in (hand.tile_palette, hand.rows["dora"], hand.rows["ura"], hand.total_label):
        # Whole in view as the dialog opens: nothing of it cut by the scrolling body or the screen.
        assert shown_part(widget) == global_rect(widget), (widget.objectName(), size)
        assert area.contains(global_rect(widget))
