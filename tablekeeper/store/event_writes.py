"""Every write of an event, each one transaction: the service hands over what a change changed (the items of the
event's record it takes away or replaces, and those it puts: :mod:`tablekeeper.events.images`), the store writes
those rows only, and the step of the undo journal that holds the same images.

A change is written only if the event's record is still at the revision its writer read; otherwise
:class:`StaleRevision` says so and nothing is written. The revision is the record's own: a table's game linked or
a hand recorded at a table does not move it, so an organiser's penalty or seating is not refused because the tables
are playing. A change that depends on which tables have their game (a paper result, a round seated again, an
undo that would change a table) says which tables (:class:`TablesRead`): it is refused (:class:`TablesMoved`)
when one of those tables opened or lost its game since it was read.

The store reads the domain's values by their attributes only (:class:`EventItems`, :class:`EventChange`,
:class:`EventRecordRows`: what it writes of them); the domain is not imported. One style of statement, as every
write of the store: Core statements on the tables' columns (:func:`tablekeeper.store.models.table`), run on the
transaction's connection.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any, Protocol, cast
from uuid import uuid4

from sqlalchemy import Connection, Table, and_, delete, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from tablekeeper.errors import DatabaseError
from tablekeeper.store import notify
from tablekeeper.store.clock_writes import take_time_if_called
from tablekeeper.store.database import Database
from tablekeeper.store.models import (
    Event,
    EventAction,
    EventEntrant,
    EventGame,
    EventPaper,
    EventPenalty,
    EventQualifier,
    EventSeat,
    EventSitOut,
    EventStage,
    EventSubstitution,
    table,
)
from tablekeeper.store.writes import NewGame, StaleRevision, WrittenMeanwhile, _add_game, _player_ids
from tablekeeper.words import QT_TR_NOOP

PAPER_SEATS = 4
"""The seats a paper result's row has columns for (``points_0`` to ``points_3``): a table of three leaves the last
NULL."""


class _Entrant(Protocol):
    @property
    def number(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def ema(self) -> str | None: ...
    @property
    def country(self) -> str | None: ...
    @property
    def absent_from(self) -> int | None: ...
    @property
    def filler(self) -> bool: ...
    @property
    def team(self) -> str | None: ...


class _Table(Protocol):
    @property
    def table(self) -> int: ...
    @property
    def seats(self) -> Sequence[int]: ...


class _Round(Protocol):
    @property
    def round(self) -> int: ...
    @property
    def tables(self) -> Sequence[_Table]: ...
    @property
    def sitting_out(self) -> Sequence[int]: ...


class _Stage(Protocol):
    @property
    def number(self) -> int: ...
    @property
    def first_round(self) -> int: ...
    @property
    def qualified(self) -> Sequence[int]: ...
    @property
    def scores(self) -> StrEnum: ...


class _Substitution(Protocol):
    @property
    def round(self) -> int: ...
    @property
    def entrant(self) -> int: ...
    @property
    def substitute(self) -> str: ...


class _Penalty(Protocol):
    @property
    def number(self) -> int: ...
    @property
    def entrant(self) -> int: ...
    @property
    def points(self) -> int: ...
    @property
    def reason(self) -> str: ...
    @property
    def round(self) -> int | None: ...


class _Paper(Protocol):
    @property
    def round(self) -> int: ...
    @property
    def table(self) -> int: ...
    @property
    def points(self) -> Sequence[int]: ...
    @property
    def deposits(self) -> int: ...
    @property
    def chombos(self) -> Sequence[int]: ...


class EventItems(Protocol):
    """The items of an event the store keeps in rows of their own (entrants, seatings, substitutions, penalties,
    results on paper), as the domain's record (``events.model.EventRecord``) and its images of some of them
    (``events.images.Image``) hold them."""

    @property
    def entrants(self) -> Sequence[_Entrant]: ...
    @property
    def rounds(self) -> Sequence[_Round]: ...
    @property
    def substitutions(self) -> Sequence[_Substitution]: ...
    @property
    def penalties(self) -> Sequence[_Penalty]: ...
    @property
    def paper(self) -> Sequence[_Paper]: ...
    @property
    def stages(self) -> Sequence[_Stage]: ...


class EventRecordRows(EventItems, Protocol):
    """A whole event's record, as stored with a new event (``events.model.EventRecord``)."""

    @property
    def title(self) -> str: ...
    @property
    def substitute_rule(self) -> StrEnum: ...
    @property
    def substitute_score(self) -> int: ...
    @property
    def team_score(self) -> StrEnum: ...
    @property
    def days(self) -> int: ...
    @property
    def championship(self) -> bool: ...
    @property
    def sit_out_score(self) -> int | None: ...


