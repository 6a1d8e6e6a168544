"""A long night at one table keeps the window's size: 500 hands entered through the real dialogs (each hand's result
dialog and its scoring dialog, each finished game's standings, each new game's dialog) leave as many widgets alive
at the end as after the first games. Before, every dialog stayed alive, a child of the window: some 300 widgets a
hand (the scoring dialog's buttons), 2 MB a hand, and each hand slower than the one before (issue 30: 1,000 hands,
1,000 result dialogs, 125 -> 806 MB, a hand 35 -> 143 ms). tests/bench/bench_night.py measures the memory and the
time of a hand.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QDialog

from tablekeeper.ui.main_window import MainWindow
from tests.ui.night import play_hand

FIRST_HANDS = 20
NIGHT = 500


def widgets_alive() -> int:
    """The widgets alive once the deletions asked for are done (as the window's event loop does them)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(QApplication.allWidgets())


def dialogs_held() -> int:
    """The dialogs whose Python side is still held (a dialog deleted but held by Python keeps every attribute it
    had: its buttons' and lists' Python sides)."""
    gc.collect()
    return sum(1 for each in gc.get_objects() if isinstance(each, QDialog))


def play_games(qtbot, window: MainWindow, hands: int) -> int:
    """Whole games until ``hands`` have been played at least; the hands played. It stops at a game's end, its
    standings shown."""
    played = 0
    while played < hands or not window.controller.view.finished:
        play_hand(qtbot, window)
        played += 1
    return played


def test_a_night_of_500_hands_keeps_the_widgets_of_its_first_hands(qtbot, window: MainWindow) -> None:
    played = play_games(qtbot, window, FIRST_HANDS)
    first, held = widgets_alive(), dialogs_held()
    played += play_games(qtbot, window, NIGHT - played)
    assert played >= NIGHT
    # At the same moment of a game (its end, its standings shown), as many widgets as after the first games.
    assert widgets_alive() == first
    assert dialogs_held() == held


def test_the_browsers_statistics_opened_again_after_the_browser_was_replaced(qtbot, window: MainWindow) -> None:
    """The statistics over the games browser are the browser's child: the browser replaced, they went with it, and
    opening them again over the new browser replaces nothing that is still there."""
    from tablekeeper.service import GameFilter

    for _ in range(2):
        window.browse_games()
        widgets_alive()  # the browser before (the second time) deleted now, and its statistics with it
        window.show_statistics(GameFilter())
        qtbot.waitUntil(lambda: window.browser_statistics.isVisible())
        window.browser_statistics.reject()
        window.browser.reject()
    assert window.browser_statistics.parent() is window.browser
