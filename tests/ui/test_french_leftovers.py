"""What the window said in English (or with English numbers) while it spoke French: an event table's title, and
the event's Undo button naming a penalty."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.ui.dialogs.event_desk import EventDialog
from tablekeeper.ui.i18n import apply_language
from tablekeeper.ui.main_window import MainWindow

PLAYERS = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")


@pytest.fixture
def french() -> Iterator[None]:
    """The window's French, as the Language menu sets it (numbers, catalogue, the presenter's words)."""
    app = QCoreApplication.instance()
    apply_language(app, "fr")
    yield
    apply_language(app, "en")


def seated(session: Session) -> int:
    event = session.events.create_event("Soirée", preset("club"), [NewEntrant(name) for name in PLAYERS])
    session.events.seat_rounds(event.id, 1, seed=3)
    return event.id


def test_an_event_tables_title_is_in_the_windows_language(qtbot, window: MainWindow, session, french) -> None:
    event = seated(session)
    # Opened by a window (or the command line) speaking English: its game is stored with an English title.
    apply_language(QCoreApplication.instance(), "en")
    game = session.events.open_table(event, 1, 2)
    apply_language(QCoreApplication.instance(), "fr")
    assert "Round 1" in session.table.game(game).summary.title
    window.events.open_event(event)
    window.controller.open_game(game)
    assert window.windowTitle() == "Soirée · Tour 1 · Table 2 — tablekeeper"


def test_the_undo_of_a_penalty_writes_its_points_in_french(qtbot, window: MainWindow, session, french) -> None:
    event = seated(session)
    session.events.add_penalty(event, 3, -5_000, "Retard", round=1)
    window.events.open_event(event)
    dialog = EventDialog(window.events, 2, window)
    qtbot.addWidget(dialog)
    # The penalties' table writes -5,0; the button that takes it back says the same number.
    assert "-5,0" in dialog.parts.undo.text()
    assert "-5.0" not in dialog.parts.undo.text()
    dialog.reject()
