"""Benchmark of a CLI command's whole run (not a test): `games`, `show` and `export` on 10,000 games.

Each command runs as a new process, as a person runs it, and is timed from start to exit; beside it, a bare
``python -c "import sqlite3"`` (the floor: the interpreter's own start) and, when git can give it, the same
commands run by the code of an earlier commit (``--before``, default the commit this work started from).
Bytecode is compiled first for both trees and the runs may use it, as an installed tablekeeper does (this
machine's environment sets PYTHONDONTWRITEBYTECODE, which would time the compiler instead). Also prints the cost
of ``PRAGMA quick_check`` on the same file. Run: .venv/bin/python tests/bench/bench_cli_start.py
"""

from __future__ import annotations

import argparse
import compileall
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_store import GAMES, build  # the benchmark's sibling, not a package

ROOT = Path(__file__).resolve().parents[2]
BASE_COMMIT = "0d8e5a5"
"""The commit before the store's fast start (issue 9, section 5): the 'before' column."""
RUNS = 9
WHICH = (
    "import os, sys, tablekeeper.cli as cli\n"
    "assert cli.__file__.startswith(os.environ['TABLEKEEPER_BENCH_TREE']), cli.__file__\n"
    "sys.exit(cli.main(sys.argv[1:]))\n"
)
"""`tablekeeper COMMAND...`, refusing to run if the code imported is not the tree's being timed."""
AIM_S = 0.3


def _environment(source: Path) -> dict[str, str]:
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    environment["PYTHONPATH"] = str(source)  # ahead of the editable install: this tree's code runs
    environment["TABLEKEEPER_BENCH_TREE"] = str(source)
    environment.pop("TABLEKEEPER_DATABASE_URL", None)
    return environment


def _median_seconds(argv: list[str], environment: dict[str, str]) -> float:
    times = []
    for _ in range(RUNS):
        begin = time.perf_counter()
        # Run from the tree itself: `python -m` puts the current folder first on the path.
        done = subprocess.run(
            argv,
            env=environment,
            cwd=environment["PYTHONPATH"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        times.append(time.perf_counter() - begin)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(argv[:5])} failed:\n{done.stderr}")
    return statistics.median(times)


def _earlier_tree(commit: str, folder: Path) -> Path | None:
    target = folder / f"tablekeeper-{commit}"
    target.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", commit], capture_output=True)
    if archive.returncode != 0:
        print(f"(no 'before' column: git cannot give commit {commit})")
        return None
    subprocess.run(["tar", "-x", "-C", str(target)], input=archive.stdout, check=True)
    return target


def _schema_for(tree: Path, path: Path) -> Path:
    """The database as the code of ``tree`` reads it: a copy taken back to the newest schema that code knows
    (an earlier tablekeeper refuses a newer schema, as it should)."""
    import re
    import shutil

    from alembic import command

    from tablekeeper.location import Location
    from tablekeeper.store.engine import make_engine
    from tablekeeper.store.upgrade import alembic_config

    texts = [script.read_text() for script in (tree / "migrations" / "versions").glob("*.py")]
    revisions = {m for t in texts for m in re.findall(r"^revision\s*(?::[^=]*)?=\s*[\"']([^\"']+)", t, re.M)}
    parents = {m for t in texts for m in re.findall(r"^down_revision\s*(?::[^=]*)?=\s*[\"']([^\"']+)", t, re.M)}
    (head,) = revisions - parents
    copy = path.with_name(f"{tree.name}-{path.name}")
    shutil.copy(path, copy)
    engine = make_engine(Location(path=copy).sqlalchemy_url())
    try:
        with engine.begin() as connection:
            command.downgrade(alembic_config(connection), head)
    finally:
        engine.dispose()
    return copy


def _quick_check_ms(path: Path) -> float:
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        times = []
        for _ in range(5):
            begin = time.perf_counter()
            assert connection.execute("PRAGMA quick_check").fetchall() == [("ok",)]
            times.append((time.perf_counter() - begin) * 1000)
        return statistics.median(times)
    finally:
        connection.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default=BASE_COMMIT, metavar="COMMIT", help="the earlier code to compare with")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        begin = time.perf_counter()
        build(path)
        print(f"built {GAMES:,} games in {time.perf_counter() - begin:.1f} s ({path.stat().st_size / 1e6:.1f} MB)")
        trees = {"now": ROOT}
        earlier = _earlier_tree(args.before, Path(folder))
        if earlier is not None:
            trees[f"before ({args.before})"] = earlier
        for tree in trees.values():
            compileall.compile_dir(tree / "tablekeeper", quiet=1)
        floor = _median_seconds([sys.executable, "-c", "import sqlite3"], _environment(ROOT))
        commands = {
            "games": ["games"],
            f"show {GAMES // 2}": ["show", str(GAMES // 2)],
            f"export {GAMES // 2}": ["export", str(GAMES // 2), "--format", "json"],
        }
        print(f"\nmedian of {RUNS} runs, seconds from start to exit (aim: under {AIM_S} s)")
        print(f"{'command':22}" + "".join(f"{name:>22}" for name in trees))
        print(f"{'python -c import sqlite3':22}" + "".join(f"{floor:>22.3f}" for _ in trees))
        files = {tree: path if tree == ROOT else _schema_for(tree, path) for tree in trees.values()}
        for label, argv in commands.items():
            cells = []
            for tree in trees.values():
                run = [sys.executable, "-c", WHICH, *argv, "--database-url", str(files[tree])]
                cells.append(_median_seconds(run, _environment(tree)))
            print(f"{label:22}" + "".join(f"{cell:>22.3f}" for cell in cells))
        print(f"\nPRAGMA quick_check on this file: {_quick_check_ms(path):.0f} ms (median of 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
