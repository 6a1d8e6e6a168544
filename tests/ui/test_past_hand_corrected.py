"""A past hand corrected while a riichi stick is on the table for the hand being played: the stick stays, the
scores are those of the corrected hand, and the next win takes the stick back as the rules say."""

from __future__ import annotations

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.ui.controller import GameController


def test_a_riichi_on_the_table_stays_when_a_past_hand_is_corrected(qtbot, session) -> None:
    controller = GameController(session)
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
