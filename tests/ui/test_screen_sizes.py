"""The window and every dialog on a netbook (1024x600), a small laptop (1366x768) and a full-HD display (1920x1080).

tests/offscreen-screen.json gives the offscreen platform three screens side by side (the laptop's is the primary,
where the other tests' windows open); a window is placed on one (its geometry there) and shown maximized, and its
dialogs open on their parent's screen. On each: every visible button inside the screen's available geometry (the
buttons that close a dialog and the window's action buttons in full, never in a part that scrolls), no two visible
sibling widgets overlapping, and the table's type growing with the table.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QWidget,
)

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.game import NewGameDialog, OpenGameDialog, StandingsDialog
from tablekeeper.ui.dialogs.hands import EditHandDialog, ResultDialog
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.main_window import GEOMETRY_KEY, MainWindow
from tablekeeper.ui.quick_score import FU_CHOICES
from tablekeeper.ui.window_parts import MINIMUM_SIZE
from tests.ui.table_driver import NAMES, activate, click, lay_out_now, shortcut, wait_grown

SIZES = ((1024, 600), (1366, 768), (1920, 1080))
ALICE, BOB, CAROL, DAVE = range(4)


def screen_of(size: tuple[int, int]) -> QScreen:
    """The offscreen screen of that size (tests/offscreen-screen.json)."""
    for screen in QGuiApplication.screens():
        if screen.size() == QSize(*size):
            return screen
    raise AssertionError(f"no offscreen screen of {size}: see tests/offscreen-screen.json")


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def scrolled(widget: QWidget) -> bool:
    """The widget lies in the part of a window that scrolls (reached by scrolling, not always in view)."""
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent.parentWidget(), QAbstractScrollArea) and parent is parent.parentWidget().viewport():
            return True
        parent = parent.parentWidget()
    return False


def shown_part(widget: QWidget) -> QRect:
    """The part of the widget its ancestors leave on screen."""
    rect = global_rect(widget)
    parent = widget.parentWidget()
    while parent is not None:
        rect = rect.intersected(global_rect(parent))
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return rect


def check_fits(window: QWidget, size: tuple[int, int]) -> None:
    """The window inside the screen; its buttons inside it (in full, unless they scroll); no siblings overlapping."""
    area = screen_of(size).availableGeometry()
    assert area.contains(window.frameGeometry()), (window.windowTitle(), window.frameGeometry(), area)
    buttons = [b for b in window.findChildren(QAbstractButton) if b.isVisible() and b.window() is window]
    assert buttons
    for button in buttons:
        name = button.text() or button.objectName() or type(button).__name__
        if scrolled(button):
            part = shown_part(button)  # none when scrolled out of view
            assert part.isEmpty() or area.contains(part), name
        else:
            # Not in a part that scrolls: the whole button shows, inside the window and the screen.
            assert shown_part(button) == global_rect(button), (window.windowTitle(), name)
            assert area.contains(global_rect(button)), (window.windowTitle(), name)
    check_no_overlap(window)


def check_no_overlap(widget: QWidget) -> None:
    children = [
        child
        for child in widget.children()
        if isinstance(child, QWidget) and child.isVisible() and not child.isWindow()
    ]
    for index, one in enumerate(children):
        for other in children[index + 1 :]:
            overlap = one.geometry().intersected(other.geometry())
            assert overlap.isEmpty(), (
                f"{describe(one)} and {describe(other)} overlap in {describe(widget)}",
                widget.window().windowTitle(),
            )
    for child in children:
        check_no_overlap(child)


def describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
    return f"{type(widget).__name__}({widget.objectName() or text!r} at {widget.geometry().getRect()})"


def check_table_readable(window: MainWindow) -> None:
    """Each line of a seat panel and of the centre as tall as its type, and as wide as its text: nothing cut."""
    table = window.table
    labels = [table.round_label, table.honba_label, table.deposits_label]
    for panel in table.panels:
        labels += [panel.wind_label, panel.name_label, panel.score_label]
        button = panel.riichi_button
        assert button.height() >= button.fontMetrics().height(), button.text()
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text()), button.text()
    for label in labels:
        metrics = QFontMetrics(label.font())
        assert label.height() >= metrics.height(), (label.text(), label.height(), metrics.height())
        assert label.width() >= metrics.horizontalAdvance(label.text()), (label.text(), label.width())


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def screen(request: pytest.FixtureRequest) -> tuple[int, int]:
    """The size of the screen; its QScreen is looked up each time (PySide may drop a wrapper kept across tests)."""
    return request.param


def played(session: Session) -> int:
    """A club game (several players may ron) with honba and sticks on the table: Bob wins East 1 and deals East 2;
    East 2 is drawn with Bob tenpai, and Alice and Carol tenpai in riichi: East 2 again, 1 honba, 2,000 on the
    table."""
    game = session.table.create_game(list(NAMES), preset("club"), title="Monday league, table 3")
    session.table.record(game.id, Tsumo(Win(BOB, 2, 30)))
    session.table.record(game.id, ExhaustiveDraw(frozenset({ALICE, BOB, CAROL}), riichi=frozenset({ALICE, CAROL})))
    return game.id


@pytest.fixture
def on_screen(qtbot, session: Session, screen: tuple[int, int]) -> Iterator[MainWindow]:
    """The window with a game, maximized on the screen."""
    played(session)
    return maximized(qtbot, session, screen)


def maximized(qtbot, session: Session, size: tuple[int, int]) -> MainWindow:
    main = MainWindow(GameController(session))
    qtbot.addWidget(main)
    main.controller.reopen_latest()
    area = screen_of(size).availableGeometry()
    main.setGeometry(QRect(area.topLeft(), MINIMUM_SIZE))  # placed on that screen
    main.showMaximized()
    qtbot.waitExposed(main)
    qtbot.waitUntil(lambda: main.frameGeometry() == area)
    lay_out_now()  # the type grown with the window, the table laid out again around it
    return main


def test_the_window_fits_each_screen_with_its_buttons_and_the_list_of_hands(on_screen: MainWindow, screen) -> None:
    check_fits(on_screen, screen)
    check_table_readable(on_screen)
    for key in ("ron", "tsumo", "draw", "abort", "chombo"):
        assert on_screen.findChild(QAbstractButton, f"button_{key}").isVisible()
    assert on_screen.history_view.isVisible() and on_screen.history_view.height() > 100
    assert on_screen.history_view.width() > 250


def test_at_its_smallest_the_window_fits_a_netbook_and_nothing_overlaps(qtbot, session: Session) -> None:
    """1000x540: a 1024x600 screen less a desktop's panel (24 pixels) and a title bar (about 30)."""
    played(session)
    netbook = screen_of((1024, 600))
    assert MINIMUM_SIZE.width() <= 1024 - 16 and MINIMUM_SIZE.height() <= 600 - 24 - 30
    main = MainWindow(GameController(session))
    qtbot.addWidget(main)
    main.controller.reopen_latest()
    main.setGeometry(QRect(netbook.availableGeometry().topLeft() + QPoint(8, 30), QSize(400, 300)))
    main.show()
    qtbot.waitExposed(main)
    assert main.size() == MINIMUM_SIZE  # no smaller: below it the panels would overlap
    assert main.minimumSizeHint().width() <= MINIMUM_SIZE.width()
    assert main.minimumSizeHint().height() <= MINIMUM_SIZE.height()
    check_fits(main, (1024, 600))
    check_table_readable(main)


