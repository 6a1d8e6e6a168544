"""The table controller: turns what the player did into calls of the session service, and nothing more.

It keeps which game is open and the selected player. Each call of the service that changes the game returns
a :class:`~tablekeeper.service.Change`: the controller shows its game and emits ``applied`` with it (the
window's list of hands moves the rows it changed, and the window names it: "Hand 5 deleted; hands 6 to 9
change"), then ``changed``. A game shown from scratch (started, opened, read again) emits ``reset`` instead.
The service keeps the open game in memory, so that every call takes a few milliseconds, even in a long game:
they run on the interface's thread (a change to a game on a server runs on the outbox's worker thread).
Every :class:`TablekeeperError` becomes ``failed`` with its sentence, and nothing is stored.

A change to the game is one entry, its identity made when the player confirms it, handed to the window's
:class:`~tablekeeper.ui.outbox.Outbox`, which sends it (off the window's thread on a server) and keeps it while the
server cannot be reached; what it stored comes back here to be shown.

The riichi sticks of the hand being played are the game's (the service stores them at once), and undo and
redo are the service's too: they survive a restart.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar
from uuid import uuid4

from PySide6.QtCore import QObject, Signal

from tablekeeper.arrivals import arrival_text, refused_text
from tablekeeper.bidi import names_in_line
from tablekeeper.errors import TablekeeperError
from tablekeeper.files import write_export
from tablekeeper.present import pending_chombo_text, refusal
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.rules.standings import standings
from tablekeeper.ui.kept_changes import KeptChange
from tablekeeper.ui.outbox import Outbox
from tablekeeper.ui.table_view import CentreContent, SeatContent

if TYPE_CHECKING:  # the service (SQLAlchemy, Alembic) is imported once the window is shown
    from uuid import UUID

    from tablekeeper.rules.game import GameState
    from tablekeeper.rules.results import HandResult
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.service import (
        Change,
        GameFilter,
        GameSnapshot,
        GameSummary,
        HandSnapshot,
        Session,
        StoredGameDiffers,
    )
    from tablekeeper.service.browsing import ClubStatistics
    from tablekeeper.service.previews import EditPreview, Preview
    from tablekeeper.ui.quick_score import ScoringContext

T = TypeVar("T")


def differences(scores: Sequence[int], selected: int) -> list[int]:
    """How far each seat is above (+) or below (-) the selected one: what the selected player must make up."""
    return [score - scores[selected] for score in scores]


def seat_contents(
    state: GameState,
    players: Sequence[str],
    rules: RuleSet,
    *,
    riichi: frozenset[int] = frozenset(),
    selected: int | None = None,
) -> list[SeatContent]:
    """What each seat panel shows of ``state`` (the table now, or before a past hand in a review)."""
    scores = state.scores
    diffs = differences(scores, selected) if selected is not None else None

    # Places as the rules' standings give them (their tie-break for equal points), from the scores the panels
    # show: a riichi stick declared in this hand is already off its player's points.
    places = {standing.seat: standing.place for standing in standings(state, rules)}
    return [
        SeatContent(
            name=players[seat],
            wind=state.seat_wind(seat),
            score=scores[seat],
            dealer=state.dealer == seat and not state.finished,
            riichi=seat in riichi,
            difference=None if diffs is None else diffs[seat],
            selected=seat == selected,
            place=places.get(seat),
            pending=pending_chombo_text(state.chombos_of(seat), rules),
        )
        for seat in range(state.players)
    ]


def centre_content(state: GameState) -> CentreContent:
    """What the middle of the table shows of ``state``."""
    return CentreContent(state.round % 4, state.hand_number, state.honba, state.deposits, state.finished)


class GameController(QObject):
    """One open game at the table, through the session service."""

    changed = Signal()
    failed = Signal(str)
    game_over = Signal()
    applied = Signal(object)
    """A :class:`~tablekeeper.service.Change` the service made (``view`` is its game already; ``changed`` follows)."""
    pending_changed = Signal(int)
    """How many changes are kept here, not yet stored, because the server cannot be reached (0: none any more)."""
    reset = Signal()
    """Another game is shown, or the same one read again: what shows it starts from scratch (``changed`` follows)."""
    arrived = Signal(str)
    """The game shown was read again, changed by another window: what came, in a sentence (after ``reset``)."""

    def __init__(
        self, session: Session | None = None, parent: QObject | None = None, *, kept_folder: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        """None until the database is open (the window is shown first, see tablekeeper.ui.app)."""
        self.view: GameSnapshot | None = None
        self.selected: int | None = None
        self._shown: dict[UUID, GameSnapshot] = {}
        """The game as its player saw it when each change on its way was confirmed: a refusal says what came since."""
        self.outbox = Outbox(self, folder=kept_folder)
        """The changes on their way to the database, kept in ``kept_folder`` while the server cannot be reached
        (None: in memory only)."""
        self.outbox.stored.connect(self._stored)
        self.outbox.refused.connect(lambda kept, error: self._refused(error, self._shown.pop(kept.entry, None)))
        self.outbox.reloaded.connect(self._reloaded)
        self.outbox.failed.connect(self.failed)
        self.outbox.pending_changed.connect(self.pending_changed)
        if session is not None:
            self.attach(session)

    @property
    def service(self) -> Session:
        """The session service; a sentence while the database is still being opened."""
        if self.session is None:
            raise TablekeeperError(self.tr("The database is still being opened; try again in a moment."))
        return self.session

    def attach(self, session: Session) -> None:
        """The database is open: the session service to call from now on; the changes kept for it (a window closed,
        or killed, while the server could not be reached) are sent again."""
        self.session = session
        self.outbox.attach(session)

    @property
    def kept(self) -> list[KeptChange]:
        """The changes confirmed that the database has not acknowledged yet, oldest first."""
        return self.outbox.kept

    @property
    def state(self) -> GameState | None:
        """The state shown: the game's, with the riichi sticks declared during this hand."""
        return None if self.view is None else self.view.table

    @property
    def riichi(self) -> frozenset[int]:
        """The seats that declared riichi during the hand being played."""
        return frozenset() if self.view is None else self.view.pending_riichi

    # Calls that may fail: the sentence goes to ``failed`` and the table stays as it was.

    def attempt(self, call: Callable[[], T]) -> T | None:
        """``call``'s value; a refusal is said (``failed``) and gives None."""
        try:
            return call()
        except TablekeeperError as error:
            self._refused(error)
            return None

    def _apply(
        self,
        kind: str,
        arguments: Mapping[str, Any] | None = None,
        then: Callable[[], object] | None = None,
        shown: GameSnapshot | None = None,
    ) -> bool:
        """Run one changing call of the service on the open game, as a new entry; show what it changed, then go on.
        The server out of reach, the change is kept and sent again (``then`` goes on at once: it is not lost).

        The change is made on the game as the player saw it (``shown``, what a dialog showed when it was opened;
        else the game shown now): with its revision, it is refused, nothing stored, once the game is another."""
        view = self.view if shown is None else shown
        if view is None:
            self.failed.emit(self.tr("Start or open a game first."))
            return False
        if self.attempt(lambda: self.service) is None:  # the database is still being opened: said
            return False
        # Its identity made once, now that the player confirmed it: every attempt sends it.

        given = dict(arguments or {})
        if not any(each.game_id == view.id for each in self.outbox.kept):
            # Entered after a change kept here, a change is checked against the game that change makes, once stored.
            given["revision"] = view.revision
        kept = KeptChange(view.id, uuid4(), kind, given)
        self._shown[kept.entry] = view
        # A refusal is said (``failed``) and ``then`` does not go on; on a server the answer comes later.
        return self.outbox.submit(kept, then) is not False

    def _refused(self, error: TablekeeperError, shown: GameSnapshot | None = None) -> None:
        error = self._reworded(error, shown)
        seen = shown if shown is not None else self.view
        # Said with the names of the game the player sees, as its sentences name them (seats are only the rules').
        self.failed.emit(refusal(error, names_in_line(seen.players) if seen is not None else None))
        reloaded = getattr(error, "game", None)  # another writer changed the game: show it as it is now
        if reloaded is not None and (self.view is None or self.view.revision != reloaded.revision):
            self._show(reloaded, fresh=True)

    def _reworded(
        self, error: TablekeeperError, shown: GameSnapshot | None, *, dialog: bool = False
    ) -> TablekeeperError:
        """A change entered on the game ``shown`` (in a hand's ``dialog``) refused as another window changed it: said
        with what came, and the game shown as it is now."""
        from tablekeeper.service import GameChangedElsewhere

        now = getattr(error, "game", None)
        if not isinstance(error, GameChangedElsewhere) or shown is None or now is None or now.id != shown.id:
            return error

        self.show_arrived(now)
        return GameChangedElsewhere(refused_text(shown, now, dialog=dialog), now)

    def show_arrived(self, view: GameSnapshot) -> None:
        """The game shown, read again as another window changed it: shown anew, and ``arrived`` says what came."""
        shown = self.view
        if shown is None or shown.id != view.id or shown.revision == view.revision:
            return

        self._show(view, fresh=True)
        self.arrived.emit(arrival_text(shown, view))

    def _stored(self, kept: KeptChange, change: Change) -> None:
        """The outbox stored a change: shown if its game is the one shown."""
        self._shown.pop(kept.entry, None)
        if self.view is None or self.view.id != kept.game_id:
            return
        if change.stored_before:  # stored by an attempt whose answer was lost: the game as stored
            self._show(change.game, fresh=True)
        else:
            self._show(change.game, change=change, ended_now=change.finish_changed and not change.undone)

    def _reloaded(self, view: GameSnapshot) -> None:
        if self.view is not None and self.view.id == view.id:
            self._show(view, fresh=True)

    def _show(
        self, view: GameSnapshot | None, *, change: Change | None = None, ended_now: bool = False, fresh: bool = False
    ) -> None:
        """Show ``view`` (what ``change`` made, or a game shown from scratch when ``fresh``); the standings follow
        when the game has just ended (by a hand, or by the players ending it now, even before its first hand)."""
        was_finished = self.view is not None and self.view.finished and self.view.id == getattr(view, "id", None)
        self.view = view
        if change is not None:
            self.applied.emit(change)
        if fresh:
            self.reset.emit()
        self.changed.emit()
        if view is not None and view.finished and not was_finished and (view.hands or ended_now):
            self.game_over.emit()

    # Games

    def reopen_latest(self, *, alone: bool = False) -> bool:
        """Open the latest unfinished game, if there is one (``alone``: if it is the only one)."""
        resumed = self.attempt(lambda: self.service.library.resume(alone=alone))
        if resumed is None:
            return False
        view, passed = resumed
        if passed:  # the latest game cannot be read: say so, and go on with the one before it
            self.failed.emit(refusal(passed[0]))
        if view is None:
            return False
        self.show_game(view)
        return True

    def show_game(self, view: GameSnapshot) -> None:
        """Show a game the service has already given (at start-up, loaded in the background), as a new one."""
        self.view = None
        self.selected = None
        self._show(view, fresh=True)

    def forget_game(self, game_id: int) -> bool:
        """A game was deleted (from the games browser): if it is the one shown, show no game, as at a first start,
        so that nothing is recorded on a game that is no more. Whether it was the one shown."""
        if self.view is None or self.view.id != game_id:
            return False
        self.view = None
        self.selected = None
        self._show(None, fresh=True)
        return True

    def open_game(self, game_id: int) -> bool:
        """Go on with a stored game."""
        view = self.attempt(lambda: self.service.table.game(game_id))
        if view is None:
            return False
        self.show_game(view)
        return True

    def new_game(self, players: Sequence[str], rules: RuleSet, *, first_dealer: int, title: str, venue: str) -> bool:
        """Start a game: its rules' players' names (four or three) in seat order, the rules, who deals first, title
        and venue."""
        call = lambda: self.service.table.create_game(  # noqa: E731
            players, rules, first_dealer=first_dealer, title=title, venue=venue
        )
        view = self.attempt(call)
        if view is None:
            return False
        self.show_game(view)
        return True

    def unfinished_games(self) -> list[GameSummary]:
        """The games still being played, latest first."""
        return self.attempt(lambda: self.service.library.unfinished_games()) or []

    def player_names(self) -> list[str]:
        """Known names, for completion."""
        return self.attempt(lambda: self.service.library.player_names(limit=500)) or []

    def statistics(self, chosen: GameFilter) -> ClubStatistics | None:
        """The club's figures over the finished games ``chosen`` (see Library.statistics)."""
        return self.attempt(lambda: self.service.library.statistics(chosen))

    def finish(self) -> bool:
        """End the game now (a time limit); the standings follow. Undo takes it back."""
        return self._apply("finish")

    # The hand being played

    def toggle_riichi(self, seat: int, declared: bool) -> None:
        """Put a riichi stick on the table (or take it back) at once, stored; the rules may refuse it."""
        if self.view is None or not self._apply("riichi", {"seat": seat, "declared": declared}) or self.kept:
            self.changed.emit()  # the seat's riichi button shows the table as it is stored

    def select(self, seat: int) -> None:
        """Show the others' point differences to this seat (clicking it again hides them)."""
        self.selected = None if self.selected == seat else seat
        self.changed.emit()

    def preview(self, result: HandResult, shown: GameSnapshot | None = None) -> Preview:
        """What the hand would do (raises a TablekeeperError with a sentence when the rules refuse it), on the game
        as the player sees it (``shown``: as a dialog opened on it showed it), refused once it is another."""
        view = self._seen(shown)
        return self._as_seen(view, lambda: self.service.table.preview(view.id, result, revision=view.revision))

    def preview_edit(self, number: int, result: HandResult | None, shown: GameSnapshot | None = None) -> EditPreview:
        """What hand ``number`` would do if it were ``result`` (None: deleted), and which later hands change."""
        view = self._seen(shown)
        return self._as_seen(
            view, lambda: self.service.table.preview_edit(view.id, number, result, revision=view.revision)
        )

    def _seen(self, shown: GameSnapshot | None) -> GameSnapshot:
        view = self.view if shown is None else shown
        if view is None:
            raise TablekeeperError(self.tr("Start or open a game first."))
        return view

    def _as_seen(self, shown: GameSnapshot, call: Callable[[], T]) -> T:
        """A preview of the game ``shown``; refused once another window changed it (:meth:`_reworded`)."""
        try:
            return call()
        except TablekeeperError as error:
            raise self._reworded(error, shown, dialog=True) from None

    def record(
        self, result: HandResult, then: Callable[[], object] | None = None, shown: GameSnapshot | None = None
    ) -> bool:
        """Store the next hand (the sticks on the table go into it); ``then`` runs once it is stored and shown.
        ``shown``: the game as the dialog showed it (see :meth:`_apply`)."""
        return self._apply("record", {"result": result}, then, shown)

    def undo(self) -> bool:
        """Take back the last change, whatever it was."""
        return self._apply("undo")

    def redo(self) -> bool:
        """Do again the last change undone."""
        return self._apply("redo")

    def edit_hand(
        self,
        number: int,
        result: HandResult,
        then: Callable[[], object] | None = None,
        shown: GameSnapshot | None = None,
    ) -> bool:
        """Replace a past hand (its riichi as ``result`` says); the later hands are replayed."""
        return self._apply("edit", {"number": number, "result": result}, then, shown)

    def delete_hand(self, number: int) -> bool:
        """Remove a past hand; the later hands are replayed. Undo brings it back."""
        return self._apply("delete", {"number": number})

    # What the table shows

    def scoring_context(self, seat: int, tsumo: bool, hand: HandSnapshot | None = None) -> ScoringContext:
        """The winds, honba and riichi of a seat's hand, from the table (or from a past hand)."""
        from tablekeeper.ui.quick_score import ScoringContext  # the scoring dialog's, opened on demand

        assert self.view is not None
        before = hand.before if hand is not None else self.state
        assert before is not None
        riichi = self.riichi if hand is None else hand.result.riichi
        return ScoringContext(
            rules=self.view.rules,
            seat_wind=before.seat_wind(seat),
            round_wind=before.round % 4,
            tsumo=tsumo,
            honba=before.honba,
            riichi=seat in riichi,
        )

    def seat_contents(self) -> list[SeatContent]:
        """What each seat panel shows."""
        if self.view is None or self.state is None:
            # No game: the table of four a new game most often is.
            return [SeatContent("", seat, None, False, False) for seat in range(FULL_TABLE)]
        # The sticks on the table now, as stored (undo, redo, restart).
        return seat_contents(self.state, self.view.players, self.view.rules, riichi=self.riichi, selected=self.selected)

    def centre_content(self) -> CentreContent | None:
        """What the middle of the table shows; None when no game is open."""
        return None if self.state is None else centre_content(self.state)

    # Moving games

    def import_files(
        self, paths: Sequence[Path]
    ) -> tuple[list[int], list[TablekeeperError], list[StoredGameDiffers]] | None:
        """Import each file through the service (a tablekeeper game file, a file of many games, or a Tenhou
        record, told apart by content): the new games' numbers, each refusal's sentence (one refused never
        stops the others), and the games stored already that a file gives otherwise (for the player to choose:
        :meth:`replace_game`). None, with ``failed``, while the database is not open yet."""
        service = self.attempt(lambda: self.service)
        if service is None:
            return None
        ids: list[int] = []
        refusals: list[TablekeeperError] = []
        differing: list[StoredGameDiffers] = []
        for path in paths:
            outcome = service.transfer.import_file(path)
            ids.extend(outcome.ids)
            refusals.extend(outcome.refusals)
            differing.extend(outcome.differing)
        return ids, refusals, differing

    def replace_game(self, differing: StoredGameDiffers) -> int | None:
        """Replace the stored game by the file's version (the player chose it); its number, or None with
        ``failed``. The game shown at the table, if it is that one, is shown as it is now."""
        game_id = self.attempt(lambda: self.service.transfer.import_game(differing.data, replace=True))
        if game_id is not None and self.view is not None and self.view.id == game_id:
            self.open_game(game_id)
        return game_id

    # Exports

    def export_json(self, path: Path) -> bool:
        """The game as JSON (the service's export)."""
        if self.view is None:
            return False
        from tablekeeper.service.formats import export_json

        return self._write(path, export_json(self.view))

    def export_csv(self, path: Path) -> bool:
        """The standings, then every hand's four deltas, as CSV."""
        if self.view is None:
            return False
        from tablekeeper.service.formats import export_csv

        return self._write(path, export_csv(self.view))

    def export_pdf(self, path: Path) -> bool:
        """The game's printable sheet as a PDF file."""
        view = self.view
        if view is None:
            return False
        from tablekeeper.reports.sheets import write_game_pdf

        return self.attempt(lambda: write_game_pdf(path, view)) is not None

    def _write(self, path: Path, text: str) -> bool:

        def write() -> bool:
            write_export(path, text)
            return True

        # Refused (a database named, a full disk): the sentence says so, and that nothing was written.
        return self.attempt(write) is not None
