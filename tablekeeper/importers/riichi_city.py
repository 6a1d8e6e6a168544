"""Riichi City's game records: told apart, not yet read.

No Riichi City record is at hand to learn its form from and test a reader against. What public readers take from
Riichi City's server (its ``/record/getRoomData`` answer) is an object whose ``data`` holds ``handRecord``, a list of
hands, each with its ``players`` and ``handEventRecord``; a file of that shape is refused in a sentence naming Riichi
City, rather than as a file of no known kind. A reader takes this module's place when a record is at hand.
"""

from __future__ import annotations

from collections.abc import Mapping

from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.words import QT_TR_NOOP


class RiichiCityNotRead(UnreadableRecord):
    """A Riichi City game record, which tablekeeper does not read yet."""


def is_riichi_city(content: object) -> bool:
    """Whether JSON ``content`` is the shape of a Riichi City record (``handRecord``, at the top or in ``data``)."""
    if not isinstance(content, Mapping):
        return False
    inner = content.get("data", content)
    return isinstance(inner, Mapping) and isinstance(inner.get("handRecord"), list)


def refuse_riichi_city(name: str) -> RiichiCityNotRead:
    """The refusal of the Riichi City record called ``name``."""
    return RiichiCityNotRead(
        QT_TR_NOOP(
            "{file} is a Riichi City game record: tablekeeper does not read Riichi City records yet, so nothing was "
            "imported."
        ),
        file=name,
    )
