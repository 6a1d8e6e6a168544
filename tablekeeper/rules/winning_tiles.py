"""The tiles a winning hand was entered with, kept beside its han and fu so that a review shows why it scored.

A :class:`WinningTiles` holds what the player entered in the scoring dialog's hand mode (concealed tiles,
winning tile, melds, dora and ura dora indicators, the conditions ticked) and the lines the calculator gave
(each yaku and dora count with its han, each part of the fu). It describes a win: the win's value stays its
han and fu, and the tiles are scored again only when the hand is opened to be changed.

Only the shape is checked here (real tile codes, the right number of tiles, known kinds of meld and
conditions, bounded lines of safe text): a stored game or a file may be hostile, and whatever is read back
must be safe to show and to hand to the calculator, which says in its own sentences what else is wrong (a
fifth copy, a chi that is no run). This module does not import the calculator, which most commands never load:
the tiles of a hand it scored are made into a :class:`WinningTiles` beside it, in
:mod:`tablekeeper.rules.hand.kept_tiles`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tablekeeper.rules.called_yaku import MAX_KITA
from tablekeeper.rules.errors import RuleError
from tablekeeper.text import as_written, described, first_unsafe
from tablekeeper.words import QT_TR_NOOP, Points

CONDITIONS = (
    "riichi",
    "double_riichi",
    "ippatsu",
    "haitei",
    "houtei",
    "rinshan",
    "chankan",
    "tenhou",
    "chiihou",
    "renhou",
)
"""The conditions of a win a player ticks, as :class:`~tablekeeper.rules.hand.HandInput` names them."""
TSUMO_ONLY = frozenset({"haitei", "rinshan", "tenhou", "chiihou"})
"""Conditions that only a tsumo can have (the last tile of the wall, the kan's replacement tile, a first draw)."""
RON_ONLY = frozenset({"houtei", "chankan", "renhou"})
"""Conditions that only a ron can have (the last discard, a robbed kan, a first discard)."""
MELD_SIZES = {"chi": 3, "pon": 3, "kan": 4, "ankan": 4, "kakan": 4}
"""The kinds of meld, as ``Meld.parse`` reads them, and their number of tiles."""
MAX_INDICATORS = 5
"""The most dora (or ura dora) indicators: one, and one more for each of four kans."""
MAX_LINES = 40
"""The most yaku lines or fu lines of one hand (a real hand has at most a dozen of either)."""
MAX_LINE_NAME = 80
"""The longest name of a line (the calculator's longest is under 40 characters)."""
MAX_LINE_HAN = 99
"""The most han of one line (a dora line counts every dora; no hand reaches a few dozen)."""
MAX_LINE_YAKUMAN = 6
"""The most yakuman of one line (a double yakuman counts 2)."""
MAX_LINE_FU = 200
"""The most fu of one line (the largest part is 32 fu, a closed kan of terminals)."""

_TILES = re.compile(r"(?:[0-9]+[mps]|[1-7]+z)*")


class BadWinningTiles(RuleError):
    """The tiles kept with a win are not the shape of a hand's tiles."""


@dataclass(frozen=True, slots=True)
class YakuLine:
    """One line of the yaku list: a yaku with its han (or its yakuman count), or a dora count with its han."""

    name: str
    han: int
    yakuman: int = 0


@dataclass(frozen=True, slots=True)
class FuLine:
    """One part of the fu: 'Base' 20, 'Closed ron' 10, 'Pair wait' 2..."""

    name: str
    fu: int


@dataclass(frozen=True, slots=True)
class WinningTiles:
    """A winning hand as entered, and the lines the calculator scored it with.

    ``concealed`` holds the winning tile, as :class:`~tablekeeper.rules.hand.HandInput` does; tiles and
    indicators are mpsz strings (written compactly once built), ``melds`` strings such as 'pon:777z'.
    """

    concealed: str
    win_tile: str
    melds: tuple[str, ...] = ()
    dora: str = ""
    ura: str = ""
    conditions: frozenset[str] = frozenset()
    yaku: tuple[YakuLine, ...] = ()
    fu: tuple[FuLine, ...] = ()
    kita: int = 0
    """Norths set aside (kita) at a table that counts them: kept so that the hand opens again as it was entered."""

    def __post_init__(self) -> None:
        melds = tuple(_meld(m) for m in _sequence(self.melds, "melds"))
        if len(melds) > 4:
            raise BadWinningTiles(QT_TR_NOOP("A hand has at most four melds, not {count}."), count=len(melds))
        concealed = _tiles(self.concealed, "concealed tiles")
        needed = 14 - 3 * len(melds)
        if len(concealed) != needed:
            raise BadWinningTiles(
                QT_TR_NOOP(
                    "A winning hand with {melds} melds has {needed} concealed tiles (the winning tile included), "
                    "not {count}."
                ),
                melds=len(melds),
                needed=needed,
                count=len(concealed),
            )
        win = _tiles(self.win_tile, "winning tile")
        if len(win) != 1:
            raise BadWinningTiles(
                QT_TR_NOOP("The winning tile is one tile, such as 5s or 7z, not {value}."),
                value=as_written(self.win_tile),
            )
        if win[0] not in concealed:
            raise BadWinningTiles(QT_TR_NOOP("The winning tile {tile} is not among the concealed tiles."), tile=win[0])
        indicators = []
        for value, what in ((self.dora, "dora indicators"), (self.ura, "ura dora indicators")):
            tiles = _tiles(value, what)
            if len(tiles) > MAX_INDICATORS:
                raise BadWinningTiles(_TOO_MANY[what], most=MAX_INDICATORS, count=len(tiles))
            indicators.append(compact(tiles))
        conditions = frozenset(_sequence(self.conditions, "conditions"))
        unknown = sorted(str(c) for c in conditions - set(CONDITIONS))
        if unknown:
            raise BadWinningTiles(
                QT_TR_NOOP("{value} is no condition of a win; they are {conditions}."),
                value=as_written(unknown[0]),
                conditions=", ".join(CONDITIONS),
            )
        yaku = tuple(_sequence(self.yaku, "yaku lines"))
        fu = tuple(_sequence(self.fu, "fu lines"))
        for lines, kind, what in ((yaku, YakuLine, "yaku lines"), (fu, FuLine, "fu lines")):
            if len(lines) > MAX_LINES:
                raise BadWinningTiles(_TOO_MANY[what], most=MAX_LINES, count=len(lines))
            if not all(isinstance(line, kind) for line in lines):
                raise BadWinningTiles(
                    QT_TR_NOOP("Each yaku line of a hand is a name and a value.")
                    if kind is YakuLine
                    else QT_TR_NOOP("Each fu line of a hand is a name and a value.")
                )
        for line in yaku:
            _line_name(line.name)
            _number(line.han, MAX_LINE_HAN, "yaku han", line.name)
            _number(line.yakuman, MAX_LINE_YAKUMAN, "yaku yakuman", line.name)
        for part in fu:
            _line_name(part.name)
            _number(part.fu, MAX_LINE_FU, "fu", part.name)
        if isinstance(self.kita, bool) or not isinstance(self.kita, int) or not 0 <= self.kita <= MAX_KITA:
            raise BadWinningTiles(
                QT_TR_NOOP("The Norths set aside (kita) of a hand are a whole number from 0 to {most}, not {value}."),
                most=MAX_KITA,
                value=as_written(self.kita),
            )
        object.__setattr__(self, "concealed", compact(concealed))
        object.__setattr__(self, "win_tile", win[0])
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "dora", indicators[0])
        object.__setattr__(self, "ura", indicators[1])
        object.__setattr__(self, "conditions", conditions)
        object.__setattr__(self, "yaku", yaku)
        object.__setattr__(self, "fu", fu)

    def check_for(self, *, tsumo: bool) -> None:
        """Refuse conditions that the other way of winning has (haitei on a ron, houtei on a tsumo...)."""
        wrong = sorted(self.conditions & (RON_ONLY if tsumo else TSUMO_ONLY))
        if wrong:
            sentence = (
                QT_TR_NOOP("The condition {condition} belongs to a ron, not to a tsumo.")
                if tsumo
                else QT_TR_NOOP("The condition {condition} belongs to a tsumo, not to a ron.")
            )
            raise BadWinningTiles(sentence, condition=wrong[0])


