"""games players seats hands

Revision ID: 0001
Revises:
Create Date: 2026-11-21 23:21:55.791393
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("venue", sa.String(length=200), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("finished_at", sa.DateTime(), nullable=True),
        sa.Column("rules_json", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_games")),
    )
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.create_index("ix_games_finished_at", ["finished_at"], unique=False)
        batch_op.create_index("ix_games_started_at_id", ["started_at", "id"], unique=False)

    op.create_table(
        "players",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=100), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
        sa.UniqueConstraint("name", name=op.f("uq_players_name")),
    )
    op.create_table(
        "hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=10), nullable=False),
        sa.Column("discarder", sa.Integer(), nullable=True),
        sa.Column("offender", sa.Integer(), nullable=True),
        sa.Column("abort_kind", sa.String(length=20), nullable=True),
        sa.Column("riichi", sa.JSON(), nullable=False),
        sa.Column("tenpai", sa.JSON(), nullable=False),
        sa.Column("nagashi", sa.JSON(), nullable=False),
        sa.Column("delta_0", sa.Integer(), nullable=False),
        sa.Column("delta_1", sa.Integer(), nullable=False),
        sa.Column("delta_2", sa.Integer(), nullable=False),
        sa.Column("delta_3", sa.Integer(), nullable=False),
        sa.Column("recorded_at", sa.DateTime(), nullable=False),
        sa.CheckConstraint("kind IN ('ron', 'tsumo', 'draw', 'abort', 'chombo')", name=op.f("ck_hands_hand_kind")),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_hands_game_id_games"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_hands")),
        sa.UniqueConstraint("game_id", "number", name="uq_hands_game_number"),
    )
    op.create_table(
        "seats",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.CheckConstraint("seat BETWEEN 0 AND 3", name=op.f("ck_seats_seat_number")),
        sa.ForeignKeyConstraint(["game_id"], ["games.id"], name=op.f("fk_seats_game_id_games"), ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["player_id"], ["players.id"], name=op.f("fk_seats_player_id_players"), ondelete="RESTRICT"
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name=op.f("pk_seats")),
        sa.UniqueConstraint("game_id", "player_id", name="uq_seats_game_player"),
    )
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.create_index("ix_seats_player_game", ["player_id", "game_id"], unique=False)

    op.create_table(
        "hand_wins",
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("winner", sa.Integer(), nullable=False),
        sa.Column("han", sa.Integer(), nullable=True),
        sa.Column("fu", sa.Integer(), nullable=True),
        sa.Column("yakuman", sa.Integer(), nullable=False),
        sa.Column("pao", sa.Integer(), nullable=True),
        sa.CheckConstraint("winner BETWEEN 0 AND 3", name=op.f("ck_hand_wins_winner_seat")),
        sa.ForeignKeyConstraint(["hand_id"], ["hands.id"], name=op.f("fk_hand_wins_hand_id_hands"), ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("hand_id", "position", name=op.f("pk_hand_wins")),
    )


def downgrade() -> None:
    op.drop_table("hand_wins")
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_index("ix_seats_player_game")

    op.drop_table("seats")
    op.drop_table("hands")
    op.drop_table("players")
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_index("ix_games_started_at_id")
        batch_op.drop_index("ix_games_finished_at")

    op.drop_table("games")
