"""Seating an event's rounds: at random with few repeat meetings, Swiss by the standings, and what a seating is
worth (repeat meetings, wind balance); :func:`check_round` refuses a round that cannot be played.

Where a design without repeat meetings exists for the number of players (16, 28, 32, 44...: see
:func:`_transversal`), random seating takes its rounds in a random order, the players placed at random; an event
seated round by round with one seed goes on through the same design. Otherwise it is a search over the rounds
asked for together (:mod:`tablekeeper.events.seating_search`), which stops at the least any seating can cost
(:mod:`tablekeeper.events.seating_bound`). The winds come after: each player at each wind of the table as evenly
as the rounds allow (see :func:`_winds`).

A table seats ``seats`` players, the event's rule set's count (:attr:`~tablekeeper.rules.ruleset.RuleSet.players`:
3 or 4); everything here follows it: the tables, the pairs each meets, the winds (East, South, West at a table of
three) and the designs without repeat meetings.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.events.seating_bound import CONSECUTIVE, REPEAT
from tablekeeper.events.seating_search import seat_tables
from tablekeeper.events.teams import APART, design_order, kept_apart, together
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.words import QT_TR_NOOP

_NOT_SEATS = {
    3: (
        QT_TR_NOOP("Table {table} of round {round} seats {count} player, not three."),
        QT_TR_NOOP("Table {table} of round {round} seats {count} players, not three."),
    ),
    4: (
        QT_TR_NOOP("Table {table} of round {round} seats {count} player, not four."),
        QT_TR_NOOP("Table {table} of round {round} seats {count} players, not four."),
    ),
}
"""A table of the wrong size, by the size of the event's tables (singular, plural): a sentence per size, so that
each says the size as a word."""
_CANNOT_SIT = {
    3: (
        QT_TR_NOOP("{count} player cannot sit at tables of three: add {missing} or seat fillers."),
        QT_TR_NOOP("{count} players cannot sit at tables of three: add {missing} or seat fillers."),
    ),
    4: (
        QT_TR_NOOP("{count} player cannot sit at tables of four: add {missing} or seat fillers."),
        QT_TR_NOOP("{count} players cannot sit at tables of four: add {missing} or seat fillers."),
    ),
}
"""Players who do not make whole tables, by the size of the tables (singular, plural)."""


@cache
def _permutations(seats: int) -> tuple[tuple[int, ...], ...]:
    """Every order of a table's ``seats`` players."""
    return tuple(itertools.permutations(range(seats)))


@dataclass(frozen=True, slots=True)
class SeatingQuality:
    """What a seating is worth: its repeat meetings and its wind balance."""

    repeats: int
    """The sum over pairs of (times met - 1), for the pairs who met more than once."""
    most: int
    """The most times any pair met (1 when nobody met twice; 0 for no rounds)."""
    consecutive: int
    """Pairs who met in two consecutive rounds, counted per occurrence (a pair together in rounds 1, 2 and 3
    counts 2)."""
    wind_spread: int
    """The most, over players, of the difference between the wind they sat at most and the one they sat at least
    (0: everyone at each wind of the table equally often)."""
    teammates: int = 0
    """Pairs of teammates seated at one table, counted per round (0: the teams kept apart)."""


def quality(rounds: Sequence[RoundSeating], teams: Mapping[int, str] | None = None) -> SeatingQuality:
    """What the seating ``rounds`` (in order) is worth, its ``teams`` (entrant -> team) counted; the winds are those
    of its tables (East, South, West at a table of three)."""
    meetings: Counter[tuple[int, int]] = Counter()
    winds: dict[int, list[int]] = {}
    consecutive = 0
    previous: set[tuple[int, int]] = set()
    for seating in rounds:
        pairs: set[tuple[int, int]] = set()
        for table in seating.tables:
            for wind, player in enumerate(table.seats):
                winds.setdefault(player, [0] * len(table.seats))[wind] += 1
            pairs.update(_pair(a, b) for a, b in itertools.combinations(table.seats, 2))
        meetings.update(pairs)
        consecutive += len(pairs & previous)
        previous = pairs
    return SeatingQuality(
        repeats=sum(times - 1 for times in meetings.values()),
        most=max(meetings.values(), default=0),
        consecutive=consecutive,
        wind_spread=max((max(counts) - min(counts) for counts in winds.values()), default=0),
        teammates=sum(together([t.seats for t in seating.tables], teams or {}) for seating in rounds),
    )


