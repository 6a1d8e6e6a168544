"""The round's clock in the windows: the hall counts it down and says "Time!", each table's card its last hand;
the table window shows the time left of a round's game (and nothing for an ordinary game), "Time: last hand" once
time is called, and the hand recorded then ends the game; the organiser's dialog starts, pauses, gives time and
ends the round (asked first), a refusal said in it; a window started again finds the clock where it was.

An event of the WRC rules (the hand in play when time is called is the last), four players, one table, its game
opened. A draw with East tenpai never ends a game by the rules: it can be recorded for ever.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton
from sqlalchemy import select, update

from tablekeeper.events.clock import ClockState
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.store.models import RoundClockRow
from tablekeeper.ui.dialogs.event_clock import ClockDialog
from tablekeeper.ui.hall import HallWindow
from tablekeeper.ui.round_clock import CALLED, PAUSED, SOON, clock_colour

PLAYERS = ("Alice", "Bob", "Carol", "Dave")
DRAW = ExhaustiveDraw(tenpai=frozenset({0}))
SHOWN_WITHIN_MS = 2_000
READ_AGAIN_WITHIN_MS = 7_000
"""The table window reads its clock again every five seconds: a change made elsewhere shows within seven."""
RUNNING_FROM_FULL = re.compile(r"Time left 1:(29:[0-5]\d|30:00)")
"""A clock of 90 minutes just started: 1:30:00 or a few seconds less."""


@pytest.fixture
def event(session: Session) -> tuple[int, int]:
    """The WRC event seated (one table) and its game opened: (event, game)."""
    view = session.events.create_event("Cup", preset("wrc2022"), [NewEntrant(name) for name in PLAYERS])
    session.events.seat_rounds(view.id, 1, seed=3)
    return view.id, session.events.open_table(view.id, 1, 1)


@pytest.fixture
def hall(qtbot, tmp_path: Path, event: tuple[int, int]) -> Iterator[HallWindow]:
    """The hall in a session of its own, as on the projector's laptop."""
    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as session:
        window = HallWindow(session, event[0])
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        yield window
        window.close()


def card_label(hall: HallWindow, name: str) -> QLabel | None:
    card = hall.findChild(QFrame, "hall_table_1")
    assert card is not None
    return card.findChild(QLabel, name)


def test_the_colours_say_how_the_round_stands() -> None:
    assert clock_colour(ClockState.RUNNING, timedelta(minutes=10)) == SOON  # the last ten minutes
    assert clock_colour(ClockState.RUNNING, timedelta(minutes=10, seconds=1)) != SOON
    assert clock_colour(ClockState.PAUSED, timedelta(minutes=3)) == PAUSED
    assert clock_colour(ClockState.CALLED, timedelta()) == CALLED


def test_the_hall_counts_down_then_says_time_and_each_tables_last_hand(
    qtbot, hall: HallWindow, session: Session, event: tuple[int, int]
) -> None:
    event_id, game = event
    assert hall.clock.text() == ""  # no clock set for the round: nothing invented
    session.clocks.start_clock(event_id, 1)
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(hall.clock.text()) is not None, timeout=SHOWN_WITHIN_MS)
    # It ticks by itself, each second, from the one reading.
    first = hall.clock.text()
    qtbot.waitUntil(lambda: hall.clock.text() != first, timeout=SHOWN_WITHIN_MS)
    session.table.record(game, DRAW)
    session.clocks.end_round(event_id, 1)
    qtbot.waitUntil(lambda: hall.clock.text() == "Time!", timeout=SHOWN_WITHIN_MS)
    assert CALLED in hall.clock.styleSheet()
    # One hand stored at the call (WRC): the second, in play, is the last.
    time_line = card_label(hall, "table_time")
    assert time_line is not None and time_line.text() == "Time: last hand"
    assert card_label(hall, "table_deal") is None
    session.table.record(game, DRAW)  # the last hand ends the game: the card says it finished, as any other end
    qtbot.waitUntil(lambda: card_label(hall, "table_time") is None, timeout=SHOWN_WITHIN_MS)
    status = card_label(hall, "table_status")
    assert status is not None and status.text() == "Finished · 2 hands"


