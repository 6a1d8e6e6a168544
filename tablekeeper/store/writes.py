"""Every write of a game, each one transaction: the service hands over domain values, the store issues the statements.

Reads are in :mod:`tablekeeper.store.reads`; this module is the other half. A change of a game is written only
if the game is still at the revision its writer read (:func:`apply_plan`); otherwise :class:`StaleRevision` says
so and nothing is written. A change carries its entry's identity, stored with its journal step: a change whose
identity is stored already (a retry after a lost answer) is not written again, and :class:`AlreadyStored` says
so. Errors here carry facts (which game, which revision); the service turns them into the player's sentence, since
only it knows what the player was doing.

The writer says what the change is (the hands from one on, the game's end, its figures, its step); the store
decides which statements write it, from what the game's row says in the statement that checks the revision.

One style of statement: Core statements on the tables' columns (:func:`tablekeeper.store.models.table`), run on the
transaction's connection (no ORM session, no unit of work: a hand recorded is the path a player waits for); the
statements of a change are built once. Deleting a game alone loads it through the ORM
(:mod:`tablekeeper.store.repository`), which names a damaged game rather than deleting it unread.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import Any, Protocol, cast
from uuid import UUID, uuid4

from sqlalchemy import (
    BindParameter,
    Connection,
    CursorResult,
    Executable,
    bindparam,
    delete,
    exists,
    insert,
    select,
    update,
)
from sqlalchemy.exc import ArgumentError, IntegrityError, NoSuchModuleError
from sqlalchemy.orm import configure_mappers

from tablekeeper.errors import DatabaseError, Phrase
from tablekeeper.location import Location
from tablekeeper.rules.results import HandResult
from tablekeeper.store import notify, repository
from tablekeeper.store.clock_writes import take_time_if_called
from tablekeeper.store.database import Database
from tablekeeper.store.hands import to_row
from tablekeeper.store.models import EventGame, Game, GameAction, Hand, HandWin, Player, Seat, table
from tablekeeper.store.models import SeatFigures as SeatFiguresRow
from tablekeeper.store.reads import CHUNK, DamagedGame, JournalRow
from tablekeeper.words import QT_TR_NOOP

Deltas = tuple[int, ...]


class GameGone(DatabaseError):
    """The game is not stored (any more): deleted, maybe by another window or computer."""

    def __init__(self, game_id: int) -> None:
        super().__init__(QT_TR_NOOP("There is no game {game}."), game=game_id)
        self.game_id = game_id


class StaleRevision(DatabaseError):
    """The game was changed by another writer since it was read: nothing was written."""

    def __init__(self, game_id: int, expected: int, stored: int) -> None:
        super().__init__(
            QT_TR_NOOP("Game {game} was changed elsewhere since it was read; nothing was stored."), game=game_id
        )
        self.game_id, self.expected, self.stored = game_id, expected, stored


class WrittenMeanwhile(DatabaseError):
    """Another writer stored a row of the same game at the same moment (possible only without the row lock)."""

    def __init__(self) -> None:
        super().__init__(QT_TR_NOOP("The game was changed by someone else at the same time; nothing was stored."))


class SourceStored(DatabaseError):
    """An imported game's source (a Tenhou log) is stored already, as ``game_id``."""

    def __init__(self, source_id: str, game_id: int) -> None:
        super().__init__(f"{source_id} is stored already as game {game_id}.")
        self.source_id, self.game_id = source_id, game_id


class ReplacedMeanwhile(DatabaseError):
    """The stored game an import was to replace was stored or changed by another writer since it was compared."""

    def __init__(self) -> None:
        super().__init__(QT_TR_NOOP("The game was stored or changed elsewhere while it was being imported."))


@dataclass(frozen=True, slots=True)
class HandRow:
    """A hand as stored: what was said, and the deltas the engine computed for it (a check of later replays)."""

    result: HandResult
    deltas: Deltas


