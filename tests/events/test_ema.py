"""The EMA's ranking points: base points round(1000 x (N - place) / (N - 1)) and the tournament's weight (its
days, players, countries and a championship), as mahjong-europe.org's "Basics for ranking system" gives them,
worked out here by hand."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tablekeeper.events.ema import Settings, base_points, ema_points, ema_weight, with_settings
from tablekeeper.events.errors import SettingsRefused
from tablekeeper.events.model import Entrant, EventRecord, TeamScore
from tablekeeper.events.standings import EventStanding
from tablekeeper.rules.ruleset import RuleSet


def _rows(places: list[int]) -> tuple[EventStanding, ...]:
    zero = Fraction(0)
    return tuple(EventStanding(n, f"P{n}", place, 1, zero, zero, zero, ()) for n, place in enumerate(places, 1))


def test_base_points_for_sixteen_players() -> None:
    points = ema_points(_rows(list(range(1, 17))))
    # 1000 x (16 - place) / 15: 1st 1000, 2nd 933.3 -> 933, 3rd 866.7 -> 867, 8th 533.3 -> 533, 9th 466.7 -> 467,
    # last 0.
    assert [points[n] for n in (1, 2, 3, 8, 9, 16)] == [1000, 933, 867, 533, 467, 0]


def test_base_points_for_forty_one_players() -> None:
    points = ema_points(_rows(list(range(1, 42))))
    # 1000 x (41 - place) / 40: 2nd 975, 3rd 950, 21st 500, 40th 25, last 0; each a multiple of 25.
    assert [points[n] for n in (1, 2, 3, 21, 40, 41)] == [1000, 975, 950, 500, 25, 0]


def test_players_sharing_a_place_get_the_points_of_the_places_they_cover_averaged() -> None:
    # 16 players, two tied for 3rd: they cover 3rd and 4th, 1000 x (16 - 3.5) / 15 = 833.3 -> 833 each; 5th goes on.
    points = ema_points(_rows([1, 2, 3, 3, *range(5, 17)]))
    assert (points[3], points[4], points[5]) == (833, 833, 733)


def test_half_a_point_is_rounded_up() -> None:
    assert base_points(5, Fraction(5, 2)) == 625  # 1000 x 2.5 / 4 = 625 exactly
    assert base_points(9, Fraction(9, 2)) == 563  # 1000 x 4.5 / 8 = 562.5 -> 563


def _event(count: int, countries: int, **settings: object) -> EventRecord:
    entrants = tuple(Entrant(n, f"P{n}", country=f"C{n % countries}") for n in range(1, count + 1))
    return with_settings(EventRecord("Cup", RuleSet(), entrants), Settings(**settings))  # type: ignore[arg-type]


def test_the_weight_of_a_two_day_event_of_41_players() -> None:
    rows = _rows(list(range(1, 42)))
    # 2 days: 2; 41 players (more than 40): +0.5; 6 countries: +0.5 -> 3.0. With 5 countries: 2.5; 10: 3.5.
    assert ema_weight(_event(41, 6, days=2), rows).weight == 3
    assert ema_weight(_event(41, 5, days=2), rows).weight == Fraction(5, 2)
    assert ema_weight(_event(41, 10, days=2), rows).weight == Fraction(7, 2)
    # A championship one qualifies for: +1.
    weight = ema_weight(_event(41, 6, days=2, championship=True), rows)
    assert (weight.days, weight.players, weight.countries, weight.weight) == (2, 41, 6, 4)


def test_the_weight_of_a_one_day_event_of_forty_and_of_81() -> None:
    assert ema_weight(_event(40, 1), _rows(list(range(1, 41)))).weight == 1  # 40 players: not more than 40
    assert ema_weight(_event(81, 1, days=3), _rows(list(range(1, 82)))).weight == 4  # 3 days, +1 above 80


def test_settings_out_of_range_are_refused_in_a_sentence() -> None:
    record = EventRecord("Cup", RuleSet())
    with pytest.raises(SettingsRefused) as refused:
        with_settings(record, Settings(days=4))
    assert (
        str(refused.value) == "An event is played over 1 to 3 days, as the EMA counts them, not 4; nothing was changed."
    )
    with pytest.raises(SettingsRefused, match="the sum or the average of its players', not median"):
        with_settings(record, Settings(team_score="median"))
    assert with_settings(record, Settings(team_score="average")).team_score is TeamScore.AVERAGE
