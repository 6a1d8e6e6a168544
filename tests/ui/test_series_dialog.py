"""The Event menu's series dialog: the three nights of tests/service/test_series.py checked, best 2 counted, 3
events for a place (figures by hand there: Ben 25, Aki 20, then Dai, Chie and Eri unranked), and a refusal said in
the dialog."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.event_series import SeriesDialog
from tablekeeper.ui.main_window import MainWindow
from tests.reports.test_event_sheets import page_texts
from tests.service.test_series import three_nights
from tests.ui.file_choice import choose_files
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


def test_the_series_is_exported_as_csv_json_and_pdf_and_read_back(
    qtbot, window: MainWindow, session, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    numbers = three_nights(session)
    dialog = _opened(qtbot, window)
    _check(dialog, numbers)
    dialog.best.setValue(2)
    dialog.least.setValue(3)
    # The figures of tests/service/test_series.py (worked by hand there): Ben 25 and Aki 20 ranked, best 2 of 3.
    target = tmp_path / "series.json"
    choose_files(monkeypatch, target)
    click(qtbot, dialog.findChild(QPushButton, "series_export_json"))
    qtbot.waitUntil(target.exists)
    data = json.loads(target.read_text(encoding="utf-8"))
    assert [(p["name"], p["place"], p["total"]) for p in data["players"][:2]] == [("Ben", 1, 25), ("Aki", 2, 20)]
    target = tmp_path / "series.csv"
    choose_files(monkeypatch, target)
    click(qtbot, dialog.findChild(QPushButton, "series_export_csv"))
    qtbot.waitUntil(target.exists)
    lines = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    assert [row[:2] for row in lines[1:3]] == [["1", "Ben"], ["2", "Aki"]]
    target = tmp_path / "series.pdf"
    choose_files(monkeypatch, target)
    click(qtbot, dialog.findChild(QPushButton, "series_export_pdf"))
    qtbot.waitUntil(target.exists)
    (text,) = page_texts(target)
    assert any(line.startswith("1 Ben") for line in text.splitlines())
    assert "series.pdf" in dialog.findChild(QLabel, "series_saved").text()
