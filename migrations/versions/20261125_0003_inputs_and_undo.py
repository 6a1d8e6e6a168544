"""the game's inputs beyond its hands, and the undo journal

A game is its inputs (DESIGN.md, principle 1). Three more are stored:

- ``games.closed``: the players ended the game early (a time limit). ``ended`` and ``finished_at`` become
  caches of ``closed`` and of the rules' own end, kept for listing games without a replay. Every game ended
  before this revision is marked closed except an imported one, which the rules ended; a closed game that the
  rules ended anyway reads the same either way.
- ``games.pending_riichi``: the riichi sticks declared during the hand being played, so that a crash leaves
  them on the table; ``games.revision`` counts the game's stored changes, so that a second writer of the
  same game (another window, the CLI, a club server) is noticed instead of overwritten.
- ``hand_wins.tiles``: the tiles a winner's hand was entered with (the hand mode), with its yaku and fu, as
  JSON; NULL for a hand entered by han and fu.

``game_actions`` is the undo journal of each game: every change made at the table, in order, with what is
needed to take it back and to do it again, so that undo and redo survive a restart (a deleted hand can be
restored after the game is reopened).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-25 12:20:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in 0002: on SQLite no step may copy ``games`` (batch mode's copy would drop it, and ON DELETE CASCADE
# would take every seat and hand with it), so the columns are added with plain ALTER TABLE.


def upgrade() -> None:
    op.add_column("games", sa.Column("closed", sa.Boolean(), server_default="0", nullable=False))
    op.add_column("games", sa.Column("pending_riichi", sa.JSON(), server_default="[]", nullable=False))
    op.add_column("games", sa.Column("revision", sa.Integer(), server_default="0", nullable=False))
    op.add_column("hand_wins", sa.Column("tiles", sa.Text(), nullable=True))
    op.execute(sa.text("UPDATE games SET closed = true WHERE ended AND source_id IS NULL"))
    op.create_table(
        "game_actions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("number", sa.Integer(), nullable=True),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("undone", sa.Boolean(), server_default="0", nullable=False),
        sa.Column("done_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint(
            "kind IN ('record', 'edit', 'delete', 'end', 'riichi')", name=op.f("ck_game_actions_action_kind")
        ),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_game_actions_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_game_actions")),
        sa.UniqueConstraint("game_id", "position", name="uq_game_actions_game_position"),
    )


def downgrade() -> None:
    op.drop_table("game_actions")
    op.drop_column("hand_wins", "tiles")
    op.drop_column("games", "revision")
    op.drop_column("games", "pending_riichi")
    op.drop_column("games", "closed")
