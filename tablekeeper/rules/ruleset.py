"""Rule sets: every option on which the presets differ, as one frozen dataclass, and the named presets.

A rule set is data (DESIGN.md, principle 3). Code elsewhere reads these fields and never tests a preset's
name. A game stores its rule set as a JSON snapshot (:func:`to_json` / :func:`from_json`) so that an old game
replays the same way after a preset changes.

The numbers come from ../shared/RULESETS.md; `club` follows seeds 001 and 003, `ema2016` seeds 000 and 002.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from tablekeeper.rules.errors import UnknownRuleSet
from tablekeeper.words import QT_TR_NOOP, Points


class TieBreak(StrEnum):
    """How players with equal final points are placed."""

    SHARE = "share"
    """They share the places and split the uma (and oka) of those places."""
    SEAT_ORDER = "seat_order"
    """The earlier seat, in the first dealer's order, ranks higher (also for leftover deposits)."""


class FinalScoreRounding(StrEnum):
    """How the +/- score is worked out from the final points."""

    EXACT = "exact"
    """(points - return) / 1000 + uma, plus oka to first (seed 001: 31,500 from 25,000 is +6.5)."""
    ROUND_TO_THOUSAND = "round_to_thousand"
    """2nd-4th rounded to 1,000 (halves away from zero) before uma; 1st gets minus the sum of the others."""


class MultipleRon(StrEnum):
    """What happens when several players ron the same discard."""

    ALL = "all"
    """Double and triple ron are all paid."""
    DOUBLE_ONLY = "double_only"
    """Double ron is paid; a triple ron is an abortive draw."""
    HEAD_BUMP = "head_bump"
    """Only the winner nearest the discarder (in turn order) wins."""


class MultipleRonHonba(StrEnum):
    """Who among several ron winners is paid the honba."""

    EACH = "each"
    """Every winner is paid the honba (seed 000)."""
    NEAREST = "nearest"
    """Only the winner nearest the discarder's right."""


class MultipleRonDeposits(StrEnum):
    """Who among several ron winners takes the riichi deposits (one enumeration per option: each offers only the
    values that make sense for it)."""

    OWN_BACK_REST_NEAREST = "own_back_rest_nearest"
    """Each riichi winner takes back their own stick, all others go to the nearest winner (seed 000)."""
    NEAREST = "nearest"
    """All of them go to the winner nearest the discarder's right."""


_LEGACY_VALUES = {
    ("multiple_ron_honba", "own_back_rest_nearest"): "nearest",
    ("multiple_ron_deposits", "each"): "own_back_rest_nearest",
}
"""Values that one enumeration once offered both options, where one of them made no sense; a game stored with one
reads as the engine then paid it (honba to the nearest winner only; every riichi winner's own stick back)."""


class PaoHonba(StrEnum):
    """Who pays the honba when a hand with a liable player (pao) is won by ron."""

    DISCARDER = "discarder"
    LIABLE = "liable"


class ChomboPenalty(StrEnum):
    """How a chombo is paid."""

    REVERSE_MANGAN = "reverse_mangan"
    """At once, as a mangan paid to the others (a dealer pays 4,000 each, a non-dealer 4,000/2,000)."""
    END_OF_GAME = "end_of_game"
    """A fixed penalty (``chombo_points``) taken from the +/- score at the end, after uma."""


class Renhou(StrEnum):
    """Whether a ron before one's own first draw (renhou) is a yaku, and its value."""

    NONE = "none"
    MANGAN = "mangan"
    YAKUMAN = "yakuman"


class AbsentShare(StrEnum):
    """At a table of three, what becomes of the share the absent fourth player would pay of a tsumo."""

    LOST = "lost"
    """Tsumo loss: the two payers pay what they would with four, the absent share is paid by nobody (Tenhou, Mahjong
    Soul)."""
    SPLIT = "split"
    """The absent share is split between the two payers, each half rounded up to 100 (north bisection)."""


