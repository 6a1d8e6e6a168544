"""Timing a window's start in a fresh process, shared by the benchmarks (bench_ui.py, bench_table.py).

Each run is a new process, timed from before it starts: a bare PySide6 window to its first paint (the floor),
and tablekeeper through its own entry point (``tablekeeper --database-url URL``) to its first paint and on
to the game it goes on with loaded and painted. The two alternate, on the same display, in the same run.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

AIM_RATIO = 1.5
"""tablekeeper's window, its game shown, within 1.5 times a bare window's first paint."""

CHILD_BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
class Shown(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", time.perf_counter(), time.process_time(), flush=True)
            app.exit(0)
        return False
window = QMainWindow()
window.setCentralWidget(QLabel("bare"))
shown = Shown()
window.centralWidget().installEventFilter(shown)
window.resize(1366, 768)
window.show()
app.exec()
"""

ON_WINDOW_IMPORT = """
class WindowWatcher:  # on sys.meta_path: finds the window's module as Python would, and watches it once run
    def find_spec(self, name, path, target=None):
        if name != "tablekeeper.ui.main_window":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module
        def watched_run(module):
            run(module)
            watch_window(module)
        spec.loader.exec_module = watched_run
        return spec
sys.meta_path.insert(0, WindowWatcher())
from tablekeeper.cli import main
main(["--database-url", sys.argv[1]])  # `tablekeeper --database-url URL`, through the command line's own parsing
"""
"""The end of a child that watches the window: ``watch_window(module)``, which the child defines, is called once the
window's module is imported by tablekeeper's own start, then tablekeeper is started. Imported by the child itself,
PySide6 and the window would come before the entry point, which a player's start does not do (the order of the imports
is part of what is timed)."""

CHILD_APP = (
    """
import importlib.machinery, os, sys, time
import tablekeeper
tree = os.environ.get("TABLEKEEPER_BENCH_TREE")
if tree and not tablekeeper.__file__.startswith(tree):
    sys.exit(f"timing {tree} but imported {tablekeeper.__file__}")
def watch_window(module):
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication
    # Watched on the main window alone, as the bare window's label is: a filter on the whole application would make
    # shiboken give every event's widget its Python class, realising every QtWidgets class (~25 ms no user pays).
    class Watch(QObject):
        shown = False
        def eventFilter(self, obj, event):
            if event.type() != QEvent.Type.Paint:
                return False
            if not self.shown:
                self.shown = True
                print("shown", time.perf_counter(), time.process_time(), flush=True)
            if obj.controller.view is not None:
                # The game is being painted (the window first, its widgets after it): marked once the pass ends.
                obj.removeEventFilter(self)
                QTimer.singleShot(0, self.report)
            return False
        def report(self):
            print("loaded", time.perf_counter(), time.process_time(), flush=True)
            QApplication.exit(0)
    watch = Watch()
    show = module.MainWindow.show
    def watched_show(window):
        window.installEventFilter(watch)
        show(window)
    module.MainWindow.show = watched_show
"""
    + ON_WINDOW_IMPORT
)
"""tablekeeper's start; when TABLEKEEPER_BENCH_TREE is set, it refuses to time code imported from elsewhere."""


def private_home() -> str:
    """Point the settings and data folders at a new temporary folder (the user's own are never touched),
    default to the offscreen platform, and let the children keep their compiled bytecode; the folder."""
    home = tempfile.mkdtemp(prefix="tablekeeper-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # An installed tablekeeper runs from compiled bytecode (pip compiles it); where the shell forbids writing
    # it, every start would compile all its modules again (a third of its import time), which no user pays.
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    return home


@dataclass
class Start:
    """One start, in seconds from before the process starts: to its first paint, and to its game loaded and
    painted (the same for the bare window, which has no game); wall time, and the child's CPU time (all its
    threads, the interpreter's own start included) as the child read it at each mark."""

    shown: float
    loaded: float
    shown_cpu: float
    loaded_cpu: float


def _mark(line: bytes, word: bytes, start: float) -> tuple[float, float] | None:
    """The seconds since ``start`` and the CPU seconds a child's line ``word CLOCK CPU`` gives (its
    ``time.perf_counter()``, the machine's monotonic clock, which the parent shares on Linux, and its
    ``time.process_time()``); None when the line is not that."""
    parts = line.split()
    if len(parts) != 3 or parts[0] != word:
        return None
    return float(parts[1]) - start, float(parts[2])


def launch(code: str, *args: str) -> tuple[float, float]:
    """Seconds from before the process starts to its first paint, and to its game loaded and painted (the
    same for the bare window, which has no game)."""
    start = timed_start(code, *args)
    return start.shown, start.loaded


def timed_start(code: str, *args: str, tree: Path | None = None) -> Start:
    """One start of ``code`` (a child printing ``shown CLOCK CPU``, then ``loaded CLOCK CPU`` when given
    arguments), timed; with the code of ``tree`` when given (run from it, ``python -c`` puts the current folder
    first on the path, and with it on ``PYTHONPATH``, ahead of the editable install), and the child refuses to
    time any other."""
    environment = None
    if tree is not None:
        environment = dict(os.environ, PYTHONPATH=str(tree), TABLEKEEPER_BENCH_TREE=str(tree))
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=errors, env=environment, cwd=tree
        )
        assert child.stdout is not None
        shown = loaded = _mark(child.stdout.readline(), b"shown", start)
        if shown is not None and args:
            loaded = _mark(child.stdout.readline(), b"loaded", start)
        ok = shown is not None and loaded is not None
        if not ok:
            child.kill()
            child.wait()
            errors.seek(0)
            raise SystemExit(f"the window or its game was never shown:\n{errors.read().decode(errors='replace')}")
        child.stdout.close()
        child.wait(timeout=30)
    assert shown is not None and loaded is not None
    return Start(shown[0], loaded[0], shown[1], loaded[1])


@dataclass
class Launches:
    """Seconds of each run: the bare window's first paint, tablekeeper's, and tablekeeper's game shown."""

    bare: list[float] = field(default_factory=list)
    shown: list[float] = field(default_factory=list)
    loaded: list[float] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        """The game shown, against the bare window's first paint (medians)."""
        return statistics.median(self.loaded) / statistics.median(self.bare)


def launches(url: str, runs: int, *, warm_up: bool = False) -> Launches:
    """``runs`` starts of each, alternating (a busy moment of the machine slows both alike); ``warm_up`` first
    starts each once untimed, so that the runs find their compiled bytecode and files in the cache."""
    if warm_up:
        launch(CHILD_BARE)
        launch(CHILD_APP, url)
    timed = Launches()
    for _ in range(runs):
        timed.bare.append(launch(CHILD_BARE)[0])
        shown, loaded = launch(CHILD_APP, url)
        timed.shown.append(shown)
        timed.loaded.append(loaded)
    return timed
