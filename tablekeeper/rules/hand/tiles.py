"""Tiles: the mpsz notation, the 34 tile kinds, red fives, winds and the dora that follows an indicator.

A tile kind is an index 0-33: 0-8 are 1-9 man, 9-17 1-9 pin, 18-26 1-9 sou, 27-30 East, South, West,
North, 31-33 white (haku), green (hatsu), red (chun). A red five is a five (kind 4, 13 or 22) counted
apart, since it only changes the dora count.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum
from functools import cache

from tablekeeper.errors import Phrase
from tablekeeper.rules.hand.errors import BadTiles, HandError, TooManyCopies
from tablekeeper.words import QT_TR_NOOP

SUITS = "mpsz"
EAST, SOUTH, WEST, NORTH, HAKU, HATSU, CHUN = range(27, 34)
FIVES = (4, 13, 22)
"""The kinds that have a red copy (5m, 5p, 5s)."""

IS_HONOR = tuple(k >= 27 for k in range(34))
IS_TERMINAL = tuple(k < 27 and k % 9 in (0, 8) for k in range(34))
IS_TERMINAL_OR_HONOR = tuple(a or b for a, b in zip(IS_HONOR, IS_TERMINAL, strict=True))
IS_SIMPLE = tuple(not x for x in IS_TERMINAL_OR_HONOR)
SIMPLES = frozenset(k for k in range(34) if IS_SIMPLE[k])
TERMINALS = frozenset(k for k in range(34) if IS_TERMINAL[k])
HONORS = frozenset(range(27, 34))
SUIT_KINDS = (frozenset(range(9)), frozenset(range(9, 18)), frozenset(range(18, 27)))
GREEN = frozenset({19, 20, 21, 23, 25, HATSU})
"""The all-green tiles: 2, 3, 4, 6, 8 sou and hatsu."""

_HONOR_NAMES = ("East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon")


class Wind(IntEnum):
    """A seat or round wind; the value is its offset from East."""

    EAST = 0
    SOUTH = 1
    WEST = 2
    NORTH = 3

    @property
    def kind(self) -> int:
        """The tile kind of this wind (27-30)."""
        return EAST + self.value

    @classmethod
    def parse(cls, text: str | int | Wind) -> Wind:
        """'E', 'east', '1z' or 0 -> Wind.EAST."""
        if isinstance(text, Wind):
            return text
        if isinstance(text, int) and not isinstance(text, bool) and 0 <= text <= 3:
            return cls(text)
        key = str(text).strip().lower()
        for wind in cls:
            if key in (wind.name.lower(), wind.name[0].lower(), f"{wind.value + 1}z"):
                return wind
        raise BadTiles(QT_TR_NOOP("{value} is not a wind: use E, S, W or N."), value=repr(text))


def tile_name(kind: int, red: bool = False) -> str:
    """The mpsz code of one tile: 4 -> '5m', 31 -> '5z'; a red five is '0m'."""
    if kind >= 27:
        return f"{kind - 26}z"
    return f"{0 if red else kind % 9 + 1}{SUITS[kind // 9]}"


def tile_label(kind: int) -> str:
    """A readable name of a kind: '5m', 'East', 'White'."""
    return _HONOR_NAMES[kind - 27] if kind >= 27 else tile_name(kind)


_HONOUR_WORDS = (
    QT_TR_NOOP("East"),
    QT_TR_NOOP("South"),
    QT_TR_NOOP("West"),
    QT_TR_NOOP("North"),
    QT_TR_NOOP("White dragon"),
    QT_TR_NOOP("Green dragon"),
    QT_TR_NOOP("Red dragon"),
)


def tile_words(kind: int) -> str | Phrase:
    """A tile as a fact of a refusal, worded in the language where it is shown: '5m', 'East', 'White dragon'.

    ``tile_label`` stays English: the fu lines, which are stored, name tiles with it."""
    if kind < 27:
        return tile_name(kind)
    return Phrase(_HONOUR_WORDS[kind - 27])


_GROUPS = re.compile(r"([0-9]+)([mpszMPSZ])|([^0-9\s,])|([0-9]+)")
_KIND_OF: dict[str, dict[str, int]] = {
    suit: {str(d): 9 * i + (4 if d == 0 else d - 1) for d in range(10) if i < 3 or 1 <= d <= 7}
    for i, suit in enumerate(SUITS)
}
_KIND_OF.update({suit.upper(): table for suit, table in list(_KIND_OF.items())})
_LETTERS = frozenset(_KIND_OF)
"""The suit letters, either case."""
_ONE_TILE = {digit + suit: (kind, digit == "0") for suit, table in _KIND_OF.items() for digit, kind in table.items()}
"""Each tile written alone ('5m', '0p'), as parse_tiles reads it: a dora indicator is most often one tile."""


def parse_tiles(text: str) -> tuple[list[int], list[int]]:
    """The kinds of the tiles written in mpsz notation, in order, and the kinds of its red fives.

    A run of digits takes the suit letter that follows it; a 0 is a red five:

    >>> parse_tiles("234m0p55z")
    ([1, 2, 3, 13, 31, 31], [13])
    """
    one = _ONE_TILE.get(text)
    if one is not None:
        return [one[0]], [one[0]] if one[1] else []
    # The plain text every hand is written in is read in one pass from the end, as bytes (see pack_tiles), each
    # digit taking the suit letter last met: a fraction of the time of the regular expression below, which reads
    # (or refuses, with a sentence) what this pass stops at: a stray character, digits with no suit letter, a
    # letter with no digits.
    kinds: list[int] = []
    red: list[int] = []
    add = kinds.append
    kinds_of: tuple[int | None, ...] | None = None  # the digits' kinds: the suit letter after them
    letter_last = False  # (reading backwards) a letter right after another has no digits of its own
    # A text this pass stops at (TypeError: digits with no letter after them; UnicodeEncodeError: a lone
    # surrogate) is read by the regular expression below, which says why it is refused.
    with contextlib.suppress(TypeError, UnicodeEncodeError):
        for byte in text[::-1].encode():
            if byte < 65:  # a digit, or a byte below the letters: None in every table
                kind = kinds_of[byte]  # type: ignore[index] # TypeError: no letter after the digits
                if kind is None:
                    break  # no such tile
                add(kind)
                if byte == 48:  # a 0: a red five
                    red.append(kind)
                letter_last = False
            elif letter_last:
                break
            else:
                kinds_of = _KINDS_OF_BYTE[byte]  # None when it is no suit letter: the next byte stops the pass
                letter_last = True
        else:
            if not letter_last:
                kinds.reverse()
                red.reverse()
                return kinds, red
    kinds = []
    red = []
    for digits, suit, stray, trailing in _GROUPS.findall(text):
        if suit:
            table = _KIND_OF[suit]
            try:
                kinds.extend(map(table.__getitem__, digits))  # map, not a comprehension: no frame per group
            except KeyError:
                raise BadTiles(
                    QT_TR_NOOP("There is no honour tile {tiles}: honours are 1z (East) to 7z (Red dragon).")
                    if len(digits) == 1
                    else QT_TR_NOOP(
                        "Honours are 1z (East) to 7z (Red dragon), but {tiles} holds a digit that is none of them."
                    ),
                    tiles=f"{digits}z",
                ) from None
            if "0" in digits:
                red.extend([table["0"]] * digits.count("0"))
        elif stray and stray.lower() in SUITS:
            raise BadTiles(
                QT_TR_NOOP("The suit letter {letter} in {text} has no digits before it."),
                letter=repr(stray),
                text=repr(text),
            )
        elif stray:
            raise BadTiles(
                QT_TR_NOOP("{value} is not part of a tile: write tiles as digits and a suit letter, e.g. 123m55z."),
                value=repr(stray),
            )
        elif trailing:
            raise BadTiles(
                QT_TR_NOOP("The digits {digits} in {text} need a suit letter (m, p, s or z) after them."),
                digits=trailing,
                text=repr(text),
            )
    return kinds, red


BITS = 8
"""The bits of each kind's count in packed counts: kind k's count is ``packed >> BITS * k & BYTE``.

