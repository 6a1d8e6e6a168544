"""The yaku of a Mahjong Soul win, read into the calculator's: a record's ``hules[].fans`` (``{"id": N, "val": han}``),
as Mahjong Soul numbers its yaku (its ``fan`` table, as the public readers of its records give it: 1 menzen tsumo,
2 riichi... 31 dora, 32 red fives, 33 ura dora, 34 Norths set aside), so that an imported win lists its yaku by name
like a win valued by yaku at the table (:class:`~tablekeeper.rules.called_yaku.CalledYaku`).

A win whose fans hold an id of no yaku the calculator has (a local yaku of a special room) keeps its han and fu
without yaku: its value is the record's, and nothing is guessed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tablekeeper.rules.called_yaku import CalledYaku

YAKU_OF_FAN: Mapping[int, str] = {
    1: "menzen_tsumo", 2: "riichi", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "yakuhai_haku", 8: "yakuhai_hatsu", 9: "yakuhai_chun", 10: "yakuhai_seat_wind", 11: "yakuhai_round_wind",
    12: "tanyao", 13: "iipeikou", 14: "pinfu", 15: "chanta", 16: "ittsuu", 17: "sanshoku_doujun",
    18: "double_riichi", 19: "sanshoku_doukou", 20: "sankantsu", 21: "toitoi", 22: "sanankou", 23: "shousangen",
    24: "honroutou", 25: "chiitoitsu", 26: "junchan", 27: "honitsu", 28: "ryanpeikou", 29: "chinitsu",
    30: "ippatsu", 35: "tenhou", 36: "chiihou", 37: "daisangen", 38: "suuankou", 39: "tsuuiisou", 40: "ryuuiisou",
    41: "chinroutou", 42: "kokushi", 43: "shousuushii", 44: "suukantsu", 45: "chuuren", 47: "chuuren_9",
    48: "suuankou_tanki", 49: "kokushi_13", 50: "daisuushii",
}  # fmt: skip
"""Mahjong Soul's fan ids of the yaku, and the calculator's key of each."""
DORA, AKA, URA, KITA = 31, 32, 33, 34
"""The fan ids that count dora, red fives, ura dora and Norths set aside (their ``val`` is the count)."""
_OPEN_MELDS = ("shunzi", "kezi", "minggang")
"""How a record names the melds of a ``ming`` list called from another's discard (``angang`` is a closed kan)."""


def called_yaku(fans: object, melds: object) -> CalledYaku | None:
    """The yaku of a win's ``fans`` (the hand closed unless its ``ming`` melds hold a call), or None when a fan is of
    no shape or no yaku the calculator has."""
    if not isinstance(fans, Sequence) or isinstance(fans, str) or not fans:
        return None
    keys: list[str] = []
    counts = {DORA: 0, AKA: 0, URA: 0, KITA: 0}
    for fan in fans:
        if not isinstance(fan, Mapping) or not isinstance(fan.get("id"), int) or not isinstance(fan.get("val", 0), int):
            return None
        number, value = fan["id"], fan.get("val", 0)
        if number in counts:
            counts[number] += value
        elif number in YAKU_OF_FAN:
            keys.append(YAKU_OF_FAN[number])
        else:
            return None
    return CalledYaku(
        tuple(keys), _closed(melds), dora=counts[DORA], aka=counts[AKA], ura=counts[URA], kita=counts[KITA]
    )


def _closed(melds: Any) -> bool:
    if not isinstance(melds, Sequence) or isinstance(melds, str):
        return True
    return not any(isinstance(m, str) and m.startswith(_OPEN_MELDS) for m in melds)
