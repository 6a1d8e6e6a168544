"""`tablekeeper event clock`: the organiser's clock from the command line; refusals on stderr, exit 2, nothing
changed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.test_event_cli import NAMES, _new, run


@pytest.fixture
def seated(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    database = str(tmp_path / "club.db")
    assert _new(capsys, database, tmp_path, NAMES[:4])[0] == 0
    assert run(capsys, "event", "seat", "1", "--rounds", "1", "--database-url", database)[0] == 0
    return database


def clock(capsys: pytest.CaptureFixture[str], database: str, *change: str) -> tuple[int, str, str]:
    return run(capsys, "event", "clock", "1", "1", *change, "--database-url", database)


def test_the_clock_from_the_command_line(capsys: pytest.CaptureFixture[str], seated: str) -> None:
    # EMA 2016's round: 90 minutes.
    assert clock(capsys, seated) == (0, "Event 1, round 1: Clock not started (1:30:00)", "")
    status, out, _ = clock(capsys, seated, "start")
    assert status == 0 and re.fullmatch(r"Event 1, round 1: Time left 1:(30:00|29:5\d)", out)
    status, out, _ = clock(capsys, seated, "add", "5")
    assert status == 0 and re.fullmatch(r"Event 1, round 1: Time left 1:(35:00|34:5\d)", out)
    status, out, _ = clock(capsys, seated, "pause")
    assert status == 0 and out.startswith("Event 1, round 1: Paused: 1:3")
    status, out, _ = clock(capsys, seated, "end")
    assert status == 0 and re.fullmatch(r"Event 1, round 1: Time! \(called at \d\d:\d\d:\d\d\)", out)


def test_clock_refusals_change_nothing(capsys: pytest.CaptureFixture[str], seated: str) -> None:
    assert clock(capsys, seated, "pause") == (
        2,
        "",
        "tablekeeper: The clock of round 1 has not started yet; nothing was changed.",
    )
    assert clock(capsys, seated, "add")[::2] == (
        2,
        "tablekeeper: event clock: add takes the minutes to add (add 5, add -5)",
    )
    assert clock(capsys, seated, "start", "5")[::2] == (2, "tablekeeper: event clock: start takes no minutes")
    status, _, err = run(capsys, "event", "clock", "1", "2", "start", "--database-url", seated)
    assert (status, err) == (2, "tablekeeper: Event 1 has no round 2 seated.")
    assert clock(capsys, seated)[1] == "Event 1, round 1: Clock not started (1:30:00)"
