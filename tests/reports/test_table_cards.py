"""The table cards: a card a table, two to a page, each with its round and table, its four players by wind, its
code and its address, read back from the PDF by pdftotext."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tablekeeper.reports.table_cards import TableCard, write_table_cards_pdf

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


def test_no_table_is_one_page_that_says_so(qapp, tmp_path: Path) -> None:
    path = tmp_path / "none.pdf"
    assert write_table_cards_pdf(path, []) == 1
    assert "No table is being played." in _pages(path)[0]
