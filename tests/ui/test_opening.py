"""`tablekeeper` on a file that exists reads the game to go on with before Qt is imported (issue 22: the game shown
within twice a bare window's first paint); a new file, a server and any trouble are left to the loader's thread, which
says why in the player's language."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tablekeeper import cli
from tablekeeper.rules.results import AbortiveDraw, AbortKind
from tablekeeper.service import Session
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.opening import Opened, open_before_window
from tests.store.test_event_store import _at_0006_with_a_game
from tests.ui.table_driver import NAMES
from tests.ui.test_damaged_start import _damage, _two_games

READ_FIRST = """
import sys
from tablekeeper.ui.opening import open_before_window
session, view = open_before_window(sys.argv[1])
print(",".join(view.players), len(view.hands), "PySide6" in sys.modules, "shiboken6" in sys.modules)
session.close()
"""
"""A fresh Python (this one has imported Qt already): the game read, and whether Qt was imported to read it."""


@pytest.fixture(autouse=True)
def collector() -> Iterator[None]:
    """The collector going again after each test: a start that stops before the game is painted leaves it held off."""
    yield
    gc.enable()


def _one_hand(path: Path, hands: int = 1) -> None:
    """A game of the four NAMES going on, ``hands`` abortive draws in it (the dealer stays: it never ends)."""
    with Session.open(str(path)) as session:
        game = session.table.create_game(list(NAMES))
        for _ in range(hands):
            session.table.record(game.id, AbortiveDraw(AbortKind.NINE_TERMINALS))


def test_an_existing_file_is_read_before_qt_is_imported(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    _one_hand(path)
    done = subprocess.run([sys.executable, "-c", READ_FIRST, str(path)], capture_output=True, text=True, timeout=60)
    assert done.stdout.split() == ["Alice,Bob,Carol,Dave", "1", "False", "False"], done.stderr


def test_a_new_file_or_a_server_is_left_to_the_loader(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert open_before_window(str(path)) is None
    assert not path.exists()  # made behind the new game's dialog, as at any first start
    assert open_before_window("postgresql://tablekeeper@127.0.0.1:1/club") is None  # a server may take seconds


def test_a_file_to_upgrade_is_left_as_it_was_to_the_loader(tmp_path: Path) -> None:
    # The backup and the migrations may take seconds: they are done with the window on the screen, by the thread.
    path = tmp_path / "old.db"
    _at_0006_with_a_game(str(path))
    before = path.read_bytes()
    assert open_before_window(str(path)) is None
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["old.db"]  # no backup made, no WAL left beside it
    with Session.open(str(path)) as session:  # as the thread then opens it: upgraded, the game kept
        assert session.database.backup is not None
        view, passed = session.library.resume()
        assert not passed and view is not None and view.players == ("Aki", "Ben", "Chie", "Dai")


def test_a_file_that_is_not_ours_is_left_untouched_to_the_loader(tmp_path: Path) -> None:
    notes = tmp_path / "notes.db"
    notes.write_text("shopping list\n", encoding="utf-8")
    assert open_before_window(str(notes)) is None
    assert notes.read_text(encoding="utf-8") == "shopping list\n"


def test_a_damaged_latest_game_is_left_to_the_loader_and_nothing_stays_open(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "games.db"
    _two_games(path)
    _damage(path, "UPDATE hands SET riichi = 'not a list' WHERE game_id = 2")
    closing = Session.close
    closed: list[bool] = []
    monkeypatch.setattr(Session, "close", lambda session: (closed.append(True), closing(session)))
    # The sentence naming game 2 is made in the language Qt installs: the thread makes it once the window is up.
    assert open_before_window(str(path)) is None
    assert closed == [True]


def test_the_window_shows_the_game_read_before_it_without_the_thread(qtbot, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "club.db"
    _one_hand(path, hands=40)  # more than a window's height of rows
    prepared: list[bool] = []
    monkeypatch.setattr(ui_app, "prepare_writes", lambda _session: prepared.append(True))
    opened = open_before_window(str(path))
    assert opened is not None
    window, _loader = ui_app.launch(str(path), opened)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.controller.view is not None, timeout=20_000)
    assert window.controller.session is opened[0]
    assert window.controller.view.players == NAMES and window.history.rowCount() == 40
    assert window.table_actions["ron"].isEnabled()
    qtbot.waitUntil(lambda: window.history_view.viewport().height() > 0)  # laid out (its first paint)
    assert window.history_view.verticalScrollBar().maximum() > 0  # more rows than the list's height
    newest = window.history.index(39, 0)
    assert [row.row() for row in window.history_view.selectionModel().selectedRows()] == [39]
    # The newest hand in view, as after any game opened (E and Del act on it).
    assert window.history_view.viewport().rect().contains(window.history_view.visualRect(newest))
    assert not any(thread.name == "tablekeeper-loader" for thread in threading.enumerate())
    qtbot.waitUntil(lambda: prepared == [True], timeout=20_000)  # the writer is still prepared once it is painted
    window.controller.session.close()


def test_the_command_line_reads_an_existing_file_before_the_window(tmp_path: Path, monkeypatch) -> None:
    handed: list[Opened | None] = []
    monkeypatch.setattr(ui_app, "run", lambda _url, opened: handed.append(opened) or 0)
    path = tmp_path / "club.db"
    assert cli.main(["--database-url", str(path)]) == 0  # not made yet: the window makes it
    _one_hand(path)
    assert cli.main(["--database-url", str(path)]) == 0
    assert handed[0] is None and handed[1] is not None
    session, view = handed[1]
    assert view is not None and view.players == NAMES
    session.close()


def test_the_collector_is_held_off_until_the_game_shown_is_painted(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    _one_hand(path)
    opened = open_before_window(str(path))
    assert opened is not None
    assert not gc.isenabled()  # the start's objects live as long as the window: no collection scans them meanwhile
    window, _loader = ui_app.launch(str(path), opened)
    qtbot.addWidget(window)
    qtbot.waitUntil(gc.isenabled, timeout=20_000)  # once painted and the writer prepared: collected once, kept out
    assert window.controller.view is not None and gc.get_freeze_count() > 0
    window.controller.session.close()
