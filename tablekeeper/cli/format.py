"""How points read on a terminal."""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablekeeper.rules.points import HandPoints, Payments


def points(value: int) -> str:
    """12000 -> '12,000'."""
    return f"{value:,}"


def display_width(text: str) -> int:
    """Columns the text takes on a terminal: kanji and kana take two (player names are often Japanese)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """The text padded to ``width`` terminal columns, on the left when ``right`` aligns it to the right."""
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill


def payments_line(hand: HandPoints, paid: Payments) -> str:
    """'3 han 40 fu: 5,200', 'Mangan: 2,000 / 4,000', 'Haneman: 6,000 all'."""
    if paid.discarder is not None:
        amounts = points(paid.discarder)
    elif paid.dealer is not None:
        amounts = f"{points(paid.non_dealer or 0)} / {points(paid.dealer)}"
    else:
        amounts = f"{points(paid.non_dealer or 0)} all"
    return f"{hand.label}: {amounts}"


def signed(value: int) -> str:
    """8700 -> '+8,700', 0 -> '0'."""
    return f"{value:+,}" if value else "0"
