"""A game held open in memory by the session service: its inputs, their replay, and its undo journal.

DESIGN.md's principle 1 stands: the database holds the inputs (the hands' results, the game ended early, the
riichi sticks of the hand being played) and a replay of them is the truth. The replay is done once, when the
game is opened; then each change is planned here, purely (a :class:`Plan`: the inputs and the replay as they
will be), stored by the service in one transaction, and only then taken in (:meth:`OpenGame.take`). A plan
the rules refuse raises before anything is stored.

Nothing here touches SQL or Qt.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules import results as results_module
from tablekeeper.rules.game import (
    GameFinished,
    GameState,
    PlayedHand,
    ReplayError,
    deal_words,
    declare_riichi,
    end_game,
    new_game,
    replay,
)
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.words import number, tr


@dataclass(frozen=True, slots=True)
class Entry:
    """One action of the undo journal as stored: its place, what it was, what undoing and redoing it needs."""

    position: int
    action: Action
    data: Mapping[str, Any]
    """JSON: ``result`` (record, delete), ``before``/``after`` (edit: results; riichi: lists of seats)."""
    undone: bool = False


@dataclass(frozen=True, slots=True)
class Plan:
    """A change worked out before it is stored: the game's inputs and replay as they will be."""

    action: Action
    """What is done (or undone, or redone)."""
    results: tuple[HandResult, ...]
    played: tuple[PlayedHand, ...]
    closed: bool
    pending: frozenset[int]
    first_row: int | None
    """Index of the first hand whose stored row changes (rows from it on are rewritten); None: no hand row."""
    journal: str
    """``new`` (the action is added, and the actions undone before it are forgotten), ``undo`` or ``redo``."""
    entry: Entry
    """The journal entry as it will be stored."""
    start: GameState
    """The game's first state (for a plan with no hand left)."""

    @property
    def state(self) -> GameState:
        return self.played[-1].after if self.played else self.start


def final_state(state: GameState, rules: RuleSet) -> GameState:
    """The state a finished game's standings are taken from: ``state``, ended now if the rules had not ended it
    (the players closed the game early)."""
    return state if state.finished else end_game(state, rules)


