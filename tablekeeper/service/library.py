"""The library: the stored games listed, browsed and counted (the club statistics), and the game to go on with."""

from __future__ import annotations

import contextlib
import dataclasses
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from types import ModuleType
from typing import Any

from tablekeeper.errors import DatabaseError, TablekeeperError
from tablekeeper.open_game import final_state
from tablekeeper.present import preset_name
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.placement import places
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.standings import Standing, standings
from tablekeeper.service.browsing import BrowsedGame, BrowsePage, ClubStatistics
from tablekeeper.service.errors import SessionError
from tablekeeper.service.stored_games import check_name, replayed, rules_of, stored_moment, summary
from tablekeeper.service.table import Table
from tablekeeper.snapshots import GameSnapshot, GameSummary
from tablekeeper.stats import FIGURES_VERSION, PlayerStatistics, SeatFigures, club_tables, game_figures
from tablekeeper.store import figure_reads, reads
from tablekeeper.store import players as published_players
from tablekeeper.store.database import Database, open_database
from tablekeeper.store.reads import DamagedGame  # the order a caller browses by
from tablekeeper.store.reads import GameOrder as GameOrder


@dataclass(frozen=True, slots=True)
class GameFilter:
    """Which stored games a list, the browser, the statistics or an export of many games is about: one value the
    window's dialogs share (a player chosen in one is the same in the next) and the command line builds from its
    options. A field left at None does not filter."""

    player: str | None = None
    """A player of the game (any case)."""
    since: datetime | None = None
    """Started at or after (a moment with a time zone, or naive UTC)."""
    until: datetime | None = None
    """Started before."""
    finished: bool | None = None
    """Over, or still being played (the statistics count finished games only, whatever this says)."""
    rules: str | None = None
    """Played under the rule set of this name (a preset's identifier, as the game keeps it)."""
    players: int | None = None
    """Played at a table of this many players (three or four)."""

    def chosen(self) -> dict[str, Any]:
        """The filters given, as the store takes them (the moments in UTC, as they are stored); a filter not given
        is left out, to the store's default (no limit)."""
        chosen = {
            "player": self.player,
            "since": stored_moment(self.since),
            "until": stored_moment(self.until),
            "finished": self.finished,
            "rules": self.rules,
            "players": self.players,
        }
        return {name: value for name, value in chosen.items() if value is not None}


ALL_GAMES = GameFilter()


@dataclass(frozen=True, slots=True)
class PlayedGame:
    """One finished game as a player's season shows it: when, its title, and their own line of its standings."""

    id: int
    started_at: datetime
    """UTC."""
    title: str
    standing: Standing


