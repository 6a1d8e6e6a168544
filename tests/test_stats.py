"""Club statistics (`Library.statistics`, `tablekeeper stats`) over games whose every figure is worked out
by hand in `tests/club_games.py`: a double ron, a tsumo with honba and deposits, a draw, an abortive draw, and
a game ended early with a tie under a rule set whose tied players share a place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.results import Ron, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import GameFilter, Session
from tests.club_games import record_club

KEYS = [
    "name",
    "games",
    "hands",
    "wins",
    "tsumo_wins",
    "deal_ins",
    "riichi",
    "win_rate",
    "deal_in_rate",
    "riichi_rate",
    "tsumo_share",
    "average_win",
    "average_place",
    "average_score",
    "total_score",
    "places",
]


@pytest.fixture
def club(tmp_path: Path) -> str:
    """Three games (:func:`tests.club_games.record_club`, whose docstring works out every figure)."""
    path = str(tmp_path / "club.db")
    with Session.open(path) as service:
        record_club(service)
    return path


def _stats(capsys: pytest.CaptureFixture[str], club: str, *args: str) -> list[dict]:
    status = main(["--database-url", club, "stats", "--json", *args])
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert list(data) == ["tables"]
    if not data["tables"]:  # no game chosen: no table at all
        return []
    (four,) = data["tables"]  # the club's games are all of four players
    assert (four["players"], list(four)) == (4, ["players", "games", "ranking"])
    for player in four["ranking"]:
        assert list(player) == KEYS
    return four["ranking"]


def test_every_figure_of_both_finished_games(capsys: pytest.CaptureFixture[str], club: str) -> None:
    players = _stats(capsys, club)
    # Ranked by total +/- score: Aki -0.2 + 16, Ben 5.8 + 0, Chie 4.2 + 0, Dai -9.8 - 16; Eri only sat in game 3.
    assert [p["name"] for p in players] == ["Aki", "Ben", "Chie", "Dai"]
    aki, ben, chie, dai = players
    assert aki == {
        "name": "Aki",
        "games": 2,
        "hands": 5,
        "wins": 1,
        "tsumo_wins": 0,
        "deal_ins": 0,
        "riichi": 1,
        "win_rate": 0.2,
        "deal_in_rate": 0.0,
        "riichi_rate": 0.2,
        "tsumo_share": 0.0,
        "average_win": 1000.0,
        "average_place": 2.0,
        "average_score": pytest.approx(7.9),
        "total_score": pytest.approx(15.8),
        "places": [1, 0, 1, 0],
    }
    assert ben["wins"] == 1 and ben["average_win"] == 8000  # the double ron's first winner, his stick not counted
    assert (ben["riichi"], ben["deal_ins"], ben["places"]) == (1, 0, [1, 1, 0, 0])
    assert (ben["average_place"], ben["total_score"]) == (1.5, pytest.approx(5.8))
    assert chie["wins"] == 1 and chie["average_win"] == 3900  # the double ron's second winner counts too
    assert (chie["riichi"], chie["places"], chie["average_place"]) == (0, [0, 2, 0, 0], 2.0)  # a shared 2nd
    assert chie["total_score"] == pytest.approx(4.2)
    assert dai == {
        "name": "Dai",
        "games": 2,
        "hands": 5,
        "wins": 1,
        "tsumo_wins": 1,
        "deal_ins": 2,  # the double ron is one deal-in
        "riichi": 1,
        "win_rate": 0.2,
        "deal_in_rate": 0.4,
        "riichi_rate": 0.2,
        "tsumo_share": 1.0,
        "average_win": 2000.0,  # without the 600 of honba and the 2,000 of deposits
        "average_place": 4.0,
        "average_score": pytest.approx(-12.9),
        "total_score": pytest.approx(-25.8),
        "places": [0, 0, 0, 2],
    }


def test_filters_by_rules_date_and_player(capsys: pytest.CaptureFixture[str], club: str) -> None:
    ema = _stats(capsys, club, "--rules", "ema2016")
    assert [(p["name"], p["games"], p["hands"], p["places"]) for p in ema] == [
        ("Aki", 1, 1, [1, 0, 0, 0]),
        ("Ben", 1, 1, [0, 1, 0, 0]),
        ("Chie", 1, 1, [0, 1, 0, 0]),
        ("Dai", 1, 1, [0, 0, 0, 1]),
    ]
    ben = ema[1]
    assert (ben["wins"], ben["tsumo_share"], ben["average_win"], ben["average_score"]) == (0, None, None, 0.0)
    assert [p["name"] for p in _stats(capsys, club, "--until", "2025-03-01")] == ["Ben", "Chie", "Aki", "Dai"]
    assert [p["name"] for p in _stats(capsys, club, "--since", "2025-03-02")] == ["Aki", "Ben", "Chie", "Dai"]
    assert _stats(capsys, club, "--since", "2025-03-09") == []
    only = _stats(capsys, club, "--player", "dAI", "--rules", "club")
    assert [(p["name"], p["wins"], p["deal_ins"], p["total_score"]) for p in only] == [
        ("Dai", 1, 1, pytest.approx(-9.8))
    ]


def test_the_table_ranks_the_club_by_total_score(capsys: pytest.CaptureFixture[str], club: str) -> None:
    assert main(["--database-url", club, "stats"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = out.splitlines()
    assert [line.split()[1] for line in lines[1:]] == ["Aki", "Ben", "Chie", "Dai"]
    assert lines[1].split()[-2:] == ["+15.8", "1-0-1-0"]
    assert lines[4].split()[-2:] == ["-25.8", "0-0-0-2"]
    assert main(["--database-url", club, "stats", "--player", "Nobody"]) == 0
    assert capsys.readouterr().out == "No finished game.\n"


@pytest.mark.parametrize(
    ("args", "said"),
    [(["--since", "yesterday"], "'yesterday' is not a date"), (["--rules", "casino"], "invalid choice: 'casino'")],
)
def test_bad_input_is_a_sentence_and_status_2(
    capsys: pytest.CaptureFixture[str], club: str, args: list[str], said: str
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--database-url", club, "stats", *args])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and said in err


def test_the_service_refuses_an_unknown_rule_set(club: str) -> None:
    from tablekeeper.errors import TablekeeperError

    with Session.open(club) as service, pytest.raises(TablekeeperError, match="no rule set called 'casino'"):
        service.library.statistics(GameFilter(rules="casino"))


def test_only_the_winners_the_rules_pay_count(tmp_path: Path) -> None:
    """Under head bump (wrc2022) only the discarder's nearest winner is paid: Ben, not Chie. Under Tenhou's rules
    a triple ron is an abortive draw: nobody wins, nobody deals in."""
    from fractions import Fraction

    with Session.open(str(tmp_path / "rules.db")) as service:
        bump = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), preset("wrc2022")).id
        service.table.record(bump, Ron(3, (Win(1, 1, 30), Win(2, 1, 30))))
        service.table.finish(bump)
        triple = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), preset("tenhou")).id
        service.table.record(triple, Ron(0, (Win(1, 1, 30), Win(2, 1, 30), Win(3, 1, 30))))
        service.table.finish(triple)
        bumped = {p.name: p for p in service.library.statistics(GameFilter(rules="wrc2022")).table(4).ranked}
        drawn = {p.name: p for p in service.library.statistics(GameFilter(rules="tenhou")).table(4).ranked}
    # Ben 31,000: 1st, +1 + 15; Aki and Chie 30,000 share 2nd, (5 - 5) / 2 = 0; Dai 29,000: 4th, -1 - 15.
    assert {n: (p.wins, p.win_points, p.deal_ins, p.places) for n, p in bumped.items()} == {
        "Ben": (1, 1000, 0, (1, 0, 0, 0)),
        "Aki": (0, 0, 0, (0, 1, 0, 0)),
        "Chie": (0, 0, 0, (0, 1, 0, 0)),
        "Dai": (0, 0, 1, (0, 0, 0, 1)),
    }
    assert (bumped["Ben"].total_score, bumped["Chie"].total_score) == (16, 0)
    # All on 25,000, places by seat (Tenhou); returns 30,000, uma 20/10/-10/-20, oka 20 to first:
    # 2nd -5 + 10 = +5, 3rd -5 - 10 = -15, 4th -5 - 20 = -25, 1st what the others lose: +35.
    assert {n: (p.hands, p.wins, p.deal_ins, p.total_score) for n, p in drawn.items()} == {
        "Aki": (1, 0, 0, 35),
        "Ben": (1, 0, 0, 5),
        "Chie": (1, 0, 0, -15),
        "Dai": (1, 0, 0, -25),
    }
    assert drawn["Aki"].average_place == 1 and drawn["Dai"].average_place == Fraction(4)


def test_a_damaged_game_is_named_and_the_others_counted(capsys: pytest.CaptureFixture[str], club: str) -> None:
    import sqlite3

    connection = sqlite3.connect(club)
    with connection:
        connection.execute("UPDATE games SET rules_json = '{broken' WHERE id = 2")
        # Its figures are worked out from its rows only when none are kept (a game finished before they were).
        connection.execute("DELETE FROM seat_figures WHERE game_id = 2")
    connection.close()
    assert main(["--database-url", club, "stats", "--json"]) == 0
    out, err = capsys.readouterr()
    assert "Game 2 is damaged" in err and "left out of the figures" in err
    players = json.loads(out)["tables"][0]["ranking"]
    assert [(p["name"], p["games"]) for p in players] == [("Ben", 1), ("Chie", 1), ("Aki", 1), ("Dai", 1)]
