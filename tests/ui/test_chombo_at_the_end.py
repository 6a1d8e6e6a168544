"""A chombo under a rule set that takes its penalty at the end of the game (ema2016: -20,000 after uma, RULESETS.md):
the dialog says what it will cost, the seat shows it waiting until the end, and the standings show it as a loss."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablekeeper.rules.results import Chombo
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import StandingsModel
from tests.ui.table_driver import click, open_game, open_result

ALICE, BOB, CAROL, DAVE = range(4)


def test_the_chombo_dialog_says_the_penalty_taken_at_the_end(qtbot, window: MainWindow, session) -> None:
    open_game(window, session, rules="ema2016")
    dialog = open_result(qtbot, window, Qt.Key.Key_C)
    click(qtbot, dialog.form.offender.buttons[BOB])
    # RULESETS.md, ema2016: "chombo: -20,000 at the end, after uma"; nothing moves in the hand itself.
    first = dialog.preview_text().splitlines()[0]
    assert first == "Bob: chombo, -20,000 at the end of the game, after uma; no points move now"
    dialog.reject()


def test_a_chombo_paid_at_once_says_no_penalty_at_the_end(qtbot, window: MainWindow, session) -> None:
    open_game(window, session, rules="club")
    dialog = open_result(qtbot, window, Qt.Key.Key_C)
    click(qtbot, dialog.form.offender.buttons[BOB])
    text = dialog.preview_text()
    assert "at the end" not in text and "(chombo)" in text  # the reverse mangan's payments, listed
    dialog.reject()


def test_the_seat_shows_the_chombo_waiting_for_the_end(qtbot, window: MainWindow, session) -> None:
    open_game(window, session, Chombo(CAROL), Chombo(CAROL), Chombo(DAVE), rules="ema2016")
    pending = [panel.pending_label for panel in window.table.panels]
    assert [label.text() if label.isVisible() else "" for label in pending] == [
        "",
        "",
        "2 chombos: -40,000 at the end",
        "chombo -20,000 at the end",
    ]
    assert [panel.score_label.text() for panel in window.table.panels] == ["30,000"] * 4  # not taken yet
    for label in pending[2:]:
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())  # its words whole


def test_no_line_waits_under_club_rules(qtbot, window: MainWindow, session) -> None:
    open_game(window, session, Chombo(CAROL), rules="club")
    assert not any(panel.pending_label.isVisible() for panel in window.table.panels)


def test_the_standings_show_the_penalty_as_a_loss(session) -> None:
    game = session.table.create_game(["Alice", "Bob", "Carol", "Dave"], preset("ema2016"))
    session.table.record(game.id, Chombo(BOB))
    view = session.table.finish(game.id).game
    model = StandingsModel()
    model.set_game(view)
    rows = {model.row_texts(row)[1]: model.row_texts(row) for row in range(model.rowCount())}
    # Four at 30,000 share places 1-4 (ema2016 splits the uma: 0 each); Bob's score: 0 - 20 = -20.0.
    assert rows["Bob"][StandingsModel.PENALTY] == "-20.0"
    assert rows["Bob"][StandingsModel.SCORE] == "-20.0"
    assert rows["Alice"][StandingsModel.PENALTY] == ""
