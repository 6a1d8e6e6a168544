"""The first start on a database file not made yet: the new game is asked for at once, while the file is made
behind the window (issue 22: the first dialog painted within twice a bare window's first paint), and only once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from tablekeeper.service import Session
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
    with Session.open(str(path)) as again:
        assert [g.players for g in again.library.unfinished_games()] == [tuple(NAMES)]


def test_an_existing_file_or_a_server_is_not_new(tmp_path: Path) -> None:
    existing = tmp_path / "club.db"
    Session.open(str(existing)).close()
    assert not ui_app.is_new_file(str(existing))
    assert not ui_app.is_new_file("postgresql://club@localhost/club")
    assert not ui_app.is_new_file("sqlite:///x.db?mode=ro")  # refused by the store: the loader says why


class Paints(QObject):
    """Installed on the application: writes "painted" in ``log`` at each paint of a widget that ``wanted`` says."""

    def __init__(self, log: list[str], wanted: Callable[[QWidget], bool]) -> None:
        super().__init__()
        self.log = log
        self.wanted = wanted
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(watched, QWidget) and self.wanted(watched):
            self.log.append("painted")
        return False

    def close(self) -> None:
        QApplication.instance().removeEventFilter(self)


def test_the_file_is_made_once_the_new_game_s_dialog_is_painted(qtbot, tmp_path: Path, monkeypatch) -> None:
    # Made meanwhile, its making (in the loader's thread) would hold Python's lock for half of the dialog's.
    log: list[str] = []
    starting = ui_app.ServiceLoader.start
    monkeypatch.setattr(ui_app.ServiceLoader, "start", lambda loader: (log.append("started"), starting(loader)))
    paints = Paints(log, lambda widget: isinstance(widget.window(), NewGameDialog))
    window, loader = ui_app.launch(str(tmp_path / "club.db"))
    qtbot.addWidget(window)
    assert log == []  # the window is shown, the dialog not asked for yet: nothing is made
    qtbot.waitUntil(lambda: "started" in log)
    paints.close()
    assert log[0] == "painted"
    with qtbot.waitSignal(loader.loaded, timeout=20_000):
        pass
    window.controller.session.close()


def test_the_writer_is_prepared_once_the_game_shown_is_painted(qtbot, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "club.db"
    with Session.open(str(path)) as session:
        session.table.create_game(list(NAMES))
    log: list[str] = []
    monkeypatch.setattr(ui_app, "prepare_writes", lambda _session: log.append("prepared"))
    window, _loader = ui_app.launch(str(path))
    qtbot.addWidget(window)
    paints = Paints(log, lambda widget: widget.window() is window and window.controller.view is not None)
    qtbot.waitUntil(lambda: "prepared" in log, timeout=20_000)
    paints.close()
    assert "painted" in log[: log.index("prepared")]  # the game shown was painted first
    window.controller.session.close()
