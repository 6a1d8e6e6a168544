"""The rules of a game played online, from what its record says: its site's preset for its number of players
(Tenhou's ``tenhou`` and ``tenhou-sanma``, Mahjong Soul's ``mahjongsoul`` and ``mahjongsoul-sanma``), adjusted by
the game's own rule flags (east-only or east-south, red fives, open tanyao) and by the rules the site had on the day
it was played (FORMAT.md section 8): for Tenhou's four-player games, uma 5-10 before August 2009, no tenpai-yame
up to 2010-06-01, and +/- scores with one decimal (not rounded to 1,000) in the games of October 2023 on. A game of
no date, or of a day between two eras, may have been played under either: :func:`rule_variants` gives them all, for
the log's own results to tell (:mod:`~tablekeeper.importers.tenhou_variants`)."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablekeeper.rules.ruleset import PRESETS, FinalScoreRounding, RuleSet

OLD_UMA = (10_000, 5_000, -5_000, -10_000)
OLD_UMA_UNTIL = dt.date(2009, 7, 31)
"""The last day of uma 5-10 seen in the logs (the change lies between 2009-07-31 and 2009-08-27)."""
NO_TENPAI_YAME_UNTIL = dt.date(2010, 6, 1)
"""Games up to this day had no tenpai-yame; games from 2010-06-08 on have it."""

LAST_ROUNDED = dt.date(2021, 10, 3)
"""The last day a four-player log here rounds its +/- scores to 1,000 (fastmaj's games of 2021)."""
FIRST_EXACT = dt.date(2023, 10, 2)
"""The first day a four-player log here writes them with one decimal (MahjongPantheon's games of October 2023)."""

_ERAS: Mapping[str, tuple[tuple[dt.date | None, dt.date | None, Mapping[str, Any]], ...]] = {
    "tenhou": (
        (None, OLD_UMA_UNTIL, {"uma": OLD_UMA}),
        (None, NO_TENPAI_YAME_UNTIL, {"tenpai_yame": False}),
        (FIRST_EXACT, None, {"final_score_rounding": FinalScoreRounding.EXACT}),
    ),
}
"""For a preset, the options that differed from a day or up to a day (the first day, the last day, the options
then). Seen in the four-player logs only: no three-player log here is that old, so what Tenhou's three-player rooms
played then is unknown."""
_SURE_DAYS: Mapping[str, tuple[tuple[dt.date, dt.date], ...]] = {
    "tenhou": (
        (dt.date(2000, 1, 1), OLD_UMA_UNTIL),
        (dt.date(2009, 8, 27), NO_TENPAI_YAME_UNTIL),
        (dt.date(2010, 6, 8), LAST_ROUNDED),
        (FIRST_EXACT, dt.date.max),
    ),
}
"""For a preset, the spans of days whose rules the logs show (the changes lie between two spans): the rules of a
day outside them are not known for sure."""

RANKED_ROOM = "の間"
"""What the name of each of Mahjong Soul's ranked rooms ends in (銅の間, 金の間, 王座の間): they all play open tanyao,
which a converter may leave out of ``rule.disp`` ("三金の間赤")."""
MAHJONG_SOUL_ROOMS = (RANKED_ROOM, "友人戦", "大会戦")
"""How tenhou.net/6 JSON converted from Mahjong Soul names its room in ``rule.disp`` (a ranked room, a friendly
game, a tournament), which no Tenhou lobby's name holds ("三鳳南喰赤")."""


@dataclass(frozen=True, slots=True)
class Site:
    """A site where games are played online, and how a game imported from it is stored."""

    name: str
    """Its name, which begins the title of an imported game ("Tenhou 2026011603gm-...")."""
    venue: str
    presets: Mapping[int, str]
    """Its rule set for each number of players."""


TENHOU = Site("Tenhou", "tenhou.net", {4: "tenhou", 3: "tenhou-sanma"})
MAHJONG_SOUL = Site("Mahjong Soul", "Mahjong Soul", {4: "mahjongsoul", 3: "mahjongsoul-sanma"})


def json_site(disp: str) -> Site:
    """The site a tenhou.net/6 JSON game was played on, from the room its ``rule.disp`` names."""
    return MAHJONG_SOUL if any(room in disp for room in MAHJONG_SOUL_ROOMS) else TENHOU


def site_rules(
    site: Site, *, players: int, hanchan: bool, red_fives: bool, open_tanyao: bool, date: dt.date | None
) -> RuleSet:
    """The ``site``'s preset for a game of ``players``: its rule flags, and the rules in force on its date."""
    rules = dataclasses.replace(
        PRESETS[site.presets[players]], rounds=2 if hanchan else 1, red_fives=red_fives, open_tanyao=open_tanyao
    )
    return _of_day(rules, date)


def _of_day(rules: RuleSet, date: dt.date | None) -> RuleSet:
    """``rules`` (a preset with a game's flags) as they were on ``date``: the options of the eras it lies in."""
    for first_day, last_day, options in _ERAS.get(rules.name, ()):
        if date is not None and (first_day is None or date >= first_day) and (last_day is None or date <= last_day):
            rules = dataclasses.replace(rules, **options)
    return rules


def rules_known(rules: RuleSet, date: dt.date | None) -> bool:
    """Whether the rules of a game of this preset played on ``date`` are known for sure (a day the logs show)."""
    spans = _SURE_DAYS.get(rules.name)
    if spans is None:
        return True
    return date is not None and any(first <= date <= last for first, last in spans)


def rule_variants(rules: RuleSet) -> list[RuleSet]:
    """The rules a game of this preset may have been played under (with its own length, red fives and tanyao), one
    for each span of days the logs show, the newest first."""
    base = PRESETS[rules.name]
    plain = dataclasses.replace(
        rules, **{option: getattr(base, option) for *_, options in _ERAS.get(rules.name, ()) for option in options}
    )
    variants: list[RuleSet] = []
    for _, last in sorted(_SURE_DAYS.get(rules.name, ()), reverse=True):
        variant = _of_day(plain, last)
        if variant not in variants:
            variants.append(variant)
    return variants or [rules]
