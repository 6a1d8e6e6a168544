"""Soak (not a test): the fault test of tests/store/test_beside_the_window.py, longer.

A table kept in this process for ROUNDS games of OPERATIONS operations each, every CLI command running beside
it in two other lanes, and this process reading the database file and showing the window's file dialog on its
folder between operations; at the end of each game every acknowledged hand must be there for another process,
and the file must pass SQLite's integrity check. On SQLite, and on PostgreSQL when TABLEKEEPER_TEST_POSTGRES_URL
names a server (or a throwaway cluster from Debian's packages can be started). Prints what it did.

Run: .venv/bin/python tests/bench/soak_beside_the_window.py [ROUNDS] [OPERATIONS]
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QCoreApplication, QDeadlineTimer, Qt
from PySide6.QtWidgets import QApplication, QFileSystemModel

from tablekeeper.ui.file_dialogs import file_dialog
from tests.databases import POSTGRES_ENV_VAR, _Cluster
from tests.store.beside_the_window import keep_a_table_beside_the_cli
from tests.store.test_beside_the_window import _a_tenhou_log


def _show_a_file_dialog(path: Path) -> None:
    folder = path if path.is_dir() else path.parent
    dialog = file_dialog(None, "Export the game", str(folder), "All files (*)")
    dialog.show()
    model = dialog.findChild(QFileSystemModel)
    assert model is not None
    deadline = QDeadlineTimer(10_000)
    while not deadline.hasExpired():
        QCoreApplication.processEvents()
        index = model.index(str(path), 2) if not path.is_dir() else model.index(str(folder))
        if index.isValid() and (path.is_dir() or model.data(index, Qt.ItemDataRole.DisplayRole)):
            break
    dialog.close()
    dialog.deleteLater()


def _soak(label: str, url_for_round, rounds: int, operations: int) -> None:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        for n in range(rounds):
            keep_a_table_beside_the_cli(
                url_for_round(Path(folder), n),
                Path(folder),
                operations_count=operations,
                tenhou_log=_a_tenhou_log(),
                open_a_file_dialog=_show_a_file_dialog,
            )
    took = time.perf_counter() - start
    print(f"{label}: {rounds} games x {operations} operations beside the CLI: nothing lost, in {took:.0f} s")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    operations = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    QApplication([])
    # One file for every round: the games pile up, as a club's season does.
    _soak("SQLite", lambda folder, _n: str(folder / "club.db"), rounds, operations)
    server = os.environ.get(POSTGRES_ENV_VAR)
    cluster = None
    if not server:
        cluster = _Cluster()
        server = cluster.url.render_as_string(hide_password=False)
    try:
        from sqlalchemy import create_engine

        admin = create_engine(server, isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            connection.exec_driver_sql('CREATE DATABASE "tablekeeper_soak"')
        admin.dispose()
        url = server.rsplit("/", 1)[0] + "/tablekeeper_soak"
        _soak("PostgreSQL", lambda _folder, _n: url, rounds, operations)
    finally:
        if cluster is not None:
            cluster.stop()


if __name__ == "__main__":
    main()
