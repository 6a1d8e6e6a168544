"""Benchmark of reviewing the club's games (not a test): 10,000 games and 100,000 hands in one SQLite file.

Times, on the database ``bench_store.build`` fills (every game then ended early, as "End the game" does, so
that every game counts in the statistics):

1. the games browser (Ctrl+B) from the click to its first page shown: the dialog built on the session, its
   first page of 50 games in the model, the dialog shown and the table painted; then a column sorted (the
   header's click: by result, the leader's points, and by players), from the click to the first page of the new
   order shown: the database sorts every game, the model holds one page;
2. a review opened: one game of 10 hands read and replayed, the review dialog built, shown and painted (a
   different game each run, so that no run finds its game already in memory);
3. the club statistics: ``Library.statistics()`` over every finished game, and ``tablekeeper stats --json``
   run as a new process, as a person runs it (start to exit). The games are ended by bulk SQL, which keeps no
   figures (as in a database upgraded from before they were kept): the first statistics are timed apart, read
   only (every game replayed) and then writable (every game replayed and its figures kept), before the
   statistics as they are every other time (the figures read).

Prints the median and the worst of a few runs beside each aim.

    .venv/bin/python tests/bench/bench_review.py          # headless (offscreen)
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_store import GAMES, HANDS_PER_GAME, build  # the benchmark's siblings, not a package
from window_start import private_home

RUNS = 7
STATS_RUNS = 3
AIM_BROWSER_MS = 200.0
AIM_REVIEW_MS = 200.0
AIM_STATS_MS = 1000.0
_STORED = "%Y-%m-%d %H:%M:%S.000000"
"""SQLAlchemy's form of a stored date and time, for one written by SQL."""
_home = private_home()  # settings in a temporary folder, offscreen by default


def finish_every_game(path: Path) -> None:
    """End every game early, three hours after its start, as the window's "End the game" stores it (closed,
    ended, with its end time): the statistics count finished games only. Bulk SQL: not what is timed."""
    from sqlalchemy import func, update

    from tablekeeper.store.database import open_database
    from tablekeeper.store.models import Game

    db = open_database(str(path))
    try:
        with db.writing() as session:
            end = func.strftime(_STORED, Game.started_at, "+3 hours")
            session.execute(update(Game).values(closed=True, ended=True, finished_at=end))
    finally:
        db.close()


def report(label: str, times_ms: list[float], aim_ms: float) -> None:
    median, worst = statistics.median(times_ms), max(times_ms)
    verdict = "ok" if median < aim_ms else "MISSED"
    print(
        f"  {label:44} median {median:8.1f} ms   worst {worst:8.1f} ms   "
        f"(aim: under {aim_ms:.0f} ms, {verdict}; {len(times_ms)} runs)"
    )


def timed(runs: int, action: Callable[[int], object]) -> list[float]:
    out = []
    for i in range(runs):
        begin = time.perf_counter()
        action(i)
        out.append((time.perf_counter() - begin) * 1000)
    return out


