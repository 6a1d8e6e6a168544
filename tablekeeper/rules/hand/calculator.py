"""The hand calculator: from the tiles and conditions of a winning hand to its yaku, han, fu and payments.

Every reading of the hand (each decomposition, and each set the winning tile may have completed) is scored,
and the one that pays most is kept (seed 000: "la possibilité offrant le plus grand score"). Points come
from :mod:`tablekeeper.rules.points` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, NamedTuple, cast

from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.conditions import check_conditions, check_kita_and_seat
from tablekeeper.rules.hand.decompose import is_seven_pairs, splits, thirteen_orphans_pair
from tablekeeper.rules.hand.errors import (
    BadMeld,
    BadTiles,
    ImpossibleConditions,
    NotAWinningHand,
    NoYaku,
    TooManyCopies,
    WinningTileMissing,
    WrongTileCount,
)
from tablekeeper.rules.hand.facts import HandFacts, Reading
from tablekeeper.rules.hand.fu import (
    BASE,
    CLOSED_RON,
    SEVEN_PAIRS,
    TRIPLET_FU,
    TSUMO_FU,
    WAIT_FU,
    FuLine,
    Wait,
    count_fu,
    pair_fu,
    round_fu,
    seven_pairs_fu,
    standard_fu,
    triplet_fu,
)
from tablekeeper.rules.hand.hand_input import HandInput
from tablekeeper.rules.hand.melds import Meld, MeldKind, ParsedMeld, check_meld
from tablekeeper.rules.hand.tiles import (
    BITS,
    BYTE,
    EAST,
    FIVES,
    HAKU,
    HONORS,
    IS_TERMINAL_OR_HONOR,
    NORTH,
    ONE,
    SIMPLES,
    SUIT_KINDS,
    TERMINALS,
    TableTiles,
    bytes_of,
    pack,
    pack_tiles,
    parse_tile,
    parse_tiles,
    table_tiles,
    tile_name,
    tile_words,
    too_many_plain_fives,
    unpack,
)
from tablekeeper.rules.points import HandPoints, Limit, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import FULL_TABLE, PLAYER_COUNTS, RuleSet
from tablekeeper.words import QT_TR_NOOP

_new_tuple = tuple.__new__
"""Builds a named tuple from all its fields in order, without the Python-level ``__new__`` of its class (half
the time): for the checked hand, its facts, the reading of every wait, the best reading and the value. The
fields are in the order of the class, every one given; mypy does not check them here, the tests do."""

MAX_INDICATORS = 5
"""The first dora indicator and one per kan."""
_SINGLE_TILES = {tile_name(k, red): k for k in range(34) for red in (False, True) if not red or k in FIVES}
_FIVE_M, _FIVE_P, _FIVE_S = FIVES
_NO_TILES: tuple[tuple[int, ...], tuple[int, ...], int] = ((), (), 0)
_ONE_INDICATOR = {name: ((k,), (k,) if name[0] == "0" else (), ONE[k]) for name, k in _SINGLE_TILES.items()} | {
    "": _NO_TILES
}
"""An indicator written as one tile (most often), or none, read as :func:`_indicators` reads it: looked up, not
parsed."""


def _indicators(text: str) -> tuple[Sequence[int], Sequence[int], int]:
    """The kinds of the indicators written, those of their red fives, and their packed counts."""
    kinds, red = parse_tiles(text)
    return kinds, red, pack(kinds)


_HIGH_BITS = pack(range(34)) << BITS - 1
"""The high bit of each byte of packed counts."""
_PAST_FOUR = _HIGH_BITS - pack(range(34)) * 5
"""Added to packed counts (each below 128), sets the high bit of the byte of each count above four, and carries
into no other byte: every kind's count is tested at once."""
_PAST_THREE = _HIGH_BITS - pack(range(34)) * 4
_FIVES_HIGH = sum(0x80 << BITS * kind for kind in FIVES)
_SUIT_BYTES = tuple(bytes_of(kinds) for kinds in SUIT_KINDS)
_SIMPLE_BYTES, _TERMINAL_BYTES, _HONOR_BYTES = bytes_of(SIMPLES), bytes_of(TERMINALS), bytes_of(HONORS)


@dataclass(frozen=True, slots=True)
class YakuValue:
    """One yaku of the scored hand: its han, or for a yakuman how many yakuman it counts."""

    key: str
    name: str
    han: int
    yakuman: int = 0


