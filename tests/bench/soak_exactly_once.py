"""Soak (not a test): the cut line of tests/service/test_exactly_once_line.py, longer.

A table records HANDS confirmed hands into PostgreSQL through a proxy that cuts the connection before, during and
after the commit (tests/service/cut_line.py), now and then undoing the last hand, sending each hand or undo again
with its entry until it is acknowledged; then every confirmed hand must be stored exactly once, none twice, each
undo must have taken back one hand, and each game replay to the state of a model of its confirmed hands. On the
server named by TABLEKEEPER_TEST_POSTGRES_URL, or a throwaway cluster from Debian's packages. Prints what it did
and what the line cut.

Run: .venv/bin/python tests/bench/soak_exactly_once.py [HANDS] [SEED]
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sqlalchemy import create_engine
from sqlalchemy.engine import URL, make_url

from tests.databases import POSTGRES_ENV_VAR, _Cluster
from tests.service.cut_line import CutLine, check_stored_once, confirm_hands


def _soak(admin: URL, hands: int, seed: int) -> None:
    name = f"tablekeeper_soak_once_{os.getpid()}"
    engine = create_engine(admin, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        url = admin.set(database=name)
        line = CutLine((url.host or "127.0.0.1", url.port or 5432), seed)
        start = time.perf_counter()
        try:
            text_url = url.render_as_string(hide_password=False)
            tally = confirm_hands(text_url, line, hands, seed, deadline=time.monotonic() + 60 * 60)
        finally:
            line.close()
        took = time.perf_counter() - start
        stored = check_stored_once(text_url, tally)
        cuts = line.cuts
        print(
            f"{tally.confirmed} hands confirmed in {tally.games} games, {tally.undone} of them undone, {stored} stored "
            f"(each once, none twice), in {took:.1f} s\n"
            f"line cut: {cuts.replies} in a reply, {cuts.before_commit} before a COMMIT reached the server, "
            f"{cuts.after_commit} after the server stored it (its answer thrown away)\n"
            f"table: {tally.failed_attempts} attempts failed and sent again, "
            f"{tally.stored_before} hands or undos answered as stored by an earlier attempt"
        )
        with engine.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE "{name}" WITH (FORCE)')
    finally:
        engine.dispose()


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 2026
    given = os.environ.get(POSTGRES_ENV_VAR)
    if given:
        _soak(make_url(given).set(drivername="postgresql+psycopg"), hands, seed)
        return
    cluster = _Cluster()
    try:
        _soak(cluster.url, hands, seed)
    finally:
        cluster.stop()


if __name__ == "__main__":
    main()
