"""An independent audit of the game engine under the non-Tenhou presets and the rule options.

Written from the seeds (../shared/seeds, in French) and ../shared/RULESETS.md alone, through the public API
(new_game, apply, declare_riichi, replay, end_game, standings, deltas). Every expected figure is worked out
by hand in the test, with the sentence that decides it. Payments of a han/fu come from seed 003's table.
"""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.game import (
    GameFinished,
    GameState,
    RiichiNotAllowed,
    abortive_kinds,
    apply,
    declare_riichi,
    end_game,
    new_game,
    replay,
)
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import (
    PRESET_NAMES,
    ChomboPenalty,
    FinalScoreRounding,
    LeftoverDeposits,
    MultipleRon,
    MultipleRonDeposits,
    MultipleRonHonba,
    PaoHonba,
    RuleSet,
    TieBreak,
    preset,
)
from tablekeeper.rules.settlement import deltas
from tablekeeper.rules.standings import standings

CLUB = preset("club")
EMA = preset("ema2016")
WRC = preset("wrc2022")
MLEAGUE = preset("mleague")
SOUL = preset("mahjongsoul")

NON_TENHOU = ("club", "ema2016", "wrc2022", "mleague", "mahjongsoul")
SEEDS_000_MULTIPLE_RON = ("club", "ema2016", "mahjongsoul")  # RULESETS: "double and triple", deposits "as club"
HEAD_BUMP = ("wrc2022", "mleague")
WITH_NAGASHI = ("club", "mahjongsoul")
WITHOUT_NAGASHI = ("ema2016", "wrc2022", "mleague")
REVERSE_MANGAN = ("club", "mahjongsoul")
CHOMBO_AT_END = ("ema2016", "wrc2022", "mleague")


def at(
    rules: RuleSet,
    scores: tuple[int, ...] | None = None,
    *,
    round: int = 0,
    dealer: int = 0,
    honba: int = 0,
    deposits: int = 0,
    chombos: tuple[int, ...] = (),
) -> GameState:
    """A start-of-hand state of the rule set's table; by default everybody on the start points less what the
    deposits took (from seat 0)."""
    if scores is None:
        s = rules.start_points
        scores = (s - deposits,) + (s,) * (rules.players - 1)
    return dataclasses.replace(
        new_game(rules), scores=scores, round=round, dealer=dealer, honba=honba, deposits=deposits, chombos=chombos
    )


def moved(before: GameState, after: GameState) -> tuple[int, ...]:
    return tuple(a - b for a, b in zip(after.scores, before.scores, strict=True))


def play(state: GameState, result: HandResult, rules: RuleSet) -> tuple[GameState, tuple[int, ...]]:
    """Apply one result; check that the settlement's deltas are the change of the scores."""
    after, settlement = apply(state, result, rules)
    assert deltas(settlement, len(state.scores)) == moved(state, after)
    assert after.table_total == state.table_total
    return after, moved(state, after)


# --- Honba (seed 001: "+300 par honba"; seed 003: "RON +300 pts, TSUMO +100 pts /" each payer) -----------


@pytest.mark.parametrize("name", NON_TENHOU)
def test_honba_on_a_ron_are_paid_by_the_discarder(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=2)
    after, change = play(state, Ron(2, (Win(1, 3, 30),)), rules)
    # 3 han 30 fu non-dealer ron = 3,900 (seed 003 table); 2 honba x 300 = 600; 3,900 + 600 = 4,500.
    assert change == (0, 4_500, -4_500, 0)
    # Seed 003: "Si un autre joueur remporte la donne, le joueur Est tourne et on supprime les compteurs."
    assert (after.round, after.dealer, after.honba) == (0, 1, 0)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_honba_on_a_tsumo_are_paid_by_each_payer(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=3)
    after, change = play(state, Tsumo(Win(2, 2, 30)), rules)
    # 2 han 30 fu non-dealer tsumo: 500 / 1,000 (seed 003); 3 honba x 100 = 300 more from each payer:
    # dealer 1,000 + 300 = 1,300; the two others 500 + 300 = 800; winner 1,300 + 800 + 800 = 2,900.
    assert change == (-1_300, -800, 2_900, -800)
    assert (after.dealer, after.honba) == (1, 0)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_a_dealer_tsumo_with_honba_keeps_the_deal_and_adds_a_counter(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1)
    after, change = play(state, Tsumo(Win(0, 2, 30)), rules)
    # 2 han 30 fu dealer tsumo: 1,000 all (seed 003); + 100 honba each = 1,100 x 3 = 3,300.
    assert change == (3_300, -1_100, -1_100, -1_100)
    # Seed 003: "Si Est remporte la donne, il reste le joueur Est et on ajoute un nouveau compteur."
    assert (after.dealer, after.honba) == (0, 2)


# --- Riichi deposits (RULESETS: "1,000, on the table at once; the next winner takes all deposits") ---------


