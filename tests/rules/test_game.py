"""The game engine, rule by rule: expected figures are worked out by hand from the seeds and RULESETS.md."""

from __future__ import annotations

import dataclasses

import pytest

from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.game import (
    GameFinished,
    GameState,
    ReplayError,
    RiichiNotAllowed,
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
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.settlement import Reason, Transfer, deltas, deltas_without_riichi

CLUB = preset("club")
EMA = preset("ema2016")
WRC = preset("wrc2022")
TENHOU = preset("tenhou")

EVEN = (25_000, 25_000, 25_000, 25_000)


def at(scores=EVEN, **fields) -> GameState:
    return GameState(scores=scores, **fields)


def changes(before: GameState, after: GameState) -> tuple[int, ...]:
    return tuple(a - b for a, b in zip(after.scores, before.scores, strict=True))


# Starting a game -------------------------------------------------------------------------------------------


def test_a_new_game_starts_in_east_1_on_the_start_points():
    state = new_game(EMA)
    assert state.scores == (30_000,) * 4
    assert (state.round, state.dealer, state.honba, state.deposits) == (0, 0, 0, 0)
    assert state.name == "East 1"
    assert not state.finished


# Wins, honba and the dealer (seeds 001 and 003) ------------------------------------------------------------


def test_non_dealer_ron_pays_300_per_honba_takes_the_deposits_and_passes_the_deal():
    state = at(dealer=0, honba=2, deposits=2_000, scores=(25_000, 24_000, 25_000, 24_000))
    after, settlement = apply(state, Ron(2, (Win(1, han=3, fu=30),)), CLUB)
    # Seed 003: 3 han 30 fu non-dealer ron is 3,900; 2 honba add 600; the two sticks are taken.
    assert set(settlement) == {
        Transfer(2, 1, 3_900, Reason.HAND),
        Transfer(2, 1, 600, Reason.HONBA),
        Transfer(None, 1, 2_000, Reason.DEPOSIT),
    }
    assert changes(state, after) == (0, 6_500, -4_500, 0)
    assert (after.dealer, after.honba, after.deposits, after.round) == (1, 0, 0, 0)


def test_dealer_tsumo_keeps_the_deal_and_adds_a_counter():
    state = at(dealer=0, honba=1)
    after, _ = apply(state, Tsumo(Win(0, han=2, fu=30)), CLUB)
    # Seed 003: dealer 2 han 30 fu tsumo is 1,000 from each; 1 honba adds 100 per payer.
    assert changes(state, after) == (3_300, -1_100, -1_100, -1_100)
    assert (after.dealer, after.honba) == (0, 2)


def test_non_dealer_tsumo_the_dealer_pays_double():
    state = at(dealer=2, honba=1, round=1)
    after, _ = apply(state, Tsumo(Win(0, han=1, fu=30)), CLUB)
    # Seed 003: 1 han 30 fu tsumo is 300 / 500; 100 more per payer for the honba.
    assert changes(state, after) == (1_400, -400, -600, -400)
    assert (after.round, after.dealer, after.honba) == (1, 3, 0)


def test_dealer_ron_keeps_the_deal():
    state = at(dealer=3, honba=0)
    after, _ = apply(state, Ron(1, (Win(3, han=4, fu=40),)), CLUB)
    assert changes(state, after) == (0, -12_000, 0, 12_000)  # dealer mangan ron
    assert (after.dealer, after.honba) == (3, 1)


def test_deal_passes_from_north_to_the_next_round():
    after, _ = apply(at(dealer=3), Ron(1, (Win(2, han=1, fu=30),)), CLUB)
    assert (after.round, after.dealer, after.name) == (1, 0, "South 1")


# Draws (seed 003) ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tenpai", "expected"),
    [
        (set(), (0, 0, 0, 0)),
        ({1}, (-1_000, 3_000, -1_000, -1_000)),
        ({1, 2}, (-1_500, 1_500, 1_500, -1_500)),
        ({0, 1, 2}, (1_000, 1_000, 1_000, -3_000)),
        ({0, 1, 2, 3}, (0, 0, 0, 0)),
    ],
)
def test_tenpai_payments_split_3000(tenpai, expected):
    state = at(dealer=0, honba=1, deposits=1_000)
    after, settlement = apply(state, ExhaustiveDraw(frozenset(tenpai)), CLUB)
    assert changes(state, after) == expected
    assert all(t.reason is Reason.TENPAI for t in settlement)
    assert after.honba == 2
    assert after.deposits == 1_000  # deposits wait for the next winner
    assert after.dealer == (0 if 0 in tenpai else 1)


