"""Seating: what a seating is worth, random seating with few repeat meetings, Swiss seating, and the refusals."""

from __future__ import annotations

import itertools

import pytest

from tablekeeper.events.errors import SeatingRefused
from tablekeeper.events.model import RoundSeating, TableSeating
from tablekeeper.events.seating import SeatingQuality, check_round, quality, seat_random, seat_swiss


def seating(number: int, *tables: tuple[int, int, int, int]) -> RoundSeating:
    return RoundSeating(number, tuple(TableSeating(t, seats) for t, seats in enumerate(tables, start=1)))


def players(count: int) -> list[int]:
    return list(range(1, count + 1))


def assert_plays(rounds: tuple[RoundSeating, ...], everyone: list[int], first: int = 1) -> None:
    assert [r.round for r in rounds] == list(range(first, first + len(rounds)))
    for r in rounds:
        check_round(r, everyone)


# --- quality, on seatings worked out by hand ---


def test_quality_of_no_rounds() -> None:
    assert quality(()) == SeatingQuality(repeats=0, most=0, consecutive=0, wind_spread=0)


def test_quality_of_one_round() -> None:
    # Nobody met twice; each player sat one wind once and the three others never: spread 1 - 0.
    assert quality([seating(1, (1, 2, 3, 4), (5, 6, 7, 8))]) == SeatingQuality(0, 1, 0, 1)


def test_quality_of_one_table_three_times_with_the_winds_turning() -> None:
    rounds = [seating(1, (1, 2, 3, 4)), seating(2, (2, 3, 4, 1)), seating(3, (3, 4, 1, 2))]
    # 6 pairs met 3 times: 2 repeats each = 12; most 3; each pair together in rounds 1-2 and 2-3: 12.
    # Player 1 sat East, North, West: counts 1, 0, 1, 1 -> spread 1; every player likewise.
    assert quality(rounds) == SeatingQuality(repeats=12, most=3, consecutive=12, wind_spread=1)


def test_quality_counts_repeats_and_consecutive_meetings_per_occurrence() -> None:
    rounds = [
        seating(1, (1, 2, 3, 4), (5, 6, 7, 8)),
        seating(2, (1, 2, 5, 6), (3, 4, 7, 8)),
        seating(3, (1, 3, 5, 7), (2, 4, 6, 8)),
    ]
    # Met twice: rounds 1 and 2: 1-2, 3-4, 5-6, 7-8 (consecutive); rounds 2 and 3: 1-5, 2-6, 3-7, 4-8
    # (consecutive); rounds 1 and 3: 1-3, 5-7, 2-4, 6-8. 12 pairs twice, nobody three times; 8 consecutive.
    # Player 1 was East three times: spread 3 - 0.
    assert quality(rounds) == SeatingQuality(repeats=12, most=2, consecutive=8, wind_spread=3)


# --- random seating ---


def test_sixteen_players_over_five_rounds_never_meet_twice() -> None:
    rounds = seat_random(players(16), 5, seed=20)
    assert_plays(rounds, players(16))
    found = quality(rounds)
    assert (found.repeats, found.most) == (0, 1)
    # Five rounds cannot give four winds evenly: one wind twice, the others once.
    assert found.wind_spread == 1


def test_sixteen_players_over_four_rounds_sit_each_wind_once() -> None:
    rounds = seat_random(players(16), 4, seed=20)
    assert_plays(rounds, players(16))
    assert quality(rounds) == SeatingQuality(repeats=0, most=1, consecutive=0, wind_spread=0)


def test_thirty_two_players_over_eight_rounds_never_meet_twice() -> None:
    rounds = seat_random(players(32), 8, seed=20)
    assert_plays(rounds, players(32))
    assert quality(rounds) == SeatingQuality(repeats=0, most=1, consecutive=0, wind_spread=0)


def test_sixteen_players_over_six_rounds_meet_again_no_more_than_they_must() -> None:
    rounds = seat_random(players(16), 6, seed=20)
    assert_plays(rounds, players(16))
    # Each player meets 6 x 3 = 18 seats but there are only 15 others: 3 repeats each, 16 x 3 / 2 = 24 pairs.
    found = quality(rounds)
    assert (found.repeats, found.most) == (24, 2)


def test_the_rounds_already_played_count() -> None:
    history = seat_random(players(16), 2, seed=3)
    later = seat_random(players(16), 3, history, seed=4)
    assert_plays(later, players(16), first=3)
    assert quality(history + later).repeats == 0


@pytest.mark.parametrize(("count", "rounds"), [(16, 5), (32, 8), (28, 7)])
def test_seated_round_by_round_with_one_seed_nobody_meets_twice(count: int, rounds: int) -> None:
    # An organiser seats the next round when the last one ends: each call sees the rounds played so far. With the
    # event's one seed the rounds go on through one design, so the aims hold round by round as they do at once.
    history: tuple[RoundSeating, ...] = ()
    for _ in range(rounds):
        history += seat_random(players(count), 1, history, seed=11)
    assert_plays(history, players(count))
    found = quality(history)
    assert (found.repeats, found.most) == (0, 1)


