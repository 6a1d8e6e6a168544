"""The room a window has on its screen, and keeping it there: what the main window needs before its first paint,
apart from :mod:`tablekeeper.ui.screen_fit` (the dialogs' scrolling bodies), whose Qt classes would cost the
start some milliseconds more.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget

FRAME = QSize(16, 48)
"""Room left around a window for what a desktop adds and Qt cannot know before the window is shown: the title
bar and the borders (about 30 and 2x4 pixels on the usual desktops, with some to spare)."""


def available(widget: QWidget) -> QRect:
    """The available geometry (the screen less the desktop's panels) of the screen the widget's window is on;
    a dialog not yet shown is on its parent's screen."""
    window = widget.window()
    parent = window.parentWidget()
    if parent is not None and not window.isVisible():
        window = parent.window()
    return window.screen().availableGeometry()


def usable(widget: QWidget) -> QSize:
    """The largest size the widget's window can take on its screen, with room for the desktop's frame."""
    return available(widget).size() - FRAME


def keep_on_screen(window: QWidget) -> None:
    """Move a window that runs off its screen's available geometry back onto it (its frame, title bar too). A
    dialog not shown yet is placed over its parent's window, as Qt would place it: moved from where it was never
    shown (the screen's origin), it opened at the top left of a second screen, its title bar off it."""
    screen = available(window)
    frame = window.frameGeometry()
    owner = window.parentWidget()
    placed = owner is not None and not window.isVisible()
    if owner is not None and placed:
        frame.moveCenter(owner.window().frameGeometry().center())
    # The frame is known once the window is shown; before, room is left for one.
    shown = window.isVisible() and frame.size() != window.size()
    size = frame.size() if shown else window.size() + FRAME
    left = max(screen.left(), min(frame.left(), screen.right() + 1 - size.width()))
    top = max(screen.top(), min(frame.top(), screen.bottom() + 1 - size.height()))
    if placed or (left, top) != (window.frameGeometry().left(), window.frameGeometry().top()):
        window.move(left, top)