@pytest.mark.parametrize("kind", [k for k in AbortKind if k is not AbortKind.TRIPLE_RON])
def test_an_abortive_draw_keeps_the_dealer_and_adds_a_counter(kind):
    riichi = frozenset(range(4)) if kind is AbortKind.FOUR_RIICHI else frozenset()
    state = at(dealer=2, honba=0, deposits=1_000)
    after, settlement = apply(state, AbortiveDraw(kind, riichi), CLUB)
    assert (after.dealer, after.honba) == (2, 1)
    assert after.deposits == 1_000 + 1_000 * len(riichi)
    assert all(t.reason is Reason.RIICHI for t in settlement)


def test_nagashi_mangan_is_a_mangan_tsumo_instead_of_tenpai_payments():
    state = at(dealer=0, honba=2, deposits=1_000)
    after, settlement = apply(state, ExhaustiveDraw(frozenset({2}), nagashi=frozenset({1})), CLUB)
    # Non-dealer mangan tsumo: 4,000 from the dealer, 2,000 from each other; no honba, no tenpai payments.
    assert changes(state, after) == (-4_000, 8_000, -2_000, -2_000)
    assert {t.reason for t in settlement} == {Reason.NAGASHI}
    assert (after.deposits, after.honba, after.dealer) == (1_000, 3, 1)


def test_nagashi_mangan_by_the_dealer_who_is_tenpai_keeps_the_deal():
    state = at(dealer=0)
    after, _ = apply(state, ExhaustiveDraw(frozenset({0}), nagashi=frozenset({0})), CLUB)
    assert changes(state, after) == (12_000, -4_000, -4_000, -4_000)
    assert (after.dealer, after.honba) == (0, 1)


# Riichi ----------------------------------------------------------------------------------------------------


def test_riichi_puts_1000_on_the_table_and_the_winner_takes_it():
    state = at(dealer=0)
    after, settlement = apply(state, Ron(3, (Win(1, han=1, fu=40),), riichi=frozenset({1, 2})), CLUB)
    assert Transfer(1, None, 1_000, Reason.RIICHI) in settlement
    assert Transfer(2, None, 1_000, Reason.RIICHI) in settlement
    assert Transfer(None, 1, 2_000, Reason.DEPOSIT) in settlement
    # 1 han 40 fu ron: 1,300; seat 1 paid its stick and took both back.
    assert changes(state, after) == (0, 2_300, -1_000, -1_300)
    assert deltas_without_riichi(settlement, 4) == (0, 3_300, 0, -1_300)


def test_riichi_sticks_stay_on_the_table_after_a_draw():
    after, _ = apply(at(), ExhaustiveDraw(frozenset({0, 3}), riichi=frozenset({3})), CLUB)
    assert after.deposits == 1_000
    assert after.scores == (26_500, 23_500, 23_500, 25_500)


