"""Game ▸ Browse saved games (Ctrl+B): the games browser's filters, paging and sorting, going on with a game,
deleting one after a confirmation that names it; and the read-only review stepping through a game's hands."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.browser import PAGE, GamesBrowser
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)

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


def _club(session: Session) -> None:
    """120 games, a day apart from 1 January 2025 at noon (UTC), the latest first when listed: every third one
    with Eri instead of Dai, every fourth one under EMA 2016, every second one ended at once."""
    start = datetime(2025, 1, 1, 12)
    for day in range(120):
        players = ["Aki", "Ben", "Chie", "Eri" if day % 3 == 0 else "Dai"]
        rules = preset("ema2016") if day % 4 == 0 else None
        game = session.table.create_game(players, rules, title=f"Game {day:03}", started_at=start + timedelta(days=day))
        if day % 2 == 0:
            session.table.finish(game.id)


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
    assert set(_shown(browser, 3)) == {"Club (25,000, no uma)"}


def _click_header(qtbot, browser: GamesBrowser, column: int) -> None:
    header = browser.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def _scroll_to_the_end(qtbot, browser: GamesBrowser) -> None:
    model = browser.table.model()
    while model.canFetchMore(QModelIndex()):
        rows = model.rowCount()
        browser.table.scrollToBottom()
        qtbot.waitUntil(lambda rows=rows: model.rowCount() > rows or not model.canFetchMore(QModelIndex()))


def _holds_a_page_or_two(browser: GamesBrowser) -> bool:
    return PAGE <= browser.table.model().rowCount() <= 2 * PAGE


def test_columns_sort_every_game_not_only_the_first_page(qtbot, window: MainWindow, session) -> None:
    _club(session)
    browser = _open_browser(qtbot, window)
    header = browser.table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (0, Qt.SortOrder.DescendingOrder)
    _click_header(qtbot, browser, 1)
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (1, Qt.SortOrder.AscendingOrder)
    # Game 000, the first title, was stored first: the last page of the latest-first listing, never fetched.
    assert _shown(browser, 1)[:3] == ["Game 000", "Game 001", "Game 002"]
    assert _holds_a_page_or_two(browser)  # the database sorted them: not every game fetched
    assert browser.table.currentIndex().row() == 0
    _scroll_to_the_end(qtbot, browser)
    assert _shown(browser, 1) == [f"Game {day:03}" for day in range(120)]  # each once, in order across pages
    _click_header(qtbot, browser, 1)
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert _shown(browser, 1)[:2] == ["Game 119", "Game 118"]
    assert _holds_a_page_or_two(browser)
    # A filter keeps the order: the finished games (even days), Z to A.
    browser.state_box.setCurrentIndex(browser.state_box.findText("Finished"))
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (1, Qt.SortOrder.DescendingOrder)
    _scroll_to_the_end(qtbot, browser)
    assert _shown(browser, 1) == [f"Game {day:03}" for day in reversed(range(0, 120, 2))]


VENUES = ("Annex", "club room", "Café", "zen")
NAMES = ("Aki", "Ben", "Chie", "Dai")
# A non-dealer's ron at 30 fu (4 x 30 x 2^(2 + han), rounded up to the hundred): 960 -> 1,000, 1,920 -> 2,000,
# 3,840 -> 3,900, 7,680 -> 7,700; 5 han is a mangan, 8,000.
RON_VALUE = {1: 1_000, 2: 2_000, 3: 3_900, 4: 7_700, 5: 8_000}


def _varied(session: Session) -> list[dict]:
    """120 games, a day apart, whose every column varies (titles a shuffle of Game 000..119), each with the key
    this test expects it to sort by. Every fifth under EMA 2016 (30,000 to start), the others club (25,000); two
    in ten with a non-dealer's ron of 1 to 5 han; every third with Eri instead of Dai; the first dealer turning."""
    start = datetime(2025, 1, 1, 12)
    games = []
    for day in range(120):
        names = [("Eri" if name == "Dai" and day % 3 == 0 else name) for name in NAMES]
        rules = "ema2016" if day % 5 == 0 else "club"
        dealer = day % 4
        game = session.table.create_game(
            names,
            preset(rules),
            first_dealer=dealer,
            title=f"Game {day * 37 % 120:03}",
            venue=VENUES[day % 4],
            started_at=start + timedelta(days=day),
        )
        han = 1 + day // 10 % 5
        won = 0
        if day % 10 in (3, 5):
            session.table.record(game.id, Ron(2, (Win(1, han, 30),)))  # seat 1 (not the dealer) on seat 2
            won = 8_000 if han == 4 and rules == "ema2016" else RON_VALUE[han]  # EMA rounds 4 han 30 fu up (kiriage)
        if day % 2 == 0:
            session.table.finish(game.id)
        seated = names[dealer:] + names[:dealer]
        games.append(
            {
                "id": game.id,
                "title": f"Game {day * 37 % 120:03}",
                0: day,
                1: f"Game {day * 37 % 120:03}",
                2: VENUES[day % 4].lower(),
                3: {"club": "club (seeds)", "ema2016": "ema 2016"}[rules],  # as the rule sets are shown
                4: tuple(name.lower() for name in seated),
                5: day % 2 == 0,
                6: (30_000 if rules == "ema2016" else 25_000) + won,
            }
        )
    return games


