"""`tablekeeper hand`: the breakdown, the JSON object, and a sentence with status 2 for bad input."""

from __future__ import annotations

import json

import pytest

from tablekeeper.cli import main

EXAMPLE = ["hand", "234m567p23455s", "--meld", "pon:777z", "--win", "5s", "--tsumo", "--seat", "E", "--round", "S",
           "--dora", "4s", "--rules", "tenhou"]  # fmt: skip


def test_json_of_the_issue_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*EXAMPLE, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    # Red dragon 1 han, two 5s as dora; 20 + open honour pon 4 + pair wait 2 + tsumo 2 = 28 -> 30 fu.
    assert out["yaku"] == [{"key": "yakuhai_chun", "name": "Yakuhai: red dragon", "han": 1}]
    assert (out["han"], out["fu"], out["yakuman"], out["limit"]) == (3, 30, 0, None)
    assert out["dora"] == 2
    assert out["payments"] == {"non_dealer": 2000}  # seed 003: dealer tsumo 3 han 30 fu, 2,000 all
    assert out["base_points"] == 960


def test_human_breakdown(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(EXAMPLE) == 0
    out = capsys.readouterr().out
    assert "Yakuhai: red dragon" in out
    assert "Open triplet of Red dragon" in out
    assert "rounded up to 30" in out
    assert out.strip().endswith("3 han 30 fu: 2,000 all")


def test_a_long_fu_label_never_runs_into_its_number(capsys: pytest.CaptureFixture[str]) -> None:
    # The East pair of the dealer in the East round: 20 base + 10 closed ron + 4 (club rules) = 34 -> 40 fu;
    # riichi 1 han 40 fu, a dealer's ron: 40 x 2^3 x 6 = 1,920 -> 2,000. The figures move right, all together.
    assert main(["hand", "123m456p789s11z234s", "--win", "4s", "--riichi"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Riichi                                    1 han",
        "Fu:",
        "  Base                                    20",
        "  Closed ron                              10",
        "  Pair of the seat and round wind (East)  4",
        "  total                                   34, rounded up to 40",
        "1 han 40 fu: 2,000",
    ]


def test_yakuman_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["hand", "19m19p19s1234567z1m", "--win", "9s", "--seat", "S", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["yaku"] == [{"key": "kokushi", "name": "Kokushi musou", "han": None, "yakuman": 1}]
    assert out["limit"] == "yakuman"
    assert out["payments"] == {"discarder": 32000}


def test_ron_with_riichi_ura_and_honba(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["hand", "123m456p789s234s55p", "--win", "4s", "--seat", "S", "--riichi", "--ura", "4p", "--honba", "2"]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["ura_dora"] == 3  # ura indicator 4p: the three 5p
    # Riichi, pinfu, ura 3: 5 han, a mangan, 8,000 (seed 003) + 2 honba x 300.
    assert out["limit"] == "mangan"
    assert out["payments"] == {"discarder": 8600}


@pytest.mark.parametrize(
    ("args", "sentence"),
    [
        (["hand", "123m456p789s234s11z", "--win", "4s", "--seat", "S"], "no yaku: this hand cannot win"),
        (["hand", "123m-4p"], "'-' is not part of a tile"),
        (["hand", "11111m234p567s999s", "--win", "9s"], "only four 1m"),
        (["hand", "123m456p789s234s5p"], "14 tiles"),
        (["hand", "123m456p789s234s55p", "--win", "9m"], "not among the concealed tiles"),
        (["hand", "456p789s234s55p", "--meld", "pon:123m"], "no pon"),
        (["hand", "123m456p789s234s55p", "--dora", "", "--dora", "1z"], "A tile is missing"),
        (["hand", "123m456p789s234s55p", "--riichi", "--ura", "1z", "--ura", " "], "A tile is missing"),
    ],
)
def test_bad_input_exits_2_with_a_sentence(args: list[str], sentence: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    captured = capsys.readouterr()
    assert sentence in captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""


def test_a_meld_of_an_unknown_kind_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as raised:
        main(["hand", "456p789s234s55p", "--meld", "pung:111m"])
    assert raised.value.code == 2
    assert "not a kind of meld" in capsys.readouterr().err


def test_norths_set_aside_with_kita_under_a_three_player_preset(capsys: pytest.CaptureFixture[str]) -> None:
    # 111m 123p 456p 789s 44z, riichi, ron on North by the dealer, two Norths set aside, the indicator 9m: its dora
    # at a table of three is 1m (three of them). Riichi 1 + dora 3 + kita 2 = 6 han: a haneman, 18,000 (a dealer).
    args = ["hand", "111m123p456p789s44z", "--riichi", "--kita", "2", "--dora", "9m", "--rules", "tenhou-sanma"]
    assert main([*args, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["dora"], out["kita"], out["han"], out["limit"]) == (3, 2, 6, "haneman")
    assert out["payments"] == {"discarder": 18_000}
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:2] for line in lines[:3]] == [["Riichi", "1"], ["Dora", "3"], ["Kita", "2"]]


@pytest.mark.parametrize(
    ("args", "sentence"),
    [
        (["hand", "111m123p456p789s44z", "--riichi", "--kita", "1"], "These rules count no North set aside"),
        (["hand", "111m123p456p789s44z", "--riichi", "--kita", "5", "--rules", "tenhou-sanma"], "from 0 to 4, not 5"),
        (
            ["hand", "111m123p456p789s44z", "--riichi", "--kita", "3", "--rules", "mahjongsoul-sanma"],
            "only four North tiles",
        ),
        (["hand", "234m123p456p789s44z", "--riichi", "--rules", "tenhou-sanma"], "there is no 2m in its tiles"),
        (["hand", "456p789s111m44z", "--meld", "chi:123p", "--rules", "tenhou-sanma"], "No chi is called"),
        (["hand", "111m123p456p789s44z", "--riichi", "--kita", "two"], "not a whole number"),
    ],
)
def test_bad_three_player_input_exits_2_with_a_sentence(
    args: list[str], sentence: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(args)
    except SystemExit as raised:  # argparse's own refusals (a count that is no number)
        code = raised.code
    assert code == 2
    captured = capsys.readouterr()
    assert sentence in captured.err
    assert "Traceback" not in captured.err
    assert captured.out == ""
