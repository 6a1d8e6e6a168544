"""The game at a table of three (sanma) under `tenhou-sanma` and `mahjongsoul-sanma`, rule by rule.

Every expected figure is worked out by hand in the test from ../shared/RULESETS.md, section "Three players", and
../shared/data/tenhou/sanma/README.md; where a Tenhou log of that folder shows the same hand, the file is named and
its figures (``sc=``, ``ba=``, ``owari=``, in hundreds) are the expected ones.
"""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction

import pytest

from tablekeeper.rules.errors import UnknownRuleSet
from tablekeeper.rules.game import (
    GameState,
    RiichiNotAllowed,
    abortive_kinds,
    apply,
    declare_riichi,
    new_game,
    replay,
)
from tablekeeper.rules.points import hand_points, payments
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import AbsentShare, RuleSet, from_dict, from_json, preset, to_dict, to_json
from tablekeeper.rules.settlement import deltas
from tablekeeper.rules.standings import standings

TENHOU3 = preset("tenhou-sanma")
SOUL3 = preset("mahjongsoul-sanma")
BOTH = ("tenhou-sanma", "mahjongsoul-sanma")
SPLIT = dataclasses.replace(SOUL3, absent_share=AbsentShare.SPLIT)
"""Mahjong Soul's friendly-room option: the absent player's share of a tsumo split between the two payers."""

MANGAN = 5
BAIMAN = 8


def at(rules: RuleSet, scores: tuple[int, ...] | None = None, **fields: object) -> GameState:
    """A start-of-hand state at the rule set's table; by default everybody on the start points."""
    start = new_game(rules)
    return dataclasses.replace(start, scores=scores or start.scores, **fields)


def play(state: GameState, result: HandResult, rules: RuleSet) -> tuple[GameState, tuple[int, ...]]:
    """Apply one result; the settlement's deltas are the change of the scores, and no point appears or vanishes."""
    after, settlement = apply(state, result, rules)
    change = tuple(a - b for a, b in zip(after.scores, state.scores, strict=True))
    assert deltas(settlement, 3) == change
    assert after.table_total == state.table_total
    return after, change


def finished(rules: RuleSet, scores: tuple[int, ...], deposits: int = 0) -> dict[int, tuple[int, int, Fraction]]:
    """Each seat's (place, final points, +/- score) at the end of a game left on ``scores``."""
    state = at(rules, scores, deposits=deposits, finished=True)
    return {row.seat: (row.place, row.points, row.score) for row in standings(state, rules)}


# The table --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
def test_three_players_start_on_35000_and_sit_east_south_west(name: str) -> None:
    rules = preset(name)
    state = new_game(rules)
    assert state.scores == (35_000, 35_000, 35_000)
    assert (state.players, state.name, state.honba, state.deposits) == (3, "East 1", 0, 0)
    # Nobody sits North: the dealer is East, then South and West in turn order.
    assert [state.seat_wind(seat) for seat in range(3)] == [0, 1, 2]
    assert [dataclasses.replace(state, dealer=1).seat_wind(seat) for seat in range(3)] == [2, 0, 1]


# A tsumo ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
@pytest.mark.parametrize(
    ("winner", "han", "fu", "honba", "expected"),
    [
        # Non-dealer mangan: 4,000 from the dealer (seat 0), 2,000 from the other; the absent 2,000 is lost.
        (1, MANGAN, None, 0, (-4_000, 6_000, -2_000)),
        # Dealer mangan: 4,000 from each of the two; the absent 4,000 is lost.
        (0, MANGAN, None, 0, (8_000, -4_000, -4_000)),
        # 3 han 30 fu: base 30 x 2^5 = 960; the dealer pays 1,920 -> 2,000, the other 960 -> 1,000.
        (2, 3, 30, 0, (-2_000, -1_000, 3_000)),
        # Honba: +100 from each of the two payers (1 honba: 4,100 + 2,100; 2 honba on a dealer mangan: 4,200 each).
        (1, MANGAN, None, 1, (-4_100, 6_200, -2_100)),
        (0, MANGAN, None, 2, (8_400, -4_200, -4_200)),
    ],
)
def test_a_tsumo_is_paid_with_tsumo_loss(
    name: str, winner: int, han: int, fu: int | None, honba: int, expected: tuple[int, ...]
) -> None:
    rules = preset(name)
    _, change = play(at(rules, honba=honba), Tsumo(Win(winner, han, fu)), rules)
    assert change == expected


