"""Every three-player game of ../shared/data/tenhou/sanma (150 mjlog, 116 of them also as tenhou.net/6 JSON) and of
../shared/data/mahjongsoul/3p (two games as tenhou.net/6 JSON), imported and replayed by the engine, against the
logs' own figures, read here without the importer.

From an mjlog: a hand is an ``INIT`` (``seed``: round index, whose ``// 4`` is the wind, honba, sticks; ``ten``: the
start scores in hundreds; ``oya``: the dealer); its changes the odd entries of the ``sc`` of its ``AGARI`` and
``RYUUKYOKU`` elements (in hundreds, without the sticks paid during the hand); a win's value the ``ten`` of its
``AGARI`` (fu, then the hand's points without honba and sticks), its han the sum of the ``yaku`` pairs' second
numbers (the Norths set aside are in the dora's), or a yakuman count; the end ``owari`` (points in hundreds, then the
+/- score). From tenhou.net/6 JSON: the same figures from each kyoku's head, start scores and result (its changes
leave out the sticks paid during the hand; a win's text gives its han ``(N飜)``, its fu ``N符`` where it is no limit
hand, and its points: ``X点`` a ron, ``a-b点`` a non-dealer's tsumo, ``X点∀`` a dealer's), the end ``sc`` (in points).
Every record gives four seats, the fourth empty: its figures must all be 0.

A tsumo is paid by the two players at the table (tsumo loss: the absent player's share is paid by nobody), so the
points a log gives a tsumo are written here as the sum of the two shares it names.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tablekeeper.importers.tenhou import read_tenhou_file
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.rules.game import replay
from tablekeeper.rules.results import AbortiveDraw, AbortKind, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.settlement import Reason
from tablekeeper.rules.standings import final_points, standings
from tests.conformance.test_tenhou_replay import as_entered
from tests.tenhou_data import mahjongsoul_sanma_files, sanma_json_files, sanma_mjlog_files, tenhou_folder

pytestmark = pytest.mark.conformance

SEATS = 3
RECORD_SEATS = 4
"""The seats a record writes, the last one empty."""
HAND_VALUE = (Reason.HAND, Reason.PAO)
"""The transfers that make up a win's value (without honba and sticks)."""


@dataclass(frozen=True, slots=True)
class LoggedWin:
    winner: int
    han: int | None
    """None for a yakuman."""
    fu: int | None
    """None for a yakuman, or a limit hand the JSON prints without its fu."""
    yakuman: int
    points: int
    """The hand's value, without honba and sticks."""


@dataclass(frozen=True, slots=True)
class LoggedHand:
    deal: tuple[int, int, int, int]
    """The wind (0 East), the dealer, the honba and the points of sticks on the table."""
    start: tuple[int, ...]
    deltas: tuple[int, ...]
    wins: tuple[LoggedWin, ...]


@dataclass(frozen=True, slots=True)
class LoggedGame:
    hands: tuple[LoggedHand, ...]
    final_points: tuple[int, ...]
    final_scores: tuple[Fraction, ...]


def _at_table(values: list[Any], seats: int = SEATS) -> tuple[Any, ...]:
    """The ``seats``' values of a record's four; an empty fourth seat's must be nothing."""
    assert len(values) == RECORD_SEATS and not any(values[seats:]), values
    return tuple(values[:seats])


def _ints(text: str | None) -> list[int]:
    return [int(v) for v in text.split(",")] if text else []