class SitOutScoreRow(Protocol):
    """What a round sat out counts, as a change sets it (``events.model.SitOutScore``; None: nothing)."""

    @property
    def points(self) -> int | None: ...


class EventChange(EventItems, Protocol):
    """An image of some of an event's items (``events.images.Image``), with the event's own settings it changes
    (None: unchanged)."""

    @property
    def substitute_rule(self) -> StrEnum | None: ...
    @property
    def substitute_score(self) -> int | None: ...
    @property
    def team_score(self) -> StrEnum | None: ...
    @property
    def days(self) -> int | None: ...
    @property
    def championship(self) -> bool | None: ...
    @property
    def sit_out_score(self) -> SitOutScoreRow | None: ...


class EventGone(DatabaseError):
    """The event is not stored (any more)."""

    def __init__(self, event_id: int) -> None:
        super().__init__(QT_TR_NOOP("There is no event {event}."), event=event_id)
        self.event_id = event_id


class TablesMoved(DatabaseError):
    """A table the change depends on opened its game (or lost it) since the event was read: nothing was written."""

    def __init__(self, event_id: int, round: int, table: int) -> None:
        super().__init__(
            QT_TR_NOOP("Round {round}, table {table} of event {event} opened its game meanwhile; nothing was stored."),
            round=round,
            table=table,
            event=event_id,
        )
        self.event_id, self.round, self.table = event_id, round, table


@dataclass(frozen=True, slots=True)
class TablesRead:
    """What a change depends on of the event's tables: the tables it looks at (``depends``, given a round and a
    table), and which of all tables had their game linked when the event was read."""

    linked: frozenset[tuple[int, int]]
    depends: Callable[[int, int], bool]


@dataclass(frozen=True, slots=True)
class NewEvent:
    """An event to store: its own row, and its first record."""

    record: EventRecordRows
    rules_json: str
    rules_name: str
    at: datetime


@dataclass(frozen=True, slots=True)
class EventStep:
    """One step of an event's undo journal: a new change (``new``: the undone steps after it go), or an undo or
    redo of the step at ``position`` (``undone`` says which)."""

    position: int
    kind: str
    data: Mapping[str, Any]
    undone: bool
    new: bool


def add_event(database: Database, new: NewEvent) -> int:
    """Store a new event and its players in one transaction; its number."""
    record = new.record
    with database.write_transaction() as connection:
        row = {
            "uuid": uuid4(),
            "title": record.title,
            "created_at": new.at,
            "rules_json": new.rules_json,
            "rules_name": new.rules_name[:100],
            "substitute_rule": record.substitute_rule.value,
            "substitute_score": record.substitute_score,
            "team_score": record.team_score.value,
            "days": record.days,
            "championship": record.championship,
            "sit_out_score": record.sit_out_score,
            "revision": 0,
        }
        event_id = cast("tuple[int]", connection.execute(insert(table(Event)), row).inserted_primary_key)[0]
        _write_rows(connection, event_id, record)
    return event_id


