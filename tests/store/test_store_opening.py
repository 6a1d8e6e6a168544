"""Opening a SQLite file while other processes use it (issue 9 review)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from typing import Any

import pytest

from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session
from tablekeeper.store import sqlite_file


def _games(url: str, count: int, first: str) -> None:
    with Session.open(url) as service:
        for n in range(count):
            game = service.table.create_game([f"{first} {n}", "Ben", "Chie", "Dai"])
            service.table.record(game.id, Ron(1, (Win(0, 3, 30),), frozenset()))


def test_a_file_written_by_another_table_while_it_is_checked_is_not_called_damaged(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _games(sqlite_url, 20, "Aki")
    real_check = sqlite_file._check_pages
    others: list[int] = []

    def check_while_another_table_writes(*arguments: Any) -> None:
        if not others:
            # While this opener checks the file's pages, another table (another process) stores 20 games and
            # closes: its last connection copies its changes into the file (a checkpoint) during the check.
            others.append(1)
            code = f"from tests.store.test_store_opening import _games; _games({sqlite_url!r}, 20, 'Eri')"
            subprocess.run([sys.executable, "-c", code], check=True)
        real_check(*arguments)

    monkeypatch.setattr(sqlite_file, "_check_pages", check_while_another_table_writes)
    with Session.open(sqlite_url) as service:
        assert len(service.library.list_games(limit=None)) == 40  # sound: the other table's 20 games are there too
    with sqlite3.connect(sqlite_url) as connection:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
