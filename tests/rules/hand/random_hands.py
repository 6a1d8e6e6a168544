"""Random winning hands (deterministic from a seed), and the same hand as `mahjong` and `riichienv` take it.

Used by the differential test and by the benchmark. The hands are built as four sets and a pair (some of
them declared as chi, pon, open, closed or added kans), seven pairs, or thirteen orphans, with red fives,
dora and ura indicators, and every condition a hand can be won under, consistent with each other. At a table of
three (a :class:`~tablekeeper.rules.hand.tiles.TableTiles` given) the hands hold only the tiles it plays, declare
no chi, sit in its seats, and may have Norths set aside (kita) where the rules count them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as MjMeld

# riichienv's Rust classes, not the Python wrappers of the same names in `riichienv.hand`: those rebuild the
# conditions on every call, and the benchmark times the calculator, not the wrapper.
from riichienv._riichienv import Conditions as RiConditions
from riichienv._riichienv import Meld as RiMeld
from riichienv._riichienv import MeldType as RiMeldType
from riichienv._riichienv import Wind as RiWind

from tablekeeper.rules.hand import HandInput, Meld, MeldKind
from tablekeeper.rules.hand.tiles import NORTH, TableTiles, table_tiles, tile_name
from tablekeeper.rules.ruleset import FULL_TABLE, Renhou, RuleSet

FIVES = (4, 13, 22)
TERMINALS_HONORS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)


@dataclass
class Tile:
    kind: int
    red: bool = False


@dataclass
class RandomHand:
    concealed: list[Tile]
    melds: list[tuple[MeldKind, list[Tile]]]
    win: int
    dora: list[Tile]
    ura: list[Tile]
    flags: dict[str, bool] = field(default_factory=dict)
    seat: int = 0
    round: int = 0
    honba: int = 0
    kita: int = 0

    def to_input(self) -> HandInput:
        return HandInput(
            tiles=[_code(t) for t in self.concealed],
            win_tile=tile_name(self.win),
            melds=tuple(Meld(kind, "".join(_code(t) for t in tiles)) for kind, tiles in self.melds),
            seat_wind=self.seat,
            round_wind=self.round,
            dora=[_code(t) for t in self.dora],
            ura=[_code(t) for t in self.ura],
            honba=self.honba,
            kita=self.kita,
            **self.flags,
        )

    def to_mahjong(self, rules: RuleSet) -> tuple[list[int], int, list[MjMeld], list[int], list[int], HandConfig]:
        """(tiles, win tile, melds, dora indicators, ura indicators, config) in the 136 numbering."""
        ids = self._ids()
        tiles = list(ids.concealed)
        melds = []
        for (kind, _), meld_ids in zip(self.melds, ids.melds, strict=True):
            tiles.extend(meld_ids)
            mj_type = {
                MeldKind.CHI: MjMeld.CHI,
                MeldKind.PON: MjMeld.PON,
                MeldKind.KAN: MjMeld.KAN,
                MeldKind.ANKAN: MjMeld.KAN,
                MeldKind.KAKAN: MjMeld.SHOUMINKAN,
            }[kind]
            melds.append(MjMeld(meld_type=mj_type, tiles=meld_ids, opened=kind is not MeldKind.ANKAN))
        f = self.flags
        options = OptionalRules(
            is_three_player=rules.players < FULL_TABLE,
            has_open_tanyao=rules.open_tanyao,
            has_aka_dora=rules.red_fives,
            has_double_yakuman=rules.double_yakuman_variants,
            kazoe_limit=HandConstants.KAZOE_LIMITED if rules.counted_yakuman else HandConstants.KAZOE_SANBAIMAN,
            kiriage=rules.kiriage_mangan,
            renhou_as_yakuman=rules.renhou is Renhou.YAKUMAN,
        )
        config = HandConfig(
            is_tsumo=f.get("tsumo", False),
            is_riichi=f.get("riichi", False) or f.get("double_riichi", False),
            is_ippatsu=f.get("ippatsu", False),
            is_rinshan=f.get("rinshan", False),
            is_chankan=f.get("chankan", False),
            is_haitei=f.get("haitei", False),
            is_houtei=f.get("houtei", False),
            is_daburu_riichi=f.get("double_riichi", False),
            is_tenhou=f.get("tenhou", False),
            is_chiihou=f.get("chiihou", False),
            is_renhou=f.get("renhou", False) and rules.renhou is not Renhou.NONE,
            player_wind=27 + self.seat,
            round_wind=27 + self.round,
            tsumi_number=self.honba,
            num_nuki_dora=self.kita,
            options=options,
        )
        return tiles, ids.win, melds, ids.dora, ids.ura, config

    def to_riichienv(self) -> RiichiArgs:
        """The arguments of riichienv's HandEvaluator and of its ``calc``, in the 136 numbering.

        riichienv takes no rule set when it scores a hand: it plays tenhou's rules (red fives, open tanyao,
        counted yakuman, no kiriage, no renhou), except that 13-wait kokushi, tanki suuankou, 9-wait chuuren and
        daisuushii always count double. A renhou is therefore given as a plain ron, as the tenhou preset scores it.
        """
        ids = self._ids()
        melds = [
            RiMeld(_RI_MELD[kind], meld_ids, kind is not MeldKind.ANKAN)
            for (kind, _), meld_ids in zip(self.melds, ids.melds, strict=True)
        ]
        f = self.flags
        conditions = RiConditions(
            tsumo=f.get("tsumo", False),
            riichi=f.get("riichi", False),
            double_riichi=f.get("double_riichi", False),
            ippatsu=f.get("ippatsu", False),
            haitei=f.get("haitei", False),
            houtei=f.get("houtei", False),
            rinshan=f.get("rinshan", False),
            chankan=f.get("chankan", False),
            tsumo_first_turn=f.get("tenhou", False) or f.get("chiihou", False),  # the seat tells which
            player_wind=_RI_WINDS[self.seat],
            round_wind=_RI_WINDS[self.round],
            honba=self.honba,
        )
        return RiichiArgs(sorted(ids.concealed), melds, ids.win, ids.dora, ids.ura, conditions)

    def _ids(self) -> _Ids:
        """Every tile as a 136 id: a red five is the first copy of its kind (both libraries' convention)."""
        used: dict[int, list[int]] = {}

        def tid(tile: Tile) -> int:
            ids = used.setdefault(tile.kind, [])
            if tile.red:
                choice = tile.kind * 4
            else:
                choice = next(tile.kind * 4 + j for j in (1, 2, 3, 0) if tile.kind * 4 + j not in ids)
            ids.append(choice)
            return choice

        concealed = [tid(t) for t in self.concealed]
        win = next(i for i, t in zip(concealed, self.concealed, strict=True) if t.kind == self.win)
        melds = [[tid(t) for t in meld_tiles] for _, meld_tiles in self.melds]
        dora = [tid(t) for t in self.dora]
        ura = [tid(t) for t in self.ura]
        return _Ids(concealed, win, melds, dora, ura)


class _Ids(NamedTuple):
    concealed: list[int]
    win: int
    melds: list[list[int]]
    dora: list[int]
    ura: list[int]


class RiichiArgs(NamedTuple):
    """A hand for riichienv: ``HandEvaluator(tiles, melds).calc(win, dora, ura, conditions)``."""

    tiles: list[int]
    """The concealed tiles, the winning tile included."""
    melds: list[RiMeld]
    win: int
    dora: list[int]
    ura: list[int]
    conditions: RiConditions


_RI_MELD = {
    MeldKind.CHI: RiMeldType.Chi,
    MeldKind.PON: RiMeldType.Pon,
    MeldKind.KAN: RiMeldType.Daiminkan,
    MeldKind.ANKAN: RiMeldType.Ankan,
    MeldKind.KAKAN: RiMeldType.Kakan,
}
_RI_WINDS = (RiWind.East, RiWind.South, RiWind.West, RiWind.North)


def _code(tile: Tile) -> str:
    return tile_name(tile.kind, tile.red)


class _Pool:
    def __init__(self, table: TableTiles) -> None:
        self.left = [4 if k in table.kinds else 0 for k in range(34)]

    def take(self, kinds: list[int]) -> bool:
        need: dict[int, int] = {}
        for k in kinds:
            need[k] = need.get(k, 0) + 1
        if any(self.left[k] < n for k, n in need.items()):
            return False
        for k, n in need.items():
            self.left[k] -= n
        return True


def _theme_kinds(rng: random.Random, table: TableTiles) -> list[int]:
    """:func:`_themes`' kinds that the table plays."""
    return [k for k in _themes(rng) if k in table.kinds]


def _themes(rng: random.Random) -> list[int]:
    """Kinds to draw sets from: biased towards one suit, terminals and honours, or simples to meet more yaku."""
    roll = rng.random()
    if roll < 0.2:
        suit = 9 * rng.randrange(3)
        return list(range(suit, suit + 9)) + ([] if rng.random() < 0.4 else list(range(27, 34)))
    if roll < 0.3:
        return list(TERMINALS_HONORS)
    if roll < 0.4:
        return [k for k in range(27) if k % 9 not in (0, 8)]
    if roll < 0.45:
        return [19, 20, 21, 23, 25, 32]
    if roll < 0.55:
        return list(range(27, 34)) + [rng.randrange(27) for _ in range(6)]
    return list(range(34))


FOUR_PLAYERS = table_tiles(FULL_TABLE)


def random_hand(rng: random.Random, table: TableTiles = FOUR_PLAYERS, kita: bool = False) -> RandomHand:
    """One random winning hand with consistent conditions, of the tiles ``table`` plays; with Norths set aside
    when ``kita`` (the rules count them)."""
    while True:
        hand = _try_hand(rng, table, kita)
        if hand is not None:
            return hand


def _try_hand(rng: random.Random, table: TableTiles, kita: bool) -> RandomHand | None:  # noqa: C901 - one draw per shape and condition, kept together so the odds read as one table
    pool = _Pool(table)
    shape = rng.random()
    melds: list[tuple[MeldKind, list[int]]] = []
    concealed: list[int] = []
    if shape < 0.03:
        extra = rng.choice(TERMINALS_HONORS)
        concealed = [*TERMINALS_HONORS, extra]
        if not pool.take(concealed):
            return None
    elif shape < 0.12:
        kinds = _theme_kinds(rng, table)
        chosen = rng.sample(sorted(set(kinds)), 7) if len(set(kinds)) >= 7 else rng.sample(sorted(table.kinds), 7)
        concealed = [k for k in chosen for _ in range(2)]
        if not pool.take(concealed):
            return None
    elif shape < 0.135:
        base = 9 * rng.randrange(3)
        concealed = [base + i for i in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [base + rng.randrange(9)]
        if not pool.take(concealed):  # (nine gates of man: 2m-8m, not at a table of three)
            return None
    else:
        kinds = _theme_kinds(rng, table)
        n_melds = rng.choices((0, 1, 2, 3, 4), weights=(40, 25, 18, 10, 7))[0]
        sets = _template(rng, pool)
        if sets is None:
            return None
        chi_share = rng.choice((0.55, 0.55, 0.9, 1.0))
        while len(sets) < 4:
            for _attempt in range(20):
                k = rng.choice(kinds)
                if k < 27 and k % 9 <= 6 and rng.random() < chi_share:
                    if pool.take([k, k + 1, k + 2]):
                        sets.append(("chi", k))
                        break
                elif pool.take([k, k, k]):
                    sets.append(("pon", k))
                    break
            else:
                return None
        for _attempt in range(20):
            pair = rng.choice(kinds)
            if pool.take([pair, pair]):
                break
        else:
            return None
        rng.shuffle(sets)
        suukantsu = n_melds == 4 and rng.random() < 0.1
        for i, (what, k) in enumerate(sets):
            if i < n_melds and (what != "chi" or table.chii):
                if what == "chi":
                    melds.append((MeldKind.CHI, [k, k + 1, k + 2]))
                else:
                    roll = rng.random()
                    if (roll < 0.35 or suukantsu) and pool.take([k]):
                        kind = rng.choice((MeldKind.KAN, MeldKind.ANKAN, MeldKind.KAKAN))
                        melds.append((kind, [k] * 4))
                    else:
                        melds.append((MeldKind.PON, [k] * 3))
            else:
                concealed.extend([k, k + 1, k + 2] if what == "chi" else [k, k, k])
        concealed.extend([pair, pair])
    rng.shuffle(concealed)
    win = rng.choice(concealed)

    closed = all(kind is MeldKind.ANKAN for kind, _ in melds)
    has_kan = any(kind in (MeldKind.KAN, MeldKind.ANKAN, MeldKind.KAKAN) for kind, _ in melds)
    seat = rng.randrange(table.players)
    flags: dict[str, bool] = {"tsumo": rng.random() < 0.5}
    tsumo = flags["tsumo"]
    if closed and rng.random() < 0.45:
        if rng.random() < 0.1:
            flags["double_riichi"] = True
        else:
            flags["riichi"] = True
        if rng.random() < 0.2:
            flags["ippatsu"] = True
    if tsumo:
        if has_kan and rng.random() < 0.1:
            flags["rinshan"] = True
        elif rng.random() < 0.05:
            flags["haitei"] = True
    else:
        if rng.random() < 0.05:
            flags["houtei"] = True
        elif rng.random() < 0.04:
            flags["chankan"] = True
    if not melds and rng.random() < 0.03:
        if tsumo:
            flags["tenhou" if seat == 0 else "chiihou"] = True
        elif seat != 0:
            flags["renhou"] = True

    n_dora = min(5, 1 + sum(1 for kind, _ in melds if kind.is_kan) + (1 if rng.random() < 0.1 else 0))
    dora = _indicators(rng, pool, n_dora)
    if dora is None:
        return None
    ura: list[int] = []
    if flags.get("riichi") or flags.get("double_riichi"):
        found = _indicators(rng, pool, n_dora)
        if found is None:
            return None
        ura = found
    set_aside = 0
    if kita and rng.random() < 0.4:
        set_aside = min(rng.choice((1, 1, 2, 2, 3, 4)), pool.left[NORTH])
        pool.take([NORTH] * set_aside)

    # Red fives: at most one per suit; when all four fives of a suit are out, one of them is the red one.
    hand_tiles = [Tile(k) for k in concealed]
    meld_tiles = [(kind, [Tile(k) for k in tiles]) for kind, tiles in melds]
    dora_tiles = [Tile(k) for k in dora]
    ura_tiles = [Tile(k) for k in ura]
    everything = hand_tiles + [t for _, ts in meld_tiles for t in ts] + dora_tiles + ura_tiles
    for five in FIVES:
        copies = [t for t in everything if t.kind == five]
        if copies and (len(copies) == 4 or rng.random() < 0.5):
            rng.choice(copies).red = True
    return RandomHand(
        concealed=hand_tiles,
        melds=meld_tiles,
        win=win,
        dora=dora_tiles,
        ura=ura_tiles,
        flags=flags,
        seat=seat,
        round=rng.randrange(4) if rng.random() < 0.2 else rng.randrange(2),
        honba=rng.choice((0, 0, 0, 1, 2, 5)),
        kita=set_aside,
    )


def _template(rng: random.Random, pool: _Pool) -> list[tuple[str, int]] | None:
    """Some sets laid out for a yaku that random draws rarely give (ittsuu, sanshoku, chanta...)."""
    roll = rng.random()
    if roll < 0.07:
        base = 9 * rng.randrange(3)
        sets = [("chi", base), ("chi", base + 3), ("chi", base + 6)]
    elif roll < 0.14:
        r = rng.randrange(7)
        sets = [("chi", r), ("chi", r + 9), ("chi", r + 18)]
    elif roll < 0.18:
        r = rng.randrange(9)
        sets = [("pon", r), ("pon", r + 9), ("pon", r + 18)]
    elif roll < 0.26:
        sets = [("chi", 9 * rng.randrange(3) + rng.choice((0, 6))) for _ in range(3)]
    elif roll < 0.30:
        k = 9 * rng.randrange(3) + rng.randrange(7)
        sets = [("chi", k), ("chi", k)]
    else:
        return []
    for what, k in sets:
        if not pool.take([k, k + 1, k + 2] if what == "chi" else [k, k, k]):
            return None
    return sets


def _indicators(rng: random.Random, pool: _Pool, n: int) -> list[int] | None:
    found: list[int] = []
    for _ in range(n):
        for _attempt in range(20):
            k = rng.randrange(34)
            if pool.take([k]):  # (a kind the table does not play has none left: drawn again)
                found.append(k)
                break
        else:
            return None
    return found
