"""Reading stored games as plain records, through the driver's own connection (no ORM).

Reading is what every command and the window's start do most; done here in plain SQL, a reading command never
imports SQLAlchemy on SQLite (see :mod:`tablekeeper.store.database`). Each row is checked as it is read: a
game whose rows are damaged (a list that is not JSON, an unknown kind of hand, a missing winner or seat, a date
that cannot be read) is named in a :class:`DamagedGame` sentence, and every other game stays readable.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, NamedTuple, Protocol
from uuid import UUID

from tablekeeper.errors import Clause, DatabaseError, Phrase, TablekeeperError
from tablekeeper.game_notes import notes_of
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    Ron,
    Tsumo,
    Win,
    tiles_from_dict,
    yaku_from_dict,
)
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.rules.winning_tiles import WinningTiles
from tablekeeper.store.database import Reader
from tablekeeper.store.failures import is_damaged_file
from tablekeeper.words import QT_TR_NOOP

CHUNK = 500
"""Games whose rows are fetched in one query (a statement holds a bounded number of parameters)."""


class DamagedGame(DatabaseError):
    """One stored game whose rows cannot be read; the other games can."""

    def __init__(self, game_id: int, problem: Phrase | Clause) -> None:
        # Worded where it is shown, in that edge's language: the problem is a phrase worded with the sentence.
        super().__init__(
            QT_TR_NOOP(
                "Game {game} is damaged in the database ({problem}); it cannot be shown or changed. "
                "The other games are not affected."
            ),
            game=game_id,
            problem=problem,
        )
        self.game_id = game_id
        self.problem_phrase = problem
        """What is wrong with the game, worded where it is said (:attr:`problem`)."""

    @property
    def problem(self) -> str:
        """What is wrong with the game, in the language spoken here."""
        return self.problem_phrase.sentence()


class _Damage(Exception):
    """What is wrong with one row, a phrase with its facts; becomes a DamagedGame once the game is known."""

    def __init__(self, template: str, **facts: object) -> None:
        super().__init__(template)
        self.phrase = Phrase(template, facts)


class WinLike(Protocol):
    """A winner's row: a stored HandWin, or a :class:`WinRecord`."""

    @property
    def winner(self) -> int: ...
    @property
    def han(self) -> int | None: ...
    @property
    def fu(self) -> int | None: ...
    @property
    def yakuman(self) -> int: ...
    @property
    def pao(self) -> int | None: ...
    @property
    def tiles(self) -> str | None: ...
    @property
    def yaku(self) -> str | None: ...


