"""The session service: the one API through which the window and the CLI keep games.

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
- reviews: :meth:`list_games`, :meth:`statistics`, :meth:`export`, :meth:`import_game`, :meth:`import_tenhou`;
  :meth:`delete_game`.

An open game is kept in memory (:mod:`tablekeeper.open_game`), replayed once when it is opened: a preview is
one ``apply`` on it, a record one ``apply`` and one row, an edit or a deletion a replay from the changed hand.
Each change returns a :class:`Change` saying what it changed. Every write first checks the game's stored
``revision``: when another window or computer changed the game meanwhile, nothing is written, the game is
read again, and :class:`GameChangedElsewhere` says so.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import io
import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal, Protocol, TypeVar, cast, overload
from uuid import UUID

from tablekeeper import words
from tablekeeper.errors import TablekeeperError
from tablekeeper.importers.reading import MAX_LABEL, MAX_NAME, UnreadableRecord, decode_text
from tablekeeper.journal import Action, ActionKind, Step, StepState
from tablekeeper.open_game import (
    BadStep,
    Entry,
    OldEntry,
    OpenGame,
    Plan,
    final_state,
    image_from_dict,
    image_to_dict,
    journal_entries,
)
from tablekeeper.present import deal_name, preset_name, result_text
from tablekeeper.rules import results as results_module
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.game import (
    GameState,
    PlayedHand,
    Replay,
    ReplayError,
    apply,
    end_game,
    new_game,
    replay,
)
from tablekeeper.rules.placement import places
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.settlement import Settlement, deltas
from tablekeeper.rules.standings import Standing, format_score, standings
from tablekeeper.snapshots import Change, Deltas, GameSnapshot, GameSummary, HandSnapshot, LaterHand
from tablekeeper.store import records
from tablekeeper.store.database import Database, DatabaseError, open_database
from tablekeeper.store.records import DamagedGame, GameOrder
from tablekeeper.text import described, first_unsafe
from tablekeeper.words import in_english, tr

if TYPE_CHECKING:
    # The ORM (SQLAlchemy) is imported by the calls that write, inside them: a reading command starts without it.
    from sqlalchemy.orm import Session

    from tablekeeper.importers.game_file import ExportedGame
    from tablekeeper.importers.tenhou import ImportedGame
    from tablekeeper.stats import PlayerStatistics, SeatFigures
    from tablekeeper.store.models import Game

TENHOU_SOURCE = "tenhou:"
"""The source id of an imported Tenhou game is this and Tenhou's id of the game."""


class SessionError(TablekeeperError):
    """Something asked of the session service that cannot be done."""


class GameNotFound(SessionError):
    """No game has the given id."""


class InvalidPlayers(SessionError):
    """The names given for a new game cannot seat four players."""


class GameIsFinished(SessionError):
    """A hand recorded in a game that has ended."""


class HandNotFound(SessionError):
    """No hand has the given number in the game."""


class EditRefused(SessionError):
    """A change to a past hand that would make a later hand impossible."""


class GameChangedElsewhere(SessionError):
    """Another window or computer changed the game since it was opened here: nothing was stored."""

    def __init__(self, message: str, game: GameSnapshot | None = None) -> None:
        super().__init__(message)
        self.game = game
        """The game as it is stored now (read again), when it could be read."""


class NothingToUndo(SessionError):
    """Undo with nothing left to take back, or redo with nothing taken back."""


class ImportRefused(SessionError):
    """A game file that cannot be taken in as it is."""


class AlreadyImported(ImportRefused):
    """A game that is already stored as the file gives it (known by its identity, or a Tenhou game by Tenhou's
    id of it)."""


Newer = Literal["file", "stored"]
"""Which version of a game has had more changes stored: the file's, or the one stored here."""


class StoredGameDiffers(ImportRefused):
    """A game already stored (known by its identity) that the file gives otherwise: nothing was stored; the file's
    version replaces the stored one only when asked (``replace``)."""

    def __init__(self, message: str, game_id: int, newer: Newer | None, data: Mapping[str, Any]) -> None:
        super().__init__(message)
        self.game_id = game_id
        """The stored game's number."""
        self.newer = newer
        """Which version has had more changes; None when both have had as many."""
        self.data = data
        """The file's game, as given to :meth:`TableSession.import_game` (to import it again with ``replace``)."""


@dataclass(frozen=True, slots=True)
class FileImported:
    """What one file brought in: the new games' numbers, and the sentence of each game it refused (a file
    refused whole has one sentence; a file of many games one for each game refused)."""

    path: Path
    ids: tuple[int, ...]
    refusals: tuple[str, ...]
    differing: tuple[StoredGameDiffers, ...] = ()
    """The games of the file already stored otherwise, each with its sentence naming the file: not imported,
    unless the player chooses to replace the stored game (:meth:`TableSession.import_game` with ``replace``)."""


class _StoredGame(Protocol):
    """A stored game's own row: a :class:`~tablekeeper.store.records.GameRecord` read, or an ORM Game."""

    @property
    def id(self) -> int: ...
    @property
    def title(self) -> str: ...
    @property
    def venue(self) -> str: ...
    @property
    def started_at(self) -> datetime: ...
    @property
    def finished_at(self) -> datetime | None: ...
    @property
    def ended(self) -> bool: ...
    @property
    def rules_json(self) -> str: ...


def _now() -> datetime:
    # Stored as naive UTC: SQLite keeps no time zone (PostgreSQL's column has none either).
    return datetime.now(UTC).replace(tzinfo=None)


@overload
def _stored(moment: datetime) -> datetime: ...
@overload
def _stored(moment: None) -> None: ...
def _stored(moment: datetime | None) -> datetime | None:
    """A moment as stored: naive UTC. A moment with a time zone is converted; a naive one is already UTC."""
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone(UTC).replace(tzinfo=None)


def local_time(stored: datetime) -> datetime:
    """A stored moment (naive UTC) in the time zone of this computer, for showing it."""
    return stored.replace(tzinfo=UTC).astimezone()


@dataclass(frozen=True, slots=True)
class BrowsedGame:
    """A game as the games browser lists it: its summary, its rule set's name and its points, from the deltas
    stored with its hands (nothing replayed: 10,000 games list at once)."""

    summary: GameSummary
    rules: str
    """The preset's identifier (or the club's own name for the set), as the game keeps it."""
    scores: tuple[int, int, int, int]
    """Points at seats 0..3 after the last hand stored (the riichi sticks still on the table left out)."""
    leaders: tuple[int, ...]
    """The seats placed first as the rule set places them (:func:`tablekeeper.rules.placement.places`): the
    winners of a finished game, or who leads an unfinished one. Players level on points all share first under a
    rule set whose ties are shared; under seat order only the first of them in the first dealer's order is."""


@dataclass(frozen=True, slots=True)
class BrowsePage:
    """One page of the browser: its games, and where the next page starts (None after the last game)."""

    games: tuple[BrowsedGame, ...]
    next_offset: int | None


@dataclass(frozen=True, slots=True)
class ClubStatistics:
    """The figures of :meth:`TableSession.statistics`."""

    players: tuple[PlayerStatistics, ...]
    """Ranked by total +/- score."""
    games: int
    """The finished games counted."""
    passed_over: tuple[SessionError | DamagedGame, ...] = ()
    """Games of the selection that could not be read or replayed, each as the sentence that names it."""


@dataclass(frozen=True, slots=True)
class Preview:
    """What a hand would do, computed without storing anything."""

    before: GameState
    settlement: Settlement
    deltas: Deltas
    after: GameState


@dataclass(frozen=True, slots=True)
class EditPreview:
    """What changing (or deleting) a past hand would do, nothing stored."""

    hand: Preview | None
    """The changed hand itself (None for a deletion)."""
    later: tuple[LaterHand, ...]
    """The later hands whose start (dealer, honba) or deltas would change."""
    scores: tuple[int, int, int, int]
    """The points of each seat after the last hand."""
    finished: bool
    """The game would be over."""


@dataclass(slots=True)
class _Opened:
    """An open game in the service's memory: its replay and journal, its row, and its hands as shown."""

    game: OpenGame
    id: int
    title: str
    venue: str
    started_at: datetime
    finished_at: datetime | None
    players: tuple[str, str, str, str]
    hands: list[HandSnapshot]
    stored: list[Deltas]
    """The deltas stored with each hand (a check of the replay)."""
    uuid: UUID | None = None
    """The game's identity."""


