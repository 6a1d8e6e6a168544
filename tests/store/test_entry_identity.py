"""Each change of a game carries its entry's identity, stored with its journal step in the same transaction: a
second write of the same entry (a retry after the answer of the first was lost) is not written again, whatever the
revision it read; other entries are written as before. Revision 0008 gives old steps no identity. On SQLite and
PostgreSQL."""

from __future__ import annotations

import json
from datetime import datetime
from uuid import UUID, uuid4

import pytest
from alembic import command
from sqlalchemy import text

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session
from tablekeeper.store import reads, writes
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
AT = datetime(2026, 11, 29, 20, 0)


def _draw(hand: int, entry: UUID | None) -> writes.PlanWrite:
    """An exhaustive draw (nobody tenpai, nothing paid) recorded as hand ``hand`` (0 for the first) by ``entry``."""
    return writes.PlanWrite(
        first_hand=hand,
        hands=[writes.HandRow(ExhaustiveDraw(), (0, 0, 0, 0))],
        closed=False,
        ended=False,
        finished_at=None,
        pending_riichi=frozenset(),
        figures=None,
        step=reads.JournalRow(
            hand, "record", hand + 1, json.dumps({"first": hand, "before": {}, "after": {}}), False, entry
        ),
        new_step=True,
        at=AT,
    )


def _stored(service: Session, game_id: int) -> tuple[int | None, int]:
    """The game's stored revision and number of hands, read back."""
    with service.database.reading() as reader:
        record = reads.read_game(reader, game_id)
        return reads.read_revision(reader, game_id), 0 if record is None else len(record.hands)


def test_an_entry_written_twice_is_stored_once(database_url: str) -> None:
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        entry = uuid4()
        assert writes.apply_plan(service.database, game, 0, _draw(0, entry)) == 1
        # The retry of a writer that never saw the answer: the revision it read (0) is stale, by its own write.
        assert writes.apply_plan(service.database, game, 0, _draw(0, entry)) == writes.AlreadyStored(1, 0)
        # A writer that read the game since, and sends the same entry again as the next hand.
        assert writes.apply_plan(service.database, game, 1, _draw(1, entry)) == writes.AlreadyStored(1, 0)
        assert _stored(service, game) == (1, 1)
        with service.database.reading() as reader:
            assert reads.entry_position(reader, game, entry) == 0


def test_other_entries_are_stored_and_a_stale_one_still_refused(database_url: str) -> None:
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        assert writes.apply_plan(service.database, game, 0, _draw(0, uuid4())) == 1
        assert writes.apply_plan(service.database, game, 1, _draw(1, uuid4())) == 2
        with pytest.raises(writes.StaleRevision):  # another entry, from a writer that read the game at 1
            writes.apply_plan(service.database, game, 1, _draw(1, uuid4()))
        assert _stored(service, game) == (2, 2)


def test_an_entry_of_another_game_is_refused(database_url: str) -> None:
    with Session.open(database_url) as service:
        first, second = service.table.create_game(PLAYERS).id, service.table.create_game(PLAYERS).id
        entry = uuid4()
        writes.apply_plan(service.database, first, 0, _draw(0, entry))
        with pytest.raises(writes.WrittenMeanwhile):  # the unique key: one identity names one change
            writes.apply_plan(service.database, second, 0, _draw(0, entry))
        assert _stored(service, second) == (0, 0)


def test_an_undo_writes_its_own_entry_on_the_step_it_takes_back(database_url: str) -> None:
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        recorded, undone = uuid4(), uuid4()
        writes.apply_plan(service.database, game, 0, _draw(0, recorded))
        undo = writes.PlanWrite(
            first_hand=0,
            hands=[],
            closed=False,
            ended=False,
            finished_at=None,
            pending_riichi=frozenset(),
            figures=None,
            step=reads.JournalRow(0, "record", 1, '{"first": 0, "before": {}, "after": {}}', True, undone),
            new_step=False,
            at=AT,
        )
        assert writes.apply_plan(service.database, game, 1, undo) == 2
        assert writes.apply_plan(service.database, game, 1, undo) == writes.AlreadyStored(2, 0)
        assert _stored(service, game) == (2, 0)
        # The hand's own entry is of a change followed by the undo: its late retry read revision 0, and is stale.
        with pytest.raises(writes.StaleRevision):
            writes.apply_plan(service.database, game, 0, _draw(0, recorded))


def test_revision_0008_keeps_the_old_steps_without_an_identity(database_url: str) -> None:
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        service.table.record(game, ExhaustiveDraw())
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), "0007")
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
            assert connection.execute(text("SELECT count(*) FROM game_actions WHERE entry IS NULL")).scalar_one() == 1
    finally:
        engine.dispose()
    with Session.open(database_url) as service:
        entry = uuid4()
        service.table.record(game, ExhaustiveDraw(), entry=entry)
        assert service.table.record(game, ExhaustiveDraw(), entry=entry).stored_before
        assert len(service.table.game(game).hands) == 2
