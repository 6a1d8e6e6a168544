"""Alembic environment: runs the migrations on the application's own connection.

The application (tablekeeper.store.database) hands its connection in ``config.attributes["connection"]``,
already inside the transaction it commits. Run from the alembic command line, a connection is made to the
database named by ``-x url=...`` (or the usual TABLEKEEPER_DATABASE_URL / default file).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.models import Base
from tablekeeper.store.upgrade import VERSION_TABLE

config = context.config
target_metadata = Base.metadata


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        version_table=VERSION_TABLE,
        render_as_batch=True,  # SQLite alters a table by copying it
        compare_type=True,
    )


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = make_engine(resolve_url(context.get_x_argument(as_dictionary=True).get("url")))
    try:
        with engine.connect() as own_connection:
            _configure(own_connection)
            with context.begin_transaction():
                context.run_migrations()
            own_connection.commit()
    finally:
        engine.dispose()


if context.is_offline_mode():
    raise SystemExit("tablekeeper's migrations run online only: give a database with -x url=...")
run_migrations_online()
