"""Benchmark of a session's first write (a script, not collected by pytest; issue 22: within 30 ms).

Each run is a fresh process: `tablekeeper --database-url URL` (through the command line's own parsing) on a copy of
a database whose latest game is unfinished; once its game is shown and the process is idle (its CPU time stands
still, as when a person looks at the table before the first hand), it records hands through the window's controller,
each one stored and repainted (tests/bench/bench_table.py's ``record_in_window``). The first record is timed apart
from the later ones (their median), CPU time beside wall time, with the full collections of Python's garbage
collector that land inside them (``gc.callbacks``). The later records are the anchor: the first is printed beside
them with the ratio. With ``--before PATH`` the code of an earlier checkout is timed too, the two taking turns.

    .venv/bin/python tests/bench/bench_first_write.py [--runs 7] [--hands 500] [--before /work/wt-before]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import private_home  # the benchmark's sibling, not a package

ROOT = Path(__file__).resolve().parents[2]
BENCH = Path(__file__).resolve().parent
AIM_FIRST_MS = 30.0
RECORDS = 8
"""Hands recorded in each run: the first, and the later ones whose median is the anchor."""
MARK = "figures: "

CHILD = """
import gc, json, os, sys, time
sys.path.insert(0, os.environ["TABLEKEEPER_BENCH_DIR"])
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import tablekeeper
tree = os.environ.get("TABLEKEEPER_BENCH_TREE")
if tree and not tablekeeper.__file__.startswith(tree):
    sys.exit(f"timing {tree} but imported {tablekeeper.__file__}")
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.main_window import MainWindow
from bench_table import next_hands, record_in_window
COUNT, RECORDS = int(sys.argv[2]), int(sys.argv[3])
IDLE_S, STILL_S, DEADLINE_S = 0.1, 0.002, 30.0
pauses = []  # (generation, ms) of each collection
started = [0.0]
def watch_gc(phase, info):
    if phase == "start":
        started[0] = time.perf_counter()
    else:
        pauses.append((info["generation"], (time.perf_counter() - started[0]) * 1000))
gc.callbacks.append(watch_gc)
class Watch(QObject):
    window = None
    def eventFilter(self, obj, event):
        if self.window is None and event.type() == QEvent.Type.Paint and isinstance(obj.window(), MainWindow):
            self.window = obj.window()
            self.begin = time.perf_counter()
            QTimer.singleShot(0, self.loaded)
        return False
    def loaded(self):
        if self.window.controller.view is None:
            QTimer.singleShot(5, self.loaded)
            return
        self.window.repaint()
        self.cpu = time.process_time()
        QTimer.singleShot(int(IDLE_S * 1000), self.idle)
    def idle(self):
        # Idle: over the last tenth of a second the process (every thread of it) used almost no CPU.
        cpu = time.process_time()
        if cpu - self.cpu > STILL_S and time.perf_counter() - self.begin < DEADLINE_S:
            self.cpu = cpu
            QTimer.singleShot(int(IDLE_S * 1000), self.idle)
            return
        self.measure()
    def measure(self):
        app, window = QApplication.instance(), self.window
        heartbeat = QTimer()
        heartbeat.start(50)  # wakes record_in_window's wait now and then
        figures = {"wall": [], "cpu": [], "gc": []}
        for result in next_hands(COUNT, RECORDS):
            del pauses[:]
            cpu = time.process_time()
            figures["wall"].append(record_in_window(app, window, result))
            figures["cpu"].append((time.process_time() - cpu) * 1000)
            figures["gc"].append(list(pauses))
        heartbeat.stop()
        print("figures: " + json.dumps(figures), flush=True)
        window.close()
