"""Seating an event's rounds: at random with few repeat meetings, Swiss by the standings, and what a seating is
worth (repeat meetings, wind balance); :func:`check_round` refuses a round that cannot be played.

Where a design without repeat meetings exists for the number of players (16, 28, 32, 44...: see
:func:`_transversal`), random seating takes its rounds in a random order, the players placed at random; an event
seated round by round with one seed goes on through the same design. Otherwise it is a local search over the
rounds asked for together (a tabu search, after Dotú and Van Hentenryck's for the social golfer problem): swap two
players of different tables in one round, one of them in a repeat meeting, to lower the cost of the repeats,
counting the rounds already played; restart from a fresh greedy seating when the search stalls, and keep the best.
A pair who met ``m`` times costs ``m (m - 1)`` (each meeting past the first costs more than the one before) and each
meeting in two consecutive rounds costs one more. The winds come after: each player East, South, West and North as
evenly as the rounds allow (see :func:`_winds`).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.words import tr

_SEATS = 4
_REPEAT = 2
"""The cost of each pair of meetings of one pair (a pair who met m times costs _REPEAT * m (m - 1) / 2)."""
_CONSECUTIVE = 1
"""What a meeting in two consecutive rounds costs on top of the repeat."""
_WORK = 1_500_000
"""The search's budget, in swaps weighed (deterministic, unlike a time limit; about 5 s of CPU here): 16 x 5
without a repeat takes a few thousand (tests/bench/bench_seating.py); a seating that cannot reach the floor of
:meth:`_Search._floor` spends it all."""
_STALL = 600
"""Moves without a new best before the search starts again from the best seating, shaken by _SHAKE swaps."""
_SHAKE = 4
_TENURE = (5, 20)
"""How long a swap stays forbidden (tabu), drawn at random between these, so that the search does not undo it."""
_PERMUTATIONS = tuple(itertools.permutations(range(_SEATS)))


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
    (0: everyone East, South, West and North equally often)."""


def quality(rounds: Sequence[RoundSeating]) -> SeatingQuality:
    """What the seating ``rounds`` (in order) is worth."""
    meetings: Counter[tuple[int, int]] = Counter()
    winds: dict[int, list[int]] = {}
    consecutive = 0
    previous: set[tuple[int, int]] = set()
    for seating in rounds:
        pairs: set[tuple[int, int]] = set()
        for table in seating.tables:
            for wind, player in enumerate(table.seats):
                winds.setdefault(player, [0] * _SEATS)[wind] += 1
            pairs.update(_pair(a, b) for a, b in itertools.combinations(table.seats, 2))
        meetings.update(pairs)
        consecutive += len(pairs & previous)
        previous = pairs
    return SeatingQuality(
        repeats=sum(times - 1 for times in meetings.values()),
        most=max(meetings.values(), default=0),
        consecutive=consecutive,
        wind_spread=max((max(counts) - min(counts) for counts in winds.values()), default=0),
    )


def check_round(seating: RoundSeating, present: Collection[int]) -> None:
    """Refuse (:class:`SeatingRefused`) a round that cannot be played by the players ``present``: a player seated
    twice, a player seated who is absent or not registered, a present player left out, tables not numbered 1 to T
    in order."""
    number = seating.round
    for expected, table in enumerate(seating.tables, start=1):
        if table.table != expected:
            raise SeatingRefused(
                tr("The tables of round {round} must be numbered 1, 2, 3... in order: table {table} is not {expected}.")
                .format(round=number, table=table.table, expected=expected)
            )  # fmt: skip
        if len(table.seats) != _SEATS:
            raise SeatingRefused(
                tr("Table {table} of round {round} seats {count} players, not four.").format(
                    table=table.table, round=number, count=len(table.seats)
                )
            )
    where: dict[int, int] = {}
    for table in seating.tables:
        for player in table.seats:
            if player in where:
                raise SeatingRefused(_twice(number, player, where[player], table.table))
            where[player] = table.table
    present_set = set(present)
    for player, table_number in where.items():
        if player not in present_set:
            raise SeatingRefused(
                tr("Player {player} is seated at table {table} of round {round} but is absent or not registered.")
                .format(player=player, table=table_number, round=number)
            )  # fmt: skip
    left_out = sorted(present_set - where.keys())
    if left_out:
        raise SeatingRefused(
            tr("Player {player} is present but has no seat in round {round}.").format(player=left_out[0], round=number)
        )