def bench_window(path: Path) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication, QDialog

    from tablekeeper.service import Session
    from tablekeeper.ui.app import application
    from tablekeeper.ui.dialogs.browser import PAGE, PLAYERS, RESULT, GamesBrowser
    from tablekeeper.ui.dialogs.review import ReviewDialog

    application()
    with Session.open(str(path)) as service:
        shown: list[QDialog] = []

        def open_browser(_: int) -> None:
            browser = GamesBrowser(service)
            browser.show()
            browser.table.viewport().repaint()
            QApplication.processEvents()
            model = browser.model
            assert model is not None and model.rowCount() >= PAGE, model  # the view may fetch a page more
            assert model.games[0].summary.id == GAMES  # the latest first
            shown.append(browser)

        def close_all() -> None:
            for dialog in shown:
                dialog.close()
                dialog.deleteLater()
            shown.clear()
            QApplication.processEvents()

        open_browser(-1)  # warm: the first dialog of a process loads Qt's styles and fonts
        close_all()
        browser_ms = []
        for _ in range(RUNS):
            browser_ms.extend(timed(1, open_browser))
            close_all()

        def sorted_by(column: int) -> Callable[[int], None]:
            def sort(i: int) -> None:
                browser = shown[-1]
                assert isinstance(browser, GamesBrowser) and browser.model is not None
                # Alternately both ways: each run sorts anew (the same order twice would fetch nothing).
                order = Qt.SortOrder.DescendingOrder if i % 2 == 0 else Qt.SortOrder.AscendingOrder
                browser.table.sortByColumn(column, order)  # what a click on the header does
                browser.table.viewport().repaint()
                QApplication.processEvents()
                assert PAGE <= browser.model.rowCount() <= 2 * PAGE, browser.model.rowCount()

            return sort

        sort_ms: dict[int, list[float]] = {RESULT: [], PLAYERS: []}
        for column, times in sort_ms.items():
            open_browser(-1)  # not timed: the dialog open on its first page, as the player sees it
            sorted_by(column)(1)  # warm
            times.extend(timed(RUNS, sorted_by(column)))
            close_all()

        ids = random.Random(5).sample(range(1, GAMES + 1), RUNS + 1)

        def open_review(i: int) -> None:
            review = ReviewDialog(service.table.game(ids[i]))
            review.show()
            review.table.repaint()
            QApplication.processEvents()
            assert len(review.game.hands) == HANDS_PER_GAME
            shown.append(review)

        open_review(RUNS)  # warm, on a game not timed after
        close_all()
        review_ms = []
        for _ in range(RUNS):
            review_ms.extend(timed(1, open_review))
            close_all()
    report("games browser, click to first page shown", browser_ms, AIM_BROWSER_MS)
    report("browser sorted by result, first page shown", sort_ms[RESULT], AIM_BROWSER_MS)
    report("browser sorted by players, first page shown", sort_ms[PLAYERS], AIM_BROWSER_MS)
    report(f"review of one game ({HANDS_PER_GAME} hands) opened", review_ms, AIM_REVIEW_MS)


def bench_statistics(path: Path) -> None:
    from tablekeeper.service import Session

    def compute(service: Session) -> None:
        figures = service.library.statistics()
        assert figures.games == GAMES and not figures.passed_over, (figures.games, figures.passed_over)

    # The games were ended by bulk SQL, as a database upgraded from before the figures were kept: the first
    # statistics work every game's figures out from its replay and keep them. Timed once, apart.
    with Session.open(str(path), write=False) as reader:
        first_ms = timed(1, lambda _: compute(reader))
    report("statistics, no figures kept (read-only: all replayed)", first_ms, AIM_STATS_MS)
    with Session.open(str(path)) as service:
        keep_ms = timed(1, lambda _: compute(service))
        report("statistics, figures worked out and kept (once)", keep_ms, AIM_STATS_MS)
        service_ms = timed(STATS_RUNS, lambda _: compute(service))
    report(f"Library.statistics(), {GAMES:,} games", service_ms, AIM_STATS_MS)
    argv = [sys.executable, "-m", "tablekeeper", "stats", "--json", "--database-url", str(path)]

    def run(_: int) -> None:
        done = subprocess.run(argv, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"tablekeeper stats failed:\n{done.stderr}")

    report("tablekeeper stats --json (new process)", timed(STATS_RUNS, run), AIM_STATS_MS)


def main() -> int:
    path = Path(_home) / "bench.db"
    begin = time.perf_counter()
    build(path)
    finish_every_game(path)
    print(
        f"built {GAMES:,} games, {GAMES * HANDS_PER_GAME:,} hands, every game ended, in "
        f"{time.perf_counter() - begin:.1f} s ({path.stat().st_size / 1e6:.1f} MB)"
    )
    bench_window(path)
    bench_statistics(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
