"""Databases for the tests that store games: every test asking for ``database_url`` runs on SQLite and on
PostgreSQL (a pytest plugin, loaded by tests/conftest.py, so the store's and the service's tests share one cluster).

PostgreSQL is the server named by TABLEKEEPER_TEST_POSTGRES_URL (a URL whose user may create databases) when
it is set; otherwise a throwaway cluster is started from Debian's packages (``.ci/setup --test`` installs them)
in a temporary folder, on 127.0.0.1 and a free port, and stopped at the end of the run. When neither works the
PostgreSQL tests fail with a sentence: they never pass silently.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, make_url

POSTGRES_ENV_VAR = "TABLEKEEPER_TEST_POSTGRES_URL"
_numbers = itertools.count()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_postgres(command: list[str]) -> list[str]:
    # initdb and the server refuse to run as root: run them as the postgres user the package created.
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *command]
    return command


class _Cluster:
    """A throwaway PostgreSQL cluster in a temporary folder."""

    def __init__(self) -> None:
        binaries = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
        if not binaries:
            pytest.fail(
                "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `.ci/setup --test`, "
                f"or set {POSTGRES_ENV_VAR} to a server's URL."
            )
        self.bin = Path(binaries[-1]).parent
        # Under /tmp: the postgres user must reach it, which a root-only TMPDIR would not allow.
        self.folder = Path(tempfile.mkdtemp(prefix="tablekeeper-pg-", dir="/tmp" if os.geteuid() == 0 else None))
        if os.geteuid() == 0:
            shutil.chown(self.folder, "postgres")
        self.port = _free_port()
        data = self.folder / "data"
        self._run([str(self.bin / "initdb"), "-D", str(data), "-A", "trust", "-U", "tablekeeper", "-E", "UTF8"])
        self._run(
            [
                str(self.bin / "pg_ctl"),
                "-D",
                str(data),
                "-l",
                str(self.folder / "server.log"),
                "-o",
                f"-h 127.0.0.1 -p {self.port} -k {self.folder} -c fsync=off",
                "-w",
                "start",
            ]
        )
        self.url = URL.create(
            "postgresql+psycopg", username="tablekeeper", host="127.0.0.1", port=self.port, database="postgres"
        )

    def _run(self, command: list[str]) -> None:
        done = subprocess.run(_as_postgres(command), capture_output=True, text=True, cwd=self.folder)
        if done.returncode != 0:
            log = self.folder / "server.log"
            detail = (done.stderr or done.stdout).strip() + (f"\n{log.read_text()}" if log.exists() else "")
            pytest.fail(f"A PostgreSQL test server could not be started ({' '.join(command[:1])}):\n{detail}")

    def stop(self) -> None:
        subprocess.run(
            _as_postgres([str(self.bin / "pg_ctl"), "-D", str(self.folder / "data"), "-m", "immediate", "stop"]),
            capture_output=True,
            cwd=self.folder,
        )
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="session")
def postgres_admin_url() -> Iterator[URL]:
    """A PostgreSQL URL whose user may create and drop databases."""
    given = os.environ.get(POSTGRES_ENV_VAR)
    if given:
        url = make_url(given)
        if url.drivername in ("postgresql", "postgres"):
            url = url.set(drivername="postgresql+psycopg")
        yield url
        return
    cluster = _Cluster()
    try:
        yield cluster.url
    finally:
        cluster.stop()


@pytest.fixture
def postgres_url(postgres_admin_url: URL) -> Iterator[str]:
    """The URL of a new, empty PostgreSQL database, dropped after the test."""
    name = f"tablekeeper_test_{os.getpid()}_{next(_numbers)}"
    admin = create_engine(postgres_admin_url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield postgres_admin_url.set(database=name).render_as_string(hide_password=False)
        with admin.connect() as connection:
            connection.execute(
                text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :name"), {"name": name}
            )
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"')
    finally:
        admin.dispose()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    """The path of a SQLite file that does not exist yet."""
    return str(tmp_path / "club.db")


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest) -> str:
    """A new, empty database: a SQLite file, then a PostgreSQL database."""
    return str(request.getfixturevalue(f"{request.param}_url"))
