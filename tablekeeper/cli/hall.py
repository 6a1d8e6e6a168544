"""`tablekeeper hall EVENT`: the hall window of an event, full screen, for a projector (the window's second door:
the only other command that loads Qt's widgets, imported when it runs)."""

from __future__ import annotations

import argparse
from typing import Any

from tablekeeper.cli import require_screen
from tablekeeper.cli.event import event_number
from tablekeeper.cli.options import add_database_option


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "hall",
        help="show an event's tables and standings full screen, updated as each table records",
        description="The hall of an event, for a projector: every table of the current round (players, scores, "
        "round and honba, riichi sticks, hands played) and the standings beneath, provisional until every table "
        "has finished; updated within a second of a hand stored at any table. F11 or Esc leaves full screen.",
        epilog="Example: tablekeeper hall 3 --database-url postgresql://club@server/club",
    )
    parser.add_argument("event", type=event_number, metavar="EVENT", help="the event's number")
    add_database_option(parser)
    parser.set_defaults(handler=run_hall)


def run_hall(args: argparse.Namespace) -> int:
    require_screen()
    from tablekeeper.ui.app import run_hall as show_hall  # door: the hall window's, the one part of it with Qt

    return show_hall(args.database_url, args.event)
