"""The value the scoring dialog confirms is the one its calculator gives now: a hand it refuses cannot be confirmed with
an older value, and under aotenjou a yakuman keeps its fu."""

from __future__ import annotations

import dataclasses

from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.quick_score import ScoringContext, WinValue


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
