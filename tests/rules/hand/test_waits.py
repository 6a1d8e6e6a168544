"""Which tiles complete a hand of 3n + 1 concealed tiles (used to know who was tenpai in an imported draw)."""

from __future__ import annotations

import re

import pytest

from tablekeeper.rules.hand import decompose
from tablekeeper.rules.hand.decompose import waits

EAST, SOUTH, CHUN = 27, 28, 33
ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def counts(mpsz: str) -> list[int]:
    out = [0] * 34
    for digits, suit in re.findall(r"(\d+)([mpsz])", mpsz):
        for digit in digits:
            out["mpsz".index(suit) * 9 + int(digit) - 1] += 1
    return out


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        ("123m456p789s1122z", [EAST, SOUTH]),  # shanpon
        ("1112345678999m", list(range(9))),  # nine gates: every man tile
        ("113355m22p4466s7z", [CHUN]),  # seven pairs, single wait on red
        ("19m19p19s1234567z", ORPHANS),  # thirteen orphans, 13-sided
        ("13579m13579p135s", []),
        ("1111m", []),  # only a fifth 1m would do: noten
        ("1234m", [0, 3]),  # 1m + 234m or 123m + 4m
        ("5m", [4]),
    ],
)
def test_waits(hand, expected):
    assert waits(counts(hand)) == expected


def test_the_kept_patterns_stay_within_their_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each group's readings are kept by its counts, at most MAX_PATTERNS of them: a cache that would grow past
    # it is emptied first.
    monkeypatch.setattr(decompose, "MAX_PATTERNS", 3)
    cache: dict[int, tuple[decompose.Split, ...]] = {}
    # A suit's pattern is its nine counts packed, a byte each, the 1's lowest: 0x0101040101 is 12333345m.
    patterns = [0x03, 0x010101, 0x02, 0x03000000, 0x0101040101]
    for pattern in patterns:
        decompose._learn(cache, pattern, (decompose._suit_readings, 0, 9))
        assert len(cache) <= 3
    # 345m + 33m + 123m (or 234m + 33m + 135m, which is none): the pattern read last is read as by hand.
    assert cache[0x0101040101] == ((2, (0, 2), (), 0b101, 0),)
    # Hands read while the caches are emptied again and again keep the waits worked out by hand above.
    for hand, expected in {"123m456p789s1122z": [EAST, SOUTH], "1112345678999m": list(range(9))}.items():
        assert waits(counts(hand)) == expected
