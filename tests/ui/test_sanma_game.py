"""A whole three-player game (tenhou-sanma) kept in the table window from the keyboard: three names asked, three
seats laid out, riichi, ron, a tsumo paid with the tsumo loss, a double ron, a draw with its 2,000 noten payments,
undo; then the game's sheet and its review.

Every figure is worked by hand from RULESETS.md ("Three players"): 35,000 each to start, +200 a honba on a ron,
+100 from each payer on a tsumo, a tsumo paid by the two others as they would pay it with four (the absent share
paid by nobody), 2,000 of noten payments in all, the sticks and the honba of a double ron to the first winner from
the discarder, and the +/- score (points - 40,000) / 1000 + uma 20 / 0 / -20 + oka 15 to first, exact.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.game import NewGameDialog, StandingsDialog
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import StandingsModel
from tablekeeper.ui.table_view import TABLE_LAYOUTS
from tests.cli.test_pdf_sheets import pdf_text
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import centre, click, scores, shortcut
from tests.ui.test_fast_entry import ENTER, Key, type_keys

ALICE, BOB, CAROL = range(3)
NAMES = ("Alice", "Bob", "Carol")
START = 35_000
CTRL = Qt.KeyboardModifier.ControlModifier


def ron_value(han: int, fu: int, *, dealer: bool) -> int:
    """A ron below mangan: fu x 2^(han + 2), times 6 for the dealer or 4, rounded up to the hundred."""
    return -(-(6 if dealer else 4) * fu * 2 ** (han + 2) // 100) * 100


def keys(qtbot, window: MainWindow, *typed: Key) -> None:
    type_keys(qtbot, window, list(typed))


def preview(window: MainWindow) -> list[str]:
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog) and dialog.isVisible()
    return dialog.preview_text().splitlines()


def start_three(qtbot, window: MainWindow) -> NewGameDialog:
    """Ctrl+N, the tenhou-sanma preset chosen: three names asked, typed, then Enter starts the game."""
    shortcut(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    assert [edit.isVisibleTo(dialog) for edit in dialog.name_edits] == [True, True, True, True]
    dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou-sanma"))
    assert dialog.preset.currentText() == "Tenhou, three players"
    assert dialog.players_label.text() == "3"
    assert [edit.isVisibleTo(dialog) for edit in dialog.name_edits] == [True, True, True, False]
    for edit, name in zip(dialog.seated(), NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    click(qtbot, dialog.start_button)
    return dialog


def test_a_three_player_game_kept_from_the_keyboard(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start_three(qtbot, window)
    view = window.controller.view
    assert view is not None and view.players == NAMES and view.rules == preset("tenhou-sanma")
    # Three seats and no fourth: East (Alice) at the bottom, South at the top right, West at the top left.
    table = window.table
    assert [panel.isVisibleTo(window) for panel in table.panels] == [True, True, True, False]
    bottom, right, left = (table.panels[seat].geometry() for seat in (ALICE, BOB, CAROL))
    assert bottom.top() > right.bottom() and bottom.top() > left.bottom()  # both others across the table
    assert left.right() < bottom.center().x() < right.left()
    assert TABLE_LAYOUTS[3].seats == ((1, 1), (0, 2), (0, 0))
    assert [panel.wind_label.text() for panel in table.panels[:3]] == ["東 East", "南 South", "西 West"]
    assert table.panels[ALICE].dealer_label.isVisibleTo(window)
    assert scores(window) == [START] * 3
    assert centre(window) == ("East 1", "Honba: 0", "On the table: 0")
    # The hands list has a column for each of the three; F4 names nobody and does nothing.
    assert window.history.columnCount() == 3 + 3
    assert not window.table_actions["riichi3"].isEnabled()

    # East 1 (Alice deals). Bob's riichi (F2): his stick on the table. R: Carol (3) dealt in, Bob (2) won,
    # 3 han 40 fu, + (the value given, the payments shown), Enter. 40 x 2^5 x 4 = 5,120 -> 5,200; he takes his
    # stick back.
    keys(qtbot, window, Qt.Key.Key_F2)
    assert scores(window) == [START, START - 1_000, START]
    keys(qtbot, window, "r", "3", "2", "3", "4", "0", "+")  # + gives the value: the payments shown
    assert "Carol pays Bob 5,200 (hand)" in preview(window)
    keys(qtbot, window, ENTER)
    assert ron_value(3, 40, dealer=False) == 5_200
    assert scores(window) == [35_000, 40_200, 29_800]
    assert centre(window) == ("East 2", "Honba: 0", "On the table: 0")

    # East 2 (Bob deals): Carol's mangan tsumo (5 han). With four it would be 2,000 from each non-dealer and 4,000
    # from the dealer; with three, the tsumo loss: Bob (dealer) pays 4,000 and Alice 2,000, 6,000 in all.
    keys(qtbot, window, "t", "3", "5", "+")
    lines = preview(window)
    assert lines[:4] == [
        "Carol: Mangan",
        "Tsumo loss: the absent player's share is paid by nobody.",
        "Alice pays Carol 2,000 (hand)",
        "Bob pays Carol 4,000 (hand)",
    ]
    assert lines[-1] == "Alice -2,000 → 33,000   Bob -4,000 → 36,200   Carol +6,000 → 35,800"
    keys(qtbot, window, ENTER)
    assert scores(window) == [33_000, 36_200, 35_800]
    assert centre(window) == ("East 3", "Honba: 0", "On the table: 0")

    # East 3 (Carol deals): Carol's riichi (F3), then a double ron on Alice's discard: Bob 2 han 30 fu
    # (480 x 4 = 1,920 -> 2,000), Carol 2 han 30 fu as the dealer (480 x 6 = 2,880 -> 2,900). Bob is the first
    # winner from Alice's right: Carol's stick goes to him. The dealer won: East 3 again, one honba.
    keys(qtbot, window, Qt.Key.Key_F3)
    keys(qtbot, window, "r", "1", "2", "2", "3", "0", "+", "3", "2", "3", "0", "+")
    lines = preview(window)
    assert {"Alice pays Bob 2,000 (hand)", "Alice pays Carol 2,900 (hand)"} <= set(lines)
    assert "the table pays Bob 1,000 (deposits)" in lines
    keys(qtbot, window, ENTER)
    assert (ron_value(2, 30, dealer=False), ron_value(2, 30, dealer=True)) == (2_000, 2_900)
    assert scores(window) == [33_000 - 2_000 - 2_900, 36_200 + 2_000 + 1_000, 35_800 - 1_000 + 2_900]
    assert scores(window) == [28_100, 39_200, 37_700]
    assert centre(window) == ("East 3", "Honba: 1", "On the table: 0")

    # East 3, 1 honba: a draw, Bob tenpai alone: Alice and Carol pay him 1,000 each (2,000 in all). Carol, the
    # dealer, noten: the deal passes to South 1, with two honba.
    keys(qtbot, window, "d", "2")
    lines = preview(window)
    assert {"Alice pays Bob 1,000 (noten payment)", "Carol pays Bob 1,000 (noten payment)"} <= set(lines)
    keys(qtbot, window, ENTER)
    assert scores(window) == [27_100, 41_200, 36_700]
    assert centre(window) == ("South 1", "Honba: 2", "On the table: 0")

    # A wrong hand, taken back with Ctrl+Z: Bob rons Carol, 1 han 30 fu (1,000) + 2 x 200 honba.
    keys(qtbot, window, "r", "3", "2", "1", "3", "0", ENTER)
    assert scores(window) == [27_100, 41_200 + 1_400, 36_700 - 1_400]
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert scores(window) == [27_100, 41_200, 36_700]
    assert window.statusBar().currentMessage() == "Undone: record hand 5"
    assert window.history.rowCount() == 4

    # South 1, 2 honba: Alice (the dealer) tsumo 2 han 30 fu: 2 x 480 = 960 -> 1,000 from each of the two others,
    # + 2 x 100 honba each: 1,200 from Bob and from Carol, 2,400 in all (no absent fourth pays).
    keys(qtbot, window, "t", "1", "2", "3", "0", "+")
    lines = preview(window)
    assert "Tsumo loss: the absent player's share is paid by nobody." in lines
    assert [line for line in lines if line.endswith("(hand)")] == [
        "Bob pays Alice 1,000 (hand)",
        "Carol pays Alice 1,000 (hand)",
    ]
    keys(qtbot, window, ENTER)
    assert scores(window) == [29_500, 40_000, 35_500]
    assert sum(scores(window)) == 3 * START
    assert centre(window) == ("South 1", "Honba: 3", "On the table: 0")
    assert errors == []

    # The list of hands: five hands, three columns of changes.
    history = window.history
    assert history.rowCount() == 5
    assert [history.headerData(c, Qt.Orientation.Horizontal) for c in range(3, 6)] == list(NAMES)
    assert [history.index(1, c).data() for c in range(3, 6)] == ["-2,000", "-4,000", "+6,000"]

    # Ended now (Ctrl+Shift+E): the standings, three places. Bob 40,000: 0 + 20 + 15 = +35.0; Carol 35,500:
    # -4.5 + 0 = -4.5; Alice 29,500: -10.5 - 20 = -30.5.
    shortcut(qtbot, window, Qt.Key.Key_E, CTRL | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: isinstance(window.dialog, StandingsDialog) and window.dialog.isVisible())
    standings = window.dialog
    assert isinstance(standings, StandingsDialog)
    model = standings.table.model()
    assert model.rowCount() == 3
    rows = [[model.index(row, column).data() for column in range(model.columnCount())] for row in range(3)]
    assert [row[StandingsModel.PLAYER] for row in rows] == ["Bob", "Carol", "Alice"]
    assert [row[StandingsModel.SCORE] for row in rows] == ["+35.0", "-4.5", "-30.5"]

    # Its sheet, from the standings' Export PDF…: the three players and no fourth.
    target = tmp_path / "sanma.pdf"
    choose_files(monkeypatch, target)
    click(qtbot, standings.pdf_button)
    text = pdf_text(target)
    for name in NAMES:
        assert name in text
    assert "Dave" not in text and "Seat 4" not in text
    standings.close()

    # Its review: the table of three before each hand, then the standings of three.
    game = window.controller.view
    assert game is not None
    review = ReviewDialog(game, window)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    assert [panel.isVisibleTo(review) for panel in review.table.panels] == [True, True, True, False]
    assert [panel.score_label.text() for panel in review.table.panels[:3]] == ["35,000"] * 3
    qtbot.keyClick(review, Qt.Key.Key_Right)  # before hand 2: after Bob's ron
    assert [panel.score_label.text() for panel in review.table.panels[:3]] == ["35,000", "40,200", "29,800"]
    assert "Alice pays Carol 2,000 (hand)" in review.payments_label.text()
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.hand_label.text() == "Final standings"
    assert review.standings.model().rowCount() == 3
    assert errors == []
