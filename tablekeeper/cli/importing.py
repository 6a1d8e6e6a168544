"""`tablekeeper import FILE.json` and `tablekeeper import-tenhou FILE...`: games into the database."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tablekeeper.cli.options import add_database_option, open_session
from tablekeeper.cli.output import OutputFailed, complain, emit, shown
from tablekeeper.errors import TablekeeperError
from tablekeeper.files import read_game_file

EXIT_REFUSED = 2


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "import",
        help="take back a game exported as JSON",
        description=(
            "Take in a game written by `tablekeeper export --format json` (from another laptop, or to the club "
            "server). Its hands are replayed; if a hand's deltas come out different, nothing is imported."
        ),
        epilog="Example: tablekeeper import monday.json --database-url postgresql://club@server/scores",
    )
    parser.add_argument("file", type=Path, metavar="FILE.json")
    add_database_option(parser)
    parser.set_defaults(handler=run_import)

    tenhou = subparsers.add_parser(
        "import-tenhou",
        help="import Tenhou game records",
        description=(
            "Import Tenhou games: mjlog files (gzipped or not) and tenhou.net/6 JSON. Prints each new game's "
            "number. A file that cannot be read is refused with the reason, and nothing of it is imported."
        ),
        epilog="Example: tablekeeper import-tenhou 2024*.mjlog",
    )
    tenhou.add_argument("files", type=Path, nargs="+", metavar="FILE")
    add_database_option(tenhou)
    tenhou.set_defaults(handler=run_import_tenhou)


def run_import(args: argparse.Namespace) -> int:
    from tablekeeper.session import ImportRefused

    try:
        data = json.loads(read_game_file(args.file).decode("utf-8"))
    except OSError as error:
        raise ImportRefused(f"{shown(args.file)} cannot be read: {error.strerror}.") from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ImportRefused(f"{shown(args.file)} is not a JSON file, so not a game exported by tablekeeper.") from None
    with open_session(args) as service:
        new_id = service.import_game(data)
    _imported(args.file, [new_id])
    return 0


def run_import_tenhou(args: argparse.Namespace) -> int:
    status = 0
    with open_session(args) as service:
        for path in args.files:
            try:
                ids = service.import_tenhou(path)
            except TablekeeperError as error:  # this file is refused; the others still come in
                complain(error)
                status = EXIT_REFUSED
                continue
            _imported(path, ids)
    return status


def _imported(path: Path, ids: list[int]) -> None:
    """Say which games a file became; they are stored already, so a failing output must not hide that."""
    for new_id in ids:
        try:
            emit(f"{shown(path)}: game {new_id}")
        except OutputFailed as error:
            numbers = ", ".join(str(n) for n in ids)
            raise OutputFailed(f"{error} {shown(path)} was imported all the same, as game(s) {numbers}.") from None