_Method = TypeVar("_Method", bound=Callable[..., Any])


def _names_players(method: _Method) -> _Method:
    """A call on one game whose refusals name the players instead of their seats."""

    @functools.wraps(method)
    def call(self: TableSession, game_id: int, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, game_id, *args, **kwargs)
        except TablekeeperError as error:
            self._name_players(game_id, error)
            raise

    return cast(_Method, call)


class TableSession:
    """The session service over one database; see the module documentation."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self._open: dict[int, _Opened] = {}
        """The games opened through this session, as stored at their last write (see the module's notes)."""
        self._mark: object = None
        self._marked: dict[int, int] = {}
        """The database file's change mark when a game's revision (here: game id -> revision) was last found current."""

    @classmethod
    def open(cls, url: str | None = None, *, write: bool = True) -> TableSession:
        """Open the database at ``url`` (or the default), creating or upgrading it when needed; ``write=False``
        for a session that only reads (it takes no lock, and opens a file it cannot write to)."""
        return cls(open_database(url, write=write))

    def close(self) -> None:
        self.database.close()

    def __enter__(self) -> TableSession:
        return self

    def __exit__(self, *_exc: type[BaseException] | BaseException | TracebackType | None) -> None:
        self.close()

    # Games

    def create_game(
        self,
        players: Sequence[str],
        rules: RuleSet | None = None,
        *,
        first_dealer: int = 0,
        title: str = "",
        venue: str = "",
        started_at: datetime | None = None,
    ) -> GameSnapshot:
        """A new game: four names in turn order; ``first_dealer`` (0..3) says which of them deals first."""
        names = _check_names(players)
        if isinstance(first_dealer, bool) or first_dealer not in range(4):
            raise InvalidPlayers(
                tr("The first dealer is one of the four players (0 to 3), not {value}.").format(
                    value=repr(first_dealer)
                )
            )
        seated = names[first_dealer:] + names[:first_dealer]
        rules = rules if rules is not None else RuleSet()
        from tablekeeper.store import repository

        with self.database.writing() as session:
            game = repository.add_game(
                session,
                repository.players_by_name(session, seated),
                rules_json=ruleset_module.to_json(rules),
                rules_name=rules.name,
                start_points=rules.start_points,
                title=_check_label(title, "title"),
                venue=_check_label(venue, "venue"),
                started_at=_stored(started_at) or _now(),
            )
            opened = _Opened(
                OpenGame(rules, (), (), closed=False, pending=frozenset(), revision=0, journal=()),
                game.id,
                game.title,
                game.venue,
                game.started_at,
                None,
                (seated[0], seated[1], seated[2], seated[3]),
                [],
                [],
                game.uuid,
            )
        self._open[opened.id] = opened
        return _snapshot(opened)

    def game(self, game_id: int) -> GameSnapshot:
        """The game with every hand replayed; a :class:`DamagedGame` if its rows cannot be read.

        An open game is read again only when another writer has changed it since (one small query)."""
        return _snapshot(self._current(game_id))

    def _load(self, game_id: int) -> _Opened:
        """Read the game and its journal, replay it once, and keep it open."""
        self._open.pop(game_id, None)
        with self.database.reading() as reader:
            record = records.read_game(reader, game_id)
            journal = records.read_journal(reader, game_id) if record is not None else []
        if record is None:
            raise GameNotFound(tr("There is no game {game}.").format(game=game_id))
        rules = _rules(record)
        outcome = _replay(record, list(record.results), rules)
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
            journal=_journal(game_id, journal, record.results, closed=closed, pending=pending),
        )
        opened = _Opened(
            game,
            record.id,
            record.title,
            record.venue,
            record.started_at,
            record.finished_at,
            record.players,
            _hand_views(outcome.hands, 0),
            [h.deltas for h in record.hands],
            record.uuid,
        )
        self._open[game_id] = opened
        return opened

    def _stale(self, opened: _Opened) -> bool:
        """Another writer changed the game since this session stored or read it (one small query, saved when the
        database file shows no commit since the last time it was asked: a preview is taken at each key)."""
        mark = self.database.change_mark()
        if mark is not None and mark == self._mark and opened.game.revision == self._marked.get(opened.id):
            return False
        with self.database.reading() as reader:  # the mark is taken before: a commit during the query shows next time
            stale = records.read_revision(reader, opened.id) != opened.game.revision
        if not stale:
            self._mark, self._marked = mark, {opened.id: opened.game.revision}
        return stale

    def _current(self, game_id: int) -> _Opened:
        """The open game as stored now: read again when another writer changed it."""
        opened = self._open.get(game_id)
        return opened if opened is not None and not self._stale(opened) else self._load(game_id)

    def _opened(self, game_id: int) -> _Opened:
        """The open game, as this session last stored or read it (no query: a write checks for other writers)."""
        opened = self._open.get(game_id)
        return opened if opened is not None else self._load(game_id)

    def standings(self, game_id: int) -> tuple[Standing, ...]:
        """The standings of the game, first to last (final once it is over, else as they stand)."""
        return self.game(game_id).standings

    def list_games(
        self,
        *,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
        limit: int | None = 50,
        offset: int = 0,
    ) -> list[GameSummary]:
        """Games, latest first: with a player (any case), started in [since, until), finished or not.

        A damaged game is left out, and the next sound one takes its place (:meth:`listing` names it); ``offset``
        counts sound games, so that pages of ``limit`` games follow each other without a gap or a repeat."""
        wanted = None if limit is None else offset + limit
        sound: list[GameSummary] = []
        start = 0
        chosen = _selection(player, since, until, finished)
        with self.database.reading() as reader:  # one snapshot for every page fetched
            while True:
                page = records.list_games(reader, **chosen, limit=wanted, offset=start)
                sound.extend(_listed(game) for game in page if not isinstance(game, DamagedGame))
                if wanted is None or len(page) < wanted or len(sound) >= wanted:
                    return sound[offset:wanted]
                start += wanted

    def listing(
        self,
        *,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
        limit: int | None = 50,
        offset: int = 0,
    ) -> list[GameSummary | DamagedGame]:
        """As :meth:`list_games`, with each damaged game in its place as the sentence that names it."""
        with self.database.reading() as reader:
            found = records.list_games(reader, **_selection(player, since, until, finished), limit=limit, offset=offset)
        return [g if isinstance(g, DamagedGame) else _listed(g) for g in found]

    def browse(
        self,
        *,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        finished: bool | None = None,
        rules: str | None = None,
        limit: int = 50,
        offset: int = 0,
        order: GameOrder = GameOrder.DATE,
        descending: bool = True,
        ids: Sequence[int] | None = None,
    ) -> BrowsePage:
        """Up to ``limit`` games from ``offset`` (a position among the stored games as :meth:`listing` filters them),
        under the rule set called ``rules`` when given, sorted by ``order`` in the query (latest first by default; a
        preset's rule set by the name it is shown by;
        equal keys in the order of the games' ids, so that the pages of one order follow each other without a gap
        or a repeat); damaged games are passed over (:meth:`listing` names them). ``next_offset`` goes on from the
        last game read. ``ids``: only these games (those just imported)."""
        found: list[BrowsedGame] = []
        # By rules: as the presets are shown (their names in the window's language), not by their identifiers.
        shown_names = None
        if order is GameOrder.RULES:
            shown_names = {identifier: preset_name(identifier) for identifier in ruleset_module.PRESETS}
        chosen = _selection(player, since, until, finished, rules)
        with self.database.reading() as reader:  # one snapshot for the page
            while len(found) < limit:
                page = records.list_games(
                    reader,
                    **chosen,
                    limit=limit,
                    offset=offset,
                    order=order,
                    descending=descending,
                    shown_names=shown_names,
                    ids=ids,
                )
                for index, game in enumerate(page):
                    browsed = None if isinstance(game, DamagedGame) else _browsed(game)
                    if browsed is not None:
                        found.append(browsed)
                        if len(found) == limit:
                            return BrowsePage(tuple(found), offset + index + 1)
                if len(page) < limit:
                    return BrowsePage(tuple(found), None)
                offset += len(page)
        return BrowsePage(tuple(found), offset)

    def statistics(
        self,
        *,
        player: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        rules: str | None = None,
    ) -> ClubStatistics:
        """Each player's figures (:mod:`tablekeeper.stats`) over the finished games with ``player`` (any case; then
        only that player's), started in [since, until), played under the rule set called ``rules`` (a preset's name,
        as the game keeps it).

        The figures kept when each game ended are added up by the database; a game without them (finished before
        they were kept, or under older definitions) is replayed, and kept by a session that may write. Such a game
        that is damaged or cannot be replayed is passed over and named."""
        from tablekeeper.stats import FIGURES_VERSION, tally

        if rules is not None:
            ruleset_module.preset(rules)  # an unknown preset is refused with a sentence, not matched by nothing
        chosen = _selection(player, since, until, rules=rules)  # finished games only: the store's own choice
        with self.database.reading() as reader:  # one snapshot: the games and the figures kept for them agree
            games = records.finished_games(reader, FIGURES_VERSION, **chosen)
            totals = records.kept_figures(reader, FIGURES_VERSION, **chosen)
        # Finished before the figures were kept, or under older definitions: worked out from the replay now.
        stale = [game_id for game_id, kept in games if not kept]
        counted = len(games) - len(stale)
        passed: list[SessionError | DamagedGame] = []
        parts = list(totals)
        if stale:
            worked_out = self._work_out_figures(stale, passed)
            for players, _, figures in worked_out.values():
                parts.extend(f.alone(name) for name, f in zip(players, figures, strict=True))
            counted += len(worked_out)
            self._keep_figures({game_id: (revision, f) for game_id, (_, revision, f) in worked_out.items()})
        return ClubStatistics(tuple(tally(parts, player)), counted, tuple(passed))

    def _work_out_figures(
        self, game_ids: Sequence[int], passed: list[SessionError | DamagedGame]
    ) -> dict[int, tuple[tuple[str, ...], int, tuple[SeatFigures, ...]]]:
        """The figures of these finished games, replayed from one reading (each distinct rule set read once);
        by game: its players, the revision read and the figures. A game that cannot be read or replayed is
        added to ``passed``."""
        from tablekeeper.stats import game_figures

        with self.database.reading() as reader:
            found = records.games_by_id(reader, game_ids)
        parsed: dict[str, RuleSet] = {}
        out: dict[int, tuple[tuple[str, ...], int, tuple[SeatFigures, ...]]] = {}
        for record in found:
            if isinstance(record, DamagedGame):
                passed.append(record)
                continue
            try:
                rules = parsed.get(record.rules_json)
                if rules is None:
                    rules = parsed[record.rules_json] = _rules(record)
                outcome = _replay(record, list(record.results), rules)
            except (DamagedGame, SessionError) as damage:
                passed.append(damage)
                continue
            final = final_state(outcome.state, rules)
            out[record.id] = (
                record.players,
                record.revision,
                game_figures(outcome.hands, rules, standings(final, rules)),
            )
        return out

    def _keep_figures(self, figures: Mapping[int, tuple[int, Sequence[SeatFigures]]]) -> None:
        """Store figures worked out by a reading, for the games not changed since they were read; a failure to
        store them changes nothing (they are worked out again next time).

        A session that only reads (`tablekeeper stats`) keeps them too, through a writer opened for this alone:
        else every later reading would replay the same games again. So a reading opens for writing only when
        figures were missing; a database that cannot be written (read-only folder, full disk, damaged) keeps
        nothing and says nothing: its figures were worked out all the same."""
        if self.database.write:
            self._store_figures(self.database, figures)
            return
        # No connection of this session is open between its operations: the writer's opening may read the file.
        with contextlib.suppress(TablekeeperError):
            writer = open_database(self.database.location, write=True)
            try:
                self._store_figures(writer, figures)
            finally:
                writer.close()

    @staticmethod
    def _store_figures(database: Database, figures: Mapping[int, tuple[int, Sequence[SeatFigures]]]) -> None:
        from sqlalchemy import select

        from tablekeeper.store.models import Game

        ids = list(figures)
        with contextlib.suppress(DatabaseError), database.writing() as session:
            for chunk in range(0, len(ids), records.CHUNK):
                part = ids[chunk : chunk + records.CHUNK]
                # Locked until the figures are stored (on a server): a change of the game waits, then replaces them.
                current = session.execute(
                    select(Game.id, Game.revision).where(Game.id.in_(part), Game.ended.is_(True)).with_for_update()
                ).all()
                _replace_figures(
                    session,
                    {game_id: figures[game_id][1] for game_id, revision in current if revision == figures[game_id][0]},
                )

    def unfinished_games(self) -> list[GameSummary]:
        """Games still being played, latest first."""
        return self.list_games(finished=False, limit=None)

    def latest_unfinished(self) -> GameSummary | None:
        """The game to reopen at start-up: the latest one still being played, if any."""
        games = self.list_games(finished=False, limit=1)
        return games[0] if games else None

    def resume(self) -> tuple[GameSnapshot | None, tuple[SessionError | DamagedGame, ...]]:
        """The game to go on with at start-up: the latest unfinished one that can be read (read once), and the
        later ones passed over because they are damaged or cannot be replayed (to be named: the player expected
        one of them). A database that fails raises."""
        with self.database.reading() as reader:
            candidates = records.unfinished_ids(reader)
        passed: list[SessionError | DamagedGame] = []
        for game_id in candidates:
            try:
                return self.game(game_id), tuple(passed)
            except (DamagedGame, SessionError) as damage:
                passed.append(damage)
        return None, tuple(passed)

    def player_names(self, prefix: str = "", limit: int = 50) -> list[str]:
        """Known names starting with ``prefix``, those who played most first (for completion)."""
        with self.database.reading() as reader:
            return records.player_names(reader, prefix.strip(), limit)

    def finish(self, game_id: int) -> Change:
        """End the game now (a time limit): the standings are taken from where it stands; undo takes it back."""
        opened = self._opened(game_id)
        _check_open(opened)
        return self._store(opened, opened.game.end())

    def delete_game(self, game_id: int) -> None:
        """Remove a game and its hands for good."""
        from tablekeeper.store import repository

        with self.database.writing() as session:
            repository.delete_game(session, _load(session, game_id, for_update=True))
        self._open.pop(game_id, None)

    # Hands

    def _name_players(self, game_id: int, error: TablekeeperError) -> None:
        """The rules speak of seats ("Seat 2"); at the table the players are called by their names."""
        if not error.seats:
            return
        opened = self._open.get(game_id)
        if opened is not None:
            error.name_players(opened.players)
            return
        # If the game cannot be read now, the seat numbers stay: the sentence is still true.
        with contextlib.suppress(TablekeeperError), self.database.reading() as reader:
            record = records.read_game(reader, game_id)
            if record is not None:
                error.name_players(record.players)

    @_names_players
    def declare_riichi(self, game_id: int, seat: int, declared: bool = True) -> Change:
        """Put ``seat``'s riichi stick on the table now (or take it back), stored at once; the rules may refuse."""
        if isinstance(seat, bool) or seat not in range(4):
            raise SessionError(
                tr("The riichi player is one of the four seats (0 to 3), not {value}.").format(value=repr(seat))
            )
        opened = self._opened(game_id)
        _check_open(opened)
        if (seat in opened.game.pending) == declared:
            # Nothing to store, if the table is as this session last saw it: another window's change is read and
            # said first (storing would have noticed it; here nothing is stored).
            if self._stale(opened):
                raise self._changed_elsewhere(game_id)
            return Change(_snapshot(opened), Action(ActionKind.RIICHI, seat=seat, declared=declared))
        return self._store(opened, _refused(lambda: opened.game.riichi(seat, declared)))

    @_names_players
    def preview(self, game_id: int, result: HandResult) -> Preview:
        """What recording ``result`` would do (with the sticks on the table), without storing it."""
        opened = self._current(game_id)
        _check_open(opened)
        game = opened.game
        state = game.state
        after, settlement = apply(state, dataclasses.replace(result, riichi=result.riichi | game.pending), game.rules)
        return Preview(state, settlement, deltas(settlement), after)

    @_names_players
    def preview_edit(self, game_id: int, number: int, result: HandResult | None) -> EditPreview:
        """What hand ``number`` (1 for the first) would do if it were ``result`` (None: if it were deleted), and
        which later hands would change, without storing anything; refused with a sentence as the change would be."""
        opened = self._current(game_id)
        _check_number(opened, number)
        game = opened.game
        if result is None:
            plan = _refused(lambda: game.delete(number), _cannot_delete(number))
            hand = None
        else:
            plan = _refused(lambda: game.edit(number, result), _cannot_change(number))
            played = plan.played[number - 1]
            hand = Preview(played.before, played.settlement, deltas(played.settlement), played.after)
        later = tuple(
            LaterHand(was.number, was, now) for _, was, now in _later_pairs(opened.hands, plan.played, number - 1)
        )
        state = plan.state
        return EditPreview(hand, later, state.scores, plan.closed or state.finished)

    @_names_players
    def record(self, game_id: int, result: HandResult) -> Change:
        """Store the next hand (with the sticks on the table), once the rules accept it; the game is finished
        when the rules end it."""
        opened = self._opened(game_id)
        _check_open(opened)
        return self._store(opened, opened.game.record(result))

    @_names_players
    def undo(self, game_id: int) -> Change:
        """Take back the last change (a hand recorded, edited or deleted, the game ended, a riichi stick)."""
        return self._step(game_id, back=True)

    @_names_players
    def redo(self, game_id: int) -> Change:
        """Do again the last change undone."""
        return self._step(game_id, back=False)

    def _step(self, game_id: int, *, back: bool) -> Change:
        """One step back (undo) or forward (redo) in the game's journal."""
        opened = self._opened(game_id)
        game = opened.game
        try:
            plan = _refused(
                game.undo if back else game.redo, tr("This cannot be undone") if back else tr("This cannot be redone")
            )
        except BadStep as bad:
            raise _bad_step(game_id, bad) from None
        if plan is None:
            nothing = tr("Game {game} has nothing to undo.") if back else tr("Game {game} has nothing to redo.")
            raise NothingToUndo(nothing.format(game=game_id))
        return self._store(opened, plan)

    @_names_players
    def edit_hand(self, game_id: int, number: int, result: HandResult) -> Change:
        """Replace hand ``number`` (1 for the first) and replay the later hands; refused if a later hand breaks."""
        opened = self._opened(game_id)
        _check_number(opened, number)
        return self._store(opened, _refused(lambda: opened.game.edit(number, result), _cannot_change(number)))

    @_names_players
    def delete_hand(self, game_id: int, number: int) -> Change:
        """Remove hand ``number`` (1 for the first) and replay the later hands; refused if a later hand breaks."""
        opened = self._opened(game_id)
        _check_number(opened, number)
        return self._store(opened, _refused(lambda: opened.game.delete(number), _cannot_delete(number)))

    def _store(self, opened: _Opened, plan: Plan) -> Change:
        """Store ``plan`` in one transaction, if nobody else changed the game since it was read; then keep it."""
        from sqlalchemy import delete, select, update

        from tablekeeper.store import hands as hand_rows
        from tablekeeper.store.models import Game, GameAction, Hand
        from tablekeeper.store.models import SeatFigures as SeatFiguresRow

        game = opened.game
        was_finished = game.finished
        finished = plan.closed or plan.state.finished
        now = _now()
        finished_at = (opened.finished_at if was_finished else now) if finished else None
        with self.database.writing() as session:
            stored = session.execute(
                select(Game.revision).where(Game.id == opened.id).with_for_update()
            ).scalar_one_or_none()
            if stored is None:
                self._open.pop(opened.id, None)
                raise GameNotFound(
                    tr("There is no game {game} any more: it was deleted elsewhere.").format(game=opened.id)
                )
            if stored != game.revision:
                raise self._changed_elsewhere(opened.id)
            first = plan.first_row
            new_rows: list[Deltas] = []
            if first is not None:
                session.execute(delete(Hand).where(Hand.game_id == opened.id, Hand.number >= first))
                for index in range(first, len(plan.results)):
                    row = hand_rows.to_row(plan.results[index], index, deltas(plan.played[index].settlement), now)
                    row.game_id = opened.id
                    session.add(row)
                    new_rows.append(row.deltas)
            session.execute(
                update(Game)
                .where(Game.id == opened.id)
                .values(
                    closed=plan.closed,
                    ended=finished,
                    finished_at=finished_at,
                    pending_riichi=sorted(plan.pending),
                    revision=stored + 1,
                )
            )
            if finished and (first is not None or not was_finished):
                _store_figures(session, opened.id, plan.played, game.rules, final_state(plan.state, game.rules))
            elif was_finished and not finished:
                session.execute(delete(SeatFiguresRow).where(SeatFiguresRow.game_id == opened.id))
            entry = plan.entry
            if plan.step is Step.NEW:
                session.execute(
                    delete(GameAction).where(GameAction.game_id == opened.id, GameAction.position >= entry.position)
                )
            if plan.step is Step.NEW or not game.knows(entry):
                session.add(_action_row(opened.id, entry, now))
            else:
                session.execute(
                    update(GameAction)
                    .where(GameAction.game_id == opened.id, GameAction.position == entry.position)
                    .values(undone=entry.undone)
                )
            _flush(session)
        old_hands, old_table = opened.hands, game.table() if not was_finished else None
        game.take(plan, stored + 1)
        opened.finished_at = finished_at
        if first is not None:
            opened.hands = old_hands[:first] + _hand_views(plan.played[first:], first)
            opened.stored = opened.stored[:first] + new_rows
        later = () if first is None else tuple(j + 1 for j, _, _ in _later_pairs(old_hands, plan.played, first))
        table = old_table != (game.table() if not game.finished else None)
        return Change(
            _snapshot(opened),
            plan.action,
            undone=plan.step is Step.UNDO,
            redone=plan.step is Step.REDO,
            first_hand=None if first is None else first + 1,
            later=later,
            finish_changed=was_finished != game.finished,
            table_changed=table,
        )

    def _changed_elsewhere(self, game_id: int) -> GameChangedElsewhere:
        self._open.pop(game_id, None)
        try:
            view: GameSnapshot | None = _snapshot(self._load(game_id))
        except TablekeeperError:
            view = None
        return GameChangedElsewhere(
            tr(
                "Game {game} was changed in another window or on another computer since it was opened here, so "
                "nothing was stored; it has been read again as it is now. Look at it, then enter your change again."
            ).format(game=game_id),
            view,
        )

    # Moving games

    def export(self, game_id: int) -> dict[str, Any]:
        """The game as one JSON object: its standings, then each hand's inputs and four deltas."""
        return export_data(self.game(game_id))

    def export_games(
        self, *, player: str | None = None, since: datetime | None = None, until: datetime | None = None
    ) -> tuple[int, Iterator[dict[str, Any] | DamagedGame]]:
        """How many games with ``player`` started in [since, until) there are (counted before any is read), and those
        games oldest first, each as :func:`export_data` writes it, or a damaged one as its DamagedGame in its place:
        read one at a time as the iterator is taken, so that a file of many games never holds them all in memory."""
        with self.database.reading() as reader:
            chosen = records.game_ids(reader, **_selection(player, since, until))
        return len(chosen), self._exported(chosen)

    def _exported(self, chosen: Sequence[int]) -> Iterator[dict[str, Any] | DamagedGame]:
        for game_id in chosen:  # oldest first: imported in that order, they keep their order
            was_open = game_id in self._open
            game: dict[str, Any] | DamagedGame
            try:
                game = export_data(self.game(game_id))
            except DamagedGame as error:
                game = error
            except GameNotFound:  # deleted since it was counted
                continue
            if not was_open:  # read to be written out, not played: kept open, 10,000 games would fill the memory
                self._open.pop(game_id, None)
            yield game

    def import_game(self, data: Mapping[str, Any], *, replace: bool = False) -> int:
        """Take back a game written by :meth:`export`: every field is checked, and its hands must replay to the
        deltas, hand names and standings the file gives; refused with a sentence, storing nothing, otherwise.

        A game already stored (known by its identity) is never stored twice: as the file gives it, it is refused
        (:class:`AlreadyImported`); given otherwise, too (:class:`StoredGameDiffers`, saying which version is
        newer), unless ``replace``: then the file's version takes the stored game's place and number, in one
        transaction."""
        game = _read_export(data)
        names = game.players
        try:
            outcome = replay(game.results, game.rules)
        except ReplayError as error:
            raise ImportRefused(
                tr("This game cannot be imported: {reason}").format(reason=error.naming(names))
            ) from None
        # In the player's language: the window imports files too (Game > Import games), the command line in English.
        for number, (hand, claim) in enumerate(zip(outcome.hands, game.hands, strict=True), start=1):
            got = deltas(hand.settlement)
            if got != claim.deltas:
                raise ImportRefused(
                    tr(
                        "This game cannot be imported: Hand {number} ({name}) gives {got} here, but the file says "
                        "{claimed}."
                    ).format(
                        number=number,
                        name=deal_name(hand.before),
                        got=_named_points(got, names),
                        claimed=_named_points(claim.deltas, names),
                    )
                )
            if claim.number not in (None, number):
                raise ImportRefused(
                    tr("This game cannot be imported: the file gives Hand {number} the number {claimed}.").format(
                        number=number, claimed=claim.number
                    )
                )
            if claim.name not in (None, hand.before.name) or claim.honba not in (None, hand.before.honba):
                raise ImportRefused(
                    tr(
                        "This game cannot be imported: the file calls Hand {number} {claimed} with {claimed_honba} "
                        "honba, but the hands before it make it {name} with {honba} honba."
                    ).format(
                        number=number,
                        claimed=claim.name,
                        claimed_honba=claim.honba,
                        name=deal_name(hand.before),
                        honba=hand.before.honba,
                    )
                )
        # The rules may have ended the game even where the file does not say so: nobody could play on.
        ended = game.finished or outcome.state.finished
        state = end_game(outcome.state, game.rules) if ended and not outcome.state.finished else outcome.state
        if game.standings is not None:
            given = [(c.seat, c.player, c.points, c.place, c.score) for c in game.standings]
            computed = [
                (s.seat, names[s.seat], s.points, s.place, score_number(s.score)) for s in standings(state, game.rules)
            ]
            if given != computed:
                raise ImportRefused(
                    tr(
                        "This game cannot be imported: the file's standings ({given}) are not those its hands "
                        "give ({computed})."
                    ).format(given=_standing_words(given), computed=_standing_words(computed))
                )
        twin = self._twin(game)
        if twin is not None and twin.same:
            raise AlreadyImported(
                tr("This game is already stored as {game}, as the file gives it; it was not imported again.").format(
                    game=_game_words(twin.id, game)
                )
            )
        if twin is not None and not replace:
            raise _differs(game, twin, data)
        with self.database.writing() as session:
            in_place, revision = _place_of(session, game, twin)
            new_id = _add_whole_game(
                session,
                names,
                game.rules,
                game.results,
                outcome.hands,
                game.title,
                game.venue,
                _stored(game.started_at) or _now(),
                _stored(game.finished_at),
                ended=ended,
                closed=game.finished and not outcome.state.finished,
                uuid=game.uuid,
                revision=revision,
                game_id=in_place,
            )
        if in_place is not None:
            self._open.pop(in_place, None)  # read again when next asked for: it is the file's game now
        return new_id

    def _twin(self, game: ExportedGame) -> _Twin | None:
        """The stored game with the identity of the file's ``game``, if there is one."""
        with self.database.reading() as reader:
            game_id = records.game_with_uuid(reader, game.uuid)
            if game_id is None:
                return None
            try:
                record = records.read_game(reader, game_id)
            except DamagedGame:  # the file's version may replace it; it is not the file's, whatever it holds
                return _Twin(game_id, records.read_revision(reader, game_id) or 0, same=False)
        if record is None:
            return None
        return _Twin(game_id, record.revision, same=_same_game(game, record))

    def import_game_file(self, path: str | Path) -> int:
        """Import the game file at ``path`` (see :meth:`import_game`); a file over a few MB, not JSON, or with
        numbers or nesting no game has, is refused with a sentence before anything is read into the engine."""
        from tablekeeper.importers.game_file import read_game_file  # with the other moving of games

        try:
            data = read_game_file(path)
        except UnreadableRecord as error:
            raise ImportRefused(error.message) from None
        return self.import_game(data)

    def import_file(self, path: str | Path, *, replace: bool = False) -> FileImported:
        """Import whatever game record ``path`` holds, told apart by its content: a game exported by tablekeeper,
        a file of many (`export --all`: each game checked and imported on its own, one refused never stopping
        the others), or a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON). Never raises for a
        refusal: each is a sentence naming the file, in :attr:`FileImported.refusals`, or for a game stored
        otherwise already, in :attr:`FileImported.differing` (``replace``: the file's version replaces it)."""
        from tablekeeper.importers.reading import read_record
        from tablekeeper.importers.tenhou import read_tenhou_bytes

        path = Path(path)
        try:
            data = read_record(path)
            games = None if _is_mjlog(data) else self._our_games(path, data, replace)
            if isinstance(games, int):
                return FileImported(path, (games,), ())
            if games is None:  # not ours: a Tenhou record, or a sentence saying what it is not
                tenhou = read_tenhou_bytes(data, path.name)
                return FileImported(path, tuple(self._import_tenhou_games(path, [tenhou])), ())
        except StoredGameDiffers as differs:
            return FileImported(path, (), (), (_naming(differs, naming_file(path, differs.message)),))
        except TablekeeperError as error:
            return FileImported(path, (), (naming_file(path, error.message),))
        ids: list[int] = []
        refusals: list[str] = []
        differing: list[StoredGameDiffers] = []
        for number, game in enumerate(games, start=1):
            try:
                # read_export checks its kind; the same game met again in the file is found stored by then
                ids.append(self.import_game(cast(Mapping[str, Any], game), replace=replace))
            except TablekeeperError as error:  # this game is refused; the file's other games still come in
                sentence = tr("{file}, game {number} of {count}: {reason}").format(
                    file=path, number=number, count=len(games), reason=error.message
                )
                if isinstance(error, StoredGameDiffers):
                    differing.append(_naming(error, sentence))
                else:
                    refusals.append(sentence)
        return FileImported(path, tuple(ids), tuple(refusals), tuple(differing))

    def _our_games(self, path: Path, data: bytes, replace: bool = False) -> list[object] | int | None:
        """The games of a many-game file (unchecked), the number of the one game of a game file (imported), or
        None for JSON that is not ours (Tenhou's). JSON that cannot be read is refused in its own sentence,
        unless it is a tenhou.net/6 log (JSON Lines: one document a line, not one document)."""
        from tablekeeper.importers.game_file import EXPORT_FORMAT, games_of
        from tablekeeper.importers.reading import MAX_FILE_BYTES, load_json, size_words

        what = tr("a game record")
        try:
            content = load_json(decode_text(data, str(path), what), str(path), what)
        except UnreadableRecord:
            if len(data) <= MAX_FILE_BYTES and _is_tenhou_json(data, path):
                return None
            raise
        games = games_of(content)
        if games is not None:
            return games
        if len(data) > MAX_FILE_BYTES:  # only a file of many games may be that large
            raise ImportRefused(
                tr("{file} is larger than {size}, far more than any game.").format(
                    file=path, size=size_words(MAX_FILE_BYTES)
                )
            )
        if isinstance(content, Mapping) and content.get("format") == EXPORT_FORMAT:
            return self.import_game(content, replace=replace)
        return None

    def import_tenhou(self, path: str | Path) -> list[int]:
        """Import every game of a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON); their new ids.

        Each game's replay must give the log's own figures (every hand's start and changes, the final points);
        a game already stored (known by Tenhou's id of it) is refused, saying which game it is.
        """
        from tablekeeper.importers.tenhou import read_tenhou_file

        try:
            games = read_tenhou_file(Path(path))  # an unreadable file is refused before any storing
        except UnreadableRecord as error:
            raise ImportRefused(error.message) from None
        return self._import_tenhou_games(path, games)

    def _import_tenhou_games(self, path: str | Path, games: Sequence[ImportedGame]) -> list[int]:
        from tablekeeper.importers.tenhou import check_replay
        from tablekeeper.store import repository

        prepared = []
        try:
            for imported in games:
                names = _distinct_names(imported.players)
                try:
                    outcome = replay(imported.results, imported.rules)
                except ReplayError as error:
                    raise ImportRefused(
                        tr("{file} cannot be imported: {reason}").format(file=path, reason=error.naming(names))
                    ) from None
                check_replay(imported, outcome.hands, outcome.state, names)
                prepared.append((imported, names, outcome.hands))
        except UnreadableRecord as error:
            raise ImportRefused(error.message) from None
        ids = []
        with self.database.writing() as session:  # the file's games come in together, or none of them
            for imported, names, played in prepared:
                source = None if imported.tenhou_id is None else f"{TENHOU_SOURCE}{imported.tenhou_id}"
                if source is not None:
                    stored = repository.game_with_source(session, source)
                    if stored is not None:
                        raise AlreadyImported(
                            tr(
                                "{file} is Tenhou game {tenhou}, already stored as game {game}; it was not "
                                "imported again."
                            ).format(file=path, tenhou=imported.tenhou_id, game=stored)
                        )
                ids.append(
                    _add_whole_game(
                        session,
                        names,
                        imported.rules,
                        list(imported.results),
                        played,
                        f"Tenhou {imported.game_id}",
                        "tenhou.net",
                        _stored(imported.started_at) or _now(),
                        None,  # the log does not say when the game ended: the time stays unknown
                        ended=True,  # check_replay made sure the game is over
                        source_id=source,
                    )
                )
        return ids