class HandLike(Protocol):
    """A hand's row: a stored Hand, or a :class:`HandRecord`."""

    @property
    def number(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def discarder(self) -> int | None: ...
    @property
    def offender(self) -> int | None: ...
    @property
    def abort_kind(self) -> str | None: ...
    @property
    def riichi(self) -> Sequence[int]: ...
    @property
    def tenpai(self) -> Sequence[int]: ...
    @property
    def nagashi(self) -> Sequence[int]: ...
    @property
    def wins(self) -> Sequence[WinLike]: ...


# The records read are named tuples, not frozen dataclasses: as immutable and typed, and made several times faster (a
# frozen dataclass sets each field through object.__setattr__): a file of many games reads ten hands a game.


class WinRecord(NamedTuple):
    """One winner of a stored hand."""

    winner: int
    han: int | None
    fu: int | None
    yakuman: int
    pao: int | None
    tiles: str | None = None
    """The tiles the hand was entered with, as stored (JSON), or None."""
    yaku: str | None = None
    """The yaku the winner called, as stored (JSON), or None."""


class HandRecord(NamedTuple):
    """A stored hand's inputs and the deltas stored with it."""

    number: int
    kind: str
    discarder: int | None
    offender: int | None
    abort_kind: str | None
    riichi: tuple[int, ...]
    tenpai: tuple[int, ...]
    nagashi: tuple[int, ...]
    deltas: tuple[int, ...]
    wins: tuple[WinRecord, ...]


class GameRow(NamedTuple):
    """A stored game as read: its row, its players by seat, and its hands in order (checked, not replayed)."""

    id: int
    title: str
    venue: str
    started_at: datetime
    finished_at: datetime | None
    ended: bool
    """The game is over; its end time (finished_at) may still be unknown (a Tenhou log does not say it)."""
    rules_json: str
    players: tuple[str, ...]
    hands: tuple[HandRecord, ...]
    results: tuple[HandResult, ...]
    closed: bool = False
    """The players ended the game early (an input; ``ended`` is a cache)."""
    pending_riichi: tuple[int, ...] = ()
    """The riichi declared during the hand being played."""
    revision: int = 0
    """How many changes of the game were stored."""
    uuid: UUID | None = None
    """The game's identity (see :attr:`tablekeeper.store.models.Game.uuid`); every game read has one."""
    notes: tuple[Phrase, ...] = ()
    """What tablekeeper says of the game (an import's), those of a shape it reads (:mod:`tablekeeper.game_notes`)."""


_ABORT_KINDS = frozenset(kind.value for kind in AbortKind)
"""The kinds of abortive draw as stored (made once: a long game holds hundreds of them)."""


def to_result(hand: HandLike) -> HandResult:
    """The HandResult a stored hand holds (checked again by the result classes)."""
    riichi = frozenset(hand.riichi)
    wins = tuple(
        Win(
            w.winner,
            w.han,
            w.fu,
            w.yakuman,
            w.pao,
            None if w.tiles is None else _tiles(w.tiles),  # most wins have neither: no call made for them
            None if w.yaku is None else _yaku(w.yaku),
        )
        for w in hand.wins
    )
    match hand.kind:
        case "ron" if hand.discarder is not None and wins:
            return Ron(hand.discarder, wins, riichi)
        case "tsumo" if len(wins) == 1:
            return Tsumo(wins[0], riichi)
        case "draw":
            return ExhaustiveDraw(frozenset(hand.tenpai), frozenset(hand.nagashi), riichi)
        case "abort" if hand.abort_kind in _ABORT_KINDS:
            return AbortiveDraw(AbortKind(hand.abort_kind), riichi)
        case "chombo" if hand.offender is not None:
            return Chombo(hand.offender, riichi)
        case "ron" | "tsumo":
            raise _Damage(QT_TR_NOOP("its {kind} has {count} winners"), kind=hand.kind, count=len(wins))
        case "abort":
            raise _Damage(QT_TR_NOOP("an abortive draw of an unknown kind {kind}"), kind=repr(hand.abort_kind))
        case "chombo":
            raise _Damage(QT_TR_NOOP("a chombo without the player who pays it"))
    raise _Damage(QT_TR_NOOP("an unknown kind of hand {kind}"), kind=repr(hand.kind))


def _tiles(stored: str | None) -> WinningTiles | None:
    """A winner's tiles as stored (JSON text); what cannot be read is damage, what is not tiles a sentence."""
    if stored is None:
        return None
    data = _json(stored, QT_TR_NOOP("the tiles of a winner, {value}, cannot be read"))
    return tiles_from_dict(data)  # an InvalidResult says what is wrong with them


def _yaku(stored: str | None) -> CalledYaku | None:
    """A winner's called yaku as stored (JSON text); what cannot be read is damage, what is not yaku a sentence."""
    if stored is None:
        return None
    data = _json(stored, QT_TR_NOOP("the yaku of a winner, {value}, cannot be read"))
    return yaku_from_dict(data)  # an InvalidResult says what is wrong with them


def _json(stored: str, unreadable: str) -> Any:
    """A column's JSON text read; text that is not JSON is damage, named by ``unreadable`` (an untranslated
    template of ``{value}``) with the text shown."""
    try:
        return json.loads(stored)
    except (TypeError, ValueError):
        shown = repr(stored)
        shown = shown if len(shown) <= 40 else shown[:37] + "..."
        raise _Damage(unreadable, value=shown) from None


def checked_results(game_id: int, hands: Iterable[HandLike]) -> tuple[HandResult, ...]:
    """The results of a game's stored hands, in order; a hand that cannot be one is a DamagedGame."""
    return tuple(_checked_result(game_id, number, hand) for number, hand in enumerate(hands, start=1))


def _checked_result(game_id: int, number: int, hand: HandLike, known: HandResult | None = None) -> HandResult:
    """The result of the game's hand ``number`` (from 1), ``known`` when its row was read before; a hand out of its
    place or that cannot be a result is a DamagedGame."""
    if hand.number != number - 1:  # numbered from 0, in order
        raise DamagedGame(game_id, Phrase(QT_TR_NOOP("hand {number} is missing"), {"number": number}))
    if known is not None:
        return known
    try:
        return to_result(hand)
    except _Damage as damage:
        raise DamagedGame(game_id, _in_hand(number, damage.phrase)) from None
    except TablekeeperError as error:  # the result classes' own checks: a seat out of range, a bad han
        raise DamagedGame(game_id, _in_hand(number, Clause(error))) from None


def players_of(game_id: int, seats: Mapping[int, str], rules_json: str) -> tuple[str, ...]:
    """The names at each seat its rules have (four where they do not say); a missing seat is a DamagedGame."""
    try:
        count = int(json.loads(rules_json).get("players", FULL_TABLE))
    except (ValueError, TypeError, AttributeError):  # rules that cannot be read: the service says why, reading them
        count = FULL_TABLE
    missing = [seat + 1 for seat in range(count) if seat not in seats]
    if missing:
        raise DamagedGame(game_id, Phrase(QT_TR_NOOP("seat {seat} has no player"), {"seat": missing[0]}))
    return tuple(seats[seat] for seat in range(count))


# Reading rows.

_GAME = (
    "SELECT g.id, g.title, g.venue, g.started_at, g.finished_at, g.ended, g.rules_json, g.closed, "
    "g.pending_riichi, g.revision, g.uuid, g.notes FROM games g"
)
_SEATS = "SELECT s.game_id, s.seat, p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE s.game_id IN ({ids})"
_HANDS = (
    "SELECT h.game_id, h.id, h.number, h.kind, h.discarder, h.offender, h.abort_kind, h.riichi, h.tenpai, "
    "h.nagashi, h.delta_0, h.delta_1, h.delta_2, h.delta_3 FROM hands h WHERE h.game_id IN ({ids}) "
    "ORDER BY h.game_id, h.number"
)
# In the order the hands are read by (SQLite then reads them as its indexes hold them, without sorting them again);
# they are taken by hand, each hand's winners in their order.
_WINS = (
    "SELECT w.hand_id, w.winner, w.han, w.fu, w.yakuman, w.pao, w.tiles, w.yaku FROM hand_wins w "
    "JOIN hands h ON h.id = w.hand_id WHERE h.game_id IN ({ids}) ORDER BY h.game_id, h.number, w.position"
)


def read_game(reader: Reader, game_id: int) -> GameRow | None:
    """The game with this id, checked row by row; None if there is none; a DamagedGame if it cannot be read."""
    rows = reader.rows(_GAME + " WHERE g.id = :id", {"id": game_id})
    if not rows:
        return None
    record = _records(reader, rows)[0]
    assert isinstance(record, GameRow)  # without keep_going, a damaged game was raised
    return record


def unfinished_ids(reader: Reader) -> list[int]:
    """The ids of the games still being played, latest first (their rows unread: to find the one to go on with)."""
    rows = reader.rows(
        "SELECT g.id FROM games g WHERE g.ended = :ended ORDER BY g.started_at DESC, g.id DESC", {"ended": False}
    )
    return [int(row[0]) for row in rows]


def game_ids(
    reader: Reader,
    *,
    player: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    finished: bool | None = None,
    rules: str | None = None,
    players: int | None = None,
) -> list[int]:
    """The ids of the games the filters choose (as :func:`list_games` filters them), oldest first, their rows unread:
    to count them, then read them one at a time."""
    where, parameters = game_filters(
        reader, player=player, since=since, until=until, finished=finished, rules=rules, players=players
    )
    rows = reader.rows("SELECT g.id FROM games g" + where + " ORDER BY g.started_at, g.id", parameters)
    return [int(row[0]) for row in rows]


def read_games(reader: Reader, rows: Sequence[tuple[Any, ...]]) -> list[GameRow | DamagedGame]:
    """The games of these ``games`` rows (as :func:`list_games` selects them), each a record or its damage."""
    return _records(reader, rows, keep_going=True)


class GameOrder(StrEnum):
    """What a listing of games is sorted by (in the query: a page never holds a game another page holds)."""

    DATE = "date"
    """When the game started."""
    TITLE = "title"
    """The title, in any case."""
    VENUE = "venue"
    """The venue, in any case."""
    RULES = "rules"
    """The name the rule set is shown by (``shown_names``: a preset's name in the window's language), in any
    case; a set of another name by that name."""
    PLAYERS = "players"
    """The names at seats 0, 1, 2 and 3 in turn, in any case."""
    STATE = "state"
    """Unfinished games before finished ones (over, or with an end time)."""
    RESULT = "result"
    """The leader's points: the start points plus the most any seat has won (the start points before a hand)."""


def _seat_name(seat: int) -> str:
    return (
        "coalesce((SELECT lower(p.name) FROM seats s JOIN players p ON p.id = s.player_id "
        f"WHERE s.game_id = g.id AND s.seat = {seat}), '')"
    )


def _leader_points(reader: Reader) -> str:
    # A game whose rule set could not be read when it was stored counts the club's 25,000: it is passed over as
    # damaged anyway.
    greatest = "max" if reader.sqlite else "GREATEST"  # SQLite's max of several arguments is a scalar
    sums = ", ".join(f"coalesce(sum(h.delta_{seat}), 0)" for seat in range(4))
    won = f"(SELECT {greatest}({sums}) FROM hands h WHERE h.game_id = g.id)"
    return f"coalesce(g.start_points, 25000) + coalesce({won}, 0)"


def _order_by(
    reader: Reader, order: GameOrder, descending: bool, shown_names: Mapping[str, str], parameters: dict[str, Any]
) -> str:
    """The ORDER BY clause (its parameters added to ``parameters``): the column's keys, then the game's id, so that
    equal keys keep one order and pages neither overlap nor skip a game. Text sorts by code point on both databases
    (PostgreSQL's "C" collation, SQLite's own), after Python's lower() (registered on SQLite) or PostgreSQL's."""
    text = "" if reader.sqlite else ' COLLATE "C"'
    keys: list[str]
    match order:
        case GameOrder.DATE:
            keys = ["g.started_at"]
        case GameOrder.TITLE:
            keys = [f"lower(g.title){text}"]
        case GameOrder.VENUE:
            keys = [f"lower(g.venue){text}"]
        case GameOrder.RULES:
            name = "g.rules_name"
            if shown_names:
                cases = []
                for number, (identifier, shown) in enumerate(sorted(shown_names.items())):
                    cases.append(f"WHEN :rules_{number} THEN :shown_{number}")
                    parameters[f"rules_{number}"] = identifier
                    parameters[f"shown_{number}"] = shown
                name = f"CASE g.rules_name {' '.join(cases)} ELSE g.rules_name END"
            keys = [f"coalesce(lower({name}), ''){text}"]
        case GameOrder.PLAYERS:
            keys = [f"{_seat_name(seat)}{text}" for seat in range(4)]
        case GameOrder.STATE:
            keys = ["CASE WHEN g.ended OR g.finished_at IS NOT NULL THEN 1 ELSE 0 END"]  # as GameSummary.finished
        case GameOrder.RESULT:
            keys = [_leader_points(reader)]
    direction = " DESC" if descending else ""
    return " ORDER BY " + ", ".join(key + direction for key in [*keys, "g.id"])


def list_games(
    reader: Reader,
    *,
    player: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    finished: bool | None = None,
    rules: str | None = None,
    players: int | None = None,
    limit: int | None = 50,
    offset: int = 0,
    order: GameOrder = GameOrder.DATE,
    descending: bool = True,
    shown_names: Mapping[str, str] | None = None,
    ids: Sequence[int] | None = None,
) -> list[GameRow | DamagedGame]:
    """Games, latest first unless ``order`` and ``descending`` say otherwise, filtered by a player's name (any
    case), start date range, finished or not and the name of their rule set; a damaged game is in its place as
    its DamagedGame. ``shown_names`` gives the name a rule set is shown by, for the order by rules."""
    where, parameters = game_filters(
        reader, player=player, since=since, until=until, finished=finished, rules=rules, players=players, ids=ids
    )
    sql = _GAME + where + _order_by(reader, order, descending, shown_names or {}, parameters)
    if limit is not None:
        sql += " LIMIT :limit"
        parameters["limit"] = limit
    elif offset and reader.sqlite:
        sql += " LIMIT -1"  # SQLite takes an OFFSET only after a LIMIT
    if offset:
        sql += " OFFSET :offset"
        parameters["offset"] = offset
    return read_games(reader, reader.rows(sql, parameters))


def games_by_id(reader: Reader, ids: Sequence[int]) -> list[GameRow | DamagedGame]:
    """The games with these ids (those that exist), in the order given, each a record or its damage."""
    found: dict[int, tuple[Any, ...]] = {}
    for chunk in range(0, len(ids), CHUNK):
        part = ids[chunk : chunk + CHUNK]
        marks = ", ".join(f":g{n}" for n in range(len(part)))
        for row in reader.rows(_GAME + f" WHERE g.id IN ({marks})", {f"g{n}": i for n, i in enumerate(part)}):
            found[int(row[0])] = row
    return read_games(reader, [found[i] for i in ids if i in found])


def _among(ids: Sequence[int], parameters: dict[str, Any]) -> str:
    """A condition selecting the games with these ids (``parameters`` filled in): one range a run of consecutive
    ids, so that the games of a large import (numbered in a row) take a few parameters, not one each."""
    runs: list[tuple[int, int]] = []
    for game_id in sorted(set(ids)):
        if runs and game_id == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], game_id)
        else:
            runs.append((game_id, game_id))
    if not runs:
        return "1 = 0"
    terms = []
    for number, (low, high) in enumerate(runs):
        terms.append(f"g.id BETWEEN :low_{number} AND :high_{number}")
        parameters[f"low_{number}"], parameters[f"high_{number}"] = low, high
    return "(" + " OR ".join(terms) + ")"


