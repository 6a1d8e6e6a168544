"""The table: the commands on the games open in this process (kept by open_games.py), and every one that changes
one (record, edit, delete, riichi, finish, undo, redo).

Each command that changes a game is one entry, of an identity made when the player confirmed it (``entry``: the
caller's, kept while it retries; else one made at the call). The store keeps it with the change: the same entry
sent again (its first answer lost on the network) stores nothing again and answers as its first write did, with
the game as stored (:attr:`Change.stored_before`), never a copy nor "changed elsewhere" (DESIGN.md, principle 5)."""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterator, Sequence
from datetime import datetime
from typing import Any, TypeVar, cast
from uuid import UUID, uuid4

from tablekeeper.errors import DatabaseError, Phrase, TablekeeperError
from tablekeeper.events.clock import last_hand
from tablekeeper.journal import Action, ActionKind, Step
from tablekeeper.open_game import BadStep, OpenGame, Plan, final_state
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.game import PlayedHand, ReplayError
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.standings import Standing, standings
from tablekeeper.service.clock_views import GameTime, game_time
from tablekeeper.service.errors import (
    EditRefused,
    GameChangedElsewhere,
    GameIsFinished,
    GameNotFound,
    HandNotFound,
    InvalidPlayers,
    NothingToUndo,
    SessionError,
)
from tablekeeper.service.history import bad_step, step_row
from tablekeeper.service.open_games import Opened, OpenGames, hand_views, read_many, snapshot
from tablekeeper.service.previews import EditPreview, Preview
from tablekeeper.service.stored_games import check_label, check_names, now, stored_moment
from tablekeeper.snapshots import Change, GameSnapshot, HandSnapshot, LaterHand
from tablekeeper.stats import SeatFigures, game_figures
from tablekeeper.store import clocks, reads
from tablekeeper.store.database import Database
from tablekeeper.store.failures import ServerUnreachable
from tablekeeper.words import QT_TR_NOOP

_Method = TypeVar("_Method", bound=Callable[..., Any])


class _NotAsSeen(TablekeeperError):
    """The game is not at the revision the caller saw (said as :class:`GameChangedElsewhere` by :func:`_command`)."""


def _command(method: _Method) -> _Method:
    """A call on one game. Its refusals carry the players' names of the game held in memory (the sentence is worded
    where it is shown, with them instead of the seats; no query for them); and a refusal is never given from
    an old copy of the game: a command is checked against the game as this session last stored or read it (no
    query), so before a refusal is said, one query asks whether another window or computer changed the game since.
    If it did, the game is read again and :class:`GameChangedElsewhere` says so instead ("Game 1 is finished" is
    no longer true once another window undid its end). Nor is a refusal given to an entry stored already: a retry
    whose first write was stored finds the game past it ("Game 1 is finished" by its own last hand).

    A command given the ``revision`` its caller shows is made on that game or not at all: refused (nothing stored,
    the game read again and given with the refusal) when this session's game, or the game as stored, is another
    one (:meth:`Table._seen`), never rebased on a game nobody was shown."""

    @functools.wraps(method)
    def call(self: Table, game_id: int, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, game_id, *args, **kwargs)
        except (GameChangedElsewhere, DatabaseError):
            raise
        except TablekeeperError as error:
            entry = kwargs.get("entry")
            position = self._entry_position(game_id, entry) if entry is not None else None
            if position is not None:  # before the revision: a retry whose first write moved the game is answered
                return self._stored_before(game_id, position)
            if isinstance(error, _NotAsSeen):
                raise self._changed_elsewhere(game_id) from None
            opened = self.games.get(game_id)
            if opened is not None and self.games.stale(opened):
                raise self._changed_elsewhere(game_id) from None
            if opened is not None and error.players is None:
                error.players = opened.players
            raise

    return cast(_Method, call)


