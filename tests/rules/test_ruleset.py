"""The eight presets, their numbers from RULESETS.md, and the JSON snapshot a game stores."""

from __future__ import annotations

import dataclasses
import json

import pytest

from tablekeeper.rules.errors import UnknownRuleSet
from tablekeeper.rules.ruleset import (
    DEFAULT_PRESET,
    PRESET_NAMES,
    PRESETS,
    ChomboPenalty,
    MultipleRon,
    MultipleRonDeposits,
    MultipleRonHonba,
    PaoHonba,
    RuleSet,
    TieBreak,
    from_dict,
    from_json,
    preset,
    to_dict,
    to_json,
)


def test_the_eight_presets_have_the_identifiers_of_rulesets_md():
    # RULESETS.md: six identifiers for four players, and "Three players": `tenhou-sanma` and `mahjongsoul-sanma`.
    four = {"club", "ema2016", "wrc2022", "tenhou", "mleague", "mahjongsoul"}
    three = {"tenhou-sanma", "mahjongsoul-sanma"}
    assert set(PRESETS) == set(PRESET_NAMES) == four | three
    assert len(PRESET_NAMES) == 8
    assert {name for name, rules in PRESETS.items() if rules.players == 3} == three
    assert PRESET_NAMES[0] == DEFAULT_PRESET == "club"
    for name, rules in PRESETS.items():
        assert rules.name == name


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_json_round_trip_of_every_preset(name):
    rules = preset(name)
    text = to_json(rules)
    assert json.loads(text)["name"] == name
    assert from_json(text) == rules


def test_json_round_trip_of_an_edited_rule_set():
    edited = dataclasses.replace(
        preset("tenhou"), uma=(5000, 10000, -10000, -5000), extension_target=None, pao_yaku=frozenset({"suukantsu"})
    )
    assert from_json(to_json(edited)) == edited


def test_an_older_snapshot_without_some_options_takes_the_defaults():
    data = json.loads(to_json(preset("ema2016")))
    del data["renhou"]
    assert from_json(json.dumps(data)).renhou == RuleSet().renhou


@pytest.mark.parametrize(
    "text",
    ["not json", "[1, 2]", '{"no_such_option": true}', '{"kiriage_mangan": "yes"}', '{"multiple_ron": "quad"}'],
)
def test_a_snapshot_we_cannot_read_is_refused_with_a_sentence(text):
    with pytest.raises(UnknownRuleSet):
        from_json(text)


def test_unknown_preset_names_the_known_ones():
    with pytest.raises(UnknownRuleSet, match="club, ema2016"):
        preset("wrc2019")


def test_club_follows_seeds_001_and_003():
    club = preset("club")
    assert (club.start_points, club.return_points, club.oka, club.uma) == (25000, 25000, 0, (0, 0, 0, 0))
    assert club.kiriage_mangan is False  # seed 003's table has 4 han 30 fu at 7,700
    assert club.counted_yakuman is True  # seed 001: kazoe yakuman at 13 han
    assert (club.honba_ron, club.honba_tsumo, club.noten_payment_total) == (300, 100, 3000)
    assert club.double_wind_pair_fu == 4
    assert club.multiple_ron is MultipleRon.ALL
    assert club.multiple_ron_deposits is MultipleRonDeposits.OWN_BACK_REST_NEAREST
    assert club.pao_ron_honba is PaoHonba.DISCARDER
    assert club.bust_ends_game is False
    assert club.tie_break is TieBreak.SHARE


def test_presets_differ_where_rulesets_md_says():
    ema, wrc, tenhou, mleague, soul = (preset(n) for n in ("ema2016", "wrc2022", "tenhou", "mleague", "mahjongsoul"))
    assert (ema.start_points, ema.uma, ema.kiriage_mangan, ema.counted_yakuman) == (
        30000,
        (15000, 5000, -5000, -15000),
        True,
        False,
    )
    assert ema.red_fives is False and ema.abortive_draws is False and ema.chombo is ChomboPenalty.END_OF_GAME
    assert wrc.double_wind_pair_fu == 2 and wrc.multiple_ron is MultipleRon.HEAD_BUMP
    assert (tenhou.return_points, tenhou.oka, tenhou.uma) == (30000, 20000, (20000, 10000, -10000, -20000))
    assert tenhou.multiple_ron is MultipleRon.DOUBLE_ONLY and tenhou.multiple_ron_honba is MultipleRonHonba.NEAREST
    assert tenhou.pao_ron_honba is PaoHonba.LIABLE and tenhou.bust_ends_game and tenhou.extension_target == 30000
    assert tenhou.agari_yame and tenhou.tenpai_yame and tenhou.riichi_needs_deposit
    assert tenhou.tie_break is TieBreak.SEAT_ORDER
    assert mleague.uma == (30000, 10000, -10000, -30000) and "suukantsu" in mleague.pao_yaku
    assert mleague.kiriage_mangan and mleague.nagashi_mangan is False
    assert soul.double_yakuman_variants and soul.bust_ends_game and soul.return_points == 25000


def test_a_rule_set_is_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        preset("club").kiriage_mangan = True  # type: ignore[misc]


def test_a_four_round_game_has_no_round_left_for_an_extension():
    with pytest.raises(UnknownRuleSet, match="four rounds"):
        RuleSet(rounds=4, extension_target=30_000)
    assert RuleSet(rounds=3, extension_target=30_000).rounds == 3


def test_each_multiple_ron_option_offers_only_its_own_values() -> None:
    # Seed 000 and RULESETS.md: honba go to each winner or the nearest; deposits go back to their riichi winners
    # with the rest to the nearest, or all to the nearest. Nothing else means anything for either.
    assert {m.value for m in MultipleRonHonba} == {"each", "nearest"}
    assert {m.value for m in MultipleRonDeposits} == {"own_back_rest_nearest", "nearest"}


def test_a_snapshot_with_a_value_that_made_no_sense_reads_as_the_engine_paid_it() -> None:
    # One enumeration once served both options: "own_back_rest_nearest" honba were paid to the nearest winner only,
    # "each" deposits as each riichi winner's own stick back and the rest to the nearest.
    data = to_dict(RuleSet())
    data["multiple_ron_honba"] = "own_back_rest_nearest"
    data["multiple_ron_deposits"] = "each"
    rules = from_dict(data)
    assert rules.multiple_ron_honba is MultipleRonHonba.NEAREST
    assert rules.multiple_ron_deposits is MultipleRonDeposits.OWN_BACK_REST_NEAREST