def store_change(
    database: Database,
    event_id: int,
    expected_revision: int,
    change: tuple[EventChange, EventChange],
    step: EventStep,
    at: datetime,
    tables: TablesRead | None = None,
) -> int:
    """Store a change of the event, ``change`` being the items it takes away or replaces and those it puts (each
    known by its key), and the journal's step, in one transaction, if the event's record is still at
    ``expected_revision`` and the tables the change depends on (``tables``) have still the games they had; its new
    revision."""
    links, steps = table(EventGame).c, table(EventAction)
    taken, put = change
    with database.write_transaction() as connection:
        stored = _locked_revision(connection, event_id)
        if stored != expected_revision:
            raise StaleRevision(event_id, expected_revision, stored)
        if tables is not None:
            now = connection.execute(select(links.round, links.table_number).where(links.event_id == event_id)).all()
            moved = {(int(r), int(t)) for r, t in now} ^ tables.linked
            for round, table_number in sorted(moved):
                if tables.depends(round, table_number):
                    raise TablesMoved(event_id, round, table_number)
        _delete_rows(connection, event_id, (taken, put))
        try:
            _write_rows(connection, event_id, put)
        except IntegrityError as error:
            raise WrittenMeanwhile from error
        if step.new:
            connection.execute(delete(steps).where(steps.c.event_id == event_id, steps.c.position >= step.position))
            connection.execute(
                insert(steps),
                {
                    "event_id": event_id,
                    "position": step.position,
                    "kind": step.kind,
                    "data": json.dumps(step.data, ensure_ascii=False, separators=(",", ":")),
                    "undone": False,
                    "done_at": at,
                },
            )
        else:
            connection.execute(
                update(steps)
                .where(steps.c.event_id == event_id, steps.c.position == step.position)
                .values(undone=step.undone)
            )
        values: dict[str, object] = {}
        if put.substitute_rule is not None:
            values["substitute_rule"] = put.substitute_rule.value
        if put.substitute_score is not None:
            values["substitute_score"] = put.substitute_score
        if put.team_score is not None:
            values["team_score"] = put.team_score.value
        for name in ("days", "championship"):
            if getattr(put, name) is not None:
                values[name] = getattr(put, name)
        if put.sit_out_score is not None:
            values["sit_out_score"] = put.sit_out_score.points
        events = table(Event)
        connection.execute(update(events).where(events.c.id == event_id).values(revision=stored + 1, **values))
        notify.tell(connection, notify.event_payload(event_id))
    return stored + 1


def link_game(
    database: Database, event_id: int, round: int, table_number: int, expected_revision: int, new: NewGame
) -> int:
    """The game of a round's table: the one linked already, else ``new`` stored and linked in the same
    transaction, if the event's record is still at ``expected_revision`` (the table's players and its having no
    result kept on paper were read from it). The record's revision stays as it is: the link is the tables'."""
    links = table(EventGame)
    with database.write_transaction() as connection:
        stored = _locked_revision(connection, event_id)
        linked = connection.execute(
            select(links.c.game_id).where(
                links.c.event_id == event_id, links.c.round == round, links.c.table_number == table_number
            )
        ).scalar_one_or_none()
        if linked is not None:
            return int(linked)
        if stored != expected_revision:
            raise StaleRevision(event_id, expected_revision, stored)
        game = _add_game(connection, new)
        connection.execute(
            insert(links), {"event_id": event_id, "round": round, "table_number": table_number, "game_id": game.id}
        )
        take_time_if_called(connection, game.id)  # a game entered after the call: its first hand is the one in play
        notify.tell(connection, notify.event_payload(event_id))
        return game.id


def _locked_revision(connection: Connection, event_id: int) -> int:
    events = table(Event).c
    stored = connection.execute(
        select(events.revision).where(events.id == event_id).with_for_update()
    ).scalar_one_or_none()
    if stored is None:
        raise EventGone(event_id)
    return int(stored)


