"""What a player's page in the window's Statistics asks of the service besides the figures: who is not published and
the mark set (names are personal data), the player's games and their rating over time; each refusal said by the
window, as the controller says its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablekeeper.service import GameFilter
    from tablekeeper.service.library import PlayedGame
    from tablekeeper.ui.controller import GameController


class PlayerRecords:
    """The player's page's calls, through the window's controller (its session, its way of saying a refusal)."""

    def __init__(self, controller: GameController) -> None:
        self._controller = controller

    def played_by(self, name: str, chosen: GameFilter) -> list[PlayedGame]:
        """The finished games of ``chosen`` that ``name`` sat in, oldest first, with their line of the standings."""
        controller = self._controller
        return controller.attempt(lambda: controller.service.library.played_by(name, chosen)) or []

    def rating_of(self, name: str) -> tuple[float, ...]:
        """``name``'s club rating after each of their games, oldest first."""
        controller = self._controller
        return (controller.attempt(lambda: controller.service.events.rating_history()) or {}).get(name, ())

    def unpublished(self) -> frozenset[str]:
        """The players marked not to be published (the club's site and the venue's pages name them "Player N")."""
        controller = self._controller
        return controller.attempt(lambda: controller.service.library.unpublished()) or frozenset()

    def set_published(self, name: str, published: bool) -> bool:
        """Mark ``name`` published or not; a refusal is said."""
        controller = self._controller
        return controller.attempt(lambda: controller.service.library.set_published(name, published)) is not None