def test_declare_riichi_takes_the_stick_at_once_and_apply_does_not_take_it_again():
    start = at(dealer=1)
    during = declare_riichi(start, 2, CLUB)
    assert during.scores == (25_000, 25_000, 24_000, 25_000)
    assert (during.deposits, during.riichi) == (1_000, frozenset({2}))
    result = Tsumo(Win(2, han=1, fu=30), riichi=frozenset({2}))
    from_during, settlement = apply(during, result, CLUB)
    from_start, _ = apply(start, result, CLUB)
    assert from_during == from_start
    assert all(t.reason is not Reason.RIICHI for t in settlement)
    assert tuple(s + d for s, d in zip(during.scores, deltas(settlement, 4), strict=True)) == from_during.scores


# Several winners on one discard (seed 000 and the presets) -------------------------------------------------


def _double_ron_with_sticks() -> tuple[GameState, Ron]:
    # Seats 1 and 2 ron seat 3's discard; 1, 2 and 3 declared riichi this hand; one old stick is on the table.
    state = at(dealer=0, honba=1, deposits=1_000)
    result = Ron(3, (Win(2, han=1, fu=30), Win(1, han=2, fu=30)), riichi=frozenset({1, 2, 3}))
    return state, result


def test_double_ron_seed_000_each_winner_paid_with_honba_own_sticks_back_rest_to_the_nearest():
    state, result = _double_ron_with_sticks()
    after, settlement = apply(state, result, CLUB)
    # Seat 1 is nearest the discarder's right. 2 han 30 fu = 2,000, 1 han 30 fu = 1,000, 300 honba each.
    # Seats 1 and 2 take back their own stick; seat 3's stick and the old one go to seat 1.
    assert Transfer(None, 2, 1_000, Reason.DEPOSIT) in settlement
    assert Transfer(None, 1, 1_000, Reason.DEPOSIT) in settlement
    assert Transfer(None, 1, 2_000, Reason.DEPOSIT) in settlement
    assert changes(state, after) == (0, 2_000 + 300 + 2_000, 1_000 + 300, -2_000 - 1_000 - 600 - 1_000)
    assert (after.dealer, after.honba, after.deposits) == (1, 0, 0)


def test_tenhou_double_ron_honba_and_every_stick_to_the_nearest_winner():
    state, result = _double_ron_with_sticks()
    after, _ = apply(state, result, TENHOU)
    assert changes(state, after) == (0, 2_000 + 300 + 4_000 - 1_000, 1_000 - 1_000, -2_000 - 1_000 - 300 - 1_000)


def test_the_dealer_keeps_the_deal_when_either_ron_winner_is_the_dealer():
    state = at(dealer=0, honba=1)
    after, _ = apply(state, Ron(2, (Win(3, han=1, fu=30), Win(0, han=1, fu=30))), TENHOU)
    assert (after.dealer, after.honba) == (0, 2)


def test_head_bump_pays_only_the_winner_nearest_the_discarder():
    state = at(dealer=0, honba=1, deposits=1_000)
    after, settlement = apply(state, Ron(2, (Win(0, han=5), Win(3, han=1, fu=30))), WRC)
    # Seat 3 comes right after seat 2: only seat 3 is paid; the dealer's hand is lost and the deal passes.
    assert changes(state, after) == (0, 0, -1_300, 2_300)
    assert {t.payee for t in settlement} == {3}
    assert (after.dealer, after.honba) == (1, 0)


def test_triple_ron_is_an_abortive_draw_under_tenhou():
    state = at(dealer=1, honba=0, deposits=1_000)
    result = Ron(0, (Win(1, han=1, fu=30), Win(2, han=1, fu=30), Win(3, han=1, fu=30)))
    after, settlement = apply(state, result, TENHOU)
    assert settlement == ()
    assert (after.scores, after.dealer, after.honba, after.deposits) == (EVEN, 1, 1, 1_000)


def test_triple_ron_is_paid_to_all_three_under_the_club_rules():
    state = at(dealer=1)
    result = Ron(0, (Win(1, han=1, fu=30), Win(2, han=1, fu=30), Win(3, han=1, fu=30)))
    after, _ = apply(state, result, CLUB)
    assert changes(state, after) == (-1_500 - 1_000 - 1_000, 1_500, 1_000, 1_000)
    assert after.dealer == 1  # the dealer was one of the winners


