"""A series of events (a league of club nights) ranked as one: each event's standings read as the event gives them
(:meth:`Events.event_standings <tablekeeper.service.events.Events.event_standings>`), then ranked by
:func:`tablekeeper.events.series.series_standings`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tablekeeper.events.series import SeriesEvent, SeriesStanding, check_series, series_standings
from tablekeeper.service.events import Events


@dataclass(frozen=True, slots=True)
class SeriesStandings:
    """The series as read now: its events, what it counts, its players (the ranked first)."""

    events: tuple[SeriesEvent, ...]
    best: int | None
    """Each player's best results counted (None: every one)."""
    min_events: int | None
    """The events a ranked player has played (None: one)."""
    players: tuple[SeriesStanding, ...]
    provisional: bool
    """Some table of one of its events has no result yet."""


class Series:
    """The series over one database's events."""

    def __init__(self, events: Events) -> None:
        self._events = events

    def series_standings(
        self, event_ids: Sequence[int], *, best: int | None = None, min_events: int | None = None
    ) -> SeriesStandings:
        """The series of the events ``event_ids`` (in that order), each player's best ``best`` results counted, a
        player of fewer than ``min_events`` events listed unranked after the others. Refused in a sentence: an
        event that does not exist, an event twice, events of three and of four players together, ``best`` or
        ``min_events`` not 1 to the number of events."""
        check_series([SeriesEvent(each, "", 0, ()) for each in event_ids], best, min_events)
        read = [self._events.event_standings(each) for each in event_ids]
        events = tuple(
            SeriesEvent(standings.event.id, standings.event.title, standings.event.rules.players, standings.players)
            for standings in read
        )
        players = series_standings(events, best=best, min_events=min_events)
        return SeriesStandings(events, best, min_events, players, any(s.provisional for s in read))


__all__ = ["Series", "SeriesStandings"]
