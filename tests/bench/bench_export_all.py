"""Benchmark of `tablekeeper export --all` (not a test): time and peak memory at 2,000 and 10,000 games.

Each run is a new process writing the many-game file to a temporary folder (the median of 3 runs); its peak
resident memory is the one it reports as it ends (VmHWM, Linux). At 10,000 games the export is refused (more than
a file may hold): the figure says how soon. Beside the code of this tree, the same runs by the code of an earlier commit
(``--before``, default the commit before the export was written a game at a time). Run:
.venv/bin/python tests/bench/bench_export_all.py
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench_store  # the benchmark's siblings, not a package
from bench_cli_start import WHICH, _earlier_tree, _environment, _schema_for

ROOT = Path(__file__).resolve().parents[2]
BASE_COMMIT = "9d98850"
"""The commit before the export of many games was counted first and written a game at a time."""
SIZES = (2_000, 10_000)


PEAK = (
    "import atexit, re\n"
    "def said():\n"
    "    with open('/proc/self/status') as status:\n"
    "        sys.stderr.write(re.search(r'VmHWM:.*', status.read()).group() + '\\n')\n"
    "atexit.register(said)\n"
)
"""Said by the timed process as it ends: its own peak resident memory (Linux). Not the kernel's ru_maxrss from
wait4, which counts the memory of this process, that started it, before it became `tablekeeper`."""
RUNS = 3


def _run(tree: Path, database: Path, output: Path) -> tuple[float, float, int]:
    """Median seconds, peak resident megabytes and exit status of `export --all` by the code of ``tree``."""
    argv = [sys.executable, "-c", WHICH.replace("sys.exit(", PEAK + "sys.exit(", 1), "export", "--all"]
    argv += ["--format", "json", "-o", str(output), "--database-url", str(database)]
    times, peaks = [], []
    for _ in range(RUNS):
        output.unlink(missing_ok=True)
        begin = time.perf_counter()
        done = subprocess.run(argv, env=_environment(tree), cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - begin)
        (kilobytes,) = re.findall(rb"VmHWM:\s*(\d+) kB", done.stderr)
        peaks.append(int(kilobytes) / 1024)
    return statistics.median(times), max(peaks), done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=BASE_COMMIT, metavar="COMMIT", help="the earlier code to compare with")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        trees = {"now": ROOT}
        earlier = _earlier_tree(args.before, Path(folder))
        if earlier is not None:
            trees[f"before ({args.before})"] = earlier
        print(f"{'games':>7}  {'code':22}  {'seconds':>8}  {'peak MB':>8}  {'exit':>4}  {'file MB':>8}")
        for games in SIZES:
            path = Path(folder) / f"bench-{games}.db"
            bench_store.GAMES = games
            bench_store.build(path)
            for name, tree in trees.items():
                database = path if tree == ROOT else _schema_for(tree, path)
                output = Path(folder) / f"club-{games}.json"
                seconds, peak, status = _run(tree, database, output)
                size = output.stat().st_size / 1e6 if output.exists() else 0.0
                print(f"{games:>7,}  {name:22}  {seconds:>8.2f}  {peak:>8.0f}  {status:>4}  {size:>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
