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
- riichi sticks while a hand is played: :meth:`with_riichi` shows the state with the sticks taken; these
  declarations are not stored until the hand is recorded with them in its ``riichi`` set, so a crash loses
  at most the hand being typed;
- a hand: :meth:`preview` (its settlement, nothing stored), :meth:`record`, :meth:`undo`, :meth:`edit_hand`,
  :meth:`delete_hand`; the end: :meth:`finish` (early; a game ended by the rules is finished by
  :meth:`record` itself), :meth:`standings`; reviews: :meth:`list_games`, :meth:`export`,
  :meth:`import_game`, :meth:`import_tenhou`; :meth:`delete_game`.
"""

from __future__ import annotations

import contextlib
import csv
import functools
import io
import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from fractions import Fraction
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast

from tablekeeper.describe import result_line
from tablekeeper.errors import TablekeeperError
from tablekeeper.rules import results as results_module
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.game import (
    GameState,
    PlayedHand,
    Replay,
    ReplayError,
    apply,
    declare_riichi,
    end_game,
    replay,
)
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.settlement import Settlement, deltas
from tablekeeper.rules.standings import Standing, format_score, standings
from tablekeeper.store import records
from tablekeeper.store.database import Database, open_database
from tablekeeper.store.records import DamagedGame

if TYPE_CHECKING:
    # The ORM (SQLAlchemy) is imported by the calls that write, inside them: a reading command starts without it.
    from sqlalchemy.orm import Session

    from tablekeeper.store.models import Game

EXPORT_FORMAT = "tablekeeper-game"
EXPORT_VERSION = 1
MAX_NAME = 100
MAX_LABEL = 200
"""The longest title or venue (the column holds 200 characters)."""
Deltas = tuple[int, int, int, int]


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


class ImportRefused(SessionError):
    """A game file that cannot be taken in as it is."""


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
    def rules_json(self) -> str: ...


def _now() -> datetime:
    # Stored as naive UTC: SQLite keeps no time zone (PostgreSQL's column has none either).
    return datetime.now(UTC).replace(tzinfo=None)


def _stored(moment: datetime | None) -> datetime | None:
    """A moment as stored: naive UTC. A moment with a time zone is converted; a naive one is already UTC."""
    if moment is None or moment.tzinfo is None:
        return moment
    return moment.astimezone(UTC).replace(tzinfo=None)


def local_time(stored: datetime) -> datetime:
    """A stored moment (naive UTC) in the time zone of this computer, for showing it."""
    return stored.replace(tzinfo=UTC).astimezone()


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A game as listed."""

    id: int
    title: str
    venue: str
    started_at: datetime
    """UTC."""
    finished_at: datetime | None
    """UTC; None while the game goes on."""
    players: tuple[str, str, str, str]
    """Names at seats 0..3 (seat 0 dealt first)."""
    hand_count: int

    @property
    def finished(self) -> bool:
        return self.finished_at is not None


@dataclass(frozen=True, slots=True)
class HandView:
    """One stored hand, replayed: where it was played, what happened, and what moved."""

    number: int
    """1 for the first hand of the game."""
    before: GameState
    result: HandResult
    settlement: Settlement
    deltas: Deltas
    """Each seat's change of points, riichi sticks included."""
    after: GameState

    @property
    def name(self) -> str:
        """'East 1', 'South 3'..."""
        return self.before.name


@dataclass(frozen=True, slots=True)
class GameView:
    """A game with every hand replayed, its current state and its standings (so far, or final)."""

    summary: GameSummary
    rules: RuleSet
    hands: tuple[HandView, ...]
    state: GameState
    """The next hand's start, or the end of the game (``state.finished``)."""
    standings: tuple[Standing, ...]
    """First to last, from ``state``: the final standings once the game is over."""
    changed_hands: tuple[int, ...] = ()
    """Hands whose deltas, replayed now, differ from those stored when they were recorded (the engine changed)."""

    @property
    def id(self) -> int:
        return self.summary.id

    @property
    def players(self) -> tuple[str, str, str, str]:
        return self.summary.players

    @property
    def finished(self) -> bool:
        return self.summary.finished


