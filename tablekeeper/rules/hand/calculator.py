"""The hand calculator: from the tiles and conditions of a winning hand to its yaku, han, fu and payments.

Every reading of the hand (each decomposition, and each set the winning tile may have completed) is scored,
and the one that pays most is kept (seed 000: "la possibilité offrant le plus grand score"). Points come
from :mod:`tablekeeper.rules.points` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.decompose import is_seven_pairs, is_thirteen_orphans, standard_decompositions
from tablekeeper.rules.hand.errors import (
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
from tablekeeper.rules.hand.melds import Meld, MeldKind, ParsedMeld, check_meld
from tablekeeper.rules.hand.tiles import (
    EAST,
    FIVES,
    HAKU,
    HONORS,
    IS_TERMINAL_OR_HONOR,
    SIMPLES,
    SUIT_KINDS,
    TERMINALS,
    Wind,
    counts_of,
    dora_from_indicator,
    join_tiles,
    parse_tile,
    parse_tiles,
    tile_name,
    tile_words,
)
from tablekeeper.rules.points import HandPoints, Limit, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.words import tr

MAX_INDICATORS = 5
"""The first dora indicator and one per kan."""
_SINGLE_TILES = {tile_name(k, red): k for k in range(34) for red in (False, True) if not red or k in FIVES}
_NO_TILES: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


@dataclass(frozen=True, slots=True)
class HandInput:
    """A winning hand as a player enters it.

    ``tiles`` are the concealed tiles, the winning tile included, in mpsz notation or as a list of tile
    codes ('5m', '0p', '7z'); ``melds`` are :class:`Meld` values or strings such as 'pon:777z'; ``dora`` and
    ``ura`` are the indicators (not the dora themselves), in the same notation as the tiles; winds are
    :class:`Wind` values, 'E'/'S'/'W'/'N' or 0-3. Once built, tiles and indicators are mpsz strings,
    melds :class:`Meld` values and winds :class:`Wind` values. The seat wind East is the dealer.
    Nothing is checked here: :func:`validate` says what is wrong, in a sentence.
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


