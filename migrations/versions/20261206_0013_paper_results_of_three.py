"""a table of three's paper result: ``event_paper.points_3`` may be NULL

An event is three- or four-player (its rule set's). A table of three kept on paper has three final points: its row
leaves ``points_3`` NULL (its ``chombos_3`` stays 0), where a 0 would be a score. Every row stored before is a table
of four and keeps its four points.

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06 08:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A batch: SQLite cannot drop a NOT NULL in place (the table is copied); PostgreSQL alters the column.
    with op.batch_alter_table("event_paper") as batch_op:
        batch_op.alter_column("points_3", existing_type=sa.Integer(), nullable=True)


def downgrade() -> None:
    # A table of three has no fourth points to keep: its paper result cannot be stored before this revision.
    op.execute(sa.text("DELETE FROM event_paper WHERE points_3 IS NULL"))
    with op.batch_alter_table("event_paper") as batch_op:
        batch_op.alter_column("points_3", existing_type=sa.Integer(), nullable=False)
