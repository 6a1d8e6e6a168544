"""The Event menu and its dialogs, driven as an organiser drives them: a new event, a round seated, a table's game
opened from the seating, a paper result refused, a penalty given and taken back, the standings, in French too.

Alice, Bob, Carol, Dave... are the sixteen players (numbers 1 to 16) of a club night under the club's rules
(25,000 to start, no uma, no oka): a table's +/- scores are its final points less 25,000, in thousands."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QPushButton, QTableView

from tablekeeper.errors import TablekeeperError
from tablekeeper.events import files
from tablekeeper.events.model import Penalty, Substitution
from tablekeeper.rules.ruleset import PRESET_NAMES, preset
from tablekeeper.service import Session
from tablekeeper.service.events import EventView, NewEntrant
from tablekeeper.ui.dialogs.event_desk import EventDialog
from tablekeeper.ui.dialogs.event_new import NewEventDialog, OpenEventDialog
from tablekeeper.ui.dialogs.event_paper import PaperResultDialog
from tablekeeper.ui.dialogs.event_rating import ClubRatingDialog
from tablekeeper.ui.dialogs.event_substitute import SubstituteDialog
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import click

PLAYERS = (
    "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi",
    "Ivan", "Judy", "Mallory", "Niaj", "Olivia", "Peggy", "Rupert", "Sybil",
)  # fmt: skip
EVENT_ENTRIES = (
    "event_new",
    "event_open",
    "event_players",
    "event_seat",
    "event_seating",
    "event_reseat",
    "event_paper",
    "event_penalties",
    "event_standings",
    "event_rating",
)


def club_night(session: Session) -> EventView:
    return session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])


def opened(qtbot, window: MainWindow, key: str) -> EventDialog:
    """The event's dialog, opened by the Event menu's entry ``key``."""
    window.table_actions[key].trigger()
    qtbot.waitUntil(lambda: isinstance(window.event_dialog, EventDialog) and window.event_dialog.isVisible())
    dialog = window.event_dialog
    assert isinstance(dialog, EventDialog)
    return dialog


def shown_rows(view: QTableView) -> list[list[str]]:
    model = view.model()
    return [
        [model.index(row, column).data() for column in range(model.columnCount())] for row in range(model.rowCount())
    ]


def seated_event(qtbot, window: MainWindow, session: Session) -> tuple[EventView, EventDialog]:
    """The club night open in the window, its first round seated from the seating page's button."""
    event = club_night(session)
    window.events.open_event(event.id)
    dialog = opened(qtbot, window, "event_seating")
    click(qtbot, dialog.parts.seating.findChild(QPushButton, "seat_next"))
    qtbot.waitUntil(lambda: dialog.parts.seating.model.rowCount() == 4)
    return session.events.event(event.id), dialog


def test_the_event_menu_has_its_entries_and_each_opens_its_dialog(qtbot, window: MainWindow, session) -> None:
    assert set(EVENT_ENTRIES) <= set(window.table_actions)
    window.table_actions["event_new"].trigger()
    assert isinstance(window.event_dialog, NewEventDialog)
    window.event_dialog.reject()
    # No event open yet: an entry that needs one asks which.
    window.table_actions["event_standings"].trigger()
    assert isinstance(window.event_dialog, OpenEventDialog)
    window.event_dialog.reject()
    event = club_night(session)
    window.table_actions["event_open"].trigger()
    chooser = window.event_dialog
    assert isinstance(chooser, OpenEventDialog)
    chooser.confirm()  # the only event, selected
    assert window.events.event_id == event.id
    pages = {"event_players": 0, "event_seating": 1, "event_penalties": 2, "event_standings": 3}
    for key, page in pages.items():
        dialog = opened(qtbot, window, key)
        assert dialog.parts.tabs.currentIndex() == page
        dialog.accept()
    window.table_actions["event_rating"].trigger()
    assert isinstance(window.event_dialog, ClubRatingDialog)


