"""A series' files, each written through the one writer of files: what the window's series dialog exports, and what
`tablekeeper series export` writes, so that both write the same files."""

from __future__ import annotations

from pathlib import Path

from tablekeeper.events.series_files import series_csv, series_json
from tablekeeper.files import write_export
from tablekeeper.service.series import SeriesStandings

SERIES_FILES = ("csv", "json", "pdf")
"""The series' standings as CSV, JSON or a PDF sheet."""


def series_file_text(kind: str, series: SeriesStandings) -> str:
    """The text of the series' text file ``kind`` (csv or json)."""
    if kind == "csv":
        return series_csv(series.events, series.players)
    return series_json(series.events, series.players, best=series.best, min_events=series.min_events)


def write_series_file(kind: str, path: Path, series: SeriesStandings) -> None:
    """Write the series' file ``kind`` (one of :data:`SERIES_FILES`)."""
    if kind != "pdf":
        write_export(path, series_file_text(kind, series))
        return
    # door: QtGui, only when a PDF is asked for (as the event's files do)
    from tablekeeper.reports.series_sheets import write_series_standings_pdf

    write_series_standings_pdf(path, series)


__all__ = ["SERIES_FILES", "series_file_text", "write_series_file"]
