"""Tenhou's rules on a game's date: the ``tenhou`` preset, adjusted by the game's own rule flags (east-only or
east-south, red fives, open tanyao) and by the rules Tenhou had on the day it was played (FORMAT.md section 8):
uma 5-10 before August 2009, no tenpai-yame up to 2010-06-01."""

from __future__ import annotations

import dataclasses
import datetime as dt

from tablekeeper.rules.ruleset import PRESETS, RuleSet

OLD_UMA = (10_000, 5_000, -5_000, -10_000)
OLD_UMA_UNTIL = dt.date(2009, 7, 31)
"""The last day of uma 5-10 seen in the logs (the change lies between 2009-07-31 and 2009-08-27)."""
NO_TENPAI_YAME_UNTIL = dt.date(2010, 6, 1)
"""Games up to this day had no tenpai-yame; games from 2010-06-08 on have it."""


def tenhou_rules(*, hanchan: bool, red_fives: bool, open_tanyao: bool, date: dt.date | None) -> RuleSet:
    """The ``tenhou`` preset for one game: its rule flags, and the rules in force on its date."""
    rules = dataclasses.replace(
        PRESETS["tenhou"], rounds=2 if hanchan else 1, red_fives=red_fives, open_tanyao=open_tanyao
    )
    if date is not None and date <= OLD_UMA_UNTIL:
        rules = dataclasses.replace(rules, uma=OLD_UMA)
    if date is not None and date <= NO_TENPAI_YAME_UNTIL:
        rules = dataclasses.replace(rules, tenpai_yame=False)
    return rules
