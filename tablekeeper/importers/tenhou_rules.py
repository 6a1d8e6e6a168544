"""The rules of a game played online, from what its record says: its site's preset for its number of players
(Tenhou's ``tenhou`` and ``tenhou-sanma``, Mahjong Soul's ``mahjongsoul`` and ``mahjongsoul-sanma``), adjusted by
the game's own rule flags (east-only or east-south, red fives, open tanyao) and by the rules the site had on the day
it was played (FORMAT.md section 8): for Tenhou's four-player games, uma 5-10 before August 2009 and no tenpai-yame
up to 2010-06-01."""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tablekeeper.rules.ruleset import PRESETS, RuleSet

OLD_UMA = (10_000, 5_000, -5_000, -10_000)
OLD_UMA_UNTIL = dt.date(2009, 7, 31)
"""The last day of uma 5-10 seen in the logs (the change lies between 2009-07-31 and 2009-08-27)."""
NO_TENPAI_YAME_UNTIL = dt.date(2010, 6, 1)
"""Games up to this day had no tenpai-yame; games from 2010-06-08 on have it."""

_ERAS: Mapping[str, tuple[tuple[dt.date, Mapping[str, Any]], ...]] = {
    "tenhou": ((OLD_UMA_UNTIL, {"uma": OLD_UMA}), (NO_TENPAI_YAME_UNTIL, {"tenpai_yame": False})),
}
"""For a preset, the options that differed up to a day (the last day, the options then). Seen in the four-player
logs only: no three-player log here is that old, so what Tenhou's three-player rooms played then is unknown."""

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
    for last_day, options in _ERAS.get(rules.name, ()):
        if date is not None and date <= last_day:
            rules = dataclasses.replace(rules, **options)
    return rules