class LeftoverDeposits(StrEnum):
    """Where the riichi deposits still on the table at the end of the game go."""

    TO_FIRST = "to_first"
    LOST = "lost"


class TimeEnd(StrEnum):
    """What a timed game does once the round's time is called."""

    HAND_IN_PLAY = "hand_in_play"
    """The hand in play is finished, then the game ends (WRC)."""
    ONE_MORE_HAND = "one_more_hand"
    """The hand in play is finished and one more hand is played (EMA)."""


MAX_OPTION_POINTS = 1_000_000
"""The largest amount of points a rule option may hold (as the window's rule editor offers)."""
MAX_UMA = 200_000
MAX_ROUND_MINUTES = 600
MAX_NAME_LENGTH = 100
"""The longest name of a rule set."""
_POINT_OPTIONS = (
    "start_points",
    "return_points",
    "oka",
    "honba_ron",
    "honba_tsumo",
    "riichi_deposit",
    "noten_payment_total",
    "extension_target",
    "chombo_points",
)

PRESET_NAMES: tuple[str, ...] = (
    "club",
    "ema2016",
    "wrc2022",
    "tenhou",
    "mleague",
    "mahjongsoul",
    "tenhou-sanma",
    "mahjongsoul-sanma",
)
PLAYER_COUNTS = (3, 4)
"""The tables tablekeeper keeps: three players (sanma) or four."""
FULL_TABLE = 4
"""The players a hand's value is counted for: a tsumo at a table of three pays as it would with four, less the
absent share (or that share split, :class:`AbsentShare`)."""
DEFAULT_PRESET = "club"


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every rule option a game is played under. Amounts are in points."""

    name: str = "club"
    """The preset this set came from, or a name given by the club (only shown, never tested in code)."""
    players: int = 4
    """3 or 4: the seats at the table. Seats, winds, the dealer's turn, payments, places, uma and the tiles in play
    (a table of three plays without 2m to 8m) all follow it."""

    # Points, placement and the +/- score.
    start_points: int = 25_000
    return_points: int = 25_000
    oka: int = 0
    """Points given to first place on top of the uma (4 x (return - start) in most rule sets)."""
    uma: tuple[int, ...] = (0, 0, 0, 0)
    """Placement bonus in points for each place, 1st first: one value per player."""
    tie_break: TieBreak = TieBreak.SHARE
    final_score_rounding: FinalScoreRounding = FinalScoreRounding.EXACT

    # Value of a hand.
    kiriage_mangan: bool = False
    """1,920 base points (4 han 30 fu, 3 han 60 fu) are rounded up to a mangan (seed 002)."""
    counted_yakuman: bool = True
    """13 han or more without a yakuman is a (counted) yakuman; otherwise it stays a sanbaiman."""
    multiple_yakuman: bool = True
    """Several yakuman in one hand add up."""
    double_yakuman_variants: bool = False
    """13-wait kokushi, tanki suuankou and 9-wait chuuren count as double yakuman."""
    aotenjou: bool = False
    """No limits: base = fu x 2^(2 + han) at any han, a yakuman counting 13 han (seed 001)."""
    red_fives: bool = True
    """One red five per suit, each worth one han like a dora."""
    open_tanyao: bool = True
    double_wind_pair_fu: int = 4
    """Fu for a pair of the wind that is both the seat and the round wind."""
    renhou: Renhou = Renhou.NONE

    # Counters and deposits.
    honba_ron: int = 300
    """Added to a ron per honba, paid by the discarder."""
    honba_tsumo: int = 100
    """Added to a tsumo per honba, paid by each payer."""
    riichi_deposit: int = 1_000
    noten_payment_total: int = 3_000
    riichi_needs_deposit: bool = False
    """Riichi may only be declared with at least ``riichi_deposit`` points."""
    absent_share: AbsentShare = AbsentShare.LOST
    """At a table of three, the absent player's share of a tsumo (no meaning with four)."""
    kita: bool = False
    """A North set aside (kita, nukidora) is a dora for its owner, with a replacement draw; a North kept in the hand
    is an ordinary honour."""

    # Several winners, liability.
    multiple_ron: MultipleRon = MultipleRon.ALL
    multiple_ron_honba: MultipleRonHonba = MultipleRonHonba.EACH
    multiple_ron_deposits: MultipleRonDeposits = MultipleRonDeposits.OWN_BACK_REST_NEAREST
    pao_yaku: frozenset[str] = field(default_factory=lambda: frozenset({"daisangen", "daisuushii"}))
    """Yakuman for which a player who fed the last set is liable (pao)."""
    pao_ron_honba: PaoHonba = PaoHonba.DISCARDER

    # Draws.
    abortive_draws: bool = True
    nagashi_mangan: bool = True

    # Length and end of the game.
    rounds: int = 2
    """1: east only; 2: east-south."""
    extension_target: int | None = None
    """When set, a game where nobody reaches this many points after the last hand goes on into the next
    round, until someone does or the deal passes from that round's fourth hand."""
    bust_ends_game: bool = False
    """The game ends as soon as a player's score goes below zero (exactly zero plays on)."""
    agari_yame: bool = False
    """In the last hand, a dealer who wins and is first with ``extension_target`` (or return) points may end."""
    tenpai_yame: bool = False
    """As ``agari_yame``, when the dealer is tenpai at an exhaustive draw."""
    chombo: ChomboPenalty = ChomboPenalty.REVERSE_MANGAN
    chombo_points: int = 20_000
    """The end-of-game penalty, used when ``chombo`` is END_OF_GAME."""
    leftover_deposits: LeftoverDeposits = LeftoverDeposits.TO_FIRST
    round_minutes: int = 90
    """The time limit of an event's round: its clock starts from it (the organiser may add time)."""
    time_end: TimeEnd = TimeEnd.HAND_IN_PLAY
    """What a game does when the round's time is called; a hand not yet dealt then is not played."""

    def __post_init__(self) -> None:
        if self.rounds not in (1, 2, 3, 4):
            raise UnknownRuleSet(QT_TR_NOOP("A game lasts 1 to 4 rounds, not {rounds}."), rounds=self.rounds)
        if self.rounds == 4 and self.extension_target is not None:
            # The rounds are East, South, West and North: a four-round game has none left to go on into.
            raise UnknownRuleSet(
                QT_TR_NOOP("A game of four rounds cannot go on into an extension round; turn one of them off.")
            )
        if self.double_wind_pair_fu not in (2, 4):
            raise UnknownRuleSet(
                QT_TR_NOOP("A double-wind pair is worth 2 or 4 fu, not {fu}."), fu=self.double_wind_pair_fu
            )
        if isinstance(self.round_minutes, bool) or not 1 <= self.round_minutes <= MAX_ROUND_MINUTES:
            raise UnknownRuleSet(
                QT_TR_NOOP("A round lasts 1 to {most} minutes, not {minutes}."),
                most=MAX_ROUND_MINUTES,
                minutes=self.round_minutes,
            )
        if isinstance(self.players, bool) or self.players not in PLAYER_COUNTS:
            raise UnknownRuleSet(QT_TR_NOOP("A game has 3 or 4 players, not {value}."), value=repr(self.players))
        if len(self.uma) != self.players:
            raise UnknownRuleSet(
                QT_TR_NOOP("The uma has one value for each of the {count} places, not {given}."),
                count=self.players,
                given=len(self.uma),
            )
        # The ranges the window's rule editor offers: a rule set read from a file may hold no more.
        for name in _POINT_OPTIONS:
            value = getattr(self, name)
            if value is not None and not 0 <= value <= MAX_OPTION_POINTS:
                raise UnknownRuleSet(
                    QT_TR_NOOP("The rule option {name} is from 0 to {most}, not {value}."),
                    name=repr(name),
                    most=Points(MAX_OPTION_POINTS),
                    value=Points(value),
                )
        if not all(-MAX_UMA <= u <= MAX_UMA for u in self.uma):
            raise UnknownRuleSet(
                QT_TR_NOOP("Each uma is from {least} to {most} points, not {uma}."),
                least=Points(-MAX_UMA),
                most=Points(MAX_UMA),
                uma=list(self.uma),
            )


