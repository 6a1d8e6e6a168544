"""A seating written in advance: a CSV file, one table a line, ``round,table,east,south,west,north`` (the table's
players in wind order, each by their number in the event or by their name: ``round,table,east,south,west`` at
tables of three), an optional header line, blank lines ignored.

Each line is read whole or refused with its number and what is wrong with it. The file gives the rounds it seats,
from any round on (rounds 3 and 4 of an event whose first two are seated), without a gap; a round's tables run
1, 2, 3... A cell of ASCII digits is a player's number (a name made of digits only is given by its number);
anything else is a name, as registered (case and runs of spaces apart). Whether the players may sit (present,
registered, each once a round) and whether the rounds follow those seated is
:func:`~tablekeeper.events.seating.check_round`'s and the event's to say.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence

from tablekeeper.errors import Phrase
from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import Entrant, RoundSeating, TableSeating
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.text import as_written, whole_number
from tablekeeper.words import QT_TR_NOOP, Points

_LEAD = 2
"""The round and the table, before the players."""
_WRONG_LENGTH = {
    3: (
        QT_TR_NOOP("Line {line} has {count} value; a table is round, table and three players (5 values)."),
        QT_TR_NOOP("Line {line} has {count} values; a table is round, table and three players (5 values)."),
    ),
    4: (
        QT_TR_NOOP("Line {line} has {count} value; a table is round, table and four players (6 values)."),
        QT_TR_NOOP("Line {line} has {count} values; a table is round, table and four players (6 values)."),
    ),
}
"""A line of another length, by the table's players (singular, plural)."""


def read_seating(text: str, entrants: Sequence[Entrant] = (), seats: int = FULL_TABLE) -> tuple[RoundSeating, ...]:
    """The rounds of the seating file ``text``, in order, at tables of ``seats``, its players named by number or by
    the name of one of ``entrants``; :class:`SeatingRefused` for a malformed line, an empty file, rounds with a gap
    between them or tables that do not run 1, 2, 3..."""
    numbers = {_key(e.name): e.number for e in entrants}
    tables: dict[int, dict[int, tuple[int, ...]]] = {}
    reader = csv.reader(io.StringIO(text))
    line = 0
    while True:
        try:
            row = next(reader, None)
        except csv.Error:  # a cell longer than the csv module takes (131,072 characters), a quote left open...
            raise SeatingRefused(
                QT_TR_NOOP(
                    "Line {line} of the seating file cannot be read as CSV: a cell of more than {most} characters, "
                    "or a quote left open. Nothing was changed."
                ),
                line=reader.line_num,
                most=Points(csv.field_size_limit()),
            ) from None
        if row is None:
            break
        line = reader.line_num
        if not any(cell.strip() for cell in row):
            continue
        if not tables and whole_number(row[0]) is None:
            continue  # the header line
        round_number, table, *players = _cells(line, row, numbers, seats)
        in_round = tables.setdefault(round_number, {})
        if table in in_round:
            raise SeatingRefused(
                QT_TR_NOOP("Line {line}: table {table} of round {round} is already seated."),
                line=line,
                table=table,
                round=round_number,
            )
        in_round[table] = tuple(players)
    if not tables:
        raise SeatingRefused(QT_TR_NOOP("The seating file seats no table."))
    missing_round = _missing(tables, min(tables))
    if missing_round is not None:
        raise SeatingRefused(
            QT_TR_NOOP("The seating file gives rounds {first} and {last} but no round {round}."),
            first=min(tables),
            last=max(tables),
            round=missing_round,
        )
    for round_number in sorted(tables):
        missing_table = _missing(tables[round_number], 1)
        if missing_table is not None:
            raise SeatingRefused(
                QT_TR_NOOP("The seating file has no table {table} in round {round}."),
                table=missing_table,
                round=round_number,
            )
    return tuple(
        RoundSeating(
            round=number,
            tables=tuple(TableSeating(table=t, seats=tables[number][t]) for t in sorted(tables[number])),
        )
        for number in sorted(tables)
    )


def _key(name: str) -> str:
    """A name as the file may write it: case and runs of white space apart."""
    return " ".join(name.split()).casefold()


def _cells(line: int, row: list[str], numbers: Mapping[str, int], seats: int) -> list[int]:
    """The numbers of a line: round, table, and the table's ``seats`` players (a name made their number), each at
    least 1."""
    if len(row) != _LEAD + seats:
        one, many = _WRONG_LENGTH[seats]
        raise SeatingRefused(one, plural=many, line=line, count=len(row))
    names = tuple(
        Phrase(name)
        for name in (
            QT_TR_NOOP("round"),
            QT_TR_NOOP("table"),
            QT_TR_NOOP("East"),
            QT_TR_NOOP("South"),
            QT_TR_NOOP("West"),
            QT_TR_NOOP("North"),
        )[: _LEAD + seats]
    )
    out = []
    for place, (name, cell) in enumerate(zip(names, row, strict=True)):
        value = whole_number(cell)
        if value is None and place >= 2 and cell.strip():
            value = numbers.get(_key(cell))
            if value is None:
                raise SeatingRefused(
                    QT_TR_NOOP("Line {line}: the {name} is {value}, who is not a player of the event."),
                    line=line,
                    name=name,
                    value=as_written(cell.strip()),
                )
        if value is None or value < 1:
            raise SeatingRefused(
                QT_TR_NOOP("Line {line}: the {name} must be a whole number from 1 on, not {value}."),
                line=line,
                name=name,
                value=as_written(cell.strip()),
            )
        out.append(value)
    return out


def _missing(numbered: Mapping[int, object], first: int) -> int | None:
    """The first of first, first + 1... missing from ``numbered``'s keys, where one is missing before the last."""
    return next((number for number in range(first, max(numbered) + 1) if number not in numbered), None)