def test_a_new_event_made_in_the_dialog_is_stored(qtbot, window: MainWindow, session) -> None:
    window.table_actions["event_new"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, NewEventDialog)
    qtbot.keyClicks(dialog.parts.title_edit, "Spring league")
    dialog.parts.preset.setCurrentIndex(PRESET_NAMES.index("ema2016"))
    dialog.parts.players.setPlainText("\n".join(PLAYERS[:8]) + "\n\n")
    click(qtbot, dialog.parts.create_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    (stored,) = session.events.list_events()
    event = session.events.event(stored.id)
    assert event.title == "Spring league"
    assert event.rules == preset("ema2016")
    assert [entrant.name for entrant in event.record.entrants] == list(PLAYERS[:8])
    assert window.events.event_id == event.id  # the event made is the one the menu acts on


def test_a_refused_event_is_said_in_the_dialog_and_nothing_is_stored(qtbot, window: MainWindow, session) -> None:
    window.table_actions["event_new"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, NewEventDialog)
    dialog.parts.players.setPlainText("Alice\nBob\nAlice")  # a name twice
    with pytest.raises(TablekeeperError) as refusal:
        session.events.create_event("", preset("club"), [NewEntrant(name) for name in ("Alice", "Bob", "Alice")])
    click(qtbot, dialog.parts.create_button)
    assert dialog.isVisible()
    assert dialog.parts.error.text() == refusal.value.message
    assert session.events.list_events() == ()


def test_a_round_seated_from_the_window_shows_four_names_a_table_and_everyone_once(
    qtbot, window: MainWindow, session
) -> None:
    event, dialog = seated_event(qtbot, window, session)
    rows = shown_rows(dialog.parts.seating.view)
    assert [row[0] for row in rows] == ["1", "2", "3", "4"]
    seated = [name for row in rows for name in row[1:5]]
    assert sorted(seated) == sorted(PLAYERS)
    # As stored: the rows are the service's seating of round 1, in wind order.
    (round_one,) = event.record.rounds
    assert [row[1:5] for row in rows] == [[PLAYERS[n - 1] for n in table.seats] for table in round_one.tables]
    # After one round nobody has met anyone twice, and each player has sat one wind once, the three others never.
    assert dialog.parts.seating.quality.text() == (
        "No pair of players has met twice. Winds: each player's counts of East, South, West, North differ by 1 at most."
    )
    # A round just seated is shown; a round looked at stays shown through the event's other changes.
    seating = dialog.parts.seating
    click(qtbot, seating.findChild(QPushButton, "seat_next"))
    assert seating.shown_round() == 2
    seating.round.setCurrentIndex(0)
    window.events.add_penalty(1, -5_000, "Phone", None)
    assert seating.shown_round() == 1
    assert [row[1:5] for row in shown_rows(seating.view)] == [
        [PLAYERS[n - 1] for n in t.seats] for t in round_one.tables
    ]


def test_a_double_click_in_the_seating_opens_that_tables_game(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    view = dialog.parts.seating.view
    third = view.visualRect(view.model().index(2, 1)).center()
    # A double click as the mouse makes it: a click, then the second press (Qt's views open on the second press of
    # the row pressed first).
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=third)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=third)
    qtbot.waitUntil(lambda: window.controller.view is not None)
    table = event.record.rounds[0].tables[2]
    names = tuple(PLAYERS[n - 1] for n in table.seats)
    assert window.controller.view.players == names
    assert [panel.name_label.text() for panel in window.table.panels] == list(names)
    assert session.events.event(event.id).tables[2].game_id == window.controller.view.id
    assert not dialog.isVisible()  # the table's game is shown in the window


