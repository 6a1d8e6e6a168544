"""Every way to read a hand's concealed tiles as sets and a pair, seven pairs, or thirteen orphans.

A reading is the pair, the runs (chi, each named by the kind it starts at) and the triplets (pon). The
readings of one suit depend only on its nine counts, so they are worked out once per pattern and
kept (a hand has three suits, and the same few hundred patterns come back again and again), with the bit
masks of their runs and triplets: the calculator reads those, and a hand's masks are the sum of its groups'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tablekeeper.rules.hand.tiles import IS_TERMINAL_OR_HONOR

Decomposition = tuple[int, tuple[int, ...], tuple[int, ...]]
"""(the pair's kind, the kinds each run (chi) starts at, the kinds of the triplets): runs ascending, triplets
of honours first, then those of the suits ascending."""

Split = tuple[int, tuple[int, ...], tuple[int, ...], int, int]
"""A :data:`Decomposition` and the bit masks of its runs and of its triplets (bit k: a run from kind k, a
triplet of kind k; identical runs set one bit)."""

_SUIT_CACHE: tuple[dict[tuple[int, ...], tuple[Split, ...]], ...] = ({}, {}, {})
_HONOR_CACHE: dict[tuple[int, ...], tuple[Split, ...]] = {}
MAX_PATTERNS = 20_000
"""Patterns kept by each group at most: 3,000 random hands meet about 500 a suit; a group whose cache would grow
past this is emptied first, so that no run of hands, however long or unusual, holds on to more memory."""
_TERMINALS_AND_HONORS = tuple(k for k in range(34) if IS_TERMINAL_OR_HONOR[k])


def _with_masks(pair: int, chis: tuple[int, ...], pons: tuple[int, ...]) -> Split:
    runs = triplets = 0
    for start in chis:
        runs |= 1 << start
    for kind in pons:
        triplets |= 1 << kind
    return pair, chis, pons, runs, triplets


def _suit_readings(counts: list[int], base: int) -> tuple[Split, ...]:
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
    return tuple(_with_masks(*reading) for reading in sorted(found))


def _honor_readings(counts: list[int], base: int) -> tuple[Split, ...]:
    """The one reading of the honours' seven counts (honours make no runs), or none: triplets and at most
    one pair, nothing else (a single honour, or four of one, cannot be read)."""
    pair = -1
    pons: list[int] = []
    for i, c in enumerate(counts):
        if c == 3:
            pons.append(base + i)
        elif c == 2 and pair < 0:
            pair = base + i
        elif c:
            return ()
    return (_with_masks(pair, (), tuple(pons)),)


_NO_SPLIT: Split = (-1, (), (), 0, 0)
_ABSENT: tuple[Split, ...] = (_NO_SPLIT,)
"""The reading of a group the hand has no tile of, kept under its zero counts: known by identity, skipped."""
_SUIT_CACHE[0][(0,) * 9] = _SUIT_CACHE[1][(0,) * 9] = _SUIT_CACHE[2][(0,) * 9] = _HONOR_CACHE[(0,) * 7] = _ABSENT

_GROUPS = (
    (27, 34, _HONOR_CACHE, _honor_readings),
    (0, 9, _SUIT_CACHE[0], _suit_readings),
    (9, 18, _SUIT_CACHE[1], _suit_readings),
    (18, 27, _SUIT_CACHE[2], _suit_readings),
)
"""The honours and the three suits: where their counts are, their readings kept by counts, how to read them.
The honours come first, so that their triplets come first in each reading (and in the fu lines shown)."""


def _learn(
    cache: dict[tuple[int, ...], tuple[Split, ...]],
    key: tuple[int, ...],
    read: Callable[[list[int], int], tuple[Split, ...]],
    start: int,
) -> tuple[Split, ...]:
    """The readings of a group's counts met for the first time, kept under them (within :data:`MAX_PATTERNS`)."""
    if len(cache) >= MAX_PATTERNS:
        cache.clear()
        cache[(0,) * len(key)] = _ABSENT  # the empty group stays known by identity
    readings = cache[key] = read(list(key), start)
    return readings


def standard_decompositions(counts: Sequence[int]) -> list[Decomposition]:
    """Every reading of the concealed tiles as sets and exactly one pair; empty when there is none."""
    return [(pair, chis, pons) for pair, chis, pons, _, _ in splits(counts)]


def splits(counts: Sequence[int]) -> list[Split]:
    """Every reading of the concealed tiles as sets and exactly one pair, with its masks; empty when none.

    Each group of tiles (a suit, the honours) is read apart, from its counts (kept: the same few hundred
    patterns come back hand after hand), and the readings of the groups are put together. All the readings of
    one group hold a pair or none (its count is 3n + 2 or 3n): the pair is looked for once a group.
    """
    every = tuple(counts)
    # Most hands read one way: their groups' readings are added up in these locals, and only from the first
    # group read several ways on are the combinations listed (in the groups' order, so the order of the sets
    # stays the same).
    pair, chis, pons, runs, triplets = _NO_SPLIT
    partial: list[Split] | None = None
    with_pair = False
    for start, end, cache, read in _GROUPS:
        key = every[start:end]
        readings = cache.get(key)
        if readings is None:
            readings = _learn(cache, key, read, start)
        if readings is _ABSENT:
            continue
        if not readings:
            return []
        if readings[0][0] >= 0:
            if with_pair:
                return []  # a second pair
            with_pair = True
        if partial is None and len(readings) == 1:
            p1, c1, t1, r1, m1 = readings[0]
            if p1 >= 0:
                pair = p1
            chis += c1
            pons += t1
            runs |= r1
            triplets |= m1
        else:
            partial = [
                (p1 if p1 >= 0 else p0, c0 + c1, t0 + t1, r0 | r1, m0 | m1)
                for p0, c0, t0, r0, m0 in partial or [(pair, chis, pons, runs, triplets)]
                for p1, c1, t1, r1, m1 in readings
            ]
    if not with_pair:
        return []
    return partial if partial is not None else [(pair, chis, pons, runs, triplets)]


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
        if splits(work) or is_seven_pairs(work) or is_thirteen_orphans(work):
            found.append(kind)
        work[kind] -= 1
    return found
