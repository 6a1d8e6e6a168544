"""Hostile input to `tablekeeper event`: each a sentence on stderr with exit status 2 and nothing stored, never a
traceback, a file named "-" or a command that never ends."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.events.changes import MAX_PLAYERS
from tablekeeper.service import Session

NAMES = [f"P{n:02d}" for n in range(1, 9)]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


def usage(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """What argparse says of a value it refuses (exit status 2)."""
    with pytest.raises(SystemExit) as refused:
        main(list(args))
    assert refused.value.code == 2
    return capsys.readouterr().err


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "club.db")


def new_event(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, text: str) -> tuple[int, str, str]:
    players = tmp_path / "players.txt"
    players.write_text(text, encoding="utf-8")
    return run(capsys, "event", "new", "Cup", "--players-file", str(players), "--database-url", database)


def events(database: str) -> int:
    with Session.open(database) as service:
        return len(service.events.list_events())


@pytest.fixture
def event(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path) -> str:
    """Event 1: eight players, no round seated."""
    assert new_event(capsys, database, tmp_path, "\n".join(NAMES) + "\n")[0] == 0
    return database


def seated_rounds(database: str) -> int:
    with Session.open(database) as service:
        return len(service.events.event(1).record.rounds)


def test_a_seating_file_cell_longer_than_csv_reads_is_a_sentence(
    capsys: pytest.CaptureFixture[str], event: str, tmp_path: Path
) -> None:
    seating = tmp_path / "seating.csv"
    seating.write_text("1,1,1,2,3,4\n1,2,5,6,7," + "8" * 131_073 + "\n", encoding="utf-8")
    status, out, err = run(capsys, "event", "seat", "1", "--file", str(seating), "--database-url", event)
    assert (status, out) == (2, "")
    assert err == (
        "tablekeeper: Line 2 of the seating file cannot be read as CSV: a cell of more than 131,072 characters, or a "
        "quote left open. Nothing was changed."
    )
    assert seated_rounds(event) == 0


def test_a_players_file_of_thousands_of_names_is_refused(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    names = "".join(f"Player {n}\n" for n in range(1, 10_001))
    status, out, err = new_event(capsys, database, tmp_path, names)
    assert (status, out) == (2, "")
    assert err.splitlines()[-1] == (
        f"tablekeeper: An event has at most {MAX_PLAYERS:,} players, not 10,000; nothing was changed."
    )
    assert events(database) == 0


@pytest.mark.parametrize("command", ["standings", "export"])
def test_standings_after_a_round_the_event_does_not_have_are_refused_at_once(
    capsys: pytest.CaptureFixture[str], event: str, tmp_path: Path, command: str
) -> None:
    assert run(capsys, "event", "seat", "1", "--rounds", "1", "--seed", "1", "--database-url", event)[0] == 0
    more = ["--format", "csv", "--output", str(tmp_path / "out.csv")] if command == "export" else []
    status, out, err = run(
        capsys, "event", command, "1", "--round", "99999999999999999999", *more, "--database-url", event
    )
    assert (status, out) == (2, "")
    assert err == "tablekeeper: There are no standings after round 99999999999999999999: the event has 1 round seated."
    assert not (tmp_path / "out.csv").exists()


def test_rounds_beyond_the_events_are_refused(capsys: pytest.CaptureFixture[str], event: str) -> None:
    assert run(capsys, "event", "seat", "1", "--rounds", "1", "--seed", "1", "--database-url", event)[0] == 0
    status, _, err = run(capsys, "event", "seat", "1", "--rounds", "100", "--database-url", event)
    assert (status, err) == (2, "tablekeeper: An event has at most 100 rounds; nothing was changed.")
    assert seated_rounds(event) == 1


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["event", "standings", "\u0663"], "'\u0663' is not an event number"),
        (["event", "seat", "1", "--rounds", "1_0"], "'1_0' is not a whole number"),
        (["event", "seat", "1", "--rounds", "\u0661"], "'\u0661' is not a whole number"),
        (["event", "penalty", "1", "1", "-\u0662\u0660", "--reason", "late"], "is not a number of points"),
        (["event", "penalty", "1", "1", "2_0", "--reason", "late"], "'2_0' is not a number of points"),
        (["event", "paper", "1", "1", "1", "25_000", "25000", "25000", "25000"], "'25_000' is not a whole number"),
    ],
)
def test_numbers_are_ascii_digits_only(
    capsys: pytest.CaptureFixture[str], event: str, args: list[str], said: str
) -> None:
    assert said in usage(capsys, *args, "--database-url", event)
    assert seated_rounds(event) == 0


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85", "\x0b", "\x0c", "\x1c"])
def test_a_line_separator_inside_a_name_is_refused_not_two_players(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, separator: str
) -> None:
    status, out, err = new_event(capsys, database, tmp_path, f"P01{separator}P02\nP03\nP04\nP05\n")
    assert (status, out) == (2, "")
    said = err.splitlines()[-1]
    assert said.startswith("tablekeeper: A player's name cannot hold ")
    assert f"U+{ord(separator):04X}" in said
    assert events(database) == 0


def test_a_players_file_with_windows_line_ends_is_read(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    status, out, _ = new_event(capsys, database, tmp_path, "P01\r\nP02\r\nP03\r\nP04\r\n")
    assert (status, out) == (0, "Event 1: Cup (4 players)")
    with Session.open(database) as service:
        assert [e.name for e in service.events.event(1).record.entrants] == ["P01", "P02", "P03", "P04"]


def test_export_to_dash_writes_the_terminal_not_a_file(
    capsys: pytest.CaptureFixture[str], event: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, _ = run(capsys, "event", "export", "1", "--format", "json", "--output", "-", "--database-url", event)
    assert status == 0
    assert json.loads(out)["event"] == "Cup"
    status, out, err = run(capsys, "event", "export", "1", "--format", "pdf", "--output", "-", "--database-url", event)
    assert (status, out) == (2, "")
    assert err == "tablekeeper: A pdf file is a PDF, written to a file: give --output FILE.pdf, not -."
    assert not (tmp_path / "-").exists()


def test_one_round_is_said_in_the_singular(capsys: pytest.CaptureFixture[str], event: str) -> None:
    assert run(capsys, "event", "seat", "1", "--rounds", "1", "--seed", "1", "--database-url", event)[0] == 0
    status, out, _ = run(capsys, "event", "list", "--database-url", event)
    assert status == 0 and "(8 players, 1 round seated, " in out
    status, _, err = run(capsys, "event", "seat", "1", "--again", "2", "--database-url", event)
    assert (status, err) == (2, "tablekeeper: Round 2 is not seated: the only round seated is round 1.")


def test_a_seating_file_names_players_and_seats_the_rounds_it_gives(
    capsys: pytest.CaptureFixture[str], event: str, tmp_path: Path
) -> None:
    assert run(capsys, "event", "seat", "1", "--rounds", "2", "--seed", "1", "--database-url", event)[0] == 0
    seating = tmp_path / "seating.csv"
    seating.write_text(
        "round,table,east,south,west,north\n3,1,P01,p05,2,6\n3,2,P03,P07,4,8\n4,1,1,7,P04,P06\n4,2,3,5,2,8\n",
        encoding="utf-8",
    )
    status, _, err = run(capsys, "event", "seat", "1", "--file", str(seating), "--database-url", event)
    assert (status, err) == (0, "")
    with Session.open(event) as service:
        rounds = service.events.event(1).record.rounds
    assert [r.round for r in rounds] == [1, 2, 3, 4]
    assert [t.seats for t in rounds[2].tables] == [(1, 5, 2, 6), (3, 7, 4, 8)]
    assert [t.seats for t in rounds[3].tables] == [(1, 7, 4, 6), (3, 5, 2, 8)]


def test_a_games_export_to_dash_writes_the_terminal_as_the_events_does(
    capsys: pytest.CaptureFixture[str], club: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, _ = run(capsys, "export", "1", "--format", "json", "-o", "-", "--database-url", club)
    assert status == 0 and json.loads(out)["players"][0] == "Aki"
    status, _, err = run(capsys, "export", "1", "--format", "pdf", "-o", "-", "--database-url", club)
    assert (status, err) == (2, "tablekeeper: A PDF sheet is written to a file: add -o FILE.pdf (not -).")
    assert not (tmp_path / "-").exists()
