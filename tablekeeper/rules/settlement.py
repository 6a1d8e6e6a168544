"""Transfers of points between the players and the table, and the per-seat deltas they add up to."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class Reason(StrEnum):
    """Why points moved."""

    RIICHI = "riichi"
    """A riichi stick put on the table by its declarer."""
    HAND = "hand"
    """The value of a winning hand, paid by the discarder or the tsumo payers."""
    HONBA = "honba"
    """The counters: 300 per honba on a ron, 100 per payer on a tsumo (by default)."""
    DEPOSIT = "deposit"
    """Riichi sticks taken from the table (by a winner, back by their declarer, or by first place at the end)."""
    TENPAI = "tenpai"
    """Noten payments at an exhaustive draw."""
    NAGASHI = "nagashi"
    """Nagashi mangan, paid as a mangan tsumo."""
    CHOMBO = "chombo"
    """A reverse mangan paid at once by the player who made a chombo."""
    PAO = "pao"
    """The share of a yakuman (and perhaps its honba) paid by the liable player."""


@dataclass(frozen=True, slots=True)
class Transfer:
    """``amount`` points from ``payer`` to ``payee``; ``None`` is the table (riichi deposits)."""

    payer: int | None
    payee: int | None
    amount: int
    reason: Reason


Settlement = tuple[Transfer, ...]
"""Everything one hand result moved, in the order it was worked out."""


def deltas(settlement: Iterable[Transfer], players: int) -> tuple[int, ...]:
    """The change of each of the ``players`` seats' scores, riichi sticks paid to the table included."""
    out = [0] * players
    for t in settlement:
        if t.payer is not None:
            out[t.payer] -= t.amount
        if t.payee is not None:
            out[t.payee] += t.amount
    return tuple(out)


def deltas_without_riichi(settlement: Iterable[Transfer], players: int) -> tuple[int, ...]:
    """The change of each seat's score leaving out the riichi sticks put on the table during the hand.

    This is how Tenhou prints a hand (its ``sc`` changes and JSON deltas): the sticks are paid when the
    riichi stands, before the result, while the deposits a winner takes are part of the winner's change.
    """
    return deltas((t for t in settlement if t.reason is not Reason.RIICHI), players)


def table_change(settlement: Iterable[Transfer]) -> int:
    """How many points the settlement put on the table (negative when it took some away)."""
    change = 0
    for t in settlement:
        if t.payee is None and t.payer is not None:
            change += t.amount
        elif t.payer is None and t.payee is not None:
            change -= t.amount
    return change
