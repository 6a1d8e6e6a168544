"""`tablekeeper event seat --sit-out`, `event cut` and `event standings --stage`: the commands of sit-outs and
stages, their JSON, and a refused cut as a sentence on stderr with exit status 2, nothing stored.

Rule set ema2016: a table ending 45,000 / 32,000 / 25,000 / 18,000 scores +30, +7, -10, -27 (uma 15/5/-5/-15)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


def _event(capsys: pytest.CaptureFixture[str], tmp_path: Path, count: int, *more: str) -> str:
    database = str(tmp_path / "club.db")
    players = tmp_path / "players.txt"
    players.write_text("".join(f"P{n}\n" for n in range(1, count + 1)), encoding="utf-8")
    status, out, _ = run(
        capsys, "event", "new", "Cup", "--rules", "ema2016", "--players-file", str(players), "--database-url", database,
        *more,
    )  # fmt: skip
    assert status == 0 and out == f"Event 1: Cup ({count} players)"
    return database


def test_five_players_seat_one_out_and_the_standings_say_what_a_round_out_counts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _event(capsys, tmp_path, 5, "--sit-out-score", "-2.5")
    status, out, _ = run(
        capsys, "event", "seat", "1", "--rounds", "1", "--sit-out", "--seed", "4", "--database-url", database
    )
    assert status == 0 and "Sitting out: P" in out
    status, out, _ = run(capsys, "event", "standings", "1", "--json", "--database-url", database)
    players = json.loads(out)["players"]
    (away,) = [p for p in players if p["sat_out"] == [1]]
    assert away["score"] == -2.5 and away["games"] == 0
    status, out, _ = run(capsys, "event", "standings", "1", "--database-url", database)
    assert out.endswith("A round sat out counts -2.5.")


def test_a_cut_through_the_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = _event(capsys, tmp_path, 8)
    seating = tmp_path / "seating.csv"
    seating.write_text("1,1,1,2,3,4\n1,2,5,6,7,8\n", encoding="utf-8")
    assert run(capsys, "event", "seat", "1", "--file", str(seating), "--database-url", database)[0] == 0
    status, _, err = run(capsys, "event", "cut", "1", "--top", "4", "--database-url", database)
    said = (
        "Round 1, table 1 has no result yet: a cut is made once every table seated has its result; nothing was changed."
    )
    assert (status, err) == (2, f"tablekeeper: {said}")
    # Table 1: 1 +30, 2 +7, 3 -10, 4 -27; table 2: 5 +29 (44,000), 6 +8 (33,000), 7 -10, 8 -27.
    run(capsys, "event", "paper", "1", "1", "1", "45000", "32000", "25000", "18000", "--database-url", database)
    run(capsys, "event", "paper", "1", "1", "2", "44000", "33000", "25000", "18000", "--database-url", database)
    status, _, err = run(capsys, "event", "cut", "1", "--top", "12", "--database-url", database)
    assert status == 2 and err.startswith(
        "tablekeeper: A cut to the top 12 is larger than the field: 8 players can play on"
    )
    status, out, _ = run(capsys, "event", "cut", "1", "--top", "4", "--scores", "reset", "--database-url", database)
    assert (status, out) == (0, "Stage 2 from round 2: the top 4, scores reset: P1, P5, P6, P2")
    status, out, _ = run(
        capsys, "event", "seat", "1", "--rounds", "1", "--method", "ranked", "--database-url", database
    )
    assert status == 0 and "Round 2" in out
    status, out, _ = run(capsys, "event", "standings", "1", "--stage", "2", "--json", "--database-url", database)
    data = json.loads(out)
    assert data["stage"] == 2 and data["stages"] == [{"stage": 2, "first_round": 2, "top": 4, "scores": "reset"}]
    # Reset: the stage counts nothing yet; its players in their places at the cut.
    assert [(p["name"], p["total"]) for p in data["players"]] == [("P1", 0), ("P5", 0), ("P6", 0), ("P2", 0)]
    status, out, _ = run(capsys, "event", "undo", "1", "--database-url", database)
    assert out == "Undone: round 2 seated."
    status, out, _ = run(capsys, "event", "undo", "1", "--database-url", database)
    assert out == "Undone: the cut to the top 4 after round 1."