SEATED = "(SELECT count(*) FROM seats t WHERE t.game_id = g.id)"
"""The players of a game: three or four, as its rule set seats them (each seat a row, 0 to players - 1)."""


def game_filters(
    reader: Reader,
    *,
    player: str | None,
    since: datetime | None,
    until: datetime | None,
    finished: bool | None,
    rules: str | None,
    players: int | None = None,
    ids: Sequence[int] | None = None,
) -> tuple[str, dict[str, Any]]:
    """The WHERE clause (empty, or starting with a space) and its parameters selecting games as the listing,
    the browser and the statistics filter them (``ids``: only these games)."""
    where: list[str] = []
    parameters: dict[str, Any] = {}
    if ids is not None:
        where.append(_among(ids, parameters))
    if player:
        where.append(
            "g.id IN (SELECT s.game_id FROM seats s JOIN players p ON p.id = s.player_id WHERE lower(p.name) = :player)"
        )
        parameters["player"] = player.lower()
    if since is not None:
        where.append("g.started_at >= :since")
        parameters["since"] = _moment_parameter(reader, since)
    if until is not None:
        where.append("g.started_at < :until")
        parameters["until"] = _moment_parameter(reader, until)
    if finished is not None:
        where.append("g.ended = :ended")
        parameters["ended"] = finished
    if rules is not None:
        where.append("g.rules_name = :rules")
        parameters["rules"] = rules
    if players is not None:
        where.append(f"{SEATED} = :players")
        parameters["players"] = players
    return (" WHERE " + " AND ".join(where) if where else ""), parameters


