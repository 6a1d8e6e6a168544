"""Benchmark of a first start (a script, not collected by pytest): `tablekeeper --database-url NEW` on a file that
does not exist yet, from before the process starts to its first dialog painted (the new database said, or the new
game asked), beside a bare PySide6 window's first paint, alternating in the same run (aim, issue 22: at most 2x the
bare window). With ``--before PATH`` the code of an earlier checkout is timed too, in the same turns.

    .venv/bin/python tests/bench/bench_first_start.py [--runs 7] [--before /work/wt-before]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import CHILD_BARE, ON_WINDOW_IMPORT, Start, private_home, timed_start

AIM_RATIO = 2.0

CHILD_FIRST = (
    """
import importlib.machinery, os, sys, time
import tablekeeper
tree = os.environ.get("TABLEKEEPER_BENCH_TREE")
if tree and not tablekeeper.__file__.startswith(tree):
    sys.exit(f"timing {tree} but imported {tablekeeper.__file__}")
def watch_window(module):
    from PySide6.QtCore import QEvent, QObject
    # The first question the new player is asked, the new game, watched on its dialog alone (as the bare window's
    # label is): a filter on the whole application would realise every QtWidgets class (~25 ms no user pays).
    class Watch(QObject):
        def eventFilter(self, obj, event):
            if event.type() == QEvent.Type.Paint:
                marks = f"{time.perf_counter()} {time.process_time()}"
                # timed_start() waits for both lines when given a database.
                print(f"shown {marks}", f"loaded {marks}", sep="\\n", flush=True)
                os._exit(0)  # from inside a modal dialog's loop: nothing more to time
            return False
    watch = Watch()
    open_new_game = module.MainWindow.open_new_game
    def watched(window, *args, **kwargs):
        open_new_game(window, *args, **kwargs)
        window.dialog.installEventFilter(watch)
    module.MainWindow.open_new_game = watched
"""
    + ON_WINDOW_IMPORT
)


def first_start(tree: Path | None) -> Start:
    """The first dialog painted, on a database file made by this start."""
    folder = tempfile.mkdtemp(prefix="tablekeeper-first-")
    return timed_start(CHILD_FIRST, str(Path(folder) / "club.db"), tree=tree)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="a checkout of the earlier code to time beside this one")
    args = parser.parse_args()
    private_home()
    trees: dict[str, Path | None] = {"now": None}
    if args.before is not None:
        trees = {f"before ({args.before.name})": args.before.resolve(), **trees}
    timed_start(CHILD_BARE)
    for tree in trees.values():
        first_start(tree)  # untimed: compiled bytecode and the files in the cache, as after an installation
    bare: list[Start] = []
    timed: dict[str, list[Start]] = {name: [] for name in trees}
    for turn in range(max(1, args.runs)):
        # Each side in turn goes first: a busy moment of the shared machine falls on all of them alike.
        order = [None, *trees] if turn % 2 == 0 else [*reversed(trees), None]
        for name in order:
            if name is None:
                bare.append(timed_start(CHILD_BARE))
            else:
                timed[name].append(first_start(trees[name]))
    floor = statistics.median(start.shown for start in bare)
    floor_cpu = statistics.median(start.shown_cpu for start in bare)
    print(f"first start, new database, to its first dialog painted (median of {len(bare)}, ms; wall | CPU):")
    print(f"  bare PySide6 window painted        {floor * 1000:8.1f}          | {floor_cpu * 1000:8.1f}")
    for name, starts in timed.items():
        wall = statistics.median(start.shown for start in starts)
        cpu = statistics.median(start.shown_cpu for start in starts)
        print(
            f"  {name:34}{wall * 1000:8.1f} {wall / floor:5.2f}x | {cpu * 1000:8.1f} {cpu / floor_cpu:5.2f}x"
            f"   (aim: at most {AIM_RATIO:g}x the bare window)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
