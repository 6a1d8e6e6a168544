"""An event's PDF sheets (tablekeeper.reports.event_sheets): the standings, a schedule page per entrant and a blank
score sheet per table and round, read back page by page as text (pdftotext), against a seating worked out by hand."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import unicodedata
from fractions import Fraction
from pathlib import Path

import pytest

from tablekeeper.events.model import Entrant, EventRecord, RoundSeating, Substitution, TableSeating
from tablekeeper.files import FileRefused
from tablekeeper.reports.event_sheets import (
    write_event_standings_pdf,
    write_schedules_pdf,
    write_score_sheets_pdf,
)
from tablekeeper.rules.ruleset import RuleSet, preset
from tests.events.test_event_files import RECORD, ROWS, Row

pytestmark = pytest.mark.usefixtures("qapp")


def page_texts(path: Path) -> list[str]:
    """Each page's text, as a reader copies it (NFKC: no ligatures), the spaces of a line collapsed to one."""
    assert shutil.which("pdftotext"), "poppler-utils is needed (apt-get install poppler-utils)"
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, check=True, text=True)
    pages = unicodedata.normalize("NFKC", done.stdout).split("\f")
    if pages and not pages[-1].strip():
        pages.pop()  # pdftotext ends the last page with a form feed too
    return ["\n".join(" ".join(line.split()) for line in page.splitlines()) for page in pages]


def page_count(path: Path) -> int:
    done = subprocess.run(["pdfinfo", str(path)], capture_output=True, check=True, text=True)
    return int(next(line.split()[1] for line in done.stdout.splitlines() if line.startswith("Pages:")))


def test_the_standings_sheet_says_the_round_and_each_entrants_figures(tmp_path: Path) -> None:
    target = tmp_path / "standings.pdf"
    assert write_event_standings_pdf(target, RECORD, ROWS, round=2, provisional=True) == 1
    assert page_count(target) == 1
    (text,) = page_texts(target)
    assert "Spring league" in text
    assert "Rules: ema · After round 2" in text
    assert "Provisional: some tables have no result yet." in text
    lines = text.splitlines()
    # Each round's score after the totals, as the window's Standings page shows them (a dash: no game that round).
    assert "Place Player Games Score Penalties Total R1 R2" in lines
    assert "1 Chie 2 +42.75 -2.0 +40.75 +30.5 +12.25" in lines
    assert "2 Aki 2 +20.0 +20.0 +25.0 -5.0" in lines  # no penalty: an empty cell
    assert "2 Emi 2 +20.0 +20.0 +10.0 +10.0" in lines
    assert "4 =Fumi 2 +3.33 +3.33 +13.0 -9.67" in lines
    assert "5 Dai 1 -15.5 -15.5 -15.5 –" in lines
    # Then the penalty, with its reason, as the Penalties page lists it.
    assert "No. Player Points Reason Round" in lines
    assert "1 Chie -2.0 Late 2" in lines


def test_final_standings_are_not_marked_provisional_and_go_on_over_pages(tmp_path: Path) -> None:
    rows = [Row(n, f"Player {n:03}", n, 4, Fraction(100 - n), Fraction(0), Fraction(100 - n)) for n in range(1, 121)]
    target = tmp_path / "standings.pdf"
    pages = write_event_standings_pdf(target, RECORD, rows)
    texts = page_texts(target)
    assert pages == len(texts) == page_count(target) > 1
    whole = "\n".join(texts)
    assert "Provisional" not in whole
    assert "After round 2" in texts[0]  # every round seated: two
    assert "Standings (continued)" in texts[1]
    # Player 120: place 120, 100 - 120 = -20.0.
    assert all(f"{n} Player {n:03} 4 {100 - n:+.1f} {100 - n:+.1f}" in whole.splitlines() for n in range(1, 121))