@dataclass(frozen=True, slots=True)
class _Twin:
    """The stored game with the identity of a file's game."""

    id: int
    revision: int
    same: bool
    """It is the file's game as the file gives it."""


def _same_game(game: ExportedGame, record: records.GameRecord) -> bool:
    """Whether the stored ``record`` is the file's ``game`` as the file gives it: the same players, rule set,
    hands, times and labels (stored as an import stores them). The figures the file claims are not compared: they
    are those of the same inputs, or the file is refused."""
    try:
        rules = _rules(record)
    except DamagedGame:
        return False
    return (
        tuple(_spaced(name) for name in game.players) == record.players
        and rules == game.rules
        and game.results == record.results
        and (_stored(game.started_at), _stored(game.finished_at)) == (record.started_at, record.finished_at)
        and (game.title.strip(), game.venue.strip()) == (record.title, record.venue)
    )


def _game_words(game_id: int, game: ExportedGame) -> str:
    """The stored game named for a player: its number, title, start and players (the file's, the same game's)."""
    start = local_time(_stored(game.started_at)).strftime("%Y-%m-%d %H:%M")
    players = ", ".join(game.players)
    if game.title:
        return tr("game {game} “{title}” of {date} with {players}").format(
            game=game_id, title=game.title, date=start, players=players
        )
    return tr("game {game} of {date} with {players}").format(game=game_id, date=start, players=players)