def player_names(reader: Reader, prefix: str = "", limit: int = 50) -> list[str]:
    """Known player names starting with ``prefix`` (any case), most often seated first, then by name."""
    parameters: dict[str, Any] = {"limit": limit}
    where = ""
    if prefix:
        escaped = prefix.lower().replace("/", "//").replace("%", "/%").replace("_", "/_")
        where = " WHERE lower(p.name) LIKE :prefix ESCAPE '/'"
        parameters["prefix"] = escaped + "%"
    sql = (
        "SELECT p.name FROM players p LEFT OUTER JOIN seats s ON s.player_id = p.id"
        + where
        + " GROUP BY p.id, p.name ORDER BY count(s.game_id) DESC, p.name LIMIT :limit"
    )
    return [str(row[0]) for row in reader.rows(sql, parameters)]


def _moment_parameter(reader: Reader, moment: datetime) -> Any:
    # As SQLAlchemy stores a moment in SQLite: text that sorts as time does, so its year has four digits
    # (strftime's %Y writes the year 999 as "999", which sorts after "2025").
    return moment.isoformat(sep=" ", timespec="microseconds") if reader.sqlite else moment


def _records(
    reader: Reader, games: Sequence[tuple[Any, ...]], *, keep_going: bool = False
) -> list[GameRow | DamagedGame]:
    ids = [int(row[0]) for row in games]
    rows = _Rows({i: {} for i in ids}, {i: [] for i in ids}, {})
    on_damaged_pages: set[int] = set()
    for chunk in range(0, len(ids), CHUNK):
        on_damaged_pages |= _fetch_around_damage(reader, ids[chunk : chunk + CHUNK], rows)
    out: list[GameRow | DamagedGame] = []
    for row in games:
        try:
            if row[0] in on_damaged_pages:
                raise DamagedGame(row[0], Phrase(QT_TR_NOOP("some of its rows are on a damaged part of the file")))
            out.append(_record(row, rows.seats[row[0]], rows.hands[row[0]], rows.wins))
        except DamagedGame as damage:
            if not keep_going:
                raise
            out.append(damage)
    return out


