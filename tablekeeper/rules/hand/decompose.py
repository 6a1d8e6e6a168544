"""Every way to read a hand's concealed tiles as sets and a pair, seven pairs, or thirteen orphans.

A reading is the pair, the runs (chi, each named by the kind it starts at) and the triplets (pon). The
readings of one suit depend only on its nine counts, so they are worked out once per pattern and
kept (a hand has three suits, and the same few hundred patterns come back again and again), with the bit
masks of their runs and triplets: the calculator reads those, and a hand's masks are the sum of its groups'.
The tiles are read as packed counts (:data:`~tablekeeper.rules.hand.tiles.BITS`): a group's pattern is its
bytes, one int, cut out of them by a shift and a mask.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tablekeeper.rules.hand.tiles import BITS, BYTE, ONE, TERMINALS, bytes_of, pack, pack_counts

Decomposition = tuple[int, tuple[int, ...], tuple[int, ...]]
"""(the pair's kind, the kinds each run (chi) starts at, the kinds of the triplets): runs ascending, triplets
of honours first, then those of the suits ascending."""

Split = tuple[int, tuple[int, ...], tuple[int, ...], int, int]
"""A :data:`Decomposition` and the bit masks of its runs and of its triplets (bit k: a run from kind k, a
triplet of kind k; identical runs set one bit)."""

_SUIT_CACHE: tuple[dict[int, tuple[Split, ...]], ...] = ({}, {}, {})
_HONOR_CACHE: dict[int, tuple[Split, ...]] = {}
"""The readings of each group's patterns met so far, by its bytes of the packed counts (an int: hashed at once,
where a tuple of counts hashes each count)."""
MAX_PATTERNS = 20_000
"""Patterns kept by each group at most: 3,000 random hands meet about 500 a suit; a group whose cache would grow
past this is emptied first, so that no run of hands, however long or unusual, holds on to more memory."""
_ORPHANS = sorted(TERMINALS | set(range(27, 34)))
_ORPHAN_BYTES = bytes_of(_ORPHANS)
_ORPHAN_ONES = pack(_ORPHANS)
_ORPHAN_HIGH = sum(0x80 << BITS * kind for kind in _ORPHANS)
_ORPHAN_FILL = _ORPHAN_HIGH - _ORPHAN_ONES
"""0x7F in each byte of the thirteen kinds: added to counts of at most 128, it sets their byte's high bit when
they are not 0 (and carries into no other byte)."""
_PAIR_BITS = pack(range(34)) << 1
"""The bit of a count of 2 in each byte."""


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
_GROUP = (1 << 9 * BITS) - 1
"""The bytes of a suit (nine kinds; the honours' seven too) once shifted to the lowest."""

Reader = Callable[[list[int], int], tuple[Split, ...]]
_GROUPS: tuple[tuple[int, dict[int, tuple[Split, ...]], tuple[Reader, int, int]], ...] = (
    (27 * BITS, _HONOR_CACHE, (_honor_readings, 27, 7)),
    (0, _SUIT_CACHE[0], (_suit_readings, 0, 9)),
    (9 * BITS, _SUIT_CACHE[1], (_suit_readings, 9, 9)),
    (18 * BITS, _SUIT_CACHE[2], (_suit_readings, 18, 9)),
)
"""The honours and the three suits: where their bytes are in the packed counts, their readings kept by
pattern, and how to read a new pattern (the reader, the group's first kind, how many kinds). The honours come
first, so that their triplets come first in each reading (and in the fu lines shown)."""


def _learn(cache: dict[int, tuple[Split, ...]], key: int, how: tuple[Reader, int, int]) -> tuple[Split, ...]:
    """The readings of a group's pattern met for the first time, kept under it (within :data:`MAX_PATTERNS`)."""
    read, start, size = how
    if len(cache) >= MAX_PATTERNS:
        cache.clear()
    readings = cache[key] = read([key >> BITS * i & BYTE for i in range(size)], start)
    return readings


def splits(packed: int) -> list[Split]:
    """Every reading of the concealed tiles (packed counts) as sets and exactly one pair, with its masks; empty
    when there is none.

    Each group of tiles (a suit, the honours) is read apart, from its pattern (kept: the same few hundred
    patterns come back hand after hand), and the readings of the groups are put together. All the readings of
    one group hold a pair or none (its count is 3n + 2 or 3n): the pair is looked for once a group.
    """
    # Most hands read one way: their groups' readings are added up in these locals, and only from the first
    # group read several ways on are the combinations listed (in the groups' order, so the order of the sets
    # stays the same).
    pair, chis, pons, runs, triplets = _NO_SPLIT
    partial: list[Split] | None = None
    for shift, cache, how in _GROUPS:
        key = packed >> shift & _GROUP
        if not key:
            continue  # no tile of this group
        readings = cache.get(key)
        if readings is None:
            readings = _learn(cache, key, how)
        if partial is None and len(readings) == 1:
            p1, c1, t1, r1, m1 = readings[0]
            if p1 >= 0:
                if pair >= 0:
                    return []  # a second pair
                pair = p1
            chis += c1
            pons += t1
            runs |= r1
            triplets |= m1
        elif not readings:
            return []
        else:
            # (Every reading of a group, and so every combination listed, holds a pair or none.)
            if readings[0][0] >= 0 and (partial[0][0] if partial else pair) >= 0:
                return []  # a second pair
            partial = [
                (p1 if p1 >= 0 else p0, c0 + c1, t0 + t1, r0 | r1, m0 | m1)
                for p0, c0, t0, r0, m0 in partial or [(pair, chis, pons, runs, triplets)]
                for p1, c1, t1, r1, m1 in readings
            ]
    if partial is not None:
        return partial if partial[0][0] >= 0 else []
    return [(pair, chis, pons, runs, triplets)] if pair >= 0 else []


def is_seven_pairs(packed: int) -> bool:
    """Seven different pairs (four of a kind is not two pairs) in these packed counts: every count 0 or 2."""
    return not packed & ~_PAIR_BITS and packed.bit_count() == 7


def thirteen_orphans_pair(packed: int) -> int | None:
    """The kind held twice when these packed counts are thirteen orphans (one of each terminal and honour,
    and one more of them), else None."""
    if packed & ~_ORPHAN_BYTES or (packed + _ORPHAN_FILL) & _ORPHAN_HIGH != _ORPHAN_HIGH:
        return None  # a tile of another kind, or one of the thirteen missing
    return _ONE_KIND.get(packed - _ORPHAN_ONES)  # (each of the thirteen is there: taking one of each borrows none)


_ONE_KIND = {ONE[kind]: kind for kind in _ORPHANS}
"""The one tile more than one of each: its packed count, and its kind."""


def waits(counts: Sequence[int]) -> list[int]:
    """The tile kinds that would complete these concealed tiles (3n + 1 of them, 34 counts).

    A kind the hand already holds four of is left out: no fifth copy can come (Tenhou counts such a hand
    as noten).
    """
    packed = pack_counts(counts)
    found = []
    for kind in range(34):
        if counts[kind] >= 4:
            continue
        work = packed + ONE[kind]
        if splits(work) or is_seven_pairs(work) or thirteen_orphans_pair(work) is not None:
            found.append(kind)
    return found
