"""Benchmark of a write's cost against its floor (a script, not collected by pytest; issue 22: "a record / an undo
at 500 hands ... ≤ 3x a raw durable SQLite commit").

Side by side, in turns, in one run, on one file in WAL mode with ``synchronous = FULL`` (as tablekeeper writes):

- a raw durable commit: one small INSERT and COMMIT on a connection kept open (the issue's anchor);
- the same commit on a connection opened for it and closed after it, with tablekeeper's PRAGMAs: the floor of a
  store that holds no connection between two writes (DESIGN.md: a window holds no lock, so that the command line
  and another window beside it can read and write the file, and a killed window leaves a whole file: the WAL is
  checkpointed when the last connection closes);
- the same again on a file of tablekeeper's schema: each new connection reads the schema first (its tables and
  indexes), a part of the floor that a file of one table does not show;
- ``Table.record`` of the 501st hand of a game (it follows the undo of the last run: the step it replaces,
  undone, is thrown away), of the 502nd (after a record: the usual case at the table), and ``undo`` of each.

Medians of wall and CPU time, and each one's ratio to the raw commit and to the floor. The game is loaded, then
Python's collections frozen, as the window does once a game is shown (``tablekeeper.ui.app.keep_long_lived``): a
full collection inside a write would otherwise scan the whole replayed game.

    .venv/bin/python tests/bench/bench_write_floor.py [--runs 200] [--hands 500]
"""

from __future__ import annotations

import argparse
import gc
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_table import game_hands, next_hands

from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session

PRAGMAS = ("PRAGMA busy_timeout = 5000", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL")


def timed(step: Callable[[], object]) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    step()
    return time.perf_counter() - wall, time.process_time() - cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--hands", type=int, default=500)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tablekeeper-floor-"))

    raw_path = folder / "raw.db"
    kept = sqlite3.connect(raw_path, isolation_level=None)
    for pragma in PRAGMAS:
        kept.execute(pragma)
    kept.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER, data TEXT)")

    def raw_commit() -> None:
        kept.execute("BEGIN IMMEDIATE")
        kept.execute("INSERT INTO t (game, data) VALUES (1, 'a hand of about this size, as JSON')")
        kept.execute("COMMIT")

    floor_path = folder / "floor.db"
    sqlite3.connect(floor_path).execute("CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER, data TEXT)").close()

    schema_path = folder / "schema.db"
    Session.open(str(schema_path)).close()  # tablekeeper's tables, indexes and migrations' mark
    sqlite3.connect(schema_path).execute("CREATE TABLE t (id INTEGER PRIMARY KEY, game INTEGER, data TEXT)").close()

    def floor_commit(path: Path) -> None:
        own = sqlite3.connect(path, isolation_level=None)
        for pragma in PRAGMAS:
            own.execute(pragma)
        own.execute("PRAGMA foreign_keys = ON")
        own.execute("BEGIN IMMEDIATE")
        own.execute("INSERT INTO t (game, data) VALUES (1, 'a hand of about this size, as JSON')")
        own.execute("COMMIT")
        own.close()

    session = Session.open(str(folder / "club.db"))
    game = session.table.create_game(["Aki", "Ben", "Chie", "Dai"], RuleSet(rounds=4)).id  # as bench_table: 500 hands
    for hand in game_hands(args.hands):
        session.table.record(game, hand)
    next_hand, after_it = next_hands(args.hands, 2)
    gc.collect()
    gc.freeze()

    names = ("raw", "floor", "schema", "record", "record_next", "undo")
    figures: dict[str, list[tuple[float, float]]] = {name: [] for name in names}
    for _ in range(args.runs):
        figures["raw"].append(timed(raw_commit))
        figures["floor"].append(timed(lambda: floor_commit(floor_path)))
        figures["schema"].append(timed(lambda: floor_commit(schema_path)))
        figures["record"].append(timed(lambda: session.table.record(game, next_hand)))
        figures["record_next"].append(timed(lambda: session.table.record(game, after_it)))
        figures["undo"].append(timed(lambda: session.table.undo(game)))
        figures["undo"].append(timed(lambda: session.table.undo(game)))
    session.close()
    kept.close()

    def median(name: str, part: int) -> float:
        return statistics.median(f[part] for f in figures[name])

    raw, floor = median("raw", 0), median("floor", 0)
    raw_cpu, floor_cpu = median("raw", 1), median("floor", 1)
    print(f"a write at {args.hands} hands (median of {args.runs}, ms; wall | CPU), WAL, synchronous = FULL:")
    labels = {
        "raw": "raw durable commit, connection kept",
        "floor": "the same, connection opened and closed",
        "schema": "the same, on a file of tablekeeper's schema",
        "record": "Table.record, after an undo",
        "record_next": "Table.record, after a record",
        "undo": "Table.undo",
    }
    for name, label in labels.items():
        wall, cpu = median(name, 0), median(name, 1)
        print(
            f"  {label:44}{wall * 1000:7.2f}  {wall / raw:5.2f}x raw  {wall / floor:5.2f}x floor"
            f" | {cpu * 1000:7.2f}  {cpu / raw_cpu:5.2f}x raw  {cpu / floor_cpu:5.2f}x floor"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
