"""The tiles kept with a win: written in the result's JSON, read back the same, and refused in a sentence when a
stored game or a file holds something that is not the tiles of a hand."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tablekeeper.rules import winning_tiles as winning_tiles_module
from tablekeeper.rules.hand import HandInput, calculate
from tablekeeper.rules.hand.kept_tiles import winning_tiles
from tablekeeper.rules.results import InvalidResult, Ron, Tsumo, Win, from_dict, to_dict
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.winning_tiles import BadWinningTiles, FuLine, WinningTiles, YakuLine

# Riichi, tanyao and two dora (indicator 1p, pair 22p) on a closed ron waiting on the pair:
# 4 han; fu 20 + 10 (closed ron) + 2 (pair wait) = 32 -> 40.
TANYAO = WinningTiles(
    concealed="234m567p345678s22p",
    win_tile="2p",
    dora="1p",
    conditions=frozenset({"riichi"}),
    yaku=(YakuLine("Riichi", 1), YakuLine("Tanyao", 1), YakuLine("Dora", 2)),
    fu=(FuLine("Base", 20), FuLine("Closed ron", 10), FuLine("Pair wait", 2)),
)
TANYAO_JSON = {
    "concealed": "234m567p345678s22p",
    "win": "2p",
    "melds": [],
    "dora": "1p",
    "ura": "",
    "conditions": ["riichi"],
    "yaku": [
        {"name": "Riichi", "han": 1, "yakuman": 0},
        {"name": "Tanyao", "han": 1, "yakuman": 0},
        {"name": "Dora", "han": 2, "yakuman": 0},
    ],
    "fu": [{"name": "Base", "fu": 20}, {"name": "Closed ron", "fu": 10}, {"name": "Pair wait", "fu": 2}],
}
# A pon of red dragons and an open kan of 1m: 11 - 3 = 8 concealed tiles with the winning tile, on a tsumo
# from the kan's replacement tile.
MELDED = WinningTiles(
    concealed="234m55s678p",
    win_tile="8p",
    melds=("pon:777z", "kan:1111m"),
    dora="3z",
    ura="",
    conditions=frozenset({"rinshan"}),
    yaku=(YakuLine("Chun", 1), YakuLine("Rinshan kaihou", 1)),
    fu=(FuLine("Base", 20), FuLine("Tsumo", 2), FuLine("Open honour triplet", 4), FuLine("Open terminal kan", 16)),
)


def test_a_ron_with_its_tiles_is_written_and_read_back_the_same() -> None:
    result = Ron(2, (Win(1, 4, 40, tiles=TANYAO), Win(3, 2, 30)), frozenset({1}))
    data = to_dict(result)
    assert data["wins"][0]["tiles"] == TANYAO_JSON
    assert "tiles" not in data["wins"][1]  # a win given as han and fu writes no tiles
    assert from_dict(data) == result
    assert from_dict(data).wins[0].tiles == TANYAO


def test_a_tsumo_with_melds_is_read_back_the_same() -> None:
    result = Tsumo(Win(0, 2, 50, tiles=MELDED))  # 42 fu -> 50
    assert from_dict(to_dict(result)) == result


def test_a_result_written_before_tiles_were_kept_has_none() -> None:
    old = {"kind": "tsumo", "win": {"winner": 1, "han": 3, "fu": 30, "yakuman": 0, "pao": None}, "riichi": []}
    result = from_dict(old)
    assert isinstance(result, Tsumo) and result.win.tiles is None


def test_tiles_given_as_codes_are_written_compactly() -> None:
    tiles = WinningTiles("2m3m4m5p6p7p3s3s5s5s5s", "3s", melds=("chi:6s7s8s",), dora="1p9s")
    assert (tiles.concealed, tiles.melds, tiles.dora) == ("234m567p33555s", ("chi:678s",), "1p9s")


def test_the_calculator_s_lines_are_kept_with_the_tiles_it_scored() -> None:
    hand = HandInput(
        tiles=["2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p", "2p"],
        win_tile="2p",
        dora=["1p"],
        riichi=True,
    )
    kept = winning_tiles(hand, calculate(hand, preset("tenhou")))
    assert kept.concealed == "234m567p345678s22p" and kept.win_tile == "2p" and kept.dora == "1p"
    assert kept.conditions == frozenset({"riichi"})
    # Riichi 1, tanyao 1, and the two 2p shown by the indicator 1p, as the dialog lists them.
    assert sorted((y.name.lower(), y.han) for y in kept.yaku) == [("dora", 2), ("riichi", 1), ("tanyao", 1)]
    assert sum(f.fu for f in kept.fu) == 32


def _damaged(change) -> dict[str, Any]:
    data = to_dict(Ron(2, (Win(1, 4, 40, tiles=TANYAO),)))
    change(data["wins"][0])
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda w: w.update(tiles="234m567p345678s22p"), "an object with its concealed tiles"),
        (lambda w: w["tiles"].update(concealed="234m567p22p"), "0 melds has 14 concealed tiles .*not 8"),
        (lambda w: w["tiles"].pop("concealed"), "concealed tiles of a hand are tiles .* not null"),
        (lambda w: w["tiles"].update(concealed="234m567p345678s28z"), 'such as 123m55z, not "234m567p345678s28z"'),
        (lambda w: w["tiles"].update(concealed=["2m"] * 14), 'such as 123m55z, not \\["2m"'),
        (lambda w: w["tiles"].update(win="5s5s"), "winning tile is one tile"),
        (lambda w: w["tiles"].update(win="9m"), "winning tile 9m is not among the concealed tiles"),
        (lambda w: w["tiles"].update(melds="pon:777z"), "melds of a hand are a list"),
        (lambda w: w["tiles"].update(melds=["peng:777z"]), 'such as pon:777z or chi:789p, not "peng:777z"'),
        (lambda w: w["tiles"].update(melds=["pon:77z"]), "A pon has 3 tiles, not 2"),
        (lambda w: w["tiles"].update(melds=["pon:111z"] * 5), "at most 4 melds, not 5"),
        (lambda w: w["tiles"].update(dora="123456m"), "at most 5 dora indicators, not 6"),
        (lambda w: w["tiles"].update(conditions=["nagashi"]), '"nagashi" is no condition of a win'),
        (lambda w: w["tiles"].update(conditions=[1]), "conditions of a win are names"),
        (lambda w: w["tiles"].update(conditions=["haitei"]), "haitei belongs to a tsumo, not to a ron"),
        (lambda w: w["tiles"].update(yaku={"name": "Tanyao"}), "yaku lines of a hand are a list"),
        (lambda w: w["tiles"]["yaku"].append("Pinfu"), "Each yaku line of a hand is an object"),
        (lambda w: w["tiles"]["yaku"][0].update(han=-1), 'han of the yaku line "Riichi" is a whole number'),
        (lambda w: w["tiles"]["yaku"][0].update(han=True), 'han of the yaku line "Riichi" is a whole number'),
        (lambda w: w["tiles"]["yaku"][0].update(yakuman=7), 'yakuman of the yaku line "Riichi" .* 0 to 6'),
        (lambda w: w["tiles"]["yaku"][0].update(name=""), "has a name of 1 to 80 characters"),
        (lambda w: w["tiles"]["yaku"][0].update(name="x" * 81), "has a name of 1 to 80 characters"),
        (lambda w: w["tiles"]["yaku"][0].update(name="Riichi\x1b[2J"), "holds the control character U\\+001B"),
        (lambda w: w["tiles"]["yaku"][0].update(name="Riichi\u202e"), "text direction control U\\+202E"),
        (lambda w: w["tiles"]["fu"][0].update(fu=500), 'fu of the fu line "Base" is a whole number from 0 to 200'),
        (lambda w: w["tiles"].update(fu=[{"name": "Base", "fu": 2}] * 41), "at most 40 fu lines, not 41"),
    ],
)
def test_tiles_that_are_no_hand_s_tiles_are_refused_with_a_sentence(change, words: str) -> None:
    with pytest.raises(InvalidResult, match=words):
        from_dict(_damaged(change))


def test_a_tsumo_cannot_keep_a_condition_of_a_ron() -> None:
    houtei = copy.copy(TANYAO_JSON) | {"conditions": ["houtei"]}
    data = {"kind": "tsumo", "win": {"winner": 0, "han": 1, "fu": 30, "tiles": houtei}, "riichi": []}
    with pytest.raises(InvalidResult, match="houtei belongs to a ron, not to a tsumo"):
        from_dict(data)


def test_a_win_s_tiles_must_be_tiles() -> None:
    with pytest.raises(InvalidResult, match="must be a WinningTiles"):
        Win(0, 1, 30, tiles="234m567p345678s22p")  # type: ignore[arg-type]


def test_norths_set_aside_are_kept_with_the_tiles_and_written_only_where_there_are_some() -> None:
    # A three-player hand with two Norths set aside opens again with them; a four-player win is written as before.
    kept = WinningTiles("19m19p19s12345677z", "7z", kita=2)
    assert winning_tiles_module.from_dict(winning_tiles_module.to_dict(kept)).kita == 2
    assert "kita" not in winning_tiles_module.to_dict(WinningTiles("19m19p19s12345677z", "7z"))
    for wrong in (5, -1, True, "2"):
        with pytest.raises(BadWinningTiles, match="Norths set aside"):
            WinningTiles("19m19p19s12345677z", "7z", kita=wrong)  # type: ignore[arg-type]
