"""An organiser's change beside the tables playing: refused only where it really conflicts with them.

A penalty or a seating depends on the event's record, not on a table's game: it is stored while another window
opens a table's game and records hands there. A change that depends on a table (a paper result for it, an undo or
redo that would change it) is refused when that table opened its game since the event was read, and a redo that
would bring back a paper result over a game since opened is refused with a sentence."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tablekeeper.events.errors import EventError, UndoRefused
from tablekeeper.events.model import Penalty
from tablekeeper.rules.results import Ron, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import EventChangedElsewhere, Session

NAMES = [f"Player {n}" for n in range(1, 9)]
SEATING = "1,1,1,2,3,4\n1,2,5,6,7,8\n"


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as session:
        yield session


@pytest.fixture
def windows(database_url: str) -> Iterator[tuple[Session, Session, int]]:
    """The organiser's window and a table's, on one database, and an event of two tables seated for round 1."""
    with Session.open(database_url) as organiser, Session.open(database_url) as table:
        view = organiser.events.create_event("Cup", RuleSet(), NAMES)
        yield organiser, table, organiser.events.import_seating(view.id, SEATING).id


def _meanwhile(organiser: Session, monkeypatch: pytest.MonkeyPatch, tables: Callable[[], None]) -> None:
    """Between the organiser's reading of the event and its write, ``tables`` runs (another window's doing)."""
    read = organiser.events._load
    done: list[bool] = []

    def read_then_the_tables_play(event_id: int) -> Any:
        loaded = read(event_id)
        if not done:
            done.append(True)
            tables()
        return loaded

    monkeypatch.setattr(organiser.events, "_load", read_then_the_tables_play)


def test_a_penalty_and_a_seating_are_stored_while_a_table_opens_its_game_and_records_hands(
    windows: tuple[Session, Session, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    organiser, table, event = windows
    first = table.events.open_table(event, 1, 1)

    def the_tables_play() -> None:
        table.table.record(first, Ron(2, (Win(1, 3, 40),)))
        second = table.events.open_table(event, 1, 2)
        table.table.record(second, Ron(0, (Win(3, 1, 30),)))

    _meanwhile(organiser, monkeypatch, the_tables_play)
    fined = organiser.events.add_penalty(event, 3, -20_000, "late")
    assert fined.record.penalties == (Penalty(1, 3, -20_000, "late"),)
    assert [t.game_id is not None for t in fined.tables] == [True, True]
    monkeypatch.undo()
    _meanwhile(organiser, monkeypatch, lambda: table.table.record(first, Ron(1, (Win(0, 2, 30),))))
    seated = organiser.events.seat_rounds(event, 1, seed=4)
    assert [r.round for r in seated.record.rounds] == [1, 2]
    assert len(organiser.table.game(first).hands) == 2  # the tables' hands all stored too


def test_a_paper_result_for_a_table_that_opened_its_game_meanwhile_is_refused(
    windows: tuple[Session, Session, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    organiser, table, event = windows
    _meanwhile(organiser, monkeypatch, lambda: table.events.open_table(event, 1, 2))
    with pytest.raises(EventChangedElsewhere, match="Round 1, table 2 opened its game"):
        organiser.events.enter_paper_result(event, 1, 2, (40_000, 30_000, 20_000, 10_000))
    after = organiser.events.event(event)
    assert after.record.paper == () and after.can_undo == "round 1 seated"
    # Another table's paper result does not depend on that game: taken.
    monkeypatch.undo()
    _meanwhile(
        organiser,
        monkeypatch,
        lambda: table.table.record(table.events.open_table(event, 1, 2), Ron(2, (Win(1, 1, 30),))),
    )
    paper = organiser.events.enter_paper_result(event, 1, 1, (40_000, 30_000, 20_000, 10_000))
    assert [(p.round, p.table) for p in paper.record.paper] == [(1, 1)]


def test_a_redo_that_would_bring_a_paper_result_back_over_a_game_is_refused(service: Session) -> None:
    event = service.events.import_seating(service.events.create_event("Cup", RuleSet(), NAMES).id, SEATING).id
    service.events.enter_paper_result(event, 1, 2, (40_000, 30_000, 20_000, 10_000))
    undone = service.events.undo_event(event)
    assert undone.can_redo == "the paper result of round 1, table 2"
    game = service.events.open_table(event, 1, 2)
    with pytest.raises(UndoRefused, match="Round 1, table 2 has its game stored: its result kept on paper cannot"):
        service.events.redo_event(event)
    after = service.events.event(event)
    assert after.record == undone.record and after.can_redo == undone.can_redo
    # The table has one result, its game's: the standings and the rating count it once.
    service.table.record(game, Ron(2, (Win(1, 3, 40),)))
    service.table.finish(game)
    assert {s.name: s.games for s in service.events.event_standings(event, through_round=1).players}["Player 5"] == 1
    assert {r.name: r.games for r in service.events.club_rating()}["Player 5"] == 1
    # The game deleted, the table has no result any more: the paper one may come back.
    service.table.delete_game(game)
    assert service.events.redo_event(event).tables[1].paper is not None


def test_a_tables_game_is_not_opened_over_a_paper_result_redone(service: Session) -> None:
    event = service.events.import_seating(service.events.create_event("Cup", RuleSet(), NAMES).id, SEATING).id
    service.events.enter_paper_result(event, 1, 2, (40_000, 30_000, 20_000, 10_000))
    service.events.undo_event(event)
    service.events.redo_event(event)
    with pytest.raises(EventError, match="Round 1, table 2 has its result kept on paper: it has no game to open"):
        service.events.open_table(event, 1, 2)
    assert service.library.list_games() == []


def test_an_undo_that_would_change_a_table_opened_meanwhile_is_refused(
    windows: tuple[Session, Session, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    organiser, table, event = windows
    organiser.events.substitute(event, 1, 6, "Zed")
    _meanwhile(organiser, monkeypatch, lambda: table.events.open_table(event, 1, 2))  # Zed plays at table 2
    with pytest.raises(EventChangedElsewhere, match="Round 1, table 2 opened its game"):
        organiser.events.undo_event(event)
    assert organiser.events.event(event).tables[1].seats[1] == "Zed"
