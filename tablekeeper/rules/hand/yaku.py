"""The yaku and yakuman: one unit each, its name, its value in a closed and an open hand, and its detector.

Values follow seed 003's table and the standard list. ``han_open`` is 0 for a yaku that needs a closed
hand. A yakuman has ``yakuman`` set (2 for the variants some rule sets count double) and no han.

Each yaku is defined by one call that also registers its detector: a small test of one reading's
:class:`~tablekeeper.rules.hand.facts.Reading`, with the :class:`~tablekeeper.rules.hand.facts.Scope` of the
facts it reads. :data:`REGISTRY` keeps them in the order results list them. A detector says whether the
yaku is there, by its own definition; the rules between yaku (one hiding another, the yakuman replacing the
rest) and the rule set's options are in one place, at the end: :data:`HIDDEN_BY` and :func:`plan`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from tablekeeper.rules.hand.facts import Reading, Scope
from tablekeeper.rules.hand.fu import Wait
from tablekeeper.rules.hand.tiles import (
    BITS,
    EAST,
    GREEN,
    IS_HONOR,
    IS_TERMINAL_OR_HONOR,
    NORTH,
    ONE,
    bytes_of,
    pack,
)
from tablekeeper.rules.hand.tiles import CHUN as CHUN_KIND
from tablekeeper.rules.hand.tiles import HAKU as HAKU_KIND
from tablekeeper.rules.hand.tiles import HATSU as HATSU_KIND
from tablekeeper.rules.ruleset import Renhou, RuleSet

Detect = Callable[[Reading], bool]


@dataclass(frozen=True, slots=True)
class Yaku:
    """One yaku: its key (stable, used in JSON), its name as players say it, and its value."""

    key: str
    name: str
    han_closed: int
    han_open: int
    yakuman: int = 0
    """1 for a yakuman; 2 for a variant that counts double where the rule set says so."""

    def han(self, closed: bool) -> int:
        return self.han_closed if closed else self.han_open


@dataclass(frozen=True, slots=True)
class Detector:
    """A yaku's detector: which facts it reads, and the test."""

    yaku: Yaku
    scope: Scope
    detect: Detect


_REGISTERED: list[Detector] = []


def _y(key: str, name: str, closed: int, opened: int, scope: Scope, detect: Detect) -> Yaku:
    yaku = Yaku(key, name, closed, opened)
    _REGISTERED.append(Detector(yaku, scope, detect))
    return yaku


def _ym(key: str, name: str, scope: Scope, detect: Detect, count: int = 1) -> Yaku:
    yaku = Yaku(key, name, 0, 0, count)
    _REGISTERED.append(Detector(yaku, scope, detect))
    return yaku


WIN, LAST_TILE, FIRST_TURN = Scope.WIN, Scope.LAST_TILE, Scope.FIRST_TURN
TILES, ONE_SUIT, NINE_GATES, NO_SIMPLES = Scope.TILES, Scope.ONE_SUIT, Scope.NINE_GATES, Scope.NO_SIMPLES
DRAGONS, WINDS, TRIPLETS, OUTSIDE = Scope.DRAGONS, Scope.WINDS, Scope.TRIPLETS, Scope.OUTSIDE
TWIN_RUNS, RUNS = Scope.TWIN_RUNS, Scope.RUNS
WAIT_RUNS, WAIT_TRIPLETS = Scope.WAIT_RUNS, Scope.WAIT_TRIPLETS

# Conditions of the win.
RIICHI = _y("riichi", "Riichi", 1, 0, WIN, lambda f: f.hand.conditions.riichi)
DOUBLE_RIICHI = _y("double_riichi", "Double riichi", 2, 0, WIN, lambda f: f.hand.conditions.double_riichi)
IPPATSU = _y("ippatsu", "Ippatsu", 1, 0, WIN, lambda f: f.hand.conditions.ippatsu)
MENZEN_TSUMO = _y("menzen_tsumo", "Menzen tsumo", 1, 0, WIN, lambda f: f.hand.conditions.tsumo and f.hand.closed)
HAITEI = _y("haitei", "Haitei raoyue", 1, 1, LAST_TILE, lambda f: f.hand.conditions.haitei)
HOUTEI = _y("houtei", "Houtei raoyui", 1, 1, LAST_TILE, lambda f: f.hand.conditions.houtei)
RINSHAN = _y("rinshan", "Rinshan kaihou", 1, 1, LAST_TILE, lambda f: f.hand.conditions.rinshan)
CHANKAN = _y("chankan", "Chankan", 1, 1, LAST_TILE, lambda f: f.hand.conditions.chankan)
RENHOU = _y("renhou", "Renhou", 5, 0, FIRST_TURN, lambda f: f.hand.conditions.renhou)
"""Renhou as a mangan: 5 han that add to the hand's other yaku (as the `mahjong` library counts it)."""


