"""Benchmark of the table window (run as a script; not collected by pytest).

1. Launch to window shown: a fresh process each run, from before it starts to the first paint of its
   main window, for tablekeeper's window (on a database holding a game to reopen) and, in the same run
   and alternating with it, for a bare PySide6 window. The aim: within 1.5 times of the bare window.
2. Confirming a hand to the table updated, with 500 hands already in the game (and, for scale, 16): the
   controller stores the hand through the session service (in a background thread) and the window repaints;
   meanwhile a 4 ms timer measures the longest the interface's event loop was held.

    .venv/bin/python tests/bench/bench_ui.py            # headless (offscreen)
    DISPLAY=:99 QT_QPA_PLATFORM=xcb .venv/bin/python tests/bench/bench_ui.py   # in a real X window
"""

from __future__ import annotations

import itertools
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import AIM_RATIO, launches, private_home  # the benchmark's sibling, not a package

RUNS = 7
HANDS = 500
_home = private_home()


def long_game(url: str, hands: int) -> int:
    """A game of ``hands`` hands (draws where the dealer stays, abortive draws), recorded one by one."""
    from tablekeeper.rules.results import AbortiveDraw, AbortKind, ExhaustiveDraw, HandResult
    from tablekeeper.service import TableSession

    cycle: list[HandResult] = [
        ExhaustiveDraw(frozenset({0, 1})),
        ExhaustiveDraw(frozenset({0, 2})),
        AbortiveDraw(AbortKind.NINE_TERMINALS),
    ]
    with TableSession.open(url) as session:
        game = session.create_game(["Alice", "Bob", "Carol", "Dave"])
        for index in range(hands):
            session.record(game.id, cycle[index % len(cycle)])
        return game.id


def bench_launch(url: str) -> None:
    timed = launches(url, RUNS)
    bare, app, loaded = timed.bare, timed.shown, timed.loaded
    b, a = statistics.median(bare), statistics.median(app)
    print(f"launch to window shown ({os.environ['QT_QPA_PLATFORM']}, median of {RUNS}, warm):")
    print(f"  bare PySide6 window : {b * 1000:7.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in bare)})")
    print(f"  tablekeeper window  : {a * 1000:7.1f} ms  (runs: {', '.join(f'{x * 1000:.0f}' for x in app)})")
    print(f"  ratio               : {a / b:7.2f}  (aim: at most {AIM_RATIO})")
    print(f"  ... its {HANDS}-hand game loaded and shown: {statistics.median(loaded) * 1000:.1f} ms")


def bench_record(url: str, game_id: int, runs: int = RUNS) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tablekeeper.rules.results import ExhaustiveDraw
    from tablekeeper.service import TableSession
    from tablekeeper.ui.app import application
    from tablekeeper.ui.controller import TableController
    from tablekeeper.ui.main_window import MainWindow

    application()
    with TableSession.open(url) as session:
        controller = TableController(session)
        window = MainWindow(controller)
        controller.open_game(game_id)
        window.show()
        QApplication.processEvents()

        def timed(start_call: Callable[[], object]) -> tuple[float, float]:
            """Seconds from the call to the table repainted, and the longest the event loop was held."""
            beats: list[float] = []
            beat = QTimer()
            beat.setInterval(4)  # a quarter of a frame: finer, the timer itself would slow the store down
            beat.timeout.connect(lambda: beats.append(time.perf_counter()))
            beat.start()
            start = time.perf_counter()
            start_call()  # the controller stores and shows the change before it returns (no worker thread)
            window.repaint()
            QApplication.processEvents()
            end = time.perf_counter()
            beat.stop()
            marks = [start, *beats, end]
            return end - start, max(b - a for a, b in itertools.pairwise(marks))

        record, record_stall, undo, undo_stall = [], [], [], []
        for _ in range(runs):
            total, stall = timed(lambda: controller.record(ExhaustiveDraw(frozenset({0, 3}))))
            record.append(total)
            record_stall.append(stall)
            total, stall = timed(controller.undo)
            undo.append(total)
            undo_stall.append(stall)
        hands = len(controller.view.hands) if controller.view else 0
        median = statistics.median
        print(f"confirm a hand to the table updated, {hands} hands in the game (median of {runs}):")
        print(f"  record, stored and repainted : {median(record) * 1000:7.1f} ms")
        print(f"  longest the interface waited : {median(record_stall) * 1000:7.1f} ms")
        print(f"  undo, stored and repainted   : {median(undo) * 1000:7.1f} ms")
        print(f"  longest the interface waited : {median(undo_stall) * 1000:7.1f} ms")
        window.close()


def main() -> int:
    url = f"sqlite:///{Path(_home) / 'bench.db'}"
    start = time.perf_counter()
    game_id = long_game(url, HANDS)
    print(f"(a game of {HANDS} hands recorded one by one in {time.perf_counter() - start:.1f} s)")
    bench_launch(url)
    bench_record(url, game_id)
    short_url = f"sqlite:///{Path(_home) / 'short.db'}"
    bench_record(short_url, long_game(short_url, 16))  # a usual east-south game's length
    return 0


if __name__ == "__main__":
    sys.exit(main())
