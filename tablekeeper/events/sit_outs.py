"""Sit-outs: a round in which the players present are not a multiple of the table's, and the organiser seats no
fillers, seats as many as the tables take and the others sit it out (:attr:`RoundSeating.sitting_out`).

Who sits out turns: each round, those who sat out the fewest rounds so far (among the rounds they were present
in) sit out first, so that nobody sits out twice before everyone present has sat out once (17 players over four
rounds: four different players out, one a round); among those equal, who sat out longest ago, then a draw. A round
sat out counts what the event says (:attr:`EventRecord.sit_out_score`: a fixed score, or nothing).
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from tablekeeper.events.errors import PlayersRefused, SeatingRefused
from tablekeeper.events.model import RoundSeating
from tablekeeper.words import QT_TR_NOOP


def check_sitting_out(seating: RoundSeating, present: Collection[int], seats: int) -> frozenset[int]:
    """The players of ``present`` who are to be seated in the round, once its sit-outs are checked: each present,
    not also seated, and fewer than a table's (those could make a table); refused with a sentence otherwise."""
    out = set(seating.sitting_out)
    seated = {player for table in seating.tables for player in table.seats}
    if len(out) != len(seating.sitting_out):
        raise SeatingRefused(
            QT_TR_NOOP("A player is listed twice among those who sit out round {round}; nothing was changed."),
            round=seating.round,
        )
    for player in sorted(out):
        if player not in present:
            raise SeatingRefused(
                QT_TR_NOOP(
                    "Player {player} sits out round {round} but is absent or not registered; nothing was changed."
                ),
                player=player,
                round=seating.round,
            )
        if player in seated:
            raise SeatingRefused(
                QT_TR_NOOP("Player {player} is seated in round {round} and sits it out too; nothing was changed."),
                player=player,
                round=seating.round,
            )
    if len(out) >= seats:
        raise SeatingRefused(
            QT_TR_NOOP(
                "{count} players sit out round {round}, enough for a table of {size}: they are seated; nothing was "
                "changed."
            ),
            count=len(out),
            round=seating.round,
            size=seats,
        )
    return frozenset(present) - out


def sat_out(history: Sequence[RoundSeating]) -> dict[int, list[int]]:
    """The rounds each player sat out in ``history``, in order."""
    out: dict[int, list[int]] = {}
    for seating in history:
        for player in seating.sitting_out:
            out.setdefault(player, []).append(seating.round)
    return out


def choose_sitting_out(
    present: Collection[int], history: Sequence[RoundSeating], seats: int, generator: random.Random
) -> tuple[int, ...]:
    """Who of ``present`` sits out the next round at tables of ``seats`` (as many as are left over, in number
    order): the fewest rounds sat out in ``history`` first, then the longest since the last one, then a draw."""
    count = len(present) % seats
    if not count:
        return ()
    rounds = sat_out(history)
    drawn = sorted(present)
    generator.shuffle(drawn)
    order = sorted(drawn, key=lambda player: (len(rounds.get(player, ())), max(rounds.get(player, ()), default=0)))
    return tuple(sorted(order[:count]))


def checked_sit_out_score(points: int | None, most: int) -> int | None:
    """The event's sit-out score as given (None: nothing counted); refused unless a whole number of table points
    of at most ``most``."""
    if points is not None and (isinstance(points, bool) or not isinstance(points, int) or abs(points) > most):
        raise PlayersRefused(
            QT_TR_NOOP("A round sat out scores a whole number of points, not {points}; nothing was stored."),
            points=points,
        )
    return points
