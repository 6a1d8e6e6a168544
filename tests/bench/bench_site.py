"""Benchmark (not a test) of `tablekeeper site` (issue 33, part 2: "takes seconds for a season of 10,000 games").

The season: the 110 real Tenhou games of ../shared/data/tenhou, imported, exported as tablekeeper's own JSON, then
copied over and over into files of at most 5,000 games (the most a file may hold) with a new identity a copy, a start
spread over one year and the players renamed from a club of 60 (four different names a game, the results kept: each
file's claims still check), imported with `tablekeeper import`: 10,000 games (``--games``), 60 players.

Timed: `tablekeeper site -o FOLDER` over that database in a new process, in English and with ``--names initials``,
each ``--runs`` times (the median and the worst): wall seconds, CPU seconds (user + system of the finished process),
peak resident memory, the files written and their bytes; then the same again over the site just written (the folder
replaced whole). Run: .venv/bin/python tests/bench/bench_site.py [--games N] [--runs N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.tenhou_data import mjlog_files  # noqa: E402

PER_FILE = 5_000
CLUB = [f"{first} {last}" for first in ("Aki", "Ben", "Chie", "Dai", "Eri", "Fumi") for last in "ABCDEFGHIJ"]
"""60 players, each with a first and a last name (so that initials mean something)."""


def tablekeeper(*arguments: str, quiet: bool = True) -> tuple[float, float, int, str]:
    """Run `tablekeeper ARGUMENTS` in a new process: wall seconds, CPU seconds, peak memory (KiB), its stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", *arguments],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"tablekeeper {' '.join(arguments)} failed: {done.stderr}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, after.ru_maxrss, done.stdout


def season(folder: Path, games: int) -> Path:
    """The database of ``games`` games (see the module's docstring)."""
    database = folder / "season.db"
    tablekeeper("import-tenhou", "--database-url", str(database), *map(str, mjlog_files()))
    exported = folder / "tenhou.json"
    tablekeeper("export", "--all", "--format", "json", "--database-url", str(database), "-o", str(exported))
    database.unlink()
    originals = json.loads(exported.read_text(encoding="utf-8"))["games"]
    chance = random.Random(33)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    made = 0
    while made < games:
        batch = []
        for _ in range(min(PER_FILE, games - made)):
            game = json.loads(json.dumps(originals[made % len(originals)]))
            names = dict(zip(game["players"], chance.sample(CLUB, 4), strict=True))
            game["uuid"] = str(uuid.uuid4())
            game["players"] = [names[name] for name in game["players"]]
            for standing in game["standings"]:
                standing["player"] = names[standing["player"]]
            game["title"] = f"Club game {made + 1}"
            game["venue"] = "The club"
            game["started_at"] = (start + timedelta(minutes=made * 52)).isoformat()
            game["finished_at"] = None
            batch.append(game)
            made += 1
        path = folder / f"season-{made}.json"
        path.write_text(json.dumps({"format": "tablekeeper-games", "version": 1, "games": batch}), encoding="utf-8")
        tablekeeper("import", "--database-url", str(database), str(path))
    return database


def size(folder: Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="tablekeeper-bench-site-"))
    try:
        started = time.perf_counter()
        database = season(folder, args.games)
        print(f"season of {args.games} games made in {time.perf_counter() - started:.1f} s ({database})")
        for label, extra in (("names in full", []), ("--names initials", ["--names", "initials"])):
            walls, cpus, peaks = [], [], []
            for _ in range(args.runs):
                wall, cpu, peak, said = tablekeeper(
                    "site", "--database-url", str(database), "-o", str(folder / "site"), *extra
                )
                walls.append(wall)
                cpus.append(cpu)
                peaks.append(peak)
            files, total = size(folder / "site")
            print(
                f"site, {label}: wall median {statistics.median(walls):.2f} s (worst {max(walls):.2f}), CPU median "
                f"{statistics.median(cpus):.2f} s, peak memory {max(peaks) / 1024:.0f} MiB; {files} files, "
                f"{total / 1e6:.1f} MB; {said.strip()}"
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