# Pao (seed 002; FORMAT.md section 8 for Tenhou) ------------------------------------------------------------


def test_pao_on_a_tsumo_the_liable_player_pays_everything_honba_included():
    state = at(dealer=0, honba=1)
    after, settlement = apply(state, Tsumo(Win(1, yakuman=1, pao=3)), EMA)
    # Non-dealer yakuman tsumo: 16,000 + 8,000 + 8,000; honba 3 x 100.
    assert changes(state, after) == (0, 32_300, 0, -32_300)
    assert Transfer(3, 1, 32_000, Reason.PAO) in settlement


def test_pao_on_a_ron_half_each_and_the_discarder_alone_pays_the_honba():
    state = at(dealer=0, honba=1)
    after, _ = apply(state, Ron(2, (Win(1, yakuman=1, pao=3),)), EMA)
    assert changes(state, after) == (0, 32_300, -16_300, -16_000)


def test_tenhou_pao_on_a_ron_the_liable_player_pays_the_honba():
    # FORMAT.md: 2010060416gm-0061 E2-1, discarder -16,000, liable -16,300.
    state = at(dealer=0, honba=1)
    after, _ = apply(state, Ron(2, (Win(1, yakuman=1, pao=3),)), TENHOU)
    assert changes(state, after) == (0, 32_300, -16_000, -16_300)


def test_pao_of_a_dealer_yakuman_ron():
    state = at(dealer=1)
    after, _ = apply(state, Ron(2, (Win(1, yakuman=1, pao=0),)), CLUB)
    assert changes(state, after) == (-24_000, 48_000, -24_000, 0)


# Chombo ----------------------------------------------------------------------------------------------------


def test_club_chombo_is_a_reverse_mangan_and_the_hand_is_replayed():
    state = at(dealer=0, honba=2, deposits=1_000, round=1)
    after, _ = apply(state, Chombo(2), CLUB)
    assert changes(state, after) == (4_000, 2_000, -8_000, 2_000)
    assert (after.round, after.dealer, after.honba, after.deposits) == (1, 0, 2, 1_000)


def test_a_dealer_chombo_pays_4000_to_each():
    state = at(dealer=1)
    after, _ = apply(state, Chombo(1), CLUB)
    assert changes(state, after) == (4_000, -12_000, 4_000, 4_000)


def test_chombo_gives_back_the_riichi_sticks_of_the_hand():
    start = at(dealer=0, deposits=1_000)
    during = declare_riichi(start, 3, CLUB)
    after, settlement = apply(during, Chombo(1, riichi=frozenset({3})), CLUB)
    assert Transfer(None, 3, 1_000, Reason.DEPOSIT) in settlement
    assert after.deposits == 1_000
    assert after == apply(start, Chombo(1, riichi=frozenset({3})), CLUB)[0]


def test_ema_chombo_is_counted_for_the_end_of_the_game():
    after, settlement = apply(at(dealer=0), Chombo(2), EMA)
    assert settlement == ()
    assert after.chombos == (0, 0, 1, 0)
    assert after.scores == EVEN


# Below zero and the end of the game ------------------------------------------------------------------------


def test_negative_scores_play_on_under_ema_seed_002():
    state = at(scores=(30_000, 30_000, 30_000, 5_000), dealer=0)
    after, _ = apply(state, Ron(3, (Win(0, han=6),)), EMA)
    assert after.scores[3] == -13_000
    assert not after.finished


