"""`tablekeeper export GAME --format csv|json|pdf [-o FILE]`: final standings, then the hands."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from tablekeeper.cli.games import chosen_games
from tablekeeper.cli.importing import EXIT_REFUSED
from tablekeeper.cli.options import add_database_option, date, game_id, utf8_text
from tablekeeper.cli.output import complain, is_standard_output, write_file_text
from tablekeeper.cli.session import open_session
from tablekeeper.errors import TablekeeperError
from tablekeeper.files import write_chunks, write_export
from tablekeeper.importers import reading
from tablekeeper.importers.game_file import GAMES_FORMAT, GAMES_VERSION
from tablekeeper.present import refusal
from tablekeeper.service.errors import DamagedGame
from tablekeeper.service.formats import export_csv, export_json


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "export",
        help="write a game as CSV or JSON",
        description=(
            "Write a game's final standings (place, final points, +/- score) and then its hands. "
            "The JSON can be taken back with `tablekeeper import`."
        ),
        epilog=(
            "Examples: tablekeeper export 12 --format json -o monday.json; "
            "tablekeeper export --all --since 2026-01-01 --format json -o club-2026.json"
        ),
    )
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument(
        "game", type=game_id, nargs="?", metavar="GAME", help="the game's number (see `tablekeeper games`)"
    )
    which.add_argument(
        "--all",
        action="store_true",
        help="many games in one JSON file (oldest first), for `tablekeeper import`; with --since, --until, --player",
    )
    parser.add_argument("--since", type=date, metavar="DATE", help="with --all: games started on or after DATE")
    parser.add_argument("--until", type=date, metavar="DATE", help="with --all: games started on or before DATE")
    parser.add_argument("--player", type=utf8_text, metavar="NAME", help="with --all: games this player sat in")
    parser.add_argument(
        "--format",
        choices=("csv", "json", "pdf"),
        default="csv",
        help="csv (default), json, or pdf (the printable A4 sheet; needs -o)",
    )
    parser.add_argument(
        "-o", "--output", type=Path, metavar="FILE", help="write to FILE instead of the terminal (-: the terminal)"
    )
    add_database_option(parser)
    parser.set_defaults(handler=run)


class NotOneGame(TablekeeperError):
    """Options of a many-game export given with one game, or a many-game export that cannot be one."""


def run(args: argparse.Namespace) -> int:
    if args.all:
        return _all_games(args)
    if args.since is not None or args.until is not None or args.player is not None:
        raise NotOneGame("--since, --until and --player choose games for --all; one game is named by its number.")
    if args.format == "pdf":
        return _pdf(args)
    with open_session(args, write=False) as service:
        view = service.table.game(args.game)
    text = export_json(view) if args.format == "json" else export_csv(view)
    if is_standard_output(args.output):
        write_file_text(text)
    else:
        write_export(args.output, text)
    return 0


def _all_games(args: argparse.Namespace) -> int:
    """The many-game file, written one game at a time; 2 when a damaged game was left out of it (each named on
    stderr)."""

    if args.format != "json":
        raise NotOneGame("Many games are written as JSON only: add --format json.")
    damaged: list[DamagedGame] = []
    with open_session(args, write=False) as service:
        count, games = service.transfer.export_games(chosen_games(args))
        # A file that `import` would refuse is not written: the games are to be split by date instead.
        if count > reading.MAX_GAMES:
            raise _too_many(count)
        chunks = _games_file(games, count, damaged)
        if is_standard_output(args.output):
            write_file_text(b"".join(chunks).decode("utf-8"))  # at most MAX_GAMES_FILE_BYTES: _games_file stops there
        else:
            write_chunks(args.output, chunks)
    for game in damaged:
        complain(f"{refusal(game)} It is not in the file.")
    return EXIT_REFUSED if damaged else 0


def _games_file(games: Iterable[str | DamagedGame], count: int, damaged: list[DamagedGame]) -> Iterator[bytes]:
    """The many-game JSON file (as ``json.dumps(..., indent=2)`` writes it) a game at a time; the damaged games put
    in ``damaged``. Refused, as a whole, once it is larger than import takes."""

    size = 0

    def counted(text: str) -> bytes:
        nonlocal size
        data = text.encode("utf-8")
        size += len(data)
        if size > reading.MAX_GAMES_FILE_BYTES:
            raise _too_many(count)
        return data

    yield counted(f'{{\n  "format": {json.dumps(GAMES_FORMAT)},\n  "version": {GAMES_VERSION},\n  "games": [')
    written = 0
    for game in games:
        if isinstance(game, DamagedGame):
            damaged.append(game)
            continue
        # Each game is an item of the list, two levels in: its lines indented by four spaces more (a string in
        # JSON holds no line break of its own, only \n).
        text = game.replace("\n", "\n    ")
        yield counted(("\n    " if written == 0 else ",\n    ") + text)
        written += 1
    yield counted("\n  ]\n}\n" if written else "]\n}\n")


def _too_many(count: int) -> NotOneGame:
    return NotOneGame(
        f"These {count:,} games make a file larger than import takes ({reading.MAX_GAMES:,} games, "
        f"{reading.size_words(reading.MAX_GAMES_FILE_BYTES)}); export them in parts with --since and --until. "
        "Nothing was written."
    )


def _pdf(args: argparse.Namespace) -> int:
    """The game's printable sheet written to -o (a PDF is not for the terminal)."""
    if is_standard_output(args.output):
        raise NotOneGame("A PDF sheet is written to a file: add -o FILE.pdf (not -).")
    with open_session(args, write=False) as service:
        view = service.table.game(args.game)
    # door: the sheet's writer loads Qt's painting modules (about 0.1 s), which a CSV or JSON export never needs
    from tablekeeper.reports.sheets import write_game_pdf

    write_game_pdf(args.output, view)
    return 0
