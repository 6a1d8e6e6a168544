"""The yaku of the wins of tensoul's JSON of a Mahjong Soul game, read into the calculator's: tensoul writes each
yaku by its Japanese name as Tenhou's JSON does ("立直(1飜)", "場風 東(1飜)", "赤ドラ(2飜)"), so that an imported win
lists its yaku by name like a win valued by yaku at the table.

A win with a name of no yaku the calculator has keeps its han and fu without yaku: nothing is guessed.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any

from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import HandResult, Ron, Tsumo, Win

YAKU_OF_NAME: Mapping[str, str] = {
    "門前清自摸和": "menzen_tsumo", "立直": "riichi", "一発": "ippatsu", "槍槓": "chankan", "嶺上開花": "rinshan",
    "海底摸月": "haitei", "河底撈魚": "houtei", "平和": "pinfu", "断幺九": "tanyao", "一盃口": "iipeikou",
    "役牌 白": "yakuhai_haku", "役牌 發": "yakuhai_hatsu", "役牌 中": "yakuhai_chun",
    **{f"自風 {wind}": "yakuhai_seat_wind" for wind in "東南西北"},
    **{f"場風 {wind}": "yakuhai_round_wind" for wind in "東南西北"},
    "両立直": "double_riichi", "ダブル立直": "double_riichi", "七対子": "chiitoitsu", "混全帯幺九": "chanta",
    "一気通貫": "ittsuu", "三色同順": "sanshoku_doujun", "三色同刻": "sanshoku_doukou", "三槓子": "sankantsu",
    "対々和": "toitoi", "三暗刻": "sanankou", "小三元": "shousangen", "混老頭": "honroutou", "二盃口": "ryanpeikou",
    "純全帯幺九": "junchan", "混一色": "honitsu", "清一色": "chinitsu", "天和": "tenhou", "地和": "chiihou",
    "大三元": "daisangen", "四暗刻": "suuankou", "四暗刻単騎": "suuankou_tanki", "字一色": "tsuuiisou",
    "緑一色": "ryuuiisou", "清老頭": "chinroutou", "九蓮宝燈": "chuuren", "純正九蓮宝燈": "chuuren_9",
    "国士無双": "kokushi", "国士無双１３面": "kokushi_13", "国士無双十三面": "kokushi_13", "大四喜": "daisuushii",
    "小四喜": "shousuushii", "四槓子": "suukantsu",
}  # fmt: skip
"""The Japanese names of the yaku (Tenhou's, as tensoul writes them), and the calculator's key of each."""
COUNTS = {"ドラ": "dora", "赤ドラ": "aka", "裏ドラ": "ura", "抜きドラ": "kita"}
"""The names that count dora, red fives, ura dora and Norths set aside, with their han."""
_ENTRY = re.compile(r"(.+)\((\d+)飜\)|(.+)\(役満\)")
_CALL = re.compile(r"[cpm]")
"""A take of a call from another's discard (chi, pon, open kan): the hand is open."""


def with_named_yaku(game: ImportedGame, content: Mapping[str, Any]) -> ImportedGame:
    """``game`` (read from tensoul's ``content``) with each win's yaku, where its names are all the calculator's."""
    log = content.get("log")
    if not isinstance(log, list) or len(log) != len(game.results):
        return game
    results = [_named(result, kyoku) for result, kyoku in zip(game.results, log, strict=True)]
    return dataclasses.replace(game, results=tuple(results))


def _named(result: HandResult, kyoku: Any) -> HandResult:
    if not isinstance(result, Ron | Tsumo) or not isinstance(kyoku, list) or len(kyoku) < 17:
        return result
    outcome = kyoku[16]
    details = {info[0]: info[4:] for info in outcome[2::2] if isinstance(info, list) and len(info) >= 4}
    wins = result.wins if isinstance(result, Ron) else (result.win,)
    named = tuple(_win(win, details.get(win.winner), kyoku) for win in wins)
    return (
        dataclasses.replace(result, wins=named)
        if isinstance(result, Ron)
        else dataclasses.replace(result, win=named[0])
    )


def _win(win: Win, entries: Sequence[Any] | None, kyoku: list[Any]) -> Win:
    if not entries:
        return win
    keys: list[str] = []
    counts = dict.fromkeys(COUNTS.values(), 0)
    for entry in entries:
        match = _ENTRY.fullmatch(entry) if isinstance(entry, str) else None
        if match is None:
            return win
        name = match.group(1) or match.group(3)
        if name in COUNTS:
            counts[COUNTS[name]] += int(match.group(2) or 0)
        elif name in YAKU_OF_NAME:
            keys.append(YAKU_OF_NAME[name])
        else:
            return win
    takes = kyoku[5 + 3 * win.winner] if 5 + 3 * win.winner < len(kyoku) else []
    closed = not any(isinstance(take, str) and _CALL.search(take) for take in takes)
    return dataclasses.replace(win, yaku=CalledYaku(tuple(keys), closed, **counts))
