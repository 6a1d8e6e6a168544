"""The standings dialog's Export PDF… and Print…: the game's sheet written through the real buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from tablekeeper.ui.dialogs.game import StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tests.cli.test_pdf_sheets import pdf_text
from tests.ui.table_driver import click, new_game, shortcut


def _standings(qtbot, window: MainWindow) -> StandingsDialog:
    new_game(qtbot, window)
    shortcut(qtbot, window, Qt.Key.Key_F9)
    dialog = window.dialog
    assert isinstance(dialog, StandingsDialog)
    return dialog


def test_export_pdf_writes_the_games_sheet(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.pdf"
    dialog = _standings(qtbot, window)
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(target), ""))
    click(qtbot, dialog.pdf_button)
    text = pdf_text(target)
    players = window.controller.view.players
    for name in players:
        assert name in text
    assert "Standings so far" in text and "Hands" in text
    assert errors == []


def test_print_draws_the_sheet_on_the_printer_chosen(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "printed.pdf"

    def choose_a_pdf_printer(self: QPrintDialog) -> int:
        printer = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QPrintDialog, "exec", choose_a_pdf_printer)
    dialog = _standings(qtbot, window)
    click(qtbot, dialog.print_button)
    text = pdf_text(target)
    for name in window.controller.view.players:
        assert name in text
    assert errors == []


def test_a_cancelled_print_prints_nothing(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "printed.pdf"

    def cancel(self: QPrintDialog) -> int:
        self.printer().setOutputFileName(str(target))
        return int(QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QPrintDialog, "exec", cancel)
    click(qtbot, _standings(qtbot, window).print_button)
    assert not target.exists()
