"""Queries and changes of the stored games, each run inside a session the caller opened (one transaction)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session, selectinload

from tablekeeper.store.models import Game, Hand, Player, Seat


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game as listed: its row, its players' names by seat and its number of hands."""

    game: Game
    players: tuple[str, str, str, str]
    hand_count: int


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


def player_names(session: Session, prefix: str = "", limit: int = 50) -> list[str]:
    """Known player names starting with ``prefix`` (any case), most often seated first, then by name."""
    games = func.count(Seat.game_id)
    query = select(Player.name).outerjoin(Seat, Seat.player_id == Player.id).group_by(Player.id, Player.name)
    if prefix:
        query = query.where(func.lower(Player.name).startswith(prefix.lower(), autoescape=True))
    return list(session.scalars(query.order_by(games.desc(), Player.name).limit(limit)))


def add_game(
    session: Session,
    players: Sequence[Player],
    *,
    rules_json: str,
    title: str,
    venue: str,
    started_at: datetime,
    source_id: str | None = None,
) -> Game:
    """A new game with ``players`` at seats 0..3, and no hand yet; ``source_id`` says where an import came from."""
    game = Game(
        title=title,
        venue=venue,
        started_at=started_at,
        finished_at=None,
        ended=False,
        rules_json=rules_json,
        source_id=source_id,
    )
    game.seats = [Seat(seat=i, player=p) for i, p in enumerate(players)]
    session.add(game)
    session.flush()
    return game


def game_with_source(session: Session, source_id: str) -> int | None:
    """The id of the game imported from ``source_id``, if one is stored."""
    return session.scalars(select(Game.id).where(Game.source_id == source_id)).one_or_none()


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


def list_games(
    session: Session,
    *,
    player: str | None = None,
    since: datetime | None = None,
    until: datetime | None = None,
    finished: bool | None = None,
    limit: int | None = 50,
    offset: int = 0,
) -> list[GameRow]:
    """Games, latest first, filtered by a player's name (any case), start date range and finished or not."""
    query = select(Game)
    if player:
        query = query.where(
            Game.id.in_(
                select(Seat.game_id)
                .join(Player, Player.id == Seat.player_id)
                .where(func.lower(Player.name) == player.lower())
            )
        )
    if since is not None:
        query = query.where(Game.started_at >= since)
    if until is not None:
        query = query.where(Game.started_at < until)
    if finished is not None:
        query = query.where(Game.ended.is_(finished))
    query = query.order_by(Game.started_at.desc(), Game.id.desc()).offset(offset).limit(limit)
    games = list(session.scalars(query.options(selectinload(Game.seats))))
    if not games:
        return []
    ids = [g.id for g in games]
    counts = dict(
        session.execute(select(Hand.game_id, func.count()).where(Hand.game_id.in_(ids)).group_by(Hand.game_id)).all()
    )
    return [GameRow(g, seat_names(g), counts.get(g.id, 0)) for g in games]


def seat_names(game: Game) -> tuple[str, str, str, str]:
    """The players' names at seats 0..3."""
    names = [s.player.name for s in sorted(game.seats, key=lambda s: s.seat)]
    return (names[0], names[1], names[2], names[3])


def delete_game(session: Session, game: Game) -> None:
    """Remove a game, its seats and hands (the players stay known)."""
    session.delete(game)
    session.flush()