class SeatCounts(Protocol):
    """One seat's figures of a finished game as the statistics worked them out (``tablekeeper.stats.SeatFigures``),
    with the version of the definitions they were worked out with: what the store keeps of them."""

    @property
    def hands(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def tsumo_wins(self) -> int: ...
    @property
    def deal_ins(self) -> int: ...
    @property
    def riichi(self) -> int: ...
    @property
    def win_points(self) -> int: ...
    @property
    def place(self) -> int: ...
    @property
    def score(self) -> Fraction: ...
    @property
    def version(self) -> int: ...


@dataclass(frozen=True, slots=True)
class AlreadyStored:
    """A change not written again: its entry's identity is stored already, with the step at ``position`` (its
    first write was committed, and its answer maybe lost); the game is at ``revision``."""

    revision: int
    position: int


@dataclass(frozen=True, slots=True)
class PlanWrite:
    """What a change of an open game changed; the store decides how to write it (:func:`apply_plan`)."""

    first_hand: int | None
    """Index of the first hand changed: the game's hands from it on are ``hands`` (those stored from it on are
    replaced); None: no hand changed."""
    hands: Sequence[HandRow]
    closed: bool
    ended: bool
    finished_at: datetime | None
    pending_riichi: frozenset[int]
    figures: Sequence[SeatCounts] | None
    """The finished game's figures, when they changed (kept in place of those it had); None: unchanged, or the game
    is not finished (then the figures it had are no longer its own, and go)."""
    step: JournalRow
    new_step: bool
    """A new action: the steps at its position and later (undone ones) are thrown away, it takes their place.
    Otherwise the step at its position changes state (an implied step, not stored yet, is stored)."""
    at: datetime


@dataclass(frozen=True, slots=True)
class NewGame:
    """A game to store whole: a new one, or an import."""

    players: Sequence[str]
    rules_json: str
    rules_name: str
    start_points: int
    title: str
    venue: str
    started_at: datetime
    at: datetime
    """When its rows are written (each hand's ``recorded_at``)."""
    hands: Sequence[HandRow] = ()
    ended: bool = False
    finished_at: datetime | None = None
    closed: bool = False
    figures: Sequence[SeatCounts] | None = None
    source_id: str | None = None
    """Where an import came from (a Tenhou log): refused with :class:`SourceStored` when it is stored already."""
    content_id: str | None = None
    """What an import's own content is (a Tenhou log's deal): refused with :class:`SourceStored` as well."""
    notes: str | None = None
    """What tablekeeper says of an import, as stored (:func:`tablekeeper.game_notes.notes_json`)."""
    uuid: UUID | None = None
    """Its identity (None: a new one is made)."""
    revision: int = 0
    replaces: tuple[int, int] | None = field(default=None)
    """The stored game of the same identity, as an import compared it (its number and revision): the new game
    takes its place and number, at a revision past it. The stored game must still be the one compared, and a
    game of the same identity found where none was compared is refused too (:class:`ReplacedMeanwhile`)."""


@dataclass(frozen=True, slots=True)
class StoredGame:
    id: int
    uuid: UUID


def apply_plan(database: Database, game_id: int, expected_revision: int, plan: PlanWrite) -> int | AlreadyStored:
    """Store a change of the game in one transaction, if it is still at ``expected_revision``; its new revision.
    A change whose entry is stored already is not written again, whatever the revision (:class:`AlreadyStored`).

    The game's row is locked first (on a server; SQLite's writer holds the file), so that no other writer changes
    it between the check and the write: a retry waits for the first write of its entry, then finds it."""
    statements = _plan_statements()
    with database.write_transaction() as connection:
        # The checks and the game's row in one statement, which locks the row on a server (as FOR UPDATE would,
        # against every other writer of the game) and changes it only if it is at the revision read and no step of
        # the game holds the entry. Nothing changed: a second look (rare) says which check refused it. The same
        # statement returns what the game holds, as the change found it: which statements the change needs.
        values = {
            "game": game_id,
            "expected": expected_revision,
            "next": expected_revision + 1,
            "entry": plan.step.entry,
            "is_closed": plan.closed,
            "pending": sorted(plan.pending_riichi),
            "first": plan.first_hand,
            "place": plan.step.position,
        }
        found = connection.execute(statements.advance, values).first()
        if found is None:
            return _refusal(connection, game_id, expected_revision, plan.step.entry)
        ended, finished_at, hands_after, steps_after, has_figures, in_round = found
        if in_round:  # a table's game of an event's round: its round's clock may have called time
            take_time_if_called(connection, game_id)  # the count at the call, before this change's hands
        # The end written only when it changes: its indexes' pages are a third of those a hand recorded writes.
        if plan.ended != ended or plan.finished_at != finished_at:
            connection.execute(statements.end, {"game": game_id, "is_ended": plan.ended, "finished": plan.finished_at})
        first = plan.first_hand
        if first is not None:
            if hands_after:  # else the change only adds hands after those stored (a hand recorded)
                connection.execute(statements.drop_hands, {"game": game_id, "first": first})
            with _refused_twins():
                _insert_hands(connection, game_id, plan.hands, first, plan.at)
        if plan.figures is not None:
            _replace_figures(connection, {game_id: plan.figures})
        elif has_figures and not plan.ended:  # no longer finished: the figures it had are no longer its own
            connection.execute(statements.drop_figures, {"game": game_id})
        _write_step(connection, game_id, plan, bool(steps_after))
        notify.tell(connection, notify.game_payload(game_id))  # heard by the hall once committed
    return expected_revision + 1


def _refusal(connection: Connection, game_id: int, expected: int, entry: UUID | None) -> AlreadyStored:
    """Why :func:`apply_plan` changed nothing: the entry is stored already (the answer), or the game is gone or at
    another revision (raised). The entry is asked first: a retry whose first write was committed finds the game
    past the revision it read."""
    found = connection.execute(_plan_statements().look, {"game": game_id, "entry": entry}).one_or_none()
    if found is None:
        raise GameGone(game_id)
    stored, written = found
    if written is not None:
        return AlreadyStored(stored, written)
    raise StaleRevision(game_id, expected, stored)


def _write_step(connection: Connection, game_id: int, plan: PlanWrite, steps_after: bool) -> None:
    """The change's step of the journal: a new action in place of those at its position and later (undone ones,
    ``steps_after``: some are stored), or an undo or redo turning the step at its position (stored now if it was an
    implied one)."""
    statements = _plan_statements()
    step = plan.step
    if plan.new_step:
        if steps_after:
            connection.execute(statements.drop_steps, {"game": game_id, "place": step.position})
    else:
        # An undo or redo writes its own entry on the step it turns: the step's former entry is of a change
        # followed by this one, so a late retry of it reads a revision past and is refused as stale.
        where: dict[str, Any] = {"game": game_id, "place": step.position, "is_undone": step.undone}
        if step.entry is None:
            turned = connection.execute(statements.turn_step, where)
        else:
            turned = connection.execute(statements.turn_step_entry, {**where, "new_entry": step.entry})
        if cast("CursorResult[Any]", turned).rowcount:
            return
    with _refused_twins():
        connection.execute(statements.add_step, _action_row(game_id, step, plan.at))


@dataclass(frozen=True, slots=True)
class _PlanStatements:
    """The statements of :func:`apply_plan`, built once: building a statement costs more than SQLite runs it."""

    advance: Executable
    end: Executable
    look: Executable
    drop_hands: Executable
    drop_figures: Executable
    drop_steps: Executable
    add_hand: Executable
    add_wins: Executable
    turn_step: Executable
    turn_step_entry: Executable
    add_step: Executable


@functools.cache
def _plan_statements() -> _PlanStatements:
    # The tables' columns, not the models' attributes: a statement of the models is one of the ORM's, slower to run.
    games, steps, hands, figures = table(Game).c, table(GameAction), table(Hand), table(SeatFiguresRow)
    links = table(EventGame)
    game: BindParameter[int] = bindparam("game")
    step_of_entry = (steps.c.entry == bindparam("entry")) & (steps.c.game_id == game)
    step = (steps.c.game_id == game) & (steps.c.position == bindparam("place"))
    advance = (
        update(table(Game))
        .where(games.id == game, games.revision == bindparam("expected"), ~exists().where(step_of_entry))
        .values(closed=bindparam("is_closed"), pending_riichi=bindparam("pending"), revision=bindparam("next"))
        .returning(
            games.ended,
            games.finished_at,
            # Each an index's seek: hands from the change's first on, steps from its position on, figures, a round.
            exists().where(hands.c.game_id == game, hands.c.number >= bindparam("first")),
            exists().where(steps.c.game_id == game, steps.c.position >= bindparam("place")),
            exists().where(figures.c.game_id == game),
            exists().where(links.c.game_id == game),
        )
    )
    return _PlanStatements(
        advance=advance,
        end=update(table(Game))
        .where(games.id == game)
        .values(ended=bindparam("is_ended"), finished_at=bindparam("finished")),
        # An entry stored with another game is not this game's step: its write is refused by the unique key.
        look=select(games.revision, select(steps.c.position).where(step_of_entry).scalar_subquery()).where(
            games.id == game
        ),
        drop_hands=delete(hands).where(hands.c.game_id == game, hands.c.number >= bindparam("first")),
        drop_figures=delete(figures).where(figures.c.game_id == game),
        drop_steps=delete(steps).where(steps.c.game_id == game, steps.c.position >= bindparam("place")),
        add_hand=insert(hands),
        add_wins=insert(table(HandWin)),
        turn_step=update(steps).where(step).values(undone=bindparam("is_undone")),
        turn_step_entry=update(steps).where(step).values(undone=bindparam("is_undone"), entry=bindparam("new_entry")),
        add_step=insert(steps),
    )


def add_games(database: Database, games: Sequence[NewGame]) -> list[StoredGame]:
    """Store whole games in one transaction (all of them, or none); their numbers and identities, in order."""
    with database.write_transaction() as connection, _refused_twins():
        return [_add_game(connection, game) for game in games]


def add_game_groups(database: Database, groups: Sequence[Sequence[NewGame]]) -> list[list[StoredGame] | DatabaseError]:
    """Store groups of whole games in one transaction, each group whole or not at all (a savepoint each): for each
    group, in order, its games' numbers and identities, or the refusal that left it out (:class:`SourceStored`,
    :class:`WrittenMeanwhile`, :class:`ReplacedMeanwhile`) while the other groups are stored.

    One commit for many groups: an import of many files pays the commit's sync and the connection once, not once
    a file. A failure of the database itself (busy, full, gone) stores none of them."""
    outcomes: list[list[StoredGame] | DatabaseError] = []
    with database.write_transaction() as connection:
        games = [game for group in groups for game in group]
        if _all_new(games):
            try:  # every game in a few statements: the usual case, where no group is refused
                with connection.begin_nested(), _refused_twins():
                    stored = iter(_add_new_games(connection, games))
                return [[next(stored) for _ in group] for group in groups]
            except (SourceStored, WrittenMeanwhile):
                pass  # some group is refused: rolled back to the savepoint, each group is tried on its own below
        for group in groups:
            try:
                with connection.begin_nested(), _refused_twins():  # a refusal rolls back to the savepoint only
                    outcomes.append([_add_game(connection, game) for game in group])
            except (SourceStored, WrittenMeanwhile, ReplacedMeanwhile) as refusal:
                outcomes.append(refusal)
    return outcomes


def delete_game(database: Database, game_id: int) -> None:
    """Remove a game, its seats, hands, journal and figures for good (the players stay known)."""
    with database.writing() as session:
        try:
            game = repository.load_game(session, game_id, for_update=True)
        except ValueError as error:  # the ORM could not read a date or a JSON list of one of its rows
            raise DamagedGame(
                game_id, Phrase(QT_TR_NOOP("a row cannot be read: {error}"), {"error": str(error)})
            ) from None
        if game is None:
            raise GameGone(game_id)
        repository.delete_game(session, game)
        notify.tell(session.connection(), notify.game_payload(game_id))  # a hall showing it reads its event again


def set_published(database: Database, name: str, published: bool) -> None:
    """Mark the player ``name`` published or not (names are personal data); one not known yet (who has played no
    game) is added, so that the mark is there when they first play."""
    players = table(Player)
    with database.write_transaction() as connection:
        found = connection.execute(select(players.c.id).where(players.c.name == name)).scalar_one_or_none()
        if found is None:
            connection.execute(insert(players), [{"name": name, "unpublished": not published}])
        else:
            connection.execute(update(players).where(players.c.id == found).values(unpublished=not published))


def keep_figures(database: Database, figures: Mapping[int, tuple[int, Sequence[SeatCounts]]]) -> None:
    """Store figures worked out by a reading (by game: the revision read, and the figures), for the games still
    finished and not changed since they were read; the others are left as they are."""
    games = table(Game).c
    ids = list(figures)
    with database.write_transaction() as connection:
        for chunk in range(0, len(ids), CHUNK):
            part = ids[chunk : chunk + CHUNK]
            # Locked until the figures are stored (on a server): a change of the game waits, then replaces them.
            current = connection.execute(
                select(games.id, games.revision).where(games.id.in_(part), games.ended.is_(True)).with_for_update()
            ).all()
            _replace_figures(
                connection,
                {game_id: figures[game_id][1] for game_id, revision in current if revision == figures[game_id][0]},
            )


def prepare(location: Location) -> None:
    """Import and set up what a first write needs (SQLAlchemy's ORM, the models and their mappers, the statements
    of a change, the dialect of the database at ``location``), so that the first hand recorded does not wait for
    them (a quarter of a second): the modules are imported with this one, the rest is done here.

    It opens no connection and touches no state of a :class:`Database`: it may run in another thread while the
    database is used, and a database it cannot reach is said by the first write, as without it."""
    configure_mappers()  # SQLAlchemy's own lock guards it: a write in the other thread waits, then finds them set
    _plan_statements()  # built once; two threads building them at once would each keep a whole set, harmlessly
    # A server's driver may be missing: the first write says so (make_engine's sentence), not this preparation.
    with contextlib.suppress(ArgumentError, NoSuchModuleError, ImportError):
        location.sqlalchemy_url().get_dialect()


def _add_game(connection: Connection, new: NewGame) -> StoredGame:
    _refuse_stored_sources(connection, [new])
    game_id, revision = _place_of(connection, new)
    players = _player_ids(connection, new.players)
    identity = new.uuid if new.uuid is not None else uuid4()  # made here, as the model's default would: it is returned
    row = _game_row(new, identity, revision)
    if game_id is not None:
        row["id"] = game_id
    game_id = cast("tuple[int]", connection.execute(insert(table(Game)), row).inserted_primary_key)[0]
    connection.execute(
        insert(table(Seat)), [{"game_id": game_id, "seat": i, "player_id": p} for i, p in enumerate(players)]
    )
    _insert_hands(connection, game_id, new.hands, 0, new.at)
    if new.figures is not None:
        _insert_figures(connection, {game_id: new.figures})
    return StoredGame(game_id, identity)


def _sources(games: Sequence[NewGame]) -> list[str]:
    """The sources and contents the games were imported from (a Tenhou id, a log's deal)."""
    return [key for game in games for key in (game.source_id, game.content_id) if key is not None]


def _refuse_stored_sources(connection: Connection, games: Sequence[NewGame]) -> None:
    """Refuse, with :class:`SourceStored`, games whose source or content is stored already."""
    rows_of = table(Game).c
    sources = _sources(games)
    for chunk in range(0, len(sources), CHUNK):
        part = sources[chunk : chunk + CHUNK]
        for column in (rows_of.source_id, rows_of.content_id):
            stored = connection.execute(select(column, rows_of.id).where(column.in_(part))).first()
            if stored is not None:
                raise SourceStored(stored[0], stored.id)


def _all_new(games: Sequence[NewGame]) -> bool:
    """Whether these games may be stored by :func:`_add_new_games`: none takes a stored game's place, none comes
    from the same source as another."""
    sources = _sources(games)
    return bool(games) and all(game.uuid is None for game in games) and len(set(sources)) == len(sources)


def _add_new_games(connection: Connection, games: Sequence[NewGame]) -> list[StoredGame]:
    """Store new games (see :func:`_all_new`) as :func:`_add_game` stores each, in a few statements for them all:
    a statement for each game costs an import of many files more than SQLite's work."""
    rows_of = table(Game).c
    _refuse_stored_sources(connection, games)
    players = _player_ids(connection, [name for game in games for name in game.players])
    identities = [uuid4() for _ in games]
    rows = [_game_row(game, identity, game.revision) for game, identity in zip(games, identities, strict=True)]
    connection.execute(insert(table(Game)), rows)
    # Their numbers read back by their identities: SQLite gives a many-row INSERT's RETURNING in no set order.
    numbers: dict[UUID, int] = {}
    for chunk in range(0, len(identities), CHUNK):
        numbers.update(
            connection.execute(
                select(rows_of.uuid, rows_of.id).where(rows_of.uuid.in_(identities[chunk : chunk + CHUNK]))
            ).all()
        )
    ids = [numbers[identity] for identity in identities]
    seats, start = [], 0
    for game_id, game in zip(ids, games, strict=True):
        four = players[start : start + len(game.players)]
        seats += [{"game_id": game_id, "seat": i, "player_id": p} for i, p in enumerate(four)]
        start += len(game.players)
    connection.execute(insert(table(Seat)), seats)
    _insert_hands_of(connection, [(game_id, game.hands, game.at) for game_id, game in zip(ids, games, strict=True)], 0)
    figures = {game_id: game.figures for game_id, game in zip(ids, games, strict=True) if game.figures is not None}
    if figures:
        _insert_figures(connection, figures)
    return [StoredGame(game_id, identity) for game_id, identity in zip(ids, identities, strict=True)]


def _game_row(new: NewGame, identity: UUID, revision: int) -> dict[str, Any]:
    return {
        "uuid": identity,
        "revision": revision,
        "title": new.title,
        "venue": new.venue,
        "started_at": new.started_at,
        "finished_at": new.finished_at if new.ended else None,
        "ended": new.ended,
        "closed": new.closed,  # ended by the players, where the rules had not ended it
        "pending_riichi": [],
        "rules_json": new.rules_json,
        "rules_name": new.rules_name[:100],
        "start_points": new.start_points,
        "source_id": new.source_id,
        "content_id": new.content_id,
        "notes": new.notes,
    }


def _player_ids(connection: Connection, names: Sequence[str]) -> list[int]:
    """The numbers of the players of these names, in the same order; those not yet known are added (in one
    statement, then read back)."""
    players = table(Player)
    known: dict[str, int] = dict(
        connection.execute(select(players.c.name, players.c.id).where(players.c.name.in_(set(names)))).all()
    )
    missing = [name for name in dict.fromkeys(names) if name not in known]
    if missing:
        connection.execute(insert(players), [{"name": name} for name in missing])
        known.update(connection.execute(select(players.c.name, players.c.id).where(players.c.name.in_(missing))).all())
    return [known[name] for name in names]


def _place_of(connection: Connection, new: NewGame) -> tuple[int | None, int]:
    """The number the game takes (None: a new one), once a stored game it replaces is deleted, and the revision
    it is stored at."""
    if new.uuid is None:
        return None, new.revision
    games = table(Game)
    stored = connection.execute(
        select(games.c.id, games.c.revision).where(games.c.uuid == new.uuid).with_for_update()
    ).one_or_none()
    if stored is None:
        return None, new.revision
    if new.replaces != (stored.id, stored.revision):
        raise ReplacedMeanwhile
    connection.execute(delete(games).where(games.c.id == stored.id))  # its seats, hands, history and figures with it
    notify.tell(connection, notify.game_payload(stored.id))
    # Past the stored revision, whatever the file's: a window that holds the replaced game must read it again.
    return stored.id, max(new.revision, stored.revision + 1)


def _insert_hands(connection: Connection, game_id: int, hands: Sequence[HandRow], first: int, at: datetime) -> None:
    """Store these hands of the game, numbered from ``first`` (see :func:`_insert_hands_of`)."""
    _insert_hands_of(connection, [(game_id, hands, at)], first)


def _insert_hands_of(
    connection: Connection, games: Sequence[tuple[int, Sequence[HandRow], datetime]], first: int
) -> None:
    """Store the hands of these games (each with when they are written), numbered from ``first``: their rows in
    one statement, their numbers read back, then their winners in one statement."""
    values = [
        (game_id, to_row(hand.result, number, hand.deltas, at))
        for game_id, hands, at in games
        for number, hand in enumerate(hands, start=first)
    ]
    if not values:
        return
    statements = _plan_statements()
    rows = [{**each.hand, "game_id": game_id} for game_id, each in values]
    if len(rows) == 1:  # a hand recorded: its number is the statement's own (SQLite's last row, a server's RETURNING)
        stored = connection.execute(statements.add_hand, rows[0])
        ids = {(values[0][0], first): cast("tuple[int]", stored.inserted_primary_key)[0]}
    else:
        connection.execute(statements.add_hand, rows)
        ids = {}
    if not any(each.wins for _, each in values):
        return
    if not ids:
        hand_rows = table(Hand).c
        game_ids = list(dict.fromkeys(game_id for game_id, each in values if each.wins))
        for chunk in range(0, len(game_ids), CHUNK):
            numbered = connection.execute(
                select(hand_rows.game_id, hand_rows.number, hand_rows.id).where(
                    hand_rows.game_id.in_(game_ids[chunk : chunk + CHUNK]), hand_rows.number >= first
                )
            )
            ids.update(((game_id, number), hand_id) for game_id, number, hand_id in numbered)
    connection.execute(
        statements.add_wins,
        [{**win, "hand_id": ids[game_id, each.hand["number"]]} for game_id, each in values for win in each.wins],
    )


def _action_row(game_id: int, step: JournalRow, at: datetime) -> dict[str, Any]:
    return {
        "game_id": game_id,
        "position": step.position,
        "kind": step.kind,
        "number": step.number,
        "data": step.data,
        "undone": step.undone,
        "done_at": at,
        "entry": step.entry,
    }


def _replace_figures(connection: Connection, figures: Mapping[int, Sequence[SeatCounts]]) -> None:
    """Store these games' figures in place of those they had (one statement each way: a first reading after
    an upgrade may keep those of thousands of games)."""
    if not figures:
        return
    rows = table(SeatFiguresRow)
    connection.execute(delete(rows).where(rows.c.game_id.in_(list(figures))))
    _insert_figures(connection, figures)


def _insert_figures(connection: Connection, figures: Mapping[int, Sequence[SeatCounts]]) -> None:
    """Store these games' figures (they have none stored), in one statement."""
    rows = [
        {
            "game_id": game_id,
            "seat": seat,
            "version": f.version,
            "hands": f.hands,
            "wins": f.wins,
            "tsumo_wins": f.tsumo_wins,
            "deal_ins": f.deal_ins,
            "riichi": f.riichi,
            "win_points": f.win_points,
            "place": f.place,
            "score_numerator": f.score.numerator,
            "score_denominator": f.score.denominator,
        }
        for game_id, four in figures.items()
        for seat, f in enumerate(four)
    ]
    connection.execute(insert(table(SeatFiguresRow)), rows)


@contextmanager
def _refused_twins() -> Iterator[None]:
    """A row refused as a twin of one stored meanwhile (a unique key) says so; the transaction is rolled back."""
    try:
        yield
    except IntegrityError:
        raise WrittenMeanwhile from None


__all__ = [
    "AlreadyStored",
    "GameGone",
    "HandRow",
    "NewGame",
    "PlanWrite",
    "ReplacedMeanwhile",
    "SeatCounts",
    "SourceStored",
    "StaleRevision",
    "StoredGame",
    "WrittenMeanwhile",
    "add_game_groups",
    "add_games",
    "apply_plan",
    "delete_game",
    "keep_figures",
    "prepare",
]
