"""`tablekeeper event clock EVENT ROUND --table T --extra MINUTES`: one table's own time from the command line (EMA
2016's round: 90 minutes); refusals on stderr, exit 2, nothing changed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.cli.test_event_cli import NAMES, _new, run
from tests.cli.test_event_clock_cli import clock


@pytest.fixture
def seated(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> str:
    """Eight players, round 1 seated at two tables."""
    database = str(tmp_path / "club.db")
    made = [_new(capsys, database, tmp_path, NAMES[:8]), run(capsys, "event", "seat", "1", "--rounds", "1",
            "--database-url", database)]  # fmt: skip
    assert [each[0] for each in made] == [0, 0]
    return database


def test_a_table_given_ten_minutes_shows_its_own_time(capsys: pytest.CaptureFixture[str], seated: str) -> None:
    assert clock(capsys, seated, "--table", "2", "--extra", "10") == (
        2,
        "",
        "tablekeeper: The clock of round 1 is not running: start it before giving a table time of its own; nothing "
        "was changed.",
    )
    assert clock(capsys, seated, "start")[0] == 0
    status, out, _ = clock(capsys, seated, "--table", "2", "--extra", "10")
    # 90 minutes and 10 of its own.
    assert status == 0 and re.fullmatch(r"Event 1, round 1, table 2: Time left 1:(40:00|39:5\d)", out)
    status, out, _ = clock(capsys, seated)
    assert status == 0 and re.fullmatch(r"Event 1, round 1: Time left 1:(30:00|29:5\d)", out)


@pytest.mark.parametrize(
    ("options", "sentence"),
    [
        (["--table", "3", "--extra", "5"], "Round 1 has no table 3: time is given to one of its tables."),
        (["--table", "1", "--extra", "121"],
         "A table is given 0 to 120 minutes of its own, not 121; nothing was changed."),
        (["--table", "1"], "event clock: --table T and --extra MINUTES go together, without another change"),
        (["pause", "--table", "1", "--extra", "5"],
         "event clock: --table T and --extra MINUTES go together, without another change"),
    ],
)  # fmt: skip
def test_refusals(capsys: pytest.CaptureFixture[str], seated: str, options: list[str], sentence: str) -> None:
    assert clock(capsys, seated, "start")[0] == 0
    assert clock(capsys, seated, *options) == (2, "", f"tablekeeper: {sentence}")
