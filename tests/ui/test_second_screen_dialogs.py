"""A window on another screen than the first (a 1920x1080 display right of the laptop's 1366x768 and the netbook's
1024x600, tests/offscreen-screen.json) opens its dialogs over itself, within that screen: the dialogs sized to the
screen before they are shown were moved to the screen's top left corner, their title bars off it under a desktop's
frame."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from tablekeeper.service import Session
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import shortcut
from tests.ui.test_screen_sizes import played, screen_of


def over(dialog: QWidget, window: QWidget) -> bool:
    """The dialog's centre within a few pixels of its window's (as Qt centres a dialog over its parent)."""
    offset = dialog.frameGeometry().center() - window.frameGeometry().center()
    return abs(offset.x()) <= 4 and abs(offset.y()) <= 4


def test_a_window_on_the_second_screen_opens_its_dialogs_over_itself(qtbot, session: Session) -> None:
    played(session)
    wide = screen_of((1920, 1080)).availableGeometry()
    assert wide.left() > 0  # beside the others
    window = MainWindow(GameController(session))
    qtbot.addWidget(window)
    window.controller.reopen_latest()
    window.setGeometry(QRect(wide.topLeft() + QPoint(300, 200), window.minimumSize()))
    window.show()
    qtbot.waitExposed(window)
    # The games browser and the statistics: sized to the screen before they are shown.
    for key, modifiers, found in (
        (Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier, lambda: getattr(window, "browser", None)),
        (
            Qt.Key.Key_S,
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
            lambda: window.dialog,
        ),
    ):
        shortcut(qtbot, window, key, modifiers)
        qtbot.waitUntil(lambda found=found: found() is not None and found().isVisible())
        dialog = found()
        qtbot.waitExposed(dialog)
        assert wide.contains(dialog.frameGeometry()), (dialog.frameGeometry(), wide)
        assert dialog.frameGeometry().topLeft() != wide.topLeft()
        assert over(dialog, window), (dialog.frameGeometry(), window.frameGeometry())
        dialog.reject()
