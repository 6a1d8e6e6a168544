"""Revision 0010 rewrites an event's undo journal, whose steps held the whole record before and after each change,
into the images of only what each change changed; the undo and redo of an old step do exactly as before, and the
downgrade writes the whole records back."""

from __future__ import annotations

import itertools
import json
from typing import Any

from alembic import command
from sqlalchemy import text

from tablekeeper.events.model import EventRecord, Penalty
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session
from tablekeeper.service.events import EventView
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config
from tests.first_form import stamp_back

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana", "Ivo"]


def _first_form(record: EventRecord) -> dict[str, Any]:
    """A record as the journal's first form wrote it (events.record.to_data before revision 0010)."""
    return {
        "entrants": [
            {"number": e.number, "name": e.name, "ema": e.ema, "country": e.country, "absent_from": e.absent_from}
            | ({"filler": True} if e.filler else {})
            for e in record.entrants
        ],
        "rounds": [
            {"round": r.round, "tables": [{"table": t.table, "seats": list(t.seats)} for t in r.tables]}
            for r in record.rounds
        ],
        "substitutions": [{"round": s.round, "entrant": s.entrant, "name": s.substitute} for s in record.substitutions],
        "penalties": [
            {"number": p.number, "entrant": p.entrant, "points": p.points, "reason": p.reason, "round": p.round}
            for p in record.penalties
        ],
        "paper": [
            {
                "round": p.round,
                "table": p.table,
                "points": list(p.points),
                "deposits": p.deposits,
                "chombos": list(p.chombos),
            }
            for p in record.paper
        ],
        "substitute_rule": record.substitute_rule.value,
        "substitute_score": record.substitute_score,
    }


def _journal(url: str) -> list[tuple[int, bool, Any]]:
    engine = make_engine(resolve_url(url))
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT position, undone, data FROM event_actions ORDER BY position")).all()
    finally:
        engine.dispose()
    return [(int(p), bool(u), json.loads(d)) for p, u, d in rows]


def _an_event_of_the_first_form(url: str) -> list[EventView]:
    """An event of six changes, the last one undone, its journal written as revision 0009 held it; its views, from
    its creation to its last change."""
    with Session.open(url) as service:
        views = [service.events.create_event("Cup", RuleSet(), NAMES[:8])]
        event = views[0].id
        views.append(service.events.import_seating(event, "1,1,1,2,3,4\n1,2,5,6,7,8\n2,1,1,5,2,6\n2,2,3,7,4,8\n"))
        views.append(service.events.substitute(event, 1, 2, "Zed"))
        views.append(service.events.add_penalty(event, 3, -20_000, "late", round=1))
        views.append(service.events.enter_paper_result(event, 1, 2, (40_000, 30_000, 20_000, 9_000), deposits=1))
        views.append(service.events.add_players(event, ["Ivo"]))
        views.append(service.events.mark_absent(event, 8, 2))  # round 2 goes with it: seated again without them
        service.events.undo_event(event)
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            for position, (before, after) in enumerate(itertools.pairwise(views)):
                data = {"before": _first_form(before.record), "after": _first_form(after.record)}
                connection.execute(
                    text("UPDATE event_actions SET data = :d WHERE position = :p"),
                    {"d": json.dumps(data), "p": position},
                )
            stamp_back(connection, "0009")
    finally:
        engine.dispose()
    return views


def test_revision_0010_keeps_only_what_each_change_changed_and_undoes_exactly_as_before(database_url: str) -> None:
    views = _an_event_of_the_first_form(database_url)
    first_form = _journal(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        event = views[0].id
        journal = _journal(database_url)
        # The penalty's step holds the penalty, nothing else; the absence's the entrant and the round dropped.
        assert journal[2][2] == {
            "form": 2,
            "before": {},
            "after": {"penalties": [{"number": 1, "entrant": 3, "points": -20_000, "reason": "late", "round": 1}]},
        }
        assert journal[5][2]["before"].keys() == {"entrants", "rounds"}
        assert [r["round"] for r in journal[5][2]["before"]["rounds"]] == [2]
        assert views[3].record.penalties == (Penalty(1, 3, -20_000, "late", 1),)
        # Undone and redone step by step, the event is each time exactly as it was.
        now = service.events.event(event)
        assert now.record == views[5].record and now.can_redo == "Hana absent from round 2 on"
        assert service.events.redo_event(event).record == views[6].record
        for before in reversed(views[:-1]):
            assert service.events.undo_event(event).record == before.record
        for after in views[1:]:
            assert service.events.redo_event(event).record == after.record
        for _ in range(len(views) - 2):
            service.events.undo_event(event)
        assert service.events.event(event).record == views[1].record
    # Downgraded, the journal holds the whole records again, as the first form wrote them.
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0009")
    finally:
        engine.dispose()
    again = _journal(database_url)
    assert [(p, data) for p, _undone, data in again] == [(p, data) for p, _undone, data in first_form]
    assert [undone for _p, undone, _data in again] == [False] + [True] * 5
