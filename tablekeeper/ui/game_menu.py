"""The Game menu's actions of the table window: a new game, a stored one, the browser, the standings, the chart, the
statistics, the import and the exports; each dialog's module imported where it is opened."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMainWindow

from tablekeeper.present import refusal
from tablekeeper.rules.results import AbortiveDraw, Chombo, ExhaustiveDraw, Ron, Tsumo
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialog_slot import replace
from tablekeeper.ui.file_dialogs import files_to_open
from tablekeeper.ui.messages import ask, saved_text, show_error, show_notice
from tablekeeper.ui.player_records import PlayerRecords
from tablekeeper.words import number

if TYPE_CHECKING:
    from tablekeeper.rules.ruleset import RuleSet
    from tablekeeper.service import GameFilter
    from tablekeeper.ui.dialogs.game import NewGameDialog, OpenGameDialog, StandingsDialog
    from tablekeeper.ui.dialogs.hands import ResultDialog
    from tablekeeper.ui.dialogs.statistics import StatisticsDialog

STATUS_MILLISECONDS = 6_000
"""How long a change's message stays in the status bar: long enough to read it, short enough not to mislead."""


class GameMenu(QMainWindow):
    """The table window's Game menu, apart from the window's own actions (the window is made of both)."""

    controller: GameController
    dialog: ResultDialog | NewGameDialog | OpenGameDialog | StandingsDialog | StatisticsDialog | None

    def _open(self, dialog: ResultDialog | NewGameDialog | OpenGameDialog | StandingsDialog | StatisticsDialog) -> None:
        self.dialog = replace(self.dialog, dialog)  # the one before deleted: a night opens thousands
        dialog.open()

    # The dialogs' modules (and the rules' result types) are imported when first needed: the window shows sooner.

    def open_new_game(self, names: list[str] | None = None) -> None:
        """The new-game dialog; ``names`` to complete from (default: the database's players)."""
        from tablekeeper.ui.dialogs.game import NewGameDialog

        dialog = NewGameDialog(self.controller.player_names() if names is None else names, self)

        def start(players: list[str], rules: RuleSet, dealer: int, title: str, venue: str) -> None:
            if self.controller.new_game(players, rules, first_dealer=dealer, title=title, venue=venue):
                dialog.accept()

        dialog.submitted.connect(start)
        self._open(dialog)

    def open_game(self) -> None:
        """The dialog listing the unfinished games."""
        from tablekeeper.ui.dialogs.game import OpenGameDialog

        dialog = OpenGameDialog(self.controller.unfinished_games(), self)
        dialog.chosen.connect(self.controller.open_game)
        self._open(dialog)

    def browse_games(self, only: Sequence[int] | None = None, note: str = "") -> None:
        """Every saved game (``only``: those just imported, as ``note`` says): go on with one, review it, delete it."""
        from tablekeeper.ui.dialogs.browser import GamesBrowser

        session = self.controller.session
        if session is None:  # the database is still being opened
            return
        self.browser = replace(getattr(self, "browser", None), GamesBrowser(session, self, only=only, note=note))
        self.browser.go_on.connect(self.controller.open_game)
        self.browser.deleted.connect(self.game_deleted)
        self.browser.statistics_asked.connect(self.show_statistics)
        self.browser.open()

    def game_deleted(self, game_id: int) -> None:
        """A game deleted in the browser: if the table was showing it, the table is cleared and the status bar
        says why."""
        if self.controller.forget_game(game_id):
            text = QCoreApplication.translate("MainWindow", "Game {game} was deleted; no game is open now.").format(
                game=game_id
            )
            self.statusBar().showMessage(text, STATUS_MILLISECONDS)

    def show_standings(self) -> None:
        """The standings of the game (final once it is over)."""
        from tablekeeper.ui.dialogs.game import StandingsDialog

        if self.controller.view is None:
            return
        dialog = StandingsDialog(self.controller.view, self)
        dialog.export_requested.connect(self.export)
        self._open(dialog)

    def show_score_chart(self) -> None:
        """A window of its own (not modal: play goes on) with the chart of the game, following every change."""
        from tablekeeper.ui.score_chart import ScoreChart

        chart = self.findChild(ScoreChart, "score_chart")
        if chart is None:
            chart = ScoreChart(self)
            chart.setWindowFlag(Qt.WindowType.Window)
            chart.resize(chart.sizeHint())
            follow = chart  # the name bound once, for the lambdas
            self.controller.applied.connect(lambda change: follow.set_game(change.game))
            self.controller.reset.connect(lambda: follow.set_game(self.controller.view))
        chart.set_game(self.controller.view)
        chart.show()
        chart.raise_()

    def show_statistics(self, chosen: GameFilter | None = None) -> None:
        """The club's statistics: the season table, filtered as `tablekeeper stats` is (at first as ``chosen``,
        the games browser's filter), and each player's page."""
        from tablekeeper.ui.dialogs.statistics import StatisticsDialog

        browser = getattr(self, "browser", None)
        if chosen is None or browser is None:
            records = PlayerRecords(self.controller)
            self._open(
                StatisticsDialog(self.controller.statistics, self.controller.player_names(), self, publishing=records)
            )
            return
        # Over the browser, which stays open behind it.
        self.browser_statistics = replace(
            getattr(self, "browser_statistics", None),
            StatisticsDialog(
                self.controller.statistics,
                self.controller.player_names(),
                browser,
                chosen,
                publishing=PlayerRecords(self.controller),
            ),
        )
        self.browser_statistics.open()

    def import_games(self) -> None:
        """Game files and Tenhou records chosen in a file dialog, imported each on its own; then what came in."""

        chosen = files_to_open(
            self,
            QCoreApplication.translate("MainWindow", "Import games"),
            QCoreApplication.translate("MainWindow", "Game records (*.json *.mjlog *.gz *.xml);;All files (*)"),
        )
        if not chosen:
            return
        imported = self.controller.import_files([Path(p) for p in chosen])
        if imported is None:
            return
        ids, refusals, differing = imported
        for each in differing:  # a game stored already, changed since: the player says which version to keep
            question = QCoreApplication.translate(
                "MainWindow", "{differs}\n\nReplace the stored game by the file's version?"
            ).format(differs=refusal(each))
            if ask(
                self,
                question,
                QCoreApplication.translate("MainWindow", "&Replace"),
                QCoreApplication.translate("MainWindow", "&Keep the stored game"),
            ):
                replaced = self.controller.replace_game(each)
                if replaced is not None:
                    ids.append(replaced)
        text = QCoreApplication.translate("MainWindow", "Games imported: {count}.").format(count=number(len(ids)))
        if ids:  # the new games in the browser, ready to be reviewed or played on
            self.browse_games(
                ids, QCoreApplication.translate("MainWindow", "{imported} They are listed here.").format(imported=text)
            )
        if refusals:
            refused = [refusal(each) for each in refusals]  # worded here, in the window's language
            show_error(self, "\n\n".join([text, QCoreApplication.translate("MainWindow", "Refused:"), *refused]))
        elif not ids:
            show_notice(self, text)

    def export(self, kind: str, path: Path) -> None:
        """Write the game to the file chosen in the standings dialog; the status bar says where."""
        writers = {"csv": self.controller.export_csv, "pdf": self.controller.export_pdf}
        if writers.get(kind, self.controller.export_json)(path):
            self.statusBar().showMessage(saved_text(path), STATUS_MILLISECONDS)

    def result_titles(self) -> dict[type, str]:
        """The title of each kind of hand's dialog."""

        return {
            Ron: QCoreApplication.translate("MainWindow", "Ron"),
            Tsumo: QCoreApplication.translate("MainWindow", "Tsumo"),
            ExhaustiveDraw: QCoreApplication.translate("MainWindow", "Exhaustive draw"),
            AbortiveDraw: QCoreApplication.translate("MainWindow", "Abortive draw"),
            Chombo: QCoreApplication.translate("MainWindow", "Chombo"),
        }
