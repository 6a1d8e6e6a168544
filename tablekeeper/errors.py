"""The root of every error a player can cause.

Each layer (rules, store, session) raises subclasses of :class:`TablekeeperError`. A refusal carries its kind (an
untranslated template, marked for translation with :func:`~tablekeeper.words.QT_TR_NOOP`) and its facts (the seats
it speaks of, numbers, a hand, the refusal it follows from); it is worded once, at the edge that shows it and in that
edge's language (:func:`tablekeeper.present.refusal`): the CLI prints the sentence on stderr and exits with status 2,
the window shows it in a message box, a phone's page in its own request's language. Nothing is stored when one is
raised.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Self

from tablekeeper.words import singular, tr


def _worded(
    template: str,
    plural: str | None,
    seats: Sequence[int],
    facts: Mapping[str, object],
    names: Sequence[str] | None,
) -> str:
    """``template`` translated in the language spoken in this context, its facts and seats filled in; ``plural``
    instead where that language says the ``count`` fact in the plural (French says 0 in the singular, English not)."""
    if plural is not None:
        count = facts["count"]
        assert isinstance(count, int), "a sentence with a plural has a count"
        if not singular(count):
            template = plural
    if not seats and not facts:
        return tr(template)
    filled = {
        name: value.sentence(names) if isinstance(value, TablekeeperError | Phrase | Clause) else value
        for name, value in facts.items()
    }
    if names is None:
        seat = tr("Seat {number}")
        names = [seat.format(number=number + 1) for number in range(4)]
    return tr(template).format(*(names[seat] for seat in seats), **filled)


@dataclass(frozen=True, slots=True)
class Phrase:
    """Part of a refusal's sentence with facts of its own ("Hand 3 cannot be changed"), worded with the sentence."""

    template: str
    """The phrase untranslated, marked for translation (:func:`~tablekeeper.words.QT_TR_NOOP`)."""
    facts: Mapping[str, object] = field(default_factory=dict)
    plural: str | None = None
    """The phrase said of a ``count`` fact in the plural, where it has a singular and a plural."""

    def sentence(self, names: Sequence[str] | None = None) -> str:
        """The phrase in the language spoken in this context."""
        return _worded(self.template, self.plural, (), self.facts, names)


@dataclass(frozen=True, slots=True)
class Clause:
    """A refusal said inside another sentence with more words after it ("hand 3: seat 5 is not a seat; it cannot
    be shown"): worded with that sentence, without its own closing full stop."""

    refusal: TablekeeperError

    def sentence(self, names: Sequence[str] | None = None) -> str:
        """The refusal in the language spoken in this context, its full stop left out."""
        return self.refusal.sentence(names).rstrip(".")


class TablekeeperError(Exception):
    """An error caused by what a player entered: the kind of refusal and the facts that make it a sentence.

    ``template`` is the sentence as written in the code, untranslated (a sentence made elsewhere, a file's own
    words, is taken as it is); ``facts`` fill its ``{name}`` fields, a fact that is itself a refusal worded in the
    same language with the same names. A sentence about particular players has ``{0}``, ``{1}``... for the
    ``seats`` it speaks of: the rules know seats, and call them "Seat 1" to "Seat 4"; whoever knows who sits where
    gives the ``players``' names (the service, of a game it holds; an edge, of the game it shows).
    """

    def __init__(
        self,
        template: str,
        *,
        plural: str | None = None,
        seats: Sequence[int] = (),
        players: Sequence[str] | None = None,
        **facts: object,
    ) -> None:
        super().__init__(template)
        self.template = template
        """The kind of refusal: its sentence untranslated, with its facts' fields."""
        self.plural = plural
        """The sentence where the language says its ``count`` fact in the plural ("{count} players cannot sit"),
        when the sentence has a singular and a plural: one of the two is chosen where it is worded."""
        self.seats = tuple(seats)
        """The seats the sentence speaks of, in the order of its ``{0}``, ``{1}``... fields."""
        self.players = tuple(players) if players is not None else None
        """The players' names by seat, when the one who raised the refusal, or passed it on, knows them."""
        self.facts = facts
        """What the sentence says: its named fields' values."""

    def sentence(self, names: Sequence[str] | None = None) -> str:
        """The refusal worded in the language spoken in this context, the seats called by ``names`` (one per seat),
        else by the players' names it carries, else "Seat 1" to "Seat 4"."""
        return _worded(self.template, self.plural, self.seats, self.facts, names if names is not None else self.players)

    @classmethod
    def saying(cls, other: TablekeeperError) -> Self:
        """A refusal of this class that says what ``other`` says: its kind and its facts, worded where it is shown."""
        return cls(other.template, plural=other.plural, seats=other.seats, players=other.players, **other.facts)

    @property
    def message(self) -> str:
        """The sentence in the language spoken here (see :meth:`sentence`)."""
        return self.sentence()

    def __str__(self) -> str:
        return self.sentence()


class DatabaseError(TablekeeperError):
    """A database that tablekeeper cannot open or use."""
