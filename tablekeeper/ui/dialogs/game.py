"""Starting, reopening and ending a game: new game, open an unfinished game, the final standings."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tablekeeper.bidi import names_in_line
from tablekeeper.errors import TablekeeperError
from tablekeeper.present import preset_name, refusal, sticks_on_table_text, wind_name
from tablekeeper.rules.ruleset import DEFAULT_PRESET, FULL_TABLE, PRESET_NAMES, RuleSet, preset
from tablekeeper.ui.file_dialogs import file_to_save, run_modal
from tablekeeper.ui.i18n import number
from tablekeeper.ui.messages import show_error
from tablekeeper.ui.models import StandingsModel
from tablekeeper.ui.rule_options import RuleOptionsEditor
from tablekeeper.ui.screen_fit import scroll_body
from tablekeeper.ui.screen_room import usable

if TYPE_CHECKING:
    from tablekeeper.service import GameSnapshot, GameSummary

LAST_PRESET_KEY = "new_game/preset"
"""QSettings key of the preset of the last game started."""


class NewGameDialog(QDialog):
    """A name for each player the rules seat (four, or three: completed from known players), who deals first, the
    rules and their options, title, venue."""

    submitted = Signal(list, object, int, str, str)
    """players, RuleSet, first dealer, title, venue"""

    def __init__(self, known_players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(720)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        completer = QCompleter(list(known_players), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self._form = form
        self.name_edits: list[QLineEdit] = []
        """One for each seat a table can have; those the rules chosen do not seat are hidden (:meth:`seated`)."""
        for seat in range(FULL_TABLE):
            edit = QLineEdit(self)
            edit.setObjectName(f"player{seat}")
            edit.setCompleter(completer)
            edit.setPlaceholderText(self.tr("Player name"))
            form.addRow(self.tr("{wind} seat").format(wind=wind_name(seat)), edit)
            self.name_edits.append(edit)
        self.first_dealer = QComboBox(self)
        for seat in range(FULL_TABLE):
            self.first_dealer.addItem("", seat)
            # The choice names the player as typed, so that nobody has to count seats to find who deals.
            self.name_edits[seat].textChanged.connect(lambda _text, seat=seat: self._name_dealer(seat))
            self._name_dealer(seat)
        form.addRow(self.tr("First dealer"), self.first_dealer)
        self.preset = QComboBox(self)
        for name in PRESET_NAMES:
            self.preset.addItem(preset_name(name), name)
        last = QSettings().value(LAST_PRESET_KEY, DEFAULT_PRESET)
        chosen = last if last in PRESET_NAMES else DEFAULT_PRESET  # a preset since renamed or removed: the default
        self.preset.setCurrentIndex(PRESET_NAMES.index(chosen))
        form.addRow(self.tr("Rules"), self.preset)
        # The count of players is the rules': shown beside them, the name fields follow it (_seat_players).
        self.players_label = QLabel(self)
        self.players_label.setObjectName("players_count")
        form.addRow(self.tr("Players"), self.players_label)
        self.title_edit = QLineEdit(self)
        form.addRow(self.tr("Title"), self.title_edit)
        self.venue_edit = QLineEdit(self)
        form.addRow(self.tr("Venue"), self.venue_edit)
        layout.addLayout(form)
        self.options_button = QPushButton(self.tr("Rule &options…"), self)
        self.options_button.setCheckable(True)
        layout.addWidget(self.options_button)
        # The options' editor (a third of the dialog's making, hidden until asked for) is made when first needed:
        # shown, or read when the game starts (issue 22: the first start's dialog painted sooner).
        self._layout = layout
        self._options: RuleOptionsEditor | None = None
        self.options_button.toggled.connect(lambda shown: self.options.setVisible(shown))
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_chosen())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.start_button = buttons.addButton(self.tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.body = scroll_body(self, buttons)
        self._seat_players()
        self.discard_box: QMessageBox | None = None
        """The question asked before names typed are thrown away, while it is shown."""

    @property
    def options(self) -> RuleOptionsEditor:
        """The editor of the rule options (of the preset chosen, until edited), made at its first use."""
        if self._options is None:
            self._options = RuleOptionsEditor(preset(self.preset.currentData()), self)
            self._options.setVisible(False)
            # Laid out in the dialog's own scrolling body (see screen_fit): one scroll for the whole dialog, not a
            # second one inside it to scroll twice on a netbook.
            self._layout.insertWidget(self._layout.indexOf(self.options_button) + 1, self._options)
            # Tab goes from the button through the options, then on to the buttons below, as the form shows them.
            previous: QWidget = self.options_button
            for each in self._options.tab_chain():
                QWidget.setTabOrder(previous, each)
                previous = each
        return self._options

    def _preset_chosen(self) -> None:
        if self._options is not None:  # otherwise made with the preset chosen, when first used
            self._options.set_rules(preset(self.preset.currentData()))
        self._seat_players()

    @property
    def players(self) -> int:
        """How many players the rules chosen seat."""
        return preset(self.preset.currentData()).players

    def seated(self) -> list[QLineEdit]:
        """The name fields of the seats the rules chosen have, in seat order."""
        return self.name_edits[: self.players]

    def _seat_players(self) -> None:
        """Ask as many names as the rules chosen seat: the others' rows hidden (what was typed there is kept, for a
        preset of four chosen again), and the first dealer one of them."""
        players = self.players
        self.players_label.setText(number(players))
        for seat, edit in enumerate(self.name_edits):
            self._form.setRowVisible(edit, seat < players)
        view = self.first_dealer.view()
        assert isinstance(view, QListView)
        for seat in range(FULL_TABLE):
            view.setRowHidden(seat, seat >= players)
        if self.first_dealer.currentIndex() >= players:
            self.first_dealer.setCurrentIndex(0)

    def typed(self) -> bool:
        """Whether anything was typed: a name, the title or the venue."""
        edits = [*self.seated(), self.title_edit, self.venue_edit]
        return any(edit.text().strip() for edit in edits)

    def reject(self) -> None:
        """Escape, Cancel or closing the window: at once when nothing was typed; otherwise only once the player
        says so. Four names typed at a noisy table are lost to one stray Escape: the question's default (Enter,
        Escape) is to keep editing."""
        if not self.typed():
            super().reject()
            return
        if self.discard_box is not None:
            return  # already asked
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("New game"),
            self.tr("Throw away what was typed for this game?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        keep = box.addButton(self.tr("&Keep editing"), QMessageBox.ButtonRole.RejectRole)
        discard = box.addButton(self.tr("&Throw it away"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.discard_box = box
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # once answered: one question, one box

        def answered() -> None:
            self.discard_box = None
            if box.clickedButton() is discard:
                super(NewGameDialog, self).reject()

        # Opened, not exec'd: the dialog stays responsive to the window's own event loop (and tests never hang).
        box.finished.connect(answered)
        box.open()

    def _name_dealer(self, seat: int) -> None:
        name = self.name_edits[seat].text().strip()
        text = name or self.tr("Player at the {wind} seat").format(wind=wind_name(seat))
        self.first_dealer.setItemText(seat, text)

    def rules(self) -> RuleSet:
        """The rule set as edited."""
        return self.options.rules()

    def accept(self) -> None:
        """The game is started: its preset is the one offered next time."""
        QSettings().setValue(LAST_PRESET_KEY, self.preset.currentData())
        super().accept()

    def confirm(self) -> None:
        """Check the rule options, then ask for the game to be started."""
        try:
            rules = self.rules()
        except TablekeeperError as error:
            show_error(self, refusal(error))
            return
        players = [edit.text() for edit in self.seated()]
        self.submitted.emit(
            players, rules, self.first_dealer.currentData(), self.title_edit.text(), self.venue_edit.text()
        )


class OpenGameDialog(QDialog):
    """The unfinished games, latest first; ``chosen`` with the id of the one to go on with."""

    chosen = Signal(int)

    def __init__(self, games: Sequence[GameSummary], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open a game"))
        layout = QVBoxLayout(self)
        if not games:
            layout.addWidget(QLabel(self.tr("There is no unfinished game."), self))
        self.games = QListWidget(self)
        # door: the service's package brings the store; the first start's new game dialog (this module too) is
        # painted before the loader's thread has imported it (at the head: +120 ms to that first paint, measured)
        from tablekeeper.service import local_time

        for game in games:
            text = self.tr("{date} · {players} · {hands} hands").format(
                date=local_time(game.started_at).strftime("%Y-%m-%d %H:%M"),
                players=", ".join(names_in_line(game.players)),
                hands=game.hand_count,
            )
            if game.title:
                text = f"{game.title} · {text}"
            item = QListWidgetItem(text, self.games)
            item.setData(Qt.ItemDataRole.UserRole, game.id)
        if games:
            self.games.setCurrentRow(0)
            # Each row read whole (the players, when two tables play at once), as far as the screen allows.
            wide = self.games.sizeHintForColumn(0) + 4 * self.games.frameWidth() + 24
            self.games.setMinimumWidth(min(wide, usable(self).width() - 60))
        self.games.itemActivated.connect(lambda _item: self.confirm())
        layout.addWidget(self.games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel, self)
        self.open_button = buttons.button(QDialogButtonBox.StandardButton.Open)
        buttons.accepted.connect(self.confirm)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.body = scroll_body(self, buttons)

    def confirm(self) -> None:
        """Open the selected game."""
        item = self.games.currentItem()
        if item is None:
            self.reject()
            return
        self.chosen.emit(int(item.data(Qt.ItemDataRole.UserRole)))
        self.accept()


class StandingsDialog(QDialog):
    """The final standings, with export to CSV, JSON and PDF, and printing of the game's sheet."""

    export_requested = Signal(str, Path)
    """'csv', 'json' or 'pdf', and the file chosen."""

    def __init__(self, view: GameSnapshot, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Until the game is over these are only where the players stand now: the title says so too.
        title = self.tr("Final standings") if view.finished else self.tr("Standings so far")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        heading = QLabel(title, self)
        font = heading.font()
        font.setPointSize(font.pointSize() + 8)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        self.model = StandingsModel(self)
        self.model.set_game(view)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table_font = self.table.font()
        table_font.setPointSize(table_font.pointSize() + 4)
        self.table.setFont(table_font)
        self.table.verticalHeader().setDefaultSectionSize(36)
        layout.addWidget(self.table)
        # Read as the seats show it: a stick declared is off its player's points and lies on the table.
        self.sticks_label = QLabel(self)
        self.sticks_label.setObjectName("sticks")
        if not view.finished and view.table is not None and view.table.deposits:
            self.sticks_label.setText(sticks_on_table_text(view.table.deposits))
        self.sticks_label.setVisible(bool(self.sticks_label.text()))
        layout.addWidget(self.sticks_label)
        row = QHBoxLayout()
        self.csv_button = QPushButton(self.tr("Export &CSV…"), self)
        self.json_button = QPushButton(self.tr("Export &JSON…"), self)
        self.pdf_button = QPushButton(self.tr("Export &PDF…"), self)
        self.print_button = QPushButton(self.tr("P&rint…"), self)
        self.csv_button.clicked.connect(lambda: self._ask_file("csv"))
        self.json_button.clicked.connect(lambda: self._ask_file("json"))
        self.pdf_button.clicked.connect(lambda: self._ask_file("pdf"))
        self.print_button.clicked.connect(self._print)
        self._view = view
        close = QPushButton(self.tr("Close"), self)
        close.clicked.connect(self.accept)
        row.addWidget(self.csv_button)
        row.addWidget(self.json_button)
        row.addWidget(self.pdf_button)
        row.addWidget(self.print_button)
        row.addStretch(1)
        row.addWidget(close)
        layout.addLayout(row)
        self.body = scroll_body(self, row, preferred=QSize(760, 330))

    def _ask_file(self, kind: str) -> None:
        name = self.tr("Game (*.{ext})").format(ext=kind)
        path = file_to_save(self, self.tr("Export the game"), f"game.{kind}", name)
        if path:
            self.export_requested.emit(kind, Path(path))

    def _print(self) -> None:
        """The game's sheet on the printer chosen in the print dialog."""
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        from tablekeeper.reports.sheets import paint_game_sheet, set_a4

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        set_a4(printer)
        chosen = QPrintDialog(printer, self)
        if run_modal(chosen) != QDialog.DialogCode.Accepted:  # its Print to file shows a file dialog
            return
        if printer.outputFileName():
            # "Print to file": QPrinter would write the file in place (over a database, half-written on a full
            # disk), so the file goes through the one writer of exports, as Export PDF… does.
            self.export_requested.emit("pdf", Path(printer.outputFileName()))
            return
        paint_game_sheet(printer, self._view)
