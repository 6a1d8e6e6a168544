"""The yaku and yakuman: one definition each, with its value in a closed and an open hand.

Values follow seed 003's table and the standard list. ``han_open`` is 0 for a yaku that needs a closed
hand. A yakuman has ``yakuman`` set (2 for the variants some rule sets count double) and no han.
"""

from __future__ import annotations

from dataclasses import dataclass


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


def _y(key: str, name: str, closed: int, opened: int) -> Yaku:
    return Yaku(key, name, closed, opened)


def _ym(key: str, name: str, count: int = 1) -> Yaku:
    return Yaku(key, name, 0, 0, count)


# Conditions of the win.
RIICHI = _y("riichi", "Riichi", 1, 0)
DOUBLE_RIICHI = _y("double_riichi", "Double riichi", 2, 0)
IPPATSU = _y("ippatsu", "Ippatsu", 1, 0)
MENZEN_TSUMO = _y("menzen_tsumo", "Menzen tsumo", 1, 0)
HAITEI = _y("haitei", "Haitei raoyue", 1, 1)
HOUTEI = _y("houtei", "Houtei raoyui", 1, 1)
RINSHAN = _y("rinshan", "Rinshan kaihou", 1, 1)
CHANKAN = _y("chankan", "Chankan", 1, 1)
RENHOU = _y("renhou", "Renhou", 5, 0)
"""Renhou as a mangan: 5 han that add to the hand's other yaku (as the `mahjong` library counts it)."""

# Sequences.
PINFU = _y("pinfu", "Pinfu", 1, 0)
IIPEIKOU = _y("iipeikou", "Iipeikou", 1, 0)
RYANPEIKOU = _y("ryanpeikou", "Ryanpeikou", 3, 0)
ITTSUU = _y("ittsuu", "Ittsuu", 2, 1)
SANSHOKU = _y("sanshoku_doujun", "Sanshoku doujun", 2, 1)

# Terminals and honours (seed 003).
TANYAO = _y("tanyao", "Tanyao", 1, 1)
HAKU = _y("yakuhai_haku", "Yakuhai: white dragon", 1, 1)
HATSU = _y("yakuhai_hatsu", "Yakuhai: green dragon", 1, 1)
CHUN = _y("yakuhai_chun", "Yakuhai: red dragon", 1, 1)
SEAT_WIND = _y("yakuhai_seat_wind", "Yakuhai: seat wind", 1, 1)
ROUND_WIND = _y("yakuhai_round_wind", "Yakuhai: round wind", 1, 1)
SHOUSANGEN = _y("shousangen", "Shousangen", 2, 2)
CHANTA = _y("chanta", "Chanta", 2, 1)
JUNCHAN = _y("junchan", "Junchan", 3, 2)
HONROUTOU = _y("honroutou", "Honroutou", 2, 2)

# Pairs, triplets and kans (seed 003).
CHIITOITSU = _y("chiitoitsu", "Chiitoitsu", 2, 0)
TOITOI = _y("toitoi", "Toitoi", 2, 2)
SANANKOU = _y("sanankou", "Sanankou", 2, 2)
SANSHOKU_DOUKOU = _y("sanshoku_doukou", "Sanshoku doukou", 2, 2)
SANKANTSU = _y("sankantsu", "Sankantsu", 2, 2)

# One suit.
HONITSU = _y("honitsu", "Honitsu", 3, 2)
CHINITSU = _y("chinitsu", "Chinitsu", 6, 5)

# Yakuman.
KOKUSHI = _ym("kokushi", "Kokushi musou")
KOKUSHI_13 = _ym("kokushi_13", "Kokushi musou, 13-sided wait", 2)
SUUANKOU = _ym("suuankou", "Suuankou")
SUUANKOU_TANKI = _ym("suuankou_tanki", "Suuankou, single wait", 2)
DAISANGEN = _ym("daisangen", "Daisangen")
SHOUSUUSHII = _ym("shousuushii", "Shousuushii")
DAISUUSHII = _ym("daisuushii", "Daisuushii")
TSUUIISOU = _ym("tsuuiisou", "Tsuuiisou")
CHINROUTOU = _ym("chinroutou", "Chinroutou")
RYUUIISOU = _ym("ryuuiisou", "Ryuuiisou")
CHUUREN = _ym("chuuren", "Chuuren poutou")
CHUUREN_9 = _ym("chuuren_9", "Chuuren poutou, 9-sided wait", 2)
SUUKANTSU = _ym("suukantsu", "Suukantsu")
TENHOU = _ym("tenhou", "Tenhou")
CHIIHOU = _ym("chiihou", "Chiihou")
RENHOU_YAKUMAN = _ym("renhou_yakuman", "Renhou")

ALL_YAKU: tuple[Yaku, ...] = (
    RIICHI, DOUBLE_RIICHI, IPPATSU, MENZEN_TSUMO, HAITEI, HOUTEI, RINSHAN, CHANKAN, RENHOU,
    PINFU, IIPEIKOU, RYANPEIKOU, ITTSUU, SANSHOKU,
    TANYAO, HAKU, HATSU, CHUN, SEAT_WIND, ROUND_WIND, SHOUSANGEN, CHANTA, JUNCHAN, HONROUTOU,
    CHIITOITSU, TOITOI, SANANKOU, SANSHOKU_DOUKOU, SANKANTSU, HONITSU, CHINITSU,
    KOKUSHI, KOKUSHI_13, SUUANKOU, SUUANKOU_TANKI, DAISANGEN, SHOUSUUSHII, DAISUUSHII, TSUUIISOU,
    CHINROUTOU, RYUUIISOU, CHUUREN, CHUUREN_9, SUUKANTSU, TENHOU, CHIIHOU, RENHOU_YAKUMAN,
)  # fmt: skip
BY_KEY: dict[str, Yaku] = {yaku.key: yaku for yaku in ALL_YAKU}