def split_tiles(text: str) -> list[str]:
    """The tile codes of an mpsz string, in order: '123m55z' -> ['1m', '2m', '3m', '5z', '5z']."""
    out: list[str] = []
    digits: list[str] = []
    for char in text:
        if char.isdigit():
            digits.append(char)
        else:
            out.extend(d + char for d in digits)
            digits = []
    return out


def compact(tiles: Iterable[str]) -> str:
    """Tile codes written as one mpsz string, one suit letter per run: ['1m', '2m', '5z'] -> '12m5z'."""
    out = ""
    for tile in tiles:
        out = out[:-1] + tile if out.endswith(tile[1]) else out + tile
    return out


def to_dict(tiles: WinningTiles) -> dict[str, Any]:
    """The tiles as plain JSON values: the "tiles" of a win in a stored or exported result."""
    return {
        "concealed": tiles.concealed,
        "win": tiles.win_tile,
        "melds": list(tiles.melds),
        "dora": tiles.dora,
        "ura": tiles.ura,
        "conditions": [c for c in CONDITIONS if c in tiles.conditions],
        "yaku": [{"name": y.name, "han": y.han, "yakuman": y.yakuman} for y in tiles.yaku],
        "fu": [{"name": f.name, "fu": f.fu} for f in tiles.fu],
        # Only where there are some: a four-player win is written as it always was.
        **({"kita": tiles.kita} if tiles.kita else {}),
    }