# Sequences.
_ONE_SUIT_BITS = (1 << 9) - 1
_ITTSUU_BITS = 0b1001001  # runs from 1, 4 and 7


def _iipeikou(f: Reading) -> bool:
    """Two identical runs in a closed hand (fewer different starts than runs)."""
    return f.hand.closed and f.runs.bit_count() < len(f.chis)


def _ryanpeikou(f: Reading) -> bool:
    """Two pairs of identical runs in a closed hand (four identical runs are two pairs)."""
    chis = f.chis
    if not f.hand.closed or len(chis) != 4 or f.runs.bit_count() > 2:
        return False
    return sum(chis.count(start) // 2 for start in set(chis)) >= 2


def _ittsuu(f: Reading) -> bool:
    """1-2-3, 4-5-6 and 7-8-9 of one suit."""
    return len(f.chis) >= 3 and ittsuu_in(f.runs)


def ittsuu_in(runs: int) -> bool:
    """Runs from 1, 4 and 7 of one suit among these (a bit mask of the kinds runs start at)."""
    return (
        runs & _ITTSUU_BITS == _ITTSUU_BITS
        or runs >> 9 & _ITTSUU_BITS == _ITTSUU_BITS
        or runs >> 18 & _ITTSUU_BITS == _ITTSUU_BITS
    )


def same_in_three_suits(mask: int) -> bool:
    """Runs starting (or triplets) at the same number in the three suits, from their bit mask."""
    return bool(mask & mask >> 9 & mask >> 18 & _ONE_SUIT_BITS)


_OPEN, _PAIR = Wait.OPEN, Wait.PAIR  # (globals: an enum's members are read through its metaclass's __getattr__)
PINFU = _y("pinfu", "Pinfu", 1, 0, WAIT_RUNS,
           lambda f: f.hand.closed and len(f.chis) == 4 and not f.pair_fu and f.wait is _OPEN)  # fmt: skip
IIPEIKOU = _y("iipeikou", "Iipeikou", 1, 0, TWIN_RUNS, _iipeikou)
RYANPEIKOU = _y("ryanpeikou", "Ryanpeikou", 3, 0, TWIN_RUNS, _ryanpeikou)
ITTSUU = _y("ittsuu", "Ittsuu", 2, 1, RUNS, _ittsuu)
SANSHOKU = _y("sanshoku_doujun", "Sanshoku doujun", 2, 1, RUNS, lambda f: same_in_three_suits(f.runs))


# Terminals and honours (seed 003).
def _chanta(f: Reading) -> bool:
    """Every set and the pair hold a terminal or an honour, with at least one run."""
    if not IS_TERMINAL_OR_HONOR[f.pair] or not f.chis:
        return False
    for start in f.chis:
        if start % 9 not in (0, 6):
            return False
    return all(IS_TERMINAL_OR_HONOR[kind] for kind in f.triplet_kinds)


def _junchan(f: Reading) -> bool:
    """Chanta without honours."""
    if IS_HONOR[f.pair]:
        return False
    for kind in f.triplet_kinds:
        if IS_HONOR[kind]:
            return False
    return _chanta(f)


TANYAO = _y("tanyao", "Tanyao", 1, 1, TILES, lambda f: not f.hand.has_terminal and not f.hand.has_honor)
HAKU = _y("yakuhai_haku", "Yakuhai: white dragon", 1, 1, DRAGONS, lambda f: HAKU_KIND in f.triplet_kinds)
HATSU = _y("yakuhai_hatsu", "Yakuhai: green dragon", 1, 1, DRAGONS, lambda f: HATSU_KIND in f.triplet_kinds)
CHUN = _y("yakuhai_chun", "Yakuhai: red dragon", 1, 1, DRAGONS, lambda f: CHUN_KIND in f.triplet_kinds)
SEAT_WIND = _y("yakuhai_seat_wind", "Yakuhai: seat wind", 1, 1, WINDS, lambda f: f.hand.seat_kind in f.triplet_kinds)
ROUND_WIND = _y("yakuhai_round_wind", "Yakuhai: round wind", 1, 1, WINDS,
                lambda f: f.hand.round_kind in f.triplet_kinds)  # fmt: skip
SHOUSANGEN = _y("shousangen", "Shousangen", 2, 2, DRAGONS, lambda f: f.dragon_triplets == 2 and f.pair >= HAKU_KIND)
CHANTA = _y("chanta", "Chanta", 2, 1, OUTSIDE, _chanta)
JUNCHAN = _y("junchan", "Junchan", 3, 2, OUTSIDE, _junchan)
HONROUTOU = _y("honroutou", "Honroutou", 2, 2, NO_SIMPLES,
               lambda f: not f.hand.has_simple and f.hand.has_terminal and f.hand.has_honor)  # fmt: skip

# Pairs, triplets and kans (seed 003).
CHIITOITSU = _y("chiitoitsu", "Chiitoitsu", 2, 0, Scope.SEVEN_PAIRS, lambda f: True)
TOITOI = _y("toitoi", "Toitoi", 2, 2, TRIPLETS, lambda f: not f.chis)
SANANKOU = _y("sanankou", "Sanankou", 2, 2, WAIT_TRIPLETS, lambda f: f.concealed_triplets == 3)
SANSHOKU_DOUKOU = _y("sanshoku_doukou", "Sanshoku doukou", 2, 2, TRIPLETS, lambda f: same_in_three_suits(f.triplets))
SANKANTSU = _y("sankantsu", "Sankantsu", 2, 2, TRIPLETS, lambda f: f.kans == 3)

# One suit.
HONITSU = _y("honitsu", "Honitsu", 3, 2, TILES, lambda f: f.hand.suits == 1 and f.hand.has_honor)
CHINITSU = _y("chinitsu", "Chinitsu", 6, 5, TILES, lambda f: f.hand.suits == 1 and not f.hand.has_honor)


# Yakuman.
def _nine_gates(f: Reading) -> int | None:
    """The kind of the tile added to 1112345678999 of one suit, concealed; None when the hand is not that."""
    hand = f.hand
    if hand.melded or hand.suits != 1 or hand.has_honor:
        return None
    base = hand.win // 9 * 9  # the suit of every tile: the winning tile's
    # Every tile is of this suit: its counts less 1112345678999 are one tile when the hand is nine gates (each
    # difference is below 128, so the packed difference is one tile only when each count is).
    added = _ADDED_TO_GATES.get((hand.concealed >> BITS * base) - _NINE_GATES)
    return None if added is None else base + added


_NINE_GATES = pack([0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8])
_ADDED_TO_GATES = {ONE[rank]: rank for rank in range(9)}


_NOT_GREEN = bytes_of(set(range(34)) - GREEN)
"""The bytes of the kinds that are not all-green, in packed counts."""

KOKUSHI = _ym("kokushi", "Kokushi musou", Scope.THIRTEEN_ORPHANS, lambda f: True)
KOKUSHI_13 = _ym("kokushi_13", "Kokushi musou, 13-sided wait", Scope.THIRTEEN_ORPHANS,
                 lambda f: f.pair == f.hand.win, 2)  # fmt: skip
SUUANKOU = _ym("suuankou", "Suuankou", WAIT_TRIPLETS, lambda f: f.concealed_triplets == 4)
SUUANKOU_TANKI = _ym("suuankou_tanki", "Suuankou, single wait", WAIT_TRIPLETS,
                     lambda f: f.concealed_triplets == 4 and f.wait is _PAIR, 2)  # fmt: skip
DAISANGEN = _ym("daisangen", "Daisangen", DRAGONS, lambda f: f.dragon_triplets == 3)
SHOUSUUSHII = _ym("shousuushii", "Shousuushii", WINDS, lambda f: f.wind_triplets == 3 and EAST <= f.pair <= NORTH)
DAISUUSHII = _ym("daisuushii", "Daisuushii", WINDS, lambda f: f.wind_triplets == 4)
TSUUIISOU = _ym("tsuuiisou", "Tsuuiisou", NO_SIMPLES, lambda f: not f.hand.has_simple and not f.hand.has_terminal)
CHINROUTOU = _ym("chinroutou", "Chinroutou", NO_SIMPLES, lambda f: not f.hand.has_simple and not f.hand.has_honor)
RYUUIISOU = _ym("ryuuiisou", "Ryuuiisou", ONE_SUIT, lambda f: not f.hand.held & _NOT_GREEN)
CHUUREN = _ym("chuuren", "Chuuren poutou", NINE_GATES, lambda f: _nine_gates(f) is not None)
CHUUREN_9 = _ym("chuuren_9", "Chuuren poutou, 9-sided wait", NINE_GATES, lambda f: _nine_gates(f) == f.hand.win, 2)
SUUKANTSU = _ym("suukantsu", "Suukantsu", TRIPLETS, lambda f: f.kans == 4)
TENHOU = _ym("tenhou", "Tenhou", FIRST_TURN, lambda f: f.hand.conditions.tenhou)
CHIIHOU = _ym("chiihou", "Chiihou", FIRST_TURN, lambda f: f.hand.conditions.chiihou)
RENHOU_YAKUMAN = _ym("renhou_yakuman", "Renhou", FIRST_TURN, lambda f: f.hand.conditions.renhou)

REGISTRY: tuple[Detector, ...] = tuple(_REGISTERED)
"""Every yaku's detector, in the order results list the yaku."""
ALL_YAKU: tuple[Yaku, ...] = tuple(d.yaku for d in REGISTRY)
BY_KEY: dict[str, Yaku] = {yaku.key: yaku for yaku in ALL_YAKU}


# --- the rules between yaku, and the rule set's options, in one place -----------------------------------------
#
# Besides these, the calculator applies one rule itself: a reading with a yakuman counts its yakuman only (the
# other yaku and the dora no longer count). Seven pairs that also split into sets (ryanpeikou, or iipeikou
# twice over) are two readings, chiitoitsu in one and the sets' yaku in the other; the best one is kept.

HIDDEN_BY: dict[Yaku, Yaku] = {
    RIICHI: DOUBLE_RIICHI,  # double riichi is riichi on the first turn: it is counted instead
    IIPEIKOU: RYANPEIKOU,  # two pairs of identical runs are ryanpeikou, not iipeikou as well
    CHANTA: JUNCHAN,  # junchan is chanta without honours, worth one han more instead
    KOKUSHI: KOKUSHI_13,  # each stronger variant (waiting on every tile of the shape) replaces the plain one
    SUUANKOU: SUUANKOU_TANKI,
    CHUUREN: CHUUREN_9,
}
"""A yaku that is not counted when the other one is there (both read the same facts)."""

CLOSED_YAKUMAN: frozenset[Yaku] = frozenset(
    {KOKUSHI, KOKUSHI_13, SUUANKOU, SUUANKOU_TANKI, CHUUREN, CHUUREN_9, TENHOU, CHIIHOU, RENHOU_YAKUMAN}
)
"""The yakuman only a closed hand has: seed 003 gives kokushi and suuankou no open value; nine gates are the
concealed tiles, and the first-turn wins come before any meld. The other yaku say it with ``han_open`` 0."""


def needs_closed(yaku: Yaku) -> bool:
    """Whether only a closed hand can have ``yaku``."""
    return yaku in CLOSED_YAKUMAN if yaku.yakuman else not yaku.han_open


def _unless(own: Detect, hider: Detect) -> Detect:
    return lambda f: own(f) and not hider(f)


Detectors = tuple[tuple[Yaku, Detect], ...]


class Plan(NamedTuple):
    """The detectors to run, by :class:`~tablekeeper.rules.hand.facts.Scope` (one field each), in registry order."""

    win: Detectors
    last_tile: Detectors
    first_turn: Detectors
    tiles: Detectors
    one_suit: Detectors
    nine_gates: Detectors
    no_simples: Detectors
    dragons: Detectors
    winds: Detectors
    triplets: Detectors
    twin_runs: Detectors
    runs: Detectors
    outside: Detectors
    wait_runs: Detectors
    wait_triplets: Detectors
    seven_pairs: Detectors
    thirteen_orphans: Detectors


def plan(rules: RuleSet, closed: bool) -> Plan:
    """The detectors to run under ``rules`` for a closed or an open hand, by scope, in registry order.

    The rule set's options decide which yaku can be there at all: tanyao in an open hand only with kuitan
    (``open_tanyao``); renhou as a mangan, as a yakuman or not at all (``renhou``). The double yakuman
    variants are always detected; ``double_yakuman_variants`` says whether they count two.
    """
    dropped: set[Yaku] = set()
    if not closed and not rules.open_tanyao:
        dropped.add(TANYAO)
    if rules.renhou is not Renhou.MANGAN:
        dropped.add(RENHOU)
    if rules.renhou is not Renhou.YAKUMAN:
        dropped.add(RENHOU_YAKUMAN)
    detect_of = {d.yaku: d.detect for d in REGISTRY}
    by_scope: dict[Scope, list[tuple[Yaku, Detect]]] = {scope: [] for scope in Scope}
    for d in REGISTRY:
        if d.yaku in dropped:
            continue
        hider = HIDDEN_BY.get(d.yaku)
        detect = d.detect if hider is None else _unless(d.detect, detect_of[hider])
        by_scope[d.scope].append((d.yaku, detect))
    return Plan(**{scope.name.lower(): tuple(found) for scope, found in by_scope.items()})
