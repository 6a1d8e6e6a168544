"""The event's desk: its players, its rounds as seated (a table's game opened from there, a paper result entered),
its penalties and its standings, in one dialog of four pages, with the event's own undo and redo below them.

Everything shown comes from the service (through :class:`~tablekeeper.ui.event_control.EventControl`): the
seating, the standings and their totals are computed there; this module only lays them out in the player's
language. Every change goes through the control and comes back as the event now stored (``changed``).
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import name_in_line
from tablekeeper.events.seating import quality
from tablekeeper.present import wind_name
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.dialogs.event_desk_parts import button, read_from_afar, score_text, selected_row, table_view
from tablekeeper.ui.dialogs.event_stages import StagesRow
from tablekeeper.ui.dialogs.event_teams import TeamsBox
from tablekeeper.ui.file_dialogs import file_to_save
from tablekeeper.ui.i18n import number, numbers_locale
from tablekeeper.ui.messages import saved_text
from tablekeeper.ui.screen_fit import fit_window

if TYPE_CHECKING:
    from tablekeeper.service.events import EventStandings, EventTable, EventView
    from tablekeeper.ui.event_control import EventControl

PAGES = {"players": 0, "seating": 1, "penalties": 2, "standings": 3}
"""The pages, in order: the Event menu opens the dialog at one of them."""


class PlayersPage(QWidget):
    """The event's players: number, name, EMA number, country, absent from; a player added, one marked absent."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.numbers: list[int] = []
        """The entrants' numbers, a row each."""
        layout = QVBoxLayout(self)
        self.view, self.model = table_view(self, "players", frozenset({1}))
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("new_player")
        self.name_edit.setPlaceholderText(self.tr("Name of a player to add"))
        self.name_edit.returnPressed.connect(self.add)
        row.addWidget(self.name_edit, 1)
        row.addWidget(button(self, self.tr("&Add the player"), "add_player", self.add))
        row.addSpacing(24)
        row.addWidget(QLabel(self.tr("Absent from round"), self))
        self.absent_round = QSpinBox(self)
        self.absent_round.setRange(1, 99)
        row.addWidget(self.absent_round)
        row.addWidget(button(self, self.tr("&Mark the selected player absent"), "mark_absent", self.mark_absent))
        layout.addLayout(row)
        teams = QHBoxLayout()
        self.team_edit = QLineEdit(self)
        self.team_edit.setObjectName("team")
        self.team_edit.setPlaceholderText(self.tr("Team (empty: none)"))
        teams.addWidget(self.team_edit, 1)
        teams.addWidget(button(self, self.tr("Set the selected player's t&eam"), "set_team", self.set_team))
        layout.addLayout(teams)

    def show_event(self, view: EventView) -> None:
        headers = [self.tr("No."), self.tr("Name"), self.tr("EMA number"), self.tr("Country"), self.tr("Team")]
        headers.append(self.tr("Absent"))
        rows = [
            [
                str(entrant.number),
                name_in_line(entrant.name) + (self.tr(" (substitute)") if entrant.filler else ""),
                entrant.ema or "",
                entrant.country or "",
                entrant.team or "",
                self.tr("from round {round}").format(round=entrant.absent_from) if entrant.absent_from else "",
            ]
            for entrant in view.record.entrants
        ]
        self.numbers = [entrant.number for entrant in view.record.entrants]
        self.model.set_rows(headers, rows, numeric=frozenset({0}))
        self.absent_round.setValue(max(1, len(view.record.rounds) + 1))

    def add(self) -> None:
        name = self.name_edit.text().strip()
        if name and self.control.add_player(name) is not None:
            self.name_edit.clear()

    def set_team(self) -> None:
        row = selected_row(self.view)
        if row is None:
            self.control.failed.emit(self.tr("Select the player whose team to set in the list."))
            return
        self.control.set_team(self.numbers[row], self.team_edit.text())

    def mark_absent(self) -> None:
        row = selected_row(self.view)
        if row is None:
            self.control.failed.emit(self.tr("Select the player to mark absent in the list."))
            return
        self.control.mark_absent(self.numbers[row], self.absent_round.value())


