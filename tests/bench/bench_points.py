"""Benchmark: payments for every valid (han, fu, dealer, tsumo, honba 0..5) combination. Run as a script."""

from __future__ import annotations

import statistics
import time

from tablekeeper.rules.errors import InvalidHanFu
from tablekeeper.rules.points import hand_points, payments
from tablekeeper.rules.ruleset import preset

FU_VALUES = [20, 25, *range(30, 111, 10)]


def all_payments(rules) -> int:
    count = 0
    for han in range(1, 14):
        for fu in FU_VALUES:
            for tsumo in (False, True):
                try:
                    hand = hand_points(han, fu, rules, tsumo=tsumo)
                except InvalidHanFu:
                    continue
                for dealer in (False, True):
                    for honba in range(6):
                        payments(hand, rules, dealer=dealer, tsumo=tsumo, honba=honba)
                        count += 1
    return count


def main() -> None:
    rules = preset("club")
    times = []
    for _ in range(20):
        start = time.perf_counter()
        count = all_payments(rules)
        times.append(time.perf_counter() - start)
    median = statistics.median(times)
    print(f"valid (han, fu, dealer, tsumo, honba 0..5) combinations: {count}")
    print(f"all of them: median {median * 1000:.2f} ms over {len(times)} runs ({count / median:,.0f} payments/s)")


if __name__ == "__main__":
    main()
