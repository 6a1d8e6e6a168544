"""Who sits out: 17 players at tables of four over 17 rounds, one out each round: each player out once before anyone
is out twice; and the refusals of a round's sit-outs."""

from __future__ import annotations

import random

import pytest

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.events.sit_outs import check_sitting_out, choose_sitting_out


def test_nobody_sits_out_twice_before_everyone_sat_out_once() -> None:
    generator = random.Random(5)
    players = range(1, 18)
    history: list[RoundSeating] = []
    for number in range(1, 35):
        out = choose_sitting_out(players, history, 4, generator)
        assert len(out) == 1  # 17 = 4 x 4 + 1
        history.append(RoundSeating(number, (), out))
    firsts = [r.sitting_out[0] for r in history[:17]]
    seconds = [r.sitting_out[0] for r in history[17:]]
    # Rounds 1-17: the 17 players once each; rounds 18-34: once more each, in the same order (longest since first).
    assert sorted(firsts) == list(players) and seconds == firsts


def test_nineteen_at_tables_of_four_sit_out_three_a_round_and_twenty_none() -> None:
    generator = random.Random(1)
    first = choose_sitting_out(range(1, 20), [], 4, generator)
    second = choose_sitting_out(range(1, 20), [RoundSeating(1, (), first)], 4, generator)
    assert len(first) == len(second) == 3 and not set(first) & set(second)
    assert choose_sitting_out(range(1, 21), [], 4, generator) == ()
    assert len(choose_sitting_out(range(1, 8), [], 3, generator)) == 1  # seven at tables of three


def test_a_round_sat_out_is_refused_when_it_cannot_be_so() -> None:
    tables = (TableSeating(1, (1, 2, 3, 4)),)
    with pytest.raises(SeatingRefused, match="Player 9 sits out round 1 but is absent or not registered"):
        check_sitting_out(RoundSeating(1, tables, (9,)), range(1, 6), 4)
    with pytest.raises(SeatingRefused, match="Player 4 is seated in round 1 and sits it out too"):
        check_sitting_out(RoundSeating(1, tables, (4,)), range(1, 6), 4)
    with pytest.raises(SeatingRefused, match="4 players sit out round 1, enough for a table of 4"):
        check_sitting_out(RoundSeating(1, tables, (5, 6, 7, 8)), range(1, 9), 4)
    assert check_sitting_out(RoundSeating(1, tables, (5,)), range(1, 6), 4) == frozenset({1, 2, 3, 4})
