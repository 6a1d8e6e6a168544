"""an imported game's content: ``games.content_id``

A Tenhou game comes as an mjlog and as JSON, and a form may carry no id of it (a renamed file, MahjongPantheon's
mjlog): ``content_id`` (``deal:<digest>`` of the tiles dealt and the scores of every hand) makes it known in either
form, so that it is stored once. Games stored before keep NULL: their tiles were never stored.

Revision ID: 0017
Revises: 0016
Create Date: 2026-12-06 14:30:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # In place, not a batch: SQLite adds a column without copying the table, whose copy would drop the old one and
    # with it, by their foreign keys, every game's seats, hands and steps.
    op.add_column("games", sa.Column("content_id", sa.String(length=100), nullable=True))
    op.create_index("ix_games_content_id", "games", ["content_id"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_games_content_id", table_name="games")
    with op.batch_alter_table("games", recreate="never") as batch_op:
        batch_op.drop_column("content_id")