_CLUB = RuleSet()

PRESETS: dict[str, RuleSet] = {
    "club": _CLUB,
    "ema2016": dataclasses.replace(
        _CLUB,
        name="ema2016",
        start_points=30_000,
        return_points=30_000,
        uma=(15_000, 5_000, -5_000, -15_000),
        kiriage_mangan=True,
        counted_yakuman=False,
        red_fives=False,
        abortive_draws=False,
        nagashi_mangan=False,
        chombo=ChomboPenalty.END_OF_GAME,
        time_end=TimeEnd.ONE_MORE_HAND,
    ),
    "wrc2022": dataclasses.replace(
        _CLUB,
        name="wrc2022",
        start_points=30_000,
        return_points=30_000,
        uma=(15_000, 5_000, -5_000, -15_000),
        kiriage_mangan=True,
        counted_yakuman=False,
        red_fives=False,
        double_wind_pair_fu=2,
        multiple_ron=MultipleRon.HEAD_BUMP,
        multiple_ron_honba=MultipleRonHonba.NEAREST,
        multiple_ron_deposits=MultipleRonDeposits.NEAREST,
        abortive_draws=False,
        nagashi_mangan=False,
        chombo=ChomboPenalty.END_OF_GAME,
    ),
    "tenhou": dataclasses.replace(
        _CLUB,
        name="tenhou",
        return_points=30_000,
        oka=20_000,
        uma=(20_000, 10_000, -10_000, -20_000),
        tie_break=TieBreak.SEAT_ORDER,
        final_score_rounding=FinalScoreRounding.ROUND_TO_THOUSAND,
        multiple_ron=MultipleRon.DOUBLE_ONLY,
        multiple_ron_honba=MultipleRonHonba.NEAREST,
        multiple_ron_deposits=MultipleRonDeposits.NEAREST,
        pao_ron_honba=PaoHonba.LIABLE,
        extension_target=30_000,
        bust_ends_game=True,
        riichi_needs_deposit=True,
        agari_yame=True,
        tenpai_yame=True,
    ),
    "mleague": dataclasses.replace(
        _CLUB,
        name="mleague",
        return_points=30_000,
        oka=20_000,
        uma=(30_000, 10_000, -10_000, -30_000),
        kiriage_mangan=True,
        double_wind_pair_fu=2,
        multiple_ron=MultipleRon.HEAD_BUMP,
        multiple_ron_honba=MultipleRonHonba.NEAREST,
        multiple_ron_deposits=MultipleRonDeposits.NEAREST,
        pao_yaku=frozenset({"daisangen", "daisuushii", "suukantsu"}),
        nagashi_mangan=False,
        riichi_needs_deposit=True,
        chombo=ChomboPenalty.END_OF_GAME,
    ),
    "mahjongsoul": dataclasses.replace(
        _CLUB,
        name="mahjongsoul",
        uma=(15_000, 5_000, -5_000, -15_000),
        tie_break=TieBreak.SEAT_ORDER,
        double_yakuman_variants=True,
        pao_ron_honba=PaoHonba.LIABLE,
        extension_target=30_000,
        bust_ends_game=True,
        riichi_needs_deposit=True,
        agari_yame=True,
        tenpai_yame=True,
    ),
}

