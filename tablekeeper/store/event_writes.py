"""Every write of an event, each one transaction: the service hands over what a change changed (the items of the
event's record it takes away or replaces, and those it puts: :mod:`tablekeeper.events.images`), the store writes
those rows only, and the step of the undo journal that holds the same images.

A change is written only if the event's record is still at the revision its writer read; otherwise
:class:`StaleRevision` says so and nothing is written. The revision is the record's own: a table's game linked or
a hand recorded at a table does not move it, so an organiser's penalty or seating is not refused because the tables
are playing. A change that depends on which tables have their game (a paper result, a round seated again, an
undo that would change a table) says which tables (:class:`TablesRead`): it is refused (:class:`TablesMoved`)
when one of those tables opened or lost its game since it was read.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, cast
from uuid import uuid4

from tablekeeper.store import notify
from tablekeeper.store.clocks import take_time_if_called
from tablekeeper.store.database import Database, DatabaseError
from tablekeeper.store.writes import NewGame, StaleRevision, WrittenMeanwhile, _add_game, _player_ids, _table
from tablekeeper.words import tr

if TYPE_CHECKING:
    from sqlalchemy import Connection
    from sqlalchemy.orm import Session

    from tablekeeper.events.images import Image
    from tablekeeper.events.model import EventRecord


class EventGone(DatabaseError):
    """The event is not stored (any more)."""

    def __init__(self, event_id: int) -> None:
        super().__init__(tr("There is no event {event}.").format(event=event_id))
        self.event_id = event_id


class TablesMoved(DatabaseError):
    """A table the change depends on opened its game (or lost it) since the event was read: nothing was written."""

    def __init__(self, event_id: int, round: int, table: int) -> None:
        super().__init__(
            tr("Round {round}, table {table} of event {event} opened its game meanwhile; nothing was stored.").format(
                round=round, table=table, event=event_id
            )
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

    record: EventRecord
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
    from sqlalchemy import insert

    from tablekeeper.store.models import Event

    record = new.record
    with database.writing() as session:
        connection = session.connection()
        row = {
            "uuid": uuid4(),
            "title": record.title,
            "created_at": new.at,
            "rules_json": new.rules_json,
            "rules_name": new.rules_name[:100],
            "substitute_rule": record.substitute_rule.value,
            "substitute_score": record.substitute_score,
            "revision": 0,
        }
        event_id = cast("tuple[int]", connection.execute(insert(_table(Event)), row).inserted_primary_key)[0]
        _write_rows(connection, event_id, record)
    return event_id


def store_change(
    database: Database,
    event_id: int,
    expected_revision: int,
    change: tuple[Image, Image],
    step: EventStep,
    at: datetime,
    tables: TablesRead | None = None,
) -> int:
    """Store a change of the event, ``change`` being the items it takes away or replaces and those it puts (each
    known by its key), and the journal's step, in one transaction, if the event's record is still at
    ``expected_revision`` and the tables the change depends on (``tables``) have still the games they had; its new
    revision."""
    from sqlalchemy import delete, select, update

    from tablekeeper.store.models import Event, EventAction, EventGame

    taken, put = change
    with database.writing() as session:
        stored = _locked_revision(session, event_id)
        if stored != expected_revision:
            raise StaleRevision(event_id, expected_revision, stored)
        connection = session.connection()
        if tables is not None:
            now = connection.execute(
                select(EventGame.round, EventGame.table_number).where(EventGame.event_id == event_id)
            ).all()
            moved = {(int(r), int(t)) for r, t in now} ^ tables.linked
            for round, table in sorted(moved):
                if tables.depends(round, table):
                    raise TablesMoved(event_id, round, table)
        _delete_rows(connection, event_id, (taken, put))
        try:
            _write_rows(connection, event_id, put)
        except _integrity_error() as error:
            raise WrittenMeanwhile from error
        if step.new:
            connection.execute(
                delete(EventAction).where(EventAction.event_id == event_id, EventAction.position >= step.position)
            )
            connection.execute(
                _insert(EventAction),
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
                update(EventAction)
                .where(EventAction.event_id == event_id, EventAction.position == step.position)
                .values(undone=step.undone)
            )
        values: dict[str, object] = {}
        if put.substitute_rule is not None:
            values["substitute_rule"] = put.substitute_rule.value
        if put.substitute_score is not None:
            values["substitute_score"] = put.substitute_score
        connection.execute(update(Event).where(Event.id == event_id).values(revision=stored + 1, **values))
        notify.tell(connection, notify.event_payload(event_id))
    return stored + 1


def link_game(database: Database, event_id: int, round: int, table: int, expected_revision: int, new: NewGame) -> int:
    """The game of a round's table: the one linked already, else ``new`` stored and linked in the same
    transaction, if the event's record is still at ``expected_revision`` (the table's players and its having no
    result kept on paper were read from it). The record's revision stays as it is: the link is the tables'."""
    from sqlalchemy import select

    from tablekeeper.store.models import EventGame

    with database.writing() as session:
        stored = _locked_revision(session, event_id)
        connection = session.connection()
        linked = connection.execute(
            select(EventGame.game_id).where(
                EventGame.event_id == event_id, EventGame.round == round, EventGame.table_number == table
            )
        ).scalar_one_or_none()
        if linked is not None:
            return int(linked)
        if stored != expected_revision:
            raise StaleRevision(event_id, expected_revision, stored)
        game = _add_game(connection, new)
        connection.execute(
            _insert(EventGame), {"event_id": event_id, "round": round, "table_number": table, "game_id": game.id}
        )
        take_time_if_called(connection, game.id)  # a game entered after the call: its first hand is the one in play
        notify.tell(connection, notify.event_payload(event_id))
        return game.id


def _locked_revision(session: Session, event_id: int) -> int:
    from sqlalchemy import select

    from tablekeeper.store.models import Event

    stored = session.execute(select(Event.revision).where(Event.id == event_id).with_for_update()).scalar_one_or_none()
    if stored is None:
        raise EventGone(event_id)
    return int(stored)


def _integrity_error() -> type[Exception]:
    from sqlalchemy.exc import IntegrityError

    return IntegrityError


def _insert(model: Any) -> Any:
    from sqlalchemy import insert

    return insert(_table(model))


def _delete_rows(connection: Connection, event_id: int, images: tuple[Image, Image]) -> None:
    """Delete the rows of the items of either image (by their keys): the before-image's are taken away or replaced,
    the after-image's are then written."""
    from sqlalchemy import and_, delete, or_

    from tablekeeper.store.models import EventEntrant, EventPaper, EventPenalty, EventSeat, EventSubstitution

    entrants = {e.number for image in images for e in image.entrants}
    rounds = {r.round for image in images for r in image.rounds}
    substitutions = {(s.round, s.entrant) for image in images for s in image.substitutions}
    penalties = {p.number for image in images for p in image.penalties}
    paper = {(p.round, p.table) for image in images for p in image.paper}
    wheres: list[tuple[Any, Any]] = [
        (EventEntrant, EventEntrant.number.in_(entrants) if entrants else None),
        (EventSeat, EventSeat.round.in_(rounds) if rounds else None),
        (
            EventSubstitution,
            or_(*(and_(EventSubstitution.round == r, EventSubstitution.entrant == n) for r, n in substitutions))
            if substitutions
            else None,
        ),
        (EventPenalty, EventPenalty.number.in_(penalties) if penalties else None),
        (
            EventPaper,
            or_(*(and_(EventPaper.round == r, EventPaper.table_number == t) for r, t in paper)) if paper else None,
        ),
    ]
    for model, where in wheres:
        if where is not None:
            connection.execute(delete(model).where(model.event_id == event_id, where))


def _write_rows(connection: Connection, event_id: int, record: EventRecord | Image) -> None:
    """The rows of the items of the event's record, or of an image of some (none of them stored)."""
    from tablekeeper.store.models import EventEntrant, EventPaper, EventPenalty, EventSeat, EventSubstitution

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
                    **{f"points_{seat}": points for seat, points in enumerate(p.points)},
                    **{f"chombos_{seat}": count for seat, count in enumerate(p.chombos)},
                }
                for p in record.paper
            ],
        ),
    ]
    for model, values in rows:
        if values:
            connection.execute(_insert(model), values)


__all__ = ["EventGone", "EventStep", "NewEvent", "TablesMoved", "TablesRead", "add_event", "link_game", "store_change"]
