"""The site's files, made from a :class:`~tablekeeper.site.season.Season`: the ranking (``index.html``), a page a
player (``players/N.html``), a game (``games/ID.html``) and an event (``events/ID.html``), the list of games, one CSS
and the charts as SVG images (``charts/``). HTML from Jinja2 templates (``resources/site/``), every text from the
database escaped, in the words of the language spoken (:func:`tablekeeper.words.speaking`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import jinja2

from tablekeeper.chart import LineChart, game_chart, places_chart, rating_chart, season_chart
from tablekeeper.present import place_name, preset_name, table_name
from tablekeeper.publishing import Published
from tablekeeper.reports.svg_chart import bar_chart_svg, line_chart_svg
from tablekeeper.resources import resource_path
from tablekeeper.service import local_time
from tablekeeper.service.events import EventStandings
from tablekeeper.sheet_rows import figure_text, hand_rows, rate_text, score_text, standing_rows
from tablekeeper.site.page_words import page_words
from tablekeeper.site.season import Season
from tablekeeper.snapshots import GameSnapshot, GameSummary
from tablekeeper.stats import PlayerStatistics
from tablekeeper.words import number


@dataclass(frozen=True, slots=True)
class Image:
    """A chart as the page shows it: its file and its alternative text."""

    src: str
    caption: str
    alt: str


@dataclass(frozen=True, slots=True)
class PlayedBy:
    """One game as a player's page lists it."""

    game: int
    date: str
    title: str
    place: str
    points: str
    score: str


def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(resource_path("site"))),
        autoescape=True,  # every name and text from the database is escaped
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
    )


def _date(moment: datetime) -> str:
    return local_time(moment).strftime("%Y-%m-%d")


