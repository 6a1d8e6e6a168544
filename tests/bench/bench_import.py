"""Benchmark of `import-tenhou` (a script, not collected by pytest): every mjlog of the conformance set imported into
a new database through the service, beside its anchor measured in the same run: the same files read and replayed,
with the log's own figures checked, nothing stored. Wall and CPU time (the machine may be shared), median of the
rounds, and the ratio (aim: at most 2x reading and replaying).

    .venv/bin/python tests/bench/bench_import.py [--rounds 5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tenhou_data import mjlog_files  # noqa: E402 - after the project's root is on the path

AIM_RATIO = 2.0


def read_and_replay(files: Sequence[Path]) -> int:
    """What an import does before it stores anything: each file read, each game replayed and checked."""
    from tablekeeper.importers.tenhou import check_replay, read_tenhou_file
    from tablekeeper.rules.game import replay

    games = 0
    for path in files:
        for imported in read_tenhou_file(path):
            outcome = replay(imported.results, imported.rules)
            check_replay(imported, outcome.hands, outcome.state, list(imported.players))
            games += 1
    return games


def import_all(files: Sequence[Path]) -> int:
    """The same files imported into a new SQLite database, one `import_tenhou` each (as the command does)."""
    from tablekeeper.service import TableSession

    with tempfile.TemporaryDirectory() as folder, TableSession.open(str(Path(folder) / "club.db")) as service:
        return sum(len(service.import_tenhou(path)) for path in files)


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
    anchor: list[tuple[float, float, int]] = []
    measured: list[tuple[float, float, int]] = []
    for _ in range(max(1, args.rounds)):  # in turns, so that a busy moment of the machine falls on both
        anchor.append(timed(lambda: read_and_replay(files)))
        measured.append(timed(lambda: import_all(files)))
    median = statistics.median
    games = measured[0][2]
    print(f"import-tenhou of {len(files)} mjlog files ({games} games), median of {len(measured)} rounds")
    print(f"  {'':38}{'wall':>10}{'CPU':>10}")
    for name, runs in (("read and replayed, nothing stored", anchor), ("imported (stored)", measured)):
        print(f"  {name:38}{median(r[0] for r in runs):9.2f}s{median(r[1] for r in runs):9.2f}s")
    ratio = median(r[1] for r in measured) / median(r[1] for r in anchor)
    print(f"  ratio (CPU)                           {ratio:8.2f}x   (aim: at most {AIM_RATIO:g}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
