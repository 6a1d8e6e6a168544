"""A seating written in advance: a CSV file, one table a line, ``round,table,p1,p2,p3,p4`` (the four entrant
numbers in wind order East, South, West, North), an optional header line, blank lines ignored.

Each line is read whole or refused with its number and what is wrong with it; rounds and tables must run 1, 2,
3... without a gap. Whether the players may sit (present, registered, each once a round) is
:func:`~tablekeeper.events.seating.check_round`'s to say, with the event at hand.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.words import tr

_FIELDS = 6


def read_seating(text: str) -> tuple[RoundSeating, ...]:
    """The rounds of the seating file ``text``, in order; :class:`SeatingRefused` for a malformed line, an empty
    file, or rounds or tables that do not run 1, 2, 3..."""
    tables: dict[int, dict[int, tuple[int, int, int, int]]] = {}
    for line, row in enumerate(csv.reader(io.StringIO(text)), start=1):
        if not any(cell.strip() for cell in row):
            continue
        if not tables and not _is_number(row[0]):
            continue  # the header line
        round_number, table, *seats = _numbers(line, row)
        in_round = tables.setdefault(round_number, {})
        if table in in_round:
            raise SeatingRefused(
                tr("Line {line}: table {table} of round {round} is already seated.").format(
                    line=line, table=table, round=round_number
                )
            )
        in_round[table] = (seats[0], seats[1], seats[2], seats[3])
    if not tables:
        raise SeatingRefused(tr("The seating file seats no table."))
    missing_round = _missing(tables)
    if missing_round is not None:
        raise SeatingRefused(tr("The seating file has no round {round}.").format(round=missing_round))
    for round_number in sorted(tables):
        missing_table = _missing(tables[round_number])
        if missing_table is not None:
            raise SeatingRefused(
                tr("The seating file has no table {table} in round {round}.").format(
                    table=missing_table, round=round_number
                )
            )
    return tuple(
        RoundSeating(
            round=number,
            tables=tuple(TableSeating(table=t, seats=tables[number][t]) for t in sorted(tables[number])),
        )
        for number in sorted(tables)
    )


def _is_number(cell: str) -> bool:
    return cell.strip().isascii() and cell.strip().isdigit()


def _numbers(line: int, row: list[str]) -> list[int]:
    """The six whole numbers of a line (round, table, four players), each at least 1."""
    if len(row) != _FIELDS:
        raise SeatingRefused(
            tr("Line {line} has {count} values; a table is round, table and four player numbers (6 values).").format(
                line=line, count=len(row)
            )
        )
    names = (tr("round"), tr("table"), tr("East"), tr("South"), tr("West"), tr("North"))
    numbers = []
    for name, cell in zip(names, row, strict=True):
        value = cell.strip()
        if not (value.isascii() and value.isdigit()) or int(value) < 1:
            raise SeatingRefused(
                tr("Line {line}: the {name} must be a whole number from 1 on, not “{value}”.").format(
                    line=line, name=name, value=value
                )
            )
        numbers.append(int(value))
    return numbers


def _missing(numbered: Mapping[int, object]) -> int | None:
    """The first of 1, 2, 3... missing from ``numbered``'s keys, where one is missing before the last."""
    return next((number for number in range(1, max(numbered) + 1) if number not in numbered), None)
