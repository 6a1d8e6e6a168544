"""The event's files, each written through the one writer of files (never over a database): what the window's
Standings page exports, and what `tablekeeper event export` can call too, so that both write the same files."""

from __future__ import annotations

from pathlib import Path

from tablekeeper.events import files
from tablekeeper.events.standings import counted_penalties
from tablekeeper.files import write_export
from tablekeeper.service.events import EventStandings

EVENT_FILES = ("csv", "json", "pdf", "schedule", "sheets", "ema")
"""The standings as CSV, JSON or a PDF sheet; the players' schedules (PDF); blank score sheets (PDF); the ranking
body's results file (CSV)."""


PDF_FILES = ("pdf", "schedule", "sheets")
"""The event's files that are PDFs (the others are text)."""


def event_file_text(kind: str, standings: EventStandings) -> str:
    """The text of the event's text file ``kind`` (csv, json or ema) of ``standings``."""
    record, rows = standings.event.record, standings.players
    if kind == "csv":  # the penalties with their reasons, as the standings count them
        penalties = counted_penalties(record, standings.round)
        return files.standings_csv(rows, penalties, standings.teams, record=record)
    if kind == "json":
        return files.standings_json(
            record, rows, round=standings.round, provisional=standings.provisional, stage=standings.stage
        )
    return files.results_csv(record, rows)


def write_event_file(kind: str, path: Path, standings: EventStandings) -> None:
    """Write the event's file ``kind`` (one of :data:`EVENT_FILES`) of ``standings`` (those after their round, or
    in total): blank score sheets for that round's tables, or for every table seated."""
    view, rows, through = standings.event, standings.players, standings.round
    record, provisional = view.record, standings.provisional
    if kind not in PDF_FILES:
        write_export(path, event_file_text(kind, standings))
    else:  # a PDF: Qt's GUI module, only when one is asked for
        # door: QtGui, 120 ms CPU a csv or json export is spared
        from tablekeeper.reports.event_sheets import (
            write_event_standings_pdf,
            write_schedules_pdf,
            write_score_sheets_pdf,
        )

        if kind == "pdf":
            write_event_standings_pdf(path, record, rows, round=through, provisional=provisional)
        elif kind == "schedule":
            write_schedules_pdf(path, record)
        else:
            tables = None if through is None else {(t.round, t.table) for t in view.tables if t.round == through}
            write_score_sheets_pdf(path, record, tables)
