"""Starting the window: the application object, translations, the database, the game to go on with."""

from __future__ import annotations

import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tablekeeper.errors import TablekeeperError
from tablekeeper.session import TableSession
from tablekeeper.ui.controller import TableController
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow

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


def open_window(session: TableSession) -> MainWindow:
    """The window on ``session``, showing the latest unfinished game (or asking for a new one)."""
    controller = TableController(session)
    window = MainWindow(controller)
    if not controller.reopen_latest():
        QTimer.singleShot(0, window.open_new_game)
    return window


def _excepthook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """An unexpected error is a message box with a sentence; the window stays alive."""
    traceback.print_exception(kind, error, trace)
    QMessageBox.critical(
        None,
        QCoreApplication.translate("App", "tablekeeper"),
        QCoreApplication.translate("App", "Something went wrong: {error}. Nothing was stored.").format(error=error),
    )


def run(database_url: str | None = None) -> int:
    """Open the window on the database and run until it is closed; the exit status."""
    app = application()
    try:
        session = TableSession.open(database_url)
    except TablekeeperError as error:
        QMessageBox.critical(None, QCoreApplication.translate("App", "tablekeeper"), error.message)
        return 2
    sys.excepthook = _excepthook
    window = open_window(session)
    window.show()
    try:
        return app.exec()
    finally:
        session.close()