Packed counts are one int for the 34 counts (a byte each: no count a hand can show, however wrong, spills into
its neighbour's). A hand is read, added to (its melds, its indicators), split by suit and tested in a few integer
operations that loop in C, where a list of 34 counts is read and copied count by count in Python."""
BYTE = (1 << BITS) - 1
ONE = tuple(1 << BITS * kind for kind in range(34))
"""One tile of each kind, packed: adding ``ONE[k]`` counts one more tile of kind k."""

_RED_SHIFT = BITS * 34
"""Where :func:`pack_tiles` counts the red fives as it reads them: three more bytes (man, pin, sou) past the
34 kinds, cut off before the counts are returned."""
_KINDS = (1 << _RED_SHIFT) - 1
_RED_OF = {five: 1 << _RED_SHIFT + BITS * suit for suit, five in enumerate(FIVES)}


def _digits_table(letter: str, value: Callable[[str, int], int]) -> tuple[int | None, ...]:
    """The value of each digit under this suit letter (from the digit and its kind), by the digit's byte; None
    for any other byte below "A"."""
    table: list[int | None] = [None] * ord("A")
    for digit, kind in _KIND_OF[letter].items():
        table[ord(digit)] = value(digit, kind)
    return tuple(table)


def _by_letter(value: Callable[[str, int], int]) -> tuple[tuple[int | None, ...] | None, ...]:
    """The digits' table of each suit letter, by the letter's byte; None for any other byte."""
    return tuple(_digits_table(chr(code), value) if chr(code) in _LETTERS else None for code in range(256))


_KINDS_OF_BYTE = _by_letter(lambda digit, kind: kind)
"""What each digit is under each suit letter, as :func:`parse_tiles` reads it: its kind."""
_TABLE_OF = _by_letter(lambda digit, kind: ONE[kind] + (_RED_OF[kind] if digit == "0" else 0))
"""What each digit adds under each suit letter, as :func:`pack_tiles` reads it: one tile of its kind (a 0 a
five, and a red one in its suit's byte past the kinds)."""


def pack_tiles(text: str) -> tuple[int, int, list[int]]:
    """The tiles written in mpsz notation as packed counts (:data:`BITS`), how many there are and the kinds of
    its red fives (by suit: man, pin, sou): what :func:`parse_tiles` reads, without the order of the tiles,
    refused with the same sentences. (A count of 256 or more would spill into the next byte: the calculator
    refuses such a text by its number of tiles before it reads the counts.)

    >>> packed, total, red = pack_tiles("234m0p55z")
    >>> unpack(packed)[1:4], unpack(packed)[13], unpack(packed)[31], total, red
    ([1, 1, 1], 1, 2, 6, [13])
    """
    # The concealed tiles of every hand scored are read here: one pass from the end, each digit adding one tile
    # of the kind it is under the suit letter last met, with no list of the tiles in between. The text is read
    # as bytes, from the end: a byte is a small int, compared and used as an index by the interpreter's own
    # quick paths, where a character is a string, compared by a call (a third of the work). Any text this pass
    # stops at is read by parse_tiles, which says why it is refused.
    packed = 0
    table: tuple[int | None, ...] | None = None  # the digits' table: the suit letter after them
    at_letter = -1  # the packed counts at the letter last met: still the same at the next one, it had no digits
    letters = 0  # the text read holds digits and letters only: the tiles are the bytes less the letters
    try:
        data = text[::-1].encode()  # (UnicodeEncodeError: a lone surrogate)
        for byte in data:
            if byte < 65:  # a digit, or a byte below the letters: None in every table (TypeError)
                packed += table[byte]  # type: ignore[index,operator] # TypeError: no letter after the digits
            elif packed == at_letter:
                break  # two letters in a row (or one at the end), no digit between them
            else:
                table = _TABLE_OF[byte]  # None when it is no suit letter: the next byte stops the pass
                at_letter = packed
                letters += 1
        else:
            if packed != at_letter:  # (the text does not start with a letter, or a byte that is none)
                if packed > _KINDS:  # red fives, counted past the kinds
                    reds = packed >> _RED_SHIFT
                    red = [_FIVE_M] * (reds & BYTE) + [_FIVE_P] * (reds >> BITS & BYTE) + [_FIVE_S] * (reds >> 2 * BITS)
                    return packed & _KINDS, len(data) - letters, red
                return packed, len(data) - letters, []
    except (TypeError, UnicodeEncodeError):
        pass  # a try, not contextlib.suppress, on this path of every hand: parse_tiles says where it stops
    listed, red = parse_tiles(text)
    return pack(listed), len(listed), red


_FIVE_M, _FIVE_P, _FIVE_S = FIVES


def pack(kinds: Iterable[int]) -> int:
    """These tiles' kinds as packed counts (:data:`BITS`)."""
    packed = 0
    for kind in kinds:  # (a loop: sum() over map() calls the tuple's __getitem__ through a wrapper, tile by tile)
        packed += ONE[kind]
    return packed


def pack_counts(counts: Sequence[int]) -> int:
    """34 counts as packed counts (:data:`BITS`)."""
    return sum(map(int.__mul__, counts, ONE))


def unpack(packed: int) -> list[int]:
    """Packed counts (:data:`BITS`) as the 34 counts."""
    return [packed >> shift & BYTE for shift in _SHIFTS]


_SHIFTS = tuple(BITS * kind for kind in range(34))


def bytes_of(kinds: Iterable[int]) -> int:
    """The bytes of these kinds in packed counts: ``packed & bytes_of(kinds)`` is not 0 when a tile is of them."""
    return sum(BYTE << BITS * kind for kind in kinds)


def parse_tile(text: str) -> tuple[int, bool]:
    """One tile: '5s' -> (22, False), '0p' -> (13, True)."""
    kinds, red = parse_tiles(text)
    if len(kinds) != 1:
        raise BadTiles(QT_TR_NOOP("{value} should be a single tile, such as 5s or 7z."), value=repr(text))
    return kinds[0], bool(red)


def join_tiles(codes: str | Iterable[str]) -> str:
    """Tiles given as one mpsz string or as a list of tile codes ('5m', '0p', '7z'), as one string.

    A list is written compactly, one suit letter per run: ['1m', '2m', '5z'] -> '12m5z'.
    """
    if isinstance(codes, str):
        return codes
    parts: list[str] = []
    for code in codes:
        text = str(code).strip()
        if not text:
            # An empty code in a list is a tile left out (`--dora ''`), not "no tile": say so rather than guess.
            raise BadTiles(
                QT_TR_NOOP("A tile is missing: each tile is written as a digit and a suit letter, such as 5s or 7z.")
            )
        if parts and len(text) == 2 and parts[-1][-1] == text[1]:
            parts[-1] = parts[-1][:-1] + text
        else:
            parts.append(text)
    return "".join(parts)


_ALL_KINDS = frozenset(range(34))
_GROUPS_OF_KINDS = (*(tuple(sorted(suit)) for suit in SUIT_KINDS), tuple(range(EAST, HAKU)), (HAKU, HATSU, CHUN))
"""The cycles an indicator's dora follows: each suit, the winds, the dragons (seed 003)."""


def dora_from_indicator(kind: int, in_play: frozenset[int] = _ALL_KINDS) -> int:
    """The dora shown by an indicator (seed 003): the next kind of its cycle that the table plays with, 9 -> 1 in a
    suit, E->S->W->N->E, haku->hatsu->chun->haku. Without 2m-8m (a table of three), 1m shows 9m and 9m shows 1m."""
    group = next(g for g in _GROUPS_OF_KINDS if kind in g)
    # (An indicator the table does not play is refused before its dora is asked: its cycle is then the whole one.)
    played = [k for k in group if k in in_play] if kind in in_play else list(group)
    return played[(played.index(kind) + 1) % len(played)]


_LEFT_OUT_AND_CHII = {4: (frozenset[int](), True), 3: (frozenset(range(1, 8)), False)}
"""What a table of each size plays without (RULESETS.md, "Three players": 108 tiles, no 2m-8m), and whether a
chi may be called there (a table of three calls none)."""


@dataclass(frozen=True, slots=True)
class TableTiles:
    """The tiles a table of ``players`` plays with, and what follows from them: the one place that says it."""

    players: int
    kinds: frozenset[int]
    """The kinds in play: all 34 with four players; a table of three leaves out 2m-8m."""
    left_out: tuple[int, ...]
    """The kinds not in play, in order."""
    chii: bool
    """Whether a chi may be called."""
    absent: int
    """The bytes of the kinds left out in packed counts: ``packed & absent`` is not 0 when a tile is one of them."""
    dora: tuple[int, ...]
    """The dora each indicator kind shows at this table (:func:`dora_from_indicator` over the kinds in play)."""

    def left_out_words(self) -> str:
        """The kinds not in play as a player reads them: '2m-8m' ('' when every kind is played)."""
        if not self.left_out:
            return ""
        first, last = tile_name(self.left_out[0]), tile_name(self.left_out[-1])
        return first if first == last else f"{first}\u2013{last}"


@cache
def table_tiles(players: int) -> TableTiles:
    """The tiles a table of ``players`` (a rule set's ``players``: 3 or 4) plays with; KeyError for another count.

    The calculator refuses a tile, a chi or an indicator the table does not have, and reads its dora here; the
    window's tile mode offers these kinds and no others."""
    left_out, chii = _LEFT_OUT_AND_CHII[players]
    kinds = _ALL_KINDS - left_out
    dora = tuple(dora_from_indicator(k, kinds) for k in range(34))
    return TableTiles(players, kinds, tuple(sorted(left_out)), chii, bytes_of(left_out), dora)


def counts_of(kinds: Sequence[int]) -> list[int]:
    """How many tiles of each of the 34 kinds."""
    counts = [0] * 34
    for kind in kinds:
        counts[kind] += 1
    return counts


def check_copies(tiles: Iterable[str], *, red_fives: bool) -> None:
    """Raise :class:`TooManyCopies` when these tiles (one mpsz code each: a hand, its melds and its indicators)
    hold more of a kind than the set has: four of each; where the rules have red fives, one of the four fives
    of each suit is the red one, so there are three plain fives and one red."""
    counts = [0] * 34
    plain_fives = [0] * 34
    reds = [0] * 34
    for tile in tiles:
        (kind,), red = parse_tiles(tile)
        counts[kind] += 1
        if red:
            reds[kind] += 1
        elif kind in FIVES:
            plain_fives[kind] += 1
    for kind in range(34):
        if counts[kind] > 4:
            raise TooManyCopies(
                QT_TR_NOOP("There are only four {tile} tiles: this hand would have {count}."),
                tile=tile_words(kind),
                count=counts[kind],
            )
        if reds[kind] > 1:
            raise TooManyCopies(
                QT_TR_NOOP("There is only one red {tile}: this hand would have {count}."),
                tile=tile_name(kind),
                count=reds[kind],
            )
        if red_fives and plain_fives[kind] > 3:  # (with the red one as well, the count above already refused it)
            raise too_many_plain_fives(kind, plain_fives[kind])


def too_many_plain_fives(kind: int, count: int) -> HandError:
    """The refusal of ``count`` plain fives of ``kind``'s suit where the rules make one of the four red."""
    return TooManyCopies(
        QT_TR_NOOP(
            "Under these rules one of the four {tile} tiles is the red five ({red}): there are only three "
            "plain ones, and this hand would have {count}."
        ),
        tile=tile_words(kind),
        red=tile_name(kind, True),
        count=count,
    )
