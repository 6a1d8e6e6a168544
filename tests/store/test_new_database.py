"""A new database is made from the models and stamped at the head revision (issue 22: a first start without
Alembic's import and the migrations from nothing): its schema must be the one the migrations make, on SQLite and
PostgreSQL, and an older database still goes through the migrations."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import Engine, make_url

from tablekeeper.store.database import open_database
from tablekeeper.store.engine import make_engine
from tablekeeper.store.upgrade import VERSION_TABLE, alembic_config, head_revision

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["sqlite", "postgres"])
def two_empty(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[str, str]]:
    """Two empty databases of one kind: one to make at head, one to migrate from nothing."""
    if request.param == "sqlite":
        yield str(tmp_path / "made.db"), str(tmp_path / "migrated.db")
        return
    first = request.getfixturevalue("postgres_url")
    admin = request.getfixturevalue("postgres_admin_url")
    name = make_url(first).database + "_migrated"
    engine = create_engine(admin, isolation_level="AUTOCOMMIT")
    try:
        with engine.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        yield first, make_url(first).set(database=name).render_as_string(hide_password=False)
        with engine.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        engine.dispose()


def _engine(url: str) -> Engine:
    return make_engine(make_url(url) if "://" in url else make_url(f"sqlite:///{url}"))


def _schema(url: str) -> dict[str, Any]:
    """What a reader of the schema sees, table by table: columns, keys, indexes, unique and check constraints."""
    engine = _engine(url)
    try:
        with engine.connect() as connection:
            found = inspect(connection)
            facts: dict[str, Any] = {}
            for table in sorted(found.get_table_names()):
                facts[table] = {
                    # By name: a column added by a later migration comes last there and in its place here, and no
                    # statement of ours depends on the order (each names its columns; tests/store/test_raw_reads.py).
                    "columns": sorted(
                        (c["name"], str(c["type"]), c["nullable"], _words(c.get("default")))
                        for c in found.get_columns(table)
                    ),
                    "primary key": found.get_pk_constraint(table)["constrained_columns"],
                    "foreign keys": sorted(
                        (
                            tuple(k["constrained_columns"]),
                            k["referred_table"],
                            tuple(k["referred_columns"]),
                            (k.get("options") or {}).get("ondelete"),
                        )
                        for k in found.get_foreign_keys(table)
                    ),
                    "indexes": sorted(
                        (i["name"], tuple(i["column_names"]), bool(i["unique"])) for i in found.get_indexes(table)
                    ),
                    "unique": sorted(tuple(u["column_names"]) for u in found.get_unique_constraints(table)),
                    "checks": sorted(_words(c["sqltext"]) for c in found.get_check_constraints(table)),
                }
            revision = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar_one()
            return {"tables": facts, "revision": revision}
    finally:
        engine.dispose()


def _words(sql: Any) -> Any:
    """SQL text compared by its words: the same check written on one line or two is the same check."""
    return None if sql is None else re.sub(r"\s+", " ", str(sql)).strip()


def test_a_new_database_has_the_schema_the_migrations_make(two_empty: tuple[str, str]) -> None:
    made, migrated = two_empty
    open_database(made).close()
    from alembic import command

    engine = _engine(migrated)
    try:
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "head")
    finally:
        engine.dispose()
    schema = _schema(made)
    assert schema["revision"] == head_revision()
    assert set(schema["tables"]) >= {"games", "players", "seats", "hands", "hand_wins", "game_actions"}
    expected = _schema(migrated)
    # Revision 0005 gave games.uuid a default of '' on SQLite (a column added NOT NULL to a table with rows needs
    # one there; the migrations never copy a table to drop it again): the models, and so a new file, have none.
    games = expected["tables"]["games"]
    games["columns"] = [(*c[:3], None) if c[0] == "uuid" and c[3] == "''" else c for c in games["columns"]]
    assert schema == expected


def test_a_first_start_makes_its_database_without_alembic(tmp_path: Path) -> None:
    """The new file is made at head with SQLAlchemy alone; Alembic is imported only to upgrade an older one."""
    script = (
        "import sys; from tablekeeper.store.database import open_database; "
        "open_database(sys.argv[1]).close(); print('alembic' in sys.modules)"
    )
    made = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "new.db")], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert made.stdout.strip() == "False"
    again = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "new.db")], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert again.stdout.strip() == "False"  # found at head: nothing to upgrade