def check_round(seating: RoundSeating, present: Collection[int], seats: int = FULL_TABLE) -> None:
    """Refuse (:class:`SeatingRefused`) a round that cannot be played by the players ``present`` at tables of
    ``seats``: a table of another size, a player seated twice, a player seated who is absent or not registered, a
    present player left out, tables not numbered 1 to T in order."""
    number = seating.round
    for expected, table in enumerate(seating.tables, start=1):
        if table.table != expected:
            raise SeatingRefused(
                QT_TR_NOOP(
                    "The tables of round {round} must be numbered 1, 2, 3... in order: table {table} is not {expected}."
                ),
                round=number,
                table=table.table,
                expected=expected,
            )
        if len(table.seats) != seats:
            one, many = _NOT_SEATS[seats]
            raise SeatingRefused(
                one,
                plural=many,
                table=table.table,
                round=number,
                count=len(table.seats),
            )
    where: dict[int, int] = {}
    for table in seating.tables:
        for player in table.seats:
            if player in where:
                raise _twice(number, player, where[player], table.table)
            where[player] = table.table
    present_set = set(present)
    for player, table_number in where.items():
        if player not in present_set:
            raise SeatingRefused(
                QT_TR_NOOP(
                    "Player {player} is seated at table {table} of round {round} but is absent or not registered."
                ),
                player=player,
                table=table_number,
                round=number,
            )
    left_out = sorted(present_set - where.keys())
    if left_out:
        raise SeatingRefused(
            QT_TR_NOOP("Player {player} is present but has no seat in round {round}."), player=left_out[0], round=number
        )


def seat_random(
    players: Sequence[int],
    rounds: int,
    history: Sequence[RoundSeating] = (),
    *,
    seed: int | None = None,
    seats: int = FULL_TABLE,
    teams: Mapping[int, str] | None = None,
) -> tuple[RoundSeating, ...]:
    """The next ``rounds`` rounds for ``players`` at tables of ``seats`` (numbered after ``history``), with as few
    repeat meetings as the search finds, counting those of ``history`` (a pair who already met costs more, more
    still in consecutive rounds), and the winds balanced over ``history`` and the new rounds. No two of a team
    (``teams``: entrant -> team) share a table (:func:`tablekeeper.events.teams.check_apart` says first that they
    can be kept apart). The same ``seed`` gives the same seating; None draws one."""
    _check_players(players, seats)
    if rounds < 1:
        raise SeatingRefused(
            QT_TR_NOOP("The number of rounds to seat must be at least 1, not {rounds}."), rounds=rounds
        )
    generator = random.Random(seed)
    teams = teams or {}
    tables = _continued(_transversal(list(players), generator, seats, teams), history, rounds)
    if tables is None:
        apart = [(a, b) for a, b in itertools.combinations(players, 2) if a in teams and teams.get(b) == teams[a]]
        tables = seat_tables(list(players), rounds, history, generator, seats, apart)
    if teams:
        meetings = _meetings(history)
        for index, seated in enumerate(tables):
            tables[index] = kept_apart(seated, teams, lambda a, b: meetings[_pair(a, b)])
            meetings.update(_pair(a, b) for table in tables[index] for a, b in itertools.combinations(table, 2))
    first = history[-1].round + 1 if history else 1
    return _winds(list(players), tables, history, first, seats)


