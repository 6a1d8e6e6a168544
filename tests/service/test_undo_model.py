"""Undo and redo against a model: random play through the service, compared after every step with a plain list
of states and a place in it. On SQLite and on PostgreSQL.

The model knows nothing of the service's journal. It keeps each state the game went through as its inputs (the
hands' results, the riichi sticks on the table during the hand in play, the game ended by hand or not) and where
the game stands in that list; its own rules of undo and redo are the whole of them:

- a change (record, riichi declared or taken back, edit, deletion, end of the game) the rules accept adds its
  state after the current one, and forgets every state that was undone (they can no longer be redone);
- undo goes back one state, redo forward one; there is nothing to undo at the first, nothing to redo at the last;
- a change the rules refuse is a typed error (a TablekeeperError) and changes nothing: not the game, not its
  revision, not what undo and redo offer.

What a state shows (scores, sticks on the table, ended or not) is worked out from its inputs by the rules engine
(:func:`tablekeeper.rules.game.replay`), which its own tests check hand by hand; the model only says which
inputs the game must hold. After every step the machine checks (issue 18, section 2):

- the service shows the model's current state: the hands, the sticks on the table, ended or not, the scores,
  and the undo and redo it offers (the change they name, as the model named it when it was made);
- scores plus sticks on the table equal the players times the start points of the rule set, after every hand too;
- the game read afresh from the database (another session, as after a restart) shows the same, and so does
  the game each change returns (what the window shows);
- and, as steps of their own: undoing everything goes through every earlier state back to the first, redoing
  everything through every later one to the last; a reopened session (a new Session on the same
  database) goes on as the one before; an edited or shortened game equals a new game where the same inputs are
  recorded; a riichi declared or taken back in a second window that has not seen the last changes is applied
  to the game as it is now, or refused with nothing stored, never shown done but not stored (issue 18, D5).

The games are played under every preset (at tables of three and of four) and under variants that end them early
(east only, few points, a bust ends the game) and refuse riichi often (riichi needs a deposit the players no longer
have).
``tests/bench/bench_undo_model.py`` runs the same machine longer.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from tablekeeper.errors import TablekeeperError
from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.game import GameState, declare_riichi, end_game, replay
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import PRESETS, RuleSet
from tablekeeper.service import Change, GameSnapshot, Session

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
"""The first ``rules.players`` of them sit at the table."""
SEATS = (0, 1, 2, 3)
"""Every seat a player may name: at a table of three, seat 3 is refused by the rules and the service alike."""
Deltas = tuple[int, ...]

DEFAULT_RUN = settings(max_examples=30, stateful_step_count=25, deadline=None)
"""The default run: 40 games of up to 25 steps on each database, about half a minute on each on a two-core
machine; tests/bench/bench_undo_model.py runs longer."""


# The model


class Refused(Exception):
    """The model's rules refuse the change: the service must refuse it too, and change nothing."""


@dataclass(frozen=True, slots=True)
class Inputs:
    """One state of the game as its inputs: what the database must hold."""

    results: tuple[HandResult, ...] = ()
    pending: frozenset[int] = frozenset()
    """The sticks put on the table during the hand in play."""
    closed: bool = False
    """The players ended the game (the end of the game as an input, whatever the rules say afterwards)."""


@dataclass(frozen=True, slots=True)
class Seen:
    """What matters of a state, as the service shows it."""

    results: tuple[HandResult, ...]
    deltas: tuple[Deltas, ...]
    pending: frozenset[int]
    ended: bool
    scores: tuple[int, ...]
    """At the table: with the sticks of the hand in play taken."""
    sticks: int
    """Points of riichi sticks on the table."""


def worked_out(inputs: Inputs, rules: RuleSet) -> Seen:
    """What a state shows, from its inputs, by the rules; raises :class:`Refused` when the rules refuse it."""
    try:
        played = replay(inputs.results, rules)
        state = played.state
        ended = inputs.closed or state.finished
        table: GameState = state
        if ended:
            assert not inputs.pending, "the model never keeps sticks on the table of an ended game"
            table = state if state.finished else end_game(state, rules)
        else:
            for seat in sorted(inputs.pending):
                table = declare_riichi(table, seat, rules)
    except RuleError as error:
        raise Refused(error.message) from None
    deltas = tuple(_deltas(hand.before.scores, hand.after.scores) for hand in played.hands)
    return Seen(inputs.results, deltas, inputs.pending, ended, table.scores, table.deposits)


