"""The session service: the one API through which the window and the CLI keep games.

Its parts: :mod:`~tablekeeper.service.table` (the open games and the commands on them),
:mod:`~tablekeeper.service.library` (list, browse, statistics, resume, with one :class:`GameFilter`),
:mod:`~tablekeeper.service.transfer` and :mod:`~tablekeeper.service.formats` (games written to files and read back),
:mod:`~tablekeeper.service.events` and :mod:`~tablekeeper.service.clocks` (club nights and tournaments, and their
rounds' clocks), :mod:`~tablekeeper.service.errors`; :class:`Session` (:mod:`~tablekeeper.service.session`) holds
them as its attributes, as Anki's collection does: ``session.table``, ``session.library``, ``session.transfer``,
``session.events``, ``session.clocks`` (the last three made at their first use).
No statement is written here: the store issues them (:mod:`tablekeeper.store.writes`, :mod:`tablekeeper.store.reads`).

Open it with :meth:`Session.open` (a database URL or path; see :mod:`tablekeeper.store.database` for
the default) and close it when done. Every method is one short transaction: it either stores all it has to,
or, when it raises a :class:`~tablekeeper.errors.TablekeeperError` (whose sentence a player understands),
nothing at all. Neither the window nor the CLI touches SQL or the rules' internals: they get frozen views.

A game is its inputs (DESIGN.md, principle 1). Recording, editing or deleting a hand replays the game's
stored results through the engine (:func:`tablekeeper.rules.game.replay`) with the change, and stores the
change only if the engine accepts every hand. Seats 0..3 are the initial East, South, West and North; seat 0
deals first.

What the window needs, and the call that gives it:

- start a game: ``session.table.create_game`` (players by name, in turn order from the first dealer, or with
  ``first_dealer`` naming who of them deals first); names to complete: ``session.library.player_names``;
- go on with a game: ``session.library.unfinished_games``, ``session.library.latest_unfinished``,
  ``session.table.game`` (hands, deltas, the current :class:`~tablekeeper.rules.game.GameState` and the standings
  so far);
- riichi sticks while a hand is played: ``session.table.declare_riichi`` stores each stick at once (a crash leaves
  it on the table); the next recorded hand takes them;
- a hand: ``session.table.preview`` (its settlement, nothing stored), ``session.table.record``,
  ``session.table.edit_hand`` (and ``session.table.preview_edit``, which says which later hands it changes),
  ``session.table.delete_hand``; the end: ``session.table.finish`` (early; a game ended by the rules is finished by
  ``record`` itself), ``session.table.standings``;
- mistakes: ``session.table.undo`` and ``session.table.redo`` take back and do again any of those changes, in order,
  from the game's stored journal (they work after a restart);
- events (club nights, tournaments): :class:`~tablekeeper.service.events.Events`, as ``session.events.create_event``,
  ``session.events.seat_rounds``, ``session.events.open_table``, ``session.events.event_standings``,
  ``session.events.club_rating``...; the rounds' clocks: ``session.clocks.start_clock``...; the hall of an event
  (every table of its current round, the standings beneath): ``session.hall``, followed live with
  ``session.follow`` (:mod:`~tablekeeper.service.hall`);
- reviews: ``session.library.list_games``, ``session.library.statistics``, ``session.transfer.export``,
  ``session.transfer.import_game``, ``session.transfer.import_tenhou``, ``session.transfer.import_tenhou_files``;
  ``session.table.delete_game``.

An open game is kept in memory (:mod:`tablekeeper.open_game`), replayed once when it is opened: a preview is
one ``apply`` on it, a record one ``apply`` and one row, an edit or a deletion a replay from the changed hand.
Each change returns a :class:`Change` saying what it changed. Every write first checks the game's stored
``revision``: when another window or computer changed the game meanwhile, nothing is written, the game is
read again, and :class:`GameChangedElsewhere` says so. A window gives each change and preview the ``revision`` of
the game it shows (:attr:`GameSnapshot.revision`): the change is made on that game or refused, never on another
this session read since; it follows the other writers of its game with ``session.follow_game``
(:mod:`~tablekeeper.service.following`).
"""

from __future__ import annotations

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
from tablekeeper.service.session import Session
from tablekeeper.service.stored_games import local_time
from tablekeeper.snapshots import Change, Deltas, GameSnapshot, GameSummary, HandSnapshot, LaterHand

# The events' part, the views of the browser, the statistics and the previews, and the files' formats and their
# transfer are imported from their own modules (tablekeeper.service.events...) by whoever needs them: a table's window
# waits for none of them to show its game.

__all__ = [
    "ALL_GAMES",
    "AlreadyImported",
    "Change",
    "Deltas",
    "EditRefused",
    "EventChangedElsewhere",
    "EventNotFound",
    "GameChangedElsewhere",
    "GameFilter",
    "GameIsFinished",
    "GameNotFound",
    "GameSnapshot",
    "GameSummary",
    "HandNotFound",
    "HandSnapshot",
    "ImportRefused",
    "InvalidPlayers",
    "LaterHand",
    "Newer",
    "NothingToUndo",
    "Session",
    "SessionError",
    "StoredGameDiffers",
    "local_time",
]
