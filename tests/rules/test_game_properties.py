"""Random legal games under every preset: points are never created or lost, counters and the deal follow
the rules, and replaying the same inputs gives the same states."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tablekeeper.rules.game import GameState, apply, new_game, replay
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
from tablekeeper.rules.ruleset import PRESET_NAMES, MultipleRon, RuleSet, preset
from tablekeeper.rules.settlement import deltas, table_change

# Han/fu pairs from seed 003's points table (ron and tsumo columns), and limit hands.
RON_VALUES = [(1, 30), (1, 40), (1, 110), (2, 25), (2, 30), (2, 70), (3, 40), (3, 60), (4, 30), (5, None), (6, None)]
RON_VALUES += [(8, None), (11, None), (13, None)]
TSUMO_VALUES = [(1, 30), (1, 50), (2, 20), (2, 40), (3, 25), (3, 20), (4, 20), (4, 40), (5, None), (7, None)]
TSUMO_VALUES += [(10, None), (12, None)]
MAX_HANDS = 60


def _win(rng: random.Random, seat: int, values: list[tuple[int, int | None]]) -> Win:
    # Mostly small hands, as at a real table, so that many games last into the last hands and extensions.
    if rng.randrange(60) == 0:
        pao = rng.choice([None, *(s for s in range(4) if s != seat)])
        return Win(seat, yakuman=rng.randint(1, 2), pao=pao)
    han, fu = rng.choice(values[:4] if rng.random() < 0.7 else values)
    return Win(seat, han=han, fu=fu)


def random_result(rng: random.Random, state: GameState, rules: RuleSet) -> HandResult:
    """A result the rules accept, with riichi only by players who may declare it."""
    can_riichi = [s for s in range(4) if not rules.riichi_needs_deposit or state.scores[s] >= rules.riichi_deposit]
    riichi = frozenset(s for s in can_riichi if rng.random() < 0.2)
    kinds = {"ron": 40, "tsumo": 25, "draw": 20, "chombo": 2, "abort": 4 if rules.abortive_draws else 0}
    kind = rng.choices(list(kinds), weights=list(kinds.values()))[0]
    if kind == "ron":
        discarder = rng.randrange(4)
        seats = [s for s in range(4) if s != discarder]
        winners = rng.sample(seats, rng.choice([1, 1, 1, 1, 2, 2, 3]))
        return Ron(discarder, tuple(_win(rng, w, RON_VALUES) for w in winners), riichi)
    if kind == "tsumo":
        return Tsumo(_win(rng, rng.randrange(4), TSUMO_VALUES), riichi)
    if kind == "draw":
        tenpai = riichi | frozenset(s for s in range(4) if rng.random() < 0.5)
        nagashi = frozenset(s for s in range(4) if rules.nagashi_mangan and rng.random() < 0.05)
        return ExhaustiveDraw(tenpai, nagashi, riichi)
    if kind == "abort":
        abort = rng.choice([k for k in AbortKind if k is not AbortKind.TRIPLE_RON])
        if abort is AbortKind.FOUR_RIICHI:
            if len(can_riichi) < 4:
                abort = AbortKind.NINE_TERMINALS
            else:
                riichi = frozenset(range(4))
        return AbortiveDraw(abort, riichi)
    return Chombo(rng.randrange(4), riichi)


def _paid_winners(result: Ron, rules: RuleSet) -> list[int]:
    seats = sorted((w.winner for w in result.wins), key=lambda s: (s - result.discarder) % 4)
    return seats[:1] if rules.multiple_ron is MultipleRon.HEAD_BUMP else seats


def check_counters(before: GameState, result: HandResult, after: GameState, rules: RuleSet) -> None:
    """The honba and the dealer of the next hand, as seed 003 and RULESETS.md give them."""
    is_triple_draw = isinstance(result, Ron) and len(result.wins) == 3 and rules.multiple_ron is MultipleRon.DOUBLE_ONLY
    if isinstance(result, Ron) and not is_triple_draw:
        dealer_won = before.dealer in _paid_winners(result, rules)
    elif isinstance(result, Tsumo):
        dealer_won = result.win.winner == before.dealer
    else:
        dealer_won = None
    if dealer_won is not None:
        assert after.deposits == 0
        expected_honba, dealer_stays = (before.honba + 1, True) if dealer_won else (0, False)
    elif isinstance(result, Chombo):
        expected_honba, dealer_stays = before.honba, True
    elif isinstance(result, ExhaustiveDraw):
        expected_honba, dealer_stays = before.honba + 1, before.dealer in result.tenpai
    else:
        expected_honba, dealer_stays = before.honba + 1, True
    assert after.honba == expected_honba
    if not after.finished:
        expected_dealer = before.dealer if dealer_stays else (before.dealer + 1) % 4
        assert after.dealer == expected_dealer
        assert after.round == before.round + (not dealer_stays and expected_dealer == 0)


@settings(max_examples=2000, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2**32))
def test_random_games_keep_every_point_and_follow_the_counters(name: str, seed: int) -> None:
    # Hypothesis picks the rule set and a seed; the game itself is drawn from the seed, which keeps thousands
    # of games of up to 60 hands fast.
    rules = preset(name)
    rng = random.Random(seed)
    state = new_game(rules)
    total = state.table_total
    results: list[HandResult] = []
    states = [state]
    while not state.finished and len(results) < MAX_HANDS:
        result = random_result(rng, state, rules)
        after, settlement = apply(state, result, rules)
        assert after.table_total == total
        assert after.scores == tuple(s + d for s, d in zip(state.scores, deltas(settlement), strict=True))
        assert after.deposits == state.deposits + table_change(settlement)
        assert after.deposits >= 0 and after.riichi == frozenset()
        assert all(t.amount > 0 for t in settlement)
        check_counters(state, result, after, rules)
        results.append(result)
        states.append(after)
        state = after
    again = replay(results, rules)
    assert [h.before for h in again.hands] + [again.state] == states
