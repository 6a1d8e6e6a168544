"""Three- and four-player games ranked apart: a club table each (tests/sanma_games.py works out every figure),
kept when each game ends as well as worked out from the replay; the command line prints a table each; the club
rating of three never moves the rating of four."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from sqlalchemy import text

from tablekeeper.cli import main
from tablekeeper.service import GameFilter, Session
from tablekeeper.stats import club_statistics
from tests.sanma_games import record_games


@pytest.fixture
def service(database_url: str):
    with Session.open(database_url) as opened:
        record_games(opened)
        yield opened


def test_the_games_of_three_and_of_four_are_two_club_tables(service: Session) -> None:
    figures = service.library.statistics()
    assert figures.counts == (4, 3) and figures.games == 3
    three = figures.table(3)
    assert three.games == 2
    # Ben: 1st twice, +35.0 and +38.0; Aki: 3rd (-30.9) then 2nd (-5.0); Chie: 2nd (-4.1) then 3rd (-33.0).
    assert [(p.name, p.games, p.places, p.total_score) for p in three.ranked] == [
        ("Ben", 2, (2, 0, 0), Fraction(73)),
        ("Aki", 2, (0, 1, 1), Fraction(-359, 10)),
        ("Chie", 2, (0, 1, 1), Fraction(-371, 10)),
    ]
    # Places out of three: Ben 1.0, Aki and Chie (2 + 3) / 2 = 2.5.
    assert [p.average_place for p in three.ranked] == [1, Fraction(5, 2), Fraction(5, 2)]
    ben = three.ranked[0]
    # Ben won the mangan tsumo of game 1 (4,000 + 2,000: the tsumo loss leaves 6,000) and the mangan ron of game 3.
    assert (ben.hands, ben.wins, ben.tsumo_wins, ben.win_points, ben.win_rate) == (4, 2, 1, 14_000, Fraction(1, 2))
    assert {p.name: p.deal_ins for p in three.ranked} == {"Ben": 0, "Aki": 1, "Chie": 1}
    four = figures.table(4)
    assert four.games == 1
    assert [(p.name, p.places, p.total_score) for p in four.ranked] == [
        ("Aki", (1, 0, 0, 0), Fraction(3, 2)),
        ("Ben", (0, 1, 0, 0), Fraction(0)),
        ("Chie", (0, 1, 0, 0), Fraction(0)),
        ("Dai", (0, 0, 0, 1), Fraction(-3, 2)),
    ]
    # Kept when each game ended, the figures are those a full replay gives.
    replayed = club_statistics(service.table.game(g.id) for g in service.library.list_games(limit=None))
    assert figures.tables == replayed


def test_the_figures_of_games_of_three_are_kept_and_worked_out_again_when_missing(service: Session) -> None:
    with service.database.reading() as reader:
        kept = reader.rows("SELECT g.id, count(*) FROM seat_figures f JOIN games g ON g.id = f.game_id GROUP BY g.id")
        assert sorted((int(game), int(seats)) for game, seats in kept) == [(1, 3), (2, 4), (3, 3)]  # every seat
    expected = service.library.statistics()
    with service.database.engine.begin() as connection:
        connection.execute(text("DELETE FROM seat_figures WHERE game_id = 3"))
    assert service.library.statistics() == expected  # game 3 replayed, the others added up by the database


def test_a_player_count_filter_chooses_the_games_of_one_table(service: Session) -> None:
    assert [g.players for g in service.library.list_games(GameFilter(players=3), limit=None)] == [
        ("Chie", "Aki", "Ben"),
        ("Aki", "Ben", "Chie"),
    ]
    assert service.library.statistics(GameFilter(players=4)).counts == (4,)


def test_the_club_rating_of_three_is_apart(service: Session) -> None:
    # tests/events/test_rating_of_three.py works these out: at four, game 2 alone; at three, games 1 and 3.
    four = {r.name: round(r.rating, 4) for r in service.events.club_rating(4)}
    assert four == {"Aki": 1530.0, "Ben": 1500.0, "Chie": 1500.0, "Dai": 1470.0}
    three = {r.name: round(r.rating, 4) for r in service.events.club_rating(3)}
    assert three == {"Ben": 1559.1915, "Aki": 1470.7485, "Chie": 1470.06}


def test_the_stats_command_prints_a_table_for_each(
    service: Session, database_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--database-url", database_url, "stats"]) == 0
    out = capsys.readouterr().out
    four, three = out.split("\n\n")
    assert four.splitlines()[0] == "Four players: 1 finished game"
    assert four.splitlines()[1].endswith("1st-2nd-3rd-4th")
    assert three.splitlines()[0] == "Three players: 2 finished games"
    assert three.splitlines()[1].endswith("  1st-2nd-3rd")
    ben = three.splitlines()[2].split()
    # Ben: 2 games, 4 hands, 2 wins of 4 hands, average place 1.00, +36.5 a game, +73.0 in all, 2-0-0.
    assert (ben[1], ben[2], ben[3], ben[4], ben[9], ben[10], ben[11], ben[12]) == (
        "Ben", "2", "4", "50.0%", "1.00", "+36.5", "+73.0", "2-0-0"
    )  # fmt: skip
    assert main(["--database-url", database_url, "stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(t["players"], t["games"], [p["name"] for p in t["ranking"]]) for t in data["tables"]] == [
        (4, 1, ["Aki", "Ben", "Chie", "Dai"]),
        (3, 2, ["Ben", "Aki", "Chie"]),
    ]
    assert data["tables"][1]["ranking"][1]["places"] == [0, 1, 1]
    assert main(["--database-url", database_url, "rating", "--players", "3", "--json"]) == 0
    rated = json.loads(capsys.readouterr().out)["players"]
    assert [(r["name"], r["rating"], r["games"]) for r in rated] == [
        ("Ben", 1559.19, 2),
        ("Aki", 1470.75, 2),
        ("Chie", 1470.06, 2),
    ]
