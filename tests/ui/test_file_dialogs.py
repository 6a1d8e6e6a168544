"""The window's file dialogs never open the files of the folder they show (tablekeeper.ui.file_dialogs).

Watched with Linux's inotify: an opening of the database file by this process, closed again, would drop the
SQLite locks of any connection open meanwhile.
"""

from __future__ import annotations

import ctypes
import os
import struct
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QFileSystemModel
from pytestqt.qtbot import QtBot

from tablekeeper.service import Session
from tablekeeper.ui.file_dialogs import file_dialog

IN_OPEN = 0x20
IN_NONBLOCK = 0o4000


class _Openings:
    """Counts the openings of one file, by any process (inotify)."""

    def __init__(self, path: Path) -> None:
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.fd = self.libc.inotify_init1(IN_NONBLOCK)
        assert self.fd >= 0, os.strerror(ctypes.get_errno())
        assert self.libc.inotify_add_watch(self.fd, str(path).encode(), IN_OPEN) >= 0
        self.count = 0

    def seen(self) -> int:
        try:
            data = os.read(self.fd, 4096)
        except BlockingIOError:
            return self.count
        while data:
            _wd, mask, _cookie, length = struct.unpack_from("iIII", data)
            self.count += bool(mask & IN_OPEN)
            data = data[16 + length :]
        return self.count

    def close(self) -> None:
        os.close(self.fd)


def _listed(qtbot: QtBot, dialog: QFileDialog, folder: Path, name: str) -> None:
    """Wait until the dialog shows ``name`` with its type, which Qt's gatherer thread looks up."""
    model = dialog.findChild(QFileSystemModel)
    assert model is not None

    def typed() -> bool:
        index = model.index(str(folder / name), 2)
        return index.isValid() and bool(model.data(index, Qt.ItemDataRole.DisplayRole))

    qtbot.waitUntil(typed, timeout=10_000)


def test_the_export_dialog_never_opens_the_database_it_lists(qtbot: QtBot, tmp_path: Path) -> None:
    database = tmp_path / "club.db"
    with Session.open(str(database)) as table:
        table.table.create_game(["Aki", "Ben", "Cho", "Dan"])
    openings = _Openings(database)
    try:
        ours = file_dialog(None, "Export the game", str(tmp_path / "game.pdf"), "All files (*)")
        qtbot.addWidget(ours)
        ours.show()
        ours.selectFile("club.db")
        _listed(qtbot, ours, tmp_path, "club.db")
        assert openings.seen() == 0
        ours.close()

        # Qt's dialog as it comes does open it, which the watch sees: the check above could have failed.
        plain = QFileDialog(None, "Export the game", str(tmp_path))
        plain.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(plain)
        plain.show()
        plain.selectFile("club.db")
        _listed(qtbot, plain, tmp_path, "club.db")
        qtbot.waitUntil(lambda: openings.seen() > 0, timeout=10_000)
    finally:
        openings.close()
