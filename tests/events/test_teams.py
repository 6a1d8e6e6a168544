"""Teams: seating keeps teammates apart wherever a seating can, the team standings add up their members' totals
(or average them), and what cannot be done is refused in a sentence."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from tablekeeper.events.errors import TeamsRefused
from tablekeeper.events.model import Entrant, EventRecord, TeamScore
from tablekeeper.events.seating import quality, seat_random, seat_swiss
from tablekeeper.events.standings import EventStanding
from tablekeeper.events.team_standings import team_standings
from tablekeeper.events.teams import MAX_TEAM, check_apart, checked_team, set_team
from tablekeeper.rules.ruleset import RuleSet

PLAYERS = list(range(1, 17))
TEAMS = {p: "ABCD"[(p - 1) // 4] for p in PLAYERS}
"""16 players in 4 teams of 4: 1-4 team A, 5-8 team B, 9-12 team C, 13-16 team D."""


def _no_teammates_together(rounds: object, teams: dict[int, str]) -> bool:
    return all(
        teams.get(a) is None or teams.get(a) != teams.get(b)
        for seating in rounds  # type: ignore[attr-defined]
        for table in seating.tables
        for a, b in itertools.combinations(table.seats, 2)
    )


@pytest.mark.parametrize("seed", [1, 2, 3, 20])
def test_sixteen_players_in_four_teams_of_four_never_meet_a_teammate_over_four_rounds(seed: int) -> None:
    rounds = seat_random(PLAYERS, 4, seed=seed, teams=TEAMS)
    assert _no_teammates_together(rounds, TEAMS)
    worth = quality(rounds, TEAMS)
    # Each player meets 3 others a round, 12 over four rounds: the 12 who are not their teammates, each once.
    assert (worth.teammates, worth.repeats, worth.most) == (0, 0, 1)


def test_without_teams_the_same_seating_puts_teammates_together_and_the_quality_line_counts_them() -> None:
    rounds = seat_random(PLAYERS, 4, seed=1)
    assert quality(rounds, TEAMS).teammates > 0


@pytest.mark.parametrize(("count", "size", "seats"), [(24, 6, 4), (20, 4, 4), (12, 3, 4), (9, 3, 3), (18, 6, 3)])
def test_teams_no_larger_than_the_tables_are_kept_apart_by_the_search_and_at_tables_of_three(
    count: int, size: int, seats: int
) -> None:
    teams = {p: f"T{(p - 1) // size}" for p in range(1, count + 1)}
    rounds = seat_random(list(teams), 4, seed=5, seats=seats, teams=teams)
    assert _no_teammates_together(rounds, teams)


def test_swiss_seating_parts_the_teammates_ranked_side_by_side() -> None:
    # Ranked 1..16, neighbours together would seat each team at one table.
    seating = seat_swiss(PLAYERS, seats=4, teams=TEAMS)
    assert _no_teammates_together([seating], TEAMS)


def test_a_team_larger_than_the_round_has_tables_is_refused_in_a_sentence() -> None:
    teams = dict(TEAMS) | {5: "A"}  # team A has five players: 16 players sit at four tables
    with pytest.raises(TeamsRefused) as refused:
        check_apart(teams, PLAYERS, 4, 1)
    assert str(refused.value) == (
        "Team A has 5 players in round 1, which has 4 tables: two of them would sit at one table whatever the "
        "seating. Move a player to another team, or seat the round from a file. Nothing was changed."
    )
    check_apart(TEAMS, PLAYERS, 4, 1)  # four of four tables: can be kept apart
    check_apart({p: "ABC"[(p - 1) // 3] for p in range(1, 10)}, list(range(1, 10)), 3, 1)  # 3 of 3 at tables of 3


def test_a_team_name_too_long_or_with_a_control_character_is_refused() -> None:
    with pytest.raises(TeamsRefused) as refused:
        checked_team("x" * (MAX_TEAM + 1))
    assert str(refused.value) == "A team's name has at most 50 characters, not 51; nothing was changed."
    with pytest.raises(TeamsRefused, match="A team's name cannot hold"):
        checked_team("Red\nDragons")
    assert checked_team("  Red   Dragons ") == "Red Dragons"
    assert checked_team("   ") is None


def test_a_filler_plays_for_no_team() -> None:
    record = EventRecord("Cup", RuleSet(), (Entrant(1, "Aki"), Entrant(2, "Substitute 1", filler=True)))
    assert set_team(record, 1, "A").entrants[0].team == "A"
    with pytest.raises(TeamsRefused, match="Substitute 1 fills a seat and plays for no team"):
        set_team(record, 2, "A")


def _standing(entrant: int, place: int, total: str, rounds: tuple[str | None, ...]) -> EventStanding:
    value = Fraction(total)
    return EventStanding(
        entrant,
        f"P{entrant}",
        place,
        2,
        value,
        Fraction(0),
        value,
        tuple(None if r is None else Fraction(r) for r in rounds),
    )


def _teams_record(score: TeamScore) -> EventRecord:
    entrants = (*(Entrant(n, f"P{n}", team="AB"[(n - 1) // 2]) for n in range(1, 5)), Entrant(5, "P5"))
    return EventRecord("Cup", RuleSet(), entrants, team_score=score)


ROWS = (
    _standing(1, 1, "30.5", ("20.5", "10")),
    _standing(3, 2, "12", ("-8", "20")),
    _standing(5, 3, "0", ("0", "0")),
    _standing(4, 4, "-10", ("-10", None)),
    _standing(2, 5, "-32.5", ("-2.5", "-30")),
)


def test_a_teams_total_is_the_sum_of_its_players_totals_by_round_and_in_total() -> None:
    b, a = team_standings(_teams_record(TeamScore.SUM), ROWS)
    # Team A: P1 +30.5 and P2 -32.5 = -2.0 (rounds +20.5 - 2.5 = +18.0, +10 - 30 = -20.0).
    # Team B: P3 +12.0 and P4 -10.0 = +2.0 (rounds -8 - 10 = -18.0; +20 and P4 none = +20.0). P5 has no team.
    assert (b.team, b.place, b.members, b.total, b.rounds) == ("B", 1, ("P3", "P4"), 2, (-18, 20))
    assert (a.team, a.place, a.members, a.total, a.rounds) == ("A", 2, ("P1", "P2"), -2, (18, -20))


def test_the_average_variant_divides_by_the_teams_players() -> None:
    b, a = team_standings(_teams_record(TeamScore.AVERAGE), ROWS)
    # The sums above over two players each: B +1.0 (-9.0, +10.0), A -1.0 (+9.0, -10.0).
    assert (b.team, b.total, b.rounds) == ("B", 1, (-9, 10))
    assert (a.team, a.total, a.rounds) == ("A", -1, (9, -10))


def test_teams_of_equal_totals_share_a_place() -> None:
    rows = (_standing(1, 1, "5", ("5",)), _standing(3, 1, "5", ("5",)), _standing(2, 3, "-5", ("-5",)))
    rows += (_standing(4, 3, "-5", ("-5",)),)
    a, b = team_standings(_teams_record(TeamScore.SUM), rows)
    assert (a.team, a.place, b.team, b.place) == ("A", 1, "B", 1)
