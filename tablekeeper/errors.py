"""The root of every error a player can cause.

Each layer (rules, store, session) raises subclasses of :class:`TablekeeperError`. The message is a
sentence a player understands: the CLI prints it on stderr and exits with status 2, the window shows it
in a message box. Nothing is stored when one is raised.
"""

from __future__ import annotations

from collections.abc import Sequence

from tablekeeper.words import tr


class TablekeeperError(Exception):
    """An error caused by what a player entered, carrying a sentence that explains it.

    A sentence about particular players is a template with ``{0}``, ``{1}``... for the ``seats`` it speaks
    of: the rules know seats, and call them "Seat 1" to "Seat 4"; the session, which knows who sits where,
    names the players (:meth:`name_players`).
    """

    def __init__(self, message: str, *, seats: Sequence[int] = ()) -> None:
        self.template = message
        self.seats = tuple(seats)
        # Seats are named only in a sentence that speaks of them (the hand calculator raises many without).
        self.message = (
            self.naming([tr("Seat {number}").format(number=seat + 1) for seat in range(4)]) if seats else message
        )
        super().__init__(self.message)

    def naming(self, names: Sequence[str]) -> str:
        """The sentence with the seats it speaks of called by ``names`` (one per seat, 0 to 3)."""
        if not self.seats:
            return self.template
        return self.template.format(*(names[seat] for seat in self.seats))

    def name_players(self, names: Sequence[str]) -> None:
        """Say the players' names instead of their seat numbers."""
        self.message = self.naming(names)
        self.args = (self.message,)

    def __str__(self) -> str:
        return self.message


class DatabaseError(TablekeeperError):
    """A database that tablekeeper cannot open or use."""
