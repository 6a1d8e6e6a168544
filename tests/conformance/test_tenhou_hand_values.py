"""Every win of the real Tenhou games, rebuilt from the log, scores what Tenhou recorded.

The hand is rebuilt from the ``AGARI`` element (FORMAT.md §2, §6): concealed tiles ``hai`` (winning tile
included), calls ``m``, winning tile ``machi``, tsumo when ``who == fromWho``, seat and round wind from
``oya`` and the round, dora and ura indicators, and the conditions that depend on the game's flow read off
the yaku ids (§7). Rules: the `tenhou` preset, without red fives where ``GO type`` has bit 2.
Tenhou's ``ten`` gives the fu, the hand's points without honba, and the limit; ``yaku`` / ``yakuman``
give the yaku, which must be ours too.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from tenhou_data import mjlog_files

from tablekeeper.importers.mjlog import parse_mjlog
from tablekeeper.rules.hand import HandInput, calculate
from tablekeeper.rules.points import Limit
from tablekeeper.rules.ruleset import preset
from tests.conformance.tenhou_tiles import decode_meld, tile_code, tiles_code

pytestmark = pytest.mark.conformance

WINS_IN_CORPUS = 794

# Tenhou's yaku ids (FORMAT.md §7) -> our yaku keys.
TENHOU_YAKU = {
    0: "menzen_tsumo", 1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
    7: "pinfu", 8: "tanyao", 9: "iipeikou",
    10: "yakuhai_seat_wind", 11: "yakuhai_seat_wind", 12: "yakuhai_seat_wind", 13: "yakuhai_seat_wind",
    14: "yakuhai_round_wind", 15: "yakuhai_round_wind", 16: "yakuhai_round_wind", 17: "yakuhai_round_wind",
    18: "yakuhai_haku", 19: "yakuhai_hatsu", 20: "yakuhai_chun", 21: "double_riichi", 22: "chiitoitsu",
    23: "chanta", 24: "ittsuu", 25: "sanshoku_doujun", 26: "sanshoku_doukou", 27: "sankantsu", 28: "toitoi",
    29: "sanankou", 30: "shousangen", 31: "honroutou", 32: "ryanpeikou", 33: "junchan", 34: "honitsu",
    35: "chinitsu", 36: "renhou", 37: "tenhou", 38: "chiihou", 39: "daisangen", 40: "suuankou",
    41: "suuankou_tanki", 42: "tsuuiisou", 43: "ryuuiisou", 44: "chinroutou", 45: "chuuren", 46: "chuuren_9",
    47: "kokushi", 48: "kokushi_13", 49: "daisuushii", 50: "shousuushii", 51: "suukantsu",
}  # fmt: skip
DORA, URA, AKA = 52, 53, 54
LIMIT_CODES = {
    None: 0,
    Limit.MANGAN: 1,
    Limit.HANEMAN: 2,
    Limit.BAIMAN: 3,
    Limit.SANBAIMAN: 4,
    Limit.COUNTED_YAKUMAN: 5,
    Limit.YAKUMAN: 5,
}
CONDITIONS = {1: "riichi", 21: "double_riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
              37: "tenhou", 38: "chiihou"}  # fmt: skip


def _ints(text: str | None) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def wins(path: Path):
    """(label, HandInput, red fives, the AGARI attributes) for every win of one game."""
    root = parse_mjlog(path.read_bytes(), path.name)
    red_fives = True
    oya = 0
    round_index = 0
    for element in root:
        if element.tag == "GO":
            red_fives = not int(element.get("type", "0")) & 2
        elif element.tag == "INIT":
            round_index = _ints(element.get("seed"))[0]
            oya = int(element.get("oya", "0"))
        elif element.tag == "AGARI":
            a = element.attrib
            who, from_who = int(a["who"]), int(a["fromWho"])
            yaku = _ints(a.get("yaku"))
            yakuman = _ints(a.get("yakuman"))
            ids = set(yaku[0::2]) | set(yakuman)
            flags = {name: True for code, name in CONDITIONS.items() if code in ids}
            ura = _ints(a.get("doraHaiUra"))
            if ura and not flags.get("double_riichi"):
                flags["riichi"] = True  # a yakuman's listing drops riichi; the ura show it was declared
            hand = HandInput(
                tiles=tiles_code(_ints(a["hai"]), red_fives),
                win_tile=tile_code(int(a["machi"]), red_fives),
                melds=tuple(decode_meld(m).to_meld(red_fives) for m in _ints(a.get("m"))),
                tsumo=who == from_who,
                seat_wind=(who - oya) % 4,
                round_wind=min(round_index // 4, 3),
                dora=tiles_code(_ints(a.get("doraHai")), red_fives),
                ura=tiles_code(ura, red_fives),
                **flags,
            )
            yield f"{path.name} round {round_index} seat {who}", hand, red_fives, a


def test_every_tenhou_win_scores_as_recorded() -> None:
    tenhou = preset("tenhou")
    rules_by_red = {True: tenhou, False: dataclasses.replace(tenhou, red_fives=False)}
    count = 0
    failures = []
    for path in mjlog_files():
        for label, hand, red_fives, a in wins(path):
            count += 1
            try:
                value = calculate(hand, rules_by_red[red_fives])
            except Exception as error:  # every failure is reported with its hand
                failures.append(f"{label}: {hand}: {error}")
                continue
            fu, points, limit = _ints(a["ten"])
            yaku = _ints(a.get("yaku"))
            yakuman = _ints(a.get("yakuman"))
            paid = value.payments.discarder if not hand.tsumo else value.payments.total
            problems = []
            if paid != points:
                problems.append(f"points {paid} != {points}")
            if LIMIT_CODES[value.limit] != limit:
                problems.append(f"limit {value.limit} != code {limit}")
            if yakuman:
                expected = sorted(TENHOU_YAKU[i] for i in yakuman)
                ours = sorted(y.key for y in value.yaku)
                if ours != expected or value.yakuman != len(yakuman):
                    problems.append(f"yakuman {ours} != {expected}")
            else:
                pairs = list(zip(yaku[0::2], yaku[1::2], strict=True))
                han = sum(h for _, h in pairs)
                if (value.han, value.fu) != (han, fu):
                    problems.append(f"{value.han} han {value.fu} fu != {han} han {fu} fu")
                expected = sorted((TENHOU_YAKU[i], h) for i, h in pairs if i not in (DORA, URA, AKA))
                ours = sorted((y.key, y.han) for y in value.yaku)
                if ours != expected:
                    problems.append(f"yaku {ours} != {expected}")
                dora = {i: h for i, h in pairs if i in (DORA, URA, AKA)}
                counts = (value.dora, value.ura_dora, value.aka_dora)
                if counts != (dora.get(DORA, 0), dora.get(URA, 0), dora.get(AKA, 0)):
                    problems.append(f"dora/ura/aka {counts} != {dora}")
            if problems:
                failures.append(f"{label}: {hand}: {'; '.join(problems)}")
    assert count == WINS_IN_CORPUS
    assert not failures, f"{len(failures)} of {count} wins differ:\n" + "\n".join(failures[:15])
