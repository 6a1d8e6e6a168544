"""The yaku a winner called, kept with a win valued by yaku (the scoring dialog's yaku mode), beside its han and fu.

A :class:`CalledYaku` holds the yaku ticked (the calculator's keys: "riichi", "pinfu"...), whether the hand was
closed, and the dora, red fives and ura dora counted. It describes a win: the win's value stays its han and fu,
and :func:`tablekeeper.rules.hand.called.check_called_win` checks, when a hand is recorded, that the yaku are
worth what the win says.

Only the shape is checked here (names of safe letters, bounded counts): a stored game or a file may be hostile.
Whether each name is a yaku, and whether they can go together, is said by :mod:`tablekeeper.rules.hand.called`;
this module does not import the calculator, which most commands never load.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tablekeeper.rules.errors import RuleError
from tablekeeper.text import as_written
from tablekeeper.words import QT_TR_NOOP

MAX_YAKU = 40
"""The most yaku of one hand (a real hand has at most a dozen)."""
MAX_INDICATORS = 5
"""The first dora indicator and one per kan (as the calculator counts them)."""
MAX_DORA = 4 * MAX_INDICATORS
"""Each indicator names one kind, of which a hand holds at most four (seed 002 counts each indicator)."""
MAX_AKA = 3
"""One red five per suit."""
MAX_KITA = 4
"""The Norths a player can set aside (as the calculator counts them)."""

_KEY = re.compile(r"[a-z][a-z0-9_]{0,39}")


class BadCalledYaku(RuleError):
    """Called yaku that are not the shape of a list of yaku and counts (a file's, say)."""


@dataclass(frozen=True, slots=True)
class CalledYaku:
    """The yaku a winner called, by their keys (the calculator's), whether the hand was closed, and the dora,
    red fives, ura dora and Norths set aside (kita, where the rules count them) counted. Each key is kept once, in the
    order given."""

    yaku: tuple[str, ...]
    closed: bool = True
    dora: int = 0
    aka: int = 0
    ura: int = 0
    kita: int = 0

    def __post_init__(self) -> None:
        keys = self.yaku
        if isinstance(keys, str) or not isinstance(keys, Iterable):
            raise BadCalledYaku(QT_TR_NOOP("The yaku called are a list of yaku names, such as riichi or pinfu."))
        keys = tuple(keys)
        if len(keys) > MAX_YAKU:
            raise BadCalledYaku(
                QT_TR_NOOP("A hand has at most {most} yaku, not {count}."), most=MAX_YAKU, count=len(keys)
            )
        for key in keys:
            if not isinstance(key, str) or not _KEY.fullmatch(key):
                raise BadCalledYaku(QT_TR_NOOP("{value} is no name of a yaku."), value=as_written(key))
        if not isinstance(self.closed, bool):
            raise BadCalledYaku(
                QT_TR_NOOP("Whether the hand was closed is true or false, not {value}."), value=as_written(self.closed)
            )
        for count, most, sentence in (
            (self.dora, MAX_DORA, QT_TR_NOOP("The dora of a hand are a whole number from 0 to {most}, not {value}.")),
            (
                self.aka,
                MAX_AKA,
                QT_TR_NOOP("The red fives of a hand are a whole number from 0 to {most}, not {value}."),
            ),
            (
                self.ura,
                MAX_DORA,
                QT_TR_NOOP("The ura dora of a hand are a whole number from 0 to {most}, not {value}."),
            ),
            (
                self.kita,
                MAX_KITA,
                QT_TR_NOOP("The Norths set aside (kita) are a whole number from 0 to {most}, not {value}."),
            ),
        ):
            if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= most:
                raise BadCalledYaku(sentence, most=most, value=as_written(count))
        object.__setattr__(self, "yaku", tuple(dict.fromkeys(keys)))


def to_dict(called: CalledYaku) -> dict[str, Any]:
    """The called yaku as plain JSON values: the "yaku" of a win in a stored or exported result ("kita" only where
    Norths were set aside: a four-player win is written as before three-player games were kept)."""
    data: dict[str, Any] = {
        "yaku": list(called.yaku),
        "closed": called.closed,
        "dora": called.dora,
        "aka": called.aka,
        "ura": called.ura,
    }
    if called.kita:
        data["kita"] = called.kita
    return data


def from_dict(data: object) -> CalledYaku:
    """Read back what :func:`to_dict` wrote; anything else raises :class:`BadCalledYaku`."""
    if not isinstance(data, Mapping) or not isinstance(data.get("yaku"), list):
        raise BadCalledYaku(
            QT_TR_NOOP("The yaku called are an object with the list of their names and the dora counted.")
        )
    # The fields are checked by CalledYaku itself; a wrong type is refused there in a sentence.
    return CalledYaku(
        tuple(data["yaku"]),
        closed=data.get("closed", True),
        dora=data.get("dora", 0),
        aka=data.get("aka", 0),
        ura=data.get("ura", 0),
        kita=data.get("kita", 0),
    )
