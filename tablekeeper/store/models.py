"""The tables of a tablekeeper database, as SQLAlchemy 2 typed models.

A game is its inputs (DESIGN.md, principle 1): the rule set as a JSON snapshot, the seats, and the hands in
order, each holding what a player said at the table (a HandResult). The deltas kept on each hand are a cached
check of what the engine computed when the hand was stored; they are never trusted over a replay.

The schema is created and changed only by the migrations in ``migrations/``; a test checks they agree.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, ClassVar, cast
from uuid import UUID, uuid4

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    ForeignKey,
    Index,
    MetaData,
    String,
    Table,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Named constraints, so that migrations can drop or alter them by name on every backend.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """The declarative base of every tablekeeper table."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {list[int]: JSON}


class Player(Base):
    """Someone who sits at the table; known by a name unique in the database."""

    __tablename__ = "players"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    unpublished: Mapped[bool] = mapped_column(default=False, server_default=false())
    """Asked not to be published: the site's and the venue's pages name them "Player N" (revision 0012)."""


class Game(Base):
    """One game of four players: where and when, under which rules, who sat where.

    Seat 0 dealt the first hand (DESIGN.md: seats are the initial East, South, West and North).
    """

    __tablename__ = "games"
    __table_args__ = (
        Index("ix_games_started_at_id", "started_at", "id"),
        Index("ix_games_finished_at", "finished_at"),
        Index("ix_games_ended", "ended"),
        Index("ix_games_rules_name", "rules_name"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    uuid: Mapped[UUID] = mapped_column(default=uuid4, index=True, unique=True)
    """The game's identity, made when it is created and carried by its JSON export: an import recognises a game
    already stored by it, so that a file imported twice never makes a copy (DESIGN.md, principle 5)."""
    title: Mapped[str] = mapped_column(String(200), default="")
    venue: Mapped[str] = mapped_column(String(200), default="")
    """The club, room or table the game was played at."""
    started_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]
    """When the game ended (by the rules or early by the players); None while it is being played, and for an
    ended game whose end time is not known (a Tenhou log does not say when its game ended)."""
    ended: Mapped[bool] = mapped_column(default=False, server_default="0")
    """A cache: True once the game is over (``closed``, or ended by the rules), whether or not ``finished_at``
    says when."""
    closed: Mapped[bool] = mapped_column(default=False, server_default="0")
    """An input: the players ended the game early (a time limit)."""
    pending_riichi: Mapped[list[int]] = mapped_column(default=list, server_default="[]")
    """An input: the seats that declared riichi during the hand being played (stored at once)."""
    revision: Mapped[int] = mapped_column(default=0, server_default="0")
    """How many changes were stored: a writer whose game is older than this reloads it instead of overwriting."""
    source_id: Mapped[str | None] = mapped_column(String(100), index=True, unique=True)
    """Where an imported game came from, as ``tenhou:<Tenhou's game id>``: the same game is stored once."""
    content_id: Mapped[str | None] = mapped_column(String(100), index=True, unique=True)
    """What an imported game's own content is, as ``deal:<digest>`` (the tiles dealt and the scores of every hand):
    the same game from a file that carries no id of it is stored once too."""
    notes: Mapped[str | None] = mapped_column(Text)
    """What tablekeeper says of an imported game, as JSON text (:mod:`tablekeeper.game_notes`): the rules its log's
    own results confirm, say; NULL for a game without notes."""
    rules_json: Mapped[str] = mapped_column(Text)
    """The rule set as a JSON snapshot (ruleset.to_json), so an old game replays the same after presets change."""
    rules_name: Mapped[str | None] = mapped_column(String(100))
    """The snapshot's name (a preset's identifier), to filter and sort by rule set without reading the JSON."""
    start_points: Mapped[int | None]
    """The snapshot's start points, to sort by the leader's points without reading the JSON."""

    seats: Mapped[list[Seat]] = relationship(
        back_populates="game", order_by="Seat.seat", cascade="all, delete-orphan", passive_deletes=True
    )
    hands: Mapped[list[Hand]] = relationship(
        back_populates="game", order_by="Hand.number", cascade="all, delete-orphan", passive_deletes=True
    )
    actions: Mapped[list[GameAction]] = relationship(
        back_populates="game", order_by="GameAction.position", cascade="all, delete-orphan", passive_deletes=True
    )
    figures: Mapped[list[SeatFigures]] = relationship(
        back_populates="game", order_by="SeatFigures.seat", cascade="all, delete-orphan", passive_deletes=True
    )


class Seat(Base):
    """Who sat at one of the four seats (0..3: the initial East, South, West and North) of a game."""

    __tablename__ = "seats"
    __table_args__ = (
        CheckConstraint("seat BETWEEN 0 AND 3", name="seat_number"),
        UniqueConstraint("game_id", "player_id", name="uq_seats_game_player"),
        Index("ix_seats_player_game", "player_id", "game_id"),
    )

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))

    game: Mapped[Game] = relationship(back_populates="seats")
    player: Mapped[Player] = relationship(lazy="joined")


