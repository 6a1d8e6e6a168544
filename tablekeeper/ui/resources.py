"""The one place that knows where the resource files (translations, screenshots, icons) are."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The `resources/` folder: beside the executable in a frozen build, at the project root otherwise."""
    if getattr(sys, "frozen", False):
        # PyInstaller unpacks into sys._MEIPASS; other freezers keep data beside the executable.
        base = Path(getattr(sys, "_MEIPASS", Path(sys.executable).resolve().parent))
    else:
        base = Path(__file__).resolve().parents[2]
    return base / "resources"


def resource_path(*parts: str) -> Path:
    """The path of one resource, e.g. ``resource_path("translations", "tablekeeper_fr.qm")``."""
    return resource_root().joinpath(*parts)
