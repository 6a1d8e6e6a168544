"""A database server that stops answering: the client gives up instead of waiting for ever.

The server's own ``statement_timeout`` ends a statement that runs too long, but a server that is frozen
(stopped, swapped out, its host gone) says nothing at all. TCP keepalives and ``tcp_user_timeout`` close the
connection when the server's host stops acknowledging, but not when the host's kernel still acknowledges for
a frozen process (on the same machine, or a server stuck in its own work): a connected session would then wait
without end. Every wait of psycopg on its socket therefore has a limit here (:class:`BoundedConnection`): past
it the connection is closed (so SQLAlchemy drops it from its pool and the next operation connects anew) and
:class:`NoAnswer` is raised, which :mod:`tablekeeper.store.database` says in a sentence.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

import psycopg
from psycopg import errors

ANSWER_TIMEOUT_S = 35.0
"""How long a connected server may stay silent in one exchange: a statement may take the server's 30 s
(``STATEMENT_TIMEOUT_MS``), and 5 s more are left for the server to say so itself."""

RV = TypeVar("RV")


class NoAnswer(psycopg.OperationalError):
    """The server did not answer within the limit; the connection was closed."""

    def __init__(self, seconds: float, *, committing: bool) -> None:
        super().__init__(f"the server did not answer within {seconds:g} seconds")
        self.seconds = seconds
        self.committing = committing
        """Whether it fell silent while confirming a transaction, which it may or may not have stored."""


class BoundedConnection(psycopg.Connection[Any]):
    """psycopg's connection, whose every wait for the server ends after ``answer_limit`` seconds."""

    answer_limit: float | None = None
    """The limit of one wait, in seconds (None: no limit); :data:`ANSWER_TIMEOUT_S` once connected."""
    _committing = False

    def wait(self, gen: Any, interval: float = 0.1, timeout: float | None = None) -> Any:
        """Consume ``gen`` (psycopg's own waiting) within the limit, unless the caller gives its own timeout."""
        limit = self.answer_limit
        if timeout is not None or limit is None:
            return super().wait(gen, interval, timeout)
        try:
            return super().wait(gen, interval, limit)
        except errors._WaitTimeout:  # psycopg's own timeout of a wait, internal: said as ours
            # The exchange is cut in the middle: the connection cannot be used again.
            self.pgconn.finish()
            raise NoAnswer(limit, committing=self._committing) from None

    def commit(self) -> None:
        """Commit, remembering that a silence now leaves the transaction's fate unknown."""
        self._committing = True
        try:
            super().commit()
        finally:
            self._committing = False


def connect(*args: Any, **kwargs: Any) -> BoundedConnection:
    """A new connection (SQLAlchemy's ``do_connect``), its waits limited to :data:`ANSWER_TIMEOUT_S`."""
    connection = BoundedConnection.connect(*args, **kwargs)  # connect_timeout bounds the connection itself
    connection.answer_limit = ANSWER_TIMEOUT_S
    return connection


@contextmanager
def answer_within(dbapi_connection: Any, seconds: float | None) -> Iterator[None]:
    """Each wait of ``dbapi_connection`` limited to ``seconds`` (None: no limit) inside the block."""
    if not isinstance(dbapi_connection, BoundedConnection):
        yield
        return
    before = dbapi_connection.answer_limit
    dbapi_connection.answer_limit = seconds
    try:
        yield
    finally:
        dbapi_connection.answer_limit = before
