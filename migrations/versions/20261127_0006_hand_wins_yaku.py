"""the yaku a winner called: ``hand_wins.yaku``

A win valued by yaku in the scoring dialog (the yaku the winner called, with the dora, red fives and ura dora
counted) keeps them beside its han and fu, as JSON (``rules.called_yaku.to_dict``), so that the review, the
sheets and ``show`` say why the hand scored what it did. Every win stored before this revision was not valued
so: the column is empty (NULL) for them.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-27 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in 0003 (``hand_wins.tiles``): a nullable column, added with a plain ALTER TABLE on SQLite and PostgreSQL
# alike; no table is copied (batch mode's copy of a table that ``games`` cascades to is never needed here).


def upgrade() -> None:
    op.add_column("hand_wins", sa.Column("yaku", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("hand_wins", "yaku")