# The seating of RECORD, by hand: round 1 table 1 Aki Ben Chie Dai, table 2 Emi =Fumi Gen Hana; round 2 table 1
# Emi Aki Hana Chie, table 2 Ben Gen Dai =Fumi, where Ivo plays for Dai.
SCHEDULES = {
    "Aki": ["1 1 East Ben (South), Chie (West), Dai (North)", "2 1 South Emi (East), Hana (West), Chie (North)"],
    "Ben": ["1 1 South Aki (East), Chie (West), Dai (North)", "2 2 East Gen (South), Ivo (West), =Fumi (North)"],
    "Chie": ["1 1 West Aki (East), Ben (South), Dai (North)", "2 1 North Emi (East), Aki (South), Hana (West)"],
    "Dai": [
        "1 1 North Aki (East), Ben (South), Chie (West)",
        "2 2 West Ben (East), Gen (South), =Fumi (North)",
        "Ivo plays in your place.",
    ],
    "Emi": ["1 2 East =Fumi (South), Gen (West), Hana (North)", "2 1 East Aki (South), Hana (West), Chie (North)"],
    "=Fumi": ["1 2 South Emi (East), Gen (West), Hana (North)", "2 2 North Ben (East), Gen (South), Ivo (West)"],
    "Gen": ["1 2 West Emi (East), =Fumi (South), Hana (North)", "2 2 South Ben (East), Ivo (West), =Fumi (North)"],
    "Hana": ["1 2 North Emi (East), =Fumi (South), Gen (West)", "2 1 West Emi (East), Aki (South), Chie (North)"],
}


def test_each_entrant_has_a_schedule_page_with_tables_winds_and_opponents(tmp_path: Path) -> None:
    target = tmp_path / "schedules.pdf"
    assert write_schedules_pdf(target, RECORD) == 8
    texts = page_texts(target)
    assert len(texts) == page_count(target) == 8
    for number, (text, (name, lines)) in enumerate(zip(texts, SCHEDULES.items(), strict=True), start=1):
        assert f"Schedule of {name} (player {number})" in text
        assert "Round Table Wind Opponents" in text
        for line in lines:
            assert line in text.splitlines(), (name, line)
    assert "plays in your place" not in "\n".join(texts[:3] + texts[4:])


def test_a_round_an_entrant_is_absent_from_says_so(tmp_path: Path) -> None:
    record = EventRecord(
        title="Night",
        rules=RuleSet(),
        entrants=tuple(Entrant(n, name) for n, name in enumerate(("Aki", "Ben", "Chie", "Dai", "Emi"), start=1)),
        rounds=(RoundSeating(1, (TableSeating(1, (2, 3, 4, 5)),)), RoundSeating(2, (TableSeating(1, (1, 2, 3, 4)),))),
    )
    target = tmp_path / "schedules.pdf"
    assert write_schedules_pdf(target, record) == 5
    lines = page_texts(target)[0].splitlines()
    assert "1 Not seated" in lines
    assert "2 1 East Ben (South), Chie (West), Dai (North)" in lines


