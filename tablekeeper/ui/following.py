"""Following the other writers from a window: the hall follows its event, the table window the game it shows.

The service's followers (:mod:`tablekeeper.service.following`) import no Qt; :class:`Following` drives one from the
interface's thread: at once when the server told (its notification, heard in the listener's thread, is carried here
by a queued signal), or by asking every few hundred milliseconds on a SQLite file. :class:`GameFollowing` is the table
window's: when the game shown was changed elsewhere, it reads it again and the controller shows it and says what came.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from tablekeeper.errors import TablekeeperError

if TYPE_CHECKING:
    from tablekeeper.service.following import GameFollower
    from tablekeeper.ui.controller import GameController


class Following(QObject):
    """Calls ``ask`` when a follower may have something new: told (:attr:`told`, emitted from any thread), or every
    ``poll_every`` seconds once :meth:`start` is given them (a SQLite file, which tells nobody)."""

    told = Signal()

    def __init__(self, parent: QObject, ask: Callable[[], object]) -> None:
        super().__init__(parent)
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)  # several notifications at once: one reading
        self._soon.timeout.connect(ask)
        self.told.connect(self._soon.start, Qt.ConnectionType.QueuedConnection)
        self._asking = QTimer(self)
        self._asking.timeout.connect(ask)

    def start(self, poll_every: float | None) -> None:
        """Ask every ``poll_every`` seconds (None: the server tells, nothing is asked)."""
        if poll_every is None:
            self._asking.stop()
            return
        self._asking.setInterval(round(poll_every * 1000))
        self._asking.start()

    def stop(self) -> None:
        self._asking.stop()
        self._soon.stop()


class GameFollowing(QObject):
    """The table window's following of the game it shows (another when another game is shown); the controller shows
    each change that arrives (:meth:`GameController.show_arrived`), and says what came."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.follower: GameFollower | None = None
        self.following = Following(self, self.ask)
        controller.changed.connect(self._shown)

    def _shown(self) -> None:
        """A game is shown (or none): follow it, unless it is the one followed already."""
        view, session = self.controller.view, self.controller.session
        game_id = None if view is None or session is None else view.id
        if self.follower is not None and self.follower.game_id == game_id:
            return
        self.close()
        if game_id is None or session is None:
            return
        try:
            self.follower = session.follow_game(game_id, self.following.told.emit)
        except TablekeeperError:  # the server out of reach: the kept changes say it; the next game shown tries again
            return
        self.following.start(self.follower.poll_every)

    def ask(self) -> None:
        """Read the game again if another window changed it, and show it."""
        controller, follower = self.controller, self.follower
        view, session = controller.view, controller.session
        if follower is None or view is None or session is None or view.id != follower.game_id or controller.kept:
            return  # changes kept here wait for the server: they are sent first, on the game they were entered on
        from tablekeeper.service import GameNotFound  # loaded with the session

        try:
            if follower.check(view.revision):
                controller.show_arrived(session.table.game(view.id))
        except GameNotFound:
            # Deleted at another window (its games browser): nothing is left to enter a hand on.
            controller.forget_game(view.id)
            controller.failed.emit(self.tr("Game {game} was deleted at another window.").format(game=view.id))
        except TablekeeperError:
            return  # the server out of reach: the next change entered says so, and is kept

    def close(self) -> None:
        self.following.stop()
        if self.follower is not None:
            self.follower.close(wait=False)  # never waits for a server out of reach on the window's thread
            self.follower = None
