"""The scoring dialog and the list of hands in French on a netbook (1024x600) and a small laptop (1366x768): each
mode of the scoring dialog as wide as the screen at most, every han, fu and limit button in view without scrolling,
no box of the yaku or hand mode cut at the right; the list of hands showing its four players and its results whole.

French names are longer ("Yakuhei — Brelan de Valeur : vent du joueur"): the grids wrap into fewer columns rather
than widen the dialog past the screen, where a scroll bar hid Han 6, 7, 13 and Fu 50, 60, 110."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import click, shortcut, wait_grown
from tests.ui.test_screen_sizes import maximized, played, screen_of

ALICE, DAVE = 0, 3


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def scoring_dialog(qtbot, window: MainWindow) -> ScoringDialog:
    """Alice's scoring dialog in a ron on Dave."""
    shortcut(qtbot, window, Qt.Key.Key_R)
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog)
    click(qtbot, dialog.form.discarder.buttons[DAVE])
    click(qtbot, dialog.form.rows[ALICE].value_button)
    scoring = dialog.form.rows[ALICE].scoring
    assert isinstance(scoring, ScoringDialog)
    qtbot.waitExposed(scoring)
    return scoring


def check_in_view(qtbot, scoring: ScoringDialog, widgets: list[QWidget], size: tuple[int, int]) -> None:
    """The dialog on the screen, its body not scrolling sideways, and each widget whole inside the body's view."""
    area = screen_of(size).availableGeometry()
    assert area.contains(scoring.frameGeometry()), (scoring.frameGeometry(), area)
    body = scoring.body
    # Nothing to scroll sideways: the body's content as wide as its view at most.
    qtbot.waitUntil(lambda: not body.horizontalScrollBar().isVisible(), timeout=1000)
    assert body.horizontalScrollBar().maximum() == 0
    view = global_rect(body.viewport())
    for widget in widgets:
        assert widget.isVisible()
        label = widget.property("text") or widget.objectName()
        assert view.contains(global_rect(widget)), (label, global_rect(widget), view)


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_each_mode_of_the_scoring_dialog_fits_the_screen(qtbot, session: Session, language, size) -> None:
    played(session)
    window = maximized(qtbot, session, size)
    scoring = scoring_dialog(qtbot, window)
    quick = scoring.quick
    # The quick mode: every han, fu and limit button whole, without scrolling (neither way).
    check_in_view(
        qtbot, scoring, [*quick.han_buttons, *quick.fu_buttons, *quick.limit_buttons, quick.points_label], size
    )
    scoring.tabs.setCurrentWidget(scoring.yaku)
    wait_grown(qtbot, scoring)
    yaku = scoring.yaku
    check_in_view(qtbot, scoring, [yaku.parts.open_box, yaku.parts.ura, yaku.value_label], size)
    view = global_rect(scoring.body.viewport())
    for key, box in yaku.boxes.items():  # none cut at the right (the page scrolls down, never sideways)
        assert global_rect(box).right() <= view.right(), key
    for fu, button in yaku.fu_buttons.items():
        assert global_rect(button).right() <= view.right(), fu
    scoring.tabs.setCurrentWidget(scoring.hand)
    wait_grown(qtbot, scoring)
    hand = scoring.hand
    targets = list(hand.target_group.buttons())
    # The tile mode: where a tile goes, the palette, the conditions, and the value they give, all in view.
    check_in_view(qtbot, scoring, [*targets, hand.tile_palette, *hand.conditions.values(), hand.total_label], size)
    scoring.reject()
    window.dialog.reject()


def test_the_value_dialog_is_not_as_tall_as_a_laptops_screen(qtbot, session: Session) -> None:
    """At 1366x768 it was 720 pixels tall (with its title bar, 750 of 768), over the dialog it is opened from: at
    most 85% of the screen's height now, its taller modes scrolling down, the quick mode whole."""
    played(session)
    window = maximized(qtbot, session, (1366, 768))
    scoring = scoring_dialog(qtbot, window)
    assert scoring.height() <= 0.85 * 768, scoring.geometry()
    quick = scoring.quick
    check_in_view(qtbot, scoring, [*quick.han_buttons, *quick.fu_buttons, *quick.limit_buttons], (1366, 768))
    scoring.tabs.setCurrentWidget(scoring.yaku)
    wait_grown(qtbot, scoring)
    assert scoring.height() <= 0.85 * 768  # the yaku mode scrolls rather than grow past it
    scoring.reject()
    window.dialog.reject()
