"""`tablekeeper stats`: the club's figures by player (wins, deal-ins, riichi, places, +/- scores)."""

from __future__ import annotations

import argparse
import json
from fractions import Fraction
from pathlib import Path
from typing import Any

from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.games import chosen_games
from tablekeeper.cli.options import add_database_option, add_season_options, utf8_text
from tablekeeper.cli.output import complain, emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.present import places_heading, refusal, table_name
from tablekeeper.rules.standings import format_score
from tablekeeper.stats import ClubTable, statistics_data


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "stats",
        help="the club's figures by player",
        description="Each player's games, hands, wins, deal-ins, riichi, places and +/- scores over the finished "
        "games, ranked by total +/- score.",
        epilog="Example: tablekeeper stats --since 2025-03-01 --rules club --json",
    )
    parser.add_argument("--player", type=utf8_text, metavar="NAME", help="only this player (any case)")
    add_season_options(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--pdf", type=Path, metavar="FILE", help="also write the season table as a printable A4 PDF to FILE"
    )
    add_database_option(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        figures = service.library.statistics(chosen_games(args, rules=args.rules))
    for problem in figures.passed_over:  # named, so that a missing game is neither hidden nor fatal
        complain(f"{refusal(problem)} It is left out of the figures.")
    tables = [table for table in figures.tables if table.ranked]
    if args.json:
        emit(json.dumps(statistics_data(tables), ensure_ascii=False))
    elif not tables:
        emit("No finished game.")
    else:
        # A club table for each table played at: three and four players are ranked apart, each named when both are.
        parts = [table_lines(t, heading=len(tables) > 1) for t in tables]
        emit("\n\n".join("\n".join(lines) for lines in parts))
    if args.pdf is not None:
        # door: the sheet's writer loads Qt's painting modules (about 0.1 s), which the figures never need
        from tablekeeper.reports.sheets import SeasonFilter, write_statistics_pdf

        selection = SeasonFilter(args.player, args.since, args.until, args.rules)
        write_statistics_pdf(args.pdf, tables, figures.games, selection)
    return 0


def _rate(value: Fraction | None) -> str:
    return "-" if value is None else f"{float(value) * 100:.1f}%"


def _mean(value: Fraction | None, digits: int) -> str:
    return "-" if value is None else f"{float(value):.{digits}f}"


def table_lines(table: ClubTable, *, heading: bool = False) -> list[str]:
    """The ranking of `tablekeeper stats` for one table: one line per player, best total +/- score first (under the
    table's name and its games, with ``heading``)."""

    players = table.ranked
    names = [shown(p.name) for p in players]
    width = max(6, *(display_width(n) for n in names))
    columns = (
        f"{'#':>3}  {pad('Player', width)}  {'Games':>5}  {'Hands':>5}  {'Win':>6}  {'Deal-in':>7}  {'Riichi':>6}"
        f"  {'Tsumo':>6}  {'Avg win':>7}  {'Place':>5}  {'Avg +/-':>7}  {'Total':>8}  {places_heading(table.players)}"
    )
    games = f"{table.games} finished game{'' if table.games == 1 else 's'}"
    lines = [f"{table_name(table.players)}: {games}", columns] if heading else [columns]
    for rank, (p, name) in enumerate(zip(players, names, strict=True), start=1):
        lines.append(
            f"{rank:>3}  {pad(name, width)}  {p.games:>5}  {p.hands:>5}  {_rate(p.win_rate):>6}"
            f"  {_rate(p.deal_in_rate):>7}  {_rate(p.riichi_rate):>6}  {_rate(p.tsumo_share):>6}"
            f"  {_mean(p.average_win, 0):>7}  {_mean(p.average_place, 2):>5}"
            f"  {'-' if p.average_score is None else format_score(p.average_score):>7}"
            f"  {format_score(p.total_score):>8}  {'-'.join(str(n) for n in p.places)}"
        )
    return lines