@pytest.mark.parametrize("name", NON_TENHOU)
def test_riichi_deposits_stay_on_the_table_across_draws_and_go_to_the_next_winner(name: str) -> None:
    rules = preset(name)
    state = new_game(rules)
    s = rules.start_points

    # Hand 1: seat 1 riichi, alone tenpai. Stick 1,000 to the table; noten payments 1,000 x 3 to seat 1
    # (seed 003: "1 joueur tenpai x3 1000 pts"). Seat 1: -1,000 + 3,000 = +2,000. Dealer noten: deal passes.
    state, change = play(state, ExhaustiveDraw(tenpai=frozenset({1}), riichi=frozenset({1})), rules)
    assert change == (-1_000, 2_000, -1_000, -1_000)
    assert (state.dealer, state.honba, state.deposits) == (1, 1, 1_000)

    # Hand 2: seat 3 riichi; seats 1 and 3 tenpai: "2 joueurs tenpai 1500 pts -> 1500 pts" (each noten pays
    # 1,500). Seat 3: -1,000 + 1,500 = +500. Dealer (seat 1) tenpai: stays, counter added.
    state, change = play(state, ExhaustiveDraw(tenpai=frozenset({1, 3}), riichi=frozenset({3})), rules)
    assert change == (-1_500, 1_500, -1_500, 500)
    assert (state.dealer, state.honba, state.deposits) == (1, 2, 2_000)

    # Hand 3: seat 0 rons seat 2, 1 han 30 fu = 1,000; 2 honba = 600; both sticks = 2,000. Seat 0: +3,600.
    state, change = play(state, Ron(2, (Win(0, 1, 30),)), rules)
    assert change == (3_600, 0, -1_600, 0)
    assert (state.dealer, state.honba, state.deposits) == (2, 0, 0)
    # Totals: seat 0 -1,000 -1,500 +3,600 = +1,100; seat 1 +2,000 +1,500 = +3,500;
    # seat 2 -1,000 -1,500 -1,600 = -4,100; seat 3 -1,000 +500 = -500 (sum 0).
    assert state.scores == (s + 1_100, s + 3_500, s - 4_100, s - 500)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_a_stick_declared_during_the_hand_is_not_charged_twice(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    state = declare_riichi(new_game(rules), 2, rules)
    assert state.scores == (s, s, s - 1_000, s) and state.deposits == 1_000
    # The result names every riichi of the hand (results.py); seat 2's stick is already on the table.
    after, _ = play(state, Tsumo(Win(2, 1, 30), riichi=frozenset({2})), rules)
    # 1 han 30 fu non-dealer tsumo: 300 / 500 (seed 003): 500 + 300 + 300 = 1,100, plus the stick 1,000
    # back. Seat 2 over the hand: -1,000 + 1,100 + 1,000 = +1,100.
    assert after.scores == (s - 500, s - 300, s + 1_100, s - 300)
    assert after.deposits == 0


# --- Tenpai payments (seed 003's TENPAI / NOTEN block; RULESETS: total 3,000 in every preset) -------------


@pytest.mark.parametrize("name", NON_TENHOU)
@pytest.mark.parametrize(
    ("tenpai", "expected", "next_dealer"),
    [
        # "0 joueur tenpai: Aucun point échangé." Dealer noten: the deal passes.
        (set(), (0, 0, 0, 0), 1),
        # "1 joueur tenpai: x3 1000 pts": 1,000 from each noten player.
        ({2}, (-1_000, -1_000, 3_000, -1_000), 1),
        # "2 joueurs tenpai: 1500 pts -> 1500 pts": each noten player pays 1,500. Dealer tenpai: stays.
        ({0, 2}, (1_500, -1_500, 1_500, -1_500), 0),
        # "3 joueurs tenpai: x3 1000 pts": the noten player pays 1,000 to each.
        ({1, 2, 3}, (-3_000, 1_000, 1_000, 1_000), 1),
        # Everybody tenpai: nothing to pay; the dealer is tenpai and stays.
        ({0, 1, 2, 3}, (0, 0, 0, 0), 0),
    ],
)
def test_tenpai_payments(name: str, tenpai: set[int], expected: tuple[int, ...], next_dealer: int) -> None:
    rules = preset(name)
    after, change = play(at(rules), ExhaustiveDraw(tenpai=frozenset(tenpai)), rules)
    assert change == expected
    # Seed 003: "On ajoute un compteur. Si Est est tenpai, il reste le joueur Est."
    assert (after.round, after.dealer, after.honba) == (0, next_dealer, 1)


# --- Dealer rotation and counters on every kind of result (seed 003; RULESETS notes) ----------------------


@pytest.mark.parametrize(
    ("result", "dealer", "honba"),
    [
        (Ron(1, (Win(0, 1, 30),)), 0, 3),  # dealer win: stays, +1 counter
        (Tsumo(Win(0, 1, 30)), 0, 3),
        (Ron(0, (Win(2, 1, 30),)), 1, 0),  # non-dealer win: deal passes, counters cleared
        (Tsumo(Win(3, 1, 30)), 1, 0),
        (ExhaustiveDraw(tenpai=frozenset({0})), 0, 3),  # draw: +1 counter; dealer tenpai stays
        (ExhaustiveDraw(tenpai=frozenset({1})), 1, 3),  # dealer noten: passes, counter still added
        (AbortiveDraw(AbortKind.NINE_TERMINALS), 0, 3),  # "abortive: the dealer stays", +1 counter
        (AbortiveDraw(AbortKind.FOUR_WINDS), 0, 3),
        (Chombo(2), 0, 2),  # "replayed with the same dealer and no new counter"
        (Chombo(0), 0, 2),
        (Ron(2, (Win(1, 1, 30), Win(0, 1, 30))), 0, 3),  # the dealer is one of two winners: the dealer won
        (Ron(2, (Win(1, 1, 30), Win(3, 1, 30))), 1, 0),  # neither winner is the dealer
    ],
)
@pytest.mark.parametrize("name", NON_TENHOU)
def test_dealer_and_counters_after_each_kind_of_result(name: str, result: HandResult, dealer: int, honba: int) -> None:
    # The two double rons give the same answer under head bump: after discarder 2 come 3, 0, 1, so the dealer
    # (seat 0) is nearer than seat 1, and seat 3 nearer than seat 1.
    rules = preset(name)
    if isinstance(result, AbortiveDraw) and not rules.abortive_draws:
        with pytest.raises(RuleError):
            apply(at(rules, honba=2), result, rules)
        return
    after, _ = play(at(rules, honba=2), result, rules)
    assert (after.round, after.dealer, after.honba) == (0, dealer, honba)
    assert after.hands_played == 1 and not after.finished


@pytest.mark.parametrize("name", NON_TENHOU)
def test_east_four_passes_to_south_one_and_south_four_ends_the_game(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    # East 4 (dealer seat 3): a non-dealer win passes the deal to seat 0 in the South round.
    after, _ = play(at(rules, round=0, dealer=3), Ron(2, (Win(1, 1, 30),)), rules)
    assert (after.round, after.dealer, after.honba, after.name) == (1, 0, 0, "South 1")
    # South 4 with seat 0 far ahead (40,000 or more: no extension even where there is one).
    south4 = at(rules, (s + 15_000, s - 5_000, s - 5_000, s - 5_000), round=1, dealer=3)
    # Dealer repeats without agari-yame: seat 3 is not first, so the game goes on in South 4.
    repeat, _ = play(south4, Ron(2, (Win(3, 1, 30),)), rules)
    assert (repeat.finished, repeat.round, repeat.dealer, repeat.honba) == (False, 1, 3, 1)
    # The deal passes from South 4: an east-south game is over.
    for result in (Ron(2, (Win(1, 1, 30),)), Tsumo(Win(0, 1, 30)), ExhaustiveDraw(tenpai=frozenset({2}))):
        ended, _ = play(south4, result, rules)
        assert ended.finished
        with pytest.raises(GameFinished):
            apply(ended, Tsumo(Win(0, 1, 30)), rules)
        with pytest.raises(GameFinished):
            declare_riichi(ended, 0, rules)


def test_club_has_no_extension_after_south_four() -> None:
    # RULESETS, extension: club "no". Nobody has 30,000, the deal passes from South 4: the game ends.
    state = at(CLUB, (26_000, 26_000, 24_000, 24_000), round=1, dealer=3)
    after, _ = play(state, Ron(2, (Win(1, 1, 30),)), CLUB)
    assert after.finished


# --- Double and triple ron (seed 000: each winner paid with honba; own stick back; the rest to the winner
# "le plus proche de la droite du jeteur": the player on one's right plays next, so turn order from the
# discarder) --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", SEEDS_000_MULTIPLE_RON)
def test_double_ron_each_winner_paid_with_honba_own_stick_back_rest_to_the_nearest(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1, deposits=2_000)  # two older sticks from earlier draws
    # Seat 2 discards; seats 1 and 3 win; seats 0 and 1 declared riichi in this hand.
    result = Ron(2, (Win(1, 2, 30), Win(3, 1, 30)), riichi=frozenset({0, 1}))
    after, change = play(state, result, rules)
    # Turn order after seat 2: 3, 0, 1 -> seat 3 is the winner nearest the discarder's right.
    # Seat 1: 2 han 30 fu = 2,000 + 300 honba; takes back its own stick: -1,000 + 2,300 + 1,000 = +2,300.
    # Seat 3: 1 han 30 fu = 1,000 + 300 honba; takes seat 0's stick and the two old ones: +1,300 + 3,000.
    # Seat 0: its stick, -1,000. Seat 2 pays 2,300 + 1,300 = 3,600.
    assert change == (-1_000, 2_300, -3_600, 4_300)
    assert (after.dealer, after.honba, after.deposits) == (1, 0, 0)


@pytest.mark.parametrize("name", SEEDS_000_MULTIPLE_RON)
def test_double_ron_nearest_winner_wraps_round_the_table(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1, deposits=1_000)
    # Seat 3 discards; seats 2 and 0 win; seat 1 (not a winner) declared riichi.
    result = Ron(3, (Win(2, 1, 30), Win(0, 2, 30)), riichi=frozenset({1}))
    after, change = play(state, result, rules)
    # Turn order after seat 3: 0, 1, 2 -> seat 0 is nearest (seat 2 is on the discarder's LEFT).
    # Seat 0 (dealer): 2 han 30 fu dealer ron = 2,900 + 300 = 3,200; + seat 1's stick + the old one = +5,200.
    # Seat 2: 1 han 30 fu = 1,000 + 300 = 1,300. Seat 3 pays 3,200 + 1,300 = 4,500.
    assert change == (5_200, -1_000, 1_300, -4_500)
    # The dealer is among the winners: the dealer stays and a counter is added (seed 003).
    assert (after.dealer, after.honba, after.deposits) == (0, 2, 0)


@pytest.mark.parametrize("name", SEEDS_000_MULTIPLE_RON)
def test_triple_ron_is_paid_to_all_three(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1, deposits=1_000)
    # Seat 1 discards; seats 0, 2, 3 win; seats 1 (the discarder) and 3 (a winner) declared riichi.
    result = Ron(1, (Win(0, 1, 30), Win(3, 2, 30), Win(2, 1, 30)), riichi=frozenset({1, 3}))
    after, change = play(state, result, rules)
    # Turn order after seat 1: 2, 3, 0 -> seat 2 nearest.
    # Seat 0 (dealer) 1 han 30 fu = 1,500 + 300 = 1,800.
    # Seat 2: 1,000 + 300 = 1,300, + seat 1's stick + the old one = +3,300.
    # Seat 3: 2,000 + 300 = 2,300; its own stick back: -1,000 + 2,300 + 1,000 = +2,300.
    # Seat 1: stick -1,000, pays 1,800 + 1,300 + 2,300 = 5,400 -> -6,400.
    assert change == (1_800, -6_400, 3_300, 2_300)
    assert (after.dealer, after.honba, after.deposits) == (0, 2, 0)


@pytest.mark.parametrize("name", HEAD_BUMP)
def test_head_bump_pays_only_the_winner_nearest_the_discarder(name: str) -> None:
    rules = preset(name)
    state = at(rules, honba=1, deposits=1_000)
    # RULESETS: "head bump: only the winner nearest the discarder". Seat 2 discards, seats 1 and 3 call ron,
    # seat 1 in riichi. Turn order after 2: 3 first -> only seat 3 wins.
    result = Ron(2, (Win(1, 5, 30), Win(3, 3, 30)), riichi=frozenset({1}))
    after, change = play(state, result, rules)
    # Seat 3: 3 han 30 fu = 3,900 + 300 = 4,200, + the old stick + seat 1's stick = +6,200.
    assert change == (0, -1_000, -4_200, 6_200)
    assert (after.dealer, after.honba, after.deposits) == (1, 0, 0)


@pytest.mark.parametrize("name", HEAD_BUMP)
def test_head_bump_can_take_the_win_from_the_dealer(name: str) -> None:
    rules = preset(name)
    state = at(rules, round=0, dealer=3)
    # Seat 0 discards; seats 3 (the dealer) and 2 call ron. Turn order after 0: 1, 2, 3 -> seat 2 wins.
    after, change = play(state, Ron(0, (Win(3, 1, 30), Win(2, 1, 30))), rules)
    assert change == (-1_000, 0, 1_000, 0)
    # A non-dealer won: the deal passes from East 4 to South 1.
    assert (after.round, after.dealer, after.honba) == (1, 0, 0)


@pytest.mark.parametrize("name", HEAD_BUMP)
def test_head_bump_wraps_round_the_table(name: str) -> None:
    rules = preset(name)
    # Seat 3 discards; seats 2 and 0 call ron. Turn order after 3: 0 first.
    _, change = play(at(rules, dealer=1), Ron(3, (Win(2, 1, 30), Win(0, 2, 30))), rules)
    assert change == (2_000, 0, 0, -2_000)


# --- Pao (seed 002; RULESETS "honba of a pao ron") ---------------------------------------------------------

# Yakuman: 32,000 non-dealer, 48,000 dealer (seed 003: "Yakuman 32000 48000").


@pytest.mark.parametrize("name", NON_TENHOU)
def test_pao_tsumo_the_liable_player_pays_everything_honba_included(name: str) -> None:
    rules = preset(name)
    _, change = play(at(rules, honba=2), Tsumo(Win(1, yakuman=1, pao=3)), rules)
    # Seed 002: "le joueur responsable doit payer la valeur totale de la main, y compris tous les points pour
    # les compteurs de continuations": 32,000 + 2 honba x 100 x 3 payers = 32,600.
    assert change == (0, 32_600, 0, -32_600)
    dealer_after, change = play(at(rules, honba=1), Tsumo(Win(0, yakuman=1, pao=2)), rules)
    # Dealer: 48,000 + 1 x 100 x 3 = 48,300.
    assert change == (48_300, 0, -48_300, 0)
    assert (dealer_after.dealer, dealer_after.honba) == (0, 2)


@pytest.mark.parametrize(
    ("name", "discarder_pays", "liable_pays"),
    [
        # Seed 002: "le joueur responsable partage le payement à parts égales avec le joueur ayant écarté la
        # tuile gagnante. Seul le jeteur paye pour les compteurs": 16,000 each, 2 honba x 300 = 600 by the
        # discarder.
        ("club", 16_600, 16_000),
        ("ema2016", 16_600, 16_000),
        ("wrc2022", 16_600, 16_000),
        ("mleague", 16_600, 16_000),
        # RULESETS: mahjongsoul "the liable player" pays the honba of a pao ron.
        ("mahjongsoul", 16_000, 16_600),
    ],
)
def test_pao_ron_split_half_and_half_with_the_honba(name: str, discarder_pays: int, liable_pays: int) -> None:
    rules = preset(name)
    _, change = play(at(rules, honba=2), Ron(2, (Win(1, yakuman=1, pao=3),)), rules)
    assert change == (0, 32_600, -discarder_pays, -liable_pays)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_pao_ron_discarded_by_the_liable_player_is_paid_by_them_alone(name: str) -> None:
    rules = preset(name)
    _, change = play(at(rules, honba=2), Ron(3, (Win(1, yakuman=1, pao=3),)), rules)
    # Both halves and the honba: 16,000 + 16,000 + 600.
    assert change == (0, 32_600, 0, -32_600)


def test_mleague_four_kans_pao_is_accepted_and_settled_as_pao() -> None:
    # RULESETS: mleague pao "+ Four Kans". The engine sees a yakuman with a liable player; the yaku is named
    # by the hand calculator. A dealer suukantsu by tsumo, seat 1 liable: 48,000 from seat 1 alone.
    assert "suukantsu" in MLEAGUE.pao_yaku
    assert "suukantsu" not in EMA.pao_yaku  # seed 002: "Il n'y a pas de responsabilité de payement pour Quatre Kongs"
    _, change = play(at(MLEAGUE), Tsumo(Win(0, yakuman=1, pao=1)), MLEAGUE)
    assert change == (48_000, -48_000, 0, 0)


# --- Nagashi mangan (RULESETS: club "paid as a non-dealer/dealer mangan tsumo instead of the tenpai
# payments; deposits stay; a counter is added; the dealer stays only if tenpai"; ema2016 "no") ------------


@pytest.mark.parametrize("name", WITH_NAGASHI)
def test_nagashi_mangan_of_a_non_dealer(name: str) -> None:
    rules = preset(name)
    state = at(rules, deposits=1_000)
    after, change = play(state, ExhaustiveDraw(tenpai=frozenset({1}), nagashi=frozenset({2})), rules)
    # Non-dealer mangan tsumo: 2,000 / 4,000 (seed 003): dealer 4,000, others 2,000; no tenpai payment to seat 1.
    assert change == (-4_000, -2_000, 8_000, -2_000)
    # Deposits stay; a counter is added; the dealer was noten and the deal passes.
    assert (after.deposits, after.honba, after.dealer) == (1_000, 1, 1)


@pytest.mark.parametrize("name", WITH_NAGASHI)
@pytest.mark.parametrize(("tenpai", "next_dealer"), [({0}, 0), (set(), 1)])
def test_nagashi_mangan_of_the_dealer(name: str, tenpai: set[int], next_dealer: int) -> None:
    rules = preset(name)
    after, change = play(at(rules), ExhaustiveDraw(tenpai=frozenset(tenpai), nagashi=frozenset({0})), rules)
    # Dealer mangan tsumo: 4,000 all = 12,000 (seed 003: "Mangan ... 4000").
    assert change == (12_000, -4_000, -4_000, -4_000)
    # "the dealer stays only if tenpai"
    assert (after.dealer, after.honba) == (next_dealer, 1)


@pytest.mark.parametrize("name", WITHOUT_NAGASHI)
def test_no_nagashi_mangan_where_the_rules_have_none(name: str) -> None:
    rules = preset(name)
    state = at(rules)
    with pytest.raises(RuleError) as error:
        apply(state, ExhaustiveDraw(tenpai=frozenset({1}), nagashi=frozenset({2})), rules)
    assert str(error.value)
    assert state == at(rules)


# --- Chombo (RULESETS: club/mahjongsoul "reverse mangan paid at once"; ema2016/wrc2022/mleague
# "−20,000 at the end, after uma"; notes: "replayed with the same dealer and no new counter; riichi sticks
# of that hand go back") ----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", REVERSE_MANGAN)
def test_chombo_reverse_mangan(name: str) -> None:
    rules = preset(name)
    state = declare_riichi(at(rules, honba=1, deposits=1_000), 1, rules)
    after, change = play(state, Chombo(2, riichi=frozenset({1})), rules)
    # Non-dealer offender pays a mangan as if to a tsumo: 4,000 to the dealer, 2,000 to each other.
    # Seat 1's stick of this hand comes back (+1,000 on top of its 2,000); the older stick stays.
    assert change == (4_000, 3_000, -8_000, 2_000)
    assert (after.dealer, after.honba, after.deposits, after.riichi) == (0, 1, 1_000, frozenset())
    # A dealer offender pays 4,000 to each.
    _, change = play(at(rules), Chombo(0), rules)
    assert change == (-12_000, 4_000, 4_000, 4_000)
    # Replayed from a start-of-hand state, a riichi named in the chombo's result costs nothing: the stick
    # would go straight back.
    after, change = play(at(rules), Chombo(2, riichi=frozenset({1})), rules)
    assert change == (4_000, 2_000, -8_000, 2_000)
    assert after.deposits == 0


@pytest.mark.parametrize("name", CHOMBO_AT_END)
def test_chombo_at_the_end_moves_no_points_during_the_game(name: str) -> None:
    rules = preset(name)
    state = declare_riichi(at(rules, dealer=2, honba=3), 1, rules)
    after, change = play(state, Chombo(0, riichi=frozenset({1})), rules)
    assert change == (0, 1_000, 0, 0)  # only seat 1's stick comes back
    assert (after.dealer, after.honba, after.deposits, after.chombos) == (2, 3, 0, (1, 0, 0, 0))


def test_ema2016_chombo_is_minus_twenty_after_uma() -> None:
    rules = EMA
    state = at(rules, (40_000, 32_000, 27_000, 21_000), round=1, dealer=1)
    state, _ = play(state, Chombo(1), rules)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    # Return 30,000, uma +15/+5/-5/-15. The penalty does not move seat 1 out of 2nd place.
    # Seat 0: +10 +15 = +25. Seat 1: +2 +5 -20 = -13. Seat 2: -3 -5 = -8. Seat 3: -9 -15 = -24. Sum -20.
    assert [rows[i].place for i in range(4)] == [1, 2, 3, 4]
    assert [rows[i].score for i in range(4)] == [25, -13, -8, -24]
    assert rows[1].penalty == 20  # a magnitude, taken off the score


def test_wrc2022_chombo_of_the_leader() -> None:
    rules = WRC
    state, _ = play(at(rules, (45_000, 35_000, 22_000, 18_000)), Chombo(0), rules)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    # Seat 0: +15 +15 -20 = +10. Seat 1: +5 +5 = +10. Seat 2: -8 -5 = -13. Seat 3: -12 -15 = -27. Sum -20.
    assert [rows[i].place for i in range(4)] == [1, 2, 3, 4]
    assert [rows[i].score for i in range(4)] == [10, 10, -13, -27]


def test_mleague_chombo_comes_after_the_rounding_and_first_place_is_not_charged_for_it() -> None:
    rules = MLEAGUE
    state, _ = play(at(rules, (35_000, 27_000, 22_000, 16_000)), Chombo(1), rules)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    # Return 30,000, uma +30/+10/-10/-30, oka +20 to 1st; 2nd-4th rounded to 1,000.
    # Seat 1: (27 - 30) + 10 = +7, then -20 = -13. Seat 2: (22 - 30) - 10 = -18. Seat 3: (16 - 30) - 30 = -44.
    # Seat 0: minus the others before any penalty: -(7 - 18 - 44) = +55 (= 35 - 30 + 30 + 20).
    assert [rows[i].score for i in range(4)] == [55, -13, -18, -44]


# --- Bust and extension -------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["club", "ema2016", "wrc2022", "mleague"])
def test_negative_scores_play_on(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    state = at(rules, (s + 12_000, s + 7_000, 5_000, 2 * s - 24_000))
    # Seed 002: "Si le score d'un joueur passe en dessous de zéro, la partie continue."
    # Dealer mangan ron = 12,000: seat 2 goes to 5,000 - 12,000 = -7,000.
    after, _ = play(state, Ron(2, (Win(0, 5, 30),)), rules)
    assert after.scores[2] == -7_000 and not after.finished
    # "il peut déclarer riichi" under the seed's rules (club and ema2016 do not need 1,000 points).
    if not rules.riichi_needs_deposit:
        assert declare_riichi(after, 2, rules).scores[2] == -8_000


def test_mahjongsoul_ends_below_zero_but_not_at_zero() -> None:
    rules = SOUL
    # RULESETS: mahjongsoul, below zero: "game ends". Dealer mangan ron = 12,000.
    state = at(rules, (30_000, 31_000, 11_000, 28_000))
    after, _ = play(state, Ron(2, (Win(0, 5, 30),)), rules)
    assert after.scores[2] == -1_000 and after.finished
    state = at(rules, (30_000, 30_000, 12_000, 28_000))
    after, _ = play(state, Ron(2, (Win(0, 5, 30),)), rules)
    assert after.scores[2] == 0 and not after.finished
    # Noten payments can bust too: seat 3 on 500 pays 1,000.
    after, _ = play(at(rules, (40_000, 30_000, 29_500, 500)), ExhaustiveDraw(tenpai=frozenset({0})), rules)
    assert after.scores[3] == -500 and after.finished


def test_mahjongsoul_extension_while_nobody_has_thirty_thousand() -> None:
    rules = SOUL
    south4 = at(rules, (28_000, 26_000, 24_000, 22_000), round=1, dealer=3)
    # Deal passes from South 4, best is 28,000 + 1,000 = 29,000 < 30,000: into West 1.
    after, _ = play(south4, Ron(2, (Win(0, 1, 30),)), rules)
    assert (after.finished, after.name, after.dealer, after.honba) == (False, "West 1", 0, 0)
    # Same hand worth 3,900: seat 0 has 31,900: the game ends.
    after, _ = play(south4, Ron(2, (Win(0, 3, 30),)), rules)
    assert after.finished
    # In West 1, the deal passes and still nobody has 30,000: West 2.
    west1 = at(rules, (28_000, 26_000, 24_000, 22_000), round=2, dealer=0)
    after, _ = play(west1, Ron(2, (Win(1, 1, 30),)), rules)
    assert (after.finished, after.name) == (False, "West 2")
    # RULESETS (extension): at most until the deal passes from the round's fourth hand.
    west4 = at(rules, (28_000, 26_000, 24_000, 22_000), round=2, dealer=3)
    after, _ = play(west4, Ron(2, (Win(1, 1, 30),)), rules)
    assert after.finished


@pytest.mark.parametrize("name", ["club", "ema2016", "wrc2022", "mleague"])
def test_no_extension_where_the_rules_have_none(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    south4 = at(rules, (s + 1_000, s + 1_000, s - 1_000, s - 1_000), round=1, dealer=3)
    after, _ = play(south4, ExhaustiveDraw(), rules)
    assert after.finished


def test_mahjongsoul_agari_yame_and_tenpai_yame() -> None:
    rules = SOUL
    # South 4, seat 3 deals. Dealer ron 1 han 30 fu = 1,500: 30,000 -> 31,500, first with 30,000 or more.
    south4 = at(rules, (24_000, 24_000, 22_000, 30_000), round=1, dealer=3)
    after, _ = play(south4, Ron(2, (Win(3, 1, 30),)), rules)
    assert after.finished
    # Tenpai alone: +3,000 -> 33,000, first: tenpai-yame ends the game.
    after, _ = play(south4, ExhaustiveDraw(tenpai=frozenset({3})), rules)
    assert after.finished
    # The dealer wins but is not first (seat 0 has 33,000): the dealer repeat goes on (South 4, 1 honba).
    behind = at(rules, (33_000, 24_000, 21_000, 22_000), round=1, dealer=3)
    after, _ = play(behind, Ron(2, (Win(3, 1, 30),)), rules)
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)
    # Club has no agari-yame: the same win goes on.
    after, _ = play(at(CLUB, (24_000, 24_000, 22_000, 30_000), round=1, dealer=3), Ron(2, (Win(3, 1, 30),)), CLUB)
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)


# --- Standings ----------------------------------------------------------------------------------------


def scores_of(rules: RuleSet, points: tuple[int, int, int, int], deposits: int = 0) -> dict[int, Fraction]:
    rows = standings(end_game(at(rules, points, round=1, dealer=3, deposits=deposits), rules), rules)
    return {r.seat: r.score for r in rows}


def places_of(rules: RuleSet, points: tuple[int, int, int, int]) -> list[int]:
    rows = {r.seat: r for r in standings(end_game(at(rules, points), rules), rules)}
    return [rows[i].place for i in range(4)]


def test_club_score_is_exact_and_has_no_uma() -> None:
    # Seed 001: "un joueur qui finit à 31 500 dans une partie où tout le monde commence à 25 000 aura un
    # score de +6,5". Others: 0, -5, -1.5.
    got = scores_of(CLUB, (31_500, 25_000, 20_000, 23_500))
    assert got == {0: Fraction(13, 2), 1: 0, 2: -5, 3: Fraction(-3, 2)}


def test_club_ties_share_the_places() -> None:
    assert places_of(CLUB, (30_000, 30_000, 20_000, 20_000)) == [1, 1, 3, 3]
    assert scores_of(CLUB, (30_000, 30_000, 20_000, 20_000)) == {0: 5, 1: 5, 2: -5, 3: -5}


def test_ema2016_ties_split_the_uma() -> None:
    # Uma +15/+5/-5/-15. Two tied for 1st: (15 + 5) / 2 = +10 each; two tied for 3rd: (-5 - 15) / 2 = -10.
    assert scores_of(EMA, (40_000, 40_000, 20_000, 20_000)) == {0: 20, 1: 20, 2: -20, 3: -20}
    # Three tied for 1st: (15 + 5 - 5) / 3 = +5 each; 35,000 is +5 against 30,000: +10. Last: -15 - 15.
    assert places_of(EMA, (35_000, 35_000, 35_000, 15_000)) == [1, 1, 1, 4]
    assert scores_of(EMA, (35_000, 35_000, 35_000, 15_000)) == {0: 10, 1: 10, 2: 10, 3: -30}
    # Three tied for 2nd: (5 - 5 - 15) / 3 = -5 each: 25,000 is -5: -10. 1st: 45,000 -> +15 + 15 = +30.
    assert scores_of(EMA, (25_000, 45_000, 25_000, 25_000)) == {0: -10, 1: 30, 2: -10, 3: -10}


def test_wrc2022_ties_split_the_uma() -> None:
    # 2nd/3rd tied: (5 - 5) / 2 = 0 each. 1st: +10 + 15; last: -10 - 15.
    assert scores_of(WRC, (40_000, 30_000, 30_000, 20_000)) == {0: 25, 1: 0, 2: 0, 3: -25}


def test_mleague_is_exact_and_gives_oka() -> None:
    # Return 30,000, oka +20 to 1st, uma +30/+10/-10/-30; RULESETS.md: exact, one decimal, no rounding.
    # 21,500: (21.5 - 30) + 10 = +1.5. 20,500: (20.5 - 30) - 10 = -19.5. 16,500: (16.5 - 30) - 30 = -43.5.
    # 1st 41,500: (41.5 - 30) + 30 + 20 = +61.5 (the four sum to 0).
    got = scores_of(MLEAGUE, (41_500, 21_500, 20_500, 16_500))
    assert got == {0: Fraction(123, 2), 1: Fraction(3, 2), 2: Fraction(-39, 2), 3: Fraction(-87, 2)}
    # -16,500: (-16.5 - 30) - 30 = -76.5. 31,500: (31.5 - 30) + 10 = +11.5. 25,000: (25 - 30) - 10 = -15.
    # 1st 60,000: 30 + 30 + 20 = +80.
    got = scores_of(MLEAGUE, (60_000, 31_500, 25_000, -16_500))
    assert got == {0: 80, 1: Fraction(23, 2), 2: -15, 3: Fraction(-153, 2)}


def test_mleague_ties_split_uma_and_oka() -> None:
    # Two tied for 1st split (30 + 10 + 20 oka) / 2 = +30: (35 - 30) + 30 = +35 each.
    # Two tied for 3rd split (-10 - 30) / 2 = -20: (15 - 30) - 20 = -35 each.
    assert places_of(MLEAGUE, (35_000, 35_000, 15_000, 15_000)) == [1, 1, 3, 3]
    assert scores_of(MLEAGUE, (35_000, 35_000, 15_000, 15_000)) == {0: 35, 1: 35, 2: -35, 3: -35}


def test_mahjongsoul_ties_go_to_the_earlier_seat_with_the_leftover_deposit() -> None:
    # Seats 0 and 1 on 30,000, one stick left on the table: seat 0 (earlier seat) is 1st and takes it.
    # Return 25,000, uma +15/+5/-5/-15, exact. Seat 1: (30 - 25) + 5 = +10. Seat 2: (20 - 25) - 5 = -10.
    # Seat 3: (19 - 25) - 15 = -21. Seat 0: 31 - 25 + 15 = +21.
    got = scores_of(SOUL, (30_000, 30_000, 20_000, 19_000), deposits=1_000)
    assert got == {0: 21, 1: 10, 2: -10, 3: -21}
    assert places_of(SOUL, (30_000, 30_000, 20_000, 20_000)) == [1, 2, 3, 4]
    # The later seat in the tie ranks lower, whichever it is: seats 1 and 3 equal.
    assert places_of(SOUL, (20_000, 30_000, 20_000, 30_000)) == [3, 1, 4, 2]


@pytest.mark.parametrize("name", NON_TENHOU)
def test_leftover_deposits_go_to_first_place(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    state = at(rules, (s + 5_000, s - 1_000, s - 3_000, s - 3_000), round=1, dealer=3, deposits=2_000)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    assert [rows[i].points for i in range(4)] == [s + 7_000, s - 1_000, s - 3_000, s - 3_000]
    assert sum(r.score for r in rows.values()) == 0


def test_club_leftover_deposits_count_in_the_exact_score() -> None:
    # 30,000 + 2,000 deposits = 32,000 from 25,000: +7. Others -1, -3, -3.
    assert scores_of(CLUB, (30_000, 24_000, 22_000, 22_000), deposits=2_000) == {0: 7, 1: -1, 2: -3, 3: -3}


# --- Riichi needs 1,000 points (RULESETS: mleague and mahjongsoul yes; club no) ---------------------------


@pytest.mark.parametrize("name", ["mleague", "mahjongsoul"])
def test_riichi_refused_below_one_thousand(name: str) -> None:
    rules = preset(name)
    state = at(rules, (40_000, 31_001, 28_000, 999))
    with pytest.raises(RiichiNotAllowed) as error:
        declare_riichi(state, 3, rules)
    assert str(error.value)
    with pytest.raises(RuleError):
        apply(state, Ron(0, (Win(1, 1, 30),), riichi=frozenset({3})), rules)
    # Exactly 1,000 is enough; the player is left on 0.
    enough = dataclasses.replace(state, scores=(40_000, 31_000, 28_000, 1_000))
    assert declare_riichi(enough, 3, rules).scores[3] == 0


@pytest.mark.parametrize("name", ["club", "ema2016", "wrc2022"])
def test_riichi_allowed_below_one_thousand_going_negative(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    state = at(rules, (s + 10_000, s + 10_000, 2 * s - 20_500, 500))
    after = declare_riichi(state, 3, rules)
    assert after.scores[3] == -500 and after.deposits == 1_000
    # Then a draw where seat 3 is alone tenpai: +3,000 -> 2,500; the stick stays.
    drawn, _ = play(after, ExhaustiveDraw(tenpai=frozenset({3}), riichi=frozenset({3})), rules)
    assert drawn.scores[3] == 2_500 and drawn.deposits == 1_000


def test_end_game_mid_hand_gives_the_sticks_back() -> None:
    state = declare_riichi(at(CLUB, deposits=1_000), 2, CLUB)
    ended = end_game(state, CLUB)
    # The stick of the abandoned hand goes back to seat 2; the older stick stays for first place.
    assert ended.scores[2] == 25_000 and ended.deposits == 1_000 and ended.finished


def test_replay_gives_the_same_state_as_applying_one_by_one() -> None:
    results = [
        ExhaustiveDraw(tenpai=frozenset({1}), riichi=frozenset({1})),
        Ron(2, (Win(1, 2, 30), Win(3, 1, 30)), riichi=frozenset({0})),
        Chombo(0),
        Tsumo(Win(1, yakuman=1, pao=2)),
    ]
    state = new_game(CLUB)
    for result in results:
        state, _ = apply(state, result, CLUB)
    assert replay(results, CLUB).state == state


# --- Properties over random legal games of every preset --------------------------------------------------

HAN_FU = [(1, 30), (1, 40), (2, 30), (3, 30), (4, 30), (5, 30), (6, 30), (8, 30), (11, 30)]


@st.composite
def wins(draw: st.DrawFn, winner: int, players: int) -> Win:
    if draw(st.integers(0, 9)) == 0:
        pao = draw(st.sampled_from([None, *(s for s in range(players) if s != winner)]))
        return Win(winner, yakuman=1, pao=pao)
    han, fu = draw(st.sampled_from(HAN_FU))
    return Win(winner, han, fu)


def legal_riichi(draw: st.DrawFn, state: GameState, rules: RuleSet, among: set[int]) -> frozenset[int]:
    can = [s for s in sorted(among) if not rules.riichi_needs_deposit or state.scores[s] >= rules.riichi_deposit]
    return frozenset(draw(st.lists(st.sampled_from(can), max_size=2, unique=True))) if can else frozenset()


@st.composite
def results_for(draw: st.DrawFn, state: GameState, rules: RuleSet) -> HandResult:
    """A result of any kind among the rule set's seats (a table of three has no seat 3), which the rules accept."""
    # The abortive draws these rules have at this table (no four winds or four riichi with three): which kinds
    # exist is checked hand by hand in test_sanma_game; here they only move the counters.
    aborts = [k for k in abortive_kinds(rules) if k not in (AbortKind.TRIPLE_RON, AbortKind.FOUR_RIICHI)]
    kinds = ["ron", "tsumo", "draw", "chombo"] + (["abort"] if aborts else [])
    kind = draw(st.sampled_from(kinds))
    players = rules.players
    seats = set(range(players))
    seat = st.integers(0, players - 1)
    if kind == "ron":
        discarder = draw(seat)
        others = sorted(seats - {discarder})
        winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=len(others), unique=True))
        return Ron(discarder, tuple(draw(wins(w, players)) for w in winners), legal_riichi(draw, state, rules, seats))
    if kind == "tsumo":
        winner = draw(seat)
        return Tsumo(draw(wins(winner, players)), legal_riichi(draw, state, rules, seats))
    if kind == "draw":
        riichi = legal_riichi(draw, state, rules, seats)
        tenpai = riichi | frozenset(draw(st.lists(seat, max_size=players)))
        nagashi = frozenset(draw(st.lists(seat, max_size=1))) if rules.nagashi_mangan else frozenset()
        return ExhaustiveDraw(tenpai=tenpai, nagashi=nagashi - riichi, riichi=riichi)
    if kind == "abort":
        return AbortiveDraw(draw(st.sampled_from(aborts)))
    return Chombo(draw(seat), legal_riichi(draw, state, rules, seats))


def play_a_random_game(rules: RuleSet, data: st.DataObject) -> None:
    """Conservation, standings that add up, and replay, over one random legal game at the rule set's table."""
    players = rules.players
    total = players * rules.start_points
    state = new_game(rules)
    assert len(state.scores) == players
    if data.draw(st.booleans()):
        # Start anywhere: late in the game (to reach the last hand, extensions and busts), with counters and
        # sticks on the table; the scores are any split, in hundreds, of what the sticks left.
        deposits = 1_000 * data.draw(st.integers(0, 3))
        hundreds = (total - deposits) // 100
        cuts = sorted(data.draw(st.lists(st.integers(0, hundreds), min_size=players - 1, max_size=players - 1)))
        scores = tuple(100 * (b - a) for a, b in zip([0, *cuts], [*cuts, hundreds], strict=True))
        state = at(
            rules,
            scores,
            round=data.draw(st.integers(0, rules.rounds - 1)),
            dealer=data.draw(st.integers(0, players - 1)),
            honba=data.draw(st.integers(0, 4)),
            deposits=deposits,
        )
    start = state
    history: list[HandResult] = []
    for _ in range(data.draw(st.integers(1, 30))):
        if state.finished:
            break
        result = data.draw(results_for(state, rules))
        # Sometimes the sticks are put down while the hand is played, as at the table.
        for seat in sorted(result.riichi):
            if data.draw(st.booleans()):
                state = declare_riichi(state, seat, rules)
                assert sum(state.scores) + state.deposits == total
        state, _ = play(state, result, rules)
        history.append(result)
        assert sum(state.scores) + state.deposits == total
    ended = end_game(state, rules)
    assert sum(ended.scores) + ended.deposits == total
    rows = standings(ended, rules)
    lost = ended.deposits if rules.leftover_deposits is LeftoverDeposits.LOST else 0
    assert sum(r.points for r in rows) == total - lost  # the leftover deposits went to first (or are lost)
    assert rows[0].place == 1
    for better, worse in itertools.pairwise(rows):
        assert better.points >= worse.points and better.place <= worse.place
    penalties = sum(ended.chombos) * rules.chombo_points if rules.chombo is ChomboPenalty.END_OF_GAME else 0
    # +/- scores sum to zero, less the chombo penalties, and less the lost sticks, which nobody got, unless
    # first place's score is "minus the sum of the others" (RULESETS, +/- score).
    if rules.final_score_rounding is FinalScoreRounding.ROUND_TO_THOUSAND:
        lost = 0
    assert sum(r.score for r in rows) == -Fraction(penalties + lost, 1000)
    # The same inputs replayed give the same game.
    assert replay(history, rules, start).state.scores == state.scores


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(PRESET_NAMES), data=st.data())
def test_random_games_of_every_preset(name: str, data: st.DataObject) -> None:
    play_a_random_game(preset(name), data)


@st.composite
def edited_rule_sets(draw: st.DrawFn) -> RuleSet:
    """A preset with its game-engine options edited by hand, as RULESETS.md allows."""
    base = preset(draw(st.sampled_from(PRESET_NAMES)))
    return dataclasses.replace(
        base,
        honba_ron=draw(st.sampled_from([300, 500, 1_500])),
        honba_tsumo=draw(st.sampled_from([100, 200, 500])),
        riichi_deposit=draw(st.sampled_from([1_000, 1_500])),
        noten_payment_total=draw(st.sampled_from([1_000, 3_000, 6_000])),
        riichi_needs_deposit=draw(st.booleans()),
        multiple_ron=draw(st.sampled_from(MultipleRon)),
        multiple_ron_honba=draw(st.sampled_from(list(MultipleRonHonba))),
        multiple_ron_deposits=draw(st.sampled_from(list(MultipleRonDeposits))),
        pao_ron_honba=draw(st.sampled_from(PaoHonba)),
        abortive_draws=draw(st.booleans()),
        nagashi_mangan=draw(st.booleans()),
        rounds=draw(st.integers(1, 3)),
        extension_target=draw(st.sampled_from([None, 30_000, 35_000])),
        bust_ends_game=draw(st.booleans()),
        agari_yame=draw(st.booleans()),
        tenpai_yame=draw(st.booleans()),
        chombo=draw(st.sampled_from(ChomboPenalty)),
        chombo_points=draw(st.sampled_from([8_000, 20_000])),
        tie_break=draw(st.sampled_from(TieBreak)),
        final_score_rounding=draw(st.sampled_from(FinalScoreRounding)),
        leftover_deposits=draw(st.sampled_from(LeftoverDeposits)),
    )


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=edited_rule_sets(), data=st.data())
def test_random_games_under_edited_rule_options(rules: RuleSet, data: st.DataObject) -> None:
    play_a_random_game(rules, data)


