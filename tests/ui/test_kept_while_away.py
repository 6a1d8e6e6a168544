"""The promise of issue 21, attacked (issue 30): a change confirmed to a player is never lost while the server is
away. Two windows (and two processes) on one database each keep their own changes; a kept change that cannot be read
is set aside and named while the good ones are sent; a change that cannot be written to the disk is said at once and
the window does not close over it without asking; a server that accepts and never answers never holds the window's
thread. On PostgreSQL, through the line of tests/ui/switched_line.py; the unreadable entries on a SQLite file."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from uuid import uuid4

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot
from sqlalchemy import text

from tablekeeper.files import FileNotWritten
from tablekeeper.location import locate
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.ui import kept_changes, main_window
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.kept_changes import KeptChange, database_key
from tablekeeper.ui.main_window import MainWindow
from tests.ui.switched_line import SwitchedLine
from tests.ui.table_driver import NAMES

RETRY_MS = 50
"""The window's retry, made short so that the test does not wait the two seconds of a real table."""
WITHIN_MS = 30_000
"""A bound on how long the kept changes take to be stored once the line is back, not their expected time."""
ALL_TENPAI = ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3}))
"""A hand that pays nothing and keeps the dealer: any number of them is a game still going."""
CHILD = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session
from tablekeeper.ui.controller import GameController

application = QCoreApplication([])
url, folder, game_id = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
with Session.open(url) as session:
    controller = GameController(session, kept_folder=folder)
    assert controller.open_game(game_id)
    print("ready", flush=True)
    sys.stdin.readline()  # the line is down
    for _ in range(40):
        assert controller.record(ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
    while not (controller.outbox.away and len(controller.kept) == 40 and not controller.outbox.sending):
        application.processEvents()
    controller.outbox.close()  # the window closes
print("kept", flush=True)
"""


@pytest.fixture
def line(postgres_url: str) -> Iterator[SwitchedLine]:
    switched = SwitchedLine(postgres_url)
    yield switched
    switched.speaking.set()
    switched.close()


def hands_stored(postgres_url: str) -> dict[int, int]:
    """The hands the server holds, by game, read without the line; and each record's entry stored once."""
    engine = make_engine(resolve_url(postgres_url))
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT game_id, count(*) FROM hands GROUP BY game_id")).all()
            entries = connection.execute(text("SELECT entry FROM game_actions WHERE kind = 'record'")).scalars().all()
    finally:
        engine.dispose()
    assert len(entries) == len(set(entries))
    return {int(game): int(count) for game, count in rows}


def a_controller(qtbot: QtBot, session: Session, folder: Path | None, game_id: int) -> GameController:
    controller = GameController(kept_folder=folder)
    controller.outbox.retry_every = RETRY_MS
    controller.attach(session)
    assert controller.open_game(game_id)
    return controller


def keep(qtbot: QtBot, controller: GameController, more: int) -> None:
    """``more`` hands confirmed with the server gone: kept, each attempt answered."""
    outbox = controller.outbox
    count = len(outbox.kept) + more
    for _ in range(more):
        assert controller.record(ALL_TENPAI)
    qtbot.waitUntil(lambda: outbox.away and len(outbox.kept) == count and not outbox.sending)


def test_two_windows_and_another_process_on_one_database_lose_none_of_their_kept_changes(
    qtbot: QtBot, tmp_path: Path, line: SwitchedLine, postgres_url: str
) -> None:
    folder = tmp_path / "kept_changes"
    with Session.open(postgres_url) as setup:
        games = [setup.table.create_game(list(NAMES), preset("club")).id for _ in range(3)]
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, line.url, str(folder), str(games[2])],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).parents[2],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert child.stdout is not None and child.stdin is not None
    try:
        with Session.open(line.url) as one, Session.open(line.url) as two:
            first, second = a_controller(qtbot, one, folder, games[0]), a_controller(qtbot, two, folder, games[1])
            assert child.stdout.readline() == "ready\n"
            line.down()
            child.stdin.write("down\n")
            child.stdin.flush()
            for _ in range(4):  # the two windows keep theirs turn about, and the other process at the same time
                keep(qtbot, first, 10)
                keep(qtbot, second, 10)
            first.outbox.close()
            second.outbox.close()
            assert child.stdout.readline() == "kept\n"
            assert child.wait(timeout=60) == 0
    finally:
        child.kill()
    line.up()
    with Session.open(line.url) as session:
        third = a_controller(qtbot, session, folder, games[0])
        assert len(third.kept) == 120  # every change of the three windows
        qtbot.waitUntil(lambda: not third.kept, timeout=WITHIN_MS)
        third.outbox.close()
    assert hands_stored(postgres_url) == {games[0]: 40, games[1]: 40, games[2]: 40}
    assert list(folder.glob("*.json")) == []


