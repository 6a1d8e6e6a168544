"""The standings dialog's Export PDF… and Print…: the game's sheet written through the real buttons."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.game import StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tests.cli.test_pdf_sheets import _row, pdf_text
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import NAMES, click, new_game_standings, shortcut


def test_export_pdf_writes_the_games_sheet(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.pdf"
    dialog = new_game_standings(qtbot, window)
    choose_files(monkeypatch, target)
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
    monkeypatch.setattr(QPrintDialog, "exec", _pdf_printer(target))
    dialog = new_game_standings(qtbot, window)
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
    click(qtbot, new_game_standings(qtbot, window).print_button)
    assert not target.exists()


def _pdf_printer(target: Path):
    """QPrintDialog.exec as a player who picks a printer that writes a PDF file (a real printer, short of paper)."""

    def accept(self: QPrintDialog) -> int:
        printer = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return int(QDialog.DialogCode.Accepted)

    return accept


def test_the_printed_sheet_holds_the_title_players_and_hands(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    alice, bob, carol, dave = NAMES
    game = session.table.create_game(list(NAMES), title="Monday club night")
    session.table.record(game.id, Ron(1, (Win(0, 3, 40),)))  # Alice deals: 3 han 40 fu ron on Bob, 7,700 (seed 003)
    session.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({2})))  # Carol alone tenpai: 1,000 from each
    window.controller.reopen_latest()
    target = tmp_path / "printed.pdf"
    monkeypatch.setattr(QPrintDialog, "exec", _pdf_printer(target))
    shortcut(qtbot, window, Qt.Key.Key_F9)
    dialog = window.dialog
    assert isinstance(dialog, StandingsDialog)

    click(qtbot, dialog.print_button)

    assert target.read_bytes().startswith(b"%PDF")
    text = pdf_text(target)
    assert "Monday club night" in text
    assert _row(text, "1", "East 1", "0", f"{alice} (3 han 40 fu) ron on {bob}", "+7,700", "-7,700", "0", "0")
    # Alice's win kept the deal (1 honba); the draw, Alice noten, passes it on.
    assert _row(text, "2", "East 1", "1", f"Draw, tenpai {carol}", "-1,000", "-1,000", "+3,000", "-1,000")
    # 25,000 each plus the two hands: Alice 31,700, Carol 28,000, Dave 24,000, Bob 16,300.
    for place, name, points in (("1st", alice, "31,700"), ("2nd", carol, "28,000"), ("3rd", dave, "24,000")):
        assert _row(text, place, name, points), (place, name, points)
    assert _row(text, "4th", bob, "16,300")
    assert errors == []
