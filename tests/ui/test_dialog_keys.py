"""The event's dialogs from the keyboard, as an organiser types at a club night: the new event's title typed at once,
Alt+letter never typed into a text box, Enter giving a penalty, a paper result's sum shown as it is typed, and
the exports: a name typed without its extension gets it, and a line says where the file was saved.

The club night is tests/ui/test_event_window.py's: sixteen players under the club's rules (25,000 to start), its
first round seated from the window."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QPushButton, QWidget

from tablekeeper.events.model import Penalty
from tablekeeper.file_access import open_connections
from tablekeeper.ui.dialogs.event_new import NewEventDialog
from tablekeeper.ui.dialogs.event_paper import PaperResultDialog
from tablekeeper.ui.main_window import MainWindow
from tests.club_games import record_club
from tests.ui.table_driver import click, new_game_standings
from tests.ui.test_event_window import seated_event
from tests.ui.test_statistics import open_statistics

ALT = Qt.KeyboardModifier.AltModifier


def type_file_name(monkeypatch: pytest.MonkeyPatch, folder: Path, typed: str) -> None:
    """The next file dialog is Qt's own, with ``typed`` written in its name box in ``folder`` and accepted: what it
    returns is what Qt makes of the name (not a stand-in's list)."""

    def run(dialog: QFileDialog) -> int:
        assert open_connections() == 0, "a file dialog is shown while a SQLite connection is open"
        dialog.setDirectory(str(folder))
        name_box = dialog.findChild(QLineEdit, "fileNameEdit")
        assert name_box is not None
        name_box.setText(typed)
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(QFileDialog, "exec", run)


def test_the_new_event_dialog_starts_on_the_title_and_enter_creates(qtbot, window: MainWindow, session) -> None:
    window.table_actions["event_new"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, NewEventDialog)
    qtbot.waitExposed(dialog)
    # What is typed first is the title (a space no longer presses "Create the event").
    assert dialog.focusWidget() is dialog.parts.title_edit
    qtbot.keyClicks(dialog.focusWidget(), "Spring league")
    assert dialog.parts.title_edit.text() == "Spring league"
    assert dialog.parts.create_button.isDefault()
    dialog.parts.players.setPlainText("Aki\nBen\nChie\nDai")
    qtbot.keyClick(dialog.parts.title_edit, Qt.Key.Key_Return)  # Enter in the title creates the event
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert [each.title for each in session.events.list_events()] == ["Spring league"]


def test_an_alt_letter_that_names_no_button_is_not_typed_into_the_name(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)

    def focused(box: QWidget) -> None:  # keys go to the box with the focus, as the player's do
        box.setFocus()
        qtbot.waitUntil(lambda: QApplication.focusWidget() is box)

    dialog.parts.tabs.setCurrentIndex(0)
    page = dialog.parts.players
    focused(page.name_edit)
    qtbot.keyClicks(page.name_edit, "Zed")
    qtbot.keyClick(page.name_edit, Qt.Key.Key_C, ALT)  # no button of the page has C: nothing happens
    assert page.name_edit.text() == "Zed"
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert [entrant.name for entrant in session.events.event(event.id).record.entrants][-1] == "Zed"
    # Nor in a spin box, nor in the penalty's reason.
    dialog.parts.tabs.setCurrentIndex(2)
    reason = dialog.parts.penalties.reason
    focused(reason)
    qtbot.keyClicks(reason, "Late")
    qtbot.keyClick(reason, Qt.Key.Key_Q, ALT)
    assert reason.text() == "Late"
    points = dialog.parts.penalties.points
    focused(points)
    points.lineEdit().selectAll()
    qtbot.keyClick(points, Qt.Key.Key_5, ALT)
    assert points.value() == -10.0


def test_enter_in_the_penalty_reason_gives_the_penalty(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    dialog.parts.tabs.setCurrentIndex(2)
    page = dialog.parts.penalties
    page.player.setCurrentIndex(page.player.findData(3))
    qtbot.keyClicks(page.reason, "Late")
    qtbot.keyClick(page.reason, Qt.Key.Key_Return)
    assert session.events.event(event.id).record.penalties == (Penalty(1, 3, -10_000, "Late", round=1),)
    assert page.reason.text() == ""
    assert dialog.isVisible()  # the desk stays open for the next one


def test_the_paper_result_shows_its_sum_as_it_is_typed(qtbot, window: MainWindow, session) -> None:
    _event, dialog = seated_event(qtbot, window, session)
    click(qtbot, dialog.parts.seating.paper_button)
    paper = dialog.parts.seating.paper_dialog
    assert isinstance(paper, PaperResultDialog)
    total = paper.parts.total
    # Four at 25,000: 100,000, what the club's rules expect (4 x 25,000).
    assert total.text() == "Sum with the sticks left: 100,000, as the rules expect (4 x 25,000)."
    box = paper.parts.points[0]
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "40000")
    # 40,000 + 3 x 25,000 = 115,000: 15,000 over.
    assert total.text() == "Sum with the sticks left: 115,000, 15,000 over 100,000 (4 x 25,000)."
    for seat, typed in ((1, "30000"), (2, "20000"), (3, "9000")):
        paper.parts.points[seat].lineEdit().selectAll()
        qtbot.keyClicks(paper.parts.points[seat], typed)
    # 40,000 + 30,000 + 20,000 + 9,000 = 99,000: a riichi stick left on the table (1,000) makes 100,000.
    assert total.text() == "Sum with the sticks left: 99,000, 1,000 short of 100,000 (4 x 25,000)."
    paper.parts.deposits.lineEdit().selectAll()
    qtbot.keyClicks(paper.parts.deposits, "1")
    assert total.text() == "Sum with the sticks left: 100,000, as the rules expect (4 x 25,000)."


def test_an_export_named_without_its_extension_gets_it_and_says_where(
    qtbot, window: MainWindow, session, monkeypatch, tmp_path
) -> None:
    event, dialog = seated_event(qtbot, window, session)
    tables = event.record.rounds[0].tables
    for table in tables:
        session.events.enter_paper_result(event.id, 1, table.table, (40_000, 30_000, 20_000, 10_000))
    fined = tables[0].seats[1]  # South of table 1: 30,000, so +5.0, then 10 taken for being late
    session.events.add_penalty(event.id, fined, -10_000, "Late", round=1)
    window.events.open_event(event.id)
    page = dialog.parts.standings
    type_file_name(monkeypatch, tmp_path, "Aki")
    click(qtbot, page.findChild(QPushButton, "export_schedule"))
    assert not (tmp_path / "Aki").exists()
    assert (tmp_path / "Aki.pdf").read_bytes().startswith(b"%PDF")
    assert page.saved.text() == f"Saved to {tmp_path / 'Aki.pdf'}"
    type_file_name(monkeypatch, tmp_path, "night")
    click(qtbot, page.findChild(QPushButton, "export_csv"))
    assert page.saved.text() == f"Saved to {tmp_path / 'night.csv'}"
    rows = list(csv.reader(io.StringIO((tmp_path / "night.csv").read_text(encoding="utf-8"))))
    assert rows[0] == ["place", "name", "games", "score", "penalties", "total", "r1", "penalty_reasons"]
    name = session.events.event(event.id).record.entrants[fined - 1].name
    (line,) = [row for row in rows if row[1] == name]
    # +5.0 in round 1; -10.0 for being late: -5.0 in all, the reason beside it.
    assert line[3:] == ["+5.0", "-10.0", "-5.0", "+5.0", "Late (-10.0, R1)"]


def test_a_games_export_says_where_it_was_saved(qtbot, window: MainWindow, monkeypatch, tmp_path) -> None:
    standings = new_game_standings(qtbot, window)
    type_file_name(monkeypatch, tmp_path, "game 12")
    click(qtbot, standings.json_button)
    written = tmp_path / "game 12.json"
    assert written.read_text(encoding="utf-8").startswith("{")
    assert window.statusBar().currentMessage() == f"Saved to {written}"


def test_the_season_tables_export_says_where_it_was_saved(
    qtbot, window: MainWindow, session, monkeypatch, tmp_path
) -> None:
    record_club(session)
    dialog = open_statistics(qtbot, window)
    type_file_name(monkeypatch, tmp_path, "season")
    click(qtbot, dialog.export_button)
    written = tmp_path / "season.pdf"
    assert written.read_bytes().startswith(b"%PDF")
    assert dialog.parts.saved.text() == f"Saved to {written}"
