"""The Statistics dialog with games of three and of four (tests/sanma_games.py works out the figures): one club
table at a time, chosen by its players; a table of three has no 4th place column."""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.ui.dialogs.statistics import StatisticsDialog, StatisticsModel
from tablekeeper.ui.main_window import MainWindow
from tests.cli.test_pdf_sheets import pdf_text
from tests.sanma_games import record_first_game, record_games
from tests.ui.test_statistics import names, open_statistics, shown_rows

M = StatisticsModel


@pytest.fixture
def club_window(window: MainWindow, session) -> MainWindow:
    record_games(session)
    return window


def _choose_table(dialog: StatisticsDialog, players: int) -> None:
    dialog.table_box.setCurrentIndex(dialog.table_box.findData(players))


def test_the_games_of_three_are_a_table_of_their_own(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    assert dialog.table_box.currentData() == 4  # four players first
    assert names(dialog) == ["Aki", "Ben", "Chie", "Dai"]
    assert not dialog.table.isColumnHidden(M.FOURTH)
    assert dialog.summary.text() == "Finished games counted: 1."
    _choose_table(dialog, 3)
    assert names(dialog) == ["Ben", "Aki", "Chie"]
    assert dialog.table.isColumnHidden(M.FOURTH)  # no empty 4th place column beside three places
    assert dialog.summary.text() == "Finished games counted: 2."
    ben, aki, _ = shown_rows(dialog)
    # Ben 1st twice (+35.0, +38.0): average place 1.00 of 3; Aki 3rd then 2nd: 2.50.
    assert [ben[c] for c in (M.GAMES, M.AVERAGE_PLACE, M.TOTAL_SCORE, M.FIRST, M.SECOND, M.THIRD)] == [
        "2", "1.00", "+73.0", "2", "0", "0"
    ]  # fmt: skip
    assert [aki[c] for c in (M.AVERAGE_PLACE, M.TOTAL_SCORE, M.FIRST, M.SECOND, M.THIRD, M.FOURTH)] == [
        "2.50", "-35.9", "0", "1", "1", ""
    ]  # fmt: skip


def test_a_club_of_three_only_shows_its_table(qtbot, window: MainWindow, session) -> None:
    record_first_game(session)
    dialog = open_statistics(qtbot, window)
    assert dialog.table_box.currentData() == 3
    assert names(dialog) == ["Ben", "Chie", "Aki"]


def test_the_pdf_of_the_table_shown(qtbot, club_window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    dialog = open_statistics(qtbot, club_window)
    _choose_table(dialog, 3)
    target = tmp_path / "three.pdf"
    monkeypatch.setattr("tablekeeper.ui.dialogs.statistics.file_to_save", lambda *_: str(target))
    dialog.export_pdf()
    text = pdf_text(target)
    assert "Finished games counted: 2" in text and "1st-2nd-3rd" in text and "1st-2nd-3rd-4th" not in text
