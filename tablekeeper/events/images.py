"""What one change of an event changed, as the event's undo journal keeps it: the items of the record it took
away or replaced (its before-image) and those it put (its after-image), nothing else (DESIGN.md, principle 1: the
journal keeps the inputs it replaced and the inputs it put). An undo takes the after-image's items out and puts
the before-image's back; a redo the other way round. A penalty given to an event of a thousand penalties is one
penalty in its step, not the thousand.

A record's items are kept by section, each item known by its key: an entrant by their number, a round's seating
by its round, a substitution by its round and entrant, a penalty by its number, a paper result by its round and
table. The substitute rule and score, the team score, the days, the championship and the sit-out score are the
event's own; an image holds them only where a change changed them (the sit-out score wrapped,
:class:`~tablekeeper.events.model.SitOutScore`, since its "nothing counted" is None).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from tablekeeper.events.model import (
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    SitOutScore,
    Stage,
    StageScores,
    SubstituteRule,
    Substitution,
    TableSeating,
    TeamScore,
)
from tablekeeper.rules.ruleset import PLAYER_COUNTS

FORM = 2
"""The form of a journal step's data: 2, the images of what the change changed (revision 0010 rewrote the steps
of the first form, which held the whole record before and after, into it)."""


@dataclass(frozen=True, slots=True)
class Image:
    """Some items of a record, by section (in the order of their keys), and its substitute rule and score where
    the image holds them (None: not changed)."""

    entrants: tuple[Entrant, ...] = ()
    rounds: tuple[RoundSeating, ...] = ()
    stages: tuple[Stage, ...] = ()
    substitutions: tuple[Substitution, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    paper: tuple[PaperResult, ...] = ()
    substitute_rule: SubstituteRule | None = None
    substitute_score: int | None = None
    team_score: TeamScore | None = None
    days: int | None = None
    championship: bool | None = None
    sit_out_score: SitOutScore | None = None


@dataclass(frozen=True, slots=True)
class StepImages:
    """One step of the journal: what the change took away or replaced, and what it put."""

    before: Image
    after: Image


@dataclass(frozen=True, slots=True)
class _Section:
    name: str
    key: Callable[[Any], Any]
    to_data: Callable[[Any], dict[str, Any]]
    from_data: Callable[[Mapping[str, Any]], Any]


def _seated(values: Iterable[Any]) -> tuple[int, ...]:
    """A table's values by seat (entrants, points, chombos): one a seat of a table of three or four."""
    out = tuple(int(v) for v in values)
    if len(out) not in PLAYER_COUNTS:
        raise ValueError(f"{len(out)} seats")
    return out


SECTIONS = (
    _Section(
        "entrants",
        lambda e: e.number,
        lambda e: (
            {"number": e.number, "name": e.name, "ema": e.ema, "country": e.country, "absent_from": e.absent_from}
            | ({"filler": True} if e.filler else {})
            | ({"team": e.team} if e.team is not None else {})
        ),
        lambda e: Entrant(
            int(e["number"]),
            str(e["name"]),
            e.get("ema"),
            e.get("country"),
            e.get("absent_from"),
            bool(e.get("filler", False)),
            None if e.get("team") is None else str(e["team"]),
        ),
    ),
    _Section(
        "rounds",
        lambda r: r.round,
        lambda r: (
            {"round": r.round, "tables": [{"table": t.table, "seats": list(t.seats)} for t in r.tables]}
            | ({"sitting_out": list(r.sitting_out)} if r.sitting_out else {})
        ),
        lambda r: RoundSeating(
            int(r["round"]),
            tuple(TableSeating(int(t["table"]), _seated(t["seats"])) for t in r["tables"]),
            tuple(int(n) for n in r.get("sitting_out", ())),
        ),
    ),
    _Section(
        "stages",
        lambda s: s.number,
        lambda s: {
            "number": s.number,
            "first_round": s.first_round,
            "qualified": list(s.qualified),
            "scores": s.scores.value,
        },
        lambda s: Stage(
            int(s["number"]), int(s["first_round"]), tuple(int(n) for n in s["qualified"]), StageScores(s["scores"])
        ),
    ),
    _Section(
        "substitutions",
        lambda s: (s.round, s.entrant),
        lambda s: {"round": s.round, "entrant": s.entrant, "name": s.substitute},
        lambda s: Substitution(int(s["round"]), int(s["entrant"]), str(s["name"])),
    ),
    _Section(
        "penalties",
        lambda p: p.number,
        lambda p: {"number": p.number, "entrant": p.entrant, "points": p.points, "reason": p.reason, "round": p.round},
        lambda p: Penalty(int(p["number"]), int(p["entrant"]), int(p["points"]), str(p["reason"]), p.get("round")),
    ),
    _Section(
        "paper",
        lambda p: (p.round, p.table),
        lambda p: {
            "round": p.round,
            "table": p.table,
            "points": list(p.points),
            "deposits": p.deposits,
            "chombos": list(p.chombos),
        },
        lambda p: PaperResult(
            int(p["round"]), int(p["table"]), _seated(p["points"]), int(p["deposits"]), _seated(p["chombos"])
        ),
    ),
)
_SCALARS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    "substitute_rule": (lambda rule: rule.value, SubstituteRule),
    "substitute_score": (int, int),
    "team_score": (lambda score: score.value, TeamScore),
    "days": (int, int),
    "championship": (bool, bool),
    "sit_out_score": (
        lambda score: {"points": score.points},
        lambda data: SitOutScore(None if data["points"] is None else int(data["points"])),
    ),
}
"""The event's own settings an image holds where a change changed them: each as JSON data, and back."""


