"""The one face of the service: a database and the parts that work on it."""

from __future__ import annotations

from functools import cached_property
from types import TracebackType
from typing import TYPE_CHECKING

from tablekeeper.service.library import Library
from tablekeeper.service.table import Table
from tablekeeper.store.database import Database, open_database

# The events', the clocks' and the transfer's parts are made at their first use: a table's window, which opens a game,
# waits for neither their modules nor the events' model, nor the files' formats (issue 22: a third of the service's
# import).
if TYPE_CHECKING:
    from tablekeeper.service.clock_views import GameTime
    from tablekeeper.service.clocks import Clocks
    from tablekeeper.service.events import Events
    from tablekeeper.service.following import GameFollower, OnChange
    from tablekeeper.service.hall import Follower, Hall
    from tablekeeper.service.series import Series
    from tablekeeper.service.transfer import Transfer


class Session:
    """The session service over one database (see :mod:`tablekeeper.service`), made of named parts as Anki's
    collection is: :attr:`table` (the open games and the commands on them), :attr:`library` (the stored games
    listed, browsed and counted), :attr:`transfer` (games written to files and taken back), :attr:`events` (club
    nights and tournaments, and the club's rating), :attr:`series` (several events ranked as one) and :attr:`clocks`
    (the rounds' clocks).

    The window and the command line call each part: ``session.table.record(...)``, ``session.events.create_event(...)``:
    a call has one signature and one documentation, in the part that does the work."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.table = Table(database)
        self.library = Library(database, self.table)

    @cached_property
    def transfer(self) -> Transfer:
        """Games written to files and taken back, made at its first use."""
        from tablekeeper.service.transfer import Transfer

        return Transfer(self.database, self.table)

    @cached_property
    def events(self) -> Events:
        """Club nights and tournaments, and the club's rating, made at its first use."""
        from tablekeeper.service.events import Events

        return Events(self.database, self.table)

    @cached_property
    def clocks(self) -> Clocks:
        """The rounds' clocks, made at their first use."""
        from tablekeeper.service.clocks import Clocks

        return Clocks(self.database, self.events)

    @cached_property
    def series(self) -> Series:
        """Several events ranked as one (a league of club nights), made at its first use."""
        from tablekeeper.service.series import Series

        return Series(self.events)

    def hall(self, event_id: int) -> Hall:
        """Every table of the event's current round and the standings beneath (:mod:`tablekeeper.service.hall`)."""
        from tablekeeper.service.hall import read_hall

        # Every table's game kept open: the next reading replays none of them again.
        return read_hall(self.events, self.clocks, self.table.game, event_id, self.table.games.keep_open)

    def follow_game(self, game_id: int, on_change: OnChange | None = None) -> GameFollower:
        """Follow a game as other windows and computers change it
        (:class:`~tablekeeper.service.following.GameFollower`); close it."""
        from tablekeeper.service.following import GameFollower

        return GameFollower(self.database, game_id, self.table.games.moved, on_change)

    def follow(self, event_id: int, on_change: OnChange | None = None) -> Follower[Hall]:
        """Follow the event's hall as each table records (:class:`~tablekeeper.service.hall.Follower`); close it."""
        from tablekeeper.service.hall import Follower, hall_games

        return Follower(self.database, self.hall, event_id, on_change, hall_games)

    def follow_clock(self, game_id: int, on_change: OnChange | None = None) -> Follower[GameTime | None] | None:
        """Follow the clock of the game's round as the organiser changes it, from any window, command line or
        server (the hall's way: its event's notifications, or the revisions asked on a SQLite file); its reading is
        :meth:`Table.game_time <tablekeeper.service.table.Table.game_time>`. None for a game of no event's round.
        Close it."""
        from tablekeeper.store import reads

        with self.database.reading() as reader:
            event_id = reads.round_event(reader, game_id)
        if event_id is None:
            return None  # an ordinary game: the events' modules are not imported for it
        from tablekeeper.service.hall import Follower

        return Follower(
            self.database, lambda _event: self.table.game_time(game_id), event_id, on_change, lambda _time: (game_id,)
        )

    @classmethod
    def open(cls, url: str | None = None, *, write: bool = True, upgrade: bool = True) -> Session:
        """Open the database at ``url`` (or the default), creating or upgrading it when needed; ``write=False``
        for a session that only reads (it takes no lock, and opens a file it cannot write to); ``upgrade=False``
        leaves a file that needs an upgrade as it was (see :func:`tablekeeper.store.database.open_database`)."""
        return cls(open_database(url, write=write, upgrade=upgrade))

    def prepare_writes(self) -> None:
        """Import and set up what the first write needs, and read the open games' journals, ahead of it (the window
        does it while it is idle). It writes nothing, opens no connection and changes nothing of the session: it may
        run in another thread while the session is used."""
        from tablekeeper.service import previews  # noqa: F401 - the first key pressed in the hand's entry previews
        from tablekeeper.store import writes

        writes.prepare(self.database.location)
        self.table.games.read_journals()

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *_exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()