def test_tenhou_game_ends_below_zero_but_not_on_exactly_zero():
    exactly_zero, _ = apply(at(scores=(25_000, 25_000, 25_000, 25_000), dealer=1), Ron(3, (Win(0, han=5),)), TENHOU)
    assert exactly_zero.scores[3] == 17_000
    zero, _ = apply(at(scores=(25_000, 25_000, 42_000, 8_000), dealer=1), Ron(3, (Win(0, han=5),)), TENHOU)
    assert zero.scores[3] == 0 and not zero.finished
    bust, _ = apply(at(scores=(25_000, 25_000, 42_100, 7_900), dealer=1), Ron(3, (Win(0, han=5),)), TENHOU)
    assert bust.scores[3] == -100 and bust.finished
    assert (bust.round, bust.dealer) == (0, 1)


def test_an_east_south_game_ends_when_the_deal_passes_from_south_4():
    state = at(round=1, dealer=3)
    after, _ = apply(state, Ron(0, (Win(1, han=1, fu=30),)), CLUB)
    assert after.finished
    with pytest.raises(GameFinished):
        apply(after, ExhaustiveDraw(), CLUB)


def test_without_agari_yame_a_dealer_win_in_the_last_hand_goes_on():
    after, _ = apply(at(scores=(40_000, 20_000, 20_000, 20_000), round=1, dealer=3), Tsumo(Win(3, han=5)), CLUB)
    assert not after.finished and (after.round, after.dealer, after.honba) == (1, 3, 1)


def test_tenhou_goes_into_west_when_nobody_has_30000():
    state = at(scores=(29_000, 26_000, 25_000, 20_000), round=1, dealer=3)
    after, _ = apply(state, Ron(3, (Win(1, han=1, fu=30),)), TENHOU)
    assert after.scores[1] == 27_000
    assert not after.finished and after.name == "West 1"


def test_tenhou_ends_when_someone_has_exactly_30000_as_the_deal_passes():
    state = at(scores=(29_000, 26_000, 25_000, 20_000), round=1, dealer=3)
    after, _ = apply(state, Ron(3, (Win(0, han=1, fu=30),)), TENHOU)
    assert after.scores[0] == 30_000 and after.finished


def test_tenhou_extension_ends_on_30000_or_after_west_4():
    extension = at(scores=(29_000, 26_000, 25_000, 20_000), round=2, dealer=0)
    on, _ = apply(extension, Ron(3, (Win(1, han=1, fu=30),)), TENHOU)
    assert not on.finished and on.name == "West 2"
    ends, _ = apply(extension, Ron(3, (Win(2, han=4, fu=30),)), TENHOU)
    assert ends.scores[2] == 32_700 and ends.finished
    last, _ = apply(at(scores=(29_000, 26_000, 25_000, 20_000), round=2, dealer=3), ExhaustiveDraw(), TENHOU)
    assert last.finished


def test_an_east_only_tenhou_game_extends_into_south():
    rules = dataclasses.replace(TENHOU, rounds=1)
    after, _ = apply(at(dealer=3), Ron(3, (Win(1, han=1, fu=30),)), rules)
    assert not after.finished and after.name == "South 1"
    ends, _ = apply(at(dealer=3), Ron(3, (Win(1, han=3, fu=60),)), rules)
    assert ends.scores[1] == 32_700 and ends.finished


def test_agari_yame_the_dealer_first_with_30000_ends_the_last_hand():
    state = at(scores=(25_000, 25_000, 25_000, 27_000), round=1, dealer=3)
    after, _ = apply(state, Ron(0, (Win(3, han=2, fu=30),)), TENHOU)
    assert after.scores[3] == 29_900 and not after.finished  # first but below 30,000
    after, _ = apply(after, Ron(0, (Win(3, han=1, fu=30),)), TENHOU)
    assert after.scores[3] == 31_700 and after.finished


