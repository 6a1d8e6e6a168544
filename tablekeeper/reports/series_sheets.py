"""A series' printed sheet: its standings over its events, drawn as the event standings' sheet is
(:mod:`tablekeeper.reports.event_sheets`: the same page cursor, fonts and A4 layout), labels through
:func:`tablekeeper.words.tr`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QPagedPaintDevice

from tablekeeper.events.series_files import result_cell
from tablekeeper.reports.sheets import BODY_POINTS, TITLE_POINTS, Column, _Page, _score, decimal, painter_on, write_pdf
from tablekeeper.service.series import SeriesStandings
from tablekeeper.words import number, tr


def _counting(series: SeriesStandings) -> str:
    """What the series counts, in a line."""
    best = (
        tr("every result counted")
        if series.best is None
        else tr("each player's best {best} of {count} results counted").format(
            best=series.best, count=len(series.events)
        )
    )
    if series.min_events is None or series.min_events <= 1:
        return best
    ranked = tr("ranked from {count} events played").format(count=series.min_events)
    return "   ·   ".join([best, ranked])


def paint_series_standings(device: QPagedPaintDevice, series: SeriesStandings) -> int:
    """The series on ``device``: its events, what it counts, a provisional mark while a table of its events has no
    result, then each player as listed (the unranked without a place) with each event's result, those not counted
    in brackets. The number of pages."""
    painter = painter_on(device)
    try:
        page = _Page(painter, device)
        page.line(tr("Series"), TITLE_POINTS, bold=True)
        for index, event in enumerate(series.events):
            page.line(
                tr("E{index}: {title} (event {event})").format(index=index + 1, title=event.title, event=event.id)
            )
        page.line(_counting(series), BODY_POINTS, after=2 if series.provisional else 4)
        if series.provisional:
            page.line(tr("Provisional: some tables have no result yet."), bold=True, after=4)
        events = len(series.events)
        each_event = min(0.09, 0.40 / events)
        page.table(
            tr("Standings"),
            [
                Column(tr("Place"), 0.07, right=True),
                Column(tr("Player"), 0.55 - events * each_event),
                Column(tr("Events"), 0.09, right=True),
                Column(tr("Counted"), 0.10, right=True),
                Column(tr("Total"), 0.11, right=True),
                *(Column(tr("E{index}").format(index=n + 1), each_event, right=True) for n in range(events)),
            ],
            [
                [
                    "" if line.place is None else str(line.place),
                    line.name,
                    number(line.events),
                    number(line.counted),
                    _score(line.total),
                    *(decimal(result_cell(line, n)) or "–" for n in range(events)),
                ]
                for line in series.players
            ],
        )
        return page.pages
    finally:
        painter.end()


def write_series_standings_pdf(path: Path, series: SeriesStandings) -> int:
    """The series' standings as a PDF file; the number of pages."""
    return write_pdf(path, lambda device: paint_series_standings(device, series), tr("Series"))


__all__ = ["paint_series_standings", "write_series_standings_pdf"]