def almost_run_out(session: Session, event_id: int, seconds: int) -> None:
    """The round's time all but gone: its start moved back so that ``seconds`` are left of its 90 minutes."""
    where = (RoundClockRow.event_id == event_id, RoundClockRow.round == 1)
    with session.database.engine.begin() as connection:
        started = connection.execute(select(RoundClockRow.started_at).where(*where)).scalar_one()
        back = timedelta(minutes=90) - timedelta(seconds=seconds)
        connection.execute(update(RoundClockRow).where(*where).values(started_at=started - back))


def test_time_running_out_in_the_hall_reads_each_tables_last_hand(
    qtbot, hall: HallWindow, session: Session, event: tuple[int, int]
) -> None:
    event_id, game = event
    session.clocks.start_clock(event_id, 1)
    session.table.record(game, DRAW)
    almost_run_out(session, event_id, 2)
    hall.refresh()
    assert re.fullmatch(r"Time left 0:0[0-2]", hall.clock.text()) and SOON in hall.clock.styleSheet()
    assert card_label(hall, "table_time") is None
    # Nothing is written when the time runs out: the hall sees it by itself and asks which hand is each table's last.
    qtbot.waitUntil(lambda: card_label(hall, "table_time") is not None, timeout=4_000)
    time_line = card_label(hall, "table_time")
    assert time_line is not None and time_line.text() == "Time: last hand"
    assert hall.clock.text() == "Time!"


def test_space_pauses_and_resumes_the_hall_clock_and_plus_gives_a_minute(
    qtbot, hall: HallWindow, session: Session, event: tuple[int, int]
) -> None:
    event_id, _ = event
    session.clocks.start_clock(event_id, 1)
    qtbot.waitUntil(lambda: hall.clock.text().startswith("Time left"), timeout=SHOWN_WITHIN_MS)
    qtbot.keyClick(hall, Qt.Key.Key_Space)
    assert session.clocks.clock(event_id, 1).state() is ClockState.PAUSED
    assert hall.clock.text().startswith("Paused: ") and PAUSED in hall.clock.styleSheet()
    left = session.clocks.clock(event_id, 1).left()
    qtbot.keyClick(hall, Qt.Key.Key_Plus)
    assert session.clocks.clock(event_id, 1).left() == left + timedelta(minutes=1)  # paused: nothing runs in between
    qtbot.keyClick(hall, Qt.Key.Key_Space)
    assert session.clocks.clock(event_id, 1).state() is ClockState.RUNNING


def test_a_hall_started_again_finds_the_clock_where_it_was(
    qtbot, tmp_path: Path, session: Session, event: tuple[int, int]
) -> None:
    event_id, _ = event
    session.clocks.start_clock(event_id, 1)
    session.clocks.add_time(event_id, 1, 5)
    session.clocks.pause_clock(event_id, 1)
    left = session.clocks.clock(event_id, 1).left()
    minutes, seconds = divmod(int(left.total_seconds() + 0.999), 60)  # a clock shows the seconds rounded up
    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as again:
        window = HallWindow(again, event_id)
        qtbot.addWidget(window)
        window.show()
        assert window.clock.text() == f"Paused: 1:{minutes - 60:02}:{seconds:02} left"
        window.close()


def test_the_table_window_shows_the_rounds_clock_and_ends_the_game_at_its_last_hand(
    qtbot, window, session: Session, event: tuple[int, int]
) -> None:
    event_id, game = event
    session.clocks.start_clock(event_id, 1)
    clock = window.table.clock_label
    # An ordinary game: no clock.
    assert window.controller.new_game(PLAYERS, preset("wrc2022"), first_dealer=0, title="", venue="")
    assert clock.isHidden() and clock.text() == ""
    # The round's game: its time left, counting down.
    assert window.controller.open_game(game)
    qtbot.waitUntil(lambda: RUNNING_FROM_FULL.fullmatch(clock.text()) is not None, timeout=SHOWN_WITHIN_MS)
    assert clock.isVisible()
    first = clock.text()
    qtbot.waitUntil(lambda: clock.text() != first, timeout=SHOWN_WITHIN_MS)
    window.controller.record(DRAW)
    # The organiser calls time (another computer): the table reads it within its few seconds.
    session.clocks.end_round(event_id, 1)
    qtbot.waitUntil(lambda: clock.text() == "Time: last hand", timeout=READ_AGAIN_WITHIN_MS)
    assert CALLED in clock.styleSheet()
    # The hand in play is the last: recorded, it ends the game, and the standings show as for any end.
    assert window.controller.record(DRAW)
    view = window.controller.view
    assert view is not None and view.finished and len(view.hands) == 2
    assert window.table.round_label.text() == "Game over"
    assert clock.isHidden()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    assert type(window.dialog).__name__ == "StandingsDialog"