def test_agari_yame_needs_the_dealer_first_and_a_tie_goes_to_the_earlier_seat():
    second = at(scores=(32_000, 20_000, 20_000, 28_000), round=1, dealer=3)
    after, _ = apply(second, Ron(1, (Win(3, han=2, fu=30),)), TENHOU)
    assert after.scores == (32_000, 17_100, 20_000, 30_900) and not after.finished
    ahead = at(scores=(30_700, 20_000, 20_000, 29_300), round=1, dealer=3)
    after, _ = apply(ahead, Ron(1, (Win(3, han=1, fu=30),)), TENHOU)
    assert after.scores == (30_700, 18_500, 20_000, 30_800) and after.finished
    level = at(scores=(30_700, 20_100, 20_000, 29_200), round=1, dealer=3)
    after, _ = apply(level, Ron(1, (Win(3, han=1, fu=30),)), TENHOU)
    assert after.scores == (30_700, 18_600, 20_000, 30_700)
    assert not after.finished  # seat 0 sits earlier, so the dealer is not first


def test_tenpai_yame_and_its_absence_in_an_extension_hand():
    state = at(scores=(20_000, 29_000, 20_000, 31_000), round=2, dealer=3)
    after, _ = apply(state, ExhaustiveDraw(frozenset({3})), TENHOU)
    assert after.finished
    no_yame = dataclasses.replace(TENHOU, tenpai_yame=False)
    after, _ = apply(state, ExhaustiveDraw(frozenset({3})), no_yame)
    assert not after.finished and (after.dealer, after.honba) == (3, 1)


def test_end_game_stops_a_game_early_and_gives_back_the_sticks_of_an_abandoned_hand():
    during = declare_riichi(at(round=0, dealer=2, deposits=1_000), 1, CLUB)
    state = end_game(during, CLUB)
    assert state.finished
    assert (state.scores, state.deposits, state.riichi) == (EVEN, 1_000, frozenset())
    with pytest.raises(GameFinished):
        declare_riichi(state, 0, CLUB)


# Bad input: a typed error with a sentence, and nothing changes ---------------------------------------------


def _refused(error_type, state, result, rules):
    copy = dataclasses.replace(state)
    with pytest.raises(error_type) as caught:
        apply(state, result, rules)
    assert isinstance(caught.value, TablekeeperError)
    assert caught.value.message.endswith(".")
    assert state == copy
    return caught.value.message


def test_a_winner_who_is_the_discarder_is_refused():
    with pytest.raises(InvalidResult, match="discarder cannot win"):
        Ron(1, (Win(1, han=1, fu=30),))


def test_a_tsumo_with_two_winners_is_refused():
    with pytest.raises(InvalidResult, match="exactly one winner"):
        Tsumo((Win(1, han=1, fu=30), Win(2, han=1, fu=30)))  # type: ignore[arg-type]


def test_a_fourth_ron_winner_is_refused():
    wins = tuple(Win(seat, han=1, fu=30) for seat in range(4))
    with pytest.raises(InvalidResult, match="At most three"):
        Ron(0, wins)


def test_riichi_by_a_player_already_in_riichi_is_refused():
    state = declare_riichi(at(), 1, CLUB)
    with pytest.raises(RiichiNotAllowed, match="already in riichi"):
        declare_riichi(state, 1, CLUB)


def test_riichi_under_1000_points_is_refused_where_the_preset_forbids_it():
    poor = at(scores=(35_100, 25_000, 39_000, 900))
    with pytest.raises(RiichiNotAllowed, match="cannot declare riichi"):
        declare_riichi(poor, 3, TENHOU)
    _refused(RiichiNotAllowed, poor, ExhaustiveDraw(frozenset({3}), riichi=frozenset({3})), TENHOU)
    club, _ = apply(poor, ExhaustiveDraw(frozenset({3}), riichi=frozenset({3})), CLUB)
    assert club.scores[3] == 900 - 1_000 + 3_000


def test_han_and_fu_that_the_scoring_core_refuses():
    _refused(InvalidHanFu, at(), Ron(0, (Win(1, han=1, fu=20),)), CLUB)
    _refused(InvalidHanFu, at(), Tsumo(Win(1, han=2, fu=25)), CLUB)
    _refused(InvalidHanFu, at(), Ron(0, (Win(1, han=2, fu=30), Win(2, han=0, fu=30))), CLUB)


