"""Differential test: our calculator against riichienv (a second reference, in Rust) on random hands.

3,000 random winning hands, the same generator as the test against `mahjong`, scored under the tenhou preset:
the yaku (by key), han and fu (or the yakuman count), and the payments must be identical, and a hand that
riichienv does not count as a win must be refused by ours (no yaku).

Why the tenhou preset only: riichienv's hand evaluator takes no rule set (``HandEvaluator.calc`` has no
``GameRule`` argument; only the game loop takes one), and scores a hand as tenhou does: red fives, open tanyao,
a counted yakuman at 13 han, no kiriage, no renhou (a renhou is a plain ron). Two differences stay:

- riichienv always counts 13-wait kokushi, tanki suuankou, 9-wait chuuren and daisuushii as two yakuman, where
  tenhou (and our preset) count one: the comparison takes the extra yakuman out (two tests at the end pin it).
- On a tenhou, riichienv gives kokushi the 13-sided wait whatever tile came last; we and `mahjong` read the
  wait of the tile drawn. The comparison keeps it (the seed below meets no such hand; the benchmark's does,
  twice in 10,000): the last test pins it.
"""

from __future__ import annotations

import random

from riichienv._riichienv import HandEvaluator, WinResult

from tablekeeper.rules.hand import HandInput, HandValue, MeldKind, calculate
from tablekeeper.rules.hand.errors import NoYaku
from tablekeeper.rules.ruleset import preset

from .random_hands import RandomHand, RiichiArgs, Tile, random_hand

HANDS = 3_000
RULES = preset("tenhou")

# riichienv's yaku ids (riichienv.get_all_yaku()) and our keys. 31-34 are dora, aka, ura and nuki dora: riichienv
# lists them as yaku once whatever their count, we count them apart; the han total compares them.
YAKU_KEYS = {
    1: "menzen_tsumo", 2: "riichi", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei", 7: "yakuhai_haku",
    8: "yakuhai_hatsu", 9: "yakuhai_chun", 10: "yakuhai_seat_wind", 11: "yakuhai_round_wind", 12: "tanyao",
    13: "iipeikou", 14: "pinfu", 15: "chanta", 16: "ittsuu", 17: "sanshoku_doujun", 18: "double_riichi",
    19: "sanshoku_doukou", 20: "sankantsu", 21: "toitoi", 22: "sanankou", 23: "shousangen", 24: "honroutou",
    25: "chiitoitsu", 26: "junchan", 27: "honitsu", 28: "ryanpeikou", 29: "chinitsu", 30: "ippatsu",
    35: "tenhou", 36: "chiihou", 37: "daisangen", 38: "suuankou", 39: "tsuuiisou", 40: "ryuuiisou",
    41: "chinroutou", 42: "kokushi", 43: "shousuushii", 44: "suukantsu", 45: "chuuren", 47: "chuuren_9",
    48: "suuankou_tanki", 49: "kokushi_13", 50: "daisuushii",
}  # fmt: skip
DORA_IDS = frozenset({31, 32, 33, 34})
ALWAYS_DOUBLE = frozenset({47, 48, 49, 50})
"""The yakuman riichienv counts twice whatever the rules: one yakuman each under the tenhou preset."""


def riichienv_score(args: RiichiArgs) -> WinResult:
    """riichienv's result for a hand built by ``RandomHand.to_riichienv``."""
    return HandEvaluator(args.tiles, args.melds).calc(args.win, args.dora, args.ura, args.conditions)


