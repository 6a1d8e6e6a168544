"""The server out of reach is a kind of its own (issue 21, part 3): a connection refused, a connection lost in the
middle of an exchange or of a commit's answer is :class:`ServerUnreachable`, which a table keeps its change for and
sends again; a server that answers with a refusal (a value, a lock, a statement too long) is not."""

from __future__ import annotations

from collections.abc import Iterator
from uuid import uuid4

import psycopg
import pytest
from psycopg import errors
from sqlalchemy import exc

from tablekeeper.errors import DatabaseError
from tablekeeper.location import locate
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session
from tablekeeper.store import failures
from tablekeeper.store.failures import ServerUnreachable
from tablekeeper.store.server import NoAnswer
from tests.ui.switched_line import SwitchedLine


@pytest.fixture
def line(postgres_url: str) -> Iterator[SwitchedLine]:
    switched = SwitchedLine(postgres_url)
    yield switched
    switched.close()


def test_a_line_lost_between_two_hands_cannot_be_reached_then_the_same_entry_is_stored_once(
    line: SwitchedLine,
) -> None:
    with Session.open(line.url) as table:
        game = table.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        line.down()
        entry = uuid4()
        hand = ExhaustiveDraw(tenpai=frozenset({2}))
        with pytest.raises(ServerUnreachable, match="cannot be reached"):
            table.table.record(game.id, hand, entry=entry)
        line.up()
        change = table.table.record(game.id, hand, entry=entry)
        assert not change.stored_before
        assert [h.result for h in change.game.hands] == [hand]


def test_a_commit_whose_answer_is_lost_cannot_be_reached_and_may_be_stored(
    line: SwitchedLine,
) -> None:
    with Session.open(line.url) as table:
        game = table.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        line.after_commit, line.cutting = 1.0, True
        entry = uuid4()
        hand = ExhaustiveDraw(tenpai=frozenset({2}))
        with pytest.raises(ServerUnreachable) as raised:
            table.table.record(game.id, hand, entry=entry)
        line.cutting = False
        assert raised.value.maybe_stored
        assert "may have been stored" in raised.value.message
        again = table.table.record(game.id, hand, entry=entry)
        assert again.stored_before
        assert [h.result for h in again.game.hands] == [hand]


@pytest.mark.parametrize(
    "lost",
    [
        psycopg.OperationalError("consuming input failed: server closed the connection unexpectedly"),
        errors.AdminShutdown("terminating connection due to administrator command"),
        NoAnswer(35, committing=False),
    ],
)
def test_a_connection_lost_or_silent_cannot_be_reached(lost: Exception) -> None:
    failure = failures.sqlalchemy_failure(locate("postgresql://table@club/games"), exc.OperationalError("", {}, lost))
    assert isinstance(failure, ServerUnreachable)


def test_a_server_silent_while_committing_may_have_stored_the_change() -> None:
    silent = exc.OperationalError("COMMIT", {}, NoAnswer(35, committing=True))
    failure = failures.sqlalchemy_failure(locate("postgresql://table@club/games"), silent)
    assert isinstance(failure, ServerUnreachable) and failure.maybe_stored


@pytest.mark.parametrize(
    "refusal",
    [
        exc.OperationalError("", {}, errors.QueryCanceled("canceling statement due to statement timeout")),
        exc.OperationalError("", {}, errors.LockNotAvailable("could not obtain lock on row")),
        exc.DataError("", {}, errors.StringDataRightTruncation("value too long for type character varying(80)")),
        exc.IntegrityError("", {}, errors.UniqueViolation("duplicate key value violates unique constraint")),
    ],
)
def test_a_server_that_answers_with_a_refusal_can_be_reached(refusal: Exception) -> None:
    failure = failures.sqlalchemy_failure(locate("postgresql://table@club/games"), refusal)
    assert isinstance(failure, DatabaseError) and not isinstance(failure, ServerUnreachable)
