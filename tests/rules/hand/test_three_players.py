"""The calculator at a table of three (RULESETS.md, "Three players"): 108 tiles without 2m-8m, 1m and 9m each
other's dora, no chi, Norths set aside (kita) counted as dora for their owner, a North kept in the hand an ordinary
honour; and the yaku that no hand of those tiles can make refused in yaku mode."""

from __future__ import annotations

import pytest
from mahjong.hand_calculating.hand import HandCalculator

from tablekeeper.rules.called_yaku import BadCalledYaku, CalledYaku, from_dict, to_dict
from tablekeeper.rules.hand import HandInput, calculate, validate
from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.called import ImpossibleYaku, called_value, check_called, possible_yaku, rule_set_yaku
from tablekeeper.rules.hand.errors import BadMeld, BadTiles, ImpossibleConditions, NoYaku, TooManyCopies
from tablekeeper.rules.hand.tiles import table_tiles
from tablekeeper.rules.ruleset import preset

from .helpers import score, yaku_of
from .random_hands import RandomHand, Tile

SANMA = preset("tenhou-sanma")
# 111m 123p 456p 789s and a pair of North, won on the second North: closed, a concealed triplet of a terminal.
NORTH_PAIR = "111m123p456p789s44z"


def test_a_table_of_three_plays_108_tiles_without_2m_to_8m_and_without_chi() -> None:
    three, four = table_tiles(3), table_tiles(4)
    assert 4 * len(three.kinds) == 108 and 4 * len(four.kinds) == 136
    assert three.left_out == (1, 2, 3, 4, 5, 6, 7)  # 2m (kind 1) to 8m (kind 7)
    assert (three.chii, four.chii) == (False, True)
    assert three.left_out_words() == "2m\u20138m"


@pytest.mark.parametrize(
    ("tiles", "conditions", "tile"),
    [
        ("234m123p456p789s44z", {}, "2m"),  # in the hand
        ("123p456p789s44z", {"melds": ("pon:555m",)}, "5m"),  # in a meld
        ("123p456p789s44z", {"melds": ("pon:000m",)}, "5m"),  # a red 5m: only 5p and 5s have red fives here
        (NORTH_PAIR, {"dora": "3m"}, "3m"),  # a dora indicator
        (NORTH_PAIR, {"riichi": True, "ura": "8m"}, "8m"),  # an ura indicator
    ],
)
def test_a_tile_from_2m_to_8m_is_refused_in_a_sentence_naming_it(tiles: str, conditions: dict, tile: str) -> None:
    with pytest.raises(BadTiles, match=f"A table of 3 plays without 2m\u20138m: there is no {tile} in its tiles"):
        calculate(HandInput(tiles, "4z", **conditions), SANMA)
    with pytest.raises(BadTiles, match=f"no {tile}"):
        validate(HandInput(tiles, "4z", **conditions), players=3)


def test_the_same_tiles_are_played_with_four() -> None:
    value = score("234m123p456p789s44z", "4z", "tenhou", riichi=True)
    assert yaku_of(value) == {"riichi": 1}


def test_a_chi_is_refused_at_a_table_of_three() -> None:
    with pytest.raises(BadMeld, match="No chi is called at a table of 3: 123p cannot be a declared meld"):
        score("456p789s111m44z", "4z", SANMA, melds=("chi:123p",))
    # The same run kept concealed is an ordinary set; with four players it may be called.
    assert yaku_of(score("123p456p789s111m44z", "4z", SANMA, riichi=True)) == {"riichi": 1}
    assert score("456p789s111z44z", "4z", "tenhou", melds=("chi:123p",)).han == 2  # East: seat and round wind, 1 each


def test_the_dora_after_9m_is_1m_and_after_1m_is_9m() -> None:
    # Seed 003 wraps 9 to 1 in a suit; without 2m-8m the next man after 1m is 9m. Three 1m and three 9m: 3 dora.
    assert score(NORTH_PAIR, "4z", SANMA, riichi=True, dora="9m").dora == 3
    assert score("999m123p456p789s44z", "4z", SANMA, riichi=True, dora="1m").dora == 3
    # With four players 1m shows 2m, and 9m still shows 1m.
    assert score("999m123p456p789s44z", "4z", "tenhou", riichi=True, dora="1m").dora == 0
    assert score(NORTH_PAIR, "4z", "tenhou", riichi=True, dora="9m").dora == 3
    # `mahjong` 2.1.0 agrees (its is_three_player dora).
    generated = RandomHand(
        concealed=[Tile(k) for k in (8, 8, 8, 9, 10, 11, 12, 13, 14, 24, 25, 26, 30, 30)],
        melds=[],
        win=30,
        dora=[Tile(0)],
        ura=[],
        flags={"riichi": True},
    )
    tiles, win, melds, dora, _, config = generated.to_mahjong(SANMA)
    theirs = HandCalculator.estimate_hand_value(tiles, win, melds=melds, dora_indicators=dora, config=config)
    assert theirs.han == 1 + 3


def test_each_north_set_aside_is_a_dora_of_its_own_line() -> None:
    # Riichi 1, two Norths set aside 2: 3 han; 40 fu (20 + closed ron 10 + concealed 1m triplet 8 + pair wait 2),
    # a dealer's ron of 3 han 40 fu: 40 x 2^5 = 1,280 base, x 6 = 7,680 -> 7,700.
    value = score(NORTH_PAIR, "4z", SANMA, riichi=True, kita=2)
    assert (value.kita, value.dora, value.han, value.fu) == (2, 0, 3, 40)
    assert value.payments.as_dict() == {"discarder": 7_700}
    # An indicator showing North (West, 3z) makes the pair and each North set aside a dora: 2 + 2 dora.
    shown = score(NORTH_PAIR, "4z", SANMA, riichi=True, kita=2, dora="3z")
    assert (shown.kita, shown.dora, shown.han) == (2, 4, 1 + 2 + 4)
    # So does an ura indicator after riichi.
    assert score(NORTH_PAIR, "4z", SANMA, riichi=True, kita=1, ura="3z").ura_dora == 2 + 1


