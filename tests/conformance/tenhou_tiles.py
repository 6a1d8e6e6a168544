"""Tenhou's tile numbering and meld bit field (../shared/data/tenhou/FORMAT.md, sections 1 and 2), read for the
conformance of the hand calculator (test_tenhou_hand_values: each win of the real games rebuilt from its tiles and
calls). The importer never reads a hand's tiles (only what a player says of it), so this reader is the tests' own.

A physical tile is an id 0-135: ``id // 4`` is its kind (0-8 man, 9-17 pin, 18-26 sou, 27-33 honours);
with red fives, ids 16, 52 and 88 are the red 5m, 5p and 5s. A call (``N m=`` and ``AGARI m=``) is a
16-bit field: bit 2 set is a chi, bit 3 a pon, bit 4 an added kan, bit 5 a north extraction (three
players); none of them is a kan, closed when the two low bits ("from whom", relative) are 0.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tablekeeper.rules.hand.melds import Meld, MeldKind
from tablekeeper.rules.hand.tiles import join_tiles, tile_name

RED_IDS = frozenset({16, 52, 88})

_CHI = 0x4
_PON = 0x8
_KAKAN = 0x10
_NUKI = 0x20


class BadTenhouTile(ValueError):
    """A tile id or meld field that Tenhou never writes."""


def tile_code(tile_id: int, red_fives: bool = True) -> str:
    """The mpsz code of a 136-id: 16 -> '0m' with red fives (else '5m'), 108 -> '1z'."""
    if not 0 <= tile_id <= 135:
        raise BadTenhouTile(f"{tile_id} is not a Tenhou tile id (they run from 0 to 135).")
    return tile_name(tile_id // 4, red_fives and tile_id in RED_IDS)


def tiles_code(tile_ids: Iterable[int], red_fives: bool = True) -> str:
    """Several 136-ids as one mpsz string, in their order: [0, 4, 52, 132] -> '12m0p7z'."""
    return join_tiles([tile_code(t, red_fives) for t in tile_ids])


@dataclass(frozen=True, slots=True)
class TenhouMeld:
    """A decoded call: its kind, its tiles (136-ids, lowest first), the tile taken, and from whom.

    ``from_who`` is relative to the caller: 1 the next player (right), 2 opposite, 3 the previous (left);
    0 for a closed kan. ``taken`` is None for a closed kan.
    """

    kind: MeldKind
    tiles: tuple[int, ...]
    taken: int | None
    from_who: int

    def to_meld(self, red_fives: bool = True) -> Meld:
        """The meld as the hand calculator takes it."""
        return Meld(self.kind, tiles_code(self.tiles, red_fives))


def decode_meld(m: int) -> TenhouMeld:
    """Decode Tenhou's meld bit field."""
    if not 0 <= m < 1 << 16:
        raise BadTenhouTile(f"{m} is not a Tenhou meld field (16 bits).")
    from_who = m & 3
    if m & _CHI:
        offsets = ((m >> 3) & 3, (m >> 5) & 3, (m >> 7) & 3)
        pattern, called = divmod(m >> 10, 3)
        if pattern >= 21:
            raise BadTenhouTile(f"{m} is not a chi Tenhou can write.")
        first = pattern // 7 * 9 + pattern % 7
        tiles = tuple((first + i) * 4 + offsets[i] for i in range(3))
        return TenhouMeld(MeldKind.CHI, tiles, tiles[called], from_who)
    if m & (_PON | _KAKAN):
        unused = (m >> 5) & 3
        kind, called = divmod(m >> 9, 3)
        if kind >= 34:
            raise BadTenhouTile(f"{m} is not a pon Tenhou can write.")
        if m & _PON:
            tiles = tuple(kind * 4 + i for i in range(4) if i != unused)
            return TenhouMeld(MeldKind.PON, tiles, tiles[called], from_who)
        tiles = tuple(kind * 4 + i for i in range(4))
        return TenhouMeld(MeldKind.KAKAN, tiles, kind * 4 + unused, from_who)
    if m & _NUKI:
        raise BadTenhouTile("A north extraction (three-player mahjong) is not a meld of a four-player hand.")
    taken = m >> 8
    kind = taken // 4
    tiles = tuple(kind * 4 + i for i in range(4))
    if from_who == 0:
        return TenhouMeld(MeldKind.ANKAN, tiles, None, 0)
    return TenhouMeld(MeldKind.KAN, tiles, taken, from_who)
