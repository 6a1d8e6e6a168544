"""Benchmark of a long night at one table (a script, not collected by pytest): 1,000 hands entered through the real
window's dialogs, offscreen, as tests/ui/night.py enters them (a tsumo through the scoring dialog at every fourth
hand, draws between, each game's standings shown and closed, the next game started in the new-game dialog).

Prints, at hands 20, 100, 250, 500, 750 and 1,000: the process's resident memory (RSS), the widgets alive, and the
median and worst time of a hand since the mark before (from the first key of the hand to its dialogs closed and
the hand shown). Issue 30 found 1,000 result dialogs kept alive: memory 125 -> 806 MB, a hand 35 -> 143 ms. The
aim: memory and widgets flat after the first hands, and the hand's time too.

    .venv/bin/python tests/bench/bench_night.py [--hands 1000]

To measure older code, copy this file and tests/ui/night.py into a copy of that tree and run it there.

Figures of 2 December 2026 (RSS MB / widgets / median ms a hand). Main (ea5a5bd), on 2 cores shared with other
work, the dialogs left to pile up between marks as the first version of this script did:

    hands     main (ea5a5bd)
       20     163 /  2,711 /   363
      100     246 / 12,811 / 1,278
      250     402 / 31,945 / 2,620
      500     (stopped: 2.6 s a hand)

This change, the closed dialogs deleted after each hand as the window's event loop deletes them (a quieter machine):

    hands     after
       20     146 / 123 / 28
      100     148 / 123 / 38
      250     152 / 123 / 38
      500     156 / 123 / 48
      750     160 / 123 / 69
     1000     162 / 129 / 89

Memory and widgets stay flat (tests/ui/test_long_night.py keeps the widgets so); the time of a hand still grows
slowly with the games of the night (see the closing note of issue 30).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import private_home  # the benchmark's sibling, not a package

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # the tree's tablekeeper, and tests/ui/night.py

MARKS = (20, 100, 250, 500, 750, 1_000)
WAIT_S = 10.0


class Bot:
    """The few calls of pytest-qt's ``qtbot`` that tests/ui/night.py makes, on QTest."""

    def mouseClick(self, widget: Any, button: Any, modifier: Any = None, pos: Any = None, delay: int = -1) -> None:  # noqa: N802
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        QTest.mouseClick(widget, button, modifier or Qt.KeyboardModifier.NoModifier, pos or QPoint(), delay)

    def keyClick(self, widget: Any, key: Any, modifier: Any = None, delay: int = -1) -> None:  # noqa: N802
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.keyClick(widget, key, modifier or Qt.KeyboardModifier.NoModifier, delay)

    def keyClicks(self, widget: Any, text: str, modifier: Any = None, delay: int = -1) -> None:  # noqa: N802
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        QTest.keyClicks(widget, text, modifier or Qt.KeyboardModifier.NoModifier, delay)

    def waitUntil(self, callback: Callable[[], object], timeout: int = 5_000) -> None:  # noqa: N802
        """As qtbot's: until ``callback`` returns true, or returns None without an AssertionError."""
        from PySide6.QtTest import QTest

        end = time.monotonic() + max(timeout / 1000, WAIT_S)
        while True:
            try:
                result = callback()
            except AssertionError:
                if time.monotonic() > end:
                    raise
            else:
                if result is None or result:
                    return
                if time.monotonic() > end:
                    raise TimeoutError("waited too long")
            QTest.qWait(2)


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=MARKS[-1])
    hands = parser.parse_args().hands
    home = private_home()
    screens = ROOT / "tests" / "offscreen-screen.json"
    if os.environ.get("QT_QPA_PLATFORM") == "offscreen" and screens.exists():
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screens}"  # a laptop's 1366x768, as the tests
    from PySide6.QtCore import QCoreApplication, QEvent, QSettings
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from tablekeeper.service import Session
    from tablekeeper.ui.controller import GameController
    from tablekeeper.ui.main_window import MainWindow
    from tests.ui.night import play_hand

    app = QApplication.instance() or QApplication([])
    QCoreApplication.setOrganizationName("tablekeeper-bench")
    QCoreApplication.setApplicationName("tablekeeper-bench")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(Path(home) / "settings"))
    bot = Bot()
    print(f"{'hands':>6} {'RSS MB':>8} {'widgets':>8} {'hand median ms':>15} {'worst ms':>9}")
    with Session.open(f"sqlite:///{Path(home) / 'night.db'}") as session:
        window = MainWindow(GameController(session))
        window.resize(1366, 768)
        window.show()
        assert QTest.qWaitForWindowExposed(window)
        times: list[float] = []
        print(f"{0:>6} {rss_mb():8.0f} {len(QApplication.allWidgets()):8}")
        for hand in range(1, hands + 1):
            began = time.perf_counter()
            play_hand(bot, window)
            # What the window's event loop does once the player's keys are handled: the dialogs closed deleted. The
            # script never returns to a loop, so without this they piled up until the next mark, each dialog opened
            # costing more than the one before (the time a hand grew from 37 to 90 ms over 250 hands, flat with it).
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            times.append((time.perf_counter() - began) * 1000)
            if hand in MARKS or hand == hands:
                widgets = len(QApplication.allWidgets())
                median, worst = statistics.median(times), max(times)
                print(f"{hand:>6} {rss_mb():8.0f} {widgets:8} {median:15.0f} {worst:9.0f}", flush=True)
                times = []
        window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
