"""games ended and source

A game can be over without a known end time (a Tenhou log does not say when its game ended): ``ended`` says
it is over, ``finished_at`` says when, if known. Every game ended before this revision has its time, so
``ended`` is true exactly where ``finished_at`` is set. ``source_id`` keeps Tenhou's id of an imported game,
unique, so that the same log imported twice is recognised.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-25 03:11:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


# On SQLite both steps must run without copying the table (what batch mode does for most changes): the copy
# drops the old ``games`` table, and with foreign keys on, that deletes every seat and hand (ON DELETE
# CASCADE); foreign keys cannot be turned off inside the migration's transaction. So the columns are added and
# dropped with plain ALTER TABLE (SQLite 3.35+), the default is a plain string, and source_id is unique through
# an index rather than a table constraint.


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("ended", sa.Boolean(), server_default="0", nullable=False))
        batch_op.add_column(sa.Column("source_id", sa.String(length=100), nullable=True))
        batch_op.create_index("ix_games_ended", ["ended"], unique=False)
        batch_op.create_index("ix_games_source_id", ["source_id"], unique=True)
    op.execute(sa.text("UPDATE games SET ended = true WHERE finished_at IS NOT NULL"))


def downgrade() -> None:
    # A game ended at an unknown time keeps its end: it gets its start time as its end time.
    op.execute(sa.text("UPDATE games SET finished_at = started_at WHERE ended AND finished_at IS NULL"))
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_index("ix_games_source_id")
        batch_op.drop_index("ix_games_ended")
    op.drop_column("games", "source_id")
    op.drop_column("games", "ended")
