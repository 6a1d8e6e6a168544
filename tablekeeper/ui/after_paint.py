"""Work put off until a window is painted: while the first picture of a window is being made, Python's lock is all
its making's, and a thread started before it (the database opened, the writer's imports) would take half of it
(issue 22)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

DEADLINE_MILLISECONDS = 1_000
"""A window hidden or minimised is never painted: the work waits no longer than this."""


class AfterPaint(QObject):
    """Calls ``then`` once, when the event loop is back after ``window`` was painted, or at the deadline."""

    def __init__(self, window: QWidget, then: Callable[[], object], deadline: int = DEADLINE_MILLISECONDS) -> None:
        super().__init__(window)
        self.window = window
        self.then: Callable[[], object] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(deadline, self, self.fire)  # bound to this object: never called once the window is gone

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The window's own paint (its first picture), or the request that repaints a window already on the screen:
        # both paint before the event loop takes the next event, which is when ``then`` is called.
        kind = event.type()
        if kind == QEvent.Type.Paint or (kind == QEvent.Type.UpdateRequest and self._exposed()):
            self.window.removeEventFilter(self)
            QTimer.singleShot(0, self, self.fire)
        return False

    def _exposed(self) -> bool:
        handle = self.window.windowHandle()
        return handle is not None and handle.isExposed()

    def fire(self) -> None:
        """Call ``then``, unless it was called already."""
        then, self.then = self.then, None
        if then is not None:
            self.window.removeEventFilter(self)
            then()


def after_paint(window: QWidget, then: Callable[[], object], deadline: int = DEADLINE_MILLISECONDS) -> AfterPaint:
    """Call ``then`` once ``window`` (a top-level widget, shown or about to be) has been painted, or at ``deadline``
    milliseconds whichever comes first."""
    return AfterPaint(window, then, deadline)