@dataclass(frozen=True, slots=True)
class _Rows:
    """The seats, hands and winners of some games, by game (winners by hand, each its row as read)."""

    seats: dict[int, dict[int, str]]
    hands: dict[int, list[tuple[Any, ...]]]
    wins: dict[int, list[tuple[Any, ...]]]


def _fetch(reader: Reader, ids: Sequence[int]) -> _Rows:
    marks = ", ".join(f":g{n}" for n in range(len(ids)))
    parameters = {f"g{n}": i for n, i in enumerate(ids)}
    rows = _Rows({i: {} for i in ids}, {i: [] for i in ids}, {})
    for game_id, seat, name in reader.rows(_SEATS.format(ids=marks), parameters):
        rows.seats[game_id][seat] = str(name)
    for row in reader.rows(_HANDS.format(ids=marks), parameters):
        rows.hands[row[0]].append(row[1:])
    for row in reader.rows(_WINS.format(ids=marks), parameters):
        rows.wins.setdefault(row[0], []).append(row[1:])
    return rows


def _fetch_around_damage(reader: Reader, ids: Sequence[int], into: _Rows) -> set[int]:
    """Fetch the rows of these games into ``into``; the games whose rows lie on a damaged page of the file.

    A damaged page fails the whole query: the games are then fetched in halves, down to the one that fails,
    so that a damaged page costs only the games it holds.
    """
    try:
        rows = _fetch(reader, ids)
    except sqlite3.DatabaseError as error:
        if not is_damaged_file(error):
            raise
        if len(ids) == 1:
            return set(ids)
        half = len(ids) // 2
        return _fetch_around_damage(reader, ids[:half], into) | _fetch_around_damage(reader, ids[half:], into)
    into.seats.update(rows.seats)
    into.hands.update(rows.hands)
    into.wins.update(rows.wins)
    return set()


