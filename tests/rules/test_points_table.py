"""Every cell of seed 003's points table, and the seeds' worked examples."""

from __future__ import annotations

import pytest

from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import Limit, hand_points, payments, round_up_10, yakuman_points
from tablekeeper.rules.ruleset import RuleSet, preset

CLUB = preset("club")

# Seed 003, "点 - POINTS": (han, fu) -> (ron non-dealer, ron dealer, tsumo "non-dealer / dealer", dealer tsumo
# each). None is an empty cell of the table (that way of winning cannot have this han and fu).
SEED_003_TABLE: dict[tuple[int, int], tuple[int | None, int | None, tuple[int, int] | None, int | None]] = {
    (1, 30): (1000, 1500, (300, 500), 500),
    (1, 40): (1300, 2000, (400, 700), 700),
    (1, 50): (1600, 2400, (400, 800), 800),
    (1, 60): (2000, 2900, (500, 1000), 1000),
    (1, 70): (2300, 3400, (600, 1200), 1200),
    (1, 80): (2600, 3900, (700, 1300), 1300),
    (1, 90): (2900, 4400, (800, 1500), 1500),
    (1, 100): (3200, 4800, (800, 1600), 1600),
    (1, 110): (3600, 5300, None, None),
    (2, 20): (None, None, (400, 700), 700),
    (2, 25): (1600, 2400, None, None),
    (2, 30): (2000, 2900, (500, 1000), 1000),
    (2, 40): (2600, 3900, (700, 1300), 1300),
    (2, 50): (3200, 4800, (800, 1600), 1600),
    (2, 60): (3900, 5800, (1000, 2000), 2000),
    (2, 70): (4500, 6800, (1200, 2300), 2300),
    (2, 80): (5200, 7700, (1300, 2600), 2600),
    (2, 90): (5800, 8700, (1500, 2900), 2900),
    (2, 100): (6400, 9600, (1600, 3200), 3200),
    (2, 110): (7100, 10600, (1800, 3600), 3600),
    (3, 20): (None, None, (700, 1300), 1300),
    (3, 25): (3200, 4800, (800, 1600), 1600),
    (3, 30): (3900, 5800, (1000, 2000), 2000),
    (3, 40): (5200, 7700, (1300, 2600), 2600),
    (3, 50): (6400, 9600, (1600, 3200), 3200),
    (3, 60): (7700, 11600, (2000, 3900), 3900),
    (4, 20): (None, None, (1300, 2600), 2600),
    (4, 25): (6400, 9600, (1600, 3200), 3200),
    (4, 30): (7700, 11600, (2000, 3900), 3900),
}
# "70+" (3 han) and "40+" (4 han) rows of the table: a mangan.
SEED_003_TABLE.update({(3, fu): (8000, 12000, (2000, 4000), 4000) for fu in range(70, 111, 10)})
SEED_003_TABLE.update({(4, fu): (8000, 12000, (2000, 4000), 4000) for fu in range(40, 111, 10)})

# The limit rows: han -> (name, ron non-dealer, ron dealer, tsumo non-dealer / dealer, dealer tsumo each).
SEED_003_LIMITS = {
    5: (Limit.MANGAN, 8000, 12000, (2000, 4000), 4000),
    6: (Limit.HANEMAN, 12000, 18000, (3000, 6000), 6000),
    7: (Limit.HANEMAN, 12000, 18000, (3000, 6000), 6000),
    8: (Limit.BAIMAN, 16000, 24000, (4000, 8000), 8000),
    9: (Limit.BAIMAN, 16000, 24000, (4000, 8000), 8000),
    10: (Limit.BAIMAN, 16000, 24000, (4000, 8000), 8000),
    11: (Limit.SANBAIMAN, 24000, 36000, (6000, 12000), 12000),
    12: (Limit.SANBAIMAN, 24000, 36000, (6000, 12000), 12000),
}


def _cells():
    return [
        pytest.param(han, fu, ron, ron_dealer, tsumo, tsumo_dealer, id=f"{han}han{fu}fu")
        for (han, fu), (ron, ron_dealer, tsumo, tsumo_dealer) in SEED_003_TABLE.items()
    ]


@pytest.mark.parametrize(("han", "fu", "ron", "ron_dealer", "tsumo", "tsumo_dealer"), _cells())
def test_every_cell_of_seed_003(han, fu, ron, ron_dealer, tsumo, tsumo_dealer):
    if ron is None:
        with pytest.raises(InvalidHanFu, match="ron"):
            hand_points(han, fu, CLUB, tsumo=False)
    else:
        hand = hand_points(han, fu, CLUB, tsumo=False)
        assert payments(hand, CLUB, dealer=False, tsumo=False).discarder == ron
        assert payments(hand, CLUB, dealer=True, tsumo=False).discarder == ron_dealer
    if tsumo is None:
        with pytest.raises(InvalidHanFu, match="tsumo"):
            hand_points(han, fu, CLUB, tsumo=True)
    else:
        hand = hand_points(han, fu, CLUB, tsumo=True)
        non_dealer_win = payments(hand, CLUB, dealer=False, tsumo=True)
        assert (non_dealer_win.non_dealer, non_dealer_win.dealer) == tsumo
        dealer_win = payments(hand, CLUB, dealer=True, tsumo=True)
        assert (dealer_win.dealer, dealer_win.non_dealer) == (None, tsumo_dealer)


