"""Every read of an event, in one read transaction each: its row, its record's rows, its tables' games and its
undo journal, as plain values (the service makes them an :class:`~tablekeeper.events.model.EventRecord`)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from uuid import UUID

from tablekeeper.errors import DatabaseError, Phrase
from tablekeeper.store.database import Reader
from tablekeeper.words import QT_TR_NOOP


class DamagedEvent(DatabaseError):
    """An event whose rows cannot be read as an event."""

    def __init__(self, event_id: int, problem: Phrase) -> None:
        super().__init__(QT_TR_NOOP("Event {event} cannot be read: {problem}."), event=event_id, problem=problem)
        self.event_id = event_id


@dataclass(frozen=True, slots=True)
class EventRow:
    id: int
    uuid: UUID | str
    title: str
    created_at: datetime
    rules_json: str
    substitute_rule: str
    substitute_score: int
    revision: int
    team_score: str = "sum"
    days: int = 1
    championship: bool = False
    sit_out_score: int | None = None


@dataclass(frozen=True, slots=True)
class StoredEvent:
    """An event as stored: its row and its record's rows (each a tuple of its columns, in the order of the
    queries below), its tables' games and its journal's steps."""

    row: EventRow
    entrants: list[tuple[int, str, str | None, str | None, int | None, bool, str | None]]
    """number, name, ema, country, absent_from, filler, team."""
    seats: list[tuple[int, ...]]
    """round, table, seat, entrant."""
    substitutions: list[tuple[int, int, str]]
    """round, entrant, name."""
    penalties: list[tuple[int, int, int, str, int | None]]
    """number, entrant, points, reason, round."""
    paper: list[tuple[int, int, tuple[int, ...], int, tuple[int, ...]]]
    """round, table, points, deposits, chombos: one a seat (three at a table of three, whose fourth column is
    NULL)."""
    games: dict[tuple[int, int], tuple[int, bool]]
    """(round, table) -> (game id, ended)."""
    journal: list[tuple[int, str, bool]]
    """position, kind, undone."""
    sit_outs: list[tuple[int, int]] = field(default_factory=list)
    """round, entrant: who sat a round out."""
    stages: list[tuple[int, int, str, tuple[int, ...]]] = field(default_factory=list)
    """number, first round, scores, the qualifiers in their places: the stages after the cuts."""


_EVENT = (
    "SELECT e.id, e.uuid, e.title, e.created_at, e.rules_json, e.substitute_rule, e.substitute_score, e.revision, "
    "e.team_score, e.days, e.championship, e.sit_out_score FROM events e WHERE e.id = :id"
)
_ENTRANTS = (
    "SELECT n.number, p.name, n.ema, n.country, n.absent_from, n.filler, n.team FROM event_entrants n "
    "JOIN players p ON p.id = n.player_id WHERE n.event_id = :id ORDER BY n.number"
)
_SEATS = (
    "SELECT s.round, s.table_number, s.seat, s.entrant FROM event_seats s WHERE s.event_id = :id "
    "ORDER BY s.round, s.table_number, s.seat"
)
_SUBSTITUTIONS = (
    "SELECT s.round, s.entrant, p.name FROM event_substitutions s JOIN players p ON p.id = s.player_id "
    "WHERE s.event_id = :id ORDER BY s.round, s.entrant"
)
_PENALTIES = (
    "SELECT p.number, p.entrant, p.points, p.reason, p.round FROM event_penalties p WHERE p.event_id = :id "
    "ORDER BY p.number"
)
_PAPER = (
    "SELECT p.round, p.table_number, p.points_0, p.points_1, p.points_2, p.points_3, p.deposits, p.chombos_0, "
    "p.chombos_1, p.chombos_2, p.chombos_3 FROM event_paper p WHERE p.event_id = :id ORDER BY p.round, p.table_number"
)
_GAMES = (
    "SELECT l.round, l.table_number, l.game_id, g.ended FROM event_games l JOIN games g ON g.id = l.game_id "
    "WHERE l.event_id = :id"
)
_JOURNAL = "SELECT a.position, a.kind, a.undone FROM event_actions a WHERE a.event_id = :id ORDER BY a.position"
_SIT_OUTS = "SELECT o.round, o.entrant FROM event_sit_outs o WHERE o.event_id = :id ORDER BY o.round, o.entrant"
_STAGES = "SELECT s.number, s.first_round, s.scores FROM event_stages s WHERE s.event_id = :id ORDER BY s.number"
_QUALIFIERS = "SELECT q.stage, q.entrant FROM event_qualifiers q WHERE q.event_id = :id ORDER BY q.stage, q.place"
_STEP = "SELECT a.data FROM event_actions a WHERE a.event_id = :id AND a.position = :position"


def read_event(reader: Reader, event_id: int) -> StoredEvent | None:
    """The event with this id, and all that it holds; None when there is none."""
    found = reader.rows(_EVENT, {"id": event_id})
    if not found:
        return None
    key = {"id": event_id}
    row = found[0]
    event = EventRow(
        int(row[0]),
        row[1],
        str(row[2]),
        _moment(row[3]),
        str(row[4]),
        str(row[5]),
        int(row[6]),
        int(row[7]),
        str(row[8]),
        int(row[9]),
        bool(row[10]),
        None if row[11] is None else int(row[11]),
    )
    qualified: dict[int, list[int]] = {}
    for stage, entrant in reader.rows(_QUALIFIERS, key):
        qualified.setdefault(int(stage), []).append(int(entrant))
    return StoredEvent(
        event,
        [(int(n), str(name), e, c, a, bool(f), t) for n, name, e, c, a, f, t in reader.rows(_ENTRANTS, key)],
        [(int(r), int(t), int(s), int(n)) for r, t, s, n in reader.rows(_SEATS, key)],
        [(int(r), int(n), str(name)) for r, n, name in reader.rows(_SUBSTITUTIONS, key)],
        [(int(n), int(e), int(p), str(why), r) for n, e, p, why, r in reader.rows(_PENALTIES, key)],
        [_paper_row(row) for row in reader.rows(_PAPER, key)],
        {(int(r), int(t)): (int(g), bool(ended)) for r, t, g, ended in reader.rows(_GAMES, key)},
        [(int(p), str(kind), bool(undone)) for p, kind, undone in reader.rows(_JOURNAL, key)],
        [(int(r), int(n)) for r, n in reader.rows(_SIT_OUTS, key)],
        [(int(n), int(f), str(scores), tuple(qualified.get(int(n), ()))) for n, f, scores in reader.rows(_STAGES, key)],
    )


def _paper_row(row: Sequence[Any]) -> tuple[int, int, tuple[int, ...], int, tuple[int, ...]]:
    """A paper result's row as values: its points and chombos as many as its seats (a NULL North: a table of
    three)."""
    round, table, *points, deposits = row[:7]
    seated = tuple(int(p) for p in points if p is not None)
    return int(round), int(table), seated, int(deposits), tuple(int(c) for c in row[7 : 7 + len(seated)])


def read_step(reader: Reader, event_id: int, position: int) -> dict[str, Any]:
    """The data of one step of the event's journal (the record before and after it)."""
    rows = reader.rows(_STEP, {"id": event_id, "position": position})
    try:
        data = json.loads(rows[0][0]) if rows else None
    except ValueError:
        data = None
    if not isinstance(data, dict):
        raise DamagedEvent(
            event_id, Phrase(QT_TR_NOOP("step {position} of its undo history cannot be read"), {"position": position})
        )
    return data


