"""Each yaku and yakuman, with its closed and open value (seed 003's table and the standard list)."""

from __future__ import annotations

import dataclasses

import pytest

from tablekeeper.rules.hand.errors import NoYaku
from tablekeeper.rules.ruleset import Renhou, preset

from .helpers import score, yaku_of

# (tiles, winning tile, conditions, yaku key, han) -- each hand written so that the yaku is plainly there.
CASES = [
    ("123m456p789s234s55p", "4s", {"riichi": True}, "riichi", 1),
    ("123m456p789s234s55p", "4s", {"double_riichi": True}, "double_riichi", 2),
    ("123m456p789s234s55p", "4s", {"riichi": True, "ippatsu": True}, "ippatsu", 1),
    ("123m456p789s234s55p", "4s", {"tsumo": True}, "menzen_tsumo", 1),
    ("123m456p789s234s55p", "4s", {"seat_wind": "S"}, "pinfu", 1),
    ("112233m456p789s55p", "3m", {}, "iipeikou", 1),
    ("112233m445566p55s", "5s", {}, "ryanpeikou", 3),
    ("234m456p678s345s88p", "8p", {}, "tanyao", 1),
    ("456p678s345s88p", "8p", {"melds": ("chi:234m",)}, "tanyao", 1),
    ("123m456p789s555z22p", "2p", {}, "yakuhai_haku", 1),
    ("123m456p789s666z22p", "2p", {}, "yakuhai_hatsu", 1),
    ("123m456p789s777z22p", "2p", {}, "yakuhai_chun", 1),
    ("123m456p789s222z22p", "2p", {"seat_wind": "S"}, "yakuhai_seat_wind", 1),
    ("123m456p789s111z22p", "2p", {"seat_wind": "S", "round_wind": "E"}, "yakuhai_round_wind", 1),
    ("123m456p789s234s55p", "4s", {"riichi": True, "tsumo": True, "haitei": True}, "haitei", 1),
    ("123m456p789s234s55p", "4s", {"riichi": True, "houtei": True}, "houtei", 1),
    ("456p789s234s55p", "4s", {"melds": ("ankan:1111m",), "tsumo": True, "rinshan": True}, "rinshan", 1),
    ("123m456p789s234s55p", "4s", {"chankan": True}, "chankan", 1),
    ("1133m4466p77s1122z", "2z", {}, "chiitoitsu", 2),
    ("123456789m456p55s", "9m", {}, "ittsuu", 2),
    ("456789m456p55s", "5s", {"melds": ("chi:123m",)}, "ittsuu", 1),
    ("123m123p123s789m55p", "3s", {}, "sanshoku_doujun", 2),
    ("123p123s789m55p", "3s", {"melds": ("chi:123m",)}, "sanshoku_doujun", 1),
    ("222m222p222s456m99s", "6m", {}, "sanshoku_doukou", 2),
    ("222p222s456m99s", "6m", {"melds": ("pon:222m",)}, "sanshoku_doukou", 2),
    ("444s777m99p", "9p", {"melds": ("pon:222m", "pon:333p")}, "toitoi", 2),
    ("222m333p444s678m99p", "7m", {}, "sanankou", 2),
    ("678m99p", "9p", {"melds": ("kan:2222m", "kan:3333p", "ankan:4444s")}, "sankantsu", 2),
    ("123m789p999s789s11z", "7s", {}, "chanta", 2),
    ("789p999s789s11z", "7s", {"melds": ("chi:123m",)}, "chanta", 1),
    ("123m789p999s789s11p", "7s", {}, "junchan", 3),
    ("789p999s789s11p", "7s", {"melds": ("chi:123m",)}, "junchan", 2),
    ("999p111s999s11z", "1z", {"melds": ("pon:111m",)}, "honroutou", 2),
    ("555z666z77z123m456p", "3m", {}, "shousangen", 2),
    ("123456m789m111z22z", "2z", {}, "honitsu", 3),
    ("456789m111z22z", "2z", {"melds": ("chi:123m",)}, "honitsu", 2),
    ("123m456m678m234m55m", "5m", {}, "chinitsu", 6),
    ("456m678m234m55m", "5m", {"melds": ("chi:123m",)}, "chinitsu", 5),
]

