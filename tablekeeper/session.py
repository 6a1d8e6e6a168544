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
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, cast, overload

from tablekeeper.errors import TablekeeperError
from tablekeeper.importers.game_file import EXPORT_FORMAT, EXPORT_VERSION, ExportedGame, read_export, read_game_file
from tablekeeper.importers.reading import MAX_LABEL, MAX_NAME, UnreadableRecord
from tablekeeper.present import result_text
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
from tablekeeper.text import described, first_unsafe
from tablekeeper.words import in_english

if TYPE_CHECKING:
    # The ORM (SQLAlchemy) is imported by the calls that write, inside them: a reading command starts without it.
    from sqlalchemy.orm import Session

    from tablekeeper.store.models import Game

TENHOU_SOURCE = "tenhou:"
"""The source id of an imported Tenhou game is this and Tenhou's id of the game."""
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


class AlreadyImported(ImportRefused):
    """A Tenhou game that is already stored (known by Tenhou's id of it)."""


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
class GameSummary:
    """A game as listed."""

    id: int
    title: str
    venue: str
    started_at: datetime
    """UTC."""
    finished_at: datetime | None
    """UTC; None while the game goes on, or when it ended at a time nobody knows (an imported Tenhou game)."""
    players: tuple[str, str, str, str]
    """Names at seats 0..3 (seat 0 dealt first)."""
    hand_count: int
    ended: bool = False
    """The game is over (``finished_at`` may still be unknown)."""

    @property
    def finished(self) -> bool:
        return self.ended or self.finished_at is not None


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

        A damaged game is left out, and the next sound one takes its place (:meth:`listing` names it); ``offset``
        counts sound games, so that pages of ``limit`` games follow each other without a gap or a repeat."""
        wanted = None if limit is None else offset + limit
        sound: list[GameSummary] = []
        start = 0
        with self.database.reading() as reader:  # one snapshot for every page fetched
            while True:
                page = records.list_games(
                    reader,
                    player=player,
                    since=_stored(since),
                    until=_stored(until),
                    finished=finished,
                    limit=wanted,
                    offset=start,
                )
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
            found = records.list_games(
                reader,
                player=player,
                since=_stored(since),
                until=_stored(until),
                finished=finished,
                limit=limit,
                offset=offset,
            )
        return [g if isinstance(g, DamagedGame) else _listed(g) for g in found]

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
            if not game.ended:
                _end(game, _now())
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
            raise HandNotFound(f"Game {game_id} has no Hand {number}.")
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
            if game.ended:
                raise GameIsFinished(f"Game {game.id} is finished; undo its last hand to go on with it.")
            before = _replay(game, _results(game), rules)
            after, settlement = apply(before.state, result, rules)  # a refused hand raises here, storing nothing
            game.hands.append(hand_rows.to_row(result, len(game.hands), deltas(settlement), _now()))
            if after.finished:
                _end(game, _now())
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
            if game.ended:
                replayed = _replay(game, _results(game), rules)
                if not replayed.state.finished:  # ended early (a time limit): only the ending is taken back
                    _reopen(game)
                    _flush(session)
                    return _view(game, _players(game), rules, replayed.hands, tuple(h.deltas for h in game.hands))
            if not game.hands:
                raise HandNotFound(f"Game {game.id} has no hand to undo.")
            repository.delete_hands_from(session, game, len(game.hands) - 1)
            _reopen(game)
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
        """Take back a game written by :meth:`export`: every field is checked, and its hands must replay to the
        deltas, hand names and standings the file gives; refused with a sentence, storing nothing, otherwise."""
        game = _read_export(data)
        names = game.players
        try:
            outcome = replay(game.results, game.rules)
        except ReplayError as error:
            raise ImportRefused(f"This game cannot be imported: {error.naming(names)}") from None
        refuse = "This game cannot be imported"
        for number, (hand, claim) in enumerate(zip(outcome.hands, game.hands, strict=True), start=1):
            where = f"Hand {number} ({hand.before.name})"
            got = deltas(hand.settlement)
            if got != claim.deltas:
                raise ImportRefused(
                    f"{refuse}: {where} gives {_named_points(got, names)} here, "
                    f"but the file says {_named_points(claim.deltas, names)}."
                )
            if claim.number not in (None, number):
                raise ImportRefused(f"{refuse}: the file gives Hand {number} the number {claim.number}.")
            if claim.name not in (None, hand.before.name) or claim.honba not in (None, hand.before.honba):
                raise ImportRefused(
                    f"{refuse}: the file calls Hand {number} {claim.name} with {claim.honba} honba, but the hands "
                    f"before it make it {hand.before.name} with {hand.before.honba} honba."
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
                    f"{refuse}: the file's standings ({_standing_words(given)}) are not those its hands give "
                    f"({_standing_words(computed)})."
                )
        with self.database.writing() as session:
            return _add_whole_game(
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
            )

    def import_game_file(self, path: str | Path) -> int:
        """Import the game file at ``path`` (see :meth:`import_game`); a file over a few MB, not JSON, or with
        numbers or nesting no game has, is refused with a sentence before anything is read into the engine."""
        try:
            data = read_game_file(path)
        except UnreadableRecord as error:
            raise ImportRefused(error.message) from None
        return self.import_game(data)

    def import_tenhou(self, path: str | Path) -> list[int]:
        """Import every game of a Tenhou record (mjlog, gzipped or not, or tenhou.net/6 JSON); their new ids.

        Each game's replay must give the log's own figures (every hand's start and changes, the final points);
        a game already stored (known by Tenhou's id of it) is refused, saying which game it is.
        """
        from tablekeeper.importers.tenhou import check_replay, read_tenhou_file
        from tablekeeper.store import repository

        prepared = []
        try:
            for imported in read_tenhou_file(Path(path)):  # an unreadable file is refused before any storing
                names = _distinct_names(imported.players)
                try:
                    outcome = replay(imported.results, imported.rules)
                except ReplayError as error:
                    raise ImportRefused(f"{path} cannot be imported: {error.naming(names)}") from None
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
                            f"{path} is Tenhou game {imported.tenhou_id}, already stored as game {stored}; "
                            "it was not imported again."
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
    source_id: str | None = None,
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
        source_id=source_id,
    )
    if ended:
        _end(game, finished_at)
    now = _now()
    game.hands = [
        hand_rows.to_row(result, i, deltas(hand.settlement), now)
        for i, (result, hand) in enumerate(zip(results, played, strict=True))
    ]
    _flush(session)
    return game.id


def _named_points(values: Sequence[int], names: Sequence[str]) -> str:
    return ", ".join(f"{name} {value:+,}" for name, value in zip(names, values, strict=True))


def _standing_words(lines: Sequence[tuple[int, str, int, int, float]]) -> str:
    return "; ".join(f"{place}. {player} {points:,} ({score:+g})" for _, player, points, place, score in lines)


def _check_label(text: str, what: str) -> str:
    """A game's title or venue, trimmed; refused when longer than its column holds or with control characters."""
    text = str(text).strip()
    if len(text) > MAX_LABEL:
        raise SessionError(f"A game's {what} has at most {MAX_LABEL} characters, not {len(text)}.")
    unsafe = first_unsafe(text)
    if unsafe is not None:
        raise SessionError(f"A game's {what} cannot hold {described(unsafe)}.")
    return text


def _check_names(players: Sequence[str]) -> list[str]:
    names = [" ".join(str(p).split()) for p in players]
    if len(names) != 4:
        raise InvalidPlayers(f"A game needs four players, not {len(names)}.")
    if any(not n for n in names):
        raise InvalidPlayers("Every player needs a name.")
    if any(len(n) > MAX_NAME for n in names):
        raise InvalidPlayers(f"A player's name has at most {MAX_NAME} characters.")
    unsafe = first_unsafe("".join(names))
    if unsafe is not None:
        raise InvalidPlayers(f"A player's name cannot hold {described(unsafe)}.")
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


def _end(game: Game, at: datetime | None) -> None:
    """Mark the game over, at ``at`` (None: at a time nobody knows)."""
    game.ended = True
    game.finished_at = at


def _reopen(game: Game) -> None:
    game.ended = False
    game.finished_at = None


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
        raise HandNotFound(f"Game {game.id} has no Hand {number}; its hands are numbered 1 to {count}.")
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
    ended_by_rules = game.ended and _replay(game, _results(game), rules).state.finished
    repository.delete_hands_from(session, game, index)
    now = _now()
    game.hands.extend(
        hand_rows.to_row(results[i], i, deltas(outcome.hands[i].settlement), now) for i in range(index, len(results))
    )
    if outcome.state.finished and not game.ended:
        _end(game, now)
    elif ended_by_rules and not outcome.state.finished:
        _reopen(game)  # the corrected game goes on (a game ended early stays ended)
    _flush(session)
    return _replayed_view(game)


def _summary(game: _StoredGame, players: tuple[str, str, str, str], hand_count: int) -> GameSummary:
    return GameSummary(
        game.id, game.title, game.venue, game.started_at, game.finished_at, players, hand_count, game.ended
    )


def _replayed_view(game: Game) -> GameView:
    rules = _rules(game)
    outcome = _replay(game, _results(game), rules)
    return _view(game, _players(game), rules, outcome.hands, tuple(h.deltas for h in game.hands))


def _listed(record: records.GameRecord) -> GameSummary:
    return _summary(record, record.players, len(record.hands))


def _view(
    game: _StoredGame,
    players: tuple[str, str, str, str],
    rules: RuleSet,
    played: Sequence[PlayedHand],
    stored: Sequence[Deltas],
) -> GameView:
    state = played[-1].after if played else replay([], rules).state
    if game.ended and not state.finished:
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


@in_english()  # a file is read anywhere: it stays in English whatever language the window speaks
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
        result = spreadsheet_text(result_text(h.result, view.players))  # it starts with a player's name
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
    try:
        return read_export(data)
    except UnreadableRecord as error:
        raise ImportRefused(error.message) from None


__all__ = [
    "AlreadyImported",
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
