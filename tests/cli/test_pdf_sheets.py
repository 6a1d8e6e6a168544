"""`export --format pdf` and `stats --pdf`: A4 sheets read back as text (pdftotext), with no display needed."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import unicodedata
from datetime import datetime
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import Session

COMMAND = [sys.executable, "-m", "tablekeeper"]
KANJI_NAMES = ("東家太郎", "Ben", "白石", "Dai")
"""Players imported from Tenhou: kanji beside Latin names."""

# In this process the window's tests need a QApplication, and Qt allows one application object per process: the
# sheets draw on it. The command line's own QGuiApplication, with no display, is tested in a child process.
pytestmark = pytest.mark.usefixtures("qapp")


def raw_pdf_text(path: Path) -> str:
    """The text of a PDF as pdftotext lays it out (pages apart by form feeds), each character as the file maps it."""
    assert shutil.which("pdftotext"), "poppler-utils is needed (apt-get install poppler-utils)"
    done = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, check=True, text=True)
    return done.stdout


def pdf_text(path: Path) -> str:
    """The text of a PDF as a reader reads it: NFKC folds a face's compatibility characters into what they stand
    for (Noto Sans CJK's 白 comes back as the radical U+2F69, a ligature as U+FB01 "ﬁ")."""
    return unicodedata.normalize("NFKC", raw_pdf_text(path))


def pdf_fonts(path: Path) -> set[str]:
    """The PostScript names of the fonts a PDF embeds (pdffonts' first column)."""
    done = subprocess.run(["pdffonts", str(path)], capture_output=True, check=True, text=True)
    return {line.split()[0] for line in done.stdout.splitlines()[2:]}


def japanese_fonts() -> set[str]:
    """The PostScript names of the installed fonts that cover Japanese (fontconfig's list)."""
    done = subprocess.run(["fc-list", ":lang=ja", "postscriptname"], capture_output=True, check=True, text=True)
    names = {line.split("=", 1)[1].strip() for line in done.stdout.splitlines() if "=" in line}
    assert names, "a Japanese font is needed (apt-get install fonts-ipafont-gothic)"
    return names


def _row(text: str, *cells: str) -> bool:
    """A line of the text holds ``cells`` in this order, apart only by spaces."""
    for line in text.splitlines():
        parts = line.split()
        joined = " ".join(parts)
        if " ".join(cells) in joined:
            return True
    return False


def test_a_games_sheet_has_its_players_hands_and_standings(club: str, tmp_path: Path) -> None:
    target = tmp_path / "monday.pdf"
    assert main(["--database-url", club, "export", "1", "--format", "pdf", "-o", str(target)]) == 0
    assert target.read_bytes().startswith(b"%PDF")
    text = pdf_text(target)
    assert "Monday" in text and "Club (25,000, no uma)" in text
    assert "2025-03-01" in text
    # Hand 1: Aki, dealer, 3 han 40 fu ron on Ben = 7,700; Chie's riichi stick goes to Aki.
    assert _row(
        text, "1", "East 1", "0", "Aki (3 han 40 fu) ron on Ben; riichi Chie", "+8,700", "-7,700", "-1,000", "0"
    )
    # Hand 2 (1 honba): Chie's mangan tsumo, 4,000 from the dealer and 2,000 from each other, +100 each.
    assert _row(text, "2", "East 1", "1", "Chie (Mangan) tsumo", "-4,100", "-2,100", "+8,300", "-2,100")
    # Hand 3: only Dai tenpai: 1,000 from each of the three others (Chie's tsumo passed the deal to Ben).
    assert _row(text, "3", "East 2", "0", "Draw, tenpai Dai", "-1,000", "-1,000", "-1,000", "+3,000")
    # Standings so far: 25,000 each, plus the deltas above.
    for place, name, points in (("1st", "Chie", "31,300"), ("2nd", "Aki", "28,600"), ("3rd", "Dai", "25,900")):
        assert _row(text, place, name, points), (place, name, points)
    assert _row(text, "4th", "Ben", "14,200")


def test_every_figure_and_word_of_the_sheet_reads_back_as_written(club: str, tmp_path: Path) -> None:
    """Copied or searched, the sheet gives back what it shows: no digit lost (Noto Sans CJK's digits map back to
    nothing), no ligature ("ﬁnished"). The raw text, not normalised: what a search in a PDF reader matches."""
    target = tmp_path / "monday.pdf"
    assert main(["--database-url", club, "export", "1", "--format", "pdf", "-o", str(target)]) == 0
    text = raw_pdf_text(target)
    assert "Date: 2025-03-01" in text and "Not finished: standings so far" in text
    assert _row(text, "2", "East 1", "1", "Chie (Mangan) tsumo", "-4,100", "-2,100", "+8,300", "-2,100")
    assert _row(text, "1st", "Chie", "31,300")
    # The chart's points axis: 25,000 each at the start, Chie's 31,300 at the top: ticks every 5,000 or 10,000.
    assert "30,000" in text and "20,000" in text


def test_latin_text_is_set_in_a_latin_face_and_kanji_in_a_japanese_one(tmp_path: Path) -> None:
    """A Japanese face only where a name has kanji: whatever CJK fonts the machine has, the figures are set in a
    Latin face, whose digits a reader can copy."""
    japanese = japanese_fonts()
    fonts = {}
    for case, names in (("latin", ("Aki", "Ben", "Chie", "Dai")), ("kanji", KANJI_NAMES)):
        database = _long_game(tmp_path, 2, names, case)
        target = tmp_path / f"{case}.pdf"
        assert main(["--database-url", database, "export", "1", "--format", "pdf", "-o", str(target)]) == 0
        fonts[case] = pdf_fonts(target)
    assert fonts["latin"] and not fonts["latin"] & japanese, fonts["latin"]
    assert fonts["kanji"] & japanese and fonts["kanji"] - japanese, fonts["kanji"]


def _long_game(tmp_path: Path, hands: int, names: tuple[str, ...] = KANJI_NAMES, name: str = "long") -> str:
    path = str(tmp_path / f"{name}.db")
    with Session.open(path) as service:
        game = service.table.create_game(names, title="Long night", started_at=datetime(2025, 3, 1))
        for _ in range(hands):  # all four tenpai: nothing is paid, the dealer stays, the game goes on
            service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
    return path


def test_a_long_game_goes_on_over_pages_with_its_header_repeated(tmp_path: Path) -> None:
    database = _long_game(tmp_path, 60)
    target = tmp_path / "long.pdf"
    assert main(["--database-url", database, "export", "1", "--format", "pdf", "-o", str(target)]) == 0
    pages = pdf_text(target).split("\f")[:-1]
    assert len(pages) >= 2
    assert "Hands (continued)" in pages[1]
    assert _row(pages[1], "#", "Hand", "Honba", "Result")
    text = "".join(pages)
    for n in range(1, 61):  # every hand once, its honba one less than its number
        assert _row(text, str(n), "East 1", str(n - 1), "Draw, tenpai"), n
    assert all(name in text for name in KANJI_NAMES)  # 白 read back as 白, not as the radical ⽩ (NFKC)


def test_without_a_display_the_command_line_still_writes_the_sheet(tmp_path: Path) -> None:
    database = _long_game(tmp_path, 2)
    target = tmp_path / "sheet.pdf"
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    done = subprocess.run(
        [*COMMAND, "--database-url", database, "export", "1", "--format", "pdf", "-o", str(target)],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Long night" in pdf_text(target)


def test_a_pdf_goes_to_a_file_only(club: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--database-url", club, "export", "1", "--format", "pdf"]) == 2
    assert "-o FILE.pdf" in capsys.readouterr().err


def test_a_pdf_that_cannot_be_written_is_a_sentence(club: str, tmp_path: Path, capsys) -> None:
    target = tmp_path / "no such folder" / "x.pdf"
    assert main(["--database-url", club, "export", "1", "--format", "pdf", "-o", str(target)]) == 2
    assert "cannot be written" in capsys.readouterr().err


def test_the_season_table_as_pdf(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = str(tmp_path / "season.db")
    with Session.open(database) as service:
        game = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), started_at=datetime(2025, 3, 1))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset()))  # Aki +7,700 from Ben
        service.table.record(game.id, Tsumo(Win(2, 5)))
        service.table.finish(game.id)
    target = tmp_path / "season.pdf"
    assert main(["--database-url", database, "stats", "--pdf", str(target)]) == 0
    capsys.readouterr()
    text = pdf_text(target)
    assert "Season table" in text and "Finished games counted: 1" in text
    assert "All finished games" in text  # no filter
    # Each sat in 1 game of 2 hands; Aki won 1 of 2 hands (50.0 %), Ben dealt in once (50.0 %).
    assert _row(text, "Aki", "1", "2", "50.0 %", "0.0 %")
    assert _row(text, "Ben", "1", "2", "0.0 %", "50.0 %")
    assert _row(text, "Chie", "1", "2", "50.0 %", "0.0 %", "0.0 %", "100.0 %")