YAKUMAN = [
    ("19m19p19s1234567z1m", "9s", {}, "kokushi"),
    ("19m19p19s1234567z1m", "1m", {}, "kokushi_13"),
    ("111m222p333s444s55z", "4s", {"tsumo": True}, "suuankou"),
    ("111m222p333s444s55z", "5z", {}, "suuankou_tanki"),
    ("555z666z777z123m55p", "3m", {}, "daisangen"),
    ("111z222z333z44z123m", "3m", {}, "shousuushii"),
    ("111z222z333z444z55m", "5m", {}, "daisuushii"),
    ("111z222z555z666z77z", "7z", {}, "tsuuiisou"),
    ("999m111p999p11s", "1s", {"melds": ("pon:111m",)}, "chinroutou"),
    ("223344666888s66z", "6z", {}, "ryuuiisou"),
    ("11123455678999m", "2m", {}, "chuuren"),
    ("11123455678999m", "5m", {}, "chuuren_9"),
    ("99p", "9p", {"melds": ("kan:2222m", "kan:3333p", "ankan:4444s", "kakan:0555m")}, "suukantsu"),  # one 5m is red
    ("123m456p789s234s55p", "4s", {"tsumo": True, "tenhou": True}, "tenhou"),
    ("123m456p789s234s55p", "4s", {"tsumo": True, "chiihou": True, "seat_wind": "S"}, "chiihou"),
]


@pytest.mark.parametrize(("tiles", "win", "conditions", "key", "han"), CASES)
def test_yaku_and_its_value(tiles: str, win: str, conditions: dict, key: str, han: int) -> None:
    found = yaku_of(score(tiles, win, **conditions))
    assert found.get(key) == han, found


@pytest.mark.parametrize(("tiles", "win", "conditions", "key"), YAKUMAN)
def test_yakuman(tiles: str, win: str, conditions: dict, key: str) -> None:
    value = score(tiles, win, **conditions)
    assert key in yaku_of(value)
    assert value.yakuman >= 1
    assert value.points.limit is not None and value.points.limit.value == "yakuman"


def test_double_riichi_replaces_riichi() -> None:
    found = yaku_of(score("123m456p789s234s55p", "4s", riichi=True, double_riichi=True))
    assert "riichi" not in found
    assert found["double_riichi"] == 2


def test_a_double_wind_triplet_is_two_yakuhai() -> None:
    found = yaku_of(score("123m456p789s111z22p", "2p", seat_wind="E", round_wind="E"))
    assert found["yakuhai_seat_wind"] == 1 and found["yakuhai_round_wind"] == 1


def test_ryanpeikou_is_chosen_over_seven_pairs() -> None:
    value = score("112233m445566p55s", "5s")
    assert "chiitoitsu" not in yaku_of(value) and "iipeikou" not in yaku_of(value)


def test_suuankou_by_ron_on_a_triplet_is_only_sanankou_and_toitoi() -> None:
    found = yaku_of(score("111m222p333s444s55z", "4s"))
    assert found["sanankou"] == 2 and found["toitoi"] == 2
    assert "suuankou" not in found


def test_open_tanyao_is_a_rule_option() -> None:
    no_kuitan = dataclasses.replace(preset("club"), open_tanyao=False)
    with pytest.raises(NoYaku, match="no yaku: this hand cannot win"):
        score("456p678s345s88p", "8p", no_kuitan, melds=("chi:234m",))


