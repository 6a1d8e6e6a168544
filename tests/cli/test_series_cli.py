"""`tablekeeper series`: the standings of three club nights as text, JSON and files (CSV, JSON, PDF), and each
refusal a sentence on stderr with exit status 2. The nights are tests/service/test_series.py's (figures by hand
there: best 2 of 3 gives Ben 25, Aki 20, Dai -5, Chie -5, Eri -20)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tests.cli.test_pdf_sheets import pdf_text
from tests.service.test_series import three_nights


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


@pytest.fixture
def nights(tmp_path: Path) -> tuple[str, list[str]]:
    database = str(tmp_path / "club.db")
    with Session.open(database) as service:
        numbers = three_nights(service)
    return database, [str(n) for n in numbers]


def test_json_best_two_of_three_with_min_events(
    capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]]
) -> None:
    database, numbers = nights
    status, out, _ = run(
        capsys,
        "series",
        "standings",
        *numbers,
        "--best",
        "2",
        "--min-events",
        "3",
        "--json",
        "--database-url",
        database,
    )
    assert status == 0
    assert json.loads(out)["players"] == [
        {"name": "Ben", "place": 1, "events": 3, "counted": 2, "total": 25.0},
        {"name": "Aki", "place": 2, "events": 3, "counted": 2, "total": 20.0},
        {"name": "Dai", "place": None, "events": 2, "counted": 2, "total": -5.0},
        {"name": "Chie", "place": None, "events": 2, "counted": 2, "total": -5.0},
        {"name": "Eri", "place": None, "events": 2, "counted": 2, "total": -20.0},
    ]


def test_text_marks_the_results_not_counted(capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]]) -> None:
    database, numbers = nights
    status, out, _ = run(capsys, "series", "standings", *numbers, "--best", "2", "--database-url", database)
    assert status == 0
    aki = next(line for line in out.splitlines() if "Aki" in line).split()
    # Aki: +15, -5, +5; the -5 of the second night is not counted.
    assert aki == ["2", "Aki", "3", "2", "+20.0", "+15.0", "(-5.0)", "+5.0"]


def test_files(capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]], tmp_path: Path, qapp: object) -> None:
    database, numbers = nights
    for kind in ("csv", "json", "pdf"):
        target = tmp_path / f"series.{kind}"
        status, _, err = run(
            capsys, "series", "export", *numbers, "--best", "2", "--format", kind, "--output", str(target),
            "--database-url", database,
        )  # fmt: skip
        assert (status, err) == (0, "")
    first, second = (tmp_path / "series.csv").read_text(encoding="utf-8").splitlines()[:2]
    assert first == f"place,name,events,counted,total,e{numbers[0]},e{numbers[1]},e{numbers[2]}"
    assert second == "1,Ben,3,2,+25.0,+5.0,+20.0,(-10.0)"
    assert json.loads((tmp_path / "series.json").read_text(encoding="utf-8"))["best"] == 2
    text = " ".join(pdf_text(tmp_path / "series.pdf").split())
    assert "1 Ben 3 2 +25.0 +5.0 +20.0 (-10.0)" in text
    assert "each player's best 2 of 3 results counted" in text


@pytest.mark.parametrize(
    ("extra", "sentence"),
    [
        (["99"], "There is no event 99."),
        (["--best", "0"], "The series counts each player's best 1 to 3 results (its events), not 0."),
        (["--best", "4"], "The series counts each player's best 1 to 3 results (its events), not 4."),
        (["--min-events", "5"], "A ranked player plays 1 to 3 events (the series' events), not 5."),
    ],
)
def test_refusals_are_sentences(
    capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]], extra: list[str], sentence: str
) -> None:
    database, numbers = nights
    status, out, err = run(capsys, "series", "standings", *numbers, *extra, "--database-url", database)
    assert (status, out, err) == (2, "", f"tablekeeper: {sentence}")


def test_events_of_three_and_four_are_refused(
    capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]], tmp_path: Path
) -> None:
    database, numbers = nights
    with Session.open(database) as service:
        sanma = service.events.create_event("Sanma", preset("tenhou-sanma"), ["Aki", "Ben", "Chie"]).id
    status, _, err = run(capsys, "series", "standings", numbers[0], str(sanma), "--database-url", database)
    assert status == 2
    assert err == (
        f"tablekeeper: Event {sanma} is played at tables of 3 and event {numbers[0]} at tables of 4: games of three "
        "and of four players are ranked apart, never in one series."
    )


def test_no_event_is_a_usage_error(capsys: pytest.CaptureFixture[str], nights: tuple[str, list[str]]) -> None:
    with pytest.raises(SystemExit) as usage:
        main(["series", "standings", "--database-url", nights[0]])
    assert usage.value.code == 2
    assert "the following arguments are required: EVENT" in capsys.readouterr().err