class HandValue(NamedTuple):
    """What a winning hand is worth, and why.

    Frozen like every result; a named tuple rather than a frozen dataclass because one is built for every hand
    scored, and a frozen dataclass sets its twelve fields one ``object.__setattr__`` at a time (ten times
    the cost of the tuple)."""

    yaku: tuple[YakuValue, ...]
    dora: int
    ura_dora: int
    aka_dora: int
    fu_breakdown: tuple[FuLine, ...]
    fu: int
    """The hand's fu, rounded (also worked out for a limit hand, where it changes nothing)."""
    han: int
    """Yaku and dora together; 0 for a yakuman hand."""
    yakuman: int
    points: HandPoints
    payments: Payments
    dealer: bool
    tsumo: bool
    kita: int = 0
    """The Norths set aside (kita), one han each, listed apart as Mahjong Soul lists its nukidora (Tenhou counts
    them in the dora): a dora indicator showing North makes each of them a dora too, counted in ``dora``."""

    @property
    def limit(self) -> Limit | None:
        return self.points.limit


class ParsedHand(NamedTuple):
    """A checked hand: concealed tiles (winning tile included), checked melds, the winning kind.

    A named tuple: one is built for every hand scored, at a fifth of the cost of a dataclass."""

    concealed: int
    """The concealed tiles as packed counts (:data:`~tablekeeper.rules.hand.tiles.BITS`)."""
    melds: list[ParsedMeld]
    win: int
    held: int
    """Every tile of the hand, melds included, as packed counts."""
    red: int
    dora_kinds: Sequence[int] = ()
    ura_kinds: Sequence[int] = ()
    closed: bool = True
    flags: tuple[bool, ...] = ()
    """The conditions ticked besides tsumo, in one tuple: riichi, double riichi, ippatsu, haitei, houtei, rinshan,
    chankan, tenhou, chiihou, renhou (validate always fills them). Read once a hand, by the checks and by the key of
    the hand's own yaku (one tuple compared at once, rather than ten attributes asked twice)."""


_NO_FLAGS = (False,) * 10
_PAIR, _TRIPLET, _OPEN, _EDGE, _CLOSED = Wait.PAIR, Wait.TRIPLET, Wait.OPEN, Wait.EDGE, Wait.CLOSED
_CHI = MeldKind.CHI
_ONE_NORTH = ONE[NORTH]
"""Members of the enums read in every hand as globals: ``Wait.PAIR`` goes through the __getattr__ hook of the
enums' metaclass (a few hundred instructions each time), a global is one step."""


def validate(hand: HandInput, *, red_fives: bool = False, players: int = FULL_TABLE, kita: bool = False) -> ParsedHand:
    """Check a hand before scoring it; raises a :class:`~tablekeeper.rules.hand.errors.HandError` with a sentence.
    Under ``red_fives`` one five of each suit is the red one: a fourth plain five is refused like a fifth five. A
    table of ``players`` has its own tiles (:func:`~tablekeeper.rules.hand.tiles.table_tiles`); ``kita`` is
    whether Norths may be set aside (the rule set's)."""
    facts, melds, held, closed, red, dora_kinds, ura_kinds, flags = _checked(hand, red_fives, _TABLES[players], kita)
    return ParsedHand(facts.concealed, melds, facts.win, held, red, dora_kinds, ura_kinds, closed, flags)


_Checked = tuple[HandFacts, list[ParsedMeld], int, bool, int, Sequence[int], Sequence[int], tuple[bool, ...]]
"""A checked hand as the calculator reads it: its facts, its checked melds, every tile as packed counts, closed,
the number of red fives, the kinds of the dora and ura indicators, and the conditions' flags (as
:class:`ParsedHand` has them). A plain tuple: a named tuple costs several times more to build, and this one is
unpacked at once."""


_TABLES = {players: table_tiles(players) for players in PLAYER_COUNTS}
"""The tiles of each table (looked up by the rule set's count for every hand: a dict, not a cached call)."""


