"""Fu (minipoints) of a winning hand, as a breakdown a player can read line by line (seeds 000 and 003).

Base 20 (25 for seven pairs, which gets nothing else); +10 for a closed ron; triplets and kans by the
table (open simple triplet 2, doubled for terminals or honours, doubled when concealed, x4 for a kan);
+2 for a pair of dragons, of the seat wind or of the round wind (a pair of the wind that is both counts
the rule set's ``double_wind_pair_fu``); +2 for an edge, closed or pair wait; +2 for a tsumo except with
pinfu; +2 for an open hand that has no fu at all (open pinfu). The total is rounded up to ten.
"""

from __future__ import annotations

from enum import StrEnum

from tablekeeper.rules.hand.tiles import EAST, HAKU, IS_TERMINAL_OR_HONOR, tile_label
from tablekeeper.rules.ruleset import RuleSet

FuLine = tuple[str, int]


class Wait(StrEnum):
    """Which shape the winning tile completed."""

    OPEN = "two-sided"
    EDGE = "edge"
    CLOSED = "closed"
    PAIR = "pair"
    TRIPLET = "triplet"
    """A triplet completed from two pairs (shanpon): no wait fu, but a ron makes the triplet open."""


BASE = 20
SEVEN_PAIRS = 25
CLOSED_RON = 10
WAIT_FU = 2
TSUMO_FU = 2
OPEN_PINFU_FU = 2


def triplet_fu(kind: int, concealed: bool, kan: bool) -> int:
    """Seed 003's table: 2 / 4 / 8 / 16 for a simple triplet, doubled for terminals and honours."""
    fu = 4 if IS_TERMINAL_OR_HONOR[kind] else 2
    if concealed:
        fu *= 2
    if kan:
        fu *= 4
    return fu


def triplet_line(kind: int, concealed: bool, kan: bool) -> FuLine:
    what = "kan" if kan else "triplet"
    state = "Concealed" if concealed else "Open"
    return f"{state} {what} of {tile_label(kind)}", triplet_fu(kind, concealed, kan)


_BOTH = (False, True)
_TRIPLET_LINES = {
    (k, hidden, kan): triplet_line(k, hidden, kan) for k in range(34) for hidden in _BOTH for kan in _BOTH
}
"""Every triplet's and kan's fu line, written once: the best reading of every hand lists its sets."""
TRIPLET_FU = {key: fu for key, (_, fu) in _TRIPLET_LINES.items()}
"""The fu of every triplet and kan under its (kind, concealed, kan): read for each declared meld, without a call."""


def pair_fu(kind: int, seat_kind: int, round_kind: int, rules: RuleSet) -> int:
    """2 for a pair of dragons, of the seat wind or of the round wind; the rule set's value for both winds."""
    if kind >= HAKU:
        return 2
    if kind == seat_kind:
        return rules.double_wind_pair_fu if kind == round_kind else 2
    return 2 if kind == round_kind else 0


def pair_line(kind: int, seat_kind: int, round_kind: int, rules: RuleSet) -> FuLine | None:
    """The fu of a pair of value, or None for a pair worth nothing."""
    if kind >= HAKU:
        return f"Pair of dragons ({tile_label(kind)})", 2
    seat = kind == seat_kind
    rnd = kind == round_kind
    if seat and rnd:
        return f"Pair of the seat and round wind ({tile_label(kind)})", rules.double_wind_pair_fu
    if seat:
        return f"Pair of the seat wind ({tile_label(kind)})", 2
    if rnd:
        return f"Pair of the round wind ({tile_label(kind)})", 2
    return None


_WAIT_LINES: dict[Wait, FuLine] = {
    Wait.EDGE: ("Edge wait", WAIT_FU),
    Wait.CLOSED: ("Closed wait", WAIT_FU),
    Wait.PAIR: ("Pair wait", WAIT_FU),
}


def standard_fu(
    triplets: list[tuple[int, bool, bool]],
    pair: int,
    wait: Wait,
    *,
    closed: bool,
    tsumo: bool,
    pinfu: bool,
    seat_kind: int,
    round_kind: int,
    rules: RuleSet,
) -> list[FuLine]:
    """The fu lines of four sets and a pair; ``triplets`` are (kind, concealed, kan), the ron-completed one open."""
    if pinfu:
        return [("Base", BASE), ("Closed ron", CLOSED_RON)] if not tsumo else [("Base (pinfu tsumo)", BASE)]
    lines: list[FuLine] = [("Base", BASE), ("Closed ron", CLOSED_RON)] if closed and not tsumo else [("Base", BASE)]
    if triplets:  # (a comprehension is a call of its own in Python 3.11: skipped when there is none)
        lines += [_TRIPLET_LINES[triplet] for triplet in triplets]  # (kind, concealed, kan): the key of its line
    if pair >= EAST:  # (a pair of a suit is worth nothing: not asked)
        value = pair_line(pair, seat_kind, round_kind, rules)
        if value is not None:
            lines.append(value)
    wait_line = _WAIT_LINES.get(wait)
    if wait_line is not None:
        lines.append(wait_line)
    if tsumo:
        lines.append(("Tsumo", TSUMO_FU))
    elif not closed and len(lines) == 1:
        lines.append(("Open hand without fu (open pinfu)", OPEN_PINFU_FU))
    return lines


def count_fu(triplets: int, pair: int, wait: Wait, closed: bool, tsumo: bool, pinfu: bool) -> int:
    """The same rules as :func:`standard_fu`, as one number rounded up to ten, for readings only compared.

    ``triplets`` and ``pair`` are the fu of the triplets (the ron-completed one open) and of the pair.
    """
    if pinfu:
        return BASE if tsumo else BASE + CLOSED_RON
    total = triplets + pair + (WAIT_FU if wait in _WAIT_LINES else 0)
    if tsumo:
        total += BASE + TSUMO_FU
    elif closed:
        total += BASE + CLOSED_RON
    else:
        total = BASE + (total or OPEN_PINFU_FU)
    return _ROUNDED[total]


def seven_pairs_fu() -> list[FuLine]:
    return [("Seven pairs", SEVEN_PAIRS)]


def round_fu(total: int) -> int:
    """Rounded up to ten (seed 000: 32 fu count as 40); seven pairs' 25 stays."""
    return total if total == SEVEN_PAIRS else -(-total // 10) * 10


_MOST_FU = BASE + CLOSED_RON + 4 * triplet_fu(0, True, True) + 4 + WAIT_FU + TSUMO_FU
_ROUNDED = tuple(round_fu(total) for total in range(_MOST_FU + 1))
"""Each total of four sets and a pair, rounded: read by :func:`count_fu` for every reading (no call)."""
