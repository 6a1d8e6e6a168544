"""Helpers for the hand calculator's tests: score a hand under a preset in one call."""

from __future__ import annotations

from tablekeeper.rules.hand import HandInput, HandValue, calculate
from tablekeeper.rules.ruleset import RuleSet, preset


def score(tiles: str, win: str, rules: RuleSet | str = "club", **conditions) -> HandValue:
    """The value of a hand; ``conditions`` are HandInput fields (melds, tsumo, seat_wind, riichi...)."""
    if isinstance(rules, str):
        rules = preset(rules)
    return calculate(HandInput(tiles=tiles, win_tile=win, **conditions), rules)


def yaku_of(value: HandValue) -> dict[str, int]:
    """{key: han} of a scored hand; a yakuman's value is its yakuman count."""
    return {y.key: (y.yakuman if y.yakuman else y.han) for y in value.yaku}
