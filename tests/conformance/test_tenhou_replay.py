"""Every real Tenhou game of ../shared/data/tenhou, replayed by the engine from what a player would enter.

For each hand the engine's state at the start must match the log (scores, round, dealer, honba, deposits),
and its deltas must match the log's; Tenhou prints a hand's changes without the riichi sticks paid during
it (they leave before the result), so the engine's settlement is compared without its RIICHI transfers
(:func:`~tablekeeper.rules.settlement.deltas_without_riichi`); the sticks themselves are checked through
the next hand's start scores. At the end the game must be over, and the final points (leftover deposits
to first) and the +/- scores must match ``owari``. JSON games, which carry no final figures, are checked
against the ``owari`` of their mjlog twin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tablekeeper.importers.tenhou import read_tenhou_file
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.rules.game import apply, new_game
from tablekeeper.rules.results import HandResult, to_dict
from tablekeeper.rules.settlement import deltas_without_riichi
from tablekeeper.rules.standings import final_points, standings
from tests.tenhou_data import json_files, mjlog_files, tenhou_folder

pytestmark = pytest.mark.conformance


def _params(kind: str) -> list:
    """The files, or one parameter that skips with a sentence when the Tenhou folder is absent."""
    try:
        files = mjlog_files() if kind == "mjlog" else json_files()
    except pytest.skip.Exception:
        return [pytest.param(None, id="no-tenhou-folder")]
    return [pytest.param(path, id=path.name) for path in files]


def replay_and_compare(game: ImportedGame) -> tuple[list[str], tuple]:
    """Mismatches between the engine and the log (game, hand and both figures), and the final state."""
    problems: list[str] = []
    state = new_game(game.rules)
    for number, (result, logged) in enumerate(zip(game.results, game.log_hands, strict=True), start=1):
        where = f"{game.source}, hand {number} ({logged.name})"
        if state.finished:
            problems.append(f"{where}: the engine ended the game before this hand")
            return problems, state
        engine = (state.scores, state.round, state.dealer, state.honba, state.deposits)
        log = (logged.start_scores, logged.round, logged.dealer, logged.honba, logged.deposits)
        if engine != log:
            problems.append(f"{where}: start (scores, round, dealer, honba, deposits) engine {engine}, log {log}")
            return problems, state
        state, settlement = apply(state, result, game.rules)
        engine_deltas = deltas_without_riichi(settlement, 4)
        if engine_deltas != logged.deltas:
            problems.append(f"{where}: deltas engine {engine_deltas}, log {logged.deltas}")
    if not state.finished:
        problems.append(f"{game.source}: the log ends but the engine goes on to {state.name}")
    return problems, state


def as_entered(result: HandResult) -> dict:
    """A result as stored, leaving out the fu of limit hands, which the JSON does not print."""
    data = to_dict(result)
    for win in data.get("wins", []) + ([data["win"]] if "win" in data else []):
        if (
            win["han"] is not None
            and win["han"] >= 3
            and win["fu"] is not None
            and win["fu"] * 2 ** (win["han"] + 2) >= 2_000
        ):
            win["fu"] = None
        if win["han"] is not None and win["han"] >= 5:
            win["fu"] = None
    return data


def check_final(game: ImportedGame, state, final_scores, final_game_points) -> list[str]:
    problems = []
    points = final_points(state, game.rules)
    if points != final_scores:
        problems.append(f"{game.source}: final points engine {points}, log {final_scores}")
    by_seat = {s.seat: s.score for s in standings(state, game.rules)}
    scores = tuple(by_seat[seat] for seat in range(4))
    if scores != final_game_points:
        shown = [str(s) for s in scores], [str(s) for s in final_game_points]
        problems.append(f"{game.source}: final +/- engine {shown[0]}, log {shown[1]}")
    return problems


@pytest.mark.parametrize("path", _params("mjlog"))
def test_mjlog_game_replays_exactly(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (game,) = read_tenhou_file(path)
    problems, state = replay_and_compare(game)
    assert game.final_scores is not None and game.final_game_points is not None
    if not problems:
        problems = check_final(game, state, game.final_scores, game.final_game_points)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("path", _params("json"))
def test_json_game_replays_exactly(path: Path | None) -> None:
    if path is None:
        tenhou_folder()
    (game,) = read_tenhou_file(path)
    (twin,) = read_tenhou_file(path.parent.parent / "mjlog" / f"{path.stem}.mjlog")
    assert game.rules == twin.rules
    assert [as_entered(r) for r in game.results] == [as_entered(r) for r in twin.results]
    problems, state = replay_and_compare(game)
    assert twin.final_scores is not None and twin.final_game_points is not None
    if not problems:
        problems = check_final(game, state, twin.final_scores, twin.final_game_points)
    assert not problems, "\n".join(problems)


def test_the_whole_set_is_there() -> None:
    """README.md: 110 games, 940 hands in XML, and 31 JSON twins holding 326 hands."""
    mjlogs = mjlog_files()
    games = [read_tenhou_file(path)[0] for path in mjlogs]
    assert len(games) == 110
    assert sum(len(g.results) for g in games) == 940
    jsons = [read_tenhou_file(path)[0] for path in json_files()]
    assert len(jsons) == 31
    assert sum(len(g.results) for g in jsons) == 326
