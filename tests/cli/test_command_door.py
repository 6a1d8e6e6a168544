"""The command line's door: a command imports its own module alone, so that `tablekeeper score 3 40` answers
without the database's modules or Qt's, while `--help` and a mistyped command still know every command."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tablekeeper.cli import COMMANDS, main

# A fresh interpreter (this one has imported everything): the command run, then the heavy packages it loaded.
LOADED = """
import contextlib, io, sys
from tablekeeper.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
heavy = ("sqlalchemy", "alembic", "PySide6", "tablekeeper.store.", "tablekeeper.service", "tablekeeper.cli.e")
print(status, ",".join(sorted({m.split(".")[0] if not m.startswith("tablekeeper") else m
                               for m in sys.modules if m.startswith(heavy)})))
"""


def _loaded(*argv: str) -> tuple[int, set[str]]:
    done = subprocess.run([sys.executable, "-c", LOADED, *argv], capture_output=True, text=True, check=True)
    status, _, names = done.stdout.strip().partition(" ")
    return int(status), set(filter(None, names.split(",")))


def test_score_loads_neither_the_database_nor_qt() -> None:
    assert _loaded("score", "3", "40") == (0, set())


def test_hand_loads_neither_the_database_nor_qt() -> None:
    assert _loaded("hand", "123m456p789s22z111z", "--win", "2z", "--tsumo") == (0, set())


def test_games_loads_the_database_but_no_other_command(tmp_path) -> None:
    status, loaded = _loaded("--database-url", str(tmp_path / "club.db"), "games")
    assert status == 0
    assert {"sqlalchemy", "tablekeeper.store.database", "tablekeeper.service"} <= loaded
    assert not loaded & {"PySide6", "tablekeeper.cli.event", "tablekeeper.cli.export"}


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["--help"])
    assert ended.value.code == 0
    listed = capsys.readouterr().out
    assert all(f"    {command}" in listed for command in COMMANDS), listed


def test_a_mistyped_command_is_told_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as ended:
        main(["--database-url", "club.db", "gmaes"])
    assert ended.value.code == 2
    said = capsys.readouterr().err
    assert "invalid choice: 'gmaes'" in said and all(f"'{command}'" in said for command in COMMANDS)


def test_options_before_the_command_do_not_hide_it(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--database-url", str(tmp_path / "club.db"), "games"]) == 0
    assert capsys.readouterr().out == "No game.\n"
