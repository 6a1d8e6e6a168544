"""Random legal games under every preset: points are never created or lost, counters and the deal follow
the rules, and replaying the same inputs gives the same states."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tablekeeper.rules.game import GameState, apply, new_game, replay
from tablekeeper.rules.results import (
    Chombo,
    ExhaustiveDraw,
    HandResult,
    Ron,
    Tsumo,
)
from tablekeeper.rules.ruleset import PRESET_NAMES, MultipleRon, RuleSet, preset
from tablekeeper.rules.settlement import deltas, table_change

from .random_results import random_result

MAX_HANDS = 60


def _paid_winners(result: Ron, rules: RuleSet) -> list[int]:
    # In turn order from the discarder's right, round the table of the rule set's players.
    seats = sorted((w.winner for w in result.wins), key=lambda s: (s - result.discarder) % rules.players)
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
        expected_dealer = before.dealer if dealer_stays else (before.dealer + 1) % rules.players
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
    assert len(state.scores) == rules.players
    while not state.finished and len(results) < MAX_HANDS:
        result = random_result(rng, state, rules)
        after, settlement = apply(state, result, rules)
        assert after.table_total == total
        moved = deltas(settlement, len(state.scores))
        assert after.scores == tuple(s + d for s, d in zip(state.scores, moved, strict=True))
        assert after.deposits == state.deposits + table_change(settlement)
        assert after.deposits >= 0 and after.riichi == frozenset()
        assert all(t.amount > 0 for t in settlement)
        check_counters(state, result, after, rules)
        results.append(result)
        states.append(after)
        state = after
    again = replay(results, rules)
    assert [h.before for h in again.hands] + [again.state] == states
