"""Characters that must not reach a terminal or a name as they are: control codes and bidi overrides.

A name or a title is shown on terminals, in the window and in exported files. Control codes (Unicode category
Cc: NUL, BEL, ESC, DEL, the C1 codes) can clear or retitle a terminal; line and paragraph separators (Zl, Zp)
break a line in the middle of a table; the bidi embeddings, overrides and isolates (U+202A-U+202E,
U+2066-U+2069) reverse how the text after them reads, so a name could appear to be someone else's or swap
with a score. A lone surrogate (Cs) is no character at all: it stands for a byte that was not UTF-8 (a
command-line argument, an escape in a JSON file), and no database can store it.

Other format characters stay allowed: the zero-width joiner and non-joiner are part of how emoji and Persian
or Indic names are written, and the directional marks (U+200E, U+200F) only help mixed scripts read in order.
"""

from __future__ import annotations

import json
import re
import unicodedata

from tablekeeper.errors import Phrase
from tablekeeper.words import QT_TR_NOOP

BIDI_CONTROLS = frozenset(chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))
"""The bidi embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI)."""


def is_unsafe(ch: str) -> bool:
    """True for a character that no name or title may hold: a control code, a line break, a bidi control, or a
    lone surrogate."""
    return ch in BIDI_CONTROLS or unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp")


def first_unsafe(text: str) -> str | None:
    """The first character of ``text`` that :func:`is_unsafe`, if any."""
    return next((ch for ch in text if is_unsafe(ch)), None)


def described(ch: str) -> Phrase:
    """An unsafe character in words, for a refusal: 'the control character U+001B' (a fact of the refusal, worded
    with it where it is shown)."""
    code = f"U+{ord(ch):04X}"
    if ch in BIDI_CONTROLS:
        return Phrase(QT_TR_NOOP("the text direction control {code}"), {"code": code})
    category = unicodedata.category(ch)
    if category == "Cs":
        return Phrase(QT_TR_NOOP("{code}, which stands for a byte that is not UTF-8 text"), {"code": code})
    if category in ("Zl", "Zp"):
        return Phrase(QT_TR_NOOP("the line break {code}"), {"code": code})
    return Phrase(QT_TR_NOOP("the control character {code}"), {"code": code})


def escaped(text: str) -> str:
    r"""``text`` with each unsafe character written as a visible escape (ESC as \x1b, RLO as \u202e)."""
    if first_unsafe(text) is None:
        return text
    return "".join(
        (f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}") if is_unsafe(ch) else ch for ch in text
    )


def as_written(value: object) -> str:
    """A value of a file shown in a refusal as the file writes it: text in double quotes, true, null, 12 (JSON's
    notation, which an mjlog's attributes share), never Python's ('1', True, None); cut after 40 characters and
    with control characters escaped."""
    text = escaped(json.dumps(value, ensure_ascii=False, default=str))
    return text if len(text) <= 40 else text[:37] + "..."


_WHOLE = re.compile(r"[+-]?[0-9]+")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")


def whole_number(text: str) -> int | None:
    """A whole number as a person types it, in a command line or a file: ASCII digits, a sign before them, spaces
    around; None for anything else. Python's ``int`` also takes other scripts' digits ("٣" is 3) and underscores
    ("1_0" is 10), which nobody types as a number and no other program reads as one."""
    text = text.strip()
    if _WHOLE.fullmatch(text) is None:
        return None
    try:
        return int(text)
    except ValueError:  # more digits than Python turns into a number (4,300)
        return None


def decimal_text(text: str) -> str | None:
    """A decimal number as a person types it ("-2.5", "20"), stripped of the spaces around, for ``Decimal``: ASCII
    digits only, as :func:`whole_number` takes them; None for anything else ("٣", "1_0", "1e3", "NaN")."""
    text = text.strip()
    return text if _DECIMAL.fullmatch(text) is not None else None


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\0")
"""What makes a spreadsheet read a cell as a formula (OWASP's CSV injection list, with NUL from ASVS 1.2.10)."""


def spreadsheet_text(text: str) -> str:
    """A text cell of a CSV export that a spreadsheet shows as text: a leading ' when it would be a formula.

    Only text goes through here (names, result descriptions): a name can come from a Tenhou file, and a
    cell such as ``=HYPERLINK(...)`` would run when the file is opened. Numbers stay numbers.
    """
    return "'" + text if text.startswith(FORMULA_STARTS) else text
