"""Opening a database: where it is, its schema (only by migrations), and what it refuses to touch."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, inspect, text
from sqlalchemy.engine import make_url

from tablekeeper.errors import DatabaseError
from tablekeeper.store import engine
from tablekeeper.store.database import open_database
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.failures import NewerDatabase, NotATablekeeperDatabase, ServerUnreachable
from tablekeeper.store.models import Base
from tablekeeper.store.upgrade import VERSION_TABLE, alembic_config, head_revision

GAME_TABLES = {"players", "games", "seats", "hands", "hand_wins", "game_actions", "seat_figures"}
EVENT_TABLES = {
    "events",
    "event_entrants",
    "event_seats",
    "event_substitutions",
    "event_penalties",
    "event_paper",
    "event_games",
    "event_actions",
    "round_clocks",
    "table_clocks",
    "event_sit_outs",
    "event_stages",
    "event_qualifiers",
}
TABLES = GAME_TABLES | EVENT_TABLES | {VERSION_TABLE}


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _siblings(path: Path) -> set[str]:
    return {p.name for p in path.parent.iterdir()}


def test_a_new_database_is_created_at_the_newest_schema(database_url: str) -> None:
    db = open_database(database_url)
    try:
        with db.engine.connect() as connection:
            assert set(inspect(connection).get_table_names()) == TABLES
            context = MigrationContext.configure(connection, opts={"version_table": VERSION_TABLE})
            assert context.get_current_revision() == head_revision()
    finally:
        db.close()
    assert open_database(database_url).backup is None  # already current: opened again without a copy


def test_models_and_migrations_agree(database_url: str) -> None:
    open_database(database_url).close()
    engine = make_engine(resolve_url(database_url))
    try:
        with engine.connect() as connection:
            context = MigrationContext.configure(
                connection, opts={"compare_type": True, "include_name": _not_version_table}
            )
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


def _not_version_table(name: str | None, kind: str, _parents: object) -> bool:
    return not (kind == "table" and name == VERSION_TABLE)


def test_migrations_go_down_and_up_again(database_url: str) -> None:
    engine = make_engine(resolve_url(database_url))
    try:
        for target, tables in (("head", TABLES), ("base", {VERSION_TABLE}), ("head", TABLES)):
            with engine.begin() as connection:
                step = command.upgrade if target == "head" else command.downgrade
                step(alembic_config(connection), target)
            with engine.connect() as connection:
                assert set(inspect(connection).get_table_names()) == tables
    finally:
        engine.dispose()


def test_sqlite_runs_with_wal_and_foreign_keys(sqlite_url: str) -> None:
    db = open_database(sqlite_url)
    try:
        with db.writing() as session:
            assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            assert session.execute(text("PRAGMA foreign_keys")).scalar() == 1
            assert session.execute(text("PRAGMA busy_timeout")).scalar() > 0
    finally:
        db.close()


def test_the_url_comes_from_the_argument_then_the_environment_then_the_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("TABLEKEEPER_DATABASE_URL", str(tmp_path / "env.db"))
    assert resolve_url(str(tmp_path / "arg.db")).database == str(tmp_path / "arg.db")
    assert resolve_url(None).database == str(tmp_path / "env.db")
    monkeypatch.delenv("TABLEKEEPER_DATABASE_URL")
    default = resolve_url(None)
    assert default.get_backend_name() == "sqlite"
    assert Path(default.database or "") == tmp_path / "xdg-data" / "tablekeeper" / "tablekeeper.db"
    assert resolve_url("postgresql://club@server/scores").drivername == "postgresql+psycopg"


def test_the_default_file_and_its_folder_are_created(tmp_path: Path) -> None:
    db = open_database(None)
    db.close()
    assert (tmp_path / "xdg-data" / "tablekeeper" / "tablekeeper.db").is_file()


def test_a_file_that_is_not_sqlite_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "notes.db"
    path.write_text("Monday: bring the tiles.\n")
    before, files = _digest(path), _siblings(path)
    with pytest.raises(NotATablekeeperDatabase, match="not a tablekeeper database"):
        open_database(str(path))
    assert _digest(path) == before
    assert _siblings(path) == files


def test_another_programs_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
        connection.execute("INSERT INTO recipes VALUES ('onigiri')")
    connection.close()
    before, files = _digest(path), _siblings(path)
    with pytest.raises(NotATablekeeperDatabase, match="another program"):
        open_database(str(path))
    assert _digest(path) == before
    assert _siblings(path) == files


def _set_revision(url: str, revision: str) -> None:
    engine = create_engine(resolve_url(url))
    with engine.begin() as connection:
        connection.execute(text(f"UPDATE {VERSION_TABLE} SET version_num = :r"), {"r": revision})
    engine.dispose()


def test_a_newer_sqlite_file_is_refused_untouched(sqlite_url: str) -> None:
    open_database(sqlite_url).close()
    _set_revision(sqlite_url, "29991231_newer")
    path = Path(sqlite_url)
    with sqlite3.connect(path) as connection:  # fold the WAL back in, so that the file alone is the database
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    before = _digest(path)
    with pytest.raises(NewerDatabase, match="newer version of tablekeeper"):
        open_database(sqlite_url)
    assert _digest(path) == before


def test_a_newer_or_foreign_postgresql_database_is_refused_untouched(postgres_url: str) -> None:
    engine = create_engine(resolve_url(postgres_url))
    with engine.begin() as connection:
        connection.execute(text("CREATE TABLE recipes (name TEXT)"))
    with pytest.raises(NotATablekeeperDatabase, match="another program"):
        open_database(postgres_url)
    with engine.begin() as connection:
        assert set(inspect(connection).get_table_names()) == {"recipes"}
        connection.execute(text("DROP TABLE recipes"))
    engine.dispose()
    open_database(postgres_url).close()
    _set_revision(postgres_url, "29991231_newer")
    with pytest.raises(NewerDatabase, match="newer version of tablekeeper"):
        open_database(postgres_url)
    engine = create_engine(resolve_url(postgres_url))
    with engine.connect() as connection:
        assert connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar() == "29991231_newer"
    engine.dispose()


def test_an_existing_file_is_copied_aside_before_a_migration(sqlite_url: str) -> None:
    engine = make_engine(make_url(f"sqlite:///{sqlite_url}"))
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "head")
        command.downgrade(alembic_config(connection), "base")  # a tablekeeper file from before the first schema
        connection.execute(text("CREATE TABLE notes (body TEXT)"))
        connection.execute(text("INSERT INTO notes VALUES ('kept in the copy')"))
    engine.dispose()
    db = open_database(sqlite_url)
    db.close()
    assert db.backup is not None
    assert db.backup.parent == Path(sqlite_url).parent
    assert "schema-base" in db.backup.name
    with sqlite3.connect(db.backup) as copy:
        assert copy.execute("SELECT body FROM notes").fetchall() == [("kept in the copy",)]
        assert copy.execute(f"SELECT count(*) FROM {VERSION_TABLE}").fetchone() == (0,)
    copy.close()
    with sqlite3.connect(sqlite_url) as upgraded:
        assert upgraded.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchall() == [(head_revision(),)]
    upgraded.close()


def test_a_server_that_cannot_be_reached_gets_a_sentence() -> None:
    # Said as a server out of reach (a table keeps its change for it), with what the driver said.
    with pytest.raises(ServerUnreachable, match=r"127.0.0.1:1/scores cannot be reached: .*refused") as raised:
        open_database("postgresql://nobody@127.0.0.1:1/scores")
    # Refused at the door: nothing was sent, so nothing may have been stored.
    assert raised.value.message.endswith("Nothing was stored.") and not raised.value.maybe_stored


def test_a_database_kept_busy_too_long_gets_a_sentence(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 50)
    db = open_database(sqlite_url)
    blocker = sqlite3.connect(sqlite_url)
    try:
        blocker.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        with pytest.raises(DatabaseError, match="stayed busy"), db.writing() as session:
            session.execute(text("INSERT INTO players (name) VALUES ('Aki')"))
    finally:
        blocker.rollback()
        blocker.close()
        db.close()
    with sqlite3.connect(sqlite_url) as check:
        assert check.execute("SELECT count(*) FROM players").fetchone() == (0,)
    check.close()