def read_revision(reader: Reader, event_id: int) -> int | None:
    rows = reader.rows("SELECT e.revision FROM events e WHERE e.id = :id", {"id": event_id})
    return int(rows[0][0]) if rows else None


_MARK = (
    "SELECT e.revision, COUNT(g.id), COALESCE(SUM(g.revision), 0), "
    "(SELECT COALESCE(SUM(c.revision), 0) FROM round_clocks c WHERE c.event_id = e.id) FROM events e "
    "LEFT JOIN event_games l ON l.event_id = e.id LEFT JOIN games g ON g.id = l.game_id WHERE e.id = :id "
    "GROUP BY e.id, e.revision"
)


# The rounds' clocks (read by tablekeeper.store.clocks): a clock's columns in the order it reads them.
CLOCKS = (
    "SELECT c.round, c.limit_ms, c.started_at, c.added_ms, c.paused_ms, c.paused_since, c.ended_at "
    "FROM round_clocks c WHERE c.event_id = :e ORDER BY c.round"
)
TABLE_CLOCKS = "SELECT t.round, t.table_number, t.extra_ms FROM table_clocks t WHERE t.event_id = :e"
"""The time of their own the event's tables were given: round, table, milliseconds."""
GAME_TIME = (
    "SELECT c.round, c.limit_ms, c.started_at, c.added_ms, c.paused_ms, c.paused_since, c.ended_at, l.event_id, "
    "l.hands_at_time, (SELECT COUNT(*) FROM hands h WHERE h.game_id = l.game_id), l.table_number, "
    "COALESCE((SELECT t.extra_ms FROM table_clocks t WHERE t.event_id = l.event_id AND t.round = l.round "
    "AND t.table_number = l.table_number), 0) "
    "FROM event_games l JOIN round_clocks c ON c.event_id = l.event_id AND c.round = l.round WHERE l.game_id = :g"
)
HANDS_AT_CALL = (
    "SELECT l.game_id, COALESCE(l.hands_at_time, (SELECT COUNT(*) FROM hands h WHERE h.game_id = l.game_id)) "
    "FROM event_games l WHERE l.event_id = :e AND l.round = :r"
)


