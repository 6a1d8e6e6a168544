"""The table controller: turns what the player did into calls of the session service, and nothing more.

It keeps which game is open, the riichi sticks declared during the hand being played (not stored until the
hand is recorded, as the service says) and the selected player; after each change it emits ``changed``.
Every :class:`TablekeeperError` becomes ``failed`` with its sentence, and nothing is stored.

The calls that store (record, undo, edit, delete, finish) replay the whole game, which takes longer than a
frame in a long game: they run in a background thread while the window, still drawn, takes no new change
(``busy``); their outcome comes back on the interface's thread. One such call runs at a time.
"""

from __future__ import annotations

import dataclasses
import queue
import threading
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, Signal

from tablekeeper.errors import TablekeeperError
from tablekeeper.files import write_export
from tablekeeper.ui.table_view import CentreView, SeatView

if TYPE_CHECKING:  # the service (SQLAlchemy, Alembic) is imported once the window is shown
    from tablekeeper.rules.game import GameState
    from tablekeeper.rules.results import HandResult
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.session import GameSummary, GameView, HandView, Preview, TableSession
    from tablekeeper.ui.quick_score import ScoringContext

T = TypeVar("T")


def with_riichi(result: HandResult, riichi: frozenset[int]) -> HandResult:
    """The same result with the riichi declared on the table during the hand (every result has ``riichi``)."""
    return dataclasses.replace(result, riichi=riichi)


def differences(scores: Sequence[int], selected: int) -> list[int]:
    """How far each seat is above (+) or below (-) the selected one: what the selected player must make up."""
    return [scores[seat] - scores[selected] for seat in range(4)]


