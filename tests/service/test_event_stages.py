"""Sit-outs and stages through the event service: 17 players with one sitting out each round, the round sat out
scored as the event says; a 32-player event cut to 16 (scores carried), seated by place, then to 4 (scores reset),
with the standings of each stage and overall worked out by hand below; the cut undone and made again; and each
refusal a sentence.

Rule set ema2016 (start and return 30,000; uma +15/+5/-5/-15; equal totals share the place). A table ending
45,000 / 32,000 / 25,000 / 18,000 scores +30 (15 + 15), +7 (2 + 5), -10 (-5 - 5), -27 (-12 - 15)."""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction

import pytest

from tablekeeper.events.errors import CutRefused, SeatingRefused
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session

SPREAD = (45_000, 32_000, 25_000, 18_000)


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as session:
        yield session


def _paper_by_entrant(service: Session, event: int, round: int, points: dict[int, int]) -> None:
    """Each table of ``round`` given its points by who sits there (the seating's winds are its own)."""
    for table in service.events.event(event).tables:
        if table.round == round:
            service.events.enter_paper_result(event, round, table.table, tuple(points[n] for n in table.entrants))


def test_seventeen_players_sit_out_in_turn_and_the_round_out_scores_the_events_fixed_score(service: Session) -> None:
    names = [f"P{n}" for n in range(1, 18)]
    event = service.events.create_event("Night", preset("ema2016"), names, sit_out_score=5_000).id
    view = service.events.seat_rounds(event, 4, sit_out=True, seed=7)
    outs = [seating.sitting_out for seating in view.record.rounds]
    # 17 at tables of four: 16 seated, one out each round, four different players over four rounds.
    assert all(len(out) == 1 for out in outs)
    assert len({out[0] for out in outs}) == 4
    for seating in view.record.rounds:
        seated = {n for table in seating.tables for n in table.seats}
        assert len(seating.tables) == 4 and seated | set(seating.sitting_out) == set(range(1, 18))
    # Round 1: at each table the lowest number ends first, and so on.
    first = view.record.rounds[0]
    points = {n: SPREAD[sorted(t.seats).index(n)] for t in first.tables for n in t.seats}
    _paper_by_entrant(service, event, 1, points)
    lines = {line.entrant: line for line in service.events.event_standings(event, through_round=1).players}
    (away,) = outs[0]
    # The round sat out counts +5.0 (the event's fixed score) and is not a game.
    assert lines[away].score == Fraction(5) and lines[away].games == 0 and lines[away].sat_out == (1,)
    assert lines[away].rounds == (Fraction(5),)
    best = min(first.tables[0].seats)
    assert lines[best].score == Fraction(30) and lines[best].games == 1


def test_a_round_sat_out_counts_nothing_when_the_event_gives_no_score(service: Session) -> None:
    names = [f"P{n}" for n in range(1, 6)]
    event = service.events.create_event("Night", preset("ema2016"), names).id
    view = service.events.seat_rounds(event, 1, sit_out=True, seed=1)
    ((away,),) = [seating.sitting_out for seating in view.record.rounds]
    (table,) = view.tables
    service.events.enter_paper_result(event, 1, 1, SPREAD)
    lines = {line.entrant: line for line in service.events.event_standings(event).players}
    assert lines[away].score == 0 and lines[away].rounds == (None,) and lines[away].sat_out == (1,)
    assert lines[table.entrants[0]].total == Fraction(30)


def _thirty_two(service: Session) -> int:
    names = [f"P{n}" for n in range(1, 33)]
    event = service.events.create_event("Cup", preset("ema2016"), names).id
    # Round 1: table t seats 4t-3 (East) to 4t (North), each table ending 45,000 / 32,000 / 25,000 / 18,000.
    rows = "\n".join(f"1,{t},{4 * t - 3},{4 * t - 2},{4 * t - 1},{4 * t}" for t in range(1, 9))
    service.events.import_seating(event, rows + "\n")
    for t in range(1, 9):
        service.events.enter_paper_result(event, 1, t, SPREAD)
    return event


