"""each entry's identity: ``game_actions.entry``, a UUID made when the player confirms a change

A table's change of a game (a hand recorded, edited or deleted, a riichi stick, an end, an undo or a redo) carries
an identity made when the player confirmed it, stored with the journal step it wrote, in the same transaction.
A second write of the same entry (a retry after the answer of the first was lost on the network) finds it and
stores nothing again (DESIGN.md, principle 5). The column is unique; the steps stored before this revision have
none (NULL: a unique index holds any number of those, on SQLite and PostgreSQL alike).

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-29 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in 0006: a nullable column, added with a plain ALTER TABLE on SQLite and PostgreSQL alike, then its unique
# index; no table is copied (batch mode's copy of a table that ``games`` cascades to is never needed here).


def upgrade() -> None:
    op.add_column("game_actions", sa.Column("entry", sa.Uuid(), nullable=True))
    op.create_index("ix_game_actions_entry", "game_actions", ["entry"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_game_actions_entry", table_name="game_actions")
    op.drop_column("game_actions", "entry")
