"""Phones at the tables: the dialog starts `tablekeeper serve` in a process of its own, shows each table's code with
the address serve printed, gives a table a new code, and stops the server when it closes."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import urllib.request
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QProcess

from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.phones import PhonesDialog, serve_arguments
from tests.reports.qr_codes import read_codes
from tests.web.venue_night import PLAYERS, club_night

STARTED_MS = 20_000
"""The server is a new Python that imports Starlette and uvicorn: generous."""


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def night(tmp_path: Path) -> tuple[str, int]:
    session, venue = club_night(tmp_path)
    event_id = venue.event_id
    session.close()
    return str(tmp_path / "club.db"), event_id


@pytest.fixture
def dialog(qtbot, night: tuple[str, int]):
    database, event_id = night
    shown = PhonesDialog(database, event_id, "Thursday", port=_free_port())
    shown.show()
    yield shown
    _closed(qtbot, shown)


def _closed(qtbot, dialog: PhonesDialog) -> None:
    """The dialog closed, and its server stopped."""
    if not shiboken6.isValid(dialog.process):  # closed already: the process ended and was deleted
        return
    ended: list[int] = []
    if dialog.process.state() == QProcess.ProcessState.NotRunning:
        ended.append(dialog.process.exitCode())
    else:
        dialog.process.finished.connect(lambda code, _status: ended.append(code))
    dialog.close()
    qtbot.waitUntil(lambda: ended != [], timeout=STARTED_MS)  # the process is deleted once it has ended
    dialog.deleteLater()


def _read(dialog: PhonesDialog) -> bool:
    """The server answered the dialog: both tables shown with their players."""
    return len(dialog.tables) == 2 and all(row.players.text() for row in dialog.tables.values())


def _printed(dialog: PhonesDialog) -> dict[tuple[int, int], str]:
    return {key: row.address.text() for key, row in dialog.tables.items()}


def test_the_dialog_serves_two_tables_with_the_codes_serve_printed(qtbot, dialog: PhonesDialog) -> None:
    lines: list[str] = []
    qtbot.waitUntil(lambda: dialog.organiser_url != "", timeout=STARTED_MS)
    qtbot.waitUntil(lambda: _read(dialog), timeout=STARTED_MS)
    assert sorted(dialog.tables) == [(1, 1), (1, 2)]
    for (round_, table), row in dialog.tables.items():
        lines.append(f"Round {round_}, table {table}: {row.address.text()}")
        assert row.address.text().startswith("http://")
        assert "/t/" in row.address.text()
        assert not row.code.pixmap().isNull()
        assert row.heard.text() == "Not heard from yet"
    seated = [name for row in dialog.tables.values() for name in row.players.text().splitlines()]
    assert sorted(seated) == sorted(PLAYERS)
    assert dialog.state.text().startswith("The server listens on http://")
    assert dialog.print_button.isEnabled()
    assert dialog.seating_button.isEnabled()
    assert len(set(lines)) == 2


@pytest.mark.parametrize("button", ["print_button", "seating_button"])
def test_the_printed_codes_open_the_tables_shown(
    qtbot, dialog: PhonesDialog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    qtbot.waitUntil(lambda: _read(dialog), timeout=STARTED_MS)
    path = tmp_path / "printed.pdf"
    monkeypatch.setattr("tablekeeper.ui.dialogs.phones.file_to_save", lambda *_: str(path))
    getattr(dialog, button).click()
    pages = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    for name in PLAYERS:
        assert name in pages
    codes = [code for page in read_codes(path, tmp_path) for code in page]
    expected = list(_printed(dialog).values())
    if button == "seating_button":  # and the event's page, for everyone to follow the standings
        assert "/e/" in dialog.room_url
        expected.append(dialog.room_url)
    assert sorted(codes) == sorted(expected)


def test_the_players_schedules_carry_the_code_of_their_own_page(
    qtbot, night: tuple[str, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    database, event_id = night
    with Session.open(database) as session:
        record = session.events.event(event_id).record
    dialog = PhonesDialog(database, event_id, "Thursday", port=_free_port(), record=lambda: record)
    dialog.show()
    try:
        qtbot.waitUntil(lambda: dialog.schedules_button.isEnabled(), timeout=STARTED_MS)
        path = tmp_path / "schedules.pdf"
        monkeypatch.setattr("tablekeeper.ui.dialogs.phones.file_to_save", lambda *_: str(path))
        dialog.schedules_button.click()
        qtbot.waitUntil(lambda: path.exists() or dialog.error.isVisible(), timeout=STARTED_MS)
        assert not dialog.error.isVisible(), dialog.error.text()
        with urllib.request.urlopen(dialog.organiser_url + "/players", timeout=10) as answer:
            players = {row["name"]: row["url"] for row in json.load(answer)["players"]}
        pages = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
        codes = read_codes(path, tmp_path)
        assert len(codes) == len(PLAYERS)
        for text, page_codes in zip(pages.split("\f"), codes, strict=False):
            name = next(n for n in PLAYERS if f"Schedule of {n} " in text)
            assert page_codes == [players[name]]  # each player's page holds their own code, and no one else's
        assert len(set(players.values())) == len(PLAYERS)
    finally:
        _closed(qtbot, dialog)


def test_the_urls_shown_are_the_ones_serve_prints(qtbot, dialog: PhonesDialog, night: tuple[str, int]) -> None:
    qtbot.waitUntil(lambda: dialog.organiser_url != "", timeout=STARTED_MS)
    shown = [f"Round {r}, table {t}: {url}" for (r, t), url in sorted(_printed(dialog).items())]
    assert dialog.printed[:2] == shown
    # serve itself, run again on the same database: the same keys (at another port).
    database, event_id = night
    environment = dict(
        os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]), TABLEKEEPER_DATABASE_URL=database
    )
    again = subprocess.Popen(
        [sys.executable, *serve_arguments(event_id, _free_port())],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=environment,
    )
    guard = threading.Timer(STARTED_MS / 1000, again.kill)  # never a test that waits for ever
    guard.start()
    try:
        assert again.stdout is not None
        printed = [again.stdout.readline().strip() for _ in range(3)]
    finally:
        guard.cancel()
        again.kill()
        again.wait()
    assert [line.rsplit("/", 1)[1] for line in printed[:2]] == [line.rsplit("/", 1)[1] for line in shown]
    assert printed[2].startswith("Organiser: ")


def test_a_new_code_changes_that_tables_url_only(qtbot, dialog: PhonesDialog) -> None:
    qtbot.waitUntil(lambda: _read(dialog), timeout=STARTED_MS)
    before = _printed(dialog)
    before_code = dialog.tables[(1, 2)].code.pixmap().toImage()
    dialog.tables[(1, 2)].renew.click()
    qtbot.waitUntil(lambda: _printed(dialog)[(1, 2)] != before[(1, 2)] or dialog.error.isVisible(), timeout=STARTED_MS)
    assert dialog.error.text() == ""
    after = _printed(dialog)
    assert after[(1, 1)] == before[(1, 1)]
    assert dialog.tables[(1, 2)].code.pixmap().toImage() != before_code
    assert not dialog.error.isVisible()


def test_closing_the_dialog_stops_the_server(qtbot, dialog: PhonesDialog) -> None:
    qtbot.waitUntil(lambda: dialog.organiser_url != "", timeout=STARTED_MS)
    assert dialog.process.state() == QProcess.ProcessState.Running
    process_id = dialog.process.processId()
    _closed(qtbot, dialog)
    qtbot.waitUntil(lambda: not Path(f"/proc/{process_id}").exists(), timeout=STARTED_MS)


def test_a_server_that_cannot_start_is_said_in_a_sentence(qtbot, tmp_path: Path) -> None:
    with Session.open(str(tmp_path / "empty.db")):
        pass
    dialog = PhonesDialog(str(tmp_path / "empty.db"), 9, "Nothing", port=_free_port())
    dialog.show()
    try:
        qtbot.waitUntil(lambda: dialog.error.isVisible(), timeout=STARTED_MS)
        assert dialog.error.text() == "The server stopped: There is no event 9."
        assert dialog.state.text() == "The server is not running."
    finally:
        _closed(qtbot, dialog)


def test_the_event_menu_opens_the_dialog_on_the_open_event(qtbot, window, session: Session) -> None:
    event = session.events.create_event("Thursday", preset("club"), list(PLAYERS))
    session.events.seat_rounds(event.id, 1, seed=7)
    window.events.open_event(event.id)
    window.table_actions["event_phones"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, PhonesDialog)
    try:
        qtbot.waitUntil(lambda: len(dialog.tables) == 2, timeout=STARTED_MS)
        database = str(session.database.location)
        assert dialog.process.processEnvironment().value("TABLEKEEPER_DATABASE_URL") == database
        assert database not in dialog.process.arguments()  # not on a command line, for `ps` to show
    finally:
        _closed(qtbot, dialog)
