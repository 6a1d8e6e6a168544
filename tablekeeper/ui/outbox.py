"""The changes a table confirmed, on their way to the database: sent one at a time, oldest first, each with the
identity made when the player confirmed it.

On a server every attempt runs on a worker thread, its answer brought back to the window's thread by a signal: a
server out of reach, or one that accepts connections and never answers (stopped, a line gone dead), holds that
thread for the connection's timeouts (tens of seconds), never the window (issue 30). A SQLite file has no network
to wait for: its calls run on the window's thread, as every read does, and answer at once.

When the server cannot be reached (:class:`~tablekeeper.service.errors.ServerUnreachable`), the change is not lost: it
is kept here, in order, with its identity, and written to this window's file (tablekeeper.ui.kept_changes);
``pending_changed`` says how many wait (the window shows it, not stored yet), and a timer sends them again, in order,
until the server answers. An entry the server had stored already (its answer lost) is answered as stored, never
stored twice; one it refuses (the game was changed elsewhere) is said, and dropped. A change that cannot be written
to the file is said at once: it is then in this window only, which will not close over it without asking.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import refusal
from tablekeeper.ui.kept_changes import KeptChange, KeptFiles

if TYPE_CHECKING:  # the service (SQLAlchemy, Alembic) is imported once the window is shown
    from tablekeeper.service import Change, Session

RETRY_MS = 2000
"""How soon the changes kept while the server cannot be reached are sent again, at first."""
RETRY_LONGEST_MS = 60_000
"""The longest wait between two retries: each failed attempt doubles the wait."""
SLOW_MS = 1500
"""How long an attempt may wait for the server before its change is kept (its dialog closes, the window says it is
kept, not yet stored) while the attempt goes on: a server that stopped answering holds an attempt for 35 s."""


@dataclass
class _Queued:
    change: KeptChange
    then: Callable[[], object] | None = None
    """What goes on once the change is stored or kept (None: gone on already)."""
    kept: bool = False
    """Kept while the server could not be reached (or by a window that is no more): a refusal then drops it with
    the game's later changes, and is said as a change kept."""


class _Answers(QObject):
    """Lives on the window's thread: a worker's emit of ``came`` is queued there (Qt's automatic connection)."""

    came = Signal(object, object)
    """The change sent, and what came back: the service's Change, or the exception it raised."""


