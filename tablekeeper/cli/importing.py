"""`tablekeeper import FILE...` and `tablekeeper import-tenhou FILE...`: games into the database."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tablekeeper import present
from tablekeeper.cli.options import add_database_option
from tablekeeper.cli.output import OutputFailed, complain, emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.importers.reading import (
    MAX_FILE_BYTES,
    MAX_GAMES,
    MAX_GAMES_FILE_BYTES,
    MAX_HANDS,
    MAX_UNPACKED_BYTES,
    size_words,
)

EXIT_REFUSED = 2
REPLACING = "to replace the stored game by the file's version, import the file again with --replace."


def register(subparsers: Any) -> None:
    limits = (
        f"A file larger than {size_words(MAX_FILE_BYTES)} or with more than {MAX_HANDS:,} hands is refused: a real "
        "game file is a few tens of kB and a game has a few dozen hands at most."
    )
    parser = subparsers.add_parser(
        "import",
        help="take in games: tablekeeper's own files, Tenhou and Mahjong Soul records",
        description=(
            "Take in games written by `tablekeeper export --format json` (from another laptop, or to the club "
            "server), one game a file or many (`export --all`), and games played online, each file told apart by "
            "what it holds: Tenhou records (mjlog, gzipped or not, and tenhou.net/6 JSON), Mahjong Soul's own "
            "record JSON and tensoul's JSON of a Mahjong Soul game (a game online already stored, known by the "
            "site's id of it, is refused as stored); Riichi City records are not read yet. "
            "Each game's hands are replayed; if a hand's deltas, names or the standings come out different, "
            "that game is not imported, and the others still are: each refusal is said on stderr, and the exit "
            f"status is 2 when any was refused. {limits} A file of many games may hold "
            f"{size_words(MAX_GAMES_FILE_BYTES)} and {MAX_GAMES:,} games. A game already stored (known by its "
            "identity, which its export carries) is never stored twice: as the file gives it, it is refused as "
            "already stored; changed since, it is refused saying which version is newer, unless --replace is given."
        ),
        epilog="Example: tablekeeper import monday.json tuesday.json --database-url postgresql://club@server/scores",
    )
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE")
    parser.add_argument(
        "--replace",
        action="store_true",
        help="a game already stored that the file gives otherwise is replaced by the file's version (same number)",
    )
    add_database_option(parser)
    parser.set_defaults(handler=run_import)

    tenhou = subparsers.add_parser(
        "import-tenhou",
        help="import Tenhou game records",
        description=(
            "Import Tenhou games: mjlog files (gzipped or not) and tenhou.net/6 JSON. Prints each new game's "
            "number once it is stored (the files are stored a few dozen at a time: an import interrupted keeps "
            "the games printed, and run again it stores the others). A file that cannot be read, whose replay "
            "does not give the log's own scores, or whose game is already stored (known by its Tenhou id) is "
            f"refused with the reason, and nothing of it is imported. {limits} A gzipped mjlog may unpack to "
            f"{size_words(MAX_UNPACKED_BYTES)} at most. "
            "The game's start is the hour in its id, on Tenhou's clock (Japan time); its end time is not in the "
            "log, so it is left unknown."
        ),
        epilog="Example: tablekeeper import-tenhou 2024*.mjlog",
    )
    tenhou.add_argument("files", type=Path, nargs="+", metavar="FILE")
    add_database_option(tenhou)
    tenhou.set_defaults(handler=run_import_tenhou)


def run_import(args: argparse.Namespace) -> int:
    status = 0
    with open_session(args) as service:
        for path in args.files:  # each file on its own: one refused never stops the others
            outcome = service.transfer.import_file(path, replace=args.replace)
            for refusal in outcome.refusals:
                complain(refusal)
                status = EXIT_REFUSED
            for differing in outcome.differing:  # never with --replace: those were replaced
                complain(f"{present.refusal(differing)} It was not imported; {REPLACING}")
                status = EXIT_REFUSED
            _imported(path, list(outcome.ids))
    return status


def run_import_tenhou(args: argparse.Namespace) -> int:
    status = 0
    with open_session(args) as service:
        # A few files stored at a time, then said: a line is printed only for a game stored.
        for stored in service.transfer.import_tenhou_files(args.files):
            for position, outcome in enumerate(stored):
                for refusal in outcome.refusals:  # this file is refused; the others still come in
                    complain(refusal)
                    status = EXIT_REFUSED
                try:
                    _imported(outcome.path, list(outcome.ids))
                except OutputFailed as error:  # the files after it in the batch are stored too: say so
                    later = [_stored_words(each.path, each.ids) for each in stored[position + 1 :] if each.ids]
                    raise OutputFailed(" ".join([present.refusal(error), *later])) from None
    return status


def _stored_words(path: Path, ids: Sequence[int]) -> str:
    numbers = ", ".join(str(n) for n in ids)
    return f"{shown(path)} was imported all the same, as game(s) {numbers}."


def _imported(path: Path, ids: list[int]) -> None:
    """Say which games a file became; they are stored already, so a failing output must not hide that."""
    for new_id in ids:
        try:
            emit(f"{shown(path)}: game {new_id}")
        except OutputFailed as error:
            raise OutputFailed(f"{error} {_stored_words(path, ids)}") from None
