"""The first start on a database file not made yet: the new game is asked for at once, while the file is made
behind the window (issue 22: the first dialog painted within twice a bare window's first paint), and only once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tablekeeper.service import TableSession
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.dialogs.game import NewGameDialog
from tests.ui.table_driver import NAMES, click


def test_a_new_file_asks_for_the_new_game_at_once_and_once(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    assert ui_app.is_new_file(str(path))
    window, loader = ui_app.launch(str(path))
    qtbot.addWidget(window)
    loaded: list[bool] = []
    loader.loaded.connect(lambda: loaded.append(True))
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog) and window.dialog.isVisible())
    asked = window.dialog
    qtbot.waitUntil(lambda: bool(loaded), timeout=20_000)
    qtbot.waitUntil(lambda: window.controller.session is not None)
    # The database opened: no second dialog over the first.
    QCoreApplication.processEvents()  # the loader's slots and the timers they set run once
    assert window.dialog is asked and asked.isVisible()
    for edit, name in zip(asked.name_edits, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    click(qtbot, asked.start_button)
    assert window.controller.view is not None and window.controller.view.players == tuple(NAMES)
    window.controller.session.close()
    with TableSession.open(str(path)) as again:
        assert [g.players for g in again.unfinished_games()] == [tuple(NAMES)]


def test_an_existing_file_or_a_server_is_not_new(tmp_path: Path) -> None:
    existing = tmp_path / "club.db"
    TableSession.open(str(existing)).close()
    assert not ui_app.is_new_file(str(existing))
    assert not ui_app.is_new_file("postgresql://club@localhost/club")
    assert not ui_app.is_new_file("sqlite:///x.db?mode=ro")  # refused by the store: the loader says why
