"""The open games of one database in a session's memory: each read and replayed once, kept as stored at its last
write (a command checks it against the database with one small query), the latest used last and a few at most."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from tablekeeper.errors import Phrase, TablekeeperError
from tablekeeper.journal import ActionKind
from tablekeeper.open_game import OpenGame
from tablekeeper.rules.game import PlayedHand
from tablekeeper.rules.standings import standings
from tablekeeper.service.errors import GameNotFound
from tablekeeper.service.history import stored_journal
from tablekeeper.service.stored_games import replayed, rules_of
from tablekeeper.snapshots import GameSnapshot, GameSummary, HandSnapshot
from tablekeeper.store import reads
from tablekeeper.store.database import Database, Reader
from tablekeeper.words import QT_TR_NOOP

if TYPE_CHECKING:
    from uuid import UUID


@dataclass(slots=True)
class Opened:
    """An open game in the service's memory: its replay and journal, its row, and its hands as shown."""

    game: OpenGame
    id: int
    title: str
    venue: str
    started_at: datetime
    finished_at: datetime | None
    players: tuple[str, ...]
    hands: list[HandSnapshot]
    differ: tuple[int, ...]
    """The numbers of the hands whose deltas as stored (a check of the replay) are not the replay's."""
    uuid: UUID | None = None
    """The game's identity."""
    in_round: bool = False
    """The game is a table's of an event's round: the round's clock may end it."""
    ended: bool = False
    """The game's row says it is ended (as read, or as last written here)."""
    notes: tuple[Phrase, ...] = ()
    """What tablekeeper says of the game (an import's notes)."""


OPEN_GAMES = 8
"""The games a session keeps open at most: the one in play, and a few looked at lately (reading one again replays
it: milliseconds for a long game)."""


class OpenGames:
    """The games opened through one session (held by its :class:`~tablekeeper.service.table.Table`)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self._open: dict[int, Opened] = {}
        """The games opened, as stored at their last write; the latest used last, at most :attr:`limit` of them."""
        self.limit = OPEN_GAMES
        """The most games kept open: :data:`OPEN_GAMES`, or a round's tables and those (:meth:`keep_open`)."""
        self._mark: object = None
        self._marked: dict[int, int] = {}
        """The database file's change mark when a game's revision (here: game id -> revision) was last found current."""

    def get(self, game_id: int) -> Opened | None:
        """The open game, if it is open (not made the latest used)."""
        return self._open.get(game_id)

    def load(self, game_id: int) -> Opened:
        """Read the game and its journal, replay it once, and keep it open."""
        self._open.pop(game_id, None)
        opened = read(self.database, game_id)
        self.keep(opened)
        return opened

    def stale(self, opened: Opened) -> bool:
        """Another writer changed the game since this session stored or read it."""
        return self.moved(opened.id, opened.game.revision)

    def moved(self, game_id: int, revision: int) -> bool:
        """Whether the game stored is no longer at ``revision`` (one small query, saved when the database file shows
        no commit since the last time it was asked: a preview is taken at each key, a window asks 4 times a second)."""
        mark = self.database.change_mark()
        if mark is not None and mark == self._mark and revision == self._marked.get(game_id):
            return False
        with self.database.reading() as reader:  # the mark is taken before: a commit during the query shows next time
            stale = reads.read_revision(reader, game_id) != revision
        if not stale:  # kept for every game found current under this mark: a venue asks for each of its tables
            if mark != self._mark:
                self._mark, self._marked = mark, {}
            self._marked[game_id] = revision
        return stale

    def keep(self, opened: Opened) -> None:
        """Keep the game open, as the latest used; the one used least lately goes when too many are (a window that
        browses a season's games would otherwise hold each of them replayed, for nothing)."""
        self._open.pop(opened.id, None)
        self._open[opened.id] = opened
        while len(self._open) > self.limit:
            del self._open[next(iter(self._open))]

    def read_journals(self) -> None:
        """Read the journals of the open games ahead of their first use (a game is shown with its journal unread); it
        may run in another thread while the games are used. A damaged one says so when it is used."""
        for opened in list(self._open.values()):
            with contextlib.suppress(TablekeeperError):
                opened.game.read_journal()

    def keep_open(self, games: int) -> None:
        """Keep ``games`` games open besides the usual few (a hall reads every table of its round at each change:
        with fewer kept, each reading would replay them all again). Still bounded: by the round's tables."""
        self.limit = OPEN_GAMES + max(0, games)

    def used(self, game_id: int) -> Opened | None:
        """The open game, now the latest used; None if it is not open."""
        opened = self._open.pop(game_id, None)
        if opened is not None:
            self._open[game_id] = opened
        return opened

    def current(self, game_id: int) -> Opened:
        """The open game as stored now: read again when another writer changed it."""
        opened = self.used(game_id)
        return opened if opened is not None and not self.stale(opened) else self.load(game_id)

    def opened(self, game_id: int) -> Opened:
        """The open game, as this session last stored or read it (no query: a write checks for other writers)."""
        opened = self.used(game_id)
        return opened if opened is not None else self.load(game_id)

    def forget(self, game_id: int) -> None:
        """Let the game go from memory (read again when next asked for): deleted, replaced by an import, or read
        only to be written out."""
        self._open.pop(game_id, None)

    def is_open(self, game_id: int) -> bool:
        return game_id in self._open


