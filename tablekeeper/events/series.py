"""A series of events (a league of club nights): one ranking over several events' standings.

Each player's event result is their total in that event's standings (penalties in); a player is known across the
events by their name, as the club knows them (the name their games are stored under). An event counts for a player
once they played a game in it (a game a substitute played for them counts, as the event's standings count it).

Each player's best ``best`` results are counted (all of them when ``best`` is None) and added up. A player with
fewer than ``min_events`` events is not ranked: they are listed after the ranked players, without a place.

Ties: the higher total first; then the better results counted, compared from the best down (the higher best result
first, then the higher second...; level until one player's counted results run out, that player goes first: the same
total from fewer results). Players still level share the place (1, 1, 3) and are listed by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Protocol

from tablekeeper.events.errors import EventError
from tablekeeper.words import QT_TR_NOOP


class SeriesRefused(EventError):
    """A series that cannot be ranked as asked: no event, an event twice, events of three and of four players
    together, a count of results to keep that the events do not have."""


class EventResult(Protocol):
    """One player's line in an event's standings (:class:`tablekeeper.events.standings.EventStanding`)."""

    @property
    def name(self) -> str: ...
    @property
    def games(self) -> int: ...
    @property
    def total(self) -> Fraction: ...


@dataclass(frozen=True, slots=True)
class SeriesEvent:
    """One event of the series: its number, title, its tables' players (3 or 4) and its standings."""

    id: int
    title: str
    seats: int
    players: Sequence[EventResult]


@dataclass(frozen=True, slots=True)
class SeriesStanding:
    """One player's line in the series."""

    name: str
    place: int | None
    """None: fewer events than the series asks of a ranked player (listed after the ranked ones)."""
    events: int
    """The events they played in."""
    counted: int
    """The results counted: their best ``best``, or every one."""
    total: Fraction
    """The sum of the results counted."""
    results: tuple[Fraction | None, ...]
    """Their result in each event of the series, in the series' order (None: they did not play in it)."""
    kept: tuple[bool, ...]
    """For each event of the series, whether its result is one of those counted."""


def check_series(events: Sequence[SeriesEvent], best: int | None, min_events: int | None) -> None:
    """Refuse (:class:`SeriesRefused`) a series of no event, of an event twice, of events of three and of four
    players, or whose ``best`` or ``min_events`` is not 1 to the number of events."""
    if not events:
        raise SeriesRefused(QT_TR_NOOP("A series needs at least one event: name the events it counts."))
    seen: set[int] = set()
    for event in events:
        if event.id in seen:
            raise SeriesRefused(
                QT_TR_NOOP("Event {event} is named twice: each event counts once in a series."), event=event.id
            )
        seen.add(event.id)
    first = events[0]
    for event in events[1:]:
        if event.seats != first.seats:
            raise SeriesRefused(
                QT_TR_NOOP(
                    "Event {event} is played at tables of {other} and event {first} at tables of {size}: games of "
                    "three and of four players are ranked apart, never in one series."
                ),
                event=event.id,
                other=event.seats,
                first=first.id,
                size=first.seats,
            )
    for value, sentence in (
        (best, QT_TR_NOOP("The series counts each player's best 1 to {count} results (its events), not {value}.")),
        (min_events, QT_TR_NOOP("A ranked player plays 1 to {count} events (the series' events), not {value}.")),
    ):
        if value is not None and (isinstance(value, bool) or not 1 <= value <= len(events)):
            raise SeriesRefused(sentence, count=len(events), value=value)


def series_standings(
    events: Sequence[SeriesEvent], *, best: int | None = None, min_events: int | None = None
) -> tuple[SeriesStanding, ...]:
    """The players of the series, the ranked ones first (best first), then those of too few events; see the
    module's documentation for what is counted and how ties are broken."""
    check_series(events, best, min_events)
    results: dict[str, list[Fraction | None]] = {}
    for index, event in enumerate(events):
        for line in event.players:
            if line.games:
                results.setdefault(line.name, [None] * len(events))[index] = line.total
    lines = [_line(name, tuple(found), best) for name, found in results.items()]
    least = min_events or 1
    ranked = _placed([line for line in lines if line.events >= least])
    unranked = sorted((line for line in lines if line.events < least), key=_order)
    return (*ranked, *unranked)


def _line(name: str, results: tuple[Fraction | None, ...], best: int | None) -> SeriesStanding:
    played = sorted(
        ((score, index) for index, score in enumerate(results) if score is not None), key=lambda each: -each[0]
    )
    # Of equal results, the earlier event's is kept: which one is dropped changes no total.
    counted = played if best is None else played[:best]
    kept = {index for _score, index in counted}
    return SeriesStanding(
        name,
        None,
        len(played),
        len(counted),
        sum((score for score, _index in counted), Fraction(0)),
        results,
        tuple(index in kept for index in range(len(results))),
    )


def _counted(line: SeriesStanding) -> tuple[Fraction, ...]:
    """The results counted, best first."""
    return tuple(sorted((s for s, k in zip(line.results, line.kept, strict=True) if s is not None and k), reverse=True))


def _rank(line: SeriesStanding) -> tuple[Fraction, tuple[Fraction, ...]]:
    """What places a player: lower is better (a tuple that runs out first is the lower, as the module says)."""
    return (-line.total, tuple(-score for score in _counted(line)))


def _order(line: SeriesStanding) -> tuple[tuple[Fraction, tuple[Fraction, ...]], str, str]:
    return (_rank(line), line.name.casefold(), line.name)


def _placed(lines: list[SeriesStanding]) -> list[SeriesStanding]:
    out: list[SeriesStanding] = []
    for index, line in enumerate(sorted(lines, key=_order)):
        place = out[-1].place if out and _rank(out[-1]) == _rank(line) else index + 1
        out.append(SeriesStanding(line.name, place, line.events, line.counted, line.total, line.results, line.kept))
    return out


__all__ = ["EventResult", "SeriesEvent", "SeriesRefused", "SeriesStanding", "check_series", "series_standings"]