# Three players (RULESETS.md, "Three players"): as the four-player twin, where the table of three differs.
PRESETS["tenhou-sanma"] = dataclasses.replace(
    PRESETS["tenhou"],
    name="tenhou-sanma",
    players=3,
    start_points=35_000,
    return_points=40_000,
    oka=15_000,
    uma=(20_000, 0, -20_000),
    final_score_rounding=FinalScoreRounding.EXACT,
    honba_ron=200,
    noten_payment_total=2_000,
    extension_target=40_000,
    kita=True,
)
PRESETS["mahjongsoul-sanma"] = dataclasses.replace(
    PRESETS["mahjongsoul"],
    name="mahjongsoul-sanma",
    players=3,
    start_points=35_000,
    return_points=35_000,
    uma=(15_000, 0, -15_000),
    multiple_ron_honba=MultipleRonHonba.NEAREST,
    multiple_ron_deposits=MultipleRonDeposits.NEAREST,
    honba_ron=200,
    noten_payment_total=2_000,
    extension_target=40_000,
    kita=True,
)


def preset(name: str) -> RuleSet:
    """The named preset (`club`, `ema2016`, `wrc2022`, `tenhou`, `mleague`, `mahjongsoul`, `tenhou-sanma`,
    `mahjongsoul-sanma`)."""
    try:
        return PRESETS[name]
    except KeyError:
        known = ", ".join(PRESET_NAMES)
        raise UnknownRuleSet(
            QT_TR_NOOP("There is no rule set called {name}; the presets are {known}."), name=repr(name), known=known
        ) from None