def seat_random(
    players: Sequence[int], rounds: int, history: Sequence[RoundSeating] = (), *, seed: int | None = None
) -> tuple[RoundSeating, ...]:
    """The next ``rounds`` rounds for ``players`` (numbered after ``history``), with as few repeat meetings as the
    search finds, counting those of ``history`` (a pair who already met costs more, more still in consecutive
    rounds), and the winds balanced over ``history`` and the new rounds. The same ``seed`` gives the same seating;
    None draws one."""
    _check_players(players)
    if rounds < 1:
        raise SeatingRefused(tr("The number of rounds to seat must be at least 1, not {rounds}.").format(rounds=rounds))
    generator = random.Random(seed)
    tables = _continued(_transversal(list(players), generator), history, rounds)
    if tables is None:
        tables = _Search(list(players), rounds, history, generator).run()
    first = history[-1].round + 1 if history else 1
    return _winds(list(players), tables, history, first)


def seat_swiss(ranking: Sequence[int], history: Sequence[RoundSeating] = ()) -> RoundSeating:
    """The next round by the standings ``ranking`` (entrant numbers, best first): neighbours together (1-4, 5-8,
    ...), then swaps between neighbouring tables where they avoid a repeat meeting, the swap of players closest in
    the ranking first; winds balanced over ``history``."""
    _check_players(ranking)
    order = list(ranking)
    rank = {player: place for place, player in enumerate(order)}
    meetings = _meetings(history)
    last = _last_pairs(history)
    tables = [order[start : start + _SEATS] for start in range(0, len(order), _SEATS)]

    def cost(table: Sequence[int]) -> int:
        return sum(_pair_cost(meetings, last, a, b) for a, b in itertools.combinations(table, 2))

    while True:
        best: tuple[int, int, int, int, int] | None = None  # (rank gap, cost change, table, seat a, seat b)
        for index in range(len(tables) - 1):
            upper, lower = tables[index], tables[index + 1]
            before = cost(upper) + cost(lower)
            for i, j in itertools.product(range(_SEATS), repeat=2):
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
    counts = _wind_counts(order, history)
    seats = []
    for table in tables:
        table.sort(key=rank.__getitem__)
        # The order of the four that repeats the fewest winds; on a tie the best placed is East.
        winds = min(_PERMUTATIONS, key=lambda order: sum(counts[table[seat]][w] for w, seat in enumerate(order)))
        seats.append((table[winds[0]], table[winds[1]], table[winds[2]], table[winds[3]]))
    number = history[-1].round + 1 if history else 1
    return RoundSeating(number, tuple(TableSeating(t, four) for t, four in enumerate(seats, start=1)))


def _pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a < b else (b, a)


def _twice(number: int, player: int, first: int, second: int) -> str:
    if first == second:
        return tr("Player {player} is seated twice at table {table} of round {round}.").format(
            player=player, table=first, round=number
        )
    return tr("Player {player} is seated at two tables of round {round}: tables {first} and {second}.").format(
        player=player, round=number, first=first, second=second
    )


def _check_players(players: Sequence[int]) -> None:
    count = len(players)
    if count == 0:
        raise SeatingRefused(tr("There are no players to seat."))
    twice = sorted(player for player, times in Counter(players).items() if times > 1)
    if twice:
        raise SeatingRefused(tr("Player {player} is listed twice among the players to seat.").format(player=twice[0]))
    if count % _SEATS:
        raise SeatingRefused(
            tr("{count} players cannot sit at tables of four: add {missing} or seat fillers.").format(
                count=count, missing=_SEATS - count % _SEATS
            )
        )


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
    return _REPEAT * meetings[pair] + (_CONSECUTIVE if pair in last else 0)


