"""The club rating at tables of three, worked out by hand: Tenhou's R with the bases of three players (+30, 0, -30;
tenhou.net/man/#Rating), the average of the three ratings before the game, and a rating of its own: a game of three
never moves a rating of four, nor counts among its games for adj."""

from __future__ import annotations

import pytest

from tablekeeper.events.errors import EventError
from tablekeeper.events.rating import RatedGame, Rating, rating_history, ratings

SANMA = RatedGame(("Aki", "Ben", "Chie"), (3, 1, 2))
FOUR = RatedGame(("Aki", "Ben", "Chie", "Dai"), (1, 2, 2, 4))
AGAIN = RatedGame(("Chie", "Aki", "Ben"), (3, 2, 1))


def test_a_first_game_of_three_new_players():
    # All on 1500: the average is 1500, the pull 0, adj 1.0: Ben 1st +30, Chie 2nd 0, Aki 3rd -30.
    assert ratings([SANMA], 3) == (
        Rating("Ben", 1530.0, 1, 1),
        Rating("Chie", 1500.0, 1, 2),
        Rating("Aki", 1470.0, 1, 3),
    )


def test_games_of_three_and_of_four_are_rated_apart():
    games = [SANMA, FOUR, AGAIN]
    # At four, FOUR alone: Aki 1st +30; Ben and Chie share 2nd and 3rd, (10 - 10) / 2 = 0; Dai 4th -30. Ben's 1530 of
    # the game of three is not his rating here.
    assert ratings(games, 4) == (
        Rating("Aki", 1530.0, 1, 1),
        Rating("Ben", 1500.0, 1, 2),
        Rating("Chie", 1500.0, 1, 2),
        Rating("Dai", 1470.0, 1, 4),
    )
    # At three, AGAIN after SANMA: Chie 1500, Aki 1470, Ben 1530; average 4500 / 3 = 1500. Each played one game of
    # three before (FOUR is not counted): adj 1 - 0.002 = 0.998.
    ben = 1530 + 0.998 * (30 + (1500 - 1530) / 40)  # 0.998 x 29.25 = 29.1915 -> 1559.1915
    aki = 1470 + 0.998 * (0 + (1500 - 1470) / 40)  # 0.998 x 0.75 = 0.7485 -> 1470.7485
    chie = 1500 + 0.998 * (-30 + 0)  # -29.94 -> 1470.06
    assert (ben, aki, chie) == pytest.approx((1559.1915, 1470.7485, 1470.06))
    out = ratings(games, 3)
    assert [(r.name, r.games, r.place) for r in out] == [("Ben", 2, 1), ("Aki", 2, 2), ("Chie", 2, 3)]
    assert [r.rating for r in out] == pytest.approx([1559.1915, 1470.7485, 1470.06])
    assert rating_history(games, 3)["Ben"] == pytest.approx((1530.0, 1559.1915))
    assert rating_history(games, 4)["Ben"] == (1500.0,)


def test_the_default_is_the_rating_of_four():
    assert ratings([SANMA]) == ()


@pytest.mark.parametrize("places", [(1, 2, 3, 4), (1, 2, 2, 3), (2, 2, 3)])
def test_places_that_no_game_of_three_gives_are_refused(places: tuple[int, ...]) -> None:
    with pytest.raises(EventError, match=r"are not those of a game of 3\."):
        RatedGame(("Aki", "Ben", "Chie"), places)
