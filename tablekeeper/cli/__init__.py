"""The `tablekeeper` command: with no argument it opens the window; subcommands serve scripts and reviews.

Each subcommand lives in its own module of this package with a ``register(subparsers)`` function that adds
its parser and sets ``handler`` to a function taking the parsed arguments and returning the exit status.
Every error a player can cause is a :class:`TablekeeperError`: its sentence goes to stderr, status 2. Output
that cannot be written is one too (:mod:`tablekeeper.cli.output`); a closed pipe ends the command quietly.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import NoReturn

from tablekeeper import __version__
from tablekeeper.cli.output import complain, flush, require_stdout, shown, silence_stdout
from tablekeeper.errors import TablekeeperError

EXIT_USAGE = 2
EXIT_CLOSED_PIPE = 128 + 13
EXIT_INTERRUPTED = 128 + 2
"""When the reader of our output stops reading (`games | head -1`): what a shell reports for any tool stopped by
SIGPIPE (13), so that `set -o pipefail` scripts see it as they see `yes | head -1`."""

COMMANDS = {
    "score": "score",
    "hand": "hand",
    "games": "games",
    "show": "show",
    "stats": "stats",
    "export": "export",
    "import": "importing",
    "import-tenhou": "importing",
    "event": "event",
    "rating": "event",
    "series": "series",
    "hall": "hall",
    "serve": "serve",
    "site": "site",
    "player": "player",
}
"""Each subcommand and the module of this package that holds it, in the order `tablekeeper --help` lists them.

This is the command line's door: a command imports its own module alone (which imports what it uses at its head),
so that `tablekeeper score 3 40` never loads the database's modules; `--help`, or a command nobody knows, loads them
all to list them."""


def _database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database-url",
        dest="main_database_url",
        metavar="URL",
        help="the database: a SQLite file path or a SQLAlchemy URL (default: tablekeeper.db in the data folder)",
    )


def _game_number(text: str) -> int:
    from tablekeeper.cli.options import game_id  # only when a game is named: the window's start waits for no more

    return game_id(text)


def _game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game",
        dest="window_game",
        metavar="GAME",
        type=_game_number,
        help="the window opens this game (default: the one unfinished game; with several, it asks which)",
    )


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors repeat what was typed with its control characters escaped."""

    def error(self, message: str) -> NoReturn:
        super().error(shown(message))


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The argument parser of `tablekeeper` and its subcommands (which are made of the same class): of the module of
    ``command`` alone when it names one (:data:`COMMANDS`), else of all of them."""
    parser = _Parser(
        prog="tablekeeper",
        description="Keeps the score of riichi mahjong games at the club table.",
    )
    parser.add_argument("--version", action="version", version=f"tablekeeper {__version__}")
    _database_option(parser)
    _game_option(parser)
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND")
    modules = [COMMANDS[command]] if command in COMMANDS else list(dict.fromkeys(COMMANDS.values()))
    for name in modules:
        importlib.import_module(f"tablekeeper.cli.{name}").register(subparsers)
    return parser


def _command(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names, read past the options before it; None: none, or one of them is malformed (the
    full parser will say so)."""
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False, exit_on_error=False)
    _database_option(parser)
    parser.add_argument("--game", dest="window_game")
    try:
        _known, rest = parser.parse_known_args(argv)
    except argparse.ArgumentError:
        return None
    return rest[0] if rest and not rest[0].startswith("-") else None


def _window_only(argv: Sequence[str]) -> argparse.Namespace | None:
    """The arguments when they ask only for the window (nothing, or just --database-url), else None.

    The window then opens without loading every subcommand first: a player waits for it at the table.
    """
    parser = argparse.ArgumentParser(add_help=False, allow_abbrev=False, exit_on_error=False)
    _database_option(parser)
    _game_option(parser)
    try:
        known, rest = parser.parse_known_args(argv)
    except argparse.ArgumentError:  # an option without its value, or not a number: the full parser will say so
        return None
    if rest:
        return None
    known.database_url = known.main_database_url
    return known


class NoScreen(TablekeeperError):
    """The window was asked for where there is no screen to show it on."""


def open_window(args: argparse.Namespace) -> int:
    """No subcommand: start the table window (imported here so that subcommands never load Qt)."""
    require_screen()
    from tablekeeper.ui.opening import open_before_window

    game = getattr(args, "window_game", None)
    opened = open_before_window(args.database_url, game)  # before Qt is imported: see the module
    from tablekeeper.ui.app import run

    return run(args.database_url, opened) if game is None else run(args.database_url, opened, game=game)


def require_screen() -> None:
    """Refuse, in a sentence, to open a window where there is no screen."""
    if _no_screen(os.environ, sys.platform):
        # Qt would abort the process with a misleading message about xcb libraries; say what is wrong instead.
        raise NoScreen(
            "There is no screen to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
            "Start tablekeeper from a desktop session, or use one of its commands (tablekeeper --help)."
        )


def _no_screen(environ: Mapping[str, str], platform: str) -> bool:
    """On Linux and the BSDs, Qt needs an X or Wayland display unless a platform (offscreen...) is chosen."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return False
    return not any(environ.get(name) for name in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"))


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    given = sys.argv[1:] if argv is None else list(argv)
    window = _window_only(given)
    if window is not None:
        return _run(open_window, window)
    args = build_parser(_command(given)).parse_args(given)
    # Given before the subcommand, --database-url still counts (the subcommand's own default is None).
    if getattr(args, "database_url", None) is None:
        args.database_url = args.main_database_url
    return _run(getattr(args, "handler", None) or open_window, args)


def _run(handler: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    """Run a command: a refusal is a sentence and status 2; a reader that stopped reading ends it quietly."""
    try:
        if handler is not open_window:
            require_stdout()  # before the command: it must not store anything and then find it cannot say so
        status = int(handler(args))
        flush()
        return status
    except TablekeeperError as error:
        complain(error)
        return EXIT_USAGE
    except BrokenPipeError:
        silence_stdout()
        return EXIT_CLOSED_PIPE
    except KeyboardInterrupt:  # Ctrl+C: each change is one transaction, so what was not done is not half-done
        complain("Interrupted; a change under way was not stored.")
        return EXIT_INTERRUPTED
