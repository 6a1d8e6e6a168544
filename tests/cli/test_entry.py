"""`tablekeeper` with no command opens the window, where there is a screen to open it on."""

from __future__ import annotations

import os
import subprocess
import sys

from tablekeeper.cli import _no_screen


def test_no_command_without_a_screen_says_so_instead_of_aborting(tmp_path):
    environ = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    environ.update(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, "-m", "tablekeeper"], capture_output=True, text=True, env=environ)
    assert done.returncode == 2
    assert "no screen to open the window on" in done.stderr
    assert "Aborted" not in done.stderr and "xcb" not in done.stderr
    assert not (tmp_path / "data").exists()  # no database was made


def test_a_screen_is_an_x_or_wayland_display_or_a_chosen_qt_platform():
    assert _no_screen({}, "linux")
    assert not _no_screen({"DISPLAY": ":0"}, "linux")
    assert not _no_screen({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not _no_screen({"QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not _no_screen({}, "win32")  # Windows and macOS always have their own screen
    assert not _no_screen({}, "darwin")
