"""Every way to read a hand's concealed tiles as sets and a pair, seven pairs, or thirteen orphans.

A reading is the pair, the runs (chi, each named by the kind it starts at) and the triplets (pon). The
readings of one suit depend only on its nine counts, so they are worked out once per pattern and
kept (a hand has three suits, and the same few hundred patterns come back again and again).
"""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.rules.hand.tiles import IS_TERMINAL_OR_HONOR

Decomposition = tuple[int, tuple[int, ...], tuple[int, ...]]
"""(the pair's kind, the kinds each run (chi) starts at, the kinds of the triplets), runs and triplets ascending."""

_SUIT_CACHE: tuple[dict[tuple[int, ...], tuple[Decomposition, ...]], ...] = ({}, {}, {})
_NO_TILES = (0,) * 9
_TERMINALS_AND_HONORS = tuple(k for k in range(34) if IS_TERMINAL_OR_HONOR[k])


def _suit_readings(counts: list[int], base: int) -> tuple[Decomposition, ...]:
    """All readings of one suit's nine counts as runs, triplets and at most one pair (pair -1 when none)."""
    found: set[Decomposition] = set()

    def walk(i: int, pair: int, chis: tuple[int, ...], pons: tuple[int, ...]) -> None:
        while i < 9 and counts[i] == 0:
            i += 1
        if i == 9:
            found.add((pair, chis, pons))
            return
        c = counts[i]
        if c >= 3:
            counts[i] -= 3
            walk(i, pair, chis, (*pons, base + i))
            counts[i] += 3
        if i <= 6 and counts[i + 1] and counts[i + 2]:
            counts[i] -= 1
            counts[i + 1] -= 1
            counts[i + 2] -= 1
            walk(i, pair, (*chis, base + i), pons)
            counts[i] += 1
            counts[i + 1] += 1
            counts[i + 2] += 1
        if c >= 2 and pair < 0:
            counts[i] -= 2
            walk(i, base + i, chis, pons)
            counts[i] += 2

    if sum(counts) % 3 != 1:
        walk(0, -1, (), ())
    return tuple(sorted(found))


def standard_decompositions(counts: Sequence[int]) -> list[Decomposition]:
    """Every reading of the concealed tiles as sets and exactly one pair; empty when there is none."""
    pair = -1
    honor_pons: list[int] = []
    for kind in range(27, 34):
        c = counts[kind]
        if c == 0:
            continue
        if c == 3:
            honor_pons.append(kind)
        elif c == 2 and pair < 0:
            pair = kind
        else:
            return []
    partial: list[Decomposition] = [(pair, (), tuple(honor_pons))]
    for suit in range(3):
        base = 9 * suit
        key = tuple(counts[base : base + 9])
        if key == _NO_TILES:
            continue
        cache = _SUIT_CACHE[suit]
        readings = cache.get(key)
        if readings is None:
            readings = cache[key] = _suit_readings(list(key), base)
        if not readings:
            return []
        partial = [
            (p0 if p0 >= 0 else p1, c0 + c1, p_0 + p_1)
            for p0, c0, p_0 in partial
            for p1, c1, p_1 in readings
            if p0 < 0 or p1 < 0
        ]
        if not partial:
            return []
    return [d for d in partial if d[0] >= 0]


def is_seven_pairs(counts: Sequence[int]) -> bool:
    """Seven different pairs (four of a kind is not two pairs) in fourteen tiles."""
    return counts.count(2) == 7


def is_thirteen_orphans(counts: Sequence[int]) -> bool:
    """One of each terminal and honour, and one more of them."""
    total = 0
    for kind in _TERMINALS_AND_HONORS:
        c = counts[kind]
        if not c:
            return False
        total += c
    return total == 14


def waits(counts: Sequence[int]) -> list[int]:
    """The tile kinds that would complete these concealed tiles (3n + 1 of them).

    A kind the hand already holds four of is left out: no fifth copy can come (Tenhou counts such a hand
    as noten).
    """
    work = list(counts)
    found = []
    for kind in range(34):
        if work[kind] >= 4:
            continue
        work[kind] += 1
        if standard_decompositions(work) or is_seven_pairs(work) or is_thirteen_orphans(work):
            found.append(kind)
        work[kind] -= 1
    return found
