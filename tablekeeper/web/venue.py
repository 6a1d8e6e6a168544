"""One event served to its tables' phones: which key opens which table, each table's game as its page shows it, and
the changes a page sends, made through the service exactly once.

The service is made for one caller at a time: every call into it goes through :attr:`Venue.lock`, from the
server's threads and from the follower that watches the other writers (the window, another laptop), which bumps
:attr:`Venue.generation` when anything of the event changed, for the pages' live streams to say so.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from tablekeeper.errors import TablekeeperError
from tablekeeper.importers.game_file import read_result
from tablekeeper.publishing import FULL, Published
from tablekeeper.rules.results import HandResult
from tablekeeper.service import GameFilter, Session
from tablekeeper.service.events import EventTable, EventView
from tablekeeper.service.hall import current_round
from tablekeeper.sheet_rows import score_text
from tablekeeper.snapshots import Change, GameSnapshot
from tablekeeper.web.keys import Opens, VenueKeys
from tablekeeper.web.room_state import game_shown, player_state, room_state
from tablekeeper.web.table_state import table_state
from tablekeeper.words import QT_TR_NOOP, tr

KINDS = ("record", "riichi", "undo")
"""The changes a table's page sends."""
SEASON_GAMES = 200
"""A player's latest games of the season that their page's +/- line shows."""


class KeyRefused(TablekeeperError):
    """A key that opens nothing now: never a table's, expired with its round, or revoked."""


