"""`tablekeeper export GAME --format csv|json [-o FILE]`: final standings, then the hands."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tablekeeper.cli.options import add_database_option, game_id, open_session
from tablekeeper.cli.output import shown, write_file_text
from tablekeeper.errors import TablekeeperError
from tablekeeper.files import write_export


class CannotWrite(TablekeeperError):
    """The export file cannot be written."""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write a game as CSV or JSON",
        description=(
            "Write a game's final standings (place, final points, +/- score) and then its hands. "
            "The JSON can be taken back with `tablekeeper import`."
        ),
        epilog="Example: tablekeeper export 12 --format json -o monday.json",
    )
    parser.add_argument("game", type=game_id, metavar="GAME", help="the game's number (see `tablekeeper games`)")
    parser.add_argument("--format", choices=("csv", "json"), default="csv", help="csv (default) or json")
    parser.add_argument("-o", "--output", type=Path, metavar="FILE", help="write to FILE instead of the terminal")
    add_database_option(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from tablekeeper.session import export_csv, export_json

    with open_session(args, write=False) as service:
        view = service.game(args.game)
    text = export_json(view) if args.format == "json" else export_csv(view)
    if args.output is None:
        write_file_text(text)
        return 0
    try:
        write_export(args.output, text)
    except OSError as error:
        raise CannotWrite(f"{shown(args.output)} cannot be written: {error.strerror}.") from None
    return 0