class _Decoded:
    """What the same stored hand always reads as, but for its number and deltas: its lists of seats, its winners and,
    once checked in its place in a game, its result (frozen values: the hands that share them never change them)."""

    __slots__ = ("lists", "result", "wins")

    def __init__(self, lists: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], wins: tuple[WinRecord, ...]):
        self.lists = lists
        self.wins = wins
        self.result: HandResult | None = None


HANDS_DECODED_KEPT = 2_048
"""Different hands whose reading is kept (:func:`_record`). A club's hands are mostly the same few thousand (a
winner, a han and fu, a discarder, who was in riichi or tenpai): the most read again are each read once, and a
game's result objects are not built and checked anew for every game. Past this, the readings kept are forgotten."""

_DECODED: dict[tuple[Any, ...], _Decoded] = {}


def _record(
    row: tuple[Any, ...],
    seats: Mapping[int, str],
    hand_rows: Sequence[tuple[Any, ...]],
    wins: Mapping[int, list[tuple[Any, ...]]],
) -> GameRow:
    game_id, title, venue, started, finished, ended, rules_json, closed, pending, revision, identity, notes = row
    try:
        uuid = _uuid(identity)
        started_at = _moment(started, QT_TR_NOOP("the date of its start, {value}, cannot be read"))
        finished_at = (
            None if finished is None else _moment(finished, QT_TR_NOOP("the date of its end, {value}, cannot be read"))
        )
        pending_riichi = _seat_list(pending, _PENDING)
    except _Damage as damage:
        raise DamagedGame(game_id, damage.phrase) from None
    players = players_of(game_id, seats, str(rules_json))
    hands = []
    readings = []
    for position, hand_row in enumerate(hand_rows):
        hand_id, number, kind, discarder, offender, abort_kind, riichi, tenpai, nagashi, *four = hand_row
        hand_wins = tuple(wins.get(hand_id, ()))
        # The hand's inputs as stored, without its id, number and deltas: the same text reads the same.
        key = (hand_row[2:9], hand_wins)
        keep = True
        try:
            reading = _DECODED.get(key)
        except TypeError:  # lists already decoded (PostgreSQL's driver): read for this hand alone
            reading, keep = None, False
        if reading is None:
            try:
                lists = (_seat_list(riichi, _RIICHI), _seat_list(tenpai, _TENPAI), _seat_list(nagashi, _NAGASHI))
            except _Damage as damage:
                raise DamagedGame(game_id, _in_hand(position + 1, damage.phrase)) from None
            reading = _Decoded(lists, tuple(WinRecord(*win) for win in hand_wins))
            if keep:
                if len(_DECODED) >= HANDS_DECODED_KEPT:
                    _DECODED.clear()
                _DECODED[key] = reading
        riichi_seats, tenpai_seats, nagashi_seats = reading.lists
        hands.append(
            HandRecord(
                number,
                str(kind),
                discarder,
                offender,
                abort_kind,
                riichi_seats,
                tenpai_seats,
                nagashi_seats,
                tuple(four[: len(players)]),  # a table of three leaves the fourth column at 0
                reading.wins,
            )
        )
        readings.append(reading)
    # Checked once all the hands are read, as checked_results checks them: a hand's result once it is in its place.
    results = []
    for number, (hand, reading) in enumerate(zip(hands, readings, strict=True), start=1):
        result = reading.result = _checked_result(game_id, number, hand, reading.result)
        results.append(result)
    return GameRow(
        game_id,
        str(title),
        str(venue),
        started_at,
        finished_at,
        bool(ended),
        str(rules_json),
        players,
        tuple(hands),
        tuple(results),
        bool(closed),
        pending_riichi,
        int(revision),
        uuid,
        notes_of(notes),
    )


