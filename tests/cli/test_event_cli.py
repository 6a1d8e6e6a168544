"""`tablekeeper event` and `tablekeeper rating`: the interface scripts and checks use (issue 20), and refusals as a
sentence on stderr with exit status 2, nothing stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.service import TableSession

NAMES = [f"P{n:02d}" for n in range(1, 17)]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


@pytest.fixture
def database(tmp_path: Path) -> str:
    return str(tmp_path / "club.db")


def _players_file(tmp_path: Path, lines: list[str]) -> str:
    path = tmp_path / "players.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def _new(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, names: list[str]) -> tuple[int, str, str]:
    players = _players_file(tmp_path, names)
    return run(
        capsys,
        "event",
        "new",
        "Spring Cup",
        "--rules",
        "ema2016",
        "--players-file",
        players,
        "--database-url",
        database,
    )


def test_event_new_prints_the_event_and_its_players(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    lines = ["# the club's list", "Aki\t04100001\tFR", "", "Ben", "Chie", "Dai", *NAMES[:4]]
    status, out, _ = _new(capsys, database, tmp_path, lines)
    assert (status, out) == (0, "Event 1: Spring Cup (8 players)")
    status, out, _ = run(capsys, "event", "players", "1", "--json", "--database-url", database)
    players = json.loads(out)["players"]
    assert players[0] == {
        "number": 1,
        "name": "Aki",
        "ema": "04100001",
        "country": "FR",
        "absent_from": None,
        "filler": False,
    }
    assert [p["name"] for p in players] == ["Aki", "Ben", "Chie", "Dai", *NAMES[:4]]
    with TableSession.open(database) as service:
        assert service.event(1).rules.name == "ema2016"


def test_event_new_refuses_too_few_players_and_stores_nothing(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    status, out, err = _new(capsys, database, tmp_path, ["Aki", "Ben", "Chie"])
    assert (status, out) == (2, "")
    assert "An event needs at least 4 players, not 3; nothing was stored." in err
    with TableSession.open(database) as service:
        assert service.list_events() == ()


def test_event_new_refuses_a_players_file_it_cannot_read(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    status, _, err = run(
        capsys, "event", "new", "Cup", "--players-file", str(tmp_path / "none.txt"), "--database-url", database
    )
    assert status == 2 and "none.txt" in err


def test_players_added_and_marked_absent(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path) -> None:
    _new(capsys, database, tmp_path, NAMES[:8])
    status, out, _ = run(capsys, "event", "players", "1", "--add", "Zed", "--database-url", database)
    assert status == 0 and out.splitlines()[-1] == "  9  Zed"
    status, out, _ = run(
        capsys, "event", "players", "1", "--absent", "3", "--from-round", "2", "--database-url", database
    )
    assert status == 0 and "  3  P03  (absent from round 2)" in out.splitlines()
    status, _, err = run(capsys, "event", "players", "1", "--absent", "3", "--database-url", database)
    assert (status, err) == (2, "tablekeeper: --absent NUMBER and --from-round R go together.")
    status, _, err = run(capsys, "event", "players", "1", "--add", "p01", "--database-url", database)
    assert status == 2 and "P01 is registered already (number 1)" in err
    status, out, _ = run(capsys, "event", "undo", "1", "--database-url", database)
    assert (status, out) == (0, "Undone: a player marked absent.")


def test_penalty_needs_its_reason_and_shows_in_the_standings(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, NAMES[:4])
    with pytest.raises(SystemExit) as usage:
        run(capsys, "event", "penalty", "1", "2", "-20000", "--database-url", database)
    assert usage.value.code == 2 and "--reason" in capsys.readouterr().err
    status, _, err = run(capsys, "event", "penalty", "1", "2", "0", "--reason", "late", "--database-url", database)
    assert (status, err) == (
        2,
        "tablekeeper: A penalty is a number of points other than 0, not 0; nothing was changed.",
    )
    status, out, _ = run(capsys, "event", "penalty", "1", "2", "-20000", "--reason", "late", "--database-url", database)
    assert (status, out) == (0, "Penalty 1: P02 (2) -20.0")
    status, out, _ = run(capsys, "event", "standings", "1", "--json", "--database-url", database)
    players = json.loads(out)["players"]
    # No game played: every score 0; P02's total is the penalty alone, -20.0, last of the four.
    assert players[-1] == {"name": "P02", "place": 4, "games": 0, "score": 0.0, "penalties": -20.0, "total": -20.0}


def test_an_event_not_stored_is_a_sentence(capsys: pytest.CaptureFixture[str], database: str) -> None:
    status, out, err = run(capsys, "event", "standings", "4", "--database-url", database)
    assert (status, out, err.splitlines()[-1]) == (2, "", "tablekeeper: There is no event 4.")
    with pytest.raises(SystemExit) as usage:
        run(capsys, "event", "standings", "x", "--database-url", database)
    assert usage.value.code == 2 and "'x' is not an event number" in capsys.readouterr().err