def test_mahjongsoul_sanma_tsumo_loss_of_rulesets_md() -> None:
    # RULESETS.md: "baiman 4,000 + 8,000; 4 han 30 fu 2,000 + 3,900" (base 1,920: no kiriage mangan).
    _, change = play(at(SOUL3), Tsumo(Win(2, BAIMAN)), SOUL3)
    assert change == (-8_000, -4_000, 12_000)
    _, change = play(at(SOUL3), Tsumo(Win(2, 4, 30)), SOUL3)
    assert change == (-3_900, -2_000, 5_900)


@pytest.mark.parametrize(
    ("winner", "han", "fu", "honba", "expected"),
    [
        # North bisection: the absent non-dealer's 2,000 of a non-dealer mangan is split, 1,000 to each payer.
        (1, MANGAN, None, 0, (-5_000, 8_000, -3_000)),
        # A dealer mangan: the absent 4,000 split: 6,000 from each (the whole 12,000 of a dealer mangan).
        (0, MANGAN, None, 0, (12_000, -6_000, -6_000)),
        # 3 han 30 fu: the absent 1,000 split: 2,000 + 500 from the dealer, 1,000 + 500 from the other.
        (2, 3, 30, 0, (-2_500, -1_500, 4_000)),
        # The rounding tested: each half of the absent share is rounded up to 100. 1 han 30 fu: base 240; the
        # shares are 500 (dealer) and 300; half of the absent 300 is 150 -> 200: 700 + 500 (100 more than four
        # players pay).
        (2, 1, 30, 0, (-700, -500, 1_200)),
        # Honba stay +100 from each of the two payers.
        (1, MANGAN, None, 1, (-5_100, 8_200, -3_100)),
    ],
)
def test_a_tsumo_with_the_absent_share_split(
    winner: int, han: int, fu: int | None, honba: int, expected: tuple[int, ...]
) -> None:
    _, change = play(at(SPLIT, honba=honba), Tsumo(Win(winner, han, fu)), SPLIT)
    assert change == expected


def test_the_payments_of_a_hand_total_what_the_two_payers_give() -> None:
    # A non-dealer mangan tsumo: 4,000 + 2,000 at a table of three (8,000 at four: 4,000 + 2 x 2,000); split:
    # 5,000 + 3,000; a dealer mangan: 2 x 4,000 with tsumo loss (3 x 4,000 at four).
    mangan = hand_points(MANGAN, None, TENHOU3, tsumo=True)
    assert payments(mangan, TENHOU3, dealer=False, tsumo=True).total == 6_000
    assert payments(mangan, TENHOU3, dealer=True, tsumo=True).total == 8_000
    assert payments(mangan, SPLIT, dealer=False, tsumo=True).total == 8_000
    assert payments(mangan, preset("tenhou"), dealer=False, tsumo=True).total == 8_000
    assert payments(mangan, preset("tenhou"), dealer=True, tsumo=True).total == 12_000


# A ron ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
def test_a_ron_adds_200_a_honba(name: str) -> None:
    rules = preset(name)
    # Non-dealer 3 han 30 fu = 3,900; 2 honba x 200 = 400.
    _, change = play(at(rules, honba=2), Ron(2, (Win(1, 3, 30),)), rules)
    assert change == (0, 4_300, -4_300)
    # Dealer mangan 12,000 with 1 honba.
    _, change = play(at(rules, honba=1), Ron(1, (Win(0, MANGAN),)), rules)
    assert change == (12_200, -12_200, 0)


def test_the_first_two_hands_of_a_tenhou_log_replay_to_its_scores() -> None:
    # 2026011603gm-00b9-0000-2b45278f.xml. East 1: seat 0 (the dealer) declares riichi (sc 340: 34,000 after the
    # stick) and wins a tsumo of 10 han 40 fu, a baiman: 8,000 from each of the two (ten="40,16000,3"), +1,000 of
    # the stick (sc="340,170,350,-80,350,-80"). East 1, 1 honba: seat 2 declares riichi (27,000 -> 26,000) and
    # rons the dealer for 4 han 40 fu, a mangan: 8,000 + 200 honba, + the stick (sc="510,-82,270,0,260,92").
    results = [
        Tsumo(Win(0, 10, 40), riichi=frozenset({0})),
        Ron(0, (Win(2, 4, 40),), riichi=frozenset({2})),
    ]
    game = replay(results, TENHOU3)
    assert [hand.after.scores for hand in game.hands] == [(51_000, 27_000, 27_000), (42_800, 27_000, 35_200)]
    assert (game.hands[1].before.name, game.hands[1].before.honba) == ("East 1", 1)
    assert (game.state.name, game.state.honba, game.state.deposits) == ("East 2", 0, 0)