# --- More corners ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["ema2016", "wrc2022"])
def test_no_abortive_draws_where_the_rules_have_none(name: str) -> None:
    rules = preset(name)
    with pytest.raises(RuleError) as error:
        apply(at(rules), AbortiveDraw(AbortKind.NINE_TERMINALS), rules)
    assert str(error.value)


@pytest.mark.parametrize("name", ["club", "mleague", "mahjongsoul"])
def test_four_riichi_abort_keeps_the_four_sticks_on_the_table(name: str) -> None:
    rules = preset(name)
    after, change = play(at(rules, honba=1), AbortiveDraw(AbortKind.FOUR_RIICHI, riichi=frozenset(range(4))), rules)
    # Each stick 1,000 goes to the table and stays for the next winner; the dealer stays, +1 counter.
    assert change == (-1_000, -1_000, -1_000, -1_000)
    assert (after.deposits, after.dealer, after.honba) == (4_000, 0, 2)


@pytest.mark.parametrize("name", WITH_NAGASHI)
def test_nagashi_mangan_leaves_the_riichi_stick_on_the_table(name: str) -> None:
    rules = preset(name)
    draw = ExhaustiveDraw(tenpai=frozenset({0, 1}), nagashi=frozenset({2}), riichi=frozenset({1}))
    after, change = play(at(rules), draw, rules)
    # Mangan tsumo to seat 2 (4,000 from the dealer, 2,000 from the others); seat 1 also loses its stick;
    # "instead of the tenpai payments": nothing for being tenpai. The dealer is tenpai and stays.
    assert change == (-4_000, -3_000, 8_000, -2_000)
    assert (after.deposits, after.dealer, after.honba) == (1_000, 0, 1)


