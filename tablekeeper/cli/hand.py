"""`tablekeeper hand TILES`: the yaku, han, fu and payments of a winning hand, from its tiles."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.options import add_hand_options, whole
from tablekeeper.cli.output import emit
from tablekeeper.cli.score import score_json
from tablekeeper.present import dora_rows, han_fu, hand_payments, refusal, yaku_value
from tablekeeper.rules.hand import HandInput, HandValue, Meld, calculate
from tablekeeper.rules.hand.errors import BadMeld
from tablekeeper.rules.hand.fu import round_fu
from tablekeeper.rules.hand.tiles import parse_tiles, tile_name
from tablekeeper.rules.ruleset import preset

CONDITIONS = (
    ("riichi", "riichi declared"),
    ("double_riichi", "riichi declared on the first turn (double riichi)"),
    ("ippatsu", "won within one turn of riichi"),
    ("haitei", "tsumo on the last tile of the wall"),
    ("houtei", "ron on the last discard"),
    ("rinshan", "tsumo on the replacement tile after a kan"),
    ("chankan", "ron by robbing a kan"),
    ("tenhou", "the dealer's first draw"),
    ("chiihou", "a non-dealer's first draw"),
    ("renhou", "ron before one's first draw (a yaku only where the rule set says so)"),
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "hand",
        help="the yaku, han, fu and payments of a winning hand",
        description="Score a winning hand from its tiles: every reading is tried and the one that pays most kept.",
        epilog="Example: tablekeeper hand 234m567p23455s --meld pon:777z --win 5s --tsumo --seat E --round S "
        "--dora 4s --rules tenhou; with three players: tablekeeper hand 111m123p456p789s44z --riichi --kita 2 "
        "--dora 9m --rules tenhou-sanma",
    )
    parser.add_argument("tiles", help="concealed tiles in mpsz notation, the winning tile included (0 = red five)")
    parser.add_argument("--win", metavar="TILE", help="the winning tile (default: the last tile written)")
    parser.add_argument(
        "--meld",
        action="append",
        default=[],
        type=_meld,
        metavar="KIND:TILES",
        help="a declared meld: chi:789p, pon:777z, kan:1111m (open), ankan:1111m (closed), kakan:5555p; repeat",
    )
    parser.add_argument("--tsumo", action="store_true", help="won on a self-drawn tile (default: ron)")
    parser.add_argument("--seat", default="E", metavar="WIND", help="seat wind E, S, W or N (E is the dealer)")
    parser.add_argument("--round", default="E", metavar="WIND", help="round wind E, S, W or N")
    parser.add_argument("--dora", action="append", default=[], metavar="TILE", help="a dora indicator; repeat")
    parser.add_argument("--ura", action="append", default=[], metavar="TILE", help="an ura dora indicator; repeat")
    parser.add_argument(
        "--kita",
        type=whole,
        default=0,
        metavar="N",
        help="Norths set aside (kita), one dora each, under rules with kita (tenhou-sanma, mahjongsoul-sanma)",
    )
    for name, text in CONDITIONS:
        parser.add_argument(f"--{name.replace('_', '-')}", dest=name, action="store_true", help=text)
    add_hand_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=run)


def _meld(text: str) -> Meld:
    try:
        return Meld.parse(text)
    except BadMeld as error:  # argparse turns this into its own message and status 2
        raise argparse.ArgumentTypeError(refusal(error)) from None


def hand_from_args(args: argparse.Namespace) -> HandInput:
    """The hand the command line describes."""

    win = args.win
    if win is None:
        kinds, _ = parse_tiles(args.tiles)
        win = tile_name(kinds[-1]) if kinds else ""
    return HandInput(
        tiles=args.tiles,
        win_tile=win,
        melds=tuple(args.meld),
        tsumo=args.tsumo,
        seat_wind=args.seat,
        round_wind=args.round,
        dora=args.dora,
        ura=args.ura,
        honba=args.honba,
        kita=args.kita,
        **{name: getattr(args, name) for name, _ in CONDITIONS},
    )


def hand_json(value: HandValue) -> dict[str, Any]:
    """The JSON object of `hand --json`: the yaku, dora counts and fu lines, then `score --json`'s fields."""
    yaku = [
        {"key": y.key, "name": y.name, "han": None, "yakuman": y.yakuman}
        if y.yakuman
        else {"key": y.key, "name": y.name, "han": y.han}
        for y in value.yaku
    ]
    return {
        "yaku": yaku,
        "dora": value.dora,
        "ura_dora": value.ura_dora,
        "aka_dora": value.aka_dora,
        "kita": value.kita,
        "fu_breakdown": [{"reason": reason, "fu": fu} for reason, fu in value.fu_breakdown],
        **score_json(value.points, value.payments),
    }


LABEL_WIDTH = 36
"""Where the han and fu column starts, unless a longer label pushes it to the right."""


def breakdown(value: HandValue) -> list[str]:
    """The lines the human form prints: labels on the left, han and fu in one column to their right."""

    rows = [(y.name, yaku_value(y)) for y in value.yaku] + dora_rows(value)
    rows.append(("Fu:", ""))
    for reason, fu in value.fu_breakdown:
        rows.append((f"  {reason}", str(fu)))
    total = sum(fu for _, fu in value.fu_breakdown)
    rounded = round_fu(total)
    rows.append(("  total", f"{total}" + (f", rounded up to {rounded}" if rounded != total else "")))
    # Two spaces at least between a label and its number: "... wind (East)4" would read as a label ending in 4.
    width = max(LABEL_WIDTH, *(display_width(label) + 2 for label, amount in rows if amount))
    lines = [pad(label, width) + amount if amount else label for label, amount in rows]
    if value.limit is not None and not value.yakuman:
        lines.append(han_fu(value.han, value.fu))
    return lines


def run(args: argparse.Namespace) -> int:
    rules = preset(args.rules)
    value = calculate(hand_from_args(args), rules)
    if args.json:
        emit(json.dumps(hand_json(value), separators=(",", ":"), ensure_ascii=False))
    else:
        emit("\n".join([*breakdown(value), hand_payments(value.points, value.payments)]))
    return 0
