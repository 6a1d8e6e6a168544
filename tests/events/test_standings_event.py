"""An event's standings over its rounds, every figure worked out by hand from the tables' points.

The event: 8 players, 2 rounds, ema2016 (start and return 30,000, uma +15/+5/-5/-15, shared places, chombo -20 at
the end). Entrant 6 is replaced by a substitute in round 2; entrant 3 is given a penalty of -7,000 in round 2;
round 2's table 2 is kept on paper (one stick left, a chombo).

Each game's +/- score, (points - 30,000) / 1,000 plus the uma of the place:

- round 1, table 1, seats 1 2 3 4, points 48,000 32,000 25,000 15,000:
  1: +18 + 15 = +33;  2: +2 + 5 = +7;  3: -5 - 5 = -10;  4: -15 - 15 = -30
- round 1, table 2, seats 5 6 7 8, points 40,000 35,000 27,000 18,000:
  5: +10 + 15 = +25;  6: +5 + 5 = +10;  7: -3 - 5 = -8;  8: -12 - 15 = -27
- round 2, table 1, seats 1 5 2 6 (a substitute for 6), points 22,000 38,000 32,000 28,000:
  5: +8 + 15 = +23;  2: +2 + 5 = +7;  6 (the substitute): -2 - 5 = -7;  1: -8 - 15 = -23
- round 2, table 2 on paper, seats 3 7 4 8, points 41,000 29,000 29,000 20,000, one stick, a chombo for 8
  (41 + 29 + 29 + 20 = 119 thousand, and the stick: 120,000 = 4 x 30,000):
  3 takes the stick, 42,000: +12 + 15 = +27;  7 and 4 share 2nd-3rd, (5 - 5) / 2 = 0: -1 each;
  8: -10 - 15 - 20 = -45
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from tablekeeper.events.errors import EventError, ResultRefused
from tablekeeper.events.model import (
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    SubstituteRule,
    Substitution,
    TableSeating,
)
from tablekeeper.events.standings import EventStanding, TableResult, event_standings, table_result
from tablekeeper.rules.game import GameState
from tablekeeper.rules.ruleset import RuleSet, TieBreak, preset
from tablekeeper.rules.standings import standings

EMA = preset("ema2016")
NAMES = ("Aki", "Ben", "Cho", "Dan", "Eri", "Fumi", "Gen", "Hana")
F = Fraction


def played(rules: RuleSet, round_number: int, table: int, seats, points) -> TableResult:
    """A stored game's end as the service hands it over: the game's final state through the rules' standings."""
    state = GameState(scores=points, finished=True)
    return TableResult(round_number, table, seats, standings(state, rules))


def event(rules: RuleSet = EMA, **options) -> tuple[EventRecord, list[TableResult]]:
    record = EventRecord(
        title="Spring cup",
        rules=rules,
        entrants=tuple(Entrant(n, name) for n, name in enumerate(NAMES, start=1)),
        rounds=(
            RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)), TableSeating(2, (5, 6, 7, 8)))),
            RoundSeating(2, (TableSeating(1, (1, 5, 2, 6)), TableSeating(2, (3, 7, 4, 8)))),
        ),
        substitutions=(Substitution(2, 6, "Ivo"),),
        penalties=(Penalty(1, 3, -7_000, "late back from the break", round=2),),
        paper=(PaperResult(2, 2, (41_000, 29_000, 29_000, 20_000), deposits=1, chombos=(0, 0, 0, 1)),),
        **options,
    )
    results = [
        played(rules, 1, 1, (1, 2, 3, 4), (48_000, 32_000, 25_000, 15_000)),
        played(rules, 1, 2, (5, 6, 7, 8), (40_000, 35_000, 27_000, 18_000)),
        played(rules, 2, 1, (1, 5, 2, 6), (22_000, 38_000, 32_000, 28_000)),
        table_result(record, record.paper[0]),
    ]
    return record, results


def line(entrant, place, games, rounds, penalties=0) -> EventStanding:
    score = sum((r for r in rounds if r is not None), F(0))
    penalties = F(penalties)
    return EventStanding(entrant, NAMES[entrant - 1], place, games, score, penalties, score + penalties, rounds)


