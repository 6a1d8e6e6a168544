"""Benchmark of a first start (a script, not collected by pytest): `tablekeeper --database-url NEW` on a file that
does not exist yet, from before the process starts to its first dialog painted (the new database said, or the new
game asked), beside a bare PySide6 window's first paint, alternating in the same run (aim, issue 22: at most 2x the
bare window). With ``--before PATH`` the code of an earlier checkout is timed too, in the same turns.

    .venv/bin/python tests/bench/bench_first_start.py [--runs 7] [--before /work/wt-before]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import CHILD_BARE, launch, private_home

AIM_RATIO = 2.0

CHILD_FIRST = """
import os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialog, QWidget
from tablekeeper.ui import app as ui_app
class Watch(QObject):
    def eventFilter(self, obj, event):
        # The first question the new player is asked (the new database said, then the new game): a dialog painted.
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and isinstance(obj.window(), QDialog):
            print("shown", "loaded", sep="\\n", flush=True)  # launch() waits for both lines when given a database
            os._exit(0)  # from inside a modal dialog's loop: nothing more to time
        return False
app = ui_app.application()
watch = Watch()
app.installEventFilter(watch)
from tablekeeper.cli import main
main(["--database-url", sys.argv[1]])
"""


def first_start(tree: Path | None) -> float:
    """Seconds to the first dialog painted, on a database file made by this start."""
    folder = tempfile.mkdtemp(prefix="tablekeeper-first-")
    environment = dict(os.environ)
    if tree is not None:
        os.environ["PYTHONPATH"] = str(tree)
    try:
        return launch(CHILD_FIRST, str(Path(folder) / "club.db"))[0]
    finally:
        os.environ.clear()
        os.environ.update(environment)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--before", type=Path, help="a checkout of the earlier code to time beside this one")
    args = parser.parse_args()
    private_home()
    trees: dict[str, Path | None] = {"now": None}
    if args.before is not None:
        trees = {f"before ({args.before.name})": args.before.resolve(), **trees}
    launch(CHILD_BARE)
    for tree in trees.values():
        first_start(tree)  # untimed: compiled bytecode and the files in the cache, as after an installation
    bare: list[float] = []
    timed: dict[str, list[float]] = {name: [] for name in trees}
    for _ in range(max(1, args.runs)):
        bare.append(launch(CHILD_BARE)[0])
        for name, tree in trees.items():
            timed[name].append(first_start(tree))
    floor = statistics.median(bare)
    print(f"first start, new database, to its first dialog painted (median of {len(bare)}, ms):")
    print(f"  bare PySide6 window painted        {floor * 1000:8.1f}")
    for name, runs in timed.items():
        median = statistics.median(runs)
        print(f"  {name:34}{median * 1000:8.1f}   {median / floor:5.2f}x the bare window (aim: at most {AIM_RATIO:g}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
