"""Drives the real widgets of the table window the way a player does: shortcuts, clicks, typed names."""

from __future__ import annotations

import warnings

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QCheckBox, QDialog, QRadioButton, QWidget
from pytestqt.qtbot import QtBot

from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import RuleSet, preset
from tablekeeper.service import Session
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.game import NewGameDialog, StandingsDialog
from tablekeeper.ui.dialogs.hands import EditHandDialog, ResultDialog, WinnerRow
from tablekeeper.ui.dialogs.scoring import HandEntry, ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import FU_CHOICES, HAN_CHOICES
from tablekeeper.ui.screen_fit import BodyScrollArea, fitted_size, usable

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Alice", "Bob", "Carol", "Dave")


def click(qtbot: QtBot, button: QAbstractButton | QWidget) -> None:
    """A left click; on a check box or radio button, on its indicator (the widget may be wider than its text)."""
    assert button.isEnabled(), f"{button.objectName() or button} is disabled"
    if isinstance(button, QCheckBox | QRadioButton):
        qtbot.mouseClick(button, LEFT, pos=QPoint(8, button.height() // 2))
    else:
        qtbot.mouseClick(button, LEFT)


def activate(qtbot: QtBot, window: MainWindow) -> None:
    """Make the window the active one (a closed dialog may still hold the activation for a moment)."""
    window.raise_()
    window.activateWindow()
    if QApplication.activeWindow() is not window:
        # Under Xvfb no window manager hands the activation back from a closed window, and requestActivate()
        # asks that absent manager; the deprecated setter is the one call that still does it.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            QApplication.setActiveWindow(window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def wait_grown(qtbot: QtBot, dialog: QDialog) -> None:
    """Wait until the dialog has grown to what its content asks for, within its screen: screen_fit's grower runs
    a turn of the event loop after the content asked for more room (options shown, a longer preview)."""

    def grown() -> None:
        wanted = fitted_size(dialog)
        assert dialog.width() >= wanted.width() and dialog.height() >= wanted.height(), (dialog.size(), wanted)
        area = dialog.findChild(BodyScrollArea, "body_area")
        body = area.widget() if area is not None else None
        if area is not None and body is not None:  # the body shown whole, or the dialog as tall as the screen lets it
            short = body.minimumSizeHint().height() - area.viewport().height()
            tallest = min(usable(dialog).height(), dialog.maximumHeight())  # the screen, or less if it asks
            assert short <= 0 or dialog.height() >= tallest, (short, dialog.height())

    qtbot.waitUntil(grown)


def lay_out_now() -> None:
    """Redo now the layouts Qt was asked to redo: a type that grew with the window lays its panel out again,
    which lays the table out again, each a posted request; geometry measured before them is not the one shown."""
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)


def window_on_game(qtbot: QtBot, session: Session, game: int) -> MainWindow:
    """A table window of its own on ``session`` (another laptop's, in a test of two parties), at a laptop's size,
    shown and open on ``game``; closed by the caller."""
    window = MainWindow(GameController(session))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    assert window.controller.open_game(game)
    return window


def record(qtbot: QtBot, window: MainWindow, dialog: ResultDialog) -> None:
    """Click Record: the hand is stored (or refused) at once."""
    click(qtbot, dialog.record_button)


def shortcut(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    activate(qtbot, window)
    qtbot.keyClick(window, key, modifier)


def scores(window: MainWindow) -> list[int]:
    """The scores as the seat panels of the game's players show them (four, or three)."""
    table = window.table
    return [int(panel.score_label.text().replace(",", "")) for panel in table.panels[: table.players]]


def centre(window: MainWindow) -> tuple[str, str, str]:
    table = window.table
    return table.round_label.text(), table.honba_label.text(), table.deposits_label.text()


def new_game(qtbot: QtBot, window: MainWindow, names=NAMES, options=None) -> NewGameDialog:
    """Ctrl+N, the four names typed, rule options changed (name -> value), Start."""
    shortcut(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, NewGameDialog)
    for edit, name in zip(dialog.name_edits, names, strict=True):
        qtbot.keyClicks(edit, name)
    for name, value in (options or {}).items():
        editor = dialog.options._inputs[name]
        if hasattr(editor, "spins"):
            for spin, part in zip(editor.spins, value, strict=True):
                spin.setValue(part)
        else:
            editor.setValue(value)
    click(qtbot, dialog.start_button)
    return dialog


def new_game_standings(qtbot: QtBot, window: MainWindow) -> StandingsDialog:
    """A new game, and its standings dialog opened with F9 (where Export and Print are)."""
    new_game(qtbot, window)
    shortcut(qtbot, window, Qt.Key.Key_F9)
    dialog = window.dialog
    assert isinstance(dialog, StandingsDialog)
    return dialog


def open_scoring(qtbot: QtBot, row: WinnerRow) -> ScoringDialog:
    """A winner's scoring dialog: open already (a click on the winner opens it), or by a click on their value
    button."""
    if row.scoring is None or not row.scoring.isVisible():
        click(qtbot, row.value_button)
    scoring = row.scoring
    assert scoring is not None and scoring.isVisible()
    return scoring


def open_hand_mode(qtbot: QtBot, scoring: ScoringDialog) -> HandEntry:
    """The scoring dialog's hand mode, its tab clicked on the tab bar."""
    bar = scoring.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(scoring.tabs.indexOf(scoring.hand)).center())
    assert scoring.tabs.currentWidget() is scoring.hand
    return scoring.hand


def tile(qtbot: QtBot, hand: HandEntry, code: str) -> None:
    """Click a tile of the hand mode's palette (it goes where the checked target says)."""
    qtbot.mouseClick(hand.tile_palette.buttons[code], LEFT)


def choose_value(qtbot: QtBot, row: WinnerRow, han: int | None = None, fu: int | None = None, limit: int | None = None):
    """Open the scoring dialog of a winner and pick han and fu (or a limit button by index), then OK."""
    scoring = open_scoring(qtbot, row)
    quick = scoring.quick
    if limit is not None:
        click(qtbot, quick.limit_buttons[limit])
    else:
        click(qtbot, quick.han_buttons[HAN_CHOICES.index(han)])
        if fu is not None:
            click(qtbot, quick.fu_buttons[FU_CHOICES.index(fu)])
    click(qtbot, scoring.ok_button)
    return scoring


def open_result(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> ResultDialog:
    shortcut(qtbot, window, key)
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog) and dialog.isVisible()
    return dialog


def edit_hand(qtbot: QtBot, window: MainWindow, number: int) -> EditHandDialog:
    """Select hand ``number`` in the list of hands and press E: its edit dialog."""
    window.history_view.selectRow(number - 1)
    shortcut(qtbot, window, Qt.Key.Key_E)
    dialog = window.dialog
    assert isinstance(dialog, EditHandDialog) and dialog.isVisible()
    return dialog


def ron(qtbot: QtBot, window: MainWindow, discarder: int, *wins: tuple) -> ResultDialog:
    """R, the discarder, each winner's value (seat, han, fu) or (seat, 'limit', index), Record."""
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[discarder])
    for seat, han, fu in wins:
        if han == "limit":
            choose_value(qtbot, form.rows[seat], limit=fu)
        else:
            choose_value(qtbot, form.rows[seat], han, fu)
    record(qtbot, window, dialog)
    return dialog


def tsumo(qtbot: QtBot, window: MainWindow, winner: int, han: int, fu: int) -> ResultDialog:
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[winner])
    choose_value(qtbot, dialog.form.rows[winner], han, fu)
    record(qtbot, window, dialog)
    return dialog


def draw(qtbot: QtBot, window: MainWindow, *tenpai: int) -> ResultDialog:
    dialog = open_result(qtbot, window, Qt.Key.Key_D)
    for seat in tenpai:
        click(qtbot, dialog.form.tenpai.boxes[seat])
    return dialog


def open_game(window: MainWindow, session: Session, *results: HandResult, rules: RuleSet | str = "club") -> int:
    """A game of the four NAMES under ``rules`` (a preset's name, or a rule set) with these hands recorded,
    opened in the window; its id."""
    game = session.table.create_game(list(NAMES), preset(rules) if isinstance(rules, str) else rules)
    for result in results:
        session.table.record(game.id, result)
    window.controller.reopen_latest()
    return game.id
