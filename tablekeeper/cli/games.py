"""`tablekeeper games`: the stored games, latest first, with filters."""

from __future__ import annotations

import argparse
from datetime import datetime, time, timedelta
from typing import Any

from tablekeeper.cli.options import MAX_GAME_ID, add_database_option, count, date, in_utc, utf8_text, when
from tablekeeper.cli.output import emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.service import GameFilter, GameSummary


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "games",
        help="list the stored games",
        description="List the stored games, latest first.",
        epilog="Example: tablekeeper games --player Aki --since 2025-03-01 --unfinished",
    )
    parser.add_argument("--player", type=utf8_text, metavar="NAME", help="only games this player sat in (any case)")
    parser.add_argument("--since", type=date, metavar="DATE", help="only games started on or after DATE")
    parser.add_argument("--until", type=date, metavar="DATE", help="only games started on or before DATE")
    state = parser.add_mutually_exclusive_group()
    state.add_argument("--finished", dest="finished", action="store_true", default=None, help="only finished games")
    state.add_argument("--unfinished", dest="finished", action="store_false", help="only games still going on")
    parser.add_argument("--limit", type=count, default=50, metavar="N", help="at most N games (default 50)")
    add_database_option(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # No database holds more games than there are game numbers: a larger limit is no limit at all.
    limit = None if args.limit >= MAX_GAME_ID else args.limit
    with open_session(args, write=False) as service:
        games = service.library.listing(chosen_games(args, finished=args.finished), limit=limit)
    if not games:
        emit("No game.")
        return 0
    lines = [f"{'Game':>5}  {'Started':16}  {'State':8}  {'Hands':>5}  Players"]
    for g in games:
        if not isinstance(g, GameSummary):  # a damaged game: named, so that it is neither hidden nor fatal
            lines.append(f"{g.game_id:>5}  damaged: {shown(g.problem)}; the other games are not affected")
            continue
        state = "finished" if g.finished else "playing"
        title = f"  ({shown(g.title)})" if g.title else ""
        players = shown(", ".join(g.players))
        lines.append(f"{g.id:>5}  {when(g.started_at):16}  {state:8}  {g.hand_count:>5}  {players}{title}")
    emit("\n".join(lines))
    return 0


def chosen_games(args: argparse.Namespace, *, finished: bool | None = None, rules: str | None = None) -> GameFilter:
    """The games a command's --player, --since and --until choose (with its --finished or --rules, where it has
    them): the filter value the window's dialogs pass to the service too."""

    return GameFilter(
        player=args.player,
        since=None if args.since is None else in_utc(args.since),
        until=until_excluded(args.until),
        finished=finished,
        rules=rules,
    )


def until_excluded(until: datetime | None) -> datetime | None:
    """The first moment --until leaves out (UTC): a day given for --until includes that whole day."""
    if until is None or until.time() != time():
        return None if until is None else in_utc(until)
    try:
        return in_utc(until + timedelta(days=1))
    except OverflowError:  # the calendar's last day: every game started on or before it
        return None
