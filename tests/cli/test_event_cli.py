"""`tablekeeper event` and `tablekeeper rating`: the interface scripts and checks use (issue 20), and refusals as a
sentence on stderr with exit status 2, nothing stored."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import Ron, Win
from tablekeeper.service import Session

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
        "team": None,
    }
    assert [p["name"] for p in players] == ["Aki", "Ben", "Chie", "Dai", *NAMES[:4]]
    with Session.open(database) as service:
        assert service.events.event(1).rules.name == "ema2016"


def test_event_new_refuses_too_few_players_and_stores_nothing(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    status, out, err = _new(capsys, database, tmp_path, ["Aki", "Ben", "Chie"])
    assert (status, out) == (2, "")
    assert "An event needs at least 4 players, not 3; nothing was stored." in err
    with Session.open(database) as service:
        assert service.events.list_events() == ()


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
    assert (status, out) == (0, "Undone: P03 absent from round 2 on.")


def test_penalty_needs_its_reason_and_shows_in_the_standings(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, NAMES[:4])
    with pytest.raises(SystemExit) as usage:
        run(capsys, "event", "penalty", "1", "2", "-20", "--database-url", database)
    assert usage.value.code == 2 and "--reason" in capsys.readouterr().err
    status, _, err = run(capsys, "event", "penalty", "1", "2", "0", "--reason", "late", "--database-url", database)
    assert (status, err) == (
        2,
        "tablekeeper: A penalty is a number of points other than 0, not 0; nothing was changed.",
    )
    status, out, _ = run(capsys, "event", "penalty", "1", "2", "-20", "--reason", "late", "--database-url", database)
    assert (status, out) == (0, "Penalty 1: P02 (2) -20.0")
    status, out, _ = run(capsys, "event", "standings", "1", "--json", "--database-url", database)
    players = json.loads(out)["players"]
    # No game played: every score 0; P02's total is the penalty alone, -20.0, last of the four.
    # The last of four has no EMA points.
    assert players[-1] == {
        "name": "P02",
        "place": 4,
        "games": 0,
        "score": 0.0,
        "penalties": -20.0,
        "total": -20.0,
        "ema_points": 0,
    }


def test_an_event_not_stored_is_a_sentence(capsys: pytest.CaptureFixture[str], database: str) -> None:
    status, out, err = run(capsys, "event", "standings", "4", "--database-url", database)
    assert (status, out, err.splitlines()[-1]) == (2, "", "tablekeeper: There is no event 4.")
    with pytest.raises(SystemExit) as usage:
        run(capsys, "event", "standings", "x", "--database-url", database)
    assert usage.value.code == 2 and "'x' is not an event number" in capsys.readouterr().err


# The PDF is drawn in this process: the window's tests need a QApplication (with widgets), and Qt allows one application
# object a process, so it is made first (tests/cli/test_pdf_sheets.py tests the command line's own in a child).
@pytest.mark.usefixtures("qapp")
def test_export_writes_the_standings_and_the_results_file(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, ["Aki\t04100001\tFR", "Ben", "Chie", "Dai"])
    run(capsys, "event", "penalty", "1", "2", "-20", "--reason", "late", "--database-url", database)
    written = {}
    for kind in ("csv", "json", "ema", "pdf"):
        path = tmp_path / f"out.{kind}"
        status, out, err = run(
            capsys, "event", "export", "1", "--format", kind, "--output", str(path), "--database-url", database
        )
        assert (status, err) == (0, ""), err
        assert out == f"Event 1: {kind} written to {path}"
        written[kind] = path.read_bytes()
    # No round seated: no round column; the penalty's reason beside it, as the window's file has it.
    assert written["csv"].decode().splitlines()[-1] == "4,Ben,0,+0.0,-20.0,-20.0,late (-20.0)"
    data = json.loads(written["json"])
    assert (data["event"], data["rules"], data["provisional"]) == ("Spring Cup", "ema2016", False)
    assert data["players"][-1]["total"] == -20.0
    # Aki, Chie and Dai share 1st, covering places 1 to 3: 1000 x (4 - 2) / 3 = 666.7 -> 667 EMA points each.
    assert written["ema"].decode().splitlines()[1] == "1,Aki,04100001,FR,0.0,0,667"
    assert written["pdf"].startswith(b"%PDF")


def test_seat_json_gives_every_round_seated_so_far(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, NAMES)
    status, out, err = run(
        capsys, "event", "seat", "1", "--rounds", "2", "--seed", "3", "--json", "--database-url", database
    )
    assert (status, err) == (0, "")
    rounds = json.loads(out)["rounds"]
    assert [r["round"] for r in rounds] == [1, 2]
    for seated in rounds:
        assert [t["table"] for t in seated["tables"]] == [1, 2, 3, 4]
        assert sorted(name for t in seated["tables"] for name in t["seats"]) == NAMES
    status, out, _ = run(capsys, "event", "seat", "1", "--rounds", "1", "--json", "--database-url", database)
    assert [r["round"] for r in json.loads(out)["rounds"]] == [1, 2, 3]
    assert json.loads(out)["rounds"][:2] == rounds
    status, out, _ = run(capsys, "event", "seat", "1", "--database-url", database)
    lines = out.splitlines()
    assert lines[0] == "Round 1" and lines[1].startswith("  Table 1: ")
    assert lines[-1].startswith("Repeat meetings: ")


def test_seat_refuses_a_count_not_a_multiple_of_four_unless_filled(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, NAMES[:6])
    status, out, err = run(capsys, "event", "seat", "1", "--rounds", "1", "--database-url", database)
    assert (status, out) == (2, "")
    assert "6 players are present in round 1, which is not a multiple of four" in err
    status, out, _ = run(capsys, "event", "seat", "1", "--json", "--database-url", database)
    assert json.loads(out) == {"rounds": []}
    status, out, _ = run(capsys, "event", "seat", "1", "--rounds", "1", "--fill", "--json", "--database-url", database)
    seats = [name for t in json.loads(out)["rounds"][0]["tables"] for name in t["seats"]]
    assert sorted(seats) == sorted([*NAMES[:6], "Substitute 1", "Substitute 2"])


def test_paper_result_that_does_not_add_up_is_refused(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    _new(capsys, database, tmp_path, NAMES[:8])
    seating = tmp_path / "seating.csv"
    seating.write_text("round,table,p1,p2,p3,p4\n1,1,1,2,3,4\n1,2,5,6,7,8\n", encoding="utf-8")
    status, _, err = run(capsys, "event", "seat", "1", "--file", str(seating), "--database-url", database)
    assert (status, err) == (0, "")
    args = ["event", "paper", "1", "1", "2", "50000", "30000", "20000", "19000", "--database-url", database]
    status, out, err = run(capsys, *args)
    assert (status, out) == (2, "")
    assert "add up to 119,000, not 120,000 (4 x 30,000)" in err  # ema2016: 30,000 each
    status, out, _ = run(capsys, *args, "--deposits", "1")
    assert (status, out) == (0, "Round 1, table 2: result kept on paper stored.")
    status, out, _ = run(capsys, "event", "open", "1", "1", "1", "--database-url", database)
    assert out == "Game 1"
    assert run(capsys, "event", "open", "1", "1", "1", "--database-url", database)[1] == "Game 1"
    status, out, _ = run(capsys, "event", "standings", "1", "--json", "--database-url", database)
    data = json.loads(out)
    assert data["provisional"] is True
    assert {p["name"]: p["games"] for p in data["players"]}[NAMES[4]] == 1


def test_rating_of_the_club(capsys: pytest.CaptureFixture[str], database: str) -> None:
    with Session.open(database) as service:
        game = service.table.create_game(["Aki", "Ben", "Chie", "Dai"])
        service.table.record(game.id, Ron(2, (Win(1, 3, 40),)))  # Ben on Chie: 5,200 (seed 003)
        service.table.finish(game.id)
    status, out, _ = run(capsys, "rating", "--json", "--database-url", database)
    assert status == 0
    # Ben first (+30), Aki and Dai share second and third ((10 - 10) / 2 = 0 each), Chie fourth (-30).
    assert json.loads(out)["players"][0] == {"place": 1, "name": "Ben", "rating": 1530.0, "games": 1}
    assert json.loads(out)["players"][-1] == {"place": 4, "name": "Chie", "rating": 1470.0, "games": 1}
    _, out, _ = run(capsys, "rating", "--database-url", database)
    assert out.splitlines()[1].split() == ["1", "Ben", "1530.0", "1"]


@pytest.mark.parametrize(("typed", "shown"), [("-10", "-10.0"), ("-2.5", "-2.5"), ("+5", "+5.0"), ("-0.25", "-0.25")])
def test_a_penalty_is_typed_in_points_as_the_standings_show_them(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, typed: str, shown: str
) -> None:
    # An organiser says "ten points" and reads -10.0 in the standings: what is typed is what is shown.
    _new(capsys, database, tmp_path, NAMES[:4])
    status, out, _ = run(capsys, "event", "penalty", "1", "2", typed, "--reason", "late", "--database-url", database)
    assert (status, out) == (0, f"Penalty 1: P02 (2) {shown}")


@pytest.mark.parametrize("typed", ["-20000", "-0.0001", "ten", "nan", "inf"])
def test_points_that_cannot_be_meant_are_refused(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, typed: str
) -> None:
    _new(capsys, database, tmp_path, NAMES[:4])
    with pytest.raises(SystemExit) as usage:
        run(capsys, "event", "penalty", "1", "2", typed, "--reason", "late", "--database-url", database)
    assert usage.value.code == 2 and "points" in capsys.readouterr().err
    status, out, _ = run(capsys, "event", "standings", "1", "--json", "--database-url", database)
    assert status == 0
    assert all(player["penalties"] == 0 for player in json.loads(out)["players"])


def test_a_three_player_event_from_the_command_line(
    capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path
) -> None:
    names = NAMES[:9]
    players = _players_file(tmp_path, names)
    new = ["event", "new", "Sanma night", "--rules", "tenhou-sanma", "--players-file", players]
    status, out, _ = run(capsys, *new, "--database-url", database)  # (a new database, said on stderr)
    assert (status, out) == (0, "Event 1: Sanma night (9 players)")
    status, out, err = run(
        capsys, "event", "seat", "1", "--rounds", "3", "--seed", "2", "--json", "--database-url", database
    )
    rounds = json.loads(out)["rounds"]
    # 9 players: three tables of three a round, everyone seated once a round.
    for seated in rounds:
        assert [len(t["seats"]) for t in seated["tables"]] == [3, 3, 3]
        assert sorted(name for t in seated["tables"] for name in t["seats"]) == names
    status, out, _ = run(capsys, "event", "seat", "1", "--database-url", database)
    # 27 meetings, each of a different pair; each player East, South and West once in three rounds.
    assert out.splitlines()[-1] == (
        "Repeat meetings: 0; the most any pair met: 1; in consecutive rounds: 0; wind spread: 0."
    )
    paper = ["event", "paper", "1", "1", "1", "45000", "35000", "24000", "--database-url", database]
    status, out, err = run(capsys, *paper)
    assert (status, out) == (2, "")
    assert "add up to 104,000, not 105,000 (3 x 35,000)" in err  # tenhou-sanma: 35,000 each
    status, out, err = run(capsys, *paper[:5], "45000", "35000", "25000", "0", "--database-url", database)
    assert (status, out) == (2, "")
    assert "A table has three seats: three whole numbers are needed, East, South, West" in err
    status, out, err = run(capsys, *paper[:5], "45000", "35000", "25000", "--database-url", database)
    assert (status, out, err) == (0, "Round 1, table 1: result kept on paper stored.", "")
    status, out, _ = run(capsys, "event", "standings", "1", "--round", "1", "--json", "--database-url", database)
    scores = {p["name"]: p["total"] for p in json.loads(out)["players"] if p["games"]}
    east, south, west = json.loads(run(capsys, "event", "seat", "1", "--json", "--database-url", database)[1])[
        "rounds"
    ][0]["tables"][0]["seats"]
    # Return 40,000, uma +20 / 0 / -20, oka 15 to first: +40, -5, -35.
    assert scores == {east: 40, south: -5, west: -35}
