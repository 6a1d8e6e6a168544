"""A hand the calculator scored, as a win keeps it (:class:`~tablekeeper.rules.winning_tiles.WinningTiles`): the tiles
as the player entered them and the calculator's lines for them, so that a review shows why the hand scored."""

from __future__ import annotations

from tablekeeper.rules.hand.calculator import HandValue
from tablekeeper.rules.hand.hand_input import HandInput
from tablekeeper.rules.winning_tiles import CONDITIONS, FuLine, WinningTiles, YakuLine


def winning_tiles(hand: HandInput, value: HandValue) -> WinningTiles:
    """The tiles of a hand as entered and the calculator's lines for them (the dora counts are lines too)."""
    yaku = [YakuLine(y.name, y.han, y.yakuman) for y in value.yaku]
    # Named as the scoring dialog shows them: a review then reads the same lines the player saw.
    for name, count in (
        ("Dora", value.dora),
        ("Ura dora", value.ura_dora),
        ("Red fives", value.aka_dora),
        ("Kita", value.kita),
    ):
        if count:
            yaku.append(YakuLine(name, count))
    return WinningTiles(
        concealed=str(hand.tiles),
        win_tile=hand.win_tile,
        melds=tuple(str(m) for m in hand.melds),
        dora=str(hand.dora),
        ura=str(hand.ura),
        conditions=frozenset(c for c in CONDITIONS if getattr(hand, c)),
        yaku=tuple(yaku),
        fu=tuple(FuLine(name, fu) for name, fu in value.fu_breakdown),
        kita=hand.kita,
    )
