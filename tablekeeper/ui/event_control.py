"""The event controller: the Event menu's dialogs call the session service's event calls through it, and nothing more.

It keeps which event is open (remembered for the next start). Each call that changes the event returns the event
as it is now: ``changed`` carries it to the dialog showing it. Every :class:`TablekeeperError` becomes ``failed``
with its sentence (the window shows it in a box), or goes to the ``refused`` callback a dialog gave, to be said in
the dialog itself; either way nothing was stored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TypeVar

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import QApplication

from tablekeeper.errors import TablekeeperError
from tablekeeper.present import refusal

if TYPE_CHECKING:
    from tablekeeper.events.ema import Settings
    from tablekeeper.events.model import SubstituteRule
    from tablekeeper.events.rating import Rating
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.service import Session
    from tablekeeper.service.clock_views import ClockView
    from tablekeeper.service.events import EventStandings, EventSummary, EventView
    from tablekeeper.service.series import SeriesStandings
    from tablekeeper.ui.controller import GameController

T = TypeVar("T")


@contextmanager
def _working() -> Iterator[None]:
    """The wait cursor while a round is seated: under 0.5 s up to 64 players (tests/bench/bench_seating.py), up to
    a second for the largest events (1,024 players)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        yield
    finally:
        QApplication.restoreOverrideCursor()


CURRENT_EVENT_KEY = "event/current"
"""QSettings key of the event open last (the Event menu's entries act on it)."""
Refused = Callable[[str], object]
ClockChange = Literal["start", "pause", "resume", "add", "take", "end"]
"""``take``: minutes taken back, as the README promises (refused in a sentence when it would call time)."""