def read(database: Database, game_id: int) -> Opened:
    """Read the game and its journal, and replay it once."""
    with database.reading() as reader:
        return _read_in(reader, game_id)


def read_many(database: Database, game_ids: Sequence[int]) -> Iterator[Opened]:
    """Each game of ``game_ids`` read and replayed in turn, all in one reading (one snapshot of the database, and
    none of the cost of opening a reading a game: a site of a season reads them all)."""
    with database.reading() as reader:
        for game_id in game_ids:
            yield _read_in(reader, game_id)


def _read_in(reader: Reader, game_id: int) -> Opened:
    record = reads.read_game(reader, game_id)
    journal = reads.read_journal(reader, game_id) if record is not None else []
    in_round = record is not None and reads.is_round_game(reader, game_id)
    if record is None:
        raise GameNotFound(QT_TR_NOOP("There is no game {game}."), game=game_id)
    rules = rules_of(record)
    outcome = replayed(record, list(record.results), rules, players=record.players)
    # Revision 0003 marked closed every game ended before it, those the rules ended too: that mark counts where
    # the rules have not ended the game, or where the journal says the players ended it (an edit made the
    # rules end it afterwards, and its undo must give back a game still ended by hand).
    by_hand = any(a.kind == ActionKind.END.value and not a.undone for a in journal)
    finished = outcome.state.finished
    closed = (record.closed and (by_hand or not finished)) or (record.ended and not finished)
    pending = frozenset(record.pending_riichi)
    game = OpenGame(
        rules,
        record.results,
        outcome.hands,
        closed=closed,
        pending=pending,
        revision=record.revision,
        journal=stored_journal(game_id, journal),
    )
    hands = hand_views(outcome.hands, 0)
    return Opened(
        game,
        record.id,
        record.title,
        record.venue,
        record.started_at,
        record.finished_at,
        record.players,
        hands,
        # The cached deltas are only a check: the replay is the truth, and a difference is shown, not hidden.
        tuple(h.number for h, row in zip(hands, record.hands, strict=False) if h.deltas != row.deltas),
        record.uuid,
        in_round,
        record.ended,
        record.notes,
    )


def hand_views(played: Sequence[PlayedHand], first: int) -> list[HandSnapshot]:
    """Hands as shown, numbered from ``first + 1``."""
    return [
        HandSnapshot(first + i + 1, p.before, p.result, p.settlement, p.deltas, p.after) for i, p in enumerate(played)
    ]


def snapshot(opened: Opened) -> GameSnapshot:
    """The open game as the window and the CLI see it: frozen."""
    game = opened.game
    state = game.final_state()
    summary = GameSummary(
        opened.id,
        opened.title,
        opened.venue,
        opened.started_at,
        opened.finished_at,
        opened.players,
        len(opened.hands),
        game.finished,
        opened.notes,
    )
    table = game.table()
    # While the game goes on, the standings read the table as the seats show it: a riichi stick just declared is
    # off its player's points, and the sticks on the table are said apart (given to first place only at the end).
    now = standings(state, game.rules) if game.finished else standings(table, game.rules, so_far=True)
    return GameSnapshot(
        summary,
        game.rules,
        tuple(opened.hands),
        state,
        now,
        opened.differ,
        game.pending,
        table,
        game.undo_action(),
        game.redo_action(),
        opened.uuid,
        game.revision,
    )
