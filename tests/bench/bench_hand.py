"""Benchmark (not a test): our hand calculator and `mahjong`'s on the same 10,000 random winning hands.

Run: .venv/bin/python tests/bench/bench_hand.py [HANDS]. Both calculators get their inputs built beforehand
(ours a HandInput, theirs the 136-id arrays, melds and HandConfig); each timed run scores every hand once;
the two take turns for seven runs. It prints hands per second of each (the median of the CPU times, the
machine being shared, and beside it the best wall time) and the ratio of the two, CPU and wall; and first what
the first hand scored costs, before anything is kept (the rule set's yaku plan, the readings of each suit's
pattern, learnt as hands meet them), and how many patterns the runs kept.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.hand_calculating.hand import HandCalculator
from rules.hand.random_hands import random_hand

from tablekeeper.rules.hand import calculate, decompose
from tablekeeper.rules.hand.errors import NoYaku
from tablekeeper.rules.ruleset import preset


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rules = preset("tenhou")
    rng = random.Random(5)
    generated = [random_hand(rng) for _ in range(count)]
    ours = [g.to_input() for g in generated]
    theirs = [g.to_mahjong(rules) for g in generated]

    def run_ours(hands=ours) -> None:
        for hand in hands:
            try:
                calculate(hand, rules)
            except NoYaku:
                continue  # mahjong answers these too (with its no-yaku error); both are timed on them

    def run_theirs(hands=theirs) -> None:
        estimate = HandCalculator.estimate_hand_value
        for tiles, win, melds, dora, ura, config in hands:
            estimate(tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura)

    # The first hand of each, timed alone: what a player waits for before anything is kept.
    first = {}
    for name, run_one in (("tablekeeper", lambda: run_ours(ours[:1])), ("mahjong", lambda: run_theirs(theirs[:1]))):
        start = time.perf_counter()
        run_one()
        first[name] = (time.perf_counter() - start) * 1e3
    ours_ms, theirs_ms = first["tablekeeper"], first["mahjong"]
    print(f"first hand   {ours_ms:.2f} ms tablekeeper, {theirs_ms:.2f} ms mahjong (nothing kept yet)")

    # The two take turns, seven runs each: a busy machine slows both alike. CPU time is what the calculator
    # costs whatever else runs; the best wall time is what a quiet machine would show.
    runs = {"mahjong": run_theirs, "tablekeeper": run_ours}
    cpu: dict[str, list[float]] = {name: [] for name in runs}
    wall: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(7):
        for name, run in runs.items():
            seconds_cpu, seconds_wall = _timed(run)
            cpu[name].append(seconds_cpu)
            wall[name].append(seconds_wall)
    for name in runs:
        median_cpu, best_wall = statistics.median(cpu[name]), min(wall[name])
        print(
            f"{name:<12} {count / median_cpu:>10,.0f} hands/s CPU ({median_cpu * 1e6 / count:.1f} µs a hand), "
            f"{count / best_wall:>10,.0f} hands/s wall (best run)"
        )
    ratio_cpu = statistics.median(cpu["mahjong"]) / statistics.median(cpu["tablekeeper"])
    ratio_wall = min(wall["mahjong"]) / min(wall["tablekeeper"])
    print(f"ratio        {ratio_cpu:.2f}x CPU, {ratio_wall:.2f}x wall (tablekeeper / mahjong, hands per second)")
    kept = [len(cache) for cache in (*decompose._SUIT_CACHE, decompose._HONOR_CACHE)]
    print(
        f"patterns     {sum(kept):,} kept (man, pin, sou, honours: {', '.join(map(str, kept))}; at most "
        f"{decompose.MAX_PATTERNS:,} each)"
    )


def _timed(run) -> tuple[float, float]:
    """CPU and wall seconds of one run."""
    start_cpu, start_wall = time.process_time(), time.perf_counter()
    run()
    return time.process_time() - start_cpu, time.perf_counter() - start_wall


if __name__ == "__main__":
    main()
