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


def test_a_right_to_left_name_keeps_the_points_and_the_reason_after_it() -> None:
    # Dana (Hebrew) and Salma (Arabic): unmarked, "(-2.5, phone)" after Salma's name took her direction ("-2.5"
    # after Arabic letters is an Arabic number to the bidi algorithm) and read before it in the Undo button.
    dana, salma = "\u05d3\u05e0\u05d4", "\u0633\u0644\u0645\u0649"
    lrm, rlm = "\u200e", "\u200f"  # each such name between left-to-right marks, a right-to-left mark inside
    start = _with(START, entrants=(Entrant(1, "Aki"), Entrant(2, salma), Entrant(3, "Cho"), Entrant(4, dana)))
    seated = _with(start, rounds=(ROUND_1,))
    fined = _with(seated, penalties=(Penalty(1, 2, -2_500, "phone", 1),))
    assert change_words(seated, fined) == f"the penalty to {lrm}{rlm}{salma}{rlm}{lrm} (-2.5, phone)"
    replaced = _with(seated, substitutions=(Substitution(1, 4, salma),))
    assert change_words(seated, replaced) == f"{lrm}{rlm}{salma}{rlm}{lrm} for {lrm}{rlm}{dana}{rlm}{lrm} in round 1"
    joined = _with(start, entrants=(*start.entrants, Entrant(5, dana + "2"), Entrant(6, "Fumi")))
    assert change_words(start, joined) == f"{lrm}{rlm}{dana}2{rlm}{lrm}, Fumi added"  # Fumi as she is
