"""Starting the window: the application object, translations, the database, the game to go on with.

The window is shown first; the session service (SQLAlchemy, Alembic: most of the start-up time) is imported
in a background thread meanwhile, and the database is opened on the interface's thread once it is loaded.
No widget is touched outside the interface's thread.
"""

from __future__ import annotations

import sys
import threading
import traceback
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tablekeeper.errors import TablekeeperError
from tablekeeper.ui.controller import TableController
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow

if TYPE_CHECKING:
    from tablekeeper.session import TableSession

ORGANISATION = "tablekeeper"
APPLICATION = "tablekeeper"


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication, made once, named so that QSettings finds the window's place."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    install_translator(app)
    return app


def start_game(window: MainWindow) -> None:
    """Go on with the latest unfinished game, or ask for a new one."""
    if not window.controller.reopen_latest():
        QTimer.singleShot(0, window.open_new_game)


def open_window(session: TableSession) -> MainWindow:
    """The window on an open session, showing the latest unfinished game (or asking for a new one)."""
    window = MainWindow(TableController(session))
    start_game(window)
    return window


class FirstPaint(QObject):
    """Emits ``painted`` once, when the watched widget is first painted."""

    painted = Signal()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.painted.emit)
        return False


class ServiceLoader(QObject):
    """Imports the session service in a background thread; ``loaded`` arrives on the interface's thread."""

    loaded = Signal()

    def start(self) -> None:
        threading.Thread(target=self._import, name="tablekeeper-loader", daemon=True).start()

    def _import(self) -> None:
        import tablekeeper.session  # noqa: F401  (the import is the work)

        self.loaded.emit()


def attach_database(window: MainWindow, database_url: str | None) -> bool:
    """Open the database, hand it to the window and show the game; a refusal is a sentence and the end."""
    from PySide6.QtWidgets import QMessageBox

    from tablekeeper.session import TableSession

    try:
        session = TableSession.open(database_url)
    except TablekeeperError as error:
        QMessageBox.critical(window, QCoreApplication.translate("App", "tablekeeper"), error.message)
        QApplication.exit(2)
        return False
    window.controller.attach(session)
    start_game(window)
    return True


def _excepthook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """An unexpected error is a message box with a sentence; the window stays alive."""
    from PySide6.QtWidgets import QMessageBox

    traceback.print_exception(kind, error, trace)
    QMessageBox.critical(
        None,
        QCoreApplication.translate("App", "tablekeeper"),
        QCoreApplication.translate("App", "Something went wrong: {error}. Nothing was stored.").format(error=error),
    )


def run(database_url: str | None = None) -> int:
    """Show the window, open the database, and run until the window is closed; the exit status."""
    app = application()
    sys.excepthook = _excepthook
    window = MainWindow(TableController())
    # The loader starts once the window is painted, so that its imports do not slow the first paint.
    first_paint = FirstPaint(window)
    window.table.installEventFilter(first_paint)
    loader = ServiceLoader()
    loader.loaded.connect(lambda: attach_database(window, database_url))
    first_paint.painted.connect(loader.start)
    window.show()
    try:
        return app.exec()
    finally:
        if window.controller.session is not None:
            window.controller.session.close()