def _uuid(value: Any) -> UUID:
    """A stored identity: PostgreSQL's driver gives a UUID, SQLite its 32 hexadecimal digits."""
    if isinstance(value, UUID):
        return value
    try:
        return UUID(str(value))
    except ValueError:
        raise _Damage(QT_TR_NOOP("its identity, {value}, cannot be read"), value=repr(value)) from None


def _moment(value: Any, unreadable: str) -> datetime:
    """A stored moment; ``unreadable`` is the phrase (an untranslated template of ``{value}``) if it is unreadable."""
    if isinstance(value, datetime):
        return value
    try:
        return datetime.fromisoformat(str(value))
    except ValueError:
        raise _Damage(unreadable, value=repr(value)) from None


def _in_hand(number: int, damage: Phrase | Clause) -> Phrase:
    return Phrase(QT_TR_NOOP("hand {number}: {damage}"), {"number": number, "damage": damage})


# Which list of seats is damaged: a key (the cache of _seats_from_text holds it), put in words when it is said.
_RIICHI, _TENPAI, _NAGASHI, _PENDING = "riichi", "tenpai", "nagashi", "pending riichi"


def _list_words(what: str, *, unreadable: bool) -> str:
    # Whole sentences per list, so that a translation can word each its own way (untranslated templates of {value}).
    if unreadable:
        templates = {
            _RIICHI: QT_TR_NOOP("its list of riichi seats, {value}, cannot be read"),
            _TENPAI: QT_TR_NOOP("its list of tenpai seats, {value}, cannot be read"),
            _NAGASHI: QT_TR_NOOP("its list of nagashi seats, {value}, cannot be read"),
            _PENDING: QT_TR_NOOP("its list of pending riichi seats, {value}, cannot be read"),
        }
    else:
        templates = {
            _RIICHI: QT_TR_NOOP("its list of riichi seats, {value}, is not a list of seats"),
            _TENPAI: QT_TR_NOOP("its list of tenpai seats, {value}, is not a list of seats"),
            _NAGASHI: QT_TR_NOOP("its list of nagashi seats, {value}, is not a list of seats"),
            _PENDING: QT_TR_NOOP("its list of pending riichi seats, {value}, is not a list of seats"),
        }
    return templates[what]


