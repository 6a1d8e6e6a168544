"""Declared melds: chi, pon, open kan, closed kan and added kan, written as 'pon:777z' or built from values."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from tablekeeper.rules.hand.errors import BadMeld
from tablekeeper.rules.hand.tiles import join_tiles, pack, parse_tiles, tile_name
from tablekeeper.words import QT_TR_NOOP


class MeldKind(StrEnum):
    """How a meld was declared."""

    CHI = "chi"
    PON = "pon"
    KAN = "kan"
    """An open kan called on a discard (daiminkan)."""
    ANKAN = "ankan"
    """A closed kan of four drawn tiles: the hand stays closed."""
    KAKAN = "kakan"
    """A kan made by adding the fourth tile to a pon (shouminkan): open."""

    @property
    def is_kan(self) -> bool:
        return self in (MeldKind.KAN, MeldKind.ANKAN, MeldKind.KAKAN)

    @property
    def is_open(self) -> bool:
        return self is not MeldKind.ANKAN


_KIND_NAMES = {kind.value: kind for kind in MeldKind} | {
    "daiminkan": MeldKind.KAN,
    "minkan": MeldKind.KAN,
    "shouminkan": MeldKind.KAKAN,
    "closed_kan": MeldKind.ANKAN,
}


@dataclass(frozen=True, slots=True)
class Meld:
    """One declared meld: its kind and its tiles in mpsz notation ('789p', '0555m' with a red five)."""

    kind: MeldKind
    tiles: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", _meld_kind(self.kind))
        object.__setattr__(self, "tiles", join_tiles(self.tiles))

    @classmethod
    def parse(cls, text: str) -> Meld:
        """'pon:777z', 'chi:789p', 'kan:1111m', 'ankan:1111m', 'kakan:5505p'."""
        name, sep, tiles = text.partition(":")
        if not sep:
            raise BadMeld(
                QT_TR_NOOP("{value} is not a meld: write KIND:TILES, e.g. pon:777z or chi:789p."), value=repr(text)
            )
        return cls(_meld_kind(name), tiles)

    def __str__(self) -> str:
        return f"{self.kind.value}:{self.tiles}"


def _meld_kind(name: str | MeldKind) -> MeldKind:
    if isinstance(name, MeldKind):
        return name
    kind = _KIND_NAMES.get(str(name).strip().lower())
    if kind is None:
        raise BadMeld(QT_TR_NOOP("{value} is not a kind of meld: use chi, pon, kan, ankan or kakan."), value=repr(name))
    return kind


@dataclass(frozen=True, slots=True)
class ParsedMeld:
    """A checked meld: ``first`` is its lowest tile kind; ``kinds`` has 3 or 4 entries."""

    kind: MeldKind
    first: int
    kinds: tuple[int, ...]
    red: tuple[int, ...]
    """The kinds of its red fives."""
    kan: bool = False
    concealed: bool = False
    """A concealed kan (the only meld that keeps the hand closed)."""
    packed: int = 0
    """Its tiles as packed counts (:data:`~tablekeeper.rules.hand.tiles.BITS`): added to the hand's at once."""


def check_meld(meld: Meld) -> ParsedMeld:
    """The meld's tiles, or a sentence saying why they are no such meld."""
    return _checked(meld.kind, meld.tiles)


@lru_cache(maxsize=1024)
def _checked(kind: MeldKind, tiles: str) -> ParsedMeld:
    """check_meld's answer, kept by the meld's kind and tiles: a tuple of a string and a str enum, hashed and
    compared in C (a Meld's dataclass ``__hash__`` and ``__eq__`` would be two Python calls for each meld of
    every hand scored)."""
    kinds, red = parse_tiles(tiles)
    kinds.sort()
    shown = "".join(tile_name(k) for k in kinds) or "nothing"
    if kind is MeldKind.CHI:
        if len(kinds) != 3:
            raise BadMeld(
                QT_TR_NOOP("A chi is three tiles in a row, not {count} ({tiles})."), count=len(kinds), tiles=tiles
            )
        first = kinds[0]
        if first >= 27 or kinds[1] != first + 1 or kinds[2] != first + 2 or first % 9 > 6:
            raise BadMeld(
                QT_TR_NOOP("{tiles} is no chi: a chi is three tiles in a row of one suit, such as 789p."), tiles=shown
            )
    else:
        size = 4 if kind.is_kan else 3
        if len(kinds) != size:
            sentence = (
                QT_TR_NOOP("A pon is 3 identical tiles, not {count} ({tiles}).")
                if size == 3
                else QT_TR_NOOP("A kan is 4 identical tiles, not {count} ({tiles}).")
            )
            raise BadMeld(sentence, count=len(kinds), tiles=tiles)
        first = kinds[0]
        if kinds[-1] != first:
            raise BadMeld(
                QT_TR_NOOP("{tiles} is no {kind}: its tiles must all be the same."), tiles=shown, kind=kind.value
            )
    # kan and concealed once here (the meld is checked once, then cached), not for each hand scored with it.
    return ParsedMeld(kind, first, tuple(kinds), tuple(red), kind.is_kan, kind is MeldKind.ANKAN, pack(kinds))
