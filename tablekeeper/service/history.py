"""A game's undo journal between its stored rows and the open game's entries: :func:`step_of` reads a step's row,
:func:`step_row` is the row an entry is stored as; no other code translates a step."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from tablekeeper.errors import Phrase
from tablekeeper.journal import Action, ActionKind, StepState
from tablekeeper.open_game import BadStep, Entry, Image, StoredJournal
from tablekeeper.store.reads import DamagedGame, JournalRow
from tablekeeper.words import QT_TR_NOOP


def stored_journal(game_id: int, rows: Sequence[JournalRow]) -> StoredJournal:
    """The stored journal, to be read whole at its first use; its last step done and the first undone after it are
    read now (a damaged one names the game): the game's first showing says what an undo and a redo would do."""
    index = len(rows)  # past the last step done: those after it are undone
    while index and rows[index - 1].undone:
        index -= 1
    ends = _entries(game_id, rows[max(index - 1, 0) : index + 1])  # the last step done, the first undone
    return StoredJournal(
        lambda: _entries(game_id, rows),
        first_position=rows[0].position if rows else None,
        last_done=ends[0] if index else None,
        next_undone=ends[-1] if index < len(rows) else None,
    )


def bad_step(game_id: int, bad: BadStep) -> DamagedGame:
    return DamagedGame(
        game_id, Phrase(QT_TR_NOOP("action {position} of its undo history cannot be read"), {"position": bad.position})
    )


def _entries(game_id: int, rows: Sequence[JournalRow]) -> list[Entry]:
    """The steps stored (revision 0011 gave every step of the first form its images): a damaged one names the game
    instead of failing later."""
    try:
        return [step_of(row) for row in rows]
    except BadStep as bad:
        raise bad_step(game_id, bad) from None


def step_of(row: JournalRow) -> Entry:
    """The entry a stored step is, its shape checked: raises BadStep for a damaged one."""
    bad = BadStep(row.position)
    try:
        kind = ActionKind(row.kind)
        data = json.loads(row.data)
    except (TypeError, ValueError):
        raise bad from None
    if not isinstance(data, dict):
        raise bad
    seat, declared = data.get("seat"), data.get("declared")
    if kind is ActionKind.RIICHI and not (type(seat) is int and 0 <= seat <= 3):
        raise bad
    if kind in (ActionKind.RECORD, ActionKind.EDIT, ActionKind.DELETE) and not (
        type(row.number) is int and row.number >= 1
    ):
        raise bad
    action = Action(kind, row.number, seat, bool(declared))
    first = data.get("first")  # a step of the first form revision 0011 could not fit to its game: damaged
    if type(first) is not int or first < 0:
        raise bad
    try:
        before, after = _image_of(data.get("before")), _image_of(data.get("after"))
    except ValueError:
        raise bad from None
    state = StepState.UNDONE if row.undone else StepState.DONE
    return Entry(row.position, action, first, before, after, state)


def step_row(entry: Entry) -> JournalRow:
    """The row an entry is stored as: what it replaced and what it put, as JSON (its kind and hand only name it)."""
    action = entry.action
    data: dict[str, Any] = {
        "first": entry.first,
        "before": _image_dict(entry.before),
        "after": _image_dict(entry.after),
    }
    if action.kind is ActionKind.RIICHI:
        data.update(seat=action.seat, declared=action.declared)
    return JournalRow(
        entry.position, action.kind.value, action.number, json.dumps(data, ensure_ascii=False), entry.undone
    )


def _image_dict(image: Image) -> dict[str, Any]:
    """An image as JSON: the results as the hands' inputs are stored and exported."""
    return {"results": image.results_json(), "closed": image.closed, "pending": sorted(image.pending)}


def _image_of(data: Any) -> Image:
    """An image written by :func:`_image_dict`; raises ValueError if it is not one (its hands are read when they
    are needed: most steps of a journal are never taken back)."""
    if not isinstance(data, dict) or set(data) != {"results", "closed", "pending"}:
        raise ValueError("not an image")
    results, closed, pending = data["results"], data["closed"], data["pending"]
    if not isinstance(results, list) or not all(isinstance(r, dict) for r in results) or type(closed) is not bool:
        raise ValueError("not an image")
    if not isinstance(pending, list) or not all(type(v) is int and 0 <= v <= 3 for v in pending):
        raise ValueError("not a list of seats")
    return Image(None, closed, frozenset(pending), stored=results)