class Pages:
    """The files of one site: :meth:`files` yields them, each a relative path and its content."""

    def __init__(self, season: Season, published: Published, language: str, made: datetime | None = None) -> None:
        self.season = season
        self.published = published
        self.language = language
        self.made = made or datetime.now(UTC)
        self.words = page_words()
        self.env = _environment()
        self.number = season.numbers()

    def files(self) -> Iterator[tuple[str, str]]:
        yield "site.css", resource_path("site", "site.css").read_text(encoding="utf-8")
        yield "index.html", self._ranking()
        yield "games.html", self._games()
        by_player: dict[str, list[tuple[PlayedBy, float]]] = {}
        for view in self.season.games():  # one at a time: what the players' pages need of each is kept
            yield f"charts/game-{view.id}.svg", line_chart_svg(self._game_chart(view))
            yield f"games/{view.id}.html", self._game(view)
            for standing in view.standings:
                played = PlayedBy(
                    view.id,
                    _date(view.summary.started_at),
                    self._title(view.summary),
                    place_name(standing.place),
                    number(standing.points),
                    score_text(standing.score),
                )
                by_player.setdefault(view.players[standing.seat], []).append((played, float(standing.score)))
        for name, figures in self.season.figures().items():
            yield from self._player(name, figures, by_player.get(name, []))
        for standings in self.season.events:
            yield f"events/{standings.event.id}.html", self._event(standings)

    # --- pages ---

    def _page(self, template: str, depth: int, title: str, **context: Any) -> str:
        root = "../" * depth
        return self.env.get_template(template).render(
            w=self.words,
            language=self.language,
            root=root,
            title=title,
            made=self.words["made"].format(date=self.made.strftime("%Y-%m-%d %H:%M UTC")),
            **context,
        )

    def _link(self, name: str) -> str | None:
        number_ = self.number.get(name)
        return None if number_ is None else f"players/{number_}.html"

    def _ranking(self) -> str:
        named = len(self.season.tables) > 1  # three and four players ranked apart: each table named
        tables = [
            {
                "name": table_name(table.players) if named else None,
                "rows": [
                    {
                        "place": index + 1,
                        "name": self.published.name(p.name),
                        "href": self._link(p.name),
                        "games": p.games,
                        "total": score_text(p.total_score),
                        "average": figure_text(p.average_score),
                        "average_place": figure_text(p.average_place),
                    }
                    for index, p in enumerate(table.ranked)
                ],
            }
            for table in self.season.tables
        ]
        events = [
            {"href": f"events/{e.event.id}.html", "title": self.published.text(e.event.title)}
            for e in self.season.events
        ]
        return self._page(
            "ranking.html", 0, self.words["site"], tables=tables, events=events, games=len(self.season.summaries)
        )

    def _games(self) -> str:
        rows = [
            {
                "href": f"games/{summary.id}.html",
                "date": _date(summary.started_at),
                "title": self._title(summary),
                "players": [self.published.name(name) for name in summary.players],
            }
            for summary in reversed(self.season.summaries)
        ]
        return self._page("games.html", 0, self.words["games"], rows=rows)

    def _title(self, summary: GameSummary) -> str:
        return self.published.text(summary.title) or self.words["game"] + f" {summary.id}"

    def _game_chart(self, view: GameSnapshot) -> LineChart:
        chart = game_chart(view)
        lines = tuple(dataclasses.replace(line, name=self.published.name(line.name)) for line in chart.lines)
        return dataclasses.replace(chart, lines=lines)

    def _game(self, view: GameSnapshot) -> str:
        chart = self._game_chart(view)
        standings = [
            {**row_fields(row), "name": self.published.name(row.name), "href": self._link(row.name)}
            for row in standing_rows(view)
        ]
        hands = hand_rows(view)
        names = [self.published.name(name) for name in view.players]
        return self._page(
            "game.html",
            1,
            self._title(view.summary),
            date=_date(view.summary.started_at),
            rules=preset_name(view.rules.name),
            venue=self.published.text(view.summary.venue),
            standings=standings,
            chart=Image(f"../charts/game-{view.id}.svg", chart.title, chart.description()),
            names=names,
            hands=[{**row_fields(h), "result": [self.published.text(line) for line in h.result]} for h in hands],
        )

    def _player(
        self, name: str, tables: list[tuple[int, PlayerStatistics]], played: list[tuple[PlayedBy, float]]
    ) -> Iterator[tuple[str, str]]:
        """A player's page: their figures at each table they played at (``tables``: its players and their figures,
        four first; each under the table's name when there are both), their season's +/- and places charts (of
        their first table), and their rating there."""
        number_ = self.number[name]
        shown = self.published.name(name)
        games = [game for game, _ in played]
        scores = [score for _, score in played]
        labels = [game.date for game in games]
        season = season_chart(shown, labels, scores)
        first_table, first = tables[0]
        places = places_chart(first.places)
        history = self.season.ratings.get(first_table, {}).get(name, ())
        rating = rating_chart(shown, [str(n) for n in range(1, len(history) + 1)], history)
        yield f"charts/season-{number_}.svg", line_chart_svg(season)
        yield f"charts/places-{number_}.svg", bar_chart_svg(places)
        charts = [
            Image(f"../charts/season-{number_}.svg", season.title, season.description()),
            Image(f"../charts/places-{number_}.svg", places.title, places.description()),
        ]
        if history:
            yield f"charts/rating-{number_}.svg", line_chart_svg(rating)
            charts.append(Image(f"../charts/rating-{number_}.svg", rating.title, rating.description()))
        figures: list[tuple[str, str]] = []
        for players, player in tables:
            if len(tables) > 1:
                figures.append((self.words["table"], table_name(players)))
            figures.extend(self._figures(player, self.season.ratings.get(players, {}).get(name, ())))
        yield (
            f"players/{number_}.html",
            self._page(
                "player.html", 1, shown, figures=figures, charts=charts, games=list(reversed(games)), name=shown
            ),
        )

    def _figures(self, player: PlayerStatistics, history: tuple[float, ...]) -> list[tuple[str, str]]:
        """A player's figures at one table, and their rating there (``history``: after each game)."""
        figures = [
            (self.words["games"], str(player.games)),
            (self.words["total"], score_text(player.total_score)),
            (self.words["average"], figure_text(player.average_score)),
            (self.words["average_place"], figure_text(player.average_place)),
            (self.words["places"], " / ".join(str(count) for count in player.places)),
            (self.words["wins"], str(player.wins)),
            (self.words["win_rate"], rate_text(player.win_rate)),
            (self.words["deal_ins"], str(player.deal_ins)),
            (self.words["deal_in_rate"], rate_text(player.deal_in_rate)),
            (self.words["riichi"], str(player.riichi)),
            (self.words["riichi_rate"], rate_text(player.riichi_rate)),
            (self.words["average_win"], "–" if player.average_win is None else number(round(player.average_win))),
            (self.words["tsumo_share"], rate_text(player.tsumo_share)),
        ]
        if history:
            figures.append((self.words["rating"], number(round(history[-1]))))
        return figures

    def _event(self, standings: EventStandings) -> str:
        view = standings.event
        rows = [
            {
                "place": s.place,
                "name": self.published.name(s.name),
                "href": self._link(s.name),
                "games": s.games,
                "score": score_text(s.score),
                "penalties": score_text(s.penalties) if s.penalties else "",
                "total": score_text(s.total),
            }
            for s in standings.players
        ]
        rounds: dict[int, list[dict[str, Any]]] = {}
        chosen = {summary.id for summary in self.season.summaries}
        for table in view.tables:
            rounds.setdefault(table.round, []).append(
                {
                    "table": table.table,
                    "seats": [{"name": self.published.name(n), "href": self._link(n)} for n in table.seats],
                    "href": f"../games/{table.game_id}.html" if table.game_id in chosen else None,
                    "state": self.words["on_paper"]
                    if table.paper is not None
                    else ("" if table.finished else self.words["not_played"]),
                }
            )
        return self._page(
            "event.html",
            1,
            self.published.text(view.title),
            rules=preset_name(view.rules.name),
            rows=rows,
            provisional=standings.provisional,
            rounds=[(self.words["round"].format(round=r), tables) for r, tables in sorted(rounds.items())],
        )


def row_fields(row: Any) -> dict[str, Any]:
    """A row's fields by name (a dataclass of :mod:`tablekeeper.sheet_rows`), for a template."""
    return {name: getattr(row, name) for name in row.__slots__}
