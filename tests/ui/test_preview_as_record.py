"""The hand dialog's Payments box says Record's own sentence for a hand Record refuses, and no payments: the
preview is what recording would do (issue 31). Alice, Bob, Carol and Dave sit at seats 0 to 3."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import HandResult, Ron, Win
from tablekeeper.service import Session
from tablekeeper.ui.main_window import MainWindow
from tests.rules.test_winning_tiles import TANYAO
from tests.ui.table_driver import open_game, open_result, record, scores

ALICE, BOB, CAROL, DAVE = range(4)
PINFU = CalledYaku(("riichi", "pinfu"), dora=1)  # riichi 1 + pinfu 1 + dora 1: 3 han, 30 fu by ron


@pytest.mark.parametrize(
    ("result", "words"),
    [
        # Riichi among Bob's yaku, and he declared none.
        (Ron(CAROL, (Win(BOB, 3, 30, yaku=PINFU),)), "Bob did not declare riichi in this hand"),
        # TANYAO is valued with riichi (4 han): Bob declared none.
        (Ron(CAROL, (Win(BOB, 4, 40, tiles=TANYAO),)), "Bob did not declare riichi in this hand"),
        # Bob in riichi, the yaku called worth 3 han, the hand entered at 4.
        (
            Ron(CAROL, (Win(BOB, 4, 30, yaku=PINFU),), frozenset({BOB})),
            "worth 3 han, but the hand is recorded at 4 han",
        ),
    ],
)
def test_the_payments_box_says_record_s_refusal_and_no_payments(
    qtbot, window: MainWindow, session: Session, errors, result: HandResult, words: str
) -> None:
    game = open_game(window, session)
    for seat in result.riichi:  # a riichi is declared at the table, its stick put down before the hand's end
        session.table.declare_riichi(game, seat)
    window.controller.reopen_latest()
    with pytest.raises(TablekeeperError) as refused:
        session.table.record(game, result)  # Record's sentence, nothing stored
    sentence = refused.value.message
    assert words in sentence
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    dialog.set_result(result)
    # The hand is in the dialog as Record gets it (the sticks on the table are the service's to add).
    assert dialog.entered() == dataclasses.replace(result, riichi=frozenset())
    assert dialog.preview_text() == sentence  # the sentence alone: no payment, no total
    record(qtbot, window, dialog)  # Record asked: the same sentence, nothing stored
    assert errors == [sentence]
    assert scores(window) == [25_000 - 1_000 * (seat in result.riichi) for seat in range(4)]
    assert session.table.game(game).hands == ()
