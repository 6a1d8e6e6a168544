"""sit-outs and stages: ``events.sit_out_score``, ``event_sit_outs``, ``event_stages``, ``event_qualifiers``

A round whose players present are not a multiple of the table's may seat as many as the tables take, the others
sitting it out (one row each); a round sat out counts the event's ``sit_out_score`` (NULL: nothing). A cut starts a
stage (one row) whose rounds seat only its qualifiers (one row each, in their place at the cut). Every event stored
before has neither: no row, and a NULL score.

Revision ID: 0015
Revises: 0013
Create Date: 2026-12-06 14:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _event_key(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["event_id"], ["events.id"], name=op.f(f"fk_{table}_event_id_events"), ondelete="CASCADE"
    )


def upgrade() -> None:
    # A nullable column: a plain ALTER TABLE on SQLite and PostgreSQL alike, no table copied.
    op.add_column("events", sa.Column("sit_out_score", sa.Integer(), nullable=True))
    op.create_table(
        "event_sit_outs",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.Integer(), nullable=False),
        _event_key("event_sit_outs"),
        sa.PrimaryKeyConstraint("event_id", "round", "entrant", name=op.f("pk_event_sit_outs")),
    )
    op.create_table(
        "event_stages",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("first_round", sa.Integer(), nullable=False),
        sa.Column("scores", sa.String(length=10), nullable=False),
        sa.CheckConstraint("scores IN ('carry', 'reset')", name=op.f("ck_event_stages_stage_scores")),
        _event_key("event_stages"),
        sa.PrimaryKeyConstraint("event_id", "number", name=op.f("pk_event_stages")),
    )
    op.create_table(
        "event_qualifiers",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("stage", sa.Integer(), nullable=False),
        sa.Column("place", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.Integer(), nullable=False),
        _event_key("event_qualifiers"),
        sa.PrimaryKeyConstraint("event_id", "stage", "place", name=op.f("pk_event_qualifiers")),
        sa.UniqueConstraint("event_id", "stage", "entrant", name="uq_event_qualifiers_event_stage_entrant"),
    )


def downgrade() -> None:
    # Sit-outs and cuts cannot be kept before this revision: its events forget them (their rounds stay seated).
    op.drop_table("event_qualifiers")
    op.drop_table("event_stages")
    op.drop_table("event_sit_outs")
    # Not a batch (a copy of the table, which the event's rows refer to): SQLite drops a column in place since 3.35.
    op.drop_column("events", "sit_out_score")