def test_each_column_sorts_as_the_games_known_data_says(qtbot, window: MainWindow, session) -> None:
    games = _varied(session)
    browser = _open_browser(qtbot, window)
    header = browser.table.horizontalHeader()
    for column in range(7):
        for _ in range(2):  # the first click, then the other way
            _click_header(qtbot, browser, column)
            assert header.sortIndicatorSection() == column
            descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
            assert _holds_a_page_or_two(browser)
            _scroll_to_the_end(qtbot, browser)
            # Equal keys go by the order the games were stored in, the other way when descending.
            ordered = sorted(games, key=lambda g: (g[column], g["id"]), reverse=descending)
            assert _shown(browser, 1) == [g["title"] for g in ordered], (column, descending)
    # The first click on Result: the highest leader's points first (days 45, 85 and 95: EMA's 30,000 and a mangan,
    # 38,000; the latest stored first).
    _click_header(qtbot, browser, 2)
    _click_header(qtbot, browser, 6)
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
    assert _shown(browser, 1)[0] == f"Game {95 * 37 % 120:03}"
    assert _shown(browser, 6)[0] == "Aki leads (38,000)"  # Dai dealt first: Aki at seat 1; day 95 is not over


# Two players level first: Ben's 5,200 ron on Chie (Ben 30,200, Chie 19,800), then Aki's 5,200 ron on Chie in
# the next hand, Ben dealing: Aki 30,200 too.
LEVEL = (Ron(2, (Win(1, 3, 40),)), Ron(2, (Win(0, 3, 40),)))


def test_players_level_first_are_named_as_the_rule_set_places_them(qtbot, window: MainWindow, session) -> None:
    day = datetime(2025, 3, 3, 19)
    for hour, (rules, title, finish) in enumerate(
        (("club", "Shared", True), ("club", "Shared lead", False), ("tenhou", "Seat order", True))
    ):
        game = session.table.create_game(PLAYERS, preset(rules), title=title, started_at=day + timedelta(hours=hour))
        for hand in LEVEL:
            session.table.record(game.id, hand)
        if finish:
            session.table.finish(game.id)
    browser = _open_browser(qtbot, window)
    assert _shown(browser, 1) == ["Seat order", "Shared lead", "Shared"]
    assert _shown(browser, 6) == [
        "Aki won (30,200)",  # Tenhou: the first dealer's order settles the tie
        "Aki and Ben share the lead (30,200)",
        "Aki and Ben share first (30,200)",  # the club's rules share the place
    ]


