"""The round's clock reaches every table's window, opened before it started or after: its start, a pause, time
added or taken back and time called show within a second, whoever changed it (another session on the same file or
server, the command line in another process, the organiser's own Round clock dialog in this window), on a SQLite
file and on PostgreSQL, as the hall follows its event. The organiser can take minutes back, as the README says,
and is told in a sentence when that would call time at once.

An event under ema2016, four players, one table: 90 minutes a round, and once time is called each table finishes
the hand in play and plays one more (``time_end: one_more_hand``): with no hand stored at the call, the table
window says "Time: this hand and one more", as the hall's card does.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from datetime import timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from tablekeeper.events.clock import ClockState
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.ui.dialogs.event_clock import ClockDialog
from tablekeeper.ui.round_clock import CALLED, PAUSED
from tests.ui.table_driver import window_on_game
from tests.ui.test_round_clock import clock_dialog

PLAYERS = ("Alice", "Bob", "Carol", "Dave")
WITHIN_A_SECOND_MS = 1_000
RUNNING_FROM_FULL = re.compile(r"Time left 1:(29:[0-5]\d|30:00)")
"""A clock of 90 minutes just started: 1:30:00 or a few seconds less."""
ONE_MORE = "Time: this hand and one more"
"""No hand stored at the call: the hand in play (the first) and one more (ema2016)."""


def clock_minutes(text: str) -> int:
    """The whole minutes of a clock's words ('Paused: 1:34:59 left' -> 94, the seconds rounded up as shown)."""
    found = re.search(r"(\d+):(\d\d):(\d\d)", text)
    assert found is not None, text
    hours, minutes, seconds = (int(part) for part in found.groups())
    return hours * 60 + minutes + (1 if seconds else 0)


@pytest.fixture
def seated(database_url: str) -> Iterator[tuple[Session, int, int]]:
    """The organiser's session (another computer), the event seated and its table's game opened: (session, event,
    game); no clock started."""
    with Session.open(database_url) as session:
        event = session.events.create_event("Cup", preset("ema2016"), [NewEntrant(name) for name in PLAYERS])
        session.events.seat_rounds(event.id, 1, seed=3)
        yield session, event.id, session.events.open_table(event.id, 1, 1)


@pytest.fixture
def table(qtbot, database_url: str, seated: tuple[Session, int, int]):
    """The table's window, in a session of its own, showing the round's game before its clock is started."""
    _, _, game = seated
    with Session.open(database_url) as own:
        window = window_on_game(qtbot, own, game)
        follower = getattr(window.round_clock, "follower", None)
        if follower is not None:  # on PostgreSQL: listening before the organiser writes
            assert follower.listening.wait(10)
        yield window
        window.close()


def test_a_table_opened_before_the_clock_follows_its_start_pause_time_and_call(
    qtbot, table, seated: tuple[Session, int, int]
) -> None:
    organiser, event_id, _ = seated
    clock = table.table.clock_label
    assert clock.isHidden() and clock.text() == ""  # no clock yet: nothing invented
    organiser.clocks.start_clock(event_id, 1)
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(clock.text()) is not None, timeout=WITHIN_A_SECOND_MS)
    assert clock.isVisible()
    organiser.clocks.pause_clock(event_id, 1)
    qtbot.waitUntil(lambda: clock.text().startswith("Paused: "), timeout=WITHIN_A_SECOND_MS)
    assert PAUSED in clock.styleSheet()
    paused = clock_minutes(clock.text())  # 90, or 89 and some seconds: its minutes as shown
    organiser.clocks.add_time(event_id, 1, 5)
    qtbot.waitUntil(lambda: clock_minutes(clock.text()) == paused + 5, timeout=WITHIN_A_SECOND_MS)
    organiser.clocks.add_time(event_id, 1, -10)  # taken back
    qtbot.waitUntil(lambda: clock_minutes(clock.text()) == paused - 5, timeout=WITHIN_A_SECOND_MS)
    organiser.clocks.resume_clock(event_id, 1)
    qtbot.waitUntil(lambda: clock.text().startswith("Time left "), timeout=WITHIN_A_SECOND_MS)
    organiser.clocks.end_round(event_id, 1)
    qtbot.waitUntil(lambda: clock.text() == ONE_MORE, timeout=WITHIN_A_SECOND_MS)
    assert CALLED in clock.styleSheet()
    hall = organiser.hall(event_id)  # the hall says the same of the table
    assert hall.tables[0].last_hand == 2


