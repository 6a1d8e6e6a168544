"""A database taken to a revision by Alembic, and its games' columns read then (the migration tests' one step)."""

from __future__ import annotations

from alembic import command
from sqlalchemy import text

from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import alembic_config


def migrated(url: str, revision: str, columns: str, *, up: bool) -> list[tuple[object, ...]]:
    """The database at ``url`` upgraded (``up``) or downgraded to ``revision``; then these ``columns`` of its games."""
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            (command.upgrade if up else command.downgrade)(alembic_config(connection), revision)
            rows = connection.execute(text(f"SELECT {columns} FROM games ORDER BY id")).all()
    finally:
        engine.dispose()
    return [tuple(row) for row in rows]
