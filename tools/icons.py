"""Render the application icon, resources/icons/tablekeeper.svg, to PNGs at the standard sizes.

    .venv/bin/python tools/icons.py

Writes resources/icons/tablekeeper-{16,24,32,48,64,128,256}.png (committed: the window uses them, so a system
without Qt's SVG icon plugin still shows the icon). Run it after changing the SVG.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from tablekeeper.resources import resource_path
from tablekeeper.ui.icon import ICON_SIZES, SVG_NAME, png_name


def main() -> int:
    """Render every size; the exit status."""
    _app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(resource_path("icons", SVG_NAME)))
    if not renderer.isValid():
        print(f"{resource_path('icons', SVG_NAME)} is not a valid SVG", file=sys.stderr)
        return 1
    for size in ICON_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        target = resource_path("icons", png_name(size))
        image.save(str(target))
        print(f"{target.name} {size}x{size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
