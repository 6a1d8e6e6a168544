"""One table's own time in the windows: a WRC event of eight at two tables (90 minutes a round), table 2 given 10
minutes of its own. The hall shows the round's clock in its heading, and on table 2's card its own time left (100
minutes); table 1's card has no clock line. A table window opened on table 2's game counts its own time too."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.ui.hall import HallWindow
from tests.ui.test_round_clock import RUNNING_FROM_FULL, SHOWN_WITHIN_MS, button, clock_dialog

PLAYERS = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
OWN_TEN_MORE = re.compile(r"\+10 min · 1:(39:[0-5]\d|40:00)")
"""Table 2's own clock: 90 minutes and 10 of its own, just started."""


@pytest.fixture
def event(session: Session) -> tuple[int, int]:
    """The event seated at two tables, both games opened, the clock started, table 2 given 10 minutes: (event,
    table 2's game)."""
    view = session.events.create_event("Cup", preset("wrc2022"), [NewEntrant(name) for name in PLAYERS])
    session.events.seat_rounds(view.id, 1, seed=3)
    games = [session.events.open_table(view.id, 1, table) for table in (1, 2)]
    session.clocks.start_clock(view.id, 1)
    session.clocks.give_table_time(view.id, 1, 2, 10)
    return view.id, games[1]


@pytest.fixture
def hall(qtbot, tmp_path: Path, event: tuple[int, int]) -> Iterator[HallWindow]:
    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as session:
        window = HallWindow(session, event[0])
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.close()


def _own_line(hall: HallWindow, table: int) -> QLabel | None:
    card = hall.findChild(QFrame, f"hall_table_{table}")
    assert card is not None
    return card.findChild(QLabel, "table_clock")


def test_the_hall_shows_that_tables_own_time_and_the_others_the_rounds(qtbot, hall: HallWindow) -> None:
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(hall.clock.text()) is not None, timeout=SHOWN_WITHIN_MS)
    own = _own_line(hall, 2)
    assert own is not None and OWN_TEN_MORE.fullmatch(own.text()) is not None
    assert _own_line(hall, 1) is None
    first = own.text()
    qtbot.waitUntil(lambda: own.text() != first, timeout=SHOWN_WITHIN_MS)  # it ticks by itself


def test_more_time_given_later_reaches_the_open_hall(qtbot, hall: HallWindow, session: Session, event) -> None:
    session.clocks.give_table_time(event[0], 1, 1, 5)
    qtbot.waitUntil(lambda: _own_line(hall, 1) is not None, timeout=SHOWN_WITHIN_MS)
    line = _own_line(hall, 1)
    assert line is not None and re.fullmatch(r"\+5 min · 1:(34:[0-5]\d|35:00)", line.text())


def test_a_table_window_opened_on_that_table_shows_its_own_time(qtbot, window, event: tuple[int, int]) -> None:
    assert window.controller.open_game(event[1])
    clock = window.table.clock_label
    qtbot.waitUntil(
        lambda: re.fullmatch(r"Time left 1:(39:[0-5]\d|40:00)", clock.text()) is not None, timeout=SHOWN_WITHIN_MS
    )


def test_the_clock_dialog_gives_one_table_its_own_time_and_the_open_hall_follows(
    qtbot, window, hall: HallWindow, session: Session, event: tuple[int, int]
) -> None:
    """From the organiser's Round clock dialog: table 1 given 5 minutes of its own (the round's 90 + 5 = 95, just
    started), which the hall, open on another session, shows on table 1's card; a table the round does not have is
    refused in the dialog, nothing changed."""
    dialog = clock_dialog(qtbot, window, event[0])
    give = button(dialog, "give_table")
    assert give.isEnabled()  # the round's clock runs
    dialog.parts.table.setValue(3)
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    assert dialog.parts.error.isVisible()
    assert dialog.parts.error.text() == "Round 1 has no table 3: time is given to one of its tables."
    read = session.clocks.clock(event[0], 1)
    assert read.for_table(1).left(read.read_at) == read.left(read.read_at)  # no time of its own
    dialog.parts.table.setValue(1)
    dialog.parts.table_minutes.setValue(5)
    qtbot.mouseClick(give, Qt.MouseButton.LeftButton)
    assert not dialog.parts.error.isVisible()
    read = session.clocks.clock(event[0], 1)
    assert read.for_table(1).left(read.read_at) - read.left(read.read_at) == timedelta(minutes=5)
    qtbot.waitUntil(lambda: _own_line(hall, 1) is not None, timeout=SHOWN_WITHIN_MS)
    line = _own_line(hall, 1)
    assert line is not None and re.fullmatch(r"\+5 min · 1:(34:[0-5]\d|35:00)", line.text())
