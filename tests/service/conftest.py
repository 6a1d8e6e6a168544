"""Set-up of the service tests; their databases (``database_url``: SQLite, then PostgreSQL) come from
tests/databases.py."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _no_user_database(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # A test that forgets to name its database must not touch the real user data folder.
    monkeypatch.delenv("TABLEKEEPER_DATABASE_URL", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