@dataclass(frozen=True, slots=True)
class Preview:
    """What a hand would do, computed without storing anything."""

    before: GameState
    settlement: Settlement
    deltas: Deltas
    after: GameState


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
    ) -> GameView:
        """A new game: four names in turn order; ``first_dealer`` (0..3) says which of them deals first."""
        names = _check_names(players)
        if isinstance(first_dealer, bool) or first_dealer not in range(4):
            raise InvalidPlayers(f"The first dealer is one of the four players (0 to 3), not {first_dealer!r}.")
        seated = names[first_dealer:] + names[:first_dealer]
        rules = rules if rules is not None else RuleSet()
        from tablekeeper.store import repository

        with self.database.writing() as session:
            game = repository.add_game(
                session,
                repository.players_by_name(session, seated),
                rules_json=ruleset_module.to_json(rules),
                title=_check_label(title, "title"),
                venue=_check_label(venue, "venue"),
                started_at=_stored(started_at) or _now(),
            )
            return _view(game, (seated[0], seated[1], seated[2], seated[3]), rules, replay([], rules).hands, ())

    def game(self, game_id: int) -> GameView:
        """The game with every hand replayed; a :class:`DamagedGame` if its rows cannot be read."""
        with self.database.reading() as reader:
            record = records.read_game(reader, game_id)
        if record is None:
            raise GameNotFound(f"There is no game {game_id}.")
        rules = _rules(record)
        outcome = _replay(record, list(record.results), rules)
        return _view(record, record.players, rules, outcome.hands, tuple(h.deltas for h in record.hands))

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

        A damaged game is left out, and the next sound one takes its place (:meth:`listing` names it)."""
        sound: list[GameSummary] = []
        while True:
            page = self.listing(player=player, since=since, until=until, finished=finished, limit=limit, offset=offset)
            sound.extend(game for game in page if isinstance(game, GameSummary))
            if limit is None or len(page) < limit or len(sound) >= limit:
                return sound[:limit]
            offset += limit

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
            found = records.list_games(
                reader,
                player=player,
                since=_stored(since),
                until=_stored(until),
                finished=finished,
                limit=limit,
                offset=offset,
            )
        return [g if isinstance(g, DamagedGame) else _summary(g, g.players, len(g.hands)) for g in found]

    def unfinished_games(self) -> list[GameSummary]:
        """Games still being played, latest first."""
        return self.list_games(finished=False, limit=None)

    def latest_unfinished(self) -> GameSummary | None:
        """The game to reopen at start-up: the latest one still being played, if any."""
        games = self.list_games(finished=False, limit=1)
        return games[0] if games else None

    def player_names(self, prefix: str = "", limit: int = 50) -> list[str]:
        """Known names starting with ``prefix``, those who played most first (for completion)."""
        with self.database.reading() as reader:
            return records.player_names(reader, prefix.strip(), limit)

    def finish(self, game_id: int) -> GameView:
        """End the game now (a time limit): the standings are taken from where it stands."""
        with self.database.writing() as session:
            game = _load(session, game_id, for_update=True)
            if game.finished_at is None:
                game.finished_at = _now()
            return _replayed_view(game)

    def delete_game(self, game_id: int) -> None:
        """Remove a game and its hands for good."""
        from tablekeeper.store import repository

        with self.database.writing() as session:
            repository.delete_game(session, _load(session, game_id, for_update=True))

    # Hands

    def _name_players(self, game_id: int, error: TablekeeperError) -> None:
        """The rules speak of seats ("Seat 2"); at the table the players are called by their names."""
        if not error.seats:
            return
        # If the game cannot be read now, the seat numbers stay: the sentence is still true.
        with contextlib.suppress(TablekeeperError), self.database.reading() as reader:
            record = records.read_game(reader, game_id)
            if record is not None:
                error.name_players(record.players)

    @_names_players
    def with_riichi(self, game_id: int, seats: Iterable[int]) -> GameState:
        """The current state with these seats' riichi sticks on the table (checked by the rules, not stored)."""
        view = self.game(game_id)
        _check_open(view)
        state = view.state
        for seat in sorted(set(seats)):
            state = declare_riichi(state, seat, view.rules)
        return state

    @_names_players
    def preview(self, game_id: int, result: HandResult) -> Preview:
        """What recording ``result`` would do, without storing it."""
        view = self.game(game_id)
        _check_open(view)
        after, settlement = apply(view.state, result, view.rules)
        return Preview(view.state, settlement, deltas(settlement), after)

    @_names_players
    def preview_edit(self, game_id: int, number: int, result: HandResult) -> Preview:
        """What hand ``number`` (1 for the first) would do if it were ``result``, without storing it.

        Added for the window's edit dialog: :meth:`game` and the engine's ``apply`` on that hand's start.
        """
        view = self.game(game_id)
        if isinstance(number, bool) or not 1 <= number <= len(view.hands):
            raise HandNotFound(f"Game {game_id} has no hand {number}.")
        before = view.hands[number - 1].before
        after, settlement = apply(before, result, view.rules)
        return Preview(before, settlement, deltas(settlement), after)

    @_names_players
    def record(self, game_id: int, result: HandResult) -> GameView:
        """Store the next hand, once the rules accept it; the game is finished when the rules end it."""
        from tablekeeper.store import hands as hand_rows

        with self.database.writing() as session:
            game = _load(session, game_id, for_update=True)
            rules = _rules(game)
            if game.finished_at is not None:
                raise GameIsFinished(f"Game {game.id} is finished; undo its last hand to go on with it.")
            before = _replay(game, _results(game), rules)
            after, settlement = apply(before.state, result, rules)  # a refused hand raises here, storing nothing
            game.hands.append(hand_rows.to_row(result, len(game.hands), deltas(settlement), _now()))
            if after.finished:
                game.finished_at = _now()
            _flush(session)
            # The game was just replayed up to this hand: the view is that replay and the new hand, not a second one.
            played = (*before.hands, PlayedHand(before.state, result, settlement, after))
            return _view(game, _players(game), rules, played, tuple(h.deltas for h in game.hands))

    def undo(self, game_id: int) -> GameView:
        """Take back the last thing done: a game ended early goes on again, with all its hands; otherwise the
        last hand is removed (and a game the rules had ended goes on)."""
        from tablekeeper.store import repository

        with self.database.writing() as session:
            game = _load(session, game_id, for_update=True)
            rules = _rules(game)
            if game.finished_at is not None:
                replayed = _replay(game, _results(game), rules)
                if not replayed.state.finished:  # ended early (a time limit): only the ending is taken back
                    game.finished_at = None
                    _flush(session)
                    return _view(game, _players(game), rules, replayed.hands, tuple(h.deltas for h in game.hands))
            if not game.hands:
                raise HandNotFound(f"Game {game.id} has no hand to undo.")
            repository.delete_hands_from(session, game, len(game.hands) - 1)
            game.finished_at = None
            return _replayed_view(game)

    @_names_players
    def edit_hand(self, game_id: int, number: int, result: HandResult) -> GameView:
        """Replace hand ``number`` (1 for the first) and replay the game; refused if a later hand breaks."""
        with self.database.writing() as session:
            game = _load(session, game_id, for_update=True)
            results = _results(game)
            index = _hand_index(game, number)
            results[index] = result
            return _rewrite(session, game, results, index, f"Hand {number} cannot be changed")

    @_names_players
    def delete_hand(self, game_id: int, number: int) -> GameView:
        """Remove hand ``number`` (1 for the first) and replay the game; refused if a later hand breaks."""
        with self.database.writing() as session:
            game = _load(session, game_id, for_update=True)
            results = _results(game)
            index = _hand_index(game, number)
            del results[index]
            return _rewrite(session, game, results, index, f"Hand {number} cannot be deleted")

    # Moving games

    def export(self, game_id: int) -> dict[str, Any]:
        """The game as one JSON object: its standings, then each hand's inputs and four deltas."""
        return export_data(self.game(game_id))

    def import_game(self, data: Mapping[str, Any]) -> int:
        """Take back a game written by :meth:`export`; its hands must replay to the same deltas."""
        game = _read_export(data)
        try:
            played = replay(game.results, game.rules).hands
        except ReplayError as error:
            raise ImportRefused(f"This game cannot be imported: {error.message}") from None
        for index, (hand, expected) in enumerate(zip(played, game.deltas, strict=True)):
            if deltas(hand.settlement) != expected:
                raise ImportRefused(
                    f"This game cannot be imported: hand {index + 1} ({hand.before.name}) gives the deltas "
                    f"{list(deltas(hand.settlement))} here, but the file says {list(expected)}."
                )
        finished_at = game.finished_at
        if finished_at is None and played and played[-1].after.finished:
            # The rules ended this game; an unfinished mark would leave a game nobody can play on.
            finished_at = _now()
        with self.database.writing() as session:
            return _add_whole_game(
                session,
                game.players,
                game.rules,
                game.results,
                played,
                game.title,
                game.venue,
                game.started_at,
                finished_at,
            )

    def import_tenhou(self, path: str | Path) -> list[int]:
        """Import every game of a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON); their new ids."""
        from tablekeeper.importers.tenhou import read_tenhou_file

        games = read_tenhou_file(Path(path))  # refuses an unreadable file with a sentence, before any storing
        prepared = []
        for imported in games:
            try:
                played = replay(imported.results, imported.rules).hands
            except ReplayError as error:
                raise ImportRefused(f"{path} cannot be imported: {error.message}") from None
            prepared.append((imported, played))
        ids = []
        with self.database.writing() as session:  # the file's games come in together, or none of them
            for imported, played in prepared:
                started = (
                    datetime(imported.date.year, imported.date.month, imported.date.day)
                    if imported.date is not None
                    else _now()
                )
                ids.append(
                    _add_whole_game(
                        session,
                        _distinct_names(imported.players),
                        imported.rules,
                        list(imported.results),
                        played,
                        f"Tenhou {imported.game_id}",
                        "tenhou.net",
                        started,
                        _now() if (played and played[-1].after.finished) else None,
                    )
                )
        return ids


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
) -> int:
    from tablekeeper.store import hands as hand_rows
    from tablekeeper.store import repository

    names = _check_names(players)
    game = repository.add_game(
        session,
        repository.players_by_name(session, names),
        rules_json=ruleset_module.to_json(rules),
        title=_check_label(title, "title"),
        venue=_check_label(venue, "venue"),
        started_at=started_at,
    )
    game.finished_at = finished_at
    now = _now()
    game.hands = [
        hand_rows.to_row(result, i, deltas(hand.settlement), now)
        for i, (result, hand) in enumerate(zip(results, played, strict=True))
    ]
    _flush(session)
    return game.id


