"""The list of hands beside the table on a netbook (1024x600) and a small laptop (1366x768), in French and English:
its four players' columns all in view (no sideways scrolling) and their names whole, and each result read so that
its discarder is seen: a long winner's name is cut in its middle ("Alexa…erite"), never "ron o…"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QTableView

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.models import HistoryModel
from tests.ui.test_screen_sizes import maximized

NAMES = ("Alexandra-Marguerite", "Bob", "Carolina", "Dave")
ALEXANDRA, BOB, CAROLINA, DAVE = range(4)
RONS = 6


def long_game(session: Session) -> None:
    """Enough hands for the list to scroll down (its scroll bar takes from its width): six rons on Dave, a tsumo,
    then draws with everyone tenpai (the dealer stays: the game goes on)."""
    game = session.table.create_game(list(NAMES), preset("club"))
    for _ in range(RONS):
        session.table.record(game.id, Ron(DAVE, (Win(ALEXANDRA, 3, 30),)))
    session.table.record(game.id, Tsumo(Win(BOB, 2, 30)))
    for _ in range(20):
        session.table.record(game.id, ExhaustiveDraw(frozenset(range(4))))


def shown_text(view: QTableView, row: int) -> str:
    """The Result cell's text as the view paints it at its width: the delegate's own text where it has one, else
    Qt's (cut at its end)."""
    index = view.model().index(row, HistoryModel.RESULT)
    delegate = view.itemDelegateForIndex(index)
    if hasattr(delegate, "shown_text"):
        return delegate.shown_text(index)
    width = view.columnWidth(HistoryModel.RESULT) - 8
    return view.fontMetrics().elidedText(index.data(), Qt.TextElideMode.ElideRight, width)


def fits(view: QTableView, text: str) -> bool:
    """The text whole in its cell: on one line, or on the lines of a row as tall as two."""
    metrics = view.fontMetrics()
    width = view.columnWidth(HistoryModel.RESULT) - 8
    lines = max(1, (view.rowHeight(0) - 4) // metrics.lineSpacing())
    if lines == 1:
        return metrics.horizontalAdvance(text) <= width
    bound = metrics.boundingRect(QRect(0, 0, width, 10_000), int(Qt.TextFlag.TextWordWrap), text)
    return bound.height() <= lines * metrics.lineSpacing()


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)], ids=["1024x600", "1366x768"])
def test_the_hands_list_shows_its_four_players_and_each_discarder(qtbot, session, language, size) -> None:
    long_game(session)
    window = maximized(qtbot, session, size)
    view = window.history_view
    qtbot.waitUntil(lambda: view.verticalScrollBar().isVisible())
    header = view.horizontalHeader()
    # Every column in view: nothing to scroll sideways, the fourth player's column ending inside the list.
    assert view.horizontalScrollBar().maximum() == 0, [header.sectionSize(c) for c in range(header.count())]
    last = HistoryModel.COLUMNS - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= view.viewport().width()
    for seat in range(4):
        column = HistoryModel.FIRST_SEAT + seat
        # Each column as wide as its changes of points ("+3,900", "-12,000"), none cut.
        widest = max(
            view.fontMetrics().horizontalAdvance(view.model().index(r, column).data()) for r in range(RONS + 21)
        )
        assert widest + 4 <= header.sectionSize(column), (NAMES[seat], widest, header.sectionSize(column))
    ron_on = "ron sur Dave" if language == "fr" else "ron on Dave"
    for row in range(view.model().rowCount()):
        text = shown_text(view, row)
        assert fits(view, text), text
        if row < RONS:  # a ron on Dave: its end is read whole, the winner's name cut in its middle if need be
            assert text.endswith(ron_on), text
            # The winner named by the start and the end of her name, cut in its middle if need be.
            name = text.split(" (")[0]
            assert name == NAMES[ALEXANDRA] or (name.startswith("Al") and name.endswith("te") and "…" in name), text


def test_a_seat_column_holds_its_gain_as_well_as_a_larger_loss(qtbot, session) -> None:
    """Bob pays a 3 han 30 fu ron to Carolina (non-dealer: 3,900, seeds' table), then is the only one tenpai at a
    draw (+3,000: 1,000 from each of the three noten). "+3,000" is the wider text, as a plus sign is wider than a
    minus: a column sized for "-3,900", the change furthest from zero, cut it to "+3,0…"."""
    game = session.table.create_game(list(NAMES), preset("club"))
    session.table.record(game.id, Ron(BOB, (Win(CAROLINA, 3, 30),)))
    session.table.record(game.id, ExhaustiveDraw(frozenset({BOB})))
    window = maximized(qtbot, session, (1024, 600))
    view = window.history_view
    column = HistoryModel.FIRST_SEAT + BOB
    assert [view.model().index(row, column).data() for row in range(2)] == ["-3,900", "+3,000"]
    metrics = view.fontMetrics()
    # Whole within the cell's margins (the style's text margins and focus frame, as the view measures them).
    qtbot.waitUntil(
        lambda: all(
            metrics.horizontalAdvance(view.model().index(row, column).data()) + view.padding <= view.columnWidth(column)
            for row in range(2)
        )
    )
