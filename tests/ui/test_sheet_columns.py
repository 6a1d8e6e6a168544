"""The printed sheets' tables cut nothing: in French (longer words than the English the column shares were made
for: "Victoires", "Main gagnante moyenne", "1er-2e-3e-4e") and with long player names, each heading's longest word
and each figure fit their column, and the columns fit the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetricsF

from tablekeeper.reports import sheets
from tablekeeper.service import Session
from tests.club_games import record_club
from tests.ui.test_labels import french  # noqa: F401  (the fixture)


@pytest.fixture
def laid_out(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    """Every table the sheets lay out: its columns, rows, fonts, padding, the widths given, and the page's width."""
    seen: list[tuple] = []
    given = sheets._Page.widths

    def spy(page, columns, rows, body, head, pad):
        widths = given(page, columns, rows, body, head, pad)
        seen.append((page.device, columns, rows, body, head, pad, widths, page.width))
        return widths

    monkeypatch.setattr(sheets._Page, "widths", spy)
    return seen


def _check(laid_out: list[tuple]) -> None:
    assert laid_out
    for device, columns, rows, body, head, pad, widths, page_width in laid_out:
        assert sum(widths) <= page_width + 0.5
        body_metrics, head_metrics = QFontMetricsF(body, device), QFontMetricsF(head, device)
        for index, (column, width) in enumerate(zip(columns, widths, strict=True)):
            for word in column.heading.split():
                assert head_metrics.horizontalAdvance(word) + 2 * pad <= width, (column.heading, word, width)
            if column.right:  # figures never wrap: each whole in its column (a hand's change, its running total)
                for cells in rows:
                    for line in cells[index].split("\n"):
                        assert body_metrics.horizontalAdvance(line) + 2 * pad <= width, (column.heading, cells)


@pytest.mark.usefixtures("french")
def test_the_french_sheets_cut_no_heading_and_no_figure(window, tmp_path: Path, laid_out: list[tuple]) -> None:
    # (the window makes the sheets speak its language)
    with Session.open(str(tmp_path / "club.db")) as service:
        record_club(service)
        figures = service.library.statistics()
        sheets.write_statistics_pdf(tmp_path / "saison.pdf", figures.tables, figures.games)
        sheets.write_game_pdf(tmp_path / "partie.pdf", service.table.game(1))
    headings = [c.heading for _, columns, *_ in laid_out for c in columns]
    assert "Taux de victoire" in headings and "Main gagnante moyenne" in headings  # French, as the sheets print it
    _check(laid_out)


def test_long_player_names_widen_their_columns(qtbot, tmp_path: Path, laid_out: list[tuple]) -> None:
    names = ["Maximilienne-Charlotte", "Bartholomew", "Chiyonosuke", "渡辺久美子"]
    with Session.open(str(tmp_path / "long.db")) as service:
        game = service.table.create_game(names)
        service.table.finish(game.id)
        sheets.write_game_pdf(tmp_path / "game.pdf", service.table.game(game.id))
    _check(laid_out)
