"""Fixtures of the CLI tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.club import make_club


@pytest.fixture
def club(tmp_path: Path) -> str:
    """A SQLite database with two games (see :func:`tests.cli.club.make_club`)."""
    return make_club(tmp_path)
