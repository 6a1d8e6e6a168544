"""an imported game's notes: ``games.notes``

What tablekeeper says of a game it took in (the variant of the rules a Tenhou log's own results confirm, where its
date does not say them; an east-only header its hands contradict) was said at the import and lost: it is kept with
the game as JSON text (:mod:`tablekeeper.game_notes`), to be shown with it. Games stored before keep NULL: none.

Revision ID: 0019
Revises: 0018
Create Date: 2026-12-06 17:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # In place, not a batch: SQLite adds a column without copying the table, whose copy would drop the old one and
    # with it, by their foreign keys, every game's seats, hands and steps.
    op.add_column("games", sa.Column("notes", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games", recreate="never") as batch_op:
        batch_op.drop_column("notes")