def test_a_blank_score_sheet_per_table_and_round(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    assert write_score_sheets_pdf(target, RECORD) == 4
    texts = page_texts(target)
    assert len(texts) == page_count(target) == 4
    heads = [(1, 1), (1, 2), (2, 1), (2, 2)]
    for text, (round, table) in zip(texts, heads, strict=True):
        assert f"Round {round} · Table {table}" in text
        assert "Rules: ema" in text
        # The start row: each player's 25,000 (the rule set's start points) to count down from.
        assert "Start 25,000 25,000 25,000 25,000" in text.splitlines()
        assert "Check: the four final points + 1,000 × the sticks left = 100,000" in text
        assert "Final points" in text and "Signatures" in text
        assert all(f"{hand}" in text.splitlines() for hand in range(1, 13))  # room for twelve hands at least
    # Round 2, table 1 seats 5, 1, 8, 3 in wind order.
    lines = texts[2].splitlines()
    for seat in ("East Emi (player 5)", "South Aki (player 1)", "West Hana (player 8)", "North Chie (player 3)"):
        assert seat in lines
    assert "East: Emi South: Aki West: Hana North: Chie" in lines
    assert "Emi Aki Hana Chie" in lines  # the signatures, by wind


def test_score_sheets_for_chosen_tables_name_the_substitute(tmp_path: Path) -> None:
    target = tmp_path / "sheets.pdf"
    record = EventRecord(
        title=RECORD.title,
        rules=RuleSet(name="ema", start_points=30_000),
        entrants=RECORD.entrants,
        rounds=RECORD.rounds,
        substitutions=(Substitution(2, 4, "Ivo"),),
    )
    assert write_score_sheets_pdf(target, record, {(2, 2)}) == 1
    (text,) = page_texts(target)
    assert "Round 2 · Table 2" in text
    lines = text.splitlines()
    # Round 2, table 2 seats 2, 7, 4, 6; Ivo sits for Dai (player 4).
    for seat in ("East Ben (player 2)", "South Gen (player 7)", "West Ivo (player 4)", "North =Fumi (player 6)"):
        assert seat in lines
    assert "Start 30,000 30,000 30,000 30,000" in lines
    assert "Check: the four final points + 1,000 × the sticks left = 120,000" in text


def test_a_table_of_three_has_three_columns_and_schedules_name_two_opponents(tmp_path: Path) -> None:
    record = EventRecord(
        title="Sanma night",
        rules=preset("tenhou-sanma"),
        entrants=tuple(Entrant(n, name) for n, name in enumerate(("Aki", "Ben", "Chie"), start=1)),
        rounds=(RoundSeating(1, (TableSeating(1, (3, 1, 2)),)),),
    )
    target = tmp_path / "sheets.pdf"
    assert write_score_sheets_pdf(target, record) == 1
    lines = page_texts(target)[0].splitlines()
    for seat in ("East Chie (player 3)", "South Aki (player 1)", "West Ben (player 2)"):
        assert seat in lines
    assert not any(line.startswith("North") for line in lines)
    # Three players at 35,000 each: 105,000 with the sticks left.
    assert "Start 35,000 35,000 35,000" in lines
    assert "Check: the three final points + 1,000 × the sticks left = 105,000" in lines
    assert "East: Chie South: Aki West: Ben" in lines
    assert "Chie Aki Ben" in lines  # the signatures, by wind
    schedules = tmp_path / "schedules.pdf"
    assert write_schedules_pdf(schedules, record) == 3
    assert "1 1 South Chie (East), Ben (West)" in page_texts(schedules)[0].splitlines()


def test_a_sheet_never_replaces_a_database(tmp_path: Path) -> None:
    database = tmp_path / "club.db"
    with sqlite3.connect(database) as connection:
        connection.execute("CREATE TABLE t (x)")
    connection.close()
    before = database.read_bytes()
    with pytest.raises(FileRefused):
        write_schedules_pdf(database, RECORD)
    assert database.read_bytes() == before


@pytest.fixture
def french():
    """The window's French catalogue and numbers, as when the window prints in French."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from tablekeeper import words
    from tablekeeper.ui.i18n import install_translator, speak_the_players_language

    saved = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    assert translators
    speak_the_players_language()
    yield
    words.install()
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(saved)


@pytest.mark.usefixtures("french")
def test_the_sheets_speak_french_in_a_french_window(tmp_path: Path) -> None:
    sheets, schedules = tmp_path / "feuilles.pdf", tmp_path / "programmes.pdf"
    write_score_sheets_pdf(sheets, RECORD, {(2, 1)})
    write_schedules_pdf(schedules, RECORD)
    (sheet,) = page_texts(sheets)
    # NFKC reads the narrow no-break spaces (before the colon, in 100 000) as spaces.
    assert "Tour 2 · Table 1" in sheet
    assert "Est Emi (joueur 5)" in sheet.splitlines()
    assert "Contrôle : les quatre scores finaux + 1 000 × les bâtons restés = 100 000" in sheet
    assert "Signatures" in sheet and "Points finaux" in sheet
    dai = page_texts(schedules)[3]
    assert "Programme de Dai (joueur 4)" in dai
    assert "Tour Table Vent Adversaires" in dai
    assert "2 2 Ouest Ben (Est), Gen (Sud), =Fumi (Nord)" in dai.splitlines()
    assert "Ivo joue à votre place." in dai


def test_a_right_to_left_name_in_a_schedule_line_is_marked_and_keeps_the_lines_order(tmp_path: Path) -> None:
    # Salma, in Arabic, is East at Ben's table: her name starts his schedule's line. Not marked, the line took
    # her name's direction and read "Chie (West), Aki (North) ,(East) <her name>".
    from tablekeeper.reports.event_sheets import _opponents

    salma = "\u0633\u0644\u0645\u0649"
    record = EventRecord(
        "Cup",
        RuleSet(),
        tuple(Entrant(n, name) for n, name in enumerate((salma, "Ben", "Chie", "Aki"), start=1)),
        (RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)),)),),
    )
    # Between left-to-right marks (U+200E), a right-to-left mark (U+200F) inside them: Chie's needs none.
    assert _opponents([(0, salma), (2, "Chie")]) == f"\u200e\u200f{salma}\u200f\u200e (East), Chie (West)"
    target = tmp_path / "schedules.pdf"
    write_schedules_pdf(target, record)
    (line,) = [each for each in page_texts(target)[1].splitlines() if each.startswith("1 1 South")]
    opponents = line.removeprefix("1 1 South ")
    assert opponents.index("East") < opponents.index("Chie (West)")  # her wind beside her, first
    assert opponents.endswith("Chie (West), Aki (North)")