def _checked(hand: HandInput, red_fives: bool, table: TableTiles, kita_rule: bool) -> _Checked:  # noqa: C901 - a flat list of checks
    """:func:`validate`, with the facts every reading of the hand shares."""
    # __post_init__ has written the tiles and the indicators as mpsz strings.
    tiles = cast("str", hand.tiles)
    dora = cast("str", hand.dora)
    ura = cast("str", hand.ura)
    declared = cast("Sequence[Meld]", hand.melds)  # (Meld values too, once built)
    concealed, count, reds = pack_tiles(tiles)
    melds = list(map(check_meld, declared)) if declared else []  # map: no comprehension's frame
    if len(melds) > 4:
        raise WrongTileCount(QT_TR_NOOP("A hand has at most four declared melds, not {count}."), count=len(melds))
    need = 14 - 3 * len(melds)
    if count != need:
        if melds:
            sentence = (
                QT_TR_NOOP(
                    "With 1 meld declared, a winning hand has {need} concealed tiles (the winning tile included), "
                    "not {count}."
                )
                if len(melds) == 1
                else QT_TR_NOOP(
                    "With {melds} melds declared, a winning hand has {need} concealed tiles (the winning tile "
                    "included), not {count}."
                )
            )
            raise WrongTileCount(sentence, melds=len(melds), need=need, count=count)
        raise WrongTileCount(
            QT_TR_NOOP("A winning hand has 14 tiles (the winning tile included), not {count}."), count=count
        )
    win = _SINGLE_TILES.get(hand.win_tile)
    if win is None:
        win = parse_tile(hand.win_tile)[0]
    if not concealed >> BITS * win & BYTE:
        raise WinningTileMissing(
            QT_TR_NOOP("The winning tile {tile} is not among the concealed tiles; they must include it."),
            tile=tile_name(win),
        )
    held = concealed
    red_kinds = reds  # the red fives in the hand, melds included (copied only when a meld holds one)
    closed = True
    for meld in melds:
        if meld.kind is _CHI and not table.chii:
            raise BadMeld(
                QT_TR_NOOP("No chi is called at a table of {size}: {tiles} cannot be a declared meld."),
                size=table.players,
                tiles="".join(tile_name(k)[0] for k in meld.kinds) + tile_name(meld.first)[1],
            )
        held += meld.packed  # (all its tiles added at once)
        if meld.red:
            red_kinds = [*red_kinds, *meld.red]
        if not meld.concealed:
            closed = False
    dora_kinds, dora_red, dora_packed = _ONE_INDICATOR.get(dora) or _indicators(dora)
    ura_kinds, ura_red, ura_packed = _ONE_INDICATOR.get(ura) or _indicators(ura)
    if len(dora_kinds) > MAX_INDICATORS or len(ura_kinds) > MAX_INDICATORS:
        raise BadTiles(
            QT_TR_NOOP("There are at most {most} dora indicators (and as many ura): one, and one per kan."),
            most=MAX_INDICATORS,
        )
    if ura_kinds and not (hand.riichi or hand.double_riichi):
        raise ImpossibleConditions(QT_TR_NOOP("Ura dora are only turned over for a hand won after riichi."))
    # Every count tested at once (no count can reach 128: a byte's high bit is its own); the counts are listed
    # only to say which kind is past its copies.
    seen = held + dora_packed + ura_packed
    if seen & table.absent:
        raise BadTiles(
            QT_TR_NOOP("A table of {size} plays without {left_out}: there is no {tile} in its tiles."),
            size=table.players,
            left_out=table.left_out_words(),
            tile=tile_name(next(k for k in table.left_out if seen >> BITS * k & BYTE)),
        )
    if hand.kita or hand.seat_wind >= table.players:  # type: ignore[operator] # (a Wind once built)
        check_kita_and_seat(hand, seen, table, kita_rule)
    if (seen + _PAST_FOUR) & _HIGH_BITS:
        shown, counts = unpack(seen), unpack(held)
        for kind, n in enumerate(shown):
            if n > 4:
                sentence = (
                    QT_TR_NOOP("There are only four {tile} tiles: this hand and its indicators show {count}.")
                    if n > counts[kind]
                    else QT_TR_NOOP("There are only four {tile} tiles: this hand has {count}.")
                )
                raise TooManyCopies(sentence, tile=tile_words(kind), count=n)
    all_red = [*red_kinds, *dora_red, *ura_red] if dora_red or ura_red else red_kinds
    # Four fives of a suit (the three fives' counts tested at once).
    if red_fives and (seen + _PAST_THREE) & _FIVES_HIGH:
        shown = unpack(seen)
        for kind in FIVES:
            if shown[kind] - all_red.count(kind) > 3:
                raise too_many_plain_fives(kind, shown[kind] - all_red.count(kind))
    if len(all_red) > 1:
        for kind in set(all_red):
            if all_red.count(kind) > 1:
                raise TooManyCopies(
                    QT_TR_NOOP("There is only one red {tile}: this hand shows {count}."),
                    tile=tile_name(kind),
                    count=all_red.count(kind),
                )
    # (Built here, not by a function of its own: one call less for every hand.)
    flags = (hand.riichi, hand.double_riichi, hand.ippatsu, hand.haitei, hand.houtei, hand.rinshan, hand.chankan,
             hand.tenhou, hand.chiihou, hand.renhou)  # fmt: skip
    if flags != _NO_FLAGS:
        check_conditions(hand, closed=closed, melded=bool(melds), kan=any(m.kan for m in melds))
    man, pin, sou = _SUIT_BYTES
    # In order: conditions, closed, melded, concealed, win, held, suits, has_simple, has_terminal, has_honor,
    # seat_kind, round_kind (positional: this runs for every hand). __post_init__ made the winds Wind values.
    # Which kinds the hand holds: one AND of the packed counts each.
    facts = _new_tuple(HandFacts, (
        hand, closed, bool(melds), concealed, win, held,
        (held & man != 0) + (held & pin != 0) + (held & sou != 0),
        held & _SIMPLE_BYTES != 0, held & _TERMINAL_BYTES != 0, held & _HONOR_BYTES != 0,
        EAST + hand.seat_wind, EAST + hand.round_wind,  # type: ignore[operator]
    ))  # fmt: skip
    return facts, melds, held, closed, len(red_kinds), dora_kinds, ura_kinds, flags


