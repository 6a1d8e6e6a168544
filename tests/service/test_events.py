"""The events through the session: each change stored in one transaction, refused with a sentence and nothing
stored, undone and redone exactly; a change from an event read before another session changed it is refused."""

from __future__ import annotations

from typing import Any

import pytest

from tablekeeper.events.errors import EventError, PenaltyRefused, PlayersRefused
from tablekeeper.events.model import Entrant, Penalty
from tablekeeper.rules.ruleset import RuleSet, preset
from tablekeeper.service import (
    EventChangedElsewhere,
    EventNotFound,
    EventView,
    NewEntrant,
    NothingToUndo,
    TableSession,
)

NAMES = [f"Player {n}" for n in range(1, 17)]


@pytest.fixture
def service(database_url: str) -> TableSession:
    with TableSession.open(database_url) as session:
        yield session  # type: ignore[misc]


def _same(a: EventView, b: EventView) -> None:
    """Two views of the event say the same of it (the revision apart)."""
    assert (a.record, a.tables) == (b.record, b.tables)


def test_create_event_registers_the_players_numbered_in_order(service: TableSession) -> None:
    rules = preset("ema2016")
    view = service.create_event("Spring Cup", rules, [NewEntrant("Aki", "04100001", "FR"), "Ben", "Chie", "Dai"])
    assert view.title == "Spring Cup" and view.rules == rules
    assert view.record.entrants[0] == Entrant(1, "Aki", "04100001", "FR")
    assert [e.name for e in view.record.entrants] == ["Aki", "Ben", "Chie", "Dai"]
    assert (view.tables, view.can_undo, view.can_redo) == ((), None, None)
    again = service.event(view.id)
    assert again.record == view.record and again.rules == rules
    (summary,) = service.list_events()
    assert (summary.id, summary.title, summary.players, summary.rounds) == (view.id, "Spring Cup", 4, 0)
    # The players are the club's: a game of theirs later is a game of the same players.
    assert sorted(service.player_names()) == ["Aki", "Ben", "Chie", "Dai"]


def test_a_refused_event_stores_nothing(service: TableSession) -> None:
    with pytest.raises(PlayersRefused, match="at least 4 players, not 3"):
        service.create_event("Cup", RuleSet(), ["Aki", "Ben", "Chie"])
    with pytest.raises(PlayersRefused, match="Aki is given twice"):
        service.create_event("Cup", RuleSet(), ["Aki", "Ben", "Chie", "Aki"])
    assert service.list_events() == ()
    assert service.player_names() == []


def test_an_event_not_stored_is_said(service: TableSession) -> None:
    with pytest.raises(EventNotFound, match="There is no event 7"):
        service.event(7)


def test_players_absence_and_penalties_undone_and_redone_exactly(service: TableSession) -> None:
    created = service.create_event("Cup", RuleSet(), NAMES[:8])
    added = service.add_players(created.id, [NewEntrant("Ivo", country="DE")])
    assert added.record.entrants[-1] == Entrant(9, "Ivo", None, "DE")
    absent = service.mark_absent(created.id, 2, 1)
    assert absent.record.entrants[1].absent_from == 1
    fined = service.add_penalty(created.id, 3, -20_000, "late", round=None)
    assert fined.record.penalties == (Penalty(1, 3, -20_000, "late"),)
    assert (fined.can_undo, fined.can_redo) == ("a penalty", None)
    # Back to the start, one change at a time: each undo gives the event exactly as it was before the change.
    for before, undone in ((absent, "a penalty"), (added, "a player marked absent"), (created, "the players added")):
        back = service.undo_event(created.id)
        _same(back, before)
        assert back.can_redo == undone
    with pytest.raises(NothingToUndo, match="Event 1 has nothing to undo"):
        service.undo_event(created.id)
    for after in (added, absent, fined):
        _same(service.redo_event(created.id), after)
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        service.redo_event(created.id)
    # A new change after an undo throws the undone one away.
    service.undo_event(created.id)
    other = service.add_penalty(created.id, 4, -1_000, "phone")
    assert other.record.penalties == (Penalty(1, 4, -1_000, "phone"),)
    assert other.can_redo is None


def test_refused_changes_store_nothing(service: TableSession) -> None:
    view = service.create_event("Cup", RuleSet(), NAMES[:4])
    with pytest.raises(PenaltyRefused, match="needs its reason"):
        service.add_penalty(view.id, 1, -1_000, " ")
    with pytest.raises(PlayersRefused, match="Player 2 is registered already"):
        service.add_players(view.id, ["Player 5", "player 2"])
    with pytest.raises(EventError, match="no player number 5"):
        service.mark_absent(view.id, 5, 1)
    after = service.event(view.id)
    assert (after.record, after.revision, after.can_undo) == (view.record, view.revision, None)


def test_a_change_from_an_event_read_before_another_session_changed_it_is_refused(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with TableSession.open(database_url) as first, TableSession.open(database_url) as second:
        view = first.create_event("Cup", RuleSet(), NAMES[:4])
        read = second.events._load
        interleaved: list[int] = []

        def read_then_first_writes(event_id: int) -> Any:
            loaded = read(event_id)
            if not interleaved:  # between the second session's reading and its writing, the first one writes
                interleaved.append(event_id)
                first.add_penalty(view.id, 1, -1_000, "late")
            return loaded

        monkeypatch.setattr(second.events, "_load", read_then_first_writes)
        with pytest.raises(EventChangedElsewhere, match="Event 1 was changed in another window"):
            second.add_penalty(view.id, 2, -2_000, "phone")
        assert second.event(view.id).record.penalties == (Penalty(1, 1, -1_000, "late"),)