def _check_label(text: str, what: str) -> str:
    """A game's title or venue, trimmed; refused when longer than its column holds."""
    text = str(text).strip()
    if len(text) > MAX_LABEL:
        raise SessionError(f"A game's {what} has at most {MAX_LABEL} characters, not {len(text)}.")
    return text


def _check_names(players: Sequence[str]) -> list[str]:
    names = [" ".join(str(p).split()) for p in players]
    if len(names) != 4:
        raise InvalidPlayers(f"A game needs four players, not {len(names)}.")
    if any(not n for n in names):
        raise InvalidPlayers("Every player needs a name.")
    if any(len(n) > MAX_NAME for n in names):
        raise InvalidPlayers(f"A player's name has at most {MAX_NAME} characters.")
    folded = [n.casefold() for n in names]
    if len(set(folded)) != 4:
        raise InvalidPlayers("The same player is named twice; each of the four players needs their own name.")
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


def _flush(session: Session) -> None:
    from sqlalchemy.exc import IntegrityError

    try:
        session.flush()
    except IntegrityError:
        # Another process stored a hand of this game at the same moment (only possible without the row lock).
        raise SessionError("The game was changed by someone else at the same time; nothing was stored.") from None


def _load(session: Session, game_id: int, *, for_update: bool = False) -> Game:
    from tablekeeper.store import repository

    try:
        game = repository.load_game(session, game_id, for_update=for_update)
    except ValueError as error:  # the ORM could not read a date or a JSON list of one of its rows
        raise DamagedGame(game_id, f"a row cannot be read: {error}") from None
    if game is None:
        raise GameNotFound(f"There is no game {game_id}.")
    return game


