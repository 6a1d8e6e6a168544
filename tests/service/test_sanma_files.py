"""A three-player game written to its files (JSON, CSV) and taken back: the same game, three seats and three
standings; a file whose players are not its rule set's table is refused in a sentence, nothing stored."""

from __future__ import annotations

import csv
import io
from typing import Any

import pytest

from tablekeeper.service import ImportRefused, Session
from tablekeeper.service.formats import export_csv
from tests.sanma_games import record_first_game


@pytest.fixture
def service(database_url: str):
    with Session.open(database_url) as opened:
        yield opened


def _standings(view: Any) -> list[tuple[int, int, int, float]]:
    return [(s.seat, s.points, s.place, float(s.score)) for s in view.standings]


def test_a_three_player_game_comes_back_from_its_json_file_the_same(service: Session) -> None:
    game = record_first_game(service)
    data = service.transfer.export(game)
    assert data["players"] == ["Aki", "Ben", "Chie"]
    # tests/sanma_games.py: the tsumo loss of hand 1, the ron of hand 2, Aki's noten payments of hand 3.
    assert [hand["deltas"] for hand in data["hands"]] == [[-4000, 6000, -2000], [-3900, 0, 3900], [2000, -1000, -1000]]
    assert [(s["player"], s["points"], s["place"], s["score"]) for s in data["standings"]] == [
        ("Ben", 40_000, 1, 35.0),
        ("Chie", 35_900, 2, -4.1),
        ("Aki", 29_100, 3, -30.9),
    ]
    before = service.table.game(game)
    service.table.delete_game(game)
    again = service.table.game(service.transfer.import_game(data))
    assert again.players == before.players
    assert again.rules == before.rules
    assert [h.result for h in again.hands] == [h.result for h in before.hands]
    assert [h.deltas for h in again.hands] == [h.deltas for h in before.hands]
    assert (
        _standings(again) == _standings(before) == [(1, 40_000, 1, 35.0), (2, 35_900, 2, -4.1), (0, 29_100, 3, -30.9)]
    )
    assert again.finished


def test_the_csv_of_a_three_player_game_has_three_seats(service: Session) -> None:
    rows = list(csv.reader(io.StringIO(export_csv(service.table.game(record_first_game(service))))))
    assert rows[1:4] == [
        ["1", "1", "Ben", "40000", "+35.0", "+0.0", "+35.0"],  # +20 uma and +15 oka
        ["2", "2", "Chie", "35900", "+0.0", "+0.0", "-4.1"],
        ["3", "0", "Aki", "29100", "-20.0", "+0.0", "-30.9"],
    ]
    assert rows[5] == ["hand", "name", "honba", "result", "delta Aki", "delta Ben", "delta Chie"]
    assert [row[4:] for row in rows[6:]] == [
        ["-4000", "6000", "-2000"],
        ["-3900", "0", "3900"],
        ["2000", "-1000", "-1000"],
    ]


@pytest.mark.parametrize(
    ("damage", "words"),
    [
        # A fourth name beside the three-player rule set: no seat is added.
        (
            lambda d: d.update(players=[*d["players"], "Dai"]),
            "This game file names 4 players, but its rule set “tenhou-sanma” is played by 3; nothing was imported.",
        ),
        # The same three names under a four-player rule set: no seat is left empty.
        (
            lambda d: d["rules"].update(players=4, uma=[0, 0, 0, 0]),
            "This game file names 3 players, but its rule set “tenhou-sanma” is played by 4; nothing was imported.",
        ),
        (
            lambda d: d["hands"][0].update(deltas=[-4000, 6000, -2000, 0]),
            'Hand 1 of "hands" should be 3 deltas in whole points, one a player',
        ),
        (lambda d: d.update(players=["Aki", "Ben"]), '"players" should be a list of three or four names'),
    ],
)
def test_a_file_whose_seats_are_not_its_rules_table_is_refused(service: Session, damage, words: str) -> None:
    game = record_first_game(service)
    data = service.transfer.export(game)
    service.table.delete_game(game)
    damage(data)
    with pytest.raises(ImportRefused) as refused:
        service.transfer.import_game(data)
    assert words in refused.value.message
    assert service.library.list_games(limit=None) == []
