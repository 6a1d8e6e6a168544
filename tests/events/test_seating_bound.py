"""The least a seating can cost, against every seating tried by brute force, and the search stopping there."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest

from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.events.seating import quality, seat_random
from tablekeeper.events.seating_bound import best_round, lower_bound, partitions
from tablekeeper.events.seating_search import WORK, Search

Pair = frozenset[int]


def seating(number: int, *tables: tuple[int, ...]) -> RoundSeating:
    return RoundSeating(number, tuple(TableSeating(t, four) for t, four in enumerate(tables, start=1)))


def pairs_of(tables: Sequence[Sequence[int]]) -> set[Pair]:
    return {frozenset(pair) for table in tables for pair in itertools.combinations(table, 2)}


def cost(history: Sequence[Sequence[Sequence[int]]], new: Sequence[Sequence[Sequence[int]]]) -> int:
    """The search's cost worked out here from its definition, pair by pair: a pair who met m times costs
    2 m (m - 1) / 2 = m (m - 1), and each pair together in two consecutive rounds 1 more; only what the new
    rounds add is counted."""
    before = Counter(pair for tables in history for pair in pairs_of(tables))
    after = before + Counter(pair for tables in new for pair in pairs_of(tables))
    total = sum(m * (m - 1) for m in after.values()) - sum(m * (m - 1) for m in before.values())
    rounds = [*history, *new]
    for r in range(len(history), len(rounds)):
        if r > 0:
            total += len(pairs_of(rounds[r - 1]) & pairs_of(rounds[r]))
    return total


def met_and_previous(
    count: int, history: Sequence[Sequence[Sequence[int]]]
) -> tuple[list[dict[int, int]], list[int | None] | None]:
    met: list[dict[int, int]] = [{} for _ in range(count)]
    for tables in history:
        for table in tables:
            for a, b in itertools.permutations(table, 2):
                met[a][b] = met[a].get(b, 0) + 1
    if not history:
        return met, None
    previous: list[int | None] = [None] * count
    for t, table in enumerate(history[-1]):
        for player in table:
            previous[player] = t
    return met, previous


def random_history(count: int, rounds: int, seed: int, seats: int = 4) -> list[list[list[int]]]:
    generator = random.Random(seed)
    out = []
    for _ in range(rounds):
        order = list(range(count))
        generator.shuffle(order)
        out.append([order[i : i + seats] for i in range(0, count, seats)])
    return out


# 8 players at 2 tables of four (35 seatings of a round), 12 at 3 (5,775); 6 players at 2 tables of three (10), 9 at
# 3 (280); after 0 to 3 rounds played at random.
CASES = (
    [(8, 4, played, seed) for played in range(4) for seed in range(3)]
    + [(12, 4, played, 0) for played in (1, 2)]
    + [(6, 3, played, seed) for played in range(4) for seed in range(3)]
    + [(9, 3, played, seed) for played in range(4) for seed in range(2)]
)


@pytest.mark.parametrize(("count", "seats", "played", "seed"), CASES)
def test_one_round_floor_is_never_above_the_cheapest_seating_and_every_seating_tried_finds_it(
    count: int, seats: int, played: int, seed: int
) -> None:
    history = random_history(count, played, seed, seats)
    cheapest = min(cost(history, [seating]) for seating in partitions(count, seats))
    met, previous = met_and_previous(count, history)
    assert lower_bound(met, previous, 1, seats) <= cheapest
    least, tables = best_round(met, previous, random.Random(seed), seats)
    assert least == cheapest == cost(history, [tables])
    assert lower_bound(met, previous, 1, seats, least) == cheapest


def test_the_seatings_of_a_round_are_counted_as_by_hand() -> None:
    # Player 0 takes seats - 1 mates among the others, and so on: 8 at tables of four: C(7,3) = 35; 12: C(11,3) x
    # C(7,3) = 5,775; 6 at tables of three: C(5,2) = 10; 9: C(8,2) x C(5,2) = 280.
    assert [len(partitions(8, 4)), len(partitions(12, 4)), len(partitions(6, 3)), len(partitions(9, 3))] == [
        35,
        5_775,
        10,
        280,
    ]
    assert all(len(table) == 3 for seating in partitions(9, 3) for table in seating)


@pytest.mark.parametrize(
    ("count", "seats", "played", "seed"),
    [(8, 4, played, seed) for played in range(3) for seed in range(2)] + [(6, 3, played, 0) for played in range(3)],
)
def test_two_rounds_floor_is_never_above_the_cheapest_pair_of_rounds(
    count: int, seats: int, played: int, seed: int
) -> None:
    history = random_history(count, played, seed, seats)
    every = partitions(count, seats)
    cheapest = min(cost(history, [first, second]) for first in every for second in every)
    met, previous = met_and_previous(count, history)
    first, _ = best_round(met, previous, random.Random(seed), seats)
    assert lower_bound(met, previous, 2, seats) <= cheapest
    assert lower_bound(met, previous, 2, seats, first) <= cheapest


def test_eight_players_after_one_round_cannot_do_better_than_four_repeats_in_consecutive_rounds() -> None:
    # Each new table takes at least two of each old table (pigeonhole): one old pair from each, four in all, each
    # met before (2) and in consecutive rounds (1): 4 x 3 = 12.
    met, previous = met_and_previous(8, [[[0, 1, 2, 3], [4, 5, 6, 7]]])
    assert lower_bound(met, previous, 1, 4) == 12


def test_six_players_at_tables_of_three_after_one_round_cannot_do_better_than_two_repeats() -> None:
    # Each old table of three goes to two new tables: two of it sit together again (pigeonhole), one pair from each
    # old table, two in all, each met before (2) and in consecutive rounds (1): 2 x 3 = 6.
    met, previous = met_and_previous(6, [[[0, 1, 2], [3, 4, 5]]])
    assert lower_bound(met, previous, 1, 3) == 6


def test_sixteen_players_after_one_round_floor_is_none_and_the_search_reaches_it_at_once() -> None:
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16)),)  # not the design's
    search = Search(list(range(1, 17)), 1, history, random.Random(1), 4)
    search.run()
    assert (search.cost, search.bound) == (0, 0)
    assert search.work < WORK  # stopped at the floor, its budget mostly left
    (later,) = seat_random(range(1, 17), 1, history, seed=1)
    assert quality((*history, later)).repeats == 0


def test_eight_players_seat_the_cheapest_round_with_no_search_at_all() -> None:
    # The search used to spend its whole budget (some 5 s) looking for a seating of 0 that does not exist.
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8)), seating(2, (1, 2, 5, 6), (3, 4, 7, 8)))
    search = Search(list(range(1, 9)), 1, history, random.Random(2), 4)
    (tables,) = search.run()
    assert search.work == 0
    index = [[[p - 1 for p in table.seats] for table in r.tables] for r in history]
    new = [[p - 1 for p in table] for table in tables]
    assert search.cost == cost(index, [new]) == min(cost(index, [s]) for s in partitions(8, 4))


def test_a_search_seats_the_same_with_the_same_seed() -> None:
    history = tuple(seat_random(range(1, 21), 4, seed=8))
    first = seat_random(range(1, 21), 2, history, seed=9)
    assert seat_random(range(1, 21), 2, history, seed=9) == first
