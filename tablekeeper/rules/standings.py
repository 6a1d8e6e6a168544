"""Final standings: places, uma and oka, end-of-game chombo penalties, and each player's +/- score.

The +/- score is a :class:`~fractions.Fraction` of game points (thousands of points): seed 001's player who
ends on 31,500 from 25,000 has ``Fraction(13, 2)``, shown "+6.5" by :func:`format_score`. A fraction keeps
it exact when a shared place splits an uma three ways.

Standings can be taken from any state, so a club that stops a game at a time limit gets them at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tablekeeper.rules.game import GameState
from tablekeeper.rules.placement import order, places
from tablekeeper.rules.ruleset import ChomboPenalty, FinalScoreRounding, LeftoverDeposits, RuleSet, TieBreak
from tablekeeper.rules.settlement import Reason, Settlement, Transfer, deltas

THOUSAND = 1_000


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's result at the end of a game."""

    seat: int
    place: int
    """1 to the number of players; under TieBreak.SHARE equal points share a place (1, 1, 3, 4)."""
    points: int
    """Final points, with the deposits left on the table given to first place."""
    bonus: Fraction
    """Uma, and oka for first place, in game points (shared places split them)."""
    penalty: Fraction
    """End-of-game chombo penalties, in game points (0 when chombo is paid at once)."""
    score: Fraction
    """The +/- score in game points: points against the return, bonus, penalty."""

    @property
    def penalty_change(self) -> Fraction:
        """The penalty as it changes the score, as the standings show it: -20 for a chombo of 20,000 (``penalty``
        is its size, taken off)."""
        return -self.penalty


def leftover_settlement(state: GameState, rules: RuleSet) -> Settlement:
    """Where the riichi sticks still on the table go when the game ends (to first place, by default)."""
    if not state.deposits or rules.leftover_deposits is LeftoverDeposits.LOST:
        return ()
    place = places(state.scores, rules.tie_break)
    firsts = [seat for seat in order(state.scores) if place[seat] == 1]
    share, extra = divmod(state.deposits, len(firsts))
    # An odd split goes to the earlier seat, as a tie would under the seat-order rule.
    return tuple(
        Transfer(None, seat, share + (extra if index == 0 else 0), Reason.DEPOSIT) for index, seat in enumerate(firsts)
    )


def final_points(state: GameState, rules: RuleSet) -> tuple[int, ...]:
    """Every seat's score once the leftover deposits are handed out."""
    if not state.deposits:
        return state.scores
    return tuple(map(int.__add__, state.scores, deltas(leftover_settlement(state, rules), state.players)))


def _round_to_thousand(points: int) -> int:
    """Thousands, halves away from zero (21,500 -> 22; -16,500 -> -17)."""
    whole, rest = divmod(abs(points), THOUSAND)
    rounded = whole + (rest >= THOUSAND // 2)
    return rounded if points >= 0 else -rounded


SHARES = 12
"""Every figure of :func:`standings` is first counted in whole 1/SHARES of a point: a place's uma shared among two,
three or four players divides it exactly. Whole numbers cost a fraction of what Fractions do (an export takes the
standings of every game); each figure is made a Fraction once, at the end."""


def _bonuses(points: tuple[int, ...], ranked: tuple[int, ...], rules: RuleSet) -> list[int]:
    """Uma, and oka for first place, of each seat in 1/SHARES of a point (shared places split them)."""
    by_index = list(rules.uma)
    by_index[0] += rules.oka
    count = len(points)
    bonus = [0] * count
    index = 0
    while index < count:
        end = index + 1
        if rules.tie_break is TieBreak.SHARE:
            while end < count and points[ranked[end]] == points[ranked[index]]:
                end += 1
        shared = sum(by_index[index:end]) * SHARES // (end - index)  # exact: SHARES is a multiple of 1 to 4
        for seat in ranked[index:end]:
            bonus[seat] = shared
        index = end
    return bonus


def standings(state: GameState, rules: RuleSet, *, so_far: bool = False) -> tuple[Standing, ...]:
    """The players from first to last (equal places in seat order).

    ``so_far``: where they stand while the game goes on, as the table shows them: each player's points in hand,
    and the riichi sticks on the table nobody's yet (first place takes them only when the game ends)."""
    points = state.scores if so_far else final_points(state, rules)
    # Places and uma come from the table before the leftover sticks: those go to first place alone, and the odd
    # point of a split (1,000 among three tied) must not part players who share first.
    place = places(state.scores, rules.tie_break)
    bonus = _bonuses(state.scores, order(state.scores), rules)
    back = rules.return_points
    # Each score is score[seat] / (SHARES x THOUSAND x parts[seat]) game points: first places sharing the rest of a
    # rounded game divide it among them.
    seats = range(state.players)
    score = [0] * state.players
    parts = [1] * state.players
    if rules.final_score_rounding is FinalScoreRounding.ROUND_TO_THOUSAND:
        firsts = [seat for seat in seats if place[seat] == 1]
        rest = 0
        for seat in seats:
            if place[seat] != 1:
                score[seat] = (_round_to_thousand(points[seat]) * THOUSAND - back) * SHARES + bonus[seat]
                rest -= score[seat]
        for seat in firsts:
            score[seat], parts[seat] = rest, len(firsts)
    else:
        for seat in seats:
            score[seat] = (points[seat] - back) * SHARES + bonus[seat]
    penalty = [0] * state.players
    if rules.chombo is ChomboPenalty.END_OF_GAME:
        penalty = [rules.chombo_points * state.chombos_of(seat) * SHARES for seat in seats]
    unit = SHARES * THOUSAND
    return tuple(
        Standing(
            seat,
            place[seat],
            points[seat],
            _fraction(bonus[seat], unit),
            _fraction(penalty[seat], unit),
            Fraction(score[seat] - penalty[seat] * parts[seat], unit * parts[seat]),
        )
        for seat in order(points)
    )


_FRACTIONS: dict[tuple[int, int], Fraction] = {}
"""The bonuses and penalties made Fractions: the same few values (a rule set's uma, no penalty) in every game."""


def _fraction(numerator: int, denominator: int) -> Fraction:
    known = _FRACTIONS.get((numerator, denominator))
    if known is None:
        if len(_FRACTIONS) >= 1_024:
            _FRACTIONS.clear()
        known = _FRACTIONS[numerator, denominator] = Fraction(numerator, denominator)
    return known


def format_score(score: Fraction) -> str:
    """'+6.5', '-17.0', '+0.0'; a third of a point shows as '+3.33'.

    >>> format_score(Fraction(13, 2)), format_score(Fraction(-17)), format_score(Fraction(0))
    ('+6.5', '-17.0', '+0.0')
    >>> format_score(Fraction(10, 3))
    '+3.33'
    """
    if score.denominator in (1, 2, 5, 10):
        return f"{float(score):+.1f}"
    return f"{float(score):+.2f}"


def score_number(score: Fraction) -> float:
    """A +/- score as a JSON number (game points; 6.5 for +6,500)."""
    return round(float(score), 4)