watch = Watch()
app = ui_app.application()
app.installEventFilter(watch)
from tablekeeper.cli import main
main(["--database-url", sys.argv[1]])
"""

BUILD = """
import os, sys
sys.path.insert(0, os.environ["TABLEKEEPER_BENCH_DIR"])
from bench_table import build
build(sys.argv[1], int(sys.argv[2]))
"""


class Tree:
    """One checkout's code: its bytecode compiled into a private cache, its database built with its own code."""

    def __init__(self, label: str, tree: Path, folder: Path, hands: int) -> None:
        self.label, self.tree, self.folder = label, tree, folder / label
        self.folder.mkdir()
        self.environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        self.environment.pop("TABLEKEEPER_DATABASE_URL", None)
        self.environment.update(
            PYTHONPATH=str(tree),  # ahead of the editable install: this tree's code runs
            PYTHONPYCACHEPREFIX=str(folder / "cache"),
            TABLEKEEPER_BENCH_TREE=str(tree),
            TABLEKEEPER_BENCH_DIR=str(BENCH),
        )
        self.run([sys.executable, "-m", "compileall", "-q", str(tree / "tablekeeper")])
        self.built = self.folder / "built.db"
        self.run([sys.executable, "-c", BUILD, f"sqlite:///{self.built}", str(hands)])
        self.hands = hands
        self.samples: list[dict[str, Any]] = []

    def run(self, command: list[str]) -> str:
        done = subprocess.run(command, env=self.environment, cwd=self.tree, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"{self.label}: {' '.join(command[:3])} failed:\n{done.stderr}")
        return done.stdout

    def launch(self) -> dict[str, Any]:
        """One fresh process on a fresh copy of the built database: its records' figures."""
        copy = self.folder / "run.db"
        for suffix in ("-wal", "-shm"):
            Path(f"{copy}{suffix}").unlink(missing_ok=True)
        shutil.copyfile(self.built, copy)
        out = self.run([sys.executable, "-c", CHILD, f"sqlite:///{copy}", str(self.hands), str(RECORDS)])
        for line in out.splitlines():
            if line.startswith(MARK):
                figures: dict[str, Any] = json.loads(line[len(MARK) :])
                return figures
        raise SystemExit(f"{self.label}: no figures from the window:\n{out}")


def summary(samples: list[dict[str, Any]]) -> dict[str, float]:
    """Medians over the runs: the first record's wall and CPU time, the later records' (each run's median), and
    the longest collection of the oldest generation inside a first record, and inside a later one."""

    def full(pauses: list[list[float]]) -> float:
        return max((ms for generation, ms in pauses if generation == 2), default=0.0)

    return {
        "first wall": statistics.median(s["wall"][0] for s in samples),
        "first cpu": statistics.median(s["cpu"][0] for s in samples),
        "later wall": statistics.median(statistics.median(s["wall"][1:]) for s in samples),
        "later cpu": statistics.median(statistics.median(s["cpu"][1:]) for s in samples),
        "gc2 first": max(full(s["gc"][0]) for s in samples),
        "gc2 later": max(full(p) for s in samples for p in s["gc"][1:]),
        "gc2 count": sum(1 for s in samples for p in s["gc"] for generation, _ in p if generation == 2),
        "gc any": max((ms for s in samples for p in s["gc"] for _, ms in p), default=0.0),
    }


def report(trees: list[Tree], runs: int) -> None:
    print(f"\nfirst write of a session, {trees[0].hands}-hand game, {runs} fresh processes each, {os.cpu_count()} CPUs")
    print(f"ms, medians of the runs; 'later': each run's median of records 2-{RECORDS}; aim: first <= {AIM_FIRST_MS}")
    header = f"{'':34}" + "".join(f"{tree.label:>18}" for tree in trees)
    print(header)
    figures = [summary(tree.samples) for tree in trees]
    rows = [
        ("first record, wall", "first wall"),
        ("first record, CPU", "first cpu"),
        ("later records, wall (anchor)", "later wall"),
        ("later records, CPU (anchor)", "later cpu"),
        ("full GC inside the first, worst", "gc2 first"),
        ("full GC inside a later one, worst", "gc2 later"),
        ("full GCs inside records, all runs", "gc2 count"),
        ("longest GC of any generation", "gc any"),
    ]
    for label, key in rows:
        print(f"{label:34}" + "".join(f"{f[key]:18.1f}" for f in figures))
    print(f"{'ratio first / later, wall':34}" + "".join(f"{f['first wall'] / f['later wall']:17.1f}x" for f in figures))
    print(f"{'ratio first / later, CPU':34}" + "".join(f"{f['first cpu'] / f['later cpu']:17.1f}x" for f in figures))
    marks = ["ok" if f["first wall"] <= AIM_FIRST_MS else "MISS" for f in figures]
    print(f"{'aim: first record, wall':34}" + "".join(f"{mark:>18}" for mark in marks))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--hands", type=int, default=500, help="hands of the unfinished game (default 500)")
    parser.add_argument("--before", type=Path, help="a checkout of the earlier code to time beside this one")
    args = parser.parse_args()
    home = Path(private_home())
    try:
        trees = [Tree("this tree", ROOT, home, args.hands)]
        if args.before is not None:
            trees.insert(0, Tree("before", args.before.resolve(), home, args.hands))
        for tree in trees:
            tree.launch()  # untimed: the files in the cache
        for turn in range(args.runs):
            for tree in trees[::-1] if turn % 2 else trees:
                tree.samples.append(tree.launch())
            print(f"  run {turn + 1} of {args.runs}", file=sys.stderr, flush=True)
        report(trees, args.runs)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
