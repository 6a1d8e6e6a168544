"""Club statistics: each player's games, wins, deal-ins, riichi, places and +/- scores over replayed games.

Pure: no Qt, no SQL. It reads the games as the service replays them (:class:`~tablekeeper.snapshots.GameSnapshot`),
so every figure comes from the settlements' transfers and the rule set's own standings, never from a second
reading of the inputs:

- a winner is a seat paid for a hand (``HAND`` or ``PAO`` transfers): each winner of a multiple ron counts,
  a ron the rules settle as a draw (a triple ron under ``DOUBLE_ONLY``) or whose bumped winners are not paid
  (``HEAD_BUMP``) counts only those paid;
- a win's value is what the hand itself paid, without honba and deposits (``HONBA``, ``DEPOSIT``);
- a deal-in is a ron (as the rules settle it) with a paid winner: the discarder's, once per hand;
- a riichi is a stick put on the table (a ``RIICHI`` transfer, or a stick already there when the hand began).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

from tablekeeper.rules.game import GameState, settled_result
from tablekeeper.rules.results import HandResult, Ron, Tsumo
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.rules.settlement import Reason, Settlement
from tablekeeper.rules.standings import Standing
from tablekeeper.snapshots import GameSnapshot

_WIN_REASONS = (Reason.HAND, Reason.PAO)
"""The transfers that pay a winning hand itself (pao is a share of the hand, paid by the liable player)."""


@dataclass(frozen=True, slots=True)
class PlayerStatistics:
    """One player's figures over the finished games they sat in. Rates are None when there is nothing to divide."""

    name: str
    games: int = 0
    hands: int = 0
    """Every hand of their games, draws, abortive draws and chombos included."""
    wins: int = 0
    tsumo_wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    win_points: int = 0
    """The value of all their winning hands together, without honba and deposits."""
    places: tuple[int, ...] = (0, 0, 0, 0)
    """How many times they were 1st, 2nd, 3rd and 4th (shared places as the rule set settles them)."""
    total_score: Fraction = field(default_factory=Fraction)
    """The sum of their final +/- scores, in game points."""

    @property
    def win_rate(self) -> Fraction | None:
        return _ratio(self.wins, self.hands)

    @property
    def deal_in_rate(self) -> Fraction | None:
        return _ratio(self.deal_ins, self.hands)

    @property
    def riichi_rate(self) -> Fraction | None:
        return _ratio(self.riichi, self.hands)

    @property
    def tsumo_share(self) -> Fraction | None:
        """The share of their wins made by tsumo."""
        return _ratio(self.tsumo_wins, self.wins)

    @property
    def average_win(self) -> Fraction | None:
        """The mean value of their winning hands, in points, without honba and deposits."""
        return _ratio(self.win_points, self.wins)

    @property
    def average_place(self) -> Fraction | None:
        return _ratio(sum(place * n for place, n in enumerate(self.places, start=1)), self.games)

    @property
    def average_score(self) -> Fraction | None:
        return None if not self.games else self.total_score / self.games


def _ratio(part: int, whole: int) -> Fraction | None:
    return None if not whole else Fraction(part, whole)


FIGURES_VERSION = 1
"""The version of the definitions below. Each finished game's figures are stored with the version they were
worked out with; raise it whenever a definition, or what the engine pays, changes: every stored figure of an
older version is then worked out again from the replay."""


@dataclass(frozen=True, slots=True)
class SeatFigures:
    """What one seat of one finished game counts for: the unit the statistics add up (and the database keeps)."""

    hands: int
    wins: int
    tsumo_wins: int
    deal_ins: int
    riichi: int
    win_points: int
    place: int
    score: Fraction
    version: int = FIGURES_VERSION
    """The definitions they were worked out with, kept beside them (the store reads it: it imports no domain)."""

    def alone(self, name: str) -> PlayerStatistics:
        """These figures as the statistics of ``name`` over this one game."""
        places = [0, 0, 0, 0]
        places[self.place - 1] = 1
        return PlayerStatistics(
            name,
            1,
            self.hands,
            self.wins,
            self.tsumo_wins,
            self.deal_ins,
            self.riichi,
            self.win_points,
            (places[0], places[1], places[2], places[3]),
            self.score,
        )


class PlayedLike(Protocol):
    """A replayed hand: the engine's PlayedHand, or the service's HandSnapshot."""

    @property
    def before(self) -> GameState: ...
    @property
    def result(self) -> HandResult: ...
    @property
    def settlement(self) -> Settlement: ...


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What one hand counts for in the statistics, by seat."""

    win_points: dict[int, int]
    """Each winner's seat and the value of their hand (without honba and deposits)."""
    tsumo: bool
    discarder: int | None
    """The seat that dealt in, when the hand was a ron that paid someone."""
    riichi: frozenset[int]


