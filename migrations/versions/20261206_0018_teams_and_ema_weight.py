"""teams and the EMA's weight: ``event_entrants.team``; ``events.team_score``, ``days``, ``championship``

A player may play for a team (NULL: none); an event says whether a team's total is the sum or the average of its
players' (``sum`` for every event stored before), over how many days it is played and whether it is a championship
(the EMA's weight counts both: 1 day and no championship before).

Revision ID: 0018
Revises: 0017
Create Date: 2026-12-06 14:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Columns with a constant default (or none): a plain ALTER TABLE on SQLite and PostgreSQL alike, no table copied
    # (a copy of ``events`` would take its rows' cascades with it).
    op.add_column("event_entrants", sa.Column("team", sa.String(50), nullable=True))
    op.add_column("events", sa.Column("team_score", sa.String(10), nullable=False, server_default="sum"))
    op.add_column("events", sa.Column("days", sa.Integer(), nullable=False, server_default="1"))
    op.add_column("events", sa.Column("championship", sa.Boolean(), nullable=False, server_default=sa.false()))


def downgrade() -> None:
    # Not a batch, as the upgrade: SQLite drops a column in place since 3.35.
    for column in ("championship", "days", "team_score"):
        op.drop_column("events", column)
    op.drop_column("event_entrants", "team")
