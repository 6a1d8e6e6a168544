"""`import` and `import-tenhou` read only a file, and only up to a size no game comes near: a device that never
ends (/dev/zero) is a sentence, not a process that fills the memory; a named pipe, not a process that waits for
a writer for ever."""

from __future__ import annotations

import json
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


def test_a_refusal_names_the_players_of_the_game_and_nothing_is_stored(club: str, tmp_path: Path) -> None:
    # Game 1 of the club exported, then its third hand changed in the file: Ben (seat 2) declared riichi in the
    # exhaustive draw that only Dai was tenpai in. A riichi player is tenpai at a draw (a noten riichi is a
    # chombo): the rules refuse the hand, and the sentence calls the seat by the name the file gives it.
    # Hand 3 is East 2, 0 honba: Aki (the dealer) won hand 1 (East 1 again, 1 honba), Chie won hand 2 by tsumo.
    exported = tmp_path / "game.json"
    tablekeeper = [sys.executable, "-m", "tablekeeper", "--database-url", club]
    subprocess.run([*tablekeeper, "export", "1", "--format", "json", "-o", str(exported)], check=True, timeout=120)
    game = json.loads(exported.read_text(encoding="utf-8"))
    game["hands"][2]["result"]["riichi"] = [1]
    game["uuid"] = "6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4"  # another game than game 1, so that it could be imported
    exported.write_text(json.dumps(game), encoding="utf-8")
    listed = subprocess.run([*tablekeeper, "games"], capture_output=True, text=True, check=True, timeout=120).stdout

    done = subprocess.run([*tablekeeper, "import", str(exported)], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"tablekeeper: {exported}: This game cannot be imported: Hand 3 (East 2, 0 honba) cannot be replayed: "
        "Ben is in riichi, so is tenpai at an exhaustive draw; a riichi without tenpai is a chombo.\n"
    )
    after = subprocess.run([*tablekeeper, "games"], capture_output=True, text=True, check=True, timeout=120).stdout
    assert after == listed  # nothing stored: the same two games
