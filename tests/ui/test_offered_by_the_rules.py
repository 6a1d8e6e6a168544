"""What the window offers follows the rules of the game: the club preset named for what it is, renhou, pao and the
abortive draws only under rules that have them, and the Ron form saying how the rules pay several winners."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton, QRadioButton

from tablekeeper.present import abort_name, preset_name
from tablekeeper.rules.results import AbortKind
from tablekeeper.rules.ruleset import Renhou, preset
from tests.ui.table_driver import (
    open_game,
    open_hand_mode,
    open_result,
    open_scoring,
    shortcut,
)
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)

ALICE, BOB, CAROL, DAVE = range(4)


def test_the_club_preset_is_named_for_what_it_is(window) -> None:
    """RULESETS.md: the club's rules start and return at 25,000 and have neither uma nor oka."""
    club = preset("club")
    assert (club.start_points, club.return_points, club.uma, club.oka) == (25_000, 25_000, (0, 0, 0, 0), 0)
    assert preset_name("club") == "Club (25,000, no uma)"


@pytest.mark.usefixtures("window", "french")
def test_the_club_preset_is_named_for_what_it_is_in_french() -> None:
    assert preset_name("club").replace(NNBSP, " ") == "Club (25 000, sans uma)"


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