def _seat_list(value: Any, what: str) -> tuple[int, ...]:
    """A JSON list of seats as stored (text in SQLite, already decoded by PostgreSQL's driver)."""
    if isinstance(value, str):
        return _seats_from_text(value, what)
    return _seats(value, what)


@functools.lru_cache(maxsize=256)
def _seats_from_text(text: str, what: str) -> tuple[int, ...]:
    # A game's three lists per hand hold a few dozen distinct texts ("[]", "[0, 2]"): each is decoded once, not
    # 1,500 times for a 500-hand game. What cannot be read raises, and an exception is never cached.
    try:
        value = json.loads(text)
    except ValueError:
        raise _Damage(_list_words(what, unreadable=True), value=repr(text)) from None
    return _seats(value, what)


def _seats(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(type(seat) is int and 0 <= seat <= 3 for seat in value):
        raise _Damage(_list_words(what, unreadable=False), value=repr(value))
    return tuple(value)


# The undo journal.


@dataclass(frozen=True, slots=True)
class JournalRow:
    """One step of a game's undo journal as stored (a ``game_actions`` row), as it is read and as it is written; the
    service reads and makes it (``tablekeeper.service.history``)."""

    position: int
    kind: str
    number: int | None
    data: str
    """Its JSON text (what it replaced and what it put), decoded when the step is used: a game is shown with its
    journal unread but for its last steps (issue 22)."""
    undone: bool
    entry: UUID | None = None
    """The identity of the entry that writes the step (made when the player confirmed it); None: none. Not read
    with the journal (a step is found by its entry with :func:`entry_position`)."""


_ACTIONS = (
    "SELECT a.position, a.kind, a.number, a.data, a.undone FROM game_actions a WHERE a.game_id = :id "
    "ORDER BY a.position"
)


def read_journal(reader: Reader, game_id: int) -> list[JournalRow]:
    """The game's undo journal in the order of its positions, each step's data as stored."""
    return [
        JournalRow(int(position), str(kind), number, data, bool(undone))
        for position, kind, number, data, undone in reader.rows(_ACTIONS, {"id": game_id})
    ]


def game_with_uuid(reader: Reader, uuid: UUID) -> int | None:
    """The id of the game whose identity is ``uuid``, if one is stored."""
    # Stored as SQLAlchemy's Uuid type stores it: 32 hexadecimal digits in SQLite, PostgreSQL's own uuid type.
    rows = reader.rows("SELECT g.id FROM games g WHERE g.uuid = :uuid", {"uuid": uuid.hex if reader.sqlite else uuid})
    return int(rows[0][0]) if rows else None


def entry_position(reader: Reader, game_id: int, entry: UUID) -> int | None:
    """The position of the game's journal step written by the entry of identity ``entry``, if it is stored."""
    rows = reader.rows(
        "SELECT a.position FROM game_actions a WHERE a.game_id = :game AND a.entry = :entry",
        {"game": game_id, "entry": entry.hex if reader.sqlite else entry},
    )
    return int(rows[0][0]) if rows else None


def is_round_game(reader: Reader, game_id: int) -> bool:
    """The game is a table's of an event's round (so a round's clock may end it): read with the game, which is shown
    without the events' reads (issue 22)."""
    return bool(reader.rows("SELECT l.round FROM event_games l WHERE l.game_id = :g", {"g": game_id}))


def round_event(reader: Reader, game_id: int) -> int | None:
    """The event whose round the game is a table's; None for a game of no event."""
    rows = reader.rows("SELECT l.event_id FROM event_games l WHERE l.game_id = :g", {"g": game_id})
    return int(rows[0][0]) if rows else None


def read_revision(reader: Reader, game_id: int) -> int | None:
    """How many changes of the game were stored; None when there is no such game (any more)."""
    rows = reader.rows("SELECT g.revision FROM games g WHERE g.id = :id", {"id": game_id})
    return int(rows[0][0]) if rows else None
