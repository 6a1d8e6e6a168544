"""Nothing lost while other processes use the file: a table kept in this long-lived process, every CLI command
run beside it, and this process opening and closing the database file between its operations (a header read,
an import of the file chosen by mistake, Qt's file dialog on its folder). See beside_the_window.py."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QFileSystemModel
from pytestqt.qtbot import QtBot

from tests.store.beside_the_window import keep_a_table_beside_the_cli
from tests.tenhou_data import DEFAULT, ENV_VAR

OPERATIONS = 24


def _a_tenhou_log() -> Path | None:
    folder = Path(os.environ.get(ENV_VAR, DEFAULT))
    logs = sorted(folder.glob("fastmaj/*.mjlog"))
    return logs[0] if logs else None


def _file_dialog(qtbot: QtBot):  # type: ignore[no-untyped-def]
    """Qt's own file dialog shown on the database's folder, with the database selected, as Export… shows it."""

    def show(path: Path) -> None:
        folder = path if path.is_dir() else path.parent
        dialog = QFileDialog(None, "Export the game", str(folder))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        if not path.is_dir():
            dialog.selectFile(path.name)
        model = dialog.findChild(QFileSystemModel)
        assert model is not None
        # The folder's files listed (their sizes, types and icons looked up by Qt's gatherer thread).
        qtbot.waitUntil(lambda: model.rowCount(model.index(str(folder))) > 0)
        dialog.close()

    return show


def test_a_table_loses_nothing_beside_the_cli_and_its_own_file_reads(
    database_url: str, tmp_path: Path, qtbot: QtBot
) -> None:
    keep_a_table_beside_the_cli(
        database_url,
        tmp_path,
        operations_count=OPERATIONS,
        tenhou_log=_a_tenhou_log(),
        open_a_file_dialog=_file_dialog(qtbot),
    )
