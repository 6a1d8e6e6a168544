"""A table whose server goes out of reach mid-game (issue 21, part 3): the hands confirmed meanwhile are kept in the
window, which says so above the table (no box stops the table), and are stored once each when the server answers
again, in order; a COMMIT whose answer was lost is sent again and stored once. At the end the window's game is the
one a fresh session reads. On PostgreSQL only: the line is TCP (tests/ui/switched_line.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from sqlalchemy import text

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.main_window import MainWindow
from tests.ui.switched_line import SwitchedLine
from tests.ui.table_driver import draw, open_game, record, scores, tsumo

EVENT_PLAYERS = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi")
RETRY_MS = 50
"""The window's retry, made short so that the test does not wait the two seconds of a real table."""
BACK_WITHIN_MS = 20_000
"""A bound on how long the kept hands take to be stored once the line is back, not their expected time."""


@pytest.fixture
def line(postgres_url: str) -> Iterator[SwitchedLine]:
    switched = SwitchedLine(postgres_url)
    yield switched
    switched.close()


@pytest.fixture
def table(qtbot: QtBot, line: SwitchedLine) -> Iterator[MainWindow]:
    """The table window on a session whose every connection goes through the line."""
    with Session.open(line.url) as session:
        main = MainWindow(GameController(session))
        qtbot.addWidget(main)
        main.controller.outbox.retry_every = RETRY_MS
        main.resize(1366, 768)
        main.show()
        qtbot.waitExposed(main)
        yield main
        main.close()


def stored(postgres_url: str) -> tuple[int, list[str]]:
    """What the server holds, read without the line: the number of hands, and each recorded step's entry."""
    engine = make_engine(resolve_url(postgres_url))
    try:
        with engine.connect() as connection:
            hands = connection.execute(text("SELECT count(*) FROM hands")).scalar_one()
            entries = connection.execute(text("SELECT entry FROM game_actions WHERE kind = 'record'")).scalars().all()
    finally:
        engine.dispose()
    return int(hands), [str(entry) for entry in entries]


def check_as_stored(window: MainWindow, postgres_url: str, game_id: int) -> None:
    """The window shows the game as a fresh session reads it from the server."""
    view = window.controller.view
    assert view is not None
    with Session.open(postgres_url) as fresh:
        game = fresh.table.game(game_id)
    assert [h.result for h in view.hands] == [h.result for h in game.hands]
    assert view.table == game.table
    assert window.history.rowCount() == len(game.hands)
    assert scores(window) == list(game.table.scores)


def test_hands_confirmed_while_the_server_is_gone_are_kept_then_stored_once_each(
    qtbot: QtBot, table: MainWindow, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    session = table.controller.service
    # The table of an event's round, so that the hall can be asked what it shows at the end.
    event = session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in EVENT_PLAYERS])
    session.events.seat_rounds(event.id, 1, seed=7)
    game_id = session.events.open_table(event.id, 1, 1)
    # Hand 1, stored: the dealer (East, seat 0) alone tenpai takes 3,000 from the three others; 1 honba.
    session.table.record(game_id, ExhaustiveDraw(tenpai=frozenset({0})))
    assert table.controller.open_game(game_id)
    assert scores(table) == [28_000, 24_000, 24_000, 24_000]
    banner = table.parts.kept_banner
    assert not banner.isVisible()

    line.down()
    # Hand 2, entered and confirmed in its dialog as usual: the dealer's tsumo of 3 han 30 fu (2,000 all) with
    # 1 honba (100 more from each). The server cannot be reached: the dialog closes, the hand is kept.
    dialog = tsumo(qtbot, table, 0, 3, 30)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert banner.isVisible() and "cannot be reached" in banner.text() and "kept here" in banner.text()
    assert errors == []  # said above the table, not in a box the table must click away
    # Not shown as stored: the table is still the table after hand 1.
    assert scores(table) == [28_000, 24_000, 24_000, 24_000]
    assert table.history.rowCount() == 1
    # Hand 3, while the server is still gone: nobody tenpai. Kept after hand 2, in order.
    record(qtbot, table, draw(qtbot, table))
    assert len(table.controller.kept) == 2
    assert "2 changes" in banner.text()
    assert errors == []
    assert stored(postgres_url)[0] == 1

    line.up()
    qtbot.waitUntil(lambda: not table.controller.kept, timeout=BACK_WITHIN_MS)
    assert not banner.isVisible()
    assert errors == []
    hands, entries = stored(postgres_url)
    assert hands == 3
    assert len(entries) == len(set(entries)) == 3  # three entries, each stored once
    # Hand 2: [28,000 + 6,300, 24,000 - 2,100 x 3]; hand 3 pays nothing.
    assert scores(table) == [34_300, 21_900, 21_900, 21_900]
    check_as_stored(table, postgres_url, game_id)
    # And the hall, read afresh from the server, shows the table's game as the window does.
    with Session.open(postgres_url, write=False) as hall_session:
        hall = hall_session.hall(event.id)
    shown = next(t.game for t in hall.tables if t.game is not None and t.game.id == game_id)
    view = table.controller.view
    assert view is not None
    assert [h.result for h in shown.hands] == [h.result for h in view.hands]
    assert shown.table == view.table