def _deltas(before: tuple[int, ...], after: tuple[int, ...]) -> Deltas:
    return tuple(a - b for a, b in zip(after, before, strict=True))


def seen(game: GameSnapshot) -> Seen:
    table = game.table
    assert table is not None
    return Seen(
        tuple(hand.result for hand in game.hands),
        tuple(hand.deltas for hand in game.hands),
        game.pending_riichi,
        game.finished,
        table.scores,
        table.deposits,
    )


def differences(what: str, got: Seen, expected: Seen, at: int) -> str:
    """Which parts of a state differ from the model's, in a few lines."""
    lines = [f"{what} is not the model's state {at}:"]
    for field in dataclasses.fields(Seen):
        mine, theirs = getattr(got, field.name), getattr(expected, field.name)
        if mine != theirs:
            lines.append(f"  {field.name}: {mine!r}, the model: {theirs!r}")
    return "\n".join(lines)


def named(action: Action | None) -> tuple[object, ...] | None:
    """The change as it is named to a player ("Undo edit hand 4")."""
    if action is None:
        return None
    return (action.kind, action.number, action.seat, action.declared)


class Model:
    """The states the game went through, and where it stands: undo and redo by the model's own rules."""

    def __init__(self, rules: RuleSet) -> None:
        self.rules = rules
        self.states: list[Inputs] = [Inputs()]
        self.names: list[Action] = []
        """``names[i]`` is the change from ``states[i]`` to ``states[i + 1]``."""
        self.at = 0

    @property
    def now(self) -> Inputs:
        return self.states[self.at]

    def ended(self) -> bool:
        return worked_out(self.now, self.rules).ended

    def add(self, inputs: Inputs, name: Action) -> None:
        """A new change: the states undone are forgotten."""
        del self.states[self.at + 1 :], self.names[self.at :]
        self.states.append(inputs)
        self.names.append(name)
        self.at += 1

    # The changes, by the rules (each raises Refused as the service must refuse)

    def record(self, result: HandResult) -> tuple[Inputs, Action]:
        now = self.now
        if self.ended():
            raise Refused("the game is over")
        # The sticks already on the table were declared in this hand.
        result = dataclasses.replace(result, riichi=result.riichi | now.pending)
        results = (*now.results, result)
        return Inputs(results), Action(ActionKind.RECORD, len(results))

    def riichi(self, seat: int, declared: bool) -> tuple[Inputs, Action] | None:
        """None: the stick is already where it was asked to be (nothing to store, nothing to undo)."""
        now = self.now
        if self.ended():
            raise Refused("the game is over")
        if (seat in now.pending) == declared:
            return None
        pending = now.pending | {seat} if declared else now.pending - {seat}
        return dataclasses.replace(now, pending=pending), Action(ActionKind.RIICHI, seat=seat, declared=declared)

    def replaced(self, results: tuple[HandResult, ...]) -> Inputs:
        """The inputs with past hands changed: the game stays ended by hand if it was; the sticks on the table stay
        if the rules still allow them there, and go back to their players when the rules end the game."""
        now = self.now
        try:
            finished = replay(results, self.rules).state.finished
        except RuleError as error:
            raise Refused(error.message) from None
        return Inputs(results, frozenset() if finished else now.pending, now.closed)

    def edit(self, number: int, result: HandResult) -> tuple[Inputs, Action]:
        results = list(self.now.results)
        results[number - 1] = result
        return self.replaced(tuple(results)), Action(ActionKind.EDIT, number)

    def delete(self, number: int) -> tuple[Inputs, Action]:
        results = list(self.now.results)
        del results[number - 1]
        return self.replaced(tuple(results)), Action(ActionKind.DELETE, number)

    def finish(self) -> tuple[Inputs, Action]:
        if self.ended():
            raise Refused("the game is over")
        # The sticks of the hand in play go back to their players.
        return Inputs(self.now.results, frozenset(), closed=True), Action(ActionKind.END)


# What the players enter

_VALUES = ((1, 30), (1, 40), (2, 25), (2, 30), (3, 40), (4, 30), (5, None), (6, None), (8, None), (11, None))


