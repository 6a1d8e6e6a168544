"""Deleting, from the games browser, the very game the table shows: the table then shows no game, as at a first
start, and the status bar says the game was deleted; nothing can be recorded on it any more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.service import GameNotFound, Session
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import centre, open_game, shortcut
from tests.ui.test_browser import _button, _open_browser


def _state(window: MainWindow) -> tuple[object, ...]:
    """What the window shows of the game at the table: the seats, the centre, the hands, the title, and which of
    the table's actions can be used."""
    return (
        [(panel.name_label.text(), panel.score_label.text()) for panel in window.table.panels],
        centre(window),
        window.history.rowCount(),
        window.windowTitle(),
        sorted(key for key, action in window.table_actions.items() if action.isEnabled()),
    )


def _delete_in_browser(qtbot, window: MainWindow, row: int) -> None:
    browser = _open_browser(qtbot, window)
    browser.table.selectRow(row)
    qtbot.mouseClick(browser.delete_button, Qt.MouseButton.LeftButton)
    box = browser.confirm_box
    assert box is not None
    qtbot.mouseClick(_button(box, "&Delete it"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.confirm_box is None)
    browser.reject()


def test_deleting_the_game_at_the_table_clears_the_table(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    first_start = _state(window)  # no game yet: what a first start shows
    game = open_game(window, session, Ron(1, (Win(0, 3, 40),)), ExhaustiveDraw(tenpai=frozenset({2})))
    assert _state(window) != first_start

    _delete_in_browser(qtbot, window, 0)

    assert window.controller.view is None
    assert _state(window) == first_start
    assert window.statusBar().currentMessage() == f"Game {game} was deleted; no game is open now."
    shortcut(qtbot, window, Qt.Key.Key_R)  # Ron: nothing to record it on
    assert window.dialog is None or not window.dialog.isVisible()
    assert errors == []
    with pytest.raises(GameNotFound):
        session.table.game(game)


def test_deleting_another_game_leaves_the_table_as_it_is(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    other = session.table.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Old").id
    game = open_game(window, session, ExhaustiveDraw(tenpai=frozenset({2})))
    before = _state(window)
    assert other != game

    _delete_in_browser(qtbot, window, 1)  # the older game, listed second

    assert window.controller.view is not None and window.controller.view.id == game
    assert _state(window) == before
    assert window.statusBar().currentMessage() == ""
    assert errors == []
    assert [g.id for g in session.library.list_games()] == [game]