def test_the_table_type_grows_with_the_screen(qtbot, session: Session) -> None:
    played(session)
    sizes = {}
    for size in ((1024, 600), (1920, 1080)):
        main = maximized(qtbot, session, size)
        table = main.table
        sizes[size] = (
            table.panels[0].score_label.fontInfo().pixelSize(),
            table.panels[0].name_label.fontInfo().pixelSize(),
            table.round_label.fontInfo().pixelSize(),
            table.panels[0].riichi_button.fontInfo().pixelSize(),
        )
        button = table.panels[0].riichi_button
        assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())  # its words whole
        main.hide()  # closed, it would keep its place for the next window
    small, large = sizes[(1024, 600)], sizes[(1920, 1080)]
    # Read from across the table: the score half as large again as on the netbook, the names and the round too.
    assert large[0] >= 1.5 * small[0] and large[1] > small[1] and large[2] > small[2]
    assert large[3] >= 1.5 * small[3] and large[3] >= 18  # the Riichi button too, reached for across the table
    assert large[0] >= 60  # a 1920x1080 display: 60-pixel scores (a 30-point type was 40 pixels)


def test_a_size_kept_from_a_larger_screen_is_brought_back_within_the_netbook(qtbot, session: Session) -> None:
    netbook = screen_of((1024, 600))
    first = MainWindow(GameController(session))
    qtbot.addWidget(first)
    first.setMinimumSize(QSize(0, 0))  # as if kept by a larger screen, or by an older window
    first.setGeometry(QRect(netbook.availableGeometry().topLeft() + QPoint(100, 100), QSize(1300, 800)))
    first.save_geometry()
    assert not QSettings().value(GEOMETRY_KEY).isEmpty()
    again = MainWindow(GameController(session))
    qtbot.addWidget(again)
    again.show()
    qtbot.waitExposed(again)
    check_fits(again, (1024, 600))


# Dialogs


def dialog_of(window: MainWindow) -> QDialog:
    found = window.dialog
    assert found is not None and found.isVisible()
    return found


def closing_buttons(dialog: QDialog) -> list[QAbstractButton]:
    boxes = dialog.findChildren(QDialogButtonBox)
    return [button for box in boxes for button in box.buttons()]


