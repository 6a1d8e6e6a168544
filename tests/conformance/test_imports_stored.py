"""Issue 35's "Done when", through the store: every four-player file of ../shared/data/tenhou (fastmaj, mjx mjlog and
JSON, pantheon mjlog and tenhou.net/6) and of ../shared/data/mahjongsoul/4p taken in by ``tablekeeper import`` (the
command line's main, one database a folder) and read back from the database, against the log's own figures read
here by a small reader of this test (never the importer's): each hand's start scores, each win's winner, han, fu (or
yakuman) and payments (the changes of that win alone, honba and sticks included, the riichi sticks paid during the
hand left out, as every form writes them), and the final points and +/- scores.

What each form gives:

- mjlog: ``INIT ten`` (hundreds) starts a hand; each ``AGARI`` gives ``ten="fu,points,limit"``, its han (the
  ``yaku`` pairs' second numbers) or yakuman (``yakuman`` ids) and its changes (odd entries of ``sc``, hundreds);
  ``owari`` the end.
- tenhou.net/6 JSON (Tenhou's download, one object; or mjx's JSON Lines, one kyoku a line): a kyoku's second entry
  its start; its result ``["和了", changes, details, ...]`` one pair a winner, the details' text ``30符4飜7700点``
  (fu where no limit is named) and yaku ``name(N飜)`` or ``name(役満)``; the top-level ``sc`` the end (points), which
  JSON Lines do not carry.
- Mahjong Soul's record: ``.lq.RecordNewRound`` scores the start, ``.lq.RecordHule`` each winner's ``count``, ``fu``,
  ``yiman`` and the hand's ``delta_scores`` (one winner here), ``head.result`` the end (``part_point_1``, and
  ``total_point`` in thousandths).

A file of a game already stored (the mjx JSON of an mjlog, Pantheon's tenhou.net/6 of its mjlog) is refused as that
game, and its own figures are checked against the game it names. Nothing else is refused.
"""

from __future__ import annotations

import gzip
import json
import re
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tablekeeper.cli import main
from tablekeeper.rules.settlement import Reason, Settlement
from tablekeeper.service import GameSnapshot, Session
from tests.conformance.test_sanma_replay import _wins
from tests.tenhou_data import tenhou_folder

pytestmark = pytest.mark.conformance

SEATS = 4
FOLDERS = {
    # folder: (its files, how many are stored, how many are twins of a stored game)
    "fastmaj": (("fastmaj/*.mjlog",), 77, 0),
    "mjx": (("mjx/mjlog/*.mjlog", "mjx/json/*.json"), 33, 31),
    # Pantheon's usual.json is openhand_bug.xml's game, its nagashi_usual.json no mjlog's, and its
    # suuankou_no_dealer_tsumo_no_pao.xml the game of regress-hanchan.xml (the same hands, set out otherwise).
    "pantheon": (("pantheon/mjlog/*.xml", "pantheon/tenhou6/*.json"), 19, 17),
    "mahjongsoul": (("../mahjongsoul/4p/*.json",), 3, 0),
}
SECONDS = 30
"""Far above what importing and reading back one folder takes (the largest, fastmaj, about 3 s)."""


@dataclass(frozen=True, slots=True)
class Logged:
    """One win as the log gives it."""

    winner: int
    han: int | None
    """None for a yakuman."""
    fu: int | None
    """None where the log gives none (a yakuman, a limit hand of tenhou.net/6 JSON)."""
    yakuman: int
    changes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Log:
    starts: tuple[tuple[int, ...], ...]
    wins: tuple[tuple[Logged, ...], ...]
    """Each hand's wins, in the log's order."""
    final_points: tuple[int, ...] | None
    final_scores: tuple[Fraction, ...] | None
    """None where the form gives no end (JSON Lines)."""


def _ints(text: str | None) -> list[int]:
    return [int(v) for v in text.split(",")] if text else []


