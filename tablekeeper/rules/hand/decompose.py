"""Every way to read a hand's concealed tiles as sets and a pair, seven pairs, or thirteen orphans.

A set is coded as one int: a run (chi) starting at kind k is ``k``; a triplet (pon) of kind k is ``k + 34``.
The decompositions of one suit depend only on its nine counts, so they are worked out once per pattern and
kept (a hand has three suits, and the same few hundred patterns come back again and again).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.rules.hand.tiles import IS_TERMINAL_OR_HONOR

PON = 34
"""Added to a kind to code a triplet."""

Decomposition = tuple[int, tuple[int, ...]]
"""(the pair's kind, the sets' codes in ascending order)."""

_SUIT_CACHE: tuple[dict[tuple[int, ...], tuple[Decomposition, ...]], ...] = ({}, {}, {})
_TERMINALS_AND_HONORS = tuple(k for k in range(34) if IS_TERMINAL_OR_HONOR[k])


def _suit_readings(counts: list[int], base: int) -> tuple[Decomposition, ...]:
    """All readings of one suit's nine counts as sets and at most one pair (pair -1 when there is none)."""
    found: set[Decomposition] = set()

    def walk(start: int, pair: int, sets: tuple[int, ...]) -> None:
        i = start
        while i < 9 and counts[i] == 0:
            i += 1
        if i == 9:
            found.add((pair, tuple(sorted(sets))))
            return
        c = counts[i]
        if c >= 3:
            counts[i] -= 3
            walk(i, pair, (*sets, base + i + PON))
            counts[i] += 3
        if i <= 6 and counts[i + 1] and counts[i + 2]:
            counts[i] -= 1
            counts[i + 1] -= 1
            counts[i + 2] -= 1
            walk(i, pair, (*sets, base + i))
            counts[i] += 1
            counts[i + 1] += 1
            counts[i + 2] += 1
        if c >= 2 and pair < 0:
            counts[i] -= 2
            walk(i, base + i, sets)
            counts[i] += 2

    walk(0, -1, ())
    return tuple(sorted(found))


def standard_decompositions(counts: Sequence[int]) -> list[Decomposition]:
    """Every reading of the concealed tiles as sets and exactly one pair; empty when there is none."""
    pair = -1
    sets: list[int] = []
    for kind in range(27, 34):
        c = counts[kind]
        if c == 0:
            continue
        if c == 3:
            sets.append(kind + PON)
        elif c == 2 and pair < 0:
            pair = kind
        else:
            return []
    partial: list[tuple[int, tuple[int, ...]]] = [(pair, tuple(sets))]
    for suit in range(3):
        base = 9 * suit
        key = tuple(counts[base : base + 9])
        if not any(key):
            continue
        if sum(key) % 3 == 1:
            return []
        cache = _SUIT_CACHE[suit]
        readings = cache.get(key)
        if readings is None:
            readings = cache[key] = _suit_readings(list(key), base)
        if not readings:
            return []
        if len(readings) == 1 and len(partial) == 1:
            (p0, s0), (p1, s1) = partial[0], readings[0]
            if p0 >= 0 and p1 >= 0:
                return []
            partial = [(p0 if p0 >= 0 else p1, s0 + s1)]
            continue
        partial = [
            (p0 if p0 >= 0 else p1, s0 + s1) for p0, s0 in partial for p1, s1 in readings if p0 < 0 or p1 < 0
        ]
        if not partial:
            return []
    return [(p, s) for p, s in partial if p >= 0]


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven different pairs (four of a kind is not two pairs)."""
    pairs = 0
    for c in counts:
        if c == 2:
            pairs += 1
        elif c:
            return False
    return pairs == 7


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """One of each terminal and honour, and one more of them."""
    total = 0
    for kind in _TERMINALS_AND_HONORS:
        c = counts[kind]
        if not c:
            return False
        total += c
    return total == 14
