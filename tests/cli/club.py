"""A small club database for the CLI tests, and what an older tablekeeper could have stored in it."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import Session

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
OTHERS = ("Eri", "Fumi", "Gen", "Hana")


def make_club(tmp_path: Path) -> str:
    """The path of a new database holding game 1 (three hands, started 2025-03-01 19:00 UTC, "Monday") and game 2
    (no hand, started 2025-03-08 19:00 UTC)."""
    path = str(tmp_path / "club.db")
    with Session.open(path) as service:
        game = service.table.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 1, 19))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))
        service.table.record(game.id, Tsumo(Win(2, 5)))
        service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
        service.table.create_game(OTHERS, started_at=datetime(2025, 3, 8, 19))
    return path


def rename(database: str, old: str, new: str) -> None:
    """Give a player a name as an older tablekeeper (or an import) could have stored it, checks bypassed."""
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE players SET name = ? WHERE name = ?", (new, old))
    connection.close()


def retitle(database: str, game_id: int, title: str) -> None:
    """Give a game a title as an older tablekeeper could have stored it."""
    with sqlite3.connect(database) as connection:
        connection.execute("UPDATE games SET title = ? WHERE id = ?", (title, game_id))
    connection.close()
