"""Fixtures of the venue server's tests: a club night (tests/web/venue_night.py) served to a TestClient, and Debian's
Chromium (one a test module) for the tests in a real browser."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from tests.web.browser import CHROMIUM, launch_arguments
from tests.web.venue_client import Night
from tests.web.venue_night import club_night


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    session, venue = club_night(tmp_path)
    try:
        yield Night(session, venue, tmp_path)
    finally:
        session.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=launch_arguments())
        yield launched
        launched.close()
