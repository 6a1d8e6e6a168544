"""The window's sheets (Export PDF…, Print… to a file, the statistics' season sheet) are written as every export is:
never over the window's own database or its write-ahead log, the old file kept when the write fails, its owner's
only."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog

from tablekeeper.service import Session
from tablekeeper.ui.main_window import MainWindow
from tests.club_games import record_club
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import click, new_game_standings
from tests.ui.test_labels import french  # noqa: F401  (the fixture)
from tests.ui.test_statistics import open_statistics


def _print_to(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """QPrintDialog.exec as a player who picks "Print to file" and names ``path``."""

    def accept(self: QPrintDialog) -> int:
        printer = self.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(path))
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(QPrintDialog, "exec", accept)


def _refused_sentence(target: Path) -> str:
    if target.name.endswith("-wal"):
        return (
            f"{target} is one of the files the database games.db keeps beside it, which an export never replaces: "
            "nothing was written."
        )
    return f"{target} is a database, which an export never replaces: nothing was written."


@pytest.mark.parametrize("named", ["games.db", "games.db-wal"])
@pytest.mark.parametrize("button", ["pdf", "print"])
def test_a_sheet_named_onto_the_windows_database_is_refused(
    qtbot,
    window: MainWindow,
    session: Session,
    errors: list[str],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    named: str,
    button: str,
) -> None:
    target = tmp_path / named  # the file the window's games are stored in, or its log
    dialog = new_game_standings(qtbot, window)
    log = tmp_path / "games.db-wal"
    # The database's log: between two operations the window holds no connection, so SQLite has usually folded it
    # back and removed it; whether there or not, the export must neither replace nor make it.
    kept = log.read_bytes() if log.exists() else None
    if button == "pdf":
        choose_files(monkeypatch, target)
        click(qtbot, dialog.pdf_button)
    else:
        _print_to(monkeypatch, target)
        click(qtbot, dialog.print_button)
    assert errors == [_refused_sentence(target)]
    assert (tmp_path / "games.db").read_bytes().startswith(b"SQLite format 3\x00")
    assert (log.read_bytes() if log.exists() else None) == kept
    assert len(session.library.list_games(limit=None)) == 1


def test_the_season_sheet_named_onto_the_database_is_refused(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    record_club(session)
    dialog = open_statistics(qtbot, window)
    database = tmp_path / "games.db"
    choose_files(monkeypatch, database)
    click(qtbot, dialog.findChild(type(dialog.export_button), "export_pdf"))
    assert errors == [_refused_sentence(database)]
    assert database.read_bytes().startswith(b"SQLite format 3\x00")
    assert len(session.library.list_games(limit=None)) == 3


def test_a_sheet_printed_to_a_file_is_its_owners_only(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "printed.pdf"
    target.write_bytes(b"last week")
    os.chmod(target, 0o644)
    dialog = new_game_standings(qtbot, window)
    _print_to(monkeypatch, target)
    click(qtbot, dialog.print_button)
    assert target.read_bytes().startswith(b"%PDF-")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert errors == []


@pytest.mark.parametrize("button", ["pdf", "print"])
def test_a_disk_that_fails_the_sheet_keeps_the_old_file(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    target = tmp_path / "game.pdf"
    target.write_bytes(b"%PDF-1.4 last week's sheet")
    dialog = new_game_standings(qtbot, window)

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # the disk says it is full when the sheet is pushed to it
    if button == "pdf":
        choose_files(monkeypatch, target)
        click(qtbot, dialog.pdf_button)
    else:
        _print_to(monkeypatch, target)
        click(qtbot, dialog.print_button)
    assert target.read_bytes() == b"%PDF-1.4 last week's sheet"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".game")] == []
    assert errors == [
        f"{target} cannot be written: No space left on device. Nothing was written; a file already there is as it was."
    ]


@pytest.mark.usefixtures("french")
def test_the_refusal_speaks_the_windows_language(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = tmp_path / "games.db"
    dialog = new_game_standings(qtbot, window)
    choose_files(monkeypatch, database)
    click(qtbot, dialog.pdf_button)
    assert errors == [
        f"{database} est une base de données, qu'une exportation ne remplace jamais\u00a0: rien n'a été écrit."
    ]