def _delete_rows(connection: Connection, event_id: int, images: tuple[EventItems, EventItems]) -> None:
    """Delete the rows of the items of either image (by their keys): the before-image's are taken away or replaced,
    the after-image's are then written."""
    entrant, seat, substitution, penalty, paper_rows, sit_out, stage, qualifier = (
        table(m).c
        for m in (
            EventEntrant,
            EventSeat,
            EventSubstitution,
            EventPenalty,
            EventPaper,
            EventSitOut,
            EventStage,
            EventQualifier,
        )
    )
    entrants = {e.number for image in images for e in image.entrants}
    rounds = {r.round for image in images for r in image.rounds}
    substitutions = {(s.round, s.entrant) for image in images for s in image.substitutions}
    penalties = {p.number for image in images for p in image.penalties}
    paper = {(p.round, p.table) for image in images for p in image.paper}
    stages = {s.number for image in images for s in image.stages}
    wheres: list[tuple[Any, Any]] = [
        (EventEntrant, entrant.number.in_(entrants) if entrants else None),
        (EventSeat, seat.round.in_(rounds) if rounds else None),
        (EventSitOut, sit_out.round.in_(rounds) if rounds else None),
        (EventStage, stage.number.in_(stages) if stages else None),
        (EventQualifier, qualifier.stage.in_(stages) if stages else None),
        (
            EventSubstitution,
            or_(*(and_(substitution.round == r, substitution.entrant == n) for r, n in substitutions))
            if substitutions
            else None,
        ),
        (EventPenalty, penalty.number.in_(penalties) if penalties else None),
        (
            EventPaper,
            or_(*(and_(paper_rows.round == r, paper_rows.table_number == t) for r, t in paper)) if paper else None,
        ),
    ]
    for model, where in wheres:
        if where is not None:
            rows: Table = table(model)
            connection.execute(delete(rows).where(rows.c.event_id == event_id, where))


def _write_rows(connection: Connection, event_id: int, record: EventItems) -> None:
    """The rows of the items of the event's record, or of an image of some (none of them stored)."""
    names = [e.name for e in record.entrants] + [s.substitute for s in record.substitutions]
    ids = dict(zip(names, _player_ids(connection, names), strict=True)) if names else {}
    rows: list[tuple[Any, list[dict[str, Any]]]] = [
        (
            EventEntrant,
            [
                {
                    "event_id": event_id,
                    "number": e.number,
                    "player_id": ids[e.name],
                    "ema": e.ema,
                    "country": e.country,
                    "absent_from": e.absent_from,
                    "filler": e.filler,
                    "team": e.team,
                }
                for e in record.entrants
            ],
        ),
        (
            EventSeat,
            [
                {"event_id": event_id, "round": r.round, "table_number": t.table, "seat": seat, "entrant": number}
                for r in record.rounds
                for t in r.tables
                for seat, number in enumerate(t.seats)
            ],
        ),
        (
            EventSitOut,
            [{"event_id": event_id, "round": r.round, "entrant": n} for r in record.rounds for n in r.sitting_out],
        ),
        (
            EventStage,
            [
                {"event_id": event_id, "number": s.number, "first_round": s.first_round, "scores": s.scores.value}
                for s in record.stages
            ],
        ),
        (
            EventQualifier,
            [
                {"event_id": event_id, "stage": s.number, "place": place, "entrant": n}
                for s in record.stages
                for place, n in enumerate(s.qualified, start=1)
            ],
        ),
        (
            EventSubstitution,
            [
                {"event_id": event_id, "round": s.round, "entrant": s.entrant, "player_id": ids[s.substitute]}
                for s in record.substitutions
            ],
        ),
        (
            EventPenalty,
            [
                {
                    "event_id": event_id,
                    "number": p.number,
                    "entrant": p.entrant,
                    "points": p.points,
                    "reason": p.reason,
                    "round": p.round,
                }
                for p in record.penalties
            ],
        ),
        (
            EventPaper,
            [
                {
                    "event_id": event_id,
                    "round": p.round,
                    "table_number": p.table,
                    "deposits": p.deposits,
                    # A table of three leaves its North NULL (and its chombos 0): every row names every column.
                    **{f"points_{seat}": None for seat in range(PAPER_SEATS)},
                    **{f"chombos_{seat}": 0 for seat in range(PAPER_SEATS)},
                    **{f"points_{seat}": points for seat, points in enumerate(p.points)},
                    **{f"chombos_{seat}": count for seat, count in enumerate(p.chombos)},
                }
                for p in record.paper
            ],
        ),
    ]
    for model, values in rows:
        if values:
            connection.execute(insert(table(model)), values)


__all__ = [
    "EventChange",
    "EventGone",
    "EventItems",
    "EventRecordRows",
    "EventStep",
    "NewEvent",
    "TablesMoved",
    "TablesRead",
    "add_event",
    "link_game",
    "store_change",
]
