"""The table seen from the other side of it (issue 19): a riichi stick a player reads across the table at 1366x768,
and F11's table display, full screen, its scores and round a twelfth of the screen's height at least, for a laptop
turned towards the players or a second screen; F11 or Esc gives the window back as it was."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import lay_out_now, open_game, shortcut

ALICE, BOB, CAROL, DAVE = range(4)


def white_box(image: QImage) -> QRect:
    """The bounding box of the white pixels of an image (a stick's body; the panels are grey, #efefef)."""
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            colour = image.pixelColor(x, y)
            if min(colour.red(), colour.green(), colour.blue()) >= 250:
                xs.append(x)
                ys.append(y)
    assert xs, "no stick drawn"
    return QRect(QPoint(min(xs), min(ys)), QPoint(max(xs), max(ys)))


def test_a_riichi_stick_is_seen_across_the_table_at_1366x768(qtbot, window: MainWindow, session) -> None:
    open_game(window, session)
    assert window.size() == QSize(1366, 768)
    shortcut(qtbot, window, Qt.Key.Key_F3)  # Carol's stick, on the seat across from the player at the bottom
    lay_out_now()
    panel = window.table.panels[CAROL]
    assert panel.stick.isVisibleTo(window)
    # The stick as drawn: its white body, measured on the panel's picture (its edge and red dot inside it).
    body = white_box(panel.grab().toImage())
    # A real stick is about 10 cm by 1.2 cm. On a 1366x768 laptop's screen (about 31 cm by 17 cm) a bar a
    # fortieth of the window's height is over 4 mm thick, and a twelfth of its width near 3 cm long, five times
    # its thickness at least: a stick, seen from across the table. (It was 10 by 130 pixels: a 2 mm line.)
    assert body.height() >= 768 / 40, body
    assert body.width() >= 1366 / 12 and body.width() >= 5 * body.height(), body
    image = panel.grab().toImage()
    middle = image.pixelColor(body.center())
    assert middle.red() > 150 and middle.green() < 80, middle.name()  # the red dot


def type_heights(window: MainWindow) -> list[int]:
    """The pixel heights of the type of the four scores and of the round."""
    table = window.table
    return [panel.score_label.font().pixelSize() for panel in table.panels] + [table.round_label.font().pixelSize()]


def test_f11_shows_the_table_full_screen_in_type_read_from_two_metres(qtbot, window: MainWindow, session) -> None:
    open_game(window, session)
    window.move(0, 0)
    before = window.geometry()
    screen = window.screen().geometry()
    assert screen.size() == QSize(1366, 768)
    assert max(type_heights(window)) < screen.height() / 12  # the window's table: read from the chair

    shortcut(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: window.isFullScreen() and window.geometry() == screen)
    lay_out_now()
    assert not window.menuBar().isVisible() and not window.history_view.isVisible()
    assert not window.parts.hand_buttons.isVisible()
    assert window.table.geometry().height() >= screen.height() * 0.9
    assert min(type_heights(window)) >= screen.height() / 12, type_heights(window)
    for panel in window.table.panels:  # each score whole in its panel
        label = panel.score_label
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
    round_label = window.table.round_label
    assert round_label.fontMetrics().horizontalAdvance(round_label.text()) <= round_label.width()

    shortcut(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen() and window.geometry() == before)
    lay_out_now()
    assert window.menuBar().isVisible() and window.history_view.isVisible()
    assert window.parts.hand_buttons.isVisible()
    assert max(type_heights(window)) < screen.height() / 12


def test_esc_leaves_the_table_display_and_the_keys_work_in_it(qtbot, window: MainWindow, session) -> None:
    open_game(window, session)
    before = window.geometry()
    shortcut(qtbot, window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    shortcut(qtbot, window, Qt.Key.Key_F2)  # a riichi declared with the menu bar hidden
    assert window.controller.riichi == frozenset({BOB})
    assert window.table.panels[BOB].stick.isVisibleTo(window)
    assert not window.table.panels[BOB].riichi_button.isVisible()  # nothing to click on the display
    shortcut(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen() and window.geometry() == before)
    assert window.table.panels[BOB].riichi_button.isVisible()
    assert QApplication.activeWindow() is window
    shortcut(qtbot, window, Qt.Key.Key_Escape)  # in the window, Esc does nothing
    assert not window.isFullScreen() and window.geometry() == before
