"""A paper result's standings: the rule set's uma, oka, rounding, leftover sticks and chombo, through the game's own
standings; a result that does not add up is refused with the sums found and expected."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from tablekeeper.events.errors import ResultRefused
from tablekeeper.events.model import Entrant, EventRecord, PaperResult, RoundSeating, TableSeating
from tablekeeper.events.standings import table_result
from tablekeeper.rules.ruleset import ChomboPenalty, RuleSet, preset


def record(rules: RuleSet) -> EventRecord:
    """Four entrants at round 1, table 1, seated 3, 1, 4, 2 (East to North), so that a seat is not a number."""
    return EventRecord(
        title="Monday",
        rules=rules,
        entrants=tuple(Entrant(n, name) for n, name in enumerate(("Aki", "Ben", "Cho", "Dan"), start=1)),
        rounds=(RoundSeating(1, (TableSeating(1, (3, 1, 4, 2)),)),),
    )


def by_entrant(rules: RuleSet, paper: PaperResult) -> dict[int, tuple[int, int, Fraction]]:
    result = table_result(record(rules), paper)
    assert result.paper and (result.round, result.table) == (paper.round, paper.table)
    return {result.seats[s.seat]: (s.place, s.points, s.score) for s in result.standings}


def test_club_31500_from_25000_is_plus_6_5():
    out = by_entrant(preset("club"), PaperResult(1, 1, (31_500, 25_000, 20_000, 23_500)))
    # club: return 25,000, no uma, no oka: (points - 25,000) / 1,000.
    assert out == {
        3: (1, 31_500, Fraction(31_500 - 25_000, 1_000)),  # +6.5
        1: (2, 25_000, Fraction(0)),
        2: (3, 23_500, Fraction(23_500 - 25_000, 1_000)),  # -1.5
        4: (4, 20_000, Fraction(20_000 - 25_000, 1_000)),  # -5
    }


def test_ema2016_uma_leftover_stick_to_first_and_chombo_at_the_end():
    # 41,000 + 29,000 + 31,000 + 18,000 = 119,000, and one stick of 1,000 on the table: 120,000 = 4 x 30,000.
    paper = PaperResult(1, 1, (41_000, 29_000, 31_000, 18_000), deposits=1, chombos=(0, 0, 0, 1))
    out = by_entrant(preset("ema2016"), paper)
    assert out == {
        3: (1, 42_000, Fraction(42_000 - 30_000, 1_000) + 15),  # the stick to first: +12 + 15 = +27
        4: (2, 31_000, Fraction(31_000 - 30_000, 1_000) + 5),  # +1 + 5 = +6
        1: (3, 29_000, Fraction(29_000 - 30_000, 1_000) - 5),  # -1 - 5 = -6
        2: (4, 18_000, Fraction(18_000 - 30_000, 1_000) - 15 - 20),  # -12 - 15, and the chombo's -20: -47
    }


def test_ema2016_shared_place_splits_the_uma():
    # Seats 1 and 2 (entrants 1 and 4) tie on 30,000: they share 2nd and 3rd, (+5 - 5) / 2 = 0 each.
    out = by_entrant(preset("ema2016"), PaperResult(1, 1, (40_000, 30_000, 30_000, 20_000)))
    assert out == {
        3: (1, 40_000, Fraction(10 + 15)),
        1: (2, 30_000, Fraction(0)),
        4: (2, 30_000, Fraction(0)),
        2: (4, 20_000, Fraction(-10 - 15)),
    }


def test_tenhou_rounds_2nd_to_4th_to_the_thousand():
    # tenhou: start 25,000, return 30,000, oka +20, uma +20/+10/-10/-20; 2nd-4th rounded (halves away from 0).
    out = by_entrant(preset("tenhou"), PaperResult(1, 1, (42_300, 27_600, 18_500, 11_600)))
    second = 28 - 30 + 10  # 27,600 -> 28: +8
    third = 19 - 30 - 10  # 18,500 -> 19: -21
    fourth = 12 - 30 - 20  # 11,600 -> 12: -38
    assert out == {
        3: (1, 42_300, Fraction(-(second + third + fourth))),  # +51 (exact would be 42.3 - 30 + 20 + 20 = +52.3)
        1: (2, 27_600, Fraction(second)),
        4: (3, 18_500, Fraction(third)),
        2: (4, 11_600, Fraction(fourth)),
    }


def test_a_chombo_under_reverse_mangan_is_already_in_the_points():
    rules = preset("club")
    assert rules.chombo is ChomboPenalty.REVERSE_MANGAN
    out = by_entrant(rules, PaperResult(1, 1, (31_500, 25_000, 20_000, 23_500), chombos=(0, 0, 1, 0)))
    assert out[4] == (4, 20_000, Fraction(-5))


def test_a_stick_is_worth_the_rule_sets_deposit():
    rules = dataclasses.replace(preset("club"), riichi_deposit=2_000)
    # 30,000 + 24,000 + 22,000 + 20,000 = 96,000, two sticks of 2,000: 100,000.
    out = by_entrant(rules, PaperResult(1, 1, (30_000, 24_000, 22_000, 20_000), deposits=2))
    assert out[3] == (1, 34_000, Fraction(9))


def test_points_that_do_not_add_up_are_refused_with_both_sums():
    paper = PaperResult(1, 1, (31_500, 25_000, 20_000, 23_000), deposits=1)
    with pytest.raises(ResultRefused) as refused:
        table_result(record(preset("club")), paper)
    # 31,500 + 25,000 + 20,000 + 23,000 + 1,000 = 100,500; 4 x 25,000 = 100,000.
    message = str(refused.value)
    assert "100,500" in message and "100,000" in message and "25,000" in message
    assert "round 1, table 1" in message


def test_a_stick_missing_from_the_sum_is_refused():
    # 119,000 without the stick left on the table: not the 120,000 of ema2016.
    with pytest.raises(ResultRefused, match="119,000"):
        table_result(record(preset("ema2016")), PaperResult(1, 1, (41_000, 29_000, 31_000, 18_000)))


def test_a_negative_stick_count_is_refused():
    # -1 stick would make 101,000 add up to 100,000: refused for the count, not the sum.
    with pytest.raises(ResultRefused, match="-1 riichi sticks"):
        table_result(record(preset("club")), PaperResult(1, 1, (31_500, 25_000, 20_000, 24_500), deposits=-1))


def test_a_negative_chombo_count_is_refused():
    with pytest.raises(ResultRefused, match="chombo"):
        table_result(record(preset("ema2016")), PaperResult(1, 1, (30_000,) * 4, chombos=(0, -1, 0, 0)))


def test_a_table_never_seated_has_no_result():
    with pytest.raises(ResultRefused, match="Round 2 has no table 1"):
        table_result(record(preset("club")), PaperResult(2, 1, (25_000,) * 4))
    with pytest.raises(ResultRefused, match="Round 1 has no table 2"):
        table_result(record(preset("club")), PaperResult(1, 2, (25_000,) * 4))
