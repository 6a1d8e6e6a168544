"""`tablekeeper score HAN FU`: what a hand of so many han and fu pays."""

from __future__ import annotations

import argparse
import json
from typing import Any

from tablekeeper.cli.options import add_absent_share_option, add_hand_options, hand_rules, whole
from tablekeeper.cli.output import emit
from tablekeeper.present import hand_payments
from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import HandPoints, Payments, hand_points, payments, yakuman_points


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "score",
        help="what a hand of so many han and fu pays",
        description="Print what a winning hand pays, from its han and fu (or its yakuman count).",
        epilog="Examples: tablekeeper score 3 40 | tablekeeper score 5 --tsumo | tablekeeper score --yakuman 2 | "
        "tablekeeper score 5 --tsumo --rules tenhou-sanma --absent-share split",
    )
    parser.add_argument("han", nargs="?", type=whole, help="han of the hand (dora included)")
    parser.add_argument("fu", nargs="?", type=whole, help="fu of the hand (not needed from 5 han on)")
    parser.add_argument("--dealer", action="store_true", help="the winner is the dealer (East)")
    parser.add_argument("--tsumo", action="store_true", help="won on a self-drawn tile (default: ron)")
    add_hand_options(parser)
    add_absent_share_option(parser)
    parser.add_argument("--yakuman", type=whole, metavar="N", help="the hand is N yakuman (han/fu not needed)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(handler=run)


def score_json(hand: HandPoints, paid: Payments) -> dict[str, Any]:
    """The JSON object printed by `score --json` (and, with the yaku added, by `hand --json`)."""
    return {
        "han": hand.han,
        "fu": hand.fu,
        "yakuman": hand.yakuman,
        "limit": None if hand.limit is None else hand.limit.value,
        "base_points": hand.base_points,
        "payments": paid.as_dict(),
    }


def run(args: argparse.Namespace) -> int:
    rules = hand_rules(args)
    if args.yakuman is not None:
        if args.han is not None:
            raise InvalidHanFu("Give either han and fu, or --yakuman, not both.")
        hand = yakuman_points(args.yakuman, rules, fu=args.fu)
    else:
        if args.han is None:
            raise InvalidHanFu("Give the hand's han and fu (for example: tablekeeper score 3 40), or --yakuman N.")
        hand = hand_points(args.han, args.fu, rules, tsumo=args.tsumo)
    paid = payments(hand, rules, dealer=args.dealer, tsumo=args.tsumo, honba=args.honba)
    if args.json:
        emit(json.dumps(score_json(hand, paid), separators=(",", ":")))
    else:
        emit(hand_payments(hand, paid))
    return 0
