"""Stored names and titles reach the terminal with their control characters escaped, never raw.

A database written before names were checked, or by an import, can hold them: ESC ] 0 ; ... BEL retitles
the terminal, ESC [ 2 J clears it, U+009B is the one-byte CSI, U+202E makes what follows read backwards.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tests.cli.club import rename, retitle

RETITLE = "Aki\x1b]0;pwned\x07"
CLEAR = "Ben\x1b[2J"
CSI = "Chie\x9b31m"
REVERSED = "\u202eiaD"
BIDI_CONTROLS = {chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))}  # embeddings to isolates


def _raw_controls(text: str) -> list[str]:
    """The characters of ``text`` a terminal would obey: control codes other than the line ends, bidi controls."""
    return [ch for ch in text if (ord(ch) < 0x20 and ch != "\n") or 0x7F <= ord(ch) < 0xA0 or ch in BIDI_CONTROLS]


@pytest.fixture
def tampered(club: str) -> str:
    for old, new in zip(("Aki", "Ben", "Chie", "Dai"), (RETITLE, CLEAR, CSI, REVERSED), strict=True):
        rename(club, old, new)
    retitle(club, 1, "Mon\x1b[2Jday")
    return club


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_show_escapes_names_and_title(capsys: pytest.CaptureFixture[str], tampered: str) -> None:
    status, out, err = _run(capsys, "--database-url", tampered, "show", "1")
    assert (status, err) == (0, "")
    assert _raw_controls(out) == []
    assert out.splitlines()[0] == "Game 1: Mon\\x1b[2Jday"
    assert "Aki\\x1b]0;pwned\\x07 (3 han 40 fu) ron on Ben\\x1b[2J; riichi Chie\\x9b31m" in out
    assert "\\u202eiaD" in out


def test_show_escapes_the_name_of_the_rule_set(capsys: pytest.CaptureFixture[str], club: str) -> None:
    # A rule set's name comes with an imported game; an import before names were cleaned kept it as it was.
    with sqlite3.connect(club) as connection:
        connection.execute("UPDATE games SET rules_json = json_set(rules_json, '$.name', ?)", ("club\x1b[2J",))
    connection.close()
    status, out, err = _run(capsys, "--database-url", club, "show", "1")
    assert (status, err) == (0, "")
    assert _raw_controls(out) == []
    assert out.splitlines()[1].endswith("; rules club\\x1b[2J")


def test_games_escapes_names_and_title(capsys: pytest.CaptureFixture[str], tampered: str) -> None:
    status, out, err = _run(capsys, "--database-url", tampered, "games")
    assert (status, err) == (0, "")
    assert _raw_controls(out) == []
    assert out.splitlines()[2].endswith(
        "Aki\\x1b]0;pwned\\x07, Ben\\x1b[2J, Chie\\x9b31m, \\u202eiaD  (Mon\\x1b[2Jday)"
    )


def test_a_refusal_escapes_the_file_name_it_repeats(
    capsys: pytest.CaptureFixture[str], club: str, tmp_path: Path
) -> None:
    missing = str(tmp_path / "june\x1b[2J.mjlog")
    for command in ("import", "import-tenhou"):
        status, out, err = _run(capsys, "--database-url", club, command, missing)
        assert (status, out) == (2, "")
        assert _raw_controls(err) == []
        assert "june\\x1b[2J.mjlog" in err


def test_a_usage_error_escapes_what_was_typed(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["hand", "123m456p789s234s55p", "\x1b]0;pwned\x07"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert _raw_controls(err) == []
    assert err.endswith("tablekeeper: error: unrecognized arguments: \\x1b]0;pwned\\x07\n")


def test_show_names_a_hand_whose_stored_deltas_the_replay_contradicts(
    capsys: pytest.CaptureFixture[str], club: str
) -> None:
    with sqlite3.connect(club) as connection:  # as an older tablekeeper's rules could have stored Hand 2
        connection.execute("UPDATE hands SET delta_0 = 0 WHERE number = 1")
    connection.close()
    status, out, _ = _run(capsys, "--database-url", club, "show", "1")
    assert status == 0
    assert "Note: Hand 2 now replays to other deltas than those stored; the replay is shown." in out.splitlines()
