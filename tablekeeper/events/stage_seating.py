"""Seating the next rounds with sit-outs (:mod:`~tablekeeper.events.sit_outs`), or by place: 1-4 at table 1, 5-8
at table 2, ... (1-3, 4-6, ... at tables of three), as a final or a semi-final after a cut is seated.

Each round is seated after the one before it: who sits out turns over the rounds, and those left are seated at
random with few repeat meetings, Swiss, or by place (the ranking given: the standings of the stage the rounds belong
to; the same for each of the rounds asked for, the winds turning over them).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Literal

from tablekeeper.events.changes import MAX_ROUNDS, present
from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import EventRecord, RoundSeating
from tablekeeper.events.seating import seat_random, seat_swiss
from tablekeeper.events.sit_outs import choose_sitting_out
from tablekeeper.events.stages import stage_of
from tablekeeper.events.standings import TableResult
from tablekeeper.words import QT_TR_NOOP

Method = Literal["random", "swiss", "ranked"]


def check_asked(rounds: int, method: str, *, fill: bool, sit_out: bool) -> None:
    """Refuse, before anything is read or searched for, a seating that cannot be asked: a count of rounds out of
    1 to :data:`~tablekeeper.events.changes.MAX_ROUNDS`, a method other than random, Swiss or by place, a Swiss
    seating of more than one round, fillers and sit-outs together."""
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS:
        raise SeatingRefused(
            QT_TR_NOOP("From 1 to {most} rounds are seated at a time, not {rounds}; nothing was changed."),
            most=MAX_ROUNDS,
            rounds=rounds,
        )
    if method not in ("random", "swiss", "ranked"):
        raise SeatingRefused(QT_TR_NOOP("A seating is random, Swiss or by place, not {method}."), method=method)
    if fill and sit_out:
        raise SeatingRefused(QT_TR_NOOP("A round is filled with substitutes or sat out by some, not both."))
    if method == "swiss" and rounds != 1:
        raise SeatingRefused(
            QT_TR_NOOP("A Swiss seating seats one round at a time, by the standings after the round before it.")
        )


def check_ranked(record: EventRecord, results: Sequence[TableResult]) -> None:
    """Refuse a seating by place before there is any place to seat by: in stage 1, no table has its result yet (a
    stage after a cut has the places of its cut)."""
    first = len(record.rounds) + 1
    if stage_of(record, first) == 1 and not results:
        raise SeatingRefused(
            QT_TR_NOOP(
                "A seating by place needs the standings: no table of the event has its result yet. Seat the first "
                "rounds at random; nothing was changed."
            )
        )


def seat_next(
    record: EventRecord,
    numbers: range,
    method: Method,
    ranking: Sequence[int],
    results: Sequence[TableResult],
    sit_out: bool,
    seed: int | None,
) -> list[RoundSeating]:
    """The rounds ``numbers`` seated one after the other by ``method`` (``ranking``: the entrants best first, for
    Swiss and by place, refused before any result: :func:`check_ranked`), those left over sitting out each round
    where ``sit_out``."""
    if method == "ranked":
        check_ranked(record, results)
    seats = record.rules.players
    generator = random.Random(seed)
    out: list[RoundSeating] = []
    for number in numbers:
        history = (*record.rounds, *out)
        playing = present(record, number)
        away = choose_sitting_out(playing, history, seats, generator) if sit_out else ()
        players = playing - set(away)
        if method == "random":
            (seating,) = seat_random(sorted(players), 1, history, seed=seed, seats=seats)
        else:
            ranked = [entrant for entrant in ranking if entrant in players]
            ranked += sorted(players - set(ranked))
            seating = seat_swiss(ranked, history, seats=seats, swaps=method == "swiss")
        out.append(replace(seating, round=number, sitting_out=away))
    return out