def _differs(game: ExportedGame, twin: _Twin, data: Mapping[str, Any]) -> StoredGameDiffers:
    """The refusal of a game stored otherwise already, saying which version has had more changes."""
    named = _game_words(twin.id, game)
    newer: Newer | None
    if game.revision > twin.revision:
        newer = "file"
        sentence = tr(
            "This game is already stored as {game}, and the file gives it otherwise: the file's version is newer "
            "({file} changes; the stored one, {stored})."
        )
    elif game.revision < twin.revision:
        newer = "stored"
        sentence = tr(
            "This game is already stored as {game}, and the file gives it otherwise: the stored version is newer "
            "({stored} changes; the file's, {file})."
        )
    else:
        newer = None
        sentence = tr(
            "This game is already stored as {game}, and the file gives it otherwise; neither version is newer "
            "(both have {stored} changes)."
        )
    message = sentence.format(game=named, file=words.number(game.revision), stored=words.number(twin.revision))
    return StoredGameDiffers(message, twin.id, newer, data)


def _naming(differs: StoredGameDiffers, sentence: str) -> StoredGameDiffers:
    """The same refusal, its sentence naming the file (and the game's place in it)."""
    return StoredGameDiffers(sentence, differs.game_id, differs.newer, differs.data)


def _place_of(session: Session, game: ExportedGame, twin: _Twin | None) -> tuple[int | None, int]:
    """Inside the import's transaction: the number the file's game takes (None: a new one), once the stored game
    it replaces is deleted, and the revision it is stored at. Refused when another writer stored or changed the
    game since it was compared."""
    from sqlalchemy import delete, select

    from tablekeeper.store.models import Game

    stored = session.execute(
        select(Game.id, Game.revision).where(Game.uuid == game.uuid).with_for_update()
    ).one_or_none()
    if stored is None:
        return None, game.revision
    if twin is None or (stored.id, stored.revision) != (twin.id, twin.revision):
        raise ImportRefused(
            tr(
                "This game was stored or changed elsewhere while it was being imported, so nothing was stored; "
                "import it again to compare it with the game stored now."
            )
        )
    session.execute(delete(Game).where(Game.id == stored.id))  # its seats, hands, history and figures with it
    # Past the stored revision, whatever the file's: a window that holds the replaced game must read it again.
    return stored.id, max(game.revision, stored.revision + 1)


