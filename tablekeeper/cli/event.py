"""`tablekeeper event`: club nights and tournaments (players, seating, substitutes, penalties, paper results,
standings), and `tablekeeper rating`: the club's rating over every finished game."""

from __future__ import annotations

import argparse
import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

from tablekeeper.cli.event_stages import add_cut, sit_out_note
from tablekeeper.cli.event_teams import add_settings, teams_output
from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.options import add_database_option, stored_number, typed, utf8_text, when, whole
from tablekeeper.cli.output import emit, is_standard_output, shown, write_file_text
from tablekeeper.cli.session import open_session
from tablekeeper.errors import TablekeeperError
from tablekeeper.events.changes import NewEntrant
from tablekeeper.events.files import standings_data as data
from tablekeeper.events.model import SubstituteRule
from tablekeeper.events.seating import quality
from tablekeeper.events.teams import team_map
from tablekeeper.importers.reading import decode_text, read_limited
from tablekeeper.present import clock_status
from tablekeeper.reports.event_files import EVENT_FILES, PDF_FILES, event_file_text, write_event_file
from tablekeeper.rules.ruleset import DEFAULT_PRESET, FULL_TABLE, PLAYER_COUNTS, PRESET_NAMES, preset
from tablekeeper.rules.standings import THOUSAND, format_score
from tablekeeper.service import local_time
from tablekeeper.service.events import EventStandings, EventView
from tablekeeper.text import decimal_text
from tablekeeper.words import plural


def event_number(text: str) -> int:
    """An event's number, as typed."""
    return stored_number(text, "is not an event number (see `tablekeeper event list`)")


GAME_POINTS_MOST = 1_000
"""The most points a penalty or a fixed score can be, as the standings show them: a thousand is already 40 games'
worth of last places; more is a number typed in table points (-20000 for -20)."""


def game_points(text: str) -> int:
    """Points as the standings show them ("-20", "-2.5"), as table points (-20_000, -2_500)."""
    digits = decimal_text(text)
    value = Decimal(digits) * THOUSAND if digits is not None else Decimal("NaN")
    if not value.is_finite() or value != value.to_integral_value():
        raise argparse.ArgumentTypeError(f"{typed(text)} is not a number of points (such as -20 or -2.5)")
    if abs(value) > GAME_POINTS_MOST * THOUSAND:
        raise argparse.ArgumentTypeError(
            f"{typed(text)} is more than {GAME_POINTS_MOST:,} points: points are written as the standings show them "
            "(-20 for -20.0)"
        )
    return int(value)


def positive(text: str) -> int:
    """A number counted from 1 (a round, a table, a player's number), as typed."""
    value = whole(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{typed(text)} is not a number from 1 on")
    return value


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "event",
        help="club nights and tournaments: players, seating, results, standings",
        description="An event: its players, its rounds seated at tables of four (of three under a three-player "
        "rule set), each table's game (or its result kept on paper), substitutes, penalties and the standings. Every "
        "change is stored at once and can be undone (event undo).",
        epilog="Example: tablekeeper event new 'Spring Cup' --rules ema2016 --players-file players.txt; "
        "tablekeeper event new 'Sanma night' --rules tenhou-sanma --players-file players.txt",
    )
    commands = parser.add_subparsers(title="event commands", metavar="COMMAND", required=True)
    _new(commands)
    _list(commands)
    _players(commands)
    _seat(commands)
    _substitute(commands)
    _open(commands)
    _paper(commands)
    _penalty(commands)
    _standings(commands)
    add_settings(commands, event_number, game_points)
    add_cut(commands, _command, positive)
    _undo(commands)
    _export(commands)
    _clock(commands)
    rating = subparsers.add_parser(
        "rating",
        help="the club's rating (Tenhou's R) over every finished game",
        description="Each player's rating by Tenhou's formula (start 1500; see the README), over every finished "
        "game stored and every event table kept on paper, oldest first.",
    )
    rating.add_argument(
        "--players",
        type=int,
        choices=PLAYER_COUNTS,
        default=FULL_TABLE,
        help="the rating of the games of three or of four players (each table has its own; default 4)",
    )
    rating.add_argument("--json", action="store_true", help="print one JSON object")
    add_database_option(rating)
    rating.set_defaults(handler=run_rating)


