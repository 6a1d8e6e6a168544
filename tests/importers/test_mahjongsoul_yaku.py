"""Mahjong Soul's yaku ids read into the calculator's yaku: the ids against Mahjong Soul's own table as the public
readers of its records give it (firedial/til's mahjangAllYaku/yaku.py names each id by its Japanese name:
1 門前清自摸和, 2 立直 ... 50 大四喜), and the yaku of every win of the record against the record's own han."""

from __future__ import annotations

import json
import re

import pytest

from tablekeeper.importers.mahjongsoul import read_mahjong_soul_record
from tablekeeper.importers.mahjongsoul_yaku import YAKU_OF_FAN, called_yaku
from tablekeeper.importers.tensoul import read_tensoul
from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.called import called_han
from tablekeeper.rules.results import Ron, Tsumo
from tests.tenhou_data import tenhou_folder

PUBLIC_TABLE = {
    1: "Menzen tsumo", 2: "Riichi", 3: "Chankan", 4: "Rinshan kaihou", 5: "Haitei raoyue", 6: "Houtei raoyui",
    7: "Yakuhai: white dragon", 8: "Yakuhai: green dragon", 9: "Yakuhai: red dragon", 10: "Yakuhai: seat wind",
    11: "Yakuhai: round wind", 12: "Tanyao", 13: "Iipeikou", 14: "Pinfu", 15: "Chanta", 16: "Ittsuu",
    17: "Sanshoku doujun", 18: "Double riichi", 19: "Sanshoku doukou", 20: "Sankantsu", 21: "Toitoi",
    22: "Sanankou", 23: "Shousangen", 24: "Honroutou", 25: "Chiitoitsu", 26: "Junchan", 27: "Honitsu",
    28: "Ryanpeikou", 29: "Chinitsu", 30: "Ippatsu", 35: "Tenhou", 36: "Chiihou", 37: "Daisangen", 38: "Suuankou",
    39: "Tsuuiisou", 40: "Ryuuiisou", 41: "Chinroutou", 42: "Kokushi musou", 43: "Shousuushii", 44: "Suukantsu",
    45: "Chuuren poutou", 47: "Chuuren poutou, 9-sided wait", 48: "Suuankou, single wait",
    49: "Kokushi musou, 13-sided wait", 50: "Daisuushii",
}  # fmt: skip
"""The table's yaku (門前清自摸和 menzen tsumo ... 大四喜 daisuushii), each as the calculator names it; 31-33 are dora,
red fives and ura dora, counted; 34 (Norths set aside) and 46 (a local yaku) are none of the calculator's yaku."""


def test_every_yaku_id_is_the_yaku_the_public_table_names() -> None:
    assert {number: yk.BY_KEY[key].name for number, key in YAKU_OF_FAN.items()} == PUBLIC_TABLE


def test_dora_counts_and_an_unknown_id_are_read_as_counts_and_no_yaku() -> None:
    called = called_yaku([{"id": 2, "val": 1}, {"id": 31, "val": 2}, {"id": 32, "val": 1}, {"id": 33, "val": 0}], None)
    assert called is not None
    assert (called.yaku, called.closed, called.dora, called.aka, called.ura) == (("riichi",), True, 2, 1, 0)
    assert called_yaku([{"id": 46, "val": 13}], None) is None  # no yaku the calculator has: han and fu only
    assert called_yaku([{"id": "2"}], None) is None
    opened = called_yaku([{"id": 9, "val": 1}], ["kezi(7z,7z,7z)", "angang(1m,1m,1m,1m)"])
    assert opened is not None and not opened.closed


def test_each_win_of_the_record_lists_its_yaku_worth_the_records_han() -> None:
    path = tenhou_folder().parent / "mahjongsoul" / "4p" / "majsoul-replay-editor-paipu_record.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    hules = [
        hule
        for action in data["data"]["data"]["actions"]
        if action["type"] == 1 and action["result"]["name"] == ".lq.RecordHule"
        for hule in action["result"]["data"]["hules"]
    ]
    game = read_mahjong_soul_record(data, path.name)
    wins = [
        (result, win)
        for result in game.results
        if isinstance(result, Ron | Tsumo)
        for win in (result.wins if isinstance(result, Ron) else (result.win,))
    ]
    assert len(wins) == len(hules) == 8
    dealers = [hand.dealer for hand in game.log_hands if hand is not None]
    for (result, win), hule, dealer in zip(wins, hules, [d for d, r in zip(dealers, game.results, strict=True)
                                                          if isinstance(r, Ron | Tsumo)], strict=True):  # fmt: skip
        assert win.yaku is not None
        expected = {PUBLIC_TABLE[fan["id"]] for fan in hule["fans"] if fan["id"] in PUBLIC_TABLE}
        assert {yk.BY_KEY[key].name for key in win.yaku.yaku} == expected
        value = called_han(win.yaku, game.rules, tsumo=isinstance(result, Tsumo), dealer=win.winner == dealer)
        assert (value.han, win.han) == (hule["count"], hule["count"])


@pytest.mark.parametrize("melds", [None, [], ["angang(1m,1m,1m,1m)"]])
def test_a_hand_without_a_call_is_closed(melds: object) -> None:
    called = called_yaku([{"id": 2, "val": 1}], melds)
    assert called is not None and called.closed


@pytest.mark.parametrize("name", ["pantheon-tensoul_usual.json", "pantheon-tensoul_with_same_nicknames.json"])
def test_each_win_of_tensouls_json_lists_its_japanese_yaku_worth_the_logs_han(name: str) -> None:
    path = tenhou_folder().parent / "mahjongsoul" / "4p" / name
    data = json.loads(path.read_text(encoding="utf-8"))
    game = read_tensoul(data, path.name)
    checked = 0
    for kyoku, result in zip(data["log"], game.results, strict=True):
        if kyoku[16][0] != "和了":
            continue
        wins = {w.winner: w for w in (result.wins if isinstance(result, Ron) else (result.win,))}
        for info in kyoku[16][2::2]:
            win = wins[info[0]]
            assert win.yaku is not None
            han = sum(int(h) for entry in info[4:] for h in re.findall(r"\((\d+)飜\)", entry))
            value = called_han(
                win.yaku, game.rules, tsumo=isinstance(result, Tsumo), dealer=win.winner == kyoku[0][0] % 4
            )
            assert value.han == win.han == han
            checked += 1
    assert checked >= 4
