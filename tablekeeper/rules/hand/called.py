"""The value of a hand from the yaku its winner calls ("riichi, tsumo, pinfu, dora 1"), without its tiles.

The yaku are the calculator's (:mod:`tablekeeper.rules.hand.yaku`: their keys, names and han in a closed or an
open hand); the rule set says which of them a game has (:func:`~tablekeeper.rules.hand.yaku.plan`). The han are
the ticked yaku's plus the dora, red fives, ura dora and Norths set aside (kita) counted (seeds 000, 002); a
yakuman hand counts its yakuman only (seed 001). The fu are fixed where the yaku fix them (seed 000: seven pairs
25; pinfu, a hand without fu, 20 by tsumo and 30 by a closed ron) and asked otherwise.

What no hand can be is refused with a sentence (:class:`ImpossibleYaku`), as the seeds and the calculator's
definitions say: a closed-only yaku in an open hand (seed 003's empty open column), the conditions of the win
that cannot go together (the calculator's own checks), a yaku counted instead of another (the calculator's
``HIDDEN_BY``), seven pairs with a yaku of sets (seed 000: seven pairs is pairs only), pinfu with a yaku that
needs a triplet (seed 000: pinfu scores no fu, every triplet does), toitoi with a yaku that needs a run, tanyao
(all simples) with a yaku of terminals or honours (seed 003), ura dora without riichi (seeds 000, 002), red
fives under rules without them, dora without a yaku (seeds 000, 002: at least one yaku), and a yaku whose sets
the tiles of the table cannot lay (:func:`out_of_reach`: sanshoku doujun at a table of three).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from tablekeeper.errors import Phrase
from tablekeeper.rules.called_yaku import BadCalledYaku, CalledYaku
from tablekeeper.rules.hand import yaku as yk
from tablekeeper.rules.hand.calculator import YakuValue
from tablekeeper.rules.hand.conditions import check_conditions, check_kita_rule
from tablekeeper.rules.hand.errors import HandError, ImpossibleConditions, NoYaku
from tablekeeper.rules.hand.facts import Scope
from tablekeeper.rules.hand.tiles import TableTiles, table_tiles
from tablekeeper.rules.points import SEVEN_PAIRS_FU, HandPoints, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.words import QT_TR_NOOP

PINFU_TSUMO_FU = 20
PINFU_RON_FU = 30

_SCOPE = {d.yaku: d.scope for d in yk.REGISTRY}
_SETS = frozenset({Scope.DRAGONS, Scope.WINDS, Scope.TRIPLETS, Scope.TWIN_RUNS, Scope.RUNS, Scope.OUTSIDE,
                   Scope.WAIT_RUNS, Scope.WAIT_TRIPLETS})  # fmt: skip
"""The scopes of the yaku read from a split into sets: none is asked of seven pairs (the calculator)."""
_TRIPLET = frozenset({Scope.DRAGONS, Scope.WINDS, Scope.TRIPLETS, Scope.WAIT_TRIPLETS})
"""The scopes of the yaku that need a triplet or a kan."""
_RUN = frozenset({Scope.TWIN_RUNS, Scope.RUNS, Scope.OUTSIDE, Scope.WAIT_RUNS})
"""The scopes of the yaku that need a run (chanta and junchan too, as the calculator defines them)."""
_TERMINAL_OR_HONOUR = frozenset({Scope.DRAGONS, Scope.WINDS, Scope.OUTSIDE, Scope.NO_SIMPLES})
"""The scopes of the yaku that need terminals or honours (seed 003's section of them)."""
_CONDITION_OF = {
    "riichi": "riichi",
    "double_riichi": "double_riichi",
    "ippatsu": "ippatsu",
    "haitei": "haitei",
    "houtei": "houtei",
    "rinshan": "rinshan",
    "chankan": "chankan",
    "tenhou": "tenhou",
    "chiihou": "chiihou",
    "renhou": "renhou",
    "renhou_yakuman": "renhou",
}
"""The yaku that are a condition of the win, and the condition's name as the calculator checks it."""


class ImpossibleYaku(HandError):
    """Yaku that no hand has together, or with how it was won."""


_SUIT = (1 << 9) - 1


def _whole_suit(kinds: int) -> bool:
    """The nine kinds of one suit among these (a bit mask of kinds)."""
    return any(kinds >> start & _SUIT == _SUIT for start in (0, 9, 18))


_LAID: tuple[tuple[yk.Yaku, str, Callable[[int, int], bool]], ...] = (
    (yk.SANSHOKU, QT_TR_NOOP("the same run in each of the three suits"), lambda runs, _: yk.same_in_three_suits(runs)),
    (
        yk.SANSHOKU_DOUKOU,
        QT_TR_NOOP("the same triplet in each of the three suits"),
        lambda _, triplets: yk.same_in_three_suits(triplets),
    ),
    (yk.ITTSUU, QT_TR_NOOP("the runs 123, 456 and 789 of one suit"), lambda runs, _: yk.ittsuu_in(runs)),
    (yk.CHUUREN, QT_TR_NOOP("all nine tiles of one suit"), lambda _, kinds: _whole_suit(kinds)),
    (yk.CHUUREN_9, QT_TR_NOOP("all nine tiles of one suit"), lambda _, kinds: _whole_suit(kinds)),
)
"""The yaku made of sets named by their ranks across the suits or within one, what they need, and whether that can
be laid from the bit masks of the runs and of the triplets a table's tiles can make (the masks the yaku's own
tests read). Every other yaku reads the conditions of the win, the wait, honours, terminals, simples or how many
suits the hand holds, all of which every table plays (1m and 9m, the pins and the sous, every honour)."""


@cache
def out_of_reach(players: int) -> dict[yk.Yaku, str]:
    """The yaku no hand of the tiles a table of ``players`` plays can make, each with what it needs: at a table of
    three (no 2m-8m) no run of man exists, so no sanshoku doujun; 111m 111p 111s still makes sanshoku doukou."""
    table = table_tiles(players)
    runs = sum(1 << s for s in range(27) if s % 9 <= 6 and {s, s + 1, s + 2} <= table.kinds)
    triplets = sum(1 << k for k in table.kinds if k < 27)
    return {y: needs for y, needs, laid in _LAID if not laid(runs, triplets)}


def _check_table(ticked: list[yk.Yaku], table: TableTiles) -> None:
    reach = out_of_reach(table.players)
    for y in ticked:
        if y in reach:
            raise ImpossibleYaku(
                QT_TR_NOOP("{name} needs {needs}, which a table of {size} cannot lay: it plays without {left_out}."),
                name=_said(y),
                needs=Phrase(reach[y]),
                size=table.players,
                left_out=table.left_out_words(),
            )


@dataclass(frozen=True, slots=True)
class CalledHan:
    """What the called yaku are worth before the fu: the yaku counted, the han, the yakuman, the fixed fu."""

    yaku: tuple[YakuValue, ...]
    """The yaku counted, with their han (a yakuman hand: its yakuman only)."""
    han: int
    """Yaku and dora together; 0 for a yakuman hand."""
    yakuman: int
    fixed_fu: int | None
    """The fu the yaku fix (seven pairs, pinfu); None when they must be asked."""


@dataclass(frozen=True, slots=True)
class CalledValue:
    """The value of the called yaku: their han, the fu used, the points and payments."""

    han: CalledHan
    fu: int | None
    points: HandPoints
    payments: Payments


def rule_set_yaku(rules: RuleSet) -> tuple[yk.Yaku, ...]:
    """The yaku a game under ``rules`` has, in the calculator's order (kuitan and renhou as the rules say)."""
    had = {y for closed in (True, False) for scope in yk.plan(rules, closed) for y, _ in scope}
    if not rules.open_tanyao:
        had.add(yk.TANYAO)  # still a yaku of a closed hand
    reach = out_of_reach(rules.players)
    return tuple(y for y in yk.ALL_YAKU if y in had and y not in reach)


def possible_yaku(rules: RuleSet, *, closed: bool, tsumo: bool) -> tuple[yk.Yaku, ...]:
    """The yaku of the rule set a hand won so can have on its own (open or closed, tsumo or ron)."""
    open_tanyao = closed or rules.open_tanyao
    return tuple(
        y
        for y in rule_set_yaku(rules)
        if not (not closed and yk.needs_closed(y))
        and not (y is yk.TANYAO and not open_tanyao)
        and _way_of_winning_allows(y, tsumo)
    )


def _way_of_winning_allows(y: yk.Yaku, tsumo: bool) -> bool:
    if y is yk.MENZEN_TSUMO:
        return tsumo
    condition = _CONDITION_OF.get(y.key)
    if condition in ("haitei", "rinshan", "tenhou", "chiihou"):
        return tsumo
    if condition in ("houtei", "chankan", "renhou"):
        return not tsumo
    return True


def fixed_fu(called: CalledYaku, *, tsumo: bool) -> int | None:
    """The fu the called yaku fix (seed 000): seven pairs 25; pinfu 20 by tsumo, 30 by ron; else None."""
    if "chiitoitsu" in called.yaku:
        return SEVEN_PAIRS_FU
    if "pinfu" in called.yaku:
        return PINFU_TSUMO_FU if tsumo else PINFU_RON_FU
    return None


def called_han(called: CalledYaku, rules: RuleSet, *, tsumo: bool, dealer: bool) -> CalledHan:
    """The han of the called yaku; raises :class:`ImpossibleYaku` (or the calculator's sentence) when no hand
    has them so."""
    check_called(called, rules, tsumo=tsumo, dealer=dealer)
    ticked = [y for y in yk.ALL_YAKU if y.key in called.yaku]  # in the calculator's order
    yakuman = [y for y in ticked if y.yakuman]
    if yakuman:  # seed 001: the other yaku and the dora no longer count
        count = sum(y.yakuman for y in yakuman) if rules.double_yakuman_variants else len(yakuman)
        shown = tuple(YakuValue(y.key, y.name, 0, y.yakuman if rules.double_yakuman_variants else 1) for y in yakuman)
        return CalledHan(shown, 0, count, None)
    shown = tuple(YakuValue(y.key, y.name, y.han(called.closed)) for y in ticked)
    han = sum(y.han for y in shown) + called.dora + called.aka + called.ura + called.kita
    return CalledHan(shown, han, 0, fixed_fu(called, tsumo=tsumo))


def called_value(
    called: CalledYaku, rules: RuleSet, *, tsumo: bool, dealer: bool, honba: int = 0, fu: int | None = None
) -> CalledValue:
    """The value and payments of the called yaku, with ``fu`` where the yaku do not fix them; raises a sentence
    when the yaku are impossible or the fu are missing or impossible (:func:`~tablekeeper.rules.points.hand_points`)."""
    han = called_han(called, rules, tsumo=tsumo, dealer=dealer)
    used = han.fixed_fu if han.fixed_fu is not None else fu
    if han.yakuman:
        points = yakuman_points(han.yakuman, rules, fu=used if rules.aotenjou else None)
    else:
        points = hand_points(han.han, used if han.han < 5 or rules.aotenjou else None, rules, tsumo=tsumo)
    paid = payments(points, rules, dealer=dealer, tsumo=tsumo, honba=honba)
    return CalledValue(han, used, points, paid)


def check_recorded(
    called: CalledYaku, recorded: tuple[int | None, int | None, int], rules: RuleSet, *, tsumo: bool, dealer: bool
) -> None:
    """Refuse called yaku that are impossible, or not worth the ``recorded`` (han, fu, yakuman) of their win, or
    whose fixed fu are not the win's: what is stored must say why the hand scored what it did."""
    han, fu, yakuman = recorded
    value = called_han(called, rules, tsumo=tsumo, dealer=dealer)
    if value.yakuman:
        if yakuman != value.yakuman:
            raise ImpossibleYaku(
                QT_TR_NOOP("The yaku called make {count} yakuman, but the hand is recorded with {recorded}."),
                count=value.yakuman,
                recorded=yakuman,
            )
        return
    if yakuman or han != value.han:
        shown = (
            Phrase(QT_TR_NOOP("{count} yakuman"), {"count": yakuman})
            if yakuman
            else Phrase(QT_TR_NOOP("{han} han"), {"han": han})
        )
        raise ImpossibleYaku(
            QT_TR_NOOP("The yaku called are worth {han} han, but the hand is recorded at {recorded}."),
            han=value.han,
            recorded=shown,
        )
    if value.fixed_fu is not None and (value.han < 5 or rules.aotenjou) and fu != value.fixed_fu:
        raise ImpossibleYaku(
            QT_TR_NOOP("The yaku called fix the fu at {fu}, but the hand is recorded with {recorded} fu."),
            fu=value.fixed_fu,
            recorded=fu,
        )


@dataclass(frozen=True, slots=True)
class _Won:
    """The conditions of the win that the called yaku say, for the calculator's checks."""

    tsumo: bool
    dealer: bool
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False


def check_called(called: CalledYaku, rules: RuleSet, *, tsumo: bool, dealer: bool) -> None:
    """Refuse called yaku that no hand won so has (see the module's list), each with its sentence."""
    unknown = [key for key in called.yaku if key not in yk.BY_KEY]
    if unknown:
        raise BadCalledYaku(QT_TR_NOOP("There is no yaku called {name}."), name=unknown[0])
    ticked = [y for y in yk.ALL_YAKU if y.key in called.yaku]
    _check_table(ticked, table_tiles(rules.players))
    had = rule_set_yaku(rules)
    for y in ticked:
        if y not in had:
            raise ImpossibleYaku(QT_TR_NOOP("{name} is not a yaku under this game's rules."), name=_said(y))
        if not called.closed and (yk.needs_closed(y) or (y is yk.TANYAO and not rules.open_tanyao)):
            raise ImpossibleYaku(QT_TR_NOOP("{name} needs a closed hand, but this hand is open."), name=_said(y))
    if yk.MENZEN_TSUMO in ticked and not tsumo:
        raise ImpossibleYaku(QT_TR_NOOP("Menzen tsumo is a win by tsumo, but this hand is a ron."))
    flags = {_CONDITION_OF[y.key]: True for y in ticked if y.key in _CONDITION_OF}
    check_conditions(_Won(tsumo, dealer, **flags), closed=called.closed, melded=not called.closed, kan=None)
    if called.ura and not ({"riichi", "double_riichi"} & set(called.yaku)):
        raise ImpossibleConditions(QT_TR_NOOP("Ura dora are only turned over for a hand won after riichi."))
    if called.aka and not rules.red_fives:
        raise ImpossibleYaku(QT_TR_NOOP("This game's rules have no red fives."))
    check_kita_rule(called.kita, rules.kita)
    if not ticked:
        raise NoYaku(QT_TR_NOOP("Tick at least one yaku: dora alone do not make a hand win."))
    ordinary = [y for y in ticked if not y.yakuman]
    if len(ordinary) < len(ticked):
        return  # a yakuman hand counts its yakuman only: the other yaku ticked change nothing
    for hidden, hider in yk.HIDDEN_BY.items():
        if hidden in ticked and hider in ticked:
            raise ImpossibleYaku(
                QT_TR_NOOP("{hidden} is not counted with {hider}, which counts instead: tick only {hider}."),
                hidden=_said(hidden),
                hider=_said(hider),
            )
    _check_shapes(ordinary)


def _said(y: yk.Yaku) -> Phrase:
    """A yaku's name, worded with the refusal in the language where it is shown (the presenter's catalogue holds
    each calculator name)."""
    return Phrase(y.name)


def _check_shapes(ticked: list[yk.Yaku]) -> None:
    """Refuse two yaku whose hands have different shapes (seven pairs or sets, runs or triplets...)."""
    scopes = {y: _SCOPE[y] for y in ticked}
    for y, scope in scopes.items():
        if yk.CHIITOITSU in scopes and scope in _SETS:
            raise ImpossibleYaku(
                QT_TR_NOOP("Chiitoitsu is seven pairs, but {name} needs sets (runs or triplets): no hand has both."),
                name=_said(y),
            )
        if yk.PINFU in scopes and scope in _TRIPLET:
            raise ImpossibleYaku(
                QT_TR_NOOP(
                    "Pinfu is a hand without fu, but {name} needs a triplet, which scores fu: no hand has both."
                ),
                name=_said(y),
            )
        if yk.TOITOI in scopes and scope in _RUN:
            raise ImpossibleYaku(
                QT_TR_NOOP("Toitoi is four triplets, but {name} needs a run: no hand has both."), name=_said(y)
            )
        if yk.TANYAO in scopes and scope in _TERMINAL_OR_HONOUR:
            raise ImpossibleYaku(
                QT_TR_NOOP("Tanyao is all simples, but {name} needs terminals or honours: no hand has both."),
                name=_said(y),
            )


__all__ = [
    "CalledHan",
    "CalledValue",
    "ImpossibleYaku",
    "called_han",
    "called_value",
    "check_called",
    "check_recorded",
    "fixed_fu",
    "possible_yaku",
    "rule_set_yaku",
]