def _command(commands: Any, name: str, help: str, handler: Any, *, event: bool = True) -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = commands.add_parser(name, help=help, description=help[0].upper() + help[1:] + ".")
    if event:
        parser.add_argument("event", type=event_number, metavar="EVENT", help="the event's number")
    add_database_option(parser)
    parser.set_defaults(handler=handler)
    return parser


def _new(commands: Any) -> None:
    parser = _command(commands, "new", "create an event with its players", run_new, event=False)
    parser.add_argument("title", type=utf8_text, metavar="TITLE")
    parser.add_argument(
        "--rules",
        default=DEFAULT_PRESET,
        choices=PRESET_NAMES,
        metavar="PRESET",
        help=f"rule set: {', '.join(PRESET_NAMES)} (default {DEFAULT_PRESET}); its players (three for the -sanma "
        "presets, otherwise four) sit at each table",
    )
    parser.add_argument(
        "--players-file",
        type=Path,
        required=True,
        metavar="FILE",
        help="UTF-8 text, one player a line (a name, then optionally a tab, their EMA number, a tab, their country, "
        "a tab, their team)",
    )
    parser.add_argument(
        "--substitute-rule",
        choices=("fixed", "player"),
        default="fixed",
        help="a game played by a substitute counts for the player replaced as a fixed score (default), or as the "
        "substitute played it",
    )
    parser.add_argument(
        "--substitute-score",
        type=game_points,
        default=0,
        metavar="POINTS",
        help="the fixed score, in points as the standings show them (default 0; -5 is -5.0)",
    )
    parser.add_argument(
        "--sit-out-score",
        type=game_points,
        metavar="POINTS",
        help="what a round sat out counts, in points as the standings show them (default: nothing)",
    )


def _list(commands: Any) -> None:
    _command(commands, "list", "list the events", run_list, event=False)