def test_the_season_sheet_names_the_games_it_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    database = str(tmp_path / "season.db")
    with Session.open(database) as service:
        for started, names in (
            (datetime(2025, 3, 1), ("Aki", "Ben", "Chie", "Dai")),  # counted
            (datetime(2025, 3, 2), ("Eri", "Ben", "Chie", "Dai")),  # without Aki
            (datetime(2025, 4, 1), ("Aki", "Ben", "Chie", "Dai")),  # after --until
        ):
            game = service.table.create_game(names, started_at=started)
            service.table.record(game.id, Tsumo(Win(2, 5)))
            service.table.finish(game.id)
    target = tmp_path / "season.pdf"
    arguments = ["--player", "Aki", "--since", "2025-03-01", "--until", "2025-03-31", "--rules", "club"]
    assert main(["--database-url", database, "stats", *arguments, "--pdf", str(target)]) == 0
    capsys.readouterr()
    text = " ".join(pdf_text(target).split())
    # The preset `club`, "club (seeds 001, 003)" in RULESETS.md, is named for what it is: 25,000 points, no uma.
    assert "Player: Aki · Dates: 2025-03-01 to 2025-03-31 · Rules: Club (25,000, no uma)" in text
    assert "Finished games counted: 1" in text
    assert "All finished games" not in text
