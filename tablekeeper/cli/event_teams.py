"""`tablekeeper event settings` (the team score, the days, a championship, what a round sat out counts) and
`event standings --teams`: the teams' lines, as text or JSON."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.options import add_database_option, whole
from tablekeeper.cli.output import emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.events.ema import Settings
from tablekeeper.events.files import ema_data, teams_data
from tablekeeper.events.model import SitOutScore
from tablekeeper.rules.standings import THOUSAND, format_score, score_number
from tablekeeper.service.events import EventStandings


def add_settings(commands: Any, event_number: Any, game_points: Callable[[str], int]) -> None:
    """`event settings EVENT [...]`; ``game_points`` reads points as the standings show them."""

    def sit_out_points(text: str) -> SitOutScore:
        """``--sit-out-score``: points as the standings show them ("-5" for -5.0), or ``none`` (nothing counted)."""
        return SitOutScore(None if text.strip().casefold() == "none" else game_points(text))

    parser: argparse.ArgumentParser = commands.add_parser(
        "settings",
        help="the event's settings: a team's total, its days, a championship, a sit-out's score",
        description="Show the event's settings, or change them: how a team's total is made of its players' (their "
        "sum or their average), the days it is played over and whether it is a championship (the EMA's weight "
        "counts both), and what a round sat out counts (points as the standings show them, or none: nothing "
        "counted; every round sat out counts it, those before too). Undone by event undo.",
    )
    parser.add_argument("event", type=event_number, metavar="EVENT", help="the event's number")
    parser.add_argument("--team-score", choices=("sum", "average"), help="a team's total: sum or average")
    parser.add_argument("--days", type=whole, metavar="N", help="the days it is played over (1 to 3)")
    parser.add_argument("--championship", action=argparse.BooleanOptionalAction, help="a championship, or not")
    parser.add_argument(
        "--sit-out-score",
        type=sit_out_points,
        metavar="N|none",
        help="what a round sat out counts, in points as the standings show them (-5 is -5.0), or none for nothing",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    add_database_option(parser)
    parser.set_defaults(handler=run_settings)


def run_settings(args: argparse.Namespace) -> int:
    changing = any(v is not None for v in (args.team_score, args.days, args.championship, args.sit_out_score))
    with open_session(args, write=changing) as service:
        if changing:
            settings = Settings(args.team_score, args.days, args.championship, args.sit_out_score)
            service.events.set_settings(args.event, settings)
        standings = service.events.event_standings(args.event)
    record = standings.event.record
    weight = ema_data(record, standings.players)
    if args.json:
        sit_out = None if record.sit_out_score is None else score_number(Fraction(record.sit_out_score, THOUSAND))
        data = {"team_score": record.team_score.value, "sit_out_score": sit_out, "ema": weight}
        emit(json.dumps(data, ensure_ascii=False))
        return 0
    sat_out = "none" if record.sit_out_score is None else format_score(Fraction(record.sit_out_score, THOUSAND))
    emit(
        f"Team total: {record.team_score.value}; days: {record.days}; championship: "
        f"{'yes' if record.championship else 'no'}; a round sat out: {sat_out}; EMA weight: {weight['weight']:g} "
        f"({weight['players']} players, {weight['countries']} countries)."
    )
    return 0


def teams_output(standings: EventStandings, as_json: bool) -> str:
    """`event standings --teams`: the teams' standings, as one JSON object or as lines."""
    record = standings.event.record
    if as_json:
        data = {"event": record.title, "round": standings.round, **teams_data(record, standings.teams)}
        return json.dumps(data, ensure_ascii=False)
    if not standings.teams:
        return f"Event {standings.event.id}: no player plays for a team."
    names = [shown(t.team) for t in standings.teams]
    width = max(4, *(display_width(n) for n in names))
    lines = [f"{'#':>3}  {pad('Team', width)}  {'Total':>8}  Players ({record.team_score.value})"]
    for team, name in zip(standings.teams, names, strict=True):
        members = ", ".join(shown(m) for m in team.members)
        lines.append(f"{team.place:>3}  {pad(name, width)}  {format_score(team.total):>8}  {members}")
    return "\n".join(lines)
