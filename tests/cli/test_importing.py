"""`import` and `import-tenhou` read only a file, and only up to a size no game comes near: a device that never
ends (/dev/zero) is a sentence, not a process that fills the memory; a named pipe, not a process that waits for
a writer for ever."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

GIB = 2**30


def _at_most_two_gib_of_memory() -> None:
    # Without the bound, reading /dev/zero whole would take all the memory of the machine running the tests.
    resource.setrlimit(resource.RLIMIT_AS, (2 * GIB, resource.RLIM_INFINITY))


@pytest.mark.parametrize("command", ["import", "import-tenhou"])
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_that_never_ends_is_refused(club: str, command: str, device: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "--database-url", club, command, device],
        capture_output=True,
        text=True,
        preexec_fn=_at_most_two_gib_of_memory,
        timeout=120,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"tablekeeper: {device} is a device, not a file of games; nothing was read from it.\n"


@pytest.mark.parametrize("command", ["import", "import-tenhou"])
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(club: str, command: str, tmp_path: Path) -> None:
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    # Opening the pipe to read it would wait for a writer that never comes: the timeout fails the test instead.
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "--database-url", club, command, str(pipe)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == f"tablekeeper: {pipe} is a named pipe, not a file of games; nothing was read from it.\n"
