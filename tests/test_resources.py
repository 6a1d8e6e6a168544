"""Finding tablekeeper's own files (migrations, translations, icons, the desktop entry) wherever it runs from:
a frozen build, an installed wheel, a checkout; and a broken installation refused with a sentence."""

from __future__ import annotations

import configparser
import sys
import tomllib
from pathlib import Path

import pytest

from tablekeeper import cli, resources
from tablekeeper.resources import MissingResource, migrations_path, resource_path, resource_root
from tablekeeper.store.database import open_database

ROOT = Path(__file__).resolve().parents[1]


def test_from_a_checkout_the_top_level_folders_are_used() -> None:
    assert migrations_path() == ROOT / "migrations"
    assert (migrations_path() / "env.py").is_file()
    assert resource_root() == ROOT / "resources"
    assert (
        resource_path("translations", "tablekeeper_fr.qm") == ROOT / "resources" / "translations" / "tablekeeper_fr.qm"
    )


def fake_package(tmp_path: Path, *folders: str) -> Path:
    """A package folder holding the installed folders named (``_migrations``, ``_resources``)."""
    package = tmp_path / "site-packages" / "tablekeeper"
    for folder in folders:
        (package / folder).mkdir(parents=True)
    return package


def test_an_installed_package_uses_the_folders_inside_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = fake_package(tmp_path, "_migrations", "_resources")
    monkeypatch.setattr(resources, "PACKAGE", package)
    assert migrations_path() == package / "_migrations"
    assert resource_path("icons", "tablekeeper.svg") == package / "_resources" / "icons" / "tablekeeper.svg"


def test_inside_the_package_comes_before_a_checkout_around_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = fake_package(tmp_path, "_resources")
    (package.parent / "resources").mkdir()  # a folder of that name beside site-packages' tablekeeper
    monkeypatch.setattr(resources, "PACKAGE", package)
    assert resource_root() == package / "_resources"


def test_a_frozen_build_uses_its_data_folder_then_the_folder_of_its_executable(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    unpacked, beside = tmp_path / "meipass", tmp_path / "app"
    (unpacked / "resources").mkdir(parents=True)
    (beside / "migrations").mkdir(parents=True)
    (beside / "resources").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(unpacked), raising=False)
    monkeypatch.setattr(sys, "executable", str(beside / "tablekeeper.exe"))
    assert resource_path("translations", "x.qm") == unpacked / "resources" / "translations" / "x.qm"
    assert migrations_path() == beside / "migrations"  # the data folder has none: beside the executable
    monkeypatch.delattr(sys, "_MEIPASS")
    assert resource_root() == beside / "resources"


def test_a_frozen_build_that_kept_the_package_data_inside_the_package_still_finds_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = fake_package(tmp_path, "_migrations")
    monkeypatch.setattr(resources, "PACKAGE", package)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "meipass"), raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "app" / "tablekeeper"))
    assert migrations_path() == package / "_migrations"


def test_missing_migrations_are_refused_before_a_database_file_is_made(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(resources, "PACKAGE", fake_package(tmp_path, "_resources"))
    target = tmp_path / "club" / "scores.db"
    with pytest.raises(MissingResource, match="migrations folder is missing from this installation"):
        open_database(str(target))
    assert not target.exists() and not target.parent.exists()
    assert cli.main(["games", "--database-url", str(target)]) == 2
    _, err = capsys.readouterr()
    assert "reinstall tablekeeper" in err and "Traceback" not in err
    assert not target.exists()


def test_the_desktop_entry_starts_the_installed_command_with_the_projects_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    entry.read(resource_path("tablekeeper.desktop"), encoding="utf-8")
    desktop = entry["Desktop Entry"]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert desktop["Type"] == "Application"
    assert desktop["Exec"] in scripts  # the command pip installs
    assert desktop["Terminal"] == "false"
    assert desktop["Categories"] == "Game;BoardGame;"
    assert all(desktop[key] for key in ("Name", "GenericName", "Comment"))
    # Icon names the themed icon; the files installed with the package bear that name.
    assert resource_path("icons", f"{desktop['Icon']}.svg").is_file()
    assert resource_path("icons", f"{desktop['Icon']}-256.png").is_file()