class TableController(QObject):
    """One open game at the table, through the session service."""

    changed = Signal()
    failed = Signal(str)
    game_over = Signal()
    busy_changed = Signal()
    """``busy`` changed. (No bool argument: with PySide6 6.12, bool arguments to Python slots upset True's
    reference count over many emissions, which crashes the interpreter as it exits.)"""
    _ready = Signal()
    """A background call has put its outcome in ``_outcomes``. The signal carries no Python object across
    threads: the outcome waits in a queue, taken on the interface's thread."""

    def __init__(self, session: TableSession | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        """None until the database is open (the window is shown first, see tablekeeper.ui.app)."""
        self.view: GameView | None = None
        self.state: GameState | None = None
        """The state shown: the game's, with the riichi sticks declared during this hand."""
        self.riichi: frozenset[int] = frozenset()
        self.selected: int | None = None
        self.busy = False
        """A change is being stored in the background."""
        self._outcomes: queue.SimpleQueue[tuple[Callable[[Any], object], object]] = queue.SimpleQueue()
        self._ready.connect(self._finish)
        self._worker: threading.Thread | None = None

    @property
    def service(self) -> TableSession:
        """The session service; a sentence while the database is still being opened."""
        if self.session is None:
            raise TablekeeperError(self.tr("The database is still being opened; try again in a moment."))
        return self.session

    def attach(self, session: TableSession) -> None:
        """The database is open: the session service to call from now on."""
        self.session = session

    # Calls that may fail: the sentence goes to ``failed`` and the table stays as it was.

    def _attempt(self, call: Callable[[], T]) -> T | None:
        try:
            return call()
        except TablekeeperError as error:
            self.failed.emit(error.message)
            return None

    def _in_background(self, call: Callable[[], T], then: Callable[[T], object]) -> bool:
        """Run a storing call of the service in a thread; ``then`` gets its answer on the interface's thread."""
        if self.busy:
            self.failed.emit(self.tr("The last change is still being stored; try again in a moment."))
            return False
        self._set_busy(True)

        def work() -> None:
            """The call, in the background thread; its outcome goes to the queue."""
            try:
                self._outcomes.put((then, call()))
            except TablekeeperError as error:
                self._outcomes.put((self.failed.emit, error.message))
            except Exception as error:  # a thread's error would otherwise vanish: the player gets a sentence
                traceback.print_exc()
                sentence = self.tr("Something went wrong: {error}. Nothing was stored.").format(error=error)
                self._outcomes.put((self.failed.emit, sentence))
            self._ready.emit()

        self._worker = threading.Thread(target=work, name="tablekeeper-store", daemon=True)
        self._worker.start()
        return True

    def wait(self) -> None:
        """Let the change being stored finish (the window is closing: a confirmed hand is not lost)."""
        if self._worker is not None:
            self._worker.join()

    def _finish(self) -> None:
        then, answer = self._outcomes.get()
        self._set_busy(False)
        then(answer)

    def _set_busy(self, busy: bool) -> None:
        self.busy = busy
        self.busy_changed.emit()

    def _show(self, view: GameView | None, *, ended_now: bool = False) -> None:
        """Show ``view``; the standings follow when the game has just ended (by a hand, or by the players
        ending it now, even before its first hand)."""
        was_finished = self.view is not None and self.view.finished
        self.view = view
        self.riichi = frozenset()
        self.state = view.state if view is not None else None
        self.changed.emit()
        if view is not None and view.finished and not was_finished and (view.hands or ended_now):
            self.game_over.emit()

    # Games

    def reopen_latest(self) -> bool:
        """Open the latest unfinished game, if there is one."""
        summary = self._attempt(lambda: self.service.latest_unfinished())
        if summary is None:
            return False
        return self.open_game(summary.id)

    def show_game(self, view: GameView) -> None:
        """Show a game the service has already given (at start-up, loaded in the background), as a new one."""
        self.view = None
        self.selected = None
        self._show(view)

    def open_game(self, game_id: int) -> bool:
        """Go on with a stored game."""
        view = self._attempt(lambda: self.service.game(game_id))
        if view is None:
            return False
        self.show_game(view)
        return True

    def new_game(self, players: Sequence[str], rules: RuleSet, *, first_dealer: int, title: str, venue: str) -> bool:
        """Start a game: four names in seat order, the rules, who deals first, title and venue."""
        call = lambda: self.service.create_game(  # noqa: E731
            players, rules, first_dealer=first_dealer, title=title, venue=venue
        )
        view = self._attempt(call)
        if view is None:
            return False
        self.show_game(view)
        return True

    def unfinished_games(self) -> list[GameSummary]:
        """The games still being played, latest first."""
        return self._attempt(lambda: self.service.unfinished_games()) or []

    def player_names(self) -> list[str]:
        """Names already known, for completion."""
        return self._attempt(lambda: self.service.player_names(limit=500)) or []

    def finish(self) -> None:
        """End the game now (a time limit); the standings follow."""
        if self.view is not None:
            game_id = self.view.id
            self._in_background(lambda: self.service.finish(game_id), self._show_finished)

    def _show_finished(self, view: GameView) -> None:
        self._show(view, ended_now=True)

    # The hand being played

    def toggle_riichi(self, seat: int, declared: bool) -> None:
        """Put a riichi stick on the table (or take it back) at once; the rules may refuse it."""
        if self.view is None:
            self.changed.emit()
            return
        seats = self.riichi | {seat} if declared else self.riichi - {seat}
        view = self.view
        state = self._attempt(lambda: self.service.with_riichi(view.id, seats))
        if state is not None:
            self.riichi = frozenset(seats)
            self.state = state
        self.changed.emit()

    def select(self, seat: int) -> None:
        """Show the others' point differences to this seat (clicking it again hides them)."""
        self.selected = None if self.selected == seat else seat
        self.changed.emit()

    def complete(self, result: HandResult) -> HandResult:
        """The result with the riichi declared on the table."""
        return with_riichi(result, self.riichi | result.riichi)

    def preview(self, result: HandResult) -> Preview:
        """What the hand would do (raises a TablekeeperError with a sentence when the rules refuse it)."""
        if self.view is None:
            raise TablekeeperError(self.tr("Start or open a game first."))
        return self.service.preview(self.view.id, self.complete(result))

    def preview_edit(self, number: int, result: HandResult) -> Preview:
        """What hand ``number`` would do if it were ``result`` (its riichi kept), nothing stored."""
        if self.view is None:
            raise TablekeeperError(self.tr("Start or open a game first."))
        kept = with_riichi(result, self.view.hands[number - 1].result.riichi)
        return self.service.preview_edit(self.view.id, number, kept)

    def record(self, result: HandResult, then: Callable[[], object] | None = None) -> bool:
        """Store the next hand in the background; ``then`` runs once it is stored and shown."""
        if self.view is None:
            self.failed.emit(self.tr("Start or open a game first."))
            return False
        game_id, complete = self.view.id, self.complete(result)
        return self._in_background(lambda: self.service.record(game_id, complete), self._shown_then(then))

    def undo(self) -> None:
        """Take back the last hand (in the background)."""
        if self.view is not None:
            game_id = self.view.id
            self._in_background(lambda: self.service.undo(game_id), self._show)

    def edit_hand(self, number: int, result: HandResult, then: Callable[[], object] | None = None) -> bool:
        """Replace a past hand (the riichi declared in it stay as they were); the game is replayed."""
        if self.view is None:
            return False
        game_id = self.view.id
        kept = with_riichi(result, self.view.hands[number - 1].result.riichi)
        return self._in_background(
            lambda: self.service.edit_hand(game_id, number, kept), self._shown_then(then, keep_riichi=True)
        )

    def delete_hand(self, number: int) -> None:
        """Remove a past hand and replay the game (in the background)."""
        if self.view is not None:
            game_id = self.view.id
            self._in_background(lambda: self.service.delete_hand(game_id, number), self._shown_then(None, True))

    def _shown_then(self, then: Callable[[], object] | None, keep_riichi: bool = False) -> Callable[[GameView], None]:
        def show(view: GameView) -> None:
            """Show the stored game, then go on."""
            riichi = self.riichi
            self._show(view)
            if keep_riichi and riichi:
                self._declare_again(view, riichi)
            if then is not None:
                then()

        return show

    def _declare_again(self, view: GameView, riichi: frozenset[int]) -> None:
        """A past hand changed while this one is played: its sticks stay on the table, if the rules still
        allow them (else the sentence says why, and they are taken back)."""
        if view.finished:
            return
        state = self._attempt(lambda: self.service.with_riichi(view.id, riichi))
        if state is not None:
            self.riichi, self.state = riichi, state
            self.changed.emit()

    # What the table shows

    def scoring_context(self, seat: int, tsumo: bool, hand: HandView | None = None) -> ScoringContext:
        """The winds, honba and riichi of a seat's hand, from the table (or from a past hand)."""
        from tablekeeper.ui.quick_score import ScoringContext

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

    def seat_views(self) -> list[SeatView]:
        """What each seat panel shows."""
        if self.view is None or self.state is None:
            return [SeatView("", seat, None, False, False) for seat in range(4)]
        state = self.state
        scores = state.scores
        diffs = differences(scores, self.selected) if self.selected is not None else None
        return [
            SeatView(
                name=self.view.players[seat],
                wind=state.seat_wind(seat),
                score=scores[seat],
                dealer=state.dealer == seat and not state.finished,
                riichi=seat in state.riichi,
                difference=None if diffs is None else diffs[seat],
                selected=seat == self.selected,
            )
            for seat in range(4)
        ]

    def centre_view(self) -> CentreView | None:
        """What the middle of the table shows; None when no game is open."""
        state = self.state
        if state is None:
            return None
        return CentreView(state.round % 4, state.hand_number, state.honba, state.deposits, state.finished)

    # Exports

    def export_json(self, path: Path) -> bool:
        """The game as JSON (the service's export)."""
        if self.view is None:
            return False
        from tablekeeper.session import export_json

        return self._write(path, export_json(self.view))

    def export_csv(self, path: Path) -> bool:
        """The standings, then every hand's four deltas, as CSV."""
        if self.view is None:
            return False
        from tablekeeper.session import export_csv

        return self._write(path, export_csv(self.view))

    def _write(self, path: Path, text: str) -> bool:
        try:
            write_export(path, text)
        except OSError as error:
            self.failed.emit(
                self.tr("The file {path} could not be written: {reason}.").format(
                    path=path, reason=error.strerror or error
                )
            )
            return False
        return True
