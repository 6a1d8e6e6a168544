"""The session service: the one API through which the window and the CLI keep games.

Its parts: :mod:`~tablekeeper.service.table` (the open games and the commands on them),
:mod:`~tablekeeper.service.library` (list, browse, statistics, resume, with one :class:`GameFilter`),
:mod:`~tablekeeper.service.transfer` and :mod:`~tablekeeper.service.formats` (games written to files and read back),
:mod:`~tablekeeper.service.errors`; :class:`TableSession` (:mod:`~tablekeeper.service.session`) is their one face.
No statement is written here: the store issues them (:mod:`tablekeeper.store.writes`, :mod:`tablekeeper.store.records`).

Open it with :meth:`TableSession.open` (a database URL or path; see :mod:`tablekeeper.store.database` for
the default) and close it when done. Every method is one short transaction: it either stores all it has to,
or, when it raises a :class:`~tablekeeper.errors.TablekeeperError` (whose sentence a player understands),
nothing at all. Neither the window nor the CLI touches SQL or the rules' internals: they get frozen views.

A game is its inputs (DESIGN.md, principle 1). Recording, editing or deleting a hand replays the game's
stored results through the engine (:func:`tablekeeper.rules.game.replay`) with the change, and stores the
change only if the engine accepts every hand. Seats 0..3 are the initial East, South, West and North; seat 0
deals first.

What the window needs, and the call that gives it:

- start a game: :meth:`create_game` (players by name, in turn order from the first dealer, or with
  ``first_dealer`` naming who of them deals first); names to complete: :meth:`player_names`;
- go on with a game: :meth:`unfinished_games`, :meth:`latest_unfinished`, :meth:`game` (hands, deltas, the
  current :class:`~tablekeeper.rules.game.GameState` and the standings so far);
- riichi sticks while a hand is played: :meth:`declare_riichi` stores each stick at once (a crash leaves it
  on the table); the next recorded hand takes them;
- a hand: :meth:`preview` (its settlement, nothing stored), :meth:`record`, :meth:`edit_hand` (and
  :meth:`preview_edit`, which says which later hands it changes), :meth:`delete_hand`; the end: :meth:`finish`
  (early; a game ended by the rules is finished by :meth:`record` itself), :meth:`standings`;
- mistakes: :meth:`undo` and :meth:`redo` take back and do again any of those changes, in order, from the
  game's stored journal (they work after a restart);
- events (club nights, tournaments): :class:`~tablekeeper.service.events.Events`, bound here as
  :meth:`create_event`, :meth:`seat_rounds`, :meth:`open_table`, :meth:`event_standings`, :meth:`club_rating`...;
  the hall of an event (every table of its current round, the standings beneath): :meth:`hall`, followed live with
  :meth:`follow` (:mod:`~tablekeeper.service.hall`);
- reviews: :meth:`list_games`, :meth:`statistics`, :meth:`export`, :meth:`import_game`, :meth:`import_tenhou`,
  :meth:`import_tenhou_files`; :meth:`delete_game`.

An open game is kept in memory (:mod:`tablekeeper.open_game`), replayed once when it is opened: a preview is
one ``apply`` on it, a record one ``apply`` and one row, an edit or a deletion a replay from the changed hand.
Each change returns a :class:`Change` saying what it changed. Every write first checks the game's stored
``revision``: when another window or computer changed the game meanwhile, nothing is written, the game is
read again, and :class:`GameChangedElsewhere` says so. A window gives each change and preview the ``revision`` of
the game it shows (:attr:`GameSnapshot.revision`): the change is made on that game or refused, never on another
this session read since; it follows the other writers of its game with :meth:`follow_game`
(:mod:`~tablekeeper.service.following`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tablekeeper.rules.standings import score_number
from tablekeeper.service.errors import (
    AlreadyImported,
    EditRefused,
    EventChangedElsewhere,
    EventNotFound,
    GameChangedElsewhere,
    GameIsFinished,
    GameNotFound,
    HandNotFound,
    ImportRefused,
    InvalidPlayers,
    Newer,
    NothingToUndo,
    SessionError,
    StoredGameDiffers,
)
from tablekeeper.service.library import ALL_GAMES, GameFilter
from tablekeeper.service.session import TableSession
from tablekeeper.service.stored_games import local_time
from tablekeeper.snapshots import Change, Deltas, GameSnapshot, GameSummary, HandSnapshot, LaterHand
from tablekeeper.store.failures import ServerUnreachable
from tablekeeper.store.records import DamagedGame, GameOrder
from tablekeeper.text import spreadsheet_text

# The events' part, the views of the browser, the statistics and the previews, and the files' formats and their
# transfer, are imported at their first use (a table's window waits for none of them to show its game): see
# __getattr__.
if TYPE_CHECKING:
    from tablekeeper.service.browsing import BrowsedGame, BrowsePage, ClubStatistics
    from tablekeeper.service.events import Events, EventStandings, EventSummary, EventTable, EventView, NewEntrant
    from tablekeeper.service.formats import export_csv, export_data, export_json
    from tablekeeper.service.previews import EditPreview, Preview
    from tablekeeper.service.transfer import TENHOU_SOURCE, FileImported, naming_file

_LATER_NAMES = {
    **dict.fromkeys(("Events", "EventStandings", "EventSummary", "EventTable", "EventView", "NewEntrant"), "events"),
    **dict.fromkeys(("BrowsedGame", "BrowsePage", "ClubStatistics"), "browsing"),
    **dict.fromkeys(("export_csv", "export_data", "export_json"), "formats"),
    **dict.fromkeys(("EditPreview", "Preview"), "previews"),
    **dict.fromkeys(("TENHOU_SOURCE", "FileImported", "naming_file"), "transfer"),
}
"""The names imported when first asked for, and the module of each."""


def __getattr__(name: str) -> object:
    """The events', the browser's, the previews', the formats' and the transfer's names, imported when first asked
    for."""
    module = _LATER_NAMES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)


__all__ = [
    "ALL_GAMES",
    "TENHOU_SOURCE",
    "AlreadyImported",
    "BrowsePage",
    "BrowsedGame",
    "Change",
    "ClubStatistics",
    "DamagedGame",
    "Deltas",
    "EditPreview",
    "EditRefused",
    "EventChangedElsewhere",
    "EventNotFound",
    "EventStandings",
    "EventSummary",
    "EventTable",
    "EventView",
    "Events",
    "FileImported",
    "GameChangedElsewhere",
    "GameFilter",
    "GameIsFinished",
    "GameNotFound",
    "GameOrder",
    "GameSnapshot",
    "GameSummary",
    "HandNotFound",
    "HandSnapshot",
    "ImportRefused",
    "InvalidPlayers",
    "LaterHand",
    "NewEntrant",
    "Newer",
    "NothingToUndo",
    "Preview",
    "ServerUnreachable",
    "SessionError",
    "StoredGameDiffers",
    "TableSession",
    "export_csv",
    "export_data",
    "export_json",
    "local_time",
    "naming_file",
    "score_number",
    "spreadsheet_text",
]
