"""The hand calculator: from the tiles and conditions of a winning hand to its yaku, han, fu and payments.

Every reading of the hand (each decomposition, and each set the winning tile may have completed) is scored,
and the one that pays most is kept (seed 000: "la possibilité offrant le plus grand score"). Points come
from :mod:`tablekeeper.rules.points` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tablekeeper.rules.hand import yaku as Y
from tablekeeper.rules.hand.decompose import PON, is_seven_pairs, is_thirteen_orphans, standard_decompositions
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
    TSUMO_FU,
    WAIT_FU,
    FuLine,
    Wait,
    pair_line,
    round_fu,
    seven_pairs_fu,
    standard_fu,
)
from tablekeeper.rules.hand.melds import Meld, MeldKind, ParsedMeld, check_meld
from tablekeeper.rules.hand.tiles import (
    CHUN,
    EAST,
    GREEN,
    HAKU,
    IS_HONOR,
    IS_SIMPLE,
    IS_TERMINAL_OR_HONOR,
    NORTH,
    Wind,
    dora_from_indicator,
    join_tiles,
    parse_tile,
    parse_tiles,
    tile_label,
    tile_name,
)
from tablekeeper.rules.points import HandPoints, Limit, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import RuleSet, Renhou

MAX_INDICATORS = 5
"""The first dora indicator and one per kan."""


@dataclass(frozen=True, slots=True)
class HandInput:
    """A winning hand as a player enters it.

    ``tiles`` are the concealed tiles, the winning tile included, in mpsz notation or as a list of tile
    codes ('5m', '0p', '7z'); ``melds`` are :class:`Meld` values or strings such as 'pon:777z'; ``dora`` and
    ``ura`` are the indicators (not the dora themselves), in the same notation as the tiles.
    """

    tiles: str
    win_tile: str
    melds: tuple[Meld, ...] = ()
    tsumo: bool = False
    seat_wind: Wind = Wind.EAST
    round_wind: Wind = Wind.EAST
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
    dora: str = ""
    ura: str = ""
    honba: int = 0

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
    dora_kinds: list[int] = field(default_factory=list)
    ura_kinds: list[int] = field(default_factory=list)
    closed: bool = True


def validate(hand: HandInput) -> ParsedHand:
    """Check a hand before scoring it; raises a :class:`~tablekeeper.rules.hand.errors.HandError` with a sentence."""
    kinds, reds = parse_tiles(hand.tiles)
    melds = [check_meld(m) for m in hand.melds]
    if len(melds) > 4:
        raise WrongTileCount(f"A hand has at most four declared melds, not {len(melds)}.")
    need = 14 - 3 * len(melds)
    if len(kinds) != need:
        if melds:
            s = "" if len(melds) == 1 else "s"
            raise WrongTileCount(
                f"With {len(melds)} meld{s} declared, a winning hand has {need} concealed tiles "
                f"(the winning tile included), not {len(kinds)}."
            )
        raise WrongTileCount(f"A winning hand has 14 tiles (the winning tile included), not {len(kinds)}.")
    win, _ = parse_tile(hand.win_tile)
    counts = [0] * 34
    for kind in kinds:
        counts[kind] += 1
    if not counts[win]:
        raise WinningTileMissing(
            f"The winning tile {tile_name(win)} is not among the concealed tiles; they must include it."
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
    dora_kinds, dora_red = parse_tiles(hand.dora)
    ura_kinds, ura_red = parse_tiles(hand.ura)
    if len(dora_kinds) > MAX_INDICATORS or len(ura_kinds) > MAX_INDICATORS:
        raise BadTiles(f"There are at most {MAX_INDICATORS} dora indicators (and as many ura): one, and one per kan.")
    if ura_kinds and not (hand.riichi or hand.double_riichi):
        raise ImpossibleConditions("Ura dora are only turned over for a hand won after riichi.")
    seen = all_counts[:]
    for kind in (*dora_kinds, *ura_kinds):
        seen[kind] += 1
    for kind, n in enumerate(seen):
        if n > 4:
            shown = "this hand and its indicators show" if n > all_counts[kind] else "this hand has"
            raise TooManyCopies(f"There are only four {tile_label(kind)} tiles: {shown} {n}.")
    all_red = [*red_kinds, *dora_red, *ura_red]
    for kind in set(all_red):
        if all_red.count(kind) > 1:
            raise TooManyCopies(f"There is only one red {tile_name(kind)}: this hand shows {all_red.count(kind)}.")
    _check_conditions(hand, melds, closed)
    return ParsedHand(counts, melds, win, all_counts, len(red_kinds), dora_kinds, ura_kinds, closed)


def _check_conditions(hand: HandInput, melds: list[ParsedMeld], closed: bool) -> None:
    def refuse(sentence: str) -> None:
        raise ImpossibleConditions(sentence)

    if (hand.riichi or hand.double_riichi) and not closed:
        refuse("Riichi needs a closed hand, but this hand has an open meld.")
    if hand.ippatsu and not (hand.riichi or hand.double_riichi):
        refuse("Ippatsu is only possible after riichi.")
    if hand.chankan and hand.tsumo:
        refuse("Chankan (robbing a kan) wins on another player's tile, so it is a ron, not a tsumo.")
    if hand.rinshan and not hand.tsumo:
        refuse("Rinshan kaihou wins on the tile drawn after a kan, so it is a tsumo.")
    if hand.rinshan and not any(m.kind.is_kan for m in melds):
        refuse("Rinshan kaihou wins on the tile drawn after a kan, but this hand has no kan.")
    if hand.haitei and not hand.tsumo:
        refuse("Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei.")
    if hand.houtei and hand.tsumo:
        refuse("Houtei is a ron on the last discard; a tsumo on the last tile is haitei.")
    if hand.haitei and hand.rinshan:
        refuse("A hand cannot win on the last tile of the wall and on a replacement tile at once.")
    if hand.houtei and hand.chankan:
        refuse("A hand cannot win on the last discard and by robbing a kan at once.")
    for flag, name, dealer, tsumo in (
        (hand.tenhou, "Tenhou", True, True),
        (hand.chiihou, "Chiihou", False, True),
        (hand.renhou, "Renhou", False, False),
    ):
        if not flag:
            continue
        if dealer != hand.dealer:
            refuse(f"{name} is won by {'the dealer (East)' if dealer else 'a player who is not the dealer'}.")
        if tsumo != hand.tsumo:
            refuse(f"{name} is won by {'tsumo' if tsumo else 'ron'}.")
        if melds:
            refuse(f"{name} is won before any meld is declared.")


def calculate(hand: HandInput, rules: RuleSet) -> HandValue:
    """The value of a winning hand under ``rules``; raises a sentence for bad input or a hand with no yaku."""
    parsed = validate(hand)
    return _score(hand, parsed, rules)


# --- scoring -------------------------------------------------------------------------------------------------

_DRAGON_YAKU = {HAKU: Y.HAKU, HAKU + 1: Y.HATSU, CHUN: Y.CHUN}


@dataclass(slots=True)
class _Reading:
    """One scored reading of the hand."""

    rank: tuple[int, int, int, int]
    yaku: list[Y.Yaku]
    han: int
    yakuman: int
    fu_lines: list[FuLine]
    fu: int
    points: HandPoints


def _score(hand: HandInput, parsed: ParsedHand, rules: RuleSet) -> HandValue:
    counts = parsed.counts
    all_counts = parsed.all_counts
    closed = parsed.closed
    tsumo = hand.tsumo
    win = parsed.win
    seat_kind = hand.seat_wind.kind
    round_kind = hand.round_wind.kind

    # Yaku of the conditions: the same in every reading.
    situ: list[Y.Yaku] = []
    situ_yakuman: list[Y.Yaku] = []
    if hand.double_riichi:
        situ.append(Y.DOUBLE_RIICHI)
    elif hand.riichi:
        situ.append(Y.RIICHI)
    if hand.ippatsu:
        situ.append(Y.IPPATSU)
    if tsumo and closed:
        situ.append(Y.MENZEN_TSUMO)
    if hand.haitei:
        situ.append(Y.HAITEI)
    if hand.houtei:
        situ.append(Y.HOUTEI)
    if hand.rinshan:
        situ.append(Y.RINSHAN)
    if hand.chankan:
        situ.append(Y.CHANKAN)
    if hand.renhou:
        if rules.renhou is Renhou.MANGAN:
            situ.append(Y.RENHOU)
        elif rules.renhou is Renhou.YAKUMAN:
            situ_yakuman.append(Y.RENHOU_YAKUMAN)
    if hand.tenhou:
        situ_yakuman.append(Y.TENHOU)
    if hand.chiihou:
        situ_yakuman.append(Y.CHIIHOU)

    # Yaku of the tiles alone: the same in every reading.
    tile_yaku: list[Y.Yaku] = []
    tile_yakuman: list[Y.Yaku] = []
    simple = terminal = honor = 0
    green = True
    suits = 0
    for kind in range(34):
        if not all_counts[kind]:
            continue
        if IS_SIMPLE[kind]:
            simple += 1
        elif IS_HONOR[kind]:
            honor += 1
        else:
            terminal += 1
        if kind < 27:
            suits |= 1 << (kind // 9)
        if kind not in GREEN:
            green = False
    if not terminal and not honor and (closed or rules.open_tanyao):
        tile_yaku.append(Y.TANYAO)
    if suits in (1, 2, 4):
        tile_yaku.append(Y.HONITSU if honor else Y.CHINITSU)
    all_terminal_honor = not simple
    if all_terminal_honor:
        if not terminal:
            tile_yakuman.append(Y.TSUUIISOU)
        elif not honor:
            tile_yakuman.append(Y.CHINROUTOU)
        else:
            tile_yaku.append(Y.HONROUTOU)
    if green:
        tile_yakuman.append(Y.RYUUIISOU)
    if not parsed.melds and suits in (1, 2, 4) and not honor:
        nine = _chuuren(counts, win)
        if nine is not None:
            tile_yakuman.append(Y.CHUUREN_9 if nine else Y.CHUUREN)

    dora = sum(all_counts[dora_from_indicator(k)] for k in parsed.dora_kinds)
    ura = sum(all_counts[dora_from_indicator(k)] for k in parsed.ura_kinds)
    aka = parsed.red if rules.red_fives else 0

    ctx = _Context(rules, tsumo, closed, hand.dealer, dora + ura + aka)
    best: _Reading | None = None
    any_reading = False

    if not parsed.melds and is_thirteen_orphans(counts):
        any_reading = True
        kokushi = Y.KOKUSHI_13 if counts[win] == 2 else Y.KOKUSHI
        lines: list[FuLine] = [("Base", BASE), ("Tsumo", TSUMO_FU) if tsumo else ("Closed ron", CLOSED_RON)]
        lines.append(("Pair wait", WAIT_FU))
        best = ctx.better(best, [kokushi, *situ_yakuman], lines)

    if not parsed.melds and is_seven_pairs(counts):
        any_reading = True
        yaku = [*situ, Y.CHIITOITSU, *tile_yaku]
        best = ctx.better(best, [*tile_yakuman, *situ_yakuman] or yaku, seven_pairs_fu())

    meld_chis: list[int] = []
    meld_triplets: list[tuple[int, bool, bool]] = []
    for meld in parsed.melds:
        if meld.kind is MeldKind.CHI:
            meld_chis.append(meld.first)
        else:
            meld_triplets.append((meld.first, meld.kind is MeldKind.ANKAN, meld.kind.is_kan))

    for pair, sets in standard_decompositions(counts):
        any_reading = True
        chis = [c for c in sets if c < PON]
        concealed_pons = [c - PON for c in sets if c >= PON]
        all_chis = chis + meld_chis
        triplets = [(k, True, False) for k in concealed_pons] + meld_triplets
        set_yaku, set_yakuman = _set_yaku(all_chis, chis, triplets, pair, closed, seat_kind, round_kind)
        yakuman_base = [*set_yakuman, *tile_yakuman, *situ_yakuman]
        ordinary = [*situ, *tile_yaku, *set_yaku]
        concealed_triplets = sum(1 for t in triplets if t[1])
        pair_value = pair_line(pair, seat_kind, round_kind, rules)
        all_chi_hand = len(all_chis) == 4
        # Each set the winning tile may have completed is one reading (seed 000: the highest scores).
        seen: set[int] = set()
        positions: list[tuple[int, Wait]] = []
        if pair == win:
            positions.append((-1, Wait.PAIR))
        for code in sets:
            if code in seen:
                continue
            if code >= PON:
                if code - PON == win:
                    seen.add(code)
                    positions.append((code, Wait.TRIPLET))
            elif code <= win <= code + 2:
                seen.add(code)
                positions.append((code, _chi_wait(code, win)))
        for code, wait in positions:
            ron_triplet = not tsumo and wait is Wait.TRIPLET
            hidden = concealed_triplets - 1 if ron_triplet else concealed_triplets
            pinfu = closed and all_chi_hand and pair_value is None and wait is Wait.OPEN
            if ron_triplet:
                shown = list(triplets)
                i = shown.index((win, True, False))
                shown[i] = (win, False, False)
            else:
                shown = triplets
            lines = standard_fu(shown, pair, wait, closed=closed, tsumo=tsumo, pinfu=pinfu, seat_kind=seat_kind,
                                round_kind=round_kind, rules=rules)  # fmt: skip
            if hidden == 4:
                yakuman = [Y.SUUANKOU_TANKI if wait is Wait.PAIR else Y.SUUANKOU, *yakuman_base]
            else:
                yakuman = yakuman_base
            if yakuman:
                best = ctx.better(best, yakuman, lines)
                continue
            yaku = ordinary
            if pinfu or hidden == 3:
                yaku = [*ordinary, Y.PINFU] if pinfu else [*ordinary, Y.SANANKOU]
            best = ctx.better(best, yaku, lines)

    if not any_reading:
        raise NotAWinningHand(
            "These tiles are not a winning hand: it needs four sets and a pair, seven pairs, or thirteen orphans."
        )
    if best is None:
        raise NoYaku("no yaku: this hand cannot win")
    dora_han = 0 if best.yakuman else dora + ura + aka
    listed = tuple(
        YakuValue(y.key, y.name, 0 if y.yakuman else y.han(closed), _yakuman_count(y, rules)) for y in best.yaku
    )
    return HandValue(
        yaku=_ordered(listed),
        dora=0 if best.yakuman else dora,
        ura_dora=0 if best.yakuman else ura,
        aka_dora=0 if best.yakuman else aka,
        fu_breakdown=tuple(best.fu_lines),
        fu=best.fu,
        han=best.han + dora_han if not best.yakuman else 0,
        yakuman=best.points.yakuman,
        points=best.points,
        payments=payments(best.points, rules, dealer=hand.dealer, tsumo=tsumo, honba=hand.honba),
        dealer=hand.dealer,
        tsumo=tsumo,
    )


_ORDER = {y.key: i for i, y in enumerate(Y.ALL_YAKU)}


def _ordered(values: tuple[YakuValue, ...]) -> tuple[YakuValue, ...]:
    return tuple(sorted(values, key=lambda v: _ORDER[v.key]))


def _yakuman_count(yaku: Y.Yaku, rules: RuleSet) -> int:
    if not yaku.yakuman:
        return 0
    return yaku.yakuman if rules.double_yakuman_variants else 1


@dataclass(slots=True)
class _Context:
    rules: RuleSet
    tsumo: bool
    closed: bool
    dealer: bool
    dora_han: int

    def better(self, best: _Reading | None, yaku: list[Y.Yaku], lines: list[FuLine]) -> _Reading | None:
        """The better of ``best`` and this reading (the one that pays most; on a tie a real yakuman, then han, fu)."""
        rules = self.rules
        fu = round_fu(sum(fu for _, fu in lines))
        count = 0
        han = 0
        for y in yaku:
            if y.yakuman:
                count += y.yakuman if rules.double_yakuman_variants else 1
            else:
                han += y.han_closed if self.closed else y.han_open
        if count:
            points = yakuman_points(count, rules, fu=fu if rules.aotenjou else None)
            rank = (points.base_points, 1, 13 * count, fu)
        elif han:
            total = han + self.dora_han
            points = hand_points(total, fu, rules, tsumo=self.tsumo)
            rank = (points.base_points, 0, total, fu)
        else:
            return best
        if best is not None and best.rank >= rank:
            return best
        return _Reading(rank, yaku, han, count, lines, fu, points)


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
    all_chis: Sequence[int],
    closed_chis: Sequence[int],
    triplets: Sequence[tuple[int, bool, bool]],
    pair: int,
    closed: bool,
    seat_kind: int,
    round_kind: int,
) -> tuple[list[Y.Yaku], list[Y.Yaku]]:
    """The yaku and yakuman that depend on how the hand splits into sets (not on the winning tile)."""
    yaku: list[Y.Yaku] = []
    yakuman: list[Y.Yaku] = []
    dragons = winds = kans = 0
    pon_kinds = set()
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
                yaku.append(Y.SEAT_WIND)
            if kind == round_kind:
                yaku.append(Y.ROUND_WIND)
    if dragons == 3:
        yakuman.append(Y.DAISANGEN)
    elif dragons == 2 and pair >= HAKU:
        yaku.append(Y.SHOUSANGEN)
    if winds == 4:
        yakuman.append(Y.DAISUUSHII)
    elif winds == 3 and EAST <= pair <= NORTH:
        yakuman.append(Y.SHOUSUUSHII)
    if kans == 4:
        yakuman.append(Y.SUUKANTSU)
    elif kans == 3:
        yaku.append(Y.SANKANTSU)
    if not all_chis:
        yaku.append(Y.TOITOI)
    else:
        chi_set = set(all_chis)
        for base in (0, 9, 18):
            if base in chi_set and base + 3 in chi_set and base + 6 in chi_set:
                yaku.append(Y.ITTSUU)
                break
        for start in chi_set:
            if start < 9 and start + 9 in chi_set and start + 18 in chi_set:
                yaku.append(Y.SANSHOKU)
                break
        if closed and len(closed_chis) >= 2:
            doubles = 0
            for start in set(closed_chis):
                doubles += closed_chis.count(start) // 2
            if doubles >= 2:
                yaku.append(Y.RYANPEIKOU)
            elif doubles == 1:
                yaku.append(Y.IIPEIKOU)
        # chanta / junchan: every set and the pair hold a terminal or an honour, with at least one run.
        if IS_TERMINAL_OR_HONOR[pair] and all(c % 9 in (0, 6) for c in all_chis):
            if all(IS_TERMINAL_OR_HONOR[k] for k in pon_kinds):
                has_honor = IS_HONOR[pair] or any(IS_HONOR[k] for k in pon_kinds)
                yaku.append(Y.CHANTA if has_honor else Y.JUNCHAN)
    for start in pon_kinds:
        if start < 9 and start + 9 in pon_kinds and start + 18 in pon_kinds:
            yaku.append(Y.SANSHOKU_DOUKOU)
            break
    return yaku, yakuman