# --- scoring -------------------------------------------------------------------------------------------------

_CONCEALED_TRIPLET_FU = tuple(triplet_fu(k, True, False) for k in range(34))
_OPEN_TRIPLET_FU = tuple(triplet_fu(k, False, False) for k in range(34))
_CONCEALED_TRIPLET = tuple((k, True, False) for k in range(34))
"""Each concealed triplet as the fu lines take it (kind, concealed, kan): looked up by map(), which loops in C,
where a comprehension is a call of its own (Python 3.11)."""
_DORA_SHIFTS = {players: tuple(BITS * k for k in table.dora) for players, table in _TABLES.items()}
"""Where the count of the dora each indicator shows is in packed counts, at a table of each size."""


def _shown(y: yk.Yaku, closed: bool, double: bool) -> YakuValue:
    if y.yakuman:
        return YakuValue(y.key, y.name, 0, y.yakuman if double else 1)
    return YakuValue(y.key, y.name, y.han(closed))


_YAKU_VALUES = {
    (closed, double): tuple(_shown(y, closed, double) for y in yk.ALL_YAKU)
    for closed in (False, True)
    for double in (False, True)
}
"""Each yaku as it is shown, in a closed or an open hand, with or without double-yakuman variants, at its place
in the results (the registry's order)."""
_PLACE = {y.key: i for i, y in enumerate(yk.ALL_YAKU)}.__getitem__
_KEY = attrgetter("key")
"""A yaku's place in the results, from its key: the yaku are listed by map() and sorted(), which loop in C (a
comprehension is a call of its own, Python 3.11)."""


_Reading = tuple[
    tuple[int, ...],
    tuple[Any, ...],
    list[yk.Yaku],
    int,
    int,
    HandPoints,
    list[FuLine] | None,
    tuple[tuple[int, ...], int, Wait, bool] | None,
]
"""The best reading found so far, in order: how it ranks; the key of its points in the rule set's cache (a tuple
of numbers: quicker to hash than the points); its yaku, han, fu and points; its fu lines (given for seven pairs
and thirteen orphans) or what they are worked out from for four sets and a pair (the concealed triplets of the
split, the pair, the wait and pinfu). A plain tuple, unpacked at once: a named tuple costs several times more to
build."""


_POINTS_CACHES: dict[int, tuple[RuleSet, dict[Any, Any]]] = {}
"""Answers already worked out under each rule set (a rule set is frozen, so its answers never change), by its id.

Each holds HandPoints under (han, fu, tsumo) and ("yakuman", count, fu) keys, Payments under ("paid", points
key, dealer, tsumo, honba) keys, the yaku detectors to run under False (open) and True (closed), the yaku of the
hand itself under ("hand", closed, flags...) keys (:func:`_hand_yaku`), and those of the dragons' and winds'
triplets under ("dragons", ...) and ("winds", ...) keys (:func:`_set_yaku`).
"""

POINTS_KEPT = 20_000
"""The most answers kept under one rule set: far more than the han, fu, honba and yaku a club meets."""


class _Best:
    """Keeps the reading that pays most (seed 000); on equal pay a real yakuman, then more han, then more fu."""

    __slots__ = ("best", "dora_han", "points", "rank", "rules", "tsumo")

    def __init__(self, rules: RuleSet, tsumo: bool, dora_han: int) -> None:
        self.rules = rules
        self.tsumo = tsumo
        self.dora_han = dora_han
        # The answers kept under this rule set (:data:`_POINTS_CACHES`), looked up here rather than by a
        # function of its own: one call less for every hand.
        entry = _POINTS_CACHES.get(id(rules))
        if entry is None or entry[0] is not rules:  # the rule set is kept in the entry, so its id stays its own
            if len(_POINTS_CACHES) >= 16:
                _POINTS_CACHES.clear()
            entry = _POINTS_CACHES[id(rules)] = (rules, {})
        elif len(entry[1]) >= POINTS_KEPT:  # honba has no upper bound: neither would the payments kept
            entry[1].clear()
        self.points = entry[1]
        self.best: _Reading | None = None
        self.rank: tuple[int, ...] = ()
        """The best reading's rank, kept apart: compared for every reading offered (a field of a named tuple is
        read through a generic attribute lookup, a slot directly). Any rank is above the empty tuple."""

    def yakuman(
        self, yaku: list[yk.Yaku], fu: int, lines: list[FuLine] | None, fu_args: tuple[Any, ...] | None
    ) -> None:
        """Offer a reading with yakuman: the other yaku and the dora no longer count (also under aotenjou,
        where each yakuman is 13 han, seed 001)."""
        count = sum(y.yakuman for y in yaku) if self.rules.double_yakuman_variants else len(yaku)
        rules = self.rules
        key = ("yakuman", count, fu if rules.aotenjou else None)
        points = self.points.get(key)
        if points is None:
            points = self.points[key] = yakuman_points(count, rules, fu=fu if rules.aotenjou else None)
        rank = (points.base_points, 1, 13 * count, fu)
        if rank > self.rank:
            self.rank = rank
            self.best = (rank, key, yaku, 0, fu, points, lines, fu_args)

    def ordinary(
        self, yaku: list[yk.Yaku], han: int, fu: int, lines: list[FuLine] | None, fu_args: tuple[Any, ...] | None
    ) -> None:
        """Offer a reading without yakuman, worth ``han`` from its yaku; without a yaku it cannot win."""
        if not han:
            return
        total = han + self.dora_han
        key = (total, fu, self.tsumo)
        points = self.points.get(key)
        if points is None:
            points = self.points[key] = hand_points(total, fu, self.rules, tsumo=self.tsumo)
        rank = (points.base_points, 0, total, fu)
        if rank > self.rank:
            self.rank = rank
            self.best = (rank, key, yaku, han, fu, points, lines, fu_args)


