"""Alt+letter is a mnemonic, never text: a key the player meant for a button is not typed into the box they are in.

Qt types into a text box any printable key that no shortcut took, Alt+letter included (its input control refuses
only Ctrl), so an Alt+C that named no button of the window added a player "c". One filter on the application
drops those keys before a text box sees them, in every window and dialog at once. On macOS the Option key is Alt
to Qt and types letters of its own (Option+E, an accent), so it is left alone there; AltGr comes as Ctrl+Alt on
Windows and as no Alt at all on X11, so the characters it types are never dropped.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit

TEXT_BOXES = (QLineEdit, QPlainTextEdit, QTextEdit, QAbstractSpinBox)
"""The widgets that type a key's text."""
FILTER_NAME = "alt_keys_off_text"


class AltKeysOffText(QObject):
    """Drops, on its way to a text box, an Alt+key that types a character (no shortcut took it)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, TEXT_BOXES):
            return False
        assert isinstance(event, QKeyEvent)
        modifiers = event.modifiers()
        alt = bool(modifiers & Qt.KeyboardModifier.AltModifier)
        control = bool(modifiers & Qt.KeyboardModifier.ControlModifier)
        return alt and not control and event.text().isprintable() and bool(event.text())


def keep_alt_keys_out_of_text(app: QCoreApplication | None) -> None:
    """Install the filter on the application, once (a second window does not add another)."""
    if app is None or sys.platform == "darwin" or app.findChild(AltKeysOffText, FILTER_NAME) is not None:
        return
    guard = AltKeysOffText(app)
    guard.setObjectName(FILTER_NAME)
    app.installEventFilter(guard)
