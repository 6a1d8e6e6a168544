"""Flows found wrong in review, each checked as the player meets it."""

from __future__ import annotations

import dataclasses

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.ui.controller import TableController
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.quick_score import ScoringContext, WinValue


def test_a_riichi_on_the_table_stays_when_a_past_hand_is_corrected(qtbot, session) -> None:
    controller = TableController(session)
    assert controller.new_game(["A", "B", "C", "D"], RuleSet(), first_dealer=0, title="", venue="")
    controller.record(ExhaustiveDraw(frozenset({0})))  # A (dealer) tenpai: A deals again, 1 honba
    controller.toggle_riichi(1, True)  # B declares riichi in hand 2: the stick is on the table
    assert controller.state.deposits == 1_000
    controller.edit_hand(1, ExhaustiveDraw(frozenset({0, 2})))  # meanwhile hand 1 is corrected: A and C tenpai
    assert controller.riichi == frozenset({1})
    assert controller.state.deposits == 1_000
    # Hand 1 now: C +1,500, A +1,500, B and D -1,500 each; B's stick is still on the table (-1,000).
    assert controller.state.scores == (26_500, 25_000 - 1_500 - 1_000, 26_500, 23_500)
    controller.record(Ron(0, (Win(1, 1, 30),)))  # B rons A: 1,000 + 300 (1 honba) + the stick
    last = controller.view.hands[-1]
    assert last.result.riichi == frozenset({1})
    assert last.deltas == (-1_300, 1_300, 0, 0)  # B's own stick comes back: riichi -1,000, deposit +1,000


def test_a_hand_the_calculator_refuses_cannot_be_confirmed_with_an_older_value(qtbot, errors) -> None:
    context = ScoringContext(rules=RuleSet(), seat_wind=1, round_wind=0, tsumo=False, honba=0, riichi=True)
    dialog = ScoringDialog(context, "Score")
    qtbot.addWidget(dialog)
    chosen: list[WinValue] = []
    dialog.value_chosen.connect(chosen.append)
    hand = dialog.hand
    # 123m 456m 789p 234s, single wait on 5s: riichi is its only yaku (1 han; ron 30 + single wait 2 = 40 fu).
    hand.concealed = ["1m", "2m", "3m", "4m", "5m", "6m", "7p", "8p", "9p", "2s", "3s", "4s", "5s"]
    hand.win_tile = "5s"
    hand._refresh_rows()
    assert dialog.quick.value() == WinValue(1, 40)
    dialog.tabs.setCurrentWidget(hand)
    hand.conditions["riichi"].setChecked(False)  # no riichi after all: no yaku
    assert hand.value is None
    dialog.confirm()
    assert chosen == []
    assert errors and "no yaku" in errors[-1]


def test_under_aotenjou_a_yakuman_keeps_its_fu(qtbot, errors) -> None:
    rules = dataclasses.replace(RuleSet(), aotenjou=True)
    context = ScoringContext(rules=rules, seat_wind=1, round_wind=0, tsumo=False, honba=0, riichi=False)
    dialog = ScoringDialog(context, "Score")
    qtbot.addWidget(dialog)
    chosen: list[WinValue] = []
    dialog.value_chosen.connect(chosen.append)
    hand = dialog.hand
    # Big three dragons, 123m, a 9p pair won on 9p by ron: 20 + 10 (closed ron) + 3 x 8 (concealed dragon
    # triplets) + 2 (pair wait) = 56, rounded up to 60 fu.
    hand.concealed = ["5z", "5z", "5z", "6z", "6z", "6z", "7z", "7z", "7z", "1m", "2m", "3m", "9p"]
    hand.win_tile = "9p"
    hand._refresh_rows()
    assert dialog.quick.value() == WinValue(None, 60, 1)
    dialog.confirm()
    assert errors == []
    assert chosen == [WinValue(None, 60, 1, hand.winning_tiles())]  # with the tiles that gave it
    assert chosen[0].tiles is not None and chosen[0].tiles.yaku[0].yakuman == 1