@dataclass(frozen=True, slots=True)
class YakuValue:
    """One yaku of the scored hand: its han, or for a yakuman how many yakuman it counts."""

    key: str
    name: str
    han: int
    yakuman: int = 0


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a winning hand is worth, and why."""

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

    @property
    def limit(self) -> Limit | None:
        return self.points.limit


@dataclass(slots=True)
class ParsedHand:
    """A checked hand: concealed counts (winning tile included), checked melds, the winning kind."""

    counts: list[int]
    melds: list[ParsedMeld]
    win: int
    all_counts: list[int]
    red: int
    dora_kinds: Sequence[int] = ()
    ura_kinds: Sequence[int] = ()
    closed: bool = True
    present: frozenset[int] = frozenset()


def validate(hand: HandInput) -> ParsedHand:  # noqa: C901 - a flat list of checks, each with its own sentence
    """Check a hand before scoring it; raises a :class:`~tablekeeper.rules.hand.errors.HandError` with a sentence."""
    # __post_init__ has written the tiles and the indicators as mpsz strings.
    tiles, dora, ura = cast(str, hand.tiles), cast(str, hand.dora), cast(str, hand.ura)
    kinds, reds = parse_tiles(tiles)
    melds = [check_meld(m) for m in hand.melds]
    if len(melds) > 4:
        raise WrongTileCount(tr("A hand has at most four declared melds, not {count}.").format(count=len(melds)))
    need = 14 - 3 * len(melds)
    if len(kinds) != need:
        if melds:
            sentence = (
                tr(
                    "With 1 meld declared, a winning hand has {need} concealed tiles (the winning tile included), "
                    "not {count}."
                )
                if len(melds) == 1
                else tr(
                    "With {melds} melds declared, a winning hand has {need} concealed tiles (the winning tile "
                    "included), not {count}."
                )
            )
            raise WrongTileCount(sentence.format(melds=len(melds), need=need, count=len(kinds)))
        raise WrongTileCount(
            tr("A winning hand has 14 tiles (the winning tile included), not {count}.").format(count=len(kinds))
        )
    win = _SINGLE_TILES.get(hand.win_tile)
    if win is None:
        win = parse_tile(hand.win_tile)[0]
    counts = counts_of(kinds)
    if not counts[win]:
        raise WinningTileMissing(
            tr("The winning tile {tile} is not among the concealed tiles; they must include it.").format(
                tile=tile_name(win)
            )
        )
    all_counts = counts[:]
    red_kinds = list(reds)
    closed = True
    for meld in melds:
        for kind in meld.kinds:
            all_counts[kind] += 1
        red_kinds.extend(meld.red)
        if meld.kind.is_open:
            closed = False
    dora_kinds, dora_red = parse_tiles(dora) if dora else _NO_TILES
    ura_kinds, ura_red = parse_tiles(ura) if ura else _NO_TILES
    if len(dora_kinds) > MAX_INDICATORS or len(ura_kinds) > MAX_INDICATORS:
        raise BadTiles(
            tr("There are at most {most} dora indicators (and as many ura): one, and one per kan.").format(
                most=MAX_INDICATORS
            )
        )
    if ura_kinds and not (hand.riichi or hand.double_riichi):
        raise ImpossibleConditions(tr("Ura dora are only turned over for a hand won after riichi."))
    seen = all_counts
    if dora_kinds or ura_kinds:
        seen = all_counts[:]
        for kind in (*dora_kinds, *ura_kinds):
            seen[kind] += 1
    for kind, n in enumerate(seen if max(seen) > 4 else ()):
        if n > 4:
            sentence = (
                tr("There are only four {tile} tiles: this hand and its indicators show {count}.")
                if n > all_counts[kind]
                else tr("There are only four {tile} tiles: this hand has {count}.")
            )
            raise TooManyCopies(sentence.format(tile=tile_words(kind), count=n))
    all_red = [*red_kinds, *dora_red, *ura_red]
    if len(all_red) > 1:
        for kind in set(all_red):
            if all_red.count(kind) > 1:
                raise TooManyCopies(
                    tr("There is only one red {tile}: this hand shows {count}.").format(
                        tile=tile_name(kind), count=all_red.count(kind)
                    )
                )
    if (
        hand.riichi
        or hand.double_riichi
        or hand.ippatsu
        or hand.chankan
        or hand.rinshan
        or hand.haitei
        or hand.houtei
        or hand.tenhou
        or hand.chiihou
        or hand.renhou
    ):
        _check_conditions(hand, melds, closed)
    present = frozenset(kinds).union(*(m.kinds for m in melds))
    return ParsedHand(counts, melds, win, all_counts, len(red_kinds), dora_kinds, ura_kinds, closed, present)


def _check_conditions(hand: HandInput, melds: list[ParsedMeld], closed: bool) -> None:  # noqa: C901 - one check per sentence
    def refuse(sentence: str) -> None:
        raise ImpossibleConditions(sentence)

    if (hand.riichi or hand.double_riichi) and not closed:
        refuse(tr("Riichi needs a closed hand, but this hand has an open meld."))
    if hand.ippatsu and not (hand.riichi or hand.double_riichi):
        refuse(tr("Ippatsu is only possible after riichi."))
    if hand.chankan and hand.tsumo:
        refuse(tr("Chankan (robbing a kan) wins on another player's tile, so it is a ron, not a tsumo."))
    if hand.rinshan and not hand.tsumo:
        refuse(tr("Rinshan kaihou wins on the tile drawn after a kan, so it is a tsumo."))
    if hand.rinshan and not any(m.kind.is_kan for m in melds):
        refuse(tr("Rinshan kaihou wins on the tile drawn after a kan, but this hand has no kan."))
    if hand.haitei and not hand.tsumo:
        refuse(tr("Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei."))
    if hand.houtei and hand.tsumo:
        refuse(tr("Houtei is a ron on the last discard; a tsumo on the last tile is haitei."))
    if hand.haitei and hand.rinshan:
        refuse(tr("A hand cannot win on the last tile of the wall and on a replacement tile at once."))
    if hand.houtei and hand.chankan:
        refuse(tr("A hand cannot win on the last discard and by robbing a kan at once."))
    for flag, name, dealer, tsumo in (
        (hand.tenhou, "Tenhou", True, True),
        (hand.chiihou, "Chiihou", False, True),
        (hand.renhou, "Renhou", False, False),
    ):
        if not flag:
            continue
        if dealer != hand.dealer:
            refuse(
                (
                    tr("{name} is won by the dealer (East).")
                    if dealer
                    else tr("{name} is won by a player who is not the dealer.")
                ).format(name=name)
            )
        if tsumo != hand.tsumo:
            refuse((tr("{name} is won by tsumo.") if tsumo else tr("{name} is won by ron.")).format(name=name))
        if melds:
            refuse(tr("{name} is won before any meld is declared.").format(name=name))


def calculate(hand: HandInput, rules: RuleSet) -> HandValue:
    """The value of a winning hand under ``rules``; raises a sentence for bad input or a hand with no yaku."""
    parsed = validate(hand)
    return _score(hand, parsed, rules)


# --- scoring -------------------------------------------------------------------------------------------------

_CONCEALED_TRIPLET_FU = tuple(triplet_fu(k, True, False) for k in range(34))
_OPEN_TRIPLET_FU = tuple(triplet_fu(k, False, False) for k in range(34))
_DORA_OF = tuple(dora_from_indicator(k) for k in range(34))
_ORDER = {y.key: i for i, y in enumerate(yk.ALL_YAKU)}


def _shown(y: yk.Yaku, closed: bool, double: bool) -> YakuValue:
    if y.yakuman:
        return YakuValue(y.key, y.name, 0, y.yakuman if double else 1)
    return YakuValue(y.key, y.name, y.han(closed))


_YAKU_VALUES = {
    (closed, double): {y.key: _shown(y, closed, double) for y in yk.ALL_YAKU}
    for closed in (False, True)
    for double in (False, True)
}
"""Each yaku as it is shown, in a closed or an open hand, with or without double-yakuman variants."""


@dataclass(slots=True)
class _Reading:
    """The best reading found so far: how it ranks, its yaku, and what its fu lines are worked out from."""

    rank: tuple[int, int, int, int]
    yaku: list[yk.Yaku]
    han: int
    fu: int
    points: HandPoints
    fu_lines: list[FuLine] | None
    """Given for seven pairs and thirteen orphans; worked out from ``fu_args`` for four sets and a pair."""
    fu_args: tuple[tuple[int, ...], int, Wait, bool] | None
    """The concealed triplets of the split, the pair, the wait and pinfu."""


class _Best:
    """Keeps the reading that pays most (seed 000); on equal pay a real yakuman, then more han, then more fu."""

    __slots__ = ("best", "closed", "dora_han", "double_variants", "points", "rules", "tsumo")

    def __init__(self, rules: RuleSet, tsumo: bool, closed: bool, dora_han: int) -> None:
        self.rules = rules
        self.tsumo = tsumo
        self.closed = closed
        self.dora_han = dora_han
        self.double_variants = rules.double_yakuman_variants
        self.points = _points_cache(rules)
        self.best: _Reading | None = None

    def yakuman(
        self, yaku: list[yk.Yaku], fu: int, lines: list[FuLine] | None, fu_args: tuple[Any, ...] | None
    ) -> None:
        """Offer a reading with yakuman: the other yaku and the dora no longer count (also under aotenjou,
        where each yakuman is 13 han, seed 001)."""
        count = sum(y.yakuman for y in yaku) if self.double_variants else len(yaku)
        rules = self.rules
        key = ("yakuman", count, fu if rules.aotenjou else None)
        points = self.points.get(key)
        if points is None:
            points = self.points[key] = yakuman_points(count, rules, fu=fu if rules.aotenjou else None)
        rank = (points.base_points, 1, 13 * count, fu)
        best = self.best
        if best is None or rank > best.rank:
            self.best = _Reading(rank, yaku, 0, fu, points, lines, fu_args)

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
        best = self.best
        if best is None or rank > best.rank:
            self.best = _Reading(rank, yaku, han, fu, points, lines, fu_args)


_POINTS_CACHES: dict[int, tuple[RuleSet, dict[Any, Any]]] = {}


def _points_cache(rules: RuleSet) -> dict[Any, Any]:
    """Points already worked out under this rule set (a rule set is frozen, so its answers never change).

    It holds HandPoints under (han, fu, tsumo) and ("yakuman", count, fu) keys, Payments under
    (points, dealer, tsumo, honba) keys, and the yaku detectors to run under False (open) and True (closed).
    """
    entry = _POINTS_CACHES.get(id(rules))
    if entry is None or entry[0] is not rules:  # the rule set is kept in the entry, so its id stays its own
        if len(_POINTS_CACHES) >= 16:
            _POINTS_CACHES.clear()
        entry = _POINTS_CACHES[id(rules)] = (rules, {})
    return entry[1]


def _han(yaku: list[yk.Yaku], closed: bool) -> int:
    return sum(y.han_closed for y in yaku) if closed else sum(y.han_open for y in yaku)


def _found(detectors: yk.Detectors, reading: Reading) -> list[yk.Yaku]:
    """The yaku and yakuman these detectors find in one reading."""
    return [y for y, detect in detectors if detect(reading)]


def _ask(found: list[yk.Yaku], detectors: yk.Detectors, reading: Reading) -> None:
    """Add to ``found`` the yaku and yakuman these detectors find in one reading."""
    for y, detect in detectors:
        if detect(reading):
            found.append(y)


def _hand_yaku(plan: yk.Plan, reading: Reading) -> list[yk.Yaku]:
    """The yaku of the hand itself (how it was won, its tiles): the same in every reading.

    Each scope is asked only when the fact all its yaku need holds (:class:`~tablekeeper.rules.hand.facts.Scope`).
    """
    hand = reading.hand
    won = hand.conditions
    found = [y for y, detect in plan.tiles if detect(reading)]  # scopes asked when they may find a yaku:
    if won.tsumo or won.riichi or won.double_riichi:
        _ask(found, plan.win, reading)
    if won.haitei or won.houtei or won.rinshan or won.chankan:
        _ask(found, plan.last_tile, reading)
    if won.tenhou or won.chiihou or won.renhou:
        _ask(found, plan.first_turn, reading)
    if hand.suits == 1:
        _ask(found, plan.one_suit, reading)
    if not hand.has_simple:
        _ask(found, plan.no_simples, reading)
    return found


def _set_yaku(plan: yk.Plan, reading: Reading) -> list[yk.Yaku]:
    """The yaku of one split into sets and a pair (not of the wait), each scope asked when it can find one."""
    found: list[yk.Yaku] = []
    if reading.dragon_triplets:
        _ask(found, plan.dragons, reading)
    if reading.wind_triplets:
        _ask(found, plan.winds, reading)
    if len(reading.triplet_kinds) >= 3:
        _ask(found, plan.triplets, reading)
    chis = reading.chis
    if len(chis) >= 2:
        _ask(found, plan.runs, reading)
    if chis and IS_TERMINAL_OR_HONOR[reading.pair]:
        _ask(found, plan.outside, reading)
    return found


def _plan(cache: dict[Any, Any], rules: RuleSet, closed: bool) -> yk.Plan:
    """:func:`~tablekeeper.rules.hand.yaku.plan`, kept beside the points of the rule set (it never changes)."""
    found = cache.get(closed)
    if found is None:
        found = cache[closed] = yk.plan(rules, closed)
    return cast(yk.Plan, found)


def _hand_facts(hand: HandInput, parsed: ParsedHand) -> HandFacts:
    present = parsed.present
    suits = (
        (0 if present.isdisjoint(SUIT_KINDS[0]) else 1)
        + (0 if present.isdisjoint(SUIT_KINDS[1]) else 1)
        + (0 if present.isdisjoint(SUIT_KINDS[2]) else 1)
    )
    # In order: conditions, closed, melded, counts, win, present, suits, has_simple, has_terminal, has_honor,
    # seat_kind, round_kind (positional: this runs for every hand). __post_init__ made the winds Wind values.
    return HandFacts(
        hand, parsed.closed, bool(parsed.melds), tuple(parsed.counts), parsed.win, present, suits,
        not present.isdisjoint(SIMPLES), not present.isdisjoint(TERMINALS), not present.isdisjoint(HONORS),
        EAST + cast(Wind, hand.seat_wind), EAST + cast(Wind, hand.round_wind),
    )  # fmt: skip


def _score(hand: HandInput, parsed: ParsedHand, rules: RuleSet) -> HandValue:  # noqa: C901 - every reading in one frame: runs for every hand
    counts = parsed.counts
    all_counts = parsed.all_counts
    closed = parsed.closed
    tsumo = hand.tsumo
    win = parsed.win
    facts = _hand_facts(hand, parsed)
    seat_kind = facts.seat_kind
    round_kind = facts.round_kind
    # The hand's own yaku are the same in every reading: asked of the first one.
    fixed: list[yk.Yaku] | None = None
    dora = ura = 0
    for kind in parsed.dora_kinds:
        dora += all_counts[_DORA_OF[kind]]
    for kind in parsed.ura_kinds:
        ura += all_counts[_DORA_OF[kind]]
    aka = parsed.red if rules.red_fives else 0
    chooser = _Best(rules, tsumo, closed, dora + ura + aka)
    plan = _plan(chooser.points, rules, closed)
    any_reading = False

    if not parsed.melds:
        if is_thirteen_orphans(counts):
            any_reading = True
            reading = Reading(facts, counts.index(2))
            fixed = _hand_yaku(plan, reading)
            lines: list[FuLine] = [("Base", BASE), ("Tsumo", TSUMO_FU) if tsumo else ("Closed ron", CLOSED_RON)]
            lines.append(("Pair wait", WAIT_FU))
            kokushi = _found(plan.thirteen_orphans, reading)
            chooser.yakuman(
                [*kokushi, *(y for y in fixed if y.yakuman)], round_fu(sum(fu for _, fu in lines)), lines, None
            )
        if is_seven_pairs(counts):
            any_reading = True
            reading = Reading(facts, -1)
            if fixed is None:
                fixed = _hand_yaku(plan, reading)
            yaku = [*fixed, *_found(plan.seven_pairs, reading)]
            yakuman = [y for y in yaku if y.yakuman]
            if yakuman:
                chooser.yakuman(yakuman, SEVEN_PAIRS, seven_pairs_fu(), None)
            else:
                chooser.ordinary(yaku, _han(yaku, True), SEVEN_PAIRS, seven_pairs_fu(), None)

    meld_chis: tuple[int, ...] = ()
    meld_kinds: tuple[int, ...] = ()
    meld_triplets: list[tuple[int, bool, bool]] = []
    meld_fu = meld_hidden = meld_kans = 0
    for meld in parsed.melds:
        if meld.kind is MeldKind.CHI:
            meld_chis += (meld.first,)
        else:
            concealed = meld.kind is MeldKind.ANKAN
            kan = meld.kind.is_kan
            meld_kinds += (meld.first,)
            meld_triplets.append((meld.first, concealed, kan))
            meld_fu += triplet_fu(meld.first, concealed, kan)
            meld_hidden += concealed
            meld_kans += kan

    for pair, chis, pons in standard_decompositions(counts):
        any_reading = True
        all_chis = chis + meld_chis if meld_chis else chis
        kinds = pons + meld_kinds if meld_kinds else pons
        runs = 0
        for start in all_chis:
            runs |= 1 << start
        triplets = dragons = winds = 0
        for kind in kinds:
            triplets |= 1 << kind
            if kind >= HAKU:
                dragons += 1
            elif kind >= EAST:
                winds += 1
        value = pair_fu(pair, seat_kind, round_kind, rules)
        hidden = len(pons) + meld_hidden
        pons_fu = meld_fu
        for k in pons:
            pons_fu += _CONCEALED_TRIPLET_FU[k]
        # Each set the winning tile may have completed is one reading (seed 000: the highest score decides).
        waits: list[Wait] = []
        if pair == win:
            waits.append(Wait.PAIR)
        if win in pons:
            waits.append(Wait.TRIPLET)
        last = -1
        for start in chis:
            if start != last and start <= win <= start + 2:
                waits.append(_chi_wait(start, win))
            last = start
        sets: list[yk.Yaku] | None = None
        for wait in waits:
            ron_triplet = wait is Wait.TRIPLET and not tsumo
            reading = Reading(facts, pair, all_chis, runs, kinds, triplets, dragons, winds, meld_kans, value, wait,
                              hidden - 1 if ron_triplet else hidden)  # fmt: skip
            if fixed is None:
                fixed = _hand_yaku(plan, reading)
            if sets is None:
                sets = _set_yaku(plan, reading)
            by_wait = [y for y, detect in plan.wait_runs if detect(reading)] if closed and len(all_chis) == 4 else []
            if hidden >= 3:
                by_wait += [y for y, detect in plan.wait_triplets if detect(reading)]
            pinfu = yk.PINFU in by_wait
            fu_of_sets = pons_fu
            if ron_triplet:
                fu_of_sets += _OPEN_TRIPLET_FU[win] - _CONCEALED_TRIPLET_FU[win]
            fu = round_fu(count_fu(fu_of_sets, value, wait, closed=closed, tsumo=tsumo, pinfu=pinfu))
            fu_args = (pons, pair, wait, pinfu)
            found = [*fixed, *sets, *by_wait]
            yakuman = [y for y in found if y.yakuman]  # when there is one, they alone count
            if yakuman:
                chooser.yakuman(yakuman, fu, None, fu_args)
            else:
                chooser.ordinary(found, _han(found, closed), fu, None, fu_args)

    if not any_reading:
        raise NotAWinningHand(
            tr("These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or thirteen orphans.")
        )
    best = chooser.best
    if best is None:
        raise NoYaku(tr("no yaku: this hand cannot win"))
    fu_lines = best.fu_lines
    if best.fu_args is not None:
        pons, pair, wait, pinfu = best.fu_args
        shown = [(k, True, False) for k in pons] + meld_triplets
        if wait is Wait.TRIPLET and not tsumo:  # the triplet completed by the ron counts as open
            shown = [(k, concealed and (kan or k != win), kan) for k, concealed, kan in shown]
        fu_lines = standard_fu(shown, pair, wait, closed=closed, tsumo=tsumo, pinfu=pinfu, seat_kind=seat_kind,
                               round_kind=round_kind, rules=rules)  # fmt: skip
    assert fu_lines is not None
    is_yakuman = bool(best.rank[1])
    double = rules.double_yakuman_variants
    values = _YAKU_VALUES[closed, double]
    listed = tuple(sorted((values[y.key] for y in best.yaku), key=lambda v: _ORDER[v.key]))
    dealer = hand.dealer
    cache = chooser.points
    key = (best.points, dealer, tsumo, hand.honba)
    paid = cache.get(key)
    if paid is None:
        paid = cache[key] = payments(best.points, rules, dealer=dealer, tsumo=tsumo, honba=hand.honba)
    return HandValue(
        yaku=listed,
        dora=0 if is_yakuman else dora,
        ura_dora=0 if is_yakuman else ura,
        aka_dora=0 if is_yakuman else aka,
        fu_breakdown=tuple(fu_lines),
        fu=best.fu,
        han=0 if is_yakuman else best.han + dora + ura + aka,
        yakuman=best.points.yakuman,
        points=best.points,
        payments=paid,
        dealer=dealer,
        tsumo=tsumo,
    )


def _chi_wait(start: int, win: int) -> Wait:
    """The wait a run had before the winning tile: 1-2 waiting on 3 and 8-9 on 7 are edges."""
    if win == start + 1:
        return Wait.CLOSED
    rank = start % 9
    if (win == start + 2 and rank == 0) or (win == start and rank == 6):
        return Wait.EDGE
    return Wait.OPEN
