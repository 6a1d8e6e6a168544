"""What an event's files say of its stages and its sit-outs, beside each player's figures: the stage each player
reached and what they carried into it after a cut, the rounds each sat out and what a round sat out counted.

One place for the CSV, the JSON and the PDF sheet (:mod:`tablekeeper.events.files`,
:mod:`tablekeeper.reports.event_sheets`), so that they say the same. An event with no cut has no stage column, one
with no round sat out no sit-out column: their files keep the form they had.
"""

from __future__ import annotations

from fractions import Fraction

from tablekeeper.events.model import EventRecord
from tablekeeper.events.standings import StandingRow
from tablekeeper.rules.standings import THOUSAND, format_score, score_number

STAGE_HEADER = ("stage", "carried")
SIT_OUT_HEADER = ("sat_out", "sit_out_score")


def has_sit_outs(record: EventRecord) -> bool:
    """Someone sat out a round of the event."""
    return any(seating.sitting_out for seating in record.rounds)


def sit_out_points(record: EventRecord) -> Fraction | None:
    """What a round sat out counts, in game points (None: nothing)."""
    return None if record.sit_out_score is None else Fraction(record.sit_out_score, THOUSAND)


def reached(record: EventRecord, entrant: int) -> int:
    """The last stage ``entrant`` went through to (1: not through any cut)."""
    return max((stage.number for stage in record.stages if entrant in stage.qualified), default=1)


def extra_header(record: EventRecord) -> tuple[str, ...]:
    """The CSV columns the event's stages and sit-outs add after a player's rounds."""
    return (STAGE_HEADER if record.stages else ()) + (SIT_OUT_HEADER if has_sit_outs(record) else ())


def extra_cells(record: EventRecord, row: StandingRow) -> list[str]:
    """A player's cells under :func:`extra_header`: the stage reached and what they carried (a sheet's "+37.0");
    the rounds they sat out ("2; 4") and what each counted ("+5.0", "none": nothing; empty: none sat out)."""
    cells: list[str] = []
    if record.stages:
        cells += [str(reached(record, row.entrant)), format_score(row.carried)]
    if has_sit_outs(record):
        points = sit_out_points(record)
        counted = "" if not row.sat_out else "none" if points is None else format_score(points)
        cells += ["; ".join(str(each) for each in row.sat_out), counted]
    return cells


def extra_player_data(record: EventRecord, row: StandingRow) -> dict[str, object]:
    """A player's JSON fields of the stages (``stage`` reached, ``carried``) and sit-outs (``sat_out``: the rounds)."""
    out: dict[str, object] = {}
    if record.stages:
        out |= {"stage": reached(record, row.entrant), "carried": score_number(row.carried)}
    if has_sit_outs(record):
        out["sat_out"] = list(row.sat_out)
    return out


def extra_data(record: EventRecord, stage: int | None) -> dict[str, object]:
    """The event's JSON fields of its stages (the stage shown, null: overall; each cut's first round, top and
    scores) and its sit-outs (what a round sat out counts, null: nothing)."""
    out: dict[str, object] = {}
    if has_sit_outs(record):
        points = sit_out_points(record)
        out["sit_out_score"] = None if points is None else score_number(points)
    if record.stages:
        out["stage"] = stage
        out["stages"] = [
            {"stage": s.number, "first_round": s.first_round, "top": len(s.qualified), "scores": s.scores.value}
            for s in record.stages
        ]
    return out