def clock_command(database_url: str, event_id: int, *change: str) -> None:
    """``tablekeeper event clock EVENT 1 CHANGE`` in a process of its own, as the organiser types it."""
    command = ("event", "clock", str(event_id), "1", *change)
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "--database-url", database_url, *command],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr


def test_the_command_line_in_another_process_reaches_a_table_already_open(
    qtbot, table, database_url: str, seated: tuple[Session, int, int]
) -> None:
    _, event_id, _ = seated
    clock = table.table.clock_label
    clock_command(database_url, event_id, "start")
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(clock.text()) is not None, timeout=WITHIN_A_SECOND_MS)
    clock_command(database_url, event_id, "pause")
    qtbot.waitUntil(lambda: clock.text().startswith("Paused: "), timeout=WITHIN_A_SECOND_MS)
    paused = clock_minutes(clock.text())
    clock_command(database_url, event_id, "add", "--", "-3")
    qtbot.waitUntil(lambda: clock_minutes(clock.text()) == paused - 3, timeout=WITHIN_A_SECOND_MS)
    clock_command(database_url, event_id, "end")
    qtbot.waitUntil(lambda: clock.text() == ONE_MORE, timeout=WITHIN_A_SECOND_MS)


def click(qtbot, dialog: ClockDialog, name: str) -> None:
    button = dialog.findChild(QPushButton, f"clock_{name}")
    assert button is not None and button.isEnabled(), name
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_organisers_own_table_shows_what_its_clock_dialog_does(
    qtbot, table, seated: tuple[Session, int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    organiser, event_id, _ = seated
    clock = table.table.clock_label
    dialog = clock_dialog(qtbot, table, event_id)
    click(qtbot, dialog, "start")
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(clock.text()) is not None, timeout=WITHIN_A_SECOND_MS)
    monkeypatch.setattr("tablekeeper.ui.dialogs.event_clock.ask", lambda *_: True)  # "Call time now?": yes
    click(qtbot, dialog, "end")
    assert organiser.clocks.clock(event_id, 1).state() is ClockState.CALLED
    qtbot.waitUntil(lambda: clock.text() == ONE_MORE, timeout=WITHIN_A_SECOND_MS)


def test_the_organiser_takes_minutes_back_and_is_told_when_it_would_call_time(
    qtbot, table, seated: tuple[Session, int, int]
) -> None:
    organiser, event_id, _ = seated
    dialog = clock_dialog(qtbot, table, event_id)
    click(qtbot, dialog, "start")
    click(qtbot, dialog, "pause")
    left = organiser.clocks.clock(event_id, 1).left()
    dialog.parts.minutes.setValue(7)
    click(qtbot, dialog, "take")
    assert organiser.clocks.clock(event_id, 1).left() == left - timedelta(minutes=7)  # paused: nothing runs in between
    assert not dialog.parts.error.isVisible()
    # 83 minutes or a little less are left: taking 90 back would leave none, which is ending the round.
    dialog.parts.minutes.setValue(90)
    click(qtbot, dialog, "take")
    assert dialog.parts.error.isVisible()
    assert dialog.parts.error.text() == (
        "Taking back 90 minutes would call time at once; end the round instead. Nothing changed."
    )
    assert organiser.clocks.clock(event_id, 1).left() == left - timedelta(minutes=7)
    assert organiser.clocks.clock(event_id, 1).state() is ClockState.PAUSED
