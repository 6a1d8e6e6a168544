"""`export -o FILE`: the old file survives a failed write, the new one is its owner's only, and a CSV opened in a
spreadsheet runs no formula hidden in a name."""

from __future__ import annotations

import csv
import io
import json
import os
import resource
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.cli.club import rename

COMMAND = [sys.executable, "-m", "tablekeeper"]


def _limit_file_size(size: int):
    def limit() -> None:
        # Any file this process writes stops growing at ``size`` bytes: writing more fails as on a full disk.
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, resource.RLIM_INFINITY))

    return limit


def _long_game(tmp_path: Path, hands: int) -> str:
    """A database holding one game of ``hands`` draws where all four are tenpai (nothing is paid; it goes on)."""
    from tablekeeper.rules import results
    from tablekeeper.rules.results import ExhaustiveDraw
    from tablekeeper.service import Session
    from tablekeeper.service.formats import export_data

    path = str(tmp_path / "long.db")
    with Session.open(path) as service:
        data = export_data(service.table.game(service.table.create_game(["Aki", "Ben", "Chie", "Dai"]).id))
        draw = results.to_dict(ExhaustiveDraw(tenpai=frozenset(range(4))))
        data["hands"] = [{"result": draw, "deltas": [0, 0, 0, 0]} for _ in range(hands)]
        del data["uuid"]  # another game than the first: the identity of its content
        assert service.transfer.import_game(data) == 2
    return path


def test_a_failed_export_leaves_the_old_file_whole(tmp_path: Path) -> None:
    database = _long_game(tmp_path, 200)  # its JSON takes some 67 KB
    target = tmp_path / "monday.json"
    old = '{"last week": "kept"}\n'
    target.write_text(old, encoding="utf-8")
    done = subprocess.run(
        [*COMMAND, "--database-url", database, "export", "2", "--format", "json", "-o", str(target)],
        capture_output=True,
        text=True,
        # 48 KB: room for SQLite's 32 KB shared-memory file, not for the export.
        preexec_fn=_limit_file_size(48_000),
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"tablekeeper: {target} cannot be written: File too large. Nothing was written; a file already there is as "
        "it was.\n"
    )
    assert target.read_text(encoding="utf-8") == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["long.db", "monday.json"]  # no half-written file left


def test_an_export_is_its_owners_only(club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    previous = os.umask(0o022)  # the usual umask, under which files are made readable by everyone (0644)
    try:
        new, old = tmp_path / "new.csv", tmp_path / "old.csv"
        old.write_text("last week\n", encoding="utf-8")
        assert stat.S_IMODE(old.stat().st_mode) == 0o644
        for target in (new, old):
            assert main(["--database-url", club, "export", "1", "-o", str(target)]) == 0
            assert stat.S_IMODE(target.stat().st_mode) == 0o600
            assert target.read_text(encoding="utf-8").startswith("place,seat,player,points")
        # A link is followed: the file it points to is the export the user sees.
        link = tmp_path / "latest.csv"
        link.symlink_to(old)
        assert main(["--database-url", club, "export", "1", "--format", "json", "-o", str(link)]) == 0
        assert link.is_symlink() and json.loads(old.read_text(encoding="utf-8"))["players"][0] == "Aki"
    finally:
        os.umask(previous)
    assert capsys.readouterr().err == ""


def test_an_export_onto_a_database_leaves_it_whole(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    link = tmp_path / "games.json"
    link.symlink_to(club)
    for target in (club, str(link)):  # the database the game comes from, named itself or through a link
        assert main(["--database-url", club, "export", "1", "--format", "json", "-o", target]) == 2
        assert capsys.readouterr().err == (
            f"tablekeeper: {target} is a database, which an export never replaces: nothing was written.\n"
        )
    assert main(["--database-url", club, "show", "1"]) == 0  # still the database, its games all there
    assert "Monday" in capsys.readouterr().out


@pytest.mark.parametrize("kind", ["json", "csv"])
def test_an_export_on_stdout_is_utf8_whatever_the_terminals_encoding(club: str, tmp_path: Path, kind: str) -> None:
    rename(club, "Aki", "Åsa 🀄")
    target = tmp_path / f"monday.{kind}"
    assert main(["--database-url", club, "export", "1", "--format", kind, "-o", str(target)]) == 0
    # A redirect on Windows writes in the ANSI code page (cp1252), which has Å but no 🀄.
    env = {**os.environ, "PYTHONIOENCODING": "cp1252"}
    done = subprocess.run(
        [*COMMAND, "--database-url", club, "export", "1", "--format", kind], capture_output=True, env=env
    )
    assert done.returncode == 0
    assert done.stdout == target.read_bytes()  # `export > FILE` is the file `export -o FILE` writes
    assert "Åsa 🀄" in done.stdout.decode("utf-8")


def test_csv_text_cells_are_never_formulas(club: str, capsys: pytest.CaptureFixture[str]) -> None:
    # Names as a Tenhou file can bring them; the standings are those of tests/store/test_cli.py's game.
    for old, new in (("Aki", '=HYPERLINK("http://evil.example","x")'), ("Ben", "+Ben"), ("Chie", "-Chie")):
        rename(club, old, new)
    rename(club, "Dai", "@Dai")
    assert main(["--database-url", club, "export", "1"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    # place, seat, player, points, uma_oka, penalty, score: the scores (club rules: no uma, no oka) stay numbers.
    assert rows[1:5] == [
        ["1", "2", "'-Chie", "31300", "+0.0", "+0.0", "+6.3"],
        ["2", "0", '\'=HYPERLINK("http://evil.example","x")', "28600", "+0.0", "+0.0", "+3.6"],
        ["3", "3", "'@Dai", "25900", "+0.0", "+0.0", "+0.9"],
        ["4", "1", "'+Ben", "14200", "+0.0", "+0.0", "-10.8"],
    ]
    assert rows[6][4:] == ['delta =HYPERLINK("http://evil.example","x")', "delta +Ben", "delta -Chie", "delta @Dai"]
    assert rows[7] == [
        "1",
        "East 1",
        "0",
        '\'=HYPERLINK("http://evil.example","x") (3 han 40 fu) ron on +Ben; riichi -Chie',
        "8700",
        "-7700",
        "-1000",
        "0",
    ]
