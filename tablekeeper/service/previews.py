"""What a hand would do, and what changing a past hand would do, worked out without storing anything (the table's
:meth:`~tablekeeper.service.table.Table.preview` and :meth:`~tablekeeper.service.table.Table.preview_edit`): apart
from the table, whose window shows its game without them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tablekeeper.rules.game import GameState
    from tablekeeper.rules.settlement import Settlement
    from tablekeeper.snapshots import Deltas, LaterHand


@dataclass(frozen=True, slots=True)
class Preview:
    """What a hand would do, computed without storing anything."""

    before: GameState
    settlement: Settlement
    deltas: Deltas
    after: GameState


@dataclass(frozen=True, slots=True)
class EditPreview:
    """What changing (or deleting) a past hand would do, nothing stored."""

    hand: Preview | None
    """The changed hand itself (None for a deletion)."""
    later: tuple[LaterHand, ...]
    """The later hands whose start (dealer, honba) or deltas would change."""
    scores: tuple[int, ...]
    """The points of each seat after the last hand."""
    finished: bool
    """The game would be over."""