def test_an_unreadable_kept_change_is_set_aside_and_the_good_one_stored(
    qtbot: QtBot, tmp_path: Path, sqlite_url: str, errors: list[str]
) -> None:
    folder = tmp_path / "kept_changes"
    with Session.open(sqlite_url) as session:
        game_id = session.table.create_game(list(NAMES), preset("club")).id
    # A window closed while its server was away left two changes: a ron whose discarder is seat 9, and a tsumo.
    good = KeptChange(game_id, uuid4(), "record", {"result": Tsumo(Win(1, 2, 30))})
    bad = {**good.to_data(), "entry": str(uuid4())}
    bad["arguments"] = {"result": {"kind": "ron", "discarder": 9, "wins": [{"seat": 0, "han": 1, "fu": 30}]}}
    folder.mkdir()
    database = str(locate(sqlite_url))
    kept = {"version": 2, "database": database, "changes": [bad, good.to_data()]}
    (folder / f"{database_key(database)}-{uuid4().hex}.json").write_text(json.dumps(kept), encoding="utf-8")
    with Session.open(sqlite_url) as session:
        window = MainWindow(GameController(kept_folder=folder))
        qtbot.addWidget(window)
        window.controller.outbox.retry_every = RETRY_MS
        window.controller.attach(session)
        assert window.controller.open_game(game_id)  # the game is shown
        [aside] = folder.glob("unreadable-*.json")
        assert len(errors) == 1 and str(aside) in errors[0]  # named to the player
        qtbot.waitUntil(lambda: not window.controller.kept, timeout=WITHIN_MS)
        view = window.controller.view
        assert view is not None and [hand.result for hand in view.hands] == [good.arguments["result"]]
        # South's tsumo of 2 han 30 fu: 1,000 from the dealer, 500 from each of the two others.
        assert list(view.table.scores) == [24_000, 27_000, 24_500, 24_500]
        window.close()
    assert json.loads(aside.read_text(encoding="utf-8"))["changes"] == [bad]  # kept as it was, never dropped
    assert list(folder.glob("*-*.json")) == [aside]


