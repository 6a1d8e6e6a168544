"""The window's first paint waits for no module opened behind a door (issue 22, kept at the doors of issue 31): the
dialogs and the scoring calculator (imported where they are opened), the service and the database (the loader's
thread, or ``ui/opening.py`` before Qt). The rules' engine and results, json and uuid are imported at the heads of
the modules that use them: what they cost the first paint is measured in ``tests/bench/bench_first_start.py``."""

from __future__ import annotations

import subprocess
import sys

DEFERRED = (
    "tablekeeper.ui.dialogs",
    "tablekeeper.ui.screen_fit",
    "tablekeeper.ui.quick_score",
    "tablekeeper.ui.yaku_checklist",
    "tablekeeper.rules.hand",
    "tablekeeper.service",
    "tablekeeper.events.changes",
    "tablekeeper.events.standings",
    "tablekeeper.events.seating",
    "sqlalchemy",
    "alembic",
)
"""Packages and modules the first paint does not need (a package stands for its modules too)."""

# Run by a fresh Python (this one has imported everything already): the window as `tablekeeper` builds it before the
# database is loaded (app.run), shown; at its first paint it says which of the modules named are imported, and ends.
# At the deadline it says "unpainted".
FIRST_PAINT = """
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.main_window import MainWindow
names = sys.argv[1].split(",")
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and isinstance(obj.window(), MainWindow):
            loaded = [m for m in sys.modules if any(m == n or m.startswith(n + ".") for n in names)]
            print("painted:" + ",".join(sorted(loaded)), flush=True)
            QApplication.exit(0)
        return False
app = ui_app.application()
watch = Watch()
app.installEventFilter(watch)
window = MainWindow(GameController())
window.show()
QTimer.singleShot(20_000, lambda: (print("unpainted", flush=True), QApplication.exit(1)))
app.exec()
"""


def test_the_first_paint_imports_no_dialog_nor_the_database() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT, ",".join(DEFERRED)], capture_output=True, text=True, timeout=60
    )
    line = done.stdout.strip().splitlines()[0] if done.stdout.strip() else done.stderr
    assert line.startswith("painted:"), line
    assert line.removeprefix("painted:") == ""
