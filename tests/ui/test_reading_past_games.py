"""Reading the games played: the browser follows the player name as it is typed, the review keeps its geometry from
hand to hand and ends on the final standings, the hands list result column readable on a netbook."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QStyle

from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.dialogs.browser import GamesBrowser
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.models import HistoryModel, StandingsModel
from tests.ui.table_driver import (
    NAMES,
    lay_out_now,
)
from tests.ui.test_screen_sizes import maximized, played

ALICE, BOB, CAROL, DAVE = range(4)


def test_the_browser_follows_the_player_name_as_it_is_typed(qtbot, window, session) -> None:
    """Typing "Aki" is enough: no Enter, no click elsewhere; the list shows only Aki's games."""
    for day, players in enumerate((["Aki", "Ben", "Chie", "Dai"], ["Eri", "Ben", "Chie", "Dai"])):
        session.table.create_game(players, preset("club"), title=f"Game {day}")
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "browser", None), GamesBrowser) and window.browser.isVisible())
    browser = window.browser
    assert sorted(titles(browser)) == ["Game 0", "Game 1"]
    browser.player_edit.setFocus()
    qtbot.keyClicks(browser.player_edit, "Aki")
    qtbot.waitUntil(lambda: titles(browser) == ["Game 0"], timeout=3000)
    qtbot.keyClicks(browser.player_edit, "x")  # "Akix": nobody
    qtbot.waitUntil(lambda: titles(browser) == [], timeout=3000)


def titles(browser: GamesBrowser) -> list[str]:
    model = browser.table.model()
    return [model.index(row, 1).data() for row in range(model.rowCount())]


def varied_game(session) -> int:
    """Hands whose words differ in kind and length (club rules; Alice deals first), then the game finished."""
    game = session.table.create_game(list(NAMES), preset("club"), title="Review me")
    # East 1: a triple ron on Dave with riichi sticks: the longest result and the most payments.
    session.table.record(
        game.id, Ron(DAVE, (Win(ALICE, 3, 30), Win(BOB, 2, 40), Win(CAROL, 5)), frozenset({ALICE, CAROL}))
    )
    session.table.record(game.id, ExhaustiveDraw())  # East 2: all noten, one short line
    session.table.record(game.id, AbortiveDraw(AbortKind.NINE_TERMINALS))
    session.table.record(game.id, Chombo(CAROL))
    session.table.record(game.id, Tsumo(Win(BOB, 1, 30), frozenset({BOB})))
    session.table.finish(game.id)
    return game.id


def review_of(qtbot, window, session) -> ReviewDialog:
    game_id = varied_game(session)
    review = ReviewDialog(session.table.game(game_id), window)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    return review


def test_the_review_keeps_its_geometry_from_hand_to_hand(qtbot, window, session) -> None:
    """Clicking Next again and again hits Next: the button and the seat cards never move nor change size."""
    review = review_of(qtbot, window, session)
    shapes = set()
    texts = set()
    for _step in range(len(review.game.hands) + 1):
        lay_out_now()
        panels = tuple(panel.geometry().getRect() for panel in review.table.panels)
        shapes.add((review.geometry().getRect(), review.next_button.geometry().getRect(), panels))
        texts.add(review.hand_label.text() + review.result_label.text() + review.payments_label.text())
        qtbot.mouseClick(review.next_button, Qt.MouseButton.LeftButton)
    assert len(shapes) == 1, shapes
    assert len(texts) == len(review.game.hands) + 1  # each step showed other words, the standings last


def test_the_review_ends_on_the_final_standings(qtbot, window, session) -> None:
    review = review_of(qtbot, window, session)
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.hand_label.text() == "Final standings"
    assert not review.next_button.isEnabled() and review.previous_button.isEnabled()
    standings = StandingsModel()
    standings.set_game(review.game)  # as the standings dialog shows them
    assert review.standings.isVisible() and not review.table.isVisible()
    shown = review.standings.model()
    rows = [[shown.index(row, column).data() for column in range(shown.columnCount())] for row in range(4)]
    assert rows == [standings.row_texts(row) for row in range(4)]
    assert [row[StandingsModel.PLACE] for row in rows] == ["1", "2", "3", "4"]
    qtbot.keyClick(review, Qt.Key.Key_Left)  # back to the last hand: the table again
    assert review.table.isVisible() and not review.standings.isVisible()
    assert review.hand_label.text().startswith("Hand 5 of 5")


def test_the_hands_result_column_is_readable_on_a_netbook(qtbot, session) -> None:
    """A common result, "Bob (2 han 30 fu) tsumo", shows whole (not "B…") in the list at 1024x600: on one line,
    or on the two lines a row takes where the four players' columns leave the result less room."""
    played(session)
    main = maximized(qtbot, session, (1024, 600))
    view = main.history_view
    index = view.model().index(0, HistoryModel.RESULT)
    text = index.data()
    assert text == "Bob (2 han 30 fu) tsumo"
    assert view.itemDelegateForIndex(index).shown_text(index) == text  # no name cut, nothing elided
    # The cell's text keeps a margin each side (the style's focus frame margin and one pixel).
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    width = view.horizontalHeader().sectionSize(HistoryModel.RESULT) - 2 * margin
    metrics = view.fontMetrics()
    lines = view.rowHeight(0) // metrics.lineSpacing()
    wrapped = metrics.boundingRect(QRect(0, 0, width, 1_000), int(Qt.TextFlag.TextWordWrap), text)
    assert wrapped.width() <= width and wrapped.height() <= lines * metrics.lineSpacing()
    assert view.columnViewportPosition(HistoryModel.RESULT) >= 0  # in view, from its start
