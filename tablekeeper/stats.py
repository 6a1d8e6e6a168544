"""Club statistics: each player's games, wins, deal-ins, riichi, places and +/- scores over replayed games.

Pure: no Qt, no SQL. It reads the games as the service replays them (:class:`~tablekeeper.session.GameView`),
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
from typing import TYPE_CHECKING

from tablekeeper.rules.game import settled_result
from tablekeeper.rules.results import Ron, Tsumo
from tablekeeper.rules.settlement import Reason

if TYPE_CHECKING:  # only the shapes of the replayed games: this module needs no database
    from tablekeeper.session import GameView, HandView

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
    places: tuple[int, int, int, int] = (0, 0, 0, 0)
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


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What one hand counts for in the statistics, by seat."""

    win_points: dict[int, int]
    """Each winner's seat and the value of their hand (without honba and deposits)."""
    tsumo: bool
    discarder: int | None
    """The seat that dealt in, when the hand was a ron that paid someone."""
    riichi: frozenset[int]


def hand_facts(hand: HandView, view: GameView) -> HandFacts:
    """The winners, the deal-in and the riichi sticks of one replayed hand."""
    paid: dict[int, int] = {}
    riichi = set(hand.before.riichi)
    for transfer in hand.settlement:
        if transfer.reason in _WIN_REASONS and transfer.payee is not None:
            paid[transfer.payee] = paid.get(transfer.payee, 0) + transfer.amount
        elif transfer.reason is Reason.RIICHI and transfer.payer is not None:
            riichi.add(transfer.payer)
    result = settled_result(hand.result, view.rules)
    discarder = result.discarder if isinstance(result, Ron) and paid else None
    return HandFacts(paid, isinstance(result, Tsumo) and bool(paid), discarder, frozenset(riichi))


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


def club_statistics(views: Iterable[GameView], player: str | None = None) -> list[PlayerStatistics]:
    """Every player of the finished games among ``views`` (only ``player``, in any case, when given), ranked by
    total +/- score, then by name. Games still being played are left out: their places are not known yet."""
    tallies: dict[str, _Tally] = {}
    for view in views:
        if not view.finished:
            continue
        seats = [tallies.setdefault(name, _Tally()) for name in view.players]
        _count_game(view, seats)
    wanted = None if player is None else player.lower()
    chosen = [t.frozen(name) for name, t in tallies.items() if wanted is None or name.lower() == wanted]
    return sorted(chosen, key=lambda s: (-s.total_score, s.name))


def _count_game(view: GameView, seats: Sequence[_Tally]) -> None:
    for tally in seats:
        tally.games += 1
        tally.hands += len(view.hands)
    for hand in view.hands:
        facts = hand_facts(hand, view)
        for seat, points in facts.win_points.items():
            seats[seat].wins += 1
            seats[seat].win_points += points
            seats[seat].tsumo_wins += facts.tsumo
        if facts.discarder is not None:
            seats[facts.discarder].deal_ins += 1
        for seat in facts.riichi:
            seats[seat].riichi += 1
    for standing in view.standings:
        seats[standing.seat].places[standing.place - 1] += 1
        seats[standing.seat].total_score += standing.score


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