class Outbox(QObject):
    """The changes of one window not yet acknowledged by the database, and their sending."""

    stored = Signal(object, object)
    """A change stored (or found stored by an attempt whose answer was lost): the KeptChange, the service's Change."""
    refused = Signal(object, object)
    """A change's first attempt was refused (a TablekeeperError with its sentence): nothing was stored."""
    reloaded = Signal(object)
    """A kept change was refused when sent again: the game (a GameSnapshot) as it is stored now."""
    failed = Signal(str)
    pending_changed = Signal(int)
    """How many changes are kept here, not yet stored, because the server cannot be reached (0: none any more)."""

    def __init__(self, parent: QObject | None = None, *, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        """Where the windows' files of changes kept are (None: kept in memory only)."""
        self.files: KeptFiles | None = None
        self.session: Session | None = None
        self.remote = False
        """Whether the database is a server: every attempt then runs on the worker thread."""
        self.queue: deque[_Queued] = deque()
        """The changes not acknowledged yet, oldest first, each with what goes on once it is stored or kept."""
        self.away = False
        """The server could not be reached at the last attempt: the changes queued are kept (and in the file)."""
        self.saved = True
        """Whether the changes kept are all in this window's file (False: a full disk; they are here only)."""
        self.sending = False
        """An attempt is on the worker thread: the next change waits for its answer."""
        self.closed = False
        self._refused_now: KeptChange | None = None
        self.retry = QTimer(self)
        self.retry.setSingleShot(True)
        self.retry_every = RETRY_MS
        """The first wait before a retry (the wait doubles after each failed attempt, until the changes are stored)."""
        self.retry.setInterval(RETRY_MS)
        self.retry.timeout.connect(self._retry)
        self.slow = QTimer(self)
        self.slow.setSingleShot(True)
        self.slow.setInterval(SLOW_MS)
        self.slow.timeout.connect(self._slow)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)  # one attempt at a time: the changes reach the server in the order confirmed
        self._answers = _Answers(self)
        self._answers.came.connect(self._answered)

    @property
    def kept(self) -> list[KeptChange]:
        """The changes confirmed that the database has not acknowledged, oldest first."""
        return [queued.change for queued in self.queue]

    def attach(self, session: Session) -> None:
        """The database is open: the changes kept for it by windows that are no more are taken and sent again."""
        self.session = session
        location = session.database.location
        self.remote = location.path is None
        if self.folder is not None:
            self.files = KeptFiles(self.folder, str(location))  # shown without a password, so keyed without one
            self.adopt()

    def adopt(self) -> None:
        """Take the changes kept by the windows on this database that are no more (closed over them, or killed);
        each change that cannot be read is set aside and said."""
        if self.files is None:
            return
        try:
            adopted = self.files.adopt(self.kept if self.saved else [])
        except TablekeeperError as error:
            self.failed.emit(refusal(error))
            return
        for sentence in adopted.sentences:
            self.failed.emit(sentence)
        if adopted.changes:
            self.queue.extend(_Queued(change, kept=True) for change in adopted.changes)
            if not self.away:
                self.away = True
                self.retry.setInterval(self.retry_every)
            self.pending_changed.emit(len(self.queue))
            if not self.sending and not self.retry.isActive():
                self.retry.start()

    def submit(self, change: KeptChange, then: Callable[[], object] | None = None) -> bool | None:
        """Send ``change`` after those before it; ``then`` goes on once it is stored, or kept. Whether it was stored
        or kept (False: refused, said by ``refused``); None while its answer is awaited (on a server)."""
        self.queue.append(_Queued(change, then))
        if self.away:  # an earlier change waits for the server: this one goes after it, never before
            self._settle_kept()
            if not self.sending and not self.retry.isActive():
                self.retry.start()
            return True
        if self.sending:
            return None
        self._refused_now = None
        self._send_next()
        if not self.remote:
            return self._refused_now is not change
        return None

    def _send_next(self) -> None:
        change = self.queue[0].change
        if not self.remote:
            self._answered(change, self._attempt(change))
            return
        self.sending = True
        if not self.away:
            self.slow.start()
        answers = self._answers
        self.pool.start(lambda: answers.came.emit(change, self._attempt(change)))

    def _attempt(self, change: KeptChange) -> object:
        """One call of the service (on the worker thread, on a server): its Change, or what it raised."""
        try:
            return self._send(change)
        except Exception as error:  # brought back to the window's thread, where it is said or raised
            return error

    def _send(self, kept: KeptChange) -> Change:
        """One call of the service for the change ``kept``, with its entry."""
        assert self.session is not None
        service, game_id, entry, given = self.session, kept.game_id, kept.entry, kept.arguments
        seen = given.get("revision")  # the game as the player saw it (none kept: the game as this session has it)
        if kept.kind == "record":
            return service.table.record(game_id, given["result"], entry=entry, revision=seen)
        if kept.kind == "edit":
            return service.table.edit_hand(game_id, given["number"], given["result"], entry=entry, revision=seen)
        if kept.kind == "delete":
            return service.table.delete_hand(game_id, given["number"], entry=entry, revision=seen)
        if kept.kind == "riichi":
            return service.table.declare_riichi(game_id, given["seat"], given["declared"], entry=entry, revision=seen)
        steps = {"finish": service.table.finish, "undo": service.table.undo, "redo": service.table.redo}
        return steps[kept.kind](game_id, entry=entry, revision=seen)

    def _answered(self, change: KeptChange, outcome: object) -> None:
        """What the database answered to ``change`` (the oldest queued), on the window's thread."""
        from tablekeeper.service.errors import ServerUnreachable

        self.sending = False
        self.slow.stop()
        if self.closed or not self.queue or self.queue[0].change is not change:
            return  # the window closed meanwhile: the change is in its file, for the next window
        if isinstance(outcome, ServerUnreachable):
            if self.away:
                self.retry.setInterval(min(self.retry.interval() * 2, RETRY_LONGEST_MS))
            else:
                self.away = True
                self.retry.setInterval(self.retry_every)
            self._settle_kept()
            self.retry.start()
            return
        if isinstance(outcome, TablekeeperError):
            if self.queue[0].kept:  # a change kept, sent again: dropped, with the game's later ones
                self._drop_game(change.game_id, outcome)
            else:
                self.queue.popleft()
                self._refused_now = change
                self.refused.emit(change, outcome)
        elif isinstance(outcome, BaseException):
            self.queue.popleft()
            raise outcome  # not the database's: the window's hook says it, as on its own thread
        else:
            then = self.queue.popleft().then
            self.stored.emit(change, outcome)
            if then is not None:
                then()
        if self.away:
            if not self.queue:
                self.away = False
            self._settle_kept()
        if self.queue and not self.sending:
            self._send_next()

    def _slow(self) -> None:
        """The attempt waits for the server still: its change, and those after it, are kept meanwhile (the file
        written, the window told); the attempt goes on, and its answer is taken as any retry's."""
        if self.sending and self.queue and not self.away:
            self.away = True
            self.retry.setInterval(self.retry_every)
            self._settle_kept()

    def _retry(self) -> None:
        self.adopt()  # a window on this database closed meanwhile over changes kept: sent by this one
        if self.queue and not self.sending:
            self._send_next()

    def _settle_kept(self) -> None:
        """The changes queued are kept: what was to go on once each is stored goes on now; the file is written and
        the count said. A file that cannot be written is said once, at once: the changes are then here only."""
        going_on = [queued.then for queued in self.queue if queued.then is not None]
        for queued in self.queue:
            queued.then, queued.kept = None, True
        for then in going_on:
            then()
        self._write()
        self.pending_changed.emit(len(self.queue) if self.away else 0)

    def _write(self) -> bool:
        if self.files is None:  # in memory by choice (a test's window): nothing to say
            return True
        try:
            self.files.save(self.kept)
        except TablekeeperError as error:
            if self.saved:
                self.failed.emit(refusal(error))
            self.saved = False
            return False
        self.saved = True
        return True

    def _drop_game(self, game_id: int, error: TablekeeperError) -> None:
        """The server refused the oldest change kept of game ``game_id``: it is dropped, and so are the game's later
        changes kept here, which were entered on the game it would have made (an undo would take back another
        hand); the player is told, and sees the game as it is stored."""
        later = sum(1 for change in self.kept if change.game_id == game_id) - 1
        self.queue = deque(queued for queued in self.queue if queued.change.game_id != game_id)
        sentence = self.tr("A change kept while the server could not be reached was not stored: ") + refusal(error)
        if later == 1:
            sentence += " " + self.tr(
                "The later change of this game kept here was not stored either: look at the game, then enter it "
                "again if it still applies."
            )
        elif later:
            sentence += " " + self.tr(
                "The {count} later changes of this game kept here were not stored either: look at the game, then "
                "enter them again if they still apply."
            ).format(count=later)
        self.failed.emit(sentence)
        reloaded = getattr(error, "game", None)  # another writer changed the game: show it as it is now
        if reloaded is not None:
            self.reloaded.emit(reloaded)

    def unsafe_to_close(self) -> int:
        """How many changes closing the window now would lose: those neither stored nor written to the file (on
        their way, or kept on a disk that was full). Each is written first if it can be: a next window sends it.
        None without a folder to keep them in (a window made so keeps its changes in memory by choice: a test's)."""
        if not self.queue or self.files is None:
            return 0
        return 0 if self._write() else len(self.queue)

    def close(self) -> None:
        """The window closes: its file, if it keeps changes, is left to the next window on the database."""
        self.closed = True
        self.retry.stop()
        if self.files is not None:
            if self.queue:
                self._write()
            self.files.release()