def clock_dialog(qtbot, window, event_id: int) -> ClockDialog:
    assert window.events.open_event(event_id) is not None
    window.table_actions["event_clock"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, ClockDialog)
    qtbot.waitExposed(dialog)
    return dialog


def button(dialog: ClockDialog, name: str) -> QPushButton:
    found = dialog.findChild(QPushButton, f"clock_{name}")
    assert found is not None
    return found


def test_the_clock_dialog_starts_pauses_gives_time_and_ends_the_round(
    qtbot, window, session: Session, event: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id, _ = event
    dialog = clock_dialog(qtbot, window, event_id)
    assert dialog.parts.state.text() == "Clock not started (1:30:00)"
    assert [button(dialog, n).isEnabled() for n in ("start", "pause", "resume", "add", "end")] == [
        True,
        False,
        False,
        False,
        False,
    ]
    qtbot.mouseClick(button(dialog, "start"), Qt.MouseButton.LeftButton)
    assert session.clocks.clock(event_id, 1).state() is ClockState.RUNNING
    assert RUNNING_FROM_FULL.fullmatch(dialog.parts.state.text())
    qtbot.mouseClick(button(dialog, "pause"), Qt.MouseButton.LeftButton)
    left = session.clocks.clock(event_id, 1).left()
    assert dialog.parts.state.text().startswith("Paused: ")
    dialog.parts.minutes.setValue(7)
    qtbot.mouseClick(button(dialog, "add"), Qt.MouseButton.LeftButton)
    assert session.clocks.clock(event_id, 1).left() == left + timedelta(minutes=7)
    qtbot.mouseClick(button(dialog, "resume"), Qt.MouseButton.LeftButton)
    assert session.clocks.clock(event_id, 1).state() is ClockState.RUNNING
    # Ending the round is asked first: kept playing, nothing changes; confirmed, time is called.
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(
        "tablekeeper.ui.dialogs.event_clock.ask", lambda _parent, sentence, *_: asked.append(sentence) or answer[0]
    )
    qtbot.mouseClick(button(dialog, "end"), Qt.MouseButton.LeftButton)
    assert asked == [
        "Call time now for round 1? Each table finishes the hand in play, and its game ends. This cannot be taken back."
    ]
    assert session.clocks.clock(event_id, 1).state() is ClockState.RUNNING
    answer[0] = True
    qtbot.mouseClick(button(dialog, "end"), Qt.MouseButton.LeftButton)
    assert session.clocks.clock(event_id, 1).state() is ClockState.CALLED
    assert dialog.parts.state.text() == "Time!"
    assert not any(button(dialog, n).isEnabled() for n in ("start", "pause", "resume", "add", "end"))


def test_a_refused_change_is_said_in_the_dialog(qtbot, window, session: Session, event: tuple[int, int]) -> None:
    event_id, _ = event
    session.clocks.start_clock(event_id, 1)
    dialog = clock_dialog(qtbot, window, event_id)
    assert not dialog.parts.error.isVisible()
    session.clocks.pause_clock(event_id, 1)  # from the command line, before the dialog reads it again
    qtbot.mouseClick(button(dialog, "pause"), Qt.MouseButton.LeftButton)
    assert dialog.parts.error.isVisible()
    assert dialog.parts.error.text() == "The clock of round 1 is paused already; nothing was changed."
    assert dialog.parts.state.text().startswith("Paused: ")  # and it shows the clock as it is now
