"""Teams from the event's window, as an organiser keeps a team cup: the Players page sets a player's team (and
refuses a name too long in a sentence, nothing stored), the Standings page shows the teams' standings under the
players' and applies the event's settings (a team's average, two days).

Club rules (25,000 to start, no uma): a table's +/- scores are its final points less 25,000, in thousands. Every
table ends 40,000 / 30,000 / 20,000 / 10,000 for its East, South, West and North: +15, +5, -5, -15."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLabel, QLineEdit, QPushButton, QSpinBox

from tablekeeper.events.model import TeamScore
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click
from tests.ui.test_event_window import PLAYERS, opened, shown_rows

TEAMS = ("Red", "White", "Green", "Blue")


def _cup(session: Session) -> int:
    """16 players, entrant n of team TEAMS[(n - 1) % 4]; round 1 seats entrants 4t-3 to 4t at table t (East first),
    so each team has one player a table, all in the same wind."""
    players = [NewEntrant(name, team=TEAMS[n % 4]) for n, name in enumerate(PLAYERS)]
    event = session.events.create_event("Team cup", preset("club"), players).id
    rows = "\n".join(f"1,{t},{4 * t - 3},{4 * t - 2},{4 * t - 1},{4 * t}" for t in range(1, 5))
    session.events.import_seating(event, rows + "\n")
    for t in range(1, 5):
        session.events.enter_paper_result(event, 1, t, (40_000, 30_000, 20_000, 10_000), deposits=0)
    return event


def test_the_players_page_sets_a_team_and_refuses_a_name_too_long(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    event = session.events.create_event("Night", preset("club"), [NewEntrant(n) for n in PLAYERS])
    window.events.open_event(event.id)
    dialog = opened(qtbot, window, "event_players")
    page = dialog.parts.players
    page.view.selectRow(2)  # Carol, entrant 3
    edit = page.findChild(QLineEdit, "team")
    edit.setText("x" * 51)
    click(qtbot, page.findChild(QPushButton, "set_team"))
    qtbot.waitUntil(lambda: bool(errors))
    assert "50" in errors[0] and errors[0].endswith("nothing was changed.")
    assert all(e.team is None for e in session.events.event(event.id).record.entrants)
    edit.setText("Red Dragons")
    click(qtbot, page.findChild(QPushButton, "set_team"))
    qtbot.waitUntil(lambda: session.events.event(event.id).record.entrants[2].team == "Red Dragons")
    qtbot.waitUntil(lambda: "Red Dragons" in shown_rows(page.view)[2])
    assert [e.team for e in session.events.event(event.id).record.entrants if e.team] == ["Red Dragons"]


def test_the_standings_page_shows_the_teams_and_applies_the_settings(
    qtbot, window: MainWindow, session: Session
) -> None:
    event = _cup(session)
    window.events.open_event(event)
    dialog = opened(qtbot, window, "event_standings")
    box = dialog.parts.standings.teams
    qtbot.waitUntil(lambda: box.model.rowCount() == 4)
    # Each team's sum: its four players in one wind, 4 x +15 = +60 (Red, the Easts), 4 x +5 = +20, -20, -60.
    rows = shown_rows(box.view)
    assert [(r[0], r[1], r[2]) for r in rows] == [
        ("1", "Red", "+60.0"),
        ("2", "White", "+20.0"),
        ("3", "Green", "-20.0"),
        ("4", "Blue", "-60.0"),
    ]
    assert rows[0][3] == "Alice, Erin, Ivan, Olivia"
    # The average of the same four: +15, +5, -5, -15; two days of 16 players from no country weigh 2.
    score = box.findChild(QComboBox, "team_score")
    score.setCurrentIndex(score.findData("average"))
    box.findChild(QSpinBox, "days").setValue(2)
    assert not box.findChild(QCheckBox, "championship").isChecked()
    click(qtbot, box.findChild(QPushButton, "apply_settings"))
    qtbot.waitUntil(lambda: shown_rows(box.view)[0][2] == "+15.0")
    assert [r[2] for r in shown_rows(box.view)] == ["+15.0", "+5.0", "-5.0", "-15.0"]
    record = session.events.event(event).record
    assert (record.team_score, record.days, record.championship) == (TeamScore.AVERAGE, 2, False)
    assert box.findChild(QLabel, "ema_weight").text().startswith("EMA weight 2 ")


def test_the_standings_page_sets_what_a_round_sat_out_counts_and_undo_takes_it_back(
    qtbot, window: MainWindow, session: Session
) -> None:
    names = [NewEntrant(name) for name in PLAYERS[:5]]
    event = session.events.create_event("Night", preset("ema2016"), names).id
    view = session.events.seat_rounds(event, 1, sit_out=True, seed=4)
    ((away,),) = [seating.sitting_out for seating in view.record.rounds]
    (table,) = view.tables
    session.events.enter_paper_result(event, 1, 1, (45_000, 32_000, 25_000, 18_000))
    window.events.open_event(event)
    dialog = opened(qtbot, window, "event_standings")
    box = dialog.parts.standings.teams
    counts = box.findChild(QCheckBox, "sit_out_counts")
    points = box.findChild(QDoubleSpinBox, "sit_out_score")
    qtbot.waitUntil(lambda: not counts.isChecked() and not points.isEnabled())  # made with nothing counted
    counts.setChecked(True)
    points.setValue(-2.5)
    click(qtbot, box.findChild(QPushButton, "apply_settings"))
    qtbot.waitUntil(lambda: session.events.event(event).record.sit_out_score == -2_500)
    # The round sat out counts -2.5 for the one out (ema2016: the table's East +30, 15 + 15 of uma and oka).
    lines = {p.entrant: p for p in session.events.event_standings(event).players}
    assert (lines[away].total, lines[table.entrants[0]].total) == (Fraction(-5, 2), Fraction(30))
    counts.setChecked(False)
    click(qtbot, box.findChild(QPushButton, "apply_settings"))
    qtbot.waitUntil(lambda: session.events.event(event).record.sit_out_score is None)
    session.events.undo_event(event)
    assert session.events.event(event).record.sit_out_score == -2_500
