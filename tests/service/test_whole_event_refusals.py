"""Every refusal of the whole event is a sentence, and nothing is stored: the event reads the same before and
after (its record, its tables, its revision). A seating file that puts a player twice in one round, one that seats
an absent player, a paper result that does not add up, a player count that is not a multiple of four; and the
fillers the organiser may choose instead, seated and never ranked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tablekeeper.errors import TablekeeperError
from tablekeeper.events.errors import EventError, ResultRefused, SeatingRefused
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant

NAMES = (
    "Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana",
    "Ivo", "Jun", "Kei", "Lea", "Mio", "Nao", "Oto", "Pia",
)  # fmt: skip
GOOD_ROUND = "round,table,p1,p2,p3,p4\n1,1,1,2,3,4\n1,2,5,6,7,8\n1,3,9,10,11,12\n1,4,13,14,15,16\n"


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def _event(service: Session, names: tuple[str, ...] = NAMES) -> int:
    return service.events.create_event("Club night", preset("ema2016"), [NewEntrant(n) for n in names]).id


def _refused(service: Session, event_id: int, error: type[TablekeeperError], call, *words: str) -> str:
    """Make the call, which must be refused with a sentence naming ``words``; the event must not change."""
    before = service.events.event(event_id)
    with pytest.raises(error) as refused:
        call()
    sentence = str(refused.value)
    assert sentence.endswith("."), sentence  # a sentence, not a repr or a code
    for word in words:
        assert word in sentence, sentence
    assert service.events.event(event_id) == before
    return sentence


def test_a_seating_file_with_a_player_twice_at_one_table_is_refused(service: Session) -> None:
    event_id = _event(service)
    twice = GOOD_ROUND.replace("1,1,1,2,3,4", "1,1,1,2,3,3")  # Chie (3) twice at table 1, Dai (4) left out
    _refused(service, event_id, SeatingRefused, lambda: service.events.import_seating(event_id, twice), "3")


def test_a_seating_file_with_a_player_at_two_tables_of_one_round_is_refused(service: Session) -> None:
    event_id = _event(service)
    # Aki (1) at tables 1 and 2 of round 1; Eri (5) left out.
    two_tables = GOOD_ROUND.replace("1,2,5,6,7,8", "1,2,1,6,7,8")
    _refused(service, event_id, SeatingRefused, lambda: service.events.import_seating(event_id, two_tables), "1")
    # The same pair at one table twice in one round: tables 1 and 2 both Aki, Ben, Chie, Dai.
    same_pairs = GOOD_ROUND.replace("1,2,5,6,7,8", "1,2,1,2,3,4")
    _refused(service, event_id, SeatingRefused, lambda: service.events.import_seating(event_id, same_pairs))
    # A good file after the refusals is taken: the refusals left nothing half done.
    view = service.events.import_seating(event_id, GOOD_ROUND)
    assert [t.entrants for t in view.tables] == [(1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 16)]


def test_a_seating_that_seats_an_absent_player_is_refused(service: Session) -> None:
    event_id = _event(service, (*NAMES, "Quinn", "Rei", "Sora", "Taro"))
    round_1 = GOOD_ROUND + "1,5,17,18,19,20\n"
    service.events.import_seating(event_id, round_1)
    absent = service.events.mark_absent(event_id, 20, from_round=2)
    assert absent.record.entrants[19].absent_from == 2
    # Round 2 seats Taro (20), absent from round 2 on; the sentence names him (by name or number).
    # A seating file is the schedule from round 1 on: round 1 as seated, then round 2.
    round_2 = round_1 + "2,1,1,5,9,13\n2,2,2,6,10,14\n2,3,3,7,11,15\n2,4,4,8,12,16\n2,5,17,18,19,20\n"
    sentence = _refused(service, event_id, SeatingRefused, lambda: service.events.import_seating(event_id, round_2))
    assert "Taro" in sentence or "20" in sentence, sentence
    # The random seating leaves him out: 19 present is not a multiple of four.
    _refused(service, event_id, SeatingRefused, lambda: service.events.seat_rounds(event_id, 1, seed=1))


def test_a_paper_result_that_does_not_add_up_is_refused(service: Session) -> None:
    event_id = _event(service)
    service.events.import_seating(event_id, GOOD_ROUND)
    # ema2016: 4 x 30,000 = 120,000. 40,000 + 30,000 + 25,000 + 24,000 = 119,000: 1,000 short.
    short = (40_000, 30_000, 25_000, 24_000)
    _refused(service, event_id, ResultRefused, lambda: service.events.enter_paper_result(event_id, 1, 1, short))
    # Two sticks on the table make it 121,000: 1,000 too many.
    _refused(
        service, event_id, ResultRefused, lambda: service.events.enter_paper_result(event_id, 1, 1, short, deposits=2)
    )
    # A table that is not seated: round 2 has none yet, round 1 has no table 5.
    good = (40_000, 30_000, 26_000, 24_000)
    _refused(service, event_id, EventError, lambda: service.events.enter_paper_result(event_id, 2, 1, good), "2")
    _refused(service, event_id, ResultRefused, lambda: service.events.enter_paper_result(event_id, 1, 5, good))
    # One stick left makes 119,000 + 1,000 = 120,000: taken.
    view = service.events.enter_paper_result(event_id, 1, 1, short, deposits=1)
    assert [(p.round, p.table, p.points, p.deposits) for p in view.record.paper] == [(1, 1, short, 1)]


def test_a_paper_result_for_a_round_not_seated_is_a_result_refused(service: Session) -> None:
    # events/errors.py: ResultRefused is "a result that cannot be taken: ..., a table that has no seating", as for
    # a table the round does not have (round 1, table 5 above); a round not seated yet is the same mistake.
    event_id = _event(service)
    service.events.import_seating(event_id, GOOD_ROUND)
    good = (40_000, 30_000, 26_000, 24_000)
    _refused(service, event_id, ResultRefused, lambda: service.events.enter_paper_result(event_id, 2, 1, good), "2")


def test_a_player_count_not_a_multiple_of_four_is_refused_or_filled(service: Session) -> None:
    names = NAMES[:10]
    event_id = _event(service, names)
    sentence = _refused(service, event_id, SeatingRefused, lambda: service.events.seat_rounds(event_id, 2, seed=3))
    assert "10" in sentence, sentence
    # With fillers: 10 players and 2 fillers make 3 tables; every player seated once a round.
    view = service.events.seat_rounds(event_id, 2, fill=True, seed=3)
    fillers = [e for e in view.record.entrants if e.filler]
    assert len(fillers) == 2 and len(view.record.entrants) == 12
    for round_ in (1, 2):
        tables = [t for t in view.tables if t.round == round_]
        assert len(tables) == 3
        assert sorted(e for t in tables for e in t.entrants) == list(range(1, 13))
    standings = service.events.event_standings(event_id)
    assert sorted(p.name for p in standings.players) == sorted(names)  # fillers are never ranked


def test_fillers_are_not_rated_in_the_club_ladder(service: Session) -> None:
    # A filler is a seat made up to complete a table ("Substitute 1", ...): never ranked in the event, and no
    # one the club knows. Rated under that name, every event's "Substitute 1" would be one ladder player, who
    # never existed. The real players of those tables are rated as usual.
    names = NAMES[:6]
    event_id = _event(service, names)
    view = service.events.seat_rounds(event_id, 1, fill=True, seed=3)
    assert sum(e.filler for e in view.record.entrants) == 2
    # ema2016: 45,000 + 30,000 + 25,000 + 20,000 = 120,000 = 4 x 30,000.
    for table in view.tables:
        service.events.enter_paper_result(event_id, 1, table.table, (45_000, 30_000, 25_000, 20_000))
    assert {r.name for r in service.events.club_rating()} == set(names)
