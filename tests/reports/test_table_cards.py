"""What the tables of a round are given on paper: a card a table, two to a page, and the round's seating sheet, each
with its round and table, its four players by wind and its code, read back from the PDF: the text by pdftotext, the
QR codes by zbarimg from the pages drawn as a phone's camera would see them (pdftoppm)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tablekeeper.reports.table_cards import TableCard, write_seating_sheet_pdf, write_table_cards_pdf
from tests.reports.qr_codes import read_codes

CARDS = [
    TableCard("Thursday", 1, 1, ("Aki", "Ben", "Chie", "Dai"), "http://192.0.2.2:8765/t/first"),
    TableCard("Thursday", 1, 2, ("Eri", "Fumi", "Gen", "Hana"), "http://192.0.2.2:8765/t/second"),
    TableCard("Thursday", 1, 3, ("Ines", "Jun", "Kei", "Lou"), "http://192.0.2.2:8765/t/third"),
]


def _pages(path: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return text.split("\f")


def test_each_card_has_its_table_its_players_by_wind_and_its_address(qapp, tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    assert write_table_cards_pdf(path, CARDS) == 2
    pages = _pages(path)
    for index, card in enumerate(CARDS):
        page = pages[index // 2]
        assert f"Round 1, table {card.table}" in page
        for wind, name in zip(("East", "South", "West", "North"), card.players, strict=True):
            assert f"{wind}: {name}" in page
        assert card.url in page
        assert "Thursday" in page
    assert "Round 1, table 3" not in pages[0]


def test_a_phone_reads_each_cards_code_as_its_tables_address(qapp, tmp_path: Path) -> None:
    path = tmp_path / "cards.pdf"
    write_table_cards_pdf(path, CARDS)
    assert read_codes(path, tmp_path) == [sorted([CARDS[0].url, CARDS[1].url]), [CARDS[2].url]]


def test_no_table_is_one_page_that_says_so(qapp, tmp_path: Path) -> None:
    path = tmp_path / "none.pdf"
    assert write_table_cards_pdf(path, []) == 1
    assert "No table is being played." in _pages(path)[0]


def test_the_seating_sheet_lists_every_table_with_its_players_by_wind(qapp, tmp_path: Path) -> None:
    path = tmp_path / "seating.pdf"
    assert write_seating_sheet_pdf(path, CARDS) == 1  # three rows of 42 mm fit one A4 page
    page = _pages(path)[0]
    assert "Thursday: seating of round 1" in page
    for card in CARDS:
        assert f"Table {card.table}" in page
        for wind, name in zip(("East", "South", "West", "North"), card.players, strict=True):
            assert f"{wind}: {name}" in page
    # In the tables' order, down the page.
    assert page.index("Table 1") < page.index("Table 2") < page.index("Table 3")
    assert read_codes(path, tmp_path) == [sorted(card.url for card in CARDS)]


def test_sixteen_tables_take_three_pages_of_six_rows(qapp, tmp_path: Path) -> None:
    # A4's printable height (about 270 mm) holds the heading and five or six rows of 42 mm: 16 tables need three
    # pages, and no table is cut between two.
    cards = [
        TableCard("Thursday", 2, table, tuple(f"P{table}-{seat}" for seat in range(4)), f"http://192.0.2.2/t/{table}")
        for table in range(1, 17)
    ]
    path = tmp_path / "seating.pdf"
    assert write_seating_sheet_pdf(path, cards) == 3
    pages = _pages(path)
    for card in cards:
        holding = [page for page in pages if f"North: P{card.table}-3" in page]
        assert len(holding) == 1
        assert f"East: P{card.table}-0" in holding[0]
    codes = read_codes(path, tmp_path)
    assert sorted(code for page in codes for code in page) == sorted(card.url for card in cards)
    assert "Thursday: seating of round 2" in pages[0]


def test_a_seating_sheet_of_no_table_says_so(qapp, tmp_path: Path) -> None:
    path = tmp_path / "none.pdf"
    assert write_seating_sheet_pdf(path, []) == 1
    assert "No table is being played." in _pages(path)[0]