@pytest.mark.parametrize("name", WITH_NAGASHI)
def test_two_nagashi_mangan_are_both_paid(name: str) -> None:
    rules = preset(name)
    _, change = play(at(rules), ExhaustiveDraw(nagashi=frozenset({1, 2})), rules)
    # Seat 1: +8,000, pays 2,000 to seat 2 -> +6,000; seat 2 likewise. Dealer pays 4,000 twice; seat 3 2,000
    # twice.
    assert change == (-8_000, 6_000, 6_000, -4_000)


@pytest.mark.parametrize("name", HEAD_BUMP)
def test_head_bump_to_the_dealer_keeps_the_deal(name: str) -> None:
    rules = preset(name)
    # Seat 3 discards; seats 1 and 0 (the dealer) call ron; after seat 3 comes seat 0.
    after, change = play(at(rules, honba=1), Ron(3, (Win(1, 1, 30), Win(0, 1, 30))), rules)
    # Dealer 1 han 30 fu ron = 1,500 + 300 honba.
    assert change == (1_800, 0, 0, -1_800)
    assert (after.dealer, after.honba) == (0, 2)


@pytest.mark.parametrize("name", SEEDS_000_MULTIPLE_RON)
def test_double_ron_both_winners_in_riichi_take_their_own_sticks_back(name: str) -> None:
    rules = preset(name)
    state = at(rules, deposits=1_000)
    after, change = play(state, Ron(0, (Win(3, 1, 30), Win(2, 1, 30)), riichi=frozenset({2, 3})), rules)
    # After seat 0 comes 1, 2, 3: seat 2 is nearest and takes the old stick; each takes back its own.
    # Seat 2: -1,000 + 1,000 + 1,000 + 1,000 = +2,000; seat 3: -1,000 + 1,000 + 1,000 = +1,000.
    assert change == (-2_000, 0, 2_000, 1_000)
    assert after.deposits == 0