class SeatingPage(QWidget):
    """A round's tables: who sits East, South, West and North, and where the table's game stands; the next round
    seated, a round seated again, a table's game opened (double-click), a paper result entered."""

    game_opened = Signal()
    """A table's game is shown in the main window now."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.shown_event: EventView | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Round"), self))
        self.round = QComboBox(self)
        self.round.setObjectName("seating_round")
        self.round.currentIndexChanged.connect(lambda _index: self._show_round())
        top.addWidget(self.round)
        top.addStretch(1)
        self.method = QComboBox(self)
        self.method.addItem(self.tr("Random, few repeat meetings"), "random")
        self.method.addItem(self.tr("Swiss, by the standings"), "swiss")
        self.method.addItem(self.tr("By place (1-4, 5-8, ...)"), "ranked")
        top.addWidget(self.method)
        self.fill = QCheckBox(self.tr("Fill with substitutes"), self)
        self.fill.setToolTip(self.tr("When the players present are not a multiple of four"))
        top.addWidget(self.fill)
        self.sit_out = QCheckBox(self.tr("Others sit out"), self)
        self.sit_out.setObjectName("sit_out")
        self.sit_out.setToolTip(self.tr("Whole tables only: those left over sit out, in turn"))
        top.addWidget(self.sit_out)
        top.addWidget(button(self, self.tr("&Seat the next round"), "seat_next", self.seat_next))
        layout.addLayout(top)
        self.stages = StagesRow(control, self)
        layout.addWidget(self.stages)
        self.quality = QLabel(self)
        self.quality.setObjectName("quality")
        self.quality.setWordWrap(True)
        layout.addWidget(self.quality)
        self.view, self.model = table_view(self, "seating", frozenset({1, 2, 3, 4}))
        read_from_afar(self.view)
        self.view.doubleClicked.connect(lambda _index: self.open_game())
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        self.open_button = button(self, self.tr("&Open the table's game"), "open_table", self.open_game)
        self.paper_button = button(self, self.tr("Enter a p&aper result…"), "paper", self.enter_paper)
        self.substitute_button = button(self, self.tr("S&ubstitute…"), "substitute", self.substitute)
        self.reseat_button = button(self, self.tr("Res&eat this round"), "reseat", self.reseat)
        for each in (self.open_button, self.paper_button, self.substitute_button):
            row.addWidget(each)
        row.addStretch(1)
        row.addWidget(self.reseat_button)
        layout.addLayout(row)
        self.paper_dialog: QDialog | None = None
        self.substitute_dialog: QDialog | None = None

    def show_event(self, view: EventView) -> None:
        self.shown_event = view
        rounds = sorted({table.round for table in view.tables})
        shown, before = self.round.currentData(), self.round.count()
        self.round.blockSignals(True)
        self.round.clear()
        for each in rounds:
            self.round.addItem(self.tr("Round {round}").format(round=each), each)
        # The round looked at stays; a round just seated (or none looked at yet) is shown.
        keep = shown in rounds and len(rounds) == before
        self.round.setCurrentIndex(rounds.index(shown) if keep else len(rounds) - 1)
        self.round.blockSignals(False)
        self._show_round()
        self.quality.setText(self.quality_text(view))
        self.stages.show_event(view)

    def quality_text(self, view: EventView) -> str:
        """What the rounds seated so far are worth: repeat meetings, the most any pair met, wind balance."""
        if not view.record.rounds:
            return self.tr("No round is seated yet.")
        worth = quality(view.record.rounds)
        if worth.repeats == 0:
            meetings = self.tr("No pair of players has met twice.")
        else:
            meetings = self.tr(
                "Repeat meetings: {repeats} (the most any pair met: {most} times; in consecutive rounds: "
                "{consecutive})."
            ).format(repeats=worth.repeats, most=worth.most, consecutive=worth.consecutive)
        # The winds of the event's tables: a table of three has no North.
        names = ", ".join(wind_name(seat) for seat in range(view.rules.players))
        winds = self.tr("Winds: each player's counts of {winds} differ by {spread} at most.")
        return f"{meetings} {winds.format(winds=names, spread=worth.wind_spread)}"

    def shown_round(self) -> int | None:
        data = self.round.currentData()
        return data if isinstance(data, int) else None

    def tables(self) -> list[EventTable]:
        if self.shown_event is None:
            return []
        return [table for table in self.shown_event.tables if table.round == self.shown_round()]

    def _show_round(self) -> None:
        tables = self.tables()
        seats = self.shown_event.rules.players if self.shown_event is not None else 0
        headers = [self.tr("Table"), *(wind_name(seat) for seat in range(seats)), self.tr("Game")]
        rows = [[str(table.table), *table.seats, self.state(table)] for table in tables]
        self.model.set_rows(headers, rows, numeric=frozenset({0}))
        if tables:
            self.view.selectRow(next((i for i, table in enumerate(tables) if not table.finished), 0))
        for each in (self.open_button, self.paper_button, self.substitute_button, self.reseat_button):
            each.setEnabled(bool(tables))

    def state(self, table: EventTable) -> str:
        """Where the table's game stands, in words."""
        if table.paper is not None:
            points = " · ".join(number(each) for each in table.paper.points)
            return self.tr("On paper: {points}").format(points=points)
        if table.finished:
            return self.tr("Finished (game {game})").format(game=table.game_id)
        if table.game_id is not None:
            return self.tr("Being played (game {game})").format(game=table.game_id)
        return self.tr("Not started")

    def selected_table(self) -> EventTable | None:
        row = selected_row(self.view)
        if row is None:
            return None
        tables = self.tables()  # the rows, in order
        return tables[row] if row < len(tables) else None

    def seat_next(self) -> None:
        self.control.seat(self.method.currentData(), self.fill.isChecked(), self.sit_out.isChecked())

    def reseat(self) -> None:
        shown = self.shown_round()
        if shown is not None:
            self.control.reseat(shown)

    def open_game(self) -> None:
        table = self.selected_table()
        if table is not None and self.control.open_table(table.round, table.table):
            self.game_opened.emit()

    def substitute(self) -> None:
        from tablekeeper.ui.dialogs.event_substitute import SubstituteDialog

        table = self.selected_table()
        if table is not None:
            self.substitute_dialog = replace(
                getattr(self, "substitute_dialog", None),
                SubstituteDialog(self.control, table, self.control.table.player_names(), self),
            )
            self.substitute_dialog.open()

    def enter_paper(self) -> None:
        from tablekeeper.ui.dialogs.event_paper import PaperResultDialog

        table = self.selected_table()
        if table is None or self.shown_event is None:
            return
        self.paper_dialog = replace(
            getattr(self, "paper_dialog", None), PaperResultDialog(self.control, self.shown_event.rules, table, self)
        )
        self.paper_dialog.open()


