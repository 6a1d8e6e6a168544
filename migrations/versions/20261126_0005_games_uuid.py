"""each game's identity: a UUID made when the game is created

``games.uuid`` names a game wherever it goes: its JSON export carries it, and an import recognises by it a game
already stored, so that a file imported twice, or again after a crash, never makes a copy (DESIGN.md, principle
5). Every game stored before this revision gets a fresh UUID of its own here; the column is unique and never
empty.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-26 10:00:00.000000
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in 0002 to 0004: on SQLite no step may copy ``games`` (batch mode's copy drops it, and ON DELETE CASCADE takes
# every seat and hand with it), hence recreate="never". SQLite's ALTER TABLE adds a NOT NULL column only with a
# constant default: there the column gets an empty one, replaced below in every row (and the unique index refuses
# a second row left without its own UUID). PostgreSQL adds the column empty and makes it NOT NULL once filled.


def upgrade() -> None:
    connection = op.get_bind()
    sqlite = connection.dialect.name == "sqlite"
    with op.batch_alter_table("games", schema=None, recreate="never") as batch_op:
        batch_op.add_column(
            sa.Column("uuid", sa.Uuid(), nullable=not sqlite, server_default=sa.text("''") if sqlite else None)
        )
    games = sa.table("games", sa.column("id", sa.Integer()), sa.column("uuid", sa.Uuid()))
    ids = connection.execute(sa.select(games.c.id)).scalars().all()
    if ids:
        connection.execute(
            sa.update(games).where(games.c.id == sa.bindparam("game")).values(uuid=sa.bindparam("identity")),
            [{"game": game_id, "identity": uuid.uuid4()} for game_id in ids],
        )
    with op.batch_alter_table("games", schema=None, recreate="never") as batch_op:
        if not sqlite:
            batch_op.alter_column("uuid", existing_type=sa.Uuid(), nullable=False)
        batch_op.create_index("ix_games_uuid", ["uuid"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_games_uuid", table_name="games")
    op.drop_column("games", "uuid")