@pytest.mark.parametrize("name", NON_TENHOU)
def test_the_finished_game_keeps_the_last_hand_and_its_standings(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    south4 = at(rules, (s + 15_000, s - 5_000, s - 5_000, s - 5_000), round=1, dealer=3, deposits=0)
    state = declare_riichi(south4, 1, rules)
    ended, _ = play(state, ExhaustiveDraw(tenpai=frozenset({1}), riichi=frozenset({1})), rules)
    # RULESETS notes / engine docstring: the round and dealer of the last hand stay; the stick is left over.
    assert (ended.finished, ended.round, ended.dealer, ended.deposits) == (True, 1, 3, 1_000)
    rows = {r.seat: r for r in standings(ended, rules)}
    # Seat 0 (first) gets the leftover stick: s + 15,000 - 1,000 (noten) + 1,000.
    assert rows[0].points == s + 15_000
    assert standings(end_game(ended, rules), rules) == standings(ended, rules)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_riichi_twice_in_one_hand_is_refused(name: str) -> None:
    rules = preset(name)
    state = declare_riichi(at(rules), 1, rules)
    with pytest.raises(RuleError):
        declare_riichi(state, 1, rules)


@pytest.mark.parametrize("name", ["mleague", "mahjongsoul"])
def test_a_stick_put_down_on_exactly_one_thousand_is_accepted_in_the_result(name: str) -> None:
    rules = preset(name)
    state = declare_riichi(at(rules, (41_000, 29_000, 29_000, 1_000)), 3, rules)
    assert state.scores[3] == 0
    # Seat 3 then wins by tsumo: the riichi named in the result is the stick already on the table.
    after, change = play(state, Tsumo(Win(3, 1, 30), riichi=frozenset({3})), rules)
    # 300 / 500 + the stick back: 500 + 300 + 300 + 1,000 = 2,100.
    assert change == (-500, -300, -300, 2_100)
    # Replayed from the start-of-hand state (riichi only in the result), the same game is accepted.
    replayed = replay([Tsumo(Win(3, 1, 30), riichi=frozenset({3}))], rules, at(rules, (41_000, 29_000, 29_000, 1_000)))
    assert replayed.state.scores == after.scores


def test_mleague_riichi_on_one_thousand_then_dealing_in_goes_negative() -> None:
    state = at(MLEAGUE, (41_000, 29_000, 29_000, 1_000))
    after, change = play(state, Ron(3, (Win(1, 1, 30),), riichi=frozenset({3})), MLEAGUE)
    # Stick 1,000 and 1,000 paid: 1,000 - 2,000 = -1,000; mleague plays on below zero. Seat 1: 1,000 + stick.
    assert change == (0, 2_000, 0, -2_000)
    assert after.scores[3] == -1_000 and not after.finished


@pytest.mark.parametrize("name", CHOMBO_AT_END)
def test_two_chombos_cost_forty(name: str) -> None:
    rules = preset(name)
    state = at(rules)
    for _ in range(2):
        state, _ = play(state, Chombo(2), rules)
    assert state.chombos == (0, 0, 2, 0)
    rows = standings(end_game(state, rules), rules)
    # All level: shared places under split uma, so the uma cancels; seat 2: 0 - 40. (Under ema2016 the
    # points are all equal: each share of (15 + 5 - 5 - 15) / 4 = 0.) First takes the oka, split 4 ways.
    assert sum(r.score for r in rows) == -40
    assert {r.seat: r.score for r in rows}[2] == {r.seat: r.score for r in rows}[0] - 40


def test_mahjongsoul_bust_by_a_chombo_ends_the_game() -> None:
    after, change = play(at(SOUL, (41_000, 29_000, 27_000, 3_000)), Chombo(3), SOUL)
    # Reverse mangan of a non-dealer: 4,000 to the dealer, 2,000 to the others: 3,000 - 8,000 = -5,000.
    assert change == (4_000, 2_000, 2_000, -8_000)
    assert after.finished


def test_mahjongsoul_dealer_repeat_in_the_extension_and_agari_yame_there() -> None:
    rules = SOUL
    # West 2, seat 1 deals; seat 0 already has 31,000 but the dealer wins: a dealer repeat goes on.
    west2 = at(rules, (31_000, 26_000, 22_000, 21_000), round=2, dealer=1)
    after, _ = play(west2, Ron(2, (Win(1, 1, 30),)), rules)
    # 1,500 to the dealer: 27,500, not first: the game goes on, West 2 with one counter.
    assert (after.finished, after.name, after.honba) == (False, "West 2", 1)
    # West 4, seat 3 deals and wins to 31,500, first with 30,000: agari-yame (also in an extension hand).
    west4 = at(rules, (26_000, 24_000, 20_000, 30_000), round=2, dealer=3)
    after, _ = play(west4, Ron(2, (Win(3, 1, 30),)), rules)
    assert after.finished


def test_mahjongsoul_agari_yame_needs_the_dealer_first_in_seat_order() -> None:
    # South 4, seat 3 deals on 30,000 and wins 1,500: 31,500, level with seat 0; the earlier seat ranks
    # higher, so the dealer is not first and the repeat goes on.
    state = at(SOUL, (31_500, 19_000, 19_500, 30_000), round=1, dealer=3)
    after, _ = play(state, Ron(1, (Win(3, 1, 30),)), SOUL)
    assert after.scores == (31_500, 17_500, 19_500, 31_500)
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)


