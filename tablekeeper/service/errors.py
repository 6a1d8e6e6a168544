"""The service's refusals: each a sentence a player understands, saying that nothing was stored."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal

from tablekeeper.errors import TablekeeperError

# What the service raises and returns from the store, named here: the window and the command line catch them without
# importing the store.
from tablekeeper.store.failures import ServerUnreachable as ServerUnreachable
from tablekeeper.store.reads import DamagedGame as DamagedGame

if TYPE_CHECKING:
    from tablekeeper.snapshots import GameSnapshot


class SessionError(TablekeeperError):
    """Something asked of the session service that cannot be done."""


class GameNotFound(SessionError):
    """No game has the given id."""


class InvalidPlayers(SessionError):
    """The names given for a new game cannot seat four players."""


class GameIsFinished(SessionError):
    """A hand recorded in a game that has ended."""


class HandNotFound(SessionError):
    """No hand has the given number in the game."""


class EditRefused(SessionError):
    """A change to a past hand that would make a later hand impossible."""


class GameChangedElsewhere(SessionError):
    """Another window or computer changed the game since it was opened here: nothing was stored."""

    def __init__(self, template: str, game: GameSnapshot | None = None, /, **facts: object) -> None:
        super().__init__(template, plural=None, seats=(), players=None, **facts)
        self.game = game
        """The game as it is stored now (read again), when it could be read."""


class NothingToUndo(SessionError):
    """Undo with nothing left to take back, or redo with nothing taken back."""


class ImportRefused(SessionError):
    """A game file that cannot be taken in as it is."""


class AlreadyImported(ImportRefused):
    """A game that is already stored as the file gives it (known by its identity, or a Tenhou game by Tenhou's
    id of it)."""


Newer = Literal["file", "stored"]
"""Which version of a game has had more changes stored: the file's, or the one stored here."""


class StoredGameDiffers(ImportRefused):
    """A game already stored (known by its identity) that the file gives otherwise: nothing was stored; the file's
    version replaces the stored one only when asked (``replace``)."""

    def __init__(
        self, template: str, game_id: int, newer: Newer | None, data: Mapping[str, Any], /, **facts: object
    ) -> None:
        super().__init__(template, plural=None, seats=(), players=None, **facts)
        self.game_id = game_id
        """The stored game's number."""
        self.newer = newer
        """Which version has had more changes; None when both have had as many."""
        self.data = data
        """The file's game, as given to :meth:`Transfer.import_game` (to import it again with ``replace``)."""


class EventNotFound(SessionError):
    """No event has the given number."""


class EventChangedElsewhere(SessionError):
    """Another window or computer changed the event since it was read here: nothing was stored."""
