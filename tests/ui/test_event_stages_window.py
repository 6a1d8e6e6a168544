"""Sit-outs and a cut from the event's rounds page, as an organiser does them: seventeen players seated with one
sitting out; a cut to the top 8 (scores carried), the stages shown and the next round seated by place; a cut the
service refuses said in a sentence, nothing stored.

Club rules (25,000 to start, no uma): a table's +/- scores are its final points less 25,000, in thousands."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton, QSpinBox

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.ui.dialogs.event_new import NewEventDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click
from tests.ui.test_event_window import PLAYERS, opened


def test_seventeen_seated_from_the_window_with_one_sitting_out(qtbot, window: MainWindow, session: Session) -> None:
    event = session.events.create_event("Night", preset("club"), [NewEntrant(n) for n in (*PLAYERS, "Trent")])
    window.events.open_event(event.id)
    dialog = opened(qtbot, window, "event_seating")
    page = dialog.parts.seating
    page.findChild(QCheckBox, "sit_out").setChecked(True)
    click(qtbot, page.findChild(QPushButton, "seat_next"))
    qtbot.waitUntil(lambda: page.model.rowCount() == 4)
    (seating,) = session.events.event(event.id).record.rounds
    assert len(seating.sitting_out) == 1


def test_a_cut_made_on_the_rounds_page_shows_its_stage_and_seats_by_place(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    event = session.events.create_event("Cup", preset("club"), [NewEntrant(n) for n in PLAYERS])
    rows = "\n".join(f"1,{t},{4 * t - 3},{4 * t - 2},{4 * t - 1},{4 * t}" for t in range(1, 5))
    session.events.import_seating(event.id, rows + "\n")
    # Table t ends 40,000 + t x 100 / 30,000 / 20,000 / 10,000 - t x 100: the Easts +15.1 to +15.4, the Souths +5.
    for t in range(1, 5):
        session.events.enter_paper_result(event.id, 1, t, (40_000 + 100 * t, 30_000, 20_000, 10_000 - 100 * t))
    window.events.open_event(event.id)
    dialog = opened(qtbot, window, "event_seating")
    page = dialog.parts.seating
    top = page.findChild(QSpinBox, "cut_top")
    top.setValue(20)
    click(qtbot, page.findChild(QPushButton, "cut"))
    qtbot.waitUntil(lambda: bool(errors))
    assert errors == ["A cut to the top 20 is larger than the field: 16 players can play on; nothing was changed."]
    assert session.events.event(event.id).record.stages == ()
    top.setValue(8)
    click(qtbot, page.findChild(QPushButton, "cut"))
    label = page.findChild(QLabel, "stages")
    qtbot.waitUntil(lambda: "Stage 2" in label.text())
    assert label.text() == "Stage 1: rounds 1 to 1 · Stage 2: the top 8 from round 2, scores carried"
    # By place: the Easts 13, 9, 5, 1 (+15.4 to +15.1) at table 1, the Souths (+5 each, by number) at table 2.
    page.method.setCurrentIndex(page.method.findData("ranked"))
    click(qtbot, page.findChild(QPushButton, "seat_next"))
    qtbot.waitUntil(lambda: len(session.events.event(event.id).record.rounds) == 2)
    tables = [set(t.seats) for t in session.events.event(event.id).record.rounds[1].tables]
    assert tables == [{1, 5, 9, 13}, {2, 6, 10, 14}]


def test_a_new_event_counts_what_its_form_says_a_round_sat_out_counts(qtbot, window: MainWindow, session) -> None:
    """The new-event form's sit-outs: unchecked, a round sat out counts nothing (None); checked with -2.5, it
    counts -2,500 table points, as `event new --sit-out-score -2.5` gives."""
    for title, counted in (("Night", None), ("Cup", -2_500)):
        window.table_actions["event_new"].trigger()
        dialog = window.event_dialog
        assert isinstance(dialog, NewEventDialog)
        qtbot.keyClicks(dialog.parts.title_edit, title)
        dialog.parts.players.setPlainText("\n".join((*PLAYERS, "Trent")))
        row = dialog.parts.sit_out
        assert not row.points.isEnabled()  # nothing counts until it is checked
        if counted is not None:
            row.counts.setChecked(True)
            row.points.setValue(-2.5)
        click(qtbot, dialog.parts.create_button)
        qtbot.waitUntil(lambda dialog=dialog: not dialog.isVisible())
        assert session.events.event(window.events.event_id).record.sit_out_score == counted
