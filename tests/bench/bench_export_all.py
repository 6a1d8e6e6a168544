"""Benchmark of `tablekeeper export --all` (not a test) beside a plain dump of the same database, in the same run.

The aim (issue 22): memory flat in the number of games, and the export's seconds per game at most twice the dump's,
so that 10,000 games take at most twice the dump's time.

- The dump: Python's ``sqlite3.Connection.iterdump()`` written line by line to a file, in a process of its own
  (Python started, the whole database dumped: what `export --all` is beside it). The issue's "3.5 s, 161 MB" for
  10,000 games does not say which dump it timed; iterdump is the dump of the language the export is written in, and
  the one compared here. The ``sqlite3`` program's ``.dump`` (C, about four times faster still) is shown beside it
  when it is installed, for reference.
- `export --all`: at 2,000 games, and at 5,000, the most a file may hold (MAX_GAMES). This benchmark's games (ten
  hands each) take about 7 kB each in the file, so 5,000 of them go past MAX_GAMES_FILE_BYTES (16 MiB) and the
  export refuses them, as it must: the time it takes to say so is shown. To time the rate itself, the export of
  5,000 and 10,000 games is also run with both limits lifted in that process ("no limit"): the same code, writing
  every game.

Each figure is the median of RUNS runs of a new process: wall seconds, CPU seconds (user and system, from the
kernel's count of the finished process: the machine has two cores, shared), and the peak resident memory the process
reports as it ends (VmHWM, Linux). Seconds per game are the whole run's (the process's start included) over the
games. Beside the code of this tree, the same runs by the code of an earlier commit (``--before``). Run:
.venv/bin/python tests/bench/bench_export_all.py [--before COMMIT] [--runs N] [--sizes GAMES ...]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_store  # the benchmark's siblings, not a package
from bench_cli_start import WHICH, _earlier_tree, _environment, _schema_for

ROOT = Path(__file__).resolve().parents[2]
BASE_COMMIT = "4e22ad9"
"""The commit before the export read its games in batches and laid out its JSON itself."""
DUMP_SIZES = (2_000, 5_000, 10_000)
EXPORT_SIZES = (2_000, 5_000)
UNLIMITED_SIZES = (5_000, 10_000)
AIM = 2.0
"""The export's seconds per game, at most this many times the dump's."""

PEAK = (
    "import atexit, re, sys\n"
    "def said():\n"
    "    with open('/proc/self/status') as status:\n"
    "        sys.stderr.write(re.search(r'VmHWM:.*', status.read()).group() + '\\n')\n"
    "atexit.register(said)\n"
)
"""Said by the timed process as it ends: its own peak resident memory (Linux). Not the kernel's ru_maxrss of the
children, which keeps the largest of them all."""
NO_LIMIT = (
    "import tablekeeper.importers.reading as reading\nreading.MAX_GAMES = reading.MAX_GAMES_FILE_BYTES = 10**10\n"
)
"""Lifts the file's limits in the timed process only (the rate of the export, past what a file may hold)."""
DUMP = (
    "import sqlite3, sys\n"
    "connection = sqlite3.connect(sys.argv[1])\n"
    "with open(sys.argv[2], 'w', encoding='utf-8') as out:\n"
    "    for line in connection.iterdump():\n"
    "        out.write(line + '\\n')\n"
)


@dataclass(frozen=True)
class Figures:
    wall: float
    cpu: float
    peak_mb: float
    status: int
    file_mb: float