def test_the_whole_event_substitute_playing_for_the_entrant():
    record, results = event(substitute_rule=SubstituteRule.PLAYER)
    # Totals: 5: 25 + 23 = 48; 2: 7 + 7 = 14; 1: 33 - 23 = 10; 3: -10 + 27 - 7 = 10; 6: 10 - 7 = 3 (the
    # substitute's -7 is theirs); 7: -8 - 1 = -9; 4: -30 - 1 = -31; 8: -27 - 45 = -72.
    # 1 and 3 share 3rd (ema2016 shares places), listed by number; 6 is 5th.
    assert event_standings(record, results) == (
        line(5, 1, 2, (F(25), F(23))),
        line(2, 2, 2, (F(7), F(7))),
        line(1, 3, 2, (F(33), F(-23))),
        line(3, 3, 2, (F(-10), F(27)), penalties=F(-7)),
        line(6, 5, 2, (F(10), F(-7))),
        line(7, 6, 2, (F(-8), F(-1))),
        line(4, 7, 2, (F(-30), F(-1))),
        line(8, 8, 2, (F(-27), F(-45))),
    )


def test_the_whole_event_substitute_with_a_fixed_score():
    record, results = event(substitute_rule=SubstituteRule.FIXED, substitute_score=0)
    # 6 scores 0 for round 2 whatever the substitute did: 10 + 0 = 10, a third entrant on 10: 1, 3 and 6 share
    # 3rd and the next is 6th.
    out = event_standings(record, results)
    assert [(s.entrant, s.place, s.total) for s in out] == [
        (5, 1, 48),
        (2, 2, 14),
        (1, 3, 10),
        (3, 3, 10),
        (6, 3, 10),
        (7, 6, -9),
        (4, 7, -31),
        (8, 8, -72),
    ]
    assert out[4] == line(6, 3, 2, (F(10), F(0)))


def test_a_fixed_substitute_score_is_in_thousands():
    record, results = event(substitute_rule=SubstituteRule.FIXED, substitute_score=-4_000)
    # 6: 10 - 4 = 6, still above 7's -9.
    out = {s.entrant: s for s in event_standings(record, results)}
    assert out[6] == line(6, 5, 2, (F(10), F(-4)))


def test_without_shared_places_the_tie_goes_to_the_score_before_penalties():
    rules = dataclasses.replace(EMA, tie_break=TieBreak.SEAT_ORDER)
    record, results = event(rules, substitute_rule=SubstituteRule.PLAYER)
    # The paper table's tie on 29,000 now goes by seat: 7 (South) 2nd, -1 + 5 = +4; 4 (West) 3rd, -1 - 5 = -6.
    # 7: -8 + 4 = -4; 4: -30 - 6 = -36. 1 and 3 still both on 10: 3's +17 before penalties beats 1's +10.
    assert event_standings(record, results) == (
        line(5, 1, 2, (F(25), F(23))),
        line(2, 2, 2, (F(7), F(7))),
        line(3, 3, 2, (F(-10), F(27)), penalties=F(-7)),
        line(1, 4, 2, (F(33), F(-23))),
        line(6, 5, 2, (F(10), F(-7))),
        line(7, 6, 2, (F(-8), F(4))),
        line(4, 7, 2, (F(-30), F(-6))),
        line(8, 8, 2, (F(-27), F(-45))),
    )


def test_through_round_1_leaves_out_round_2_and_its_penalty():
    record, results = event(substitute_rule=SubstituteRule.PLAYER)
    # Round 1 alone: 1 +33, 5 +25, 6 +10, 2 +7, 7 -8, 3 -10 (the round-2 penalty not yet), 8 -27, 4 -30.
    assert event_standings(record, results, through_round=1) == (
        line(1, 1, 1, (F(33),)),
        line(5, 2, 1, (F(25),)),
        line(6, 3, 1, (F(10),)),
        line(2, 4, 1, (F(7),)),
        line(7, 5, 1, (F(-8),)),
        line(3, 6, 1, (F(-10),)),
        line(8, 7, 1, (F(-27),)),
        line(4, 8, 1, (F(-30),)),
    )


def test_a_penalty_without_a_round_always_counts():
    record, results = event(substitute_rule=SubstituteRule.PLAYER)
    record = dataclasses.replace(record, penalties=(Penalty(1, 1, -34_000, "cheating"),))
    # Round 1 alone: 1's +33 - 34 = -1, between 7's -8 and 2's +7.
    out = event_standings(record, results, through_round=1)
    assert [s.entrant for s in out] == [5, 6, 2, 1, 7, 3, 8, 4]
    assert out[3] == line(1, 4, 1, (F(33),), penalties=F(-34))


def test_a_table_not_finished_leaves_its_round_empty():
    record, results = event(substitute_rule=SubstituteRule.PLAYER)
    out = {s.entrant: s for s in event_standings(record, results[:3])}
    # The paper table not entered: 3, 7, 4 and 8 have round 1 only; 3's round-2 penalty still counts.
    # 5 +48, 2 +14, 1 +10, 6 +3, 7 -8, 3 -10 - 7 = -17, 8 -27, 4 -30.
    assert [s.entrant for s in out.values()] == [5, 2, 1, 6, 7, 3, 8, 4]
    assert out[3] == line(3, 6, 1, (F(-10), None), penalties=F(-7))
    assert out[8] == line(8, 7, 1, (F(-27), None))
    assert out[5] == line(5, 1, 2, (F(25), F(23)))


