"""Fixtures of the venue server's tests: a club night (tests/web/venue_night.py) served to a TestClient."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.web.venue_client import Night
from tests.web.venue_night import club_night


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    session, venue = club_night(tmp_path)
    try:
        yield Night(session, venue, tmp_path)
    finally:
        session.close()
