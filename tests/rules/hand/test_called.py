"""A hand valued from the yaku its winner calls: fu the yaku fix, han summed as ticked, impossible calls refused.

Expected figures come from the seeds: seed 000 (fu: seven pairs 25, pinfu tsumo 20, closed ron 30; ura dora
only after riichi; at least one yaku), seed 001 (a yakuman hand counts its yakuman only), seed 003 (han of the
yaku, open and closed; the points table).
"""

from __future__ import annotations

import dataclasses

import pytest

from tablekeeper.rules.called_yaku import BadCalledYaku, CalledYaku
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.hand.called import (
    ImpossibleYaku,
    called_han,
    called_value,
    fixed_fu,
    possible_yaku,
    rule_set_yaku,
)
from tablekeeper.rules.hand.errors import ImpossibleConditions, NoYaku
from tablekeeper.rules.ruleset import Renhou, preset

CLUB = preset("club")


@pytest.mark.parametrize(
    ("yaku", "tsumo", "fu"),
    [
        (("chiitoitsu",), False, 25),
        (("chiitoitsu", "menzen_tsumo"), True, 25),
        (("riichi", "menzen_tsumo", "pinfu"), True, 20),
        (("riichi", "pinfu"), False, 30),
        (("riichi", "tanyao"), False, None),
        (("menzen_tsumo", "tanyao"), True, None),
    ],
)
def test_fu_fixed_by_the_yaku(yaku: tuple[str, ...], tsumo: bool, fu: int | None) -> None:
    assert fixed_fu(CalledYaku(yaku), tsumo=tsumo) == fu
    assert called_han(CalledYaku(yaku), CLUB, tsumo=tsumo, dealer=False).fixed_fu == fu


def test_riichi_tsumo_pinfu_dora_1_is_4_han_20_fu() -> None:
    # Seed 003: 4 han 20 fu by tsumo, a non-dealer: 1,300 / 2,600.
    value = called_value(CalledYaku(("riichi", "menzen_tsumo", "pinfu"), dora=1), CLUB, tsumo=True, dealer=False)
    assert (value.han.han, value.fu) == (4, 20)
    assert (value.payments.non_dealer, value.payments.dealer) == (1_300, 2_600)


def test_han_of_an_open_hand_are_its_open_values() -> None:
    # Seed 003: chanta 2 closed / 1 open; honitsu 3 / 2 (the standard list); dora add one each.
    called = CalledYaku(("chanta", "honitsu"), closed=False, dora=2, aka=1)
    value = called_value(called, CLUB, tsumo=False, dealer=True, honba=1, fu=40)
    assert value.han.han == 1 + 2 + 3
    assert value.payments.discarder == 18_000 + 300  # haneman for the dealer, one honba


def test_fu_asked_when_the_yaku_do_not_fix_them() -> None:
    with pytest.raises(InvalidHanFu, match="needs its fu"):
        called_value(CalledYaku(("riichi", "tanyao")), CLUB, tsumo=False, dealer=False)
    value = called_value(CalledYaku(("riichi", "tanyao")), CLUB, tsumo=False, dealer=False, fu=40)
    assert value.payments.discarder == 2_600  # seed 003: 2 han 40 fu, ron


def test_a_yakuman_hand_counts_its_yakuman_only() -> None:
    han = called_han(CalledYaku(("riichi", "menzen_tsumo", "suuankou"), dora=2), CLUB, tsumo=True, dealer=False)
    assert [y.key for y in han.yaku] == ["suuankou"]
    assert (han.han, han.yakuman) == (0, 1)
    value = called_value(CalledYaku(("daisangen", "tsuuiisou")), CLUB, tsumo=False, dealer=False)
    assert value.payments.discarder == 64_000  # two yakuman add up under the club's rules (seed 001)


