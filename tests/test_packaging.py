"""The wheel a user installs carries the migrations and the resources, and works away from the checkout.

The wheel is built once for the module from a copy of the project (building writes build/ and *.egg-info
beside the sources), with the setuptools of the test environment. .ci/run goes further: it installs the wheel
with its dependencies into a fresh virtual environment.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LEFT_OUT = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis", "*.db*"
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel built from a copy of the project."""
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    out = work / "dist"
    # No build isolation and no index: the build backend is the test environment's, nothing is downloaded.
    offline = ["--no-deps", "--no-build-isolation", "--no-index", "--disable-pip-version-check", "-q"]
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", *offline, "-w", str(out), str(source)],
        check=True,
        capture_output=True,
        text=True,
    )
    (built,) = out.glob("tablekeeper-*.whl")
    return built


@pytest.fixture(scope="module")
def names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def relative(folder: str, pattern: str) -> list[str]:
    """The checkout's files matching ``pattern`` under ``folder``, as paths relative to it."""
    return sorted(path.relative_to(ROOT / folder).as_posix() for path in (ROOT / folder).glob(pattern))


def test_the_wheel_carries_every_module_and_the_alembic_environment_with_every_migration(names: set[str]) -> None:
    # The packages are listed by hand in pyproject.toml: a new sub-package must not be forgotten there.
    modules = relative("tablekeeper", "**/*.py")
    assert "ui/dialogs/__init__.py" in modules
    assert [m for m in modules if f"tablekeeper/{m}" not in names] == []
    versions = relative("migrations", "versions/*.py")
    assert versions  # the schema is made by at least one migration
    for name in ["env.py", "script.py.mako", *versions]:
        assert f"tablekeeper/_migrations/{name}" in names


def test_the_wheel_carries_the_translations_the_icon_and_the_desktop_entry(names: set[str]) -> None:
    wanted = ["tablekeeper.desktop", "icons/tablekeeper.svg", *relative("resources", "icons/*.png")]
    wanted += relative("resources", "translations/*.qm")
    wanted += relative("resources", "web/*")  # the venue's pages, their script and their style
    assert "translations/tablekeeper_fr.qm" in wanted and "icons/tablekeeper-16.png" in wanted
    assert "web/table.js" in wanted and "web/table.html" in wanted
    for name in wanted:
        assert f"tablekeeper/_resources/{name}" in names


def test_the_installed_wheel_opens_a_database_and_finds_its_files_away_from_the_checkout(
    wheel: Path, tmp_path: Path
) -> None:
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)  # a pure-Python wheel installs as it is unpacked
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    check = (
        "import tablekeeper, tablekeeper.resources as r; "
        "print(tablekeeper.__file__); print(r.migrations_path()); print(r.resource_path('tablekeeper.desktop'))"
    )
    # The installed copy comes first on the path; the dependencies come from the test environment.
    environ = {**os.environ, "PYTHONPATH": str(site), "XDG_DATA_HOME": str(tmp_path / "data")}
    found = subprocess.run(
        [sys.executable, "-c", check], cwd=elsewhere, env=environ, capture_output=True, text=True, check=True
    )
    package, migrations, desktop = (Path(line) for line in found.stdout.splitlines())
    assert package == site / "tablekeeper" / "__init__.py"
    assert migrations == site / "tablekeeper" / "_migrations"
    assert desktop.is_file() and desktop.is_relative_to(site)

    database = tmp_path / "club.db"
    games = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "games", "--database-url", str(database)],
        cwd=elsewhere,
        env=environ,
        capture_output=True,
        text=True,
    )
    # The migrations ran (a database opened with none would be refused): a new empty database, said so.
    created = f"tablekeeper: {database} did not exist; a new, empty database was created there.\n"
    assert (games.returncode, games.stdout, games.stderr) == (0, "No game.\n", created)
    assert database.stat().st_size > 0  # the schema was made by the installed migrations