def check_dialog(qtbot, dialog: QDialog, screen: tuple[int, int]) -> None:
    qtbot.waitExposed(dialog)
    check_fits(dialog, screen)
    for button in closing_buttons(dialog):
        assert not scrolled(button), button.text()  # OK, Cancel, Record, Start: always in view


def test_new_game_with_the_rule_options_open_keeps_start_on_screen(qtbot, on_screen: MainWindow, screen) -> None:
    shortcut(qtbot, on_screen, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, NewGameDialog)
    check_dialog(qtbot, dialog, screen)
    click(qtbot, dialog.options_button)
    wait_grown(qtbot, dialog)  # with the options, up to the screen
    check_dialog(qtbot, dialog, screen)
    assert dialog.start_button.isVisible() and not scrolled(dialog.start_button)
    dialog.reject()


def test_open_game_and_standings_fit(qtbot, on_screen: MainWindow, screen) -> None:
    shortcut(qtbot, on_screen, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, OpenGameDialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()
    shortcut(qtbot, on_screen, Qt.Key.Key_F9)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, StandingsDialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()


@pytest.mark.parametrize("key", [Qt.Key.Key_R, Qt.Key.Key_T, Qt.Key.Key_D, Qt.Key.Key_A, Qt.Key.Key_C])
def test_each_result_dialog_fits(qtbot, on_screen: MainWindow, screen, key) -> None:
    shortcut(qtbot, on_screen, key)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, ResultDialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()


def triple_ron(qtbot, window: MainWindow) -> ResultDialog:
    """Dave deals in to Alice, Bob and Carol at once (the club's rules pay all three), 1 honba and sticks."""
    shortcut(qtbot, window, Qt.Key.Key_R)
    dialog = dialog_of(window)
    assert isinstance(dialog, ResultDialog)
    click(qtbot, dialog.form.discarder.buttons[DAVE])
    for seat, (han, fu) in zip((ALICE, BOB, CAROL), ((3, 30), (2, 40), (5, None)), strict=True):
        click(qtbot, dialog.form.rows[seat].value_button)
        scoring = dialog.form.rows[seat].scoring
        assert isinstance(scoring, ScoringDialog)
        click(qtbot, scoring.quick.han_buttons[han - 1])
        if fu is not None:
            click(qtbot, scoring.quick.fu_buttons[FU_CHOICES.index(fu)])
        click(qtbot, scoring.ok_button)
    return dialog


def test_the_ron_dialog_of_a_triple_ron_with_honba_and_sticks_fits(qtbot, on_screen: MainWindow, screen) -> None:
    dialog = triple_ron(qtbot, on_screen)
    assert all(box.isChecked() for box in dialog.form.winner_boxes[:3])
    assert dialog.preview_text().count("\n") >= 3  # the payments listed, one line each
    wait_grown(qtbot, dialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()


def test_the_scoring_dialog_fits_in_both_modes(qtbot, on_screen: MainWindow, screen) -> None:
    shortcut(qtbot, on_screen, Qt.Key.Key_R)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, ResultDialog)
    click(qtbot, dialog.form.rows[ALICE].value_button)
    scoring = dialog.form.rows[ALICE].scoring
    assert isinstance(scoring, ScoringDialog)
    check_dialog(qtbot, scoring, screen)
    scoring.tabs.setCurrentWidget(scoring.hand)
    wait_grown(qtbot, scoring)
    check_dialog(qtbot, scoring, screen)
    scoring.reject()
    dialog.reject()


def test_the_edit_dialog_fits(qtbot, on_screen: MainWindow, screen) -> None:
    on_screen.history_view.selectRow(0)
    activate(qtbot, on_screen)
    qtbot.keyClick(on_screen, Qt.Key.Key_E)
    dialog = dialog_of(on_screen)
    assert isinstance(dialog, EditHandDialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()


def test_the_ron_of_a_past_hand_edited_fits(qtbot, session: Session, screen) -> None:
    """Editing a ron: its winners' rows and the later hands' lines."""
    game = played(session)
    session.table.record(game, Ron(DAVE, (Win(ALICE, 2, 30), Win(BOB, 3, 30))))
    main = maximized(qtbot, session, screen)
    main.history_view.selectRow(2)
    activate(qtbot, main)
    qtbot.keyClick(main, Qt.Key.Key_E)
    dialog = dialog_of(main)
    assert isinstance(dialog, EditHandDialog)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()


def test_the_browser_a_review_and_the_statistics_fit(qtbot, on_screen: MainWindow, screen) -> None:
    shortcut(qtbot, on_screen, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: getattr(on_screen, "browser", None) is not None and on_screen.browser.isVisible())
    browser = on_screen.browser
    check_dialog(qtbot, browser, screen)
    click(qtbot, browser.review_button)
    review = browser.review
    check_dialog(qtbot, review, screen)
    assert review.chart.isVisible() and review.table.isVisible()
    review.reject()
    browser.reject()
    shortcut(qtbot, on_screen, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = dialog_of(on_screen)
    check_dialog(qtbot, dialog, screen)
    dialog.reject()