def _is_mjlog(data: bytes) -> bool:
    """An mjlog is XML, gzipped or not."""
    from tablekeeper.importers.reading import GZIP_MAGIC

    return data[:2] == GZIP_MAGIC or data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] == b"<"


def _is_tenhou_json(data: bytes, path: Path) -> bool:
    """Whether ``data`` reads as a tenhou.net/6 log (whose lines are each a JSON document)."""
    from tablekeeper.importers.tenhou import read_tenhou_bytes

    try:
        read_tenhou_bytes(data, path.name)
    except TablekeeperError:
        return False
    return True


def naming_file(path: Path, sentence: str) -> str:
    """A refusal's sentence that names the file it is about (most name it already)."""
    return sentence if path.name in sentence else tr("{file}: {reason}").format(file=path, reason=sentence)


def _add_whole_game(
    session: Session,
    players: Sequence[str],
    rules: RuleSet,
    results: Sequence[HandResult],
    played: Sequence[PlayedHand],
    title: str,
    venue: str,
    started_at: datetime,
    finished_at: datetime | None,
    *,
    ended: bool,
    closed: bool = False,
    source_id: str | None = None,
    uuid: UUID | None = None,
    revision: int = 0,
    game_id: int | None = None,
) -> int:
    """Store a whole game (a new identity unless ``uuid`` is given), numbered ``game_id`` when given."""
    from tablekeeper.store import hands as hand_rows
    from tablekeeper.store import repository

    names = _check_names(players)
    game = repository.add_game(
        session,
        repository.players_by_name(session, names),
        rules_json=ruleset_module.to_json(rules),
        rules_name=rules.name,
        start_points=rules.start_points,
        title=_check_label(title, "title"),
        venue=_check_label(venue, "venue"),
        started_at=started_at,
        source_id=source_id,
        uuid=uuid,
        revision=revision,
        game_id=game_id,
    )
    if ended:
        _end(game, finished_at)
    game.closed = closed  # ended by the players, where the rules had not ended it
    now = _now()
    game.hands = [
        hand_rows.to_row(result, i, deltas(hand.settlement), now)
        for i, (result, hand) in enumerate(zip(results, played, strict=True))
    ]
    _flush(session)
    if ended:
        state = played[-1].after if played else new_game(rules)
        _store_figures(session, game.id, played, rules, final_state(state, rules))
    return game.id


