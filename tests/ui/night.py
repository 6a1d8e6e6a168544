"""A club night through the real window's dialogs, hand after hand, game after game: each hand a tsumo entered as
a player enters it: a tsumo (T, the winner clicked, 3 han 30 fu chosen in the scoring dialog, Record) at every
fourth hand, a draw with nobody tenpai (D, Record) at the others; each finished game's standings shown and closed,
the next game started in the new-game dialog (Ctrl+N, four names typed, Start).

Used by the test of a long night (tests/ui/test_long_night.py) and its benchmark (tests/bench/bench_night.py): the
bench passes a stand-in for pytest-qt's ``qtbot`` (the same few calls, on QTest).

The winner is the player after the dealer, and nobody is tenpai at a draw: the deal passes at every hand.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from tablekeeper.ui.dialogs.game import StandingsDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import NAMES, activate, draw, new_game, record, tsumo


def start_game(qtbot, window: MainWindow) -> None:
    """Close a finished game's standings, if shown, and start the next game in the new-game dialog."""
    dialog = window.dialog
    if isinstance(dialog, StandingsDialog) and dialog.isVisible():
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: not dialog.isVisible())
    activate(qtbot, window)
    new_game(qtbot, window, NAMES)
    qtbot.waitUntil(lambda: window.controller.view is not None and not window.controller.view.hands)


def play_hand(qtbot, window: MainWindow) -> None:
    """One hand through the dialogs (a new game started first when none is going on); the game's standings
    shown when it ends."""
    view = window.controller.view
    if view is None or view.finished:
        start_game(qtbot, window)
        view = window.controller.view
        assert view is not None
    before = len(view.hands)
    if before % 4 == 0:
        tsumo(qtbot, window, (view.state.dealer + 1) % 4, 3, 30)
    else:
        record(qtbot, window, draw(qtbot, window))
    qtbot.waitUntil(lambda: window.controller.view is not None and len(window.controller.view.hands) == before + 1)
    if window.controller.view.finished:
        qtbot.waitUntil(lambda: isinstance(window.dialog, StandingsDialog) and window.dialog.isVisible())


__all__ = ["play_hand", "start_game"]
