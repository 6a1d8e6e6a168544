"""How points read on a terminal."""

from __future__ import annotations

from tablekeeper.rules.points import HandPoints, Payments


def points(value: int) -> str:
    """12000 -> '12,000'."""
    return f"{value:,}"


def payments_line(hand: HandPoints, paid: Payments) -> str:
    """'3 han 40 fu: 5,200', 'Mangan: 2,000 / 4,000', 'Haneman: 6,000 all'."""
    if paid.discarder is not None:
        amounts = points(paid.discarder)
    elif paid.dealer is not None:
        amounts = f"{points(paid.non_dealer or 0)} / {points(paid.dealer)}"
    else:
        amounts = f"{points(paid.non_dealer or 0)} all"
    return f"{hand.label}: {amounts}"
