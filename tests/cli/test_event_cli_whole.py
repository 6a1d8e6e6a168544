"""The interface scripts use (issue 20): `event new` prints `Event N: ...`, `event seat --json` every round seated
so far as names in wind order, `event standings --json` one line per player with figures worked out by hand
here; every mistake a sentence on stderr and status 2, with nothing printed on stdout."""

from __future__ import annotations

import json
from collections import Counter
from itertools import combinations
from pathlib import Path

import pytest

from tablekeeper.cli import main
from tablekeeper.service import Session

NAMES = (
    "Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana",
    "Ivo", "Jun", "Kei", "Lea", "Mio", "Nao", "Oto", "Pia",
)  # fmt: skip


def _run(capsys: pytest.CaptureFixture[str], database: str, *args: str) -> tuple[int, str, str]:
    """Status, stdout and stderr of `tablekeeper --database-url DATABASE ARGS`; argparse's own usage errors
    (SystemExit) count as their status."""
    try:
        status = main(["--database-url", database, *args])
    except SystemExit as stop:
        status = stop.code if isinstance(stop.code, int) else 2
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _database(tmp_path: Path) -> str:
    """A new club database (made first: the command says so when it has to create one)."""
    path = str(tmp_path / "club.db")
    Session.open(path).close()
    return path


def _players_file(tmp_path: Path, names: tuple[str, ...]) -> str:
    path = tmp_path / f"players-{len(names)}.txt"
    path.write_text("".join(f"{name}\n" for name in names), encoding="utf-8")
    return str(path)


def _new(capsys: pytest.CaptureFixture[str], database: str, tmp_path: Path, names: tuple[str, ...]) -> str:
    status, out, err = _run(
        capsys, database, "event", "new", "Spring league", "--rules", "mleague", "--players-file",
        _players_file(tmp_path, names),
    )  # fmt: skip
    assert (status, err) == (0, ""), err
    assert out.startswith("Event ") and ": Spring league" in out, out
    return out.split()[1].rstrip(":")