class OpenGame:
    """One open game: inputs, replay and journal, as the database holds them after its last commit."""

    def __init__(
        self,
        rules: RuleSet,
        results: Sequence[HandResult],
        played: Sequence[PlayedHand],
        *,
        closed: bool,
        pending: frozenset[int],
        revision: int,
        journal: Sequence[Entry],
    ) -> None:
        self.rules = rules
        self.start = new_game(rules)
        self.results: tuple[HandResult, ...] = tuple(results)
        self.played: tuple[PlayedHand, ...] = tuple(played)
        # A game the rules ended and that was also marked closed (before closing was its own input) reads the same
        # either way: closing only counts for a game the rules have not ended.
        self.closed = closed and not self.state.finished
        self.pending = pending
        self.revision = revision
        self.journal: list[Entry] = list(journal)

    @property
    def state(self) -> GameState:
        """After the last hand: the next hand's start, or the rules' end."""
        return self.played[-1].after if self.played else self.start

    @property
    def finished(self) -> bool:
        return self.closed or self.state.finished

    def final_state(self) -> GameState:
        """The state the standings are taken from: the game ended now when it was closed."""
        return final_state(self.state, self.rules) if self.closed else self.state

    def table(self) -> GameState:
        """The state shown at the table: the next hand's start with the sticks declared during it."""
        state = self.state
        if self.finished:
            return self.final_state()
        for seat in sorted(self.pending):
            state = declare_riichi(state, seat, self.rules)
        return state

    # The journal

    def last_done(self) -> Entry | None:
        """The action an undo takes back."""
        for entry in reversed(self.journal):  # the undone ones, if any, are at the end
            if not entry.undone:
                return entry
        return None

    def next_undone(self) -> Entry | None:
        """The action a redo does again: the first of those undone since the last new action."""
        last = self.last_done()
        following = [e for e in self.journal if e.undone and (last is None or e.position > last.position)]
        return following[0] if following else None

    def undo_action(self) -> Action | None:
        """What an undo would take back (with no journal: the last input, as undo did before there was one)."""
        entry = self.last_done()
        if entry is not None:
            return entry.action
        implied = self._implied()
        return None if implied is None else implied.action

    def redo_action(self) -> Action | None:
        entry = self.next_undone()
        return None if entry is None else entry.action

    def _implied(self) -> Entry | None:
        """The last input as a journal entry, for a game stored before the journal (or imported); it goes
        before the actions already undone, so that redo does them again in their order."""
        position = min((e.position for e in self.journal), default=0) - (1 if self.journal else 0)
        if self.closed:
            return Entry(position, Action(ActionKind.END), {})
        if self.results:
            number = len(self.results)
            return Entry(position, Action(ActionKind.RECORD, number), {"result": _dict(self.results[-1])})
        return None

    # Plans

    def _new(
        self,
        action: Action,
        data: Mapping[str, Any],
        results: Sequence[HandResult],
        played: Sequence[PlayedHand],
        *,
        closed: bool,
        pending: frozenset[int],
        first_row: int | None,
    ) -> Plan:
        last = self.last_done()
        position = last.position + 1 if last is not None else min((e.position for e in self.journal), default=0)
        # Actions undone and not redone are forgotten by a new one (their positions are taken again).
        return Plan(
            action,
            tuple(results),
            tuple(played),
            closed,
            pending,
            first_row,
            "new",
            Entry(position, action, data),
            self.start,
        )

    def record(self, result: HandResult) -> Plan:
        """The next hand, with the sticks on the table; raises the rules' refusal."""
        from tablekeeper.rules.game import apply

        result = dataclasses.replace(result, riichi=result.riichi | self.pending)
        after, settlement = apply(self.state, result, self.rules)
        number = len(self.results) + 1
        return self._new(
            Action(ActionKind.RECORD, number),
            {"result": _dict(result)},
            (*self.results, result),
            (*self.played, PlayedHand(self.state, result, settlement, after)),
            closed=False,
            pending=frozenset(),
            first_row=number - 1,
        )

    def edit(self, number: int, result: HandResult) -> Plan:
        """Hand ``number`` (1 for the first) replaced; every later hand replayed; raises a ReplayError."""
        index = number - 1
        results = (*self.results[:index], result, *self.results[index + 1 :])
        played = self._replayed_from(index, results)
        return self._new(
            Action(ActionKind.EDIT, number),
            {"before": _dict(self.results[index]), "after": _dict(result)},
            results,
            played,
            closed=self.closed,
            pending=self._pending_after(played),
            first_row=index,
        )

    def delete(self, number: int) -> Plan:
        """Hand ``number`` removed; every later hand replayed; raises a ReplayError."""
        index = number - 1
        results = (*self.results[:index], *self.results[index + 1 :])
        played = self._replayed_from(index, results, changed=False)
        return self._new(
            Action(ActionKind.DELETE, number),
            {"result": _dict(self.results[index])},
            results,
            played,
            closed=self.closed,
            pending=self._pending_after(played),
            first_row=index,
        )

    def end(self) -> Plan:
        """The game ended now (the players stop it); the sticks on the table go back to their players."""
        return self._new(
            Action(ActionKind.END),
            {"pending": sorted(self.pending)},
            self.results,
            self.played,
            closed=True,
            pending=frozenset(),
            first_row=None,
        )

    def riichi(self, seat: int, declared: bool) -> Plan:
        """A stick put on the table during the hand being played, or taken back; raises the rules' refusal."""
        pending = self.pending | {seat} if declared else self.pending - {seat}
        state = self.state
        for each in sorted(pending):
            state = declare_riichi(state, each, self.rules)
        return self._new(
            Action(ActionKind.RIICHI, seat=seat, declared=declared),
            {"before": sorted(self.pending), "after": sorted(pending)},
            self.results,
            self.played,
            closed=self.closed,
            pending=pending,
            first_row=None,
        )

    def undo(self) -> Plan | None:
        """The last action taken back; None when there is nothing to undo."""
        entry = self.last_done()
        if entry is None:
            entry = self._implied()
            if entry is None:
                return None
            return self._reverse(entry, "new-undone")
        return self._reverse(entry, "undo")

    def redo(self) -> Plan | None:
        """The last action undone done again; None when there is nothing to redo."""
        entry = self.next_undone()
        if entry is None:
            return None
        action, data = entry.action, entry.data
        match action.kind:
            case ActionKind.RECORD:
                # The undo put the hand's sticks back on the table; recording it takes them again.
                plan = self.record(_result(data["result"]))
            case ActionKind.EDIT:
                plan = self.edit(_number(action), _result(data["after"]))
            case ActionKind.DELETE:
                plan = self.delete(_number(action))
            case ActionKind.END:
                plan = self.end()
            case ActionKind.RIICHI:
                plan = self._pending_plan(frozenset(data["after"]))
        return dataclasses.replace(plan, action=action, journal="redo", entry=dataclasses.replace(entry, undone=False))

    def _reverse(self, entry: Entry, journal: str) -> Plan:
        action, data = entry.action, entry.data
        match action.kind:
            case ActionKind.RECORD:
                index = _number(action) - 1
                result = self.results[index]
                # The hand is taken back, and its sticks are on the table again: they were declared in it.
                plan = dataclasses.replace(
                    self._rows(self.results[:index], self.played[:index], index),
                    pending=result.riichi,
                    closed=False,
                )
            case ActionKind.EDIT:
                index = _number(action) - 1
                results = (*self.results[:index], _result(data["before"]), *self.results[index + 1 :])
                played = self._replayed_from(index, results)
                plan = dataclasses.replace(self._rows(results, played, index), pending=self._pending_after(played))
            case ActionKind.DELETE:
                index = _number(action) - 1
                results = (*self.results[:index], _result(data["result"]), *self.results[index:])
                played = self._replayed_from(index, results)
                plan = dataclasses.replace(self._rows(results, played, index), pending=self._pending_after(played))
            case ActionKind.END:
                pending = frozenset(data.get("pending", ()))
                plan = dataclasses.replace(self._rows(self.results, self.played, None), closed=False, pending=pending)
            case ActionKind.RIICHI:
                plan = self._pending_plan(frozenset(data["before"]))
        return dataclasses.replace(plan, action=action, journal=journal, entry=dataclasses.replace(entry, undone=True))

    def _rows(self, results: Sequence[HandResult], played: Sequence[PlayedHand], first_row: int | None) -> Plan:
        return Plan(
            Action(ActionKind.EDIT),
            tuple(results),
            tuple(played),
            self.closed,
            self.pending,
            first_row,
            "undo",
            Entry(0, Action(ActionKind.EDIT), {}),
            self.start,
        )

    def _pending_plan(self, pending: frozenset[int]) -> Plan:
        state = self.state
        for each in sorted(pending):
            state = declare_riichi(state, each, self.rules)
        return dataclasses.replace(self._rows(self.results, self.played, None), pending=pending)

    def _replayed_from(
        self, index: int, results: Sequence[HandResult], *, changed: bool = True
    ) -> tuple[PlayedHand, ...]:
        """The replay with ``results`` from hand ``index`` on (the hands before it are as they were).

        ``changed``: the hand at ``index`` is the one changed, whose own refusal is the rules' sentence as it is.
        A later hand refused is named by the number the players see now (one more after a deletion, one less
        after a deletion is undone), and by where the change would move it."""
        start = self.played[index - 1].after if index > 0 else self.start
        try:
            later = replay(results[index:], self.rules, start, first=index)
        except ReplayError as error:
            if changed and error.index == index and error.refusal is not None:
                raise error.refusal from None
            if error.state is None:
                raise
            shown = error.index + 1 + len(self.results) - len(results)
            where = error.state
            if isinstance(error.refusal, GameFinished):
                sentence = tr("Hand {number} would come after the end of the game.").format(number=shown)
            else:
                # The refusal keeps its {0}: the service names the players in the whole sentence afterwards.
                sentence = tr(
                    "Hand {number} (which would then be {deal}, {honba} honba) cannot be replayed: {refusal}"
                ).format(
                    number=shown,
                    deal=deal_words(where),
                    honba=number(where.honba),
                    refusal=error.refusal.template if error.refusal is not None else error.template,
                )
            raise ReplayError(
                sentence,
                error.index,
                seats=error.seats,
                state=where,
                refusal=error.refusal,
            ) from None
        return (*self.played[:index], *later.hands)

    def _pending_after(self, played: Sequence[PlayedHand]) -> frozenset[int]:
        """The sticks on the table stay when a past hand changes, if the rules still allow them there."""
        if not self.pending:
            return self.pending
        state = played[-1].after if played else self.start
        if state.finished:
            return frozenset()
        for seat in sorted(self.pending):
            state = declare_riichi(state, seat, self.rules)  # a refusal says why the change cannot be made
        return self.pending

    def take(self, plan: Plan, revision: int) -> None:
        """The plan has been stored (the game's revision is now ``revision``): it is the game from now on."""
        self.results, self.played = plan.results, plan.played
        self.closed, self.pending, self.revision = plan.closed, plan.pending, revision
        entry = plan.entry
        if plan.journal == "new":
            self.journal = [e for e in self.journal if e.position < entry.position] + [entry]
        elif plan.journal == "new-undone":
            self.journal = [entry, *self.journal]
        else:
            self.journal = [entry if e.position == entry.position else e for e in self.journal]


def _dict(result: HandResult) -> dict[str, Any]:
    return results_module.to_dict(result)


def _result(data: Any) -> HandResult:
    return results_module.from_dict(data)


def _number(action: Action) -> int:
    assert action.number is not None
    return action.number