def hand_facts(hand: PlayedLike, rules: RuleSet) -> HandFacts:
    """The winners, the deal-in and the riichi sticks of one replayed hand."""
    paid: dict[int, int] = {}
    riichi = set(hand.before.riichi)
    for transfer in hand.settlement:
        if transfer.reason in _WIN_REASONS and transfer.payee is not None:
            paid[transfer.payee] = paid.get(transfer.payee, 0) + transfer.amount
        elif transfer.reason is Reason.RIICHI and transfer.payer is not None:
            riichi.add(transfer.payer)
    result = settled_result(hand.result, rules)
    discarder = result.discarder if isinstance(result, Ron) and paid else None
    return HandFacts(paid, isinstance(result, Tsumo) and bool(paid), discarder, frozenset(riichi))


def game_figures(hands: Sequence[PlayedLike], rules: RuleSet, final: Sequence[Standing]) -> tuple[SeatFigures, ...]:
    """Each seat's figures (a seat for each player of the rules) of a finished game: its replayed hands and its
    final standings."""
    wins = [0] * 4
    tsumo_wins = [0] * 4
    deal_ins = [0] * 4
    riichi = [0] * 4
    win_points = [0] * 4
    for hand in hands:
        facts = hand_facts(hand, rules)
        for seat, points in facts.win_points.items():
            wins[seat] += 1
            win_points[seat] += points
            tsumo_wins[seat] += facts.tsumo
        if facts.discarder is not None:
            deal_ins[facts.discarder] += 1
        for seat in facts.riichi:
            riichi[seat] += 1
    by_seat = {standing.seat: standing for standing in final}
    out = tuple(
        SeatFigures(
            len(hands),
            wins[seat],
            tsumo_wins[seat],
            deal_ins[seat],
            riichi[seat],
            win_points[seat],
            by_seat[seat].place,
            by_seat[seat].score,
        )
        for seat in range(rules.players)
    )
    return out


def view_figures(view: GameSnapshot) -> tuple[SeatFigures, ...]:
    """The figures of a replayed finished game, seat by seat."""
    return game_figures(view.hands, view.rules, view.standings)


@dataclass(slots=True)
class _Tally:
    games: int = 0
    hands: int = 0
    wins: int = 0
    tsumo_wins: int = 0
    deal_ins: int = 0
    riichi: int = 0
    win_points: int = 0
    places: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    total_score: Fraction = field(default_factory=Fraction)

    def add(self, part: PlayerStatistics) -> None:
        self.games += part.games
        self.hands += part.hands
        self.wins += part.wins
        self.tsumo_wins += part.tsumo_wins
        self.deal_ins += part.deal_ins
        self.riichi += part.riichi
        self.win_points += part.win_points
        for place, count in enumerate(part.places):
            self.places[place] += count
        self.total_score += part.total_score

    def frozen(self, name: str) -> PlayerStatistics:
        p = self.places
        return PlayerStatistics(
            name,
            self.games,
            self.hands,
            self.wins,
            self.tsumo_wins,
            self.deal_ins,
            self.riichi,
            self.win_points,
            (p[0], p[1], p[2], p[3]),
            self.total_score,
        )


def tally(parts: Iterable[PlayerStatistics], player: str | None = None) -> list[PlayerStatistics]:
    """Each player's statistics, added up from parts of them (a seat of one game, or sums the database made),
    only ``player``'s (in any case) when given; ranked by total +/- score, then by name."""
    tallies: dict[str, _Tally] = {}
    for part in parts:
        tally_of = tallies.get(part.name)
        if tally_of is None:
            tally_of = tallies[part.name] = _Tally()
        tally_of.add(part)
    wanted = None if player is None else player.lower()
    chosen = [t.frozen(name) for name, t in tallies.items() if wanted is None or name.lower() == wanted]
    return sorted(chosen, key=lambda s: (-s.total_score, s.name))


def club_statistics(views: Iterable[GameSnapshot], player: str | None = None) -> list[PlayerStatistics]:
    """Every player of the finished games among ``views`` (only ``player``, in any case, when given), ranked by
    total +/- score, then by name. Games still being played are left out: their places are not known yet."""
    return tally(
        (
            figures.alone(name)
            for view in views
            if view.finished
            for name, figures in zip(view.players, view_figures(view), strict=True)
        ),
        player,
    )


def _plain(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def statistics_data(players: Iterable[PlayerStatistics]) -> dict[str, list[dict[str, object]]]:
    """The JSON object of `tablekeeper stats --json`: plain numbers, null where there is nothing to divide."""
    return {
        "players": [
            {
                "name": p.name,
                "games": p.games,
                "hands": p.hands,
                "wins": p.wins,
                "tsumo_wins": p.tsumo_wins,
                "deal_ins": p.deal_ins,
                "riichi": p.riichi,
                "win_rate": _plain(p.win_rate),
                "deal_in_rate": _plain(p.deal_in_rate),
                "riichi_rate": _plain(p.riichi_rate),
                "tsumo_share": _plain(p.tsumo_share),
                "average_win": _plain(p.average_win),
                "average_place": _plain(p.average_place),
                "average_score": _plain(p.average_score),
                "total_score": float(p.total_score),
                "places": list(p.places),
            }
            for p in players
        ]
    }