def test_a_paper_result_that_does_not_add_up_is_refused_in_the_dialog(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    click(qtbot, dialog.parts.seating.paper_button)
    paper = dialog.parts.seating.paper_dialog
    assert isinstance(paper, PaperResultDialog)
    table = dialog.parts.seating.selected_table()
    assert table is not None
    points = (40_000, 30_000, 20_000, 9_000)  # 99,000: a thousand short of 4 x 25,000
    for seat, value in enumerate(points):
        paper.parts.points[seat].setValue(value)
    with pytest.raises(TablekeeperError) as refusal:
        session.events.enter_paper_result(event.id, table.round, table.table, points)
    click(qtbot, paper.parts.record)
    assert paper.isVisible()
    assert paper.parts.error.isVisible()
    assert paper.parts.error.text() == refusal.value.message
    after = session.events.event(event.id)
    assert after.record.paper == ()
    assert after.revision == event.revision
    paper.parts.points[3].setValue(10_000)  # corrected: taken
    click(qtbot, paper.parts.record)
    qtbot.waitUntil(lambda: not paper.isVisible())
    assert [each.points for each in session.events.event(event.id).record.paper] == [(40_000, 30_000, 20_000, 10_000)]


def test_a_penalty_added_then_undone(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    dialog.parts.tabs.setCurrentIndex(2)
    page = dialog.parts.penalties
    page.player.setCurrentIndex(page.player.findData(3))
    page.points.setValue(-10.0)
    qtbot.keyClicks(page.reason, "Late")
    click(qtbot, page.findChild(QPushButton, "add_penalty"))
    assert session.events.event(event.id).record.penalties == (Penalty(1, 3, -10_000, "Late", round=1),)
    assert shown_rows(page.view) == [["1", "Carol", "-10.0", "Late", "1"]]
    can_undo = session.events.event(event.id).can_undo
    assert can_undo is not None
    assert dialog.parts.undo.isEnabled()
    assert can_undo in dialog.parts.undo.text().replace("&&", "&")  # the button says what it takes back
    click(qtbot, dialog.parts.undo)
    assert session.events.event(event.id).record.penalties == ()
    assert shown_rows(page.view) == []
    assert dialog.parts.redo.isEnabled()


def test_the_standings_shown_are_the_services(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    tables = event.record.rounds[0].tables
    # Three tables kept on paper, the fourth still playing: provisional.
    for table in tables[:3]:
        session.events.enter_paper_result(event.id, 1, table.table, (40_000, 30_000, 20_000, 10_000))
    session.events.add_penalty(event.id, tables[0].seats[0], -10_000, "Late", round=1)
    window.events.open_event(event.id)  # shown again, as after any change
    dialog.parts.tabs.setCurrentIndex(3)
    page = dialog.parts.standings
    standings = session.events.event_standings(event.id)
    assert standings.provisional
    assert "rovisional" in page.provisional.text()
    rows = shown_rows(page.view)
    assert [row[1] for row in rows] == [player.name for player in standings.players]
    # By hand: East of each finished table +15 (40,000 - 25,000); the first table's East, fined 10, ends on +5.
    east = {PLAYERS[table.seats[0] - 1] for table in tables[1:3]}
    fined = PLAYERS[tables[0].seats[0] - 1]
    by_name = {row[1]: row for row in rows}
    for name in east:
        assert by_name[name][2:7] == ["1", "+15.0", "", "+15.0", "+15.0"]
    assert by_name[fined][2:7] == ["1", "+15.0", "-10.0", "+5.0", "+15.0"]
    assert [row[0] for row in rows][:2] == ["1", "1"]  # the two +15s share first place under the club's rules
    session.events.enter_paper_result(event.id, 1, tables[3].table, (25_000, 25_000, 25_000, 25_000))
    window.events.open_event(event.id)
    assert page.provisional.text() == ""
    assert session.events.event_standings(event.id).players[0].total == Fraction(15)


def test_the_event_dialog_speaks_french_when_french_is_installed(qtbot, window: MainWindow, session) -> None:
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    try:
        qtbot.waitUntil(lambda: window.table_actions["event_seat"].text() == "&Placer le tour suivant")
        _event, dialog = seated_event(qtbot, window, session)
        tabs = [dialog.parts.tabs.tabText(index) for index in range(4)]
        assert tabs == ["&Joueurs", "&Tours et placement", "Pé&nalités", "C&lassement"]
        headers = [dialog.parts.seating.model.headerData(c, Qt.Orientation.Horizontal) for c in range(6)]
        assert headers == ["Table", "Est", "Sud", "Ouest", "Nord", "Partie"]
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def test_the_standings_page_writes_the_events_files_and_never_over_the_database(
    qtbot, window: MainWindow, session, monkeypatch, tmp_path, errors
) -> None:
    event, dialog = seated_event(qtbot, window, session)
    for table in event.record.rounds[0].tables:
        session.events.enter_paper_result(event.id, 1, table.table, (40_000, 30_000, 20_000, 10_000))
    window.events.open_event(event.id)
    page = dialog.parts.standings
    standings = session.events.event_standings(event.id)
    written = tmp_path / "night.csv"
    choose_files(monkeypatch, written)
    click(qtbot, page.findChild(QPushButton, "export_csv"))
    assert written.read_text(encoding="utf-8") == files.standings_csv(standings.players)
    results = tmp_path / "ema.csv"
    choose_files(monkeypatch, results)
    click(qtbot, page.findChild(QPushButton, "export_ema"))
    assert results.read_text(encoding="utf-8") == files.results_csv(standings.event.record, standings.players)
    sheet = tmp_path / "sheets.pdf"
    choose_files(monkeypatch, sheet)
    click(qtbot, page.findChild(QPushButton, "export_schedule"))
    assert sheet.read_bytes().startswith(b"%PDF")
    database = tmp_path / "games.db"
    before = database.read_bytes()
    choose_files(monkeypatch, database)
    click(qtbot, page.findChild(QPushButton, "export_json"))
    assert len(errors) == 1  # refused with a sentence, the database untouched
    assert database.read_bytes() == before


def test_a_substitute_seated_from_the_seating_plays_in_the_tables_game(qtbot, window: MainWindow, session) -> None:
    event, dialog = seated_event(qtbot, window, session)
    page = dialog.parts.seating
    page.view.selectRow(1)
    click(qtbot, page.substitute_button)
    substitute = page.substitute_dialog
    assert isinstance(substitute, SubstituteDialog)
    table = event.record.rounds[0].tables[1]
    south = table.seats[1]
    substitute.parts.seat.setCurrentIndex(1)
    # Someone playing in the round already is refused, in the dialog, and nothing is stored.
    qtbot.keyClicks(substitute.parts.name, PLAYERS[table.seats[0] - 1])
    click(qtbot, substitute.parts.seat_button)
    assert substitute.isVisible() and substitute.parts.error.text()
    assert session.events.event(event.id).record.substitutions == ()
    substitute.parts.name.setText("Zed")
    click(qtbot, substitute.parts.seat_button)
    qtbot.waitUntil(lambda: not substitute.isVisible())
    assert session.events.event(event.id).record.substitutions == (Substitution(1, south, "Zed"),)
    assert shown_rows(page.view)[1][1:5] == [
        PLAYERS[table.seats[0] - 1],
        "Zed",
        *(PLAYERS[n - 1] for n in table.seats[2:]),
    ]
    page.view.selectRow(1)
    click(qtbot, page.open_button)
    qtbot.waitUntil(lambda: window.controller.view is not None)
    assert window.controller.view.players[1] == "Zed"


SANMA_PLAYERS = PLAYERS[:9]


def test_a_three_player_event_from_the_dialog_is_seated_at_tables_of_three(qtbot, window: MainWindow, session) -> None:
    window.table_actions["event_new"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, NewEventDialog)
    offered = [dialog.parts.preset.itemData(i) for i in range(dialog.parts.preset.count())]
    assert {"tenhou-sanma", "mahjongsoul-sanma"} <= set(offered)
    sanma = offered.index("tenhou-sanma")
    assert dialog.parts.preset.itemText(sanma) == "Tenhou, three players"
    qtbot.keyClicks(dialog.parts.title_edit, "Sanma night")
    dialog.parts.preset.setCurrentIndex(sanma)
    dialog.parts.players.setPlainText("\n".join(SANMA_PLAYERS))
    click(qtbot, dialog.parts.create_button)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    (stored,) = session.events.list_events()
    assert session.events.event(stored.id).rules == preset("tenhou-sanma")
    desk = opened(qtbot, window, "event_seating")
    seating = desk.parts.seating
    click(qtbot, seating.findChild(QPushButton, "seat_next"))
    qtbot.waitUntil(lambda: seating.model.rowCount() == 3)
    model = seating.view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == ["Table", "East", "South", "West", "Game"]
    rows = shown_rows(seating.view)
    assert sorted(name for row in rows for name in row[1:4]) == sorted(SANMA_PLAYERS)
    # One round: nobody met twice, each player sat one of the three winds once.
    assert seating.quality.text() == (
        "No pair of players has met twice. Winds: each player's counts of East, South, West differ by 1 at most."
    )
    # The first table's result on paper: three rows of points, summed against 3 x 35,000.
    seating.view.selectRow(0)
    click(qtbot, seating.paper_button)
    paper = seating.paper_dialog
    assert isinstance(paper, PaperResultDialog)
    assert len(paper.parts.points) == 3 and len(paper.parts.chombos) == 3
    assert paper.parts.total.text() == "Sum with the sticks left: 105,000, as the rules expect (3 x 35,000)."
    for box, value in zip(paper.parts.points, (45_000, 35_000, 24_000), strict=True):
        box.setValue(value)
    assert paper.parts.total.text() == "Sum with the sticks left: 104,000, 1,000 short of 105,000 (3 x 35,000)."
    paper.parts.points[2].setValue(25_000)
    click(qtbot, paper.parts.record)
    qtbot.waitUntil(lambda: not paper.isVisible())
    (result,) = session.events.event(stored.id).record.paper
    assert (result.points, result.chombos) == ((45_000, 35_000, 25_000), (0, 0, 0))
    # The substitute dialog offers the table's three seats.
    seating.view.selectRow(1)
    click(qtbot, seating.substitute_button)
    substitute = seating.substitute_dialog
    assert isinstance(substitute, SubstituteDialog)
    table = seating.tables()[1]
    assert [substitute.parts.seat.itemData(i) for i in range(substitute.parts.seat.count())] == list(table.entrants)
    substitute.reject()
