"""`tablekeeper player NAME [--published | --not-published]`: whether a player's name is published on the club's site
and the venue's pages (names are personal data: a player may ask not to be), and the mark set or taken off."""

from __future__ import annotations

import argparse
from typing import Any

from tablekeeper.cli.options import add_database_option, utf8_text
from tablekeeper.cli.output import emit
from tablekeeper.cli.session import open_session


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "player",
        help="publish a player's name, or not",
        description="Say whether a player's name is published on the club's site (`tablekeeper site`) and the "
        "venue's pages, or mark it so: a player not published is named 'Player N' there. Without an option, says "
        "what is marked.",
        epilog="Example: tablekeeper player 'Aki Tanaka' --not-published",
    )
    parser.add_argument("name", type=utf8_text, metavar="NAME", help="the player's name (any case)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--published", dest="published", action="store_const", const=True, help="publish the name")
    which.add_argument(
        "--not-published", dest="published", action="store_const", const=False, help="never publish the name"
    )
    add_database_option(parser)
    parser.set_defaults(handler=run, published=None)


def run(args: argparse.Namespace) -> int:
    with open_session(args, write=args.published is not None) as service:
        if args.published is None:
            wanted = args.name.strip().casefold()
            hidden = next((name for name in service.library.unpublished() if name.casefold() == wanted), None)
            name, said = (args.name.strip(), "published") if hidden is None else (hidden, "not published")
        else:
            name = service.library.set_published(args.name, args.published)
            said = "published" if args.published else "not published"
    emit(f"{name}: {said}.")
    return 0
