"""`tablekeeper series`: several events (a league of club nights) ranked as one, each player's best results
counted."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from tablekeeper.cli.event import event_number
from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.options import add_database_option, whole
from tablekeeper.cli.output import emit, is_standard_output, shown, write_file_text
from tablekeeper.cli.session import open_session
from tablekeeper.errors import TablekeeperError
from tablekeeper.events.series_files import result_cell, series_data
from tablekeeper.reports.series_files import SERIES_FILES, series_file_text, write_series_file
from tablekeeper.rules.standings import format_score
from tablekeeper.service.series import SeriesStandings

COUNTING = (
    "Each player's result in an event is their total in its standings (penalties in); an event counts for a player "
    "once they played a game in it. Ties: the higher total, then the better results counted compared from the best "
    "down; players still level share the place. A player of fewer than --min-events events is listed after the "
    "ranked players, without a place."
)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "series",
        help="several events ranked as one (a league of club nights)",
        description="A series: one ranking over several events, each player's best results counted. " + COUNTING,
        epilog="Example: tablekeeper series standings 3 4 5 --best 2 --min-events 2",
    )
    commands = parser.add_subparsers(title="series commands", metavar="COMMAND", required=True)
    standings = commands.add_parser(
        "standings", help="the series' standings", description="The series' standings. " + COUNTING
    )
    _series_options(standings)
    standings.add_argument("--json", action="store_true", help="print one JSON object")
    standings.set_defaults(handler=run_standings)
    export = commands.add_parser(
        "export", help="write the series' standings to a file", description="Write the series' standings to a file."
    )
    _series_options(export)
    export.add_argument("--format", choices=SERIES_FILES, required=True, help="csv, json or pdf")
    export.add_argument(
        "--output", type=Path, required=True, metavar="FILE", help="the file to write; - for the terminal (not a PDF)"
    )
    export.set_defaults(handler=run_export)


def _series_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "events", type=event_number, nargs="+", metavar="EVENT", help="the events' numbers (see event list)"
    )
    parser.add_argument(
        "--best", type=whole, metavar="N", help="count each player's best N results (default: every one)"
    )
    parser.add_argument(
        "--min-events",
        type=whole,
        metavar="M",
        help="rank only players of at least M events; the others are listed after them, without a place",
    )
    add_database_option(parser)


def _read(args: argparse.Namespace) -> SeriesStandings:
    with open_session(args, write=False) as service:
        return service.series.series_standings(args.events, best=args.best, min_events=args.min_events)


def run_standings(args: argparse.Namespace) -> int:
    series = _read(args)
    if args.json:
        data = series_data(series.events, series.players, best=series.best, min_events=series.min_events)
        emit(json.dumps(data, ensure_ascii=False))
        return 0
    emit("\n".join(series_lines(series)))
    return 0


def series_lines(series: SeriesStandings) -> list[str]:
    """The series as a table: place, player, events, counted, total, and each event's result (in brackets: not
    counted)."""
    names = [shown(p.name) for p in series.players]
    width = max(6, *(display_width(n) for n in names)) if names else 6
    heads = [f"E{index + 1}" for index in range(len(series.events))]
    lines = [
        f"{index}: {shown(event.title)} (event {event.id})" for index, event in zip(heads, series.events, strict=True)
    ]
    lines.append(
        f"{'#':>3}  {pad('Player', width)}  {'Events':>6}  {'Counted':>7}  {'Total':>8}"
        + "".join(f"  {head:>9}" for head in heads)
    )
    for p, name in zip(series.players, names, strict=True):
        place = "" if p.place is None else str(p.place)
        lines.append(
            f"{place:>3}  {pad(name, width)}  {p.events:>6}  {p.counted:>7}  {format_score(p.total):>8}"
            + "".join(f"  {result_cell(p, index):>9}" for index in range(len(heads)))
        )
    if not series.players:
        lines.append("Nobody has played a game in these events yet.")
    if series.provisional:
        lines.append("Provisional: a table of these events has no result yet.")
    return lines


def run_export(args: argparse.Namespace) -> int:
    to_terminal = is_standard_output(args.output)
    if to_terminal and args.format == "pdf":
        raise SeriesOptionsRefused("A pdf file is written to a file: give --output FILE.pdf, not -.")
    series = _read(args)
    if to_terminal:
        write_file_text(series_file_text(args.format, series))
        return 0
    write_series_file(args.format, args.output, series)
    emit(f"Series: {args.format} written to {shown(str(args.output))}")
    return 0


class SeriesOptionsRefused(TablekeeperError):
    """Options of `series` that cannot go together."""
