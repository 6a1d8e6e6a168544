"""A round's clock in the windows: its words and colour, and the table window's clock of the game it shows.

The clock counts down by itself between two readings (:class:`~tablekeeper.service.clock_views.ClockView` ticks
from the computer's monotonic clock): a timer shows it each second without asking the database. The table
window follows its round's clock as the hall follows its event (:meth:`Session.follow_clock`: told by the
server, or asking a SQLite file four times a second), from the moment a round's game is shown, a clock started or
not: its start, a pause, time added or taken back and time called show within a second, whoever changed it (this
window's Round clock dialog, another computer, the command line). It reads again after each change at the table.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tablekeeper.errors import TablekeeperError
from tablekeeper.events.clock import ClockState
from tablekeeper.present import clock_status, hands_left_text
from tablekeeper.ui.following import Following

# The clock's words and states are loaded with the first clock shown: the window's first paint waits for neither.
if TYPE_CHECKING:
    from tablekeeper.service.clock_views import ClockView, GameTime
    from tablekeeper.service.hall import Follower
    from tablekeeper.ui.controller import GameController

TICK_MS = 1_000
"""The clock is shown again each second."""
READ_AGAIN_MS = 5_000
"""The organiser's clock dialog asks the database for the round's clock this often (one small query)."""
LAST_MINUTES = timedelta(minutes=10)
"""In its last ten minutes the clock turns amber: the tables know the end is near."""

RUNNING = "#ffffff"
SOON = "#ffb340"
"""Amber: the hall's colour of what is provisional."""
CALLED = "#ff6b5e"
"""A light red, readable on the hall's black and on the table's green."""
PAUSED = "#8ecbff"
"""A light blue: plainly not the running clock's white."""
NOT_STARTED = "#c8c8c8"


def clock_colour(state: ClockState, left: timedelta) -> str:
    """The colour a clock is shown in: white while running, amber in its last ten minutes, red once time is
    called, blue while paused, grey before it starts."""

    if state is ClockState.CALLED:
        return CALLED
    if state is ClockState.PAUSED:
        return PAUSED
    if state is ClockState.NOT_STARTED:
        return NOT_STARTED
    return SOON if left <= LAST_MINUTES else RUNNING


def clock_line(view: ClockView) -> tuple[str, str]:
    """The clock's words now ('Time left 42:07', 'Time!') and their colour."""
    state, left = view.state(), view.left()
    return clock_status(state, left), clock_colour(state, left)


def game_time_line(time: GameTime) -> tuple[str, str]:
    """What a round's game shows of its clock: the time left; once time is called, the hands still to play."""
    hands_left = time.hands_left
    if hands_left is not None:
        return hands_left_text(hands_left), CALLED
    return clock_line(time.view)


class GameClock(QObject):
    """The clock of the game the table window shows: ``shown`` carries its line and colour each second (an empty
    line: the game has no round's clock, or it has ended). :meth:`close` it with the window."""

    shown = Signal(str, str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.time: GameTime | None = None
        """The game's clock as read last; None for a game of no round's clock."""
        self.follower: Follower[GameTime | None] | None = None
        """Follows the shown game's round clock (None: no game of a round shown)."""
        self._followed: int | None = None
        """The game the follower is for."""
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self.show)
        self.following = Following(self, self._ask)
        """Told by the server, or asking a SQLite file: the window's one way of following (:mod:`ui.following`)."""
        self._reading = False
        self._game: int | None = None
        """The game of the reading kept."""
        # Every change at this table (a hand, an undo, another game opened) may change the hands still to play.
        controller.changed.connect(self.read)

    def read(self) -> None:
        """Read the game's clock again (quietly keeping the last reading when the database does not answer: the
        clock goes on counting from it)."""
        view = self.controller.view
        game = None if view is None or self.controller.session is None or view.finished else view.id
        self._follow(game)
        if self.follower is None:
            self.time = None
        else:
            try:
                self.time = self.follower.read()
            except TablekeeperError:
                if game != self._game:
                    self.time = None  # the reading kept is another game's: nothing to count from
        self._game = game
        if self.time is None:
            self._tick.stop()
        elif not self._tick.isActive():
            self._tick.start()
        self._reading = True
        try:
            self.show()
        finally:
            self._reading = False

    def _follow(self, game: int | None) -> None:
        """Follow the round's clock of ``game`` (None: none), from now on, started or not."""
        if game == self._followed:
            return
        self.close()
        session = self.controller.session
        if game is None or session is None:
            return
        try:
            self.follower = session.follow_clock(game, self.following.told.emit)
        except TablekeeperError:
            return  # the database does not answer: asked again at the next reading
        self._followed = game
        if self.follower is not None:
            self.following.start(self.follower.poll_every)

    def _ask(self) -> None:
        """Told, or asking a SQLite file: whether the round's clock (or the game) changed since the reading."""
        if self.follower is None:
            return
        try:
            changed = self.follower.check()
        except TablekeeperError:
            return  # the last reading counts on; asked again at the next tick
        if changed:
            self.read()

    def close(self) -> None:
        """Stop following (the server's listener closed)."""
        self.following.stop()
        self._followed = None
        if self.follower is not None:
            self.follower.close()
            self.follower = None

    def show(self) -> None:
        time = self.time
        if time is None:
            self.shown.emit("", "")
            return

        if not time.called and time.view.state() is ClockState.CALLED and not self._reading:
            # The clock ran out since the reading: which hand is the last is the database's to say (asked again
            # at each tick until the server's clock agrees).
            self.read()
            return
        self.shown.emit(*game_time_line(time))


__all__ = ["GameClock", "clock_colour", "clock_line", "game_time_line"]