def _held(record: EventRecord, name: str) -> Any:
    """The record's setting ``name`` as an image holds it (the sit-out score wrapped)."""
    value = getattr(record, name)
    return SitOutScore(value) if name == "sit_out_score" else value


def _unheld(name: str, value: Any) -> Any:
    """An image's setting ``name`` as the record holds it."""
    return value.points if name == "sit_out_score" else value


def difference(before: EventRecord, after: EventRecord) -> StepImages:
    """The images of the change from ``before`` to ``after``: in each section the items whose key is in either
    record and which are not the same in both, as each record has them."""
    taken: dict[str, Any] = {}
    put: dict[str, Any] = {}
    for section in SECTIONS:
        old = {section.key(item): item for item in getattr(before, section.name)}
        new = {section.key(item): item for item in getattr(after, section.name)}
        changed = sorted(key for key in old.keys() | new.keys() if old.get(key) != new.get(key))
        taken[section.name] = tuple(old[key] for key in changed if key in old)
        put[section.name] = tuple(new[key] for key in changed if key in new)
    for name in _SCALARS:
        if getattr(before, name) != getattr(after, name):
            taken[name], put[name] = _held(before, name), _held(after, name)
    return StepImages(Image(**taken), Image(**put))


def restored(record: EventRecord, step: StepImages, *, back: bool) -> EventRecord:
    """The record with the step taken back (``back``: the after-image's items taken out, the before-image's put
    back) or made again. ValueError when the record does not hold what the step says it holds now (a journal
    that does not match its event: nothing is to be made of it)."""
    now, then = (step.after, step.before) if back else (step.before, step.after)
    changed: dict[str, Any] = {}
    for section in SECTIONS:
        held = {section.key(item): item for item in getattr(record, section.name)}
        out_items: tuple[Any, ...] = getattr(now, section.name)
        in_items: tuple[Any, ...] = getattr(then, section.name)
        keys = {section.key(item) for item in out_items} | {section.key(item) for item in in_items}
        if {key: held[key] for key in keys if key in held} != {section.key(item): item for item in out_items}:
            raise ValueError(f"the event's {section.name} are not as its undo history says")
        for key in keys:
            held.pop(key, None)
        held.update((section.key(item), item) for item in in_items)
        changed[section.name] = tuple(held[key] for key in sorted(held))
    for name in _SCALARS:
        value = getattr(then, name)
        if value is not None:
            if getattr(now, name) != _held(record, name):
                raise ValueError(f"the event's {name} is not as its undo history says")
            changed[name] = _unheld(name, value)
    return replace(record, **changed)


def image_data(image: Image) -> dict[str, Any]:
    """An image as plain JSON data: its sections that hold items, and its scalars where it holds them."""
    out: dict[str, Any] = {}
    for section in SECTIONS:
        items = getattr(image, section.name)
        if items:
            out[section.name] = [section.to_data(item) for item in items]
    for name, (to_data, _from_data) in _SCALARS.items():
        value = getattr(image, name)
        if value is not None:
            out[name] = to_data(value)
    return out


def image_from_data(data: Mapping[str, Any]) -> Image:
    """The image :func:`image_data` gave; KeyError, TypeError or ValueError when the data is not one."""
    sections: dict[str, Any] = {s.name: tuple(s.from_data(item) for item in data.get(s.name, ())) for s in SECTIONS}
    scalars: dict[str, Any] = {
        name: None if data.get(name) is None else back(data[name]) for name, (_, back) in _SCALARS.items()
    }
    return Image(**sections, **scalars)


def step_data(step: StepImages) -> dict[str, Any]:
    """A step as its journal row holds it."""
    return {"form": FORM, "before": image_data(step.before), "after": image_data(step.after)}


def step_from_data(data: Mapping[str, Any]) -> StepImages:
    """The step :func:`step_data` gave; KeyError, TypeError or ValueError when the data is not one of this form."""
    if data.get("form") != FORM:
        raise ValueError(f"a journal step of form {data.get('form')!r}, not {FORM}")
    return StepImages(image_from_data(data["before"]), image_from_data(data["after"]))
