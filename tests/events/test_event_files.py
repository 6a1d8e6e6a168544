"""An event's files (tablekeeper.events.files): the standings as CSV and JSON and the ranking body's results file,
each read back; who sits where for the sheets, against a seating worked out by hand."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass
from fractions import Fraction

from tablekeeper.events.files import (
    ScheduleLine,
    played_names,
    results_csv,
    schedule,
    standings_csv,
    standings_json,
)
from tablekeeper.events.model import Entrant, EventRecord, Penalty, RoundSeating, Substitution, TableSeating
from tablekeeper.rules.ruleset import RuleSet


@dataclass(frozen=True, slots=True)
class Row:
    """A stand-in for tablekeeper.events.standings.EventStanding: the same fields."""

    entrant: int
    name: str
    place: int
    games: int
    score: Fraction
    penalties: Fraction
    total: Fraction
    rounds: tuple[Fraction | None, ...] = ()
    sat_out: tuple[int, ...] = ()
    carried: Fraction = Fraction(0)


NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "=Fumi", "Gen", "Hana")
"""=Fumi: a name a spreadsheet would take for a formula."""
RECORD = EventRecord(
    title="Spring league",
    rules=RuleSet(name="ema"),
    entrants=tuple(
        Entrant(
            n,
            name,
            ema="04010001" if n == 1 else ("04020002" if n == 6 else None),
            country="FR" if n in (1, 2) else None,
        )
        for n, name in enumerate(NAMES, start=1)
    ),
    rounds=(
        RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)), TableSeating(2, (5, 6, 7, 8)))),
        RoundSeating(2, (TableSeating(1, (5, 1, 8, 3)), TableSeating(2, (2, 7, 4, 6)))),
    ),
    substitutions=(Substitution(2, 4, "Ivo"),),
    penalties=(Penalty(1, 3, -2_000, "Late", round=2),),
)
# Two rounds, scores in game points: Chie +30.5 and +12.25 with a penalty of 2,000 table points (-2.0) for being
# late in round 2; Aki (+25.0, -5.0) and Emi (+10.0, +10.0) tie on 20.0 and share second place; =Fumi +13.0 then
# 10/3 - 13 = -29/3 (-9.67); Dai played round 1 only (Ivo played for him in round 2).
ROWS = (
    Row(3, "Chie", 1, 2, Fraction(171, 4), Fraction(-2), Fraction(163, 4), (Fraction(61, 2), Fraction(49, 4))),
    Row(1, "Aki", 2, 2, Fraction(20), Fraction(0), Fraction(20), (Fraction(25), Fraction(-5))),
    Row(5, "Emi", 2, 2, Fraction(20), Fraction(0), Fraction(20), (Fraction(10), Fraction(10))),
    Row(6, "=Fumi", 4, 2, Fraction(10, 3), Fraction(0), Fraction(10, 3), (Fraction(13), Fraction(-29, 3))),
    Row(4, "Dai", 5, 1, Fraction(-31, 2), Fraction(0), Fraction(-31, 2), (Fraction(-31, 2), None)),
)


def test_the_standings_csv_reads_back_as_ranked() -> None:
    table = list(csv.reader(io.StringIO(standings_csv(ROWS, RECORD.penalties))))
    assert table == [
        ["place", "name", "games", "score", "penalties", "total", "r1", "r2", "penalty_reasons"],
        ["1", "Chie", "2", "+42.75", "-2.0", "+40.75", "+30.5", "+12.25", "Late (-2.0, R2)"],
        ["2", "Aki", "2", "+20.0", "+0.0", "+20.0", "+25.0", "-5.0", ""],
        ["2", "Emi", "2", "+20.0", "+0.0", "+20.0", "+10.0", "+10.0", ""],
        ["4", "'=Fumi", "2", "+3.33", "+0.0", "+3.33", "+13.0", "-9.67", ""],  # never a formula in a spreadsheet
        ["5", "Dai", "1", "-15.5", "+0.0", "-15.5", "-15.5", "", ""],  # no game in round 2: an empty cell
    ]


def test_the_standings_json_has_the_event_and_plain_numbers() -> None:
    data = json.loads(standings_json(RECORD, ROWS, round=2, provisional=True))
    assert data["event"] == "Spring league"
    assert data["rules"] == "ema"
    assert data["round"] == 2
    assert data["provisional"] is True
    assert data["players"][0] == {
        "name": "Chie",
        "place": 1,
        "games": 2,
        "score": 42.75,
        "penalties": -2.0,
        "total": 40.75,
        "ema_points": 1000,  # the first of five
    }
    assert [(p["name"], p["place"], p["total"]) for p in data["players"]] == [
        ("Chie", 1, 40.75),
        ("Aki", 2, 20.0),
        ("Emi", 2, 20.0),
        ("=Fumi", 4, 3.3333),  # as `stats --json` writes a third: four decimals
        ("Dai", 5, -15.5),
    ]


def test_the_standings_json_of_every_round_says_no_round() -> None:
    data = json.loads(standings_json(RECORD, ROWS[:1]))
    assert data["round"] is None and data["provisional"] is False


def test_the_results_file_has_ema_numbers_and_countries_where_known() -> None:
    table = list(csv.reader(io.StringIO(results_csv(RECORD, ROWS))))
    assert table == [
        ["place", "name", "ema_number", "country", "total", "games", "ema_points"],
        # Five ranked: 1000 x (5 - place) / 4; Aki and Emi share 2nd and 3rd: 1000 x 2.5 / 4 = 625 each.
        ["1", "Chie", "", "", "40.75", "2", "1000"],
        ["2", "Aki", "04010001", "FR", "20.0", "2", "625"],
        ["2", "Emi", "", "", "20.0", "2", "625"],
        ["4", "'=Fumi", "04020002", "", "3.3333", "2", "250"],
        ["5", "Dai", "", "", "-15.5", "1", "0"],
    ]


def test_played_names_put_the_substitute_in_their_round_only() -> None:
    round_1, round_2 = RECORD.rounds
    assert played_names(RECORD, 1, round_1.tables[0]) == ("Aki", "Ben", "Chie", "Dai")
    # Round 2, table 2 seats 2, 7, 4, 6 in wind order; Ivo plays for Dai (4) in round 2.
    assert played_names(RECORD, 2, round_2.tables[1]) == ("Ben", "Gen", "Ivo", "=Fumi")


def test_a_schedule_gives_each_round_table_wind_and_opponents() -> None:
    # Aki (1): round 1 table 1 East (1, 2, 3, 4); round 2 table 1 South (5, 1, 8, 3).
    assert schedule(RECORD, 1) == (
        ScheduleLine(1, 1, 0, ((1, "Ben"), (2, "Chie"), (3, "Dai"))),
        ScheduleLine(2, 1, 1, ((0, "Emi"), (2, "Hana"), (3, "Chie"))),
    )
    # Dai (4): round 1 North at table 1; round 2 West at table 2, played by Ivo.
    assert schedule(RECORD, 4) == (
        ScheduleLine(1, 1, 3, ((0, "Aki"), (1, "Ben"), (2, "Chie"))),
        ScheduleLine(2, 2, 2, ((0, "Ben"), (1, "Gen"), (3, "=Fumi")), substitute="Ivo"),
    )


def test_a_schedule_says_a_round_not_seated() -> None:
    record = EventRecord(
        title="Night",
        rules=RuleSet(),
        entrants=tuple(Entrant(n, name) for n, name in enumerate(NAMES[:5], start=1)),
        rounds=(RoundSeating(1, (TableSeating(1, (2, 3, 4, 5)),)), RoundSeating(2, (TableSeating(1, (1, 2, 3, 4)),))),
    )
    assert schedule(record, 1) == (
        ScheduleLine(1, None, None),
        ScheduleLine(2, 1, 0, ((1, "Ben"), (2, "Chie"), (3, "Dai"))),
    )
