"""The notes of an import (the variant of the rules a Tenhou log's own results confirm, where the log carries no date;
the east-south game its hands play where its header says east-only) kept with the game and shown with it: in
`tablekeeper show`, and in its JSON file (in English, one sentence a note), alone and among all the games. A game
played at the table has none, and its file no ``notes``.

Which notes a file must give is read from the file itself: no ``-gm-`` date in its name, its ``owari`` +/- scores
with a decimal or not, its ``<GO type>`` without the east-south bit (8) while its hands reach the South round.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.tenhou_data import tenhou_folder

DECIMAL = (
    "The log carries no date: its +/- scores are written with one decimal, as on Tenhou since 2023, which its own "
    "results confirm."
)
ROUNDED = (
    "The log carries no date: its +/- scores are rounded to 1,000 points, as on Tenhou up to 2021, which its own "
    "results confirm."
)
EAST_SOUTH = (
    "The record's header says east-only, but its hands play on where an east-only game has ended: it is kept as the "
    "east-south game they replay."
)


def _expected_notes(path: Path) -> list[str]:
    """The notes the log calls for, read from its text."""
    text = path.read_text(encoding="utf-8")
    assert not re.match(r"\d{10}gm-", path.name) and '"ref"' not in text  # no date anywhere
    owari = re.search(r'owari="([^"]+)"', text)
    assert owari is not None
    scores = owari.group(1).split(",")[1::2]
    notes = [DECIMAL if any(not s.endswith(".0") for s in scores) else ROUNDED]
    go = re.search(r'<GO type="(\d+)"', text)
    assert go is not None
    rounds = [int(seed.split(",")[0]) for seed in re.findall(r'<INIT seed="([^"]+)"', text)]
    if not int(go.group(1)) & 8 and max(rounds) >= 4:  # east-only by its header, and a South hand played
        notes.append(EAST_SOUTH)
    return notes


def _imported(capsys: pytest.CaptureFixture[str], club: str, path: Path) -> int:
    assert main(["import", "--database-url", club, str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return int(out.rsplit("game ", 1)[1])


@pytest.mark.parametrize("name", ["west.xml", "openhand_bug.xml", "pao_ron.xml"])
def test_the_notes_of_an_import_are_shown_with_the_game_and_written_in_its_file(
    capsys: pytest.CaptureFixture[str], club: str, tmp_path: Path, name: str
) -> None:
    path = tenhou_folder() / "pantheon" / "mjlog" / name
    expected = _expected_notes(path)
    game = _imported(capsys, club, path)
    assert main(["show", "--database-url", club, str(game)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Game {game}: Tenhou {path.stem}"
    assert lines[2 : 2 + len(expected)] == [f"Note: {note}" for note in expected]  # below the start and the rules
    assert lines[2 + len(expected)] == ""
    written = tmp_path / "game.json"
    assert main(["export", "--database-url", club, str(game), "--format", "json", "-o", str(written)]) == 0
    assert json.loads(written.read_text(encoding="utf-8"))["notes"] == expected
    every = tmp_path / "all.json"
    assert main(["export", "--database-url", club, "--all", "--format", "json", "-o", str(every)]) == 0
    data = json.loads(every.read_text(encoding="utf-8"))
    games = data["games"] if isinstance(data, dict) else data
    assert [g.get("notes") for g in games] == [None, None, expected]  # the club's two games have none


def test_a_game_played_at_the_table_shows_no_note(capsys: pytest.CaptureFixture[str], club: str) -> None:
    assert main(["show", "--database-url", club, "1"]) == 0
    assert not any(line.startswith("Note: ") for line in capsys.readouterr().out.splitlines())
