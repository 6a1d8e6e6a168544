"""A game held open in memory by the session service: its inputs, their replay, and its undo journal.

DESIGN.md's principle 1 stands: the database holds the inputs (the hands' results, the game ended early, the
riichi sticks of the hand being played) and a replay of them is the truth. The replay is done once, when the
game is opened; then each change is planned here, purely (a :class:`Plan`: the inputs and the replay as they
will be), stored by the service in one transaction, and only then taken in (:meth:`OpenGame.take`). A plan
the rules refuse raises before anything is stored.

Nothing here touches SQL or Qt.
"""

from __future__ import annotations

import bisect
import dataclasses
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tablekeeper.journal import Action, ActionKind, Step, StepState
from tablekeeper.rules import results as results_module
from tablekeeper.rules.game import (
    GameFinished,
    GameState,
    PlayedHand,
    ReplayError,
    apply,
    deal_phrase,
    declare_riichi,
    end_game,
    new_game,
    replay,
)
from tablekeeper.rules.results import HandResult, InvalidResult, Ron, Tsumo
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.words import QT_TR_NOOP, Points


class BadStep(ValueError):
    """A step of the journal that does not fit the game's hands (a damaged journal): the service names the game."""

    def __init__(self, position: int) -> None:
        super().__init__(position)
        self.position = position


