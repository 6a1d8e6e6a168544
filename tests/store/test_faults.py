"""Faults of the database found by injecting them (issue 9, section 4): each gets a sentence, never a traceback,
a damaged game never hides the others, a damaged file is never written, and readers never wait for writers."""

from __future__ import annotations

import contextlib
import hashlib
import os
import socket
import sqlite3
import stat
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic import command
from alembic.script import ScriptDirectory
from sqlalchemy import text
from sqlalchemy.engine import make_url

from tablekeeper.cli import main
from tablekeeper.errors import DatabaseError
from tablekeeper.location import locate
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.service import Session
from tablekeeper.store import engine, upgrade
from tablekeeper.store.database import open_database
from tablekeeper.store.engine import describe, make_engine
from tablekeeper.store.failures import DamagedDatabase, NotATablekeeperDatabase
from tablekeeper.store.reads import DamagedGame
from tablekeeper.store.upgrade import alembic_config
from tests.club_games import record_club


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _three_games(url: str) -> list[int]:
    """Games 1, 2 and 3, unfinished, each with a ron (Chie's riichi) and a draw with Dai tenpai."""
    ids = []
    with Session.open(url) as service:
        for names in (["Aki", "Ben", "Chie", "Dai"], ["Eri", "Fumi", "Gen", "Hana"], ["Ima", "Jun", "Kei", "Luka"]):
            game = service.table.create_game(names)
            service.table.record(game.id, Ron(1, (Win(0, 3, 40),), frozenset({2})))
            service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
            ids.append(game.id)
    return ids


# A relative path, odd URLs, a path that names nothing yet.


def test_a_relative_sqlite_url_opens_every_time(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    url = "sqlite:///club%20%231%2050%25%3F.db"  # "club #1 50%?.db": characters a file URI gives a meaning to
    _three_games(url)
    for _ in range(3):
        status, out, _ = _run(capsys, "games", "--database-url", url)
        assert status == 0 and len(out.splitlines()) == 4  # the header and three games
    assert sorted(p.name for p in tmp_path.iterdir()) == ["club #1 50%?.db"]  # no other file made


@pytest.mark.parametrize(
    "url",
    [
        "mysql://club@server/scores",  # a dialect whose driver is not installed
        "postgresql://club@server:notaport/scores",
        "x://y://z",
        "sqlite:///%00.db",
        "a" * 5000 + ".db",  # longer than a file name may be
        "sqlite://",  # in memory: nothing would be kept
    ],
)
def test_an_odd_database_url_is_a_sentence(capsys: pytest.CaptureFixture[str], url: str) -> None:
    status, out, err = _run(capsys, "games", "--database-url", url)
    assert (status, out) == (2, "")
    assert err.startswith("tablekeeper: ") and len(err.splitlines()) == 1


@pytest.mark.parametrize("password", ["se/cret", "se@cret", "se:cret", "se%2Fcret"])
def test_a_password_typed_in_a_url_is_never_shown(capsys: pytest.CaptureFixture[str], password: str) -> None:
    # Port 1: nothing listens there, so the connection is refused at once and the URL is shown in the sentence.
    status, out, err = _run(capsys, "games", "--database-url", f"postgresql://club:{password}@127.0.0.1:1/scores")
    assert (status, out) == (2, "")
    assert err.startswith("tablekeeper: ") and "club:***@" in err
    assert "cret" not in err


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://club@127.0.0.1:1/scores?password=se/cret",  # libpq's own form, which psycopg takes
        "postgresql://club@127.0.0.1:1/scores?sslmode=disable&password=se%40cret&connect_timeout=3",
        "postgresql://club@127.0.0.1:1/scores?sslpassword=secret&sslmode=disable",  # a client key's passphrase
        "postgresql://club@127.0.0.1:1/scores?pass%77ord=secret",  # the name %-escaped: libpq decodes it
        "postgresql://club:secret@127.0.0.1:1/scores?password=secret",
    ],
)
def test_a_password_in_a_urls_query_is_never_shown(capsys: pytest.CaptureFixture[str], url: str) -> None:
    # Port 1 refuses at once: the sentence names the database, as every sentence about it does.
    status, out, err = _run(capsys, "games", "--database-url", url)
    assert (status, out) == (2, "")
    assert err.startswith("tablekeeper: ") and "127.0.0.1:1/scores" in err
    assert "cret" not in err and "***" in err
    location = locate(url)
    assert "cret" not in str(location) and "cret" not in describe(location.sqlalchemy_url())
    assert "sslmode=disable" in str(location) or "sslmode" not in url  # what is not secret is still shown


