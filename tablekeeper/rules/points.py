"""Han and fu to points: base points, limit hands, and the payments of a ron or a tsumo.

Seeds 001 and 003: base = fu x 2^(2 + han), capped at a mangan (2,000); limits at 5 / 6-7 / 8-10 / 11+ han;
a yakuman is 8,000 base (times the count where several add up). A ron pays 4 x base (6 x for the dealer);
a tsumo 1 x base from each non-dealer and 2 x from the dealer (2 x from everyone for the dealer); every
payment is rounded up to 100. Honba add 300 to a ron and 100 per payer to a tsumo.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.ruleset import FULL_TABLE, AbsentShare, RuleSet
from tablekeeper.words import QT_TR_NOOP, Points

MANGAN_BASE = 2_000
YAKUMAN_BASE = 8_000
SEVEN_PAIRS_FU = 25
MAX_FU = 110
"""The most fu a hand of 1 or 2 han can have (seed 003's table stops there); above, the hand is a mangan
at 3 han 70 fu or 4 han 40 fu anyway."""
MAX_FU_ANY_HAND = 170
"""Four closed kans of terminals or honours, a double-wind pair, a pair wait, a closed ron."""
MAX_YAKUMAN = 8
MAX_HAN = 200
"""Far above any real hand (even eight yakuman at 13 han each under aotenjou): a guard against typing slips."""


class Limit(StrEnum):
    """The named limit hands."""

    MANGAN = "mangan"
    HANEMAN = "haneman"
    BAIMAN = "baiman"
    SANBAIMAN = "sanbaiman"
    COUNTED_YAKUMAN = "counted_yakuman"
    YAKUMAN = "yakuman"


@dataclass(frozen=True, slots=True)
class HandPoints:
    """What a hand is worth before it is split into payments."""

    han: int | None
    fu: int | None
    yakuman: int
    """How many yakuman the hand counts (a counted yakuman counts one); 0 for an ordinary hand."""
    base_points: int
    limit: Limit | None


@dataclass(frozen=True, slots=True)
class Payments:
    """Who pays what to a winner, honba included.

    A ron has only ``discarder``. A non-dealer's tsumo has ``dealer`` (paid by the dealer) and
    ``non_dealer`` (paid by each of the other non-dealers: two at a table of four, one at a table of three). A
    dealer's tsumo has only ``non_dealer``.
    """

    discarder: int | None = None
    dealer: int | None = None
    non_dealer: int | None = None
    players: int = FULL_TABLE
    """The seats at the table: everyone but the winner pays a tsumo (at a table of three, tsumo loss leaves the
    absent player's share unpaid, or split into the two payments)."""

    @property
    def total(self) -> int:
        """Everything the winner receives (before riichi deposits)."""
        if self.discarder is not None:
            return self.discarder
        payers = self.players - 1
        if self.dealer is not None:
            return self.dealer + (payers - 1) * (self.non_dealer or 0)
        return payers * (self.non_dealer or 0)

    def as_dict(self) -> dict[str, int]:
        """Only the payers that exist, in the form of `tablekeeper score --json`."""
        pairs = (("discarder", self.discarder), ("dealer", self.dealer), ("non_dealer", self.non_dealer))
        return {name: value for name, value in pairs if value is not None}


def round_up_100(points: int) -> int:
    """Payments are always rounded up to the next hundred (seed 001: 960 pays 1,000).

    >>> round_up_100(960), round_up_100(1000), round_up_100(7680)
    (1000, 1000, 7700)
    """
    return -(-points // 100) * 100


def validate_han_fu(han: int, fu: int | None, *, tsumo: bool, rules: RuleSet) -> None:  # noqa: C901 - one check per sentence
    """Raise :class:`InvalidHanFu` with a sentence when no winning hand can have this han and fu.

    The impossible pairs are the empty cells of seed 003's points table: a ron is never 20 fu, 25 fu is
    seven pairs (2 han; 3 han by tsumo), 1 han 20 fu would be pinfu without menzen tsumo, and a 1-han
    tsumo never reaches 110 fu.
    """
    if isinstance(han, bool) or not isinstance(han, int):
        raise InvalidHanFu(QT_TR_NOOP("Han is a whole number, not {value}."), value=repr(han))
    if han < 1:
        raise InvalidHanFu(QT_TR_NOOP("A winning hand has at least 1 han: with 0 han it cannot win."))
    if han > MAX_HAN:
        raise InvalidHanFu(QT_TR_NOOP("No hand reaches {han} han."), han=Points(han))
    fu_matters = han < 5 or rules.aotenjou
    if fu is None:
        if fu_matters:
            raise InvalidHanFu(QT_TR_NOOP("A hand of {han} han needs its fu to be scored."), han=Points(han))
        return
    if isinstance(fu, bool) or not isinstance(fu, int):
        raise InvalidHanFu(QT_TR_NOOP("Fu is a whole number, not {value}."), value=repr(fu))
    if fu < 20:
        raise InvalidHanFu(
            QT_TR_NOOP("Every winning hand has at least 20 fu, so {fu} fu is impossible."), fu=Points(fu)
        )
    if fu != SEVEN_PAIRS_FU and fu % 10:
        raise InvalidHanFu(
            QT_TR_NOOP(
                "Fu are rounded up to a multiple of 10 ({fu} fu count as {rounded}); only seven pairs stays at 25."
            ),
            fu=Points(fu),
            rounded=Points(round_up_10(fu)),
        )
    if fu > MAX_FU_ANY_HAND:
        raise InvalidHanFu(
            QT_TR_NOOP("No hand reaches {fu} fu; the most any hand can have is {most}."),
            fu=Points(fu),
            most=Points(MAX_FU_ANY_HAND),
        )
    if not fu_matters:
        return  # a limit hand: its fu, however many, change nothing
    if han <= 2 and fu > MAX_FU:
        raise InvalidHanFu(
            QT_TR_NOOP("No hand of {han} han reaches {fu} fu; the most is {most}."),
            han=Points(han),
            fu=Points(fu),
            most=Points(MAX_FU),
        )
    if fu == SEVEN_PAIRS_FU:
        if han < 2:
            raise InvalidHanFu(
                QT_TR_NOOP("25 fu is seven pairs, which is worth 2 han on its own: 1 han 25 fu cannot happen.")
            )
        if tsumo and han < 3:
            raise InvalidHanFu(QT_TR_NOOP("Seven pairs by tsumo is at least 3 han (seven pairs and menzen tsumo)."))
    if fu == 20:
        if not tsumo:
            raise InvalidHanFu(
                QT_TR_NOOP(
                    "A ron is never 20 fu: a closed ron earns 10 fu more, and an open hand with no fu counts 30."
                )
            )
        if han < 2:
            raise InvalidHanFu(
                QT_TR_NOOP("1 han 20 fu cannot happen: a 20-fu tsumo is pinfu with menzen tsumo, 2 han.")
            )
    if han == 1 and tsumo and fu > 100:
        raise InvalidHanFu(
            QT_TR_NOOP("A 1-han tsumo never reaches {fu} fu; 1 han 110 fu happens only on a ron."), fu=Points(fu)
        )


def round_up_10(fu: int) -> int:
    """Fu round up to ten (seed 000: 32 fu count as 40); seven pairs' 25 is never rounded."""
    if fu == SEVEN_PAIRS_FU:
        return fu
    return -(-fu // 10) * 10


HAND_POINTS_KEPT = 4_096
"""Values of hands :func:`hand_points` keeps: a game's hands are a few dozen han and fu, the same in every game (a
replay values every winner's hand). Past this many, those kept are forgotten."""

_HAND_POINTS: dict[tuple[int, int | None, bool, bool, bool, bool], HandPoints] = {}


def hand_points(han: int, fu: int | None, rules: RuleSet, *, tsumo: bool) -> HandPoints:
    """Base points and limit of an ordinary (non-yakuman) hand of ``han`` han and ``fu`` fu."""
    # Kept by what the value depends on, for plain whole numbers only (True and 1.0 equal 1 as keys, and are refused).
    plain = type(han) is int and (fu is None or type(fu) is int)
    key = (han, fu, tsumo, rules.aotenjou, rules.counted_yakuman, rules.kiriage_mangan)
    known = _HAND_POINTS.get(key) if plain else None
    if known is None:
        known = _hand_points(han, fu, rules, tsumo=tsumo)
        if plain:
            if len(_HAND_POINTS) >= HAND_POINTS_KEPT:
                _HAND_POINTS.clear()
            _HAND_POINTS[key] = known
    return known


def _hand_points(han: int, fu: int | None, rules: RuleSet, *, tsumo: bool) -> HandPoints:
    validate_han_fu(han, fu, tsumo=tsumo, rules=rules)
    if rules.aotenjou:
        assert fu is not None  # validate_han_fu requires fu under aotenjou
        return HandPoints(han, fu, 0, fu * 2 ** (2 + han), None)
    if han >= 13 and rules.counted_yakuman:
        return HandPoints(han, fu, 1, YAKUMAN_BASE, Limit.COUNTED_YAKUMAN)
    if han >= 11:
        return HandPoints(han, fu, 0, 3 * MANGAN_BASE, Limit.SANBAIMAN)
    if han >= 8:
        return HandPoints(han, fu, 0, 2 * MANGAN_BASE, Limit.BAIMAN)
    if han >= 6:
        return HandPoints(han, fu, 0, 3 * MANGAN_BASE // 2, Limit.HANEMAN)
    if han == 5:
        return HandPoints(han, fu, 0, MANGAN_BASE, Limit.MANGAN)
    assert fu is not None  # validate_han_fu requires fu below 5 han
    base = fu * 2 ** (2 + han)
    if base >= MANGAN_BASE or (rules.kiriage_mangan and base == 1_920):
        return HandPoints(han, fu, 0, MANGAN_BASE, Limit.MANGAN)
    return HandPoints(han, fu, 0, base, None)


def yakuman_points(count: int, rules: RuleSet, *, fu: int | None = None) -> HandPoints:
    """Base points of a hand with ``count`` yakuman (seed 001: 8,000 x the count where they add up).

    Under aotenjou a yakuman counts as 13 han (seed 001), so the hand's ``fu`` is needed.
    """
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise InvalidHanFu(QT_TR_NOOP("A yakuman hand counts at least one yakuman."))
    if count > MAX_YAKUMAN:
        raise InvalidHanFu(
            QT_TR_NOOP("No hand holds {count} yakuman; the most is {most}."), count=Points(count), most=MAX_YAKUMAN
        )
    if not rules.multiple_yakuman:
        count = 1
    if rules.aotenjou:
        if fu is None:
            raise InvalidHanFu(QT_TR_NOOP("Under aotenjou a yakuman counts as 13 han, so the hand's fu are needed."))
        validate_han_fu(13 * count, fu, tsumo=True, rules=rules)
        return HandPoints(13 * count, fu, count, fu * 2 ** (2 + 13 * count), Limit.YAKUMAN)
    return HandPoints(None, None, count, YAKUMAN_BASE * count, Limit.YAKUMAN)


def ron_payment(base_points: int, *, dealer: bool) -> int:
    """What the discarder pays for a hand, without honba."""
    return round_up_100(base_points * (6 if dealer else 4))


def tsumo_payments(base_points: int, *, dealer: bool) -> tuple[int, int]:
    """(what the dealer pays, what each non-dealer pays) for a tsumo, without honba.

    For a dealer's tsumo the first value is 0: there is no other dealer to pay.
    """
    if dealer:
        return 0, round_up_100(2 * base_points)
    return round_up_100(2 * base_points), round_up_100(base_points)


def table_tsumo_payments(base_points: int, rules: RuleSet, *, dealer: bool) -> tuple[int, int]:
    """(what the dealer pays, what each non-dealer pays) for a tsumo at the rule set's table, without honba.

    A table of three pays as four would, less the absent player's share (tsumo loss); under ``AbsentShare.SPLIT``
    that share is split between the payers, each part rounded up to 100. The absent player is never the dealer:
    their share is a non-dealer's."""
    from_dealer, from_other = tsumo_payments(base_points, dealer=dealer)
    absent = FULL_TABLE - rules.players
    if not absent or rules.absent_share is AbsentShare.LOST:
        return from_dealer, from_other
    payers = rules.players - 1
    extra = round_up_100(-(-from_other * absent // payers))
    return (from_dealer + extra if from_dealer else 0), from_other + extra


def payments(points: HandPoints, rules: RuleSet, *, dealer: bool, tsumo: bool, honba: int = 0) -> Payments:
    """The payments for a hand, honba included (300 per honba on a ron, 100 per payer on a tsumo)."""
    if isinstance(honba, bool) or not isinstance(honba, int) or honba < 0:
        raise InvalidHanFu(QT_TR_NOOP("The honba count is a whole number from 0 up, not {value}."), value=repr(honba))
    if not tsumo:
        return Payments(discarder=ron_payment(points.base_points, dealer=dealer) + honba * rules.honba_ron)
    from_dealer, from_non_dealer = table_tsumo_payments(points.base_points, rules, dealer=dealer)
    extra = honba * rules.honba_tsumo
    if dealer:
        return Payments(non_dealer=from_non_dealer + extra, players=rules.players)
    return Payments(dealer=from_dealer + extra, non_dealer=from_non_dealer + extra, players=rules.players)