def test_mahjongsoul_tenpai_yame_needs_the_dealer_first() -> None:
    # South 4, seat 3 deals and is alone tenpai: 25,000 + 3,000 = 28,000, behind seat 0: goes on.
    state = at(SOUL, (35_000, 20_000, 20_000, 25_000), round=1, dealer=3)
    after, _ = play(state, ExhaustiveDraw(tenpai=frozenset({3})), SOUL)
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)


def test_club_tie_for_first_with_leftover_deposits_keeps_the_total() -> None:
    rows = standings(end_game(at(CLUB, (30_000, 30_000, 20_000, 19_000), deposits=1_000), CLUB), CLUB)
    assert sum(r.points for r in rows) == 100_000
    assert sum(r.score for r in rows) == 0


# --- Each rule option, on a rule set edited by hand (RULESETS: "Every option is also editable by hand") ---


def club_with(**changes: object) -> RuleSet:
    return dataclasses.replace(CLUB, **changes)


def test_option_honba_values() -> None:
    rules = club_with(honba_ron=500, honba_tsumo=200)
    _, change = play(at(rules, honba=2), Ron(2, (Win(1, 1, 30),)), rules)
    # 1,000 + 2 x 500 = 2,000.
    assert change == (0, 2_000, -2_000, 0)
    _, change = play(at(rules, honba=2), Tsumo(Win(2, 1, 30)), rules)
    # 300 / 500 + 2 x 200 from each payer: dealer 900, others 700; winner 2,300.
    assert change == (-900, -700, 2_300, -700)