class EventControl(QObject):
    """The open event, through the session service of the table's controller."""

    changed = Signal(object)
    """The event as it is now (an ``EventView``), after a change or when another one is opened."""
    failed = Signal(str)

    def __init__(self, table: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.event_id: int | None = None
        stored = QSettings().value(CURRENT_EVENT_KEY)
        if isinstance(stored, int | str) and str(stored).isdigit():
            self.event_id = int(stored)
        self._tables: dict[tuple[int, int], tuple[str, int, int] | None] = {}
        """(event, game) -> the event's title, the round and the table of that game; None: no table of it."""

    @property
    def service(self) -> Session:
        return self.table.service

    def _attempt(self, call: Callable[[], T], refused: Refused | None = None) -> T | None:
        try:
            return call()
        except TablekeeperError as error:
            (refused or self.failed.emit)(refusal(error))
            return None

    def _change(self, call: Callable[[int], EventView], refused: Refused | None = None) -> EventView | None:
        """One changing call on the open event; the event as it is after it goes to ``changed``."""
        event_id = self.event_id
        if event_id is None:
            (refused or self.failed.emit)(self.tr("Create or open an event first."))
            return None
        view = self._attempt(lambda: call(event_id), refused)
        if view is not None:
            self.changed.emit(view)
        return view

    # Which event

    def events(self) -> list[EventSummary]:
        """The stored events, as the service lists them."""
        return list(self._attempt(lambda: self.service.events.list_events()) or ())

    def view(self) -> EventView | None:
        """The open event as stored now; None (quietly) when none is open or it is gone."""
        event_id = self.event_id
        if event_id is None:
            return None
        try:
            return self.service.events.event(event_id)
        except TablekeeperError:
            self.forget()
            return None

    def table_title(self, game_id: int) -> str | None:
        """'Club night · Round 1 · Table 2', in the language shown now: the title of the open event's table whose
        game this is (the title stored with the game is in the language of whoever opened it); None for a game of
        no table of the open event. Looked up once a game: the window asks at every refresh."""
        event_id = self.event_id
        if event_id is None:
            return None
        key = (event_id, game_id)
        if key not in self._tables:
            view = self.view()
            tables = () if view is None else view.tables
            found = next((t for t in tables if t.game_id == game_id), None)
            self._tables[key] = None if view is None or found is None else (view.title, found.round, found.table)
        known = self._tables[key]
        if known is None:
            return None
        title, round_number, table = known
        return self.tr("{event} · Round {round} · Table {table}").format(event=title, round=round_number, table=table)

    def open_event(self, event_id: int) -> EventView | None:
        """Make ``event_id`` the open event (the menu's entries act on it from now on, after a restart too)."""
        view = self._attempt(lambda: self.service.events.event(event_id))
        if view is not None:
            self._remember(view.id)
            self.changed.emit(view)
        return view

    def forget(self) -> None:
        self.event_id = None
        QSettings().remove(CURRENT_EVENT_KEY)

    def _remember(self, event_id: int) -> None:
        self.event_id = event_id
        QSettings().setValue(CURRENT_EVENT_KEY, event_id)

    def create(
        self,
        title: str,
        rules: RuleSet,
        names: Sequence[str],
        substitute_rule: SubstituteRule,
        substitute_score: int,
        sit_out_score: int | None = None,
        refused: Refused | None = None,
    ) -> EventView | None:
        """A new event with its players (one name each), a round sat out counting ``sit_out_score`` (None:
        nothing); it becomes the open event."""

        def create() -> EventView:
            return self.service.events.create_event(
                title,
                rules,
                list(names),
                substitute_rule=substitute_rule,
                substitute_score=substitute_score,
                sit_out_score=sit_out_score,
            )

        view = self._attempt(create, refused)
        if view is not None:
            self._remember(view.id)
            self.changed.emit(view)
        return view

    # Changes of the open event (each undoable: undo, redo)

    def add_player(self, name: str, refused: Refused | None = None) -> EventView | None:
        return self._change(lambda event: self.service.events.add_players(event, [name]), refused)

    def mark_absent(self, entrant: int, from_round: int) -> EventView | None:
        return self._change(lambda event: self.service.events.mark_absent(event, entrant, from_round))

    def seat(self, method: Literal["random", "swiss", "ranked"], fill: bool, sit_out: bool = False) -> EventView | None:
        """Seat the next round (``sit_out``: whole tables, those left over sitting out)."""
        with _working():
            return self._change(
                lambda event: self.service.events.seat_rounds(event, 1, method=method, fill=fill, sit_out=sit_out)
            )

    def cut(self, top: int, scores: str) -> EventView | None:
        """Keep the top ``top`` for the rounds after the last one seated, their scores carried or reset."""
        return self._change(lambda event: self.service.events.cut(event, top, scores=scores))

    def reseat(self, round_number: int) -> EventView | None:
        with _working():
            return self._change(lambda event: self.service.events.reseat(event, round_number))

    def substitute(self, round_number: int, entrant: int, name: str, refused: Refused) -> EventView | None:
        """``name`` plays in place of the entrant at their table of the round; a refusal goes to ``refused``."""
        return self._change(lambda event: self.service.events.substitute(event, round_number, entrant, name), refused)

    def paper(
        self,
        round_number: int,
        table: int,
        points: tuple[int, ...],
        deposits: int,
        chombos: tuple[int, ...],
        refused: Refused,
    ) -> EventView | None:
        """A table kept on paper: its final points; a refusal is said through ``refused`` (in the dialog)."""

        def enter(event: int) -> EventView:
            return self.service.events.enter_paper_result(
                event, round_number, table, points, deposits=deposits, chombos=chombos
            )

        return self._change(enter, refused)

    def add_penalty(
        self, entrant: int, points: int, reason: str, round_number: int | None, refused: Refused | None = None
    ) -> EventView | None:
        return self._change(
            lambda event: self.service.events.add_penalty(event, entrant, points, reason, round=round_number), refused
        )

    def set_team(self, entrant: int, team: str) -> EventView | None:
        return self._change(lambda event: self.service.events.set_team(event, entrant, team))

    def set_settings(self, settings: Settings) -> EventView | None:
        return self._change(lambda event: self.service.events.set_settings(event, settings))

    def undo(self) -> EventView | None:
        return self._change(lambda event: self.service.events.undo_event(event))

    def redo(self) -> EventView | None:
        return self._change(lambda event: self.service.events.redo_event(event))

    # The clock of the current round (the hall's round: the first with a table still playing)

    def current_round(self) -> int | None:
        """The round the hall shows and the clock acts on; None without an open event or a round seated."""
        view = self.view()
        if view is None:
            return None
        from tablekeeper.service.hall import current_round

        return current_round(view)

    def clock(self, refused: Refused | None = None) -> ClockView | None:
        """The current round's clock as stored now."""
        return self._on_clock(lambda event, round_number: self.service.clocks.clock(event, round_number), refused)

    def change_clock(self, change: ClockChange, minutes: int = 0, refused: Refused | None = None) -> ClockView | None:
        """Start, pause, resume, give ``minutes`` more (``add``) or take them back (``take``), or end the current
        round; the clock as changed."""

        def call(event: int, round_number: int) -> ClockView:
            service = self.service
            if change in ("add", "take"):
                return service.clocks.add_time(event, round_number, minutes if change == "add" else -minutes)
            changes = {
                "start": service.clocks.start_clock,
                "pause": service.clocks.pause_clock,
                "resume": service.clocks.resume_clock,
                "end": service.clocks.end_round,
            }
            return changes[change](event, round_number)

        return self._on_clock(call, refused)

    def give_table_time(self, table: int, minutes: int, refused: Refused | None = None) -> ClockView | None:
        """Table ``table`` of the current round gets ``minutes`` of its own besides the round's (0: none any more),
        as ``event clock --table --extra`` gives them; the round's clock as changed."""
        return self._on_clock(
            lambda event, round_number: self.service.clocks.give_table_time(event, round_number, table, minutes),
            refused,
        )

    def _on_clock(self, call: Callable[[int, int], ClockView], refused: Refused | None) -> ClockView | None:
        event_id, round_number = self.event_id, self.current_round()
        if event_id is None or round_number is None:
            (refused or self.failed.emit)(self.tr("Open an event and seat a round first."))
            return None
        return self._attempt(lambda: call(event_id, round_number), refused)

    # Games and figures

    def open_table(self, round_number: int, table: int) -> bool:
        """Show the game of a round's table in the main window (made the first time, with the seated names)."""
        event_id = self.event_id
        if event_id is None:
            return False
        game_id = self._attempt(lambda: self.service.events.open_table(event_id, round_number, table))
        if game_id is None:
            return False
        opened = self.table.open_game(game_id)
        view = self.view()
        if view is not None:
            self.changed.emit(view)  # the table now has its game
        return opened

    def standings(self, through_round: int | None = None, stage: int | None = None) -> EventStandings | None:
        event_id = self.event_id
        if event_id is None:
            return None
        return self._attempt(
            lambda: self.service.events.event_standings(event_id, through_round=through_round, stage=stage)
        )

    def series(
        self, event_ids: Sequence[int], best: int | None, min_events: int | None, refused: Refused
    ) -> SeriesStandings | None:
        """Several events ranked as one; None, with ``refused``, when refused."""
        return self._attempt(
            lambda: self.service.series.series_standings(event_ids, best=best, min_events=min_events), refused
        )

    def write_file(self, write: Callable[[], object], refused: Refused) -> bool:
        """Write a file (``write`` through the one writer of files); False, with ``refused``, when refused."""

        def written() -> bool:
            write()
            return True  # written: not the None of a refusal

        return self._attempt(written, refused) is not None

    def rating(self) -> tuple[Rating, ...] | None:
        return self._attempt(lambda: self.service.events.club_rating())

    def export(self, kind: str, path: Path, through_round: int | None = None) -> bool:
        """Write one of the event's files (``kind``: see :mod:`tablekeeper.reports.event_files`) of the standings
        through ``through_round``; False, with ``failed``, when refused (nothing written)."""
        standings = self.standings(through_round)
        if standings is None:
            return False
        from tablekeeper.reports.event_files import write_event_file

        def write() -> bool:
            write_event_file(kind, path, standings)
            return True  # written: not the None of a refusal

        return self._attempt(write) is not None