# Noten payments ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ({1}, (-1_000, 2_000, -1_000)),  # one tenpai: 1,000 from each of the two
        ({0, 2}, (1_000, -2_000, 1_000)),  # two tenpai: 1,000 each from the one
        (set(), (0, 0, 0)),
        ({0, 1, 2}, (0, 0, 0)),
    ],
)
def test_noten_payments_are_2000_in_all(name: str, tenpai: set[int], expected: tuple[int, ...]) -> None:
    rules = preset(name)
    after, change = play(at(rules), ExhaustiveDraw(tenpai=frozenset(tenpai)), rules)
    assert change == expected
    # The dealer (seat 0) keeps the deal when tenpai; a counter is added either way.
    assert (after.dealer, after.honba) == (0 if 0 in tenpai else 1, 1)


# Double ron -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
def test_a_double_ron_of_a_tenhou_log_pays_honba_and_sticks_to_the_first_winner_only(name: str) -> None:
    # 2026011618gm-00b9-0000-4425f683.xml: 2 honba, 2 sticks on the table (ba="2,2"); seat 1 deals in to seat 2
    # (7 han, a haneman: 12,000) and to seat 0, the dealer (2 han 40 fu: 3,840 -> 3,900). After seat 1 comes seat
    # 2: the first winner takes the 400 of honba and the 2,000 of sticks (sc="350,0,350,-124,330,144"); seat 0 is
    # paid its hand alone (ba="2,0", sc="350,39,226,-39,474,0").
    rules = preset(name)
    state = at(rules, (35_000, 35_000, 33_000), honba=2, deposits=2_000)
    after, change = play(state, Ron(1, (Win(0, 2, 40), Win(2, 7, 50))), rules)
    assert change == (3_900, -16_300, 14_400)
    assert after.scores == (38_900, 18_700, 47_400)
    # The dealer won: the deal stays, with one more counter; the sticks are taken.
    assert (after.dealer, after.honba, after.deposits) == (0, 3, 0)


@pytest.mark.parametrize("name", BOTH)
def test_a_double_ron_gives_a_second_winners_own_stick_to_the_first(name: str) -> None:
    # Seat 2 discards; seats 0 (the dealer) and 1 win; seat 1 declared riichi in the hand; 2 honba and one old
    # stick. After seat 2 comes seat 0: 2 han 30 fu dealer = 2,880 -> 2,900, + 400 honba, + both sticks =
    # +5,300. Seat 1: 1 han 30 fu = 1,000, less its stick = 0. Seat 2 pays 2,900 + 400 + 1,000.
    rules = preset(name)
    state = at(rules, (34_000, 35_000, 35_000), honba=2, deposits=1_000)
    _, change = play(state, Ron(2, (Win(1, 1, 30), Win(0, 2, 30)), riichi=frozenset({1})), rules)
    assert change == (5_300, 0, -4_300)


@pytest.mark.parametrize("name", BOTH)
def test_there_is_no_triple_ron_with_three_players(name: str) -> None:
    rules = preset(name)
    with pytest.raises(InvalidResult, match="This table has 3 players, seats 0 to 2: there is no seat 3"):
        apply(at(rules), Ron(0, (Win(1, 1, 30), Win(2, 1, 30), Win(3, 1, 30))), rules)
    with pytest.raises(InvalidResult, match="This abortive draw needs four players; this table has 3"):
        apply(at(rules), AbortiveDraw(AbortKind.TRIPLE_RON), rules)


# Dealer's turn, length of the game --------------------------------------------------------------------------


def _pass_the_deal(state: GameState, han: int = 1, fu: int = 30) -> Ron:
    """The player after the dealer rons the one after them (1 han 30 fu = 1,000 by default): the deal passes."""
    return Ron((state.dealer + 2) % 3, (Win((state.dealer + 1) % 3, han, fu),))


