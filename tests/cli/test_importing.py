"""`import` and `import-tenhou` read a game record only up to a size no game comes near: a device that never
ends (/dev/zero) is a sentence, not a process that fills the memory."""

from __future__ import annotations

import resource
import subprocess
import sys

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
    assert (
        done.stderr == f"tablekeeper: {device} is larger than 4 MB, far more than any game; nothing was read from it.\n"
    )
