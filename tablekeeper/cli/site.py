"""`tablekeeper site -o FOLDER`: the club's season as a static website (the ranking, a page a player, a game and an
event, charts as SVG), for any web host or a USB stick."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tablekeeper.cli.games import chosen_games
from tablekeeper.cli.options import add_database_option, add_season_options
from tablekeeper.cli.output import complain, emit
from tablekeeper.cli.session import open_session
from tablekeeper.publishing import CHOICES, FULL
from tablekeeper.reports.languages import LANGUAGES
from tablekeeper.site.write import write_site


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "site",
        help="write the club's season as a website",
        description="Write the club's season as a static website into FOLDER: the ranking, a page a player (their "
        "figures, games, +/- over the season, places and rating), a page a game (hand by hand, with its chart) and "
        "a page an event. Plain HTML, one CSS and SVG charts: nothing from the internet, no script. FOLDER is "
        "replaced whole once the new site is complete; only a new or empty folder, or a site written before, is.",
        epilog="Example: tablekeeper site -o club-site --since 2026-01-01 --names initials --language fr",
    )
    parser.add_argument("-o", "--output", type=Path, required=True, metavar="FOLDER", help="the site's folder")
    add_season_options(parser)
    parser.add_argument(
        "--names", choices=CHOICES, default=FULL, help="publish the players' names in full (default) or as initials"
    )
    parser.add_argument("--language", choices=LANGUAGES, default=LANGUAGES[0], help="the site's language")
    add_database_option(parser)
    parser.set_defaults(handler=run, player=None)


def run(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        season, count = write_site(
            service, args.output, chosen_games(args, rules=args.rules), names=args.names, language=args.language
        )
    for problem in season.passed_over:  # named, so that a missing game is neither hidden nor fatal
        complain(f"{problem} It is left out of the site.")
    players, games = len(season.figures()), len(season.summaries)
    emit(
        f"Wrote {count} files to {args.output}: {players} {'player' if players == 1 else 'players'}, "
        f"{games} {'game' if games == 1 else 'games'}."
    )
    return 0
