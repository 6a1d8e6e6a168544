"""Benchmark of the Statistics dialog (not a test): 10,000 finished games of 400 players in one SQLite file.

Three things timed in turns, in the same run (the machine is shared: medians, CPU time beside wall time):

1. the dialog (Game > Statistics…) from its construction to its first paint, offscreen: the service asked for
   the figures, the season table filled, its columns sized, the dialog shown and painted;
2. its data alone: ``Library.statistics()`` with the filter the dialog asks with at first;
3. the anchor: a bare QTableView of as many rows and columns with plain strings (a QStandardItemModel), its
   columns sized to their contents, shown and painted.

Prints each median and the dialog's ratio to the data plus the bare table (the aim: the dialog within 250 ms).

    .venv/bin/python tests/bench/bench_statistics_dialog.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_review import finish_every_game  # the benchmark's siblings, not a package
from bench_store import GAMES, PLAYERS, build
from window_start import private_home

RUNS = 9
AIM_MS = 250.0
_home = private_home()  # settings in a temporary folder, offscreen by default


def timed(action: Callable[[], object]) -> tuple[float, float]:
    """Wall and CPU milliseconds of one ``action``."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return (time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000


def report(label: str, times: list[tuple[float, float]]) -> tuple[float, float]:
    wall = statistics.median(t[0] for t in times)
    cpu = statistics.median(t[1] for t in times)
    print(f"  {label:52} median {wall:8.1f} ms wall {cpu:8.1f} ms CPU   ({len(times)} runs)")
    return wall, cpu


def main() -> int:
    from PySide6.QtGui import QStandardItem, QStandardItemModel
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QTableView

    from tablekeeper.service import Session
    from tablekeeper.ui.app import application
    from tablekeeper.ui.day_filter import ANY_DATE, chosen_games
    from tablekeeper.ui.dialogs.statistics import StatisticsDialog, StatisticsModel

    path = Path(_home) / "bench.db"
    begin = time.perf_counter()
    build(path)
    finish_every_game(path)
    app = application()
    with Session.open(str(path)) as service:
        figures = service.library.statistics()  # the games were ended by SQL: their figures worked out once and kept
        ranked = figures.table(4).ranked
        assert figures.games == GAMES and len(ranked) == PLAYERS, (figures.games, len(ranked))
        print(f"built {GAMES:,} finished games of {PLAYERS} players in {time.perf_counter() - begin:.1f} s")
        names = service.library.player_names(limit=500)
        chosen = chosen_games("", ANY_DATE, ANY_DATE)
        rows, columns = len(figures.table(4).ranked), StatisticsModel.COLUMNS
        strings = [[f"{row * 37 % 1000:,}.{column}" for column in range(columns)] for row in range(rows)]

        def settle(widget: QTableView | StatisticsDialog) -> None:
            widget.show()
            assert QTest.qWaitForWindowExposed(widget)
            QApplication.processEvents()

        def dialog() -> None:
            shown = StatisticsDialog(service.library.statistics, names)
            settle(shown)
            assert shown.model.rowCount() == rows
            shown.close()
            shown.deleteLater()

        def data() -> None:
            assert len(service.library.statistics(chosen).table(4).ranked) == rows

        def bare() -> None:
            model = QStandardItemModel(rows, columns)
            for row, texts in enumerate(strings):
                for column, text in enumerate(texts):
                    model.setItem(row, column, QStandardItem(text))
            view = QTableView()
            view.setModel(model)
            view.resizeColumnsToContents()
            view.resize(1100, 560)
            settle(view)
            view.close()
            view.deleteLater()

        sides: dict[str, tuple[Callable[[], None], list[tuple[float, float]]]] = {
            "dialog created, shown and painted": (dialog, []),
            "its data: Library.statistics()": (data, []),
            f"bare QTableView {rows}x{columns}, sized, shown and painted": (bare, []),
        }
        for action, _ in sides.values():  # warm: the first widget of a process loads styles and fonts
            action()
        for _ in range(RUNS):
            for action, times in sides.values():
                times.append(timed(action))
                QApplication.processEvents()  # the deleted widgets go, outside the timing
    print(f"Statistics dialog at {GAMES:,} games (aim: {AIM_MS:.0f} ms)")
    (dialog_wall, dialog_cpu), (data_wall, data_cpu), (bare_wall, bare_cpu) = (
        report(label, times) for label, (_, times) in sides.items()
    )
    floor_wall, floor_cpu = data_wall + bare_wall, data_cpu + bare_cpu
    print(
        f"  dialog / (data + bare table): {dialog_wall / floor_wall:.2f}x wall, {dialog_cpu / floor_cpu:.2f}x CPU;"
        f" dialog beyond its data: {dialog_wall - data_wall:.1f} ms wall, {dialog_cpu - data_cpu:.1f} ms CPU"
    )
    verdict = "ok" if dialog_wall <= AIM_MS else "MISSED"
    print(f"  aim: the dialog within {AIM_MS:.0f} ms: {verdict}")
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
