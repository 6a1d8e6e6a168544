"""Rough edges a player met in one game (issue 19, section 3): the tile picker after a tile taken back, its count of
tiles in words, options the rules do not have, the browser's player filter, the review's geometry and its last step,
the hands list and the tile mode at 1024x600."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel, QPushButton, QRadioButton, QStyle

from tablekeeper.present import abort_name, preset_name
from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import Renhou, preset
from tablekeeper.ui.dialogs.browser import GamesBrowser
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.dialogs.scoring import HandEntry
from tablekeeper.ui.models import HistoryModel, StandingsModel
from tablekeeper.ui.quick_score import ScoringContext
from tests.ui.table_driver import (
    NAMES,
    click,
    lay_out_now,
    open_game,
    open_hand_mode,
    open_result,
    open_scoring,
    shortcut,
    wait_grown,
)
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)
from tests.ui.test_screen_sizes import global_rect, maximized, played, screen_of, shown_part

ALICE, BOB, CAROL, DAVE = range(4)

# Thirteen tiles of a hand waiting on 2p (tanyao): 234m 567p 345678s 2p.
THIRTEEN = ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p")


def hand_entry(qtbot, rules: str = "club", *, tsumo: bool = False) -> HandEntry:
    context = ScoringContext(preset(rules), seat_wind=1, round_wind=0, tsumo=tsumo, honba=0, riichi=False)
    entry = HandEntry(context)
    qtbot.addWidget(entry)
    return entry


def click_tile(qtbot, entry: HandEntry, tile: str) -> None:
    qtbot.mouseClick(entry.tile_palette.buttons[tile], Qt.MouseButton.LeftButton)


def test_a_tile_taken_back_from_a_full_hand_sends_the_next_tile_to_the_hand(qtbot) -> None:
    entry = hand_entry(qtbot)
    for tile in THIRTEEN:
        click_tile(qtbot, entry, tile)
    assert entry.target_group.checkedId() == HandEntry.WIN  # full: the winning tile comes next
    qtbot.mouseClick(entry.rows["hand"], Qt.MouseButton.LeftButton, pos=QPoint(8, 8))  # its first tile, 2m
    assert sorted(entry.concealed) == sorted(THIRTEEN[1:])
    assert entry.target_group.checkedId() == HandEntry.HAND  # twelve: the hand again
    click_tile(qtbot, entry, "2m")
    assert len(entry.concealed) == 13 and entry.win_tile is None
    assert entry.target_group.checkedId() == HandEntry.WIN
    click_tile(qtbot, entry, "2p")
    assert entry.value is not None and entry.error_label.text() == ""


def tiles_left_sentence(qtbot, entered: int) -> str:
    entry = hand_entry(qtbot)
    for tile in THIRTEEN[:entered]:
        click_tile(qtbot, entry, tile)
    return entry.error_label.text().replace("\u00a0", " ").replace(NNBSP, " ")


def test_the_tiles_still_to_enter_are_counted_in_words(qtbot) -> None:
    assert tiles_left_sentence(qtbot, 12) == "Enter the hand: 1 more tile, then the winning tile."
    assert tiles_left_sentence(qtbot, 11) == "Enter the hand: 2 more tiles, then the winning tile."
    assert tiles_left_sentence(qtbot, 13) == "Enter the winning tile."


@pytest.mark.usefixtures("french")
def test_the_tiles_still_to_enter_are_counted_in_french_words(qtbot) -> None:
    assert tiles_left_sentence(qtbot, 12) == "Entrez la main : encore 1 tuile, puis la tuile gagnante."
    assert tiles_left_sentence(qtbot, 11) == "Entrez la main : encore 2 tuiles, puis la tuile gagnante."
    assert tiles_left_sentence(qtbot, 13) == "Entrez la tuile gagnante."


def test_the_club_preset_is_named_for_what_it_is(window) -> None:
    """RULESETS.md: the club's rules start and return at 25,000 and have neither uma nor oka."""
    club = preset("club")
    assert (club.start_points, club.return_points, club.uma, club.oka) == (25_000, 25_000, (0, 0, 0, 0), 0)
    assert preset_name("club") == "Club (25,000, no uma)"


@pytest.mark.usefixtures("window", "french")
def test_the_club_preset_is_named_for_what_it_is_in_french() -> None:
    assert preset_name("club").replace(NNBSP, " ") == "Club (25 000, sans uma)"


def test_the_browser_follows_the_player_name_as_it_is_typed(qtbot, window, session) -> None:
    """Typing "Aki" is enough: no Enter, no click elsewhere; the list shows only Aki's games."""
    for day, players in enumerate((["Aki", "Ben", "Chie", "Dai"], ["Eri", "Ben", "Chie", "Dai"])):
        session.create_game(players, preset("club"), title=f"Game {day}")
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


# Options the rules do not have are not offered.


def test_renhou_is_offered_only_under_rules_that_have_it(qtbot, window, session) -> None:
    for rules, offered in ((preset("club"), False), (dataclasses.replace(preset("club"), renhou=Renhou.MANGAN), True)):
        open_game(window, session, rules=rules)
        dialog = open_result(qtbot, window, Qt.Key.Key_R)
        hand = open_hand_mode(qtbot, open_scoring(qtbot, dialog.form.rows[BOB]))
        shown = [key for key, box in hand.conditions.items() if box.isVisible()]
        assert ("renhou" in shown) is offered, rules.renhou
        assert "chankan" in shown  # a ron's other conditions stay
        hand.window().reject()
        dialog.reject()