def _mjlog(path: Path) -> Log:
    data = path.read_bytes()
    root = ET.fromstring(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    starts: list[tuple[int, ...]] = []
    wins: list[list[Logged]] = []
    end: list[str] = []
    for element in root:
        a = element.attrib
        if element.tag == "INIT":
            starts.append(tuple(v * 100 for v in _ints(a["ten"])))
            wins.append([])
        elif element.tag == "AGARI":
            fu = _ints(a["ten"])[0]
            yakuman = len(_ints(a.get("yakuman")))
            han = None if yakuman else sum(_ints(a.get("yaku"))[1::2])
            changes = tuple(v * 100 for v in _ints(a["sc"])[1::2])
            wins[-1].append(Logged(int(a["who"]), han, None if yakuman else fu, yakuman, changes))
        if "owari" in a:
            end = a["owari"].split(",")
    return Log(
        tuple(starts),
        tuple(map(tuple, wins)),
        tuple(int(v) * 100 for v in end[0::2]),
        tuple(Fraction(v) for v in end[1::2]),
    )


def _tenhou6(games: list[dict[str, Any]]) -> Log:
    kyokus = [kyoku for game in games for kyoku in game["log"]]
    wins = []
    for kyoku in kyokus:
        result = kyoku[16]
        hand = []
        if result[0] == "和了":
            for changes, (who, _, _, points, *yaku) in zip(result[1::2], result[2::2], strict=True):
                yakuman = sum("役満" in y for y in yaku)
                han = None if yakuman else sum(int(n) for y in yaku for n in re.findall(r"\((\d+)飜\)", y))
                fu = re.match(r"(\d+)符", points)
                hand.append(Logged(who, han, int(fu.group(1)) if fu and not yakuman else None, yakuman, tuple(changes)))
        wins.append(tuple(hand))
    sc = games[-1].get("sc")
    return Log(
        tuple(tuple(kyoku[1]) for kyoku in kyokus),
        tuple(wins),
        None if sc is None else tuple(sc[0::2]),
        None if sc is None else tuple(Fraction(str(v)) for v in sc[1::2]),
    )


def _soul_record(data: dict[str, Any]) -> Log:
    starts, wins = [], []
    for action in data["data"]["data"]["actions"]:
        if action["type"] != 1:
            continue
        name, body = action["result"]["name"], action["result"]["data"]
        if name == ".lq.RecordNewRound":
            starts.append(tuple(body["scores"]))
            wins.append(())
        elif name == ".lq.RecordHule":
            (hule,) = body["hules"]  # one winner a hand in this record: the hand's changes are the win's
            han, yakuman = (None, hule["count"]) if hule["yiman"] else (hule["count"], 0)
            wins[-1] = (Logged(hule["seat"], han, hule["fu"] if han else None, yakuman, tuple(body["delta_scores"])),)
    by_seat = sorted(data["head"]["result"]["players"], key=lambda p: p["seat"])
    return Log(
        tuple(starts),
        tuple(wins),
        tuple(p["part_point_1"] for p in by_seat),
        tuple(Fraction(p["total_point"], 1000) for p in by_seat),
    )


def logged(path: Path) -> Log:
    """The figures of the game in ``path``, by what the file holds."""
    if path.suffix in (".mjlog", ".xml"):
        return _mjlog(path)
    text = path.read_text(encoding="utf-8")
    try:
        data = json.loads(text)
    except json.JSONDecodeError:  # JSON Lines: one kyoku a line
        return _tenhou6([json.loads(line) for line in text.splitlines() if line.strip()])
    return _soul_record(data) if "head" in data else _tenhou6([data])


def _win_changes(settlement: Settlement, winner: int) -> tuple[int, ...]:
    """What moved to ``winner`` in the hand: its value, honba and the sticks (a second ron winner's is its value)."""
    out = [0] * SEATS
    for t in settlement:
        if t.payee == winner and t.reason is not Reason.RIICHI:
            out[winner] += t.amount
            if t.payer is not None:
                out[t.payer] -= t.amount
    return tuple(out)


def differences(name: str, game: GameSnapshot, log: Log) -> list[str]:
    """Where the stored ``game`` differs from the log of the file ``name``."""
    if len(game.hands) != len(log.starts):
        return [f"{name}: {len(game.hands)} hands stored, {len(log.starts)} in the log"]
    problems = []
    for hand, start, wins in zip(game.hands, log.starts, log.wins, strict=True):
        where = f"{name}, hand {hand.number}"
        if hand.before.scores != start:
            problems.append(f"{where}: starts on {hand.before.scores}, the log on {start}")
        stored = _wins(hand.result)
        if [w.winner for w in stored] != [w.winner for w in wins]:
            problems.append(f"{where}: won by {[w.winner for w in stored]}, in the log {[w.winner for w in wins]}")
            continue
        for win, expected in zip(stored, wins, strict=True):
            value = (None if win.yakuman else win.han, win.fu if expected.fu is not None else None, win.yakuman)
            if value != (expected.han, expected.fu, expected.yakuman):
                problems.append(f"{where}: seat {win.winner} won (han, fu, yakuman) {value}, the log {expected}")
            if (paid := _win_changes(hand.settlement, win.winner)) != expected.changes:
                problems.append(f"{where}: seat {win.winner}'s win moved {paid}, the log {expected.changes}")
    if not game.state.finished:
        problems.append(f"{name}: the stored game is not over")
    by_seat = sorted(game.standings, key=lambda s: s.seat)
    if log.final_points is not None and tuple(s.points for s in by_seat) != log.final_points:
        problems.append(f"{name}: ends on {tuple(s.points for s in by_seat)}, the log on {log.final_points}")
    if log.final_scores is not None and tuple(s.score for s in by_seat) != log.final_scores:
        problems.append(f"{name}: +/- {[str(s.score) for s in by_seat]}, the log {list(map(str, log.final_scores))}")
    return problems


_STORED = re.compile(r"(?P<path>.+): game (?P<game>\d+)")
_TWIN = re.compile(
    r"tablekeeper: (?P<path>.+) is (?:(?:Tenhou|Mahjong Soul) game \S+, already stored as game (?P<game>\d+)|"
    r"the same game as game (?P<same>\d+), already stored \(the same tiles dealt and the same scores in every "
    r"hand\)); it was not imported again\."
)


def _params() -> list:
    return [pytest.param(folder, id=folder) for folder in FOLDERS]


@pytest.mark.parametrize("folder", _params())
def test_every_file_is_stored_as_its_log_ends_or_refused_as_the_stored_game_it_is(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, folder: str
) -> None:
    patterns, stored_count, twin_count = FOLDERS[folder]
    files = [path for pattern in patterns for path in sorted(tenhou_folder().glob(pattern))]
    assert len(files) == stored_count + twin_count
    url = str(tmp_path / "club.db")
    Session.open(url).close()  # made beforehand: a command making it says so on stderr
    began = time.monotonic()
    status = main(["import", "--database-url", url, *map(str, files)])
    out, err = capsys.readouterr()
    stored = {Path(m["path"]): int(m["game"]) for m in map(_STORED.fullmatch, out.splitlines()) if m}
    twins = {}
    for line in err.splitlines():
        match = _TWIN.fullmatch(line)
        assert match is not None, line  # nothing refused but a game already stored
        twins[Path(match["path"])] = int(match["game"] or match["same"])
    assert (status, len(stored), len(twins)) == (2 if twins else 0, stored_count, twin_count)
    assert set(stored) | set(twins) == set(files)
    assert set(twins.values()) <= set(stored.values())
    with Session.open(url, write=False) as service:
        problems = [
            problem
            for path, number in [*stored.items(), *twins.items()]
            for problem in differences(path.name, service.table.game(number), logged(path))
        ]
        assert len(service.library.list_games(limit=None)) == stored_count
    assert problems == []
    assert time.monotonic() - began < SECONDS


def test_the_reader_of_this_test_reads_every_win_of_the_first_110_games() -> None:
    """data/tenhou/README.md: 794 wins in the 110 games (476 ron, 318 tsumo), 8 of them a double ron's second."""
    folder = tenhou_folder()
    logs = [logged(path) for path in sorted([*folder.glob("fastmaj/*.mjlog"), *folder.glob("mjx/mjlog/*.mjlog")])]
    wins = [hand for log in logs for hand in log.wins if hand]
    assert (len(logs), sum(map(len, wins)), sum(len(hand) == 2 for hand in wins)) == (110, 794, 8)
