"""Teams: a player may play for one, and seating never puts two teammates at one table where a seating without it
exists.

That exists for a round exactly when no team has more players present than the round has tables: a team of five
among 16 players at four tables of four cannot be kept apart (two of them share a table whatever the seating), one
of four can; and when it does, dealing the players out team after team, one to each table in turn, is such a
seating (a team of at most T players dealt to T tables in turn lands at T different tables). :func:`check_apart`
refuses a round of the first kind; :func:`kept_apart` makes any round of the second kind keep its teams apart,
with the fewest meetings again it finds (the seatings weigh teammates as pairs who met :data:`APART` times before,
so that they rarely need it).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace

from tablekeeper.events.errors import TeamsRefused
from tablekeeper.events.model import EventRecord
from tablekeeper.text import described, first_unsafe
from tablekeeper.words import QT_TR_NOOP

MAX_TEAM = 50
"""The characters of a team's name at most: longer than any club's or country's team, short enough for a column."""
APART = 20
"""How many meetings before a pair of teammates weighs as, in the search for a seating: far above any pair's real
repeats in a night, low enough for the search's floor (counted meeting by meeting) to stay quick."""

Teams = Mapping[int, str]
"""Entrant number -> team, for the entrants who play for one."""


def checked_team(text: str | None) -> str | None:
    """A team's name as stored (runs of white space made one space; empty: no team); refused too long or with
    control characters."""
    if text is None:
        return None
    unsafe = first_unsafe(text)
    if unsafe is not None:
        raise TeamsRefused(QT_TR_NOOP("A team's name cannot hold {what}; nothing was changed."), what=described(unsafe))
    name = " ".join(text.split())
    if len(name) > MAX_TEAM:
        raise TeamsRefused(
            QT_TR_NOOP("A team's name has at most {most} characters, not {count}; nothing was changed."),
            most=MAX_TEAM,
            count=len(name),
        )
    return name or None


def set_team(record: EventRecord, number: int, team: str | None) -> EventRecord:
    """The event with the entrant playing for ``team`` (None or empty: for none) from the next round seated on;
    a filler plays for no team."""
    found = next((e for e in record.entrants if e.number == number), None)
    if found is None:
        raise TeamsRefused(
            QT_TR_NOOP("The event has no player number {number}; its players are numbered 1 to {count}."),
            number=number,
            count=len(record.entrants),
        )
    name = checked_team(team)
    if found.filler and name is not None:
        raise TeamsRefused(
            QT_TR_NOOP("{name} fills a seat and plays for no team; nothing was changed."), name=found.name
        )
    changed = replace(found, team=name)
    return replace(record, entrants=tuple(changed if e.number == number else e for e in record.entrants))


def team_map(record: EventRecord) -> dict[int, str]:
    """Each entrant who plays for a team, and their team (teams told apart by case and spacing alone are one)."""
    spelt: dict[str, str] = {}
    out = {}
    for entrant in record.entrants:
        if entrant.team is not None and not entrant.filler:
            out[entrant.number] = spelt.setdefault(entrant.team.casefold(), entrant.team)
    return out


def check_apart(teams: Teams, present: Sequence[int], seats: int, round: int) -> None:
    """Refuse a round whose teams cannot be kept apart: a team with more players present than the round has tables
    (its players present, at tables of ``seats``)."""
    tables = len(present) // seats
    counts = Counter(teams[p] for p in present if p in teams)
    # The largest team first (by name among equals): if it fits, every team does.
    for team, count in sorted(counts.items(), key=lambda each: (-each[1], each[0]))[:1]:
        if count > tables:
            raise TeamsRefused(
                QT_TR_NOOP(
                    "Team {team} has {count} players in round {round}, which has {tables} tables: two of them would "
                    "sit at one table whatever the seating. Move a player to another team, or seat the round from "
                    "a file. Nothing was changed."
                ),
                team=team,
                count=count,
                round=round,
                tables=tables,
            )


def together(tables: Sequence[Sequence[int]], teams: Teams) -> int:
    """The pairs of teammates seated at one table, over ``tables``."""
    return sum(
        1 for table in tables for a, b in itertools.combinations(table, 2) if a in teams and teams.get(b) == teams[a]
    )


def design_order(
    players: Sequence[int], teams: Teams, groups: int, size: int, generator: random.Random
) -> list[int] | None:
    """``players`` in an order whose ``groups`` blocks of ``size`` hold each team whole (a design's groups never
    meet: its teams then never do), the teams and the others shuffled; None when the teams do not fit (the largest
    first, each into the block with the most room left)."""
    members: dict[str, list[int]] = {}
    free = []
    for player in players:
        if player in teams:
            members.setdefault(teams[player], []).append(player)
        else:
            free.append(player)
    listed = list(members.values())
    generator.shuffle(listed)
    generator.shuffle(free)
    blocks: list[list[int]] = [[] for _ in range(groups)]
    for team in sorted(listed, key=len, reverse=True):
        block = max(blocks, key=lambda each: size - len(each))
        if size - len(block) < len(team):
            return None
        block.extend(team)
    for block in blocks:
        while len(block) < size:
            block.append(free.pop())
    return [player for block in blocks for player in block]


def kept_apart(tables: list[list[int]], teams: Teams, met: Callable[[int, int], int]) -> list[list[int]]:
    """The round ``tables`` with no teammates at one table: while a table has two, one of them changes places with
    a player of another table, the swap that parts the most teammates and, among those, adds the fewest meetings
    again (``met``: how often two met before); dealt out team after team when no swap parts any. Assumes
    :func:`check_apart` passed."""
    seated = [list(table) for table in tables]
    while together(seated, teams):
        best: tuple[int, int, int, int, int, int] | None = None  # (-parted, added, table a, seat a, table b, seat b)
        for (i, first), (j, second) in itertools.permutations(enumerate(seated), 2):
            for x, a in enumerate(first):
                if a not in teams or not any(teams.get(b) == teams[a] for b in first if b != a):
                    continue
                for y, b in enumerate(second):
                    left = [p for p in first if p != a] + [b]
                    right = [p for p in second if p != b] + [a]
                    parted = together([first, second], teams) - together([left, right], teams)
                    if parted <= 0:
                        continue
                    added = sum(met(b, p) for p in left[:-1]) + sum(met(a, p) for p in right[:-1])
                    move = (-parted, added, i, x, j, y)
                    best = move if best is None else min(best, move)
        if best is None:
            return _dealt(seated, teams)
        _, _, i, x, j, y = best
        seated[i][x], seated[j][y] = seated[j][y], seated[i][x]
    return seated


def _dealt(tables: list[list[int]], teams: Teams) -> list[list[int]]:
    """The round's players dealt to its tables in turn, team after team, then the others."""
    players = [p for table in tables for p in table]
    order = sorted(players, key=lambda p: (p not in teams, teams.get(p, ""), p))
    count = len(tables)
    return [order[t::count] for t in range(count)]