def _han(yaku: Sequence[yk.Yaku], closed: bool) -> int:
    han = 0  # a loop, not sum() over a generator: this runs for every reading
    if closed:
        for y in yaku:
            han += y.han_closed
    else:
        for y in yaku:
            han += y.han_open
    return han


def _plan(cache: dict[Any, Any], rules: RuleSet, closed: bool) -> yk.Plan:
    """:func:`~tablekeeper.rules.hand.yaku.plan`, kept beside the points of the rule set (it never changes)."""
    found: yk.Plan | None = cache.get(closed)
    if found is None:
        found = cache[closed] = yk.plan(rules, closed)
    return found


class _Fixed(NamedTuple):
    """The yaku of the hand itself, the same in every reading: with their han and the yakuman among them."""

    yaku: tuple[yk.Yaku, ...]
    han: int
    yakuman: tuple[yk.Yaku, ...]


def _fixed(yaku: tuple[yk.Yaku, ...], closed: bool) -> _Fixed:
    return _Fixed(yaku, _han(yaku, closed), tuple(y for y in yaku if y.yakuman))


def _hand_yaku(plan: yk.Plan, cache: dict[Any, Any], facts: HandFacts, flags: tuple[bool, ...]) -> _Fixed:
    """The yaku of the hand itself (how it was won, which kinds of tiles it holds): the same in every reading.

    The detectors of how the hand was won read its conditions' flags and whether it is closed; those of the
    tiles read how many suits it holds and which of simples, terminals and honours
    (:class:`~tablekeeper.rules.hand.facts.Scope`). Those facts are the whole question, and only a few dozen
    combinations of them can be entered: each is asked of the detectors once per rule set, then kept.
    The yaku that read the tiles themselves (all green, nine gates) are asked each time the hand may be one.
    """
    # Unpacked once, in the order of the fields (read by name, each is a generic attribute lookup).
    conditions, closed, melded, _, _, _, suits, has_simple, has_terminal, has_honor, _, _ = facts
    key = ("hand", closed, conditions.tsumo, flags, suits, has_simple, has_terminal, has_honor)
    fixed: _Fixed | None = cache.get(key)
    if fixed is None:
        reading = Reading(facts, -1)
        detectors = (*plan.win, *plan.last_tile, *plan.first_turn, *plan.tiles)
        if not has_simple:
            detectors += plan.no_simples
        fixed = cache[key] = _fixed(tuple(y for y, detect in detectors if detect(reading)), closed)
    if suits == 1:
        reading = _new_tuple(Reading, (facts, -1, *_NO_SETS))
        one_suit = [y for y, detect in plan.one_suit if detect(reading)]
        if not melded and not has_honor:
            one_suit += [y for y, detect in plan.nine_gates if detect(reading)]
        if one_suit:
            return _fixed((*fixed.yaku, *one_suit), closed)
    return fixed


_MIDDLE_RUNS = sum(1 << (suit + start) for suit in (0, 9, 18) for start in range(1, 6))
"""The runs without a terminal (from a 2 to a 6), as a mask of the kinds runs start at."""