def test_thirty_two_cut_to_sixteen_carried_then_to_four_reset(service: Session) -> None:
    event = _thirty_two(service)
    # After round 1: the Easts (1, 5, ..., 29) +30, the Souths (2, 6, ..., 30) +7: the top 16, no tie across the cut.
    view = service.events.cut(event, 16, scores="carry")
    (stage,) = view.record.stages
    easts, souths = [4 * t - 3 for t in range(1, 9)], [4 * t - 2 for t in range(1, 9)]
    assert stage.first_round == 2 and stage.qualified == (*easts, *souths)
    # By place: equal totals keep their order at the cut (by number, the rule set sharing the place).
    view = service.events.seat_rounds(event, 1, method="ranked")
    tables = [set(t.seats) for t in view.record.rounds[1].tables]
    assert tables == [{1, 5, 9, 13}, {17, 21, 25, 29}, {2, 6, 10, 14}, {18, 22, 26, 30}]
    # Round 2, each table by number (lowest first): table 1 45/32/25/18 (+30 +7 -10 -27); table 2
    # 44/33/25/18 (+29 +8 -10 -27); table 3 43/34/25/18 (+28 +9 -10 -27); table 4 47/30/25/18 (+32 +5 -10 -27).
    ends = {0: SPREAD, 1: (44_000, 33_000, 25_000, 18_000), 2: (43_000, 34_000, 25_000, 18_000)}
    ends[3] = (47_000, 30_000, 25_000, 18_000)
    points = {n: ends[i][sorted(t).index(n)] for i, t in enumerate(tables) for n in t}
    _paper_by_entrant(service, event, 2, points)
    # Stage 2, carried: 1: 30+30 = 60; 17: 30+29 = 59; 18: 7+32 = 39; 21: 30+8 = 38; 5: 30+7 = 37; 2: 7+28 = 35;
    # 9, 25: 30-10 = 20; 6: 7+9 = 16; 22: 7+5 = 12; 13, 29: 30-27 = 3; 10, 26: 7-10 = -3; 14, 30: 7-27 = -20.
    two = service.events.event_standings(event, stage=2)
    expected = [
        (1, 1, 60), (2, 17, 59), (3, 18, 39), (4, 21, 38), (5, 5, 37), (6, 2, 35), (7, 9, 20), (7, 25, 20),
        (9, 6, 16), (10, 22, 12), (11, 13, 3), (11, 29, 3), (13, 10, -3), (13, 26, -3), (15, 14, -20), (15, 30, -20),
    ]  # fmt: skip
    assert [(p.place, p.entrant, p.total) for p in two.players] == expected
    assert {p.entrant: p.carried for p in two.players}[18] == 7
    view = service.events.cut(event, 4, scores="reset")
    assert view.record.stages[-1].qualified == (1, 17, 18, 21)
    view = service.events.seat_rounds(event, 1, method="ranked")
    (final,) = view.record.rounds[2].tables
    assert set(final.seats) == {1, 17, 18, 21}
    # The final: 1 ends 18,000 (-27), 17 25,000 (-10), 18 32,000 (+7), 21 45,000 (+30); reset: nothing carried.
    _paper_by_entrant(service, event, 3, {1: 18_000, 17: 25_000, 18: 32_000, 21: 45_000})
    three = service.events.event_standings(event, stage=3)
    assert [(p.place, p.entrant, p.total) for p in three.players] == [
        (1, 21, 30),
        (2, 18, 7),
        (3, 17, -10),
        (4, 1, -27),
    ]
    # Overall: the final's four, then stage 2's others in its order (places on from 5), then stage 1's 16 cut:
    # the Wests (-10) share place 17, the Norths (-27) place 25.
    overall = service.events.event_standings(event).players
    head = [(p.place, p.entrant) for p in overall[:12]]
    assert head == [
        (1, 21),
        (2, 18),
        (3, 17),
        (4, 1),
        (5, 5),
        (6, 2),
        (7, 9),
        (7, 25),
        (9, 6),
        (10, 22),
        (11, 13),
        (11, 29),
    ]
    assert [p.place for p in overall[16:]] == [17] * 8 + [25] * 8
    assert {p.entrant for p in overall[16:24]} == {4 * t - 1 for t in range(1, 9)}
    assert overall[0].rounds == (Fraction(30), Fraction(8), Fraction(30))  # 21: East in round 1, +8, then +30
    one = service.events.event_standings(event, stage=1).players
    assert len(one) == 32 and one[0].total == 30 and one[-1].total == -27


def test_a_cut_is_undone_and_made_again(service: Session) -> None:
    event = _thirty_two(service)
    view = service.events.cut(event, 16)
    assert view.can_undo == "the cut to the top 16 after round 1"
    view = service.events.undo_event(event)
    assert view.record.stages == ()
    assert len(service.events.event_standings(event).players) == 32
    view = service.events.redo_event(event)
    assert [s.first_round for s in view.record.stages] == [2]
    view = service.events.seat_rounds(event, 1, method="ranked")
    assert {n for t in view.record.rounds[1].tables for n in t.seats} == set(view.record.stages[0].qualified)


def test_each_refusal_of_a_cut_or_a_seating_by_place_is_a_sentence(service: Session) -> None:
    names = [f"P{n}" for n in range(1, 33)]
    fresh = service.events.create_event("Cup", preset("ema2016"), names).id
    with pytest.raises(CutRefused, match="A cut is made after a round: no round is seated yet"):
        service.events.cut(fresh, 16)
    with pytest.raises(SeatingRefused, match="A seating by place needs the standings"):
        service.events.seat_rounds(fresh, 1, method="ranked")
    service.events.seat_rounds(fresh, 1, seed=3)
    with pytest.raises(CutRefused, match="Round 1, table 1 has no result yet"):
        service.events.cut(fresh, 16)
    event = _thirty_two(service)
    with pytest.raises(CutRefused, match="A cut to the top 36 is larger than the field: 32 players can play on"):
        service.events.cut(event, 36)
    with pytest.raises(CutRefused, match="the top 10 is not a multiple of 4"):
        service.events.cut(event, 10)
    with pytest.raises(CutRefused, match="carried over or reset, not keep"):
        service.events.cut(event, 16, scores="keep")
    # Eight Easts on +30: a cut to 4 would keep four of the eight sharing place 1.
    with pytest.raises(CutRefused, match=r"P13 and P17 share place 1 on \+30\.0"):
        service.events.cut(event, 4)
    service.events.cut(event, 16)
    with pytest.raises(CutRefused, match=r"Stage 2 \(from round 2\) has no round seated yet"):
        service.events.cut(event, 8)
    assert len(service.events.event(event).record.stages) == 1  # nothing stored by the refusals
