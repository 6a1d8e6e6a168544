"""The schema's revisions and upgrade: Alembic's configuration, the revisions read from ``migrations/`` without
importing Alembic, and the upgrade of a database under a lock (an advisory one on a server)."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from tablekeeper.location import Location
from tablekeeper.resources import migrations_path
from tablekeeper.store.engine import WRITE_OPTION
from tablekeeper.store.failures import NewerDatabase

if TYPE_CHECKING:  # SQLAlchemy is imported only by what writes, migrates or talks to a server
    from alembic.config import Config
    from sqlalchemy import Connection, Engine

VERSION_TABLE = "tablekeeper_schema"
"""Alembic's version table, under a name of our own: its presence is what marks a database as tablekeeper's."""
MIGRATION_LOCK_KEY = 0x74626B70  # "tbkp": the PostgreSQL advisory lock held while migrating
BASE = "base"
"""The revision of a tablekeeper database whose migrations were all undone."""
_REVISION_LINE = re.compile(r"^(down_)?revision(?:\s*:[^=]*)?=\s*(?:None|[\"']([^\"']+)[\"'])", re.MULTILINE)


def alembic_config(connection: Connection | None = None) -> Config:
    """The Alembic configuration of the migrations, handing them ``connection`` when given."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations_path()))
    config.set_main_option("version_table", VERSION_TABLE)
    if connection is not None:
        config.attributes["connection"] = connection
    return config


@functools.cache
def _revision_graph() -> tuple[frozenset[str], str]:
    """The revisions of the migrations folder and its head, read from the files' ``revision`` lines.

    Importing Alembic to walk them costs a reading command more than its work; a test checks that this
    agrees with Alembic's own ScriptDirectory.
    """
    revisions: set[str] = set()
    parents: set[str] = set()
    for script in (migrations_path() / "versions").glob("*.py"):
        for down, value in _REVISION_LINE.findall(script.read_text(encoding="utf-8")):
            if value:
                (parents if down else revisions).add(value)
    heads = revisions - parents
    assert len(heads) == 1, f"the migrations folder has {len(heads)} heads"
    return frozenset(revisions), heads.pop()


def head_revision() -> str:
    """The revision of the newest schema this version knows."""
    return _revision_graph()[1]


def _known_revisions() -> frozenset[str]:
    return _revision_graph()[0]


def check_revision(revision: str | None, where: Location | Path) -> None:
    if revision is not None and revision != BASE and revision not in _known_revisions():
        raise NewerDatabase(
            f"The database {where} was written by a newer version of tablekeeper (schema {revision}); "
            "update tablekeeper to open it. It was left untouched."
        )


@contextmanager
def _unbounded(connection: Connection) -> Iterator[None]:
    """A server's migration may take its time (its statements have no timeout either), and wait for another
    opener's: the client does not give up on it."""
    if connection.dialect.name != "postgresql":
        yield
        return
    from tablekeeper.store import server

    with server.answer_within(connection.connection.dbapi_connection, None):
        yield


def upgrade_schema(engine: Engine) -> None:
    """Bring the schema to the head revision in one transaction (a concurrent opener waits, then finds it done).

    Called only when a plain read found an older schema (or none): the write lock is taken here, and the
    revision read again under it.
    """
    from sqlalchemy import text

    with engine.execution_options(**{WRITE_OPTION: True}).begin() as connection, _unbounded(connection):
        if connection.dialect.name == "postgresql":
            # A large migration may take longer than one statement is allowed to.
            connection.execute(text("SET LOCAL statement_timeout = 0"))
            # SQLite's BEGIN IMMEDIATE already queues openers; a server needs a lock of its own.
            connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": MIGRATION_LOCK_KEY})
        from sqlalchemy import inspect

        if not inspect(connection).get_table_names():
            _create_at_head(connection)  # under the lock: an opener that came first has made the tables
            return
        from alembic.runtime.migration import MigrationContext

        revision = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE}).get_current_revision()
        if revision == head_revision():
            return
        from alembic import command

        command.upgrade(alembic_config(connection), "head")


def _create_at_head(connection: Connection) -> None:
    """A new database made from the models and stamped at the head revision, as Alembic documents for a fresh
    database ("create_all, then stamp"): the migrations replayed from nothing would make the same schema (a test
    compares the two, table by table, with their keys, indexes and checks), but Alembic's import and its
    migrations cost a first start about half a second. The version table is Alembic's own, made as it makes it."""
    from sqlalchemy import Column, MetaData, PrimaryKeyConstraint, String, Table

    from tablekeeper.store.models import Base

    Base.metadata.create_all(connection)
    version = Table(
        VERSION_TABLE,
        MetaData(),
        Column("version_num", String(32), nullable=False),
        PrimaryKeyConstraint("version_num", name=f"{VERSION_TABLE}_pkc"),
    )
    version.create(connection)
    connection.execute(version.insert().values(version_num=head_revision()))
