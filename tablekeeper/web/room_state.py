"""What the event's page (for everyone in the room: the phones, the projector) and a player's own page show, in the
words of the request: the standings as they stand (each game still played counted as it stands, provisional until
the round is in), each round's seating and results, the round's clock; and for a player, their place and total, each
of their games of the event hand by hand with its chart, their figures of the season, their rating over time. Read
only: no change is made from these pages."""

from __future__ import annotations

import dataclasses
import math
from typing import Any

from tablekeeper import present
from tablekeeper.chart import game_chart, rating_chart, season_chart
from tablekeeper.publishing import Published
from tablekeeper.reports.svg_chart import line_chart_svg
from tablekeeper.rules.clock_times import ClockState
from tablekeeper.service import local_time
from tablekeeper.service.clock_views import ClockView
from tablekeeper.service.events import EventStandings, EventView
from tablekeeper.service.library import PlayedGame
from tablekeeper.sheet_rows import figure_text, hand_rows, rate_text, score_text, standing_rows
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.stats import PlayerStatistics
from tablekeeper.words import number, plural, tr


def room_state(
    view: EventView,
    standings: EventStandings,
    clock: ClockView | None,
    round_: int | None,
    player_links: dict[int, str] | None = None,
    published: Published | None = None,
) -> dict[str, Any]:
    """The event's page: ``standings`` (live), every round seated with its tables and each seat's score there, the
    clock of ``round_``; ``player_links``: each entrant's page, when the organiser made them public; ``published``:
    the names as published (a player marked not to be is "Player N")."""
    links = player_links or {}
    shown = published or Published(())
    rows = [
        {
            "place": s.place,
            "name": shown.name(s.name),
            "href": links.get(s.entrant),
            "games": s.games,
            "total": score_text(s.total),
        }
        for s in standings.players
    ]
    by_entrant = {s.entrant: s for s in standings.players}
    rounds: dict[int, list[dict[str, Any]]] = {}
    for table in sorted(view.tables, key=lambda t: (t.round, t.table)):
        seats = []
        for name, entrant in zip(table.seats, table.entrants, strict=True):
            line = by_entrant.get(entrant)
            score = None if line is None or table.round > len(line.rounds) else line.rounds[table.round - 1]
            seats.append({"name": shown.name(name), "score": "" if score is None else score_text(score)})
        rounds.setdefault(table.round, []).append(
            {"table": table.table, "seats": seats, "finished": table.finished, "paper": table.paper is not None}
        )
    return {
        "title": shown.text(view.title),
        "rows": rows,
        "provisional": standings.provisional,
        "rounds": [
            {"heading": tr("Round {round}").format(round=r), "current": r == round_, "tables": tables}
            for r, tables in sorted(rounds.items())
        ],
        "clock": clock_words(clock),
    }


def clock_words(clock: ClockView | None) -> dict[str, Any] | None:
    """The round's clock as a page says it: its words now, and the seconds left while it runs."""
    if clock is None:
        return None
    state = clock.state()
    left = clock.left()
    return {
        "status": present.clock_status(state, left),
        "left": max(0, math.ceil(left.total_seconds())),
        "running": state is ClockState.RUNNING,
        "running_words": tr("Time left {left}"),  # as present.clock_status says it, counted down by the page
    }


def player_state(
    name: str,
    standing: tuple[int, str, int] | None,
    games: list[GameSnapshot],
    figures: PlayerStatistics | None,
    season: list[PlayedGame],
    rating: tuple[float, ...],
    published: Published | None = None,
) -> dict[str, Any]:
    """A player's page: their ``standing`` in the event (place, total), their ``games`` of the event hand by hand
    with each one's chart (SVG), their ``figures`` of the season, its games and its +/- line (``season``, oldest
    first), their club ``rating`` after each game. ``standing``: their place, total and games counted;
    ``published``: the names as published (the others at their tables marked not to be are "Player N")."""
    shown = published or Published(())
    shown_games = [game_shown(game, name, shown) for game in games]
    charts = []
    if season:
        dates = [local_time(g.started_at).strftime("%m-%d") for g in season]
        line = season_chart(name, dates, [float(g.standing.score) for g in season])
        charts.append({"svg": line_chart_svg(line), "alt": line.description(), "caption": line.title})
    if rating:
        line = rating_chart(name, [str(n) for n in range(1, len(rating) + 1)], rating)
        charts.append({"svg": line_chart_svg(line), "alt": line.description(), "caption": line.title})
    said: str | None = None
    if standing is not None:
        place, total, count = standing
        said = plural(
            count,
            tr("Place {place} of the event, {total} after 1 game"),
            tr("Place {place} of the event, {total} after {count} games"),
        ).format(place=place, total=total, count=count)
    return {
        "name": name,
        "standing": said,
        "games": shown_games,
        "figures": _figures(figures, rating),
        "season": [
            {
                "game": g.id,
                "date": local_time(g.started_at).strftime("%Y-%m-%d"),
                "title": shown.text(g.title),
                "place": present.place_name(g.standing.place),
                "points": number(g.standing.points),
                "score": score_text(g.standing.score),
            }
            for g in reversed(season)  # the latest first
        ],
        "charts": charts,
    }


def game_shown(game: GameSnapshot, name: str, published: Published) -> dict[str, Any]:
    """One of ``name``'s games as their page shows it: its standings (their line marked), its chart (SVG, with its
    description) and its hands, the names as ``published``."""
    chart = game_chart(game)
    lines = tuple(dataclasses.replace(line, name=published.name(line.name)) for line in chart.lines)
    chart = dataclasses.replace(chart, lines=lines)
    return {
        "title": published.text(game.summary.title),
        "finished": game.finished,
        "standings": [
            {
                "place": r.place,
                "name": published.name(r.name),
                "points": r.points,
                "score": r.score,
                "own": r.name == name,
            }
            for r in standing_rows(game)
        ],
        "hands": [{"deal": h.deal, "result": published.text(" ".join(h.result))} for h in hand_rows(game)],
        "chart": line_chart_svg(chart),
        "alt": chart.description(),
    }


def _figures(player: PlayerStatistics | None, rating: tuple[float, ...]) -> list[tuple[str, str]]:
    if player is None:
        return []
    figures = [
        (tr("Games"), str(player.games)),
        (tr("+/- score"), score_text(player.total_score)),
        (tr("Average"), figure_text(player.average_score)),
        (tr("Places"), " / ".join(str(count) for count in player.places)),
        (tr("Wins"), str(player.wins)),
        (tr("Deal-ins"), str(player.deal_ins)),
        (tr("Riichi"), str(player.riichi)),
        (tr("Average win"), "–" if player.average_win is None else number(round(player.average_win))),
        (tr("Tsumo share"), rate_text(player.tsumo_share)),
    ]
    if rating:
        figures.append((tr("Rating"), number(round(rating[-1]))))
    return figures