@st.composite
def wins(draw: st.DrawFn, winner: int, others: tuple[int, ...]) -> Win:
    """A win as the players give it: han and fu, or yakuman, sometimes with a liable player (pao); now and then
    one the rules refuse (1 han 20 fu, pao without a yakuman)."""
    if draw(st.integers(0, 9)) == 0:
        yakuman = draw(st.integers(1, 2))
        pao = draw(st.none() | st.sampled_from(others))
        return Win(winner, yakuman=yakuman, pao=pao)
    han, fu = draw(st.sampled_from(_VALUES))
    if draw(st.integers(0, 29)) == 0:
        return Win(winner, 1, 20, pao=draw(st.none() | st.sampled_from(others)))
    return Win(winner, han, fu)


@st.composite
def hand_results(draw: st.DrawFn, players: int, in_riichi: frozenset[int] = frozenset()) -> HandResult:
    """Any kind of result among the ``players`` seats of the table (and now and then one the rules refuse there:
    four winds at a table of three); ``in_riichi``: the sticks already on the table, whose players are tenpai at a
    draw."""
    seats = SEATS[:players]
    riichi = draw(st.just(frozenset()) | st.frozensets(st.sampled_from(seats), max_size=2) | st.just(frozenset(seats)))
    kind = draw(st.sampled_from(("ron", "ron", "tsumo", "tsumo", "draw", "draw", "abort", "chombo")))
    if kind == "ron":
        discarder = draw(st.sampled_from(seats))
        others = tuple(s for s in seats if s != discarder)
        winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=len(others), unique=True))
        return Ron(
            discarder,
            tuple(draw(wins(w, tuple(s for s in seats if s != w))) for w in winners),
            riichi,
        )
    if kind == "tsumo":
        winner = draw(st.sampled_from(seats))
        return Tsumo(draw(wins(winner, tuple(s for s in seats if s != winner))), riichi)
    if kind == "draw":
        # Mostly as the rules want it (every player in riichi is tenpai); now and then not, to be refused.
        tenpai = draw(st.frozensets(st.sampled_from(seats)))
        if draw(st.integers(0, 9)):
            tenpai |= riichi | in_riichi
        nagashi = draw(st.just(frozenset()) | st.frozensets(st.sampled_from(seats), min_size=1, max_size=1))
        return ExhaustiveDraw(tenpai, nagashi, riichi)
    if kind == "abort":
        abort = draw(st.sampled_from(AbortKind))
        return AbortiveDraw(abort, frozenset(seats) if abort is AbortKind.FOUR_RIICHI else riichi)
    return Chombo(draw(st.sampled_from(seats)), riichi)


def hand_numbers(count: int) -> st.SearchStrategy[int]:
    """A hand of the game, the last one half of the time (where an edit most often ends the game, or lets it go
    on)."""
    return st.just(count) | st.integers(1, count)


VARIANTS = st.just({}) | st.fixed_dictionaries(
    {},
    optional={
        "rounds": st.just(1),
        "start_points": st.sampled_from((1_000, 3_000, 8_000)),
        "bust_ends_game": st.booleans(),
        "riichi_needs_deposit": st.booleans(),
    },
)
"""Changes to a preset that end games early (east only, few points, a bust ends the game) and refuse riichi
often (riichi needs a deposit the players no longer have)."""


# The machine


