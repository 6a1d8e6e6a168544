"""The days a dialog's date fields show, and the service's filter of the games started on them.

The games browser and the statistics choose games by days of this computer's calendar, from the first day shown
to the last one included; the service takes moments (:class:`tablekeeper.service.GameFilter`). Both dialogs go
through here, so that a filter handed from one to the other shows the same days.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from PySide6.QtCore import QDate

from tablekeeper.service import GameFilter

ANY_DATE = QDate(2000, 1, 1)
"""The date fields' lowest date, shown as "Any": no limit on that side."""


def chosen_games(
    player: str, first: QDate, last: QDate, *, rules: str | None = None, finished: bool | None = None
) -> GameFilter:
    """The games of ``player`` (a name as typed; blank: anyone) started from local midnight of ``first`` to the
    end of ``last`` (:data:`ANY_DATE`: no limit)."""
    return GameFilter(
        player=player.strip() or None,
        since=None if first == ANY_DATE else _midnight(first),
        until=None if last == ANY_DATE else _midnight(last) + timedelta(days=1),
        finished=finished,
        rules=rules,
    )


def shown_days(chosen: GameFilter) -> tuple[QDate, QDate]:
    """The first and last days to show for ``chosen`` (:data:`ANY_DATE` where it has no limit)."""
    return (
        ANY_DATE if chosen.since is None else _day(chosen.since),
        ANY_DATE if chosen.until is None else _day(chosen.until - timedelta(days=1)),
    )


def _midnight(day: QDate) -> datetime:
    """Local midnight at the start of ``day``, as an aware moment (the games are stored in UTC)."""
    return datetime(day.year(), day.month(), day.day()).astimezone()


def _day(moment: datetime) -> QDate:
    local = (moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)).astimezone()  # naive: UTC
    return QDate(local.year, local.month, local.day)