class Image:
    """The inputs one step of the journal changed, as it found them (before) or left them (after): the hands from
    the step's first changed one on, the game ended by hand or not, the riichi sticks on the table.

    An image read from the database keeps its hands as stored (JSON) until an undo or a redo needs them: a game
    is opened with its whole journal, and most of its steps are never taken back."""

    __slots__ = ("_results", "_stored", "closed", "pending")

    def __init__(
        self,
        results: Sequence[HandResult] | None,
        closed: bool,
        pending: frozenset[int],
        *,
        stored: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        self._results = None if results is None else tuple(results)
        self._stored = tuple(stored)
        self.closed = closed
        self.pending = pending

    @property
    def results(self) -> tuple[HandResult, ...]:
        """The hands, read from their JSON the first time (raises InvalidResult for a damaged one)."""
        if self._results is None:
            self._results = tuple(_result(r) for r in self._stored)
        return self._results

    def results_json(self) -> list[Mapping[str, Any]]:
        return list(self._stored) if self._results is None else [_dict(r) for r in self._results]


@dataclass(frozen=True, slots=True)
class Entry:
    """One step of the undo journal: its place, what it is called, and what it replaced and put.

    Undo puts back ``before`` and replays from hand ``first``; redo puts back ``after``. Nothing is worked out
    again from the kind of action, so an undo gives exactly the game as it was (and is never refused)."""

    position: int
    action: Action
    first: int
    """Index of the first hand the images hold (0 for the first hand); the hands before it are not changed."""
    before: Image
    after: Image
    state: StepState = StepState.DONE

    @property
    def undone(self) -> bool:
        return self.state is StepState.UNDONE


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
    step: Step
    """What storing it does to the journal."""
    entry: Entry
    """The journal entry as it will be stored."""
    start: GameState
    """The game's first state (for a plan with no hand left)."""

    @property
    def state(self) -> GameState:
        return self.played[-1].after if self.played else self.start


class StoredJournal:
    """A game's journal as stored, read at its first use: what the game's first showing needs of it is known without
    reading it (what an undo and a redo would take back or do again, issue 22)."""

    __slots__ = ("first_position", "last_done", "next_undone", "read")

    def __init__(
        self,
        read: Callable[[], Sequence[Entry]],
        *,
        first_position: int | None,
        last_done: Entry | None,
        next_undone: Entry | None,
    ) -> None:
        self.read = read
        """Every entry (raises what a damaged journal raises)."""
        self.first_position = first_position
        """The position of the first step; None when the journal is empty."""
        self.last_done = last_done
        """The last step done, if any (read already)."""
        self.next_undone = next_undone
        """The first step undone after it, if any (read already)."""


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
        journal: Sequence[Entry] | StoredJournal,
    ) -> None:
        self.rules = rules
        self.start = new_game(rules)
        self.results: tuple[HandResult, ...] = tuple(results)
        self.played: tuple[PlayedHand, ...] = tuple(played)
        # Kept as given, even when the rules ended the game too: an undo may take the rules' end away again, and
        # the game is then still ended by hand (a reopened game must read as the one that made the change).
        self.closed = closed
        self.pending = pending
        self.revision = revision
        self._journal: list[Entry] | None = None
        self._stored: StoredJournal | None = None
        self._reading = threading.Lock()
        if isinstance(journal, StoredJournal):
            self._stored = journal
        else:
            self._journal = sorted(journal, key=_position)

    @property
    def journal(self) -> list[Entry]:
        """The entries, in the order of their positions (each its own), which the lookups below rely on: a step taken
        back or done again is found from the end, where the undone ones are, not by a scan of a long game's journal.

        A journal as stored is read here the first time (raises what it raises when damaged); another thread may read
        it ahead (:meth:`read_journal`)."""
        journal = self._journal
        if journal is None:
            with self._reading:
                journal = self._journal
                if journal is None and self._stored is not None:
                    journal = self._journal = sorted(self._stored.read(), key=_position)
                    self._stored = None
        assert journal is not None
        return journal

    def read_journal(self) -> None:
        """Read the journal as stored now, ahead of its first use (it raises what a damaged one raises)."""
        self.journal  # noqa: B018 - read for its reading

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

    def _after_last_done(self) -> int:
        """The index in the journal past the last action done: those after it are undone (and usually few)."""
        index = len(self.journal)
        while index and self.journal[index - 1].undone:
            index -= 1
        return index

    def last_done(self) -> Entry | None:
        """The action an undo takes back."""
        index = self._after_last_done()
        return self.journal[index - 1] if index else None

    def next_undone(self) -> Entry | None:
        """The action a redo does again: the first of those undone since the last new action (the steps after the
        last one done are all undone, and in order)."""
        index = self._after_last_done()
        return self.journal[index] if index < len(self.journal) else None

    def undo_action(self) -> Action | None:
        """What an undo would take back (with no journal: the last input, as undo did before there was one)."""
        stored = self._stored  # not None: the journal not read yet (another thread may read it meanwhile)
        entry = (stored.last_done if stored is not None else self.last_done()) or self._implied()
        return None if entry is None else entry.action

    def redo_action(self) -> Action | None:
        stored = self._stored
        entry = stored.next_undone if stored is not None else self.next_undone()
        return None if entry is None else entry.action

    def knows(self, entry: Entry) -> bool:
        """The entry is stored in the journal (an implied one is stored only once it is undone)."""
        return self._index(entry.position) is not None

    def _index(self, position: int) -> int | None:
        """Where the step at ``position`` is in the journal, if it is there."""
        index = bisect.bisect_left(self.journal, position, key=_position)
        return index if index < len(self.journal) and self.journal[index].position == position else None

    def _implied(self) -> Entry | None:
        """The last input as a journal entry, for a game stored before the journal (or imported); it goes
        before the actions already undone, so that redo does them again in their order. What was on the table
        before it is not known: no stick is put back."""
        stored = self._stored
        if stored is not None:  # the journal not read yet
            position = stored.first_position - 1 if stored.first_position is not None else 0
        else:
            position = self.journal[0].position - 1 if self.journal else 0
        now = len(self.results)
        if self.closed and not self.state.finished:
            return Entry(position, Action(ActionKind.END), now, Image((), False, frozenset()), self._image(now))
        if self.results:
            before = Image((), False, frozenset())
            return Entry(position, Action(ActionKind.RECORD, now), now - 1, before, self._image(now - 1))
        return None

    def _image(self, first: int) -> Image:
        """The game's inputs now, from hand ``first`` on."""
        return Image(self.results[first:], self.closed, self.pending)

    # Plans

    def _new(
        self,
        action: Action,
        first: int,
        results: Sequence[HandResult],
        played: Sequence[PlayedHand],
        *,
        closed: bool,
        pending: frozenset[int],
    ) -> Plan:
        """A new action changing the inputs from hand ``first`` on: its entry keeps them as they were and will be."""
        last = self.last_done()
        position = last.position + 1 if last is not None else self.journal[0].position if self.journal else 0
        after = Image(tuple(results[first:]), closed, pending)
        # Actions undone and not redone are forgotten by a new one (their positions are taken again).
        entry = Entry(position, action, first, self._image(first), after)
        return self._plan(entry, after, Step.NEW, played)

    def _plan(self, entry: Entry, image: Image, step: Step, played: Sequence[PlayedHand]) -> Plan:
        first = entry.first
        changed = image.results != self.results[first:]
        return Plan(
            entry.action,
            (*self.results[:first], *image.results),
            tuple(played),
            image.closed,
            image.pending,
            first if changed else None,
            step,
            entry,
            self.start,
        )

    def with_sticks(self, result: HandResult) -> HandResult:
        """``result`` with the riichi sticks on the table among its riichi (itself when they are already: a preview
        is taken at each key, and a copy checks the whole result again)."""
        if self.pending <= result.riichi:
            return result
        return dataclasses.replace(result, riichi=result.riichi | self.pending)

    def next_hand(self, result: HandResult) -> PlayedHand:
        """The next hand played as recording it plays it, with the sticks on the table, checks and all; raises the
        rules' refusal. A preview is this hand, not stored: what it shows is what Record does, or Record's refusal
        (and it needs no journal, which a plan reads)."""
        result = self.with_sticks(result)
        results_module.check_riichi_of_tiles(result)
        _check_called(result, self.rules, self.state.dealer)
        after, settlement = apply(self.state, result, self.rules)
        return PlayedHand(self.state, result, settlement, after)

    def record(self, result: HandResult, *, last: bool = False) -> Plan:
        """The next hand (:meth:`next_hand`); raises the rules' refusal. ``last``: the game ends with it (the
        round's time was called), whatever the rules would have played next."""
        hand = self.next_hand(result)
        index = len(self.results)
        return self._new(
            Action(ActionKind.RECORD, index + 1),
            index,
            (*self.results, hand.result),
            (*self.played, hand),
            closed=last,
            pending=frozenset(),
        )

    def edit(self, number: int, result: HandResult) -> Plan:
        """Hand ``number`` (1 for the first) replaced; every later hand replayed; raises a ReplayError."""
        results_module.check_riichi_of_tiles(result)
        index = number - 1
        if 0 <= index < len(self.played):
            _check_called(result, self.rules, self.played[index].before.dealer)
        results = (*self.results[:index], result, *self.results[index + 1 :])
        played = self._replayed_from(index, results)
        return self._new(
            Action(ActionKind.EDIT, number),
            index,
            results,
            played,
            closed=self.closed,
            pending=self._pending_after(played),
        )

    def delete(self, number: int) -> Plan:
        """Hand ``number`` removed; every later hand replayed; raises a ReplayError."""
        index = number - 1
        results = (*self.results[:index], *self.results[index + 1 :])
        played = self._replayed_from(index, results, changed=False)
        return self._new(
            Action(ActionKind.DELETE, number),
            index,
            results,
            played,
            closed=self.closed,
            pending=self._pending_after(played),
        )

    def end(self) -> Plan:
        """The game ended now (the players stop it); the sticks on the table go back to their players."""
        now = len(self.results)
        return self._new(Action(ActionKind.END), now, self.results, self.played, closed=True, pending=frozenset())

    def riichi(self, seat: int, declared: bool) -> Plan:
        """A stick put on the table during the hand being played, or taken back; raises the rules' refusal."""
        pending = self.pending | {seat} if declared else self.pending - {seat}
        state = self.state
        for each in sorted(pending):
            state = declare_riichi(state, each, self.rules)
        return self._new(
            Action(ActionKind.RIICHI, seat=seat, declared=declared),
            len(self.results),
            self.results,
            self.played,
            closed=self.closed,
            pending=pending,
        )

    def undo(self) -> Plan | None:
        """The last action taken back: what it replaced put back; None when there is nothing to undo."""
        entry = self.last_done() or self._implied()
        if entry is None:
            return None
        return self._restore(dataclasses.replace(entry, state=StepState.UNDONE), entry.before, Step.UNDO)

    def redo(self) -> Plan | None:
        """The last action undone done again: what it put put back; None when there is nothing to redo."""
        entry = self.next_undone()
        if entry is None:
            return None
        return self._restore(dataclasses.replace(entry, state=StepState.DONE), entry.after, Step.REDO)

    def _restore(self, entry: Entry, image: Image, step: Step) -> Plan:
        """The game with ``image`` in place of its inputs from the entry's first hand on, replayed from there.

        Every step after this one is undone, so the hands before ``first`` are those the step found or left,
        and the image was a state of the game: the rules accept it again."""
        first = entry.first
        if first > len(self.results):
            raise BadStep(entry.position)
        try:
            results = image.results  # read from their JSON now: a damaged hand names the step
        except InvalidResult:
            raise BadStep(entry.position) from None
        start = self.played[first - 1].after if first > 0 else self.start
        later = replay(results, self.rules, start, first=first)
        return self._plan(entry, image, step, (*self.played[:first], *later.hands))

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
            facts: dict[str, object] = {"number": shown}
            refusal = error.refusal if error.refusal is not None else error
            if isinstance(refusal, GameFinished):
                template = QT_TR_NOOP("Hand {number} would come after the end of the game.")
            else:
                template = QT_TR_NOOP(
                    "Hand {number} (which would then be {deal}, {honba} honba) cannot be replayed: {refusal}"
                )
                facts.update(deal=deal_phrase(where), honba=Points(where.honba))
            raise ReplayError(template, error.index, state=where, refusal=refusal, **facts) from None
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
        entry, journal = plan.entry, self.journal
        if plan.step is Step.NEW:
            while journal and journal[-1].position >= entry.position:  # the undone steps it forgets
                journal.pop()
            journal.append(entry)
        elif (index := self._index(entry.position)) is not None:
            journal[index] = entry
        else:  # an implied entry, undone: stored from now on
            journal.insert(0, entry)
        self.results, self.played = plan.results, plan.played
        self.closed, self.pending, self.revision = plan.closed, plan.pending, revision


# The journal as stored


def _position(entry: Entry) -> int:
    return entry.position


def _check_called(result: HandResult, rules: RuleSet, dealer: int) -> None:
    """The yaku called in a win must be worth what it is recorded at (loaded only for a win valued by yaku)."""
    wins = result.wins if isinstance(result, Ron) else (result.win,) if isinstance(result, Tsumo) else ()
    for win in wins:
        if win.yaku is not None:
            from tablekeeper.rules.hand.called import check_recorded  # the calculator: 19 ms CPU of every start

            recorded = (win.han, win.fu, win.yakuman)
            check_recorded(win.yaku, recorded, rules, tsumo=isinstance(result, Tsumo), dealer=win.winner == dealer)


def _dict(result: HandResult) -> dict[str, Any]:
    return results_module.to_dict(result)


def _result(data: Any) -> HandResult:
    return results_module.from_dict(data)
