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

AIM_RATIO = 1.5
"""tablekeeper's window, its game shown, within 1.5 times a bare window's first paint."""

CHILD_BARE = """
import sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
class Shown(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            print("shown", flush=True)
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

CHILD_APP = """
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
import tablekeeper
tree = os.environ.get("TABLEKEEPER_BENCH_TREE")
if tree and not tablekeeper.__file__.startswith(tree):
    sys.exit(f"timing {tree} but imported {tablekeeper.__file__}")
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.main_window import MainWindow
class Watch(QObject):
    shown = None
    def eventFilter(self, obj, event):
        if self.shown is None and event.type() == QEvent.Type.Paint and isinstance(obj.window(), MainWindow):
            self.shown = obj.window()
            print("shown", flush=True)
            QTimer.singleShot(0, self.poll)
        return False
    def poll(self):
        if self.shown.controller.view is not None:
            self.shown.repaint()  # the game on the screen, not only in the controller
            print("loaded", flush=True)
            QApplication.exit(0)
        else:
            QTimer.singleShot(5, self.poll)
app = ui_app.application()
watch = Watch()
app.installEventFilter(watch)
from tablekeeper.cli import main
main(["--database-url", sys.argv[1]])  # `tablekeeper --database-url URL`, through the command line's own parsing
"""
"""tablekeeper's start; when TABLEKEEPER_BENCH_TREE is set, it refuses to time code imported from elsewhere."""


def private_home() -> str:
    """Point the settings and data folders at a new temporary folder (the user's own are never touched), and
    default to the offscreen platform; the folder."""
    home = tempfile.mkdtemp(prefix="tablekeeper-bench-")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(home, "config")
    os.environ["XDG_DATA_HOME"] = os.path.join(home, "data")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return home


def launch(code: str, *args: str) -> tuple[float, float]:
    """Seconds from before the process starts to its first paint, and to its game loaded and painted (the
    same for the bare window, which has no game)."""
    with tempfile.TemporaryFile() as errors:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-c", code, *args], stdout=subprocess.PIPE, stderr=errors)
        assert child.stdout is not None
        ok = child.stdout.readline().strip() == b"shown"
        shown = loaded = time.perf_counter() - start
        if ok and args:
            ok = child.stdout.readline().strip() == b"loaded"
            loaded = time.perf_counter() - start
        if not ok:
            child.kill()
            child.wait()
            errors.seek(0)
            raise SystemExit(f"the window or its game was never shown:\n{errors.read().decode(errors='replace')}")
        child.stdout.close()
        child.wait(timeout=30)
    return shown, loaded


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
