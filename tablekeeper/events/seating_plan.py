"""Which seating of a round of two or three tables to take, every seating of it tried, with a look ahead at the
rounds after it (:func:`plan_round`).

Taking the cheapest round each time is greedy: for 8 players over four rounds it leaves some pairs who never meet
while others meet twice (24 repeat meetings), where the night can have every pair meet (20 repeats: see
tests/events/test_seating_plan.py). So a round is weighed first by its repeat meetings (pairs who met before: each
one a pair who could have met for the first time instead), a pair's third meeting a hair less than two pairs'
second (so that everyone meets everyone where the night allows it: 8 players over four rounds cannot have 20
repeats without some pair meeting three times) and a fourth far more (a pair is not kept together all night);
then by the search's cost (:func:`~tablekeeper.events.seating_bound.pair_cost`: the more a pair met, the more
meeting again costs, more still in consecutive rounds). Among the rounds weighed the least, the one after which
the next rounds can be weighed the least is taken, looking :data:`AHEAD` rounds on among the :data:`WIDTH`
first of the cheapest at each step. The event need not say how many rounds it plays: brute force over 8
players shows nights that are the best there is after each of their first five rounds.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

from tablekeeper.events.seating_bound import Met, pair_cost, partition_pairs, partitions

FRESH = 1000
"""What a pair's repeat meeting weighs, above any sum of the search's costs of a round's pairs."""
_AGAIN = (0, FRESH, 2 * FRESH - 1, 9 * FRESH)
"""What a meeting weighs by the pair's meetings before it (0, 1, 2, 3 or more), on top of the search's cost."""
AHEAD = {2: 2, 3: 1}
"""How many rounds after the one seated are looked at, by the number of tables (the work grows as the seatings of a
round to that power: 35 or 5,775 at tables of four, 10 or 280 at tables of three; kept under 0.5 s)."""
WIDTH = {2: 8, 3: 3}
"""How many of the cheapest seatings of a round are looked ahead from."""


def plan_round(
    met: Met, previous: Sequence[int | None] | None, generator: random.Random, seats: int
) -> list[list[int]]:
    """The seating of the next round to take (tables of ``seats`` player indices, in random order): of the
    cheapest by :func:`_weights`, the one after which the next rounds weigh the least; among equals, one drawn at
    random."""
    count = len(met)
    cheapest = _cheapest(met, previous, seats)
    generator.shuffle(cheapest)
    tables_count = count // seats
    ahead = AHEAD.get(tables_count, 0)
    if ahead and len(cheapest) > 1:
        cheapest = cheapest[: WIDTH[tables_count]]
        cheapest.sort(key=lambda index: _ahead(*_after(met, partitions(count, seats)[index]), ahead, seats))
    tables = [list(table) for table in partitions(count, seats)[cheapest[0]]]
    generator.shuffle(tables)
    return tables


def _weights(met: Met, previous: Sequence[int | None] | None, seats: int) -> list[int]:
    """What each seating of the next round weighs (in the order of :func:`partitions`)."""
    count = len(met)
    price = [0] * (count * count)
    for a, b in itertools.combinations(range(count), 2):
        times = met[a].get(b, 0)
        price[a * count + b] = pair_cost(met, previous, a, b) + _AGAIN[min(times, len(_AGAIN) - 1)]
    return [sum(map(price.__getitem__, pairs)) for pairs in partition_pairs(count, seats)]


def _cheapest(met: Met, previous: Sequence[int | None] | None, seats: int) -> list[int]:
    weights = _weights(met, previous, seats)
    lowest = min(weights)
    return [index for index, weight in enumerate(weights) if weight == lowest]


def _ahead(met: Met, previous: list[int | None], rounds: int, seats: int) -> int:
    """The least the next ``rounds`` rounds weigh, looking on from the first :data:`WIDTH` of the cheapest."""
    weights = _weights(met, previous, seats)
    lowest = min(weights)
    if rounds == 1:
        return lowest
    count = len(met)
    cheapest = [index for index, weight in enumerate(weights) if weight == lowest][: WIDTH[count // seats]]
    return lowest + min(_ahead(*_after(met, partitions(count, seats)[index]), rounds - 1, seats) for index in cheapest)


def _after(met: Met, tables: Sequence[Sequence[int]]) -> tuple[list[dict[int, int]], list[int | None]]:
    """The meetings and each player's table once ``tables`` are played."""
    later = [dict(known) for known in met]
    previous: list[int | None] = [None] * len(met)
    for t, table in enumerate(tables):
        for a in table:
            previous[a] = t
            for b in table:
                if a != b:
                    later[a][b] = later[a].get(b, 0) + 1
    return later, previous
