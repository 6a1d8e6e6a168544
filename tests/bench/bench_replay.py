"""Benchmark: replaying the whole Tenhou conformance set (games per second). Run as a script, not by pytest.

.venv/bin/python tests/bench/bench_replay.py [rounds]
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tablekeeper.importers.tenhou import read_tenhou_file
from tablekeeper.rules.game import replay
from tablekeeper.rules.standings import standings
from tests.tenhou_data import DEFAULT, ENV_VAR


def main() -> int:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    folder = Path(os.environ.get(ENV_VAR, DEFAULT))
    if not folder.is_dir():
        print(f"The Tenhou games are not here ({folder}); set {ENV_VAR} to their folder.")
        return 1
    files = sorted(
        [*folder.glob("fastmaj/*.mjlog"), *folder.glob("mjx/mjlog/*.mjlog"), *folder.glob("mjx/json/*.json")]
    )
    started = time.perf_counter()
    games = [game for path in files for game in read_tenhou_file(path)]
    read_time = time.perf_counter() - started
    hands = sum(len(g.results) for g in games)
    print(
        f"{len(files)} files, {len(games)} games, {hands} hands; read and imported in {read_time:.3f} s "
        f"({len(games) / read_time:,.0f} games/s)"
    )
    timings = []
    for _ in range(rounds):
        started = time.perf_counter()
        for game in games:
            standings(replay(game.results, game.rules).state, game.rules)
        timings.append(time.perf_counter() - started)
    best, median = min(timings), statistics.median(timings)
    print(
        f"replay + standings of all {len(games)} games, {rounds} rounds: best {best * 1000:.1f} ms, "
        f"median {median * 1000:.1f} ms"
    )
    print(f"{len(games) / median:,.0f} games/s, {hands / median:,.0f} hands/s (median round)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