def test_a_libpq_keyword_string_is_refused_without_being_shown(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = _run(capsys, "games", "--database-url", "host=127.0.0.1 dbname=scores password=secret")
    assert (status, out) == (2, "")
    assert err.startswith("tablekeeper: ") and "cret" not in err and "postgresql://" in err
    assert list(tmp_path.iterdir()) == []  # no file of that name made


@pytest.mark.parametrize("name", ["club-typo.db", ":memory:"])
def test_a_new_database_says_it_was_created_and_where(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.chdir(tmp_path)
    status, out, err = _run(capsys, "games", "--database-url", name)
    assert (status, out) == (0, "No game.\n")
    assert f"{tmp_path / name} did not exist; a new, empty database was created there." in err
    _, _, err = _run(capsys, "games", "--database-url", name)
    assert err == ""  # only the first time


def test_an_empty_file_made_a_database_says_so_and_becomes_private(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, umask_022: None
) -> None:
    empty = tmp_path / "empty.db"
    empty.touch(mode=0o644)
    status, out, err = _run(capsys, "games", "--database-url", str(empty))
    assert (status, out) == (0, "No game.\n")
    assert err == f"tablekeeper: {empty} was an empty file; it was made a new, empty database.\n"
    assert _mode(empty) == 0o600  # as a new file is: player names are personal
    assert {p.name: _mode(p) for p in tmp_path.iterdir() if p.name.startswith("empty.db-")} in (
        {},
        {
            "empty.db-wal": 0o600,
            "empty.db-shm": 0o600,
        },
    )
    _, _, err = _run(capsys, "games", "--database-url", str(empty))
    assert err == ""  # only the first time


# Damaged rows: the game is named, the others stay usable.

DAMAGES = {
    "riichi is not JSON": "UPDATE hands SET riichi = '[2,' WHERE game_id = 2 AND number = 0",
    "tenpai is not a list of seats": "UPDATE hands SET tenpai = '{\"seat\": 3}' WHERE game_id = 2 AND number = 1",
    "an unknown kind": "UPDATE hands SET kind = 'dora' WHERE game_id = 2 AND number = 0",
    "a ron without its winner": (
        "DELETE FROM hand_wins WHERE hand_id IN (SELECT id FROM hands WHERE game_id = 2 AND number = 0)"
    ),
    "a seat without its player": "DELETE FROM seats WHERE game_id = 2 AND seat = 3",
    "an unreadable date": "UPDATE games SET started_at = 'next Tuesday' WHERE id = 2",
    "a missing hand": "DELETE FROM hands WHERE game_id = 2 AND number = 0",
}


def _damage(path: str, statement: str) -> None:
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA ignore_check_constraints = ON")  # the damage a check would have kept out
        connection.execute(statement)
        connection.commit()
    finally:
        connection.close()


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_game_is_named_and_the_others_stay_usable(
    capsys: pytest.CaptureFixture[str], sqlite_url: str, damage: str
) -> None:
    _three_games(sqlite_url)
    _damage(sqlite_url, DAMAGES[damage])
    status, out, err = _run(capsys, "games", "--database-url", sqlite_url)
    assert (status, err) == (0, "")
    lines = {line.split()[0]: line for line in out.splitlines()[1:]}
    assert sorted(lines) == ["1", "2", "3"]
    assert "damaged" in lines["2"] and "Eri" not in lines["2"]
    assert "Aki, Ben, Chie, Dai" in lines["1"] and "Ima, Jun, Kei, Luka" in lines["3"]
    for command_line in (["show", "2"], ["export", "2", "--format", "json"]):
        status, out, err = _run(capsys, *command_line, "--database-url", sqlite_url)
        assert (status, out) == (2, "")
        assert err.startswith("tablekeeper: Game 2 is damaged in the database (") and "Traceback" not in err
    for game in ("1", "3"):
        status, out, _ = _run(capsys, "show", game, "--database-url", sqlite_url)
        assert status == 0 and "Standings so far" in out
    with Session.open(sqlite_url) as service:
        assert [g.id for g in service.library.list_games()] == [3, 1]  # the window's lists leave it out
        with pytest.raises(DamagedGame, match="Game 2 is damaged"):
            service.table.record(2, ExhaustiveDraw(tenpai=frozenset({0})))
        assert len(service.table.record(3, ExhaustiveDraw(tenpai=frozenset({0}))).game.hands) == 3


# A damaged file: read what can be read, never write into it.


def _break_page(path: Path, page: int) -> None:
    with sqlite3.connect(path) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
    connection.close()
    assert not Path(f"{path}-wal").exists()  # closed cleanly: the file alone is the database
    with path.open("r+b") as file:
        file.seek((page - 1) * page_size)
        file.write(b"\xa5" * page_size)


def _page_holding(path: Path, marker: bytes) -> int:
    with sqlite3.connect(path) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
    connection.close()
    data = path.read_bytes()
    assert data.count(marker) == 1
    return data.index(marker) // page_size + 1


def test_a_damaged_file_is_a_sentence_and_never_written(capsys: pytest.CaptureFixture[str], sqlite_url: str) -> None:
    _three_games(sqlite_url)
    path = Path(sqlite_url)
    with sqlite3.connect(path) as connection:
        root = connection.execute("SELECT rootpage FROM sqlite_master WHERE name = 'hands'").fetchone()[0]
    connection.close()
    _break_page(path, root)  # every hand of every game
    before = _digest(path)
    status, out, err = _run(capsys, "games", "--database-url", sqlite_url)
    assert (status, err) == (0, "")
    assert [line.split()[:2] for line in out.splitlines()[1:]] == [
        ["3", "damaged:"],
        ["2", "damaged:"],
        ["1", "damaged:"],
    ]
    status, out, err = _run(capsys, "show", "1", "--database-url", sqlite_url)
    assert (status, out) == (2, "")
    assert "Game 1 is damaged in the database (some of its rows are on a damaged part of the file)" in err
    with pytest.raises(DamagedDatabase, match="tablekeeper will not write to it"):
        Session.open(sqlite_url)
    status, _, err = _run(capsys, "import", "/nonexistent.json", "--database-url", sqlite_url)
    assert status == 2
    assert _digest(path) == before
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


def test_a_damaged_page_costs_only_the_games_on_it(capsys: pytest.CaptureFixture[str], sqlite_url: str) -> None:
    with Session.open(sqlite_url) as service:
        for n in range(40):
            game = service.table.create_game([f"P{n} East", f"P{n} South", f"P{n} West", f"P{n} North"])
            for _ in range(6):  # 240 hands: several pages of the hands table
                service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
    path = Path(sqlite_url)
    with sqlite3.connect(path) as connection:  # a mark in game 20's hands, to find the page that holds them
        connection.execute("UPDATE hands SET abort_kind = 'page-of-20' WHERE game_id = 20 AND number = 3")
        connection.commit()
    connection.close()
    _break_page(path, _page_holding(path, b"page-of-20"))
    status, out, _ = _run(capsys, "games", "--limit", "100", "--database-url", sqlite_url)
    assert status == 0
    damaged = {int(line.split()[0]) for line in out.splitlines()[1:] if "damaged" in line}
    assert 20 in damaged and len(damaged) <= 13  # the games whose hands share that page (4 KB), not all 40
    sound = [g for g in range(1, 41) if g not in damaged]
    assert len(out.splitlines()) == 41
    for game in (sound[0], sound[-1]):
        status, out, _ = _run(capsys, "show", str(game), "--database-url", sqlite_url)
        assert status == 0 and "Standings so far" in out
    assert _run(capsys, "show", "20", "--database-url", sqlite_url)[0] == 2


# Sentences that say what is wrong; reading a sound file where nothing may be written.


@pytest.fixture
def read_only_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder nobody may write to: a read-only mount for root (whom permissions do not stop), else 0555."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    if os.geteuid() != 0:
        yield folder
        folder.chmod(0o755)
        return
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _make_read_only(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    else:
        folder.chmod(0o555)


def _make_writable(folder: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["mount", "-o", "remount,rw", str(folder)], check=True)
    else:
        folder.chmod(0o755)


def test_a_sound_database_in_a_read_only_folder_can_be_read(
    capsys: pytest.CaptureFixture[str], read_only_folder: Path
) -> None:
    path = read_only_folder / "club.db"
    _three_games(str(path))
    _make_read_only(read_only_folder)
    status, out, err = _run(capsys, "games", "--database-url", str(path))
    assert status == 0 and len(out.splitlines()) == 4
    assert "read as it stands" in err
    status, out, _ = _run(capsys, "show", "1", "--database-url", str(path))
    assert status == 0 and "Aki" in out
    with pytest.raises(DatabaseError, match="cannot be opened for writing"), Session.open(str(path)) as service:
        service.table.create_game(["Mai", "Nao", "Oto", "Pia"])


def test_statistics_of_a_read_only_folder_are_worked_out_and_nothing_is_written(
    capsys: pytest.CaptureFixture[str], read_only_folder: Path
) -> None:
    path = read_only_folder / "club.db"
    with Session.open(str(path)) as service:
        record_club(service)
    expected = _run(capsys, "stats", "--database-url", str(path))
    with Session.open(str(path)) as service, service.database.engine.begin() as connection:
        connection.execute(text("DELETE FROM seat_figures"))  # as after the upgrade to 0004: to be replayed
    _make_read_only(read_only_folder)
    status, out, err = _run(capsys, "stats", "--database-url", str(path))
    assert (status, out) == expected[:2] and expected[0] == 0 and "Aki" in out
    assert "read as it stands" in err  # the only sentence: keeping the figures failed without a word
    _make_writable(read_only_folder)
    with Session.open(str(path), write=False) as reader, reader.database.reading() as rows:
        assert rows.rows("SELECT count(*) FROM seat_figures") == [(0,)]


def test_the_window_sees_its_hands_once_its_folder_can_be_written_again(read_only_folder: Path) -> None:
    path = read_only_folder / "club.db"
    _three_games(str(path))
    _make_read_only(read_only_folder)  # a full disk at start-up does the same: no -shm file can be made
    with Session.open(str(path)) as window:
        assert len(window.table.game(1).hands) == 2  # read as the file stands
        _make_writable(read_only_folder)
        window.table.record(1, ExhaustiveDraw(tenpai=frozenset({0})))
        # The stored hand is seen by the window itself, not only by others: else it would be typed again.
        assert len(window.table.game(1).hands) == 3
        assert [g.hand_count for g in window.library.unfinished_games()] == [2, 2, 3]


def test_checking_another_programs_wal_file_makes_no_file_beside_it(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA journal_mode = WAL")
    connection.execute("CREATE TABLE recipes (name TEXT)")
    connection.commit()
    connection.close()
    before = _digest(path)
    with pytest.raises(NotATablekeeperDatabase, match="another program"):
        open_database(str(path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.db"]
    assert _digest(path) == before


def test_a_locked_file_says_so(sqlite_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _three_games(sqlite_url)
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 50)
    blocker = sqlite3.connect(sqlite_url)
    try:
        blocker.execute("PRAGMA locking_mode = EXCLUSIVE")
        blocker.execute("BEGIN EXCLUSIVE")  # another program keeps even readers out
        with pytest.raises(DatabaseError, match="busy with another program's changes") as refused:
            Session.open(sqlite_url).close()
        assert "cannot be read as a tablekeeper database" not in str(refused.value)
    finally:
        blocker.rollback()
        blocker.close()


# Readers do not wait for writers.


def test_reading_commands_do_not_wait_for_a_writer(
    capsys: pytest.CaptureFixture[str], sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    _three_games(sqlite_url)
    monkeypatch.setattr(engine, "BUSY_TIMEOUT_MS", 50)  # a reader that waited would fail at once
    writer = sqlite3.connect(sqlite_url, isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")  # the window storing a hand
        writer.execute("UPDATE games SET title = 'being changed' WHERE id = 1")
        status, out, _ = _run(capsys, "games", "--database-url", sqlite_url)
        assert status == 0 and len(out.splitlines()) == 4 and "being changed" not in out
        assert _run(capsys, "show", "1", "--database-url", sqlite_url)[0] == 0
        assert _run(capsys, "export", "1", "--database-url", sqlite_url)[0] == 0
    finally:
        writer.execute("ROLLBACK")
        writer.close()


# PostgreSQL: a server that does not answer, a statement that does not end.


def test_a_frozen_server_gets_a_sentence_within_the_connect_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine, "CONNECT_TIMEOUT_S", 1)
    frozen = socket.socket()
    frozen.bind(("127.0.0.1", 0))
    frozen.listen(8)  # the kernel accepts connections; nothing ever answers them
    port = frozen.getsockname()[1]
    outcome: list[BaseException | None] = []

    def opening() -> None:
        try:
            open_database(f"postgresql://club@127.0.0.1:{port}/scores", write=False).close()
            outcome.append(None)
        except BaseException as error:
            outcome.append(error)

    worker = threading.Thread(target=opening, daemon=True)
    try:
        worker.start()
        worker.join(timeout=15)
        assert not worker.is_alive(), "opening a frozen server still waits"
    finally:
        frozen.close()
    assert isinstance(outcome[0], DatabaseError)
    assert f"127.0.0.1:{port}" in str(outcome[0]) and "did not answer within 1 seconds" in str(outcome[0])


def test_a_server_statement_that_does_not_end_gets_a_sentence(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    open_database(postgres_url).close()
    monkeypatch.setattr(engine, "STATEMENT_TIMEOUT_MS", 200)
    db = open_database(postgres_url, write=False)
    try:
        with db.reading() as reader:
            assert reader.rows("SHOW statement_timeout") == [("200ms",)]
        with pytest.raises(DatabaseError, match="did not finish within"), db.reading() as reader:
            reader.rows("SELECT pg_sleep(5)")
    finally:
        db.close()


# Permissions: player names are personal data.


@pytest.fixture
def umask_022() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_data_folder_and_database_files_are_private(tmp_path: Path, umask_022: None) -> None:
    db = open_database(None)
    try:
        path = tmp_path / "xdg-data" / "tablekeeper" / "tablekeeper.db"
        with db.writing() as session:
            session.execute(text("INSERT INTO players (name) VALUES ('Aki')"))
            # Looked at while the operation's connection is open: after it, SQLite folds the -wal back and
            # removes it with the -shm (no connection is held between operations).
            assert {p.name: _mode(p) for p in path.parent.iterdir()} == {
                "tablekeeper.db": 0o600,
                "tablekeeper.db-wal": 0o600,
                "tablekeeper.db-shm": 0o600,
            }
        assert _mode(path.parent) == 0o700
        assert _mode(tmp_path / "xdg-data") == 0o755  # only the folder of our own
        assert {p.name: _mode(p) for p in path.parent.iterdir()} == {"tablekeeper.db": 0o600}
    finally:
        db.close()


def test_a_backup_before_a_migration_is_private(sqlite_url: str, umask_022: None) -> None:
    engine = make_engine(make_url(f"sqlite:///{sqlite_url}"))
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "head")
        command.downgrade(alembic_config(connection), "base")
    engine.dispose()
    db = open_database(sqlite_url)
    db.close()
    assert db.backup is not None and _mode(db.backup) == 0o600


# Speed: what a reading command does not need, it does not import.


def test_the_revisions_read_from_the_files_are_alembics() -> None:
    script = ScriptDirectory.from_config(alembic_config())
    revisions, head = upgrade._revision_graph()
    assert head == script.get_current_head()
    assert revisions == {s.revision for s in script.walk_revisions()}


def test_reading_commands_import_neither_sqlalchemy_nor_alembic(sqlite_url: str) -> None:
    _three_games(sqlite_url)
    probe = (
        "import sys\n"
        "from tablekeeper.cli import main\n"
        "for argv in (['games'], ['show', '1'], ['export', '1']):\n"
        "    assert main([*argv, '--database-url', sys.argv[1]]) == 0\n"
        "print(sorted({m.split('.')[0] for m in sys.modules} & {'sqlalchemy', 'alembic', 'PySide6'}))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe, sqlite_url], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines()[-1] == "[]"


def test_changes_left_in_a_wal_file_that_cannot_be_read_here_are_said_so(
    capsys: pytest.CaptureFixture[str], read_only_folder: Path
) -> None:
    path = read_only_folder / "club.db"
    # A table stored two games and was killed: they are in club.db-wal, not yet in club.db. Its -shm file (an
    # index SQLite rebuilds from the -wal) was lost, say by a copy that left it out.
    writer = (
        "import os, sqlite3, sys\n"
        "from tablekeeper.service import Session\n"
        "service = Session.open(sys.argv[1])\n"
        # Another connection stays open, as a second table's would: the last one to close folds the -wal back.
        "other = sqlite3.connect(sys.argv[1]); other.execute('SELECT 1 FROM sqlite_master').fetchall()\n"
        "for names in (['Aki', 'Ben', 'Chie', 'Dai'], ['Eri', 'Fumi', 'Gen', 'Hana']):\n"
        "    service.table.create_game(names)\n"
        "os._exit(0)\n"
    )
    subprocess.run([sys.executable, "-c", writer, str(path)], check=True)
    Path(f"{path}-shm").unlink()
    _make_read_only(read_only_folder)
    for command_line in (["games"], ["show", "1"], ["import", "/nonexistent.json"]):
        status, out, err = _run(capsys, *command_line, "--database-url", str(path))
        assert (status, out) == (2, "")
        # Not "games, show and export can still read it": they cannot, and the sentence says why and what to do.
        assert "can still read" not in err
        assert "club.db-wal" in err and "club.db-shm" in err and "copy" in err


def test_the_default_database_of_an_earlier_version_becomes_private_when_upgraded(
    tmp_path: Path, umask_022: None
) -> None:
    # The earlier version made the data folder and its database with the umask: 0755 and 0644.
    default = tmp_path / "xdg-data" / "tablekeeper" / "tablekeeper.db"
    chosen = tmp_path / "shared" / "club.db"
    for path in (default, chosen):
        path.parent.mkdir(parents=True, mode=0o755)
        path.parent.chmod(0o755)
        engine = make_engine(make_url(f"sqlite:///{path}"))
        with engine.begin() as connection:
            command.upgrade(alembic_config(connection), "0001")
        engine.dispose()
        path.chmod(0o644)
    for url in (None, str(chosen)):
        db = open_database(url, write=False)
        db.close()
        assert db.backup is not None and _mode(db.backup) == 0o600
    assert (_mode(default.parent), _mode(default)) == (0o700, 0o600)  # tablekeeper's own folder
    assert (_mode(chosen.parent), _mode(chosen)) == (0o755, 0o644)  # where and how the user chose to keep it


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A folder on a disk of its own, 2 MB, that a test may fill (a tmpfs: mounting it needs root)."""
    if os.geteuid() != 0:
        pytest.fail("filling a disk needs a small disk of its own: run the suite as root, which may mount a tmpfs")
    folder = tmp_path / "small-disk"
    folder.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], check=True)
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=True)


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    # Until ENOSPC: the disk is full. The suppress is outside the file, whose close may fail the same way (the end
    # of a write the disk had no room for, still in the buffer).
    with contextlib.suppress(OSError), open(filler, "wb") as file:
        while True:
            file.write(b"\0" * 65536)
            file.flush()
    return filler


def test_reading_commands_keep_working_on_a_full_disk(
    capsys: pytest.CaptureFixture[str], small_disk: Path, tmp_path: Path
) -> None:
    path = small_disk / "club.db"
    _three_games(str(path))
    filler = _fill(small_disk)
    assert os.statvfs(small_disk).f_bavail == 0
    db = ("--database-url", str(path))
    # Each command again: the first one may leave an empty -wal and a stub -shm behind (SQLite makes them before
    # it finds it cannot grow them); the next ones must read past them.
    for _ in range(3):
        status, out, err = _run(capsys, "games", *db)
        assert (status, len(out.splitlines())) == (0, 4), err
        status, out, err = _run(capsys, "show", "1", *db)
        assert status == 0 and "Aki" in out, err
        status, out, err = _run(capsys, "stats", *db)
        assert status == 0, err
        status, out, err = _run(capsys, "export", "2", "--format", "csv", "-o", str(tmp_path / "two.csv"), *db)
        assert status == 0, err
        assert "Eri" in (tmp_path / "two.csv").read_text(encoding="utf-8")
    # Space again: the window stores its next hand, and SQLite's files are whole.
    filler.unlink()
    with Session.open(str(path)) as window:
        window.table.record(1, ExhaustiveDraw(tenpai=frozenset({0})))
        assert len(window.table.game(1).hands) == 3
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    finally:
        connection.close()
