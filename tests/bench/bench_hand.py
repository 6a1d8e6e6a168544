"""Benchmark (not a test): our hand calculator, `mahjong`'s and riichienv's on the same 10,000 random hands.

Run: .venv/bin/python tests/bench/bench_hand.py [HANDS]. The three calculators get their inputs built
beforehand (ours a HandInput, `mahjong` the 136-id arrays, melds and HandConfig, riichienv its 136-id lists,
melds and Conditions); each timed run scores every hand once; the three take turns for seven runs. It prints
first on how many hands the three agree (han, fu or yakuman count, payments: the comparisons of the two
differential tests, under the tenhou preset), then what the first hand scored costs, before anything is kept
(the rule set's yaku plan, the readings of each suit's pattern, learnt as hands meet them), then hands per
second of each (the median of the CPU times, the machine being shared, and beside it the best wall time) and
our ratio to each, CPU and wall; and how many patterns the runs kept.

Then the same for three players: as many random hands of the tiles of a table of three (no 2m-8m, no chi, Norths
set aside), under the tenhou-sanma preset, ours beside `mahjong`'s (``is_three_player``, ``num_nuki_dora``);
riichienv's calculator scores four-player hands only, so it sits this part out.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mahjong.hand_calculating.hand import HandCalculator
from riichienv._riichienv import HandEvaluator
from rules.hand.random_hands import random_hand
from rules.hand.test_against_mahjong import compare as compare_mahjong
from rules.hand.test_riichienv_agreement import compare as compare_riichienv

from tablekeeper.rules.hand import calculate, decompose
from tablekeeper.rules.hand.errors import NoYaku
from tablekeeper.rules.hand.tiles import table_tiles
from tablekeeper.rules.ruleset import preset


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    rules = preset("tenhou")
    rng = random.Random(5)
    generated = [random_hand(rng) for _ in range(count)]
    ours = [g.to_input() for g in generated]
    theirs = [g.to_mahjong(rules) for g in generated]
    rust = [g.to_riichienv() for g in generated]

    run_ours, run_theirs = _ours(ours, rules), _theirs(theirs)

    def run_rust(hands=rust) -> None:
        for tiles, melds, win, dora, ura, conditions in hands:
            HandEvaluator(tiles, melds).calc(win, dora, ura, conditions)

    # The first hand of each, timed alone: what a player waits for before anything is kept (so before the
    # agreement count, which scores every hand).
    runs = {"mahjong": run_theirs, "riichienv": run_rust, "tablekeeper": run_ours}
    inputs = {"mahjong": theirs, "riichienv": rust, "tablekeeper": ours}
    first = {}
    for name, run in runs.items():
        start = time.perf_counter()
        run(inputs[name][:1])
        first[name] = (time.perf_counter() - start) * 1e3

    # A speed is worth comparing only on hands scored alike: the comparisons of the two differential tests.
    differ_mahjong = [compare_mahjong(h, m, "tenhou") is not None for h, m in zip(ours, theirs, strict=True)]
    differ_riichienv = [compare_riichienv(h, r) is not None for h, r in zip(ours, rust, strict=True)]
    alike = sum(1 for m, r in zip(differ_mahjong, differ_riichienv, strict=True) if not m and not r)
    print(
        f"agreement    {alike:,} of {count:,} hands alike in all three (han, fu or yakuman, payments; tenhou "
        f"preset); {sum(differ_mahjong)} differ from mahjong, {sum(differ_riichienv)} from riichienv"
    )
    print(
        f"first hand   {first['tablekeeper']:.2f} ms tablekeeper, {first['mahjong']:.2f} ms mahjong, "
        f"{first['riichienv']:.2f} ms riichienv (nothing kept yet)"
    )

    _race(runs, count)
    kept = [len(cache) for cache in (*decompose._SUIT_CACHE, decompose._HONOR_CACHE)]
    print(
        f"patterns     {sum(kept):,} kept (man, pin, sou, honours: {', '.join(map(str, kept))}; at most "
        f"{decompose.MAX_PATTERNS:,} each)"
    )
    three_players(count)


def three_players(count: int) -> None:
    """Ours and `mahjong`'s on three-player hands, under tenhou-sanma."""
    rules = preset("tenhou-sanma")
    rng = random.Random(6)
    generated = [random_hand(rng, table_tiles(rules.players), kita=rules.kita) for _ in range(count)]
    ours = [g.to_input() for g in generated]
    theirs = [g.to_mahjong(rules) for g in generated]

    run_ours, run_theirs = _ours(ours, rules), _theirs(theirs)
    differ = sum(compare_mahjong(h, m, "tenhou-sanma") is not None for h, m in zip(ours, theirs, strict=True))
    with_kita = sum(g.kita > 0 for g in generated)
    print(
        f"three players  {count - differ:,} of {count:,} hands alike with mahjong (tenhou-sanma; {with_kita:,} "
        f"with Norths set aside)"
    )
    _race({"mahjong": run_theirs, "tablekeeper": run_ours}, count)


def _ours(ours, rules):
    """A run of our calculator over these hands, from the first: ``run(hands)`` scores those given instead."""

    def run_ours(hands=ours) -> None:
        for hand in hands:
            try:
                calculate(hand, rules)
            except NoYaku:
                continue  # the others answer these too (with their no-yaku results); all are timed on them

    return run_ours


def _theirs(theirs):
    """A run of `mahjong`'s calculator over these hands (its 136-id arrays, melds and HandConfig)."""

    def run_theirs(hands=theirs) -> None:
        estimate = HandCalculator.estimate_hand_value
        for tiles, win, melds, dora, ura, config in hands:
            estimate(tiles, win, melds=melds, dora_indicators=dora, config=config, ura_dora_indicators=ura)

    return run_theirs


def _race(runs, count: int) -> None:
    """The calculators take turns, seven runs each: a busy machine slows all alike. CPU time is what a calculator
    costs whatever else runs; the best wall time is what a quiet machine would show."""
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
    for other in (name for name in runs if name != "tablekeeper"):
        ratio_cpu = statistics.median(cpu[other]) / statistics.median(cpu["tablekeeper"])
        ratio_wall = min(wall[other]) / min(wall["tablekeeper"])
        print(f"ratio        {ratio_cpu:.2f}x CPU, {ratio_wall:.2f}x wall (tablekeeper / {other}, hands per second)")


def _timed(run) -> tuple[float, float]:
    """CPU and wall seconds of one run."""
    start_cpu, start_wall = time.process_time(), time.perf_counter()
    run()
    return time.process_time() - start_cpu, time.perf_counter() - start_wall


if __name__ == "__main__":
    main()
