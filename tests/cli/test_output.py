"""Output that cannot be written: a full disk and a closed stdout are a sentence and status 2; a reader that
stops reading (`games | head -1`) ends the command without a word."""

from __future__ import annotations

import errno
import io
import os
import signal
import socket
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.cli.club import rename

COMMAND = [sys.executable, "-m", "tablekeeper"]


def _tablekeeper(database: str, *args: str, **kwargs) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*COMMAND, "--database-url", database, *args], text=True, **kwargs)


@pytest.mark.parametrize(
    "args", [["games"], ["show", "1"], ["export", "1"], ["export", "1", "--format", "json"], ["score", "3", "40"]]
)
def test_a_full_disk_is_a_sentence(club: str, args: list[str]) -> None:
    with open("/dev/full", "w") as full:
        done = _tablekeeper(club, *args, stdout=full, stderr=subprocess.PIPE)
    assert done.returncode == 2
    assert done.stderr == "tablekeeper: The output cannot be written: No space left on device.\n"


def test_a_closed_stdout_is_a_sentence_before_anything_is_done(club: str, tmp_path: Path) -> None:
    exported = tmp_path / "monday.json"
    assert _tablekeeper(club, "export", "1", "--format", "json", "-o", str(exported)).returncode == 0
    laptop = str(tmp_path / "laptop.db")
    # `>&-`: the command starts with no stdout at all.
    done = _tablekeeper(laptop, "import", str(exported), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                        preexec_fn=lambda: os.close(1))  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == "tablekeeper: There is nowhere to print to: the standard output is closed.\n"
    games = _tablekeeper(laptop, "games", capture_output=True)
    assert games.stdout == "No game.\n"  # the import did not happen without a word


def _crowded(tmp_path: Path, games: int) -> str:
    """A database of many games, so that `games` prints far more than a pipe holds (64 KiB on Linux)."""
    from tablekeeper.rules import ruleset
    from tablekeeper.store import writes
    from tablekeeper.store.database import open_database

    path = str(tmp_path / "crowded.db")
    database = open_database(path)
    rules = ruleset.to_json(ruleset.RuleSet())
    try:
        writes.add_games(
            database,
            [
                writes.NewGame(
                    ("Aki", "Ben", "Chie", "Dai"),
                    rules,
                    "club",
                    25000,
                    f"Night {n} " + "at the club " * 15,
                    "",
                    datetime(2025, 1, 1) + timedelta(hours=n),
                    at=datetime(2025, 1, 1) + timedelta(hours=n),
                )
                for n in range(games)
            ],
        )
    finally:
        database.close()
    return path


def test_games_into_head_ends_quietly(tmp_path: Path) -> None:
    crowded = _crowded(tmp_path, 500)  # 500 lines of some 250 characters: head leaves after the first
    done = subprocess.run(
        f"{' '.join(COMMAND)} --database-url {crowded} games --limit 500 | head -1",
        shell=True,
        capture_output=True,
        text=True,
        executable="/bin/bash",
    )
    assert done.returncode == 0
    assert done.stdout.split() == ["Game", "Started", "State", "Hands", "Players"]
    assert done.stderr == ""


def test_a_reader_gone_before_the_first_line_ends_it_quietly(club: str) -> None:
    # `head -c 0` reads nothing and exits at once: every write then finds the pipe closed (EPIPE).
    done = subprocess.run(
        f"set -o pipefail; {' '.join(COMMAND)} --database-url {club} show 1 | head -c 0",
        shell=True,
        capture_output=True,
        text=True,
        executable="/bin/bash",
    )
    assert done.stderr == ""  # no BrokenPipeError, no "Exception ignored ... flush"
    assert done.returncode == 128 + 13  # as for any tool stopped by SIGPIPE (`yes | head -c 0`)


class _FailingStdout(io.StringIO):
    def __init__(self, error: OSError) -> None:
        super().__init__()
        self.error = error

    def write(self, text: str) -> int:
        raise self.error


def test_in_process_a_broken_pipe_returns_quietly(
    club: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", _FailingStdout(BrokenPipeError(errno.EPIPE, "Broken pipe")))
    assert main(["--database-url", club, "games"]) == 128 + 13
    assert capsys.readouterr().err == ""


def test_in_process_an_output_error_is_a_sentence(
    club: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(sys, "stdout", _FailingStdout(OSError(errno.EIO, "Input/output error")))
    assert main(["--database-url", club, "show", "1"]) == 2
    assert capsys.readouterr().err == "tablekeeper: The output cannot be written: Input/output error.\n"


def test_an_output_that_cannot_encode_a_name_shows_it_escaped(club: str, tmp_path: Path) -> None:
    rename(club, "Aki", "初代")
    listing = tmp_path / "games.txt"
    with listing.open("w") as file:  # as on Windows, where a redirected stdout is in the ANSI code page
        done = _tablekeeper(
            club, "games", stdout=file, stderr=subprocess.PIPE, env={**os.environ, "PYTHONIOENCODING": "cp1252"}
        )
    assert (done.returncode, done.stderr) == (0, "")
    assert listing.read_text(encoding="cp1252").splitlines()[2].endswith("\\u521d\\u4ee3, Ben, Chie, Dai  (Monday)")


def test_ctrl_c_is_a_sentence_not_a_traceback() -> None:
    # A database server that accepts the connection and never answers: the command waits for it, and Ctrl+C
    # arrives there. (An import no longer waits on a pipe: it refuses one before opening it.)
    with socket.socket() as frozen:
        frozen.bind(("127.0.0.1", 0))
        frozen.listen(1)
        frozen.settimeout(30)
        url = f"postgresql://club@127.0.0.1:{frozen.getsockname()[1]}/scores"
        process = subprocess.Popen(
            [*COMMAND, "--database-url", url, "games"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            connection, _ = frozen.accept()  # the command now waits for the server's first word
            with connection:
                process.send_signal(signal.SIGINT)
                out, err = process.communicate(timeout=30)
        finally:
            process.kill()
    assert process.returncode == 128 + 2, err  # what the command said instead, if it was not interrupted
    assert err == "tablekeeper: Interrupted; a change under way was not stored.\n"
    assert out == ""


def test_show_keeps_its_columns_in_line_up_to_the_last_hand_a_game_may_have(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.cli.test_export_file import _long_game

    database = _long_game(tmp_path, 1_000)  # draws with everybody tenpai: Hand 1,000 is East 1 with 999 honba
    assert main(["--database-url", database, "show", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header = next(line for line in lines if line.endswith("Result"))
    hands = [line for line in lines if line.endswith("Draw, tenpai Aki, Ben, Chie, Dai")]
    assert len(hands) == 1_000 and hands[-1].split()[:2] == ["1000", "East"]
    assert {line.index("Draw") for line in hands} == {header.index("Result")}