def to_dict(rules: RuleSet) -> dict[str, Any]:
    """The rule set as plain JSON values."""
    out: dict[str, Any] = {}
    for f in dataclasses.fields(rules):
        value = getattr(rules, f.name)
        if isinstance(value, frozenset):
            value = sorted(value)
        elif isinstance(value, tuple):
            value = list(value)
        out[f.name] = value  # StrEnum values serialise as their strings
    return out


def to_json(rules: RuleSet) -> str:
    """A JSON snapshot of the rule set, as a game stores it."""
    return json.dumps(to_dict(rules), sort_keys=True)


def from_dict(data: dict[str, Any]) -> RuleSet:  # noqa: C901 - reads a record format: one case per field type
    """Read back a rule set; options missing from an older snapshot take the club default."""
    fields = {f.name: f for f in dataclasses.fields(RuleSet)}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise UnknownRuleSet(
            QT_TR_NOOP(
                "This rule set has options tablekeeper does not know ({options}); "
                "it was probably written by a newer version."
            ),
            options=", ".join(unknown),
        )
    kwargs: dict[str, Any] = {}
    defaults = RuleSet()
    for name, value in data.items():
        default = getattr(defaults, name)
        try:
            if isinstance(default, StrEnum):
                kwargs[name] = type(default)(_LEGACY_VALUES.get((name, value), value))
            elif isinstance(default, frozenset):
                if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                    raise TypeError(name)
                kwargs[name] = frozenset(value)
            elif isinstance(default, tuple):
                # A list of whole numbers: a string such as "1234" is not read digit by digit.
                if not isinstance(value, list) or not all(_is_whole(v) for v in value):
                    raise TypeError(name)
                kwargs[name] = tuple(value)
            elif isinstance(default, bool):
                if not isinstance(value, bool):
                    raise TypeError(name)
                kwargs[name] = value
            elif name == "extension_target":
                if value is not None and not _is_whole(value):
                    raise TypeError(name)
                kwargs[name] = value
            elif isinstance(default, int):
                if isinstance(value, bool) or not isinstance(value, int):
                    raise TypeError(name)
                kwargs[name] = value
            else:
                if not isinstance(value, str) or len(value) > MAX_NAME_LENGTH:
                    raise TypeError(name)
                kwargs[name] = value
        except (TypeError, ValueError):
            shown = repr(value) if len(repr(value)) <= 40 else repr(value)[:37] + "..."
            raise UnknownRuleSet(
                QT_TR_NOOP("The rule option {name} has a value tablekeeper cannot read: {value}."),
                name=repr(name),
                value=shown,
            ) from None
    return RuleSet(**kwargs)


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def from_json(text: str) -> RuleSet:
    """Read back a JSON snapshot written by :func:`to_json`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise UnknownRuleSet(QT_TR_NOOP("The stored rule set is not valid JSON.")) from None
    if not isinstance(data, dict):
        raise UnknownRuleSet(QT_TR_NOOP("The stored rule set is not a JSON object."))
    return from_dict(data)