def test_a_hand_whose_commit_answer_was_lost_is_sent_again_and_stored_once(
    qtbot: QtBot, table: MainWindow, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    session = table.controller.service
    game_id = open_game(table, session)
    # The server commits the hand, and its answer never reaches the table.
    line.after_commit = 1.0
    line.cutting = True
    dialog = tsumo(qtbot, table, 1, 2, 30)
    qtbot.waitUntil(lambda: line.cuts.after_commit == 1 and not dialog.isVisible())
    line.cutting = False
    assert stored(postgres_url)[0] == 1  # stored already, though the table does not know it
    # Kept and sent again with its entry: the answer "stored before" clears it, and nothing is stored twice.
    qtbot.waitUntil(lambda: not table.controller.kept, timeout=BACK_WITHIN_MS)
    assert not table.parts.kept_banner.isVisible()
    assert errors == []
    hands, entries = stored(postgres_url)
    assert hands == 1 and len(entries) == 1
    # South's tsumo of 2 han 30 fu: 1,000 from the dealer, 500 from each of the two others.
    assert scores(table) == [24_000, 27_000, 24_500, 24_500]
    check_as_stored(table, postgres_url, game_id)


def test_a_kept_hand_the_server_then_refuses_is_said_and_dropped(
    qtbot: QtBot, table: MainWindow, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    game_id = open_game(table, table.controller.service)
    line.down()
    tsumo(qtbot, table, 0, 3, 30)
    record(qtbot, table, draw(qtbot, table))  # the next hand, entered after the tsumo: kept after it
    assert len(table.controller.kept) == 2
    # Meanwhile another table, which still reaches the server, records a hand of the same game.
    with Session.open(postgres_url) as other:
        other.table.record(game_id, ExhaustiveDraw(tenpai=frozenset({1})))
    line.up()
    qtbot.waitUntil(lambda: not table.controller.kept, timeout=BACK_WITHIN_MS)
    # Said, not lost in silence: the game was changed elsewhere, nothing of the kept hand was stored.
    # The draw kept after it is dropped too, and said: entered after a hand that is not stored, it is not
    # sent on the game another table made.
    assert len(errors) == 1
    assert "not stored" in errors[0] and "changed in another window or on another computer" in errors[0]
    assert "The later change of this game kept here was not stored either" in errors[0]
    assert not table.parts.kept_banner.isVisible()
    assert stored(postgres_url)[0] == 1
    # The window shows the game as it is now: the other table's draw, South alone tenpai (+3,000, 1,000 from each).
    assert scores(table) == [24_000, 28_000, 24_000, 24_000]
    check_as_stored(table, postgres_url, game_id)


def test_a_hand_kept_when_the_window_is_closed_is_stored_once_by_the_next_window(
    qtbot: QtBot, tmp_path: Path, line: SwitchedLine, postgres_url: str, errors: list[str]
) -> None:
    kept_folder = tmp_path / "data" / "kept_changes"
    with Session.open(line.url) as session:
        first = MainWindow(GameController(session, kept_folder=kept_folder))
        qtbot.addWidget(first)
        first.show()
        game_id = open_game(first, session)
        # The worst case: the server commits the hand, its answer is lost, and the line stays down.
        line.after_commit, line.cutting = 1.0, True
        tsumo(qtbot, first, 1, 2, 30)
        qtbot.waitUntil(lambda: first.controller.outbox.away and len(first.controller.kept) == 1)
        line.down()
        line.cutting = False
        entry = first.controller.kept[0].entry
        first.close()  # the window's process ends here
    assert str(entry) in "".join(path.read_text(encoding="utf-8") for path in kept_folder.glob("*.json"))
    assert stored(postgres_url)[0] == 1

    line.up()
    with Session.open(line.url) as session:
        second = MainWindow(GameController(session, kept_folder=kept_folder))
        qtbot.addWidget(second)
        second.controller.outbox.retry_every = RETRY_MS
        second.controller.outbox.retry.setInterval(RETRY_MS)  # started already, by the changes read from the file
        second.show()
        second.controller.reopen_latest()
        assert [k.entry for k in second.controller.kept] == [entry]
        assert second.parts.kept_banner.isVisible()
        qtbot.waitUntil(lambda: not second.controller.kept, timeout=BACK_WITHIN_MS)
        assert not second.parts.kept_banner.isVisible()
        assert errors == []
        hands, entries = stored(postgres_url)
        assert hands == 1 and entries == [str(entry)]  # stored by the first window's attempt, once
        # South's tsumo of 2 han 30 fu: 1,000 from the dealer, 500 from each of the two others.
        assert scores(second) == [24_000, 27_000, 24_500, 24_500]
        check_as_stored(second, postgres_url, game_id)
        second.close()
    assert list(kept_folder.glob("*.json")) == []  # nothing kept any more