class PenaltiesPage(QWidget):
    """The penalties given, in order; a penalty added (player, game points as a club says them, reason, round)."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        layout = QVBoxLayout(self)
        self.view, self.model = table_view(self, "penalties", frozenset({3}))
        layout.addWidget(self.view, 1)
        row = QHBoxLayout()
        self.player = QComboBox(self)
        self.player.setObjectName("penalty_player")
        self.points = QDoubleSpinBox(self)
        self.points.setObjectName("penalty_points")
        self.points.setDecimals(1)
        self.points.setRange(-999.0, 999.0)
        self.points.setValue(-10.0)
        self.points.setToolTip(self.tr("In game points, as the standings count them: -10 takes ten points"))
        self.reason = QLineEdit(self)
        self.reason.setObjectName("penalty_reason")
        self.reason.setPlaceholderText(self.tr("Reason"))
        self.reason.returnPressed.connect(self.add)  # Enter, once the reason is typed, gives the penalty
        self.round = QComboBox(self)
        self.round.setObjectName("penalty_round")
        for label, widget in ((self.tr("Player"), self.player), (self.tr("Points"), self.points)):
            row.addWidget(QLabel(label, self))
            row.addWidget(widget)
        row.addWidget(self.reason, 1)
        row.addWidget(self.round)
        row.addWidget(button(self, self.tr("&Add the penalty"), "add_penalty", self.add))
        layout.addLayout(row)

    def show_event(self, view: EventView) -> None:
        names = {entrant.number: entrant.name for entrant in view.record.entrants}
        headers = [self.tr("No."), self.tr("Player"), self.tr("Points"), self.tr("Reason"), self.tr("Round")]
        rows = [
            [
                str(penalty.number),
                names.get(penalty.entrant, str(penalty.entrant)),
                score_text(Fraction(penalty.points, 1000)),
                penalty.reason,
                str(penalty.round) if penalty.round is not None else "",
            ]
            for penalty in view.record.penalties
        ]
        self.model.set_rows(headers, rows, numeric=frozenset({0, 2, 4}))
        chosen = self.player.currentData()
        self.player.clear()
        for entrant in view.record.entrants:
            if not entrant.filler:
                self.player.addItem(f"{entrant.number}. {name_in_line(entrant.name)}", entrant.number)
        self.player.setCurrentIndex(max(0, self.player.findData(chosen)))
        self.round.clear()
        self.round.addItem(self.tr("No round"), None)
        for seated in view.record.rounds:
            self.round.addItem(self.tr("Round {round}").format(round=seated.round), seated.round)
        self.round.setCurrentIndex(self.round.count() - 1)

    def add(self) -> None:
        entrant = self.player.currentData()
        if not isinstance(entrant, int):
            return
        points = round(self.points.value() * 1000)
        if self.control.add_penalty(entrant, points, self.reason.text().strip(), self.round.currentData()):
            self.reason.clear()


EXPORTS: tuple[tuple[str, str, str], ...] = (
    ("csv", "standings.csv", "CSV (*.csv)"),
    ("json", "standings.json", "JSON (*.json)"),
    ("pdf", "standings.pdf", "PDF (*.pdf)"),
    ("schedule", "schedules.pdf", "PDF (*.pdf)"),
    ("sheets", "score-sheets.pdf", "PDF (*.pdf)"),
    ("ema", "ema-results.csv", "CSV (*.csv)"),
)
"""Each export: the service's name for it, the file's suggested name, the file dialog's filter."""