def test_a_pair_who_met_in_the_last_round_is_kept_apart_first() -> None:
    # After one round at two tables, eight players cannot avoid repeats: each new table takes at least two of an
    # old one. The best is two from each old table (2 repeats a table, 4 in all), all in consecutive rounds.
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8)),)
    later = seat_random(players(8), 1, history, seed=5)
    assert quality(history + later) == SeatingQuality(repeats=4, most=2, consecutive=4, wind_spread=1)


def test_the_same_seed_gives_the_same_seating_and_another_seed_another() -> None:
    assert seat_random(players(16), 5, seed=7) == seat_random(players(16), 5, seed=7)
    assert seat_random(players(16), 5, seed=7) != seat_random(players(16), 5, seed=8)


def test_player_numbers_are_kept() -> None:
    numbers = [3, 14, 15, 92, 65, 35, 89, 79]
    rounds = seat_random(numbers, 2, seed=1)
    assert_plays(rounds, numbers)


@pytest.mark.parametrize(
    ("numbers", "rounds", "message"),
    [
        (players(17), 1, "17 players cannot sit at tables of four: add 3 or seat fillers."),
        (players(6), 1, "6 players cannot sit at tables of four: add 2 or seat fillers."),
        ([1, 2, 3, 3], 1, "Player 3 is listed twice among the players to seat."),
        ([], 1, "There are no players to seat."),
        (players(8), 0, "The number of rounds to seat must be at least 1, not 0."),
    ],
)
def test_random_seating_refuses(numbers: list[int], rounds: int, message: str) -> None:
    with pytest.raises(SeatingRefused) as refused:
        seat_random(numbers, rounds, seed=1)
    assert str(refused.value) == message


# --- Swiss seating ---


def test_swiss_seats_neighbours_in_the_standings_together() -> None:
    found = seat_swiss([5, 3, 8, 1, 2, 4, 6, 7])
    assert found == seating(1, (5, 3, 8, 1), (2, 4, 6, 7))


def test_swiss_avoids_a_repeat_by_the_closest_swap() -> None:
    # Only 3 and 4 of the eight met before (9-14 were elsewhere). By the standings they would meet again at
    # table 1; swapping 4 with 5, the closest in the ranking at the next table, avoids it. Winds: 3 was East
    # and 4 South, so neither sits so again.
    history = (seating(1, (3, 4, 9, 10), (11, 12, 13, 14)),)
    found = seat_swiss(players(8), history)
    assert found == seating(2, (1, 2, 3, 5), (4, 6, 7, 8))
    assert quality((*history, found)).repeats == 0


def test_swiss_keeps_a_repeat_no_swap_can_avoid() -> None:
    # Four players at one table: they meet again; the winds turn so that nobody sits where they sat.
    history = (seating(1, (1, 2, 3, 4)),)
    found = seat_swiss(players(4), history)
    assert sorted(found.tables[0].seats) == [1, 2, 3, 4]
    assert all(found.tables[0].seats[wind] != history[0].tables[0].seats[wind] for wind in range(4))
    # Eight after two tables of four: each new table has at least two of an old one; two and two is the best.
    history = (seating(1, (1, 2, 3, 4), (5, 6, 7, 8)),)
    found = seat_swiss(players(8), history)
    assert quality((*history, found)).repeats == 4
    assert [sorted(t.seats) for t in found.tables] == [[1, 2, 5, 6], [3, 4, 7, 8]]


def test_swiss_refuses_a_count_not_a_multiple_of_four() -> None:
    with pytest.raises(SeatingRefused, match="10 players cannot sit at tables of four: add 2 or seat fillers"):
        seat_swiss(players(10))


# --- a round checked against who is present ---


def test_check_round_takes_a_playable_round() -> None:
    check_round(seating(2, (1, 2, 3, 4), (5, 6, 7, 8)), players(8))


@pytest.mark.parametrize(
    ("round_", "present", "message"),
    [
        (
            seating(2, (1, 2, 3, 4), (5, 6, 7, 1)),
            players(8),
            "Player 1 is seated at two tables of round 2: tables 1 and 2.",
        ),
        (seating(2, (1, 2, 3, 1)), players(4), "Player 1 is seated twice at table 1 of round 2."),
        (
            seating(2, (1, 2, 3, 4), (5, 6, 7, 9)),
            players(8),
            "Player 9 is seated at table 2 of round 2 but is absent or not registered.",
        ),
        (seating(2, (1, 2, 3, 4)), players(5), "Player 5 is present but has no seat in round 2."),
        (
            RoundSeating(2, (TableSeating(1, (1, 2, 3, 4)), TableSeating(3, (5, 6, 7, 8)))),
            players(8),
            "The tables of round 2 must be numbered 1, 2, 3... in order: table 3 is not 2.",
        ),
    ],
)
def test_check_round_refuses(round_: RoundSeating, present: list[int], message: str) -> None:
    with pytest.raises(SeatingRefused) as refused:
        check_round(round_, present)
    assert str(refused.value) == message


def test_every_random_round_seats_each_player_once() -> None:
    for r in seat_random(players(20), 3, seed=2):
        seats = [p for t in r.tables for p in t.seats]
        assert sorted(seats) == players(20)
        assert all(len(set(pair)) == 2 for pair in itertools.combinations(seats, 2))
