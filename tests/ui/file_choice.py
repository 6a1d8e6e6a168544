"""A player's choice in the window's file dialogs (tablekeeper.ui.file_dialogs), without showing one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QFileDialog

from tablekeeper.file_access import open_connections


def choose_files(monkeypatch: pytest.MonkeyPatch, *paths: str | Path) -> None:
    """The next file dialogs are accepted with ``paths`` chosen (none: cancelled). While a dialog is up, no SQLite
    connection of this process is open (what file_dialogs promises), which is checked here."""

    def run(_dialog: QFileDialog) -> int:
        assert open_connections() == 0, "a file dialog is shown while a SQLite connection is open"
        return int(QDialog.DialogCode.Accepted if paths else QDialog.DialogCode.Rejected)

    monkeypatch.setattr(QFileDialog, "exec", run)
    monkeypatch.setattr(QFileDialog, "selectedFiles", lambda _dialog: [str(p) for p in paths])
