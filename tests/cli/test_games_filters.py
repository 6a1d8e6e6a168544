"""`tablekeeper games` with dates at the ends of the calendar and limits beyond any database: they work."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from tablekeeper.cli import main


@pytest.fixture(params=["UTC", "Asia/Tokyo", "America/New_York", "Pacific/Kiritimati"])
def zone(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """This computer's time zone: east and west of UTC, up to +14 hours."""
    monkeypatch.setenv("TZ", request.param)
    time.tzset()
    yield request.param
    monkeypatch.undo()
    time.tzset()


def _listed(capsys: pytest.CaptureFixture[str], club: str, *args: str) -> list[int]:
    status = main(["--database-url", club, "games", *args])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    return [] if out == "No game.\n" else [int(line.split()[0]) for line in out.splitlines()[1:]]


# The club's games started on 2025-03-01 and 2025-03-08 (UTC): the first day the calendar has is before both of
# them, and its last day after both, in every time zone.


def test_the_first_day_of_the_calendar_is_a_date_like_any_other(
    zone: str, capsys: pytest.CaptureFixture[str], club: str
) -> None:
    assert _listed(capsys, club, "--since", "0001-01-01") == [2, 1]
    assert _listed(capsys, club, "--since", "0001-01-01T00:00+05:00") == [2, 1]
    assert _listed(capsys, club, "--until", "0001-01-01") == []
    assert _listed(capsys, club, "--until", "0001-01-01T00:00+14:00") == []


def test_the_last_day_of_the_calendar_is_a_date_like_any_other(
    zone: str, capsys: pytest.CaptureFixture[str], club: str
) -> None:
    assert _listed(capsys, club, "--until", "9999-12-31") == [2, 1]
    assert _listed(capsys, club, "--until", "9999-12-31T23:59:59-12:00") == [2, 1]
    assert _listed(capsys, club, "--since", "0001-01-01", "--until", "9999-12-31") == [2, 1]
    assert _listed(capsys, club, "--since", "9999-12-31") == []
    assert _listed(capsys, club, "--since", "9999-12-31T23:59:59-12:00") == []


@pytest.mark.parametrize("limit", [str(2**63), str(10**40)])
def test_a_limit_beyond_any_database_lists_every_game(
    capsys: pytest.CaptureFixture[str], club: str, limit: str
) -> None:
    assert _listed(capsys, club, "--limit", limit) == [2, 1]


def test_a_name_that_is_not_utf8_is_refused_by_the_parser(capsys: pytest.CaptureFixture[str], club: str) -> None:
    # `games --player $'\xff'` in a UTF-8 shell: Python passes the byte as the lone surrogate U+DCFF.
    with pytest.raises(SystemExit) as stopped:
        main(["--database-url", club, "games", "--player", "a\udcff"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    # The byte as typed, not Python's stand-in for it (U+DCFF, which its repr shows as \udcff).
    assert "argument --player: 'a\\xff' is not UTF-8 text" in err and "udc" not in err
