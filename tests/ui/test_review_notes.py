"""The review of an imported game shows what tablekeeper said of it at the import (its notes: the variant of the
rules a Tenhou log of no date confirms, the east-south game its east-only header contradicts), above the table at
every step; the review of a game played at the table shows no such line."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.ui.dialogs.review import ReviewDialog
from tests.tenhou_data import tenhou_folder

NOTES = [
    "The log carries no date: its +/- scores are rounded to 1,000 points, as on Tenhou up to 2021, which its own "
    "results confirm.",
    "The record's header says east-only, but its hands play on where an east-only game has ended: it is kept as the "
    "east-south game they replay.",
]
"""What west.xml calls for: no date, +/- scores without a decimal; <GO type="1"> (east-only), hands in the South."""


def test_the_review_of_an_imported_game_shows_its_notes_at_every_step(qtbot, window, session) -> None:
    (game,) = session.transfer.import_tenhou(tenhou_folder() / "pantheon" / "mjlog" / "west.xml")
    review = ReviewDialog(session.table.game(game), window)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    notes = review.findChild(type(review.hand_label), "notes")
    assert notes is not None
    for step in (None, Qt.Key.Key_Right, Qt.Key.Key_End):
        if step is not None:
            QTest.keyClick(review, step)
        assert notes.isVisible()
        assert notes.text().split("\n") == NOTES
        # Above the table, below the hand's name.
        table_top = review.pages.mapTo(review, QPoint(0, 0)).y()
        assert review.hand_label.geometry().bottom() < notes.geometry().top() < notes.geometry().bottom() < table_top


def test_the_review_of_a_game_played_at_the_table_has_no_notes(qtbot, window, session) -> None:
    view = session.table.create_game(["Aki", "Ben", "Cho", "Dan"])
    session.table.record(view.id, Tsumo(Win(0, 3, 30)))
    review = ReviewDialog(session.table.game(view.id), window)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    notes = review.findChild(type(review.hand_label), "notes")
    assert notes is not None and not notes.isVisible()