def test_a_change_that_cannot_be_written_is_said_at_once_and_the_window_asks_before_closing(
    qtbot: QtBot, tmp_path: Path, line: SwitchedLine, monkeypatch: pytest.MonkeyPatch, errors: list[str]
) -> None:
    folder = tmp_path / "kept_changes"
    asked: list[str] = []
    answer = [False]

    def ask(_parent: object, sentence: str, _act: str, _keep: str) -> bool:
        asked.append(sentence)
        return answer[0]

    def full(path: object, _content: object) -> None:
        raise FileNotWritten(f"{path} cannot be written: {os.strerror(errno.ENOSPC)}.")

    monkeypatch.setattr(main_window, "ask", ask)
    with Session.open(line.url) as session:
        game_id = session.table.create_game(list(NAMES), preset("club")).id
        window = MainWindow(GameController(kept_folder=folder))
        qtbot.addWidget(window)
        window.controller.outbox.retry_every = 60_000  # no retry while the test looks
        window.controller.attach(session)
        window.show()
        assert window.controller.open_game(game_id)
        line.down()
        writer = kept_changes.write_export
        monkeypatch.setattr(kept_changes, "write_export", full)  # what the kept changes' file is written by
        for count in range(1, 6):
            assert window.controller.record(ALL_TENPAI)
            qtbot.waitUntil(lambda count=count: len(window.controller.kept) == count and window.controller.outbox.away)
        # Said at once, and once; the banner says the changes are in this window only.
        assert len(errors) == 1 and "cannot be written to this computer" in errors[0] and "No space" in errors[0]
        assert "in this window only" in window.parts.kept_banner.text()
        assert not window.close()  # asked, and kept open
        assert len(asked) == 1 and "(5)" in asked[0] and "loses them" in asked[0]
        assert window.isVisible()
        # Room again on the disk: closing writes them first, and asks nothing.
        monkeypatch.setattr(kept_changes, "write_export", writer)
        assert window.close()
        assert len(asked) == 1
    line.up()
    with Session.open(line.url) as session:
        restarted = GameController(kept_folder=folder)
        restarted.attach(session)
        assert len(restarted.kept) == 5  # 5 of 5
        restarted.outbox.close()


def test_a_server_that_never_answers_never_holds_the_windows_thread(
    qtbot: QtBot, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    with Session.open(line.url) as session:
        game_id = session.table.create_game(list(NAMES), preset("club")).id
        controller = a_controller(qtbot, session, None, game_id)
        controller.outbox.slow.setInterval(WITHIN_MS)  # not kept meanwhile: the next test keeps it
        counts: list[int] = []
        controller.pending_changed.connect(counts.append)
        seen: list[bool] = []

        def turned() -> None:  # the event loop turns while the attempt waits for the silent server
            seen.append(controller.outbox.sending)
            line.speaking.set()  # the server answers again (SIGCONT)

        line.speaking.clear()  # the server stopped (SIGSTOP): it accepts, and answers nothing
        QTimer.singleShot(0, turned)
        assert controller.record(Ron(2, (Win(0, 1, 30),)))
        qtbot.waitUntil(lambda: bool(seen))
        assert seen == [True]  # the timer fired while the hand was on its way
        qtbot.waitUntil(lambda: not controller.kept, timeout=WITHIN_MS)
        assert counts == []  # never said kept: the attempt waited for the answer, off the window's thread
        assert errors == []
        view = controller.view
        assert view is not None and len(view.hands) == 1
    assert hands_stored(postgres_url) == {game_id: 1}


def test_a_hand_the_silent_server_holds_is_kept_meanwhile_then_stored_once(
    qtbot: QtBot, tmp_path: Path, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    folder = tmp_path / "kept_changes"
    with Session.open(line.url) as session:
        game_id = session.table.create_game(list(NAMES), preset("club")).id
        window = MainWindow(GameController(kept_folder=folder))
        qtbot.addWidget(window)
        controller = window.controller
        controller.outbox.slow.setInterval(100)
        controller.attach(session)
        window.show()
        assert controller.open_game(game_id)
        entered: list[bool] = []
        line.speaking.clear()  # the server stopped: it accepts, and answers nothing
        assert controller.record(Ron(2, (Win(0, 1, 30),)), then=lambda: entered.append(True))
        # A moment later the hand is kept (written, said above the table, its dialog gone on) while it waits.
        qtbot.waitUntil(lambda: bool(entered) and window.parts.kept_banner.isVisible())
        assert controller.outbox.sending
        assert [
            json.loads(path.read_text(encoding="utf-8"))["changes"][0]["entry"] for path in folder.glob("*.json")
        ] == [str(controller.kept[0].entry)]
        line.speaking.set()  # it answers again: the attempt that waited stores the hand, once
        qtbot.waitUntil(lambda: not controller.kept, timeout=WITHIN_MS)
        assert not window.parts.kept_banner.isVisible()
        assert errors == []
        window.close()
    assert hands_stored(postgres_url) == {game_id: 1}
    assert list(folder.glob("*.json")) == []