def _players(commands: Any) -> None:
    parser = _command(commands, "players", "list the event's players, add some, or mark one absent", run_players)
    parser.add_argument("--add", type=utf8_text, action="append", default=[], metavar="NAME", help="register NAME")
    parser.add_argument("--absent", type=positive, metavar="NUMBER", help="mark player NUMBER absent")
    parser.add_argument("--from-round", type=positive, metavar="R", help="with --absent: from round R on")
    parser.add_argument(
        "--team", nargs=2, metavar=("NUMBER", "TEAM"), help="player NUMBER plays for TEAM ('' for none)"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _seat(commands: Any) -> None:
    parser = _command(commands, "seat", "seat the next rounds, or a round again, or from a file", run_seat)
    parser.add_argument("--rounds", type=positive, metavar="K", help="seat the next K rounds")
    parser.add_argument(
        "--method", choices=("random", "swiss", "ranked"), default="random", help="(default random; ranked: by place)"
    )
    parser.add_argument("--fill", action="store_true", help="seat fillers (Substitute 1, ...) to make whole tables")
    parser.add_argument("--sit-out", action="store_true", help="seat whole tables, the others sitting out in turn")
    parser.add_argument(
        "--file",
        type=Path,
        metavar="CSV",
        help="seat the rounds a file gives: round,table and the table's players in wind order (p1..p4, or p1..p3 at "
        "tables of three)",
    )
    parser.add_argument("--again", type=positive, metavar="ROUND", help="seat ROUND again (none of it played)")
    parser.add_argument("--seed", type=whole, metavar="N", help="the random seed (the same seating again)")
    parser.add_argument("--json", action="store_true", help="print every round seated so far as one JSON object")


def _substitute(commands: Any) -> None:
    parser = _command(commands, "substitute", "seat a substitute in place of a player for one round", run_substitute)
    parser.add_argument("round", type=positive, metavar="ROUND")
    parser.add_argument("number", type=positive, metavar="NUMBER", help="the player replaced")
    parser.add_argument("name", type=utf8_text, metavar="NAME", help="the substitute")


def _open(commands: Any) -> None:
    parser = _command(commands, "open", "the game of a round's table (created the first time)", run_open)
    parser.add_argument("round", type=positive, metavar="ROUND")
    parser.add_argument("table", type=positive, metavar="TABLE")


def _paper(commands: Any) -> None:
    parser = _command(commands, "paper", "enter a table's result kept on paper", run_paper)
    parser.add_argument("round", type=positive, metavar="ROUND")
    parser.add_argument("table", type=positive, metavar="TABLE")
    parser.add_argument(
        "points", type=whole, nargs="+", metavar="P", help="final points, East South West (North): one a seat"
    )
    parser.add_argument("--deposits", type=whole, default=0, metavar="N", help="riichi sticks left on the table")
    parser.add_argument(
        "--chombos", type=whole, nargs="+", metavar="C", help="chombos, one a seat as the points (default none)"
    )


def _penalty(commands: Any) -> None:
    parser = _command(commands, "penalty", "give a player a penalty in points, with its reason", run_penalty)
    parser.add_argument("number", type=positive, metavar="NUMBER", help="the player's number")
    parser.add_argument(
        "points", type=game_points, metavar="POINTS", help="in points as the standings show them: -20 or -2.5"
    )
    parser.add_argument("--reason", type=utf8_text, required=True, metavar="TEXT")
    parser.add_argument("--round", type=positive, metavar="R", help="the round it belongs to")


def _standings(commands: Any) -> None:
    parser = _command(commands, "standings", "the event's standings", run_standings)
    parser.add_argument("--round", type=positive, metavar="R", help="after round R (default: every round)")
    parser.add_argument("--teams", action="store_true", help="the teams' standings")
    parser.add_argument("--stage", type=positive, metavar="S", help="of stage S, after a cut (default: overall)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def _undo(commands: Any) -> None:
    _command(commands, "undo", "take back the event's last change", run_undo)
    _command(commands, "redo", "make again the last change taken back", run_redo)


CLOCK_CHANGES = ("show", "start", "pause", "resume", "add", "end")


def _clock(commands: Any) -> None:
    parser = _command(
        commands, "clock", "a round's clock: show it, start, pause, resume, add minutes, end the round", run_clock
    )
    parser.add_argument("round", type=positive, metavar="ROUND")
    parser.add_argument(
        "change",
        nargs="?",
        default="show",
        choices=CLOCK_CHANGES,
        metavar="CHANGE",
        help="show (the default), start, pause, resume, add MINUTES (negative: taken back), or end (time called now: "
        "each table finishes by the rule set: the hand in play, or one more)",
    )
    parser.add_argument("minutes", type=whole, nargs="?", metavar="MINUTES", help="for add")
    parser.add_argument("--table", type=whole, metavar="T", help="with --extra: the table given time of its own")
    parser.add_argument(
        "--extra",
        type=whole,
        metavar="MINUTES",
        help="with --table: the minutes of its own the table has besides the round's (a late start; 0: none)",
    )


def _export(commands: Any) -> None:
    parser = _command(
        commands, "export", "write the event's standings, schedules or score sheets to a file", run_export
    )
    parser.add_argument(
        "--format",
        choices=EVENT_FILES,
        required=True,
        help="csv, json or pdf: the standings; schedule: each player's rounds, a PDF page each; sheets: blank score "
        "sheets, a PDF page per table; ema: the ranking body's results file (CSV)",
    )
    parser.add_argument(
        "--output", type=Path, required=True, metavar="FILE", help="the file to write; - for the terminal (not a PDF)"
    )
    parser.add_argument(
        "--round", type=positive, metavar="R", help="standings after round R; score sheets of round R only"
    )


# Running


def run_new(args: argparse.Namespace) -> int:
    players = _players_file(args.players_file)
    with open_session(args) as service:
        view = service.events.create_event(
            args.title,
            preset(args.rules),
            players,
            substitute_rule=SubstituteRule(args.substitute_rule),
            substitute_score=args.substitute_score,
            sit_out_score=args.sit_out_score,
        )
    emit(f"Event {view.id}: {shown(view.title)} ({len(view.record.entrants)} players)")
    return 0


def _players_file(path: Path) -> list[NewEntrant]:
    text = decode_text(read_limited(path), str(path), "a list of players")
    out = []
    # Lines end at \n or \r\n only: str.splitlines would also break a name at U+2028 and the like, which a name
    # may not hold (refused with the name's own sentence) but must not quietly turn into two players.
    for line in text.split("\n"):
        line = line.removesuffix("\r")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, ema, country, team = ([*line.split("\t"), "", "", ""])[:4]
        out.append(NewEntrant(name, ema.strip() or None, country.strip() or None, team.strip() or None))
    return out


def run_list(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        events = service.events.list_events()
    if not events:
        emit("No event.")
    for each in events:
        rounds = plural(each.rounds, "{count} round seated", "{count} rounds seated").format(count=each.rounds)
        emit(f"Event {each.id}: {shown(each.title)} ({each.players} players, {rounds}, {when(each.created_at)})")
    return 0


def run_players(args: argparse.Namespace) -> int:
    if (args.absent is None) != (args.from_round is None):
        raise _usage("--absent NUMBER and --from-round R go together.")
    with open_session(args) as service:
        view = service.events.event(args.event)
        if args.add:
            view = service.events.add_players(args.event, args.add)
        if args.absent is not None:
            view = service.events.mark_absent(args.event, args.absent, args.from_round)
        if args.team is not None:
            if not args.team[0].isdigit():
                raise _usage(f"--team takes a player's number, then the team: {typed(args.team[0])} is no number.")
            view = service.events.set_team(args.event, int(args.team[0]), args.team[1])
    entrants = view.record.entrants
    if args.json:
        data = [
            {
                "number": e.number,
                "name": e.name,
                "ema": e.ema,
                "country": e.country,
                "absent_from": e.absent_from,
                "filler": e.filler,
                "team": e.team,
            }
            for e in entrants
        ]
        emit(json.dumps({"players": data}, ensure_ascii=False))
        return 0
    for e in entrants:
        notes = [
            f"team {shown(e.team)}" if e.team else "",
            f"absent from round {e.absent_from}" if e.absent_from else "",
            "filler" if e.filler else "",
        ]
        note = "; ".join(n for n in notes if n)
        emit(f"{e.number:>3}  {shown(e.name)}{f'  ({note})' if note else ''}")
    return 0


def run_seat(args: argparse.Namespace) -> int:
    chosen = [
        name for name, value in (("--rounds", args.rounds), ("--file", args.file), ("--again", args.again)) if value
    ]
    if len(chosen) > 1:
        raise _usage(f"{' and '.join(chosen)} cannot go together: seat the next rounds, a file's, or one round again.")
    with open_session(args) as service:
        if args.file is not None:
            text = decode_text(read_limited(args.file), str(args.file), "a seating file")
            view = service.events.import_seating(args.event, text)
        elif args.again is not None:
            view = service.events.reseat(args.event, args.again, seed=args.seed)
        elif args.rounds is not None:
            view = service.events.seat_rounds(
                args.event, args.rounds, method=args.method, fill=args.fill, seed=args.seed, sit_out=args.sit_out
            )
        else:
            view = service.events.event(args.event)
    if args.json:
        emit(json.dumps(seating_data(view), ensure_ascii=False))
    else:
        emit("\n".join(seating_lines(view)))
    return 0


def seating_data(view: EventView) -> dict[str, list[dict[str, Any]]]:
    """The JSON object of `event seat --json`: every round seated so far, each table's names in wind order."""
    rounds: dict[int, list[dict[str, Any]]] = {}
    for table in view.tables:
        rounds.setdefault(table.round, []).append({"table": table.table, "seats": list(table.seats)})
    return {"rounds": [{"round": number, "tables": tables} for number, tables in sorted(rounds.items())]}


def seating_lines(view: EventView) -> list[str]:
    """Each round seated, its tables' names in wind order (East first), and what the seating is worth."""

    if not view.record.rounds:
        return [f"Event {view.id}: no round is seated yet."]
    lines = []
    for seating in view.record.rounds:
        lines.append(f"Round {seating.round}")
        for table in (t for t in view.tables if t.round == seating.round):
            state = " (finished)" if table.finished else " (playing)" if table.game_id is not None else ""
            lines.append(f"  Table {table.table}: {', '.join(shown(n) for n in table.seats)}{state}")
        if seating.sitting_out:
            names = {e.number: e.name for e in view.record.entrants}
            lines.append(f"  Sitting out: {', '.join(shown(names[n]) for n in seating.sitting_out)}")
    teams = team_map(view.record)
    worth = quality(view.record.rounds, teams)
    lines.append(
        f"Repeat meetings: {worth.repeats}; the most any pair met: {worth.most}; in consecutive rounds: "
        f"{worth.consecutive}; wind spread: {worth.wind_spread}"
        + (f"; teammates who met: {worth.teammates}." if teams else ".")
    )
    return lines


def run_substitute(args: argparse.Namespace) -> int:
    with open_session(args) as service:
        view = service.events.substitute(args.event, args.round, args.number, args.name)
    table = next(t for t in view.tables if t.round == args.round and args.number in t.entrants)
    emit(f"Round {args.round}, table {table.table}: {', '.join(shown(n) for n in table.seats)}")
    return 0


def run_open(args: argparse.Namespace) -> int:
    with open_session(args) as service:
        game_id = service.events.open_table(args.event, args.round, args.table)
    emit(f"Game {game_id}")
    return 0


def run_paper(args: argparse.Namespace) -> int:
    with open_session(args) as service:
        service.events.enter_paper_result(
            args.event,
            args.round,
            args.table,
            tuple(args.points),
            deposits=args.deposits,
            chombos=None if args.chombos is None else tuple(args.chombos),
        )
    emit(f"Round {args.round}, table {args.table}: result kept on paper stored.")
    return 0


def run_penalty(args: argparse.Namespace) -> int:
    with open_session(args) as service:
        view = service.events.add_penalty(args.event, args.number, args.points, args.reason, round=args.round)
    given = view.record.penalties[-1]
    name = next(e.name for e in view.record.entrants if e.number == given.entrant)
    emit(f"Penalty {given.number}: {shown(name)} ({given.entrant}) {format_score(Fraction(given.points, 1000))}")
    return 0


def run_standings(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        standings = service.events.event_standings(args.event, through_round=args.round, stage=args.stage)
    if args.teams:
        emit(teams_output(standings, args.json))
        return 0
    if args.json:
        emit(json.dumps(standings_data(standings), ensure_ascii=False))
        return 0
    emit("\n".join(standings_lines(standings)))
    return 0


def standings_data(standings: EventStandings) -> dict[str, object]:
    """The JSON object of `event standings --json` (the event, the round, provisional or not, and the players with
    their scores as `stats --json` writes them): that of the standings' JSON file."""

    record = standings.event.record
    return data(
        record, standings.players, round=standings.round, provisional=standings.provisional, stage=standings.stage
    )


def standings_lines(standings: EventStandings) -> list[str]:
    names = [shown(p.name) for p in standings.players]
    width = max(6, *(display_width(n) for n in names)) if names else 6
    lines = [f"{'#':>3}  {pad('Player', width)}  {'Games':>5}  {'Score':>8}  {'Penalty':>8}  {'Total':>8}"]
    for p, name in zip(standings.players, names, strict=True):
        lines.append(
            f"{p.place:>3}  {pad(name, width)}  {p.games:>5}  {format_score(p.score):>8}"
            f"  {format_score(p.penalties):>8}  {format_score(p.total):>8}"
        )
    if standings.provisional:
        lines.append("Provisional: a table of these rounds has no result yet.")
    if any(p.sat_out for p in standings.players):
        lines.append(sit_out_note(standings.event.record.sit_out_score, lambda s: format_score(Fraction(s, THOUSAND))))
    return lines


def run_export(args: argparse.Namespace) -> int:
    to_terminal = is_standard_output(args.output)
    if to_terminal and args.format in PDF_FILES:
        raise _usage(f"A {args.format} file is a PDF, written to a file: give --output FILE.pdf, not -.")
    with open_session(args, write=False) as service:
        standings = service.events.event_standings(args.event, through_round=args.round)
    if to_terminal:
        write_file_text(event_file_text(args.format, standings))
        return 0
    write_event_file(args.format, args.output, standings)
    emit(f"Event {standings.event.id}: {args.format} written to {shown(str(args.output))}")
    return 0


def run_clock(args: argparse.Namespace) -> int:
    if (args.change == "add") != (args.minutes is not None):
        raise _usage(
            "event clock: add takes the minutes to add (add 5, add -5)"
            if args.change == "add"
            else f"event clock: {args.change} takes no minutes"
        )
    if (args.table is None) != (args.extra is None) or (args.table is not None and args.change != "show"):
        raise _usage("event clock: --table T and --extra MINUTES go together, without another change")
    with open_session(args, write=args.change != "show" or args.table is not None) as service:
        match args.change:
            case "show" if args.table is not None:
                view = service.clocks.give_table_time(args.event, args.round, args.table, args.extra)
                view = view.for_table(args.table)
            case "show":
                view = service.clocks.clock(args.event, args.round)
            case "add":
                view = service.clocks.add_time(args.event, args.round, args.minutes)
            case "start":
                view = service.clocks.start_clock(args.event, args.round)
            case "pause":
                view = service.clocks.pause_clock(args.event, args.round)
            case "resume":
                view = service.clocks.resume_clock(args.event, args.round)
            case _:
                view = service.clocks.end_round(args.event, args.round)
    where = f", table {args.table}" if args.table is not None else ""
    line = f"Event {args.event}, round {args.round}{where}: {clock_status(view.state(), view.left())}"
    called = view.clock.called_at(view.now())
    if called is not None:
        line += f" (called at {local_time(called):%H:%M:%S})"
    emit(line)
    return 0


def run_undo(args: argparse.Namespace) -> int:
    return _step(args, back=True)


def run_redo(args: argparse.Namespace) -> int:
    return _step(args, back=False)


def _step(args: argparse.Namespace, *, back: bool) -> int:
    with open_session(args) as service:
        before = service.events.event(args.event)
        taken = before.can_undo if back else before.can_redo
        (service.events.undo_event if back else service.events.redo_event)(args.event)
    emit(f"{'Undone' if back else 'Redone'}: {taken}.")
    return 0


def run_rating(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        rated = service.events.club_rating(args.players)
    if args.json:
        data = [{"place": r.place, "name": r.name, "rating": round(r.rating, 2), "games": r.games} for r in rated]
        emit(json.dumps({"players": data}, ensure_ascii=False))
        return 0
    if not rated:
        emit("No finished game.")
        return 0

    names = [shown(r.name) for r in rated]
    width = max(6, *(display_width(n) for n in names))
    emit(f"{'#':>3}  {pad('Player', width)}  {'Rating':>7}  {'Games':>5}")
    for r, name in zip(rated, names, strict=True):
        emit(f"{r.place:>3}  {pad(name, width)}  {r.rating:>7.1f}  {r.games:>5}")
    return 0


class OptionsRefused(TablekeeperError):
    """Options of `event` that cannot go together."""


def _usage(sentence: str) -> OptionsRefused:
    return OptionsRefused(sentence)
