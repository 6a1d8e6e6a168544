"""Shared test set-up: Qt runs headless unless the caller chose a platform; the locale is fixed; the user's
config and data folders (QSettings, the default database) point at a temporary folder, never the real ones."""

import os
import tempfile

# Three headless screens side by side: a small laptop's 1366x768 (the primary, where windows open), a netbook's
# 1024x600 and a 1920x1080 display (tests/ui/test_screen_sizes.py shows the window and the dialogs on each).
_screen = os.path.join(os.path.dirname(os.path.abspath(__file__)), "offscreen-screen.json")
# A plain "offscreen" (as many set it for headless runs) gets the screens too: without them Qt's one 800x600 screen
# would fail the tests that measure the window at a laptop's size. Another platform (xcb under Xvfb) is kept.
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_screen}"
os.environ.setdefault("LC_ALL", "C.UTF-8")
_home = tempfile.mkdtemp(prefix="tablekeeper-test-home-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ.pop("TABLEKEEPER_DATABASE_URL", None)

from hypothesis import settings  # noqa: E402  (the environment above must be set before anything imports Qt)

# Timing is for the benchmarks: a busy CI machine must not fail a property test for being slow.
settings.register_profile("tablekeeper", deadline=None)
settings.load_profile("tablekeeper")


import pytest  # noqa: E402

pytest_plugins = ["tests.databases"]
"""The SQLite and PostgreSQL databases (``database_url``) of the tests that store games."""

from tablekeeper import words  # noqa: E402


@pytest.fixture(autouse=True)
def english_words():
    """Each test starts with the labels in English: a window made by an earlier test installed Qt's words."""
    words.install()
    yield
    words.install()
