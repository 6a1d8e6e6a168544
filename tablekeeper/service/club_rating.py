"""The club's rating's games: every finished game of the club and every result its events kept on paper, in the
order they were played, by the names of who played (:mod:`tablekeeper.events.rating` rates them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Protocol

from tablekeeper.events import changes
from tablekeeper.events.model import EventRecord, PaperResult
from tablekeeper.events.rating import RatedGame
from tablekeeper.events.standings import table_result
from tablekeeper.service.table import Table
from tablekeeper.stats import FIGURES_VERSION
from tablekeeper.store import event_records
from tablekeeper.store.database import Database


class LoadedEvent(Protocol):
    """An event as the events' service loads it: its rows and its record."""

    @property
    def stored(self) -> event_records.StoredEvent: ...
    @property
    def record(self) -> EventRecord: ...


def rated_games(database: Database, table: Table, load: Callable[[int], LoadedEvent]) -> list[RatedGame]:
    """Every finished game stored (loose and events') and every result kept on paper, oldest first, by the names
    of who played; an event's fillers are no one (:class:`~tablekeeper.events.rating.RatedGame`).

    A paper result has no time of its own: it counts in its round's place, after the event's games of the
    rounds before it (or from the event's creation when none was stored), so that its players come to it with
    the ratings they had then. Tables of one round seat different players: their order among themselves
    changes nothing."""
    with database.reading() as reader:  # one snapshot
        games = event_records.finished_seats(reader)
        kept = event_records.kept_places(reader, FIGURES_VERSION)
        moments = event_records.event_moments(reader)
    started = {game_id: moment for game_id, moment, _names in games}
    dated: list[tuple[datetime, int, int, RatedGame]] = []
    nobody: dict[int, frozenset[int]] = {}
    for event_id, created in moments.items():
        loaded = load(event_id)
        nobody.update(_filler_seats(loaded))
        for paper, game in _paper_games(loaded):
            played = [
                started[game_id]
                for (round, _table), (game_id, _ended) in loaded.stored.games.items()
                if round < paper.round and game_id in started
            ]
            dated.append((max(played, default=created), 1, paper.round * 1000 + paper.table, game))
    for game_id, moment, names in games:
        places = kept.get(game_id)
        if places is None or len(places) != len(names):  # finished before the figures were kept: replayed
            places = {s.seat: s.place for s in table.game(game_id).standings}
        fillers = nobody.get(game_id, frozenset())
        dated.append((moment, 0, game_id, _rated([None if s in fillers else n for s, n in enumerate(names)], places)))
    dated.sort(key=lambda each: each[:3])
    return [each[3] for each in dated]


def _filler_seats(loaded: LoadedEvent) -> dict[int, frozenset[int]]:
    """The seats of the event's stored games where a filler sat: game id -> seats."""
    fillers = {entrant.number for entrant in loaded.record.entrants if entrant.filler}
    out = {}
    for (round, table), (game_id, _ended) in loaded.stored.games.items():
        seats = changes.table_of(loaded.record, round, table).seats
        out[game_id] = frozenset(seat for seat, entrant in enumerate(seats) if entrant in fillers)
    return out


def _paper_games(loaded: LoadedEvent) -> list[tuple[PaperResult, RatedGame]]:
    record = loaded.record
    fillers = {entrant.number for entrant in record.entrants if entrant.filler}
    out = []
    for paper in sorted(record.paper, key=lambda p: (p.round, p.table)):
        result = table_result(record, paper)
        places = {s.seat: s.place for s in result.standings}
        names = changes.played_names(record, paper.round, paper.table)
        seated = [None if entrant in fillers else name for entrant, name in zip(result.seats, names, strict=True)]
        out.append((paper, _rated(seated, places)))
    return out


def _rated(names: Sequence[str | None], places: dict[int, int]) -> RatedGame:
    return RatedGame(tuple(names), tuple(places[seat] for seat in range(len(names))))
