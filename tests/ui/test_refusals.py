"""Refusals say why, in the dialog: a meld that cannot exist, a tile the set has no more of, a change that breaks
a later hand (named as the hands list shows it); and the scoring dialog says when its points include honba.

Figures from the seeds, worked out in the comments. Alice, Bob, Carol and Dave sit at seats 0 to 3."""

from __future__ import annotations

import dataclasses
from typing import NoReturn

import pytest
from PySide6.QtCore import QPoint, Qt

from tablekeeper.errors import TablekeeperError
from tablekeeper.rules.results import ExhaustiveDraw, HandResult
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import DrawForm, EditHandDialog, ResultDialog
from tablekeeper.ui.dialogs.scoring import HandEntry, ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel
from tablekeeper.words import QT_TR_NOOP
from tests.ui.table_driver import activate, click, open_game, open_result, record

ALICE, BOB, CAROL, DAVE = range(4)


def hand_mode(qtbot, window: MainWindow) -> tuple[ScoringDialog, HandEntry]:
    """Tsumo (T), Alice, her hand's scoring dialog, its hand mode."""
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[ALICE])
    row = dialog.form.rows[ALICE]
    click(qtbot, row.value_button)
    scoring = row.scoring
    assert scoring is not None
    scoring.tabs.setCurrentWidget(scoring.hand)
    return scoring, scoring.hand


def tiles(qtbot, hand: HandEntry, *codes: str) -> None:
    for code in codes:
        qtbot.mouseClick(hand.tile_palette.buttons[code], Qt.MouseButton.LeftButton)


def test_an_impossible_chi_is_refused_with_a_sentence(qtbot, window: MainWindow, session, errors) -> None:
    open_game(window, session)
    _scoring, hand = hand_mode(qtbot, window)
    click(qtbot, hand.target_group.button(HandEntry.CHI))
    tiles(qtbot, hand, "5z")  # a chi of white dragons
    assert hand.melds == []
    assert hand.error_label.text() == (
        "There is no chi of honours: a chi is three tiles in a row of one suit (man, pin or sou)."
    )
    assert hand.error_label.isVisible()
    tiles(qtbot, hand, "8p")  # 8-9-10 pin
    assert hand.melds == []
    assert (
        hand.error_label.text()
        == "A chi is three tiles in a row, so none starts from an 8: click its lowest tile (7p for 789p)."
    )
    tiles(qtbot, hand, "7p")
    assert [meld.tiles for meld in hand.melds] == ["789p"]


def test_a_fourth_plain_five_is_refused_like_a_fifth_tile(qtbot, window: MainWindow, session, errors) -> None:
    # Club rules have one red five in each suit: four fives of man, one of them red.
    open_game(window, session)
    _scoring, hand = hand_mode(qtbot, window)
    tiles(qtbot, hand, "0m", "5m", "5m", "5m")
    assert hand.concealed == ["0m", "5m", "5m", "5m"]
    tiles(qtbot, hand, "5m")  # a fifth five of man
    assert hand.concealed == ["0m", "5m", "5m", "5m"]
    assert hand.error_label.text() == "There are only four 5m tiles: this hand would have 5."
    qtbot.mouseClick(hand.rows["hand"], Qt.MouseButton.LeftButton, pos=QPoint(10, 10))  # the red five taken back
    tiles(qtbot, hand, "5m")  # a fourth plain five: the set has only three
    assert hand.concealed == ["5m", "5m", "5m"]
    assert hand.error_label.text() == (
        "Under these rules one of the four 5m tiles is the red five (0m): there are only three plain ones, and "
        "this hand would have 4."
    )
    # A closed kan of fives clicked from a plain five is four plain fives too; from the red one it is whole.
    click(qtbot, hand.target_group.button(HandEntry.ANKAN))
    tiles(qtbot, hand, "5p")
    assert hand.melds == [] and "three plain ones" in hand.error_label.text()
    tiles(qtbot, hand, "0p")
    assert [meld.tiles for meld in hand.melds] == ["0555p"]


def test_without_red_fives_four_plain_fives_are_a_hand(qtbot, window: MainWindow, session, errors) -> None:
    open_game(window, session, rules=preset("ema2016"))  # no red fives
    _scoring, hand = hand_mode(qtbot, window)
    tiles(qtbot, hand, "5m", "5m", "5m", "5m")
    assert hand.concealed == ["5m"] * 4
    tiles(qtbot, hand, "5m")
    assert (
        hand.concealed == ["5m"] * 4
        and hand.error_label.text() == "There are only four 5m tiles: this hand would have 5."
    )


