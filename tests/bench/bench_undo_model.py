"""The model-based undo test of tests/service/test_undo_model.py, longer (a script, not collected by pytest).

The same machine (:class:`tests.service.test_undo_model.UndoModel`) with more examples and more steps each, on
SQLite and on PostgreSQL (the server named by TABLEKEEPER_TEST_POSTGRES_URL, or a throwaway cluster from
Debian's packages). Prints what it ran: the settings, then for each database the examples and steps played and
the time taken; a failure prints hypothesis' smallest failing sequence and exits 1.

Run: .venv/bin/python tests/bench/bench_undo_model.py [--examples N] [--steps N] [--sqlite-only]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import hypothesis
from hypothesis import settings
from sqlalchemy import create_engine

from tests.databases import POSTGRES_ENV_VAR, _Cluster
from tests.service.test_undo_model import UndoModel, run


def _play(label: str, url: str, run_settings: settings) -> bool:
    UndoModel.examples_run = UndoModel.steps_run = 0
    started = time.perf_counter()
    try:
        run(url, run_settings)
        passed = True
    except Exception:  # the failing sequence is the report
        traceback.print_exc()
        passed = False
    took = time.perf_counter() - started
    outcome = "passed" if passed else "FAILED"
    print(
        f"{label}: {outcome}: {UndoModel.examples_run} examples, {UndoModel.steps_run} steps checked, in {took:.1f} s",
        flush=True,
    )
    return passed


def _postgres(run_settings: settings) -> bool:
    server = os.environ.get(POSTGRES_ENV_VAR)
    cluster = None
    if not server:
        cluster = _Cluster()
        server = cluster.url.render_as_string(hide_password=False)
    name = f"tablekeeper_undo_model_{os.getpid()}"
    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        return _play("PostgreSQL", server.rsplit("/", 1)[0] + f"/{name}", run_settings)
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()
        if cluster is not None:
            cluster.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=300, help="games played on each database (300)")
    parser.add_argument("--steps", type=int, default=60, help="the most steps of one game (60)")
    parser.add_argument("--sqlite-only", action="store_true", help="no PostgreSQL run")
    options = parser.parse_args()
    run_settings = settings(
        max_examples=options.examples,
        stateful_step_count=options.steps,
        deadline=None,
        database=None,  # a long run explores; it does not replay the examples the suite saved
        print_blob=True,
    )
    print(
        f"hypothesis {hypothesis.__version__}: up to {options.examples} games of up to {options.steps} steps "
        "on each database",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="tablekeeper-undo-model-") as folder:
        passed = _play("SQLite", str(Path(folder) / "club.db"), run_settings)
    if not options.sqlite_only:
        passed = _postgres(run_settings) and passed
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
