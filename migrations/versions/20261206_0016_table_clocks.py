"""time of its own for one table of a round: ``table_clocks``

A table that started late is given minutes of its own besides the round's clock (``round_clocks``): one row a table
given time, its round's clock read with it. No row before this revision: every table has the round's time.

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-06 14:30:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "table_clocks",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("extra_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_table_clocks_event_id_events"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("event_id", "round", "table_number", name=op.f("pk_table_clocks")),
    )


def downgrade() -> None:
    op.drop_table("table_clocks")
