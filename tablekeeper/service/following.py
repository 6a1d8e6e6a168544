"""Following the other writers of a database: the hall follows an event (:class:`~tablekeeper.service.hall.Follower`),
a table's window the game it shows (:class:`GameFollower`), both the same way (:class:`Watch`).

On PostgreSQL the server tells: each write of a game or an event says so on a channel, and a listener of its own hears
it (:class:`~tablekeeper.store.notify.Listener`, ``on_change`` is called from the listener's thread). On SQLite the
follower asks, every :data:`POLL_S` seconds, with one small query of the revisions (for a game, none while the file
shows no commit since the last question). Neither way imports Qt: the window drives it from its own timer and signal.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from tablekeeper.store import notify

if TYPE_CHECKING:
    from tablekeeper.store.database import Database

POLL_S = 0.25
"""How often a follower of a SQLite file asks whether anything changed (a hand must show within a second)."""

OnChange = Callable[[], object]


class Watch:
    """Whether a write that concerns its user was told by the server (:meth:`told`), or, on a SQLite file, that the
    user must ask (:attr:`poll_every`)."""

    def __init__(self, database: Database, concerns: Callable[[str], bool], on_change: OnChange | None) -> None:
        self.on_change = on_change
        self._concerns = concerns
        self._told = threading.Event()
        self._listener: notify.Listener | None = None
        location = database.location
        self.poll_every: float | None = POLL_S if location.path is not None else None
        """Seconds between two questions (SQLite); None: the server tells (``on_change``)."""
        if location.path is None:
            self._listener = notify.Listener(location, self._heard).start()

    @property
    def listening(self) -> threading.Event:
        """Set once the server's notifications are heard (at once on SQLite, where the user asks)."""
        if self._listener is None:
            ready = threading.Event()
            ready.set()
            return ready
        return self._listener.listening

    def told(self) -> bool:
        """Whether the server told of a write since :meth:`clear`."""
        return self._told.is_set()

    def clear(self) -> None:
        """Forget what was told: called before reading again, so that a write told during the reading is not lost."""
        self._told.clear()

    def close(self, *, wait: bool = True) -> None:
        """Stop following; ``wait=False`` returns at once (a window's thread never waits for a server out of reach),
        and nothing is told any more."""
        self.on_change = None
        if self._listener is not None:
            self._listener.close(wait=wait)
            self._listener = None

    def _heard(self, payload: str | None) -> None:
        # In the listener's thread: only what concerns the user wakes it (None: notifications may have been missed).
        if payload is None or self._concerns(payload):
            self._told.set()
            on_change = self.on_change  # read once: closed meanwhile, nobody is told
            if on_change is not None:
                on_change()


class GameFollower:
    """Follows one game as other windows and computers change it: :meth:`check` whether the game stored may be
    another than the one shown, then read it (:meth:`tablekeeper.service.table.Table.game`); :meth:`close` it."""

    def __init__(
        self, database: Database, game_id: int, moved: Callable[[int, int], bool], on_change: OnChange | None = None
    ) -> None:
        self.game_id = game_id
        self._moved = moved
        """Whether the game stored is not at a revision (:meth:`tablekeeper.service.open_games.OpenGames.moved`)."""
        self.watch = Watch(database, lambda payload: payload == notify.game_payload(game_id), on_change)

    @property
    def poll_every(self) -> float | None:
        return self.watch.poll_every

    @property
    def listening(self) -> threading.Event:
        return self.watch.listening

    def check(self, revision: int) -> bool:
        """Whether the game stored may no longer be at ``revision``, the one shown (on a server: a write of it was
        told since the last check, the window's own included; the caller reads it again and compares)."""
        if self.watch.poll_every is None:
            told = self.watch.told()
            self.watch.clear()  # before the caller reads: a write told during its reading is checked again
            return told
        return self._moved(self.game_id, revision)

    def close(self, *, wait: bool = True) -> None:
        self.watch.close(wait=wait)
