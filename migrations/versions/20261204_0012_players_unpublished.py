"""a player not to be published: ``players.unpublished``

Names are personal data. A player who asks not to be published is marked so (in the window or with `tablekeeper
player NAME --not-published`): every page of the club's site and of the venue names them "Player N" instead. Every
player known before is published, as before.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-04 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A column with a constant default: a plain ALTER TABLE on SQLite and PostgreSQL alike, no table copied.
    op.add_column("players", sa.Column("unpublished", sa.Boolean(), server_default=sa.false(), nullable=False))


def downgrade() -> None:
    # Not a batch (a copy of the table, which the seats refer to): SQLite drops a column in place since 3.35.
    op.drop_column("players", "unpublished")