def _store_figures(
    session: Session, game_id: int, played: Sequence[PlayedHand], rules: RuleSet, final: GameState
) -> None:
    """Keep the finished game's figures for the club statistics (replacing those it had): worked out from the
    replay in the transaction that stores its end, so that they are always the stored game's own."""
    from tablekeeper.stats import game_figures

    _replace_figures(session, {game_id: game_figures(played, rules, standings(final, rules))})


def _replace_figures(session: Session, figures: Mapping[int, Sequence[SeatFigures]]) -> None:
    """Store these games' figures in place of those they had (one statement each way: a first reading after
    an upgrade may keep those of thousands of games)."""
    from sqlalchemy import delete, insert

    from tablekeeper.stats import FIGURES_VERSION
    from tablekeeper.store.models import SeatFigures as SeatFiguresRow

    if not figures:
        return
    session.execute(delete(SeatFiguresRow).where(SeatFiguresRow.game_id.in_(list(figures))))
    rows = [
        {
            "game_id": game_id,
            "seat": seat,
            "version": FIGURES_VERSION,
            "hands": f.hands,
            "wins": f.wins,
            "tsumo_wins": f.tsumo_wins,
            "deal_ins": f.deal_ins,
            "riichi": f.riichi,
            "win_points": f.win_points,
            "place": f.place,
            "score_numerator": f.score.numerator,
            "score_denominator": f.score.denominator,
        }
        for game_id, four in figures.items()
        for seat, f in enumerate(four)
    ]
    session.execute(insert(SeatFiguresRow), rows)