class Library:
    """The stored games of one database, read."""

    def __init__(self, database: Database, table: Table) -> None:
        self.database = database
        self._table = table

    def list_games(
        self, chosen: GameFilter = ALL_GAMES, *, limit: int | None = 50, offset: int = 0
    ) -> list[GameSummary]:
        """The games ``chosen``, latest first.

        A damaged game is left out, and the next sound one takes its place (:meth:`listing` names it); ``offset``
        counts sound games, so that pages of ``limit`` games follow each other without a gap or a repeat."""
        wanted = None if limit is None else offset + limit
        sound: list[GameSummary] = []
        start = 0
        with self.database.reading() as reader:  # one snapshot for every page fetched
            while True:
                page = reads.list_games(reader, **chosen.chosen(), limit=wanted, offset=start)
                sound.extend(_listed(game) for game in page if not isinstance(game, DamagedGame))
                if wanted is None or len(page) < wanted or len(sound) >= wanted:
                    return sound[offset:wanted]
                start += wanted

    def listing(
        self, chosen: GameFilter = ALL_GAMES, *, limit: int | None = 50, offset: int = 0
    ) -> list[GameSummary | DamagedGame]:
        """As :meth:`list_games`, with each damaged game in its place as the sentence that names it."""
        with self.database.reading() as reader:
            found = reads.list_games(reader, **chosen.chosen(), limit=limit, offset=offset)
        return [g if isinstance(g, DamagedGame) else _listed(g) for g in found]

    def browse(
        self,
        chosen: GameFilter = ALL_GAMES,
        *,
        limit: int = 50,
        offset: int = 0,
        order: GameOrder = GameOrder.DATE,
        descending: bool = True,
        ids: Sequence[int] | None = None,
    ) -> BrowsePage:
        """Up to ``limit`` games from ``offset`` (a position among the stored games as :meth:`listing` filters them),
        sorted by ``order`` in the query (latest first by default; a
        preset's rule set by the name it is shown by;
        equal keys in the order of the games' ids, so that the pages of one order follow each other without a gap
        or a repeat); damaged games are passed over (:meth:`listing` names them). ``next_offset`` goes on from the
        last game read. ``ids``: only these games (those just imported)."""

        found: list[BrowsedGame] = []
        # By rules: as the presets are shown (their names in the window's language), not by their identifiers.
        shown_names = None
        if order is GameOrder.RULES:
            shown_names = {identifier: preset_name(identifier) for identifier in ruleset_module.PRESETS}
        with self.database.reading() as reader:  # one snapshot for the page
            while len(found) < limit:
                page = reads.list_games(
                    reader,
                    **chosen.chosen(),
                    limit=limit,
                    offset=offset,
                    order=order,
                    descending=descending,
                    shown_names=shown_names,
                    ids=ids,
                )
                for index, game in enumerate(page):
                    browsed = None if isinstance(game, DamagedGame) else _browsed(game)
                    if browsed is not None:
                        found.append(browsed)
                        if len(found) == limit:
                            return BrowsePage(tuple(found), offset + index + 1)
                if len(page) < limit:
                    return BrowsePage(tuple(found), None)
                offset += len(page)
        return BrowsePage(tuple(found), offset)

    def statistics(self, chosen: GameFilter = ALL_GAMES) -> ClubStatistics:
        """Each player's figures (:mod:`tablekeeper.stats`) over the finished games ``chosen`` (with a player given:
        only that player's), a club table for each table played at (three players, four: ranked apart).

        The figures kept when each game ended are added up by the database; a game without them (finished before
        they were kept, or under older definitions) is replayed, and kept by a session that may write. Such a game
        that is damaged or cannot be replayed is passed over and named."""

        if chosen.rules is not None:
            ruleset_module.preset(chosen.rules)  # an unknown preset is refused with a sentence, not matched by nothing
        # Finished games only: the store's own choice.
        selection = {name: value for name, value in chosen.chosen().items() if name != "finished"}
        with self.database.reading() as reader:  # one snapshot: the games and the figures kept for them agree
            games = figure_reads.finished_games(reader, FIGURES_VERSION, **selection)
            totals = figure_reads.kept_figures(reader, FIGURES_VERSION, **selection)
        # Finished before the figures were kept, or under older definitions: worked out from the replay now.
        stale = [game_id for game_id, kept, _ in games if not kept]
        passed: list[SessionError | DamagedGame] = []
        parts: dict[int, list[PlayerStatistics]] = {}
        counted = Counter(players for _, kept, players in games if kept)
        for t in totals:
            parts.setdefault(t.players, []).append(
                PlayerStatistics(
                    t.name,
                    t.games,
                    t.hands,
                    t.wins,
                    t.tsumo_wins,
                    t.deal_ins,
                    t.riichi,
                    t.win_points,
                    t.places,
                    t.score,
                )
            )
        if stale:
            worked_out = self._work_out_figures(stale, passed)
            for players, _, figures in worked_out.values():
                count = len(players)
                counted[count] += 1
                parts.setdefault(count, []).extend(
                    f.alone(name, count) for name, f in zip(players, figures, strict=True)
                )
            self._keep_figures({game_id: (revision, f) for game_id, (_, revision, f) in worked_out.items()})
        tables = club_tables(parts, counted, chosen.player)
        return ClubStatistics(tables, sum(counted.values()), tuple(passed))

    def _work_out_figures(
        self, game_ids: Sequence[int], passed: list[SessionError | DamagedGame]
    ) -> dict[int, tuple[tuple[str, ...], int, tuple[SeatFigures, ...]]]:
        """The figures of these finished games, replayed from one reading (each distinct rule set read once);
        by game: its players, the revision read and the figures. A game that cannot be read or replayed is
        added to ``passed``."""

        with self.database.reading() as reader:
            found = reads.games_by_id(reader, game_ids)
        parsed: dict[str, RuleSet] = {}
        out: dict[int, tuple[tuple[str, ...], int, tuple[SeatFigures, ...]]] = {}
        for record in found:
            if isinstance(record, DamagedGame):
                passed.append(record)
                continue
            try:
                rules = parsed.get(record.rules_json)
                if rules is None:
                    rules = parsed[record.rules_json] = rules_of(record)
                outcome = replayed(record, list(record.results), rules)
            except (DamagedGame, SessionError) as damage:
                passed.append(damage)
                continue
            final = final_state(outcome.state, rules)
            out[record.id] = (
                record.players,
                record.revision,
                game_figures(outcome.hands, rules, standings(final, rules)),
            )
        return out

    def _keep_figures(self, figures: Mapping[int, tuple[int, Sequence[SeatFigures]]]) -> None:
        """Store figures worked out by a reading, for the games not changed since they were read; a failure to
        store them changes nothing (they are worked out again next time).

        A session that only reads (`tablekeeper stats`) keeps them too, through a writer opened for this alone:
        else every later reading would replay the same games again. So a reading opens for writing only when
        figures were missing; a database that cannot be written (read-only folder, full disk, damaged) keeps
        nothing and says nothing: its figures were worked out all the same."""
        writes = _writes()
        if self.database.write:
            with contextlib.suppress(DatabaseError):
                writes.keep_figures(self.database, figures)
            return
        # No connection of this session is open between its operations: the writer's opening may read the file.
        with contextlib.suppress(TablekeeperError):
            writer = open_database(self.database.location, write=True)
            try:
                writes.keep_figures(writer, figures)
            finally:
                writer.close()

    def unfinished_games(self) -> list[GameSummary]:
        """Games still being played, latest first."""
        return self.list_games(GameFilter(finished=False), limit=None)

    def latest_unfinished(self) -> GameSummary | None:
        """The game to reopen at start-up: the latest one still being played, if any."""
        games = self.list_games(GameFilter(finished=False), limit=1)
        return games[0] if games else None

    def resume(self, *, alone: bool = False) -> tuple[GameSnapshot | None, tuple[SessionError | DamagedGame, ...]]:
        """The game to go on with at start-up: the latest unfinished one that can be read (read once), and the
        later ones passed over because they are damaged or cannot be replayed (to be named: the player expected
        one of them). ``alone``: only when it is the one unfinished game; with more, none (the player chooses
        which: two windows, or two tables, may be playing them). A database that fails raises."""
        with self.database.reading() as reader:
            candidates = reads.unfinished_ids(reader)
        passed: list[SessionError | DamagedGame] = []
        for index, game_id in enumerate(candidates):
            try:
                view = self._table.game(game_id)  # kept open: chosen from several, it is not read again
            except (DamagedGame, SessionError) as damage:
                passed.append(damage)
                continue
            return (None if alone and index + 1 < len(candidates) else view), tuple(passed)
        return None, tuple(passed)

    def played_by(self, name: str, chosen: GameFilter = ALL_GAMES, *, limit: int | None = None) -> list[PlayedGame]:
        """The finished games of ``chosen`` that ``name`` (any case) sat in, the latest ``limit`` of them, oldest
        first, each with their own line of its standings: a player's season, for its +/- line and its list."""
        wanted = dataclasses.replace(chosen, player=name, finished=True)
        listed = self.list_games(wanted, limit=limit)
        out = []
        folded = name.casefold()
        for game in self._table.read_games([g.id for g in reversed(listed)]):
            seat = next((i for i, player in enumerate(game.players) if player.casefold() == folded), None)
            own = next((s for s in game.standings if s.seat == seat), None)
            if own is not None:
                out.append(PlayedGame(game.id, game.summary.started_at, game.summary.title, own))
        return out

    def unpublished(self) -> frozenset[str]:
        """The players marked not to be published: the club's site and the venue's pages name them "Player N"."""
        with self.database.reading() as reader:
            return published_players.unpublished(reader)

    def set_published(self, name: str, published: bool) -> str:
        """Mark the player ``name`` (any case: the name as first written counts) published or not; the name marked.
        A name nobody played under yet is kept with its mark, for when they first play."""
        name = check_name(name)
        with self.database.reading() as reader:
            shown = published_players.known(reader, name) or name
        _writes().set_published(self.database, shown, published)
        return shown

    def player_names(self, prefix: str = "", limit: int = 50) -> list[str]:
        """Known names starting with ``prefix``, those who played most first (for completion)."""
        with self.database.reading() as reader:
            return reads.player_names(reader, prefix.strip(), limit)


def _writes() -> ModuleType:
    """The store's writer, loaded on the first write (SQLAlchemy's stack: a reading command never loads it)."""
    from tablekeeper.store import writes

    return writes


def _listed(record: reads.GameRow) -> GameSummary:
    return summary(record, record.players, len(record.hands))


def _browsed(record: reads.GameRow) -> BrowsedGame | None:
    """The browser's row of a game; None when its rule set cannot be read (a damaged game)."""

    try:
        rules = rules_of(record)
    except DamagedGame:
        return None
    seats = range(len(record.players))  # three or four, as the store read them for the rules
    scores = [rules.start_points + sum(hand.deltas[seat] for hand in record.hands) for seat in seats]
    placed = places(scores, rules.tie_break)
    leaders = tuple(seat for seat in seats if placed[seat] == 1)
    return BrowsedGame(_listed(record), rules.name, tuple(scores), leaders)