@pytest.mark.parametrize(
    ("called", "tsumo", "error", "words"),
    [
        (CalledYaku(("pinfu", "tanyao"), closed=False), False, ImpossibleYaku, "Pinfu needs a closed hand"),
        (CalledYaku(("chiitoitsu", "toitoi")), False, ImpossibleYaku, "Chiitoitsu is seven pairs"),
        (CalledYaku(("chiitoitsu", "iipeikou")), False, ImpossibleYaku, "Chiitoitsu is seven pairs"),
        (CalledYaku(("chiitoitsu", "yakuhai_haku")), False, ImpossibleYaku, "Chiitoitsu is seven pairs"),
        (CalledYaku(("pinfu", "sanankou")), False, ImpossibleYaku, "Pinfu is a hand without fu"),
        (CalledYaku(("pinfu", "yakuhai_round_wind")), False, ImpossibleYaku, "Pinfu is a hand without fu"),
        (CalledYaku(("toitoi", "sanshoku_doujun")), False, ImpossibleYaku, "Toitoi is four triplets"),
        (CalledYaku(("tanyao", "chanta")), False, ImpossibleYaku, "Tanyao is all simples"),
        (CalledYaku(("tanyao", "honroutou", "toitoi")), False, ImpossibleYaku, "Tanyao is all simples"),
        (CalledYaku(("riichi", "double_riichi")), False, ImpossibleYaku, "tick only Double riichi"),
        (CalledYaku(("iipeikou", "ryanpeikou")), False, ImpossibleYaku, "tick only Ryanpeikou"),
        (CalledYaku(("chiitoitsu",), closed=False), False, ImpossibleYaku, "needs a closed hand"),
        (CalledYaku(("riichi", "toitoi"), closed=False), False, ImpossibleYaku, "Riichi needs a closed hand"),
        (CalledYaku(("kokushi",), closed=False), False, ImpossibleYaku, "needs a closed hand"),
        (CalledYaku(("suuankou",), closed=False), True, ImpossibleYaku, "needs a closed hand"),
        (CalledYaku(("menzen_tsumo",)), False, ImpossibleYaku, "Menzen tsumo is a win by tsumo"),
        (CalledYaku(("ippatsu", "tanyao")), False, ImpossibleConditions, "Ippatsu is only possible after riichi"),
        (CalledYaku(("haitei",)), False, ImpossibleConditions, "Haitei is a tsumo"),
        (CalledYaku(("houtei",)), True, ImpossibleConditions, "Houtei is a ron"),
        (CalledYaku(("chankan", "tanyao")), True, ImpossibleConditions, "Chankan"),
        (CalledYaku(("tanyao",), ura=1), False, ImpossibleConditions, "Ura dora"),
        (CalledYaku((), dora=3), False, NoYaku, "at least one yaku"),
    ],
)
def test_impossible_calls_are_refused_in_a_sentence(
    called: CalledYaku, tsumo: bool, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        called_han(called, CLUB, tsumo=tsumo, dealer=False)


def test_the_first_turn_wins_are_the_dealers_or_not() -> None:
    with pytest.raises(ImpossibleConditions, match="won by the dealer"):
        called_han(CalledYaku(("tenhou",)), CLUB, tsumo=True, dealer=False)
    with pytest.raises(ImpossibleConditions, match="not the dealer"):
        called_han(CalledYaku(("chiihou",)), CLUB, tsumo=True, dealer=True)


def test_red_fives_only_where_the_rules_have_them() -> None:
    ema = preset("ema2016")
    assert not ema.red_fives
    with pytest.raises(ImpossibleYaku, match="no red fives"):
        called_han(CalledYaku(("tanyao",), aka=1), ema, tsumo=False, dealer=False)


def test_kuitan_and_renhou_only_where_the_rules_have_them() -> None:
    no_kuitan = dataclasses.replace(CLUB, open_tanyao=False)
    assert "tanyao" not in {y.key for y in possible_yaku(no_kuitan, closed=False, tsumo=False)}
    assert "tanyao" in {y.key for y in possible_yaku(no_kuitan, closed=True, tsumo=False)}
    with pytest.raises(ImpossibleYaku, match="Tanyao needs a closed hand"):
        called_han(CalledYaku(("tanyao",), closed=False), no_kuitan, tsumo=False, dealer=False)
    assert CLUB.renhou is Renhou.NONE
    assert not {"renhou", "renhou_yakuman"} & {y.key for y in rule_set_yaku(CLUB)}
    with pytest.raises(ImpossibleYaku, match="not a yaku under this game's rules"):
        called_han(CalledYaku(("renhou",)), CLUB, tsumo=False, dealer=False)
    mangan = dataclasses.replace(CLUB, renhou=Renhou.MANGAN)
    keys = {y.key for y in rule_set_yaku(mangan)}
    assert "renhou" in keys and "renhou_yakuman" not in keys
    assert called_han(CalledYaku(("renhou",)), mangan, tsumo=False, dealer=False).han == 5


def test_possible_yaku_follow_the_way_of_winning() -> None:
    ron = {y.key for y in possible_yaku(CLUB, closed=True, tsumo=False)}
    tsumo = {y.key for y in possible_yaku(CLUB, closed=False, tsumo=True)}
    assert {"houtei", "chankan"} <= ron and not {"menzen_tsumo", "haitei", "rinshan"} & ron
    assert {"haitei", "rinshan"} <= tsumo and not {"menzen_tsumo", "riichi", "pinfu", "chiitoitsu"} & tsumo


@pytest.mark.parametrize(
    "fields",
    [
        {"yaku": ("Bad name",)},
        {"yaku": "riichi"},
        {"yaku": (3,)},
        {"yaku": ("riichi",), "dora": -1},
        {"yaku": ("riichi",), "aka": 4},
    ],
)
def test_a_bad_shape_is_refused(fields: dict[str, object]) -> None:
    with pytest.raises(BadCalledYaku):
        CalledYaku(**fields)  # type: ignore[arg-type]


def test_the_yaku_are_counted_once_in_the_calculators_order() -> None:
    called = CalledYaku(("pinfu", "riichi", "pinfu"))
    assert called.yaku == ("pinfu", "riichi")
    assert [y.key for y in called_han(called, CLUB, tsumo=False, dealer=False).yaku] == ["riichi", "pinfu"]


def test_an_unknown_yaku_is_named() -> None:
    with pytest.raises(BadCalledYaku, match="no yaku called nope"):
        called_han(CalledYaku(("riichi", "nope")), CLUB, tsumo=False, dealer=False)
