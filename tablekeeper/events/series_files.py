"""What a series' files say: its standings as CSV and as JSON (the object `tablekeeper series standings --json`
prints). Pure text, in English whatever language the window speaks, as the event's files
(:mod:`tablekeeper.events.files`); written to disk by :func:`tablekeeper.files.write_export` only."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence

from tablekeeper.events.series import SeriesEvent, SeriesStanding
from tablekeeper.rules.standings import format_score, score_number
from tablekeeper.text import spreadsheet_text

SERIES_HEADER = ("place", "name", "events", "counted", "total")


def result_cell(line: SeriesStanding, index: int) -> str:
    """A player's result in the series' event ``index`` as a sheet writes it: "+12.5"; in brackets when it is not
    counted ("(-3.0)"); empty where they did not play."""
    score = line.results[index]
    if score is None:
        return ""
    return format_score(score) if line.kept[index] else f"({format_score(score)})"


def series_csv(events: Sequence[SeriesEvent], lines: Sequence[SeriesStanding]) -> str:
    """The series as CSV: a header (the events' columns named by their numbers: e3, e5...), then a line a player as
    listed, the unranked with an empty place."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*SERIES_HEADER, *(f"e{event.id}" for event in events)])
    for line in lines:
        writer.writerow(
            [
                "" if line.place is None else line.place,
                spreadsheet_text(line.name),
                line.events,
                line.counted,
                format_score(line.total),
                *(result_cell(line, index) for index in range(len(events))),
            ]
        )
    return out.getvalue()


def series_data(
    events: Sequence[SeriesEvent], lines: Sequence[SeriesStanding], *, best: int | None, min_events: int | None
) -> dict[str, object]:
    """The series as a JSON object: its events (number and title), the results counted (None: all), the events a
    ranked player needs (None: one), and each player's place (None: not ranked), events, results counted and total
    (a plain number, as `event standings --json` writes scores)."""
    return {
        "events": [{"id": event.id, "title": event.title} for event in events],
        "best": best,
        "min_events": min_events,
        "players": [
            {
                "name": line.name,
                "place": line.place,
                "events": line.events,
                "counted": line.counted,
                "total": score_number(line.total),
            }
            for line in lines
        ],
    }


def series_json(
    events: Sequence[SeriesEvent], lines: Sequence[SeriesStanding], *, best: int | None, min_events: int | None
) -> str:
    """:func:`series_data` as the text of a JSON file."""
    return json.dumps(series_data(events, lines, best=best, min_events=min_events), ensure_ascii=False, indent=2) + "\n"


__all__ = ["SERIES_HEADER", "result_cell", "series_csv", "series_data", "series_json"]