class Hand(Base):
    """One hand of a game, in order: the inputs of one HandResult, and the deltas computed when it was stored.

    ``kind`` is that of ``results.to_dict``: ron, tsumo, draw, abort or chombo. The seat lists are sorted JSON
    lists of seats. The winners are in :class:`HandWin` rows (one for a tsumo, one or more for a ron).
    """

    __tablename__ = "hands"
    __table_args__ = (
        UniqueConstraint("game_id", "number", name="uq_hands_game_number"),
        CheckConstraint("kind IN ('ron', 'tsumo', 'draw', 'abort', 'chombo')", name="hand_kind"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    number: Mapped[int]
    """Position of the hand in the game, from 0."""
    kind: Mapped[str] = mapped_column(String(10))
    discarder: Mapped[int | None]
    """Ron: the seat that dealt in."""
    offender: Mapped[int | None]
    """Chombo: the seat that pays the penalty."""
    abort_kind: Mapped[str | None] = mapped_column(String(20))
    """Abortive draw: its kind (results.AbortKind)."""
    riichi: Mapped[list[int]]
    """Seats that declared riichi during the hand."""
    tenpai: Mapped[list[int]]
    """Exhaustive draw: the seats that were tenpai."""
    nagashi: Mapped[list[int]]
    """Exhaustive draw: the seats that made nagashi mangan."""
    delta_0: Mapped[int]
    delta_1: Mapped[int]
    delta_2: Mapped[int]
    delta_3: Mapped[int]
    """Cached check: each seat's change of points in this hand, as the engine computed it."""
    recorded_at: Mapped[datetime]

    game: Mapped[Game] = relationship(back_populates="hands")
    wins: Mapped[list[HandWin]] = relationship(
        back_populates="hand",
        order_by="HandWin.position",
        cascade="all, delete-orphan",
        passive_deletes=True,
        lazy="selectin",
    )

    @property
    def deltas(self) -> tuple[int, ...]:
        return (self.delta_0, self.delta_1, self.delta_2, self.delta_3)


class HandWin(Base):
    """One winner of a hand and the value of their hand."""

    __tablename__ = "hand_wins"
    __table_args__ = (CheckConstraint("winner BETWEEN 0 AND 3", name="winner_seat"),)

    hand_id: Mapped[int] = mapped_column(ForeignKey("hands.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(primary_key=True)
    """Order of the winner as entered (several ron winners)."""
    winner: Mapped[int]
    han: Mapped[int | None]
    fu: Mapped[int | None]
    yakuman: Mapped[int] = mapped_column(default=0)
    pao: Mapped[int | None]
    """The seat liable for the hand, if any."""
    tiles: Mapped[str | None] = mapped_column(Text)
    """The tiles the hand was entered with (hand mode), with its yaku and fu, as JSON; None for han and fu."""
    yaku: Mapped[str | None] = mapped_column(Text)
    """The yaku the winner called (yaku mode), with the dora counted, as JSON; None otherwise."""

    hand: Mapped[Hand] = relationship(back_populates="wins")


class GameAction(Base):
    """One change made at the table, in order: the undo journal of a game (it survives a restart).

    ``data`` is JSON holding what the change replaced and what it put (``first``, ``before``, ``after``: see
    :class:`tablekeeper.open_game.Entry`); the rows of the first form, written before those were kept, were
    rewritten so by revision 0011. ``kind`` and ``number``
    name the change; ``undone`` marks the changes taken back, which a redo does again.
    """

    __tablename__ = "game_actions"
    __table_args__ = (
        UniqueConstraint("game_id", "position", name="uq_game_actions_game_position"),
        CheckConstraint("kind IN ('record', 'edit', 'delete', 'end', 'riichi')", name="action_kind"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"))
    position: Mapped[int]
    """0 for the game's first action."""
    kind: Mapped[str] = mapped_column(String(10))
    number: Mapped[int | None]
    """The hand it is about (1 for the first), if any."""
    data: Mapped[str] = mapped_column(Text)
    undone: Mapped[bool] = mapped_column(default=False, server_default="0")
    done_at: Mapped[datetime]
    entry: Mapped[UUID | None] = mapped_column(index=True, unique=True)
    """The identity of the entry that last wrote the step (the change, or the undo or redo that last took it back
    or did it again), made when the player confirmed it: a second write of the same entry (a retry after a lost
    answer) finds it here and stores nothing (DESIGN.md, principle 5). Empty for steps stored before 0008."""

    game: Mapped[Game] = relationship(back_populates="actions")


class SeatFigures(Base):
    """What one seat of a finished game counts for in the club statistics (:mod:`tablekeeper.stats`).

    A cache worked out from the replay when the game's end is stored, so that the statistics of 10,000 games
    need no replay; ``version`` names the definitions it was computed with (``stats.FIGURES_VERSION``), and
    figures of another version are worked out again.
    """

    __tablename__ = "seat_figures"
    __table_args__ = (
        CheckConstraint("seat BETWEEN 0 AND 3", name="figures_seat"),
        CheckConstraint("place BETWEEN 1 AND 4", name="figures_place"),
        CheckConstraint("score_denominator > 0", name="figures_denominator"),
    )

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    version: Mapped[int]
    hands: Mapped[int]
    wins: Mapped[int]
    tsumo_wins: Mapped[int]
    deal_ins: Mapped[int]
    riichi: Mapped[int]
    win_points: Mapped[int]
    place: Mapped[int]
    score_numerator: Mapped[int] = mapped_column(BigInteger)
    score_denominator: Mapped[int] = mapped_column(BigInteger)
    """The final +/- score, in game points, as an exact fraction (a share of a split uma may be a third)."""

    game: Mapped[Game] = relationship(back_populates="figures")


class Event(Base):
    """A club night, league day or tournament: its rule set and how substitutes count; its players, seatings,
    penalties and paper results are in the ``event_*`` tables, its tables' games are ordinary games linked by
    :class:`EventGame`. Every change of it is one row of :class:`EventAction` (its undo journal)."""

    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True)
    uuid: Mapped[UUID] = mapped_column(default=uuid4, unique=True)
    title: Mapped[str] = mapped_column(String(200))
    created_at: Mapped[datetime]
    rules_json: Mapped[str] = mapped_column(Text)
    """The rule set as a JSON snapshot, as a game's (every table's game is created with it)."""
    rules_name: Mapped[str | None] = mapped_column(String(100))
    substitute_rule: Mapped[str] = mapped_column(String(10))
    """``events.model.SubstituteRule``: what a game played by a substitute counts for the entrant replaced."""
    substitute_score: Mapped[int] = mapped_column(default=0, server_default="0")
    revision: Mapped[int] = mapped_column(default=0, server_default="0")
    """How many changes were stored: a writer whose event is older than this stores nothing."""
    team_score: Mapped[str] = mapped_column(String(10), default="sum", server_default="sum")
    """``events.model.TeamScore``: a team's total is the sum or the average of its players'."""
    days: Mapped[int] = mapped_column(default=1, server_default="1")
    """The days it is played over (the EMA's weight counts them)."""
    championship: Mapped[bool] = mapped_column(default=False, server_default=false())
    sit_out_score: Mapped[int | None]
    """The table points a round sat out counts (``events.model.EventRecord.sit_out_score``; NULL: nothing)."""


class EventEntrant(Base):
    """A player registered in an event, by their number in it (1, 2, ...)."""

    __tablename__ = "event_entrants"
    __table_args__ = (
        UniqueConstraint("event_id", "player_id", name="uq_event_entrants_event_player"),
        CheckConstraint("number >= 1", name="entrant_number"),
    )

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    ema: Mapped[str | None] = mapped_column(String(20))
    country: Mapped[str | None] = mapped_column(String(20))
    absent_from: Mapped[int | None]
    """The round from which on they are absent, or NULL."""
    filler: Mapped[bool] = mapped_column(default=False, server_default="0")
    team: Mapped[str | None] = mapped_column(String(50))


class EventSeat(Base):
    """One seat of one table of one round: the entrant seated there (seat 0 is East, the first dealer). The
    database itself refuses an entrant seated twice in one round."""

    __tablename__ = "event_seats"
    __table_args__ = (
        CheckConstraint("seat BETWEEN 0 AND 3", name="event_seat_number"),
        UniqueConstraint("event_id", "round", "entrant", name="uq_event_seats_event_round_entrant"),
    )

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    table_number: Mapped[int] = mapped_column(primary_key=True)
    seat: Mapped[int] = mapped_column(primary_key=True)
    entrant: Mapped[int]


class EventSitOut(Base):
    """An entrant present in a round who sits it out (the count not a multiple of the table's, and no fillers)."""

    __tablename__ = "event_sit_outs"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    entrant: Mapped[int] = mapped_column(primary_key=True)


class EventStage(Base):
    """A stage after a cut: from its first round on only its qualifiers (:class:`EventQualifier`) are seated."""

    __tablename__ = "event_stages"
    __table_args__ = (CheckConstraint("scores IN ('carry', 'reset')", name="stage_scores"),)

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(primary_key=True)
    first_round: Mapped[int]
    scores: Mapped[str] = mapped_column(String(10))
    """``events.model.StageScores``: the scores carried over from the stage before, or reset."""


class EventQualifier(Base):
    """One entrant who went through a cut, in their place at it (1 first)."""

    __tablename__ = "event_qualifiers"
    __table_args__ = (UniqueConstraint("event_id", "stage", "entrant", name="uq_event_qualifiers_event_stage_entrant"),)

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    stage: Mapped[int] = mapped_column(primary_key=True)
    place: Mapped[int] = mapped_column(primary_key=True)
    entrant: Mapped[int]


class EventSubstitution(Base):
    """An entrant replaced at their table of one round by someone else (a player of the club)."""

    __tablename__ = "event_substitutions"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    entrant: Mapped[int] = mapped_column(primary_key=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))


class EventPenalty(Base):
    """Points taken from (or given to) an entrant, with the reason said at the time."""

    __tablename__ = "event_penalties"
    __table_args__ = (CheckConstraint("points <> 0", name="penalty_points"),)

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    number: Mapped[int] = mapped_column(primary_key=True)
    entrant: Mapped[int]
    points: Mapped[int]
    reason: Mapped[str] = mapped_column(String(200))
    round: Mapped[int | None]


class EventPaper(Base):
    """A round's table whose game was kept on paper: each seat's final points, the sticks left, the chombos."""

    __tablename__ = "event_paper"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    table_number: Mapped[int] = mapped_column(primary_key=True)
    points_0: Mapped[int]
    points_1: Mapped[int]
    points_2: Mapped[int]
    points_3: Mapped[int | None]
    """None at a table of three (it has no North); its ``chombos_3`` stays 0."""
    deposits: Mapped[int] = mapped_column(default=0, server_default="0")
    chombos_0: Mapped[int] = mapped_column(default=0, server_default="0")
    chombos_1: Mapped[int] = mapped_column(default=0, server_default="0")
    chombos_2: Mapped[int] = mapped_column(default=0, server_default="0")
    chombos_3: Mapped[int] = mapped_column(default=0, server_default="0")


class EventGame(Base):
    """The ordinary game played at one round's table (one game per table, one table per game); deleting the game
    unlinks it."""

    __tablename__ = "event_games"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    table_number: Mapped[int] = mapped_column(primary_key=True)
    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), unique=True)
    hands_at_time: Mapped[int | None]
    """The game's hands stored when the round's time was called (None: not called yet). Taken in the first
    transaction after the call that writes the game or the clock, so it is the count at the call."""


class RoundClockRow(Base):
    """The clock of one round of an event (``rules.clock_times.ClockTimes``), in the database server's time."""

    __tablename__ = "round_clocks"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    limit_ms: Mapped[int] = mapped_column(BigInteger)
    started_at: Mapped[datetime | None]
    added_ms: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    paused_ms: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    """The length of the pauses ended."""
    paused_since: Mapped[datetime | None]
    ended_at: Mapped[datetime | None]
    revision: Mapped[int] = mapped_column(default=0, server_default="0")


class TableClockRow(Base):
    """Time of its own given to one table of a round, besides the round's clock (a table that started late)."""

    __tablename__ = "table_clocks"

    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), primary_key=True)
    round: Mapped[int] = mapped_column(primary_key=True)
    table_number: Mapped[int] = mapped_column(primary_key=True)
    extra_ms: Mapped[int] = mapped_column(BigInteger)


class EventAction(Base):
    """One change of an event, in order: its undo journal. ``data`` is JSON holding the images of what the change
    changed, the items before and after it (``events.images.step_data``, since revision 0010); an undo puts the
    before-image back, a redo the after-image."""

    __tablename__ = "event_actions"
    __table_args__ = (UniqueConstraint("event_id", "position", name="uq_event_actions_event_position"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    position: Mapped[int]
    kind: Mapped[str] = mapped_column(String(20))
    data: Mapped[str] = mapped_column(Text)
    undone: Mapped[bool] = mapped_column(default=False, server_default="0")
    done_at: Mapped[datetime]


def table(model: type[Base]) -> Table:
    """The table of a model, for the writes' Core statements: a statement of the model itself is one of the ORM's,
    which takes its slower path to compile and run."""
    return cast("Table", model.__table__)
