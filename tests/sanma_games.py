"""Games of three players (tenhou-sanma) and one of four, whose every figure is worked out by hand: shared by the
tests of the files, the statistics, the rating, the sheet and the site of three-player games.

tenhou-sanma (RULESETS.md, "Three players"): 35,000 to start, 40,000 to return, uma +20 / 0 / -20 k, oka +15 k to
first, +/- exact to one decimal; a tsumo pays as with four less the absent share (tsumo loss); noten 2,000 in all.

Game 1, seats Aki (East), Ben, Chie; started 2025-03-01 19:00:

1. East 1: Ben tsumo, non-dealer mangan: the dealer Aki pays 4,000, Chie 2,000 (nobody pays the absent North's
   2,000): Aki 31,000, Ben 41,000, Chie 33,000. The deal passes.
2. East 2: Chie rons Aki, 3 han 30 fu, non-dealer: 3,900. Aki 27,100, Chie 36,900. The deal passes.
3. East 3: exhaustive draw, Aki alone tenpai: Ben and Chie pay 1,000 each. Aki 29,100, Ben 40,000, Chie 35,900.
Ended early: Ben (40,000 - 40,000) / 1000 + 20 + 15 = +35.0 (1st); Chie -4.1 + 0 = -4.1 (2nd); Aki -10.9 - 20 =
-30.9 (3rd).

Game 2 (four players, club: 25,000, no uma), seats Aki, Ben, Chie, Dai; started 2025-03-01 21:00: the dealer Aki
rons Dai, 1 han 30 fu: 1,500. Ended: Aki +1.5 (1st), Ben and Chie 0.0 (they share 2nd), Dai -1.5 (4th).

Game 3, seats Chie (East), Aki, Ben; started 2025-03-02 19:00: Ben rons the dealer Chie, non-dealer mangan 8,000:
Chie 27,000, Aki 35,000, Ben 43,000. Ended early: Ben +3 + 20 + 15 = +38.0 (1st), Aki -5.0 (2nd), Chie -13 - 20 =
-33.0 (3rd).
"""

from __future__ import annotations

from datetime import datetime

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session

SANMA = preset("tenhou-sanma")


def record_first_game(service: Session) -> int:
    """Game 1 above, ended; its number."""
    game = service.table.create_game(("Aki", "Ben", "Chie"), SANMA, started_at=datetime(2025, 3, 1, 19)).id
    service.table.record(game, Tsumo(Win(1, 5)))
    service.table.record(game, Ron(0, (Win(2, 3, 30),)))
    service.table.record(game, ExhaustiveDraw(tenpai=frozenset({0})))
    service.table.finish(game)
    return game


def record_games(service: Session) -> tuple[int, int, int]:
    """The three games above, ended; their numbers."""
    first = record_first_game(service)
    four = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), started_at=datetime(2025, 3, 1, 21)).id
    service.table.record(four, Ron(3, (Win(0, 1, 30),)))
    service.table.finish(four)
    third = service.table.create_game(("Chie", "Aki", "Ben"), SANMA, started_at=datetime(2025, 3, 2, 19)).id
    service.table.record(third, Ron(0, (Win(2, 5),)))
    service.table.finish(third)
    return first, four, third
