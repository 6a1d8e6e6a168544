"""Who is placed where, by points, with the rule set's tie break."""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.rules.ruleset import TieBreak


def order(points: Sequence[int]) -> tuple[int, ...]:
    """The seats from first to last; equal points keep seat order (the first dealer's order)."""
    return tuple(sorted(range(len(points)), key=lambda seat: (-points[seat], seat)))


def places(points: Sequence[int], tie_break: TieBreak) -> tuple[int, ...]:
    """The place (1 to 4) of each seat; under SHARE, equal points share the higher place (1, 1, 3, 4)."""
    ranked = order(points)
    out = [0] * len(points)
    for index, seat in enumerate(ranked):
        if tie_break is TieBreak.SHARE and index and points[ranked[index - 1]] == points[seat]:
            out[seat] = out[ranked[index - 1]]
        else:
            out[seat] = index + 1
    return tuple(out)
