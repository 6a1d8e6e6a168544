"""The command line with games of three (tests/sanma_games.py works out their figures): `score` under the
three-player presets (tsumo loss, or the absent share split), `show`, `export` (JSON, CSV, the PDF sheet) and
`import` back, and `site`, each with three seats and three standings."""

from __future__ import annotations

import csv
import html
import io
import json
import re
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.service import Session
from tests.cli.test_pdf_sheets import pdf_text
from tests.sanma_games import record_games


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out.strip(), err.strip()


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # Tsumo loss: the two payers pay what they would with four (RULESETS.md, "Three players").
        (("3", "30", "--tsumo", "--rules", "tenhou-sanma"), "3 han 30 fu: 1,000 / 2,000"),
        (("5", "--tsumo", "--rules", "tenhou-sanma"), "Mangan: 2,000 / 4,000"),
        (("5", "--tsumo", "--dealer", "--rules", "mahjongsoul-sanma"), "Mangan: 4,000 all"),
        (("6", "--tsumo", "--rules", "mahjongsoul-sanma"), "Haneman: 3,000 / 6,000"),
        # A honba: +100 from each of the two payers; +200 on a ron at three.
        (("5", "--tsumo", "--honba", "1", "--rules", "tenhou-sanma"), "Mangan: 2,100 / 4,100"),
        (("5", "--honba", "1", "--rules", "tenhou-sanma"), "Mangan: 8,200"),
        # The absent share split (north bisection): the absent non-dealer's 2,000 of a mangan is 1,000 more from
        # each payer: 3,000 / 5,000; a dealer's mangan: 4,000 each + 4,000 / 2 = 6,000 all; 3 han 30 fu:
        # 1,000 / 2,000 + 1,000 / 2 = 1,500 / 2,500.
        (("5", "--tsumo", "--rules", "mahjongsoul-sanma", "--absent-share", "split"), "Mangan: 3,000 / 5,000"),
        (("5", "--tsumo", "--dealer", "--rules", "tenhou-sanma", "--absent-share", "split"), "Mangan: 6,000 all"),
        (("3", "30", "--tsumo", "--rules", "tenhou-sanma", "--absent-share", "split"), "3 han 30 fu: 1,500 / 2,500"),
    ],
)
def test_score_prints_a_tsumo_of_three(capsys: pytest.CaptureFixture[str], args: tuple[str, ...], said: str) -> None:
    assert _run(capsys, "score", *args) == (0, said, "")


def test_the_absent_share_is_refused_at_a_table_of_four(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "score", "5", "--tsumo", "--rules", "tenhou", "--absent-share", "split")
    assert (status, out) == (2, "")
    assert err == "tablekeeper: --absent-share is for a table of three; tenhou is played by 4."


@pytest.fixture
def club(tmp_path: Path) -> str:
    path = str(tmp_path / "club.db")
    with Session.open(path) as service:
        record_games(service)
    return path


def test_show_gives_three_seats_and_three_standings(club: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "--database-url", club, "show", "1")
    assert status == 0
    lines = [line.split() for line in out.splitlines()]
    assert ["#", "Hand", "Aki", "Ben", "Chie", "Result"] in lines
    assert ["1", "East", "1-0", "-4,000", "+6,000", "-2,000", "Ben", "(Mangan)", "tsumo"] in lines
    assert ["Points", "29,100", "40,000", "35,900"] in lines
    standings = out.split("Final standings\n")[1].splitlines()
    assert [line.split() for line in standings] == [
        ["1.", "Ben", "40,000", "+35.0"],
        ["2.", "Chie", "35,900", "-4.1"],
        ["3.", "Aki", "29,100", "-30.9"],
    ]


