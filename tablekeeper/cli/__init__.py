"""The `tablekeeper` command: with no argument it opens the window; subcommands serve scripts and reviews.

Each subcommand lives in its own module of this package with a ``register(subparsers)`` function that adds
its parser and sets ``handler`` to a function taking the parsed arguments and returning the exit status.
Every error a player can cause is a :class:`TablekeeperError`: its sentence goes to stderr, status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

from tablekeeper import __version__
from tablekeeper.cli import export, games, hand, importing, score, show
from tablekeeper.errors import TablekeeperError

EXIT_USAGE = 2

COMMANDS = (score, hand, games, show, export, importing)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `tablekeeper` and all of its subcommands."""
    parser = argparse.ArgumentParser(
        prog="tablekeeper",
        description="Keeps the score of riichi mahjong games at the club table.",
    )
    parser.add_argument("--version", action="version", version=f"tablekeeper {__version__}")
    parser.add_argument(
        "--database-url",
        dest="main_database_url",
        metavar="URL",
        help="the database: a SQLite file path or a SQLAlchemy URL (default: tablekeeper.db in the data folder)",
    )
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    for command in COMMANDS:
        command.register(subparsers)
    return parser


class NoScreen(TablekeeperError):
    """The window was asked for where there is no screen to show it on."""


def open_window(args: argparse.Namespace) -> int:
    """No subcommand: start the table window (imported here so that subcommands never load Qt)."""
    if _no_screen(os.environ, sys.platform):
        # Qt would abort the process with a misleading message about xcb libraries; say what is wrong instead.
        raise NoScreen(
            "There is no screen to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
            "Start tablekeeper from a desktop session, or use one of its commands (tablekeeper --help)."
        )
    from tablekeeper.ui.app import run

    return run(args.database_url)


def _no_screen(environ: Mapping[str, str], platform: str) -> bool:
    """On Linux and the BSDs, Qt needs an X or Wayland display unless a platform (offscreen...) is chosen."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    return not any(environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    # Given before the subcommand, --database-url still counts (the subcommand's own default is None).
    if getattr(args, "database_url", None) is None:
        args.database_url = args.main_database_url
    handler = getattr(args, "handler", None) or open_window
    try:
        return int(handler(args))
    except TablekeeperError as error:
        print(f"tablekeeper: {error}", file=sys.stderr)
        return EXIT_USAGE