def test_a_result_after_the_game_ended_is_refused():
    _refused(GameFinished, end_game(at(), CLUB), Tsumo(Win(0, han=1, fu=30)), CLUB)


@pytest.mark.parametrize(
    ("rules", "result", "words"),
    [
        (EMA, ExhaustiveDraw(frozenset(), nagashi=frozenset({1})), "no nagashi"),
        (EMA, AbortiveDraw(AbortKind.NINE_TERMINALS), "no abortive draws"),
        (CLUB, AbortiveDraw(AbortKind.TRIPLE_RON), "paid to its winners"),
        (CLUB, AbortiveDraw(AbortKind.FOUR_RIICHI, frozenset({0, 1, 2})), "all four players"),
        (CLUB, Tsumo(Win(1, han=6, pao=2)), "only pays for a yakuman"),
        (CLUB, ExhaustiveDraw(frozenset({0}), riichi=frozenset({1})), "is in riichi"),
    ],
)
def test_results_the_rules_do_not_allow(rules, result, words):
    assert words in _refused(InvalidResult, at(), result, rules)


# Replays ---------------------------------------------------------------------------------------------------

GAME = (
    Ron(2, (Win(1, han=3, fu=30),), riichi=frozenset({1})),
    ExhaustiveDraw(frozenset({1, 3}), riichi=frozenset({3})),
    Tsumo(Win(1, han=2, fu=30)),
    Chombo(0),
    AbortiveDraw(AbortKind.NINE_TERMINALS),
)


def test_replay_gives_the_states_one_after_the_other():
    game = replay(GAME, CLUB)
    assert [h.before for h in game.hands[1:]] == [h.after for h in game.hands[:-1]]
    assert game.state == game.hands[-1].after
    assert game.state.hands_played == len(GAME)
    assert replay(GAME, CLUB) == game


def test_replay_names_the_hand_it_refuses():
    with pytest.raises(ReplayError, match=r"Hand 3 \(East 2, 1 honba\)") as caught:
        replay((*GAME[:2], Ron(1, (Win(1 - 1, han=1, fu=20),))), CLUB)
    assert caught.value.index == 2


def test_the_rules_call_seats_1_to_4_until_the_session_names_the_players():
    rules = preset("club")
    state = declare_riichi(new_game(rules), 2, rules)
    with pytest.raises(RiichiNotAllowed) as caught:
        declare_riichi(state, 2, rules)
    assert str(caught.value) == "Seat 3 is already in riichi in this hand."
    assert caught.value.sentence(["Aki", "Ben", "Chie", "Dai"]) == "Chie is already in riichi in this hand."


def test_a_replay_refused_in_english_is_worded_in_french_with_its_deal_and_the_rules_refusal(qapp):
    from tablekeeper import words
    from tablekeeper.present import refusal

    from .french import catalogue, french_words

    rules = dataclasses.replace(preset("club"), nagashi_mangan=False)
    with pytest.raises(ReplayError) as caught:
        replay((ExhaustiveDraw(tenpai=frozenset({0}), nagashi=frozenset({0})),), rules)
    error = caught.value
    assert refusal(error) == "Hand 1 (East 1, 0 honba) cannot be replayed: These rules have no nagashi mangan."
    with words.speaking(french_words()):
        said = refusal(error)
    deal = catalogue("{wind} {hand}").format(wind=catalogue("East"), hand=1)
    assert said == catalogue("Hand {number} ({deal}, {honba} honba) cannot be replayed: {refusal}").format(
        number=1, deal=deal, honba="0", refusal=catalogue("These rules have no nagashi mangan.")
    )
    assert said.startswith("La main 1 (Est 1, 0 honba)")