def _results(game: Game) -> list[HandResult]:
    """The results of a loaded game's hands; a DamagedGame if one cannot be read."""
    return list(records.checked_results(game.id, game.hands))


def _players(game: Game) -> tuple[str, str, str, str]:
    return records.players_of(game.id, {s.seat: s.player.name for s in game.seats})


def _rules(game: _StoredGame) -> RuleSet:
    try:
        return ruleset_module.from_json(game.rules_json)
    except (TablekeeperError, ValueError, KeyError, TypeError) as error:
        raise DamagedGame(game.id, f"its rule set cannot be read: {str(error).rstrip('.')}") from None


def _hand_index(game: Game, number: int) -> int:
    if not 1 <= number <= len(game.hands):
        count = len(game.hands)
        raise HandNotFound(f"Game {game.id} has no hand {number}; its hands are numbered 1 to {count}.")
    return number - 1


def _check_open(view: GameView) -> None:
    if view.finished:
        raise GameIsFinished(f"Game {view.id} is finished; undo its last hand to go on with it.")


def _replay(game: _StoredGame, results: list[HandResult], rules: RuleSet) -> Replay:
    """The stored game replayed; a stored hand the rules now refuse is reported, never silently dropped."""
    try:
        return replay(results, rules)
    except ReplayError as error:
        raise SessionError(f"Game {game.id} cannot be replayed: {error.template}", seats=error.seats) from None


