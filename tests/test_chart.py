"""The score chart's series and axis labels, on small games worked out by hand.

Club rules: 25,000 each; the dealer's tsumo takes 2 x base (rounded up to 100) from each player, base = fu x 2^(han+2);
a dealer's ron is 6 x base rounded up, and 300 a honba; an exhaustive draw moves 3,000 from the noten players to
the tenpai ones; a draw adds a honba, the dealer's win keeps the deal and adds one, the dealer noten passes it on.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tablekeeper.chart import axis_ticks, score_series
from tablekeeper.present import hand_label
from tablekeeper.rules.game import GameState
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.words import install

ALICE, BOB, CAROL, DAVE = range(4)
NAMES = ("Alice", "Bob", "Carol", "Dave")


@pytest.fixture
def session(tmp_path: Path):
    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as opened:
        yield opened


def three_hands(session: Session) -> int:
    """East 1: Alice (dealer) tsumo 2 han 30 fu: base 480, 1,000 from each (+3,000). East 1, 1 honba: a draw,
    only Bob tenpai (+3,000, the others -1,000); Alice noten passes the deal. East 2, 2 honba: Bob (dealer) rons
    Carol 1 han 30 fu: base 240, 6 x 240 = 1,440 -> 1,500, and 2 x 300 for the honba: 2,100."""
    game = session.table.create_game(list(NAMES), preset("club"))
    session.table.record(game.id, Tsumo(Win(ALICE, 2, 30)))
    session.table.record(game.id, ExhaustiveDraw(frozenset({BOB})))
    session.table.record(game.id, Ron(CAROL, (Win(BOB, 1, 30),)))
    return game.id


def test_the_series_is_the_start_then_each_seat_after_each_hand(session: Session) -> None:
    series = score_series(session.table.game(three_hands(session)))
    assert series.labels == ("Start", "E1", "E1-1", "E2-2")
    assert series.points == (
        (25_000, 25_000, 25_000, 25_000),
        (28_000, 24_000, 24_000, 24_000),
        (27_000, 27_000, 23_000, 23_000),
        (27_000, 29_100, 20_900, 23_000),
    )
    assert series.seat(CAROL) == (25_000, 24_000, 23_000, 20_900)


def test_a_game_without_hands_is_its_start(session: Session) -> None:
    game = session.table.create_game(list(NAMES), preset("club"))
    series = score_series(session.table.game(game.id))
    assert series.labels == ("Start",)
    assert series.points == ((25_000,) * 4,)


def test_a_game_ended_early_ends_on_its_final_state(session: Session) -> None:
    """Dave's riichi stick, put down in the hand abandoned when the game ends, goes back to him: the chart ends
    on the last hand's points, which are the final ones."""
    game_id = three_hands(session)
    session.table.declare_riichi(game_id, DAVE)
    session.table.finish(game_id)
    view = session.table.game(game_id)
    series = score_series(view)
    assert series.labels == ("Start", "E1", "E1-1", "E2-2")
    assert series.points[-1] == view.state.scores == (27_000, 29_100, 20_900, 23_000)


def test_a_final_state_no_hand_shows_is_one_more_point(session: Session) -> None:
    """A final state that differs from the last hand's (a rule set settling something at the end) is 'End'."""
    view = session.table.game(three_hands(session))
    final = dataclasses.replace(view.state, scores=(26_000, 29_100, 20_900, 24_000), finished=True)
    ended = dataclasses.replace(view, state=final, summary=dataclasses.replace(view.summary, ended=True))
    series = score_series(ended)
    assert series.labels == ("Start", "E1", "E1-1", "E2-2", "End")
    assert series.points[-2:] == ((27_000, 29_100, 20_900, 23_000), (26_000, 29_100, 20_900, 24_000))
    assert score_series(view).labels[-1] == "E2-2"  # the game still open: no end yet


def test_the_hands_are_named_by_round_initial_number_and_honba() -> None:
    scores = (25_000,) * 4
    assert hand_label(GameState(scores)) == "E1"
    assert hand_label(GameState(scores, round=1, dealer=2)) == "S3"
    assert hand_label(GameState(scores, round=0, dealer=1, honba=1)) == "E2-1"
    assert hand_label(GameState(scores, round=2, dealer=3, honba=12)) == "W4-12"
    assert hand_label(GameState(scores, round=3, dealer=0)) == "N1"


def test_the_hands_are_named_in_french(session: Session) -> None:
    french = {"W": "O", "{deal}-{honba}": "{deal}-{honba}", "Start": "Début"}
    install(lambda text: french.get(text, text))
    try:
        assert hand_label(GameState((25_000,) * 4, round=2, dealer=1, honba=2)) == "O2-2"
    finally:
        install()


@pytest.mark.parametrize(
    ("low", "high", "ticks"),
    [
        (0, 40_000, (0, 10_000, 20_000, 30_000, 40_000)),
        # 52,300 / 5 gaps = 10,460 a gap: the smallest of 1, 2, 5 x 10^k at least that is 20,000
        (0, 52_300, (0, 20_000, 40_000, 60_000)),
        (-8_000, 41_000, (-10_000, 0, 10_000, 20_000, 30_000, 40_000, 50_000)),
    ],
)
def test_axis_ticks_are_round_and_cover_both_ends(low: int, high: int, ticks: tuple[int, ...]) -> None:
    assert axis_ticks(low, high) == ticks
