"""Properties of the points over every valid han/fu (hypothesis)."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import hand_points, payments
from tablekeeper.rules.ruleset import PRESETS

FU_VALUES = [20, 25, *range(30, 111, 10)]
rule_sets = st.sampled_from(sorted(PRESETS.values(), key=lambda r: r.name))


def _value(han, fu, rules, tsumo):
    try:
        return hand_points(han, fu, rules, tsumo=tsumo)
    except InvalidHanFu:
        return None


@given(st.integers(1, 14), st.sampled_from(FU_VALUES), st.booleans(), st.booleans(), rule_sets)
def test_more_han_never_pays_less(han, fu, dealer, tsumo, rules):
    lower, higher = _value(han, fu, rules, tsumo), _value(han + 1, fu, rules, tsumo)
    assume(lower is not None and higher is not None)
    assert higher.base_points >= lower.base_points
    paid_lower = payments(lower, rules, dealer=dealer, tsumo=tsumo)
    paid_higher = payments(higher, rules, dealer=dealer, tsumo=tsumo)
    assert paid_higher.total >= paid_lower.total


@given(st.integers(1, 14), st.sampled_from(FU_VALUES), rule_sets)
def test_the_dealers_ron_is_one_and_a_half_times_the_non_dealers_before_rounding(han, fu, rules):
    hand = _value(han, fu, rules, False)
    assume(hand is not None)
    # Seed 001: the non-dealer's ron is 4 x base, the dealer's 6 x base, each rounded up to 100.
    non_dealer_raw, dealer_raw = 4 * hand.base_points, 6 * hand.base_points
    assert dealer_raw * 2 == non_dealer_raw * 3
    assert payments(hand, rules, dealer=False, tsumo=False).discarder == -(-non_dealer_raw // 100) * 100
    assert payments(hand, rules, dealer=True, tsumo=False).discarder == -(-dealer_raw // 100) * 100


@given(st.integers(1, 14), st.sampled_from(FU_VALUES), st.booleans(), st.integers(0, 8), rule_sets)
def test_every_payment_is_a_multiple_of_100_and_honba_add_exactly(han, fu, dealer, honba, rules):
    tsumo = True
    hand = _value(han, fu, rules, tsumo)
    assume(hand is not None)
    plain = payments(hand, rules, dealer=dealer, tsumo=tsumo)
    with_honba = payments(hand, rules, dealer=dealer, tsumo=tsumo, honba=honba)
    assert all(v % 100 == 0 for v in plain.as_dict().values())
    # Everybody but the winner pays the honba of a tsumo: three payers at a table of four, two at a table of three.
    assert with_honba.total - plain.total == (rules.players - 1) * rules.honba_tsumo * honba
