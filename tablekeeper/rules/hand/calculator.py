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
    CHUN,
    EAST,
    FIVES,
    GREEN,
    HAKU,
    HONORS,
    IS_HONOR,
    IS_TERMINAL_OR_HONOR,
    NORTH,
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
    too_many_plain_fives,
)
from tablekeeper.rules.points import HandPoints, Limit, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import Renhou, RuleSet
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


def validate(hand: HandInput, *, red_fives: bool = False) -> ParsedHand:
    """Check a hand before scoring it; raises a :class:`~tablekeeper.rules.hand.errors.HandError` with a sentence.
    Under ``red_fives`` one five of each suit is the red one: a fourth plain five is refused like a fifth five."""
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
    if red_fives:
        for kind in FIVES:
            if seen[kind] - all_red.count(kind) > 3:
                raise too_many_plain_fives(kind, seen[kind] - all_red.count(kind))
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


def _check_conditions(hand: HandInput, melds: list[ParsedMeld], closed: bool) -> None:
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
    parsed = validate(hand, red_fives=rules.red_fives)
    return _score(hand, parsed, rules)


# --- scoring -------------------------------------------------------------------------------------------------

_DRAGON_YAKU = {HAKU: yk.HAKU, HAKU + 1: yk.HATSU, CHUN: yk.CHUN}
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
    fu_args: tuple[list[tuple[int, bool, bool]], int, Wait, bool] | None


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

    It holds HandPoints under (han, fu, tsumo) and ("yakuman", count, fu) keys, and Payments under
    (points, dealer, tsumo, honba) keys.
    """
    entry = _POINTS_CACHES.get(id(rules))
    if entry is None or entry[0] is not rules:  # the rule set is kept in the entry, so its id stays its own
        if len(_POINTS_CACHES) >= 16:
            _POINTS_CACHES.clear()
        entry = _POINTS_CACHES[id(rules)] = (rules, {})
    return entry[1]


def _han(yaku: list[yk.Yaku], closed: bool) -> int:
    return sum(y.han_closed for y in yaku) if closed else sum(y.han_open for y in yaku)


def _score(hand: HandInput, parsed: ParsedHand, rules: RuleSet) -> HandValue:
    counts = parsed.counts
    all_counts = parsed.all_counts
    closed = parsed.closed
    tsumo = hand.tsumo
    win = parsed.win
    # __post_init__ has made the winds Wind values.
    seat_kind = EAST + cast(Wind, hand.seat_wind)
    round_kind = EAST + cast(Wind, hand.round_wind)
    situ, situ_yakuman = _condition_yaku(hand, closed, rules)
    tile_yaku, tile_yakuman = _tile_yaku(parsed, closed, rules)
    dora = ura = 0
    for kind in parsed.dora_kinds:
        dora += all_counts[_DORA_OF[kind]]
    for kind in parsed.ura_kinds:
        ura += all_counts[_DORA_OF[kind]]
    aka = parsed.red if rules.red_fives else 0
    chooser = _Best(rules, tsumo, closed, dora + ura + aka)
    any_reading = False

    if not parsed.melds:
        if is_thirteen_orphans(counts):
            any_reading = True
            kokushi = yk.KOKUSHI_13 if counts[win] == 2 else yk.KOKUSHI
            lines: list[FuLine] = [("Base", BASE), ("Tsumo", TSUMO_FU) if tsumo else ("Closed ron", CLOSED_RON)]
            lines.append(("Pair wait", WAIT_FU))
            chooser.yakuman([kokushi, *situ_yakuman], round_fu(sum(fu for _, fu in lines)), lines, None)
        if is_seven_pairs(counts):
            any_reading = True
            if tile_yakuman or situ_yakuman:
                chooser.yakuman([*tile_yakuman, *situ_yakuman], SEVEN_PAIRS, seven_pairs_fu(), None)
            else:
                yaku = [*situ, yk.CHIITOITSU, *tile_yaku]
                chooser.ordinary(yaku, _han(yaku, True), SEVEN_PAIRS, seven_pairs_fu(), None)

    meld_chis: tuple[int, ...] = ()
    meld_triplets: list[tuple[int, bool, bool]] = []
    meld_fu = 0
    meld_hidden = 0
    for meld in parsed.melds:
        if meld.kind is MeldKind.CHI:
            meld_chis += (meld.first,)
        else:
            concealed = meld.kind is MeldKind.ANKAN
            kan = meld.kind.is_kan
            meld_triplets.append((meld.first, concealed, kan))
            meld_fu += triplet_fu(meld.first, concealed, kan)
            meld_hidden += concealed

    fixed_yakuman = tile_yakuman + situ_yakuman
    fixed_yaku = situ + tile_yaku
    for pair, chis, pons in standard_decompositions(counts):
        any_reading = True
        all_chis = chis + meld_chis if meld_chis else chis
        triplets = [(k, True, False) for k in pons] + meld_triplets if meld_triplets or pons else []
        set_yaku, set_yakuman = _set_yaku(all_chis, chis, triplets, pair, closed, seat_kind, round_kind)
        yakuman_base = set_yakuman + fixed_yakuman if set_yakuman else fixed_yakuman
        ordinary = fixed_yaku + set_yaku
        han = _han(ordinary, closed)
        hidden = len(pons) + meld_hidden
        pons_fu = meld_fu
        for k in pons:
            pons_fu += _CONCEALED_TRIPLET_FU[k]
        value = pair_fu(pair, seat_kind, round_kind, rules)
        all_chi_hand = closed and len(all_chis) == 4 and not value
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
        for wait in waits:
            ron_triplet = wait is Wait.TRIPLET and not tsumo
            pinfu = all_chi_hand and wait is Wait.OPEN
            fu_of_sets = pons_fu
            hidden_here = hidden
            if ron_triplet:
                fu_of_sets += _OPEN_TRIPLET_FU[win] - _CONCEALED_TRIPLET_FU[win]
                hidden_here -= 1
            fu = round_fu(count_fu(fu_of_sets, value, wait, closed=closed, tsumo=tsumo, pinfu=pinfu))
            fu_args = (triplets, pair, wait, pinfu)
            if hidden_here == 4:
                chooser.yakuman(
                    [yk.SUUANKOU_TANKI if wait is Wait.PAIR else yk.SUUANKOU, *yakuman_base], fu, None, fu_args
                )
            elif yakuman_base:
                chooser.yakuman(yakuman_base, fu, None, fu_args)
            elif pinfu:
                chooser.ordinary([*ordinary, yk.PINFU], han + 1, fu, None, fu_args)
            elif hidden_here == 3:
                chooser.ordinary([*ordinary, yk.SANANKOU], han + 2, fu, None, fu_args)
            else:
                chooser.ordinary(ordinary, han, fu, None, fu_args)

    if not any_reading:
        raise NotAWinningHand(
            tr("These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or thirteen orphans.")
        )
    best = chooser.best
    if best is None:
        raise NoYaku(tr("no yaku: this hand cannot win"))
    fu_lines = best.fu_lines
    if best.fu_args is not None:
        triplets, pair, wait, pinfu = best.fu_args
        if wait is Wait.TRIPLET and not tsumo:  # the triplet completed by the ron counts as open
            triplets = [(k, concealed and (kan or k != win), kan) for k, concealed, kan in triplets]
        fu_lines = standard_fu(triplets, pair, wait, closed=closed, tsumo=tsumo, pinfu=pinfu, seat_kind=seat_kind,
                               round_kind=round_kind, rules=rules)  # fmt: skip
    assert fu_lines is not None
    yakuman = bool(best.rank[1])
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
        dora=0 if yakuman else dora,
        ura_dora=0 if yakuman else ura,
        aka_dora=0 if yakuman else aka,
        fu_breakdown=tuple(fu_lines),
        fu=best.fu,
        han=0 if yakuman else best.han + dora + ura + aka,
        yakuman=best.points.yakuman,
        points=best.points,
        payments=paid,
        dealer=dealer,
        tsumo=tsumo,
    )


def _condition_yaku(hand: HandInput, closed: bool, rules: RuleSet) -> tuple[list[yk.Yaku], list[yk.Yaku]]:
    """The yaku and yakuman of how the hand was won: the same in every reading."""
    yaku: list[yk.Yaku] = []
    yakuman: list[yk.Yaku] = []
    if hand.double_riichi:
        yaku.append(yk.DOUBLE_RIICHI)
    elif hand.riichi:
        yaku.append(yk.RIICHI)
    if hand.ippatsu:
        yaku.append(yk.IPPATSU)
    if hand.tsumo and closed:
        yaku.append(yk.MENZEN_TSUMO)
    if hand.haitei:
        yaku.append(yk.HAITEI)
    if hand.houtei:
        yaku.append(yk.HOUTEI)
    if hand.rinshan:
        yaku.append(yk.RINSHAN)
    if hand.chankan:
        yaku.append(yk.CHANKAN)
    if hand.renhou:
        if rules.renhou is Renhou.MANGAN:
            yaku.append(yk.RENHOU)
        elif rules.renhou is Renhou.YAKUMAN:
            yakuman.append(yk.RENHOU_YAKUMAN)
    if hand.tenhou:
        yakuman.append(yk.TENHOU)
    if hand.chiihou:
        yakuman.append(yk.CHIIHOU)
    return yaku, yakuman


def _tile_yaku(parsed: ParsedHand, closed: bool, rules: RuleSet) -> tuple[list[yk.Yaku], list[yk.Yaku]]:
    """The yaku and yakuman of the tiles alone, whatever sets they form: the same in every reading."""
    yaku: list[yk.Yaku] = []
    yakuman: list[yk.Yaku] = []
    present = parsed.present
    simple = not present.isdisjoint(SIMPLES)
    terminal = not present.isdisjoint(TERMINALS)
    honor = not present.isdisjoint(HONORS)
    suits = (
        (0 if present.isdisjoint(SUIT_KINDS[0]) else 1)
        | (0 if present.isdisjoint(SUIT_KINDS[1]) else 2)
        | (0 if present.isdisjoint(SUIT_KINDS[2]) else 4)
    )
    if not terminal and not honor and (closed or rules.open_tanyao):
        yaku.append(yk.TANYAO)
    if suits in (1, 2, 4):
        yaku.append(yk.HONITSU if honor else yk.CHINITSU)
    if not simple:
        if not terminal:
            yakuman.append(yk.TSUUIISOU)
        elif not honor:
            yakuman.append(yk.CHINROUTOU)
        else:
            yaku.append(yk.HONROUTOU)
    if present <= GREEN:
        yakuman.append(yk.RYUUIISOU)
    if not parsed.melds and suits in (1, 2, 4) and not honor:
        nine = _chuuren(parsed.counts, parsed.win)
        if nine is not None:
            yakuman.append(yk.CHUUREN_9 if nine else yk.CHUUREN)
    return yaku, yakuman


def _chi_wait(start: int, win: int) -> Wait:
    """The wait a run had before the winning tile: 1-2 waiting on 3 and 8-9 on 7 are edges."""
    if win == start + 1:
        return Wait.CLOSED
    rank = start % 9
    if (win == start + 2 and rank == 0) or (win == start and rank == 6):
        return Wait.EDGE
    return Wait.OPEN


def _chuuren(counts: list[int], win: int) -> bool | None:
    """None unless the hand is 1112345678999 plus one tile of the suit; True when it waited on nine tiles."""
    base = next(k for k in range(27) if counts[k]) // 9 * 9
    suit = counts[base : base + 9]
    if suit[0] < 3 or suit[8] < 3 or any(c < 1 for c in suit):
        return None
    extra = [c - (3 if i in (0, 8) else 1) for i, c in enumerate(suit)]
    if sorted(extra) != [0, 0, 0, 0, 0, 0, 0, 0, 1]:
        return None
    return extra[win - base] == 1


def _set_yaku(
    all_chis: tuple[int, ...],
    closed_chis: tuple[int, ...],
    triplets: list[tuple[int, bool, bool]],
    pair: int,
    closed: bool,
    seat_kind: int,
    round_kind: int,
) -> tuple[list[yk.Yaku], list[yk.Yaku]]:
    """The yaku and yakuman that depend on how the hand splits into sets (not on the winning tile)."""
    yaku: list[yk.Yaku] = []
    yakuman: list[yk.Yaku] = []
    pon_kinds: set[int] = set()
    if triplets:
        dragons = winds = kans = 0
        for kind, _concealed, kan in triplets:
            pon_kinds.add(kind)
            if kan:
                kans += 1
            if kind >= HAKU:
                dragons += 1
                yaku.append(_DRAGON_YAKU[kind])
            elif kind >= EAST:
                winds += 1
                if kind == seat_kind:
                    yaku.append(yk.SEAT_WIND)
                if kind == round_kind:
                    yaku.append(yk.ROUND_WIND)
        if dragons == 3:
            yakuman.append(yk.DAISANGEN)
        elif dragons == 2 and pair >= HAKU:
            yaku.append(yk.SHOUSANGEN)
        if winds == 4:
            yakuman.append(yk.DAISUUSHII)
        elif winds == 3 and EAST <= pair <= NORTH:
            yakuman.append(yk.SHOUSUUSHII)
        if kans == 4:
            yakuman.append(yk.SUUKANTSU)
        elif kans == 3:
            yaku.append(yk.SANKANTSU)
        for start in pon_kinds:
            if start < 9 and start + 9 in pon_kinds and start + 18 in pon_kinds:
                yaku.append(yk.SANSHOKU_DOUKOU)
                break
    if not all_chis:
        yaku.append(yk.TOITOI)
        return yaku, yakuman
    chi_set = set(all_chis)
    if len(chi_set) >= 3:
        for base in (0, 9, 18):
            if base in chi_set and base + 3 in chi_set and base + 6 in chi_set:
                yaku.append(yk.ITTSUU)
                break
        for start in chi_set:
            if start < 9 and start + 9 in chi_set and start + 18 in chi_set:
                yaku.append(yk.SANSHOKU)
                break
    if closed and len(chi_set) < len(closed_chis):
        doubles = 0
        for start in chi_set:
            doubles += closed_chis.count(start) // 2
        yaku.append(yk.RYANPEIKOU if doubles >= 2 else yk.IIPEIKOU)
    # Chanta / junchan: every set and the pair hold a terminal or an honour, with at least one run.
    if (
        IS_TERMINAL_OR_HONOR[pair]
        and all(c % 9 in (0, 6) for c in all_chis)
        and all(IS_TERMINAL_OR_HONOR[k] for k in pon_kinds)
    ):
        has_honor = IS_HONOR[pair] or any(IS_HONOR[k] for k in pon_kinds)
        yaku.append(yk.CHANTA if has_honor else yk.JUNCHAN)
    return yaku, yakuman