def test_option_riichi_deposit() -> None:
    rules = club_with(riichi_deposit=1_500, riichi_needs_deposit=True)
    # The stick is 1,500: a player on 1,499 cannot pay it, one on 1,500 can.
    with pytest.raises(RiichiNotAllowed):
        declare_riichi(at(rules, (50_000, 24_501, 24_000, 1_499)), 3, rules)
    assert declare_riichi(at(rules, (50_000, 24_500, 24_000, 1_500)), 3, rules).scores[3] == 0
    after = declare_riichi(at(rules), 3, rules)
    assert after.scores[3] == 23_500 and after.deposits == 1_500
    _, change = play(after, Ron(0, (Win(1, 1, 30),), riichi=frozenset({3})), rules)
    # 1,000 + the 1,500 stick.
    assert change == (-1_000, 2_500, 0, 0)


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        ({2}, (-2_000, -2_000, 6_000, -2_000)),  # 6,000 from the three noten players
        ({0, 2}, (3_000, -3_000, 3_000, -3_000)),  # each noten player pays 3,000
        ({1, 2, 3}, (-6_000, 2_000, 2_000, 2_000)),  # the noten player pays 6,000, 2,000 to each
    ],
)
def test_option_noten_payment_total(tenpai: set[int], expected: tuple[int, ...]) -> None:
    rules = club_with(noten_payment_total=6_000)
    _, change = play(at(rules), ExhaustiveDraw(tenpai=frozenset(tenpai)), rules)
    assert change == expected


def test_option_multiple_ron_honba_and_deposits_to_the_nearest() -> None:
    state_of = lambda rules: at(rules, honba=1, deposits=2_000)  # noqa: E731 - one line, used twice
    result = Ron(2, (Win(1, 2, 30), Win(3, 1, 30)), riichi=frozenset({0, 1}))
    # Honba to the nearest (seat 3, after the discarder 2): seat 1 gets 2,000 without honba, keeps its stick.
    rules = club_with(multiple_ron_honba=MultipleRonHonba.NEAREST)
    _, change = play(state_of(rules), result, rules)
    assert change == (-1_000, 2_000, -3_300, 4_300)
    # Deposits to the nearest too: seat 1's own stick goes to seat 3 (-1,000 + 2,000; 1,300 + 4,000).
    rules = club_with(multiple_ron_honba=MultipleRonHonba.NEAREST, multiple_ron_deposits=MultipleRonDeposits.NEAREST)
    _, change = play(state_of(rules), result, rules)
    assert change == (-1_000, 1_000, -3_300, 5_300)


def test_option_double_ron_only_makes_a_triple_ron_an_abortive_draw() -> None:
    rules = club_with(multiple_ron=MultipleRon.DOUBLE_ONLY)
    triple = Ron(1, (Win(0, 1, 30), Win(2, 1, 30), Win(3, 1, 30)), riichi=frozenset({3}))
    after, change = play(at(rules, dealer=2, honba=1), triple, rules)
    # Nothing paid; seat 3's stick stays on the table; abortive: the dealer stays, one more counter.
    assert change == (0, 0, 0, -1_000)
    assert (after.dealer, after.honba, after.deposits) == (2, 2, 1_000)
    # A double ron is still paid to both.
    _, change = play(at(rules), Ron(1, (Win(2, 1, 30), Win(3, 1, 30))), rules)
    assert change == (0, -2_000, 1_000, 1_000)


def test_option_east_only_game() -> None:
    rules = club_with(rounds=1)
    after, _ = play(at(rules, dealer=3), Ron(2, (Win(1, 1, 30),)), rules)
    assert after.finished
    # With an extension: nobody on 30,000 after East 4 -> South 1 (RULESETS: "South for east-only games").
    rules = club_with(rounds=1, extension_target=30_000)
    after, _ = play(at(rules, dealer=3), Ron(2, (Win(1, 1, 30),)), rules)
    assert (after.finished, after.name) == (False, "South 1")


def test_option_three_rounds() -> None:
    rules = club_with(rounds=3)
    after, _ = play(at(rules, round=1, dealer=3), Ron(2, (Win(1, 1, 30),)), rules)
    assert (after.finished, after.name) == (False, "West 1")
    after, _ = play(at(rules, round=2, dealer=3), Ron(2, (Win(1, 1, 30),)), rules)
    assert after.finished


def test_option_agari_yame_without_extension_uses_the_return_points() -> None:
    rules = club_with(agari_yame=True)
    # South 4, dealer seat 3 wins 1,500: 28,000 -> 29,500, first, at least the return (25,000): ends.
    after, _ = play(at(rules, (24_000, 24_000, 24_000, 28_000), round=1, dealer=3), Ron(2, (Win(3, 1, 30),)), rules)
    assert after.finished
    # Not in South 3 (not the last hand).
    after, _ = play(at(rules, (24_000, 24_000, 28_000, 24_000), round=1, dealer=2), Ron(1, (Win(2, 1, 30),)), rules)
    assert not after.finished


def test_option_bust_ends_game_on_a_club_rule_set() -> None:
    rules = club_with(bust_ends_game=True)
    after, _ = play(at(rules, (35_000, 30_000, 5_000, 30_000)), Ron(2, (Win(1, 5, 30),)), rules)
    # Mangan 8,000 from 5,000: -3,000.
    assert after.scores[2] == -3_000 and after.finished


def test_option_no_pao_yaku_refuses_a_liable_player() -> None:
    rules = club_with(pao_yaku=frozenset())
    with pytest.raises(RuleError):
        apply(at(rules), Tsumo(Win(1, yakuman=1, pao=3)), rules)


def test_option_nagashi_and_abortive_draws_on_an_ema_rule_set() -> None:
    rules = dataclasses.replace(EMA, nagashi_mangan=True, abortive_draws=True)
    _, change = play(at(rules), ExhaustiveDraw(nagashi=frozenset({2})), rules)
    assert change == (-4_000, -2_000, 8_000, -2_000)
    after, _ = play(at(rules), AbortiveDraw(AbortKind.FOUR_WINDS), rules)
    assert (after.dealer, after.honba) == (0, 1)


def test_option_leftover_deposits_lost() -> None:
    rules = club_with(leftover_deposits=LeftoverDeposits.LOST)
    rows = {
        r.seat: r
        for r in standings(end_game(at(rules, (30_000, 25_000, 25_000, 19_000), deposits=1_000), rules), rules)
    }
    # The stick goes to nobody: 30,000 stays 30,000 (+5); the scores sum to -1.
    assert [rows[i].points for i in range(4)] == [30_000, 25_000, 25_000, 19_000]
    assert [rows[i].score for i in range(4)] == [5, 0, 0, -6]


def test_option_chombo_points() -> None:
    rules = dataclasses.replace(EMA, chombo_points=30_000)
    state, _ = play(at(rules), Chombo(2), rules)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    # All four on 30,000 share 1st: the uma cancels. Seat 2: -30.
    assert [rows[i].score for i in range(4)] == [0, 0, -30, 0]


def test_option_tie_break_seat_order_and_share() -> None:
    uma = (15_000, 5_000, -5_000, -15_000)
    rules = club_with(uma=uma, tie_break=TieBreak.SEAT_ORDER)
    # Seat order: seat 0 1st (+5 + 15), seat 1 2nd (+5 + 5), seat 2 3rd (-5 - 5), seat 3 4th (-5 - 15).
    assert scores_of(rules, (30_000, 30_000, 20_000, 20_000)) == {0: 20, 1: 10, 2: -10, 3: -20}
    rules = club_with(uma=uma, tie_break=TieBreak.SHARE)
    # Shared: (15 + 5) / 2 = 10 -> +15 each; (-5 - 15) / 2 = -10 -> -15 each.
    assert scores_of(rules, (30_000, 30_000, 20_000, 20_000)) == {0: 15, 1: 15, 2: -15, 3: -15}


