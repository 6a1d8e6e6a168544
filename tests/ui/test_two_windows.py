"""Two windows on one game, in two processes (issue 30, part 1): the window here (offscreen) and another writer in a
real process of its own, on one SQLite file or one PostgreSQL server. The window follows the other within a second
and says what arrived; a hand entered in its dialog on the game as it was is refused with a sentence, nothing
stored; a window started while two games are being played asks which one.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tablekeeper import cli
from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.service import Session
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.dialogs.game import OpenGameDialog
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.opening import open_before_window
from tests.ui.table_driver import NAMES, window_on_game
from tests.ui.test_fast_entry import ENTER, type_keys

ROOT = Path(__file__).resolve().parents[2]
BOB = 1
# The other window's hand: Bob (not dealing) tsumo, 1 han 30 fu.
OTHER_TSUMO = Tsumo(Win(BOB, 1, 30))
WRITER = """
import sys
from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.service import Session

url, game, what = sys.argv[1], int(sys.argv[2]), sys.argv[3]
with Session.open(url) as session:
    if what == "tsumo":
        session.table.record(game, Tsumo(Win(1, 1, 30)))
    elif what == "delete":
        session.table.delete_game(game)
    else:
        session.table.undo(game)
"""


def other_window(url: str, game: int, what: str) -> None:
    """Another process changes the game: Bob's tsumo recorded, the last change undone, or the game deleted (this
    tree's code)."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run(
        [sys.executable, "-c", WRITER, url, str(game), what], check=True, cwd=ROOT, env=environment, timeout=60
    )


@pytest.fixture
def table(qtbot, database_url: str) -> Iterator[tuple[MainWindow, int]]:
    """The window here on a new game of the four NAMES (a session of its own), and the game's id."""
    with Session.open(database_url) as session:
        game = session.table.create_game(list(NAMES)).id
        window = window_on_game(qtbot, session, game)
        yield window, game
        window.close()


def _listening(qtbot, window: MainWindow) -> None:
    """The server's notifications heard before the other process writes (at once on a SQLite file, which asks)."""
    qtbot.waitUntil(lambda: window.following.follower is not None and window.following.follower.listening.is_set())


def test_the_window_follows_another_process_within_a_second_and_says_what_arrived(
    qtbot, database_url: str, table: tuple[MainWindow, int], errors: list[str]
) -> None:
    window, game = table
    _listening(qtbot, window)
    other_window(database_url, game, "tsumo")
    qtbot.waitUntil(lambda: len(window.controller.view.hands) == 1, timeout=1_000)
    assert window.controller.view.hands[0].result == OTHER_TSUMO
    assert window.history.rowCount() == 1
    assert window.statusBar().currentMessage() == "Hand 1 was recorded at another window."
    other_window(database_url, game, "undo")
    qtbot.waitUntil(lambda: window.controller.view.hands == (), timeout=1_000)
    assert window.history.rowCount() == 0
    assert window.statusBar().currentMessage() == "Hand 1 was undone at another window."
    assert errors == []


def test_a_hand_entered_on_the_game_as_it_was_is_refused_with_nothing_stored(
    qtbot, database_url: str, table: tuple[MainWindow, int], errors: list[str]
) -> None:
    window, game = table
    session = window.controller.service
    # T 2 1 3 0: Bob's tsumo, 1 han 30 fu, previewed on East 1 with no hand as this window shows it...
    type_keys(qtbot, window, ["t", "2", "1", "3", "0"])
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog) and dialog.isVisible()
    # ... while the other laptop records the same hand; Enter at once: the dialog's Record, on the game it showed.
    other_window(database_url, game, "tsumo")
    type_keys(qtbot, window, [ENTER])
    assert errors and errors[-1] == (
        "Hand 1 was recorded at another window. This dialog shows the table as it was: nothing is stored from it; "
        "close it and enter the hand again if you still mean it."
    )
    stored = session.table.game(game)
    assert [hand.result for hand in stored.hands] == [OTHER_TSUMO]  # stored once: the other window's
    assert window.controller.view.revision == stored.revision  # the window shows the table as it is now
    # Entered again on the table now shown, if it is still meant: hand 2.
    dialog.reject()
    type_keys(qtbot, window, ["t", "2", "1", "3", "0", ENTER])
    qtbot.waitUntil(lambda: len(session.table.game(game).hands) == 2)
    assert len(errors) == 1


def test_a_game_deleted_at_another_window_leaves_the_table(
    qtbot, database_url: str, table: tuple[MainWindow, int], errors: list[str]
) -> None:
    window, game = table
    _listening(qtbot, window)
    other_window(database_url, game, "delete")
    qtbot.waitUntil(lambda: window.controller.view is None, timeout=1_000)
    assert errors == [f"Game {game} was deleted at another window."]
    assert not window.table_actions["tsumo"].isEnabled()  # no hand is entered on a game that is no more


def test_a_window_started_while_two_games_are_played_asks_which(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    with Session.open(str(path)) as session:
        first = session.table.create_game(list(NAMES)).id
        second = session.table.create_game(["Eve", "Fay", "Gus", "Hal"]).id
    opened = open_before_window(str(path))
    assert opened is not None and opened[1] is None  # read before the window, and no game taken for it
    window, _loader = ui_app.launch(str(path), opened)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: isinstance(window.dialog, OpenGameDialog) and window.dialog.isVisible())
    chooser = window.dialog
    assert isinstance(chooser, OpenGameDialog)
    listed = [chooser.games.item(row).data(Qt.ItemDataRole.UserRole) for row in range(chooser.games.count())]
    assert listed == [second, first]  # the latest first
    assert window.controller.view is None  # neither shown until one is chosen
    chooser.games.setCurrentRow(1)
    chooser.confirm()
    assert window.controller.view is not None and window.controller.view.id == first
    window.controller.session.close()


@pytest.mark.parametrize("named", ["first", "second"])
def test_a_window_started_for_a_game_opens_that_game(tmp_path: Path, monkeypatch, named: str) -> None:
    path = tmp_path / "club.db"
    with Session.open(str(path)) as session:
        games = {
            "first": session.table.create_game(list(NAMES)).id,
            "second": session.table.create_game(list(NAMES)).id,
        }
    handed: list[tuple[object, int | None]] = []
    monkeypatch.setattr(ui_app, "run", lambda _url, opened, game=None: handed.append((opened, game)) or 0)
    assert cli.main(["--database-url", str(path), "--game", str(games[named])]) == 0
    ((opened, game),) = handed
    assert game == games[named]
    assert isinstance(opened, tuple)
    opened_session, view = opened
    assert view is not None and view.id == games[named]
    opened_session.close()


def test_the_chooser_shows_each_game_whole(qtbot, session: Session) -> None:
    session.table.create_game(list(NAMES), title="Table 1")
    session.table.create_game(["Evelyn", "Fayette", "Gustave", "Hallvard"], title="Table 2")
    dialog = OpenGameDialog(session.library.unfinished_games())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # Each row's date, players and hands read without scrolling: which table's game it is.
    assert dialog.games.viewport().width() >= dialog.games.sizeHintForColumn(0)
