"""A PDF sheet (`export --format pdf -o`, `stats --pdf`) is written as every export is: never over the database or
one of the files SQLite keeps beside it, its owner's only, and the old file whole when the write fails or the
process is killed."""

from __future__ import annotations

import errno
import os
import signal
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.cli.test_export_file import _limit_file_size, _long_game

COMMAND = [sys.executable, "-m", "tablekeeper"]

# The sheets draw on Qt's GUI application, of which a process has one: the window's tests' one.
pytestmark = pytest.mark.usefixtures("qapp")


def _pdf_command(kind: str, club: str, target: str) -> list[str]:
    if kind == "export":
        return ["--database-url", club, "export", "1", "--format", "pdf", "-o", target]
    return ["--database-url", club, "stats", "--pdf", target]


def _refused(capsys: pytest.CaptureFixture[str], club: str, kind: str, target: str, sentence: str) -> None:
    before = Path(club).read_bytes()
    assert main(_pdf_command(kind, club, target)) == 2
    assert capsys.readouterr().err == f"tablekeeper: {sentence}\n"
    assert Path(club).read_bytes() == before
    assert main(["--database-url", club, "show", "1"]) == 0  # still the database, its games all there
    assert "Monday" in capsys.readouterr().out


@pytest.mark.parametrize("kind", ["export", "stats"])
def test_a_sheet_named_onto_the_database_or_a_link_to_it_is_refused(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    link = tmp_path / "monday.pdf"
    link.symlink_to(club)
    for target in (club, str(link)):
        _refused(
            capsys, club, kind, target, f"{target} is a database, which an export never replaces: nothing was written."
        )


@pytest.mark.parametrize("side", ["-wal", "-shm", "-journal"])
def test_a_sheet_named_onto_a_file_sqlite_keeps_beside_the_database_is_refused(
    club: str, capsys: pytest.CaptureFixture[str], side: str
) -> None:
    # Another program (the window) has the database open: its log holds the changes not yet in the database, and a
    # file renamed over it would lose them.
    other = sqlite3.connect(club)
    try:
        other.execute("SELECT count(*) FROM games").fetchone()
        assert Path(club + "-wal").exists()  # the club's database keeps a write-ahead log
        log = Path(club + "-wal").read_bytes()
        target = club + side
        _refused(
            capsys,
            club,
            "export",
            target,
            f"{target} is one of the files the database club.db keeps beside it, which an export never replaces: "
            "nothing was written.",
        )
        assert Path(club + "-wal").read_bytes() == log
        assert not Path(club + "-journal").exists()  # a database with a log has no journal: none was made
    finally:
        other.close()


def test_a_sheet_is_its_owners_only_whatever_the_umask(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    previous = os.umask(0)  # files made readable and writable by everyone (0666)
    try:
        new, old = tmp_path / "new.pdf", tmp_path / "old.pdf"
        old.write_bytes(b"last week")
        assert stat.S_IMODE(old.stat().st_mode) == 0o666
        for kind, target in (("export", new), ("export", old), ("stats", tmp_path / "season.pdf")):
            assert main(_pdf_command(kind, club, str(target))) == 0
            assert target.read_bytes().startswith(b"%PDF-")
            assert stat.S_IMODE(target.stat().st_mode) == 0o600
    finally:
        os.umask(previous)
    assert capsys.readouterr().err == ""


def test_a_full_disk_leaves_the_old_sheet_whole(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "monday.pdf"
    target.write_bytes(b"%PDF-1.4 last week's sheet")

    def full(_descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full)  # the disk says it is full when the sheet is pushed to it
    assert main(_pdf_command("export", club, str(target))) == 2
    assert capsys.readouterr().err == (
        f"tablekeeper: {target} cannot be written: No space left on device. Nothing was written; a file already "
        "there is as it was.\n"
    )
    assert target.read_bytes() == b"%PDF-1.4 last week's sheet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.db", "monday.pdf"]  # no half-written file left


def test_a_disk_that_fills_while_the_sheet_is_written_leaves_the_old_one_whole(tmp_path: Path) -> None:
    database = _long_game(tmp_path, 200)  # its sheet takes some 86 KB
    target = tmp_path / "monday.pdf"
    target.write_bytes(b"%PDF-1.4 last week's sheet")
    done = subprocess.run(
        [*COMMAND, "--database-url", database, "export", "2", "--format", "pdf", "-o", str(target)],
        capture_output=True,
        text=True,
        # 48 KB: room for SQLite's 32 KB shared-memory file, not for the sheet.
        preexec_fn=_limit_file_size(48_000),
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"tablekeeper: {target} cannot be written: File too large. Nothing was written; a file already there is as "
        "it was.\n"
    )
    assert target.read_bytes() == b"%PDF-1.4 last week's sheet"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["long.db", "monday.pdf"]


# The sheet's export run in a child process that stops when its file is whole in the folder but not yet in place
# (the moment the disk is asked to keep it), and says so by making ``ready``; it is then killed.
_STOPS_BEFORE_THE_RENAME = """
import os, sys
from pathlib import Path
from tablekeeper.cli import main
from tests.cli.test_export_file import _limit_file_size, _long_game

ready = Path(sys.argv[1])

def stop(descriptor):
    ready.touch()
    os.read(0, 1)  # nothing ever comes: the process waits here until it is killed

os.fsync = stop
sys.exit(main(sys.argv[2:]))
"""


def test_a_sheet_killed_while_it_is_written_leaves_the_old_one_whole(club: str, tmp_path: Path) -> None:
    target = tmp_path / "monday.pdf"
    target.write_bytes(b"%PDF-1.4 last week's sheet")
    ready = tmp_path / "ready"
    child = subprocess.Popen(
        [sys.executable, "-c", _STOPS_BEFORE_THE_RENAME, str(ready), *_pdf_command("export", club, str(target))],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 60
        while not ready.exists():
            assert child.poll() is None, child.stderr.read() if child.stderr else ""
            assert time.monotonic() < deadline, "the export never came to writing its file"
            time.sleep(0.02)
        assert target.read_bytes() == b"%PDF-1.4 last week's sheet"  # the new sheet is beside it, not over it
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
        child.communicate()
    assert target.read_bytes() == b"%PDF-1.4 last week's sheet"
    # What a killed process cannot clean up: its unfinished sheet, under a hidden name of its own.
    left = sorted(p.name for p in tmp_path.iterdir() if p.name not in ("club.db", "monday.pdf", "ready"))
    assert len(left) == 1 and left[0].startswith(".monday.pdf.") and left[0].endswith(".part")


def test_a_named_pipe_is_refused_at_once(club: str, tmp_path: Path) -> None:
    pipe = tmp_path / "sheet.pdf"
    os.mkfifo(pipe)
    for kind in ("pdf", "json"):
        # Opened for writing, a pipe with no reader would wait forever: the time limit makes that a failure.
        done = subprocess.run(
            [*COMMAND, "--database-url", club, "export", "1", "--format", kind, "-o", str(pipe)],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert done.returncode == 2
        assert done.stderr == (
            f"tablekeeper: {pipe} is not a regular file but a folder, a named pipe or a device: an export is written "
            "to a file of its own, so nothing was written.\n"
        )
    assert stat.S_ISFIFO(pipe.stat().st_mode)


def test_a_folder_or_a_device_is_refused(club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for target in (str(tmp_path), os.devnull):
        assert main(["--database-url", club, "export", "1", "-o", target]) == 2
        assert capsys.readouterr().err.startswith(f"tablekeeper: {target} is not a regular file")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


@pytest.mark.parametrize("kind", ["csv", "pdf"])
def test_the_standard_output_named_as_the_file_is_written_as_it_is(club: str, tmp_path: Path, kind: str) -> None:
    # `-o /dev/stdout | lpr`: the standard output, a pipe here, is the one file that is not a regular file yet
    # written, as it is: the user chose it.
    target = tmp_path / f"monday.{kind}"
    assert (
        subprocess.run(
            [*COMMAND, "--database-url", club, "export", "1", "--format", kind, "-o", str(target)]
        ).returncode
        == 0
    )
    done = subprocess.run(
        [*COMMAND, "--database-url", club, "export", "1", "--format", kind, "-o", "/dev/stdout"],
        capture_output=True,
        timeout=60,
    )
    assert (done.returncode, done.stderr) == (0, b"")
    if kind == "csv":
        assert done.stdout == target.read_bytes()
    else:  # a PDF names the moment it was made: the same sheet, but not the same bytes
        assert done.stdout.startswith(b"%PDF-") and done.stdout.rstrip().endswith(b"%%EOF")