def seat_swiss(
    ranking: Sequence[int],
    history: Sequence[RoundSeating] = (),
    *,
    seats: int = FULL_TABLE,
    teams: Mapping[int, str] | None = None,
    swaps: bool = True,
) -> RoundSeating:
    """The next round by the standings ``ranking`` (entrant numbers, best first) at tables of ``seats``:
    neighbours together (1-4, 5-8, ... at tables of four; 1-3, 4-6, ... at tables of three), then (``swaps``; a
    seating by place has none) swaps between neighbouring tables where they avoid a repeat meeting (teammates weigh
    as pairs who met often), the swap of players closest in the ranking first; no two of a team at one table, even
    seated by place; winds balanced over ``history``."""
    _check_players(ranking, seats)
    order = list(ranking)
    rank = {player: place for place, player in enumerate(order)}
    teams = teams or {}
    meetings = _meetings(history)
    for a, b in itertools.combinations(order, 2):
        if a in teams and teams.get(b) == teams[a]:
            meetings[_pair(a, b)] += APART
    last = _last_pairs(history)
    tables = [order[start : start + seats] for start in range(0, len(order), seats)]

    def cost(table: Sequence[int]) -> int:
        return sum(_pair_cost(meetings, last, a, b) for a, b in itertools.combinations(table, 2))

    while swaps:
        best: tuple[int, int, int, int, int] | None = None  # (rank gap, cost change, table, seat a, seat b)
        for index in range(len(tables) - 1):
            upper, lower = tables[index], tables[index + 1]
            before = cost(upper) + cost(lower)
            for i, j in itertools.product(range(seats), repeat=2):
                swapped_upper = [*upper[:i], lower[j], *upper[i + 1 :]]
                swapped_lower = [*lower[:j], upper[i], *lower[j + 1 :]]
                change = cost(swapped_upper) + cost(swapped_lower) - before
                if change < 0:
                    move = (abs(rank[upper[i]] - rank[lower[j]]), change, index, i, j)
                    best = move if best is None else min(best, move)
        if best is None:
            break
        _, _, index, i, j = best
        tables[index][i], tables[index + 1][j] = tables[index + 1][j], tables[index][i]
    if teams:
        tables = kept_apart(tables, teams, lambda a, b: meetings[_pair(a, b)])
    counts = _wind_counts(order, history, seats)
    seated = []
    for table in tables:
        table.sort(key=rank.__getitem__)
        # The order of the table that repeats the fewest winds; on a tie the best placed is East.
        winds = min(_permutations(seats), key=lambda order: sum(counts[table[seat]][w] for w, seat in enumerate(order)))
        seated.append(tuple(table[seat] for seat in winds))
    number = history[-1].round + 1 if history else 1
    return RoundSeating(number, tuple(TableSeating(t, players) for t, players in enumerate(seated, start=1)))


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _twice(number: int, player: int, first: int, second: int) -> SeatingRefused:
    if first == second:
        return SeatingRefused(
            QT_TR_NOOP("Player {player} is seated twice at table {table} of round {round}."),
            player=player,
            table=first,
            round=number,
        )
    return SeatingRefused(
        QT_TR_NOOP("Player {player} is seated at two tables of round {round}: tables {first} and {second}."),
        player=player,
        round=number,
        first=first,
        second=second,
    )


def _check_players(players: Sequence[int], seats: int) -> None:
    count = len(players)
    if count == 0:
        raise SeatingRefused(QT_TR_NOOP("There are no players to seat."))
    twice = sorted(player for player, times in Counter(players).items() if times > 1)
    if twice:
        raise SeatingRefused(QT_TR_NOOP("Player {player} is listed twice among the players to seat."), player=twice[0])
    if seats not in _CANNOT_SIT:
        raise SeatingRefused(QT_TR_NOOP("A table seats 3 or 4 players, not {size}."), size=seats)
    if count % seats:
        one, many = _CANNOT_SIT[seats]
        raise SeatingRefused(one, plural=many, count=count, missing=seats - count % seats)


def _meetings(history: Sequence[RoundSeating]) -> Counter[tuple[int, int]]:
    meetings: Counter[tuple[int, int]] = Counter()
    for seating in history:
        for table in seating.tables:
            meetings.update(_pair(a, b) for a, b in itertools.combinations(table.seats, 2))
    return meetings


def _last_pairs(history: Sequence[RoundSeating]) -> set[tuple[int, int]]:
    if not history:
        return set()
    return {_pair(a, b) for table in history[-1].tables for a, b in itertools.combinations(table.seats, 2)}


def _pair_cost(meetings: Counter[tuple[int, int]], last: set[tuple[int, int]], a: int, b: int) -> int:
    """What seating a and b together once more costs, after ``meetings`` (the last round's pairs ``last``)."""
    pair = _pair(a, b)
    return REPEAT * meetings[pair] + (CONSECUTIVE if pair in last else 0)


_IRREDUCIBLE = {4: 0b111, 8: 0b1011, 16: 0b10011}
"""GF(2^k) for k = 2, 3, 4: the polynomial its products are taken modulo."""


