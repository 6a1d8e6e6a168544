"""The score chart window: F7 opens it beside the table (not modal), it shows the game's series and follows a
hand recorded and an undo; the widget paints at any size on an image.

Club rules, worked out by hand: 25,000 each; Bob (not dealing) tsumo 3 han 30 fu: base 30 x 2^5 = 960, 1,000
from each non-dealer and 2 x 960 = 1,920 -> 2,000 from the dealer (Alice): Bob +4,000.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from tablekeeper.chart import game_chart
from tablekeeper.reports.score_chart import SEAT_COLOURS, paint_chart
from tablekeeper.rules.results import ExhaustiveDraw, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.score_chart import ScoreChart
from tests.ui.table_driver import open_game, shortcut, tsumo
from tests.ui.test_labels import french  # noqa: F401  (the fixture)

ALICE, BOB, CAROL, DAVE = range(4)


def open_chart(qtbot, window: MainWindow) -> ScoreChart:
    shortcut(qtbot, window, Qt.Key.Key_F7)
    chart = window.findChild(ScoreChart, "score_chart")
    assert chart is not None
    qtbot.waitUntil(chart.isVisible)
    return chart


def test_f7_opens_the_chart_which_follows_a_recorded_hand_and_an_undo(qtbot, window: MainWindow, session, errors):
    open_game(window, session, ExhaustiveDraw(frozenset({CAROL})))  # Carol +3,000, the others -1,000
    chart = open_chart(qtbot, window)
    assert not chart.isModal() and chart.isWindow()
    assert chart.series is not None
    assert chart.series.labels == ("Start", "E1")
    assert chart.series.points[-1] == (24_000, 24_000, 28_000, 24_000)

    # The dealer noten: East 2 (Bob deals), 1 honba. Alice tsumo 3 han 30 fu as a non-dealer: 1,000 from Carol
    # and Dave, 2,000 from Bob the dealer, 100 from each for the honba: +4,300.
    window.activateWindow()
    tsumo(qtbot, window, ALICE, 3, 30)
    assert chart.series.labels == ("Start", "E1", "E2-1")
    assert chart.series.points[-1] == (28_300, 21_900, 26_900, 22_900)

    shortcut(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert chart.series.labels == ("Start", "E1")
    assert chart.series.points[-1] == (24_000, 24_000, 28_000, 24_000)
    assert not errors

    chart.close()
    assert open_chart(qtbot, window) is chart  # one chart window, opened again


def test_the_menu_names_the_chart(window: MainWindow) -> None:
    action = window.table_actions["chart"]
    assert action.text().replace("&", "") == "Score chart"
    assert action.shortcut().toString() == "F7"
    others = [a.shortcut().toString() for key, a in window.table_actions.items() if key != "chart"]
    assert "F7" not in others


@pytest.mark.parametrize("size", [(200, 120), (480, 300), (1200, 700), (2480, 1600)])
def test_the_chart_paints_on_an_image_at_any_size(qtbot, session, size) -> None:
    game = session.table.create_game(["東家", "南家", "Carol", "Dave"], preset("club"))
    session.table.record(game.id, Tsumo(Win(BOB, 3, 30)))
    view = session.table.game(game.id)
    image = QImage(*size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_chart(painter, QRectF(0, 0, *size), game_chart(view))
    painter.end()
    colours = {image.pixelColor(x, y).name() for x in range(0, size[0], 2) for y in range(0, size[1], 2)}
    assert SEAT_COLOURS[BOB].name() in colours  # Bob's line and legend are drawn


def test_the_widget_shows_a_game_given_to_it(qtbot, session) -> None:
    game = session.table.create_game(["Alice", "Bob", "Carol", "Dave"], preset("club"))
    session.table.record(game.id, Tsumo(Win(BOB, 3, 30)))
    chart = ScoreChart()
    qtbot.addWidget(chart)
    assert chart.series is None
    chart.set_game(session.table.game(game.id))
    assert chart.series is not None
    assert chart.series.points == ((25_000,) * 4, (23_000, 29_000, 24_000, 24_000))
    chart.resize(640, 400)
    image = chart.grab().toImage()
    assert image.width() >= 640


@pytest.mark.usefixtures("french")
def test_the_chart_window_is_titled_in_french(qtbot, window: MainWindow, session) -> None:
    # The catalogue files the title under the widget's own class, where self.tr() looks it up.
    open_game(window, session, ExhaustiveDraw(frozenset({CAROL})))
    chart = open_chart(qtbot, window)
    assert chart.windowTitle() == "Graphique des scores"
