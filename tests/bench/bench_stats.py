"""Benchmark (not a test): `tablekeeper stats` on 10,000 finished games whose figures were never kept (as after the
upgrade to schema 0004): the first run replays every game and keeps the figures, the next ones only read them.

Run: .venv/bin/python tests/bench/bench_stats.py
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_store import GAMES, build  # beside this file: run as a script
from sqlalchemy import text

from tablekeeper.store.database import open_database


def stats_seconds(path: Path) -> tuple[float, str]:
    """The wall time of one `tablekeeper stats` in a process of its own, and what it printed."""
    begin = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "stats", "--database-url", str(path)],
        capture_output=True,
        text=True,
        check=True,
    )
    return time.perf_counter() - begin, done.stdout


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        build(path)
        db = open_database(str(path))
        try:
            with db.writing() as session:  # every game ended early, before its figures were kept
                session.execute(text("UPDATE games SET closed = 1, ended = 1, finished_at = started_at"))
                session.execute(text("DELETE FROM seat_figures"))
        finally:
            db.close()
        outputs = []
        for run in ("first (replays, keeps)", "second", "third"):
            seconds, out = stats_seconds(path)
            outputs.append(out)
            print(f"stats on {GAMES:,} finished games, {run}: {seconds:.2f} s")
        assert outputs[0] == outputs[1] == outputs[2]
    return 0


if __name__ == "__main__":
    sys.exit(main())
