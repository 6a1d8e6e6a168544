"""The conformance tests' reader of Tenhou's 136 tile ids and meld bit field (FORMAT.md §1, §2), on values worked
out by hand: the rebuilt hands of test_tenhou_hand_values are only as right as it is (no corpus needed here)."""

from __future__ import annotations

import pytest

from tablekeeper.rules.hand import Meld, MeldKind
from tests.conformance.tenhou_tiles import BadTenhouTile, decode_meld, tile_code, tiles_code

CHI, PON, KAKAN = 0x4, 0x8, 0x10


def test_tile_ids() -> None:
    assert tile_code(0) == "1m"
    assert tile_code(16) == "0m"  # the red 5m
    assert tile_code(16, red_fives=False) == "5m"
    assert tile_code(17) == "5m"
    assert tile_code(52) == "0p" and tile_code(88) == "0s"
    assert tile_code(108) == "1z" and tile_code(135) == "7z"
    assert tiles_code([0, 4, 8, 132]) == "123m7z"
    with pytest.raises(BadTenhouTile, match="0 to 135"):
        tile_code(136)


def test_chi() -> None:
    # 2m3m4m called from the left (3) taking the 2m: pattern 1 (2m, man), called 0, no offsets.
    m = ((1 * 3 + 0) << 10) | CHI | 3
    meld = decode_meld(m)
    assert (meld.kind, meld.tiles, meld.taken, meld.from_who) == (MeldKind.CHI, (4, 8, 12), 4, 3)
    # 7s8s9s taking the 9s (called 2), copies 1, 2, 3: pattern 7 * 2 + 6 = 20 (sou 7).
    m = ((20 * 3 + 2) << 10) | (3 << 7) | (2 << 5) | (1 << 3) | CHI | 3
    meld = decode_meld(m)
    assert meld.tiles == (24 * 4 + 1, 25 * 4 + 2, 26 * 4 + 3)
    assert meld.taken == 26 * 4 + 3
    assert meld.to_meld() == Meld(MeldKind.CHI, "789s")


def test_pon_with_a_red_five() -> None:
    # Pon of 5p (kind 13) without copy 3, from opposite (2), taking the second tile (53).
    m = ((13 * 3 + 1) << 9) | (3 << 5) | PON | 2
    meld = decode_meld(m)
    assert (meld.kind, meld.tiles, meld.taken, meld.from_who) == (MeldKind.PON, (52, 53, 54), 53, 2)
    assert meld.to_meld() == Meld(MeldKind.PON, "055p")
    assert meld.to_meld(red_fives=False) == Meld(MeldKind.PON, "555p")


def test_added_kan() -> None:
    # East (kind 27) made a kan by adding copy 0 (id 108) to a pon called from the right (1).
    m = ((27 * 3 + 0) << 9) | (0 << 5) | KAKAN | 1
    meld = decode_meld(m)
    assert (meld.kind, meld.tiles, meld.taken) == (MeldKind.KAKAN, (108, 109, 110, 111), 108)


def test_open_and_closed_kans() -> None:
    open_kan = decode_meld((105 << 8) | 1)  # 9s (kind 26) copy 1 taken from the right
    assert (open_kan.kind, open_kan.tiles, open_kan.taken) == (MeldKind.KAN, (104, 105, 106, 107), 105)
    closed = decode_meld(132 << 8)  # chun, from nobody
    assert (closed.kind, closed.taken, closed.from_who) == (MeldKind.ANKAN, None, 0)
    assert closed.to_meld() == Meld(MeldKind.ANKAN, "7777z")


def test_fields_tenhou_never_writes() -> None:
    with pytest.raises(BadTenhouTile, match="north extraction"):
        decode_meld(0x20)
    with pytest.raises(BadTenhouTile):
        decode_meld(1 << 16)
