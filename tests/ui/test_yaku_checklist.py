"""The scoring dialog's yaku mode: a hand valued from the yaku its winner calls, recorded with them."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from tablekeeper.rules.called_yaku import CalledYaku
from tablekeeper.rules.results import Ron, Tsumo
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import ScoringContext
from tests.ui.table_driver import LEFT, click, edit_hand, new_game, open_result, open_scoring, record, scores

ALICE, BOB, CAROL, DAVE = range(4)


def open_yaku_mode(qtbot, scoring: ScoringDialog):
    bar = scoring.tabs.tabBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.tabRect(scoring.tabs.indexOf(scoring.yaku)).center())
    assert scoring.tabs.currentWidget() is scoring.yaku
    return scoring.yaku


def test_tsumo_pinfu_dora_1_is_valued_as_ticked_and_stored_with_its_yaku(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[BOB])
    scoring = open_scoring(qtbot, dialog.form.rows[BOB])
    yaku = open_yaku_mode(qtbot, scoring)
    assert yaku.boxes["menzen_tsumo"].isChecked()  # a closed tsumo: the table already says it
    assert "houtei" not in yaku.boxes and "chankan" not in yaku.boxes  # a ron's: not offered on a tsumo
    click(qtbot, yaku.boxes["pinfu"])
    yaku.parts.dora.setValue(1)
    # Seed 003: menzen tsumo 1 + pinfu 1 + dora 1 = 3 han; pinfu by tsumo is 20 fu (seed 000): 700 / 1,300.
    assert yaku.value_label.text() == "3 han 20 fu: 700 / 1,300"
    assert not any(button.isVisible() for button in yaku.fu_buttons.values())  # fixed: not asked
    click(qtbot, scoring.ok_button)
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [23_700, 27_700, 24_300, 24_300]

    (stored,) = session.library.list_games()
    result = session.table.game(stored.id).hands[0].result
    assert isinstance(result, Tsumo)
    assert (result.win.han, result.win.fu) == (3, 20)
    assert result.win.yaku == CalledYaku(("menzen_tsumo", "pinfu"), dora=1)

    edit = edit_hand(qtbot, window, 1)  # opened again in the yaku mode, with the same boxes ticked
    again = open_scoring(qtbot, edit.form.rows[BOB])
    assert again.tabs.currentWidget() is again.yaku
    assert again.yaku.boxes["pinfu"].isChecked() and again.yaku.parts.dora.value() == 1


def test_the_fu_are_asked_one_key_away_and_impossible_calls_are_refused(
    qtbot, window: MainWindow, session: Session, errors
) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[DAVE])
    scoring = open_scoring(qtbot, dialog.form.rows[CAROL])
    yaku = open_yaku_mode(qtbot, scoring)
    click(qtbot, yaku.boxes["chiitoitsu"])
    click(qtbot, yaku.boxes["toitoi"])
    assert yaku.refusal().startswith("Chiitoitsu is seven pairs")
    assert yaku.value() is None
    click(qtbot, yaku.boxes["chiitoitsu"])
    click(qtbot, yaku.boxes["toitoi"])
    click(qtbot, yaku.parts.open_box)
    click(qtbot, yaku.boxes["yakuhai_haku"])
    assert not yaku.boxes["pinfu"].isEnabled()  # an open hand has no pinfu
    assert "Choose the fu" in yaku.refusal()
    qtbot.keyClick(scoring, Qt.Key.Key_4)  # one key: 40 fu
    # Haku 1, open hand, 40 fu, a ron by a non-dealer: 1,300 (seed 003).
    assert yaku.value_label.text() == "1 han 40 fu: 1,300"
    qtbot.keyClick(scoring, Qt.Key.Key_Return)  # Enter records the hand once it is complete (README)
    assert not dialog.isVisible()
    assert errors == []
    (hand,) = session.table.game(
        session.library.list_games()[0].id
    ).hands  # once: the closed dialog's Record is not clicked again
    result = hand.result
    assert isinstance(result, Ron)
    assert (result.wins[0].han, result.wins[0].fu) == (1, 40)
    assert result.wins[0].yaku == CalledYaku(("yakuhai_haku",), closed=False)


def test_kuitan_and_renhou_are_offered_only_where_the_rules_have_them(qtbot) -> None:
    ron = ScoringContext(preset("club"), seat_wind=1, round_wind=0, tsumo=False, honba=0, riichi=False)
    scoring = ScoringDialog(ron, "Carol")
    qtbot.addWidget(scoring)
    assert "renhou" not in scoring.yaku.boxes and "renhou_yakuman" not in scoring.yaku.boxes
    click(qtbot, scoring.yaku.parts.open_box)
    assert scoring.yaku.boxes["tanyao"].isEnabled()
    no_kuitan = dataclasses.replace(ron, rules=dataclasses.replace(preset("club"), open_tanyao=False))
    strict = ScoringDialog(no_kuitan, "Carol")
    qtbot.addWidget(strict)
    click(qtbot, strict.yaku.parts.open_box)
    assert not strict.yaku.boxes["tanyao"].isEnabled()
