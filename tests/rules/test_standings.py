"""Final standings: places, ties, uma and oka, leftover deposits, chombo penalties and the +/- score."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from tablekeeper.rules.game import GameState, apply
from tablekeeper.rules.results import Chombo
from tablekeeper.rules.ruleset import LeftoverDeposits, TieBreak, preset
from tablekeeper.rules.settlement import Reason, Transfer
from tablekeeper.rules.standings import final_points, format_score, leftover_settlement, standings

CLUB = preset("club")
EMA = preset("ema2016")
TENHOU = preset("tenhou")


def by_seat(state: GameState, rules) -> dict[int, tuple[int, Fraction]]:
    return {s.seat: (s.place, s.score) for s in standings(state, rules)}


def test_seed_001_31500_from_25000_is_plus_6_5():
    state = GameState(scores=(31_500, 25_000, 20_000, 23_500))
    table = by_seat(state, CLUB)
    assert table[0] == (1, Fraction(13, 2))
    assert table[1] == (2, Fraction(0))
    assert table[3] == (3, Fraction(-3, 2))
    assert table[2] == (4, Fraction(-5))
    assert format_score(table[0][1]) == "+6.5"


def test_standings_come_first_to_last():
    state = GameState(scores=(20_000, 35_000, 25_000, 20_000))
    assert [s.seat for s in standings(state, CLUB)] == [1, 2, 0, 3]


def test_ema_uma_on_30000():
    state = GameState(scores=(45_200, 31_000, 24_800, 19_000))
    # (points - 30,000) / 1,000 plus +15 / +5 / -5 / -15.
    assert [s.score for s in standings(state, EMA)] == [
        Fraction(151, 5),
        Fraction(6),
        Fraction(-51, 5),
        Fraction(-26),
    ]


def test_shared_places_split_the_uma_under_share():
    state = GameState(scores=(40_000, 25_000, 25_000, 30_000))
    table = by_seat(state, EMA)
    assert table[1][0] == table[2][0] == 3
    # 3rd and 4th share -5 and -15: -10 each, on top of -5 from the points.
    assert table[1][1] == table[2][1] == Fraction(-15)
    assert table[0] == (1, Fraction(25))
    assert table[3] == (2, Fraction(5))


def test_shared_first_place_splits_uma_and_oka():
    rules = dataclasses.replace(TENHOU, tie_break=TieBreak.SHARE, final_score_rounding=EMA.final_score_rounding)
    state = GameState(scores=(35_000, 35_000, 15_000, 15_000))
    table = by_seat(state, rules)
    # First and second share +20 +10 and the oka of 20: 25 each, plus 5 from the points.
    assert table[0] == table[1] == (1, Fraction(30))
    assert table[2] == table[3] == (3, Fraction(-30))


def test_tenhou_earlier_seat_ranks_higher_on_equal_points():
    state = GameState(scores=(20_000, 30_000, 30_000, 20_000))
    assert [s.seat for s in standings(state, TENHOU)] == [1, 2, 0, 3]
    assert [s.place for s in standings(state, TENHOU)] == [1, 2, 3, 4]


def test_tenhou_rounds_2nd_to_4th_to_1000_and_1st_takes_the_rest():
    # The end of mjx's pao-tsumo game in ../shared/data/tenhou: owari="718,81.0,71,-33.0,-4,-50.0,215,2.0".
    state = GameState(scores=(71_800, 7_100, -400, 21_500))
    assert by_seat(state, TENHOU) == {
        0: (1, Fraction(81)),
        3: (2, Fraction(2)),  # 21,500 rounds to 22: 22 - 30 + 10
        1: (3, Fraction(-33)),
        2: (4, Fraction(-50)),
    }


def test_tenhou_rounding_of_a_negative_half_is_away_from_zero():
    state = GameState(scores=(80_000, 26_000, 10_500, -16_500))
    table = by_seat(state, TENHOU)
    assert table[2][1] == 11 - 30 - 10
    assert table[3][1] == -17 - 30 - 20
    assert table[0][1] == -(table[1][1] + table[2][1] + table[3][1])


def test_leftover_deposits_go_to_first_place():
    state = GameState(scores=(24_000, 30_000, 22_000, 22_000), deposits=2_000)
    assert leftover_settlement(state, TENHOU) == (Transfer(None, 1, 2_000, Reason.DEPOSIT),)
    assert final_points(state, TENHOU) == (24_000, 32_000, 22_000, 22_000)
    assert sum(s.score for s in standings(state, TENHOU)) == 0


def test_leftover_deposits_on_a_tie_go_to_the_earlier_seat_under_tenhou():
    state = GameState(scores=(22_000, 27_000, 27_000, 22_000), deposits=2_000)
    assert final_points(state, TENHOU) == (22_000, 29_000, 27_000, 22_000)


def test_leftover_deposits_are_split_between_shared_firsts():
    state = GameState(scores=(22_000, 27_000, 27_000, 22_000), deposits=2_000)
    assert final_points(state, CLUB) == (22_000, 28_000, 28_000, 22_000)


def test_leftover_deposits_can_be_lost():
    rules = dataclasses.replace(CLUB, leftover_deposits=LeftoverDeposits.LOST)
    state = GameState(scores=(22_000, 27_000, 27_000, 22_000), deposits=2_000)
    assert final_points(state, rules) == state.scores


def test_ema_chombo_costs_20_after_uma():
    state, _ = apply(GameState(scores=(30_000,) * 4), Chombo(1), EMA)
    table = {s.seat: s for s in standings(state, EMA)}
    # Everybody on 30,000: seat order puts seat 0 first among equals, but SHARE splits the uma: 0 each.
    assert table[1].penalty == 20
    assert table[1].score == -20
    assert table[0].score == 0


def test_club_chombo_has_no_penalty_at_the_end():
    state, _ = apply(GameState(scores=(25_000,) * 4), Chombo(1), CLUB)
    assert all(s.penalty == 0 for s in standings(state, CLUB))
    assert {s.seat: s.points for s in standings(state, CLUB)}[1] == 25_000 - 8_000


@pytest.mark.parametrize(
    ("score", "text"),
    [(Fraction(13, 2), "+6.5"), (Fraction(-17), "-17.0"), (Fraction(0), "+0.0"), (Fraction(10, 3), "+3.33")],
)
def test_format_score(score, text):
    assert format_score(score) == text


def test_mleague_scores_are_exact_to_one_decimal():
    # RULESETS.md: M.League publishes (points - 30,000) / 1000 + uma (+ oka to 1st), not rounded to 1,000.
    # 1st 45,200: +15.2 + 30 + 20 (oka) = +65.2; 2nd 33,800: +3.8 + 10 = +13.8;
    # 3rd 15,000: -15 - 10 = -25; 4th 6,000: -24 - 30 = -54. They sum to 0.
    state = GameState(scores=(15_000, 45_200, 6_000, 33_800))
    table = by_seat(state, preset("mleague"))
    assert table[1] == (1, Fraction(652, 10))
    assert table[3] == (2, Fraction(138, 10))
    assert table[0] == (3, Fraction(-25))
    assert table[2] == (4, Fraction(-54))
    assert format_score(table[3][1]) == "+13.8"
    assert format_score(table[1][1]) == "+65.2"


def test_mahjongsoul_scores_are_exact_to_one_decimal():
    # (points - 25,000) / 1000 + 15 / 5 / -5 / -15, no oka: 40,300 -> +30.3; 27,700 -> +7.7;
    # 19,500 -> -10.5; 12,500 -> -27.5 (rounded to 1,000 first, 2nd would be +8 and 3rd -11).
    state = GameState(scores=(27_700, 12_500, 40_300, 19_500))
    table = by_seat(state, preset("mahjongsoul"))
    assert table[2] == (1, Fraction(303, 10))
    assert table[0] == (2, Fraction(77, 10))
    assert table[3] == (3, Fraction(-21, 2))
    assert table[1] == (4, Fraction(-55, 2))
    assert [format_score(table[seat][1]) for seat in (2, 0, 3, 1)] == ["+30.3", "+7.7", "-10.5", "-27.5"]


def test_only_tenhou_rounds_to_the_thousand():
    # The same table under Tenhou: 2nd 33,800 -> 34,000: +4 + 10 = +14 (M.League's exact figure is +13.8).
    state = GameState(scores=(15_000, 45_200, 6_000, 33_800))
    assert by_seat(state, TENHOU)[3] == (2, Fraction(14))
