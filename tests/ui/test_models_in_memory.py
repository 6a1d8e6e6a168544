"""The browser's and the statistics' table models fed in memory, without a database (STYLE.md: Vorta's models
tested alone): what each cell says, how pages are asked for, and what a sort asks of the service."""

from __future__ import annotations

from datetime import datetime
from fractions import Fraction

from PySide6.QtCore import QModelIndex, Qt

from tablekeeper.service import GameSummary
from tablekeeper.service.browsing import BrowsedGame, BrowsePage
from tablekeeper.stats import PlayerStatistics
from tablekeeper.store.reads import GameOrder
from tablekeeper.ui.dialogs.browser import PAGE, PLAYERS, RESULT, STATE, TITLE, GamesModel
from tablekeeper.ui.dialogs.statistics import SORT_ROLE, StatisticsModel

NAMES = ("Aki", "Ben", "Chie", "Dai")


def _game(number: int, *, finished: bool = True, hands: int = 4, leaders: tuple[int, ...] = (0,)) -> BrowsedGame:
    summary = GameSummary(number, f"Game {number}", "Club", datetime(2025, 1, 1), None, NAMES, hands, finished)
    return BrowsedGame(summary, "club", (31_000, 25_000, 24_000, 20_000), leaders)


class Pages:
    """A fake service's browse: ``total`` games, counted asks, each ask's (offset, order, descending) kept."""

    def __init__(self, total: int) -> None:
        self.total = total
        self.asked: list[tuple[int, GameOrder, bool]] = []

    def __call__(self, limit: int, offset: int, order: GameOrder, descending: bool) -> BrowsePage:
        self.asked.append((offset, order, descending))
        numbers = range(offset, min(offset + limit, self.total))
        after = offset + limit
        return BrowsePage(tuple(_game(n) for n in numbers), after if after < self.total else None)


def test_the_games_model_asks_a_page_at_a_time_and_the_first_page_again_on_a_sort(qapp) -> None:
    pages = Pages(2 * PAGE + 10)
    model = GamesModel(pages)
    assert model.rowCount() == 0 and model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 2 * PAGE and pages.asked == [(0, GameOrder.DATE, True), (PAGE, GameOrder.DATE, True)]
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 2 * PAGE + 10 and not model.canFetchMore(QModelIndex())
    model.sort(TITLE, Qt.SortOrder.AscendingOrder)
    # The database sorts: the model lets the old order's rows go and holds the new order's first page only.
    assert pages.asked[-1] == (0, GameOrder.TITLE, False) and model.rowCount() == PAGE
    model.sort(TITLE, Qt.SortOrder.AscendingOrder)  # the same order again: nothing asked
    assert len(pages.asked) == 4
    model.remove(3)
    assert model.rowCount() == PAGE - 1 and all(g.summary.id != 3 for g in model.games)


def test_the_games_model_says_the_state_and_the_result(qapp) -> None:
    model = GamesModel(lambda *_: BrowsePage((), None))
    won, shared = _game(1), _game(2, leaders=(0, 1))
    playing, empty = _game(3, finished=False), _game(4, finished=False, hands=0)
    assert model.text(won, PLAYERS) == "Aki, Ben, Chie, Dai"
    assert [model.text(g, STATE) for g in (won, playing)] == ["Finished", "Unfinished"]
    assert model.text(won, RESULT) == "Aki won (31,000)"
    assert model.text(shared, RESULT) == "Aki and Ben share first (31,000)"
    assert model.text(playing, RESULT) == "Aki leads (31,000)"
    assert model.text(empty, RESULT) == "No hand yet"


def test_the_statistics_model_shows_and_sorts_the_figures_it_is_given(qapp) -> None:
    # Worked out here: 3 wins in 20 hands is 15.0%; 2 tsumo of 3 wins 66.7%; 9,000 points over 3 wins 3,000;
    # places 1, 1, 2 and 4 make 8 / 4 = 2.00; a total of +12.5 over 4 games is 3.125, which format_score writes
    # with two decimals (a score that is not in tenths), the exact half rounded to even: +3.12.
    aki = PlayerStatistics("Aki", 4, 20, 3, 2, 1, 5, 9_000, (2, 1, 0, 1), Fraction(25, 2))
    ben = PlayerStatistics("Ben", 0)  # no finished game: nothing to divide
    model = StatisticsModel()
    model.set_players([aki, ben])
    row = model.row_texts(0)
    assert row[StatisticsModel.TOTAL_SCORE] == "+12.5" and row[StatisticsModel.AVERAGE_SCORE] == "+3.12"
    assert row[StatisticsModel.WIN_RATE] == "15.0%" and row[StatisticsModel.TSUMO_SHARE] == "66.7%"
    assert row[StatisticsModel.AVERAGE_WIN] == "3,000" and row[StatisticsModel.AVERAGE_PLACE] == "2.00"
    assert row[StatisticsModel.FIRST : StatisticsModel.FOURTH + 1] == ["2", "1", "0", "1"]
    empty = model.row_texts(1)
    assert empty[StatisticsModel.WIN_RATE] == "–" and empty[StatisticsModel.AVERAGE_PLACE] == "–"
    # A figure with nothing to divide sorts below every real one.
    sort_values = [model.index(r, StatisticsModel.WIN_RATE).data(SORT_ROLE) for r in range(2)]
    assert sort_values[0] == 0.15 and sort_values[1] < 0
