"""A winning hand as a player enters it: the tiles and the conditions of the win, before any check.

It sits below the calculator and the facts the yaku read, so that those modules depend one way:
the calculator reads the facts and the yaku, the yaku read the facts, the facts read this.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tablekeeper.rules.hand.melds import Meld
from tablekeeper.rules.hand.tiles import Wind, join_tiles


@dataclass(frozen=True, slots=True)
class HandInput:
    """A winning hand as a player enters it.

    ``tiles`` are the concealed tiles, the winning tile included, in mpsz notation or as a list of tile
    codes ('5m', '0p', '7z'); ``melds`` are :class:`Meld` values or strings such as 'pon:777z'; ``dora`` and
    ``ura`` are the indicators (not the dora themselves), in the same notation as the tiles; winds are
    :class:`Wind` values, 'E'/'S'/'W'/'N' or 0-3. Once built, tiles and indicators are mpsz strings,
    melds :class:`Meld` values and winds :class:`Wind` values. The seat wind East is the dealer.
    Nothing is checked here: :func:`~tablekeeper.rules.hand.calculator.validate` says what is wrong, in a sentence.
    """

    tiles: str | Sequence[str]
    win_tile: str
    melds: Sequence[Meld | str] = ()
    tsumo: bool = False
    seat_wind: Wind | str | int = Wind.EAST
    round_wind: Wind | str | int = Wind.EAST
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    """Won by tsumo on the last tile of the wall."""
    houtei: bool = False
    """Won by ron on the last discard."""
    rinshan: bool = False
    """Won by tsumo on the replacement tile after a kan."""
    chankan: bool = False
    """Won by robbing another player's added kan."""
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    dora: str | Sequence[str] = ""
    ura: str | Sequence[str] = ""
    honba: int = 0
    """Counters on the table: 300 more on a ron, 100 more from each payer on a tsumo."""
    kita: int = 0
    """Norths set aside (kita, nukidora) under a rule set with ``kita``: each one a dora of its owner."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "tiles", join_tiles(self.tiles))
        object.__setattr__(self, "win_tile", join_tiles(self.win_tile))
        melds = tuple(m if isinstance(m, Meld) else Meld.parse(str(m)) for m in self.melds)
        object.__setattr__(self, "melds", melds)
        object.__setattr__(self, "seat_wind", Wind.parse(self.seat_wind))
        object.__setattr__(self, "round_wind", Wind.parse(self.round_wind))
        object.__setattr__(self, "dora", join_tiles(self.dora))
        object.__setattr__(self, "ura", join_tiles(self.ura))

    @property
    def dealer(self) -> bool:
        """The seat wind East is the dealer."""
        return self.seat_wind is Wind.EAST
