"""What an event's files say: its standings as CSV and JSON, the results file a ranking body takes, and who sits
where (each table's names as played, each entrant's schedule) for the printed sheets.

Pure text, in English whatever language the window speaks (a file is read anywhere); written to disk by
:func:`tablekeeper.files.write_export` only. The standings come from :mod:`tablekeeper.events.standings` (or
anything with the same fields: :class:`StandingRow`), best first, as they are ranked.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from tablekeeper.events.ema import ema_points, ema_weight
from tablekeeper.events.model import EventRecord, Penalty, TableSeating
from tablekeeper.events.stage_files import extra_cells, extra_data, extra_header, extra_player_data
from tablekeeper.events.standings import StandingRow
from tablekeeper.events.team_standings import TeamStanding, team_standings
from tablekeeper.rules.standings import THOUSAND, format_score, score_number
from tablekeeper.text import spreadsheet_text

STANDINGS_HEADER = ("place", "name", "games", "score", "penalties", "total")
RESULTS_HEADER = ("place", "name", "ema_number", "country", "total", "games", "ema_points")
"""The ranking body's results file (the EMA's submission: position, player, EMA number, nationality, score, the
games played, for a ranking that counts them, and the base points the EMA's ranking gives the place)."""


def _csv(rows: Sequence[Sequence[object]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


def round_count(rows: Sequence[StandingRow]) -> int:
    """The rounds the standings have a column for (R1..R), as the window's Standings page shows them."""
    return max((len(r.rounds) for r in rows), default=0)


def penalty_text(penalty: Penalty) -> str:
    """A penalty in a line: its reason, its points and its round ("Late (-10.0, R2)")."""
    where = f", R{penalty.round}" if penalty.round is not None else ""
    return f"{penalty.reason} ({format_score(Fraction(penalty.points, THOUSAND))}{where})"


def round_cells(row: StandingRow, rounds: int) -> list[str]:
    """The entrant's score in each round 1..``rounds``, as a sheet writes it; empty where there is none."""
    scores = [*row.rounds, *[None] * (rounds - len(row.rounds))]
    return ["" if each is None else format_score(each) for each in scores]


def standings_csv(
    rows: Sequence[StandingRow],
    penalties: Sequence[Penalty] = (),
    teams: Sequence[TeamStanding] = (),
    *,
    record: EventRecord | None = None,
) -> str:
    """The standings as CSV: a header, then one line per entrant as ranked: the totals, each round's score (empty:
    not played, or its table has no result), and the entrant's ``penalties`` with their reasons ("; " between
    two); scores as a sheet writes them ("+6.5", numbers a spreadsheet reads as numbers), names and reasons kept
    from being read as formulas. Given the event's ``record``, the stage each reached, what they carried, the
    rounds they sat out and what each counted follow where it has them (:mod:`~tablekeeper.events.stage_files`).
    Where the event has ``teams``, their standings follow after an empty line (:func:`teams_csv`)."""
    rounds = round_count(rows)
    reasons: dict[int, list[str]] = {}
    for penalty in penalties:
        reasons.setdefault(penalty.entrant, []).append(penalty_text(penalty))
    return _csv(
        [
            [
                *STANDINGS_HEADER,
                *(f"r{each + 1}" for each in range(rounds)),
                "penalty_reasons",
                *(() if record is None else extra_header(record)),
            ],
            *(
                [
                    r.place,
                    spreadsheet_text(r.name),
                    r.games,
                    format_score(r.score),
                    format_score(r.penalties),
                    format_score(r.total),
                    *round_cells(r, rounds),
                    spreadsheet_text("; ".join(reasons.get(r.entrant, ()))),
                    *(() if record is None else extra_cells(record, r)),
                ]
                for r in rows
            ),
        ]
    ) + (("\n" + teams_csv(teams)) if teams else "")


def teams_csv(teams: Sequence[TeamStanding]) -> str:
    """The team standings as CSV: place, team, its members ("; " between two), total, each round's figure."""
    rounds = max((len(t.rounds) for t in teams), default=0)
    return _csv(
        [
            ["team_place", "team", "players", "total", *(f"r{each + 1}" for each in range(rounds))],
            *(
                [
                    t.place,
                    spreadsheet_text(t.team),
                    spreadsheet_text("; ".join(t.members)),
                    format_score(t.total),
                    *("" if each is None else format_score(each) for each in t.rounds),
                ]
                for t in teams
            ),
        ]
    )


def teams_data(record: EventRecord, teams: Sequence[TeamStanding]) -> dict[str, object]:
    """The team standings as JSON data: how a team's total is made (sum or average), and each team's place, members,
    total and figure in each round (null: no member has a score in it), as plain numbers."""
    return {
        "team_score": record.team_score.value,
        "teams": [
            {
                "team": t.team,
                "place": t.place,
                "players": list(t.members),
                "total": score_number(t.total),
                "rounds": [None if each is None else score_number(each) for each in t.rounds],
            }
            for t in teams
        ],
    }


def ema_data(record: EventRecord, rows: Sequence[StandingRow]) -> dict[str, object]:
    """The event's weight in the EMA's ranking, with what it counts (:mod:`tablekeeper.events.ema`)."""
    weight = ema_weight(record, rows)
    return {
        "weight": float(weight.weight),
        "days": weight.days,
        "championship": weight.championship,
        "players": weight.players,
        "countries": weight.countries,
    }


def standings_data(
    record: EventRecord,
    rows: Sequence[StandingRow],
    *,
    round: int | None = None,
    provisional: bool = False,
    stage: int | None = None,
) -> dict[str, object]:
    """The standings as a JSON object: the event's title, its rule set's preset name, the round they stop after
    (None: every round), whether some table of those rounds has no result yet, and each entrant's figures, the
    scores as plain numbers as `tablekeeper stats --json` writes them (6.5 for +6.5), with the base points the EMA's
    ranking gives their place; the event's weight in that ranking; the teams' standings where it has teams; its
    stages (``stage``: the one shown, None overall) and sit-outs where it has them
    (:func:`~tablekeeper.events.stage_files.extra_data`)."""
    points = ema_points(rows)
    teams = team_standings(record, rows)
    return {
        "event": record.title,
        "rules": record.rules.name,
        "round": round,
        "provisional": provisional,
        "players": [
            {
                "name": r.name,
                "place": r.place,
                "games": r.games,
                "score": score_number(r.score),
                "penalties": score_number(r.penalties),
                "total": score_number(r.total),
                "ema_points": points[r.entrant],
                **extra_player_data(record, r),
            }
            for r in rows
        ],
        "ema": ema_data(record, rows),
        **(teams_data(record, teams) if teams else {}),
        **extra_data(record, stage),
    }


def standings_json(
    record: EventRecord,
    rows: Sequence[StandingRow],
    *,
    round: int | None = None,
    provisional: bool = False,
    stage: int | None = None,
) -> str:
    """:func:`standings_data` as the text of a JSON file."""
    data = standings_data(record, rows, round=round, provisional=provisional, stage=stage)
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def results_csv(record: EventRecord, rows: Sequence[StandingRow]) -> str:
    """The results file for the ranking body: place, name, EMA number, country, total score (a plain number,
    as in the JSON file: 45.5, -12.25) and games, one line per ranked entrant; a cell left empty where the event
    does not know it."""
    entrants = {e.number: e for e in record.entrants}
    points = ema_points(rows)
    lines: list[list[object]] = [list(RESULTS_HEADER)]
    for r in rows:
        entrant = entrants.get(r.entrant)
        ema = entrant.ema if entrant is not None and entrant.ema else ""
        country = entrant.country if entrant is not None and entrant.country else ""
        lines.append(
            [
                r.place,
                spreadsheet_text(r.name),
                spreadsheet_text(ema),
                spreadsheet_text(country),
                score_number(r.total),
                r.games,
                points[r.entrant],
            ]
        )
    return _csv(lines)


def played_names(record: EventRecord, round: int, table: TableSeating) -> tuple[str, ...]:
    """Who sits at ``table`` of ``round``, in wind order: each entrant's name, or their substitute's for that
    round."""
    names = {e.number: e.name for e in record.entrants}
    for s in record.substitutions:
        if s.round == round:
            names[s.entrant] = s.substitute
    return tuple(names.get(n, str(n)) for n in table.seats)


@dataclass(frozen=True, slots=True)
class ScheduleLine:
    """Where an entrant sits in one round."""

    round: int
    table: int | None
    """None: not seated in that round (absent)."""
    wind: int | None
    """0..3: East, South, West, North (0..2 at a table of three)."""
    opponents: tuple[tuple[int, str], ...] = ()
    """The others at the table: (wind, name as played), in wind order."""
    substitute: str | None = None
    """Who plays the entrant's seat in their place in that round, if anyone."""


def schedule(record: EventRecord, entrant: int) -> tuple[ScheduleLine, ...]:
    """An entrant's personal schedule: for each round seated, their table, wind and opponents."""
    lines = []
    for seating in record.rounds:
        line = ScheduleLine(seating.round, None, None)
        for table in seating.tables:
            if entrant in table.seats:
                wind = table.seats.index(entrant)
                names = played_names(record, seating.round, table)
                substitute = next(
                    (s.substitute for s in record.substitutions if s.round == seating.round and s.entrant == entrant),
                    None,
                )
                others = tuple((w, name) for w, name in enumerate(names) if w != wind)
                line = ScheduleLine(seating.round, table.table, wind, others, substitute)
                break
        lines.append(line)
    return tuple(lines)
