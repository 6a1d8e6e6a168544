"""How and where a hand was won: the conditions that cannot go together, the Norths set aside (kita) and the seat
that the rules and the table allow. The calculator checks every hand with these, and the yaku a winner calls with
:func:`check_conditions`."""

from __future__ import annotations

from typing import Protocol

from tablekeeper.rules.called_yaku import MAX_KITA
from tablekeeper.rules.hand.errors import BadTiles, ImpossibleConditions, TooManyCopies
from tablekeeper.rules.hand.hand_input import HandInput
from tablekeeper.rules.hand.tiles import BITS, BYTE, EAST, NORTH, TableTiles, tile_words
from tablekeeper.words import QT_TR_NOOP


def check_kita_and_seat(hand: HandInput, seen: int, table: TableTiles, kita_rule: bool) -> None:
    """Refuse Norths set aside that the rules or the tiles do not allow, and a seat the table does not have."""
    kita = hand.kita
    if isinstance(kita, bool) or not isinstance(kita, int) or not 0 <= kita <= MAX_KITA:
        raise BadTiles(
            QT_TR_NOOP("The Norths set aside (kita) are a whole number from 0 to {most}, not {value}."),
            most=MAX_KITA,
            value=repr(kita),
        )
    check_kita_rule(kita, kita_rule)
    norths = seen >> BITS * NORTH & BYTE
    if kita + norths > 4:
        raise TooManyCopies(
            QT_TR_NOOP(
                "There are only four North tiles: {kita} set aside and {count} in this hand, its melds and "
                "indicators make {total}."
            ),
            kita=kita,
            count=norths,
            total=kita + norths,
        )
    if hand.seat_wind >= table.players:  # type: ignore[operator] # (a Wind once built)
        raise ImpossibleConditions(
            QT_TR_NOOP("A table of {size} has no {wind} seat."),
            size=table.players,
            wind=tile_words(EAST + hand.seat_wind),  # type: ignore[operator]
        )


def check_kita_rule(kita: int, kita_rule: bool) -> None:
    """Refuse Norths set aside under rules that do not count them (``kita_rule``: the rule set's ``kita``)."""
    if kita and not kita_rule:
        raise ImpossibleConditions(
            QT_TR_NOOP("These rules count no North set aside (kita); take out the {count} entered."), count=kita
        )


class WinConditions(Protocol):
    """How a hand was won, as the conditions ticked say: a :class:`HandInput`, or the yaku a winner called."""

    # Read-only (properties): the frozen hands of both kinds can be given.
    @property
    def tsumo(self) -> bool: ...

    @property
    def riichi(self) -> bool: ...

    @property
    def double_riichi(self) -> bool: ...

    @property
    def ippatsu(self) -> bool: ...

    @property
    def haitei(self) -> bool: ...

    @property
    def houtei(self) -> bool: ...

    @property
    def rinshan(self) -> bool: ...

    @property
    def chankan(self) -> bool: ...

    @property
    def tenhou(self) -> bool: ...

    @property
    def chiihou(self) -> bool: ...

    @property
    def renhou(self) -> bool: ...

    @property
    def dealer(self) -> bool: ...


def check_conditions(hand: WinConditions, *, closed: bool, melded: bool, kan: bool | None) -> None:  # noqa: C901 - one check per sentence
    """Refuse conditions that cannot go together, or with the hand (open, with melds, with a kan: None when the
    kans are not known, as for the yaku a winner called); raises :class:`ImpossibleConditions` with a sentence."""

    def refuse(sentence: str, name: str | None = None) -> None:
        raise ImpossibleConditions(sentence) if name is None else ImpossibleConditions(sentence, name=name)

    if (hand.riichi or hand.double_riichi) and not closed:
        refuse(QT_TR_NOOP("Riichi needs a closed hand, but this hand has an open meld."))
    if hand.ippatsu and not (hand.riichi or hand.double_riichi):
        refuse(QT_TR_NOOP("Ippatsu is only possible after riichi."))
    if hand.chankan and hand.tsumo:
        refuse(QT_TR_NOOP("Chankan (robbing a kan) wins on another player's tile, so it is a ron, not a tsumo."))
    if hand.rinshan and not hand.tsumo:
        refuse(QT_TR_NOOP("Rinshan kaihou wins on the tile drawn after a kan, so it is a tsumo."))
    if hand.rinshan and kan is False:
        refuse(QT_TR_NOOP("Rinshan kaihou wins on the tile drawn after a kan, but this hand has no kan."))
    if hand.haitei and not hand.tsumo:
        refuse(QT_TR_NOOP("Haitei is a tsumo on the last tile of the wall; a ron on the last discard is houtei."))
    if hand.houtei and hand.tsumo:
        refuse(QT_TR_NOOP("Houtei is a ron on the last discard; a tsumo on the last tile is haitei."))
    if hand.haitei and hand.rinshan:
        refuse(QT_TR_NOOP("A hand cannot win on the last tile of the wall and on a replacement tile at once."))
    if hand.houtei and hand.chankan:
        refuse(QT_TR_NOOP("A hand cannot win on the last discard and by robbing a kan at once."))
    if not (hand.tenhou or hand.chiihou or hand.renhou):
        return
    for flag, name, dealer, tsumo in (
        (hand.tenhou, "Tenhou", True, True),
        (hand.chiihou, "Chiihou", False, True),
        (hand.renhou, "Renhou", False, False),
    ):
        if not flag:
            continue
        if dealer != hand.dealer:
            refuse(
                QT_TR_NOOP("{name} is won by the dealer (East).")
                if dealer
                else QT_TR_NOOP("{name} is won by a player who is not the dealer."),
                name=name,
            )
        if tsumo != hand.tsumo:
            refuse(QT_TR_NOOP("{name} is won by tsumo.") if tsumo else QT_TR_NOOP("{name} is won by ron."), name=name)
        if melded:
            refuse(QT_TR_NOOP("{name} is won before any meld is declared."), name=name)
