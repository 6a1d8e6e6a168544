"""`tablekeeper games`: the stored games, latest first, with filters."""

from __future__ import annotations

import argparse
from datetime import time, timedelta
from typing import Any

from tablekeeper.cli.options import add_database_option, count, date, local, open_session, when


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "games",
        help="list the stored games",
        description="List the stored games, latest first.",
        epilog="Example: tablekeeper games --player Aki --since 2025-03-01 --unfinished",
    )
    parser.add_argument("--player", metavar="NAME", help="only games this player sat in (any case)")
    parser.add_argument("--since", type=date, metavar="DATE", help="only games started on or after DATE")
    parser.add_argument("--until", type=date, metavar="DATE", help="only games started on or before DATE")
    state = parser.add_mutually_exclusive_group()
    state.add_argument("--finished", dest="finished", action="store_true", default=None, help="only finished games")
    state.add_argument("--unfinished", dest="finished", action="store_false", help="only games still going on")
    parser.add_argument("--limit", type=count, default=50, metavar="N", help="at most N games (default 50)")
    add_database_option(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from tablekeeper.session import GameSummary

    # A day given for --until includes that whole day.
    until = args.until + timedelta(days=1) if args.until is not None and args.until.time() == time() else args.until
    since = None if args.since is None else local(args.since)  # dates typed are local; the service stores UTC
    until = None if until is None else local(until)
    with open_session(args, write=False) as service:
        games = service.listing(player=args.player, since=since, until=until, finished=args.finished, limit=args.limit)
    if not games:
        print("No game.")
        return 0
    print(f"{'Game':>5}  {'Started':16}  {'State':8}  {'Hands':>5}  Players")
    for g in games:
        if not isinstance(g, GameSummary):  # a damaged game: named, so that it is neither hidden nor fatal
            print(f"{g.game_id:>5}  damaged: {g.problem}; the other games are not affected")
            continue
        state = "finished" if g.finished else "playing"
        title = f"  ({g.title})" if g.title else ""
        print(f"{g.id:>5}  {when(g.started_at):16}  {state:8}  {g.hand_count:>5}  {', '.join(g.players)}{title}")
    return 0