def compare(hand: HandInput, args: RiichiArgs) -> str | None:
    """None when we and riichienv agree under the tenhou preset, else a sentence saying how we differ."""
    theirs = riichienv_score(args)
    try:
        ours = calculate(hand, RULES)
    except NoYaku:
        if not theirs.is_win:
            return None
        return f"we found no yaku; riichienv: {_theirs(theirs)}"
    if not theirs.is_win:
        return f"riichienv finds no win; we scored {ours.han} han {ours.fu} fu {[y.key for y in ours.yaku]}"
    their_keys = sorted(YAKU_KEYS[i] for i in theirs.yaku if i not in DORA_IDS)
    if sorted(y.key for y in ours.yaku) != their_keys:
        return f"yaku {[y.key for y in ours.yaku]} != {their_keys} ({_theirs(theirs)})"
    expected = _payments(hand, theirs)
    if theirs.yakuman:
        count = theirs.han // 13
        doubled = sum(1 for i in theirs.yaku if i in ALWAYS_DOUBLE)
        # The known difference: the same payments for one yakuman fewer per always-double yakuman.
        honba = (300 if not hand.tsumo else 100) * hand.honba
        expected = {payer: (paid - honba) * (count - doubled) // count + honba for payer, paid in expected.items()}
        if ours.yakuman != count - doubled:
            return f"yakuman {ours.yakuman} != {count - doubled} ({_theirs(theirs)})"
    elif (ours.han, ours.fu) != (theirs.han, theirs.fu):
        return f"{ours.han} han {ours.fu} fu != {_theirs(theirs)}"
    if ours.payments.as_dict() != expected:
        return f"payments {ours.payments.as_dict()} != {expected} ({_ours(ours)} / {_theirs(theirs)})"
    return None


def _payments(hand: HandInput, theirs: WinResult) -> dict[str, int]:
    """riichienv's payments under our payer names: ``tsumo_agari_oya`` is the dealer's share of a tsumo."""
    if not hand.tsumo:
        return {"discarder": theirs.ron_agari}
    if hand.dealer:
        return {"non_dealer": theirs.tsumo_agari_ko}
    return {"dealer": theirs.tsumo_agari_oya, "non_dealer": theirs.tsumo_agari_ko}


def _ours(ours: HandValue) -> str:
    return f"{ours.han} han {ours.fu} fu {ours.yakuman} yakuman {[y.key for y in ours.yaku]}"


def _theirs(theirs: WinResult) -> str:
    return f"riichienv {theirs.han} han {theirs.fu} fu {[y.name_en for y in theirs.yaku_list()]}"


def test_random_hands_score_as_riichienv_does() -> None:
    rng = random.Random(20261127)
    failures = []
    for _ in range(HANDS):
        generated = random_hand(rng)
        hand = generated.to_input()
        problem = compare(hand, generated.to_riichienv())
        if problem:
            failures.append(f"{hand}: {problem}")
    assert not failures, f"{len(failures)} differences, first ones:\n" + "\n".join(failures[:10])


# Kinds in the 34 numbering: 1m = 0, 9p = 17, 1s = 18, 1z (east) ... 7z (red dragon) = 27 ... 33.
def _hand(concealed: list[int], win: int, melds: list[tuple[MeldKind, list[int]]] | None = None) -> RandomHand:
    """A ron by the south seat in the east round, the dora indicator 2p (the dora 3p is in neither hand)."""
    return RandomHand(
        concealed=[Tile(k) for k in concealed],
        melds=[(kind, [Tile(k) for k in kinds]) for kind, kinds in melds or []],
        win=win,
        dora=[Tile(10)],
        ura=[],
        seat=1,
    )


def test_riichienv_counts_tanki_suuankou_twice_where_tenhou_counts_it_once() -> None:
    # 111m 999p 111s 777z, won by ron on the second 5z: four concealed triplets, single wait.
    generated = _hand([0, 0, 0, 17, 17, 17, 18, 18, 18, 33, 33, 33, 31, 31], win=31)
    theirs = riichienv_score(generated.to_riichienv())
    ours = calculate(generated.to_input(), RULES)
    assert [YAKU_KEYS[i] for i in theirs.yaku] == ["suuankou_tanki"]
    assert theirs.ron_agari == 2 * 32_000  # a non-dealer's yakuman ron is 8,000 base x 4 = 32,000
    assert [(y.key, y.yakuman) for y in ours.yaku] == [("suuankou_tanki", 1)]
    assert ours.payments.as_dict() == {"discarder": 32_000}
    assert compare(generated.to_input(), generated.to_riichienv()) is None


def test_riichienv_counts_daisuushii_twice_where_tenhou_counts_it_once() -> None:
    # pon 111z, pon 222z, then 333z 444z 5m, won by ron on the second 5m: four wind sets (two concealed
    # triplets only, so no suuankou).
    pons = [(MeldKind.PON, [27, 27, 27]), (MeldKind.PON, [28, 28, 28])]
    generated = _hand([29, 29, 29, 30, 30, 30, 4, 4], win=4, melds=pons)
    theirs = riichienv_score(generated.to_riichienv())
    ours = calculate(generated.to_input(), RULES)
    assert [YAKU_KEYS[i] for i in theirs.yaku] == ["daisuushii"]
    assert theirs.ron_agari == 2 * 32_000
    assert [(y.key, y.yakuman) for y in ours.yaku] == [("daisuushii", 1)]
    assert ours.payments.as_dict() == {"discarder": 32_000}
    assert compare(generated.to_input(), generated.to_riichienv()) is None


def test_riichienv_gives_a_tenhou_kokushi_the_13_wait_where_we_and_mahjong_read_the_drawn_tile() -> None:
    # Found by the benchmark (seed 5): the dealer's first draw, the east wind, completes 19m 19p 19s 1234567z
    # with the pair 9p, a single wait on east. We and `mahjong` score kokushi and tenhou (two yakuman, 16,000
    # from each of three non-dealers each); riichienv names it the 13-wait kokushi on a tenhou, whatever tile
    # came last (as Mahjong Soul scores a tenhou), and counts three. The random test's seed meets no such hand.
    orphans = [0, 8, 9, 17, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
    generated = RandomHand(
        concealed=[Tile(k) for k in orphans],
        melds=[],
        win=27,
        dora=[Tile(21)],
        ura=[],
        flags={"tsumo": True, "tenhou": True},
    )
    theirs = riichienv_score(generated.to_riichienv())
    ours = calculate(generated.to_input(), RULES)
    assert sorted(YAKU_KEYS[i] for i in theirs.yaku) == ["kokushi_13", "tenhou"]
    assert theirs.tsumo_agari_ko == 3 * 16_000
    assert sorted((y.key, y.yakuman) for y in ours.yaku) == [("kokushi", 1), ("tenhou", 1)]
    assert ours.payments.as_dict() == {"non_dealer": 2 * 16_000}
