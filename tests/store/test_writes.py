"""The store's writes (tablekeeper.store.writes): each one transaction, refused whole when the game is not as its
writer read it. On SQLite and PostgreSQL."""

from __future__ import annotations

from datetime import datetime
from uuid import uuid4

import pytest

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.rules.ruleset import RuleSet, to_json
from tablekeeper.service import Session
from tablekeeper.store import reads, writes

PLAYERS = ("Aki", "Ben", "Chie", "Dai")
AT = datetime(2026, 11, 26, 20, 0)


def _plan(step_position: int = 0, first_hand: int = 0) -> writes.PlanWrite:
    """A draw recorded as the game's hand at index ``first_hand``: nobody tenpai, nothing paid."""
    return writes.PlanWrite(
        first_hand=first_hand,
        hands=[writes.HandRow(ExhaustiveDraw(), (0, 0, 0, 0))],
        closed=False,
        ended=False,
        finished_at=None,
        pending_riichi=frozenset(),
        figures=None,
        step=reads.JournalRow(step_position, "record", 1, '{"first": 0, "before": {}, "after": {}}', False),
        new_step=True,
        at=AT,
    )


def _stored(service: Session, game_id: int) -> tuple[int | None, int]:
    """The game's stored revision and number of hands, read back."""
    with service.database.reading() as reader:
        record = reads.read_game(reader, game_id)
        return reads.read_revision(reader, game_id), 0 if record is None else len(record.hands)


def _new_game(**given: object) -> writes.NewGame:
    rules = RuleSet()
    fields: dict[str, object] = {
        "players": PLAYERS,
        "rules_json": to_json(rules),
        "rules_name": rules.name,
        "start_points": rules.start_points,
        "title": "",
        "venue": "",
        "started_at": AT,
        "at": AT,
    }
    return writes.NewGame(**{**fields, **given})  # type: ignore[arg-type]


def test_a_change_of_a_game_changed_since_it_was_read_is_refused_and_writes_nothing(database_url: str) -> None:
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        assert writes.apply_plan(service.database, game, 0, _plan()) == 1  # read at 0, stored at 1
        with pytest.raises(writes.StaleRevision) as stale:
            writes.apply_plan(service.database, game, 0, _plan(1))  # a writer that read it at 0 too
        assert (stale.value.expected, stale.value.stored) == (0, 1)
        assert _stored(service, game) == (1, 1)  # one hand, as the first writer left it
        with pytest.raises(writes.GameGone):
            writes.apply_plan(service.database, game + 1, 0, _plan())


def test_the_store_finds_the_rows_a_change_replaces_without_being_told(database_url: str) -> None:
    """The writer says only what the change is (the hands from one on, its step); the store finds in the statement
    that checks the revision whether hands or steps from there on are stored, and replaces them."""
    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        assert writes.apply_plan(service.database, game, 0, _plan()) == 1  # hand 1 and step 0 stored
        assert writes.apply_plan(service.database, game, 1, _plan(1)) == 2  # hand 1 rewritten, step 1 new
        assert _stored(service, game) == (2, 1)  # still one hand
        assert writes.apply_plan(service.database, game, 2, _plan(0, first_hand=1)) == 3  # step 0 on: replaced
        assert _stored(service, game) == (3, 2)
        with service.database.reading() as reader:
            assert [step.position for step in reads.read_journal(reader, game)] == [0]  # step 1 thrown away


def test_games_stored_together_are_stored_all_or_none(database_url: str) -> None:
    with Session.open(database_url) as service:
        (first,) = writes.add_games(service.database, [_new_game(source_id="tenhou:1")])
        with pytest.raises(writes.SourceStored) as twin:
            writes.add_games(service.database, [_new_game(source_id="tenhou:2"), _new_game(source_id="tenhou:1")])
        assert twin.value.game_id == first.id
        assert [g.id for g in service.library.list_games()] == [first.id]  # tenhou:2 did not come in alone


def test_a_row_refused_by_a_unique_key_is_said_and_leaves_none_of_the_games(database_url: str) -> None:
    """Whichever statement meets the unique key (here the seats: one player twice in a game, as a row written by
    another writer at the same moment would), the store says so with its own error, and nothing is kept."""
    with Session.open(database_url) as service:
        with pytest.raises(writes.WrittenMeanwhile):
            writes.add_games(service.database, [_new_game(), _new_game(players=("Aki", "Ben", "Chie", "Aki"))])
        assert service.library.list_games() == []  # the first game did not come in alone


def test_an_import_replaces_only_the_game_it_compared(database_url: str) -> None:
    with Session.open(database_url) as service:
        identity = uuid4()
        (stored,) = writes.add_games(service.database, [_new_game(uuid=identity, revision=3)])
        with pytest.raises(writes.ReplacedMeanwhile):  # compared at revision 2: changed since
            writes.add_games(service.database, [_new_game(uuid=identity, title="new", replaces=(stored.id, 2))])
        with pytest.raises(writes.ReplacedMeanwhile):  # compared with nothing: stored since
            writes.add_games(service.database, [_new_game(uuid=identity, title="new")])
        (replaced,) = writes.add_games(
            service.database, [_new_game(uuid=identity, title="new", revision=1, replaces=(stored.id, 3))]
        )
        assert (replaced.id, replaced.uuid) == (stored.id, identity)  # its number and identity kept
        game = service.table.game(stored.id)
        assert game.summary.title == "new" and game.revision == 4  # past the replaced game's revision
