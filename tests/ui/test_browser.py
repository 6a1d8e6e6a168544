"""Game ▸ Browse saved games (Ctrl+B): the games browser's filters, paging and sorting, going on with a game,
deleting one after a confirmation that names it; and the read-only review stepping through a game's hands."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.session import TableSession
from tablekeeper.ui.dialogs.browser import PAGE, GamesBrowser
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.main_window import MainWindow

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]


def _open_browser(qtbot, window: MainWindow) -> GamesBrowser:
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "browser", None), GamesBrowser) and window.browser.isVisible())
    return window.browser


def _local(utc: datetime) -> str:
    """A moment stored in UTC as the browser shows it, in the computer's time zone."""
    return utc.replace(tzinfo=UTC).astimezone().strftime("%Y-%m-%d %H:%M")


def _shown(browser: GamesBrowser, column: int) -> list[str]:
    model = browser.table.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def _club(session: TableSession) -> None:
    """120 games, a day apart from 1 January 2025 at noon (UTC), the latest first when listed: every third one
    with Eri instead of Dai, every fourth one under EMA 2016, every second one ended at once."""
    start = datetime(2025, 1, 1, 12)
    for day in range(120):
        players = ["Aki", "Ben", "Chie", "Eri" if day % 3 == 0 else "Dai"]
        rules = preset("ema2016") if day % 4 == 0 else None
        game = session.create_game(players, rules, title=f"Game {day:03}", started_at=start + timedelta(days=day))
        if day % 2 == 0:
            session.finish(game.id)


def test_the_first_page_is_listed_and_scrolling_fetches_the_next(qtbot, window: MainWindow, session) -> None:
    _club(session)
    browser = _open_browser(qtbot, window)
    model = browser.table.model()
    assert model.rowCount() == PAGE  # one page fetched, not 120 games
    assert _shown(browser, 1)[:2] == ["Game 119", "Game 118"]  # latest first
    assert model.index(0, 0).data() == _local(datetime(2025, 4, 30, 12))  # day 119
    assert model.canFetchMore(QModelIndex())
    browser.table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 2 * PAGE)
    browser.table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 120)
    assert not model.canFetchMore(QModelIndex())
    assert _shown(browser, 1) == [f"Game {day:03}" for day in reversed(range(120))]


def test_filters_select_by_player_state_rules_and_dates(qtbot, window: MainWindow, session) -> None:
    _club(session)
    browser = _open_browser(qtbot, window)
    assert "Eri" in browser.player_edit.completer().model().stringList()  # known names complete
    browser.player_edit.setFocus()
    qtbot.keyClicks(browser.player_edit, "eri")
    browser.player_edit.completer().popup().hide()
    qtbot.keyClick(browser.player_edit, Qt.Key.Key_Return)
    # Days 0, 3, ..., 117: 40 games, every one with Eri; 50 a page, so all of them at once.
    assert _shown(browser, 1) == [f"Game {day:03}" for day in reversed(range(0, 120, 3))]
    assert all("Eri" in players for players in _shown(browser, 4))
    browser.state_box.setCurrentIndex(browser.state_box.findText("Finished"))
    assert _shown(browser, 1) == [f"Game {day:03}" for day in reversed(range(0, 120, 6))]  # even and a multiple of 3
    assert set(_shown(browser, 5)) == {"Finished"}
    browser.rules_box.setCurrentIndex(browser.rules_box.findData("ema2016"))
    assert _shown(browser, 1) == [f"Game {day:03}" for day in reversed(range(0, 120, 12))]
    assert set(_shown(browser, 3)) == {"EMA 2016"}
    # From day 24 (25 January) to day 60 (2 March), both days in: days 24, 36, 48, 60.
    browser.since_edit.setDate(datetime(2025, 1, 25).date())
    browser.until_edit.setDate(datetime(2025, 3, 2).date())
    assert _shown(browser, 1) == ["Game 060", "Game 048", "Game 036", "Game 024"]
    browser.state_box.setCurrentIndex(browser.state_box.findText("Unfinished"))
    assert _shown(browser, 1) == []


def test_a_rule_set_filter_pages_through_games_of_other_rules(qtbot, window: MainWindow, session) -> None:
    _club(session)
    browser = _open_browser(qtbot, window)
    browser.rules_box.setCurrentIndex(browser.rules_box.findData("club"))
    model = browser.table.model()
    assert model.rowCount() == PAGE  # 90 club games: a page of 50, the EMA ones passed over
    browser.table.scrollToBottom()
    qtbot.waitUntil(lambda: model.rowCount() == 90)
    assert set(_shown(browser, 3)) == {"Club (seeds)"}


