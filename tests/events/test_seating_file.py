"""A seating file: CSV lines round,table,p1,p2,p3,p4, read whole or refused with the line and what is wrong."""

from __future__ import annotations

import pytest

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import Entrant, RoundSeating, TableSeating
from tablekeeper.events.seating_file import read_seating


def test_reads_rounds_and_tables_with_a_header_and_blank_lines() -> None:
    text = "round,table,east,south,west,north\n1,1,1,2,3,4\n1,2,5,6,7,8\n\n2,2, 4,8,1,5\n2,1,3,7,2,6\n"
    assert read_seating(text) == (
        RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)), TableSeating(2, (5, 6, 7, 8)))),
        RoundSeating(2, (TableSeating(1, (3, 7, 2, 6)), TableSeating(2, (4, 8, 1, 5)))),
    )


def test_reads_a_file_without_header() -> None:
    assert read_seating("1,1,4,3,2,1") == (RoundSeating(1, (TableSeating(1, (4, 3, 2, 1)),)),)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "The seating file seats no table."),
        ("round,table,a,b,c,d\n", "The seating file seats no table."),
        (
            "1,1,1,2,3,4\n1,2,5,6,7\n",
            "Line 2 has 5 values; a table is round, table and four players (6 values).",
        ),
        ("1,1,1,2,3,4\n1\n", "Line 2 has 1 value; a table is round, table and four players (6 values)."),
        ("1,1,1,2,3,4\n\n1,2,5,six,7,8\n", 'Line 3: the South is "six", who is not a player of the event.'),
        ("1,1,1,2,3,4\n1,0,5,6,7,8\n", 'Line 2: the table must be a whole number from 1 on, not "0".'),
        ("1,1,1,2,3,-4\n", 'Line 1: the North must be a whole number from 1 on, not "-4".'),
        ("1,1,1,2,3,4\n1,1_0,5,6,7,8\n", 'Line 2: the table must be a whole number from 1 on, not "1_0".'),
        ("1,1,1,2,3,4\n\u0663,1,5,6,7,8\n", 'Line 2: the round must be a whole number from 1 on, not "\u0663".'),
        ("1,1,1,2,3,4\n1,1,5,6,7,8\n", "Line 2: table 1 of round 1 is already seated."),
        ("1,1,1,2,3,4\n3,1,1,2,3,4\n", "The seating file gives rounds 1 and 3 but no round 2."),
        ("1,1,1,2,3,4\n2,2,1,2,3,4\n", "The seating file has no table 1 in round 2."),
        (
            "1,1,1,2,3,4\n1,2," + "x" * 131_073 + ",6,7,8\n",
            "Line 2 of the seating file cannot be read as CSV: a cell of more than 131,072 characters, or a quote "
            "left open. Nothing was changed.",
        ),
    ],
)
def test_refuses(text: str, message: str) -> None:
    with pytest.raises(SeatingRefused) as refused:
        read_seating(text)
    assert str(refused.value) == message


ENTRANTS = tuple(Entrant(n, name) for n, name in enumerate(["Aki", "Ben Ito", "Chie", "Dai", "Emi"], start=1))


def test_players_are_named_by_number_or_by_name_as_registered() -> None:
    text = "round,table,east,south,west,north\n1,1,aki, ben   ito ,3,Dai\n"
    assert read_seating(text, ENTRANTS) == (RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)),)),)


def test_a_file_seats_the_rounds_it_gives_from_any_round_on() -> None:
    text = "3,1,1,2,3,4\n4,1,4,3,2,1\n"
    assert [r.round for r in read_seating(text)] == [3, 4]