def _rewrite(session: Session, game: Game, results: list[HandResult], index: int, refusal: str) -> GameView:
    """Store ``results`` from ``index`` on, after the engine has replayed the whole game with them."""
    from tablekeeper.store import hands as hand_rows
    from tablekeeper.store import repository

    rules = _rules(game)
    try:
        outcome = replay(results, rules)
    except ReplayError as error:  # a later hand now comes after the end of the game, or breaks a rule
        raise EditRefused(f"{refusal}: {error.template} Nothing was changed.", seats=error.seats) from None
    ended_by_rules = game.finished_at is not None and _replay(game, _results(game), rules).state.finished
    repository.delete_hands_from(session, game, index)
    now = _now()
    game.hands.extend(
        hand_rows.to_row(results[i], i, deltas(outcome.hands[i].settlement), now) for i in range(index, len(results))
    )
    if outcome.state.finished and game.finished_at is None:
        game.finished_at = now
    elif ended_by_rules and not outcome.state.finished:
        game.finished_at = None  # the corrected game goes on (a game ended early stays ended)
    _flush(session)
    return _replayed_view(game)


def _summary(game: _StoredGame, players: tuple[str, str, str, str], hand_count: int) -> GameSummary:
    return GameSummary(game.id, game.title, game.venue, game.started_at, game.finished_at, players, hand_count)


def _replayed_view(game: Game) -> GameView:
    rules = _rules(game)
    outcome = _replay(game, _results(game), rules)
    return _view(game, _players(game), rules, outcome.hands, tuple(h.deltas for h in game.hands))


def _view(
    game: _StoredGame,
    players: tuple[str, str, str, str],
    rules: RuleSet,
    played: Sequence[PlayedHand],
    stored: Sequence[Deltas],
) -> GameView:
    state = played[-1].after if played else replay([], rules).state
    if game.finished_at is not None and not state.finished:
        state = end_game(state, rules)
    hands = tuple(
        HandView(i + 1, p.before, p.result, p.settlement, deltas(p.settlement), p.after) for i, p in enumerate(played)
    )
    # The cached deltas are only a check: the replay is the truth, and a difference is shown, not hidden.
    differ = tuple(h.number for h, cached in zip(hands, stored, strict=False) if h.deltas != tuple(cached))
    return GameView(_summary(game, players, len(hands)), rules, hands, state, standings(state, rules), differ)