def mjlog_log(path: Path, seats: int = SEATS) -> LoggedGame:
    """The figures of an mjlog of a table of ``seats``, read from its XML (gzipped or not)."""
    data = path.read_bytes()
    root = ET.fromstring(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    hands: list[dict[str, Any]] = []
    end: list[str] = []
    for element in root:
        a = element.attrib
        if element.tag == "GO":
            assert bool(int(a["type"]) & 0x10) == (seats == SEATS)  # the three-player bit
        elif element.tag == "INIT":
            seed = _ints(a["seed"])
            hands.append(
                {
                    "deal": (seed[0] // 4, int(a["oya"]), seed[1], seed[2] * 1_000),
                    "start": _at_table([v * 100 for v in _ints(a["ten"])], seats),
                    "deltas": (0,) * seats,
                    "wins": [],
                }
            )
        elif element.tag in ("AGARI", "RYUUKYOKU"):
            hand = hands[-1]
            sc = _ints(a["sc"])
            _at_table(sc[0::2], seats)
            change = _at_table([v * 100 for v in sc[1::2]], seats)
            hand["deltas"] = tuple(x + y for x, y in zip(hand["deltas"], change, strict=True))
            if element.tag == "AGARI":
                fu, points, _ = _ints(a["ten"])
                yakuman = len(_ints(a.get("yakuman")))
                han = None if yakuman else sum(_ints(a.get("yaku"))[1::2])
                hand["wins"].append(LoggedWin(int(a["who"]), han, None if yakuman else fu, yakuman, points))
            if "owari" in a:
                end = a["owari"].split(",")
    return LoggedGame(
        tuple(LoggedHand(h["deal"], h["start"], h["deltas"], tuple(h["wins"])) for h in hands),
        _at_table([int(v) * 100 for v in end[0::2]], seats),
        _at_table([Fraction(v) for v in end[1::2]], seats),
    )


_HAN = re.compile(r"\((\d+)飜\)")
_FU = re.compile(r"(\d+)符")
_DEALER_TSUMO = re.compile(r"(\d+)点∀")
_TSUMO = re.compile(r"(\d+)-(\d+)点")
_RON = re.compile(r"(\d+)点")


def _json_points(text: str, seats: int = SEATS) -> int:
    """A win's value from its text: a tsumo is paid by the others at the table (with three, the two others)."""
    if match := _DEALER_TSUMO.search(text):
        return (seats - 1) * int(match.group(1))
    if match := _TSUMO.search(text):  # each other non-dealer's share, then the dealer's
        return (seats - 2) * int(match.group(1)) + int(match.group(2))
    match = _RON.search(text)
    assert match is not None, text
    return int(match.group(1))


def json_log(path: Path, seats: int = SEATS) -> LoggedGame:
    """The figures of a tenhou.net/6 JSON game of a table of ``seats``, read from its JSON."""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert ("三" in data["rule"]["disp"]) == (seats == SEATS)
    _at_table(data["name"], seats)
    hands = []
    for kyoku in data["log"]:
        (round_index, honba, sticks), start, outcome = kyoku[0], kyoku[1], kyoku[16]
        assert all(part == [] for part in kyoku[4 + 3 * seats : 16])  # the empty seat's tiles
        if outcome[0] == "和了":
            changes, details = outcome[1::2], outcome[2::2]
        else:
            changes, details = outcome[1:], []
        deltas = [sum(change[seat] for change in changes) for seat in range(RECORD_SEATS)]
        wins = []
        for who, _, _, text, *yaku in details:
            yakuman = sum("役満" in y for y in yaku)
            han = None if yakuman else sum(int(m) for y in yaku for m in _HAN.findall(y))
            fu = _FU.search(text)
            wins.append(LoggedWin(who, han, int(fu.group(1)) if fu else None, yakuman, _json_points(text, seats)))
        deal = (round_index // 4, round_index % 4, honba, sticks * 1_000)
        hands.append(LoggedHand(deal, _at_table(start, seats), _at_table(deltas, seats), tuple(wins)))
    sc = data["sc"]
    return LoggedGame(tuple(hands), _at_table(sc[0::2], seats), _at_table([Fraction(str(v)) for v in sc[1::2]], seats))


def _wins(result: object) -> tuple[Win, ...]:
    if isinstance(result, Ron):
        return result.wins
    if isinstance(result, Tsumo):
        return (result.win,)
    return ()


def differences(game: ImportedGame, log: LoggedGame) -> list[str]:
    """Where the game as imported and replayed differs from the log: each hand's start, its changes, each win's
    han, fu and value, and the final points and +/- scores."""
    outcome = replay(game.results, game.rules)
    problems: list[str] = []
    if len(outcome.hands) != len(log.hands):
        return [f"{game.source}: {len(outcome.hands)} hands imported, {len(log.hands)} in the log"]
    for number, (played, logged) in enumerate(zip(outcome.hands, log.hands, strict=True), start=1):
        where = f"{game.source}, hand {number}"
        before = played.before
        engine = ((before.round, before.dealer, before.honba, before.deposits), before.scores)
        if engine != (logged.deal, logged.start):
            problems.append(f"{where}: starts (deal, scores) {engine} in the replay, {(logged.deal, logged.start)}")
        if played.deltas_without_riichi != logged.deltas:
            problems.append(f"{where}: moves {played.deltas_without_riichi} in the replay, {logged.deltas} in the log")
        wins = {win.winner: win for win in _wins(played.result)}
        if sorted(wins) != sorted(w.winner for w in logged.wins):
            problems.append(f"{where}: winners {sorted(wins)}, in the log {[w.winner for w in logged.wins]}")
            continue
        for expected in logged.wins:
            win = wins[expected.winner]
            entered = (win.han, win.fu if expected.fu is not None else None, win.yakuman)
            if entered != (expected.han, expected.fu, expected.yakuman):
                problems.append(f"{where}: seat {win.winner} won (han, fu, yakuman) {entered}, the log {expected}")
            paid = sum(t.amount for t in played.settlement if t.payee == win.winner and t.reason in HAND_VALUE)
            if paid != expected.points:
                problems.append(f"{where}: seat {win.winner} is paid {paid} for the hand, the log {expected.points}")
    end = outcome.state
    if not end.finished:
        problems.append(f"{game.source}: the log ends, the replay goes on to {end.name}")
    if final_points(end, game.rules) != log.final_points:
        problems.append(f"{game.source}: final points {final_points(end, game.rules)}, the log {log.final_points}")
    by_seat = {s.seat: s.score for s in standings(end, game.rules)}
    scores = tuple(by_seat[seat] for seat in range(end.players))
    if scores != log.final_scores:
        problems.append(
            f"{game.source}: final +/- {[str(s) for s in scores]}, the log {list(map(str, log.final_scores))}"
        )
    return problems


def _params(files: str) -> list:
    """The files, or one parameter that skips with a sentence when the data folder is absent."""
    listing = {"mjlog": sanma_mjlog_files, "json": sanma_json_files, "mahjongsoul": mahjongsoul_sanma_files}[files]
    try:
        paths = listing()
    except pytest.skip.Exception:
        return [pytest.param(None, id="no-data-folder")]
    return [pytest.param(path, id=path.name) for path in paths]


@pytest.mark.parametrize("path", _params("mjlog"))
def test_every_tenhou_three_player_mjlog_replays_to_its_log(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (game,) = read_tenhou_file(path)
    assert game.rules == preset("tenhou-sanma")  # the phoenix room, east-south with red fives and open tanyao
    assert len(game.players) == SEATS
    assert differences(game, mjlog_log(path)) == []


@pytest.mark.parametrize("path", _params("json"))
def test_every_tenhou_three_player_json_game_replays_to_its_log_and_is_its_mjlogs_game(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (game,) = read_tenhou_file(path)
    (twin,) = read_tenhou_file(path.parent.parent / "mjlog" / f"{path.stem}.xml")
    assert game.rules == twin.rules == preset("tenhou-sanma")
    assert (game.players, game.tenhou_id) == (twin.players, twin.tenhou_id)
    assert [as_entered(r) for r in game.results] == [as_entered(r) for r in twin.results]
    assert differences(game, json_log(path)) == []


@pytest.mark.parametrize("path", _params("mahjongsoul"))
def test_every_mahjong_soul_three_player_game_replays_to_its_log(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (game,) = read_tenhou_file(path)
    # "三金の間赤" names the room, not the length: both games lie in the East round, so they are east-only.
    assert game.rules == dataclasses.replace(preset("mahjongsoul-sanma"), rounds=1)
    assert (game.site.name, game.players) == ("Mahjong Soul", ("A", "B", "C"))
    assert differences(game, json_log(path)) == []


def test_the_whole_three_player_set_is_there() -> None:
    """data/tenhou/sanma/README.md: 150 games, 1,435 kyoku; 1,216 wins (614 tsumo, 602 ron, among them 8 double
    ron); 227 draws (39 nine terminals, 8 nagashi mangan); 7 yakuman; 32 games ended by a bust. 116 JSON twins."""
    games = [read_tenhou_file(path)[0] for path in sanma_mjlog_files()]
    results = [result for game in games for result in game.results]
    rons = [r for r in results if isinstance(r, Ron)]
    wins = [w for r in results for w in _wins(r)]
    assert (len(games), len(results)) == (150, 1_435)
    assert (len(wins), sum(isinstance(r, Tsumo) for r in results), sum(len(r.wins) for r in rons)) == (1_216, 614, 602)
    assert sum(len(r.wins) == 2 for r in rons) == 8
    draws = [r for r in results if isinstance(r, ExhaustiveDraw | AbortiveDraw)]
    assert len(draws) == 227
    assert sum(isinstance(r, AbortiveDraw) and r.kind is AbortKind.NINE_TERMINALS for r in draws) == 39
    assert sum(isinstance(r, ExhaustiveDraw) and bool(r.nagashi) for r in draws) == 8
    assert sum(w.yakuman > 0 for w in wins) == 7
    busts = [g for g in games if min(replay(g.results, g.rules).state.scores) < 0]
    assert len(busts) == 32
    assert len(sanma_json_files()) == 116
