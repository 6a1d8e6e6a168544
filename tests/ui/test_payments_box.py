"""The Payments box of the Ron, Tsumo and Draw dialogs: every line it promises is on screen, and each says the
right thing (limit hands by name, the liable player, a nagashi mangan, a triple ron that pays nothing).

Every figure is worked out by hand in the comments from the seeds (club rules: 25,000 points each, 300 a honba
on a ron, 1,000 a riichi stick; several ron winners each paid the honba, each riichi winner takes their own
stick back and the nearest winner the rest). Alice, Bob, Carol and Dave sit at seats 0 to 3; Alice deals first.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QWidget

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tests.ui.table_driver import activate, choose_value, click, open_game, open_result, record, scores

ALICE, BOB, CAROL, DAVE = range(4)


def rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """The widget's rectangle in the coordinates of one of its ancestors."""
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


def assert_every_line_shown(dialog: ResultDialog) -> None:
    """Each label of the Payments box is shown whole: as tall as its text needs at its width, inside the box,
    inside the part of the scroll area that is seen, and inside the screen."""
    box, viewport = dialog.payments_box, dialog.body.viewport()
    screen = dialog.screen().availableGeometry()
    labels = dialog.preview_labels()
    assert labels
    for label in labels:
        assert label.isVisible(), label.text()
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert box.contentsRect().contains(rect_in(label, box)), label.text()
        assert viewport.rect().contains(rect_in(label, viewport)), label.text()
        top_left = label.mapToGlobal(QPoint(0, 0))
        assert screen.contains(QRect(top_left, label.size())), label.text()
    assert dialog.body.verticalScrollBar().value() == 0


def test_a_triple_ron_with_honba_and_sticks_shows_every_payment_and_the_net_total(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    # Hand 1, East 1: Alice (the dealer) alone tenpai after her riichi: the others pay her 1,000 each, her stick
    # stays on the table. Alice 25,000 - 1,000 + 3,000 = 27,000, the others 24,000. East 1 again, 1 honba.
    open_game(window, session, ExhaustiveDraw(frozenset({ALICE}), riichi=frozenset({ALICE})))
    # Hand 2: Bob and Carol declare riichi at the table (F2, F3): 3,000 on the table.
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.keyClick(window, Qt.Key.Key_F3)
    assert scores(window) == [27_000, 23_000, 23_000, 24_000]
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[DAVE])
    choose_value(qtbot, form.rows[ALICE], 3, 70)  # the dealer: 70 x 2^5 = 2,240 -> a mangan, 6 x 2,000 = 12,000
    choose_value(qtbot, form.rows[BOB], 4, 30)  # 30 x 2^6 = 1,920 -> 4 x 1,920 = 7,680 -> 7,700
    choose_value(qtbot, form.rows[CAROL], 13)  # 13 han: a counted yakuman, 4 x 8,000 = 32,000
    # Each winner is paid 300 of honba; Bob and Carol take their own sticks back, Alice (nearest to Dave's
    # right) the one left from hand 1. The hand's net counts the sticks Bob and Carol put down in it:
    # Alice +12,000 +300 +1,000 = +13,300; Bob -1,000 +7,700 +300 +1,000 = +8,000; Carol -1,000 +32,000 +300
    # +1,000 = +32,300; Dave -(12,300 + 8,000 + 32,300) = -52,600.
    assert dialog.preview_text().split("\n") == [
        "Alice: Mangan",
        "Bob: 4 han 30 fu",
        "Carol: Counted yakuman",
        "Bob pays the table 1,000 (riichi stick)",
        "Carol pays the table 1,000 (riichi stick)",
        "Dave pays Alice 12,000 (hand)",
        "Dave pays Alice 300 (honba)",
        "Dave pays Bob 7,700 (hand)",
        "Dave pays Bob 300 (honba)",
        "Dave pays Carol 32,000 (hand)",
        "Dave pays Carol 300 (honba)",
        "the table pays Bob 1,000 (deposits)",
        "the table pays Carol 1,000 (deposits)",
        "the table pays Alice 1,000 (deposits)",
        "Alice +13,300 → 40,300   Bob +8,000 → 32,000   Carol +32,300 → 56,300   Dave -52,600 → -28,600",
    ]
    qtbot.waitUntil(lambda: dialog.preview_labels()[-1].isVisible())
    assert_every_line_shown(dialog)
    # The dialog keeps its buttons on the screen while it grows.
    screen = dialog.screen().availableGeometry()
    assert screen.contains(dialog.frameGeometry())
    assert dialog.record_button.isVisible()
    record(qtbot, window, dialog)
    assert scores(window) == [40_300, 32_000, 56_300, -28_600]
    assert window.history.index(1, HistoryModel.RESULT).data() == (
        "Alice (Mangan), Bob (4 han 30 fu), Carol (Counted yakuman) ron on Dave; riichi Bob, Carol"
    )