def from_dict(data: object) -> WinningTiles:
    """Read back the tiles written by :func:`to_dict`; anything else raises :class:`BadWinningTiles`."""
    if not isinstance(data, Mapping):
        raise BadWinningTiles(
            QT_TR_NOOP("The tiles of a win are an object with its concealed tiles, winning tile and melds.")
        )
    yaku = []
    for line in _list(data.get("yaku", []), "yaku lines", MAX_LINES):
        if not isinstance(line, Mapping):
            raise BadWinningTiles(QT_TR_NOOP("Each yaku line of a hand is an object with a name and its han."))
        yaku.append(YakuLine(line.get("name"), line.get("han"), line.get("yakuman", 0)))  # type: ignore[arg-type]
    fu = []
    for line in _list(data.get("fu", []), "fu lines", MAX_LINES):
        if not isinstance(line, Mapping):
            raise BadWinningTiles(QT_TR_NOOP("Each fu line of a hand is an object with a name and its fu."))
        fu.append(FuLine(line.get("name"), line.get("fu")))  # type: ignore[arg-type]
    # The fields are checked by WinningTiles itself; a wrong type is refused there in a sentence.
    return WinningTiles(
        concealed=data.get("concealed"),  # type: ignore[arg-type]
        win_tile=data.get("win"),  # type: ignore[arg-type]
        melds=tuple(_list(data.get("melds", []), "melds", 4)),
        dora=data.get("dora", ""),
        ura=data.get("ura", ""),
        conditions=frozenset(_list(data.get("conditions", []), "conditions", len(CONDITIONS))),
        yaku=tuple(yaku),
        fu=tuple(fu),
        kita=data.get("kita", 0),
    )


# The refusals below are whole sentences for each part of a hand (not "The {what} of a hand..."), so that a
# translation can give each part its own gender and number.


_NOT_A_LIST = {
    "melds": QT_TR_NOOP("The melds of a hand are a list, not {value}."),
    "conditions": QT_TR_NOOP("The conditions of a hand are a list, not {value}."),
    "yaku lines": QT_TR_NOOP("The yaku lines of a hand are a list, not {value}."),
    "fu lines": QT_TR_NOOP("The fu lines of a hand are a list, not {value}."),
}


_TOO_MANY = {
    "melds": QT_TR_NOOP("A hand has at most {most} melds, not {count}."),
    "conditions": QT_TR_NOOP("A hand has at most {most} conditions, not {count}."),
    "yaku lines": QT_TR_NOOP("A hand has at most {most} yaku lines, not {count}."),
    "fu lines": QT_TR_NOOP("A hand has at most {most} fu lines, not {count}."),
    "dora indicators": QT_TR_NOOP("A hand has at most {most} dora indicators, not {count}."),
    "ura dora indicators": QT_TR_NOOP("A hand has at most {most} ura dora indicators, not {count}."),
}