def _set_yaku(plan: yk.Plan, cache: dict[Any, Any], reading: Reading) -> list[yk.Yaku]:
    """The yaku of one split into sets and a pair (not of the wait), each scope asked when it can find one.

    The dragons' and the winds' yaku read only a few facts (:class:`~tablekeeper.rules.hand.facts.Scope`): which
    dragons or winds are triplets, the pair, the seat and round winds. Their answers are kept by those facts (a
    few hundred combinations, met hand after hand), beside the rule set's points."""
    found: list[yk.Yaku] = []
    # Unpacked once, in the order of the fields (read by name, each is a generic attribute lookup).
    hand, pair, chis, runs, triplet_kinds, triplets, dragons, winds, _, _, _, _ = reading
    # The kept answers looked up here, and asked of the detectors (_learnt) only the first time.
    if dragons:
        key: tuple[Any, ...] = ("dragons", hand.closed, triplets >> HAKU, pair)
        kept = cache.get(key)
        found += kept if kept is not None else _learnt(cache, key, plan.dragons, reading)
    if winds:
        key = ("winds", hand.closed, triplets >> EAST & _WIND_BITS, hand.seat_kind, hand.round_kind, pair)
        kept = cache.get(key)
        found += kept if kept is not None else _learnt(cache, key, plan.winds, reading)
    asked: list[yk.Detectors] = []
    if len(triplet_kinds) >= 3:
        asked.append(plan.triplets)
    if runs.bit_count() < len(chis):
        asked.append(plan.twin_runs)
    if len(chis) >= 3:
        asked.append(plan.runs)
    if chis and IS_TERMINAL_OR_HONOR[pair] and not runs & _MIDDLE_RUNS:
        asked.append(plan.outside)
    # Plain loops, not one comprehension per scope: each would be one more frame, and this runs for every split.
    for detectors in asked:
        for y, detect in detectors:
            if detect(reading):
                found.append(y)
    return found


def _learnt(cache: dict[Any, Any], key: tuple[Any, ...], detectors: yk.Detectors, reading: Reading) -> list[yk.Yaku]:
    """The yaku of ``detectors`` found in ``reading``, kept under ``key`` (the facts they read)."""
    found: list[yk.Yaku] = [y for y, detect in detectors if detect(reading)]
    cache[key] = found
    return found


_Melds = tuple[tuple[int, ...], tuple[int, ...], list[tuple[int, bool, bool]], int, int, int, int, int, bool]
"""What the declared melds add to every split of the concealed tiles, in order: the kinds the declared runs start
at; the kind of each declared pon and kan; each of those as (kind, concealed, kan), for the fu lines; their fu;
the concealed kans; the kans; the bit masks of the declared runs and of the declared pons and kans, as the splits
have theirs; whether there is a declared meld (whether the masks add anything). A plain tuple, unpacked at once:
a named tuple costs several times more to build."""
_NO_MELDS: _Melds = ((), (), [], 0, 0, 0, 0, 0, False)
_NO_SETS = Reading(None, -1)[2:]  # type: ignore[arg-type] # (only its defaults are kept)
"""A reading's fields after the hand and the pair as their defaults give them: a reading of the hand alone is
built from these positionally (a named tuple's own __new__ is a Python call)."""
_WIND_BITS = 0b1111


def _melds(declared: list[ParsedMeld]) -> _Melds:
    chis: tuple[int, ...] = ()
    kinds: tuple[int, ...] = ()
    triplets: list[tuple[int, bool, bool]] = []
    fu = hidden = kans = runs = triplets_mask = 0
    for meld in declared:
        if meld.kind is _CHI:
            chis += (meld.first,)
            runs |= 1 << meld.first
        else:
            concealed = meld.concealed
            kan = meld.kan
            kinds += (meld.first,)
            triplet = (meld.first, concealed, kan)
            triplets.append(triplet)
            triplets_mask |= 1 << meld.first
            fu += TRIPLET_FU[triplet]
            hidden += concealed
            kans += kan
    return chis, kinds, triplets, fu, hidden, kans, runs, triplets_mask, True


def calculate(hand: HandInput, rules: RuleSet) -> HandValue:
    """The value of a winning hand under ``rules``; raises a sentence for bad input or a hand with no yaku.

    Every reading of the hand is offered to one chooser, and the best one's value returned. (The checked hand
    is scored here rather than by a function of its own: one call less for every hand.)"""
    players = rules.players
    facts, declared, held, closed, red, dora_kinds, ura_kinds, flags = _checked(
        hand, rules.red_fives, _TABLES[players], rules.kita
    )
    # Dora and ura dora in the hand (melds included) and among the Norths set aside, from their indicators, and
    # the red fives that count. Each North set aside is one han of its own (kita) and a dora like any North.
    kita = hand.kita
    counted = held + kita * _ONE_NORTH if kita else held
    shifts = _DORA_SHIFTS[players]
    dora = ura = 0
    for kind in dora_kinds:
        dora += counted >> shifts[kind] & BYTE
    for kind in ura_kinds:
        ura += counted >> shifts[kind] & BYTE
    aka = red if rules.red_fives else 0
    chooser = _Best(rules, hand.tsumo, dora + ura + aka + kita)
    plan: yk.Plan | None = chooser.points.get(closed)
    if plan is None:
        plan = _plan(chooser.points, rules, closed)
    fixed = _hand_yaku(plan, chooser.points, facts, flags)  # the same in every reading
    melds = _melds(declared) if declared else _NO_MELDS
    special = not declared and _special_readings(chooser, plan, facts, fixed)
    if not _split_readings(chooser, plan, facts, fixed, melds) and not special:
        raise NotAWinningHand(
            QT_TR_NOOP(
                "These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or thirteen orphans."
            )
        )
    best = chooser.best
    if best is None:
        raise NoYaku(QT_TR_NOOP("no yaku: this hand cannot win"))
    return _value(hand, facts, rules, chooser, best, melds, (dora, ura, aka, kita))