class _Search:
    """The tabu search of the random seating's tables (the winds come after). Players are known here by their
    index 0..n-1 in ``players``; the rounds of history come first in ``where`` (``where[r][p]``: the table of
    player p in round r, a value of their own for a player not seated then, so that nobody meets them)."""

    def __init__(self, players: list[int], rounds: int, history: Sequence[RoundSeating], generator: random.Random):
        self.count = len(players)
        self.tables = self.count // _SEATS
        self.rounds = rounds
        self.random = generator
        index = {player: i for i, player in enumerate(players)}
        self.history = len(history)
        self.where: list[list[int]] = []
        for seating in history:
            row = [-1 - i for i in range(self.count)]
            for table_index, table in enumerate(seating.tables):
                for player in table.seats:
                    if player in index:
                        row[index[player]] = table_index
            self.where.append(row)
        self.base = [[0] * self.count for _ in range(self.count)]
        for row in self.where:
            for a, b in itertools.combinations(range(self.count), 2):
                if row[a] == row[b]:
                    self.base[a][b] += 1
                    self.base[b][a] += 1
        self.players = players
        self.meet = [row[:] for row in self.base]
        self.seated: list[list[list[int]]] = []
        self.steps = self.work = 0

    def run(self) -> list[list[list[int]]]:
        """The new rounds' tables (player numbers, before the winds), the best found."""
        self._start()
        cost = best_cost = self._cost()
        best = self._snapshot()
        stall = 0
        tabu: dict[tuple[int, int, int], int] = {}
        self.steps = self.work = 0
        floor = self._floor() if self.tables > 1 else best_cost  # one table: nobody to swap with
        while best_cost > floor and self.work < _WORK:
            self.steps += 1
            move = self._move(self.steps, tabu, cost, best_cost)
            if move is not None:
                change, r, a, b = move
                self._swap(r, a, b)
                cost += change
                tabu[(r, min(a, b), max(a, b))] = self.steps + self.random.randint(_TENURE[0], _TENURE[1])
            if cost < best_cost:
                best_cost, best, stall = cost, self._snapshot(), 0
                continue
            stall += 1
            if move is None or stall >= _STALL:
                # Stuck: start again from the best seating, shaken by a few random swaps.
                self._load(best)
                for _ in range(_SHAKE):
                    self._random_swap()
                cost, stall, tabu = self._cost(), 0, {}
        return [[[self.players[p] for p in table] for table in seating] for seating in best]

    def _floor(self) -> int:
        """A cost no seating goes below: a player who meets more seats than there are players they have not met
        yet must meet again as many."""
        excess = 0
        for a in range(self.count):
            new = sum(1 for b in range(self.count) if b != a and not self.base[a][b])
            excess += max(0, (_SEATS - 1) * self.rounds - new)
        return _REPEAT * ((excess + 1) // 2)

    def _load(self, seating: list[list[list[int]]]) -> None:
        self.seated = [[table[:] for table in tables] for tables in seating]
        del self.where[self.history :]
        self.meet = [row[:] for row in self.base]
        for tables in self.seated:
            row = [0] * self.count
            for t, table in enumerate(tables):
                for player in table:
                    row[player] = t
                for x, y in itertools.combinations(table, 2):
                    self.meet[x][y] += 1
                    self.meet[y][x] += 1
            self.where.append(row)

    def _random_swap(self) -> None:
        r = self.random.randrange(self.rounds)
        first, second = self.random.sample(range(self.tables), 2)
        self._swap(r, self.random.choice(self.seated[r][first]), self.random.choice(self.seated[r][second]))

    def _start(self) -> None:
        """A fresh greedy seating of the new rounds: each player, in random order, at the open table where they
        meet the fewest they already met."""
        del self.where[self.history :]
        self.meet = [row[:] for row in self.base]
        self.seated = []
        for _ in range(self.rounds):
            order = list(range(self.count))
            self.random.shuffle(order)
            tables: list[list[int]] = [[] for _ in range(self.tables)]
            row = [0] * self.count
            for player in order:
                open_tables = [t for t in range(self.tables) if len(tables[t]) < _SEATS]
                costs = [sum(self.meet[player][other] for other in tables[t]) for t in open_tables]
                lowest = min(costs)
                choice = self.random.choice([t for t, c in zip(open_tables, costs, strict=True) if c == lowest])
                for other in tables[choice]:
                    self.meet[player][other] += 1
                    self.meet[other][player] += 1
                tables[choice].append(player)
                row[player] = choice
            self.where.append(row)
            self.seated.append(tables)

    def _snapshot(self) -> list[list[list[int]]]:
        return [[table[:] for table in tables] for tables in self.seated]

    def _cost(self) -> int:
        """The cost of the new rounds: of the meetings they add and the consecutive meetings they make (0: no
        repeat meeting beyond those history already had)."""
        total = 0
        for a in range(self.count):
            for b in range(a + 1, self.count):
                times, earlier = self.meet[a][b], self.base[a][b]
                total += _REPEAT * (times * (times - 1) - earlier * (earlier - 1)) // 2
        for r in range(1, len(self.where)):
            before, now = self.where[r - 1], self.where[r]
            for a in range(self.count):
                for b in range(a + 1, self.count):
                    if before[a] == before[b] and now[a] == now[b]:
                        total += _CONSECUTIVE
        return total - self._history_cost()

    def _history_cost(self) -> int:
        """The consecutive meetings within history, which no move changes (they are not counted)."""
        total = 0
        for r in range(1, self.history):
            before, now = self.where[r - 1], self.where[r]
            total += sum(
                _CONSECUTIVE
                for a, b in itertools.combinations(range(self.count), 2)
                if before[a] == before[b] and now[a] == now[b]
            )
        return total

    def _move(
        self, step: int, tabu: dict[tuple[int, int, int], int], cost: int, best_cost: int
    ) -> tuple[int, int, int, int] | None:
        """The best swap (cost change, round, a, b) of a round with a repeat, not tabu unless it beats the best."""
        chosen: list[tuple[int, int, int, int]] = []
        lowest: int | None = None
        for r, a in self._all_conflicts():
            for b in range(self.count):
                if self.where[self.history + r][b] == self.where[self.history + r][a]:
                    continue
                change = self._change(r, a, b)
                self.work += 1
                if tabu.get((r, min(a, b), max(a, b)), 0) > step and cost + change >= best_cost:
                    continue
                if lowest is None or change < lowest:
                    lowest, chosen = change, [(change, r, a, b)]
                elif change == lowest:
                    chosen.append((change, r, a, b))
        return self.random.choice(chosen) if chosen else None

    def _all_conflicts(self) -> list[tuple[int, int]]:
        return [(r, a) for r in range(self.rounds) for a in self._conflicts(r)]

    def _conflicts(self, r: int) -> list[int]:
        """The players of new round r who meet someone at their table more than once."""
        meet = self.meet
        return [a for table in self.seated[r] for a in table if any(meet[a][b] > 1 for b in table if b != a)]

    def _change(self, r: int, a: int, b: int) -> int:
        """What swapping a and b (at different tables) in new round r changes in the cost. A pair who never met
        elsewhere costs nothing to seat together (the common case, kept fast)."""
        position = self.history + r
        row = self.where[position]
        meet_a, meet_b = self.meet[a], self.meet[b]
        change = 0
        for leaving, joining, table in ((a, b, self.seated[r][row[a]]), (b, a, self.seated[r][row[b]])):
            meet_leaving = meet_a if leaving == a else meet_b
            meet_joining = meet_b if leaving == a else meet_a
            for x in table:
                if x == leaving:
                    continue
                times = meet_leaving[x]
                if times > 1:
                    change -= _REPEAT * (times - 1) + _CONSECUTIVE * self._around(position, leaving, x)
                times = meet_joining[x]
                if times:
                    change += _REPEAT * times + _CONSECUTIVE * self._around(position, joining, x)
        return change

    def _around(self, position: int, a: int, b: int) -> int:
        """In how many of the rounds just before and after ``position`` a and b sit together."""
        where = self.where
        around = 0
        if position > 0 and where[position - 1][a] == where[position - 1][b]:
            around += 1
        if position + 1 < len(where) and where[position + 1][a] == where[position + 1][b]:
            around += 1
        return around

    def _swap(self, r: int, a: int, b: int) -> None:
        position = self.history + r
        row = self.where[position]
        table_a, table_b = self.seated[r][row[a]], self.seated[r][row[b]]
        for x in table_a:
            if x != a:
                self.meet[a][x] -= 1
                self.meet[x][a] -= 1
                self.meet[b][x] += 1
                self.meet[x][b] += 1
        for y in table_b:
            if y != b:
                self.meet[b][y] -= 1
                self.meet[y][b] -= 1
                self.meet[a][y] += 1
                self.meet[y][a] += 1
        table_a[table_a.index(a)] = b
        table_b[table_b.index(b)] = a
        row[a], row[b] = row[b], row[a]


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


def _transversal(players: list[int], generator: random.Random) -> list[list[list[int]]] | None:
    """Rounds of 4q players with no pair meeting twice, for q a prime or 4, 8, 16 (a resolvable transversal design:
    q rounds of 28 players over 7, 32 over 8, 44 over 11..., and 16 over 5), the players placed and the rounds
    ordered at random; None for other counts. The players are four groups of q, (g, x) for x in GF(q); round a's
    table b seats (g, a l_g + b) for four distinct l_g: two tables (a, b), (a', b') of different rounds share the
    player of group g only where (a - a') l_g = b' - b, which holds for one g at most, so no two players meet twice.
    The groups themselves never meet: for q = 4 they are one more round (the affine plane of order 4)."""
    order = len(players) // _SEATS
    field = _field(order)
    if field is None or order < _SEATS:
        return None
    plus, times = field
    shuffled = players[:]
    generator.shuffle(shuffled)
    rounds = [
        [[shuffled[g * order + plus[times[a][g]][b]] for g in range(_SEATS)] for b in range(order)]
        for a in range(order)
    ]
    if order == _SEATS:
        rounds.append([shuffled[g * order : (g + 1) * order] for g in range(_SEATS)])
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
    players: list[int], seated: list[list[list[int]]], history: Sequence[RoundSeating], first: int
) -> tuple[RoundSeating, ...]:
    """The rounds ``seated`` (tables of player numbers) with their winds: each player East, South, West and North
    as evenly as the rounds allow.

    The new rounds alone can always be balanced exactly: a player's rounds, taken four by four, form a bipartite
    graph of players and tables in which every vertex has at most four edges, and such a graph's edges can be
    coloured with four colours (König), no two alike at a vertex: each table then has its four winds and each
    player every wind once in each four rounds. The history may leave a player short of a wind: each table then
    takes, in turn, the order of its four that best evens out the counts of the whole seating, until none
    improves.
    """
    colours = _edge_colouring(seated)
    orders = [[[0] * _SEATS for _ in tables] for tables in seated]
    for (r, t, seat), wind in colours.items():
        orders[r][t][wind] = seated[r][t][seat]
    counts = _wind_counts(players, history)
    for tables in orders:
        for table in tables:
            for wind, player in enumerate(table):
                counts[player][wind] += 1
    if history:
        _even_out(orders, counts)
    return tuple(
        RoundSeating(
            round=first + r,
            tables=tuple(TableSeating(table=t + 1, seats=(a[0], a[1], a[2], a[3])) for t, a in enumerate(tables)),
        )
        for r, tables in enumerate(orders)
    )


