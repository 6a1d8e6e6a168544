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


def seating(number: int, *tables: tuple[int, int, int, int]) -> RoundSeating:
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


def random_history(count: int, rounds: int, seed: int) -> list[list[list[int]]]:
    generator = random.Random(seed)
    out = []
    for _ in range(rounds):
        order = list(range(count))
        generator.shuffle(order)
        out.append([order[i : i + 4] for i in range(0, count, 4)])
    return out


# 8 players at 2 tables (35 seatings of a round), 12 at 3 (5,775), after 0 to 3 rounds played at random.
CASES = [(8, played, seed) for played in range(4) for seed in range(3)] + [(12, played, 0) for played in (1, 2)]


@pytest.mark.parametrize(("count", "played", "seed"), CASES)
def test_one_round_floor_is_never_above_the_cheapest_seating_and_every_seating_tried_finds_it(
    count: int, played: int, seed: int
) -> None:
    history = random_history(count, played, seed)
    cheapest = min(cost(history, [seating]) for seating in partitions(count))
    met, previous = met_and_previous(count, history)
    assert lower_bound(met, previous, 1) <= cheapest
    least, tables = best_round(met, previous, random.Random(seed))
    assert least == cheapest == cost(history, [tables])
    assert lower_bound(met, previous, 1, least) == cheapest


@pytest.mark.parametrize(("played", "seed"), [(played, seed) for played in range(3) for seed in range(2)])
def test_two_rounds_floor_is_never_above_the_cheapest_pair_of_rounds(played: int, seed: int) -> None:
    history = random_history(8, played, seed)
    every = partitions(8)
    cheapest = min(cost(history, [first, second]) for first in every for second in every)
    met, previous = met_and_previous(8, history)
    first, _ = best_round(met, previous, random.Random(seed))
    assert lower_bound(met, previous, 2) <= cheapest
    assert lower_bound(met, previous, 2, first) <= cheapest


def test_eight_players_after_one_round_cannot_do_better_than_four_repeats_in_consecutive_rounds() -> None:
    # Each new table takes at least two of each old table (pigeonhole): one old pair from each, four in all, each
    # met before (2) and in consecutive rounds (1): 4 x 3 = 12.
    met, previous = met_and_previous(8, [[[0, 1, 2, 3], [4, 5, 6, 7]]])
    assert lower_bound(met, previous, 1) == 12


def test_sixteen_players_after_one_round_floor_is_none_and_the_search_reaches_it_at_once() -> None:
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16)),)  # not the design's
    search = Search(list(range(1, 17)), 1, history, random.Random(1))
    search.run()
    assert (search.cost, search.bound) == (0, 0)
    assert search.work < WORK  # stopped at the floor, its budget mostly left
    (later,) = seat_random(range(1, 17), 1, history, seed=1)
    assert quality((*history, later)).repeats == 0


def test_eight_players_seat_the_cheapest_round_with_no_search_at_all() -> None:
    # The search used to spend its whole budget (some 5 s) looking for a seating of 0 that does not exist.
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8)), seating(2, (1, 2, 5, 6), (3, 4, 7, 8)))
    search = Search(list(range(1, 9)), 1, history, random.Random(2))
    (tables,) = search.run()
    assert search.work == 0
    index = [[[p - 1 for p in table.seats] for table in r.tables] for r in history]
    new = [[p - 1 for p in table] for table in tables]
    assert search.cost == cost(index, [new]) == min(cost(index, [s]) for s in partitions(8))


def test_a_search_seats_the_same_with_the_same_seed() -> None:
    history = tuple(seat_random(range(1, 21), 4, seed=8))
    first = seat_random(range(1, 21), 2, history, seed=9)
    assert seat_random(range(1, 21), 2, history, seed=9) == first
