"""The rules of a game in Mahjong Soul's own record, from its head's ``config``: the ``mahjongsoul`` preset (or
``mahjongsoul-sanma``) for the table the mode gives, east only or east-south as the mode says, and the options a
friendly or tournament room sets in ``mode.detail_rule`` where they are ones tablekeeper models. A room option it
does not model (a different riichi stick, no ura dora, a gimmick mode) is refused, naming it: never a wrong game.
A ranked room's ``detail_rule`` is empty: the preset is its rules.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Mapping
from typing import Any

from tablekeeper.importers.reading import UnreadableRecord, is_int, need
from tablekeeper.importers.tenhou_rules import MAHJONG_SOUL, site_rules
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.text import as_written
from tablekeeper.words import QT_TR_NOOP

MODES = {1: (4, False), 2: (4, True), 11: (3, False), 12: (3, True)}
"""``mode.mode``: the table and whether the game is east-south (1 four players east only, 2 east-south; 11 and
12 the same for three players)."""

RED_FIVES = {0: False, 3: True}
"""``dora_count``: the red fives in play (0, or one of each suit; 4 is two red 5p, which tablekeeper does not
model)."""

IGNORED = frozenset({"time_fixed", "time_add", "ai_level", "bianjietishi"})
"""Options of the room that change nothing of the score: the thinking time, the computer players' strength, the
hints shown."""

DEFAULTS: Mapping[str, object] = {
    "have_yifa": True,
    "have_li_dora": True,
    "have_gang_biao_dora": True,
    "have_gang_li_dora": True,
    "have_biao_dora": True,
    "have_liujumanguan": True,
    "have_sifenglianda": True,
    "have_sigangsanle": True,
    "have_sijializhi": True,
    "have_jiuzhongjiupai": True,
    "liqibang_value": 1_000,
    "changbang_value": 300,
    "have_zimosun": False,
}
"""Options of a room that the preset plays as the value here: taken when the room keeps it, refused otherwise."""


def room_rules(config: Mapping[str, Any], date: dt.date | None) -> RuleSet:
    """The rule set of a game whose head's ``config`` is given, played on ``date``."""
    mode = config.get("mode", {})
    need(isinstance(mode, Mapping), QT_TR_NOOP('"mode" is the room\'s mode'))
    kind = mode.get("mode", 2)
    if not is_int(kind, 0, 1_000) or kind not in MODES:
        raise UnreadableRecord(
            QT_TR_NOOP(
                "This Mahjong Soul game is of mode {mode}, which tablekeeper does not keep (it keeps games of three "
                "or four players, east only or east-south); nothing was imported."
            ),
            mode=as_written(kind),
        )
    players, east_south = MODES[kind]
    detail = mode.get("detail_rule", {})
    need(isinstance(detail, Mapping), QT_TR_NOOP('"detail_rule" is the room\'s options'))
    red = detail.get("dora_count", 3)
    need(is_int(red, 0, 4) and red in RED_FIVES, QT_TR_NOOP('"dora_count" is 0 or 3 red fives'))
    rules = site_rules(
        MAHJONG_SOUL,
        players=players,
        hanchan=east_south,
        red_fives=RED_FIVES[red],
        open_tanyao=_flag(detail, "shiduan", True),
        date=date,
    )
    changes: dict[str, Any] = {
        "kiriage_mangan": _flag(detail, "have_qieshangmanguan", rules.kiriage_mangan),
        "bust_ends_game": _flag(detail, "can_jifei", rules.bust_ends_game),
    }
    start = detail.get("init_point")
    if start is not None:
        need(is_int(start, 1_000, 1_000_000) and start % 100 == 0, QT_TR_NOOP('"init_point" is a start in points'))
        changes["start_points"] = start
    _refuse_unmodelled(detail)
    return dataclasses.replace(rules, **changes)


def _flag(detail: Mapping[str, Any], key: str, default: bool) -> bool:
    value = detail.get(key, default)
    if isinstance(value, bool):
        return value
    need(is_int(value, 0, 1), QT_TR_NOOP("{key} is on or off"), key=f'"{key}"')
    return bool(value)


_MODELLED = frozenset({"dora_count", "shiduan", "have_qieshangmanguan", "can_jifei", "init_point"})


def _refuse_unmodelled(detail: Mapping[str, Any]) -> None:
    for key, value in detail.items():
        if key in _MODELLED or key in IGNORED:
            continue
        if key in DEFAULTS and value == DEFAULTS[key]:  # a flag may be written 1 for true
            continue
        raise UnreadableRecord(
            QT_TR_NOOP(
                "This Mahjong Soul game was played with the room's option {option} set to {value}, which "
                "tablekeeper does not model; nothing was imported."
            ),
            option=str(key)[:60],
            value=as_written(value),
        )
