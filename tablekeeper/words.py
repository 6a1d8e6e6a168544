"""The one translation function and the one number formatter of every label (see :mod:`tablekeeper.present`).

Pure: until something is installed, :func:`tr` changes nothing and :func:`number` writes "12,000", which is
what the command line and the exported files say. The window installs its own at start-up (Qt's catalogue
and QLocale's numbers), so that the same labels speak the player's language there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Protocol


class NumberFormat(Protocol):
    """How points are written: ``signed`` puts + or - before them, and ``zero`` is what a signed 0 reads."""

    def __call__(self, value: int, *, signed: bool = False, zero: str = "0") -> str: ...


def english(text: str) -> str:
    """The text as written in the code: English."""
    return text


def english_number(value: int, *, signed: bool = False, zero: str = "0") -> str:
    """12000 -> '12,000'; signed: '+5,200', '-1,000', and ``zero`` for 0."""
    if not signed:
        return f"{value:,}"
    return f"{value:+,}" if value else zero


def english_decimal(text: str) -> str:
    """A number written with a decimal point ('+6.5'), as English writes it."""
    return text


def english_in(text: str, disambiguation: str) -> str:
    """The text as written in the code, whatever it means here: English."""
    return text


def english_singular(count: int) -> bool:
    """Whether English says ``count`` things in the singular: 1 round, 0 rounds, 2 rounds."""
    return abs(count) == 1


@dataclass(frozen=True, slots=True)
class Words:
    """A language: its translation function, its number formatter, and its translation of a text that means
    different things in different places (Qt's disambiguation: "Tenhou" the yaku is not Tenhou the site)."""

    translate: Callable[[str], str]
    number: NumberFormat
    translate_in: Callable[[str, str], str] = english_in
    decimal: Callable[[str], str] = english_decimal
    """'+6.5' written with the language's decimal sign ('+6,5' in French)."""
    singular: Callable[[int], bool] = english_singular
    """Whether the language says a count in the singular (1 in English; 0 and 1 in French)."""


ENGLISH = Words(english, english_number)

_installed = ENGLISH
# A file written while the window speaks French stays in English, and two phones served by one process at once each
# read their own language: `speaking` overrides the installed words in its own context only (a thread's, an asyncio
# task's), so the window's thread, or the other request, goes on speaking its own meanwhile.
_override: ContextVar[Words | None] = ContextVar("tablekeeper_words", default=None)


def _words() -> Words:
    return _override.get() or _installed


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name pyside6-lupdate knows, so that it lists the text)
    """``text`` untranslated, marked for translation: a refusal's template, translated when it is worded at the edge
    that shows it (:func:`tablekeeper.present.refusal`), in that edge's language."""
    return text


class Points(int):
    """A number of points kept as a fact of a refusal, written as the words spoken where the refusal is worded write
    points ('12,000', '12 000' in French): ``"{points}".format(points=Points(12000))``."""

    __slots__ = ()

    def __format__(self, spec: str) -> str:
        return number(int(self)) if not spec else format(int(self), spec)


def tr(text: str, disambiguation: str | None = None) -> str:
    """``text`` in the installed language (unchanged until a translation function is installed); with a
    ``disambiguation``, the translation of ``text`` meant in that sense (pyside6-lupdate files it apart)."""
    if disambiguation is None:
        return _words().translate(text)
    return _words().translate_in(text, disambiguation)


def number(value: int, *, signed: bool = False, zero: str = "0") -> str:
    """Points as the installed formatter writes them ('12,000' until one is installed)."""
    return _words().number(value, signed=signed, zero=zero)


def decimal(text: str) -> str:
    """A number written with a decimal point ('+6.5') as the installed words write it ('+6,5' in French)."""
    return _words().decimal(text)


def singular(count: int) -> bool:
    """Whether the language spoken in this context says ``count`` things in the singular."""
    return _words().singular(count)


def plural(count: int, one: str, other: str) -> str:
    """``one`` where the installed language says ``count`` in the singular, else ``other``: two texts translated
    already (each through :func:`tr`, so that each has its own translation), for the caller to fill in:
    ``plural(n, tr("{count} round"), tr("{count} rounds")).format(count=n)``."""
    return one if singular(count) else other


def install(
    translate: Callable[[str], str] = english,
    number: NumberFormat = english_number,
    translate_in: Callable[[str, str], str] = english_in,
    decimal: Callable[[str], str] = english_decimal,
    singular: Callable[[int], bool] = english_singular,
) -> None:
    """Make every label speak through ``translate`` (``translate_in`` for a text with a disambiguation), write
    numbers with ``number`` (and decimals with ``decimal``) and say counts in the singular where ``singular`` says;
    with no argument, back to English."""
    global _installed
    _installed = Words(translate, number, translate_in, decimal, singular)


@contextmanager
def speaking(words: Words) -> Iterator[None]:
    """``words`` within the block, in this context only (a thread's, an asyncio task's), whatever is installed: the
    language of one request while another request, or the window, speaks its own."""
    token = _override.set(words)
    try:
        yield
    finally:
        _override.reset(token)


@contextmanager
def in_english() -> Iterator[None]:
    """English words and '12,000' numbers within the block (or the decorated function), whatever is
    installed: for what is written to files."""
    with speaking(ENGLISH):
        yield