@pytest.mark.parametrize("name", BOTH)
def test_the_deal_goes_east_1_to_3_south_1_to_3_then_west_while_nobody_has_40000(name: str) -> None:
    rules = preset(name)
    state = new_game(rules)
    seen = []
    for _ in range(6):
        seen.append((state.name, state.dealer))
        state, _ = play(state, _pass_the_deal(state), rules)
    assert seen == [("East 1", 0), ("East 2", 1), ("East 3", 2), ("South 1", 0), ("South 2", 1), ("South 3", 2)]
    # Each player won 1,000 twice and paid it twice: nobody has 40,000, so the game goes on into West.
    assert state.scores == (35_000, 35_000, 35_000)
    assert (state.name, state.finished) == ("West 1", False)


@pytest.mark.parametrize("name", BOTH)
def test_the_game_ends_after_south_3_when_someone_has_40000(name: str) -> None:
    rules = preset(name)
    south3 = at(rules, round=1, dealer=2)
    # Seat 0 rons seat 1 for a mangan: 43,000.
    after, _ = play(south3, _pass_the_deal(south3, MANGAN), rules)
    assert after.scores == (43_000, 27_000, 35_000)
    assert after.finished and (after.name, after.dealer) == ("South 3", 2)
    # 39,900 is not enough: West 1.
    after, _ = play(at(rules, (35_900, 35_000, 34_100), round=1, dealer=2), _pass_the_deal(south3, 2, 30), rules)
    assert after.scores == (37_900, 33_000, 34_100)
    assert not after.finished and after.name == "West 1"


@pytest.mark.parametrize("name", BOTH)
def test_the_west_round_ends_when_someone_has_40000_or_after_west_3(name: str) -> None:
    rules = preset(name)
    state = at(rules, round=2)
    for expected in ("West 1", "West 2", "West 3"):
        assert not state.finished and state.name == expected
        state, _ = play(state, _pass_the_deal(state), rules)
    # The deal passing from West 3 ends the game, though nobody has 40,000: there is no North round.
    assert state.finished and max(state.scores) < 40_000 and state.name == "West 3"
    # In West 1, a mangan to seat 1 makes 43,000: the game ends there.
    west1 = at(rules, round=2)
    after, _ = play(west1, _pass_the_deal(west1, MANGAN), rules)
    assert after.scores == (35_000, 43_000, 27_000)
    assert after.finished and after.name == "West 1"


@pytest.mark.parametrize("name", BOTH)
def test_below_zero_ends_the_game_and_exactly_zero_plays_on(name: str) -> None:
    rules = preset(name)
    # A non-dealer mangan ron (8,000) from seat 2 on 8,000: exactly 0, the game goes on (East 2).
    after, _ = play(at(rules, (50_000, 47_000, 8_000)), Ron(2, (Win(1, MANGAN),)), rules)
    assert after.scores == (50_000, 55_000, 0) and not after.finished and after.name == "East 2"
    # From 7,900: -100, the game is over.
    after, _ = play(at(rules, (50_100, 47_000, 7_900)), Ron(2, (Win(1, MANGAN),)), rules)
    assert after.scores[2] == -100 and after.finished
    # A tsumo busts too: seat 2 on 1,500 pays 2,000 of seat 1's mangan tsumo.
    after, _ = play(at(rules, (50_000, 53_500, 1_500)), Tsumo(Win(1, MANGAN)), rules)
    assert after.scores == (46_000, 59_500, -500) and after.finished


@pytest.mark.parametrize("name", BOTH)
def test_agari_yame_in_south_3_with_40000_and_first(name: str) -> None:
    rules = preset(name)
    # South 3, seat 2 deals and rons seat 0: dealer 1 han 30 fu = 1,440 -> 1,500: 38,500 -> 40,000, first.
    after, _ = play(at(rules, (33_000, 33_500, 38_500), round=1, dealer=2), Ron(0, (Win(2, 1, 30),)), rules)
    assert after.scores == (31_500, 33_500, 40_000)
    assert after.finished and after.name == "South 3"
    # First, but 39,500: the dealer plays on (South 3, 1 honba).
    after, _ = play(at(rules, (34_000, 33_000, 38_000), round=1, dealer=2), Ron(0, (Win(2, 1, 30),)), rules)
    assert after.scores == (32_500, 33_000, 39_500)
    assert not after.finished and (after.name, after.honba) == ("South 3", 1)
    # 40,500 but second (seat 0 has 41,000): plays on too.
    after, _ = play(at(rules, (41_000, 25_000, 39_000), round=1, dealer=2), Ron(1, (Win(2, 1, 30),)), rules)
    assert after.scores == (41_000, 23_500, 40_500)
    assert not after.finished and (after.name, after.honba) == ("South 3", 1)


