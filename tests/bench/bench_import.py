"""Benchmark of `import-tenhou` (a script, not collected by pytest): every mjlog of the conformance set imported into
a new database through the service, beside its anchor measured in the same run: the same files read and replayed,
with the log's own figures checked, nothing stored. Wall and CPU time (the machine may be shared), median of the
rounds, and the ratio (aim: at most 2x reading and replaying).

A third row is the floor of the writes: the very statements an import issued, replayed through the bare sqlite3
driver into a new database, one connection and one transaction per batch of files as the store makes them
(connecting, BEGIN IMMEDIATE, COMMIT with a sync, and closing, which checkpoints the WAL). Reading and replaying
plus that floor is what no code above the driver can go under.

    .venv/bin/python tests/bench/bench_import.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tenhou_data import mjlog_files  # noqa: E402 - after the project's root is on the path

AIM_RATIO = 2.0


def read_and_replay(files: Sequence[Path]) -> int:
    """What an import does before it stores anything: each file read, each game replayed and checked."""
    from tablekeeper.importers.replay_check import check_replay
    from tablekeeper.importers.tenhou import read_tenhou_file
    from tablekeeper.rules.game import replay

    games = 0
    for path in files:
        for imported in read_tenhou_file(path):
            outcome = replay(imported.results, imported.rules)
            check_replay(imported, outcome.hands, outcome.state, list(imported.players))
            games += 1
    return games


def import_all(files: Sequence[Path]) -> int:
    """The same files imported into a new SQLite database by `import_tenhou_files`, as the command does."""
    from tablekeeper.service import Session

    with tempfile.TemporaryDirectory() as folder, Session.open(str(Path(folder) / "club.db")) as service:
        return sum(len(each.ids) for stored in service.transfer.import_tenhou_files(files) for each in stored)


Statement = tuple[str, object, bool]


def recorded_writes(files: Sequence[Path]) -> list[list[Statement]]:
    """The statements of each import transaction (text, parameters, executemany), as the driver received them."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine
    from sqlalchemy.engine.interfaces import ExecuteStyle

    from tablekeeper.store.engine import WRITE_OPTION

    transactions: list[list[Statement]] = [[]]

    def statement(connection: Any, _cursor: Any, text: str, parameters: Any, context: Any, _many: bool) -> None:
        if connection.get_execution_options().get(WRITE_OPTION) and not text.startswith("BEGIN"):
            # Many rows in one INSERT ... RETURNING (insertmanyvalues) are one execute of the driver, not executemany.
            many = context is not None and context.execute_style is ExecuteStyle.EXECUTEMANY
            transactions[-1].append((text, parameters, many))

    def commit(_connection: Any) -> None:
        transactions.append([])

    event.listen(Engine, "before_cursor_execute", statement)
    event.listen(Engine, "commit", commit)
    try:
        import_all(files)
    finally:
        event.remove(Engine, "before_cursor_execute", statement)
        event.remove(Engine, "commit", commit)
    return [each for each in transactions if any(text.startswith("INSERT INTO games") for text, _, _ in each)]


def bare_writes(transactions: Sequence[Sequence[Statement]]) -> float:
    """Those statements through the sqlite3 driver into a new database (made by the store: its schema)."""
    from tablekeeper.service import Session
    from tablekeeper.store.engine import BUSY_TIMEOUT_MS

    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "club.db")
        Session.open(path).close()  # the schema made by the store, as the import's database has it
        begin = time.process_time()
        for statements in transactions:
            connection = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_MS / 1000)
            for pragma in (f"busy_timeout = {BUSY_TIMEOUT_MS}", "journal_mode = WAL", "synchronous = FULL"):
                connection.execute(f"PRAGMA {pragma}")
            connection.execute("PRAGMA foreign_keys = ON")
            connection.execute("BEGIN IMMEDIATE")
            for text, parameters, many in statements:
                if many:
                    connection.executemany(text, parameters)  # type: ignore[arg-type]
                else:
                    connection.execute(text, parameters).fetchall()  # type: ignore[arg-type]
            connection.execute("COMMIT")
            connection.close()
        return time.process_time() - begin  # CPU seconds; the database's making is not part of it


def timed(action: Callable[[], int]) -> tuple[float, float, int]:
    wall, cpu = time.perf_counter(), time.process_time()
    count = action()
    return time.perf_counter() - wall, time.process_time() - cpu, count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    files = mjlog_files()
    import_all(files[:1])  # imports made once, outside the figures (a command pays them once too)
    transactions = recorded_writes(files)
    anchor: list[tuple[float, float, int]] = []
    measured: list[tuple[float, float, int]] = []
    floor: list[float] = []
    for _ in range(max(1, args.rounds)):  # in turns, so that a busy moment of the machine falls on all
        anchor.append(timed(lambda: read_and_replay(files)))
        measured.append(timed(lambda: import_all(files)))
        floor.append(bare_writes(transactions))
    median = statistics.median
    games = measured[0][2]
    print(f"import-tenhou of {len(files)} mjlog files ({games} games), median of {len(measured)} rounds")
    print(f"  {'':38}{'wall':>10}{'CPU':>10}")
    for name, runs in (("read and replayed, nothing stored", anchor), ("imported (stored)", measured)):
        print(f"  {name:38}{median(r[0] for r in runs):9.2f}s{median(r[1] for r in runs):9.2f}s")
    ratio = median(r[1] for r in measured) / median(r[1] for r in anchor)
    print(f"  ratio (CPU)                           {ratio:8.2f}x   (aim: at most {AIM_RATIO:g}x)")
    statements = sum(len(each) for each in transactions)
    print(f"  floor: {statements} statements, {len(transactions)} transactions, bare sqlite3: {median(floor):.2f}s CPU")
    bound = (median(r[1] for r in anchor) + median(floor)) / median(r[1] for r in anchor)
    print(f"  floor ratio (CPU): reading and replaying, then those writes {bound:5.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
