"""`tablekeeper event` with teams and the EMA's weight: the players file's team, `event settings`, `event standings
--teams --json` and the EMA points in the standings' JSON; refusals as a sentence on stderr with exit status 2."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from tablekeeper.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


def _event(capsys: pytest.CaptureFixture[str], tmp_path: Path, lines: list[str]) -> str:
    database = str(tmp_path / "club.db")
    players = tmp_path / "players.txt"
    players.write_text("\n".join(lines) + "\n", encoding="utf-8")
    status, _, err = run(capsys, "event", "new", "Cup", "--players-file", str(players), "--database", database)
    assert status == 0, err
    return database


# 16 players, 4 teams of 4 (team A: P01-P04, ...), from 6 countries.
LINES = [f"P{n:02d}\t\tC{n % 6}\t{'ABCD'[(n - 1) // 4]}" for n in range(1, 17)]
TEAM = {f"P{n:02d}": "ABCD"[(n - 1) // 4] for n in range(1, 17)}


def test_four_teams_of_four_over_four_rounds_never_meet_and_their_totals_are_their_players(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _event(capsys, tmp_path, LINES)
    status, out, _ = run(capsys, "event", "seat", "1", "--rounds", "4", "--json", "--database", database)
    assert status == 0
    for seating in json.loads(out)["rounds"]:
        for table in seating["tables"]:
            assert all(TEAM[a] != TEAM[b] for a, b in itertools.combinations(table["seats"], 2))
    # Round 1's tables kept on paper, each table's East first with 40,000, then 30,000, 20,000 and 10,000.
    for table in range(1, 5):
        status, _, err = run(
            capsys, "event", "paper", "1", "1", str(table), "40000", "30000", "20000", "10000", "--database", database
        )
        assert status == 0, err
    _, out, _ = run(capsys, "event", "standings", "1", "--json", "--database", database)
    players = {p["name"]: p["total"] for p in json.loads(out)["players"]}
    _, out, _ = run(capsys, "event", "standings", "1", "--teams", "--json", "--database", database)
    teams = json.loads(out)
    assert teams["team_score"] == "sum"
    for team in teams["teams"]:
        assert sorted(team["players"]) == sorted(name for name, t in TEAM.items() if t == team["team"])
        assert team["total"] == pytest.approx(sum(players[name] for name in team["players"]))
    assert [t["place"] for t in teams["teams"]] == sorted(t["place"] for t in teams["teams"])
    # The average: each team's sum over its four players.
    status, out, _ = run(capsys, "event", "settings", "1", "--team-score", "average", "--database", database)
    assert status == 0
    _, out, _ = run(capsys, "event", "standings", "1", "--teams", "--json", "--database", database)
    for team in json.loads(out)["teams"]:
        assert team["total"] == pytest.approx(sum(players[name] for name in team["players"]) / 4)


def test_the_standings_json_gives_ema_points_and_the_weight_of_a_two_day_event(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _event(capsys, tmp_path, LINES)
    status, out, _ = run(capsys, "event", "settings", "1", "--days", "2", "--championship", "--database", database)
    # 2 days, 16 players (+0), 6 countries (+0.5), a championship (+1): 3.5.
    assert (status, out) == (
        0,
        "Team total: sum; days: 2; championship: yes; a round sat out: none; EMA weight: 3.5 (16 players, 6 "
        "countries).",
    )
    _, out, _ = run(capsys, "event", "standings", "1", "--json", "--database", database)
    data = json.loads(out)
    assert data["ema"] == {"weight": 3.5, "days": 2, "championship": True, "players": 16, "countries": 6}
    # No game played: all 16 share 1st, covering places 1 to 16: 1000 x (16 - 8.5) / 15 = 500 each.
    assert {p["ema_points"] for p in data["players"]} == {500}


def test_refusals_are_a_sentence_with_exit_status_two(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = _event(capsys, tmp_path, LINES)
    status, _, err = run(capsys, "event", "players", "1", "--team", "5", "A", "--database", database)
    assert status == 0, err
    status, _, err = run(capsys, "event", "seat", "1", "--rounds", "1", "--database", database)
    assert status == 2
    assert err == (
        "tablekeeper: Team A has 5 players in round 1, which has 4 tables: two of them would sit at one table "
        "whatever the seating. Move a player to another team, or seat the round from a file. Nothing was changed."
    )
    status, _, err = run(capsys, "event", "players", "1", "--team", "1", "x" * 51, "--database", database)
    assert (status, err) == (2, "tablekeeper: A team's name has at most 50 characters, not 51; nothing was changed.")
    status, _, err = run(capsys, "event", "settings", "1", "--days", "4", "--database", database)
    assert status == 2
    assert (
        err == "tablekeeper: An event is played over 1 to 3 days, as the EMA counts them, not 4; nothing was changed."
    )
    # Undo takes back the team given last: the round can be seated.
    assert run(capsys, "event", "undo", "1", "--database", database)[0] == 0
    assert run(capsys, "event", "seat", "1", "--rounds", "1", "--database", database)[0] == 0
