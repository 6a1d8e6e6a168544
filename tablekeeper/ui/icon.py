"""The application icon, drawn by the project: resources/icons/tablekeeper.svg and its PNG renderings."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from tablekeeper.resources import resource_path

SVG_NAME = "tablekeeper.svg"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The sizes tools/icons.py renders: the ones desktops ask for (freedesktop's hicolor theme, Windows, macOS)."""


def png_name(size: int) -> str:
    """The file name of the icon rendered at ``size`` pixels."""
    return f"tablekeeper-{size}.png"


def app_icon() -> QIcon:
    """The icon of every tablekeeper window, with one rendering per size (Qt picks the nearest)."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource_path("icons", png_name(size))))
    return icon