def test_columns_sort_every_game_not_only_the_first_page(qtbot, window: MainWindow, session) -> None:
    _club(session)
    browser = _open_browser(qtbot, window)
    header = browser.table.horizontalHeader()
    title_x = header.sectionViewportPosition(1) + header.sectionSize(1) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(title_x, 5))
    titles = _shown(browser, 1)
    assert len(titles) == 120
    assert titles == sorted(titles) or titles == sorted(titles, reverse=True)
    first = titles[0]
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(title_x, 5))
    again = _shown(browser, 1)
    assert again == list(reversed(titles))
    assert again[-1] == first


def test_the_result_names_the_winner_or_who_leads(qtbot, window: MainWindow, session) -> None:
    played = session.create_game(PLAYERS, title="Monday", venue="Club room", started_at=datetime(2025, 3, 3, 19))
    # Ben (non-dealer) 3 han 40 fu ron on Chie: 4 x 40 x 2^5 = 5,120, rounded up: 5,200.
    session.record(played.id, Ron(2, (Win(1, 3, 40),)))
    ended = session.create_game(PLAYERS, title="Tuesday", started_at=datetime(2025, 3, 4, 19))
    # Dai (non-dealer) mangan tsumo: 2,000 from each non-dealer, 4,000 from the dealer: 33,000.
    session.record(ended.id, Tsumo(Win(3, 5, 30)))
    session.finish(ended.id)
    browser = _open_browser(qtbot, window)
    assert _shown(browser, 1) == ["Tuesday", "Monday"]
    assert _shown(browser, 6) == ["Dai won (33,000)", "Ben leads (30,200)"]
    assert _shown(browser, 2) == ["", "Club room"]
    assert _shown(browser, 4) == ["Aki, Ben, Chie, Dai"] * 2
    assert _shown(browser, 5) == ["Finished", "Unfinished"]


def test_go_on_opens_the_unfinished_game_at_the_table(qtbot, window: MainWindow, session) -> None:
    first = session.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
    session.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4, 19))
    browser = _open_browser(qtbot, window)
    browser.table.selectRow(1)
    assert browser.go_on_button.isEnabled()
    qtbot.mouseClick(browser.go_on_button, Qt.MouseButton.LeftButton)
    assert window.controller.view is not None and window.controller.view.id == first.id
    assert not browser.isVisible()


def test_go_on_is_not_offered_for_a_finished_game(qtbot, window: MainWindow, session) -> None:
    game = session.create_game(PLAYERS, title="Monday")
    session.finish(game.id)
    browser = _open_browser(qtbot, window)
    assert not browser.go_on_button.isEnabled()
    assert browser.review_button.isEnabled()


def _button(box: QMessageBox, text: str) -> QPushButton:
    (found,) = [b for b in box.buttons() if b.text() == text]
    assert isinstance(found, QPushButton)
    return found


@pytest.mark.parametrize("answer", ["&Keep it", "&Delete it"])
def test_delete_asks_naming_the_game_first(qtbot, window: MainWindow, session, answer: str) -> None:
    kept = session.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
    doomed = session.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4, 19))
    browser = _open_browser(qtbot, window)
    browser.table.selectRow(0)
    qtbot.mouseClick(browser.delete_button, Qt.MouseButton.LeftButton)
    box = browser.confirm_box
    assert box is not None and box.isVisible()
    when = _local(datetime(2025, 3, 4, 19))
    assert "Tuesday" in box.text() and when in box.text() and "Eri, Fumi, Gen, Hana" in box.text()
    assert [g.id for g in session.list_games()] == [doomed.id, kept.id]  # nothing deleted while asking
    qtbot.mouseClick(_button(box, answer), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.confirm_box is None)
    if answer == "&Delete it":
        assert [g.id for g in session.list_games()] == [kept.id]
        assert _shown(browser, 1) == ["Monday"]
    else:
        assert [g.id for g in session.list_games()] == [doomed.id, kept.id]
        assert _shown(browser, 1) == ["Tuesday", "Monday"]


