"""Alt+letter is a mnemonic, never text: a key the player meant for a button is not typed into the box they are in.

Qt types into a text box any printable key that no shortcut took, Alt+letter included (its input control refuses
only Ctrl), so an Alt+C that named no button of the window added a player "c". One filter on the application
drops those keys before a text box sees them, in every window and dialog at once: it watches the text box that has
the focus (where keys go), and only it, as the focus moves; watching the whole application instead ran a Python call
for each of its events (4 million over a night of 250 hands: a sixth of the window's time). On macOS the Option key
is Alt to Qt and types letters of its own (Option+E, an accent), so it is left alone there; AltGr comes as Ctrl+Alt
on Windows and as no Alt at all on X11, so the characters it types are never dropped.
"""

from __future__ import annotations

import contextlib
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QLineEdit, QPlainTextEdit, QTextEdit, QWidget

TEXT_BOXES = (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox)
"""The widgets that type a key's text."""
FILTER_NAME = "alt_keys_off_text"


class AltKeysOffText(QObject):
    """Drops, on its way to a text box, an Alt+key that types a character (no shortcut took it): watching the text
    box that has the focus (:meth:`follow_focus`)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._watched: QWidget | None = None

    def follow_focus(self, _old: QWidget | None, new: QWidget | None) -> None:
        """The focus moved to ``new``: watch it if it types text, and no longer the box watched before."""
        if self._watched is not None:
            with contextlib.suppress(RuntimeError):  # deleted meanwhile: its filters went with it
                self._watched.removeEventFilter(self)
            self._watched = None
        if isinstance(new, TEXT_BOXES):
            new.installEventFilter(self)
            self._watched = new

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress:
            return False
        assert isinstance(event, QKeyEvent)
        modifiers = event.modifiers()
        alt = bool(modifiers & Qt.KeyboardModifier.AltModifier)
        control = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        return alt and not control and event.text().isprintable() and bool(event.text())


def keep_alt_keys_out_of_text(app: QCoreApplication | None) -> None:
    """Watch the text box with the focus, from now on, once (a second window does not add another)."""
    if not isinstance(app, QApplication) or sys.platform == "darwin":
        return
    if app.findChild(AltKeysOffText, FILTER_NAME) is not None:
        return
    guard = AltKeysOffText(app)
    guard.setObjectName(FILTER_NAME)
    app.focusChanged.connect(guard.follow_focus)
    guard.follow_focus(None, app.focusWidget())
