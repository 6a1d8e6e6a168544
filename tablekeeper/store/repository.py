"""A game loaded whole through the ORM, inside a session the caller opened: what deleting a game needs (the ORM
cascades to its rows). Every other write is a statement of :mod:`tablekeeper.store.writes`; reading is done without
the ORM, in :mod:`tablekeeper.store.reads`.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from tablekeeper.store.models import Game, Hand


def load_game(session: Session, game_id: int, *, for_update: bool = False) -> Game | None:
    """The game with its seats and hands loaded; locked against other writers when ``for_update``."""
    query = (
        select(Game)
        .where(Game.id == game_id)
        .options(selectinload(Game.seats), selectinload(Game.hands).selectinload(Hand.wins))
    )
    if for_update:
        query = query.with_for_update(of=Game)  # PostgreSQL: one writer per game; SQLite's BEGIN IMMEDIATE does it
    return session.scalars(query).one_or_none()


def delete_game(session: Session, game: Game) -> None:
    """Remove a game, its seats and hands (the players stay known)."""
    session.delete(game)
    session.flush()
