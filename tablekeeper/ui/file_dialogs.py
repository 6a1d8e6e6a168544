"""The file dialogs of the window: they never open a file, so they never drop the database's SQLite locks.

A file dialog lists a folder, the database often among its files. Qt's own dialog asks each file's type of the
MIME database, which opens the file to read its first bytes (from a thread of Qt's), and a native dialog may do
the same in this process; on POSIX, closing any descriptor of the database drops every SQLite lock the process
holds on it (see :mod:`tablekeeper.file_access`). So on POSIX the window shows Qt's dialog with an icon provider
that names a file's kind without reading it, and holds the door of file_access while the dialog is open: no
other thread's connection opens meanwhile. (On Windows a lock belongs to its handle: the native dialog is kept.)
"""

from __future__ import annotations

import os
import re

from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtGui import QAbstractFileIconProvider, QIcon
from PySide6.QtWidgets import QDialog, QFileDialog, QFileIconProvider, QHeaderView, QTreeView, QWidget

from tablekeeper.file_access import outside_files


class _KindOnlyIcons(QFileIconProvider):
    """Icons and type names from the kind of entry (folder, file) alone: no file is opened to sniff its type."""

    def icon(self, what: QAbstractFileIconProvider.IconType | QFileInfo) -> QIcon:
        if isinstance(what, QFileInfo):
            kind = (
                QAbstractFileIconProvider.IconType.Folder if what.isDir() else QAbstractFileIconProvider.IconType.File
            )
            return super().icon(kind)
        return super().icon(what)

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("FileDialogs", "Folder")
        suffix = info.suffix()
        if not suffix:
            return QCoreApplication.translate("FileDialogs", "File")
        return QCoreApplication.translate("FileDialogs", "{suffix} file").format(suffix=suffix.upper())


_ICONS = _KindOnlyIcons()  # the dialogs keep a pointer to it: it lives as long as the program


def file_dialog(parent: QWidget | None, caption: str, start: str, filters: str) -> QFileDialog:
    """A file dialog that reads no file of the folders it shows (see the module's documentation)."""
    dialog = QFileDialog(parent, caption, start, filters)
    if os.name == "posix":
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        dialog.setIconProvider(_ICONS)
        _widen_details(dialog)
    return dialog


def _widen_details(dialog: QFileDialog) -> None:
    """The size, type and date columns wide enough to read ("104.00 KiB", not "104...KiB"), measured once from
    sample texts rather than from every row of a folder that may hold thousands."""
    details = dialog.findChild(QTreeView, "treeView")
    if details is None:
        return
    header = details.header()
    metrics = header.fontMetrics()
    padding = 3 * metrics.horizontalAdvance("M")
    for column, sample in ((1, "1,023.99 KiB"), (2, "JSON file"), (3, "30/12/2026 23:59")):
        header.resizeSection(column, metrics.horizontalAdvance(sample) + padding)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)


def files_to_open(parent: QWidget | None, caption: str, filters: str) -> list[str]:
    """The existing files the player chose; empty when they cancelled."""
    dialog = file_dialog(parent, caption, "", filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    chosen = dialog.selectedFiles() if run_modal(dialog) else []
    dialog.deleteLater()
    return chosen


def file_to_save(parent: QWidget | None, caption: str, suggested: str, filters: str) -> str:
    """The file the player chose to write (they confirmed replacing it if it exists); empty when they cancelled.
    A name typed without an extension gets the filter's (``Aki`` is written as ``Aki.pdf``), before the dialog
    asks whether to replace a file of that name."""
    dialog = file_dialog(parent, caption, suggested, filters)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    extension = re.search(r"\*\.(\w+)", filters)
    if extension is not None:
        dialog.setDefaultSuffix(extension.group(1))
    chosen = dialog.selectedFiles() if run_modal(dialog) else []
    dialog.deleteLater()
    return chosen[0] if chosen else ""


def run_modal(dialog: QDialog) -> int:
    """Run a modal file dialog, or a dialog that may show one of its own (the print dialog's Print to file):
    no connection of this process opens until it is closed."""
    with outside_files():
        return dialog.exec()