# The JSON form of a game (`tablekeeper export --format json`, `tablekeeper import`).


def score_number(score: Fraction) -> float:
    """A +/- score as a JSON number (game points; 6.5 for +6,500)."""
    return round(float(score), 4)


def export_csv(view: GameView) -> str:
    """The standings (place, seat, player, final points, uma and oka, penalty, +/- score), a blank line, then
    one row per hand with its result in words and its four deltas: the CSV of the CLI and of the window."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["place", "seat", "player", "points", "uma_oka", "penalty", "score"])
    for s in view.standings:
        writer.writerow(
            [
                s.place,
                s.seat,
                view.players[s.seat],
                s.points,
                format_score(s.bonus),
                format_score(s.penalty),
                format_score(s.score),
            ]
        )
    writer.writerow([])
    writer.writerow(["hand", "name", "honba", "result", *(f"delta {p}" for p in view.players)])
    for h in view.hands:
        writer.writerow([h.number, h.name, h.before.honba, result_line(h.result, view.players), *h.deltas])
    return out.getvalue()


def export_json(view: GameView) -> str:
    """The JSON file of a game (:func:`export_data`), as the CLI and the window write it."""
    return json.dumps(export_data(view), ensure_ascii=False, indent=2) + "\n"


def export_data(view: GameView) -> dict[str, Any]:
    """One JSON object: the game, its ``standings`` and its ``hands`` (inputs and the four deltas of each)."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "title": view.summary.title,
        "venue": view.summary.venue,
        "started_at": view.summary.started_at.replace(tzinfo=UTC).isoformat(),
        "finished_at": (
            None if view.summary.finished_at is None else view.summary.finished_at.replace(tzinfo=UTC).isoformat()
        ),
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


@dataclass(frozen=True, slots=True)
class _ExportedGame:
    players: list[str]
    rules: RuleSet
    results: list[HandResult]
    deltas: list[Deltas]
    title: str
    venue: str
    started_at: datetime
    finished_at: datetime | None


def _read_export(data: Mapping[str, Any]) -> _ExportedGame:
    if not isinstance(data, Mapping) or data.get("format") != EXPORT_FORMAT:
        raise ImportRefused('This is not a game exported by tablekeeper (its "format" is not tablekeeper-game).')
    if data.get("version") != EXPORT_VERSION:
        raise ImportRefused(
            f"This game was exported in version {data.get('version')!r} of the format; "
            f"this tablekeeper reads version {EXPORT_VERSION}."
        )
    try:
        rules = ruleset_module.from_dict(dict(data["rules"]))
        results = []
        expected: list[Deltas] = []
        for hand in data["hands"]:
            results.append(results_module.from_dict(hand["result"]))
            four = list(hand["deltas"])
            if len(four) != 4 or not all(isinstance(d, int) and not isinstance(d, bool) for d in four):
                raise ValueError("four deltas in whole points")
            expected.append((four[0], four[1], four[2], four[3]))
        started = _stored(datetime.fromisoformat(data["started_at"]))
        finished = None if data.get("finished_at") is None else _stored(datetime.fromisoformat(data["finished_at"]))
        if not isinstance(data["players"], list) or not all(isinstance(p, str) for p in data["players"]):
            raise ValueError("the players are a list of names")
        return _ExportedGame(
            list(data["players"]),
            rules,
            results,
            expected,
            str(data.get("title", "")),
            str(data.get("venue", "")),
            started,
            finished,
        )
    except TablekeeperError as error:
        raise ImportRefused(f"This game cannot be imported: {error.message}") from None
    except (KeyError, TypeError, ValueError) as error:
        raise ImportRefused(f"This game file is damaged or incomplete ({error!r}); nothing was imported.") from None


__all__ = [
    "DamagedGame",
    "EditRefused",
    "GameIsFinished",
    "GameNotFound",
    "GameSummary",
    "GameView",
    "HandNotFound",
    "HandView",
    "ImportRefused",
    "InvalidPlayers",
    "Preview",
    "SessionError",
    "TableSession",
]