# Chombo, nagashi mangan, abortive draws ---------------------------------------------------------------------


@pytest.mark.parametrize("name", BOTH)
def test_a_chombo_pays_a_reverse_mangan_with_tsumo_loss(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1)
    # A non-dealer (seat 1) pays as the payers of a non-dealer mangan tsumo: 4,000 to the dealer, 2,000 to seat 2.
    after, change = play(state, Chombo(1), rules)
    assert change == (4_000, -6_000, 2_000)
    # The hand is played again: same deal, same counters.
    assert (after.name, after.honba) == ("East 1", 1)
    # The dealer pays 4,000 to each of the two.
    _, change = play(state, Chombo(0), rules)
    assert change == (-8_000, 4_000, 4_000)


@pytest.mark.parametrize("name", BOTH)
def test_nagashi_mangan_is_paid_as_a_mangan_tsumo_with_tsumo_loss(name: str) -> None:
    rules = preset(name)
    # Seat 2 (non-dealer), also the only tenpai: 4,000 from the dealer, 2,000 from seat 1, no noten payments.
    after, change = play(at(rules), ExhaustiveDraw(tenpai=frozenset({2}), nagashi=frozenset({2})), rules)
    assert change == (-4_000, -2_000, 6_000)
    assert (after.name, after.honba) == ("East 2", 1)  # the dealer was noten
    # The dealer: 4,000 from each of the two.
    _, change = play(at(rules), ExhaustiveDraw(nagashi=frozenset({0})), rules)
    assert change == (8_000, -4_000, -4_000)


@pytest.mark.parametrize("name", BOTH)
def test_nine_terminals_and_four_kans_are_the_abortive_draws_of_three_players(name: str) -> None:
    rules = preset(name)
    assert abortive_kinds(rules) == (AbortKind.NINE_TERMINALS, AbortKind.FOUR_KANS)
    for kind in (AbortKind.NINE_TERMINALS, AbortKind.FOUR_KANS):
        # Seat 1's riichi stick stays on the table; the dealer stays with one more counter.
        after, change = play(at(rules), AbortiveDraw(kind, riichi=frozenset({1})), rules)
        assert change == (0, -1_000, 0)
        assert (after.name, after.honba, after.deposits) == ("East 1", 1, 1_000)
    for kind in (AbortKind.FOUR_WINDS, AbortKind.FOUR_RIICHI, AbortKind.TRIPLE_RON):
        with pytest.raises(InvalidResult, match="This abortive draw needs four players; this table has 3"):
            apply(at(rules), AbortiveDraw(kind), rules)


# Seats the table does not have ------------------------------------------------------------------------------

NO_SEAT_3 = "This table has 3 players, seats 0 to 2: there is no seat 3"


@pytest.mark.parametrize("name", BOTH)
@pytest.mark.parametrize(
    "result",
    [
        Ron(3, (Win(0, 1, 30),)),
        Ron(0, (Win(3, 1, 30),)),
        Ron(0, (Win(1, yakuman=1, pao=3),)),
        Tsumo(Win(3, 1, 30)),
        Tsumo(Win(1, 1, 30), riichi=frozenset({3})),
        ExhaustiveDraw(tenpai=frozenset({3})),
        ExhaustiveDraw(nagashi=frozenset({3})),
        Chombo(3),
    ],
)
def test_a_seat_3_is_refused_with_a_sentence(name: str, result: HandResult) -> None:
    rules = preset(name)
    with pytest.raises(InvalidResult, match=NO_SEAT_3):
        apply(at(rules), result, rules)


def test_a_riichi_of_seat_3_and_a_game_of_another_table_are_refused() -> None:
    with pytest.raises(RiichiNotAllowed, match=r"one of the 3 seats \(0 to 2\), not 3"):
        declare_riichi(at(TENHOU3), 3, TENHOU3)
    with pytest.raises(InvalidResult, match="These rules are for 3 players; this game has 4"):
        apply(new_game(preset("tenhou")), Tsumo(Win(1, 1, 30)), TENHOU3)


# Standings --------------------------------------------------------------------------------------------------


