"""The hall of a three-player event (tenhou-sanma, 35,000 to start): each table's card has three seats, East,
South and West, and no empty fourth; a result kept on paper shows its three points, a game of three its points as
it is played, and the standings beneath rank the three places (return 40,000, uma +20 / 0 / -20, oka +15 to
first), followed from another session."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QLabel

from tablekeeper.rules.results import Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import EventView, NewEntrant
from tablekeeper.ui.hall import HallWindow
from tests.ui.test_hall import card_text, seat_line, shown_hall

PLAYERS = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


@pytest.fixture
def tables(database_url: str) -> Iterator[tuple[Session, EventView]]:
    """The tables' session: six players, one round seated at two tables of three (1, 2, 3 and 4, 5, 6)."""
    with Session.open(database_url) as session:
        event = session.events.create_event("Sanma night", preset("tenhou-sanma"), [NewEntrant(n) for n in PLAYERS])
        session.events.import_seating(event.id, "1,1,1,2,3\n1,2,4,5,6\n")
        yield session, session.events.event(event.id)


@pytest.fixture
def hall(qtbot, database_url: str, tables: tuple[Session, EventView]) -> Iterator[HallWindow]:
    with shown_hall(qtbot, database_url, tables[1].id, 1366, 768) as window:
        yield window


def card_text_of(hall: HallWindow, name: str) -> str:
    label = hall.findChild(QLabel, name)
    assert label is not None, name
    return label.text()


def test_each_card_has_three_seats_and_a_paper_result_shows_in_the_standings(
    qtbot, hall: HallWindow, tables: tuple[Session, EventView]
) -> None:
    session, event = tables
    for table in (1, 2):
        card = hall.findChild(QFrame, f"hall_table_{table}")
        assert card is not None and card.findChild(QLabel, "seat_3_0") is None  # no North
        assert card_text(hall, table, "table_status") == "Not started"
    assert [seat_line(hall, 1, seat) for seat in range(3)] == [("E", "Alice", ""), ("S", "Bob", ""), ("W", "Carol", "")]
    # Table 2 kept on paper at the tables' computer: Frank (West) 46,000 and the stick left, 47,000: +42;
    # Dave 30,000: -10 + 0; Erin 28,000: -12 - 20 = -32.
    session.events.enter_paper_result(event.id, 1, 2, (30_000, 28_000, 46_000), deposits=1)
    qtbot.waitUntil(lambda: card_text(hall, 2, "table_status") == "Result kept on paper", timeout=5_000)
    assert [seat_line(hall, 2, seat) for seat in range(3)] == [
        ("E", "Dave", "30,000"),
        ("S", "Erin", "28,000"),
        ("W", "Frank", "46,000"),
    ]
    # Each entrant's line of the standings: place, name, total (Frank is entrant 6, Erin 5).
    assert [card_text_of(hall, f"standing_6_{column}") for column in range(3)] == ["1.", "Frank", "+42.0"]
    assert card_text_of(hall, "standing_5_2") == "-32.0"
    assert hall.provisional.text() == QCoreApplication.translate("Hall", "Provisional: a table is still playing")
    # Table 1 plays: Alice, the dealer, tsumo mangan, 4,000 from each of the two others (tsumo loss); she keeps the
    # deal with one honba.
    game = session.events.open_table(event.id, 1, 1)
    session.table.record(game, Tsumo(Win(0, han=5)))
    qtbot.waitUntil(lambda: card_text(hall, 1, "table_status") == "1 hand", timeout=5_000)
    assert card_text(hall, 1, "table_deal") == "East 1 · 1 honba"
    assert [seat_line(hall, 1, seat) for seat in range(3)] == [
        ("E", "Alice", "43,000"),
        ("S", "Bob", "31,000"),
        ("W", "Carol", "31,000"),
    ]
    # As it stands: Alice (43 - 40) + 35 = +38 (the live standings count a game in play).
    assert card_text_of(hall, "standing_1_2") == "+38.0"
