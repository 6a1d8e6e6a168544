"""the events' undo journal keeps what each change changed: ``event_actions.data`` rewritten

Each step of an event's journal held the whole record before and after the change (every entrant, round, penalty
and paper result, twice: a thousand changes made 119 MB). It now holds the images of only the items the change
took away or replaced and those it put (``{"form": 2, "before": {...}, "after": {...}}``, each a record's sections
holding only those items, each known by its key: an entrant by number, a round by its round, a substitution by
round and entrant, a penalty by number, a paper result by round and table; the substitute rule and score only if
changed). Every step stored is rewritten so, once: the undo or redo of an old step does exactly as before. A step
that cannot be read is left as it was (its undo says so, as before).

The downgrade writes the whole records back, walked from the event as stored: back through the steps done, and
forward through those undone.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-02 10:00:00.000000
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

FORM = 2

# The key of an item of each section, as the journal's JSON writes it (the forms of the items are unchanged).
_KEYS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "entrants": lambda e: e["number"],
    "rounds": lambda r: r["round"],
    "substitutions": lambda s: (s["round"], s["entrant"]),
    "penalties": lambda p: p["number"],
    "paper": lambda p: (p["round"], p["table"]),
}
_SCALARS = ("substitute_rule", "substitute_score")


def _images(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The new form of a step, from the whole records before and after it."""
    taken: dict[str, Any] = {}
    put: dict[str, Any] = {}
    for name, key in _KEYS.items():
        old = {_hashable(key(item)): item for item in before[name]}
        new = {_hashable(key(item)): item for item in after[name]}
        changed = sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))
        if any(k in old for k in changed):
            taken[name] = [old[k] for k in changed if k in old]
        if any(k in new for k in changed):
            put[name] = [new[k] for k in changed if k in new]
    for name in _SCALARS:
        if before[name] != after[name]:
            taken[name], put[name] = before[name], after[name]
    return {"form": FORM, "before": taken, "after": put}


def _applied(record: dict[str, Any], out: dict[str, Any], put: dict[str, Any]) -> dict[str, Any]:
    """A whole record with the items of ``out`` taken out (by key) and those of ``put`` put."""
    changed = dict(record)
    for name, key in _KEYS.items():
        held = {_hashable(key(item)): item for item in record[name]}
        for item in (*out.get(name, ()), *put.get(name, ())):
            held.pop(_hashable(key(item)), None)
        held.update((_hashable(key(item)), item) for item in put.get(name, ()))
        changed[name] = [held[k] for k in sorted(held)]
    for name in _SCALARS:
        if name in put:
            changed[name] = put[name]
    return changed


def _hashable(key: Any) -> Any:
    return tuple(key) if isinstance(key, list) else key


def _read(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return None


def upgrade() -> None:
    connection = op.get_bind()
    rows = connection.execute(sa.text("SELECT id, data FROM event_actions")).all()
    for action_id, text in rows:
        data = _read(text)
        if isinstance(data, dict) and data.get("form") == FORM:
            continue
        try:
            new = _images(data["before"], data["after"])
        except (KeyError, TypeError, AttributeError):
            continue  # unreadable: left as it is
        connection.execute(
            sa.text("UPDATE event_actions SET data = :data WHERE id = :id"),
            {"id": action_id, "data": json.dumps(new, ensure_ascii=False, separators=(",", ":"))},
        )


def _stored_record(connection: sa.Connection, event_id: int) -> dict[str, Any]:
    """An event's record as its rows hold it, in the journal's JSON form."""
    key = {"e": event_id}

    def rows(sql: str) -> list[Any]:
        return list(connection.execute(sa.text(sql), key).all())

    (rule, score), *_ = rows("SELECT substitute_rule, substitute_score FROM events WHERE id = :e")
    entrants = [
        {"number": n, "name": name, "ema": ema, "country": country, "absent_from": absent}
        | ({"filler": True} if filler else {})
        for n, name, ema, country, absent, filler in rows(
            "SELECT n.number, p.name, n.ema, n.country, n.absent_from, n.filler FROM event_entrants n "
            "JOIN players p ON p.id = n.player_id WHERE n.event_id = :e ORDER BY n.number"
        )
    ]
    tables: dict[int, dict[int, list[int]]] = {}
    for r, t, _seat, entrant in rows(
        "SELECT round, table_number, seat, entrant FROM event_seats WHERE event_id = :e "
        "ORDER BY round, table_number, seat"
    ):
        tables.setdefault(r, {}).setdefault(t, []).append(entrant)
    seated = [
        {"round": r, "tables": [{"table": t, "seats": seats} for t, seats in each.items()]}
        for r, each in tables.items()
    ]
    substitutions = [
        {"round": r, "entrant": n, "name": name}
        for r, n, name in rows(
            "SELECT s.round, s.entrant, p.name FROM event_substitutions s JOIN players p ON p.id = s.player_id "
            "WHERE s.event_id = :e ORDER BY s.round, s.entrant"
        )
    ]
    penalties = [
        {"number": n, "entrant": e, "points": points, "reason": reason, "round": r}
        for n, e, points, reason, r in rows(
            "SELECT number, entrant, points, reason, round FROM event_penalties WHERE event_id = :e ORDER BY number"
        )
    ]
    paper = [
        {"round": r, "table": t, "points": [a, b, c, d], "deposits": dep, "chombos": [w, x, y, z]}
        for r, t, a, b, c, d, dep, w, x, y, z in rows(
            "SELECT round, table_number, points_0, points_1, points_2, points_3, deposits, chombos_0, chombos_1, "
            "chombos_2, chombos_3 FROM event_paper WHERE event_id = :e ORDER BY round, table_number"
        )
    ]
    return {
        "entrants": entrants,
        "rounds": seated,
        "substitutions": substitutions,
        "penalties": penalties,
        "paper": paper,
        "substitute_rule": rule,
        "substitute_score": score,
    }


def downgrade() -> None:
    connection = op.get_bind()
    events = connection.execute(sa.text("SELECT DISTINCT event_id FROM event_actions")).scalars().all()
    for event_id in events:
        steps = connection.execute(
            sa.text("SELECT id, undone, data FROM event_actions WHERE event_id = :e ORDER BY position"),
            {"e": event_id},
        ).all()
        current = _stored_record(connection, event_id)
        whole: dict[int, dict[str, Any]] = {}
        record = current
        for action_id, _undone, text in reversed([s for s in steps if not s[1]]):  # back from the event as it is
            data = _read(text)
            if not isinstance(data, dict) or data.get("form") != FORM:
                break
            before = _applied(record, data["after"], data["before"])
            whole[action_id], record = {"before": before, "after": record}, before
        record = current
        for action_id, _undone, text in [s for s in steps if s[1]]:  # forward through the steps undone
            data = _read(text)
            if not isinstance(data, dict) or data.get("form") != FORM:
                break
            after = _applied(record, data["before"], data["after"])
            whole[action_id], record = {"before": record, "after": after}, after
        for action_id, data in whole.items():
            connection.execute(
                sa.text("UPDATE event_actions SET data = :data WHERE id = :id"),
                {"id": action_id, "data": json.dumps(data, ensure_ascii=False)},
            )
