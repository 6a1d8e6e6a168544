"""Tenhou's R worked out by hand: change = adj x (base + (table average - own R) / 40), the average of the four
ratings before the game (own included), base +30/+10/-10/-30, adj = 1 - 0.002 x games before, 0.2 from 400 on."""

from __future__ import annotations

import pytest

from tablekeeper.events.errors import EventError
from tablekeeper.events.rating import RatedGame, Rating, ratings


def by_name(out: tuple[Rating, ...]) -> dict[str, tuple[float, int]]:
    return {r.name: (r.rating, r.games) for r in out}


FIRST = RatedGame(("Aki", "Ben", "Cho", "Dan"), (1, 2, 3, 4))


def test_a_first_game_of_four_new_players():
    # All on 1500, so the average is 1500 and the pull 0; adj 1.0 for a first game: +30, +10, -10, -30.
    assert ratings([FIRST]) == (
        Rating("Aki", 1530.0, 1, 1),
        Rating("Ben", 1510.0, 1, 2),
        Rating("Cho", 1490.0, 1, 3),
        Rating("Dan", 1470.0, 1, 4),
    )


def test_a_second_game_with_unequal_ratings():
    # Before: Aki 1530, Ben 1510, Cho 1490 (one game each, adj 1 - 0.002 = 0.998), Eri new (1500, adj 1.0).
    # Average (1530 + 1510 + 1490 + 1500) / 4 = 6030 / 4 = 1507.5. Cho 1st, Eri 2nd, Aki 3rd, Ben 4th (by seat).
    second = RatedGame(("Aki", "Ben", "Cho", "Eri"), (3, 4, 1, 2))
    out = ratings([FIRST, second])
    aki = 1530 + 0.998 * (-10 + (1507.5 - 1530) / 40)  # 0.998 x (-10 - 0.5625) = -10.541375 -> 1519.458625
    ben = 1510 + 0.998 * (-30 + (1507.5 - 1510) / 40)  # 0.998 x (-30 - 0.0625) = -30.002375 -> 1479.997625
    cho = 1490 + 0.998 * (30 + (1507.5 - 1490) / 40)  # 0.998 x (30 + 0.4375) = 30.376625 -> 1520.376625
    eri = 1500 + 1.0 * (10 + (1507.5 - 1500) / 40)  # 10 + 0.1875 -> 1510.1875
    assert (aki, ben, cho, eri) == pytest.approx((1519.458625, 1479.997625, 1520.376625, 1510.1875))
    assert [r.name for r in out] == ["Cho", "Aki", "Eri", "Ben", "Dan"]  # Dan: 1470 from the first game
    assert by_name(out) == {
        "Cho": (pytest.approx(1520.376625), 2),
        "Aki": (pytest.approx(1519.458625), 2),
        "Eri": (pytest.approx(1510.1875), 1),
        "Ben": (pytest.approx(1479.997625), 2),
        "Dan": (1470.0, 1),
    }
    assert [r.place for r in out] == [1, 2, 3, 4, 5]


def test_shared_places_share_the_bases():
    # Two firsts share +30 and +10: +20 each; then -10 and -30.
    tied = ratings([RatedGame(("Aki", "Ben", "Cho", "Dan"), (1, 3, 1, 4))])
    assert by_name(tied) == {"Aki": (1520.0, 1), "Cho": (1520.0, 1), "Ben": (1490.0, 1), "Dan": (1470.0, 1)}
    # Equal ratings share the place too, listed by name.
    assert [(r.name, r.place) for r in tied] == [("Aki", 1), ("Cho", 1), ("Ben", 3), ("Dan", 4)]
    # Three share second: (10 - 10 - 30) / 3 = -10 each.
    three = ratings([RatedGame(("Aki", "Ben", "Cho", "Dan"), (2, 2, 1, 2))])
    assert by_name(three) == {
        "Cho": (1530.0, 1),
        "Aki": (pytest.approx(1490.0), 1),
        "Ben": (pytest.approx(1490.0), 1),
        "Dan": (pytest.approx(1490.0), 1),
    }


def history(games: int) -> list[RatedGame]:
    """``games`` games of Aki, Ben, Cho and Dan, all four sharing first: base (30 + 10 - 10 - 30) / 4 = 0 and the
    average their own R, so everyone stays on 1500 with that many games played."""
    return [RatedGame(("Aki", "Ben", "Cho", "Dan"), (1, 1, 1, 1))] * games


def test_a_long_history_stays_on_1500():
    assert by_name(ratings(history(450))) == {name: (1500.0, 450) for name in ("Aki", "Ben", "Cho", "Dan")}


def test_adj_at_399_games_and_its_floor_of_0_2_from_400_on():
    # 399 games before: adj 1 - 0.002 x 399 = 0.202; first gets 0.202 x 30 = 6.06.
    at_399 = by_name(ratings([*history(399), FIRST]))
    assert at_399["Aki"] == (pytest.approx(1500 + 0.202 * 30), 400)  # 1506.06
    assert at_399["Dan"] == (pytest.approx(1500 - 0.202 * 30), 400)  # 1493.94
    # 400 games before: 1 - 0.8 = 0.2; 450 games before: still 0.2 (not 1 - 0.9 = 0.1): +6, +2, -2, -6.
    for played in (400, 450):
        out = by_name(ratings([*history(played), FIRST]))
        assert out == {
            "Aki": (pytest.approx(1506.0), played + 1),
            "Ben": (pytest.approx(1502.0), played + 1),
            "Cho": (pytest.approx(1498.0), played + 1),
            "Dan": (pytest.approx(1494.0), played + 1),
        }


def test_a_veteran_among_new_players():
    # Aki has 450 games (adj 0.2), Xia, Yun and Zen none (adj 1.0); all on 1500, average 1500.
    game = RatedGame(("Xia", "Aki", "Yun", "Zen"), (2, 1, 4, 3))
    out = by_name(ratings([*history(450), game]))
    assert out["Aki"] == (pytest.approx(1500 + 0.2 * 30), 451)  # 1506
    assert out["Xia"] == (1510.0, 1)
    assert out["Zen"] == (1490.0, 1)
    assert out["Yun"] == (1470.0, 1)


def test_no_games_no_ratings():
    assert ratings([]) == ()


def test_a_game_where_one_name_sits_twice_rates_nobody():
    # Tenhou's anonymous players are all "NoName": whose result is whose cannot be told, so the game is passed over
    # (Aki is not rated on it either), and the next game is rated as a first game.
    anonymous = RatedGame(("Aki", "NoName", "NoName", "Dan"), (1, 2, 3, 4))
    assert not anonymous.rateable and FIRST.rateable
    assert ratings([anonymous]) == ()
    assert ratings([anonymous, FIRST]) == ratings([FIRST])


def test_places_that_no_game_of_four_gives_are_refused():
    with pytest.raises(EventError, match="1, 2, 2, 3"):
        RatedGame(("Aki", "Ben", "Cho", "Dan"), (1, 2, 2, 3))