def _special_readings(chooser: _Best, plan: yk.Plan, facts: HandFacts, fixed: _Fixed) -> bool:
    """Offer the thirteen orphans and the seven pairs readings, when the tiles are either; whether they were."""
    concealed = facts.concealed
    found = False
    # (Thirteen orphans hold no simple: ruled out by a fact already known.)
    pair = None if facts.has_simple else thirteen_orphans_pair(concealed)
    if pair is not None:
        found = True
        reading = Reading(facts, pair)
        lines: list[FuLine] = [("Base", BASE), ("Tsumo", TSUMO_FU) if chooser.tsumo else ("Closed ron", CLOSED_RON)]
        lines.append(("Pair wait", WAIT_FU))
        kokushi = [y for y, detect in plan.thirteen_orphans if detect(reading)]
        chooser.yakuman([*kokushi, *fixed.yakuman], round_fu(sum(fu for _, fu in lines)), lines, None)
    if is_seven_pairs(concealed):
        found = True
        reading = Reading(facts, -1)
        yaku = [*fixed.yaku, *(y for y, detect in plan.seven_pairs if detect(reading))]
        yakuman = [y for y in yaku if y.yakuman]
        if yakuman:
            chooser.yakuman(yakuman, SEVEN_PAIRS, seven_pairs_fu(), None)
        else:
            chooser.ordinary(yaku, _han(yaku, True), SEVEN_PAIRS, seven_pairs_fu(), None)
    return found


def _split_readings(chooser: _Best, plan: yk.Plan, facts: HandFacts, fixed: _Fixed, melds: _Melds) -> bool:  # noqa: C901 - every split and wait in one frame: runs for every hand
    """Offer each split into four sets and a pair, once per set the winning tile may have completed (seed
    000: the highest score decides); whether there was a split. The yaku of the sets are asked once a split."""
    rules, closed, tsumo, win = chooser.rules, facts.closed, chooser.tsumo, facts.win
    # The melds unpacked once, in the order of their fields (read by name, each is a generic attribute lookup).
    meld_chis, meld_kinds, _, meld_fu, meld_hidden, meld_kans, meld_runs, meld_triplets, masks = melds
    run_waits = _RUN_WAITS[win]
    any_split = False
    for pair, chis, pons, runs, triplets in splits(facts.concealed):
        any_split = True
        # Each set the winning tile may have completed is one reading: the concealed runs it is in start at most
        # two kinds below it (a run's bits read at once: identical runs are one bit, one reading).
        waits = run_waits[(runs << 2 >> win) & 7]
        if win in pons:
            waits = (_TRIPLET, *waits)
        if pair == win:
            waits = (_PAIR, *waits)
        all_chis = chis + meld_chis if meld_chis else chis
        kinds = pons + meld_kinds if meld_kinds else pons
        if masks:
            runs |= meld_runs
            triplets |= meld_triplets
        # No two triplets are of one kind (six tiles): a triplet is one bit, and the honours' bits count them.
        dragons = winds = 0
        if triplets >> EAST:
            dragons = (triplets >> HAKU).bit_count()
            winds = (triplets >> EAST & _WIND_BITS).bit_count()
        value = pair_fu(pair, facts.seat_kind, facts.round_kind, rules) if pair >= EAST else 0  # (suits: none)
        hidden = len(pons) + meld_hidden
        pons_fu = meld_fu
        for k in pons:
            pons_fu += _CONCEALED_TRIPLET_FU[k]
        four_runs = closed and len(all_chis) == 4
        sets: list[yk.Yaku] | None = None
        yakuman: Sequence[yk.Yaku] = ()
        han = 0
        for wait in waits:
            ron_triplet = wait is _TRIPLET and not tsumo
            reading = _new_tuple(Reading, (facts, pair, all_chis, runs, kinds, triplets, dragons, winds, meld_kans,
                                           value, wait, hidden - 1 if ron_triplet else hidden))  # fmt: skip
            if sets is None:  # the same for every wait: asked of the first
                sets = _set_yaku(plan, chooser.points, reading)
                yakuman = (*fixed.yakuman, *[y for y in sets if y.yakuman]) if sets else fixed.yakuman
                han = fixed.han + _han(sets, closed) if sets else fixed.han
            by_wait: list[yk.Yaku] = []
            if four_runs:
                for y, detect in plan.wait_runs:
                    if detect(reading):
                        by_wait.append(y)
            if hidden >= 3:
                for y, detect in plan.wait_triplets:
                    if detect(reading):
                        by_wait.append(y)
            pinfu = yk.PINFU in by_wait if four_runs else False
            fu_of_sets = pons_fu
            if ron_triplet:
                fu_of_sets += _OPEN_TRIPLET_FU[win] - _CONCEALED_TRIPLET_FU[win]
            fu = count_fu(fu_of_sets, value, wait, closed, tsumo, pinfu)  # (positional: this runs for every reading)
            fu_args = (pons, pair, wait, pinfu)
            wait_yakuman = [y for y in by_wait if y.yakuman] if by_wait else by_wait
            if yakuman or wait_yakuman:  # when there is one, they alone count
                chooser.yakuman([*yakuman, *wait_yakuman], fu, None, fu_args)
            elif by_wait:
                chooser.ordinary([*fixed.yaku, *sets, *by_wait], han + _han(by_wait, closed), fu, None, fu_args)
            elif han:
                chooser.ordinary([*fixed.yaku, *sets], han, fu, None, fu_args)
    return any_split