def _timed(
    argv: list[str], output: Path, runs: int, environment: dict[str, str] | None = None, cwd: Path = ROOT
) -> Figures:
    """The median wall and CPU seconds of ``argv`` over ``runs`` new processes, its largest peak, its last status."""
    walls, cpus, peaks = [], [], []
    status = 0
    for _ in range(runs):
        output.unlink(missing_ok=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        begin = time.perf_counter()
        done = subprocess.run(argv, env=environment, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        walls.append(time.perf_counter() - begin)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        found = re.findall(rb"VmHWM:\s*(\d+) kB", done.stderr)
        peaks.append(int(found[-1]) / 1024 if found else float("nan"))
        status = done.returncode
    size = output.stat().st_size / 1e6 if output.exists() else 0.0
    return Figures(statistics.median(walls), statistics.median(cpus), max(peaks), status, size)


def _export(tree: Path, database: Path, output: Path, runs: int, *, limits: bool = True) -> Figures:
    script = WHICH.replace("sys.exit(", PEAK + ("" if limits else NO_LIMIT) + "sys.exit(", 1)
    argv = [sys.executable, "-c", script, "export", "--all", "--format", "json", "-o", str(output)]
    argv += ["--database-url", str(database)]
    return _timed(argv, output, runs, _environment(tree), tree)


def _dump(database: Path, output: Path, runs: int) -> Figures:
    return _timed([sys.executable, "-c", PEAK + DUMP, str(database), str(output)], output, runs)


def _program_dump(database: Path, output: Path, runs: int) -> Figures:
    """The sqlite3 program's .dump (its peak from the kernel: it says nothing as it ends)."""
    argv = ["sh", "-c", 'exec "$0" "$1" .dump > "$2"', "sqlite3", str(database), str(output)]
    figures = _timed(argv, output, runs)
    return Figures(figures.wall, figures.cpu, float("nan"), figures.status, figures.file_mb)


def _line(games: int, what: str, figures: Figures, dump: Figures | None) -> None:
    per_game = figures.wall / games * 1e6
    cpu_per_game = figures.cpu / games * 1e6
    ratio = ""
    if dump is not None and figures.status == 0:
        ratio = f"{figures.wall / dump.wall:5.2f}x {figures.cpu / dump.cpu:5.2f}x"
    print(
        f"{games:>7,}  {what:34}  {figures.wall:7.2f}  {figures.cpu:7.2f}  {per_game:7.0f}  {cpu_per_game:7.0f}  "
        f"{figures.peak_mb:7.0f}  {figures.status:>4}  {figures.file_mb:7.1f}  {ratio}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=BASE_COMMIT, metavar="COMMIT", help="the earlier code to compare with")
    parser.add_argument("--runs", type=int, default=3, help="processes timed for each figure (their median)")
    sizes = sorted(set(DUMP_SIZES) | set(EXPORT_SIZES) | set(UNLIMITED_SIZES))
    parser.add_argument(
        "--sizes", type=int, nargs="+", choices=sizes, default=sizes, metavar="GAMES", help=f"of {sizes}: these only"
    )
    args = parser.parse_args()
    program = shutil.which("sqlite3")
    with tempfile.TemporaryDirectory() as folder:
        trees = {"now": ROOT}
        earlier = _earlier_tree(args.before, Path(folder))
        if earlier is not None:
            trees[f"before ({args.before})"] = earlier
        print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.2f} at the start")
        print(
            f"{'games':>7}  {'what':34}  {'wall s':>7}  {'CPU s':>7}  {'µs/game':>7}  {'CPU µs':>7}  {'peak MB':>7}  "
            f"{'exit':>4}  {'file MB':>7}  wall, CPU against the dump"
        )
        for games in sorted(args.sizes):
            path = Path(folder) / f"bench-{games}.db"
            bench_store.GAMES = games
            bench_store.build(path)
            output = Path(folder) / f"out-{games}"
            dump = _dump(path, output, args.runs)
            _line(games, "dump (iterdump)", dump, None)
            if program is not None:
                _line(games, "dump (sqlite3 .dump, C)", _program_dump(path, output, args.runs), None)
            for name, tree in trees.items():
                database = path if tree == ROOT else _schema_for(tree, path)
                if games in EXPORT_SIZES:
                    _line(games, f"export --all, {name}", _export(tree, database, output, args.runs), dump)
                if games in UNLIMITED_SIZES:
                    figures = _export(tree, database, output, args.runs, limits=False)
                    _line(games, f"export, no limit, {name}", figures, dump)
            output.unlink(missing_ok=True)
    print(f"aim: the export's seconds per game at most {AIM:g}x the dump's (the ratios above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
