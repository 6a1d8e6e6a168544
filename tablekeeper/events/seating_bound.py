"""What random seating's search costs and the least any seating can cost: the search stops there, since nothing
better exists; for two or three tables every seating of a round is tried, which finds that least exactly.

The cost (:mod:`tablekeeper.events.seating_search` lowers it): a pair's k-th meeting costs ``REPEAT * (k - 1)``
(so a pair who met ``m`` times costs ``REPEAT * m (m - 1) / 2``, each meeting past the first costing more than the
one before), and each pair together in two consecutive rounds costs ``CONSECUTIVE`` more. Counted round by round,
seating a round costs, for each pair at one of its tables, ``REPEAT`` times the meetings the pair had before it,
plus ``CONSECUTIVE`` if they sat together in the round just before: the cost of several new rounds is the sum of
what each adds, in order.

Players are known here by their index 0..n-1, seated ``seats`` to a table (the rule set's players: 3 or 4);
``met[a]`` maps each player a met before to how often (a dict per player, so that memory follows the meetings,
never n x n); ``previous`` gives each player's table in the round before (None: no round before, or the player did
not sit in it).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

REPEAT = 2
"""What a meeting costs for each time the pair met before."""
CONSECUTIVE = 1
"""What a meeting in two consecutive rounds costs on top of the repeat."""
EXHAUSTIVE_TABLES = 3
"""Up to this many tables, every seating of a round is tried (5,775 for 12 players; 16 would be 2,627,625)."""

Met = Sequence[dict[int, int]]


def pair_cost(met: Met, previous: Sequence[int | None] | None, a: int, b: int) -> int:
    """What seating a and b together once more costs."""
    cost = REPEAT * met[a].get(b, 0)
    if previous is not None and previous[a] is not None and previous[a] == previous[b]:
        cost += CONSECUTIVE
    return cost


def lower_bound(
    met: Met, previous: Sequence[int | None] | None, rounds: int, seats: int, first: int | None = None
) -> int:
    """The least that seating ``rounds`` more rounds of every player can cost, after the meetings ``met``: no
    seating costs less (the better of two reasons, each a floor under every seating). ``first``: the least the
    first of them can cost, when known (:func:`best_round`).

    1. Each player's own meetings (:func:`_players_floor`): a player sits with ``seats - 1`` others a round, and
       meets one other at most once a round.
    2. Round by round: what each new round adds is at least its own floor, whatever the rounds before it were:
       ``first`` for the first, and with fewer tables than seats at a table, some who sat together in the round
       before must sit together again, in consecutive rounds (:func:`_spread_floor`).
    """
    tables = len(met) // seats
    spread = 0
    if first is not None or tables < seats:
        if first is None:
            groups = list(Counter(t for t in previous if t is not None).values()) if previous is not None else []
            first = _spread_floor(groups, tables)
        # Each new round after the first follows a round of the same players at every table (a whole table each).
        spread = first + (rounds - 1) * _spread_floor([seats] * tables, tables)
    return max(_players_floor(met, rounds, seats), spread)


def _players_floor(met: Met, rounds: int, seats: int) -> int:
    """Half the sum, over players, of the cheapest meetings each could have.

    Player a meets ``(seats - 1) x rounds`` others in the new rounds, each other player b at most ``rounds`` times
    (once a round), and the k-th new meeting with b costs the pair ``REPEAT x (met before + k - 1)``. Whatever the
    seating, the pairs of a cost at least the ``(seats - 1) x rounds`` cheapest of these amounts; every pair has two
    players, so the seating costs at least half the sum over players (consecutive meetings only add to it).
    """
    count = len(met)
    wanted = (seats - 1) * rounds
    total = 0
    for a in range(count):
        # How many others met a exactly m times before: those never met are the rest.
        times = Counter(met[a].values())
        times[0] += count - 1 - len(met[a])
        taken = level = cost = 0
        while taken < wanted:
            # Meetings costing REPEAT x level: the k-th new one with each b who met a (level - k + 1) times before.
            available = sum(times.get(level - k, 0) for k in range(min(rounds, level + 1)))
            take = min(available, wanted - taken)
            taken += take
            cost += take * REPEAT * level
            level += 1
        total += cost
    return (total + 1) // 2


def _spread_floor(groups: Sequence[int], tables: int) -> int:
    """The least a round costs by who sat together in the round before: ``groups`` are how many of this round's
    players sat at each table then.

    A group of s players seated at T tables has at least the pairs of its most even spread at one table (s split
    into parts as equal as can be: 4 over 2 tables is 2 + 2, one pair at each; 3 over 2 is 2 + 1, one pair); each
    such pair met before (in that round) and meets again in consecutive rounds, so costs at least REPEAT +
    CONSECUTIVE. The groups are counted apart (as if a table could take any number), which only lowers the floor.
    """
    pairs = 0
    for size in groups:
        part, larger = divmod(size, tables)
        pairs += larger * (part + 1) * part // 2 + (tables - larger) * part * (part - 1) // 2
    return pairs * (REPEAT + CONSECUTIVE)


@cache
def partitions(count: int, seats: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every way to seat players 0..count-1 at tables of ``seats``, tables unordered (the lowest player left sits
    at the next table): 35 for 8 players at tables of four, 5,775 for 12; 10 for 6 at tables of three, 280 for 9."""

    def split(rest: tuple[int, ...]) -> list[tuple[tuple[int, ...], ...]]:
        if not rest:
            return [()]
        first, others = rest[0], rest[1:]
        return [
            ((first, *mates), *after)
            for mates in itertools.combinations(others, seats - 1)
            for after in split(tuple(p for p in others if p not in mates))
        ]

    return tuple(split(tuple(range(count))))


@cache
def partition_pairs(count: int, seats: int) -> tuple[tuple[int, ...], ...]:
    """For each of :func:`partitions` (in order), its pairs seated together, each as ``a * count + b`` (a < b)."""
    return tuple(
        tuple(a * count + b for table in seating for a, b in itertools.combinations(table, 2))
        for seating in partitions(count, seats)
    )


def best_round(
    met: Met, previous: Sequence[int | None] | None, generator: random.Random, seats: int
) -> tuple[int, list[list[int]]]:
    """The least a round can cost and a seating that costs it, the tables in random order (one drawn among the
    cheapest): every seating tried, for a few tables (at most :data:`EXHAUSTIVE_TABLES`)."""
    count = len(met)
    # What each pair costs, then the square of its meetings before: among the cheapest, the seating whose repeats
    # fall on the pairs who met the least (so that the same two do not meet again and again over the night).
    price = [0] * (count * count)
    spread = [0] * (count * count)
    for a, b in itertools.combinations(range(count), 2):
        price[a * count + b] = pair_cost(met, previous, a, b)
        spread[a * count + b] = met[a].get(b, 0) ** 2
    lowest: tuple[int, int] | None = None
    cheapest: list[int] = []
    for index, pairs in enumerate(partition_pairs(count, seats)):
        total = (sum(map(price.__getitem__, pairs)), sum(map(spread.__getitem__, pairs)))
        if lowest is None or total < lowest:
            lowest, cheapest = total, [index]
        elif total == lowest:
            cheapest.append(index)
    assert lowest is not None
    tables = [list(table) for table in partitions(count, seats)[generator.choice(cheapest)]]
    generator.shuffle(tables)
    return lowest[0], tables