def _field(order: int) -> tuple[list[list[int]], list[list[int]]] | None:
    """The addition and multiplication tables of the finite field of ``order`` elements (a prime, 4, 8 or 16),
    or None."""
    if order in _IRREDUCIBLE:
        modulus = _IRREDUCIBLE[order]

        def times(a: int, b: int) -> int:
            product = 0
            while b:
                if b & 1:
                    product ^= a
                b >>= 1
                a <<= 1
                if a & order:
                    a ^= modulus
            return product

        return [[a ^ b for b in range(order)] for a in range(order)], [
            [times(a, b) for b in range(order)] for a in range(order)
        ]
    if order < 2 or any(order % d == 0 for d in range(2, int(order**0.5) + 1)):
        return None
    return [[(a + b) % order for b in range(order)] for a in range(order)], [
        [a * b % order for b in range(order)] for a in range(order)
    ]


def _transversal(
    players: list[int], generator: random.Random, seats: int, teams: Mapping[int, str]
) -> list[list[list[int]]] | None:
    """Rounds of k q players at tables of k = ``seats`` with no pair meeting twice, for q a prime or 4, 8, 16 and
    q >= k (a resolvable transversal design: q rounds of 28 players over 7, 32 over 8, 44 over 11..., and 16 over 5,
    at tables of four; of 12 over 4, 15 over 5, 21 over 7..., and 9 over 4, at tables of three), the players placed
    and the rounds ordered at random; None for other counts. The players are k groups of q, (g, x) for x in GF(q);
    round a's table b seats (g, a l_g + b) for k distinct l_g: two tables (a, b), (a', b') of different rounds share
    the player of group g only where (a - a') l_g = b' - b, which holds for one g at most, so no two players meet
    twice. The groups themselves never meet: for q = k they are one more round (the affine plane of order k), and
    each team is placed in one group (:func:`~tablekeeper.events.teams.design_order`; None where the teams do not
    fit the groups) so that teammates never meet."""
    order = len(players) // seats
    field = _field(order)
    if field is None or order < seats:
        return None
    plus, times = field
    shuffled = players[:]
    generator.shuffle(shuffled)
    if teams:
        grouped = design_order(shuffled, teams, seats, order, generator)
        if grouped is None:
            return None
        shuffled = grouped
    rounds = [
        [[shuffled[g * order + plus[times[a][g]][b]] for g in range(seats)] for b in range(order)] for a in range(order)
    ]
    if order == seats and not teams:  # the groups' own round would seat each team together
        rounds.append([shuffled[g * order : (g + 1) * order] for g in range(seats)])
    generator.shuffle(rounds)
    return rounds


def _continued(
    design: list[list[list[int]]] | None, history: Sequence[RoundSeating], rounds: int
) -> list[list[list[int]]] | None:
    """The next ``rounds`` rounds of ``design`` not yet played, when every round of ``history`` is one of its rounds
    (an event seated round by round with its own seed goes on through the same design, and so never has a repeat
    meeting while the design lasts); None when the history left the design or the design has too few rounds."""
    if design is None:
        return None
    tables_of = [frozenset(frozenset(table) for table in seated) for seated in design]
    played = {frozenset(frozenset(table.seats) for table in seated.tables) for seated in history}
    if not played <= set(tables_of):
        return None
    unused = [seated for seated, tables in zip(design, tables_of, strict=True) if tables not in played]
    return unused[:rounds] if len(unused) >= rounds else None


def _winds(
    players: list[int], seated: list[list[list[int]]], history: Sequence[RoundSeating], first: int, seats: int
) -> tuple[RoundSeating, ...]:
    """The rounds ``seated`` (tables of ``seats`` player numbers) with their winds: each player at each wind as
    evenly as the rounds allow.

    The new rounds alone can always be balanced exactly: a player's rounds, taken k by k (k = ``seats``), form a
    bipartite graph of players and tables in which every vertex has at most k edges, and such a graph's edges can
    be coloured with k colours (König), no two alike at a vertex: each table then has its k winds and each player
    every wind once in each k rounds. The history may leave a player short of a wind: each table then takes, in
    turn, the order of its players that best evens out the counts of the whole seating, until none improves.
    """
    colours = _edge_colouring(seated, seats)
    orders = [[[0] * seats for _ in tables] for tables in seated]
    for (r, t, seat), wind in colours.items():
        orders[r][t][wind] = seated[r][t][seat]
    counts = _wind_counts(players, history, seats)
    for tables in orders:
        for table in tables:
            for wind, player in enumerate(table):
                counts[player][wind] += 1
    if history:
        _even_out(orders, counts, seats)
    return tuple(
        RoundSeating(
            round=first + r, tables=tuple(TableSeating(table=t + 1, seats=tuple(a)) for t, a in enumerate(tables))
        )
        for r, tables in enumerate(orders)
    )


