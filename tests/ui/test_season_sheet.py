"""The season table's sheet from the Statistics dialog (Exporter en PDF…): it names the games it counts, as the
filters chose them, in the window's language. The club of :func:`tests.club_games.record_club`: game 1 under the
club's rules on 2025-03-01, game 2 under EMA 2016 on 2025-03-08, game 3 unfinished."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt

from tablekeeper.ui.main_window import MainWindow
from tests.cli.test_pdf_sheets import pdf_text
from tests.club_games import record_club
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import click
from tests.ui.test_labels import french  # noqa: F401  (the fixture)
from tests.ui.test_statistics import open_statistics


def _export(qtbot, dialog, target: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    choose_files(monkeypatch, target)
    click(qtbot, dialog.findChild(type(dialog.export_button), "export_pdf"))
    return " ".join(pdf_text(target).split())  # pdftotext's layout: words apart by any run of spaces


@pytest.mark.usefixtures("french")
def test_the_sheet_names_its_filters_in_french(qtbot, window: MainWindow, session, tmp_path: Path, monkeypatch) -> None:
    record_club(session)
    dialog = open_statistics(qtbot, window)
    qtbot.keyClicks(dialog.player_edit, "Aki")
    qtbot.keyClick(dialog.player_edit, Qt.Key.Key_Return)
    dialog.since_edit.setDate(QDate(2025, 3, 1))
    dialog.until_edit.setDate(QDate(2025, 3, 8))
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findText("EMA 2016"))
    text = _export(qtbot, dialog, tmp_path / "saison.pdf", monkeypatch)
    assert "Classement de la saison" in text
    assert "Joueur : Aki · Dates : du 2025-03-01 au 2025-03-08 · Règles : EMA 2016" in text
    assert "Parties terminées comptées : 1" in text  # game 2 only: game 1 was played under the club's rules


def test_an_unfiltered_sheet_says_it_counts_every_finished_game(
    qtbot, window: MainWindow, session, tmp_path: Path, monkeypatch
) -> None:
    record_club(session)
    dialog = open_statistics(qtbot, window)
    text = _export(qtbot, dialog, tmp_path / "season.pdf", monkeypatch)
    assert "All finished games" in text and "Finished games counted: 2" in text  # game 3 is unfinished
    assert "Player:" not in text and "Dates:" not in text and "Rules:" not in text
