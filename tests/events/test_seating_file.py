"""A seating file: CSV lines round,table,p1,p2,p3,p4, read whole or refused with the line and what is wrong."""

from __future__ import annotations

import pytest

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
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
            "Line 2 has 5 values; a table is round, table and four player numbers (6 values).",
        ),
        ("1,1,1,2,3,4\n\n1,2,5,six,7,8\n", "Line 3: the South must be a whole number from 1 on, not “six”."),
        ("1,1,1,2,3,4\n1,0,5,6,7,8\n", "Line 2: the table must be a whole number from 1 on, not “0”."),
        ("1,1,1,2,3,-4\n", "Line 1: the North must be a whole number from 1 on, not “-4”."),
        ("1,1,1,2,3,4\n1,1,5,6,7,8\n", "Line 2: table 1 of round 1 is already seated."),
        ("1,1,1,2,3,4\n3,1,1,2,3,4\n", "The seating file has no round 2."),
        ("1,1,1,2,3,4\n2,2,1,2,3,4\n", "The seating file has no table 1 in round 2."),
    ],
)
def test_refuses(text: str, message: str) -> None:
    with pytest.raises(SeatingRefused) as refused:
        read_seating(text)
    assert str(refused.value) == message
