"""What an Undo or a Redo button says it takes back: each change of an event named from the records before and
after it, with the names, rounds and points the organiser typed."""

from __future__ import annotations

from dataclasses import replace as _with

from tablekeeper.events.change_words import change_words
from tablekeeper.events.model import (
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    Substitution,
    TableSeating,
)
from tablekeeper.rules.ruleset import preset

ROUND_1 = RoundSeating(1, (TableSeating(1, (1, 2, 3, 4)),))
ROUND_1_AGAIN = RoundSeating(1, (TableSeating(1, (4, 3, 2, 1)),))
ROUND_2 = RoundSeating(2, (TableSeating(1, (2, 1, 4, 3)),))
START = EventRecord(
    "Cup", preset("club"), tuple(Entrant(n, name) for n, name in enumerate(("Aki", "Ben", "Cho", "Dan"), start=1))
)


def test_each_change_is_named_by_what_it_did() -> None:
    seated = _with(START, rounds=(ROUND_1,))
    assert change_words(START, seated) == "round 1 seated"
    two = _with(START, rounds=(ROUND_1, ROUND_2))
    assert change_words(START, two) == "rounds 1 to 2 seated"
    assert change_words(seated, _with(START, rounds=(ROUND_1_AGAIN,))) == "round 1 seated again"
    fined = _with(seated, penalties=(Penalty(1, 2, -2_500, "phone", 1),))
    assert change_words(seated, fined) == "the penalty to Ben (-2.5, phone)"
    replaced = _with(seated, substitutions=(Substitution(1, 3, "Zed"),))
    assert change_words(seated, replaced) == "Zed for Cho in round 1"
    paper = _with(seated, paper=(PaperResult(1, 1, (40_000, 30_000, 20_000, 10_000)),))
    assert change_words(seated, paper) == "the paper result of round 1, table 1"
    joined = _with(START, entrants=(*START.entrants, Entrant(5, "Eri"), Entrant(6, "Fumi")))
    assert change_words(START, joined) == "Eri, Fumi added"
    gone = _with(START, entrants=(*START.entrants[:3], Entrant(4, "Dan", absent_from=2)))
    assert change_words(START, gone) == "Dan absent from round 2 on"


def test_no_change_says_nothing() -> None:
    assert change_words(START, START) is None
