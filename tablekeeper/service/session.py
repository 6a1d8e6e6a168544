"""The one face of the service: a database and the parts that work on it."""

from __future__ import annotations

from types import TracebackType
from typing import TYPE_CHECKING, Any

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
    from tablekeeper.service.transfer import Transfer

_EVENT_CALLS = frozenset(
    {
        "create_event",
        "event",
        "list_events",
        "add_players",
        "mark_absent",
        "seat_rounds",
        "import_seating",
        "reseat",
        "substitute",
        "open_table",
        "enter_paper_result",
        "add_penalty",
        "undo_event",
        "redo_event",
        "event_standings",
        "club_rating",
    }
)
"""The calls of :attr:`TableSession.events` that the session binds as its own."""
_CLOCK_CALLS = frozenset({"clock", "start_clock", "pause_clock", "resume_clock", "add_time", "end_round"})
"""The calls of :attr:`TableSession.clocks` that the session binds as its own."""
_TRANSFER_CALLS = frozenset(
    {
        "export",
        "export_games",
        "import_game",
        "import_game_file",
        "import_file",
        "import_tenhou",
        "import_tenhou_files",
    }
)
"""The calls of :attr:`TableSession.transfer` that the session binds as its own."""


class TableSession:
    """The session service over one database (see :mod:`tablekeeper.service`), made of named parts as Anki's
    collection is: :attr:`table` (the open games and the commands on them), :attr:`library` (the stored games
    listed, browsed and counted), :attr:`transfer` (games written to files and taken back) and :attr:`events` (club
    nights and tournaments, and the club's rating).

    The window and the command line call the session itself: each of its calls is the part's own method, bound
    here, so that a call has one signature and one documentation, in the part that does the work."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.table = table = Table(database)
        self.library = library = Library(database, table)
        # The table
        self.create_game = table.create_game
        self.game = table.game
        self.standings = table.standings
        self.declare_riichi = table.declare_riichi
        self.preview = table.preview
        self.preview_edit = table.preview_edit
        self.record = table.record
        self.edit_hand = table.edit_hand
        self.delete_hand = table.delete_hand
        self.finish = table.finish
        self.undo = table.undo
        self.redo = table.redo
        self.delete_game = table.delete_game
        # The library
        self.list_games = library.list_games
        self.listing = library.listing
        self.browse = library.browse
        self.statistics = library.statistics
        self.unfinished_games = library.unfinished_games
        self.latest_unfinished = library.latest_unfinished
        self.resume = library.resume
        self.player_names = library.player_names
        self.game_time = table.game_time
        if TYPE_CHECKING:  # as the type checker sees them; made and bound at their first use (__getattr__)
            # Transfer
            self.transfer = transfer = Transfer(database, table)
            self.export = transfer.export
            self.export_games = transfer.export_games
            self.import_game = transfer.import_game
            self.import_game_file = transfer.import_game_file
            self.import_file = transfer.import_file
            self.import_tenhou = transfer.import_tenhou
            self.import_tenhou_files = transfer.import_tenhou_files
            # Events
            self.events = events = Events(database, table)
            self.create_event = events.create_event
            self.event = events.event
            self.list_events = events.list_events
            self.add_players = events.add_players
            self.mark_absent = events.mark_absent
            self.seat_rounds = events.seat_rounds
            self.import_seating = events.import_seating
            self.reseat = events.reseat
            self.substitute = events.substitute
            self.open_table = events.open_table
            self.enter_paper_result = events.enter_paper_result
            self.add_penalty = events.add_penalty
            self.undo_event = events.undo_event
            self.redo_event = events.redo_event
            self.event_standings = events.event_standings
            self.club_rating = events.club_rating
            # The rounds' clocks
            self.clocks = clocks = Clocks(database, events)
            self.clock = clocks.clock
            self.start_clock = clocks.start_clock
            self.pause_clock = clocks.pause_clock
            self.resume_clock = clocks.resume_clock
            self.add_time = clocks.add_time
            self.end_round = clocks.end_round

    # Hidden from the type checker, which sees the attributes above: every other name stays an error to it.
    if not TYPE_CHECKING:

        def __getattr__(self, name: str) -> Any:
            """The transfer's, the events' and the clocks' parts, and their calls, made and bound at their first use
            (then kept as attributes: Python asks here only for what is missing)."""
            value: Any
            if name == "transfer":
                from tablekeeper.service.transfer import Transfer

                value = Transfer(self.database, self.table)
            elif name == "events":
                from tablekeeper.service.events import Events

                value = Events(self.database, self.table)
            elif name == "clocks":
                from tablekeeper.service.clocks import Clocks

                value = Clocks(self.database, self.events)
            elif name in _EVENT_CALLS:
                value = getattr(self.events, name)
            elif name in _CLOCK_CALLS:
                value = getattr(self.clocks, name)
            elif name in _TRANSFER_CALLS:
                value = getattr(self.transfer, name)
            else:
                raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
            setattr(self, name, value)
            return value

    def hall(self, event_id: int) -> Hall:
        """Every table of the event's current round and the standings beneath (:mod:`tablekeeper.service.hall`)."""
        from tablekeeper.service.hall import read_hall

        # Every table's game kept open: the next reading replays none of them again.
        return read_hall(self.events, self.clocks, self.game, event_id, self.table.games.keep_open)

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
        :meth:`game_time`. None for a game of no event's round. Close it."""
        from tablekeeper.store import records

        with self.database.reading() as reader:
            event_id = records.round_event(reader, game_id)
        if event_id is None:
            return None  # an ordinary game: the events' modules are not imported for it
        from tablekeeper.service.hall import Follower

        return Follower(
            self.database, lambda _event: self.table.game_time(game_id), event_id, on_change, lambda _time: (game_id,)
        )

    @classmethod
    def open(cls, url: str | None = None, *, write: bool = True, upgrade: bool = True) -> TableSession:
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

    def __enter__(self) -> TableSession:
        return self

    def __exit__(self, *_exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()
