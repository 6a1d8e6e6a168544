"""The one place that knows where tablekeeper's data files are: the migrations and the resources.

In the project, ``migrations/`` (the Alembic environment) and ``resources/`` (translations, icons, the desktop
entry) lie at the top level, beside the package. The wheel carries them inside the package, as
``tablekeeper/_migrations`` and ``tablekeeper/_resources`` (pyproject.toml maps them). A frozen build keeps
them in its data folder (PyInstaller's ``sys._MEIPASS``) or beside its executable. They are looked for in that
order: frozen build, installed package, checkout.

This module imports nothing but the standard library (no Qt, no importlib.metadata): the store and the
command line use it at start-up.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tablekeeper.errors import TablekeeperError

PACKAGE = Path(__file__).resolve().parent
MIGRATIONS = "migrations"
RESOURCES = "resources"
INSTALLED_NAMES = {MIGRATIONS: "_migrations", RESOURCES: "_resources"}
"""The name of each folder inside the installed package (pyproject.toml's package-dir says the same)."""


class MissingResource(TablekeeperError):
    """A folder of tablekeeper's own files is missing: the installation is broken."""


def candidates(folder: str) -> list[Path]:
    """Where ``folder`` ("migrations" or "resources") may be, in the order they are tried."""
    found: list[Path] = []
    if getattr(sys, "frozen", False):
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass is not None:
            found.append(Path(meipass) / folder)
        found.append(Path(sys.executable).resolve().parent / folder)
    found.append(PACKAGE / INSTALLED_NAMES[folder])
    found.append(PACKAGE.parent / folder)
    return found


def folder_path(folder: str) -> Path:
    """The first place where ``folder`` ("migrations" or "resources") is; refused when there is none."""
    places = candidates(folder)
    for place in places:
        if place.is_dir():
            return place
    raise MissingResource(
        f"tablekeeper's {folder} folder is missing from this installation (looked in "
        + ", ".join(str(place) for place in places)
        + "); reinstall tablekeeper."
    )


def migrations_path() -> Path:
    """The Alembic environment: env.py, script.py.mako and versions/."""
    return folder_path(MIGRATIONS)


def resource_root() -> Path:
    """The resources folder: translations, icons, the desktop entry."""
    return folder_path(RESOURCES)


def resource_path(*parts: str) -> Path:
    """The path of one resource, e.g. ``resource_path("translations", "tablekeeper_fr.qm")``."""
    return resource_root().joinpath(*parts)
