"""Every kind of han/fu that no hand can have is refused with a sentence."""

from __future__ import annotations

import pytest

from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import RuleSet, preset

CLUB = preset("club")


@pytest.mark.parametrize(
    ("han", "fu", "tsumo", "words"),
    [
        (0, 30, False, "at least 1 han"),
        (-1, 30, True, "at least 1 han"),
        (1, 20, True, "1 han 20 fu"),  # pinfu tsumo is already 2 han
        (1, 20, False, "never 20 fu"),
        (3, 20, False, "never 20 fu"),  # a ron always has 30 fu or more
        (1, 25, False, "seven pairs"),
        (2, 25, True, "Seven pairs by tsumo"),
        (2, 35, False, "multiple of 10"),
        (3, 32, True, "multiple of 10"),
        (1, 10, False, "at least 20 fu"),
        (1, 0, False, "at least 20 fu"),
        (2, 120, False, "reaches 120 fu"),
        (1, 110, True, "only on a ron"),
        (4, None, False, "needs its fu"),
        (9, 180, False, "reaches 180 fu"),
    ],
)
def test_impossible_pairs_are_refused(han, fu, tsumo, words):
    with pytest.raises(InvalidHanFu, match=words) as caught:
        hand_points(han, fu, CLUB, tsumo=tsumo)
    # The sentence is for a player: it starts with a capital and ends with a full stop, no traceback text.
    message = str(caught.value)
    assert message[0].isupper() or message[0].isdigit()
    assert message.endswith(".")
    assert isinstance(caught.value, TablekeeperError)


def test_fu_is_free_for_limit_hands_but_must_still_be_a_real_fu():
    assert hand_points(5, 110, CLUB, tsumo=False).base_points == 2000
    assert hand_points(5, 130, CLUB, tsumo=True).base_points == 2000
    with pytest.raises(InvalidHanFu, match="multiple of 10"):
        hand_points(6, 33, CLUB, tsumo=False)


def test_under_aotenjou_fu_always_matter():
    with pytest.raises(InvalidHanFu, match="needs its fu"):
        hand_points(7, None, RuleSet(aotenjou=True), tsumo=False)
    with pytest.raises(InvalidHanFu, match="fu are needed"):
        yakuman_points(1, RuleSet(aotenjou=True))


@pytest.mark.parametrize("count", [0, -2, 9])
def test_impossible_yakuman_counts(count):
    with pytest.raises(InvalidHanFu):
        yakuman_points(count, CLUB)


@pytest.mark.parametrize("bad", [1.5, "3", True, None])
def test_han_must_be_a_whole_number(bad):
    with pytest.raises(InvalidHanFu):
        hand_points(bad, 30, CLUB, tsumo=False)


def test_negative_honba_is_refused():
    with pytest.raises(InvalidHanFu, match="honba"):
        payments(hand_points(1, 30, CLUB, tsumo=False), CLUB, dealer=False, tsumo=False, honba=-1)


def test_a_value_worked_out_before_never_lets_a_true_or_a_fraction_through() -> None:
    # hand_points keeps the values it worked out; True equals 1 and 30.0 equals 30 as keys, and are still refused.
    assert hand_points(1, 30, CLUB, tsumo=False).base_points == 30 * 2 ** (2 + 1)  # 240
    assert hand_points(2, 30, CLUB, tsumo=False).base_points == 30 * 2 ** (2 + 2)  # 480
    with pytest.raises(InvalidHanFu, match="Han is a whole number"):
        hand_points(True, 30, CLUB, tsumo=False)
    with pytest.raises(InvalidHanFu, match="Fu is a whole number"):
        hand_points(2, 30.0, CLUB, tsumo=False)  # type: ignore[arg-type]
    # The same han and fu under rules that value them otherwise: 4 han 30 fu is 1,920, a mangan with kiriage.
    assert hand_points(4, 30, CLUB, tsumo=False).base_points == 1_920
    assert hand_points(4, 30, preset("ema2016"), tsumo=False).base_points == 2_000
