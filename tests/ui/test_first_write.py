"""The window's first write waits for no import: what it needs is prepared while the window is idle, without
touching the database (issue 22: the first hand recorded took a quarter of a second, the later ones 3 ms)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session

WRITER_MODULES = (
    "sqlalchemy.orm",
    "tablekeeper.store.models",
    "tablekeeper.store.hands",
    "tablekeeper.service.previews",
)
"""What the first write imported: SQLAlchemy's ORM, the models, the hands' rows; and what the first key pressed in
the hand's entry would import (the previews' values)."""

# Run by a separate Python (a fresh process: this one has imported everything already): the window through the
# command line, on the file given. Once the game is shown, it waits (polling, with a deadline) for the writer's
# modules and for the long-lived objects to be kept out of the collections, says "prepared" (or "unprepared" at the
# deadline), and waits for a line: then it records a hand through the controller, says which modules that imported,
# and ends.
WINDOW = """
import gc, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.main_window import MainWindow
MODULES = sys.argv[2].split(",")
DEADLINE = time.monotonic() + 20
def window():
    return next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)
def poll():
    shown = window()
    if shown is None or shown.controller.view is None:
        QTimer.singleShot(10, poll)
        return
    prepared = all(name in sys.modules for name in MODULES) and gc.get_freeze_count() > 0
    if not prepared and time.monotonic() < DEADLINE:
        QTimer.singleShot(10, poll)
        return
    print("prepared" if prepared else "unprepared", flush=True)
    sys.stdin.readline()
    before = set(sys.modules)
    recorded = shown.controller.record(ExhaustiveDraw(tenpai=frozenset({0})))
    print("recorded" if recorded else "refused", ",".join(sorted(set(sys.modules) - before)), sep=":", flush=True)
    shown.close()
app = ui_app.application()
QTimer.singleShot(0, poll)
from tablekeeper.cli import main
main(["--database-url", sys.argv[1]])
"""


def _state(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the folder: its bytes and its modification time."""
    return {path.name: (path.read_bytes(), path.stat().st_mtime_ns) for path in sorted(folder.iterdir())}


def test_the_window_prepares_the_first_write_when_idle_without_touching_the_database(tmp_path: Path) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    url = f"sqlite:///{folder / 'club.db'}"
    with Session.open(url) as session:
        game = session.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        session.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({1})))
    before = _state(folder)
    process = subprocess.Popen(
        [sys.executable, "-c", WINDOW, url, ",".join(WRITER_MODULES)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert process.stdin is not None and process.stdout is not None
    try:
        assert process.stdout.readline().strip() == "prepared"
        # The preparation wrote nothing and opened no connection (which would have made the WAL's files).
        assert _state(folder) == before
        process.stdin.write("record\n")
        process.stdin.flush()
        assert process.stdout.readline().rstrip("\n") == "recorded:"  # and it imported nothing
    finally:
        process.stdin.close()
        process.wait(timeout=30)
        process.stdout.close()
    assert process.returncode == 0
    with Session.open(url) as session:
        assert len(session.table.game(game.id).hands) == 2