def _check_rounds(printed: str, rounds: int, names: tuple[str, ...]) -> dict:
    """The issue's shape: {"rounds": [{"round": 1, "tables": [{"table": 1, "seats": [4 names]}, ...]}, ...]}."""
    seating = json.loads(printed)
    assert list(seating) == ["rounds"]
    assert [r["round"] for r in seating["rounds"]] == list(range(1, rounds + 1))
    for seated in seating["rounds"]:
        assert set(seated) == {"round", "tables"}
        assert [t["table"] for t in seated["tables"]] == list(range(1, len(names) // 4 + 1))
        for table in seated["tables"]:
            assert set(table) == {"table", "seats"}
            assert len(table["seats"]) == 4 and len(set(table["seats"])) == 4
            assert all(isinstance(seat, str) for seat in table["seats"])
        # Every registered name once a round.
        assert sorted(s for t in seated["tables"] for s in t["seats"]) == sorted(names)
    return seating


def test_an_event_is_made_seated_and_ranked_from_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _database(tmp_path)
    event = _new(capsys, database, tmp_path, NAMES)
    assert event == "1"

    status, out, err = _run(capsys, database, "event", "seat", event, "--rounds", "4", "--json")
    assert (status, err) == (0, ""), err
    seating = _check_rounds(out, 4, NAMES)
    # Few repeat meetings: over 4 rounds of 16 players (96 pairs of 120) nobody needs to meet twice.
    met = Counter(frozenset(p) for r in seating["rounds"] for t in r["tables"] for p in combinations(t["seats"], 2))
    assert max(met.values()) == 1

    # One more round: the JSON prints every round seated so far, the first four unchanged.
    status, out, err = _run(capsys, database, "event", "seat", event, "--rounds", "1", "--json")
    assert (status, err) == (0, ""), err
    assert _check_rounds(out, 5, NAMES)["rounds"][:4] == seating["rounds"]

    # Round 1 kept on paper at every table, the same points: (40,000, 30,000, 20,000, 10,000), which add up to
    # 4 x 25,000. mleague (return 30,000, oka +20 to first, uma +30/+10/-10/-30):
    # East 10 + 30 + 20 = +60; South 0 + 10 = +10; West -10 - 10 = -20; North -20 - 30 = -50.
    for table in (1, 2, 3, 4):
        status, _, err = _run(capsys, database, "event", "paper", event, "1", str(table), "40000", "30000", "20000",
                              "10000")  # fmt: skip
        assert (status, err) == (0, ""), err
    by_seat = (60, 10, -20, -50)
    # Four players on each figure share its place: 1, 5, 9, 13.
    place_of = {60: 1, 10: 5, -20: 9, -50: 13}
    # The EMA's points of four sharing a place, the places they cover averaged: 1000 x (16 - 2.5) / 15 = 900,
    # 1000 x (16 - 6.5) / 15 = 633.3, 1000 x (16 - 10.5) / 15 = 366.7, 1000 x (16 - 14.5) / 15 = 100.
    ema_of = {60: 900, 10: 633, -20: 367, -50: 100}
    expected = {
        name: {"name": name, "place": place_of[score], "games": 1, "score": score, "penalties": 0, "total": score}
        | {"ema_points": ema_of[score]}
        for table in seating["rounds"][0]["tables"]
        for name, score in zip(table["seats"], by_seat, strict=True)
    }
    status, out, err = _run(capsys, database, "event", "standings", event, "--json")
    assert (status, err) == (0, ""), err
    standings = json.loads(out)
    # Rounds 2-5 are seated but unplayed: the total is provisional (the shape, plus what the file says).
    assert standings["provisional"] is True
    players = standings["players"]
    assert [set(p) for p in players] == [{"name", "place", "games", "score", "penalties", "total", "ema_points"}] * 16
    assert {p["name"]: p for p in players} == expected
    assert [p["total"] for p in players] == sorted((p["total"] for p in players), reverse=True)
    # Scores as `stats --json` writes them: plain numbers.
    assert all(isinstance(p["score"], (int, float)) and not isinstance(p["score"], bool) for p in players)

    status, out, err = _run(capsys, database, "event", "standings", event, "--round", "1", "--json")
    assert (status, err) == (0, ""), err
    after_round_1 = json.loads(out)
    assert {p["name"]: p for p in after_round_1["players"]} == expected
    assert after_round_1["provisional"] is False  # every table of round 1 has its result

    # Eri (player 5) late: -10 points as the standings show them (-10,000 table points). Her total drops 10;
    # places are counted again (shared places: 1 + how many have a higher total).
    status, _, err = _run(capsys, database, "event", "penalty", event, "5", "-10", "--reason", "late")
    assert (status, err) == (0, ""), err
    expected["Eri"] = {**expected["Eri"], "penalties": -10, "total": expected["Eri"]["score"] - 10}
    for line in expected.values():
        del line["ema_points"]  # the places change: compared without them
    totals = [line["total"] for line in expected.values()]
    for line in expected.values():
        line["place"] = 1 + sum(total > line["total"] for total in totals)
    status, out, err = _run(capsys, database, "event", "standings", event, "--json")
    assert (status, err) == (0, ""), err
    assert {
        p["name"]: {k: v for k, v in p.items() if k != "ema_points"} for p in json.loads(out)["players"]
    } == expected


def _refused(capsys: pytest.CaptureFixture[str], database: str, *args: str) -> str:
    status, out, err = _run(capsys, database, *args)
    assert (status, out) == (2, ""), (status, out, err)
    assert err.strip(), "a refusal says why"
    return err


def test_mistakes_are_sentences_with_status_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    database = _database(tmp_path)
    players = _players_file(tmp_path, NAMES)
    err = _refused(capsys, database, "event", "new", "Spring", "--rules", "nosuch", "--players-file", players)
    assert "nosuch" in err
    _refused(capsys, database, "event", "standings", "99", "--json")
    _refused(capsys, database, "event", "seat", "99", "--rounds", "1")
    _refused(capsys, database, "event", "new", "Spring", "--rules", "mleague", "--players-file",
             str(tmp_path / "missing.txt"))  # fmt: skip
    # No event was made by the refusals: the first one made now is number 1.
    event = _new(capsys, database, tmp_path, NAMES)
    assert event == "1"
    _refused(capsys, database, "event", "paper", event, "1", "1", "40000", "30000", "20000", "10000")  # not seated


def test_five_players_are_refused_without_fill_and_seated_with_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    database = _database(tmp_path)
    five = NAMES[:5]
    event = _new(capsys, database, tmp_path, five)
    err = _refused(capsys, database, "event", "seat", event, "--rounds", "1", "--json")
    assert "5" in err or "five" in err, err
    status, out, err = _run(capsys, database, "event", "seat", event, "--rounds", "1", "--json")
    assert status == 2  # still refused: the refusal seated nothing
    status, out, err = _run(capsys, database, "event", "seat", event, "--rounds", "1", "--fill", "--json")
    assert (status, err) == (0, ""), err
    seating = json.loads(out)
    (seated,) = seating["rounds"]
    assert [t["table"] for t in seated["tables"]] == [1, 2]
    seats = [s for t in seated["tables"] for s in t["seats"]]
    assert len(seats) == 8 and len(set(seats)) == 8 and set(five) <= set(seats)
    # The three fillers are never ranked.
    status, out, err = _run(capsys, database, "event", "standings", event, "--json")
    assert (status, err) == (0, ""), err
    assert sorted(p["name"] for p in json.loads(out)["players"]) == sorted(five)
