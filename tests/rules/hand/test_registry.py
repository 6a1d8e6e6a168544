"""The yaku registry: one detector per yaku, in the order results list the yaku; hiding rules and options."""

from __future__ import annotations

import dataclasses
import random

from tablekeeper.rules.hand import HandInput, calculate, calculator
from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.errors import HandError, NoYaku
from tablekeeper.rules.hand.facts import Reading, Scope
from tablekeeper.rules.hand.tiles import table_tiles
from tablekeeper.rules.ruleset import FULL_TABLE, Renhou, RuleSet, preset

from .helpers import score
from .random_hands import random_hand

DEFINED = [value for value in vars(yk).values() if isinstance(value, yk.Yaku)]


def test_every_yaku_has_exactly_one_detector() -> None:
    registered = [d.yaku for d in yk.REGISTRY]
    assert len(DEFINED) == 47
    for yaku in DEFINED:
        assert sum(y is yaku for y in registered) == 1, yaku.key
    assert len(registered) == len(DEFINED)  # and nothing else is registered


def test_results_list_yaku_in_registry_order() -> None:
    # Riichi, menzen tsumo, pinfu, iipeikou and tanyao: the registry
    # puts the conditions of the win first, then sequences, then terminals and honours.
    value = score("223344m345p678s55s", "8s", rules="tenhou", riichi=True, tsumo=True)
    assert [y.key for y in value.yaku] == ["riichi", "menzen_tsumo", "pinfu", "iipeikou", "tanyao"]
    order = {d.yaku.key: i for i, d in enumerate(yk.REGISTRY)}
    rng = random.Random(11)
    rules = preset("tenhou")
    listed = 0
    for _ in range(2000):
        hand = random_hand(rng).to_input()
        try:
            keys = [y.key for y in calculate(hand, rules).yaku]
        except NoYaku:
            continue
        listed += len(keys) > 1
        assert [order[k] for k in keys] == sorted(order[k] for k in keys), keys
    assert listed > 500  # most random hands list several yaku: the order is really checked


def test_a_hidden_yaku_reads_the_same_facts_as_the_one_hiding_it() -> None:
    scope = {d.yaku: d.scope for d in yk.REGISTRY}
    for hidden, hider in yk.HIDDEN_BY.items():
        assert scope[hidden] is scope[hider], (hidden.key, hider.key)


def test_hidden_yaku_are_not_listed_beside_the_yaku_that_hides_them() -> None:
    double = score("123m456p789s234s55p", "4s", riichi=True, double_riichi=True)
    keys = [y.key for y in double.yaku]
    assert "double_riichi" in keys
    assert "riichi" not in keys  # not counted as well: 2 han, not 3
    junchan = score("123m789p999s789s11p", "7s")
    assert "chanta" not in {y.key for y in junchan.yaku}
    ryanpeikou = score("112233m445566p55s", "5s")
    assert [y.key for y in ryanpeikou.yaku] == ["ryanpeikou"]  # neither iipeikou nor chiitoitsu beside it


def test_the_rule_options_decide_which_yaku_can_be_found() -> None:
    club = preset("club")
    for kuitan in (False, True):
        rules = dataclasses.replace(club, open_tanyao=kuitan)
        assert (yk.TANYAO in {y for y, _ in yk.plan(rules, closed=False).tiles}) is kuitan
        assert yk.TANYAO in {y for y, _ in yk.plan(rules, closed=True).tiles}
    renhou = {yk.RENHOU, yk.RENHOU_YAKUMAN}
    for option, found in ((Renhou.NONE, set()), (Renhou.MANGAN, {yk.RENHOU}), (Renhou.YAKUMAN, {yk.RENHOU_YAKUMAN})):
        rules = dataclasses.replace(club, renhou=option)
        assert {y for y, _ in yk.plan(rules, closed=True).first_turn} & renhou == found


FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
         "renhou")  # fmt: skip
KEPT_SCOPES = (Scope.WIN, Scope.LAST_TILE, Scope.FIRST_TURN, Scope.TILES, Scope.NO_SIMPLES)


def test_the_yaku_kept_by_their_facts_read_no_other_fact() -> None:
    # The calculator asks these scopes once per combination of the conditions' flags, closed, the number of
    # suits and which of simples, terminals and honours the hand holds, and keeps the answer: that is only
    # right if their detectors read nothing else. Hand A's key facts put into hand B's facts must give A's yaku.
    rng = random.Random(23)
    detectors = [d for d in yk.REGISTRY if d.scope in KEPT_SCOPES]
    compared = 0
    for _ in range(3000):
        a, b = random_hand(rng).to_input(), random_hand(rng).to_input()
        try:
            facts_a = calculator._checked(a, False, table_tiles(FULL_TABLE), False)[0]
            facts_b = calculator._checked(b, False, table_tiles(FULL_TABLE), False)[0]
        except HandError:
            continue
        conditions = dataclasses.replace(b, **{flag: getattr(a, flag) for flag in FLAGS})
        mixed = facts_b._replace(
            conditions=conditions, closed=facts_a.closed, suits=facts_a.suits, has_simple=facts_a.has_simple,
            has_terminal=facts_a.has_terminal, has_honor=facts_a.has_honor,
        )  # fmt: skip
        for d in detectors:
            assert d.detect(Reading(mixed, -1)) == d.detect(Reading(facts_a, -1)), d.yaku.key
        compared += 1
    assert compared > 2000


def _value_or_refusal(hand: HandInput, rules: RuleSet) -> object:
    try:
        return calculate(hand, rules)
    except HandError as refused:
        return type(refused), str(refused)


def test_answers_kept_by_their_facts_change_no_value() -> None:
    # Beside each rule set's points the calculator keeps the yaku of the hand itself, and those of the dragons'
    # and winds' triplets, by the facts they read: a hand scored after two thousand others (its answers perhaps
    # kept from one of them) must have the value it has when nothing is kept.
    rules = preset("club")
    rng = random.Random(31)
    hands = [random_hand(rng).to_input() for _ in range(2000)]
    after_the_others = [_value_or_refusal(hand, rules) for hand in hands]
    kept = 0
    for hand, value in zip(hands, after_the_others, strict=True):
        calculator._POINTS_CACHES.clear()
        assert _value_or_refusal(hand, rules) == value, hand
        kept += any(y.key.startswith(("yakuhai", "shousangen", "daisangen")) for y in getattr(value, "yaku", ()))
    assert kept > 300  # enough hands with a dragon's or a wind's yaku for the kept answers to be met again


def test_the_answers_kept_under_a_rule_set_stay_bounded_whatever_the_honba() -> None:
    # Payments are kept by honba, which has no upper bound: a long run of ever larger honba counts must not grow
    # what is kept past its bound, and a hand scored after the answers were let go is paid as before. Riichi and
    # pinfu, 2 han 30 fu, a non-dealer's ron: 2,000; each honba adds 300 (seed 003).
    rules = preset("club")
    calculator._POINTS_CACHES.clear()
    for honba in range(calculator.POINTS_KEPT + 500):
        value = score("123m456p789s234s55p", "4s", rules, riichi=True, seat_wind="S", honba=honba)
        assert value.payments.as_dict() == {"discarder": 2_000 + 300 * honba}
    kept = calculator._POINTS_CACHES[id(rules)][1]
    assert 0 < len(kept) <= calculator.POINTS_KEPT
