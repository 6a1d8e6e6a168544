"""Benchmark of the store (not a test): 10,000 games and 100,000 hands in one SQLite file.

Times, through the session service, listing the latest 50 games, opening one game with its standings, and
recording a hand; prints the median and the 90th percentile of each. Run: .venv/bin/python tests/bench/bench_store.py
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

from sqlalchemy import insert

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/: the random results of the property tests
from rules.random_results import random_result

from tablekeeper.rules.game import apply, new_game, replay
from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet, to_json
from tablekeeper.service import GameFilter, Session
from tablekeeper.store.database import open_database
from tablekeeper.store.hands import to_row
from tablekeeper.store.models import Game, Hand, HandWin, Player, Seat

GAMES = 10_000
HANDS_PER_GAME = 10
PLAYERS = 400
RUNS = 200

# Ten hands of a game that is not over yet (east-south): a mix of ron, tsumo, riichi and draws.
HANDS: list[HandResult] = [
    Ron(1, (Win(0, 3, 40),), frozenset({2})),
    ExhaustiveDraw(tenpai=frozenset({0, 3})),
    Tsumo(Win(2, 2, 30), frozenset({2})),
    Ron(3, (Win(1, 4, 30), Win(2, 1, 30))),
    ExhaustiveDraw(tenpai=frozenset({1})),
    Tsumo(Win(3, 5)),
    Ron(0, (Win(3, 2, 40),)),
    ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})),
    Tsumo(Win(0, 1, 30), frozenset({0, 1})),
    Ron(2, (Win(1, 3, 30),)),
]
NEXT_HAND: HandResult = Ron(1, (Win(2, 2, 30),))


def build(path: Path, *, alike: bool = False) -> None:
    """Fill a new file with GAMES games of HANDS_PER_GAME hands (bulk inserts: building is not what is timed).

    Each game's hands are drawn at random, result after result as the rules accept them (tests/rules/random_results),
    so that the games differ as a club's do: a reading kept for the hands stored alike meets them as often as it
    would at a club, not at every game. ``alike``: every game the same ten hands (HANDS), as the benchmarks' file was
    before, to see what such keeping gains at most."""
    rules = RuleSet()
    fixed = _hands_and_deltas(HANDS, rules)
    assert fixed is not None
    db = open_database(str(path))
    rng = random.Random(7)
    hands_rng = random.Random(17)
    start = datetime(2015, 1, 1)
    with db.writing() as session:
        session.execute(insert(Player), [{"id": i + 1, "name": f"Player {i + 1}"} for i in range(PLAYERS)])
        games, seats, hands, wins = [], [], [], []
        hand_id = 0
        for g in range(1, GAMES + 1):
            started = start + timedelta(hours=g * 7 + rng.randrange(5))
            games.append(
                {
                    "id": g,
                    "title": "",
                    "venue": "Club",
                    "started_at": started,
                    "finished_at": None,
                    "rules_json": to_json(rules),
                }
            )
            for seat, player in enumerate(rng.sample(range(1, PLAYERS + 1), 4)):
                seats.append({"game_id": g, "seat": seat, "player_id": player})
            results, hand_deltas = fixed if alike else _random_hands(hands_rng, rules)
            for number, (result, four) in enumerate(zip(results, hand_deltas, strict=True)):
                hand_id += 1
                row = to_row(result, number, four, started)
                hands.append({**row.hand, "id": hand_id, "game_id": g})
                wins.extend({**w, "hand_id": hand_id} for w in row.wins)
        for model, rows in ((Game, games), (Seat, seats), (Hand, hands), (HandWin, wins)):
            for i in range(0, len(rows), 5_000):
                session.execute(insert(model), rows[i : i + 5_000])
    db.close()


def _hands_and_deltas(
    results: list[HandResult], rules: RuleSet
) -> tuple[list[HandResult], list[tuple[int, int, int, int]]] | None:
    """The results and each hand's deltas, if the game they make is still on after them (NEXT_HAND is recorded
    into some of the games), else None."""
    played = replay(results, rules)
    if played.state.finished:
        return None
    return results, [h.deltas for h in played.hands]


def _random_hands(rng: random.Random, rules: RuleSet) -> tuple[list[HandResult], list[tuple[int, int, int, int]]]:
    """HANDS_PER_GAME random results the rules accept, of a game still on after them."""
    while True:
        state, results = new_game(rules), []
        for _ in range(HANDS_PER_GAME):
            result = random_result(rng, state, rules)
            state, _settlement = apply(state, result, rules)
            results.append(result)
            if state.finished:
                break
        else:
            made = _hands_and_deltas(results, rules)
            if made is not None:
                return made


def timed(label: str, runs: int, action: Callable[[int], object]) -> None:
    times = []
    for i in range(runs):
        begin = time.perf_counter()
        action(i)
        times.append((time.perf_counter() - begin) * 1000)
    times.sort()
    p90 = times[int(len(times) * 0.9)]
    print(f"{label:46} median {statistics.median(times):6.2f} ms   p90 {p90:6.2f} ms   ({runs} runs)")


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        begin = time.perf_counter()
        build(path)
        size = path.stat().st_size + sum(p.stat().st_size for p in path.parent.glob("bench.db-*"))
        print(
            f"built {GAMES:,} games, {GAMES * HANDS_PER_GAME:,} hands in {time.perf_counter() - begin:.1f} s "
            f"({size / 1e6:.1f} MB)"
        )
        rng = random.Random(11)
        with Session.open(str(path)) as service:
            latest = service.library.list_games(limit=50)
            assert len(latest) == 50 and latest[0].id == GAMES
            timed("list the latest 50 games", RUNS, lambda _: service.library.list_games(limit=50))
            timed(
                "list a player's latest 50 games",
                RUNS,
                lambda i: service.library.list_games(GameFilter(player=f"player {i + 1}")),
            )
            ids = [rng.randrange(1, GAMES + 1) for _ in range(RUNS)]
            timed("open one game (10 hands) with its standings", RUNS, lambda i: service.table.game(ids[i]))
            targets = rng.sample(range(1, GAMES + 1), RUNS)
            timed("record a hand (11th of its game)", RUNS, lambda i: service.table.record(targets[i], NEXT_HAND))
            assert len(service.table.game(targets[0]).hands) == HANDS_PER_GAME + 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