def _later_pairs(
    old: Sequence[HandSnapshot], new: Sequence[PlayedHand], first: int
) -> list[tuple[int, HandSnapshot, PlayedHand]]:
    """The hands after a change at index ``first`` whose start (round, dealer, honba, sticks) or deltas differ:
    (index now, the hand as it was, the hand as it is). A deletion shifts the later hands down by one, an
    insertion (a deletion undone) up by one."""
    shift = len(old) - len(new)
    start = first if shift > 0 else first + 1
    out = []
    for index in range(start, len(new)):
        was, now = old[index + shift], new[index]
        before, after = was.before, now.before
        moved = (before.round, before.dealer, before.honba, before.deposits) != (
            after.round,
            after.dealer,
            after.honba,
            after.deposits,
        )
        if moved or was.deltas != deltas(now.settlement):
            out.append((index, was, now))
    return out


def _hand_views(played: Sequence[PlayedHand], first: int) -> list[HandSnapshot]:
    """Hands as shown, numbered from ``first + 1``."""
    return [
        HandSnapshot(first + i + 1, p.before, p.result, p.settlement, deltas(p.settlement), p.after)
        for i, p in enumerate(played)
    ]


def _snapshot(opened: _Opened) -> GameSnapshot:
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
    )
    # The cached deltas are only a check: the replay is the truth, and a difference is shown, not hidden.
    differ = tuple(h.number for h, cached in zip(opened.hands, opened.stored, strict=False) if h.deltas != cached)
    return GameSnapshot(
        summary,
        game.rules,
        tuple(opened.hands),
        state,
        standings(state, game.rules),
        differ,
        game.pending,
        game.table(),
        game.undo_action(),
        game.redo_action(),
        opened.uuid,
        game.revision,
    )


def _check_number(opened: _Opened, number: int) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(opened.hands):
        count = len(opened.hands)
        sentence = (
            tr("Game {game} has no Hand {number}; its hands are numbered 1 to {count}.")
            if count
            else tr("Game {game} has no Hand {number}; it has no hand yet.")
        )
        raise HandNotFound(sentence.format(game=opened.id, number=number, count=count))


def _cannot_change(number: int) -> str:
    return tr("Hand {number} cannot be changed").format(number=number)


def _cannot_delete(number: int) -> str:
    return tr("Hand {number} cannot be deleted").format(number=number)


_Planned = TypeVar("_Planned")


def _refused(plan: Callable[[], _Planned], refusal: str = "") -> _Planned:
    """A plan of the open game; the rules' refusal of it becomes the service's sentence, nothing stored."""
    try:
        return plan()
    except ReplayError as error:  # a later hand now comes after the end of the game, or breaks a rule
        # The rules' sentence keeps its {0}: the service names the players in the whole sentence afterwards.
        raise EditRefused(
            tr("{refusal}: {reason} Nothing was changed.").format(refusal=refusal, reason=error.template),
            seats=error.seats,
        ) from None
    except RuleError as error:
        if refusal:
            raise EditRefused(
                tr("{refusal}: {reason}").format(refusal=refusal, reason=error.template), seats=error.seats
            ) from None
        raise


_OLD_ENTRY_KEYS: dict[ActionKind, dict[str, type]] = {
    ActionKind.RECORD: {"result": dict},
    ActionKind.EDIT: {"before": dict, "after": dict},
    ActionKind.DELETE: {"result": dict},
    ActionKind.END: {},
    ActionKind.RIICHI: {"before": list, "after": list},
}
"""What each kind of action kept in the journal's first form (the results are checked when they are used)."""


def _journal(
    game_id: int,
    stored: Sequence[records.ActionRecord],
    results: Sequence[HandResult],
    *,
    closed: bool,
    pending: frozenset[int],
) -> list[Entry]:
    """The stored journal, its entries of the first form given their images: a damaged one names the game."""
    entries = [_entry(game_id, a) for a in stored]
    try:
        return journal_entries(entries, results, closed=closed, pending=pending)
    except BadStep as bad:
        raise _bad_step(game_id, bad) from None


def _bad_step(game_id: int, bad: BadStep) -> DamagedGame:
    return DamagedGame(
        game_id, tr("action {position} of its undo history cannot be read").format(position=bad.position)
    )


def _entry(game_id: int, stored: records.ActionRecord) -> Entry | OldEntry:
    """A stored action of the journal, its shape checked: a damaged one names the game instead of failing later."""
    try:
        return _read_entry(stored)
    except BadStep as bad:
        raise _bad_step(game_id, bad) from None


def _read_entry(stored: records.ActionRecord) -> Entry | OldEntry:
    bad = BadStep(stored.position)
    try:
        kind = ActionKind(stored.kind)
    except ValueError:
        raise bad from None
    data = stored.data
    seat, declared = data.get("seat"), data.get("declared")
    if kind is ActionKind.RIICHI and not (type(seat) is int and 0 <= seat <= 3):
        raise bad
    if kind in (ActionKind.RECORD, ActionKind.EDIT, ActionKind.DELETE) and not (
        type(stored.number) is int and stored.number >= 1
    ):
        raise bad
    action = Action(kind, stored.number, seat, bool(declared))
    if "first" not in data:
        if any(not isinstance(data.get(key), shape) for key, shape in _OLD_ENTRY_KEYS[kind].items()):
            raise bad
        seats = [*data["before"], *data["after"]] if kind is ActionKind.RIICHI else []
        if not all(type(each) is int and 0 <= each <= 3 for each in seats):
            raise bad
        return OldEntry(stored.position, action, data, stored.undone)
    first = data["first"]
    if type(first) is not int or first < 0:
        raise bad
    try:
        before, after = image_from_dict(data.get("before")), image_from_dict(data.get("after"))
    except ValueError:
        raise bad from None
    state = StepState.UNDONE if stored.undone else StepState.DONE
    return Entry(stored.position, action, first, before, after, state)


def _action_row(game_id: int, entry: Entry, at: datetime) -> Any:
    """The entry as stored: what it replaced and what it put, as JSON (its kind and hand only name it)."""
    from tablekeeper.store.models import GameAction

    action = entry.action
    data: dict[str, Any] = {
        "first": entry.first,
        "before": image_to_dict(entry.before),
        "after": image_to_dict(entry.after),
    }
    if action.kind is ActionKind.RIICHI:
        data.update(seat=action.seat, declared=action.declared)
    return GameAction(
        game_id=game_id,
        position=entry.position,
        kind=action.kind.value,
        number=action.number,
        data=json.dumps(data, ensure_ascii=False),
        undone=entry.undone,
        done_at=at,
    )


