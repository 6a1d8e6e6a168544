"""The window's start with a damaged game in the database: the other games open, the damaged one is named."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session
from tablekeeper.service.library import Library
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.main_window import MainWindow


def _two_games(path: Path) -> None:
    """Game 1 (Aki...) and game 2 (Eri...), both going on, game 2 the latest; a draw in each."""
    with Session.open(str(path)) as service:
        for names in (["Aki", "Ben", "Chie", "Dai"], ["Eri", "Fumi", "Gen", "Hana"]):
            game = service.table.create_game(names)
            service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({1})))


def _damage(path: Path, statement: str) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute(statement)
        connection.commit()
    finally:
        connection.close()


def _load(qtbot, path: Path, errors: list[str]) -> MainWindow:
    window = MainWindow(GameController())
    qtbot.addWidget(window)
    loader = ui_app.ServiceLoader(str(path))
    with qtbot.waitSignal(loader.loaded, timeout=20_000):
        loader.start()
    ui_app.database_loaded(window, loader.session, loader.view, loader.sentence)
    return window


def test_a_damaged_latest_game_leaves_the_window_on_the_other_one(qtbot, tmp_path: Path, errors) -> None:
    path = tmp_path / "games.db"
    _two_games(path)
    _damage(path, "UPDATE hands SET riichi = 'not a list' WHERE game_id = 2")
    window = _load(qtbot, path, errors)
    assert window.controller.view is not None and window.controller.view.players[0] == "Aki"
    assert window.history.rowCount() == 1
    assert len(errors) == 1 and errors[0].startswith("Game 2 is damaged in the database")  # why not the latest
    window.controller.session.close()


def test_a_game_whose_rules_cannot_be_read_is_named_and_the_database_stays_open(qtbot, tmp_path: Path, errors) -> None:
    path = tmp_path / "games.db"
    _two_games(path)
    _damage(path, "UPDATE games SET rules_json = '{broken' WHERE id = 2")
    window = _load(qtbot, path, errors)
    assert len(errors) == 1 and errors[0].startswith("Game 2 is damaged in the database")
    assert window.controller.session is not None  # the database is open: game 1 and new games can be played
    assert window.controller.view is not None and window.controller.view.id == 1
    window.controller.session.close()


def test_a_database_that_fails_after_opening_is_closed_and_said(qtbot, tmp_path: Path, monkeypatch) -> None:
    from tablekeeper.errors import DatabaseError

    path = tmp_path / "club.db"
    _two_games(path)
    closed: list[bool] = []

    def fails(_self: Library, **_options: object) -> None:
        raise DatabaseError("The database stopped answering.")

    monkeypatch.setattr(Library, "resume", fails)  # the session's resume is its library's
    monkeypatch.setattr(Session, "close", lambda self: closed.append(True))
    loader = ui_app.ServiceLoader(str(path))
    with qtbot.waitSignal(loader.failed, timeout=20_000):
        loader.start()
    assert loader.sentence == "The database stopped answering."
    assert closed == [True]  # the opened database was let go, not left with the dead loader
    assert loader.session is None
