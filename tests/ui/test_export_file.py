"""The window's export writes its file as `tablekeeper export -o` does: its owner's only, the old one kept if
the write fails."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from tablekeeper.ui.main_window import MainWindow
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import click, new_game_standings


def test_the_exported_file_is_its_owners_only(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.csv"
    target.write_text("last week\n", encoding="utf-8")
    os.chmod(target, 0o644)
    dialog = new_game_standings(qtbot, window)
    choose_files(monkeypatch, target)
    click(qtbot, dialog.csv_button)
    assert target.read_text(encoding="utf-8").startswith("place,seat,player,points")
    assert stat.S_IMODE(target.stat().st_mode) == 0o600
    assert errors == []


def test_a_disk_that_fails_the_write_keeps_the_old_file(
    qtbot, window: MainWindow, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.json"
    target.write_text('{"last week": "kept"}\n', encoding="utf-8")
    dialog = new_game_standings(qtbot, window)
    choose_files(monkeypatch, target)

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # the disk says it is full when the data is pushed to it
    click(qtbot, dialog.json_button)
    assert target.read_text(encoding="utf-8") == '{"last week": "kept"}\n'
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".game")) == []
    assert errors == [
        f"{target} cannot be written: No space left on device. Nothing was written; a file already there is as it was."
    ]


def test_an_export_named_onto_the_games_own_database_leaves_it_whole(
    qtbot, window: MainWindow, session, errors: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database = tmp_path / "games.db"  # the file the window's games are stored in
    dialog = new_game_standings(qtbot, window)
    choose_files(monkeypatch, database)
    click(qtbot, dialog.json_button)
    assert database.read_bytes().startswith(b"SQLite format 3\x00")
    assert len(session.library.list_games(limit=None)) == 1
    assert errors == [f"{database} is a database, which an export never replaces: nothing was written."]