def test_the_result_names_the_winner_or_who_leads(qtbot, window: MainWindow, session) -> None:
    played = session.table.create_game(PLAYERS, title="Monday", venue="Club room", started_at=datetime(2025, 3, 3, 19))
    # Ben (non-dealer) 3 han 40 fu ron on Chie: 4 x 40 x 2^5 = 5,120, rounded up: 5,200.
    session.table.record(played.id, Ron(2, (Win(1, 3, 40),)))
    ended = session.table.create_game(PLAYERS, title="Tuesday", started_at=datetime(2025, 3, 4, 19))
    # Dai (non-dealer) mangan tsumo: 2,000 from each non-dealer, 4,000 from the dealer: 33,000.
    session.table.record(ended.id, Tsumo(Win(3, 5, 30)))
    session.table.finish(ended.id)
    browser = _open_browser(qtbot, window)
    assert _shown(browser, 1) == ["Tuesday", "Monday"]
    assert _shown(browser, 6) == ["Dai won (33,000)", "Ben leads (30,200)"]
    assert _shown(browser, 2) == ["", "Club room"]
    assert _shown(browser, 4) == ["Aki, Ben, Chie, Dai"] * 2
    assert _shown(browser, 5) == ["Finished", "Unfinished"]


def test_go_on_opens_the_unfinished_game_at_the_table(qtbot, window: MainWindow, session) -> None:
    first = session.table.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
    session.table.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4, 19))
    browser = _open_browser(qtbot, window)
    browser.table.selectRow(1)
    assert browser.go_on_button.isEnabled()
    qtbot.mouseClick(browser.go_on_button, Qt.MouseButton.LeftButton)
    assert window.controller.view is not None and window.controller.view.id == first.id
    assert not browser.isVisible()


def test_go_on_is_not_offered_for_a_finished_game(qtbot, window: MainWindow, session) -> None:
    game = session.table.create_game(PLAYERS, title="Monday")
    session.table.finish(game.id)
    browser = _open_browser(qtbot, window)
    assert not browser.go_on_button.isEnabled()
    assert browser.review_button.isEnabled()


def _button(box: QMessageBox, text: str) -> QPushButton:
    (found,) = [b for b in box.buttons() if b.text() == text]
    assert isinstance(found, QPushButton)
    return found


