"""Starting the window: the application object, translations, the database, the game to go on with.

Once the window is built, a background thread imports the session service, opens the database and replays
the game to go on with, while the window is shown. (PySide holds Python's lock during Qt's calls, so the two
do not truly overlap; the thread keeps the window responsive while the game loads.) No widget is touched
outside the interface's thread, and the session is used by one thread at a time. `tablekeeper` on a file that
exists has read the game before this module was imported (:mod:`tablekeeper.ui.opening`): the thread is not needed.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import refusal
from tablekeeper.ui.after_paint import after_paint
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.i18n import apply_language
from tablekeeper.ui.icon import app_icon
from tablekeeper.ui.kept_changes import default_folder
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.opening import Opened, local_file, open_and_resume

if TYPE_CHECKING:
    from tablekeeper.service import GameSnapshot, Session

ORGANISATION = "tablekeeper"
APPLICATION = "tablekeeper"


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication, made once, named so that QSettings finds the window's place."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv if argv is not None else sys.argv[:1])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    # Names resources/tablekeeper.desktop: on Wayland the desktop finds the window's icon and name through it.
    app.setDesktopFileName(APPLICATION)
    app.setWindowIcon(app_icon())
    apply_language(app)  # the language chosen in the Language menu, else the system's
    return app


def start_game(window: MainWindow) -> None:
    """Go on with the unfinished game, or ask which one (:func:`ask_for_game`)."""
    if not window.controller.reopen_latest(alone=True):
        ask_for_game(window)


def ask_for_game(window: MainWindow) -> None:
    """No game to go on with: the unfinished games to choose from when there are (two windows, or two tables, may be
    playing two of them: the latest is not taken silently), else a new game."""
    QTimer.singleShot(0, window.open_game if window.controller.unfinished_games() else window.open_new_game)


def open_window(session: Session) -> MainWindow:
    """The window on an open session, showing the unfinished game (or asking which, or for a new one)."""
    window = MainWindow(GameController(session))
    start_game(window)
    return window


class ServiceLoader(QObject):
    """Opens the database in a background thread: the service's imports, the opening and the replay of the
    game to go on with. ``loaded`` or ``failed`` arrive on the interface's thread; the session is used from
    there on (SQLAlchemy's SQLite connections are not tied to a thread)."""

    loaded = Signal()
    """``session`` and ``view`` are set (no Python object crosses threads inside a signal)."""
    failed = Signal()
    """``sentence`` says why."""

    def __init__(self, database_url: str | None, parent: QObject | None = None, *, game: int | None = None) -> None:
        super().__init__(parent)
        self.database_url = database_url
        self.game = game
        """The game asked for (`tablekeeper --game N`), else None: the one unfinished game."""
        self.session: Session | None = None
        self.view: GameSnapshot | None = None
        self.sentence = ""
        """Why the database cannot be used (``failed``), or why the game to go on with cannot be (``loaded``)."""
        self.started = False

    def start(self) -> None:
        """Start the background thread (once: a second call does nothing)."""
        if self.started:
            return
        self.started = True
        threading.Thread(target=self._load, name="tablekeeper-loader", daemon=True).start()

    def take(self, opened: Opened) -> None:
        """The database opened before the window (:mod:`tablekeeper.ui.opening`): said as the thread says it, once
        the event loop runs; the thread is never started."""
        self.started = True
        self.session, self.view = opened
        QTimer.singleShot(0, self, self.loaded.emit)

    def _load(self) -> None:
        try:
            session, view, passed = open_and_resume(self.database_url, game=self.game)
            if passed:
                self.sentence = refusal(passed[0])
        except TablekeeperError as error:
            self.sentence = refusal(error)
            self.failed.emit()
            return
        except Exception as error:  # a thread's error would otherwise vanish: the player gets a sentence
            traceback.print_exc()
            self.sentence = QCoreApplication.translate("App", "The database could not be opened: {error}.").format(
                error=error
            )
            self.failed.emit()
            return
        self.session, self.view = session, view
        self.loaded.emit()


def database_loaded(
    window: MainWindow,
    session: Session | None,
    view: GameSnapshot | None,
    sentence: str = "",
    *,
    asked: bool = False,
) -> None:
    """Hand the open database to the window, with the game to go on with (or ask for a new one, unless the new
    game was ``asked`` for already); ``sentence`` says why the game to go on with could not be opened, if it could
    not."""
    assert session is not None
    window.controller.attach(session)
    if sentence:
        window.controller.failed.emit(sentence)
    if view is not None:
        window.controller.show_game(view)
    elif not asked:
        ask_for_game(window)


def is_new_file(database_url: str | None) -> bool:
    """The database is a file not made yet: it will hold no game to go on with and no name to complete, so the
    new game can be asked for at once, while the file is made (the first start, issue 22). A URL the store cannot
    read is not one: the loader says why."""
    path = local_file(database_url)
    return path is not None and not path.exists()


def prepare_writes(session: Session) -> None:
    """Once the game is painted, in a background thread: what the first hand recorded would otherwise wait for
    (SQLAlchemy's ORM and the models, a quarter of a second), then :func:`keep_long_lived`. The window stays
    responsive; a hand recorded meanwhile waits only for the module being imported."""
    threading.Thread(target=_prepare, args=(session,), name="tablekeeper-writer", daemon=True).start()


def _prepare(session: Session) -> None:
    try:
        session.prepare_writes()
    finally:  # the collector, held off during the start (tablekeeper.ui.opening), goes again whatever happened
        keep_long_lived()


def keep_long_lived() -> None:
    """Take what is alive now (the modules, the window, the game shown) out of Python's collections: a full
    collection, which would otherwise scan all of it inside whatever hand is being recorded (tens of
    milliseconds), then scans only what was made since. Garbage is collected first, so none is kept. The collector,
    held off during the start (:mod:`tablekeeper.ui.opening`), goes again."""
    gc.collect()
    gc.freeze()
    gc.enable()


def game_opened() -> None:
    """A game was shown from scratch: its snapshot lives until another is; kept out of the collections too, once
    the first :func:`keep_long_lived` has run (before it, a collection here would scan everything)."""
    if gc.get_freeze_count():
        keep_long_lived()


def database_failed(window: MainWindow, sentence: str) -> None:
    """The database cannot be used: say why, and end."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.critical(window, QCoreApplication.translate("App", "tablekeeper"), sentence)
    QApplication.exit(2)


def _excepthook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
    """An unexpected error is a message box with a sentence; the window stays alive."""
    from PySide6.QtWidgets import QMessageBox

    traceback.print_exception(kind, error, trace)
    QMessageBox.critical(
        None,
        QCoreApplication.translate("App", "tablekeeper"),
        QCoreApplication.translate("App", "Something went wrong: {error}. Nothing was stored.").format(error=error),
    )


def ask_first_game(window: MainWindow, loader: ServiceLoader) -> None:
    """The first start, on a file not made yet: the new game asked for at once, and the file made once the dialog is
    painted (made meanwhile, the loader's thread would hold Python's lock for half of the dialog's making), while the
    players type their names."""
    window.open_new_game(names=[])
    assert window.dialog is not None
    after_paint(window.dialog, loader.start)


def launch(
    database_url: str | None = None, opened: Opened | None = None, *, game: int | None = None
) -> tuple[MainWindow, ServiceLoader]:
    """The window shown at once, the database opened behind it (:class:`ServiceLoader`, which reads ``game`` if it is
    named), or ``opened`` already (:mod:`tablekeeper.ui.opening`); on a file not made yet, the new game asked for at
    once, and the file made behind it (:func:`ask_first_game`)."""
    loader = ServiceLoader(database_url, game=game)
    # The changes a table confirmed while the server could not be reached survive the window's closing.
    window = MainWindow(GameController(kept_folder=default_folder(APPLICATION)))
    fresh = opened is None and is_new_file(database_url)
    loader.loaded.connect(lambda: database_loaded(window, loader.session, loader.view, loader.sentence, asked=fresh))
    loader.failed.connect(lambda: database_failed(window, loader.sentence))
    # After the game shown (the slot above) is painted: the writer's imports would otherwise take half of its painting.
    loader.loaded.connect(lambda: after_paint(window, lambda: prepare_writes(window.controller.service)))
    window.controller.reset.connect(lambda: QTimer.singleShot(0, game_opened))
    if opened is not None:
        loader.take(opened)
    elif fresh:
        QTimer.singleShot(0, lambda: ask_first_game(window, loader))
    else:
        loader.start()
    window.show()
    return window, loader


def run(database_url: str | None = None, opened: Opened | None = None, *, game: int | None = None) -> int:
    """Show the window, open the database (unless ``opened`` already, :mod:`tablekeeper.ui.opening`) and ``game`` if
    it is named, and run until the window is closed; the exit status."""
    app = application()
    sys.excepthook = _excepthook
    window, _loader = launch(database_url, opened, game=game)
    try:
        return app.exec()
    finally:
        if window.controller.session is not None:
            window.controller.session.close()


def run_hall(database_url: str | None, event_id: int) -> int:
    """Show the hall of an event full screen (`tablekeeper hall EVENT`) until it is closed; the exit status. A
    database or an event that cannot be opened is a sentence the command line says, before any window."""
    from tablekeeper.service import Session
    from tablekeeper.ui.hall import HallWindow

    with Session.open(database_url, write=False) as session:
        session.events.event(event_id)
        app = application()
        sys.excepthook = _excepthook
        hall = HallWindow(session, event_id)
        hall.showFullScreen()
        try:
            return app.exec()
        finally:
            hall.follower.close()
