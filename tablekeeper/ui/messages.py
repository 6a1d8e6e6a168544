"""Message boxes: every error a player sees is one sentence in a box, never a dead window."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def saved_text(path: Path) -> str:
    """The line that says a file was written, where."""
    return QCoreApplication.translate("Messages", "Saved to {path}").format(path=path)


def show_error(parent: QWidget | None, sentence: str) -> None:
    """A warning box with the sentence."""

    QMessageBox.warning(parent, QCoreApplication.translate("Messages", "tablekeeper"), sentence)


def ask(parent: QWidget | None, sentence: str, act: str, keep: str) -> bool:
    """A question with two buttons: whether the player chose ``act`` (Enter and Escape choose ``keep``)."""

    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Messages", "tablekeeper"),
        sentence,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    kept = box.addButton(keep, QMessageBox.ButtonRole.RejectRole)
    acting = box.addButton(act, QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(kept)
    box.setEscapeButton(kept)
    box.exec()  # as the file dialog before it: the import waits for the answer
    chosen = box.clickedButton() is acting
    box.deleteLater()  # a child of the window otherwise, one more at each question
    return chosen


def show_notice(parent: QWidget | None, sentence: str) -> None:
    """An information box with the sentence (what was done, nothing having gone wrong)."""

    QMessageBox.information(parent, QCoreApplication.translate("Messages", "tablekeeper"), sentence)


REFUSAL_COLOUR = "#b3261e"
"""The red of a refusal said inside a dialog (readable on a light and a dark palette's window colour)."""


def refusal_label(parent: QWidget, name: str, *, hidden: bool = False) -> QLabel:
    """The line where a dialog says, in red, why what was typed is refused (the dialog stays open, nothing is
    stored); ``hidden`` until there is something to say, for a dialog whose layout must not keep its room."""

    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {REFUSAL_COLOUR}")
    label.setVisible(not hidden)
    return label