class StandingsPage(QWidget):
    """The standings, in total or after a round: place, name, games, score, penalties, total, each round's score;
    "provisional" said when a table of those rounds has no result yet; the event's files written."""

    def __init__(self, control: EventControl, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Standings"), self))
        self.round = QComboBox(self)
        self.round.setObjectName("standings_round")
        self.round.currentIndexChanged.connect(lambda _index: self.refresh())
        top.addWidget(self.round)
        self.stage = QComboBox(self)
        self.stage.setObjectName("standings_stage")
        self.stage.currentIndexChanged.connect(lambda _index: self.refresh())
        top.addWidget(self.stage)
        self.provisional = QLabel(self)
        self.provisional.setObjectName("provisional")
        self.provisional.setWordWrap(True)
        bold = self.provisional.font()
        bold.setBold(True)
        self.provisional.setFont(bold)
        top.addWidget(self.provisional, 1)
        layout.addLayout(top)
        self.view, self.model = table_view(self, "standings", frozenset({1}))
        read_from_afar(self.view)
        layout.addWidget(self.view, 2)
        self.teams = TeamsBox(control, self)
        layout.addWidget(self.teams, 1)
        row = QHBoxLayout()
        labels = {
            "csv": self.tr("&CSV…"),
            "json": self.tr("&JSON…"),
            "pdf": self.tr("PDF &sheet…"),
            "schedule": self.tr("Players' sc&hedules…"),
            "sheets": self.tr("&Blank score sheets…"),
            "ema": self.tr("&EMA results…"),
        }
        row.addWidget(QLabel(self.tr("Export:"), self))
        for kind, _suggested, _filter in EXPORTS:
            row.addWidget(button(self, labels[kind], f"export_{kind}", partial(self.export, kind)))
        row.addStretch(1)
        layout.addLayout(row)
        self.saved = QLabel(self)
        self.saved.setObjectName("saved")
        self.saved.setWordWrap(True)
        layout.addWidget(self.saved)
        self.standings: EventStandings | None = None

    def show_event(self, view: EventView) -> None:
        chosen = self.round.currentData()
        self.round.blockSignals(True)
        self.round.clear()
        self.round.addItem(self.tr("in total"), None)
        for seated in view.record.rounds:
            self.round.addItem(self.tr("after round {round}").format(round=seated.round), seated.round)
        self.round.setCurrentIndex(max(0, self.round.findData(chosen)))
        self.round.blockSignals(False)
        stage = self.stage.currentData()
        self.stage.blockSignals(True)
        self.stage.clear()
        self.stage.addItem(self.tr("overall"), None)
        for each in range(1, len(view.record.stages) + 2 if view.record.stages else 1):
            self.stage.addItem(self.tr("stage {stage}").format(stage=each), each)
        self.stage.setCurrentIndex(max(0, self.stage.findData(stage)))
        self.stage.setVisible(bool(view.record.stages))
        self.stage.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        standings = self.control.standings(self.round.currentData(), self.stage.currentData())
        self.standings = standings
        if standings is None:
            self.model.set_rows([], [])
            return
        rounds = max((len(player.rounds) for player in standings.players), default=0)
        # A stage carried over from the one before: what each brought, so that the total adds up on the line.
        lines = standings.players
        carried = [[score_text(p.carried)] for p in lines] if any(p.carried for p in lines) else []
        headers = [
            *(self.tr("Place"), self.tr("Name"), self.tr("Games"), self.tr("Score")),
            *([self.tr("Carried")] if carried else []),
            *(self.tr("Penalties"), self.tr("Total")),
            *(self.tr("R{round}").format(round=each + 1) for each in range(rounds)),
        ]
        locale = numbers_locale()
        rows = [
            [
                *(str(player.place), player.name, number(player.games, locale=locale), score_text(player.score)),
                *(carried[index] if carried else []),
                *(score_text(player.penalties) if player.penalties else "", score_text(player.total)),
                *(score_text(each) for each in player.rounds),
            ]
            for index, player in enumerate(standings.players)
        ]
        self.model.set_rows(headers, rows, numeric=frozenset(range(len(headers))) - {1})
        self.teams.show_standings(standings)
        self.provisional.setText(
            self.tr("Provisional: a table of these rounds has no result yet.") if standings.provisional else ""
        )

    def export(self, kind: str) -> None:
        suggested, filters = next((name, each) for key, name, each in EXPORTS if key == kind)
        path = file_to_save(self, self.tr("Export the event"), suggested, filters)
        if path and self.control.export(kind, Path(path), self.round.currentData()):
            self.saved.setText(saved_text(Path(path)))


class EventDialogParts:
    """The four pages in tabs, and the row below them: undo and redo of the event's last change, Close."""

    def __init__(self, dialog: EventDialog, control: EventControl) -> None:
        layout = QVBoxLayout(dialog)
        self.tabs = QTabWidget(dialog)
        self.players = PlayersPage(control, dialog)
        self.seating = SeatingPage(control, dialog)
        self.penalties = PenaltiesPage(control, dialog)
        self.standings = StandingsPage(control, dialog)
        pages: tuple[tuple[QWidget, str], ...] = (
            (self.players, QCoreApplication.translate("EventDialog", "&Players")),
            (self.seating, QCoreApplication.translate("EventDialog", "&Rounds and seating")),
            (self.penalties, QCoreApplication.translate("EventDialog", "Pe&nalties")),
            (self.standings, QCoreApplication.translate("EventDialog", "S&tandings")),
        )
        for page, title in pages:
            self.tabs.addTab(page, title)
        layout.addWidget(self.tabs, 1)
        row = QHBoxLayout()
        self.undo = button(dialog, "", "event_undo", control.undo)
        self.redo = button(dialog, "", "event_redo", control.redo)
        close = button(dialog, QCoreApplication.translate("EventDialog", "Close"), "close", dialog.accept)
        row.addWidget(self.undo)
        row.addWidget(self.redo)
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)


