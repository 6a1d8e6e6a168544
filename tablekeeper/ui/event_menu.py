"""The Event menu's actions of the table window: a club night's new event, its dialog at a page, the seating of a
round, the hall, the round's clock, the phones at the tables and the club rating; each opens its dialog or window
where it is asked for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMainWindow

from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.event_control import EventControl

if TYPE_CHECKING:
    from tablekeeper.events.model import EventRecord, SubstituteRule
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.ui.hall import HallWindow
    from tablekeeper.ui.round_clock import GameClock
    from tablekeeper.ui.table_view import TableView


class EventMenu(QMainWindow):
    """The table window's Event menu, apart from the window's own actions (the window is made of both)."""

    controller: GameController
    events: EventControl
    event_dialog: QDialog | None
    hall: HallWindow | None
    round_clock: GameClock
    table: TableView

    def _open_event_dialog(self, dialog: QDialog) -> None:
        self.event_dialog = replace(self.event_dialog, dialog)
        dialog.open()

    def open_new_event(self) -> None:
        """The new-event dialog; the event created becomes the open one and its seating is shown."""
        from tablekeeper.ui.dialogs.event_new import NewEventDialog

        dialog = NewEventDialog(self)

        def create(
            title: str, rules: RuleSet, names: list[str], rule: SubstituteRule, score: int, sit_out: int | None
        ) -> None:
            if self.events.create(title, rules, names, rule, score, sit_out, refused=dialog.refuse) is not None:
                dialog.accept()
                self.show_event("players")

        dialog.submitted.connect(create)
        self._open_event_dialog(dialog)

    def choose_event(self, then: str | None = None) -> None:
        """The stored events; the one chosen becomes the open one (and ``then``, a page, is shown)."""
        from tablekeeper.ui.dialogs.event_new import OpenEventDialog

        if self.controller.session is None:  # the database is still being opened
            return
        dialog = OpenEventDialog(self.events.events(), self)

        def chosen(event_id: int) -> None:
            if self.events.open_event(event_id) is not None:
                self.show_event(then or "seating")

        dialog.chosen.connect(chosen)
        self._open_event_dialog(dialog)

    def show_event(self, page: str) -> None:
        """The open event's dialog at ``page`` ("players", "seating", "penalties", "standings"; "paper": the
        seating with the paper result of the selected table asked); without an open event, the list to choose."""
        from tablekeeper.ui.dialogs.event_desk import PAGES, EventDialog

        if self.controller.session is None:
            return
        if self.events.view() is None:
            self.choose_event(page)
            return
        dialog = EventDialog(self.events, PAGES["seating" if page == "paper" else page], self)
        self._open_event_dialog(dialog)
        if page == "paper":
            dialog.parts.seating.enter_paper()

    def seat_next_round(self) -> None:
        """Seat the next round at random (few repeat meetings), then show it."""
        if self.controller.session is not None and self.events.view() is None:
            self.choose_event("seating")
        elif self.events.seat("random", fill=False) is not None:
            self.show_event("seating")

    def reseat_last_round(self) -> None:
        """Seat the last round again (before its games start); the event's undo takes it back."""
        view = self.events.view()
        if view is None:
            self.choose_event("seating")
        elif view.record.rounds and self.events.reseat(view.record.rounds[-1].round) is not None:
            self.show_event("seating")

    def show_hall(self) -> None:
        """The open event's hall, in a window of its own (F11 puts it full screen on the projector's screen)."""
        from tablekeeper.ui.hall import HallWindow

        if self.controller.session is None:  # the database is still being opened
            return
        view = self.events.view()
        if view is None:
            self.choose_event("seating")
            return
        if self.hall is not None:
            self.hall.close()
        self.hall = HallWindow(self.controller.service, view.id)
        self.hall.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.hall.destroyed.connect(self._hall_closed)
        self.hall.resize(self.size())
        self.hall.show()

    def _hall_closed(self) -> None:
        self.hall = None

    def show_round_clock(self) -> None:
        """The current round's clock, for the organiser: start, pause, give time, end the round."""
        from tablekeeper.ui.dialogs.event_clock import ClockDialog

        if self.controller.session is None:
            return
        if self.events.view() is None:
            self.choose_event("seating")
            return
        self._open_event_dialog(ClockDialog(self.events, self))

    def show_phones(self) -> None:
        """The venue server of the open event, started for the tables' phones, and each table's QR code; closing
        the dialog stops the server."""
        from tablekeeper.ui.dialogs.phones import PhonesDialog

        session = self.controller.session
        if session is None:
            return
        view = self.events.view()
        if view is None:
            self.choose_event("seating")
            return
        location = session.database.location
        database = str(location.path) if location.path is not None else location.url

        def record() -> EventRecord | None:
            shown = self.events.view()
            return shown.record if shown is not None and shown.id == view.id else None

        self._open_event_dialog(PhonesDialog(database, view.id, view.record.title, self, record=record))

    def _follow_round_clock(self) -> None:
        """An event's game shows its round's clock in the middle of the table (and on the table display)."""
        from tablekeeper.ui.round_clock import GameClock

        self.round_clock = GameClock(self.controller, self)
        self.round_clock.shown.connect(self.table.show_clock)

    def show_series(self) -> None:
        """Several stored events ranked as one (a league of club nights)."""
        from tablekeeper.ui.dialogs.event_series import SeriesDialog

        if self.controller.session is not None:
            self._open_event_dialog(SeriesDialog(self.events, self.events.events(), self))

    def show_club_rating(self) -> None:
        """The club rating over every finished game."""
        from tablekeeper.ui.dialogs.event_rating import ClubRatingDialog

        ratings = self.events.rating()
        if ratings is not None:
            self._open_event_dialog(ClubRatingDialog(ratings, self))
