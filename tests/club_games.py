"""The club's games whose every statistic is worked out by hand: shared by the statistics' CLI and window tests."""

from __future__ import annotations

from datetime import datetime

from tablekeeper.rules.results import AbortiveDraw, AbortKind, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session


def record_club(service: Session) -> None:
    """Three games; the figures of the two finished ones are worked out in the comments.

    Game 1, club rules (25,000 to start and return, no uma), seats Aki, Ben, Chie, Dai; started 2025-03-01:

    1. East 1: Ben declares riichi (-1,000 to the table); Dai deals in to Ben (mangan, 8,000) and Chie (3 han
       30 fu, 3,900): a double ron; Ben takes his own stick back. Aki 25,000, Ben 33,000, Chie 28,900, Dai 13,100.
       Aki (dealer) did not win: the deal passes, no honba.
    2. East 2: Aki declares riichi (-1,000); exhaustive draw, Aki and Chie tenpai: Ben and Dai pay 750 to each.
       Aki 25,500, Ben 31,500, Chie 30,400, Dai 11,600; 1 honba, 1,000 on the table; Ben (dealer) noten: passes.
    3. East 3: abortive draw (nine terminals): nothing moves; 2 honba.
    4. East 3, 2 honba, 1,000 on the table: Dai declares riichi (-1,000) and wins by tsumo, 2 han 30 fu
       (500 / 1,000): Chie (dealer) pays 1,000 + 200 honba, Aki and Ben 500 + 200 each; Dai takes the 2,000 on
       the table. The hand's own value: 2,000. Aki 24,800, Ben 30,800, Chie 29,200, Dai 15,200.
    Ended early: Ben +5.8 (1st), Chie +4.2 (2nd), Aki -0.2 (3rd), Dai -9.8 (4th).

    Game 2, ema2016 (30,000 to start and return, uma 15/5/-5/-15, tied players share a place), seats Ben, Aki,
    Dai, Chie; started 2025-03-08: Dai deals in to Aki, 1 han 30 fu (1,000), and the game is ended at once.
    Aki 31,000 (1st: +1 + 15 = +16), Ben and Chie 30,000 share 2nd (uma (5 - 5) / 2 = 0 each: 0.0), Dai 29,000
    (4th: -1 - 15 = -16).

    Game 3 is still being played: it counts for nothing.
    """
    one = service.table.create_game(("Aki", "Ben", "Chie", "Dai"), started_at=datetime(2025, 3, 1, 19)).id
    service.table.record(one, Ron(3, (Win(1, 5, 30), Win(2, 3, 30)), frozenset({1})))
    service.table.record(one, ExhaustiveDraw(tenpai=frozenset({0, 2}), riichi=frozenset({0})))
    service.table.record(one, AbortiveDraw(AbortKind.NINE_TERMINALS))
    service.table.record(one, Tsumo(Win(3, 2, 30), frozenset({3})))
    service.table.finish(one)
    two = service.table.create_game(
        ("Ben", "Aki", "Dai", "Chie"), preset("ema2016"), started_at=datetime(2025, 3, 8, 19)
    ).id
    service.table.record(two, Ron(2, (Win(1, 1, 30),)))
    service.table.finish(two)
    three = service.table.create_game(("Aki", "Ben", "Eri", "Dai"), started_at=datetime(2025, 3, 9, 19)).id
    service.table.record(three, Tsumo(Win(2, 5, 30)))