def _wind_counts(players: Sequence[int], history: Sequence[RoundSeating], seats: int) -> dict[int, list[int]]:
    """How often each of ``players`` sat at each of the ``seats`` winds in ``history``."""
    counts = {player: [0] * seats for player in players}
    for seating in history:
        for played in seating.tables:
            for wind, player in enumerate(played.seats):
                if player in counts:
                    counts[player][wind] += 1
    return counts


def _edge_colouring(seated: list[list[list[int]]], seats: int) -> dict[tuple[int, int, int], int]:
    """A wind (0 to ``seats`` - 1) for each seat (round, table, seat), all different at each table and, for each
    player, all different in each block of ``seats`` rounds: a proper colouring of a bipartite graph of degree at
    most ``seats``, found edge by edge, flipping an alternating path when the two ends have no free colour in
    common."""
    # A vertex is ("p", player, block) or ("t", round, table); at_vertex[v][colour] is the edge of that colour.
    at_vertex: dict[tuple[str, int, int], dict[int, tuple[int, int, int]]] = {}
    ends: dict[tuple[int, int, int], tuple[tuple[str, int, int], tuple[str, int, int]]] = {}
    colour_of: dict[tuple[int, int, int], int] = {}
    block_round: dict[int, int] = {}
    for r, tables in enumerate(seated):
        for t, table in enumerate(tables):
            for seat, player in enumerate(table):
                block = block_round.get(player, 0)
                block_round[player] = block + 1
                edge = (r, t, seat)
                ends[edge] = (("p", player, block // seats), ("t", r, t))
    for edge, (left, right) in ends.items():
        free_left = next(c for c in range(seats) if c not in at_vertex.setdefault(left, {}))
        free_right = next(c for c in range(seats) if c not in at_vertex.setdefault(right, {}))
        if free_left in at_vertex[right]:
            _flip(at_vertex, ends, colour_of, right, free_left, free_right)
        colour_of[edge] = free_left
        at_vertex[left][free_left] = edge
        at_vertex[right][free_left] = edge
    return colour_of


def _flip(
    at_vertex: dict[tuple[str, int, int], dict[int, tuple[int, int, int]]],
    ends: dict[tuple[int, int, int], tuple[tuple[str, int, int], tuple[str, int, int]]],
    colour_of: dict[tuple[int, int, int], int],
    start: tuple[str, int, int],
    first: int,
    second: int,
) -> None:
    """Swap colours ``first`` and ``second`` along the path from ``start`` that alternates them (starting with
    ``first``): afterwards ``first`` is free at ``start``; in a bipartite graph the path never comes back."""
    path = []
    vertex, colour = start, first
    while colour in at_vertex[vertex]:
        edge = at_vertex[vertex][colour]
        path.append(edge)
        left, right = ends[edge]
        vertex = right if vertex == left else left
        colour = second if colour == first else first
    for edge in path:
        for vertex in ends[edge]:
            del at_vertex[vertex][colour_of[edge]]
    for edge in path:
        colour_of[edge] = second if colour_of[edge] == first else first
        for vertex in ends[edge]:
            at_vertex[vertex][colour_of[edge]] = edge


def _even_out(orders: list[list[list[int]]], counts: dict[int, list[int]], seats: int) -> None:
    """Give each table in turn the order of its players that lowers the sum of the squares of the players' wind
    counts the most (an even spread has the lowest), until no table's order improves."""
    improved = True
    while improved:
        improved = False
        for tables in orders:
            for table in tables:
                for wind, player in enumerate(table):
                    counts[player][wind] -= 1
                current = tuple(range(seats))

                def score(order: tuple[int, ...], table: list[int] = table) -> int:
                    return sum(2 * counts[table[seat]][wind] for wind, seat in enumerate(order))

                best = min(_permutations(seats), key=score)
                if score(best) < score(current):
                    table[:] = [table[seat] for seat in best]
                    improved = True
                for wind, player in enumerate(table):
                    counts[player][wind] += 1
