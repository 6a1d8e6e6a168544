"""The refusals of an event's changes: each a sentence an organiser understands, saying that nothing changed."""

from __future__ import annotations

from tablekeeper.errors import TablekeeperError


class EventError(TablekeeperError):
    """A change to an event (its players, seating, results or penalties) that cannot be made as asked."""


class SeatingRefused(EventError):
    """A seating that cannot be played: a player twice in one round, an absent player seated, a table not of
    four, a number of players that is not a multiple of four."""


class ResultRefused(EventError):
    """A result that cannot be taken: a paper result whose points do not add up, a table that has no seating."""


class PlayersRefused(EventError):
    """Players that cannot be registered or marked so: a name given twice, too few players, an unknown number."""


class SubstitutionRefused(EventError):
    """A substitute who cannot take the seat: the round is not seated, the entrant not in it, the name taken."""


class PenaltyRefused(EventError):
    """A penalty without its reason, of no points, or for an entrant or round the event does not have."""


class UndoRefused(EventError):
    """An undo or redo that would take back a round's seating whose tables are being played."""


class StandingsRefused(EventError):
    """Standings asked after a round the event does not have."""


class TeamsRefused(EventError):
    """A team that cannot be named or kept apart: a name too long, more teammates in a round than it has tables."""


class SettingsRefused(EventError):
    """An event setting out of its range: days not 1 to 3 (as the EMA's weight counts them), a team score unknown."""


class CutRefused(EventError):
    """A cut that cannot be made: larger than the field, not whole tables, a table of the stage without its result,
    a stage without a round, a tie the rule set shares across the cut."""