@pytest.mark.parametrize("han", sorted(SEED_003_LIMITS))
def test_limit_rows_of_seed_003(han):
    limit, ron, ron_dealer, tsumo, tsumo_dealer = SEED_003_LIMITS[han]
    for fu in (None, 30, 110):
        hand = hand_points(han, fu, CLUB, tsumo=False)
        assert hand.limit is limit
        assert payments(hand, CLUB, dealer=False, tsumo=False).discarder == ron
        assert payments(hand, CLUB, dealer=True, tsumo=False).discarder == ron_dealer
        paid = payments(hand, CLUB, dealer=False, tsumo=True)
        assert (paid.non_dealer, paid.dealer) == tsumo
        assert payments(hand, CLUB, dealer=True, tsumo=True).non_dealer == tsumo_dealer


def test_yakuman_row_of_seed_003():
    hand = yakuman_points(1, CLUB)
    assert (hand.limit, hand.base_points) == (Limit.YAKUMAN, 8000)
    assert payments(hand, CLUB, dealer=False, tsumo=False).discarder == 32000
    assert payments(hand, CLUB, dealer=True, tsumo=False).discarder == 48000
    paid = payments(hand, CLUB, dealer=False, tsumo=True)
    assert (paid.non_dealer, paid.dealer) == (8000, 16000)
    assert payments(hand, CLUB, dealer=True, tsumo=True).non_dealer == 16000


def test_32_fu_round_up_to_40_and_seven_pairs_stays_25():
    # Seeds 000 and 002: "32 minipoints sont arrondis à 40"; seven pairs "vaut 25 minipoints et n'est pas arrondi".
    assert round_up_10(32) == 40
    assert round_up_10(25) == 25
    assert round_up_10(30) == 30


def test_base_points_formula_of_seed_001():
    # "Valeur de base = fu × 2^(2 + han)": 3 han 40 fu = 40 × 32 = 1,280.
    assert hand_points(3, 40, CLUB, tsumo=False).base_points == 1280
    # 1 han 30 fu: 240 base; a non-dealer ron is 4 × 240 = 960, rounded up to 1,000 (seed 001).
    hand = hand_points(1, 30, CLUB, tsumo=False)
    assert hand.base_points == 240
    assert payments(hand, CLUB, dealer=False, tsumo=False).discarder == 1000


@pytest.mark.parametrize(("han", "fu"), [(4, 30), (3, 60)])
def test_1920_is_a_mangan_with_kiriage_and_not_without(han, fu):
    # Seed 002: "Une valeur de base de 1 920 points, étant proche d'un mangan, est arrondie à 2000 points."
    ema = preset("ema2016")
    with_kiriage = hand_points(han, fu, ema, tsumo=False)
    assert (with_kiriage.base_points, with_kiriage.limit) == (2000, Limit.MANGAN)
    assert payments(with_kiriage, ema, dealer=False, tsumo=False).discarder == 8000
    # Seed 003's table (club): 4 han 30 fu is 7,700, not a mangan.
    without = hand_points(han, fu, CLUB, tsumo=False)
    assert (without.base_points, without.limit) == (1920, None)
    assert payments(without, CLUB, dealer=False, tsumo=False).discarder == 7700


def test_13_han_is_sanbaiman_without_counted_yakuman_and_yakuman_with_it():
    # Seed 002: "une main valant 13 han mais ne comportant pas de yakuman rapporte seulement sanbaiman."
    ema = preset("ema2016")
    assert ema.counted_yakuman is False
    no_count = hand_points(13, None, ema, tsumo=False)
    assert (no_count.limit, no_count.base_points) == (Limit.SANBAIMAN, 6000)
    # Seed 001: "toute main qui contient 13 han ou plus est considérée comme un kazoe yakuman."
    counted = hand_points(13, None, CLUB, tsumo=False)
    assert (counted.limit, counted.base_points, counted.yakuman) == (Limit.COUNTED_YAKUMAN, 8000, 1)
    assert payments(counted, CLUB, dealer=False, tsumo=False).discarder == 32000


def test_yakuman_count_multiplies_where_they_add_up():
    # Seed 001: "la valeur de base de la main est de 8 000 points x le nombre de yakuman."
    double = yakuman_points(2, CLUB)
    assert double.base_points == 16000
    assert payments(double, CLUB, dealer=True, tsumo=False).discarder == 96000
    single_only = RuleSet(multiple_yakuman=False)
    assert yakuman_points(2, single_only).base_points == 8000


def test_honba_add_300_to_a_ron_and_100_per_payer_to_a_tsumo():
    # Seed 003: "RON +300 pts / TSUMO +100 pts" for each counter.
    hand = hand_points(3, 40, CLUB, tsumo=False)
    assert payments(hand, CLUB, dealer=False, tsumo=False, honba=2).discarder == 5200 + 600
    tsumo = hand_points(3, 40, CLUB, tsumo=True)
    paid = payments(tsumo, CLUB, dealer=False, tsumo=True, honba=2)
    assert (paid.non_dealer, paid.dealer) == (1300 + 200, 2600 + 200)
    assert paid.total == 1500 + 1500 + 2800
    dealer = payments(tsumo, CLUB, dealer=True, tsumo=True, honba=1)
    assert dealer.non_dealer == 2600 + 100
    assert dealer.total == 3 * 2700


def test_aotenjou_has_no_limit():
    # Seed 001: aotenjou, "les scores sont calculés sans appliquer de limite à partir de 5 han".
    open_sky = RuleSet(aotenjou=True)
    hand = hand_points(6, 30, open_sky, tsumo=False)
    assert hand.limit is None
    assert hand.base_points == 30 * 2**8  # 7,680
    assert payments(hand, open_sky, dealer=False, tsumo=False).discarder == 30800  # 30,720 rounded up
    # A yakuman counts as 13 han: 30 fu x 2^15.
    assert yakuman_points(1, open_sky, fu=30).base_points == 30 * 2**15
