"""Message boxes: every error a player sees is one sentence in a box, never a dead window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget


def show_error(parent: QWidget | None, sentence: str) -> None:
    """A warning box with the sentence."""
    from PySide6.QtWidgets import QMessageBox  # its many enums cost start-up time; no box is needed before

    QMessageBox.warning(parent, QCoreApplication.translate("Messages", "tablekeeper"), sentence)


def ask(parent: QWidget | None, sentence: str, act: str, keep: str) -> bool:
    """A question with two buttons: whether the player chose ``act`` (Enter and Escape choose ``keep``)."""
    from PySide6.QtWidgets import QMessageBox

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
    return box.clickedButton() is acting


def show_notice(parent: QWidget | None, sentence: str) -> None:
    """An information box with the sentence (what was done, nothing having gone wrong)."""
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.information(parent, QCoreApplication.translate("Messages", "tablekeeper"), sentence)
