"""How text is laid out on a terminal (the words themselves come from :mod:`tablekeeper.present`)."""

from __future__ import annotations

import unicodedata


def display_width(text: str) -> int:
    """Columns the text takes on a terminal: kanji and kana take two (player names are often Japanese)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def pad(text: str, width: int, *, right: bool = False) -> str:
    """The text padded to ``width`` terminal columns, on the left when ``right`` aligns it to the right."""
    fill = " " * max(0, width - display_width(text))
    return fill + text if right else text + fill
