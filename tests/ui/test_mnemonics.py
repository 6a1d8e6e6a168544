"""Alt+letter names one thing: in every window and dialog of the program, and in each of their menus, no two of the
buttons, tabs, labels and menus shown together share a mnemonic (the letter after "&"), in English and in French.

Two that share one make Alt+letter ambiguous: Qt then hands the key to each in turn, so Alt+P on the event's
standings page went once to the Players tab, once to "Players' schedules…" (a schedules PDF was written to a file
named after what was typed next). Every dialog is opened as a player opens it (its menu entry, its button), with
a game at the table, a hand recorded and an event seated; each page of a tab widget is looked at in turn.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QPushButton,
    QTabBar,
    QTabWidget,
    QWidget,
)

from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click, open_game
from tests.ui.test_event_window import club_night

SKIPPED_ACTIONS = {"quit", "finish", "delete", "undo", "redo", "display", "leave_display", "import", "event_hall"}
"""Entries that act at once (or show a file dialog, or a full-screen window) rather than open a dialog."""


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" ("&&" is an ampersand), as Qt reads it; None when there is none."""
    index = 0
    while index < len(text) - 1:
        if text[index] == "&":
            if text[index + 1] != "&":
                return text[index + 1].casefold()
            index += 1
        index += 1
    return None


def shown_texts(window: QWidget) -> Iterator[str]:
    """The texts of what Alt+letter can reach in the window as it is now (its hidden pages left out)."""
    for widget in window.findChildren(QWidget):
        if widget.window() is not window or not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QAbstractButton) or (isinstance(widget, QLabel) and widget.buddy() is not None):
            yield widget.text()
        elif isinstance(widget, QGroupBox):
            yield widget.title()
        elif isinstance(widget, QTabBar):
            yield from (widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i))
        elif isinstance(widget, QMenuBar):
            yield from (action.text() for action in widget.actions() if action.isVisible())


def clashes_in(scope: str, texts: Iterator[str] | list[str]) -> list[str]:
    """A sentence for each letter two of ``texts`` claim."""
    claims: dict[str, set[str]] = defaultdict(set)
    for text in texts:
        letter = mnemonic(text)
        if letter is not None:
            claims[letter].add(text)
    return [f"{scope}: Alt+{letter.upper()} is {sorted(each)}" for letter, each in claims.items() if len(each) > 1]


def window_clashes(window: QWidget) -> list[str]:
    """The clashes of a window, on each page of each of its tab widgets in turn."""
    scope = f"{type(window).__name__} «{window.windowTitle()}»"
    found = clashes_in(scope, shown_texts(window))
    for tabs in window.findChildren(QTabWidget):
        if tabs.window() is not window or not tabs.isVisibleTo(window):
            continue
        current = tabs.currentIndex()
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            found += clashes_in(f"{scope}, page {tabs.tabText(index)}", shown_texts(window))
        tabs.setCurrentIndex(current)
    return found


def menu_clashes(menu: QMenu, scope: str) -> list[str]:
    """The clashes of a menu and of its submenus, each a scope of its own (one is shown at a time)."""
    found = clashes_in(scope, [action.text() for action in menu.actions() if action.isVisible()])
    for action in menu.actions():
        if action.menu() is not None:
            found += menu_clashes(action.menu(), f"{scope} › {action.text()}")
    return found


def shown_dialogs(main: MainWindow) -> list[QWidget]:
    return [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not main]


def close_all(main: MainWindow) -> None:
    for each in shown_dialogs(main):
        if isinstance(each, QDialog):
            each.reject()
        else:
            each.close()


def walked(qtbot, main: MainWindow, session: Session) -> list[str]:
    """Every window's and menu's clashes: the main window, each dialog its menus open, and those their buttons
    open (the scoring dialog of a winner, the rule options, a paper result, a substitute, a hand changed)."""
    found = window_clashes(main)
    for action in main.menuBar().actions():
        if action.menu() is not None:
            found += menu_clashes(action.menu(), f"menu {action.text()}")
    seen: set[str] = set()
    for key, action in main.table_actions.items():
        if key in SKIPPED_ACTIONS or key.startswith("riichi") or not action.isEnabled():
            continue
        action.trigger()
        for dialog in shown_dialogs(main):
            found += window_clashes(dialog)
            seen.add(type(dialog).__name__)
            if isinstance(dialog, ResultDialog) and hasattr(dialog.form, "rows"):
                # A winner named: the scoring dialog of their hand opens, with its three modes.
                form = dialog.form
                if hasattr(form, "discarder"):
                    click(qtbot, form.discarder.buttons[3])
                winner = form.winner_boxes[2] if hasattr(form, "winner_boxes") else form.winner.buttons[2]
                click(qtbot, winner)
                scoring = form.rows[2].scoring
                assert scoring is not None
                qtbot.waitUntil(scoring.isVisible)
                found += window_clashes(scoring)
                seen.add(type(scoring).__name__)
                scoring.reject()
            for button_name in ("options", "review", "paper", "substitute"):
                button = getattr(dialog, f"{button_name}_button", None) or dialog.findChild(QPushButton, button_name)
                if button is not None and button.isVisibleTo(dialog) and button.isEnabled():
                    click(qtbot, button)
                    for inner in shown_dialogs(main):
                        if inner is not dialog:
                            found += window_clashes(inner)
                            seen.add(type(inner).__name__)
                            inner.close()
                    found += window_clashes(dialog)  # the rule options shown in the dialog itself
        close_all(main)
    # The walk reached the program's dialogs (a broken walk would find no clash in nothing).
    assert {
        "NewGameDialog",
        "StandingsDialog",
        "ResultDialog",
        "ScoringDialog",
        "EditHandDialog",
        "GamesBrowser",
        "StatisticsDialog",
        "NewEventDialog",
        "EventDialog",
        "PaperResultDialog",
        "SubstituteDialog",
        "ClockDialog",
        "ClubRatingDialog",
        "OpenEventDialog",
        "OpenGameDialog",
        "ScoreChart",
        "ReviewDialog",
    } <= seen, seen
    return found


@pytest.fixture
def table_and_event(window: MainWindow, session: Session) -> MainWindow:
    """A game at the table with one hand recorded (selected, so that E edits it), and the club night seated."""
    game = open_game(window, session, Ron(3, (Win(1, 3, 30),)))
    window.controller.open_game(game)
    window.history_view.selectRow(0)
    event = club_night(session)
    session.events.seat_rounds(event.id, 1)
    window.events.open_event(event.id)
    return window


def test_no_two_things_shown_together_share_a_mnemonic_in_english(qtbot, table_and_event: MainWindow, session) -> None:
    found = walked(qtbot, table_and_event, session)
    assert found == [], "\n".join(found)


def test_no_two_things_shown_together_share_a_mnemonic_in_french(qtbot, table_and_event: MainWindow, session) -> None:
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    try:
        qtbot.waitUntil(lambda: table_and_event.table_actions["event_seat"].text() == "&Placer le tour suivant")
        found = walked(qtbot, table_and_event, session)
        assert found == [], "\n".join(found)
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def test_the_letter_read_is_qts() -> None:
    assert mnemonic("Enter a &paper result…") == "p"
    assert mnemonic("Q&&A") is None  # an ampersand, no mnemonic
    assert mnemonic("Q&&A &then") == "t"
    assert mnemonic("Players") is None
    assert clashes_in("x", ["&Players", "&Players' schedules…", "S&tandings"]) == [
        "x: Alt+P is ['&Players', \"&Players' schedules…\"]"
    ]