def test_double_yakuman_variants_count_two_where_the_rule_set_says_so() -> None:
    for key_tiles, win in (("19m19p19s1234567z1m", "1m"), ("111m222p333s444s55z", "5z"), ("11123455678999m", "5m")):
        assert score(key_tiles, win, "club").yakuman == 1
        assert score(key_tiles, win, "mahjongsoul").yakuman == 2


def test_several_yakuman_add_up() -> None:
    value = score("111z222z555z666z77z", "6z", tsumo=True)  # tsuuiisou and suuankou
    assert {"tsuuiisou", "suuankou"} <= set(yaku_of(value))
    assert value.yakuman == 2
    assert value.payments.as_dict() == {"non_dealer": 32_000}  # dealer tsumo, 2 x 16,000 from each


def test_renhou_follows_the_rule_set() -> None:
    hand = ("123m456p789s234s55p", "4s")
    with_none = preset("club")
    assert with_none.renhou is Renhou.NONE
    assert "renhou" not in yaku_of(score(*hand, with_none, seat_wind="S", renhou=True))
    mangan = dataclasses.replace(with_none, renhou=Renhou.MANGAN)
    assert yaku_of(score(*hand, mangan, seat_wind="S", renhou=True))["renhou"] == 5
    yakuman = dataclasses.replace(with_none, renhou=Renhou.YAKUMAN)
    assert "renhou_yakuman" in yaku_of(score(*hand, yakuman, seat_wind="S", renhou=True))


def test_dora_ura_and_red_fives_count_after_a_yaku() -> None:
    # Dora indicator 1m: the dora is 2m (three in hand). Ura indicator 4p: 5p, one red. Red 5p and 5s.
    value = score("123m22m406p789s406s", "6s", riichi=True, dora="1m", ura="4p", seat_wind="S")
    assert (value.dora, value.ura_dora, value.aka_dora) == (3, 1, 2)
    assert value.han == 1 + 1 + 3 + 1 + 2  # riichi, pinfu, dora, ura, red fives
    without_reds = score("123m22m406p789s406s", "6s", "ema2016", riichi=True, dora="1m", ura="4p", seat_wind="S")
    assert without_reds.aka_dora == 0


def test_dora_follow_the_seed_order() -> None:
    # Seed 003: E->S->W->N->E, haku->hatsu->chun->haku, 9->1 in a suit. Each indicator names one dora.
    hand = "111z555z789m123p99s"  # East, White, 9s
    assert score(hand, "9s", seat_wind="E", dora="4z").dora == 3  # North -> East
    assert score(hand, "9s", seat_wind="E", dora="7z").dora == 3  # Red -> White
    assert score(hand, "9s", seat_wind="E", dora="8s").dora == 2  # 8s -> 9s
    assert score(hand, "9s", seat_wind="E", dora="9p").dora == 1  # 9p -> 1p
    assert score(hand, "9s", seat_wind="E", dora="4z8s").dora == 5  # two indicators add up


def test_dora_alone_is_no_yaku() -> None:
    with pytest.raises(NoYaku):
        score("123m456p789s11z234s", "4s", dora="1z", melds=())


def test_aotenjou_has_no_limits() -> None:
    # Seed 001: base = fu x 2^(2 + han) at any han. Chinitsu 6, riichi 1, ippatsu 1, and 2p read as the
    # two-sided wait of 2-3-4: pinfu 1, 30 fu, 9 han (the pair wait would be 8 han 40 fu, 40 x 2^10, less).
    # 30 x 2^11 = 61,440 base; a non-dealer ron pays 4 x, 245,760, rounded up to 245,800.
    rules = dataclasses.replace(preset("club"), aotenjou=True)
    value = score("123p456p678p234p22p", "2p", rules, riichi=True, ippatsu=True, seat_wind="S")
    assert (value.han, value.fu) == (9, 30)
    assert value.points.base_points == 30 * 2**11
    assert value.points.limit is None
    assert value.payments.as_dict() == {"discarder": 245_800}
