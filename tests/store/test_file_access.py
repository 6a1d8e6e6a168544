"""The door between this process's SQLite connections and its other openings of files (tablekeeper.file_access)."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

import pytest

from tablekeeper import file_access
from tablekeeper.file_access import FilesBusy, open_connections, outside_files, sqlite_connect
from tablekeeper.service import Session


def _uri(path: Path) -> str:
    return f"file:{path}?mode=rwc"


def test_a_file_read_waits_for_a_connection_of_another_thread_to_close(tmp_path: Path) -> None:
    events: list[str] = []
    opened, release = threading.Event(), threading.Event()

    def operation() -> None:
        connection = sqlite_connect(_uri(tmp_path / "club.db"), check_same_thread=False)
        opened.set()
        release.wait(10)
        events.append("closed")
        connection.close()

    worker = threading.Thread(target=operation)
    worker.start()
    assert opened.wait(10)
    reader = threading.Thread(target=lambda: _read_outside(tmp_path / "club.db", events))
    reader.start()
    reader.join(0.2)  # the read is still waiting: it has not happened while the connection was open
    assert events == []
    release.set()
    worker.join(10)
    reader.join(10)
    assert events == ["closed", "read"]


def _read_outside(path: Path, events: list[str]) -> None:
    with outside_files(), open(path, "rb") as file:
        file.read(16)
        events.append("read")


def test_a_connection_waits_for_a_file_read_of_another_thread(tmp_path: Path) -> None:
    events: list[str] = []
    inside, release = threading.Event(), threading.Event()

    def read() -> None:
        with outside_files():
            inside.set()
            release.wait(10)
            events.append("read")

    reader = threading.Thread(target=read)
    reader.start()
    assert inside.wait(10)
    worker = threading.Thread(target=lambda: (sqlite_connect(_uri(tmp_path / "c.db")).close(), events.append("open")))
    worker.start()
    worker.join(0.2)
    assert events == []
    release.set()
    reader.join(10)
    worker.join(10)
    assert events == ["read", "open"]


def test_one_thread_asking_for_both_is_stopped_before_it_opens_the_file(tmp_path: Path) -> None:
    connection = sqlite_connect(_uri(tmp_path / "club.db"))
    try:
        with pytest.raises(RuntimeError, match="drop the connection's locks"), outside_files():
            pytest.fail("the file was opened while this thread held a connection")
    finally:
        connection.close()
    with outside_files(), pytest.raises(FilesBusy, match="Close the file dialog first"):
        sqlite_connect(_uri(tmp_path / "club.db"))
    assert open_connections() == 0


def test_a_wait_that_does_not_end_is_a_sentence(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(file_access, "WAIT_S", 0.05)
    opened, release = threading.Event(), threading.Event()

    def operation() -> None:
        connection = sqlite_connect(_uri(tmp_path / "club.db"), check_same_thread=False)
        opened.set()
        release.wait(10)
        connection.close()

    worker = threading.Thread(target=operation)
    worker.start()
    assert opened.wait(10)
    try:
        with pytest.raises(FilesBusy, match="nothing was changed"), outside_files():
            pytest.fail("the file was opened while another thread's connection was open")
    finally:
        release.set()
        worker.join(10)


def test_a_connection_forgotten_without_close_still_leaves(tmp_path: Path) -> None:
    connection = sqlite_connect(_uri(tmp_path / "club.db"))
    assert open_connections() == 1
    del connection
    gc.collect()
    assert open_connections() == 0


def test_a_session_holds_no_connection_between_operations(sqlite_url: str) -> None:
    from tablekeeper.rules.results import ExhaustiveDraw

    with Session.open(sqlite_url) as table:
        assert open_connections() == 0
        game = table.table.create_game(["Aki", "Ben", "Cho", "Dan"])
        assert open_connections() == 0
        table.table.record(game.id, ExhaustiveDraw())
        assert open_connections() == 0
        table.library.list_games()
        table.library.statistics()
        assert open_connections() == 0