@pytest.mark.parametrize(
    ("honba", "dealer", "expected"),
    [(0, False, "Mangan: 8,000"), (1, False, "Mangan: 8,300 with 1 honba"), (2, True, "Mangan: 12,600 with 2 honba")],
)
def test_the_scoring_dialog_says_when_its_points_include_honba(
    qtbot, window: MainWindow, session, errors, honba: int, dealer: bool, expected: str
) -> None:
    # Draws where only Alice (the dealer) is tenpai keep her the deal and add a honba each (seed 003).
    open_game(window, session, *[ExhaustiveDraw(frozenset({ALICE}))] * honba)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[DAVE])
    winner = ALICE if dealer else BOB
    row = dialog.form.rows[winner]
    click(qtbot, row.value_button)
    scoring = row.scoring
    click(qtbot, scoring.quick.limit_buttons[0])  # Mangan: 8,000 (12,000 for the dealer) + 300 a honba
    assert scoring.quick.points_label.text() == expected
    click(qtbot, scoring.ok_button)


def test_the_hand_mode_says_when_its_points_include_honba(qtbot, window: MainWindow, session, errors) -> None:
    open_game(window, session, ExhaustiveDraw(frozenset({ALICE})))  # East 1, 1 honba
    _scoring, hand = hand_mode(qtbot, window)
    # Alice (the dealer) tsumo, all simples and pinfu: 234m 567m 345p 678s 22s + 4s... a closed pinfu tsumo:
    # menzen tsumo 1 + pinfu 1 + tanyao 1 = 3 han 20 fu: base 20 x 2^5 = 640, 2 x 640 = 1,280 -> 1,300 all,
    # + 100 a honba from each: 1,400 all.
    tiles(qtbot, hand, "2m", "3m", "4m", "5m", "6m", "7m", "3p", "4p", "5p", "6s", "7s", "2s", "2s")
    tiles(qtbot, hand, "8s")
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (3, 20)
    assert hand.total_label.text() == "3 han 20 fu: 1,400 all with 1 honba"


def test_a_change_that_breaks_a_later_hand_names_it_as_the_list_shows_it(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    # Tenhou rules want 1,000 points for a riichi stick; everyone starts on 1,500 here.
    rules = dataclasses.replace(preset("tenhou"), start_points=1_500)
    everyone = frozenset(range(4))
    results = [
        ExhaustiveDraw(everyone),  # 1: East 1, all tenpai: no payments, Alice keeps the deal
        ExhaustiveDraw(everyone),  # 2: East 1, 1 honba
        ExhaustiveDraw(),  # 3: East 1, 2 honba, all noten: the deal passes
        ExhaustiveDraw(),  # 4: East 2, 3 honba
        ExhaustiveDraw(everyone),  # 5: East 3, 4 honba: Carol keeps the deal
        ExhaustiveDraw(),  # 6: East 3, 5 honba, all noten: the deal passes to Dave
        # 7: East 4, 6 honba: Dave (the dealer) declares riichi with his 1,500 and is alone tenpai.
        ExhaustiveDraw(frozenset({DAVE}), riichi=frozenset({DAVE})),
    ]
    game = open_game(window, session, *results, rules=rules)
    history = window.history
    assert [history.index(row, HistoryModel.ROUND).data() for row in (5, 6)] == ["East 3-5", "East 4-6"]
    window.history_view.selectRow(5)
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_E)
    dialog = window.dialog
    assert isinstance(dialog, EditHandDialog) and dialog.isVisible()
    # Hand 6 with Carol (the dealer) tenpai alone: the others pay her 1,000 each (seed 000), Dave keeps 500, too
    # few for his stick in hand 7, which would then be played at East 3 (Carol deals again), 6 honba.
    click(qtbot, dialog.form.tenpai.boxes[CAROL])
    refusal = (
        "Hand 6 cannot be changed: Hand 7 (which would then be East 3, 6 honba) cannot be replayed: Dave has 500 "
        "points and cannot declare riichi: these rules need 1,000 points for the stick. Nothing was changed."
    )
    assert dialog.preview_text() == refusal
    record(qtbot, window, dialog)
    assert errors == [refusal] and dialog.isVisible()
    assert len(session.table.game(game).hands) == 7


def test_a_dialog_words_a_refusal_with_the_names_it_shows(qtbot) -> None:
    # A refusal raised by the rules knows seats only; it carries no names. The dialog gives the names it shows:
    # "Bob", not "Seat 2", whoever raised the refusal (here a preview that refuses the draw, as the rules do of a
    # riichi player not ticked tenpai).
    def refused(_result: HandResult) -> NoReturn:
        raise TablekeeperError(
            QT_TR_NOOP("{0} is in riichi, so is tenpai at an exhaustive draw; a riichi without tenpai is a chombo."),
            seats=(BOB,),
        )

    dialog = ResultDialog(
        DrawForm,
        "Exhaustive draw",
        ("Alice", "Bob", "Carol", "Dave"),
        context=lambda seat, tsumo: pytest.fail("no hand is valued"),
        rules=preset("club"),
        preview=refused,
    )
    qtbot.addWidget(dialog)
    assert dialog.preview_text() == (
        "Bob is in riichi, so is tenpai at an exhaustive draw; a riichi without tenpai is a chombo."
    )
