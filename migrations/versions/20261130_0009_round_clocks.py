"""the rounds' clocks: ``round_clocks``, and ``event_games.hands_at_time``

A round of an event has a clock held by the database (its start, pauses, time added, and the organiser's end of
the round, in the server's time): every table and the hall read the same one, and it survives a restart of any
window. When time is called each table's game count of hands is kept (``event_games.hands_at_time``): the game
ends after the hand in play then, or one hand later, by its rules.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-30 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "round_clocks",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("limit_ms", sa.BigInteger(), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=True),
        sa.Column("added_ms", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("paused_ms", sa.BigInteger(), server_default="0", nullable=False),
        sa.Column("paused_since", sa.DateTime(), nullable=True),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.Column("revision", sa.Integer(), server_default="0", nullable=False),
        sa.ForeignKeyConstraint(
            ["event_id"], ["events.id"], name=op.f("fk_round_clocks_event_id_events"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("event_id", "round", name=op.f("pk_round_clocks")),
    )
    # A nullable column: a plain ALTER TABLE on SQLite and PostgreSQL alike, no table copied.
    op.add_column("event_games", sa.Column("hands_at_time", sa.Integer(), nullable=True))


def downgrade() -> None:
    op.drop_column("event_games", "hands_at_time")
    op.drop_table("round_clocks")