def test_tenhou_sanma_standings_of_a_tenhou_log() -> None:
    # 2026011603gm-00b9-0000-2b45278f.xml ends owari="700,65.0,180,-22.0,170,-43.0": (70,000 - 40,000) / 1000
    # + uma 20 + oka 15 = +65; 18,000: -22 + 0; 17,000: -23 - 20 = -43.
    assert finished(TENHOU3, (70_000, 18_000, 17_000)) == {
        0: (1, 70_000, Fraction(65)),
        1: (2, 18_000, Fraction(-22)),
        2: (3, 17_000, Fraction(-43)),
    }


def test_three_places_under_each_preset() -> None:
    scores = (31_200, 52_300, 21_500)
    # tenhou-sanma: (points - 40,000) / 1000, exact, + 20 / 0 / -20, + 15 to first:
    # 12.3 + 35 = 47.3; -8.8; -18.5 - 20 = -38.5 (sum 0: 3 x 40,000 = 105,000 + the oka's 15,000).
    assert finished(TENHOU3, scores) == {
        1: (1, 52_300, Fraction("47.3")),
        0: (2, 31_200, Fraction("-8.8")),
        2: (3, 21_500, Fraction("-38.5")),
    }
    # mahjongsoul-sanma: (points - 35,000) / 1000 + 15 / 0 / -15: 17.3 + 15 = 32.3; -3.8; -13.5 - 15 = -28.5.
    assert finished(SOUL3, scores) == {
        1: (1, 52_300, Fraction("32.3")),
        0: (2, 31_200, Fraction("-3.8")),
        2: (3, 21_500, Fraction("-28.5")),
    }


@pytest.mark.parametrize("name", BOTH)
def test_equal_points_are_placed_by_seat_order(name: str) -> None:
    rules = preset(name)
    places = {seat: place for seat, (place, _, _) in finished(rules, (40_000, 40_000, 25_000)).items()}
    assert places == {0: 1, 1: 2, 2: 3}
    places = {seat: place for seat, (place, _, _) in finished(rules, (30_000, 37_500, 37_500)).items()}
    assert places == {1: 1, 2: 2, 0: 3}
    # tenhou-sanma: the earlier seat takes the whole uma and oka of first: 0 + 35; the later 0 + 0; the last
    # -15 - 20.
    assert [score for _, _, score in finished(TENHOU3, (40_000, 40_000, 25_000)).values()] == [35, 0, -35]


@pytest.mark.parametrize("name", BOTH)
def test_the_sticks_left_at_the_end_go_to_first(name: str) -> None:
    rules = preset(name)
    rows = finished(rules, (50_000, 30_000, 23_000), deposits=2_000)
    assert [points for _, points, _ in rows.values()] == [52_000, 30_000, 23_000]
    # Two firsts on 40,000: the earlier seat takes the sticks.
    rows = finished(rules, (40_000, 23_000, 40_000), deposits=2_000)
    assert rows[0][:2] == (1, 42_000) and rows[2][:2] == (2, 40_000)
    # tenhou-sanma: 52,000 is 12 + 35 = +47; 30,000 is -10; 23,000 is -17 - 20 = -37.
    assert [score for _, _, score in finished(TENHOU3, (50_000, 30_000, 23_000), deposits=2_000).values()] == [
        47,
        -10,
        -37,
    ]


# The rule set -----------------------------------------------------------------------------------------------


def test_an_uma_of_the_wrong_length_is_refused_with_a_sentence() -> None:
    with pytest.raises(UnknownRuleSet, match="The uma has one value for each of the 3 places, not 4"):
        RuleSet(players=3, uma=(20_000, 10_000, -10_000, -20_000))
    with pytest.raises(UnknownRuleSet, match="The uma has one value for each of the 4 places, not 3"):
        dataclasses.replace(TENHOU3, players=4)


def test_a_four_player_snapshot_without_the_players_key_reads_as_four() -> None:
    # A game stored before tables of three has no `players`, `absent_share` or `kita`.
    data = to_dict(preset("tenhou"))
    for key in ("players", "absent_share", "kita"):
        del data[key]
    rules = from_dict(data)
    assert rules == preset("tenhou") and rules.players == 4
    assert new_game(rules).scores == (25_000,) * 4


@pytest.mark.parametrize("rules", [TENHOU3, SOUL3, SPLIT], ids=["tenhou-sanma", "mahjongsoul-sanma", "split"])
def test_a_three_player_rule_set_round_trips_through_json(rules: RuleSet) -> None:
    text = to_json(rules)
    data = json.loads(text)
    assert (data["players"], len(data["uma"])) == (3, 3)
    assert from_json(text) == rules
