"""One reading of the points everywhere (issue 19): the standings so far read the table as the seats show it, the
payments box says each player's points after the hand beside its change, a deal played again after a chombo has a
name of its own in the list, the chart and the sheet, and the list and the sheet keep the running totals.

Club rules, worked out by hand: 25,000 each; a riichi stick is 1,000, off its player's points at once and on the
table; a non-dealer's 2 han 30 fu tsumo: base 30 x 2^4 = 480, 500 from each non-dealer and 1,000 (960 rounded up)
from the dealer; an exhaustive draw moves 3,000 from the noten players to the tenpai ones; a chombo neither moves
the deal nor adds a honba: the same deal is played again.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt

from tablekeeper.chart import score_series
from tablekeeper.reports import sheets
from tablekeeper.rules.results import Chombo, ExhaustiveDraw, Tsumo, Win
from tablekeeper.ui.dialogs.game import StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tests.ui.table_driver import (
    choose_value,
    click,
    lay_out_now,
    open_game,
    open_result,
    scores,
    shortcut,
)

ALICE, BOB, CAROL, DAVE = range(4)


def riichi_bob(qtbot, window: MainWindow, session) -> None:
    """A new game (Alice deals East 1), Bob declares riichi with F2: his seat shows 24,000."""
    open_game(window, session)
    shortcut(qtbot, window, Qt.Key.Key_F2)
    assert scores(window) == [25_000, 25_000 - 1_000, 25_000, 25_000]


# --- the standings so far read the table as the seats do -------------------------------------------------------


def test_f9_shows_a_riichi_player_at_the_points_his_seat_shows_and_the_stick_apart(qtbot, window, session) -> None:
    riichi_bob(qtbot, window, session)
    shortcut(qtbot, window, Qt.Key.Key_F9)
    dialog = window.dialog
    assert isinstance(dialog, StandingsDialog)
    rows = {row[1]: row for row in (dialog.model.row_texts(r) for r in range(4))}
    # Bob has 24,000 in hand, as his seat says, and is last; his stick is on the table, nobody's yet.
    assert rows["Bob"][2] == "24,000" == window.table.panels[BOB].score_label.text()
    assert rows["Bob"][0] == "4" and window.table.panels[BOB].place_label.text() == "4th"
    for name in ("Alice", "Carol", "Dave"):
        assert rows[name][2] == "25,000"
    assert dialog.sticks_label.isVisibleTo(dialog)
    assert dialog.sticks_label.text() == (
        "On the table: 1,000 in riichi sticks, in nobody's points until a hand takes them"
    )


def test_the_show_command_reads_the_table_as_the_seats_do(qtbot, window, session) -> None:
    from tablekeeper.cli.show import game_lines

    riichi_bob(qtbot, window, session)
    lines = game_lines(window.controller.view)
    points = next(line for line in lines if "Points" in line)
    assert points.split()[1:5] == ["25,000", "24,000", "25,000", "25,000"]
    assert points.endswith("(+1,000 on the table)")
    standings = lines[lines.index("Standings so far") + 1 :]
    assert "Bob" in standings[-1] and "24,000" in standings[-1]


# --- the payments box: the change, and the points after the hand -----------------------------------------------


def totals_line(dialog) -> str:
    labels = dialog.preview_labels()
    assert labels[-1].objectName() == "totals", dialog.preview_text()
    return labels[-1].text()


def test_a_tsumo_after_a_riichi_says_each_players_points_after_it(qtbot, window, session) -> None:
    riichi_bob(qtbot, window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[BOB])
    choose_value(qtbot, dialog.form.rows[BOB], 2, 30)
    # Bob takes 500 + 500 + 1,000 and his own stick back: +2,000 on the hand's start (25,000 with the stick still
    # his), and 27,000 after it, where his seat showed 24,000 in riichi.
    assert totals_line(dialog) == (
        "Alice -1,000 → 24,000   Bob +2,000 → 27,000   Carol -500 → 24,500   Dave -500 → 24,500"
    )


def test_a_draw_after_a_riichi_says_each_players_points_after_it(qtbot, window, session) -> None:
    riichi_bob(qtbot, window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_D)
    assert dialog.form.tenpai.boxes[BOB].isChecked()  # in riichi, so tenpai
    # Bob alone tenpai: 1,000 from each of the others; his stick stays on the table: +3,000 - 1,000 = +2,000.
    assert totals_line(dialog) == (
        "Alice -1,000 → 24,000   Bob +2,000 → 27,000   Carol -1,000 → 24,000   Dave -1,000 → 24,000"
    )


# --- a deal played again after a chombo ------------------------------------------------------------------------


def chombo_game(window: MainWindow, session) -> int:
    """East 1: Bob's chombo (the deal is played again, no honba); East 1 again: Alice (dealer) alone tenpai."""
    return open_game(window, session, Chombo(BOB), ExhaustiveDraw(frozenset({ALICE})))


