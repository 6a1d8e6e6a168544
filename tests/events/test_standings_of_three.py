"""The standings of a three-player event: a paper result of three final points, the uma for three places and the
oka of the rule set (RULESETS.md, "Three players"), worked out by hand; fillers and the least count of players follow
the table of three."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablekeeper.events import changes
from tablekeeper.events.changes import NewEntrant
from tablekeeper.events.errors import PlayersRefused, ResultRefused
from tablekeeper.events.model import Entrant, EventRecord, PaperResult, RoundSeating, TableSeating
from tablekeeper.events.standings import event_standings, paper_sum, table_result
from tablekeeper.present import refusal
from tablekeeper.rules.ruleset import preset

TENHOU_SANMA = preset("tenhou-sanma")
NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana", "Ivo")


def nine(rules=TENHOU_SANMA) -> EventRecord:
    """Nine entrants, one round at three tables: 1-2-3, 4-5-6, 7-8-9 (East, South, West)."""
    return EventRecord(
        "Sanma night",
        rules,
        tuple(Entrant(n, name) for n, name in enumerate(NAMES, start=1)),
        (RoundSeating(1, tuple(TableSeating(t, (3 * t - 2, 3 * t - 1, 3 * t)) for t in (1, 2, 3))),),
    )


def test_three_points_add_up_to_three_times_the_start() -> None:
    # tenhou-sanma: 35,000 each, three players: 105,000; a stick left is 1,000.
    assert paper_sum(TENHOU_SANMA, (45_000, 35_000, 24_000), 1) == (105_000, 105_000)


def test_tenhou_sanma_uma_20_0_minus_20_and_oka_15_to_first() -> None:
    result = table_result(nine(), PaperResult(1, 1, (45_000, 35_000, 25_000)))
    # Return 40,000: first (45,000 - 40,000) / 1,000 + 20 + 15 = +40; second -5 + 0 = -5; third -15 - 20 = -35.
    assert [(s.seat, s.place, s.points, s.score) for s in result.standings] == [
        (0, 1, 45_000, Fraction(40)),
        (1, 2, 35_000, Fraction(-5)),
        (2, 3, 25_000, Fraction(-35)),
    ]
    assert sum(s.score for s in result.standings) == 0


def test_the_stick_left_goes_to_first_at_a_table_of_three() -> None:
    # West first on 46,000 + the stick: 47,000, (47 - 40) + 20 + 15 = +42; East 30,000: -10 + 0; South 28,000: -32.
    result = table_result(nine(), PaperResult(1, 2, (30_000, 28_000, 46_000), deposits=1))
    assert {result.seats[s.seat]: s.score for s in result.standings} == {6: 42, 4: -10, 5: -32}


def test_mahjongsoul_sanma_uma_15_0_minus_15_from_35000_without_oka() -> None:
    result = table_result(nine(preset("mahjongsoul-sanma")), PaperResult(1, 1, (45_000, 35_000, 25_000)))
    assert [s.score for s in result.standings] == [Fraction(10 + 15), Fraction(0), Fraction(-10 - 15)]


def test_the_event_standings_of_nine_at_three_tables() -> None:
    record = nine()
    results = [
        table_result(record, PaperResult(1, 1, (45_000, 35_000, 25_000))),  # Aki +40, Ben -5, Chie -35
        table_result(record, PaperResult(1, 2, (30_000, 28_000, 46_000), deposits=1)),  # Fumi +42, Dai -10, Emi -32
        table_result(record, PaperResult(1, 3, (35_000, 35_000, 35_000))),  # a tie, seat order: Goro, Hana, Ivo
    ]
    # Tenhou breaks the tie by seat: Goro first (35 - 40) + 35 = +30, Hana -5, Ivo -5 - 20 = -25.
    lines = event_standings(record, results)
    assert [(s.name, s.place, s.total) for s in lines] == [
        ("Fumi", 1, 42),
        ("Aki", 2, 40),
        ("Goro", 3, 30),
        ("Ben", 4, -5),
        ("Hana", 5, -5),
        ("Dai", 6, -10),
        ("Ivo", 7, -25),
        ("Emi", 8, -32),
        ("Chie", 9, -35),
    ]


def test_four_points_at_a_table_of_three_are_refused() -> None:
    with pytest.raises(ResultRefused) as caught:
        table_result(nine(), PaperResult(1, 1, (40_000, 30_000, 20_000, 15_000)))
    assert refusal(caught.value) == (
        "Round 1, table 1 seats 3 players: it needs 3 final points and as many chombo counts, one a seat, not 4; "
        "nothing was entered."
    )


def test_three_points_that_do_not_add_up_say_three_times_the_start() -> None:
    with pytest.raises(ResultRefused) as caught:
        table_result(nine(), PaperResult(1, 1, (45_000, 35_000, 24_000)))
    assert refusal(caught.value) == (
        "The points of round 1, table 1, with the riichi sticks left on the table, add up to 104,000, not 105,000 "
        "(3 x 35,000); nothing was entered."
    )


def test_a_three_player_event_needs_three_players_and_fills_to_a_multiple_of_three() -> None:
    with pytest.raises(PlayersRefused) as caught:
        changes.create("Pair", TENHOU_SANMA, [NewEntrant("Aki"), NewEntrant("Ben")])
    assert refusal(caught.value) == "An event needs at least 3 players, not 2; nothing was stored."
    seven = changes.create("Seven", TENHOU_SANMA, [NewEntrant(name) for name in NAMES[:7]])
    filled = changes.with_fillers(seven, 1)
    # 7 present: two fillers make 9, three tables of three.
    assert [e.name for e in filled.entrants if e.filler] == ["Substitute 1", "Substitute 2"]
    assert len(changes.present(filled, 1)) == 9
