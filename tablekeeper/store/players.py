"""Who is published: the players marked not to be, and the mark set or taken off (``players.unpublished``, revision
0012). Names are personal data: the site's and the venue's pages name such a player "Player N" (Core statements on
the players table, as :mod:`tablekeeper.store.writes` writes the games)."""

from __future__ import annotations

from sqlalchemy import insert, select, update

from tablekeeper.store.database import Database, Reader
from tablekeeper.store.models import Player, table


def unpublished(reader: Reader) -> frozenset[str]:
    """The names of the players marked not to be published."""
    return frozenset(str(row[0]) for row in reader.rows("SELECT name FROM players WHERE unpublished"))


def known(reader: Reader, name: str) -> str | None:
    """The name as it is known (the case it was first written in), for ``name`` in any case; None: nobody."""
    rows = reader.rows("SELECT name FROM players WHERE lower(name) = lower(:name)", {"name": name})
    return str(rows[0][0]) if rows else None


def set_published(database: Database, name: str, published: bool) -> None:
    """Mark the player ``name`` published or not; one not known yet (who has played no game) is added, so that the
    mark is there when they first play."""
    players = table(Player)
    with database.write_transaction() as connection:
        found = connection.execute(select(players.c.id).where(players.c.name == name)).scalar_one_or_none()
        if found is None:
            connection.execute(insert(players), [{"name": name, "unpublished": not published}])
        else:
            connection.execute(update(players).where(players.c.id == found).values(unpublished=not published))
