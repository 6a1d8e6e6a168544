"""Who is published: the players marked not to be (``players.unpublished``, revision 0012), read as every read of
the store is, through the sqlite3 door (no SQLAlchemy: a reading command loads none of the writer's stack). Names are
personal data: the site's and the venue's pages name such a player "Player N". The mark is written by
:func:`tablekeeper.store.writes.set_published`."""

from __future__ import annotations

from tablekeeper.store.database import Reader

UNPUBLISHED = "SELECT p.name FROM players p WHERE p.unpublished = :marked"
KNOWN = "SELECT p.name FROM players p WHERE lower(p.name) = lower(:name)"


def unpublished(reader: Reader) -> frozenset[str]:
    """The names of the players marked not to be published."""
    return frozenset(str(row[0]) for row in reader.rows(UNPUBLISHED, {"marked": True}))


def known(reader: Reader, name: str) -> str | None:
    """The name as it is known (the case it was first written in), for ``name`` in any case; None: nobody."""
    rows = reader.rows(KNOWN, {"name": name})
    return str(rows[0][0]) if rows else None
