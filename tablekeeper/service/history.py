"""A game's undo journal between its stored form and the open game's entries."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tablekeeper.journal import Action, ActionKind, StepState
from tablekeeper.open_game import (
    BadStep,
    Entry,
    StoredJournal,
    image_from_dict,
    image_to_dict,
)
from tablekeeper.rules.results import HandResult
from tablekeeper.store import reads
from tablekeeper.store.reads import DamagedGame
from tablekeeper.words import tr

if TYPE_CHECKING:  # the writer's module is imported by the first write (issue 22: a game is shown without it)
    from tablekeeper.store.writes import JournalStep


def stored_journal(
    game_id: int,
    stored: Sequence[reads.ActionRecord],
    results: Sequence[HandResult],
    *,
    closed: bool,
    pending: frozenset[int],
) -> StoredJournal:
    """The stored journal, to be read at its first use (:func:`read_journal`, with the game's inputs as they are
    now); its last step done and the first undone after it are read now (a damaged one names the game): the game's
    first showing says what an undo and a redo would do."""
    index = len(stored)  # past the last step done: those after it are undone
    while index and stored[index - 1].undone:
        index -= 1
    results = tuple(results)
    return StoredJournal(
        lambda: read_journal(game_id, stored, results, closed=closed, pending=pending),
        first_position=stored[0].position if stored else None,
        last_done=_entry(game_id, stored[index - 1]).action if index else None,
        next_undone=_entry(game_id, stored[index]).action if index < len(stored) else None,
    )


def read_journal(
    game_id: int,
    stored: Sequence[reads.ActionRecord],
    results: Sequence[HandResult],
    *,
    closed: bool,
    pending: frozenset[int],
) -> list[Entry]:
    """The stored journal (revision 0011 gave every step of the first form its images): a damaged one names the
    game."""
    return [_entry(game_id, a) for a in stored]


def bad_step(game_id: int, bad: BadStep) -> DamagedGame:
    return DamagedGame(
        game_id, tr("action {position} of its undo history cannot be read").format(position=bad.position)
    )


def _entry(game_id: int, stored: reads.ActionRecord) -> Entry:
    """A stored action of the journal, its shape checked: a damaged one names the game instead of failing later."""
    try:
        return _read_entry(stored)
    except BadStep as bad:
        raise bad_step(game_id, bad) from None


def _read_entry(stored: reads.ActionRecord) -> Entry:
    bad = BadStep(stored.position)
    try:
        kind = ActionKind(stored.kind)
    except ValueError:
        raise bad from None
    data = stored.data()
    seat, declared = data.get("seat"), data.get("declared")
    if kind is ActionKind.RIICHI and not (type(seat) is int and 0 <= seat <= 3):
        raise bad
    if kind in (ActionKind.RECORD, ActionKind.EDIT, ActionKind.DELETE) and not (
        type(stored.number) is int and stored.number >= 1
    ):
        raise bad
    action = Action(kind, stored.number, seat, bool(declared))
    first = data.get("first")  # a step of the first form revision 0011 could not fit to its game: damaged
    if type(first) is not int or first < 0:
        raise bad
    try:
        before, after = image_from_dict(data.get("before")), image_from_dict(data.get("after"))
    except ValueError:
        raise bad from None
    state = StepState.UNDONE if stored.undone else StepState.DONE
    return Entry(stored.position, action, first, before, after, state)


def stored_step(entry: Entry) -> JournalStep:
    """The entry as stored: what it replaced and what it put, as JSON (its kind and hand only name it)."""
    from tablekeeper.store.writes import JournalStep

    action = entry.action
    data: dict[str, Any] = {
        "first": entry.first,
        "before": image_to_dict(entry.before),
        "after": image_to_dict(entry.after),
    }
    if action.kind is ActionKind.RIICHI:
        data.update(seat=action.seat, declared=action.declared)
    return JournalStep(entry.position, action.kind.value, action.number, data, entry.undone)
