"""Benchmark: random seating of 16 players over 5 rounds and 32 over 8 (the aims: no pair meeting twice, in under
10 s), CPU and wall time and the quality found, for several seeds. Run as a script."""

from __future__ import annotations

import time

from tablekeeper.events.seating import quality, seat_random

CASES = ((16, 5), (32, 8), (16, 6), (24, 6))
SEEDS = range(5)


def main() -> None:
    for players, rounds in CASES:
        for seed in SEEDS:
            wall, cpu = time.perf_counter(), time.process_time()
            seating = seat_random(range(1, players + 1), rounds, seed=seed)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            found = quality(seating)
            print(
                f"{players} x {rounds} seed {seed}: {cpu:.2f} s CPU, {wall:.2f} s wall; repeats {found.repeats}, "
                f"most {found.most}, consecutive {found.consecutive}, wind spread {found.wind_spread}",
                flush=True,
            )


if __name__ == "__main__":
    main()
