"""Benchmark (not a test): our hand calculator and `mahjong`'s on the same 10,000 random winning hands.

Run: .venv/bin/python tests/bench/bench_hand.py [HANDS]. Both calculators get their inputs built beforehand
(ours a HandInput, theirs the 136-id arrays, melds and HandConfig); each timed run scores every hand once;
the two take turns for five runs and the best run of each is kept. It prints hands per second of each and the ratio.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.hand_calculating.hand import HandCalculator
from rules.hand.random_hands import random_hand

from tablekeeper.rules.hand import calculate
from tablekeeper.rules.hand.errors import NoYaku
from tablekeeper.rules.ruleset import preset


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rules = preset("tenhou")
    rng = random.Random(5)
    generated = [random_hand(rng) for _ in range(count)]
    ours = [g.to_input() for g in generated]
    theirs = [g.to_mahjong(rules) for g in generated]

    def run_ours() -> None:
        for hand in ours:
            try:
                calculate(hand, rules)
            except NoYaku:
                continue  # mahjong answers these too (with its no-yaku error); both are timed on them

    def run_theirs() -> None:
        estimate = HandCalculator.estimate_hand_value
        for tiles, win, melds, dora, ura, config in theirs:
            estimate(tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura)

    # The two take turns, five runs each, and each keeps its best: a busy machine slows both alike.
    runs = {"mahjong": run_theirs, "tablekeeper": run_ours}
    best = {name: float("inf") for name in runs}
    for _ in range(5):
        for name, run in runs.items():
            best[name] = min(best[name], _timed(run))
    results = {}
    for name, seconds in best.items():
        results[name] = count / seconds
        print(f"{name:<12} {count / seconds:>10,.0f} hands/s  ({seconds * 1e6 / count:.1f} µs a hand)")
    print(f"ratio        {results['tablekeeper'] / results['mahjong']:.2f}x (tablekeeper / mahjong)")


def _timed(run) -> float:
    start = time.perf_counter()
    run()
    return time.perf_counter() - start


if __name__ == "__main__":
    main()