def event_mark(reader: Reader, event_id: int) -> tuple[int, ...] | None:
    """What changes whenever the event, one of its games or one of its clocks is written: the event's revision, how
    many games it has, the sum of their revisions (each write of a game adds one to its revision), the sum of its
    clocks' revisions. None: no such event."""
    found = reader.rows(_MARK, {"id": event_id})
    if not found:
        return None
    revision, games, revisions, clocks = found[0]
    return int(revision), int(games), int(revisions), int(clocks)


def list_events(reader: Reader) -> list[tuple[int, str, datetime, str | None, int, int]]:
    """Every event, latest first: id, title, created, rule set's name, players (fillers left out), rounds seated."""
    rows = reader.rows(
        "SELECT e.id, e.title, e.created_at, e.rules_name FROM events e ORDER BY e.created_at DESC, e.id DESC"
    )
    players = dict(
        reader.rows(
            "SELECT n.event_id, count(*) FROM event_entrants n WHERE n.filler = :no GROUP BY n.event_id",
            {"no": False},
        )
    )
    rounds = dict(reader.rows("SELECT s.event_id, max(s.round) FROM event_seats s GROUP BY s.event_id"))
    return [(int(i), str(t), _moment(c), n, int(players.get(i, 0)), int(rounds.get(i) or 0)) for i, t, c, n in rows]


def finished_seats(reader: Reader) -> list[tuple[int, datetime, tuple[str, ...]]]:
    """Every finished game, oldest first: its id, start and its players' names by seat."""
    rows = reader.rows(
        "SELECT g.id, g.started_at, s.seat, p.name FROM games g JOIN seats s ON s.game_id = g.id "
        "JOIN players p ON p.id = s.player_id WHERE g.ended = :yes ORDER BY g.started_at, g.id, s.seat",
        {"yes": True},
    )
    games: dict[int, tuple[datetime, list[str]]] = {}
    for game_id, started, _seat, name in rows:
        games.setdefault(int(game_id), (_moment(started), []))[1].append(str(name))
    return [(game_id, started, tuple(names)) for game_id, (started, names) in games.items()]


def kept_places(reader: Reader, version: int) -> dict[int, dict[int, int]]:
    """The places kept with the finished games' figures of ``version``: game id -> seat -> place."""
    out: dict[int, dict[int, int]] = {}
    rows = reader.rows(
        "SELECT f.game_id, f.seat, f.place FROM seat_figures f WHERE f.version = :version", {"version": version}
    )
    for game_id, seat, place in rows:
        out.setdefault(int(game_id), {})[int(seat)] = int(place)
    return out


def event_moments(reader: Reader) -> dict[int, datetime]:
    """When each event was created (its paper results count from then, in the order of their rounds)."""
    return {int(i): _moment(c) for i, c in reader.rows("SELECT e.id, e.created_at FROM events e")}


def _moment(value: Any) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


__all__ = [
    "DamagedEvent",
    "EventRow",
    "StoredEvent",
    "event_moments",
    "finished_seats",
    "kept_places",
    "list_events",
    "read_event",
    "read_revision",
    "read_step",
]
