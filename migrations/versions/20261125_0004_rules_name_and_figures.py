"""the rule set's name and start points beside its snapshot, and each finished game's figures by seat

- ``games.rules_name`` and ``games.start_points``: the name of the game's rule set (a preset's identifier, or
  the club's own name) and its start points, so that the games browser and the statistics filter and sort by
  rule set and by the leader's points in the query instead of reading every game's JSON snapshot. Filled here
  from each stored snapshot; NULL when a snapshot cannot be read (that game is damaged and named as such wherever
  it is read).
- ``seat_figures``: what each seat of a finished game counts for in the club statistics (hands, wins, tsumo
  wins, deal-ins, riichi, the value of the wins, the place and the +/- score), worked out from the replay when
  the game's end is stored. A cache: ``version`` names the definitions it was computed with, and figures of
  another version, or missing (every game finished before this revision), are worked out again from the replay
  when the statistics are next asked for.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-25 15:00:00.000000
"""

from __future__ import annotations

import json
from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As in 0002 and 0003: on SQLite no step may copy ``games`` (batch mode's copy would drop it, and ON DELETE
# CASCADE would take every seat and hand with it), so the column is added with plain ALTER TABLE.


def upgrade() -> None:
    op.add_column("games", sa.Column("rules_name", sa.String(length=100), nullable=True))
    op.add_column("games", sa.Column("start_points", sa.Integer(), nullable=True))
    op.create_index("ix_games_rules_name", "games", ["rules_name"])
    connection = op.get_bind()
    games = sa.table(
        "games", sa.column("id", sa.Integer()), sa.column("rules_name", sa.String()), sa.column("start_points")
    )
    for game_id, snapshot in connection.execute(sa.text("SELECT id, rules_json FROM games")).all():
        name, start = _read(snapshot)
        if name is not None or start is not None:
            connection.execute(
                sa.update(games).where(games.c.id == game_id).values(rules_name=name, start_points=start)
            )
    op.create_table(
        "seat_figures",
        sa.Column("game_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("wins", sa.Integer(), nullable=False),
        sa.Column("tsumo_wins", sa.Integer(), nullable=False),
        sa.Column("deal_ins", sa.Integer(), nullable=False),
        sa.Column("riichi", sa.Integer(), nullable=False),
        sa.Column("win_points", sa.Integer(), nullable=False),
        sa.Column("place", sa.Integer(), nullable=False),
        sa.Column("score_numerator", sa.BigInteger(), nullable=False),
        sa.Column("score_denominator", sa.BigInteger(), nullable=False),
        sa.CheckConstraint("seat BETWEEN 0 AND 3", name=op.f("ck_seat_figures_figures_seat")),
        sa.CheckConstraint("place BETWEEN 1 AND 4", name=op.f("ck_seat_figures_figures_place")),
        sa.CheckConstraint("score_denominator > 0", name=op.f("ck_seat_figures_figures_denominator")),
        sa.ForeignKeyConstraint(
            ["game_id"], ["games.id"], name=op.f("fk_seat_figures_game_id_games"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("game_id", "seat", name=op.f("pk_seat_figures")),
    )


def _read(snapshot: object) -> tuple[str | None, int | None]:
    """The ``name`` and the ``start_points`` of a stored rule set snapshot, each None when it cannot be read."""
    try:
        data = json.loads(str(snapshot))
    except ValueError:
        return None, None
    if not isinstance(data, dict):
        return None, None
    name, start = data.get("name"), data.get("start_points")
    return (
        name[:100] if isinstance(name, str) else None,
        start if type(start) is int and abs(start) < 2**31 else None,
    )


def downgrade() -> None:
    op.drop_table("seat_figures")
    op.drop_index("ix_games_rules_name", table_name="games")
    op.drop_column("games", "start_points")
    op.drop_column("games", "rules_name")
