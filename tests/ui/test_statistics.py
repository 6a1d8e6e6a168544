"""The Statistics dialog (Game > Statistics…, Ctrl+Shift+S): the season table, its sorting and filters, a player's
page, the damaged games named, French words and numbers. The figures are worked out by hand in
:func:`tests.club_games.record_club`: Aki -0.2 + 16 = +15.8, Ben +5.8, Chie +4.2, Dai -9.8 - 16 = -25.8."""

from __future__ import annotations

import sqlite3
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, QPoint, QSize, Qt

from tablekeeper.reports.score_chart import SEAT_COLOURS
from tablekeeper.service import Session
from tablekeeper.service.browsing import ClubStatistics
from tablekeeper.stats import ClubTable, PlayerStatistics
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.statistics import StatisticsDialog, StatisticsModel
from tablekeeper.ui.main_window import MainWindow
from tests.club_games import record_club
from tests.ui.table_driver import click, shortcut
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)
from tests.ui.test_language_menu import choose, english_left, language  # noqa: F401  (language: the fixture)

M = StatisticsModel


@pytest.fixture
def club_window(window: MainWindow, session) -> MainWindow:
    record_club(session)
    return window


def open_statistics(qtbot, window: MainWindow) -> StatisticsDialog:
    shortcut(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.dialog
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def shown_rows(dialog: StatisticsDialog) -> list[list[str]]:
    """The table's rows as shown, in the order shown."""
    proxy = dialog.table.model()
    return [[proxy.index(row, column).data() for column in range(M.COLUMNS)] for row in range(proxy.rowCount())]


def names(dialog: StatisticsDialog) -> list[str]:
    return [row[M.PLAYER] for row in shown_rows(dialog)]


def row_centre(dialog: StatisticsDialog, row: int):
    return dialog.table.visualRect(dialog.table.model().index(row, M.PLAYER)).center()


WRITTEN = (
    M.RANK, M.PLAYER, M.GAMES, M.HANDS, M.WINS, M.TSUMO_WINS, M.DEAL_INS, M.RIICHI,
    M.WIN_RATE, M.DEAL_IN_RATE, M.RIICHI_RATE, M.TSUMO_SHARE, M.AVERAGE_WIN, M.AVERAGE_PLACE, M.AVERAGE_SCORE,
    M.TOTAL_SCORE, M.FIRST, M.SECOND, M.THIRD, M.FOURTH,
)  # fmt: skip
"""The order the expected rows below are written in (the figures' order in the issue)."""


def test_the_season_table_shows_every_figure_ranked_by_total_score(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    rows = [[row[column] for column in WRITTEN] for row in shown_rows(dialog)]
    # Game 3 is unfinished: Eri, who only sat in it, is not there.
    assert names(dialog) == ["Aki", "Ben", "Chie", "Dai"]
    # Aki: 5 hands in 2 games; won 1,000 (game 2) in 1 of them; riichi in East 2; 3rd then 1st.
    assert rows[0] == [
        "1", "Aki", "2", "5", "1", "0", "0", "1",
        "20.0%", "0.0%", "20.0%", "0.0%", "1,000", "2.00", "+7.9", "+15.8", "1", "0", "1", "0",
    ]  # fmt: skip
    # Dai: the tsumo (its own value 2,000, without 600 honba and 2,000 on the table); the double ron is one
    # deal-in, the 1,000 ron of game 2 the other; 4th twice.
    assert rows[3] == [
        "4", "Dai", "2", "5", "1", "1", "2", "1",
        "20.0%", "40.0%", "20.0%", "100.0%", "2,000", "4.00", "-12.9", "-25.8", "0", "0", "0", "2",
    ]  # fmt: skip
    assert [row[M.TOTAL_SCORE] for row in shown_rows(dialog)] == ["+15.8", "+5.8", "+4.2", "-25.8"]
    assert dialog.summary.text() == "Finished games counted: 2."
    assert dialog.passed_over.isHidden()


def click_header(qtbot, dialog: StatisticsDialog, column: int) -> None:
    header = dialog.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def test_a_click_on_a_header_sorts_the_table(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    dialog.table.scrollTo(dialog.table.model().index(0, M.AVERAGE_PLACE))
    click_header(qtbot, dialog, M.AVERAGE_PLACE)
    # Average places, lowest first: Ben (1st, 2nd) 1.5, Aki (3rd, 1st) 2.0 and Chie (2nd twice) 2.0 in the club's
    # order, Dai (4th twice) 4.0.
    assert names(dialog) == ["Ben", "Aki", "Chie", "Dai"]
    assert [row[M.AVERAGE_PLACE] for row in shown_rows(dialog)] == ["1.50", "2.00", "2.00", "4.00"]
    click_header(qtbot, dialog, M.AVERAGE_PLACE)  # again: the other way round
    assert names(dialog) == ["Dai", "Aki", "Chie", "Ben"]
    # Who deals in most: Dai (the double ron, and the ron of game 2); the others never did.
    dialog.table.scrollTo(dialog.table.model().index(0, M.DEAL_INS))
    click_header(qtbot, dialog, M.DEAL_INS)
    rows = shown_rows(dialog)
    assert [(r[M.PLAYER], r[M.DEAL_INS]) for r in rows[:1]] == [("Dai", "2")]
    assert sorted((r[M.PLAYER], r[M.DEAL_INS]) for r in rows[1:]) == [("Aki", "0"), ("Ben", "0"), ("Chie", "0")]
    assert dialog.table.horizontalHeader().sortIndicatorSection() == M.DEAL_INS


def test_the_filters_change_the_rows(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    dialog.rules_box.setCurrentIndex(dialog.rules_box.findText("EMA 2016"))
    # Game 2 only: Aki 1st (+1 + 15), Ben and Chie share 2nd (0.0), Dai 4th (-1 - 15).
    assert [(r[M.PLAYER], r[M.GAMES], r[M.TOTAL_SCORE]) for r in shown_rows(dialog)] == [
        ("Aki", "1", "+16.0"),
        ("Ben", "1", "+0.0"),
        ("Chie", "1", "+0.0"),
        ("Dai", "1", "-16.0"),
    ]
    dialog.rules_box.setCurrentIndex(0)
    dialog.until_edit.setDate(QDate(2025, 3, 1))  # game 1 only, the whole of its day
    assert names(dialog) == ["Ben", "Chie", "Aki", "Dai"]
    dialog.until_edit.setDate(dialog.until_edit.minimumDate())  # "Any" again
    dialog.since_edit.setDate(QDate(2025, 3, 9))  # only the unfinished game 3
    assert names(dialog) == [] and dialog.summary.text() == "No finished game."
    dialog.since_edit.setDate(dialog.since_edit.minimumDate())
    qtbot.keyClicks(dialog.player_edit, "dAI")
    qtbot.keyClick(dialog.player_edit, Qt.Key.Key_Return)
    assert [(r[M.PLAYER], r[M.DEAL_INS], r[M.TOTAL_SCORE]) for r in shown_rows(dialog)] == [("Dai", "2", "-25.8")]


def test_a_row_opens_the_players_page_and_back(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    # A real double click: a press and release, then the double click (the view activates the row pressed).
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=row_centre(dialog, 3))
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=row_centre(dialog, 3))
    assert dialog.pages.currentIndex() == dialog.PLAYER_PAGE
    assert dialog.player_title.text() == "Dai"
    form = dialog.player_form
    figures = {
        form.itemAt(row, form.ItemRole.LabelRole).widget().text(): form.itemAt(row, form.ItemRole.FieldRole)
        .widget()
        .text()
        for row in range(form.rowCount())
    }
    assert figures["Club rank"] == "4"
    assert figures["Deal-ins"] == "2" and figures["Deal-in rate"] == "40.0%"
    assert figures["Average win"] == "2,000" and figures["Tsumo share"] == "100.0%"
    assert figures["Total +/- score"] == "-25.8" and figures["1st–2nd–3rd–4th"] == "0–0–0–2"
    click(qtbot, dialog.back_button)
    assert dialog.pages.currentIndex() == dialog.TABLE_PAGE
    # Enter on a row opens its page too; Escape goes back to the table, and only then closes the dialog.
    dialog.table.setFocus()
    dialog.table.setCurrentIndex(dialog.table.model().index(1, M.PLAYER))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.pages.currentIndex() == dialog.PLAYER_PAGE and dialog.player_title.text() == "Ben"
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.pages.currentIndex() == dialog.TABLE_PAGE and dialog.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_damaged_game_is_named(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "damaged.db"
    with Session.open(str(path)) as service:
        record_club(service)
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE games SET rules_json = '{broken' WHERE id = 2")
        # Its figures are worked out from its rows only when none are kept (a game finished before they were).
        connection.execute("DELETE FROM seat_figures WHERE game_id = 2")
    connection.close()
    with Session.open(str(path)) as service:  # read afresh, as at the next start
        window = MainWindow(GameController(service))
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        dialog = open_statistics(qtbot, window)
        assert not dialog.passed_over.isHidden()
        assert "Game 2 is damaged" in dialog.passed_over.text()
        assert names(dialog) == ["Ben", "Chie", "Aki", "Dai"]  # game 1 alone is counted


@pytest.mark.usefixtures("french")
def test_french_labels_and_numbers(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    assert dialog.windowTitle() == "Statistiques"
    headers = [dialog.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(M.COLUMNS)]
    assert headers[M.GAMES] == "Parties" and headers[M.DEAL_INS] == "Ronnés"
    assert headers[M.RIICHI] == "Riichi"  # a count of sticks, not the yaku ("Riichi — Main Déclarée")
    rows = shown_rows(dialog)
    assert rows[0][M.WIN_RATE] == f"20,0{NNBSP}%"
    assert rows[0][M.AVERAGE_WIN] == f"1{NNBSP}000"
    assert (rows[0][M.AVERAGE_PLACE], rows[0][M.TOTAL_SCORE]) == ("2,00", "+15,8")
    assert dialog.summary.text() == "Parties terminées comptées\u00a0: 2."
    assert english_left(dialog) == []
    dialog.table.setFocus()
    dialog.table.setCurrentIndex(dialog.table.model().index(0, M.PLAYER))
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.pages.currentIndex() == dialog.PLAYER_PAGE
    assert dialog.back_button.text() == "Retour au tableau"
    assert english_left(dialog) == []


def test_the_ranking_columns_come_first_and_show_on_a_small_screen(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    headers = [dialog.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(M.COLUMNS)]
    assert headers[:9] == ["#", "Player", "Total +/-", "Games", "Average place", "1st", "2nd", "3rd", "4th"]
    dialog.resize(900, 500)  # narrower than any laptop's dialog: the ranking still reads without scrolling
    header = dialog.table.horizontalHeader()

    def ranking_in_view() -> None:
        assert dialog.size() == QSize(900, 500)
        for column in (M.RANK, M.PLAYER, M.TOTAL_SCORE, M.GAMES, M.AVERAGE_PLACE):
            right = header.sectionViewportPosition(column) + header.sectionSize(column)
            assert header.sectionViewportPosition(column) >= 0 and right <= header.viewport().width(), column

    qtbot.waitUntil(ranking_in_view)  # the header lays its sections out again after the view's resize


def many_players() -> tuple[PlayerStatistics, ...]:
    """Sixty players, more than the table shows at once; names whose widths do not follow their lengths (the
    longest names in letters are the narrowest), figures of every size and sign."""
    names = ["i" * 24, "l" * 23, "j" * 22, "t" * 21, "WWWWWWWWWWWW", *(f"Player {n}" for n in range(55))]
    return tuple(
        PlayerStatistics(
            name,
            games=n + 1,
            hands=10 * (n + 1) if n else 0,  # the first has nothing to divide: its rates read "–"
            wins=n,
            tsumo_wins=n // 2,
            deal_ins=n % 7,
            riichi=n % 5,
            win_points=1_000 * n**3,
            places=(n, n // 2, n % 3, 1),
            total_score=Fraction((-1) ** n * n**3, 10),
        )
        for n, name in enumerate(names)
    )


def test_every_column_fits_its_widest_cell_and_its_header(qtbot) -> None:
    players = many_players()
    dialog = StatisticsDialog(lambda chosen: ClubStatistics((ClubTable(4, players, len(players)),), len(players)), [])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table, header = dialog.table, dialog.table.horizontalHeader()
    widths = [table.columnWidth(column) for column in range(M.COLUMNS)]
    for column in range(M.COLUMNS):
        # Qt's own measure of every cell of the column (QTableView.sizeHintForColumn): none is cut short.
        assert table.sizeHintForColumn(column) <= widths[column], column
        assert header.sectionSizeHint(column) <= widths[column], column
    assert widths[M.PLAYER] > table.fontMetrics().horizontalAdvance("WWWWWWWWWWWW")
    table.resizeColumnsToContents()  # every cell asked: the widths were already those, no wider
    assert [table.columnWidth(column) for column in range(M.COLUMNS)] == widths


@pytest.mark.usefixtures("language")
def test_a_language_chosen_with_the_dialog_open_rewrites_its_figures(qtbot, club_window: MainWindow) -> None:
    dialog = open_statistics(qtbot, club_window)
    assert shown_rows(dialog)[0][M.WIN_RATE] == "20.0%"
    choose(club_window, "fr")
    assert dialog.table.model().headerData(M.GAMES, Qt.Orientation.Horizontal) == "Parties"
    rows = shown_rows(dialog)
    assert (rows[0][M.WIN_RATE], rows[0][M.AVERAGE_WIN]) == (f"20,0{NNBSP}%", f"1{NNBSP}000")
    assert (rows[0][M.AVERAGE_PLACE], rows[0][M.TOTAL_SCORE]) == ("2,00", "+15,8")
    table = dialog.table
    assert all(table.sizeHintForColumn(column) <= table.columnWidth(column) for column in range(M.COLUMNS))


def test_a_players_page_marks_them_not_to_be_published(qtbot, club_window: MainWindow, session) -> None:
    """Names are personal data: the player's page has the box that publishes their name or not (the club's site and
    the venue's pages name one not published "Player N"), as `tablekeeper player NAME --not-published` does."""
    dialog = open_statistics(qtbot, club_window)
    dai = names(dialog).index("Dai")
    dialog.show_player(dialog.proxy.mapToSource(dialog.proxy.index(dai, M.PLAYER)).row())
    box = dialog.publish_box
    assert box.isVisible() and box.isChecked()  # published, as every player is at first
    click(qtbot, box)
    assert session.library.unpublished() == frozenset({"Dai"})
    click(qtbot, dialog.back_button)
    dialog.show_player(dialog.proxy.mapToSource(dialog.proxy.index(names(dialog).index("Ben"), M.PLAYER)).row())
    assert box.isChecked()  # Ben's mark, not Dai's
    dialog.show_player(dialog.proxy.mapToSource(dialog.proxy.index(dai, M.PLAYER)).row())
    assert not box.isChecked()
    click(qtbot, box)
    assert session.library.unpublished() == frozenset()


def test_a_players_page_draws_their_places_as_bars(qtbot, club_window: MainWindow) -> None:
    """Dai finished fourth twice (the club's games, tests/club_games.py: 0-0-0-2): his page's places chart, the model
    every painter draws, has one bar, the fourth's, in the fourth seat's colour; it says so to who cannot see it."""
    dialog = open_statistics(qtbot, club_window)
    dialog.show_player(dialog.proxy.mapToSource(dialog.proxy.index(names(dialog).index("Dai"), M.PLAYER)).row())
    chart = dialog.places_chart
    assert chart.chart is not None and chart.chart.values == (0, 0, 0, 2)
    assert chart.accessibleDescription() == "Places. 1st: 0, 2nd: 0, 3rd: 0, 4th: 2."
    qtbot.waitUntil(lambda: chart.isVisible() and chart.width() > 0)
    image = chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    assert SEAT_COLOURS[3].name() in colours  # the fourth place's bar
    assert SEAT_COLOURS[0].name() not in colours  # no first place: no bar of its colour


def test_a_players_page_draws_their_season_and_their_rating(qtbot, club_window: MainWindow, session) -> None:
    """Dai's two games of the club (tests/club_games.py), both fourth, -25.8 in all: his +/- line starts at 0 and
    ends at -25.8 after two games; his rating line starts at the 1,500 everyone starts at and ends at the club
    rating's figure for him (worked out by the rating's own table of the whole club)."""
    dialog = open_statistics(qtbot, club_window)
    dialog.show_player(dialog.proxy.mapToSource(dialog.proxy.index(names(dialog).index("Dai"), M.PLAYER)).row())
    season = dialog.season_chart.chart
    assert season is not None
    assert len(season.lines[0].values) == 3
    assert season.lines[0].values[0] == 0.0 and season.lines[0].values[-1] == -25.8
    rating = dialog.rating_chart.chart
    assert rating is not None
    club = {r.name: r.rating for r in session.events.club_rating()}
    assert rating.lines[0].values[0] == 1500.0 and rating.lines[0].values[-1] == club["Dai"]
    assert len(rating.lines[0].values) == 3
    assert dialog.season_chart.accessibleDescription().startswith("+/- score over the season. Dai: from 0.0 to -25.8")
