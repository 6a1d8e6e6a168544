"""What the yaku detectors read: the facts of one reading of a winning hand, worked out once.

A reading is one way to see the hand: thirteen orphans, seven pairs, or four sets and a pair with the set
the winning tile completed (seed 000: every reading is scored and the best one kept). Its facts are frozen
(named tuples: cheap to build, read by attribute); what every reading of the hand shares sits in
:class:`HandFacts`, built once per hand.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from tablekeeper.rules.hand.fu import Wait
from tablekeeper.rules.hand.hand_input import HandInput


class Scope(Enum):
    """Which facts a detector reads, and so when the calculator asks it.

    Some scopes are asked only when a fact they all need holds (a yaku of triplets needs a triplet): that
    saves asking the others in vain, never decides for them; each detector still checks its whole definition.
    """

    WIN = "win"
    """Riichi and tsumo: reads only the flags of :attr:`HandFacts.conditions` and :attr:`HandFacts.closed`."""
    LAST_TILE = "last tile"
    """Won on the last tile, on a kan's replacement tile or by robbing a kan: reads only the same as WIN."""
    FIRST_TURN = "first turn"
    """Won in the first turn (tenhou, chiihou, renhou): reads only the same as WIN."""
    TILES = "tiles"
    """The tiles alone, the same in every reading: reads only ``suits``, ``has_simple``, ``has_terminal`` and
    ``has_honor``."""
    ONE_SUIT = "one suit"
    """The tiles alone, when they hold one suit (and perhaps honours): asked once; reads any fact of the hand."""
    NINE_GATES = "nine gates"
    """The concealed tiles, when there is no meld and they hold one suit and no honour: asked once; reads any
    fact of the hand."""
    NO_SIMPLES = "no simples"
    """The tiles alone, when they are all terminals and honours: reads only the same as TILES.

    The calculator asks the detectors of WIN, LAST_TILE, FIRST_TURN, TILES and NO_SIMPLES once for each
    combination of the facts they read (a few dozen can be entered), and keeps their answers by those facts."""
    DRAGONS = "dragons"
    """The sets and the pair, not the wait, when a split into sets has a triplet of dragons: reads only which
    dragons are triplets (``triplet_kinds``, ``triplets``, ``dragon_triplets``) and the pair. The calculator
    asks it once for each combination of those facts, and keeps the answers by them."""
    WINDS = "winds"
    """The sets and the pair, not the wait, when a split into sets has a triplet of winds: reads only which winds
    are triplets (``triplet_kinds``, ``triplets``, ``wind_triplets``), the pair, and :attr:`HandFacts.seat_kind`
    and :attr:`HandFacts.round_kind`. The calculator asks it once for each combination of those facts, and keeps
    the answers by them."""
    TRIPLETS = "triplets"
    """The sets and the pair, not the wait: asked once per split into sets that has three triplets or more."""
    TWIN_RUNS = "twin runs"
    """The sets and the pair, not the wait: asked once per split into sets where two runs are the same."""
    RUNS = "runs"
    """The sets and the pair, not the wait: asked once per split into sets that has three runs or more."""
    OUTSIDE = "outside"
    """The sets and the pair, not the wait: asked once per split into sets with a run and a pair of terminals
    or honours, where every run holds a terminal (starts from a 1 or a 7)."""
    WAIT_RUNS = "wait, runs"
    """The wait too: asked once per wait of each split of a closed hand into four runs and a pair."""
    WAIT_TRIPLETS = "wait, triplets"
    """The wait too: asked once per wait of each split with three concealed triplets or more (before the wait)."""
    SEVEN_PAIRS = "seven pairs"
    """The seven pairs reading: asked once, when the tiles are seven pairs."""
    THIRTEEN_ORPHANS = "thirteen orphans"
    """The thirteen orphans reading: asked once, when the tiles are thirteen orphans."""


class HandFacts(NamedTuple):
    """What every reading of one hand shares."""

    conditions: HandInput
    """How the hand was won, as entered (frozen): riichi, tsumo, haitei, renhou..."""
    closed: bool
    """No open meld (a concealed kan keeps the hand closed)."""
    melded: bool
    """At least one meld declared, open or concealed."""
    concealed: int
    """The concealed tiles, the winning tile included, as packed counts
    (:data:`~tablekeeper.rules.hand.tiles.BITS`)."""
    win: int
    held: int
    """Every tile of the hand, melds included, as packed counts."""
    suits: int
    """How many of the three suits the hand holds."""
    has_simple: bool
    has_terminal: bool
    has_honor: bool
    seat_kind: int
    round_kind: int


class Reading(NamedTuple):
    """One reading of the hand: the facts every detector reads."""

    hand: HandFacts
    pair: int
    """The pair's kind (thirteen orphans: the kind held twice; seven pairs: -1)."""
    chis: tuple[int, ...] = ()
    """The kind each run starts at, declared runs included."""
    runs: int = 0
    """The kinds runs start at, as a bit mask (bit k for a run from kind k): one bit for identical runs."""
    triplet_kinds: tuple[int, ...] = ()
    """The kind of each triplet and kan, declared ones included."""
    triplets: int = 0
    """The kinds of the triplets and kans, as a bit mask (bit k for kind k)."""
    dragon_triplets: int = 0
    wind_triplets: int = 0
    kans: int = 0
    pair_fu: int = 0
    """The pair's fu: not 0 when it is a pair of value (dragons, seat or round wind)."""
    wait: Wait = Wait.PAIR
    concealed_triplets: int = 0
    """Concealed triplets and kans once the wait is known: a triplet completed by a ron counts as open."""
