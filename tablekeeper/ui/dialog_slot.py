"""A window keeps the dialog it opened last of a kind (``window.dialog``, the games browser, a winner's scoring
dialog): each hand, each finished game, each action opens a new one. The one it replaces is deleted, so that a
night of a thousand hands keeps a handful of dialogs, not a thousand (issue 30: 1,000 result dialogs alive, 806 MB).

The last one stays until the next of its kind is opened: what it held (its result, a refusal shown) can still be
read once it is closed.
"""

from __future__ import annotations

from typing import TypeVar

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

Shown = TypeVar("Shown", bound=QWidget)


def replace(old: QWidget | None, new: Shown) -> Shown:
    """``new`` in the place of ``old``, which is deleted: at once if it is closed, else when it closes (a result
    dialog still open when its hand ends the game and the standings open over it). An ``old`` deleted already
    with its parent (the browser's statistics, with the browser replaced) is let be."""
    if old is not None and old is not new and shiboken6.isValid(old):
        if old.isVisible():
            old.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        else:
            old.deleteLater()
    return new


__all__ = ["replace"]