@pytest.mark.parametrize("answer", ["&Keep it", "&Delete it"])
def test_delete_asks_naming_the_game_first(qtbot, window: MainWindow, session, answer: str) -> None:
    kept = session.table.create_game(PLAYERS, title="Monday", started_at=datetime(2025, 3, 3, 19))
    doomed = session.table.create_game(
        ["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4, 19)
    )
    browser = _open_browser(qtbot, window)
    browser.table.selectRow(0)
    qtbot.mouseClick(browser.delete_button, Qt.MouseButton.LeftButton)
    box = browser.confirm_box
    assert box is not None and box.isVisible()
    when = _local(datetime(2025, 3, 4, 19))
    assert "Tuesday" in box.text() and when in box.text() and "Eri, Fumi, Gen, Hana" in box.text()
    assert [g.id for g in session.library.list_games()] == [doomed.id, kept.id]  # nothing deleted while asking
    qtbot.mouseClick(_button(box, answer), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.confirm_box is None)
    if answer == "&Delete it":
        assert [g.id for g in session.library.list_games()] == [kept.id]
        assert _shown(browser, 1) == ["Monday"]
    else:
        assert [g.id for g in session.library.list_games()] == [doomed.id, kept.id]
        assert _shown(browser, 1) == ["Tuesday", "Monday"]


def _small_game(session: Session) -> int:
    """Four hands under the club rules (25,000 each, Aki deals first)."""
    game = session.table.create_game(PLAYERS, title="Review me", started_at=datetime(2025, 3, 3, 19))
    # East 1: Ben riichi, 3 han 40 fu ron on Chie: 5,200 (4 x 40 x 2^5 = 5,120 rounded up); his stick comes back.
    session.table.record(game.id, Ron(2, (Win(1, 3, 40),), frozenset({1})))
    # East 2 (Ben deals): draw, Aki (riichi) and Dai tenpai: 1,500 each from Ben and Chie; Aki's stick stays.
    session.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({0, 3}), riichi=frozenset({0})))
    # East 3, 1 honba (Chie deals): Chie 2 han 30 fu tsumo: 1,000 all + 100 each, and the stick on the table.
    session.table.record(game.id, Tsumo(Win(2, 2, 30)))
    # East 3, 2 honba: draw, all noten.
    session.table.record(game.id, ExhaustiveDraw())
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
    assert review.result_label.text() == "Draw, all noten"
    qtbot.keyClick(review, Qt.Key.Key_Right)  # past the last hand: the standings (the game goes on: so far)
    assert review.hand_label.text() == "Standings so far" and review.standings.isVisible()
    qtbot.keyClick(review, Qt.Key.Key_Right)  # past the standings: they stay
    assert review.hand_label.text() == "Standings so far"
    qtbot.keyClick(review, Qt.Key.Key_Left)
    _check_table(review, 3)
    qtbot.keyClick(review, Qt.Key.Key_Left)
    _check_table(review, 2)
    assert review.result_label.text().startswith("Chie")
    qtbot.keyClick(review, Qt.Key.Key_Home)
    _check_table(review, 0)
    qtbot.keyClick(review, Qt.Key.Key_End)  # the last step: the standings
    assert review.hand_label.text() == "Standings so far"
    qtbot.keyClick(review, Qt.Key.Key_Left)
    _check_table(review, 3)
    # Read-only: stepping changed nothing stored.
    assert len(session.table.game(game_id).hands) == 4


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
    qtbot.keyClick(review, Qt.Key.Key_End)  # the standings: the whole game, nothing shaded
    assert chart.mark is None
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert chart.mark == 3
    # The shade is drawn: the chart's pixels differ from the same chart without a shade.
    shaded = chart.grab().toImage()
    chart.set_mark(None)
    assert chart.grab().toImage() != shaded


@pytest.mark.usefixtures("french")
def test_players_level_first_are_named_in_french(qtbot, window: MainWindow, session) -> None:
    game = session.table.create_game(PLAYERS, preset("club"), title="Lundi")
    for hand in LEVEL:
        session.table.record(game.id, hand)
    browser = _open_browser(qtbot, window)
    assert _shown(browser, 6) == [f"Aki et Ben mènent à égalité (30{NNBSP}200)"]
    session.table.finish(game.id)
    browser.refresh()
    assert _shown(browser, 6) == [f"Aki et Ben partagent la première place (30{NNBSP}200)"]


def test_statistics_of_the_games_the_filters_select(qtbot, window: MainWindow, session) -> None:
    from tablekeeper.ui.dialogs.statistics import StatisticsDialog

    _club(session)
    browser = _open_browser(qtbot, window)
    browser.player_edit.setText("Eri")
    browser.rules_box.setCurrentIndex(browser.rules_box.findData("ema2016"))
    browser.since_edit.setDate(datetime(2025, 1, 25).date())
    browser.until_edit.setDate(datetime(2025, 3, 2).date())
    qtbot.mouseClick(browser.statistics_button, Qt.MouseButton.LeftButton)
    dialog = window.browser_statistics
    assert isinstance(dialog, StatisticsDialog)
    qtbot.waitExposed(dialog)
    assert browser.isVisible()  # behind it, as it was
    # The same filters: Eri, EMA 2016, from 25 January to 2 March; Eri's EMA games there are days 24, 36, 48 and
    # 60, all ended (every fourth day is EMA 2016 and ended at once, every third one has Eri).
    assert dialog.player_edit.text() == "Eri"
    assert dialog.rules_box.currentData() == "ema2016"
    assert (dialog.since_edit.date().toPython(), dialog.until_edit.date().toPython()) == (
        datetime(2025, 1, 25).date(),
        datetime(2025, 3, 2).date(),
    )
    assert dialog.summary.text() == "Finished games counted: 4."
    assert [p.name for p in dialog.figures.table(4).ranked] == ["Eri"]