def test_a_deal_played_again_after_a_chombo_has_a_name_of_its_own(
    qtbot, window, session, monkeypatch, tmp_path
) -> None:
    game = chombo_game(window, session)
    rounds = [window.history.index(row, HistoryModel.ROUND).data() for row in range(2)]
    assert rounds == ["East 1-0", "East 1-0 (2)"]
    view = session.table.game(game)
    assert score_series(view).labels == ("Start", "E1", "E1 (2)")
    laid: list[list[list[str]]] = []
    given = sheets._Page.widths

    def spy(page, columns, rows, body, head, pad):
        laid.append([list(cells) for cells in rows])
        return given(page, columns, rows, body, head, pad)

    monkeypatch.setattr(sheets._Page, "widths", spy)
    sheets.write_game_pdf(tmp_path / "game.pdf", view)
    hands = laid[-1]
    assert [row[1] for row in hands] == ["East 1", "East 1 (2)"]
    from tablekeeper.ui.dialogs.review import ReviewDialog

    review = ReviewDialog(view, window)
    qtbot.addWidget(review)
    headings = []
    for _ in hands:
        headings.append(review.hand_label.text())
        review.step(1)
    assert headings == ["Hand 1 of 2: East 1", "Hand 2 of 2: East 1 (2)"]


# --- running totals --------------------------------------------------------------------------------------------


def test_the_hands_list_and_the_sheet_keep_the_running_totals(qtbot, window, session, monkeypatch, tmp_path) -> None:
    # East 1: Alice (dealer) tsumo 2 han 30 fu: base 480 x 2 = 960 -> 1,000 from each: 28,000 / 24,000 x 3.
    # East 1, 1 honba: a draw, Bob alone tenpai: +3,000 for him, -1,000 the others: 27,000 / 27,000 / 23,000 x 2.
    game = open_game(window, session, Tsumo(Win(ALICE, 2, 30)), ExhaustiveDraw(frozenset({BOB})))
    window.resize(QSize(1024, 600))
    lay_out_now()
    box = window.parts.totals_box
    assert box.isVisible() and window.rect().contains(box.geometry().translated(box.parentWidget().pos()))

    def seat_cells(row: int) -> list[str]:
        return [window.history.index(row, HistoryModel.FIRST_SEAT + seat).data() for seat in range(4)]

    assert seat_cells(0) == ["+3,000", "-1,000", "-1,000", "-1,000"]
    click(qtbot, box)
    assert seat_cells(0) == ["28,000", "24,000", "24,000", "24,000"]
    assert seat_cells(1) == ["27,000", "27,000", "23,000", "23,000"]
    # Readable at 1024x600: each total whole in its column.
    header = window.history_view.horizontalHeader()
    metrics = window.history_view.fontMetrics()
    for seat in range(4):
        column = HistoryModel.FIRST_SEAT + seat
        assert header.sectionSize(column) >= metrics.horizontalAdvance("28,000") + 6
    tip = window.history.index(1, HistoryModel.FIRST_SEAT + BOB).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Bob +3,000 → 27,000"
    click(qtbot, box)
    assert seat_cells(1) == ["-1,000", "+3,000", "-1,000", "-1,000"]

    laid: list[list[list[str]]] = []
    given = sheets._Page.widths

    def spy(page, columns, rows, body, head, pad):
        laid.append([list(cells) for cells in rows])
        return given(page, columns, rows, body, head, pad)

    monkeypatch.setattr(sheets._Page, "widths", spy)
    sheets.write_game_pdf(tmp_path / "game.pdf", session.table.game(game))
    hands = laid[-1]
    assert hands[0][4:] == ["+3,000\n28,000", "-1,000\n24,000", "-1,000\n24,000", "-1,000\n24,000"]
    assert hands[1][4:] == ["-1,000\n27,000", "+3,000\n27,000", "-1,000\n23,000", "-1,000\n23,000"]


@pytest.mark.parametrize("checked", [True, False])
def test_the_running_totals_choice_is_kept_for_the_next_start(qtbot, session, checked: bool) -> None:
    from tablekeeper.ui.controller import GameController

    first = MainWindow(GameController(session))
    qtbot.addWidget(first)
    first.parts.totals_box.setChecked(checked)
    first.close()
    second = MainWindow(GameController(session))
    qtbot.addWidget(second)
    assert second.parts.totals_box.isChecked() is checked
    assert second.history.totals is checked