@pytest.mark.parametrize("key", [Qt.Key.Key_R, Qt.Key.Key_T])
def test_pao_is_offered_only_under_rules_with_liability(qtbot, window, session, key) -> None:
    for rules, offered in ((preset("club"), True), (dataclasses.replace(preset("club"), pao_yaku=frozenset()), False)):
        open_game(window, session, rules=rules)
        dialog = open_result(qtbot, window, key)
        for row in dialog.form.rows:  # (a tsumo shows the winner's row only: hidden here means hidden by itself)
            assert row.pao.isHidden() is not offered
            labels = [label.text() for label in row.findChildren(QLabel) if not label.isHidden()]
            assert ("Pao:" in labels) is offered
        dialog.reject()


def test_only_the_abortive_draws_of_the_rules_are_offered(qtbot, window, session) -> None:
    """RULESETS.md: the club has abortive draws and pays a triple ron; Tenhou has them and makes a triple ron a
    draw; EMA 2016 has none (and pays a triple ron), so there is nothing to offer."""
    everyday = {AbortKind.NINE_TERMINALS, AbortKind.FOUR_WINDS, AbortKind.FOUR_RIICHI, AbortKind.FOUR_KANS}
    for rules, kinds in (("club", everyday), ("tenhou", everyday | {AbortKind.TRIPLE_RON})):
        open_game(window, session, rules=rules)
        dialog = open_result(qtbot, window, Qt.Key.Key_A)
        buttons = [button for button in dialog.findChildren(QRadioButton) if button.isVisible()]
        assert sorted(button.text() for button in buttons) == sorted(abort_name(kind) for kind in kinds)
        dialog.reject()
    open_game(window, session, rules="ema2016")
    button = window.findChild(QPushButton, "button_abort")
    assert not button.isEnabled()
    shortcut(qtbot, window, Qt.Key.Key_A)
    assert window.dialog is None or not window.dialog.isVisible()
    assert window.findChild(QPushButton, "button_ron").isEnabled()  # the game itself is open


# The review.


def varied_game(session) -> int:
    """Hands whose words differ in kind and length (club rules; Alice deals first), then the game finished."""
    game = session.create_game(list(NAMES), preset("club"), title="Review me")
    # East 1: a triple ron on Dave with riichi sticks: the longest result and the most payments.
    session.record(game.id, Ron(DAVE, (Win(ALICE, 3, 30), Win(BOB, 2, 40), Win(CAROL, 5)), frozenset({ALICE, CAROL})))
    session.record(game.id, ExhaustiveDraw())  # East 2: all noten, one short line
    session.record(game.id, AbortiveDraw(AbortKind.NINE_TERMINALS))
    session.record(game.id, Chombo(CAROL))
    session.record(game.id, Tsumo(Win(BOB, 1, 30), frozenset({BOB})))
    session.finish(game.id)
    return game.id


def review_of(qtbot, window, session) -> ReviewDialog:
    game_id = varied_game(session)
    review = ReviewDialog(session.game(game_id), window)
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


# At 1024x600.


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


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_the_tile_mode_shows_the_dora_and_the_value_without_scrolling(qtbot, session, size) -> None:
    played(session)
    main = maximized(qtbot, session, size)
    shortcut(qtbot, main, Qt.Key.Key_R)
    dialog = main.dialog
    click(qtbot, dialog.form.rows[ALICE].value_button)
    scoring = dialog.form.rows[ALICE].scoring
    scoring.tabs.setCurrentWidget(scoring.hand)
    wait_grown(qtbot, scoring)
    hand = scoring.hand
    for tile in THIRTEEN:
        click_tile(qtbot, hand, tile)
    click_tile(qtbot, hand, "2p")
    assert hand.total_label.text()  # the value computed, shown
    lay_out_now()
    area = screen_of(size).availableGeometry()
    assert area.contains(scoring.frameGeometry())
    for widget in (hand.tile_palette, hand.rows["dora"], hand.rows["ura"], hand.total_label):
        # Whole in view as the dialog opens: nothing of it cut by the scrolling body or the screen.
        assert shown_part(widget) == global_rect(widget), (widget.objectName(), size)
        assert area.contains(global_rect(widget))


def test_the_ron_form_says_how_the_rules_pay_several_winners(qtbot, window, session) -> None:
    """RULESETS.md: WRC 2022 pays only the winner nearest the discarder (head bump), Tenhou pays a double ron and
    makes a triple one an abortive draw, the club pays every winner: a second winner ticked under head bump must
    not be paid nothing without a word where the winners are chosen."""
    for rules, said in (
        ("wrc2022", "only the winner nearest the discarder is paid"),
        ("tenhou", "three make an abortive draw"),
        ("club", "several players may ron the same tile"),
    ):
        open_game(window, session, rules=rules)
        dialog = open_result(qtbot, window, Qt.Key.Key_R)
        assert said in dialog.form.winners_question.text()
        dialog.reject()