def test_a_game_of_three_exported_and_imported_elsewhere_is_the_same(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "game.json"
    assert _run(capsys, "--database-url", club, "export", "1", "--format", "json", "-o", str(target))[0] == 0
    elsewhere = str(tmp_path / "other.db")
    Session.open(elsewhere).close()  # another club's database, made beforehand
    status, _, err = _run(capsys, "--database-url", elsewhere, "import", str(target))
    assert (status, err) == (0, "")
    with Session.open(club) as here, Session.open(elsewhere) as there:
        (imported,) = there.library.list_games(limit=None)
        mine, theirs = here.table.game(1), there.table.game(imported.id)
        assert theirs.players == mine.players == ("Aki", "Ben", "Chie")
        assert [h.deltas for h in theirs.hands] == [h.deltas for h in mine.hands]
        assert theirs.standings == mine.standings
    data = json.loads(target.read_text(encoding="utf-8"))
    data["players"].append("Dai")
    target.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = _run(capsys, "--database-url", elsewhere, "import", str(target))
    assert status != 0
    assert "names 4 players, but its rule set “tenhou-sanma” is played by 3; nothing was imported" in err


def test_the_csv_of_a_game_of_three(club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "game.csv"
    assert _run(capsys, "--database-url", club, "export", "3", "--format", "csv", "-o", str(target))[0] == 0
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"))))
    # Game 3: Ben's mangan ron on the dealer Chie. Ben +3 + 20 + 15 = +38.0, Aki -5.0, Chie -13 - 20 = -33.0.
    assert [row[2:] for row in rows[1:4]] == [
        ["Ben", "43000", "+35.0", "+0.0", "+38.0"],
        ["Aki", "35000", "+0.0", "+0.0", "-5.0"],
        ["Chie", "27000", "-20.0", "+0.0", "-33.0"],
    ]
    assert rows[6] == ["1", "East 1", "0", "Ben (Mangan) ron on Chie", "-8000", "0", "8000"]


@pytest.mark.usefixtures("qapp")
def test_the_sheet_of_a_game_of_three_has_three_columns(club: str, tmp_path: Path) -> None:
    target = tmp_path / "game.pdf"
    assert main(["--database-url", club, "export", "1", "--format", "pdf", "-o", str(target)]) == 0
    lines = [line.split() for line in pdf_text(target).splitlines()]
    # The hands' heading ends at the third player's column, and each hand gives three deltas, then three totals.
    assert ["#", "Hand", "Honba", "Result", "Aki", "Ben", "Chie"] in lines
    assert ["1", "East", "1", "0", "Ben", "(Mangan)", "tsumo", "-4,000", "+6,000", "-2,000"] in lines
    assert ["31,000", "41,000", "33,000"] in lines
    assert ["3", "East", "3", "0", "Draw,", "tenpai", "Aki", "+2,000", "-1,000", "-1,000"] in lines
    assert ["3rd", "Aki", "29,100", "-20.0", "-30.9"] in lines


@pytest.mark.usefixtures("qapp")
def test_the_season_sheet_has_a_table_of_three_and_one_of_four(club: str, tmp_path: Path) -> None:
    target = tmp_path / "season.pdf"
    assert main(["--database-url", club, "stats", "--pdf", str(target)]) == 0
    text = pdf_text(target)
    four, three = text.split("Four players")[1].split("Three players")
    assert "1st-2nd-3rd-4th" in four and "0-0-0-1" in four  # Dai, 4th of four
    assert "1st-2nd-3rd-4th" not in three and "1st-2nd-3rd" in three
    assert "2-0-0" in three and "0-1-1" in three


def _cells(page: str, tag: str) -> list[list[str]]:
    rows = re.findall(r"<tr>(.*?)</tr>", page, re.S)
    return [
        [html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(rf"<{tag}[^>]*>(.*?)</{tag}>", r, re.S)]
        for r in rows
    ]


def test_the_site_shows_a_game_of_three_with_three_seats(
    club: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "site"
    assert _run(capsys, "--database-url", club, "site", "-o", str(folder))[0] == 0
    game = (folder / "games" / "1.html").read_text(encoding="utf-8")
    heads = [row for row in _cells(game, "th") if row]
    assert heads[1] == ["#", "Hand", "Honba", "Result", "Aki", "Ben", "Chie"]  # no fourth seat
    rows = [row for row in _cells(game, "td") if row]
    assert [row[:2] + row[-1:] for row in rows[:3]] == [
        ["1st", "Ben", "+35.0"],
        ["2nd", "Chie", "-4.1"],
        ["3rd", "Aki", "-30.9"],
    ]
    assert rows[3][4:] == ["-4,00031,000", "+6,00041,000", "-2,00033,000"]  # each delta over its seat's points
    ranking = (folder / "index.html").read_text(encoding="utf-8")
    four, three = ranking.split("<h3>Four players</h3>")[1].split("<h3>Three players</h3>")
    assert [row[1] for row in _cells(four, "td") if row] == ["Aki", "Ben", "Chie", "Dai"]
    assert [(row[1], row[3]) for row in _cells(three, "td") if row] == [
        ("Ben", "+73.0"),
        ("Aki", "-35.9"),
        ("Chie", "-37.1"),
    ]
