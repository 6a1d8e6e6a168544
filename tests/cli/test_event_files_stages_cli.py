"""Every export of an event's standings says its stages, its sit-outs and its teams: `event export` as CSV, JSON and
the PDF sheet, each file read back; and `event settings --sit-out-score` changing what a round sat out counts after
the event is made, undone by `event undo`.

Rule set ema2016 (start and return 30,000; uma +15/+5/-5/-15; equal totals share the place): a table ending
45,000 / 32,000 / 25,000 / 18,000 scores +30 (15 + 15), +7 (2 + 5), -10 (-5 - 5), -27 (-12 - 15); one ending
44,000 / 33,000 / 25,000 / 18,000 +29, +8, -10, -27."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.cli.test_event_stages_cli import _event, run
from tests.reports.test_event_sheets import page_texts

pytestmark = pytest.mark.usefixtures("qapp")


def _export(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, kind: str) -> Path:
    target = tmp_path / f"standings.{kind}"
    status, _, err = run(
        capsys, "event", "export", "1", "--format", kind, "--output", str(target), "--database-url", database
    )
    assert status == 0, err
    return target


def _csv_rows(path: Path) -> list[list[str]]:
    return list(csv.reader(io.StringIO(path.read_text(encoding="utf-8"))))


def test_a_cut_and_teams_in_the_csv_json_and_pdf(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = _event(capsys, tmp_path, 8)
    for entrant, team in (("1", "A"), ("5", "A"), ("2", "B"), ("6", "B")):
        assert run(capsys, "event", "players", "1", "--team", entrant, team, "--database-url", database)[0] == 0
    seating = tmp_path / "seating.csv"
    seating.write_text("1,1,1,2,3,4\n1,2,5,6,7,8\n", encoding="utf-8")
    assert run(capsys, "event", "seat", "1", "--file", str(seating), "--database-url", database)[0] == 0
    # Table 1: P1 +30, P2 +7, P3 -10, P4 -27; table 2: P5 +29, P6 +8, P7 -10, P8 -27.
    run(capsys, "event", "paper", "1", "1", "1", "45000", "32000", "25000", "18000", "--database-url", database)
    run(capsys, "event", "paper", "1", "1", "2", "44000", "33000", "25000", "18000", "--database-url", database)
    assert run(capsys, "event", "cut", "1", "--top", "4", "--database-url", database)[0] == 0
    # Overall: stage 2's four with what they carried (P1 30, P5 29, P6 8, P2 7), then the four cut at stage 1:
    # P3 and P7 share 5th on -10, P4 and P8 7th on -27. Teams: A = P1 + P5 = 59, B = P2 + P6 = 15.
    table = _csv_rows(_export(capsys, database, tmp_path, "csv"))
    head = table[0]
    assert head == [
        "place",
        "name",
        "games",
        "score",
        "penalties",
        "total",
        "r1",
        "penalty_reasons",
        "stage",
        "carried",
    ]
    lines = [dict(zip(head, row, strict=True)) for row in table[1:9]]
    assert [(r["place"], r["name"], r["total"], r["stage"], r["carried"]) for r in lines] == [
        ("1", "P1", "+30.0", "2", "+30.0"),
        ("2", "P5", "+29.0", "2", "+29.0"),
        ("3", "P6", "+8.0", "2", "+8.0"),
        ("4", "P2", "+7.0", "2", "+7.0"),
        ("5", "P3", "-10.0", "1", "+0.0"),
        ("5", "P7", "-10.0", "1", "+0.0"),
        ("7", "P4", "-27.0", "1", "+0.0"),
        ("7", "P8", "-27.0", "1", "+0.0"),
    ]
    assert [r["r1"] for r in lines[:4]] == ["+30.0", "+29.0", "+8.0", "+7.0"]
    assert table[9] == []  # the teams after an empty line
    assert table[10][:4] == ["team_place", "team", "players", "total"]
    assert [row[:4] for row in table[11:]] == [["1", "A", "P1; P5", "+59.0"], ["2", "B", "P6; P2", "+15.0"]]
    data = json.loads(_export(capsys, database, tmp_path, "json").read_text(encoding="utf-8"))
    assert data["stage"] is None and data["stages"] == [{"stage": 2, "first_round": 2, "top": 4, "scores": "carry"}]
    assert [(p["name"], p["stage"], p["carried"]) for p in data["players"]][:5] == [
        ("P1", 2, 30),
        ("P5", 2, 29),
        ("P6", 2, 8),
        ("P2", 2, 7),
        ("P3", 1, 0),
    ]
    assert [(t["team"], t["total"]) for t in data["teams"]] == [("A", 59), ("B", 15)]
    (text,) = page_texts(_export(capsys, database, tmp_path, "pdf"))
    sheet = text.splitlines()
    assert "Place Player Stage Carried Games Score Penalties Total R1" in sheet
    assert "1 P1 2 +30.0 0 +0.0 +30.0 +30.0" in sheet
    assert "Stage 2 from round 2: the top 4, their scores carried over." in sheet
    assert any(line.startswith("1 A +59.0 P1, P5") for line in sheet)
    # Stage 2's standings rank its four, but the EMA weighs the event whole: its eight players.
    _, out, _ = run(capsys, "event", "standings", "1", "--stage", "2", "--json", "--database-url", database)
    stage = json.loads(out)
    assert len(stage["players"]) == 4
    assert stage["ema"]["players"] == 8


def test_the_sit_out_score_changed_after_the_event_is_made_in_every_export_and_undone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _event(capsys, tmp_path, 5)
    status, out, _ = run(
        capsys, "event", "seat", "1", "--rounds", "1", "--sit-out", "--seed", "4", "--json", "--database-url", database
    )
    assert status == 0
    ((seated,),) = [[t["seats"] for t in r["tables"]] for r in json.loads(out)["rounds"]]
    (away,) = {f"P{n}" for n in range(1, 6)} - set(seated)
    run(capsys, "event", "paper", "1", "1", "1", "45000", "32000", "25000", "18000", "--database-url", database)
    status, out, err = run(capsys, "event", "settings", "1", "--sit-out-score", "-2.5", "--database-url", database)
    assert status == 0, err
    assert "a round sat out: -2.5" in out
    # The round sat out now counts -2.5 (not a game); the East of the table +30.
    table = _csv_rows(_export(capsys, database, tmp_path, "csv"))
    head = table[0]
    assert head[-2:] == ["sat_out", "sit_out_score"]
    lines = {row[1]: dict(zip(head, row, strict=True)) for row in table[1:]}
    out_line = lines[away]
    assert (out_line["games"], out_line["total"], out_line["r1"]) == ("0", "-2.5", "-2.5")
    assert (out_line["sat_out"], out_line["sit_out_score"]) == ("1", "-2.5")
    assert (lines[seated[0]]["total"], lines[seated[0]]["sat_out"]) == ("+30.0", "")
    data = json.loads(_export(capsys, database, tmp_path, "json").read_text(encoding="utf-8"))
    assert data["sit_out_score"] == -2.5
    (player,) = [p for p in data["players"] if p["sat_out"] == [1]]
    assert (player["name"], player["score"]) == (away, -2.5)
    (text,) = page_texts(_export(capsys, database, tmp_path, "pdf"))
    assert "* sat out: a round sat out counts -2.5." in text.splitlines()
    assert any(line.startswith(f"{away} 0") and line.endswith("-2.5*") for line in (s[2:] for s in text.splitlines()))
    # Nothing counted: the round's cell empty, the total nothing.
    assert run(capsys, "event", "settings", "1", "--sit-out-score", "none", "--database-url", database)[0] == 0
    table = _csv_rows(_export(capsys, database, tmp_path, "csv"))
    out_line = {row[1]: dict(zip(head, row, strict=True)) for row in table[1:]}[away]
    assert (out_line["r1"], out_line["sit_out_score"]) == ("", "none")
    # Undone: -2.5 again, then nothing (as the event was made).
    status, out, _ = run(capsys, "event", "undo", "1", "--database-url", database)
    assert status == 0
    _, out, _ = run(capsys, "event", "settings", "1", "--json", "--database-url", database)
    assert json.loads(out)["sit_out_score"] == -2.5
    run(capsys, "event", "undo", "1", "--database-url", database)
    _, out, _ = run(capsys, "event", "settings", "1", "--json", "--database-url", database)
    assert json.loads(out)["sit_out_score"] is None
    with pytest.raises(SystemExit) as refused:  # argparse's usage error: exit status 2, nothing stored
        main(["event", "settings", "1", "--sit-out-score", "lots", "--database-url", database])
    assert refused.value.code == 2
    assert "'lots' is not a number of points (such as -20 or -2.5)" in capsys.readouterr().err
