"""Changes of the stored games, each run inside a session the caller opened (one transaction).

Reading is done without the ORM, in :mod:`tablekeeper.store.records`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from uuid import UUID, uuid4

from sqlalchemy import delete, select
from sqlalchemy.orm import Session, selectinload

from tablekeeper.store.models import Game, Hand, Player, Seat


def players_by_name(session: Session, names: Sequence[str]) -> list[Player]:
    """The players of these names, in the same order; those not yet known are added."""
    known = {p.name: p for p in session.scalars(select(Player).where(Player.name.in_(set(names))))}
    out = []
    for name in names:
        player = known.get(name)
        if player is None:
            player = known[name] = Player(name=name)
            session.add(player)
        out.append(player)
    session.flush()
    return out


def add_game(
    session: Session,
    players: Sequence[Player],
    *,
    rules_json: str,
    rules_name: str,
    start_points: int,
    title: str,
    venue: str,
    started_at: datetime,
    source_id: str | None = None,
    uuid: UUID | None = None,
    revision: int = 0,
    game_id: int | None = None,
) -> Game:
    """A new game with ``players`` at seats 0..3, and no hand yet; ``source_id`` says where an import came from.

    Its identity is made now, unless ``uuid`` brings the one it was given where it was created (an import);
    ``game_id`` numbers it (an import replacing a stored game keeps that game's number)."""
    game = Game(
        id=game_id,
        uuid=uuid if uuid is not None else uuid4(),
        revision=revision,
        title=title,
        venue=venue,
        started_at=started_at,
        finished_at=None,
        ended=False,
        rules_json=rules_json,
        rules_name=rules_name[:100],
        start_points=start_points,
        source_id=source_id,
    )
    game.seats = [Seat(seat=i, player=p) for i, p in enumerate(players)]
    session.add(game)
    session.flush()
    return game


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


def delete_hands_from(session: Session, game: Game, number: int) -> None:
    """Remove the hands numbered ``number`` and later from ``game``."""
    session.execute(delete(Hand).where(Hand.game_id == game.id, Hand.number >= number))
    session.expire(game, ["hands"])


def delete_game(session: Session, game: Game) -> None:
    """Remove a game, its seats and hands (the players stay known)."""
    session.delete(game)
    session.flush()