def _wind_counts(players: Sequence[int], history: Sequence[RoundSeating]) -> dict[int, list[int]]:
    """How often each of ``players`` sat East, South, West and North in ``history``."""
    counts = {player: [0] * _SEATS for player in players}
    for seating in history:
        for played in seating.tables:
            for wind, player in enumerate(played.seats):
                if player in counts:
                    counts[player][wind] += 1
    return counts


def _edge_colouring(seated: list[list[list[int]]]) -> dict[tuple[int, int, int], int]:
    """A wind (0-3) for each seat (round, table, seat), four different at each table and, for each player, four
    different in each block of four rounds: a proper colouring of a bipartite graph of degree at most four,
    found edge by edge, flipping an alternating path when the two ends have no free colour in common."""
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
                ends[edge] = (("p", player, block // _SEATS), ("t", r, t))
    for edge, (left, right) in ends.items():
        free_left = next(c for c in range(_SEATS) if c not in at_vertex.setdefault(left, {}))
        free_right = next(c for c in range(_SEATS) if c not in at_vertex.setdefault(right, {}))
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


def _even_out(orders: list[list[list[int]]], counts: dict[int, list[int]]) -> None:
    """Give each table in turn the order of its four that lowers the sum of the squares of the players' wind
    counts the most (an even spread has the lowest), until no table's order improves."""
    improved = True
    while improved:
        improved = False
        for tables in orders:
            for table in tables:
                for wind, player in enumerate(table):
                    counts[player][wind] -= 1
                current = tuple(range(_SEATS))

                def score(order: tuple[int, ...], table: list[int] = table) -> int:
                    return sum(2 * counts[table[seat]][wind] for wind, seat in enumerate(order))

                best = min(_PERMUTATIONS, key=score)
                if score(best) < score(current):
                    table[:] = [table[seat] for seat in best]
                    improved = True
                for wind, player in enumerate(table):
                    counts[player][wind] += 1