class UndoModel(RuleBasedStateMachine):
    """Random play on one game through the service, compared with :class:`Model` after every step."""

    database_url: ClassVar[str] = ""
    """Set by the test (or the bench) before the machine runs: the database every example plays in."""
    examples_run: ClassVar[int] = 0
    steps_run: ClassVar[int] = 0
    """What was run (the bench prints it)."""

    def __init__(self) -> None:
        super().__init__()
        self.service = Session.open(self.database_url)
        self.reader = Session.open(self.database_url, write=False)
        self.window = Session.open(self.database_url)
        """A second window on the same game, which sees the others' changes only when it makes one."""
        self.model = Model(RuleSet())
        self.game_id = 0

    def teardown(self) -> None:
        self.service.close()
        self.reader.close()
        self.window.close()

    @initialize(
        preset=st.sampled_from(sorted(PRESETS)),
        variant=VARIANTS,
        hands=st.integers(0, 8),
        ended=st.booleans(),
        data=st.data(),
    )
    def create(self, preset: str, variant: dict[str, Any], hands: int, ended: bool, data: st.DataObject) -> None:
        """A game, its first hands, and half of the time its end by hand: the other steps (hypothesis enables
        a few kinds in each example) then mostly find hands to edit and delete, in a game going on or ended."""
        rules = dataclasses.replace(PRESETS[preset], **variant)
        self.model = Model(rules)
        UndoModel.examples_run += 1
        self.game_id = self.service.table.create_game(PLAYERS[: rules.players], rules).id
        for _ in range(hands):
            self.record(data)
        if ended and not self.model.ended():
            self.finish()

    # The changes

    def _change(
        self, make: Callable[[], tuple[Inputs, Action] | None], call: Callable[[], Change], *, stale: bool = False
    ) -> None:
        """Make a change in the service and in the model: both accept it, or both refuse it and nothing changes.

        ``stale``: the call is made in a window that has not seen the last changes, which may also refuse a change
        the rules accept (saying the game was changed elsewhere), as long as nothing changes."""
        before = self.service.table.game(self.game_id)
        try:
            made = make()
            if made is not None:
                worked_out(made[0], self.model.rules)
        except Refused as reason:
            self._refused(call, before, str(reason))
            return
        try:
            change = call()
        except TablekeeperError as error:
            if not stale:
                raise AssertionError(f"the service refused a change the rules accept: {error}") from None
            self._nothing_changed(before)
            shown = getattr(error, "game", None)  # the game as it is now, read again for the window
            if shown is not None:
                now = worked_out(self.model.now, self.model.rules)
                assert seen(shown) == now, differences("the game read again", seen(shown), now, self.model.at)
            return
        if made is None:
            assert self.service.table.game(self.game_id).revision == before.revision, "a change of nothing was stored"
        else:
            inputs, name = made
            self.model.add(inputs, name)
            assert named(change.action) == named(name), "the change is named as what was done"
        shown, stored = seen(change.game), worked_out(self.model.now, self.model.rules)
        assert shown == stored, differences("the game the change shows", shown, stored, self.model.at)

    def _refused(self, call: Callable[[], Change], before: GameSnapshot, reason: str) -> None:
        try:
            call()
        except TablekeeperError:
            self._nothing_changed(before)
            return
        raise AssertionError(f"the service accepted a change the rules refuse ({reason})")

    def _nothing_changed(self, before: GameSnapshot) -> None:
        after = self.service.table.game(self.game_id)
        assert after.revision == before.revision, "a refused change stored something"
        assert (seen(after), named(after.undo), named(after.redo)) == (
            seen(before),
            named(before.undo),
            named(before.redo),
        ), "a refused change changed the game"

    @rule(data=st.data())
    def record(self, data: st.DataObject) -> None:
        result = data.draw(hand_results(self.model.rules.players, self.model.now.pending), label="result")
        self._change(lambda: self.model.record(result), lambda: self.service.table.record(self.game_id, result))

    @rule(seat=st.sampled_from(SEATS), declared=st.sampled_from((True, True, False)))
    def riichi(self, seat: int, declared: bool) -> None:
        self._change(
            lambda: self.model.riichi(seat, declared),
            lambda: self.service.table.declare_riichi(self.game_id, seat, declared),
        )

    @rule(seat=st.sampled_from(SEATS), declared=st.sampled_from((True, True, False)))
    def riichi_in_another_window(self, seat: int, declared: bool) -> None:
        """A window that has not seen the last changes puts the stick down or takes it back in the game as it is
        now, or refuses (the rules' sentence, or that the game was changed elsewhere) and stores nothing: it never
        shows a change done that it did not store (issue 18, D5)."""
        self._change(
            lambda: self.model.riichi(seat, declared),
            lambda: self.window.table.declare_riichi(self.game_id, seat, declared),
            stale=True,
        )

    @precondition(lambda self: self.model.now.results)
    @rule(data=st.data())
    def edit(self, data: st.DataObject) -> None:
        results = self.model.now.results
        number = data.draw(hand_numbers(len(results)), label="number")
        result = data.draw(hand_results(self.model.rules.players), label="result")
        if result == results[number - 1]:
            return  # an edit that changes nothing is not what this machine looks at
        self._change(
            lambda: self.model.edit(number, result), lambda: self.service.table.edit_hand(self.game_id, number, result)
        )
        self._check_as_new_game()

    @precondition(lambda self: self.model.now.results)
    @rule(data=st.data())
    def delete(self, data: st.DataObject) -> None:
        number = data.draw(hand_numbers(len(self.model.now.results)), label="number")
        self._change(lambda: self.model.delete(number), lambda: self.service.table.delete_hand(self.game_id, number))
        self._check_as_new_game()

    @precondition(lambda self: not self.model.ended())  # record and riichi show the refusals of an ended game
    @rule()
    def finish(self) -> None:
        self._change(self.model.finish, lambda: self.service.table.finish(self.game_id))

    # Undo and redo

    @rule()
    def undo(self) -> None:
        model = self.model
        if model.at == 0:
            self._refused(
                lambda: self.service.table.undo(self.game_id), self.service.table.game(self.game_id), "nothing to undo"
            )
            return
        try:
            change = self.service.table.undo(self.game_id)
        except TablekeeperError as error:
            raise AssertionError(f"an undo of a state the game was in was refused: {error}") from None
        model.at -= 1
        assert change.undone and named(change.action) == named(model.names[model.at]), "the undo names its change"

    @rule()
    def redo(self) -> None:
        model = self.model
        if model.at == len(model.names):
            self._refused(
                lambda: self.service.table.redo(self.game_id), self.service.table.game(self.game_id), "nothing to redo"
            )
            return
        try:
            change = self.service.table.redo(self.game_id)
        except TablekeeperError as error:
            raise AssertionError(f"a redo of a state the game was in was refused: {error}") from None
        assert change.redone and named(change.action) == named(model.names[model.at]), "the redo names its change"
        model.at += 1

    @rule()
    def undo_everything_then_redo_everything(self) -> None:
        """Back through every earlier state to the first, then forward through every later one to the last."""
        model = self.model
        while model.at > 0:
            self.undo()
            self.check_the_game()
        self.undo()  # nothing left: refused
        while model.at < len(model.names):
            self.redo()
            self.check_the_game()
        self.redo()  # nothing left: refused

    @rule()
    def reopen(self) -> None:
        """A restart: a new session on the same database goes on from what was stored."""
        self.service.close()
        self.service = Session.open(self.database_url)

    # The checks

    @invariant()
    def check_the_game(self) -> None:
        if not self.game_id:
            return
        UndoModel.steps_run += 1
        model = self.model
        expected = worked_out(model.now, model.rules)
        undo = named(model.names[model.at - 1]) if model.at else None
        redo = named(model.names[model.at]) if model.at < len(model.names) else None
        total = model.rules.players * model.rules.start_points
        for session, who in ((self.service, "in memory"), (self.reader, "read afresh")):
            game = session.table.game(self.game_id)
            assert seen(game) == expected, differences(f"the game {who}", seen(game), expected, model.at)
            offered = (named(game.undo), named(game.redo))
            assert offered == (undo, redo), f"undo and redo offered {who}: {offered}, the model: {(undo, redo)}"
            assert all(hand.after.table_total == total for hand in game.hands), "points appeared or vanished"
            assert game.table is not None and game.table.table_total == total, "points appeared or vanished"

    def _check_as_new_game(self) -> None:
        """The game as it is now equals a new game where the same inputs are recorded."""
        inputs = self.model.now
        game = self.service.table.game(self.game_id)
        again = self.service.table.create_game(PLAYERS[: self.model.rules.players], self.model.rules).id
        for result in inputs.results:
            self.service.table.record(again, result)
        for seat in sorted(inputs.pending):
            self.service.table.declare_riichi(again, seat)
        if inputs.closed and not self.service.table.game(again).finished:
            self.service.table.finish(again)
        fresh, edited = seen(self.service.table.game(again)), seen(game)
        assert fresh == edited, differences("the same hands recorded in a new game", fresh, edited, self.model.at)


def run(database_url: str, run_settings: settings) -> None:
    """Run the machine in ``database_url`` (the bench calls this with its own settings)."""
    UndoModel.database_url = database_url
    run_state_machine_as_test(UndoModel, settings=run_settings)


def test_undo_and_redo_follow_the_model(database_url: str) -> None:
    run(database_url, DEFAULT_RUN)