def _value(
    hand: HandInput,
    facts: HandFacts,
    rules: RuleSet,
    chooser: _Best,
    best: _Reading,
    melds: _Melds,
    dora_ura_aka_kita: tuple[int, int, int, int],
) -> HandValue:
    """The best reading as the hand's value: its yaku in registry order, its fu lines, its payments."""
    closed, tsumo, win = facts.closed, chooser.tsumo, facts.win
    # Unpacked once, in the order of its fields (read by name, each is a generic attribute lookup).
    rank, points_key, yaku, han, fu, points, fu_lines, fu_args = best
    if fu_args is not None:
        pons, pair, wait, pinfu = fu_args
        # (A comprehension is a call of its own in Python 3.11: skipped when the split has no concealed triplet.)
        meld_triplets = melds[2]
        shown = [*map(_CONCEALED_TRIPLET.__getitem__, pons), *meld_triplets] if pons else meld_triplets
        if wait is _TRIPLET and not tsumo:  # the triplet completed by the ron counts as open
            shown = [(k, concealed and (kan or k != win), kan) for k, concealed, kan in shown]
        fu_lines = standard_fu(shown, pair, wait, closed=closed, tsumo=tsumo, pinfu=pinfu,
                               seat_kind=facts.seat_kind, round_kind=facts.round_kind, rules=rules)  # fmt: skip
    assert fu_lines is not None
    dora, ura, aka, kita = (0, 0, 0, 0) if rank[1] else dora_ura_aka_kita  # a yakuman hand counts no dora
    values = _YAKU_VALUES[closed, rules.double_yakuman_variants]
    if len(yaku) == 1:
        listed: tuple[YakuValue, ...] = (values[_PLACE(yaku[0].key)],)
    else:
        listed = tuple(map(values.__getitem__, sorted(map(_PLACE, map(_KEY, yaku)))))
    dealer = facts.seat_kind == EAST
    cache = chooser.points
    key = ("paid", points_key, dealer, tsumo, hand.honba)
    paid = cache.get(key)
    if paid is None:
        paid = cache[key] = payments(points, rules, dealer=dealer, tsumo=tsumo, honba=hand.honba)
    # In order: yaku, dora, ura_dora, aka_dora, fu_breakdown, fu, han, yakuman, points, payments, dealer, tsumo,
    # kita (positional: this runs for every hand).
    return _new_tuple(HandValue, (
        listed, dora, ura, aka, tuple(fu_lines), fu, han + dora + ura + aka + kita if not rank[1] else 0,
        points.yakuman, points, paid, dealer, tsumo, kita,
    ))  # fmt: skip


def _chi_wait(start: int, win: int) -> Wait:
    """The wait a run had before the winning tile: 1-2 waiting on 3 and 8-9 on 7 are edges."""
    if win == start + 1:
        return _CLOSED
    rank = start % 9
    if (win == start + 2 and rank == 0) or (win == start and rank == 6):
        return _EDGE
    return _OPEN


_RUN_WAITS = tuple(
    tuple(
        tuple(_chi_wait(win - 2 + low, win) for low in range(3) if near >> low & 1)  # from the lowest run up
        for near in range(8)
    )
    for win in range(34)
)
"""The waits of the runs the winning tile is in, by the winning kind and which of the three runs it can be in
(from two kinds below it, one below, from it: bits 0, 1, 2) the hand has: read for every split, without a loop."""
