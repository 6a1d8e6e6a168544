"""`export --all`: the games are counted before any is read, and written one at a time into the file, so that the
memory of an export does not grow with the number of games; a file that import would refuse is never written."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Sequence
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

import tablekeeper.cli.export as export_command
from tablekeeper.cli import main
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.service import Session, transfer
from tablekeeper.store import reads
from tablekeeper.store.database import Reader
from tablekeeper.store.reads import DamagedGame, GameRow

OLD = b'{"last week": "kept"}\n'


def _club_of(tmp_path: Path, games: int) -> str:
    path = str(tmp_path / "club.db")
    with Session.open(path) as service:
        for number in range(games):
            game = service.table.create_game(
                ("Aki", "Ben", "Chie", "Dai"),
                title=f"Night {number + 1}",
                started_at=datetime(2025, 3, 1) + timedelta(days=number),
            )
            service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
            service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
    return path


def _count_games_read(monkeypatch: pytest.MonkeyPatch, batch: int = 1) -> list[int]:
    """The number of games the export reads at each reading of the database (a list that grows as they are read),
    ``batch`` games at most each time (500 in truth)."""
    counts: list[int] = []
    read = reads.games_by_id

    def counted(reader: Reader, ids: Sequence[int]) -> list[GameRow | DamagedGame]:
        counts.append(len(ids))
        return read(reader, ids)

    monkeypatch.setattr(reads, "games_by_id", counted)
    monkeypatch.setattr(transfer, "EXPORT_BATCH", batch)
    return counts


def test_more_games_than_a_file_may_hold_are_refused_before_any_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club = _club_of(tmp_path, 3)
    target = tmp_path / "club.json"
    target.write_bytes(OLD)
    monkeypatch.setattr("tablekeeper.importers.reading.MAX_GAMES", 2)  # 5,000 in truth: three games stand for 5,001
    held = _count_games_read(monkeypatch)
    assert main(["--database-url", club, "export", "--all", "--format", "json", "-o", str(target)]) == 2
    assert held == []  # not one game was read
    assert capsys.readouterr().err == (
        "tablekeeper: These 3 games make a file larger than import takes (2 games, 16 MB); export them in parts with "
        "--since and --until. Nothing was written.\n"
    )
    assert target.read_bytes() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.db", "club.json"]


def test_a_file_larger_than_import_takes_is_stopped_with_the_old_one_whole(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club = _club_of(tmp_path, 3)
    target = tmp_path / "club.json"
    target.write_bytes(OLD)
    with Session.open(club, write=False) as service:
        one_game = len(json.dumps(service.transfer.export(1), ensure_ascii=False, indent=2).encode("utf-8"))
    # 16 MiB in truth: here room for one game and a half, so that the second game goes past it.
    monkeypatch.setattr("tablekeeper.importers.reading.MAX_GAMES_FILE_BYTES", one_game * 3 // 2)
    held = _count_games_read(monkeypatch)
    assert main(["--database-url", club, "export", "--all", "--format", "json", "-o", str(target)]) == 2
    assert "These 3 games make a file larger than import takes" in capsys.readouterr().err
    assert held == [1, 1]  # it stopped at the game that went past the limit, and the third was never read
    assert target.read_bytes() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club.db", "club.json"]


def test_games_are_read_a_batch_at_a_time_and_written_one_at_a_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club = _club_of(tmp_path, 5)
    target = tmp_path / "club.json"
    counts = _count_games_read(monkeypatch, batch=2)
    made: list[str] = []
    json_text = transfer.json_text

    def counted_text(value: Any) -> str:
        made.append(value["title"])
        return json_text(value)

    monkeypatch.setattr(transfer, "json_text", counted_text)
    # At each piece the file is handed, how many games had been made: one more with each game's piece.
    made_at_each_piece: list[int] = []
    write_chunks = export_command.write_chunks

    def watched(path: Path, chunks: Any) -> None:
        def pieces() -> Any:
            for chunk in chunks:
                made_at_each_piece.append(len(made))
                yield chunk

        write_chunks(path, pieces())

    monkeypatch.setattr(export_command, "write_chunks", watched)
    assert main(["--database-url", club, "export", "--all", "--format", "json", "-o", str(target)]) == 0
    assert capsys.readouterr().err == ""
    assert made == [f"Night {n}" for n in range(1, 6)]  # oldest first
    assert made_at_each_piece == [0, 1, 2, 3, 4, 5, 5]  # the head, each game as soon as it is made, the end
    assert counts == [2, 2, 1]  # never more games in memory than a batch holds
    text = target.read_text(encoding="utf-8")
    content = json.loads(text)
    assert [g["title"] for g in content["games"]] == made
    # Laid out as one json.dumps of the whole file lays it out (as before it was written a game at a time).
    assert text == json.dumps(content, ensure_ascii=False, indent=2) + "\n"


def test_no_game_chosen_gives_a_file_of_no_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    club = _club_of(tmp_path, 1)
    target = tmp_path / "club.json"
    assert (
        main(["--database-url", club, "export", "--all", "--player", "Nobody", "--format", "json", "-o", str(target)])
        == 0
    )
    text = target.read_text(encoding="utf-8")
    assert json.loads(text) == {"format": "tablekeeper-games", "version": 1, "games": []}
    assert text == json.dumps(json.loads(text), ensure_ascii=False, indent=2) + "\n"
    assert main(["--database-url", club, "export", "--all", "--format", "json"]) == 0  # on the terminal: the same
    assert capsys.readouterr().out.startswith(
        '{\n  "format": "tablekeeper-games",\n  "version": 1,\n  "games": [\n    {'
    )


def test_a_refused_file_named_as_the_standard_output_puts_nothing_on_it(tmp_path: Path) -> None:
    club = _club_of(tmp_path, 2)
    # 16 MiB in truth: here less than one game, in a process of its own (its standard output is a pipe).
    script = (
        "import sys\nimport tablekeeper.importers.reading as reading\nreading.MAX_GAMES_FILE_BYTES = 500\n"
        "from tablekeeper.cli import main\nsys.exit(main(sys.argv[1:]))\n"
    )
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            script,
            "--database-url",
            club,
            "export",
            "--all",
            "--format",
            "json",
            "-o",
            "/dev/stdout",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stdout == ""  # what a pipe was given cannot be taken back: it is given nothing
    assert done.stderr.startswith("tablekeeper: These 2 games make a file larger than import takes")