def test_option_final_score_rounding_and_oka() -> None:
    rules = club_with(final_score_rounding=FinalScoreRounding.ROUND_TO_THOUSAND)
    # 31,500 -> 32,000: +7; 15,000: -10; 13,500 -> 14,000: -11; 1st: -(7 - 10 - 11) = +14 (exact would be 15).
    assert scores_of(rules, (40_000, 31_500, 15_000, 13_500)) == {0: 14, 1: 7, 2: -10, 3: -11}
    rules = club_with(return_points=30_000, oka=20_000)
    # Exact: (40 - 30) + 20 = +30; -5; -10; -15.
    assert scores_of(rules, (40_000, 25_000, 20_000, 15_000)) == {0: 30, 1: -5, 2: -10, 3: -15}


def test_option_kiriage_and_counted_yakuman_reach_the_game() -> None:
    # Seed 002: "Une valeur de base de 1 920 points ... est arrondie à 2000": 4 han 30 fu = 8,000 (not 7,700).
    _, change = play(at(EMA), Ron(2, (Win(1, 4, 30),)), EMA)
    assert change == (0, 8_000, -8_000, 0)
    _, change = play(at(CLUB), Ron(2, (Win(1, 4, 30),)), CLUB)
    assert change == (0, 7_700, -7_700, 0)
    # Seed 002: "une main valant 13 han ... rapporte seulement sanbaiman" (24,000); club: counted yakuman.
    _, change = play(at(EMA), Ron(2, (Win(1, 13, 30),)), EMA)
    assert change == (0, 24_000, -24_000, 0)
    _, change = play(at(CLUB), Ron(2, (Win(1, 13, 30),)), CLUB)
    assert change == (0, 32_000, -32_000, 0)


@pytest.mark.parametrize("name", SEEDS_000_MULTIPLE_RON)
def test_double_ron_with_a_liable_player_for_one_winner(name: str) -> None:
    rules = preset(name)
    # Seat 2 discards; seat 1 wins a yakuman with seat 0 liable, seat 3 wins 1 han 30 fu; 1 honba.
    after, change = play(at(rules, honba=1), Ron(2, (Win(1, yakuman=1, pao=0), Win(3, 1, 30))), rules)
    # Seat 1: 32,000 split 16,000 / 16,000 between liable and discarder; each winner gets its honba (300),
    # paid for the pao hand by the discarder (club, ema2016) or by the liable player (mahjongsoul).
    # Seat 3: 1,000 + 300 from the discarder.
    if rules.pao_ron_honba is PaoHonba.DISCARDER:
        assert change == (-16_000, 32_300, -16_300 - 1_300, 1_300)
    else:
        assert change == (-16_300, 32_300, -16_000 - 1_300, 1_300)
    assert (after.dealer, after.honba) == (1, 0)  # the dealer (seat 0) did not win: the deal passes


@pytest.mark.parametrize("name", NON_TENHOU)
def test_a_pao_double_yakuman_is_paid_whole_by_the_liable_player(name: str) -> None:
    rules = preset(name)
    # Seed 002: "Le joueur est responsable même si la main comporte un autre yakuman" (engine contract: liable
    # for the whole hand). Two yakuman by tsumo, non-dealer: 2 x 32,000 = 64,000 from seat 3 alone.
    _, change = play(at(rules), Tsumo(Win(1, yakuman=2, pao=3)), rules)
    assert change == (0, 64_000, 0, -64_000)


@pytest.mark.parametrize("name", NON_TENHOU)
def test_south_four_chombo_and_abortive_draw_replay_the_last_hand(name: str) -> None:
    rules = preset(name)
    s = rules.start_points
    south4 = at(rules, (s + 15_000, s - 5_000, s - 5_000, s - 5_000), round=1, dealer=3, honba=1)
    after, _ = play(south4, Chombo(1), rules)
    # "the hand is replayed with the same dealer and no new counter"
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)
    if rules.abortive_draws:
        after, _ = play(south4, AbortiveDraw(AbortKind.NINE_TERMINALS), rules)
        assert (after.finished, after.name, after.honba) == (False, "South 4", 2)


def test_mahjongsoul_agari_yame_needs_thirty_thousand() -> None:
    # South 4, seat 3 deals on 28,000 and wins 1,500: 29,500, first but under 30,000: the repeat goes on.
    state = at(SOUL, (24_000, 24_000, 24_000, 28_000), round=1, dealer=3)
    after, _ = play(state, Ron(2, (Win(3, 1, 30),)), SOUL)
    assert (after.finished, after.name, after.honba) == (False, "South 4", 1)


@pytest.mark.parametrize("name", WITH_NAGASHI)
def test_nagashi_mangan_by_a_player_in_riichi(name: str) -> None:
    rules = preset(name)
    draw = ExhaustiveDraw(tenpai=frozenset({2}), nagashi=frozenset({2}), riichi=frozenset({2}))
    after, change = play(at(rules), draw, rules)
    # Stick -1,000; mangan tsumo +8,000: +7,000. The stick stays on the table.
    assert change == (-4_000, -2_000, 7_000, -2_000)
    assert after.deposits == 1_000


def test_mleague_chombo_of_first_place_and_an_exact_tie() -> None:
    state, _ = play(at(MLEAGUE, (35_000, 27_000, 22_000, 16_000)), Chombo(0), MLEAGUE)
    rows = {r.seat: r for r in standings(end_game(state, MLEAGUE), MLEAGUE)}
    # As above, seat 0 is +55 before the penalty: 55 - 20 = +35; the others +7, -18, -44 (sum -20).
    assert [rows[i].score for i in range(4)] == [35, 7, -18, -44]
    # 2nd and 3rd tied on 25,500, not rounded: (25.5 - 30) + (10 - 10) / 2 = -4.5 each;
    # 9,000: (9 - 30) - 30 = -51; 1st 40,000: 10 + 30 + 20 = +60.
    got = scores_of(MLEAGUE, (40_000, 25_500, 25_500, 9_000))
    assert got == {0: 60, 1: Fraction(-9, 2), 2: Fraction(-9, 2), 3: -51}


@pytest.mark.parametrize("name", ["ema2016", "wrc2022", "club"])
def test_three_tied_for_first_still_share_the_place_after_splitting_a_leftover_stick(name: str) -> None:
    rules = dataclasses.replace(preset(name), uma=(15_000, 5_000, -5_000, -15_000))
    s = rules.start_points
    # RULESETS: "equal final points: share places, split uma" and "deposits left at the end: to 1st place".
    # Three players level on s + 5,000 share 1st; the one stick left is split between them (1,000 / 3 does
    # not divide, but the odd point must not make one of them 1st alone and the other two 2nd).
    state = at(rules, (s + 5_000, s + 5_000, s + 5_000, s - 16_000), round=1, dealer=3, deposits=1_000)
    rows = {r.seat: r for r in standings(end_game(state, rules), rules)}
    assert [rows[i].place for i in range(4)] == [1, 1, 1, 4]
    # Uma of places 1-3 shared: (15 + 5 - 5) / 3 = +5 each; 4th: -15.
    assert [rows[i].bonus for i in range(4)] == [5, 5, 5, -15]
    # Each first: +5 against the return, +5 uma, and a third of the stick (0.333...): about +10.33.
    for seat in range(3):
        assert abs(rows[seat].score - Fraction(31, 3)) < Fraction(1, 1000)
    assert rows[3].score == -31  # -16 - 15
    assert sum(r.score for r in rows.values()) == 0


@pytest.mark.parametrize(
    ("name", "points", "expected"),
    [
        # club: (points - 25,000) / 1,000, no uma, no oka: +11, +2, -3, -10.
        ("club", (36_000, 27_000, 22_000, 15_000), [11, 2, -3, -10]),
        # ema2016 / wrc2022: return 30,000, uma +15/+5/-5/-15: 12 + 15, 3 + 5, -3 - 5, -12 - 15.
        ("ema2016", (42_000, 33_000, 27_000, 18_000), [27, 8, -8, -27]),
        ("wrc2022", (42_000, 33_000, 27_000, 18_000), [27, 8, -8, -27]),
        # mleague, exact: 12.3 + 30 + 20 = +62.3; -2.3 + 10 = +7.7; -11.6 - 10 = -21.6; -18.4 - 30 = -48.4
        # (Tenhou's rounding would give +62, +8, -22, -48).
        (
            "mleague",
            (42_300, 27_700, 18_400, 11_600),
            [Fraction(623, 10), Fraction(77, 10), Fraction(-108, 5), Fraction(-242, 5)],
        ),
        # mahjongsoul, exact, return 25,000: 17.3 + 15 = +32.3; 2.7 + 5 = +7.7; -6.6 - 5 = -11.6; -13.4 - 15 = -28.4.
        (
            "mahjongsoul",
            (42_300, 27_700, 18_400, 11_600),
            [Fraction(323, 10), Fraction(77, 10), Fraction(-58, 5), Fraction(-142, 5)],
        ),
    ],
)
def test_uma_and_oka_of_each_preset(name: str, points: tuple[int, int, int, int], expected: list[Fraction]) -> None:
    rules = preset(name)
    got = scores_of(rules, points)
    assert [got[i] for i in range(4)] == expected
