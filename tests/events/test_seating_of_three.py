"""Seating at tables of three (a three-player event): every method seats three a table, the quality line counts
the pairs and the three winds of a table of three, and a count that is not a multiple of three is refused. The
figures are worked out by hand: a table of three holds 3 pairs, so 9 players (3 tables) meet 9 pairs a round out
of the 36 pairs there are (9 x 8 / 2)."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import Entrant, RoundSeating, TableSeating
from tablekeeper.events.seating import SeatingQuality, check_round, quality, seat_random, seat_swiss
from tablekeeper.events.seating_file import read_seating
from tablekeeper.present import refusal

NINE = list(range(1, 10))


def seating(number: int, *tables: tuple[int, ...]) -> RoundSeating:
    return RoundSeating(number, tuple(TableSeating(t, seats) for t, seats in enumerate(tables, start=1)))


def meetings(rounds: tuple[RoundSeating, ...]) -> Counter[frozenset[int]]:
    return Counter(frozenset(pair) for r in rounds for t in r.tables for pair in itertools.combinations(t.seats, 2))


def test_nine_players_over_three_rounds_meet_27_different_pairs_and_sit_each_wind_once() -> None:
    rounds = seat_random(NINE, 3, seed=4, seats=3)
    assert [r.round for r in rounds] == [1, 2, 3]
    for r in rounds:
        check_round(r, NINE, 3)
        assert [len(t.seats) for t in r.tables] == [3, 3, 3]
    # 3 rounds x 3 tables x 3 pairs = 27 meetings, each of a different pair (of the 36).
    met = meetings(rounds)
    assert sum(met.values()) == 27 and len(met) == 27
    # Three rounds at a table of three: East, South and West once each.
    for player in NINE:
        winds = sorted(next(t.seats.index(player) for t in r.tables if player in t.seats) for r in rounds)
        assert winds == [0, 1, 2]
    assert quality(rounds) == SeatingQuality(repeats=0, most=1, consecutive=0, wind_spread=0)


def test_nine_players_over_four_rounds_meet_every_pair_exactly_once() -> None:
    # 4 rounds x 9 pairs = 36 = every pair of the nine (the affine plane of order 3); a fourth round at three winds
    # leaves each player one wind twice: spread 2 - 1.
    rounds = seat_random(NINE, 4, seed=7, seats=3)
    met = meetings(rounds)
    assert len(met) == 36 and set(met.values()) == {1}
    assert quality(rounds) == SeatingQuality(repeats=0, most=1, consecutive=0, wind_spread=1)


def test_nine_players_seated_round_by_round_with_one_seed_meet_nobody_twice_for_four_rounds() -> None:
    rounds: tuple[RoundSeating, ...] = ()
    for _ in range(4):
        rounds = (*rounds, *seat_random(NINE, 1, rounds, seed=11, seats=3))
    assert quality(rounds).repeats == 0


def test_a_fifth_round_of_nine_must_repeat_nine_pairs() -> None:
    # After four rounds every pair has met: each of the fifth round's 9 pairs meets a second time.
    worth = quality(seat_random(NINE, 5, seed=2, seats=3))
    assert (worth.repeats, worth.most) == (9, 2)


def test_a_table_of_four_in_a_round_of_three_is_refused() -> None:
    with pytest.raises(SeatingRefused) as caught:
        check_round(seating(1, (1, 2, 3, 4), (5, 6, 7), (8, 9)), NINE, 3)
    assert refusal(caught.value) == "Table 1 of round 1 seats 4 players, not three."


@pytest.mark.parametrize(
    ("count", "sentence"),
    [
        (10, "10 players cannot sit at tables of three: add 2 or seat fillers."),
        (8, "8 players cannot sit at tables of three: add 1 or seat fillers."),
        (1, "1 player cannot sit at tables of three: add 2 or seat fillers."),
    ],
)
def test_a_count_that_is_not_a_multiple_of_three_is_refused_with_what_is_missing(count: int, sentence: str) -> None:
    for seat in (
        lambda: seat_random(range(1, count + 1), 1, seats=3),
        lambda: seat_swiss(list(range(1, count + 1)), seats=3),
    ):
        with pytest.raises(SeatingRefused) as caught:
            seat()
        assert refusal(caught.value) == sentence


def test_swiss_seats_neighbours_three_by_three_and_breaks_up_a_table_met_before() -> None:
    first = seat_swiss(NINE, seats=3)
    assert [sorted(t.seats) for t in first.tables] == [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
    # After that round the same neighbours would all meet again (9 repeats): swaps between neighbouring tables
    # undo them, each table's players now from different tables of round 1.
    second = seat_swiss(NINE, (first,), seats=3)
    assert second.round == 2
    assert quality((first, second)).repeats < 9
    assert all(len(t.seats) == 3 for t in second.tables)


def test_a_seating_file_of_three_reads_five_values_a_line() -> None:
    entrants = (Entrant(1, "Aki"), Entrant(2, "Ben"), Entrant(3, "Chie"))
    text = "round,table,east,south,west\n1,1,3,Ben,1\n"
    assert read_seating(text, entrants, 3) == (seating(1, (3, 2, 1)),)
    with pytest.raises(SeatingRefused) as caught:
        read_seating("1,1,1,2,3,4\n", entrants, 3)
    assert refusal(caught.value) == "Line 1 has 6 values; a table is round, table and three players (5 values)."