_NOT_TILES = {
    "concealed tiles": QT_TR_NOOP(
        "The concealed tiles of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}."
    ),
    "winning tile": QT_TR_NOOP(
        "The winning tile of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}."
    ),
    "dora indicators": QT_TR_NOOP(
        "The dora indicators of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}."
    ),
    "ura dora indicators": QT_TR_NOOP(
        "The ura dora indicators of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}."
    ),
    "meld tiles": QT_TR_NOOP(
        "The meld tiles of a hand are tiles written as digits and a suit letter, such as 123m55z, not {value}."
    ),
}


_NOT_A_NUMBER = {
    "yaku han": QT_TR_NOOP("The han of the yaku line {line} is a whole number from 0 to {most}, not {value}."),
    "yaku yakuman": QT_TR_NOOP("The yakuman of the yaku line {line} is a whole number from 0 to {most}, not {value}."),
    "fu": QT_TR_NOOP("The fu of the fu line {line} is a whole number from 0 to {most}, not {value}."),
}


def _list(value: object, what: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise BadWinningTiles(_NOT_A_LIST[what], value=as_written(value))
    if len(value) > most:
        raise BadWinningTiles(_TOO_MANY[what], most=most, count=len(value))
    if what == "conditions" and not all(isinstance(c, str) for c in value):
        raise BadWinningTiles(QT_TR_NOOP("The conditions of a win are names, such as riichi or ippatsu."))
    return value


def _sequence(value: object, what: str) -> Iterable[Any]:
    if isinstance(value, str) or not isinstance(value, Iterable):
        raise BadWinningTiles(_NOT_A_LIST[what], value=as_written(value))
    return value


def _tiles(value: object, what: str) -> list[str]:
    """The tile codes of an mpsz string; refused unless every tile is a real one (honours are 1z to 7z)."""
    if not isinstance(value, str) or len(value) > 60 or not _TILES.fullmatch(value):
        raise BadWinningTiles(_NOT_TILES[what], value=as_written(value))
    return split_tiles(value)


def _meld(value: object) -> str:
    """A meld as ``Meld.parse`` reads it ('pon:777z'), with a known kind and the right number of tiles."""
    if not isinstance(value, str):
        raise _not_a_meld(value)
    kind, sep, tiles = value.partition(":")
    if not sep or kind not in MELD_SIZES:
        raise _not_a_meld(value)
    codes = _tiles(tiles, "meld tiles")
    if len(codes) != MELD_SIZES[kind]:
        raise BadWinningTiles(
            QT_TR_NOOP("A {kind} has {size} tiles, not {count} ({value})."),
            kind=kind,
            size=MELD_SIZES[kind],
            count=len(codes),
            value=as_written(value),
        )
    return f"{kind}:{compact(codes)}"


def _not_a_meld(value: object) -> BadWinningTiles:
    return BadWinningTiles(
        QT_TR_NOOP("A meld is its kind and its tiles, such as pon:777z or chi:789p, not {value}."),
        value=as_written(value),
    )


def _line_name(name: object) -> None:
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_LINE_NAME:
        raise BadWinningTiles(
            QT_TR_NOOP("Each line of a hand's yaku and fu has a name of 1 to {most} characters, not {value}."),
            most=MAX_LINE_NAME,
            value=as_written(name),
        )
    unsafe = first_unsafe(name)
    if unsafe is not None:
        # Our calculator never writes one: such a name comes from a file made to disturb whatever shows it.
        raise BadWinningTiles(
            QT_TR_NOOP("The line {line} of a hand holds {what}, which no name may hold."),
            line=as_written(name),
            what=described(unsafe),
        )


def _number(value: object, most: int, what: str, line: str) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise BadWinningTiles(_NOT_A_NUMBER[what], line=as_written(line), most=Points(most), value=as_written(value))