def _named_points(values: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(
        f"{name} {words.number(value, signed=True, zero='+0')}" for name, value in zip(names, values, strict=True)
    )


def _standing_words(lines: Sequence[tuple[int, str, int, int, float]]) -> str:
    return "; ".join(
        f"{place}. {player} {words.number(points)} ({score:+g})" for _, player, points, place, score in lines
    )


def _check_label(text: str, what: str) -> str:
    """A game's title or venue, trimmed; refused when longer than its column holds or with control characters."""
    text = str(text).strip()
    if len(text) > MAX_LABEL:
        too_long = (
            tr("A game's title has at most {most} characters, not {count}.")
            if what == "title"
            else tr("A game's venue has at most {most} characters, not {count}.")
        )
        raise SessionError(too_long.format(most=words.number(MAX_LABEL), count=words.number(len(text))))
    unsafe = first_unsafe(text)
    if unsafe is not None:
        unsafe_text = (
            tr("A game's title cannot hold {what}.") if what == "title" else tr("A game's venue cannot hold {what}.")
        )
        raise SessionError(unsafe_text.format(what=described(unsafe)))
    return text


def _spaced(name: str) -> str:
    """A name as stored: its runs of white space made one space, none at its ends."""
    return " ".join(str(name).split())


def _check_names(players: Sequence[str]) -> list[str]:
    names = [_spaced(p) for p in players]
    if len(names) != 4:
        raise InvalidPlayers(tr("A game needs four players, not {count}.").format(count=len(names)))
    if any(not n for n in names):
        raise InvalidPlayers(tr("Every player needs a name."))
    if any(len(n) > MAX_NAME for n in names):
        raise InvalidPlayers(tr("A player's name has at most {most} characters.").format(most=MAX_NAME))
    unsafe = first_unsafe("".join(names))
    if unsafe is not None:
        raise InvalidPlayers(tr("A player's name cannot hold {what}.").format(what=described(unsafe)))
    folded = [n.casefold() for n in names]
    if len(set(folded)) != 4:
        raise InvalidPlayers(tr("The same player is named twice; each of the four players needs their own name."))
    return names


def _distinct_names(names: Sequence[str]) -> list[str]:
    """Online names as tablekeeper can seat them: an empty name or one seen twice ("NoName") gets a number."""
    out: list[str] = []
    for seat, name in enumerate(names):
        name = " ".join(name.split()) or f"Seat {seat + 1}"
        base, n = name[: MAX_NAME - 4], 2
        while name.casefold() in (o.casefold() for o in out):
            name, n = f"{base} ({n})", n + 1
        out.append(name)
    return out


def _end(game: Game, at: datetime | None) -> None:
    """Mark the game over, at ``at`` (None: at a time nobody knows)."""
    game.ended = True
    game.finished_at = at


def _flush(session: Session) -> None:
    from sqlalchemy.exc import IntegrityError

    try:
        session.flush()
    except IntegrityError:
        # Another process stored a hand of this game at the same moment (only possible without the row lock).
        raise SessionError(tr("The game was changed by someone else at the same time; nothing was stored.")) from None


def _load(session: Session, game_id: int, *, for_update: bool = False) -> Game:
    from tablekeeper.store import repository

    try:
        game = repository.load_game(session, game_id, for_update=for_update)
    except ValueError as error:  # the ORM could not read a date or a JSON list of one of its rows
        raise DamagedGame(game_id, tr("a row cannot be read: {error}").format(error=error)) from None
    if game is None:
        raise GameNotFound(tr("There is no game {game}.").format(game=game_id))
    return game


def _rules(game: _StoredGame) -> RuleSet:
    try:
        return ruleset_module.from_json(game.rules_json)
    except (TablekeeperError, ValueError, KeyError, TypeError) as error:
        raise DamagedGame(
            game.id, tr("its rule set cannot be read: {reason}").format(reason=str(error).rstrip("."))
        ) from None


def _check_open(opened: _Opened) -> None:
    if opened.game.finished:
        raise GameIsFinished(
            tr("Game {game} is finished; undo its last change to go on with it.").format(game=opened.id)
        )


def _replay(game: _StoredGame, results: list[HandResult], rules: RuleSet) -> Replay:
    """The stored game replayed; a stored hand the rules now refuse is reported, never silently dropped."""
    try:
        return replay(results, rules)
    except ReplayError as error:
        raise SessionError(
            tr("Game {game} cannot be replayed: {reason}").format(game=game.id, reason=error.template),
            seats=error.seats,
        ) from None


def _summary(game: _StoredGame, players: tuple[str, str, str, str], hand_count: int) -> GameSummary:
    return GameSummary(
        game.id, game.title, game.venue, game.started_at, game.finished_at, players, hand_count, game.ended
    )


def _selection(
    player: str | None,
    since: datetime | None,
    until: datetime | None,
    finished: bool | None = None,
    rules: str | None = None,
) -> dict[str, Any]:
    """The filters given, as the store takes them (the moments in UTC, as they are stored); a filter not given is
    left out, to the store's default (no limit)."""
    chosen = {"player": player, "since": _stored(since), "until": _stored(until), "finished": finished, "rules": rules}
    return {name: value for name, value in chosen.items() if value is not None}


def _listed(record: records.GameRecord) -> GameSummary:
    return _summary(record, record.players, len(record.hands))


def _browsed(record: records.GameRecord) -> BrowsedGame | None:
    """The browser's row of a game; None when its rule set cannot be read (a damaged game)."""
    try:
        rules = _rules(record)
    except DamagedGame:
        return None
    scores = [rules.start_points] * 4
    for hand in record.hands:
        for seat in range(4):
            scores[seat] += hand.deltas[seat]
    placed = places(scores, rules.tie_break)
    leaders = tuple(seat for seat in range(4) if placed[seat] == 1)
    return BrowsedGame(_listed(record), rules.name, (scores[0], scores[1], scores[2], scores[3]), leaders)


# The JSON form of a game (`tablekeeper export --format json`, `tablekeeper import`).


def score_number(score: Fraction) -> float:
    """A +/- score as a JSON number (game points; 6.5 for +6,500)."""
    return round(float(score), 4)


@in_english()  # a file is read anywhere: it stays in English whatever language the window speaks
def export_csv(view: GameSnapshot) -> str:
    """The standings (place, seat, player, final points, uma and oka, penalty, +/- score), a blank line, then
    one row per hand with its result in words and its four deltas: the CSV of the CLI and of the window."""
    import csv  # only for a file written, never at the window's start

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["place", "seat", "player", "points", "uma_oka", "penalty", "score"])
    for s in view.standings:
        writer.writerow(
            [
                s.place,
                s.seat,
                spreadsheet_text(view.players[s.seat]),
                s.points,
                format_score(s.bonus),  # "+6.3", "-10.8": numbers a spreadsheet reads as numbers
                format_score(s.penalty),
                format_score(s.score),
            ]
        )
    writer.writerow([])
    writer.writerow(["hand", "name", "honba", "result", *(f"delta {p}" for p in view.players)])
    for h in view.hands:
        result = spreadsheet_text(result_text(h.result, view.players, view.rules))  # it starts with a player's name
        writer.writerow([h.number, h.name, h.before.honba, result, *h.deltas])
    return out.getvalue()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\0")
"""What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list, with NUL from ASVS 1.2.10)."""


def spreadsheet_text(text: str) -> str:
    """A text cell of a CSV export that a spreadsheet shows as text: a leading ' when it would be a formula.

    Only text goes through here (names, result descriptions): a name can come from a Tenhou file, and a
    cell such as ``=HYPERLINK(...)`` would run when the file is opened. Numbers stay numbers.
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def export_json(view: GameSnapshot) -> str:
    """The JSON file of a game (:func:`export_data`), as the CLI and the window write it."""
    return json.dumps(export_data(view), ensure_ascii=False, indent=2) + "\n"


def export_data(view: GameSnapshot) -> dict[str, Any]:
    """One JSON object: the game, its ``standings`` and its ``hands`` (inputs and the four deltas of each)."""
    from tablekeeper.importers.game_file import EXPORT_FORMAT, EXPORT_VERSION

    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        **({} if view.uuid is None else {"uuid": str(view.uuid)}),
        "revision": view.revision,
        "title": view.summary.title,
        "venue": view.summary.venue,
        "started_at": view.summary.started_at.replace(tzinfo=UTC).isoformat(),
        "finished_at": (
            None if view.summary.finished_at is None else view.summary.finished_at.replace(tzinfo=UTC).isoformat()
        ),
        "finished": view.finished,
        "players": list(view.players),
        "rules": ruleset_module.to_dict(view.rules),
        "standings": [
            {
                "seat": s.seat,
                "player": view.players[s.seat],
                "points": s.points,
                "place": s.place,
                "score": score_number(s.score),
            }
            for s in view.standings
        ],
        "hands": [
            {
                "number": h.number,
                "name": h.name,
                "honba": h.before.honba,
                "result": results_module.to_dict(h.result),
                "deltas": list(h.deltas),
            }
            for h in view.hands
        ],
    }


def _read_export(data: Mapping[str, Any]) -> ExportedGame:
    # The file format's reader is loaded by what moves games, not by every start of the window.
    from tablekeeper.importers.game_file import read_export

    try:
        return read_export(data)
    except UnreadableRecord as error:
        raise ImportRefused(error.message) from None


__all__ = [
    "AlreadyImported",
    "Change",
    "DamagedGame",
    "Deltas",
    "EditRefused",
    "FileImported",
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
    "Preview",
    "SessionError",
    "TableSession",
]
