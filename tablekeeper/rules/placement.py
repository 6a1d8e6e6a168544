"""Who is placed where, by points, with the rule set's tie break."""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.rules.ruleset import TieBreak


def order(points: Sequence[int]) -> tuple[int, ...]:
    """The seats from first to last; equal points keep seat order (the first dealer's order)."""
    # A stable sort keeps equal points in seat order, reversed too: no key of two values to build for each seat.
    return tuple(sorted(range(len(points)), key=points.__getitem__, reverse=True))


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
