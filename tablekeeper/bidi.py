"""How a player's name is put into a line or a sentence shown to a person (the window, the hall, a sheet): so that a
Hebrew or Arabic name reads as one piece, in its own direction, among the words and figures around it.

Apart from :mod:`tablekeeper.text` (escapes, numbers typed, a value as a file writes it): the window's first paint
names the players, and needs none of the rest.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

LEFT_TO_RIGHT_MARK = "\u200e"
RIGHT_TO_LEFT_MARK = "\u200f"
RIGHT_TO_LEFT = frozenset({"R", "AL"})
"""The strong right-to-left bidi classes: Hebrew's letters (R), Arabic's, Syriac's and Thaana's (AL)."""


def name_in_line(name: str) -> str:
    """A name as it is put inside a line or a sentence to be shown (the window, the hall, a sheet), so that a
    Hebrew or Arabic name reads as one piece in its own direction and does not carry the words and numbers
    around it along: "<name> (2 han 30 fu) tsumo" does not become "(fu 30 han 2) <name>", nor "North: <name>"
    "<name> :North".

    A name with no right-to-left letter needs nothing and is given as it is. One with them goes between two
    left-to-right marks (U+200E), which the lines around it (English, French: left to right) take as their own
    direction: the spaces, brackets and figures beside the name stay in the line's order. A name that starts
    right to left also has a right-to-left mark (U+200F) inside each of those, so that its own spaces and signs
    at its ends read in its direction, as it reads alone.

    Marks, not the isolates U+2068 ... U+2069 that say the same: the faces the window and the sheets write in
    (DejaVu Sans) have no glyph for the isolates, and Qt then lays the line out in a fallback face (Noto Sans
    Mono) that makes it taller (14 px to 17 px): the marks are in DejaVu Sans. A stored name holds no bidi
    control (:func:`is_unsafe`); marks it may hold change nothing here."""
    if not any(unicodedata.bidirectional(ch) in RIGHT_TO_LEFT for ch in name):
        return name
    strong = (unicodedata.bidirectional(ch) for ch in name)
    first = next(kind for kind in strong if kind in RIGHT_TO_LEFT or kind == "L")
    inner = RIGHT_TO_LEFT_MARK if first in RIGHT_TO_LEFT else ""
    return f"{LEFT_TO_RIGHT_MARK}{inner}{name}{inner}{LEFT_TO_RIGHT_MARK}"


def names_in_line(names: Iterable[str]) -> list[str]:
    """Each name :func:`name_in_line`: the players' names as the sentences about a hand name them."""
    return [name_in_line(name) for name in names]
