"""The season a site shows, read once from the service: the ranking (the club table of :mod:`tablekeeper.stats`, as
`tablekeeper stats` gives it), every finished game chosen replayed, the events of the season with their standings,
and each player's rating after each of their games."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime

from tablekeeper.rules.ruleset import PLAYER_COUNTS
from tablekeeper.service import GameFilter, Session
from tablekeeper.service.events import EventStandings
from tablekeeper.snapshots import GameSnapshot, GameSummary
from tablekeeper.stats import ClubTable, PlayerStatistics


@dataclass(frozen=True, slots=True)
class Season:
    """What the site is made of."""

    chosen: GameFilter
    tables: tuple[ClubTable, ...]
    """The ranking of each table played at (three players, four: ranked apart), four first; each by total +/-
    score."""
    summaries: tuple[GameSummary, ...]
    """The finished games chosen, oldest first, as listed."""
    games: Callable[[], Iterator[GameSnapshot]]
    """The same games replayed, one at a time (a season of 10,000 is never whole in memory)."""
    events: tuple[EventStandings, ...]
    """The events of the season (created within its dates, under its rules), oldest first, with their standings."""
    arrivals: tuple[str, ...]
    """Every player of the club's finished games in the order they first played (the oldest game first, then by
    seat): a player's page is numbered by it, so that it keeps its address as games are added."""
    ratings: dict[int, dict[str, tuple[float, ...]]]
    """By table (three players, four: a rating each), each player's club rating after each of their games there
    (every game stored: the rating is the club's)."""
    passed_over: tuple[str, ...]
    """The games that could not be read, each as the sentence that names it."""
    unpublished: frozenset[str] = frozenset()
    """The players marked not to be published: named "Player N" on every page."""

    def numbers(self) -> dict[str, int]:
        """Each player's number: their page's (``players/N.html``), and "Player N" for one not published. In the
        order the players first played at the club, so that a page keeps its address as games are added (a link
        shared after a club night still leads to it)."""
        names = [*self.arrivals, *sorted(set(self.figures()) - set(self.arrivals))]
        return {name: index + 1 for index, name in enumerate(names)}

    def figures(self) -> dict[str, list[tuple[int, PlayerStatistics]]]:
        """Each ranked player's figures at each table they played at (its players, their figures), four first: the
        figures of their page."""
        out: dict[str, list[tuple[int, PlayerStatistics]]] = {}
        for table in self.tables:
            for player in table.ranked:
                out.setdefault(player.name, []).append((table.players, player))
        return out


def read_season(session: Session, chosen: GameFilter) -> Season:
    """The season of the games ``chosen`` (finished ones only), read from ``session``."""
    finished = GameFilter(chosen.player, chosen.since, chosen.until, True, chosen.rules)
    figures = session.library.statistics(finished)
    summaries = session.library.list_games(finished, limit=None)
    listed = tuple(reversed(summaries))
    everything = finished if chosen == GameFilter() else GameFilter(finished=True)
    every_game = listed if everything is finished else session.library.list_games(everything, limit=None)[::-1]
    arrivals = tuple(dict.fromkeys(name for game in every_game for name in game.players))
    ids = [summary.id for summary in listed]
    events = []
    for summary in session.events.list_events():
        if not _within(summary.created_at, chosen) or (chosen.rules and summary.rules_name != chosen.rules):
            continue
        events.append(session.events.event_standings(summary.id))
    events.sort(key=lambda standings: standings.event.id)
    passed = tuple(str(problem) for problem in figures.passed_over)
    return Season(
        chosen,
        tuple(table for table in figures.tables if table.ranked),
        listed,
        lambda: session.table.read_games(ids),
        tuple(events),
        arrivals,
        {players: session.events.rating_history(players) for players in PLAYER_COUNTS},
        passed,
        session.library.unpublished(),
    )


def _within(moment: datetime, chosen: GameFilter) -> bool:
    stored = GameFilter(since=chosen.since, until=chosen.until).chosen()
    since, until = stored.get("since"), stored.get("until")
    return (since is None or moment >= since) and (until is None or moment <= until)
