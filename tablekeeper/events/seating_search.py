"""The search of random seating's tables (the winds come after, in :mod:`tablekeeper.events.seating`).

For two or three tables, every seating of each round is tried, round after round, with a look ahead at the rounds
after it (:func:`~tablekeeper.events.seating_plan.plan_round`). Otherwise a tabu search
over the rounds asked for together (up to :data:`TOGETHER`), after Dotú and Van Hentenryck's for the social golfer
problem: from a greedy seating, swap two players of different tables in one round, one of them in a repeat meeting,
to lower the cost of :mod:`tablekeeper.events.seating_bound`, counting the rounds already played; start again from
the best seating, shaken, when the search stalls, and keep the best. It stops as soon as the seating costs the
least any seating can (:func:`~tablekeeper.events.seating_bound.lower_bound`), or when its budget is spent.

Memory follows the tables: each player's meetings are a dict of those they met, never an n x n matrix.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Sequence

from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.events.seating_bound import (
    CONSECUTIVE,
    EXHAUSTIVE_TABLES,
    REPEAT,
    best_round,
    lower_bound,
)
from tablekeeper.events.seating_plan import plan_round
from tablekeeper.events.teams import APART

WORK = 80_000
"""The search's budget for each round, in swaps weighed (deterministic, unlike a time limit; up to some 0.4 s of
CPU here, each swap weighed in a few sums: :class:`_Weighed`): a seating that reaches the floor stops long before
(tests/bench/bench_seating.py); only one whose floor no seating reaches spends it all (the floor is not always the
least: for 20 players it allows a sixth round without a repeat, which is thought not to exist: the social golfer
problem 5-4-6)."""
_STALL = 600
"""Moves without a new best before the search starts again from the best seating, shaken by _SHAKE swaps."""
_SHAKE = 4
_TENURE = (5, 20)
"""How long a swap stays forbidden (tabu), drawn at random between these, so that the search does not undo it."""

TOGETHER = 8
"""The most rounds searched together: more are searched that many at a time, each lot after those before it
(the budget grows with the rounds, and a search over many rounds spends it on fewer swaps a round)."""

Tables = list[list[list[int]]]
"""Rounds of tables of players (indices or numbers), before the winds."""


def seat_tables(
    players: list[int],
    rounds: int,
    history: Sequence[RoundSeating],
    generator: random.Random,
    seats: int,
    apart: Collection[tuple[int, int]] = (),
) -> Tables:
    """The tables of ``seats`` of ``rounds`` new rounds of ``players`` after ``history`` (player numbers, before the
    winds), searched :data:`TOGETHER` rounds at a time; the pairs ``apart`` (teammates) weigh as pairs who met
    :data:`~tablekeeper.events.teams.APART` times before."""
    out: Tables = []
    made: list[RoundSeating] = []
    number = history[-1].round if history else 0
    while len(out) < rounds:
        lot = Search(players, min(TOGETHER, rounds - len(out)), (*history, *made), generator, seats, apart).run()
        for tables in lot:
            number += 1
            made.append(RoundSeating(number, tuple(TableSeating(t + 1, tuple(a)) for t, a in enumerate(tables))))
        out.extend(lot)
    return out


class Search:
    """The search for ``rounds`` new rounds of ``players`` at tables of ``seats`` after ``history``. Players are
    known here by their index 0..n-1 in ``players``; the rounds of history come first in ``where`` (``where[r][p]``:
    the table of player p in round r, a value of their own for a player not seated then, so that nobody meets them).
    After :meth:`run`: ``cost``, ``bound`` (the least any seating costs, as far as is known) and ``work`` done."""

    def __init__(
        self,
        players: list[int],
        rounds: int,
        history: Sequence[RoundSeating],
        generator: random.Random,
        seats: int,
        apart: Collection[tuple[int, int]] = (),
    ):
        self.count = len(players)
        self.seats = seats
        self.tables = self.count // seats
        self.rounds = rounds
        self.random = generator
        index = {player: i for i, player in enumerate(players)}
        self.history = len(history)
        self.where: list[list[int]] = []
        self.base: list[dict[int, int]] = [{} for _ in range(self.count)]
        for seating in history:
            row = [-1 - i for i in range(self.count)]
            for table_index, table in enumerate(seating.tables):
                seated = [index[player] for player in table.seats if player in index]
                for player in seated:
                    row[player] = table_index
                    for other in seated:
                        if other != player:
                            self.base[player][other] = self.base[player].get(other, 0) + 1
            self.where.append(row)
        for a, b in apart:
            for one, other in ((index[a], index[b]), (index[b], index[a])):
                self.base[one][other] = self.base[one].get(other, 0) + APART
        self.players = players
        self.meet = [dict(met) for met in self.base]
        self.seated: Tables = []
        self.steps = self.work = self.cost = self.bound = 0

    def run(self) -> Tables:
        """The new rounds' tables (player numbers, before the winds), the best found."""
        self.steps = self.work = 0
        previous = self._previous(self.history)
        if self.tables <= EXHAUSTIVE_TABLES:
            # Each round tried every way with a look ahead at the next; several rounds at once are not searched
            # further: swaps over many rounds of a few tables rarely find less, and would spend the budget.
            first = self._every_seating()
            self.cost = self._cost()
            self.bound = (
                lower_bound(self.base, previous, self.rounds, self.seats, first) if self.tables > 1 else self.cost
            )
            return self._numbers(self.seated)
        self._start()
        cost = best_cost = self._cost()
        best = self._snapshot()
        stall = 0
        tabu: dict[tuple[int, int, int], int] = {}
        self.bound = lower_bound(self.base, previous, self.rounds, self.seats)
        while best_cost > self.bound and self.work < WORK * self.rounds:
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
        self.cost = best_cost
        return self._numbers(best)

    def _numbers(self, seating: Tables) -> Tables:
        return [[[self.players[p] for p in table] for table in tables] for tables in seating]

    def _previous(self, position: int) -> list[int | None] | None:
        """Each player's table in the round before ``position`` (None: not seated then), or None for the first."""
        if position == 0:
            return None
        return [t if t >= 0 else None for t in self.where[position - 1]]

    def _every_seating(self) -> int:
        """Seat the new rounds one after the other, each planned by :func:`plan_round`; the least the first can
        cost (``best_round``'s draw among the cheapest unused: its own generator, so as not to move the seed's)."""
        del self.where[self.history :]
        self.meet = [dict(met) for met in self.base]
        self.seated = []
        first = 0
        for r in range(self.rounds):
            previous = self._previous(self.history + r)
            if r == 0:
                first, _ = best_round(self.meet, previous, random.Random(0), self.seats)
            self._add(plan_round(self.meet, previous, self.random, self.seats))
        return first

    def _add(self, tables: list[list[int]]) -> None:
        """Seat one more new round as ``tables`` (lists of indices)."""
        row = [0] * self.count
        for t, table in enumerate(tables):
            for player in table:
                row[player] = t
                meet = self.meet[player]
                for other in table:
                    if other != player:
                        meet[other] = meet.get(other, 0) + 1
        self.where.append(row)
        self.seated.append(tables)

    def _load(self, seating: Tables) -> None:
        del self.where[self.history :]
        self.meet = [dict(met) for met in self.base]
        self.seated = []
        for tables in seating:
            self._add([table[:] for table in tables])

    def _random_swap(self) -> None:
        r = self.random.randrange(self.rounds)
        first, second = self.random.sample(range(self.tables), 2)
        self._swap(r, self.random.choice(self.seated[r][first]), self.random.choice(self.seated[r][second]))

    def _start(self) -> None:
        """A fresh greedy seating of the new rounds: each player, in random order, at the open table where they
        meet the fewest they already met (counted by their meetings, not by the tables)."""
        del self.where[self.history :]
        self.meet = [dict(met) for met in self.base]
        self.seated = []
        for _ in range(self.rounds):
            order = list(range(self.count))
            self.random.shuffle(order)
            tables: list[list[int]] = [[] for _ in range(self.tables)]
            at = [-1] * self.count
            open_tables = list(range(self.tables))
            for player in order:
                costs: Counter[int] = Counter()
                for other, times in self.meet[player].items():
                    if at[other] >= 0 and len(tables[at[other]]) < self.seats:
                        costs[at[other]] += times
                free = [t for t in open_tables if t not in costs] if len(costs) < len(open_tables) else []
                if free:
                    choice = self.random.choice(free)
                else:
                    lowest = min(costs.values())
                    choice = self.random.choice([t for t in open_tables if costs[t] == lowest])
                for other in tables[choice]:
                    self.meet[player][other] = self.meet[player].get(other, 0) + 1
                    self.meet[other][player] = self.meet[other].get(player, 0) + 1
                tables[choice].append(player)
                at[player] = choice
                if len(tables[choice]) == self.seats:
                    open_tables.remove(choice)
            self.where.append(at)
            self.seated.append(tables)

    def _snapshot(self) -> Tables:
        return [[table[:] for table in tables] for tables in self.seated]

    def _cost(self) -> int:
        """The cost of the new rounds: of the meetings they add and the consecutive meetings they make (0: no
        repeat meeting beyond those history already had)."""
        total = 0
        for a, met in enumerate(self.meet):
            earlier_met = self.base[a]
            for b, times in met.items():
                if b > a:
                    earlier = earlier_met.get(b, 0)
                    total += REPEAT * (times * (times - 1) - earlier * (earlier - 1)) // 2
        for r, tables in enumerate(self.seated):
            position = self.history + r
            if position == 0:
                continue
            before = self.where[position - 1]
            for table in tables:
                for i, a in enumerate(table):
                    for b in table[i + 1 :]:
                        if before[a] == before[b]:
                            total += CONSECUTIVE
        return total

    def _move(
        self, step: int, tabu: dict[tuple[int, int, int], int], cost: int, best_cost: int
    ) -> tuple[int, ...] | None:
        """The best swap (cost change, round, a, b) of a round with a repeat, not tabu unless it beats the best."""
        chosen: list[tuple[int, ...]] = []
        lowest: int | None = None
        weighed: dict[int, _Weighed] = {}
        for r, a in self._all_conflicts():
            row = self.where[self.history + r]
            if r not in weighed:
                weighed[r] = _Weighed(self, r)
            terms = weighed[r]
            to_a, loss_a = row[a], terms.loss(a)
            for b in range(self.count):
                to_b = row[b]
                if to_b == to_a:
                    continue
                # a leaves its table for b's, b the other way: what each loses with the three it leaves, what
                # each adds with the three it joins (the other one of the two excepted: they never sit together).
                change = terms.gain(a, to_b) + terms.gain(b, to_a) - loss_a - terms.loss(b) - 2 * self._term(r, a, b, 0)
                self.work += 1
                if tabu.get((r, min(a, b), max(a, b)), 0) > step and cost + change >= best_cost:
                    continue
                if lowest is None or change < lowest:
                    lowest, chosen = change, [(change, r, a, b)]
                elif change == lowest:
                    chosen.append((change, r, a, b))
        return self.random.choice(chosen) if chosen else None

    def _term(self, r: int, a: int, b: int, there: int) -> int:
        """What a and b meeting in new round r costs the cost's change, beyond what they cost elsewhere:
        ``there`` 1 when they sit together in it (their meetings count this one), 0 when not. A pair who never
        met elsewhere costs nothing to seat together (the common case, kept fast)."""
        times = self.meet[a].get(b, 0) - there
        if not times:
            return 0
        position = self.history + r
        where = self.where
        term = REPEAT * times
        if position > 0 and where[position - 1][a] == where[position - 1][b]:
            term += CONSECUTIVE
        if position + 1 < len(where) and where[position + 1][a] == where[position + 1][b]:
            term += CONSECUTIVE
        return term

    def _all_conflicts(self) -> list[tuple[int, int]]:
        return [(r, a) for r in range(self.rounds) for a in self._conflicts(r)]

    def _conflicts(self, r: int) -> list[int]:
        """The players of new round r who meet someone at their table more than once (sitting together in
        consecutive rounds is meeting twice)."""
        meet = self.meet
        return [a for table in self.seated[r] for a in table if any(b != a and meet[a][b] > 1 for b in table)]

    def _swap(self, r: int, a: int, b: int) -> None:
        position = self.history + r
        row = self.where[position]
        table_a, table_b = self.seated[r][row[a]], self.seated[r][row[b]]
        meet_a, meet_b = self.meet[a], self.meet[b]
        for leaving, joining, table in ((a, b, table_a), (b, a, table_b)):
            meet_leaving, meet_joining = (meet_a, meet_b) if leaving == a else (meet_b, meet_a)
            for x in table:
                if x == leaving:
                    continue
                _less(meet_leaving, x)
                _less(self.meet[x], leaving)
                meet_joining[x] = meet_joining.get(x, 0) + 1
                self.meet[x][joining] = self.meet[x].get(joining, 0) + 1
        table_a[table_a.index(a)] = b
        table_b[table_b.index(b)] = a
        row[a], row[b] = row[b], row[a]


class _Weighed:
    """What the players' meetings of one new round cost, each worked out once while a move is chosen
    (:meth:`Search._move`), so that a swap's change is a few sums."""

    def __init__(self, search: Search, r: int) -> None:
        self.search, self.r = search, r
        self.tables = search.seated[r]
        row = search.where[search.history + r]
        self.losses = [
            sum(search._term(r, p, x, 1) for x in self.tables[row[p]] if x != p) for p in range(search.count)
        ]
        self.gains = [[-1] * search.tables for _ in range(search.count)]

    def loss(self, p: int) -> int:
        """What p's meetings at their own table cost."""
        return self.losses[p]

    def gain(self, p: int, t: int) -> int:
        """What p would meet at table t (not theirs) cost, with the players there now."""
        known = self.gains[p][t]
        if known < 0:
            known = self.gains[p][t] = sum(self.search._term(self.r, p, x, 0) for x in self.tables[t])
        return known


def _less(met: dict[int, int], other: int) -> None:
    """One meeting fewer with ``other`` (forgotten at none, so that the dict holds only those met)."""
    times = met[other] - 1
    if times:
        met[other] = times
    else:
        del met[other]
