"""Between a HandResult (what a player said) and the row of a stored hand."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from tablekeeper.rules import called_yaku, winning_tiles
from tablekeeper.rules.results import (
    AbortiveDraw,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import FULL_TABLE


@dataclass(frozen=True, slots=True)
class HandValues:
    """The column values of a stored hand: its ``hands`` row (all but ``game_id``) and its ``hand_wins`` rows (all
    but ``hand_id``), plain values for a Core ``insert`` (those of many hands go in one statement)."""

    hand: dict[str, Any]
    wins: list[dict[str, Any]]


def to_row(result: HandResult, number: int, deltas: tuple[int, ...], recorded_at: datetime) -> HandValues:
    """The values of a new hand holding the inputs of ``result`` and the deltas the engine computed for it."""
    hand: dict[str, Any] = {
        "number": number,
        "kind": "",
        "discarder": None,
        "offender": None,
        "abort_kind": None,
        "riichi": sorted(result.riichi),
        "tenpai": [],
        "nagashi": [],
        # Four columns, whatever the table: a table of three leaves the fourth at 0 (read back as three deltas).
        **{f"delta_{seat}": deltas[seat] if seat < len(deltas) else 0 for seat in range(FULL_TABLE)},
        "recorded_at": recorded_at,
    }
    wins: tuple[Win, ...] = ()
    match result:
        case Ron():
            hand["kind"], hand["discarder"], wins = "ron", result.discarder, result.wins
        case Tsumo():
            hand["kind"], wins = "tsumo", (result.win,)
        case ExhaustiveDraw():
            hand["kind"], hand["tenpai"], hand["nagashi"] = "draw", sorted(result.tenpai), sorted(result.nagashi)
        case AbortiveDraw():
            hand["kind"], hand["abort_kind"] = "abort", result.kind.value
        case Chombo():
            hand["kind"], hand["offender"] = "chombo", result.offender
    return HandValues(
        hand,
        [
            {
                "position": i,
                "winner": w.winner,
                "han": w.han,
                "fu": w.fu,
                "yakuman": w.yakuman,
                "pao": w.pao,
                "tiles": tiles_json(w),
                "yaku": yaku_json(w),
            }
            for i, w in enumerate(wins)
        ],
    )


def tiles_json(win: Win) -> str | None:
    """The ``hand_wins.tiles`` of a win: its tiles as JSON (as exported), or None for a hand given as han and fu."""
    if win.tiles is None:
        return None
    return json.dumps(winning_tiles.to_dict(win.tiles), ensure_ascii=False, separators=(",", ":"))


def yaku_json(win: Win) -> str | None:
    """The ``hand_wins.yaku`` of a win: the yaku called as JSON (as exported), or None for a hand not valued so."""
    if win.yaku is None:
        return None
    return json.dumps(called_yaku.to_dict(win.yaku), ensure_ascii=False, separators=(",", ":"))