def test_an_absent_entrant_is_ranked_with_what_they_played_and_a_filler_never():
    record, results = event(substitute_rule=SubstituteRule.PLAYER)
    # 8 leaves after round 1; a filler (9) takes the seat at the paper table, as 8 would have played it.
    record = dataclasses.replace(
        record,
        entrants=(*record.entrants[:7], Entrant(8, "Hana", absent_from=2), Entrant(9, "Filler", filler=True)),
        rounds=(
            record.rounds[0],
            RoundSeating(2, (TableSeating(1, (1, 5, 2, 6)), TableSeating(2, (3, 7, 4, 9)))),
        ),
    )
    results[3] = table_result(record, record.paper[0])
    out = event_standings(record, results)
    # 8 keeps round 1's -27, above 4's -31; the filler's -45 counts for nobody.
    assert [s.entrant for s in out] == [5, 2, 1, 3, 6, 7, 8, 4]
    assert out[6] == line(8, 7, 1, (F(-27), None))


def four_players(rules: RuleSet, round_1, round_2) -> tuple[EventRecord, list[TableResult]]:
    record = EventRecord(
        title="Four",
        rules=rules,
        entrants=(Entrant(1, "Zoe"), Entrant(2, "Aki"), Entrant(3, "Cho"), Entrant(4, "Dan")),
        rounds=tuple(RoundSeating(r, (TableSeating(1, (1, 2, 3, 4)),)) for r in (1, 2)),
    )
    return record, [played(rules, 1, 1, (1, 2, 3, 4), round_1), played(rules, 2, 1, (1, 2, 3, 4), round_2)]


def test_then_the_better_single_game():
    rules = dataclasses.replace(EMA, tie_break=TieBreak.SEAT_ORDER)
    # Round 1: 1 (Zoe) 35,000: +5 + 5 = +10; 2 (Aki) 45,000: +15 + 15 = +30; 3 22,000: -8 - 5 = -13;
    #          4 18,000: -12 - 15 = -27.
    # Round 2: 1 40,000: +10 + 15 = +25; 2 30,000: 0 + 5 = +5; 3 28,000: -2 - 5 = -7; 4 22,000: -8 - 15 = -23.
    # 1 and 2 both +35, no penalty: 2's best game (+30) beats 1's (+25), against the entrant numbers.
    record, results = four_players(rules, (35_000, 45_000, 22_000, 18_000), (40_000, 30_000, 28_000, 22_000))
    out = event_standings(record, results)
    assert [(s.entrant, s.place, s.total) for s in out] == [(2, 1, 35), (1, 2, 35), (3, 3, -20), (4, 4, -50)]
    # Under shared places they share first, listed by number.
    record, results = four_players(EMA, (35_000, 45_000, 22_000, 18_000), (40_000, 30_000, 28_000, 22_000))
    assert [(s.entrant, s.place) for s in event_standings(record, results)] == [(1, 1), (2, 1), (3, 3), (4, 4)]


def test_then_the_lower_entrant_number():
    rules = dataclasses.replace(EMA, tie_break=TieBreak.SEAT_ORDER)
    # 1 and 2 swap first and second: +25 and +10 each (40,000: +10 + 15; 35,000: +5 + 5), all else equal; 1
    # (Zoe) goes first though "Aki" comes first by name.
    record, results = four_players(rules, (40_000, 35_000, 25_000, 20_000), (35_000, 40_000, 25_000, 20_000))
    out = event_standings(record, results)
    assert [(s.entrant, s.name, s.place, s.total) for s in out[:2]] == [(1, "Zoe", 1, 35), (2, "Aki", 2, 35)]


def test_two_results_for_one_table_are_refused():
    record, results = event()
    with pytest.raises(ResultRefused, match="Round 1, table 2 has two results"):
        event_standings(record, [*results, results[1]])


def test_a_result_or_a_penalty_for_someone_not_registered_is_refused():
    record, results = event()
    stranger = played(EMA, 3, 1, (1, 2, 3, 12), (30_000,) * 4)
    with pytest.raises(ResultRefused, match="Round 3, table 1 names entrant 12, who is not registered"):
        event_standings(record, [*results, stranger])
    record = dataclasses.replace(record, penalties=(Penalty(4, 12, -1_000, "noise"),))
    with pytest.raises(EventError, match="Penalty 4 is for entrant 12, who is not registered"):
        event_standings(record, results)