def test_norths_set_aside_are_no_yaku() -> None:
    with pytest.raises(NoYaku):
        score(NORTH_PAIR, "4z", SANMA, kita=2)


def test_a_north_kept_in_the_hand_is_an_ordinary_honour() -> None:
    # A triplet of North with the seat South in the East round: no yakuhai (no seat is North at a table of three).
    hand = "444z123p456p789s11m"
    assert yaku_of(score(hand, "1m", SANMA, riichi=True, seat_wind="S")) == {"riichi": 1}
    with pytest.raises(NoYaku):
        score(hand, "1m", SANMA, seat_wind="S")
    # It is a yakuhai only as the round wind.
    assert yaku_of(score(hand, "1m", SANMA, riichi=True, seat_wind="S", round_wind="N")) == {
        "riichi": 1,
        "yakuhai_round_wind": 1,
    }


def test_a_non_dealer_mangan_tsumo_pays_2000_and_4000() -> None:
    # RULESETS.md: tsumo loss, a non-dealer's mangan is 2,000 + 4,000 from the two payers. Riichi, menzen tsumo
    # and three dora (the 1m after the 9m indicator): 5 han.
    value = score(NORTH_PAIR, "4z", SANMA, riichi=True, tsumo=True, seat_wind="S", dora="9m")
    assert value.payments.as_dict() == {"dealer": 4_000, "non_dealer": 2_000}


@pytest.mark.parametrize(
    ("rules", "conditions", "error", "words"),
    [
        ("tenhou", {"kita": 1}, ImpossibleConditions, "These rules count no North set aside"),
        (SANMA, {"kita": 5}, BadTiles, "a whole number from 0 to 4, not 5"),
        (SANMA, {"kita": -1}, BadTiles, "a whole number from 0 to 4, not -1"),
        (SANMA, {"kita": 3}, TooManyCopies, "3 set aside and 2 in this hand, its melds and indicators make 5"),
        (SANMA, {"kita": 2, "dora": "4z"}, TooManyCopies, "2 set aside and 3 in this hand"),
        (SANMA, {"seat_wind": "N"}, ImpossibleConditions, "A table of 3 has no North seat"),
    ],
)
def test_norths_set_aside_and_a_seat_the_table_lacks_are_refused(
    rules: object, conditions: dict, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        score(NORTH_PAIR, "4z", rules, riichi=True, **conditions)


def test_sanshoku_doujun_is_refused_in_yaku_mode_at_a_table_of_three() -> None:
    # 123m, the run every sanshoku doujun has in man, needs 2m and 3m: no hand of the table's tiles has it.
    with pytest.raises(ImpossibleYaku, match="a table of 3 cannot lay: it plays without 2m\u20138m"):
        check_called(CalledYaku(("riichi", "sanshoku_doujun")), SANMA, tsumo=False, dealer=False)
    assert yk.SANSHOKU not in rule_set_yaku(SANMA)
    assert yk.SANSHOKU not in possible_yaku(SANMA, closed=True, tsumo=True)
    check_called(CalledYaku(("riichi", "sanshoku_doujun")), preset("tenhou"), tsumo=False, dealer=False)


@pytest.mark.parametrize(
    ("tiles", "win", "key"),
    [
        ("111m111p111s789p44z", "4z", "sanshoku_doukou"),  # 1m is played: 111m 111p 111s
        ("123456789p111s44z", "4z", "ittsuu"),  # a whole suit of pins
        ("11122345678999p", "5p", "chuuren"),  # 1112345678999 and a second 2p, won on 5p
    ],
)
def test_the_yaku_of_a_suit_or_of_terminals_stay_possible(tiles: str, win: str, key: str) -> None:
    assert key in yaku_of(score(tiles, win, SANMA, riichi=key != "chuuren"))
    check_called(CalledYaku((key,)), SANMA, tsumo=False, dealer=False)
    assert yk.BY_KEY[key] in rule_set_yaku(SANMA)


def test_norths_set_aside_count_in_yaku_mode_under_rules_with_kita() -> None:
    # Riichi 1, dora 1, kita 2: 4 han; 30 fu by a non-dealer's ron: 30 x 2^6 = 1,920 base, x 4 = 7,680 -> 7,700.
    called = CalledYaku(("riichi",), dora=1, kita=2)
    value = called_value(called, SANMA, tsumo=False, dealer=False, fu=30)
    assert (value.han.han, value.payments.as_dict()) == (4, {"discarder": 7_700})
    with pytest.raises(ImpossibleConditions, match="These rules count no North set aside"):
        check_called(called, preset("tenhou"), tsumo=False, dealer=False)
    with pytest.raises(BadCalledYaku, match="from 0 to 4, not 5"):
        CalledYaku(("riichi",), kita=5)


def test_kita_is_kept_with_the_called_yaku_and_absent_where_there_is_none() -> None:
    assert from_dict(to_dict(CalledYaku(("riichi",), kita=3))).kita == 3
    # A four-player win is written as it always was, and an old one reads back without kita.
    assert "kita" not in to_dict(CalledYaku(("riichi",)))
    assert from_dict({"yaku": ["riichi"], "closed": True, "dora": 0, "aka": 0, "ura": 0}).kita == 0