def _small_game(session: TableSession) -> int:
    """Four hands under the club rules (25,000 each, Aki deals first)."""
    game = session.create_game(PLAYERS, title="Review me", started_at=datetime(2025, 3, 3, 19))
    # East 1: Ben riichi, 3 han 40 fu ron on Chie: 5,200 (4 x 40 x 2^5 = 5,120 rounded up); his stick comes back.
    session.record(game.id, Ron(2, (Win(1, 3, 40),), frozenset({1})))
    # East 2 (Ben deals): draw, Aki (riichi) and Dai tenpai: 1,500 each from Ben and Chie; Aki's stick stays.
    session.record(game.id, ExhaustiveDraw(tenpai=frozenset({0, 3}), riichi=frozenset({0})))
    # East 3, 1 honba (Chie deals): Chie 2 han 30 fu tsumo: 1,000 all + 100 each, and the stick on the table.
    session.record(game.id, Tsumo(Win(2, 2, 30)))
    # East 3, 2 honba: draw, all noten.
    session.record(game.id, ExhaustiveDraw())
    return game.id


# Before each hand, worked out from the comments above: scores, round, hand, honba, points on the table, dealer.
BEFORE = [
    ((25_000, 25_000, 25_000, 25_000), "East 1", 0, 0, 0),
    ((25_000, 30_200, 19_800, 25_000), "East 2", 0, 0, 1),
    ((25_500, 28_700, 18_300, 26_500), "East 3", 1, 1_000, 2),
    ((24_400, 27_600, 22_600, 25_400), "East 3", 2, 0, 2),
]


def _check_table(review: ReviewDialog, index: int) -> None:
    scores, name, honba, deposits, dealer = BEFORE[index]
    panels = review.table.panels
    assert [panel.score_label.text() for panel in panels] == [f"{score:,}" for score in scores]
    assert [panel.name_label.text() for panel in panels] == PLAYERS
    assert [not panel.dealer_label.isHidden() for panel in panels] == [seat == dealer for seat in range(4)]
    assert review.table.round_label.text() == name
    assert review.table.honba_label.text() == f"Honba: {honba}"
    assert review.table.deposits_label.text() == f"On the table: {deposits:,}"
    assert review.hand_label.text() == f"Hand {index + 1} of 4: {name}"


def test_the_review_steps_with_the_arrow_keys_showing_the_table_before_each_hand(
    qtbot, window: MainWindow, session
) -> None:
    game_id = _small_game(session)
    browser = _open_browser(qtbot, window)
    qtbot.mouseClick(browser.review_button, Qt.MouseButton.LeftButton)
    review = browser.review
    assert isinstance(review, ReviewDialog)
    qtbot.waitExposed(review)
    _check_table(review, 0)
    assert review.result_label.text() == "Ben (3 han 40 fu) ron on Chie; riichi Ben"
    assert "Chie pays Ben 5,200 (hand)" in review.payments_label.text()
    for index in (1, 2, 3):
        qtbot.keyClick(review, Qt.Key.Key_Right)
        _check_table(review, index)
    qtbot.keyClick(review, Qt.Key.Key_Right)  # past the last hand: it stays
    _check_table(review, 3)
    assert review.result_label.text() == "Draw, all noten"
    qtbot.keyClick(review, Qt.Key.Key_Left)
    _check_table(review, 2)
    assert review.result_label.text().startswith("Chie")
    qtbot.keyClick(review, Qt.Key.Key_Home)
    _check_table(review, 0)
    qtbot.keyClick(review, Qt.Key.Key_End)
    _check_table(review, 3)
    # Read-only: stepping changed nothing stored.
    assert len(session.game(game_id).hands) == 4


def test_the_review_shows_the_score_chart_with_the_hand_shown_shaded(qtbot, window: MainWindow, session) -> None:
    _small_game(session)
    browser = _open_browser(qtbot, window)
    qtbot.mouseClick(browser.review_button, Qt.MouseButton.LeftButton)
    review = browser.review
    qtbot.waitExposed(review)
    chart = review.chart
    assert chart.isVisible() and chart.width() >= 280
    series = chart.series
    assert series is not None
    # The points before each hand (BEFORE, worked out above), then after the last one: an all-noten draw moves none.
    assert series.points == (*(scores for scores, *_ in BEFORE), BEFORE[-1][0])
    assert series.labels == ("Start", "E1", "E2", "E3-1", "E3-2")
    assert chart.mark == 0
    qtbot.keyClick(review, Qt.Key.Key_Right)
    qtbot.keyClick(review, Qt.Key.Key_Right)
    assert chart.mark == 2
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert chart.mark == 3
    # The shade is drawn: the chart's pixels differ from the same chart without a shade.
    shaded = chart.grab().toImage()
    chart.set_mark(None)
    assert chart.grab().toImage() != shaded