class ChangeRefused(TablekeeperError):
    """A change a page sent that is not one (its fields)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """What the server says of a change: the game as it is now, and the refusal when the change was not made."""

    game: GameSnapshot | None
    refusal: TablekeeperError | None = None
    stored_before: bool = False


class Venue:
    """The event ``event_id`` of ``session``'s database, served to the phones of its current round's tables."""

    def __init__(
        self, session: Session, event_id: int, keys: VenueKeys, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.session = session
        self.event_id = event_id
        self.keys = keys
        self.lock = threading.RLock()
        """Held for every call into the service."""
        self.generation = 0
        """Bumped whenever the event or one of its games changed (here or elsewhere)."""
        self.marks: dict[tuple[int, int], int] = {}
        """Each table's game revision as this server last stored or read it: a table's page follows its own."""
        self.elsewhere = 0
        """Bumped when the event or a clock of it changed elsewhere (seating, a result on paper, the organiser's
        clock): every page reads its table again."""
        self._view: EventView | None = None
        self._clocks: tuple[object, ...] | None = None
        self.heard: dict[tuple[int, int], float] = {}
        """When each table of the round last asked something, by the ``clock``."""
        self._clock = clock
        self.title = self.event().title
        self._rated: tuple[int, int, dict[str, tuple[float, ...]]] | None = None
        self.base_url: str | None = None
        """Where the phones reach the server ("http://192.168.1.20:8765"), once it is served: what the codes hold."""

    def event(self) -> EventView:
        """The event as last read: read again after each change of it (here, or told by :meth:`refresh`), not at
        each request (a table's page asks several times a minute)."""
        with self.lock:
            if self._view is None:
                self._view = self.session.events.event(self.event_id)
            return self._view

    def mark(self, opens: Opens) -> tuple[int, int]:
        """What changes when the table's page must read its table again: its game, or the event elsewhere."""
        return self.marks.get((opens.round or 0, opens.table or 0), -1), self.elsewhere

    def refresh(self, _event_id: int = 0) -> list[int]:
        """After a change somewhere in the event (told by the follower): the event read again, and each table whose
        game moved (another laptop, the window) or the whole room (the event, a clock) marked for its pages to read
        it again. The games followed, for the server's notifications."""
        with self.lock:
            before = self._view
            self._view = None
            view = self.event()
            clocks = tuple(each.clock for each in self.session.clocks.clocks(self.event_id))
            if before is None or before.revision != view.revision or clocks != self._clocks:
                self.elsewhere += 1
            self._clocks = clocks
            games = []
            for table in self.tables():
                if table.game_id is None:
                    continue
                games.append(table.game_id)
                revision = self.session.table.game(table.game_id).revision
                if self.marks.get((table.round, table.table)) != revision:
                    self.marks[(table.round, table.table)] = revision
            self.generation += 1
            return games

    # --- the keys ------------------------------------------------------------------------------------------------

    def round(self) -> int | None:
        """The round being played: the first with a table still playing, else the last seated."""
        return current_round(self.event())

    def tables(self) -> tuple[EventTable, ...]:
        """The current round's tables, by number."""
        view = self.event()
        shown = current_round(view)
        tables = tuple(sorted((t for t in view.tables if t.round == shown), key=lambda t: t.table))
        # Every table's game kept open (replayed once, not again at each look once more tables than the usual few
        # are played: 16 tables with 8 kept read and replayed a game at almost every request).
        self.session.table.games.keep_open(len(tables))
        return tables

    def table_opens(self, table: EventTable) -> Opens:
        return Opens(self.event_id, table.round, table.table)

    def organiser(self) -> Opens:
        return Opens(self.event_id)

    def room(self) -> Opens:
        """The event's page, for everyone in the room: read only."""
        return Opens(self.event_id, room=True)

    def player(self, entrant: int) -> Opens:
        """A player's own page: read only."""
        return Opens(self.event_id, entrant=entrant)

    def entrants(self) -> dict[int, str]:
        """The event's players (fillers left out), by number."""
        return {e.number: e.name for e in self.event().record.entrants if not e.filler}

    def key_of(self, opens: Opens) -> str:
        return self.keys.key(opens)

    def opened_by(self, key: str) -> Opens:
        """What ``key`` opens now: a table of the current round, or the organiser's page; else refused, with a
        sentence that shows nothing of the event."""
        candidates = [
            self.organiser(),
            self.room(),
            *(self.table_opens(t) for t in self.tables()),
            *(self.player(entrant) for entrant in self.entrants()),
        ]
        opens = self.keys.find(key, candidates)
        if opens is None:
            raise KeyRefused(
                QT_TR_NOOP(
                    "This code opens no table now: its round is over, or the organiser gave the table a new code. "
                    "Scan the code on your table."
                )
            )
        if opens.table is not None and opens.round is not None:
            self.heard[(opens.round, opens.table)] = self._clock()
        return opens

    def renew(self, round: int, table: int) -> str:
        """A new key for a table of the current round (a phone lost): the one before it stops working."""
        if not any(t.table == table and t.round == round for t in self.tables()):
            raise KeyRefused(QT_TR_NOOP("Round {round} has no table {table} being played."), round=round, table=table)
        self.heard.pop((round, table), None)
        return self.keys.renew(Opens(self.event_id, round, table))

    def table_rows(self, base: str) -> list[dict[str, Any]]:
        """The round's tables as the organiser follows them: players, the address of each page (its key in it), and
        how many seconds ago its phone last asked (None: never since the server started)."""
        now = self._clock()
        rows = []
        for table in self.tables():
            heard = self.heard.get((table.round, table.table))
            rows.append(
                {
                    "round": table.round,
                    "table": table.table,
                    "players": list(table.seats),
                    "url": f"{base}/t/{self.key_of(self.table_opens(table))}",
                    "heard": None if heard is None else int(now - heard),
                    "finished": table.finished,
                }
            )
        return rows

    def player_rows(self, base: str) -> list[dict[str, Any]]:
        """The event's players and the address of each one's own page (its key in it): what their schedules print."""
        return [
            {"entrant": entrant, "name": name, "url": f"{base}/p/{self.key_of(self.player(entrant))}"}
            for entrant, name in sorted(self.entrants().items())
        ]

    # --- the room's pages: the event, each player's own ------------------------------------------------------------

    def room_shown(self, base: str) -> dict[str, Any]:
        """The event's page in the words spoken here: the standings as they stand, the rounds, the clock."""
        with self.lock:
            view = self.event()
            standings = self.session.events.event_standings(self.event_id, live=True)
            shown_round = self.round()
            clock = next((c for c in self.session.clocks.clocks(self.event_id) if c.round == shown_round), None)
            links = None
            if self.keys.public(self.event_id):
                links = {row["entrant"]: row["url"] for row in self.player_rows(base)}
            return room_state(view, standings, clock, shown_round, links, self._published())

    def player_shown(self, opens: Opens) -> dict[str, Any]:
        """A player's own page in the words spoken here."""
        entrant = opens.entrant
        with self.lock:
            name = self.entrants().get(entrant or 0)
            if entrant is None or name is None:
                raise KeyRefused(QT_TR_NOOP("This code opens no player's page now."))
            view = self.event()
            standings = self.session.events.event_standings(self.event_id, live=True)
            line = next((s for s in standings.players if s.entrant == entrant), None)
            standing = None
            if line is not None:
                standing = (line.place, score_text(line.total), line.games)
            ids = [t.game_id for t in view.tables if entrant in t.entrants and t.game_id is not None]
            games = [self.session.table.game(game_id) for game_id in ids]
            # The player's figures at the event's table (three or four players: ranked apart).
            table = view.rules.players
            chosen = GameFilter(player=name, since=self._season_start(), finished=True, players=table)
            found = self.session.library.statistics(chosen).table(table).ranked
            season = self.session.library.played_by(name, chosen, limit=SEASON_GAMES)
            rating = self._ratings(table).get(name, ())
            published = self._published(keep=name)  # their own page names them: it is theirs, opened by their code
            return player_state(name, standing, games, found[0] if found else None, season, rating, published)

    def _published(self, keep: str | None = None) -> Published:
        """The names as the room's pages publish them: a player marked not to be is "Player N" (their number in the
        event), but on their own page (``keep``)."""
        unpublished = self.session.library.unpublished()
        hidden = {
            name: tr("Player {number}").format(number=number)
            for number, name in self.entrants().items()
            if name in unpublished and name != keep
        }
        return Published(self.entrants().values(), FULL, hidden)

    def season_game_shown(self, opens: Opens, game_id: int) -> dict[str, Any]:
        """One of the player's games of the season, hand by hand with its chart: only a game of theirs is shown."""
        entrant = opens.entrant
        with self.lock:
            name = self.entrants().get(entrant or 0)
            chosen = GameFilter(since=self._season_start(), finished=True)
            if name is None or not any(g.id == game_id for g in self.session.library.played_by(name, chosen)):
                raise KeyRefused(QT_TR_NOOP("This page shows only your own games of the season."))
            return {"name": name, "game": game_shown(self.session.table.game(game_id), name, self._published(name))}

    def _season_start(self) -> datetime:
        """The start of the event's season: the first of January of the year it was created in."""
        created = next((e.created_at for e in self.session.events.list_events() if e.id == self.event_id), None)
        return datetime((created or datetime.now(UTC)).year, 1, 1, tzinfo=UTC)

    def _ratings(self, players: int) -> dict[str, tuple[float, ...]]:
        """The club's ratings over time at tables of ``players`` (the event's), worked out again only when something
        changed (every game is read)."""
        if self._rated is None or self._rated[:2] != (self.generation, players):
            self._rated = (self.generation, players, self.session.events.rating_history(players))
        return self._rated[2]

    # --- a table's game -------------------------------------------------------------------------------------------

    def seating(self, opens: Opens) -> EventTable:
        for table in self.tables():
            if (table.round, table.table) == (opens.round, opens.table):
                return table
        raise KeyRefused(QT_TR_NOOP("This table is not being played now."))

    def game(self, opens: Opens) -> GameSnapshot | None:
        """The table's game as stored now; opened (made) on the first look. None: its result is kept on paper."""
        table = self.seating(opens)
        if table.paper is not None:
            return None
        with self.lock:
            game_id = table.game_id
            if game_id is None:
                game_id = self.session.events.open_table(self.event_id, table.round, table.table)
                self._view = None  # the table has its game now
                self.generation += 1
            game = self.session.table.game(game_id)
            self.marks.setdefault((table.round, table.table), game.revision)
            return game

    def shown(self, opens: Opens, game: GameSnapshot | None = None) -> dict[str, Any]:
        """The table as its page shows it, in the words spoken here: ``game`` as an answer gave it, else as stored."""
        with self.lock:
            seating = self.seating(opens)
            if game is None:
                game = self.game(opens)
            time = None if game is None else self.session.table.game_time(game.id)
            return table_state(seating, game, time, self._published())

    def published(self) -> Published:
        """The names as the venue's pages publish them (a player marked not to be is "Player N")."""
        with self.lock:
            return self._published()

    def preview(self, opens: Opens, body: object) -> tuple[GameSnapshot, HandResult, Any]:
        """What recording the result in ``body`` would pay, on the game as the page shows it (its revision)."""
        fields = _fields(body)
        game = self._game_of(opens)
        result = read_result(fields.get("result"))
        revision = _revision(fields)
        with self.lock:
            return game, result, self.session.table.preview(game.id, result, revision=revision)

    def change(self, opens: Opens, body: object) -> Answer:
        """Make the change a page sent (its ``kind``, its ``entry``: the identity the phone gave it at Confirm, and
        the ``revision`` of the game as it showed it): stored once however many times it is sent, refused when the
        game moved since the page saw it (the game as it now is comes with the refusal)."""
        fields = _fields(body)
        kind = fields.get("kind")
        if kind not in KINDS:
            raise ChangeRefused(QT_TR_NOOP("A change is a record, a riichi or an undo, not {kind}."), kind=repr(kind))
        entry = _entry(fields.get("entry"))
        revision = _revision(fields)
        game = self._game_of(opens)
        with self.lock:
            try:
                made = self._make(game.id, kind, fields, entry, revision)
            except TablekeeperError as error:
                now = getattr(error, "game", None)
                if not isinstance(now, GameSnapshot):
                    now = self.session.table.game(game.id)
                return Answer(now, error)
            self.generation += 1
            self.marks[(opens.round or 0, opens.table or 0)] = made.game.revision
            if made.game.finished or made.finish_changed:
                self._view = None  # the table finished (or went on again): the round may have moved
            return Answer(made.game, stored_before=made.stored_before)

    def _make(self, game_id: int, kind: str, fields: Mapping[str, object], entry: UUID, revision: int) -> Change:
        table = self.session.table
        if kind == "record":
            return table.record(game_id, read_result(fields.get("result")), entry=entry, revision=revision)
        if kind == "riichi":
            seat = fields.get("seat")
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise ChangeRefused(QT_TR_NOOP("A riichi is declared by a seat, 0 to 3."))
            return table.declare_riichi(game_id, seat, entry=entry, revision=revision)
        return table.undo(game_id, entry=entry, revision=revision)

    def _game_of(self, opens: Opens) -> GameSnapshot:
        game = self.game(opens)
        if game is None:
            raise ChangeRefused(QT_TR_NOOP("This table's result is kept on paper: the organiser enters it."))
        return game


def _fields(body: object) -> Mapping[str, object]:
    if not isinstance(body, dict):
        raise ChangeRefused(QT_TR_NOOP("A change is sent as an object of its fields."))
    return body


def _entry(value: object) -> UUID:
    try:
        if isinstance(value, str) and len(value) == 36:
            return UUID(value)
    except ValueError:
        pass
    raise ChangeRefused(
        QT_TR_NOOP("A change carries the identity the page gave it, such as {example}."),
        example="6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4",
    )


def _revision(fields: Mapping[str, object]) -> int:
    value = fields.get("revision")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 2**31:
        raise ChangeRefused(QT_TR_NOOP("A change carries the revision of the game its page showed."))
    return value