class EventDialog(QDialog):
    """One event: its players, rounds, penalties and standings (a page each), and the undo of its last change."""

    def __init__(self, control: EventControl, page: int = PAGES["seating"], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.control = control
        self.parts = EventDialogParts(self, control)
        self.parts.tabs.setCurrentIndex(page)
        self.parts.seating.game_opened.connect(self.accept)  # the game is shown in the window behind
        control.changed.connect(self.show_event)
        view = control.view()
        if view is not None:
            self.show_event(view)
        fit_window(self, QSize(1200, 700))

    def show_event(self, view: EventView) -> None:
        """The event as stored now, on every page; the undo and redo buttons say what they take back."""
        self.setWindowTitle(self.tr("Event: {title}").format(title=view.title))
        for page in (self.parts.players, self.parts.seating, self.parts.penalties, self.parts.standings):
            page.show_event(view)
        for key, what, plain in (
            ("undo", view.can_undo, self.tr("Undo")),
            ("redo", view.can_redo, self.tr("Redo")),
        ):
            widget = self.parts.undo if key == "undo" else self.parts.redo
            text = plain if what is None else self.tr("{action}: {what}").format(action=plain, what=what)
            widget.setText(text.replace("&", "&&"))
            widget.setEnabled(what is not None)

    def done(self, result: int) -> None:
        # The control outlives the dialog: a change made elsewhere must not reach a dialog that is gone.
        self.control.changed.disconnect(self.show_event)
        super().done(result)
