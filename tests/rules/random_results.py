"""Random results the rules accept, hand after hand of a game (deterministic from a random.Random): used by the
property tests of the game and by the benchmarks' databases, whose games then differ as a club's do."""

from __future__ import annotations

import random

from tablekeeper.rules.game import GameState, abortive_kinds
from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet

# Han/fu pairs from seed 003's points table (ron and tsumo columns), and limit hands.
RON_VALUES = [(1, 30), (1, 40), (1, 110), (2, 25), (2, 30), (2, 70), (3, 40), (3, 60), (4, 30), (5, None), (6, None)]
RON_VALUES += [(8, None), (11, None), (13, None)]
TSUMO_VALUES = [(1, 30), (1, 50), (2, 20), (2, 40), (3, 25), (3, 20), (4, 20), (4, 40), (5, None), (7, None)]
TSUMO_VALUES += [(10, None), (12, None)]


def _win(rng: random.Random, seat: int, players: int, values: list[tuple[int, int | None]]) -> Win:
    # Mostly small hands, as at a real table, so that many games last into the last hands and extensions.
    if rng.randrange(60) == 0:
        pao = rng.choice([None, *(s for s in range(players) if s != seat)])
        return Win(seat, yakuman=rng.randint(1, 2), pao=pao)
    han, fu = rng.choice(values[:4] if rng.random() < 0.7 else values)
    return Win(seat, han=han, fu=fu)


def random_result(rng: random.Random, state: GameState, rules: RuleSet) -> HandResult:
    """A result the rules accept, among the rule set's seats (0 to players - 1), with riichi only by players who may
    declare it. At a table of four the draws are those made before tables of three existed: a bench's database
    stays the same game for game."""
    players = rules.players
    can_riichi = [
        s for s in range(players) if not rules.riichi_needs_deposit or state.scores[s] >= rules.riichi_deposit
    ]
    riichi = frozenset(s for s in can_riichi if rng.random() < 0.2)
    # The abortive draws the rules have at this table (a triple ron comes as a ron of three winners).
    aborts = [k for k in abortive_kinds(rules) if k is not AbortKind.TRIPLE_RON]
    kinds = {"ron": 40, "tsumo": 25, "draw": 20, "chombo": 2, "abort": 4 if aborts else 0}
    kind = rng.choices(list(kinds), weights=list(kinds.values()))[0]
    if kind == "ron":
        discarder = rng.randrange(players)
        seats = [s for s in range(players) if s != discarder]
        winners = rng.sample(seats, min(rng.choice([1, 1, 1, 1, 2, 2, 3]), len(seats)))
        return Ron(discarder, tuple(_win(rng, w, players, RON_VALUES) for w in winners), riichi)
    if kind == "tsumo":
        return Tsumo(_win(rng, rng.randrange(players), players, TSUMO_VALUES), riichi)
    if kind == "draw":
        tenpai = riichi | frozenset(s for s in range(players) if rng.random() < 0.5)
        nagashi = frozenset(s for s in range(players) if rules.nagashi_mangan and rng.random() < 0.05)
        return ExhaustiveDraw(tenpai, nagashi, riichi)
    if kind == "abort":
        abort = rng.choice(aborts)
        if abort is AbortKind.FOUR_RIICHI:
            if len(can_riichi) < players:
                abort = AbortKind.NINE_TERMINALS
            else:
                riichi = frozenset(range(players))
        return AbortiveDraw(abort, riichi)
    return Chombo(rng.randrange(players), riichi)
