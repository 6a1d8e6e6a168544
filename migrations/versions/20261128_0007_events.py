"""events: club nights and tournaments, their players, seatings, penalties, paper results and games

- ``events``: an event's title, rule set (a JSON snapshot, as a game's), how a substitute's game counts, and its
  revision (a writer whose event is older stores nothing);
- ``event_entrants`` (its players, by their number in it), ``event_seats`` (each round's tables, seat by seat; the
  unique key on (event, round, entrant) makes the database itself refuse a player seated twice in one round),
  ``event_substitutions``, ``event_penalties``, ``event_paper`` (a table's final points kept on paper);
- ``event_games``: the ordinary game played at a round's table (one each way; deleting the game unlinks it);
- ``event_actions``: an event's undo journal (the record before and after each change, as JSON).

Only new tables: every stored game stays as it is, and no table is copied.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-28 10:00:00.000000
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _event_key(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["event_id"], ["events.id"], name=op.f(f"fk_{table}_event_id_events"), ondelete="CASCADE"
    )


def _player_key(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["player_id"], ["players.id"], name=op.f(f"fk_{table}_player_id_players"), ondelete="RESTRICT"
    )


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.Uuid(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("rules_json", sa.Text(), nullable=False),
        sa.Column("rules_name", sa.String(length=100), nullable=True),
        sa.Column("substitute_rule", sa.String(length=10), nullable=False),
        sa.Column("substitute_score", sa.Integer(), server_default="0", nullable=False),
        sa.Column("revision", sa.Integer(), server_default="0", nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_events")),
        sa.UniqueConstraint("uuid", name=op.f("uq_events_uuid")),
    )
    op.create_table(
        "event_entrants",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        sa.Column("ema", sa.String(length=20), nullable=True),
        sa.Column("country", sa.String(length=20), nullable=True),
        sa.Column("absent_from", sa.Integer(), nullable=True),
        sa.Column("filler", sa.Boolean(), server_default="0", nullable=False),
        sa.CheckConstraint("number >= 1", name=op.f("ck_event_entrants_entrant_number")),
        _event_key("event_entrants"),
        _player_key("event_entrants"),
        sa.PrimaryKeyConstraint("event_id", "number", name=op.f("pk_event_entrants")),
        sa.UniqueConstraint("event_id", "player_id", name="uq_event_entrants_event_player"),
    )
    op.create_table(
        "event_seats",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.Integer(), nullable=False),
        sa.CheckConstraint("seat BETWEEN 0 AND 3", name=op.f("ck_event_seats_event_seat_number")),
        _event_key("event_seats"),
        sa.PrimaryKeyConstraint("event_id", "round", "table_number", "seat", name=op.f("pk_event_seats")),
        sa.UniqueConstraint("event_id", "round", "entrant", name="uq_event_seats_event_round_entrant"),
    )
    op.create_table(
        "event_substitutions",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.Integer(), nullable=False),
        _event_key("event_substitutions"),
        _player_key("event_substitutions"),
        sa.PrimaryKeyConstraint("event_id", "round", "entrant", name=op.f("pk_event_substitutions")),
    )
    op.create_table(
        "event_penalties",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("entrant", sa.Integer(), nullable=False),
        sa.Column("points", sa.Integer(), nullable=False),
        sa.Column("reason", sa.String(length=200), nullable=False),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.CheckConstraint("points <> 0", name=op.f("ck_event_penalties_penalty_points")),
        _event_key("event_penalties"),
        sa.PrimaryKeyConstraint("event_id", "number", name=op.f("pk_event_penalties")),
    )
    op.create_table(
        "event_paper",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        *(sa.Column(f"points_{seat}", sa.Integer(), nullable=False) for seat in range(4)),
        sa.Column("deposits", sa.Integer(), server_default="0", nullable=False),
        *(sa.Column(f"chombos_{seat}", sa.Integer(), server_default="0", nullable=False) for seat in range(4)),
        _event_key("event_paper"),
        sa.PrimaryKeyConstraint("event_id", "round", "table_number", name=op.f("pk_event_paper")),
    )
    op.create_table(
        "event_games",
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=False),
        sa.Column("table_number", sa.Integer(), nullable=False),
        sa.Column("game_id", sa.Integer(), nullable=False),
        _event_key("event_games"),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_event_games_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("event_id", "round", "table_number", name=op.f("pk_event_games")),
        sa.UniqueConstraint("game_id", name=op.f("uq_event_games_game_id")),
    )
    op.create_table(
        "event_actions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("undone", sa.Boolean(), server_default="0", nullable=False),
        sa.Column("done_at", sa.DateTime(), nullable=False),
        _event_key("event_actions"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_event_actions")),
        sa.UniqueConstraint("event_id", "position", name="uq_event_actions_event_position"),
    )


def downgrade() -> None:
    for table in (
        "event_actions",
        "event_games",
        "event_paper",
        "event_penalties",
        "event_substitutions",
        "event_seats",
        "event_entrants",
        "events",
    ):
        op.drop_table(table)
