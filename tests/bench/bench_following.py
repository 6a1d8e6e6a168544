"""Benchmark of a table window following the other writers of its game (not a test): on a SQLite file, what the
window's question costs 4 times a second when nothing changed (two ``stat`` calls, no query), and what a change made
elsewhere costs before it is shown (the question, then the game read and replayed again), on a game of 40 hands.
Run: .venv/bin/python tests/bench/bench_following.py
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tablekeeper.rules.results import ExhaustiveDraw  # noqa: E402
from tablekeeper.service import Session  # noqa: E402

HANDS = 40
QUESTIONS = 5_000
CHANGES = 30


def main() -> None:
    dealer_tenpai = ExhaustiveDraw(frozenset({0}))  # the dealer keeps the deal: the game never ends
    with tempfile.TemporaryDirectory() as folder:
        url = str(Path(folder) / "club.db")
        with Session.open(url) as elsewhere, Session.open(url) as window:
            game = elsewhere.table.create_game(["Aki", "Ben", "Chie", "Dai"]).id
            for _ in range(HANDS):
                elsewhere.table.record(game, dealer_tenpai)
            shown = window.table.game(game).revision
            follower = window.follow_game(game)
            follower.check(shown)
            start = time.perf_counter()
            for _ in range(QUESTIONS):
                assert not follower.check(shown)
            quiet = (time.perf_counter() - start) / QUESTIONS
            arrivals = []
            for _ in range(CHANGES):
                elsewhere.table.record(game, dealer_tenpai)
                start = time.perf_counter()
                assert follower.check(shown)
                shown = window.table.game(game).revision
                arrivals.append(time.perf_counter() - start)
            follower.close()
    print(f"question, nothing new: {quiet * 1e6:.1f} µs")
    print(
        f"a change elsewhere, asked and read again ({HANDS}+ hands): median {statistics.median(arrivals) * 1e3:.1f} ms,"
        f" longest {max(arrivals) * 1e3:.1f} ms"
    )


if __name__ == "__main__":
    main()
