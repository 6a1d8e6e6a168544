"""The events' tables: revision 0007 upgrades an older database without touching its games; an event's rows are
written whole, checked against its revision; the database itself refuses a player twice in one round; a table's
game is linked once."""

from __future__ import annotations

import uuid
from datetime import datetime

import pytest
from alembic import command
from sqlalchemy import Uuid, bindparam, text
from sqlalchemy.exc import IntegrityError

from tablekeeper.events import changes, images
from tablekeeper.events.changes import NewEntrant
from tablekeeper.events.model import EventRecord, RoundSeating, TableSeating
from tablekeeper.rules import ruleset
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session
from tablekeeper.store import event_records, event_writes, writes
from tablekeeper.store.database import Database, open_database
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config, head_revision

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana"]
AT = datetime(2026, 11, 28, 19)


def _at_0006_with_a_game(url: str) -> None:
    """A database of revision 0006 holding one game of Aki, Ben, Chie and Dai."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0006")
            for name in NAMES[:4]:
                connection.execute(text("INSERT INTO players (name) VALUES (:n)"), {"n": name})
            players = connection.execute(text("SELECT id FROM players ORDER BY id")).scalars().all()
            connection.execute(
                text(
                    "INSERT INTO games (title, venue, started_at, rules_json, rules_name, start_points, uuid) "
                    "VALUES ('Old', '', :s, :r, 'club', 25000, :u)"
                ).bindparams(bindparam("u", type_=Uuid())),
                {"s": datetime(2026, 3, 1, 19), "r": ruleset.to_json(RuleSet()), "u": uuid.uuid4()},
            )
            game_id = connection.execute(text("SELECT id FROM games")).scalar_one()
            for seat in range(4):
                connection.execute(
                    text("INSERT INTO seats (game_id, seat, player_id) VALUES (:g, :s, :p)"),
                    {"g": game_id, "s": seat, "p": players[seat]},
                )
    finally:
        engine.dispose()


def test_revision_0007_keeps_the_games_and_holds_events(database_url: str) -> None:
    _at_0006_with_a_game(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        (game,) = service.library.list_games()
        assert (game.title, game.players) == ("Old", ("Aki", "Ben", "Chie", "Dai"))
        event = service.events.create_event("Cup", RuleSet(), NAMES)
        assert [e.name for e in service.events.event(event.id).record.entrants] == NAMES
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.connect() as connection:
            schema = connection.execute(text("SELECT version_num FROM tablekeeper_schema")).scalar_one()
            assert schema == head_revision()
            # The event's players are the club's: Aki is the same player as in the old game.
            assert connection.execute(text("SELECT count(*) FROM players WHERE name = 'Aki'")).scalar_one() == 1
    finally:
        engine.dispose()


def _seated() -> EventRecord:
    event = changes.create("Cup", RuleSet(), [NewEntrant(n) for n in NAMES])
    tables = (TableSeating(1, (1, 2, 3, 4)), TableSeating(2, (5, 6, 7, 8)))
    return EventRecord(event.title, event.rules, event.entrants, (RoundSeating(1, tables),))


def _stored(database: Database, record: EventRecord) -> int:
    return event_writes.add_event(database, event_writes.NewEvent(record, ruleset.to_json(record.rules), "club", AT))


def _change(before: EventRecord, after: EventRecord) -> tuple[images.Image, images.Image]:
    made = images.difference(before, after)
    return made.before, made.after


def _step(position: int = 0) -> event_writes.EventStep:
    return event_writes.EventStep(position, "seat", {"before": {}, "after": {}}, undone=False, new=True)


def test_an_event_is_written_whole_and_read_back(database_url: str) -> None:
    database = open_database(database_url)
    try:
        record = _seated()
        created = changes.create("Cup", RuleSet(), [NewEntrant(n) for n in NAMES])
        event_id = _stored(database, created)
        revision = event_writes.store_change(database, event_id, 0, _change(created, record), _step(), AT)
        assert revision == 1
        with database.reading() as reader:
            stored = event_records.read_event(reader, event_id)
        assert stored is not None
        assert stored.row.revision == 1
        assert stored.seats[:4] == [(1, 1, 0, 1), (1, 1, 1, 2), (1, 1, 2, 3), (1, 1, 3, 4)]
        assert stored.journal == [(0, "seat", False)]
        # Written at a revision read before: refused, nothing written.
        with pytest.raises(writes.StaleRevision):
            event_writes.store_change(
                database, event_id, 0, _change(record, changes.add_penalty(record, 1, -1_000, "late")), _step(1), AT
            )
        with database.reading() as reader:
            again = event_records.read_event(reader, event_id)
        assert again is not None
        assert (again.penalties, again.row.revision, len(again.journal)) == ([], 1, 1)
    finally:
        database.close()


def test_the_database_refuses_a_player_seated_twice_in_one_round(database_url: str) -> None:
    database = open_database(database_url)
    try:
        event_id = _stored(database, _seated())
        engine = make_engine(resolve_url(database_url))
        try:
            with pytest.raises(IntegrityError), engine.begin() as connection:
                connection.execute(
                    text(
                        "INSERT INTO event_seats (event_id, round, table_number, seat, entrant) VALUES (:e, 1, 3, 0, 2)"
                    ),
                    {"e": event_id},
                )
        finally:
            engine.dispose()
    finally:
        database.close()


def test_a_tables_game_is_linked_once_and_unlinked_with_the_game(database_url: str) -> None:
    database = open_database(database_url)
    try:
        event_id = _stored(database, _seated())
        new = writes.NewGame(
            NAMES[:4], ruleset.to_json(RuleSet()), "club", 25_000, "Cup · Round 1 · Table 1", "", AT, at=AT
        )
        game_id = event_writes.link_game(database, event_id, 1, 1, 0, new)
        assert event_writes.link_game(database, event_id, 1, 1, 0, new) == game_id  # the same, no second game
        with database.reading() as reader:
            stored = event_records.read_event(reader, event_id)
            assert stored is not None
            assert stored.games == {(1, 1): (game_id, False)}
            # The record's revision stays: a table's game is the tables', and an organiser's change that does
            # not depend on it (a penalty) is not refused for it.
            assert stored.row.revision == 0
            assert len(reader.rows("SELECT g.id FROM games g")) == 1
        other = event_writes.link_game(database, event_id, 1, 2, 0, new)  # another table, from the same reading
        assert other != game_id
        writes.delete_game(database, game_id)
        with database.reading() as reader:
            stored = event_records.read_event(reader, event_id)
        assert stored is not None
        assert stored.games == {(1, 2): (other, False)}
    finally:
        database.close()
