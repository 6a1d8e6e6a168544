"""The Event menu's series dialog: the three nights of tests/service/test_series.py checked, best 2 counted, 3
events for a place (figures by hand there: Ben 25, Aki 20, then Dai, Chie and Eri unranked), and a refusal said in
the dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.event_series import SeriesDialog
from tablekeeper.ui.main_window import MainWindow
from tests.service.test_series import three_nights
from tests.ui.table_driver import click
from tests.ui.test_event_window import shown_rows


def _opened(qtbot, window: MainWindow) -> SeriesDialog:
    window.table_actions["event_series"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.event_dialog, SeriesDialog) and window.event_dialog.isVisible())
    dialog = window.event_dialog
    assert isinstance(dialog, SeriesDialog)
    return dialog


def _check(dialog: SeriesDialog, numbers: list[int], state: Qt.CheckState = Qt.CheckState.Checked) -> None:
    for row in range(dialog.events.count()):
        item = dialog.events.item(row)
        if item.data(Qt.ItemDataRole.UserRole) in numbers:
            item.setCheckState(state)


def test_three_nights_best_two_with_three_events_for_a_place(qtbot, window: MainWindow, session) -> None:
    numbers = three_nights(session)
    dialog = _opened(qtbot, window)
    _check(dialog, numbers)
    dialog.best.setValue(2)
    dialog.least.setValue(3)
    click(qtbot, dialog.rank)
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 5)
    rows = shown_rows(dialog.view)
    assert [row[:5] for row in rows] == [
        ["1", "Ben", "3", "2", "+25.0"],
        ["2", "Aki", "3", "2", "+20.0"],
        ["", "Dai", "2", "2", "-5.0"],
        ["", "Chie", "2", "2", "-5.0"],
        ["", "Eri", "2", "2", "-20.0"],
    ]
    assert rows[1][5:] == ["+15.0", "(-5.0)", "+5.0"]  # Aki's second night not counted
    assert not dialog.error.isVisible()


def test_a_refusal_is_said_in_the_dialog(qtbot, window: MainWindow, session) -> None:
    numbers = three_nights(session)
    sanma = session.events.create_event("Sanma", preset("tenhou-sanma"), ["Aki", "Ben", "Chie"]).id
    dialog = _opened(qtbot, window)
    click(qtbot, dialog.rank)  # nothing checked
    qtbot.waitUntil(dialog.error.isVisible)
    assert dialog.error.text() == "A series needs at least one event: name the events it counts."
    _check(dialog, [numbers[0], sanma])
    click(qtbot, dialog.rank)
    qtbot.waitUntil(lambda: "ranked apart" in dialog.error.text())
    assert dialog.model.rowCount() == 0
    _check(dialog, numbers)
    _check(dialog, [sanma], Qt.CheckState.Unchecked)
    dialog.best.setValue(4)
    click(qtbot, dialog.rank)
    qtbot.waitUntil(lambda: "not 4" in dialog.error.text())