class Table:
    """The commands on the open games of one database (:attr:`games`)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.games = OpenGames(database)
        """The games opened through this session, as stored at their last write (see the module's notes)."""

    def create_game(
        self,
        players: Sequence[str],
        rules: RuleSet | None = None,
        *,
        first_dealer: int = 0,
        title: str = "",
        venue: str = "",
        started_at: datetime | None = None,
        entry: UUID | None = None,
    ) -> GameSnapshot:
        """A new game: its rules' players' names (four, or three) in turn order; ``first_dealer`` (a seat) says which
        of them deals first.

        ``entry``: the identity made when the player confirmed the new game (it becomes the game's own). The same
        creation sent again (its answer lost on the network) gives the game it made, never a second one."""
        rules = rules if rules is not None else RuleSet()
        names = check_names(players, rules.players)
        if isinstance(first_dealer, bool) or first_dealer not in range(rules.players):
            raise InvalidPlayers(
                QT_TR_NOOP("The first dealer is one of the {count} players (0 to {last}), not {value}."),
                count=rules.players,
                last=rules.players - 1,
                value=repr(first_dealer),
            )
        seated = names[first_dealer:] + names[:first_dealer]
        if entry is not None and (made := self._made_by(entry, seated)) is not None:
            return made
        from tablekeeper.store import writes

        title, venue, started = check_label(title, "title"), check_label(venue, "venue"), stored_moment(started_at)
        new = writes.NewGame(
            seated,
            ruleset_module.to_json(rules),
            rules.name,
            rules.start_points,
            title,
            venue,
            started or now(),
            at=now(),
            uuid=entry,
        )
        try:
            (stored,) = writes.add_games(self.database, [new])
        except (writes.ReplacedMeanwhile, writes.WrittenMeanwhile):
            # Another attempt of the same creation stored it between the look above and this write.
            made = None if entry is None else self._made_by(entry, seated)
            if made is None:
                raise
            return made
        opened = Opened(
            OpenGame(rules, (), (), closed=False, pending=frozenset(), revision=0, journal=()),
            stored.id,
            title,
            venue,
            new.started_at,
            None,
            tuple(seated),
            [],
            (),
            stored.uuid,
        )
        self.games.keep(opened)
        return snapshot(opened)

    def _made_by(self, entry: UUID, seated: Sequence[str]) -> GameSnapshot | None:
        """The game an earlier attempt of this creation stored, if any; refused when the identity is another game's
        (the same four players, seated from the same first dealer, are what makes it the same creation)."""
        with self.database.reading() as reader:
            game_id = reads.game_with_uuid(reader, entry)
        if game_id is None:
            return None
        made = self.game(game_id)
        if tuple(seated) != made.summary.players:
            raise InvalidPlayers(
                QT_TR_NOOP("This new game's identity is another game's (game {game}); nothing was stored."),
                game=game_id,
            )
        return made

    def game(self, game_id: int) -> GameSnapshot:
        """The game with every hand replayed; a :class:`DamagedGame` if its rows cannot be read.

        An open game is read again only when another writer has changed it since (one small query)."""
        return snapshot(self.games.current(game_id))

    def read_games(self, game_ids: Sequence[int]) -> Iterator[GameSnapshot]:
        """Each game of ``game_ids`` with every hand replayed, in turn, from one reading of the database (a season's
        games, read to be written out: none is kept open)."""
        for opened in read_many(self.database, game_ids):
            yield snapshot(opened)

    def _seen(self, game_id: int, revision: int | None) -> Opened:
        """The open game as this session last stored or read it (no query: a write checks for other writers), which
        must be the game its caller shows (``revision``; None: whichever this session has)."""
        opened = self.games.opened(game_id)
        if revision is not None and opened.game.revision != revision:
            raise _NotAsSeen("")
        return opened

    def _previewed(self, game_id: int, revision: int | None) -> Opened:
        """The game a preview is of: the one the caller shows (``revision``), and refused once the game stored is
        another (one small query), never read again under it: what a player is shown is what their change will be
        checked against. Without ``revision``, the game as stored now. While the server cannot be reached, as this
        session last stored or read it: the change previewed is checked against the game as stored when it is sent."""
        try:
            if revision is None:
                return self.games.current(game_id)
            opened = self._seen(game_id, revision)
            if self.games.stale(opened):
                raise _NotAsSeen("")
            return opened
        except ServerUnreachable:
            kept = self.games.used(game_id)
            if kept is None or revision not in (None, kept.game.revision):
                raise
            return kept

    def standings(self, game_id: int) -> tuple[Standing, ...]:
        """The standings of the game, first to last (final once it is over, else as they stand)."""
        return self.game(game_id).standings

    @_command
    def finish(self, game_id: int, *, entry: UUID | None = None, revision: int | None = None) -> Change:
        """End the game now (a time limit): the standings are taken from where it stands; undo takes it back."""
        opened = self._seen(game_id, revision)
        _check_open(opened)
        return self._store(opened, opened.game.end(), entry)

    def delete_game(self, game_id: int) -> None:
        """Remove a game and its hands for good."""
        from tablekeeper.store import writes

        try:
            writes.delete_game(self.database, game_id)
        except writes.GameGone:
            raise GameNotFound(QT_TR_NOOP("There is no game {game}."), game=game_id) from None
        finally:
            self.games.forget(game_id)

    @_command
    def declare_riichi(
        self, game_id: int, seat: int, declared: bool = True, *, entry: UUID | None = None, revision: int | None = None
    ) -> Change:
        """Put ``seat``'s riichi stick on the table now (or take it back), stored at once; the rules may refuse."""
        if isinstance(seat, bool) or seat not in range(4):
            raise SessionError(
                QT_TR_NOOP("The riichi player is one of the four seats (0 to 3), not {value}."), value=repr(seat)
            )
        opened = self._seen(game_id, revision)
        _check_open(opened)
        if (seat in opened.game.pending) == declared:
            # Nothing to store, if the table is as this session last saw it: another window's change is read and
            # said first (storing would have noticed it; here nothing is stored).
            if self.games.stale(opened):
                raise self._changed_elsewhere(game_id)
            position = self._entry_position(game_id, entry) if entry is not None else None
            if position is not None:  # the stick is there by this very entry: a retry is told it was stored
                return self._stored_before(game_id, position)
            return Change(snapshot(opened), Action(ActionKind.RIICHI, seat=seat, declared=declared))
        return self._store(opened, _refused(lambda: opened.game.riichi(seat, declared)), entry)

    @_command
    def preview(self, game_id: int, result: HandResult, *, revision: int | None = None) -> Preview:
        """What recording ``result`` would do (with the sticks on the table), without storing it; ``revision``: of the
        game as its caller shows it, refused once the game is another (see :func:`_command`)."""

        opened = self._previewed(game_id, revision)
        _check_open(opened)
        # The hand record plays, checks and all, not stored: the dialog shows what Record does, or its refusal.
        played = opened.game.next_hand(result)
        return Preview(played.before, played.settlement, played.deltas, played.after)

    @_command
    def preview_edit(
        self, game_id: int, number: int, result: HandResult | None, *, revision: int | None = None
    ) -> EditPreview:
        """What hand ``number`` (1 for the first) would do if it were ``result`` (None: if it were deleted), and
        which later hands would change, without storing anything; refused with a sentence as the change would be."""

        opened = self._previewed(game_id, revision)
        _check_number(opened, number)
        game = opened.game
        if result is None:
            plan = _refused(lambda: game.delete(number), _cannot_delete(number))
            hand = None
        else:
            plan = _refused(lambda: game.edit(number, result), _cannot_change(number))
            played = plan.played[number - 1]
            hand = Preview(played.before, played.settlement, played.deltas, played.after)
        later = tuple(
            LaterHand(was.number, was, now) for _, was, now in _later_pairs(opened.hands, plan.played, number - 1)
        )
        state = plan.state
        return EditPreview(hand, later, state.scores, plan.closed or state.finished)

    @_command
    def record(
        self, game_id: int, result: HandResult, *, entry: UUID | None = None, revision: int | None = None
    ) -> Change:
        """Store the next hand (with the sticks on the table), once the rules accept it; the game is finished
        when the rules end it. ``revision`` (each command has it): of the game as the caller shows it, which the
        change is made on or refused (see :func:`_command`)."""
        opened = self._seen(game_id, revision)
        _check_open(opened)
        if not opened.in_round:
            return self._store(opened, opened.game.record(result), entry)
        # A round's game: once time is called, the last hand ends it (with the same step: one undo takes both).
        number = len(opened.game.results) + 1
        before = self.game_time(game_id)
        last = before is not None and before.last_hand is not None and number >= before.last_hand
        change = self._store(opened, opened.game.record(result, last=last), entry)
        if last or change.stored_before or change.game.finished or before is None:
            return change
        after = self.game_time(game_id)
        if after is None or after.last_hand is None or number < after.last_hand:
            return change
        # Time was called between the look and the write, which kept the count at the call without this hand: it
        # was the hand in play.
        opened = self.games.opened(game_id)
        return self._store(opened, opened.game.end(), None)

    def game_time(self, game_id: int) -> GameTime | None:
        """The clock of the game's round, and once time is called its last hand; None for a game of no round or
        whose round's clock was never set."""
        opened = self.games.opened(game_id)
        if not opened.in_round:
            return None

        with self.database.reading() as reader:
            stored = clocks.read_game_time(reader, game_id)
        return game_time(stored, lambda at_call: last_hand(at_call, opened.game.rules))

    @_command
    def undo(self, game_id: int, *, entry: UUID | None = None, revision: int | None = None) -> Change:
        """Take back the last change (a hand recorded, edited or deleted, the game ended, a riichi stick)."""
        return self._step(game_id, back=True, entry=entry, revision=revision)

    @_command
    def redo(self, game_id: int, *, entry: UUID | None = None, revision: int | None = None) -> Change:
        """Do again the last change undone."""
        return self._step(game_id, back=False, entry=entry, revision=revision)

    def _step(self, game_id: int, *, back: bool, entry: UUID | None, revision: int | None) -> Change:
        """One step back (undo) or forward (redo) in the game's journal."""
        opened = self._seen(game_id, revision)
        game = opened.game
        try:
            plan = _refused(
                game.undo if back else game.redo,
                Phrase(QT_TR_NOOP("This cannot be undone") if back else QT_TR_NOOP("This cannot be redone")),
            )
        except BadStep as bad:
            raise bad_step(game_id, bad) from None
        if plan is None:
            nothing = (
                QT_TR_NOOP("Game {game} has nothing to undo.")
                if back
                else QT_TR_NOOP("Game {game} has nothing to redo.")
            )
            raise NothingToUndo(nothing, game=game_id)
        return self._store(opened, plan, entry)

    @_command
    def edit_hand(
        self, game_id: int, number: int, result: HandResult, *, entry: UUID | None = None, revision: int | None = None
    ) -> Change:
        """Replace hand ``number`` (1 for the first) and replay the later hands; refused if a later hand breaks."""
        opened = self._seen(game_id, revision)
        _check_number(opened, number)
        return self._store(opened, _refused(lambda: opened.game.edit(number, result), _cannot_change(number)), entry)

    @_command
    def delete_hand(
        self, game_id: int, number: int, *, entry: UUID | None = None, revision: int | None = None
    ) -> Change:
        """Remove hand ``number`` (1 for the first) and replay the later hands; refused if a later hand breaks."""
        opened = self._seen(game_id, revision)
        _check_number(opened, number)
        return self._store(opened, _refused(lambda: opened.game.delete(number), _cannot_delete(number)), entry)

    def _store(self, opened: Opened, plan: Plan, entry: UUID | None) -> Change:
        """Store ``plan`` in one transaction as the entry ``entry`` (None: a new one), if nobody else changed the
        game since it was read; then keep it. The entry stored already is answered as stored, not stored again."""
        from tablekeeper.store import writes

        game = opened.game
        was_finished = game.finished
        finished = plan.closed or plan.state.finished
        at = now()
        finished_at = (opened.finished_at if was_finished else at) if finished else None
        first = plan.first_row
        rows = range(len(plan.results) if first is None else first, len(plan.results))
        keep = finished and (first is not None or not was_finished)
        write = writes.PlanWrite(
            first_hand=first,
            hands=[writes.HandRow(plan.results[i], plan.played[i].deltas) for i in rows],
            closed=plan.closed,
            ended=finished,
            finished_at=finished_at,
            pending_riichi=plan.pending,
            figures=_figures(plan, game.rules) if keep else None,
            step=dataclasses.replace(step_row(plan.entry), entry=entry if entry is not None else uuid4()),
            new_step=plan.step is Step.NEW,
            at=at,
        )
        try:
            outcome = writes.apply_plan(self.database, opened.id, game.revision, write)
        except writes.GameGone:
            self.games.forget(opened.id)
            raise GameNotFound(
                QT_TR_NOOP("There is no game {game} any more: it was deleted elsewhere."), game=opened.id
            ) from None
        except writes.StaleRevision:
            raise self._changed_elsewhere(opened.id) from None
        if isinstance(outcome, writes.AlreadyStored):
            return self._stored_before(opened.id, outcome.position)
        revision = outcome
        old_hands, old_table = opened.hands, game.table() if not was_finished else None
        game.take(plan, revision)
        opened.finished_at, opened.ended = write.finished_at, finished
        if first is not None:
            opened.hands = old_hands[:first] + hand_views(plan.played[first:], first)
            # The rows written are the replay's own: only a difference before them stays.
            opened.differ = tuple(number for number in opened.differ if number <= first)
        later = () if first is None else tuple(j + 1 for j, _, _ in _later_pairs(old_hands, plan.played, first))
        table = old_table != (game.table() if not game.finished else None)
        return Change(
            snapshot(opened),
            plan.action,
            undone=plan.step is Step.UNDO,
            redone=plan.step is Step.REDO,
            first_hand=None if first is None else first + 1,
            later=later,
            finish_changed=was_finished != game.finished,
            table_changed=table,
        )

    def _entry_position(self, game_id: int, entry: UUID) -> int | None:
        """The position of the game's step the entry wrote, if it is stored (one small query)."""
        with self.database.reading() as reader:
            return reads.entry_position(reader, game_id, entry)

    def _stored_before(self, game_id: int, position: int) -> Change:
        """The answer to an entry stored already, at ``position`` of the journal: the game read again, as stored,
        and the step it wrote; nothing new changed."""
        opened = self.games.load(game_id)
        step = next((e for e in opened.game.journal if e.position == position), None)
        if step is None:  # a new change forgot the step between the two transactions: the game is another now
            raise self._changed_elsewhere(game_id)
        return Change(snapshot(opened), step.action, undone=step.undone, stored_before=True)

    def _changed_elsewhere(self, game_id: int) -> GameChangedElsewhere:
        self.games.forget(game_id)
        try:
            view: GameSnapshot | None = snapshot(self.games.load(game_id))
        except TablekeeperError:
            view = None
        return GameChangedElsewhere(
            QT_TR_NOOP(
                "Game {game} was changed in another window or on another computer since it was opened here, so "
                "nothing was stored; it has been read again as it is now. Look at it, then enter your change again."
            ),
            view,
            game=game_id,
        )


def _later_pairs(
    old: Sequence[HandSnapshot], new: Sequence[PlayedHand], first: int
) -> list[tuple[int, HandSnapshot, PlayedHand]]:
    """The hands after a change at index ``first`` whose start (round, dealer, honba, sticks) or deltas differ:
    (index now, the hand as it was, the hand as it is). A deletion shifts the later hands down by one, an
    insertion (a deletion undone) up by one."""
    shift = len(old) - len(new)
    start = first if shift > 0 else first + 1
    out = []
    for index in range(start, len(new)):
        was, now = old[index + shift], new[index]
        before, after = was.before, now.before
        moved = (before.round, before.dealer, before.honba, before.deposits) != (
            after.round,
            after.dealer,
            after.honba,
            after.deposits,
        )
        if moved or was.deltas != now.deltas:
            out.append((index, was, now))
    return out


def _check_number(opened: Opened, number: int) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(opened.hands):
        count = len(opened.hands)
        sentence = (
            QT_TR_NOOP("Game {game} has no Hand {number}; its hands are numbered 1 to {count}.")
            if count
            else QT_TR_NOOP("Game {game} has no Hand {number}; it has no hand yet.")
        )
        raise HandNotFound(sentence, game=opened.id, number=number, count=count)


def _cannot_change(number: int) -> Phrase:
    return Phrase(QT_TR_NOOP("Hand {number} cannot be changed"), {"number": number})


def _cannot_delete(number: int) -> Phrase:
    return Phrase(QT_TR_NOOP("Hand {number} cannot be deleted"), {"number": number})


_Planned = TypeVar("_Planned")


def _refused(plan: Callable[[], _Planned], refusal: Phrase | None = None) -> _Planned:
    """A plan of the open game; the rules' refusal of it becomes the service's sentence, nothing stored."""
    try:
        return plan()
    except ReplayError as error:  # a later hand now comes after the end of the game, or breaks a rule
        # Without a refusal of its own (a riichi stick put down or taken back), the sentence starts with the colon.
        raise EditRefused(
            QT_TR_NOOP("{refusal}: {reason} Nothing was changed."), refusal=refusal or "", reason=error
        ) from None
    except RuleError as error:
        if refusal is not None:
            raise EditRefused(QT_TR_NOOP("{refusal}: {reason}"), refusal=refusal, reason=error) from None
        raise


def _figures(plan: Plan, rules: RuleSet) -> tuple[SeatFigures, ...]:
    """The finished game's figures for the club statistics, worked out from the replay and stored with its end,
    so that they are always the stored game's own."""

    return game_figures(plan.played, rules, standings(final_state(plan.state, rules), rules))


def _check_open(opened: Opened) -> None:
    if opened.game.finished:
        raise GameIsFinished(
            QT_TR_NOOP("Game {game} is finished; undo its last change to go on with it."), game=opened.id
        )