@pytest.mark.parametrize("height", [600, 420])
def test_on_a_small_screen_every_payment_can_still_be_seen_whole(
    qtbot, window: MainWindow, session: Session, errors, monkeypatch, height: int
) -> None:
    """The same triple ron on a 1024x600 netbook, and on a screen lower still, as the dialog sees its screen:
    it stays on the screen with its Record button, and its fifteen lines fit, or scroll."""
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, height))
    open_game(window, session, ExhaustiveDraw(frozenset({ALICE}), riichi=frozenset({ALICE})))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    qtbot.keyClick(window, Qt.Key.Key_F3)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[DAVE])
    choose_value(qtbot, form.rows[ALICE], 3, 70)
    choose_value(qtbot, form.rows[BOB], 4, 30)
    choose_value(qtbot, form.rows[CAROL], 13)
    labels = dialog.preview_labels()
    assert len(labels) == 15
    assert (
        labels[-1].text()
        == "Alice +13,300 → 40,300   Bob +8,000 → 32,000   Carol +32,300 → 56,300   Dave -52,600 → -28,600"
    )
    qtbot.waitUntil(lambda: dialog.height() >= dialog.minimumHeight() and labels[-1].isVisible())
    assert QRect(0, 0, 1024, height).contains(dialog.frameGeometry())
    button = dialog.record_button
    assert button.isVisible() and dialog.rect().contains(rect_in(button, dialog))
    scroll = dialog.body.verticalScrollBar()
    if height == 600:
        assert_every_line_shown(dialog)  # all fifteen fit on a netbook
        return
    # Lower still, they scroll, each keeping its height, and each can be brought into view.
    assert scroll.maximum() > 0
    viewport = dialog.body.viewport()
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        dialog.body.ensureWidgetVisible(label, 0, 0)
        assert viewport.rect().contains(rect_in(label, viewport)), label.text()


def test_a_liable_player_is_named_in_the_payments_and_in_the_list(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    open_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[DAVE])
    choose_value(qtbot, form.rows[CAROL], limit=4)  # Yakuman: a non-dealer's ron, 4 x 8,000 = 32,000
    qtbot.keyClicks(form.rows[CAROL].pao, "2")  # Bob, seat 2, fed her the last dragon
    # Seed 002: on a ron the liable player pays half, the discarder the other half.
    assert dialog.preview_text().split("\n") == [
        "Carol: Yakuman; Bob is liable (pao)",
        "Dave pays Carol 16,000 (hand)",
        "Bob pays Carol 16,000 (pao)",
        "Alice 0 → 25,000   Bob -16,000 → 9,000   Carol +32,000 → 57,000   Dave -16,000 → 9,000",
    ]
    record(qtbot, window, dialog)
    assert window.history.index(0, HistoryModel.RESULT).data() == "Carol (Yakuman, Bob liable) ron on Dave"


def test_a_nagashi_mangan_draw_says_so(qtbot, window: MainWindow, session: Session, errors) -> None:
    open_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_D)
    click(qtbot, dialog.form.nagashi.boxes[CAROL])  # nobody tenpai; Carol's discards were all terminals
    # Paid as a non-dealer's mangan tsumo (seed 000): 4,000 from Alice, the dealer, 2,000 from the others.
    assert dialog.preview_text().split("\n") == [
        "Nagashi mangan: Carol, paid as a mangan tsumo instead of the noten payments",
        "Alice pays Carol 4,000 (nagashi mangan)",
        "Bob pays Carol 2,000 (nagashi mangan)",
        "Dave pays Carol 2,000 (nagashi mangan)",
        "Alice -4,000 → 21,000   Bob -2,000 → 23,000   Carol +8,000 → 33,000   Dave -2,000 → 23,000",
    ]
    record(qtbot, window, dialog)
    assert window.history.index(0, HistoryModel.RESULT).data() == "Draw: nagashi mangan Carol"
    assert scores(window) == [21_000, 23_000, 33_000, 23_000]


def test_a_triple_ron_that_the_rules_make_a_draw_says_why(qtbot, window: MainWindow, session: Session, errors) -> None:
    # Tenhou pays a double ron, but a triple ron is an abortive draw (sanchahou): nobody pays, the dealer stays.
    open_game(window, session, rules=preset("tenhou"))
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[DAVE])
    choose_value(qtbot, form.rows[ALICE], 2, 30)
    choose_value(qtbot, form.rows[BOB], 1, 30)
    assert dialog.preview_text().split("\n")[:2] == ["Alice: 2 han 30 fu", "Bob: 1 han 30 fu"]  # a double ron
    choose_value(qtbot, form.rows[CAROL], 3, 30)
    assert dialog.preview_text().split("\n") == [
        "Under these rules a triple ron is an abortive draw: no one pays.",
        "Alice 0 → 25,000   Bob 0 → 25,000   Carol 0 → 25,000   Dave 0 → 25,000",
    ]
    record(qtbot, window, dialog)
    assert scores(window) == [25_000] * 4
    assert window.history.index(0, HistoryModel.RESULT).data() == (
        "Alice (2 han 30 fu), Bob (1 han 30 fu), Carol (3 han 30 fu) ron on Dave: a triple ron, an abortive draw "
        "under these rules"
    )


def test_a_winner_the_head_bump_leaves_unpaid_is_said_so(qtbot, window: MainWindow, session: Session, errors) -> None:
    # WRC 2022 (RULESETS.md): head bump, only the winner nearest the discarder is paid. Alice discards; Bob sits
    # at her right, Carol across: Bob's 1 han 30 fu (30 x 2^3 x 4 = 960 -> 1,000) is paid, Carol's 2 han is not.
    open_game(window, session, rules="wrc2022")
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[ALICE])
    choose_value(qtbot, form.rows[CAROL], 2, 30)
    choose_value(qtbot, form.rows[BOB], 1, 30)
    assert dialog.preview_text().split("\n") == [
        "Bob: 1 han 30 fu",
        "Carol: 2 han 30 fu — not paid: Bob is nearer the discarder (head bump)",
        "Alice pays Bob 1,000 (hand)",
        "Alice -1,000 → 29,000   Bob +1,000 → 31,000   Carol 0 → 30,000   Dave 0 → 30,000",  # from 30,000 each
    ]
    qtbot.waitUntil(lambda: dialog.preview_labels()[-1].isVisible())
    assert_every_line_shown(dialog)
    record(qtbot, window, dialog)
    assert scores(window) == [29_000, 31_000, 30_000, 30_000]
