"""Where the real Tenhou games of the conformance set are (they are never copied into the repository)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ENV_VAR = "TABLEKEEPER_TENHOU_DATA"
REQUIRED_VAR = "TABLEKEEPER_TENHOU_REQUIRED"
"""Set (to anything but empty) by .ci/run: there, a missing conformance set fails the tests that read it, since CI
claims the real games replay; a developer's checkout without the set skips them with the same sentence."""
DEFAULT = Path(__file__).resolve().parents[2] / "shared" / "data" / "tenhou"


def tenhou_folder() -> Path:
    """The folder of the conformance games; skips the calling test with a sentence when it is absent (fails it, when
    CI requires the set: :data:`REQUIRED_VAR`)."""
    folder = Path(os.environ.get(ENV_VAR, DEFAULT))
    if not folder.is_dir():
        why = f"the Tenhou games are not here ({folder}); set {ENV_VAR} to their folder to run this test"
        if os.environ.get(REQUIRED_VAR):
            pytest.fail(why, pytrace=False)
        pytest.skip(why)
    return folder


def mjlog_files() -> list[Path]:
    """Every mjlog of the conformance set (gzipped and plain), sorted."""
    folder = tenhou_folder()
    return sorted([*folder.glob("fastmaj/*.mjlog"), *folder.glob("mjx/mjlog/*.mjlog")])


def json_files() -> list[Path]:
    """Every tenhou.net/6 JSON game (JSON Lines, one kyoku a line), sorted."""
    return sorted(tenhou_folder().glob("mjx/json/*.json"))


def sanma_mjlog_files() -> list[Path]:
    """Every mjlog of the three-player set (plain XML), sorted."""
    return sorted(tenhou_folder().glob("sanma/mjlog/*.xml"))


def sanma_json_files() -> list[Path]:
    """Every tenhou.net/6 JSON game of the three-player set (one object a file, the twin of an mjlog), sorted."""
    return sorted(tenhou_folder().glob("sanma/tenhou6/*.json"))


def mahjongsoul_sanma_files() -> list[Path]:
    """The Mahjong Soul three-player games (tenhou.net/6 JSON), beside the Tenhou folder in ../shared/data."""
    return sorted((tenhou_folder().parent / "mahjongsoul" / "3p").glob("*.json"))


def pantheon_files() -> list[Path]:
    """MahjongPantheon's four-player importer cases: its mjlog files, then its tenhou.net/6 JSON games, sorted."""
    folder = tenhou_folder() / "pantheon"
    return [*sorted(folder.glob("mjlog/*.xml")), *sorted(folder.glob("tenhou6/*.json"))]
