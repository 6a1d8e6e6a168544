"""A series ranked from its events' standings (pure): best N counted, too few events listed unranked, ties broken
as the module says, and each refusal a sentence. The events' totals are given; the series' figures are worked out
by hand in each test."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

import pytest

from tablekeeper.events.series import SeriesEvent, SeriesRefused, series_standings


@dataclass(frozen=True)
class Line:
    name: str
    games: int
    total: Fraction


def _event(number: int, seats: int = 4, **totals: float) -> SeriesEvent:
    return SeriesEvent(number, f"Night {number}", seats, [Line(n, 1, Fraction(t)) for n, t in totals.items()])


def _table(lines: tuple[object, ...]) -> list[tuple[object, ...]]:
    return [(s.name, s.place, s.events, s.counted, s.total) for s in lines]  # type: ignore[attr-defined]


def test_equal_totals_and_equal_results_share_the_place_listed_by_name() -> None:
    # Ann 10 + 0 and Bob 0 + 10: the same total from the same results (10, 0): one place; Cid 5 + 5 = 10 too, but
    # his best result (5) is below their 10: third.
    events = [_event(1, Bob=0, Ann=10, Cid=5), _event(2, Ann=0, Bob=10, Cid=5)]
    assert _table(series_standings(events)) == [
        ("Ann", 1, 2, 2, 10),
        ("Bob", 1, 2, 2, 10),
        ("Cid", 3, 2, 2, 10),
    ]


def test_the_same_total_from_fewer_results_goes_first() -> None:
    # Ann: 8 alone; Bob: 8 and 0. Level on 8 until Ann's counted results run out: she goes first.
    events = [_event(1, Ann=8, Bob=8), _event(2, Bob=0, Cid=-1)]
    assert _table(series_standings(events)) == [("Ann", 1, 1, 1, 8), ("Bob", 2, 2, 2, 8), ("Cid", 3, 1, 1, -1)]


def test_best_results_keep_the_higher_and_mark_which() -> None:
    # Ann: 3, -4, 7: best two 7 + 3 = 10, the -4 of event 2 dropped.
    (ann,) = series_standings([_event(1, Ann=3), _event(2, Ann=-4), _event(3, Ann=7)], best=2)
    assert (ann.total, ann.counted, ann.events, ann.kept) == (10, 2, 3, (True, False, True))


def test_a_player_registered_without_a_game_has_no_result_there() -> None:
    quiet = SeriesEvent(2, "Night 2", 4, [Line("Ann", 0, Fraction(0)), Line("Bob", 2, Fraction(-3))])
    lines = series_standings([_event(1, Ann=5), quiet], min_events=2)
    # Each played one event: neither is ranked (two asked); listed by total all the same, Ann's 5 before Bob's -3.
    assert _table(lines) == [("Ann", None, 1, 1, 5), ("Bob", None, 1, 1, -3)]
    assert [line.results for line in lines if line.name == "Ann"] == [(Fraction(5), None)]


@pytest.mark.parametrize(
    ("events", "best", "least", "sentence"),
    [
        ([], None, None, "A series needs at least one event: name the events it counts."),
        (
            [_event(1, Ann=1), _event(1, Ann=1)],
            None,
            None,
            "Event 1 is named twice: each event counts once in a series.",
        ),
        (
            [_event(1, Ann=1), _event(2, 3, Ann=1)],
            None,
            None,
            "Event 2 is played at tables of 3 and event 1 at tables of 4: games of three and of four players are "
            "ranked apart, never in one series.",
        ),
        (
            [_event(1, Ann=1), _event(2, Ann=1)],
            0,
            None,
            "The series counts each player's best 1 to 2 results (its events), not 0.",
        ),
        (
            [_event(1, Ann=1), _event(2, Ann=1)],
            3,
            None,
            "The series counts each player's best 1 to 2 results (its events), not 3.",
        ),
        (
            [_event(1, Ann=1)],
            None,
            2,
            "A ranked player plays 1 to 1 events (the series' events), not 2.",
        ),
    ],
)
def test_refusals_are_sentences(events: list[SeriesEvent], best: int | None, least: int | None, sentence: str) -> None:
    with pytest.raises(SeriesRefused) as refused:
        series_standings(events, best=best, min_events=least)
    assert refused.value.sentence() == sentence
