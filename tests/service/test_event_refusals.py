"""What the event service refuses before it searches for a seating: a round that cannot be seated again, more
rounds than an event holds, more players than an event seats (each said at once, nothing stored)."""

from __future__ import annotations

from typing import Any

import pytest

from tablekeeper.events import seating
from tablekeeper.events.changes import MAX_PLAYERS
from tablekeeper.events.errors import PlayersRefused, SeatingRefused
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session

NAMES = [f"Player {n}" for n in range(1, 9)]


@pytest.fixture
def service(database_url: str) -> Session:
    with Session.open(database_url) as session:
        yield session  # type: ignore[misc]


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each random seating searched for, by its number of rounds (none, where the refusal comes first)."""
    calls: list[int] = []
    real = seating.seat_random

    def counted(players: Any, rounds: int, *args: Any, **kwargs: Any) -> Any:
        calls.append(rounds)
        return real(players, rounds, *args, **kwargs)

    monkeypatch.setattr(seating, "seat_random", counted)
    return calls


def test_a_played_round_is_refused_before_any_seating_is_searched_for(service: Session, searches: list[int]) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES)
    service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,5,6,7,8\n")
    service.events.enter_paper_result(view.id, 1, 1, (25_000, 25_000, 25_000, 25_000))
    with pytest.raises(SeatingRefused, match="Round 1 cannot be seated again"):
        service.events.reseat(view.id, 1)
    assert searches == []


def test_rounds_beyond_the_events_are_refused_before_any_seating_is_searched_for(
    service: Session, searches: list[int]
) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:4])
    service.events.seat_rounds(view.id, 60, seed=1)
    searches.clear()
    with pytest.raises(SeatingRefused, match="An event has at most 100 rounds"):
        service.events.seat_rounds(view.id, 41, seed=1)
    assert searches == []
    assert len(service.events.event(view.id).record.rounds) == 60


def test_an_event_holds_at_most_so_many_players(service: Session) -> None:
    too_many = [f"Player {n}" for n in range(1, MAX_PLAYERS + 2)]
    with pytest.raises(PlayersRefused, match=f"An event has at most {MAX_PLAYERS:,} players, not {MAX_PLAYERS + 1:,}"):
        service.events.create_event("Cup", RuleSet(), too_many)
    assert service.events.list_events() == ()
    view = service.events.create_event("Cup", RuleSet(), too_many[:MAX_PLAYERS])
    with pytest.raises(PlayersRefused, match=f"An event has at most {MAX_PLAYERS:,} players"):
        service.events.add_players(view.id, ["One more"])
    assert len(service.events.event(view.id).record.entrants) == MAX_PLAYERS
