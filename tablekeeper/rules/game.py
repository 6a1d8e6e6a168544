"""The game engine: the state of a game between two hands, and what one hand result does to it.

``apply(state, result, rules)`` takes the state at the start of a hand and what the players said happened
(a :data:`~tablekeeper.rules.results.HandResult`), and returns the state at the start of the next hand with
the :data:`~tablekeeper.rules.settlement.Settlement` that explains every point that moved. It never changes
its arguments; bad input raises a :class:`~tablekeeper.rules.errors.RuleError` with a sentence.

Contracts, in the words of the seeds and RULESETS.md:

- Riichi: ``result.riichi`` is every seat that declared riichi during the hand. A seat already in
  ``state.riichi`` (its stick taken by :func:`declare_riichi` while the hand was played) is not charged
  again; the settlement holds a ``RIICHI`` transfer only for the sticks this call takes, so that
  ``next.scores == state.scores + deltas(settlement)`` always holds. A stored game keeps its results with
  the full ``riichi`` set and replays them from start-of-hand states, where ``state.riichi`` is empty.
- Deltas: :func:`~tablekeeper.rules.settlement.deltas` of a settlement includes the riichi sticks paid in
  that hand, so a history row adds up to the change of the scores; Tenhou prints a hand without them (its
  sticks leave when the riichi stands), which :func:`~tablekeeper.rules.settlement.deltas_without_riichi`
  gives.
- Several ron winners are ordered from the discarder's right (the next player in turn order). Under
  ``MultipleRon.HEAD_BUMP`` only the first of them is paid: the others are ignored (their values are still
  checked), as a club player expects the preset to be applied rather than refused. Under ``DOUBLE_ONLY`` a
  ron with three winners is settled as the abortive draw ``TRIPLE_RON``.
- Deposits in a multiple ron: ``NEAREST`` gives every stick on the table to the first winner; otherwise
  each riichi winner takes back their own stick and the first winner takes the rest (seed 000).
- Pao: the liable player is liable for the whole hand (seed 002). On a tsumo they pay everything, honba
  included; on a ron they pay half and the discarder half, the honba coming from ``rules.pao_ron_honba``.
- Nagashi mangan is paid as a mangan tsumo without honba, instead of the tenpai payments; the deposits
  stay; the dealer stays when tenpai.
- Agari-yame and tenpai-yame end the game by themselves (as on Tenhou) when their rule is on.
- When the game ends, ``round`` and ``dealer`` stay those of the last hand played; the deposits still on
  the table go to first place in the standings (:mod:`tablekeeper.rules.standings`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass, field

from tablekeeper.errors import Phrase
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.placement import places
from tablekeeper.rules.points import (
    MANGAN_BASE,
    HandPoints,
    hand_points,
    ron_payment,
    table_tsumo_payments,
    yakuman_points,
)
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    Chombo,
    ExhaustiveDraw,
    HandResult,
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import (
    FULL_TABLE,
    ChomboPenalty,
    MultipleRon,
    MultipleRonDeposits,
    MultipleRonHonba,
    PaoHonba,
    RuleSet,
)
from tablekeeper.rules.settlement import Reason, Settlement, Transfer, deltas, deltas_without_riichi
from tablekeeper.words import QT_TR_NOOP, Points

__all__ = [
    "ROUND_NAMES",
    "GameFinished",
    "GameState",
    "PlayedHand",
    "Reason",
    "Replay",
    "ReplayError",
    "RiichiNotAllowed",
    "Settlement",
    "Transfer",
    "apply",
    "deal_phrase",
    "deal_words",
    "declare_riichi",
    "deltas",
    "end_game",
    "new_game",
    "replay",
]

ROUND_NAMES = ("East", "South", "West", "North")
Scores = tuple[int, ...]
"""One value per seat: four at a table of four, three at a table of three."""


class GameFinished(RuleError):
    """A hand result or a riichi entered after the game has ended."""


class RiichiNotAllowed(RuleError):
    """A riichi declaration the rules refuse."""


class ReplayError(RuleError):
    """A stored hand that the rules refuse when the game is replayed; says which hand."""

    def __init__(
        self,
        template: str,
        index: int,
        *,
        state: GameState | None = None,
        refusal: RuleError | None = None,
        **facts: object,
    ) -> None:
        # The rules' refusal is a fact of the sentence ({refusal}), worded with it where it is shown.
        super().__init__(template)
        self.facts = {"refusal": refusal, **facts} if refusal is not None else facts
        self.index = index
        self.state = state
        """Where the refused hand would have been played."""
        self.refusal = refusal
        """The rules' own refusal of it."""


@dataclass(frozen=True, slots=True)
class GameState:
    """The game at the start of a hand (or at its end when ``finished``). Seats 0 to players - 1 (as many as
    ``scores`` holds); seat 0 dealt first."""

    scores: Scores
    round: int = 0
    """0 East, 1 South, 2 West (an extension round), 3 North."""
    dealer: int = 0
    """The dealer's seat; the hand is the (dealer + 1)-th of its round."""
    honba: int = 0
    deposits: int = 0
    """Points of riichi sticks on the table."""
    riichi: frozenset[int] = field(default_factory=frozenset)
    """Seats in riichi during this hand whose stick is already on the table (see :func:`declare_riichi`)."""
    finished: bool = False
    chombos: tuple[int, ...] = ()
    """Chombos of each seat, for a rule set that charges them at the end of the game; empty while there is none."""
    hands_played: int = 0

    @property
    def players(self) -> int:
        """The seats at the table (3 or 4)."""
        return len(self.scores)

    @property
    def hand_number(self) -> int:
        """1 to the number of players within the round."""
        return self.dealer + 1

    @property
    def name(self) -> str:
        """'East 1', 'South 4', 'West 2'..."""
        return f"{ROUND_NAMES[self.round % 4]} {self.hand_number}"

    def seat_wind(self, seat: int) -> int:
        """0 East (the dealer), 1 South, 2 West, 3 North (at a table of three nobody sits North)."""
        return (seat - self.dealer) % len(self.scores)

    def chombos_of(self, seat: int) -> int:
        """How many chombos ``seat`` made, for a rule set that charges them at the end of the game."""
        return self.chombos[seat] if self.chombos else 0

    @property
    def table_total(self) -> int:
        """The scores and the deposits: the same all game long."""
        return sum(self.scores) + self.deposits


_WINDS = (QT_TR_NOOP("East"), QT_TR_NOOP("South"), QT_TR_NOOP("West"), QT_TR_NOOP("North"))


def round_phrase(round_wind: int, hand: int) -> Phrase:
    """A round wind (0 East .. 3 North) and a hand's number in it, as a fact of a refusal: worded with it where it
    is shown ('East 1', 'Est 1')."""
    return Phrase(QT_TR_NOOP("{wind} {hand}"), {"wind": Phrase(_WINDS[round_wind]), "hand": hand})


def round_words(round_wind: int, hand: int) -> str:
    """A round wind (0 East .. 3 North) and a hand's number in it, in the player's language: 'East 1', 'Est 1'.

    The one place that names a deal: the presenter, the importers and the rules' own sentences all read it here,
    the lowest layer that needs it."""
    return round_phrase(round_wind, hand).sentence()


def deal_phrase(state: GameState) -> Phrase:
    """Where a hand starting from ``state`` is played, as a fact of a refusal (see :func:`round_phrase`)."""
    return round_phrase(state.round % 4, state.hand_number)


def deal_words(state: GameState) -> str:
    """Where a hand starting from ``state`` is played, in the player's language: 'East 1', 'Est 1'.

    :attr:`GameState.name` stays English (files compare it)."""
    return deal_phrase(state).sentence()


def new_game(rules: RuleSet) -> GameState:
    """East 1, no honba, each of the rule set's players on its start points."""
    return GameState(scores=(rules.start_points,) * rules.players)


def end_game(state: GameState, rules: RuleSet) -> GameState:
    """The state marked finished: a club stops a game early (a time limit) and takes the standings.

    A hand still in play is abandoned: the riichi sticks declared in it go back to their declarers.
    """
    scores = tuple(score + rules.riichi_deposit * (seat in state.riichi) for seat, score in enumerate(state.scores))
    deposits = state.deposits - rules.riichi_deposit * len(state.riichi)
    return dataclasses.replace(state, scores=scores, deposits=deposits, finished=True, riichi=frozenset())


def _check_open(state: GameState) -> None:
    if state.finished:
        raise GameFinished(QT_TR_NOOP("The game is over: no more hands can be entered."))


def _check_riichi(state: GameState, seat: int, rules: RuleSet) -> None:
    if rules.riichi_needs_deposit and state.scores[seat] < rules.riichi_deposit:
        raise RiichiNotAllowed(
            QT_TR_NOOP(
                "{0} has {points} points and cannot declare riichi: these rules need {deposit} points for the stick."
            ),
            seats=(seat,),
            points=Points(state.scores[seat]),
            deposit=Points(rules.riichi_deposit),
        )


def declare_riichi(state: GameState, seat: int, rules: RuleSet) -> GameState:
    """The state with ``seat``'s riichi stick on the table at once, while the hand is being played."""
    _check_open(state)
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.players:
        raise RiichiNotAllowed(
            QT_TR_NOOP("The riichi player must be one of the {count} seats (0 to {last}), not {value}."),
            count=state.players,
            last=state.players - 1,
            value=repr(seat),
        )
    if seat in state.riichi:
        raise RiichiNotAllowed(QT_TR_NOOP("{0} is already in riichi in this hand."), seats=(seat,))
    _check_riichi(state, seat, rules)
    scores = list(state.scores)
    scores[seat] -= rules.riichi_deposit
    return dataclasses.replace(
        state,
        scores=tuple(scores),
        deposits=state.deposits + rules.riichi_deposit,
        riichi=state.riichi | {seat},
    )


def _named_seats(result: HandResult) -> Iterable[int]:
    """Every seat a result names: its riichi, winners, liable players, discarder, tenpai, nagashi, offender."""
    yield from result.riichi
    match result:
        case Ron():
            yield result.discarder
            for win in result.wins:
                yield win.winner
                if win.pao is not None:
                    yield win.pao
        case Tsumo():
            yield result.win.winner
            if result.win.pao is not None:
                yield result.win.pao
        case ExhaustiveDraw():
            yield from result.tenpai
            yield from result.nagashi
        case Chombo():
            yield result.offender


def _check_seats(result: HandResult, players: int) -> None:
    """Refuse a result that names a seat the table does not have (seat 3 at a table of three)."""
    for seat in _named_seats(result):
        if seat >= players:
            raise InvalidResult(
                QT_TR_NOOP("This table has {count} players, seats 0 to {last}: there is no seat {value}."),
                count=players,
                last=players - 1,
                value=seat,
            )


def _win_points(win: Win, rules: RuleSet, *, tsumo: bool) -> HandPoints:
    if win.pao is not None:
        if not rules.pao_yaku:
            raise InvalidResult(QT_TR_NOOP("These rules have no liability (pao)."))
        if win.yakuman < 1:
            raise InvalidResult(QT_TR_NOOP("A liable player (pao) only pays for a yakuman; this hand has none."))
    if win.yakuman:
        return yakuman_points(win.yakuman, rules, fu=win.fu)
    assert win.han is not None  # Win requires han when it has no yakuman
    return hand_points(win.han, win.fu, rules, tsumo=tsumo)


def _nearest_first(seats: Iterable[int], discarder: int, players: int) -> list[int]:
    return sorted(seats, key=lambda seat: (seat - discarder) % players)


def paid_winners(result: Ron, rules: RuleSet) -> list[int]:
    """The winners of a ron that the rules pay, the nearest to the discarder's right first: under
    ``MultipleRon.HEAD_BUMP`` only that nearest one (atamahane), otherwise every winner."""
    order = _nearest_first((w.winner for w in result.wins), result.discarder, rules.players)
    return order[:1] if rules.multiple_ron is MultipleRon.HEAD_BUMP else order


@dataclass(slots=True)  # not frozen: made for every hand of a replay and never kept, where frozen costs thrice
class _Outcome:
    """What the hand did, before the game-end rules look at it."""

    transfers: list[Transfer]
    dealer_stays: bool
    honba: int
    deposits_kept: bool
    """Whether the deposits left on the table stay there for the next hand."""
    dealer_may_stop: bool = False
    """The dealer won or was tenpai, so agari-yame or tenpai-yame may end the game."""
    replay_hand: bool = False
    """A chombo: the same hand is played again, with the same counters."""


def settled_result(result: HandResult, rules: RuleSet) -> HandResult:
    """The result as the rules settle it: under ``MultipleRon.DOUBLE_ONLY`` a ron with three winners is the
    abortive draw ``TRIPLE_RON`` (its riichi kept); any other result is itself. (Three winners need four players:
    the seat check refuses them at a table of three.)"""
    if isinstance(result, Ron) and len(result.wins) == 3 and rules.multiple_ron is MultipleRon.DOUBLE_ONLY:
        return AbortiveDraw(AbortKind.TRIPLE_RON, result.riichi)
    return result


def apply(state: GameState, result: HandResult, rules: RuleSet) -> tuple[GameState, Settlement]:
    """The state at the start of the next hand, and the transfers of this one."""
    _check_open(state)
    if rules.players != state.players:
        raise InvalidResult(
            QT_TR_NOOP("These rules are for {count} players; this game has {given}."),
            count=rules.players,
            given=state.players,
        )
    if rules.players < FULL_TABLE:  # every seat a result can name exists at a table of four
        _check_seats(result, rules.players)
    settled = settled_result(result, rules)
    if settled is not result:
        assert isinstance(result, Ron)
        for win in result.wins:  # the hands are still checked: a value these rules refuse is said
            _win_points(win, rules, tsumo=False)
        result = settled
    # A replay starts every hand with no stick on the table and most hands have no riichi: the sets are then
    # used as they are, not sorted or joined (a replay applies every hand of a game).
    held = state.riichi
    new_sticks = sorted(result.riichi - held) if result.riichi else []
    for seat in new_sticks:
        _check_riichi(state, seat, rules)
    in_riichi = held | result.riichi if held else result.riichi
    chombo = isinstance(result, Chombo)
    sticks: list[Transfer] = []
    if new_sticks and not chombo:
        sticks = [Transfer(seat, None, rules.riichi_deposit, Reason.RIICHI) for seat in new_sticks]
    pot = state.deposits + rules.riichi_deposit * len(sticks)
    match result:
        case Ron():
            outcome = _ron(state, result, rules, in_riichi, pot)
        case Tsumo():
            outcome = _tsumo(state, result, rules, pot)
        case ExhaustiveDraw():
            outcome = _exhaustive_draw(state, result, rules, in_riichi)
        case AbortiveDraw():
            outcome = _abortive_draw(state, result, rules, in_riichi)
        case Chombo():
            outcome = _chombo(state, result, rules)
        case _:
            raise InvalidResult(f"{result!r} is not a hand result.")
    settlement: Settlement = (*sticks, *outcome.transfers)
    change = deltas(settlement, rules.players)
    scores = tuple(map(int.__add__, state.scores, change))
    deposits = pot if outcome.deposits_kept else 0
    chombos = state.chombos
    if isinstance(result, Chombo):
        deposits = state.deposits - rules.riichi_deposit * len(held)
        if rules.chombo is ChomboPenalty.END_OF_GAME:
            chombos = tuple(state.chombos_of(seat) + (seat == result.offender) for seat in range(rules.players))
    round_, dealer, finished = _next_position(state, scores, outcome, rules)
    # One state built at once (a replay makes one per hand): every field given, in the order GameState declares
    # them (by position: naming nine arguments costs more than building the state).
    next_state = GameState(
        scores, round_, dealer, outcome.honba, deposits, frozenset(), finished, chombos, state.hands_played + 1
    )
    return next_state, settlement


def _ron(state: GameState, result: Ron, rules: RuleSet, in_riichi: frozenset[int], pot: int) -> _Outcome:
    # Every winner's hand is checked, even one the head bump leaves unpaid: a hand that cannot exist is refused.
    valued = [(win, _win_points(win, rules, tsumo=False)) for win in result.wins]
    if len(valued) > 1:  # paid as paid_winners orders them (one winner is paid alone under any rule)
        by_seat = {win.winner: (win, points) for win, points in valued}
        valued = [by_seat[seat] for seat in paid_winners(result, rules)]
    discarder = result.discarder
    dealer = state.dealer
    transfers: list[Transfer] = []
    for index, (win, points) in enumerate(valued):
        seat = win.winner
        value = ron_payment(points.base_points, dealer=seat == dealer)
        honba = state.honba * rules.honba_ron
        if index and rules.multiple_ron_honba is not MultipleRonHonba.EACH:
            honba = 0
        if win.pao is not None:
            pao_share = value // 2
            transfers.append(Transfer(discarder, seat, value - pao_share, Reason.HAND))
            transfers.append(Transfer(win.pao, seat, pao_share, Reason.PAO))
            honba_payer = win.pao if rules.pao_ron_honba is PaoHonba.LIABLE else discarder
        else:
            transfers.append(Transfer(discarder, seat, value, Reason.HAND))
            honba_payer = discarder
        if honba:
            transfers.append(Transfer(honba_payer, seat, honba, Reason.HONBA))
    remaining = pot
    if rules.multiple_ron_deposits is not MultipleRonDeposits.NEAREST and len(valued) > 1:
        for win, _ in valued:
            if win.winner in in_riichi:
                transfers.append(Transfer(None, win.winner, rules.riichi_deposit, Reason.DEPOSIT))
                remaining -= rules.riichi_deposit
    first = valued[0][0].winner
    if remaining:
        transfers.append(Transfer(None, first, remaining, Reason.DEPOSIT))
    return _win_outcome(transfers, any(win.winner == dealer for win, _ in valued), state, rules)


def _tsumo(state: GameState, result: Tsumo, rules: RuleSet, pot: int) -> _Outcome:
    win = result.win
    points = _win_points(win, rules, tsumo=True)
    winner = win.winner
    dealer_wins = winner == state.dealer
    from_dealer, from_other = table_tsumo_payments(points.base_points, rules, dealer=dealer_wins)
    honba = state.honba * rules.honba_tsumo
    transfers: list[Transfer] = []
    payers = [seat for seat in range(rules.players) if seat != winner]
    if win.pao is not None:
        total = sum(from_dealer if seat == state.dealer else from_other for seat in payers)
        transfers.append(Transfer(win.pao, winner, total, Reason.PAO))
        if honba:
            transfers.append(Transfer(win.pao, winner, honba * len(payers), Reason.HONBA))
    else:
        for seat in payers:
            transfers.append(Transfer(seat, winner, from_dealer if seat == state.dealer else from_other, Reason.HAND))
            if honba:
                transfers.append(Transfer(seat, winner, honba, Reason.HONBA))
    if pot:
        transfers.append(Transfer(None, winner, pot, Reason.DEPOSIT))
    return _win_outcome(transfers, dealer_wins, state, rules)


def _win_outcome(transfers: list[Transfer], dealer_won: bool, state: GameState, rules: RuleSet) -> _Outcome:
    """After a win (seed 003): the dealer who won keeps the deal with one more counter; otherwise the deal
    passes and the counters go; the winners took the deposits."""
    # By position (dealer_stays, honba, deposits_kept, dealer_may_stop): most hands are wins, and a replay settles
    # every one.
    return _Outcome(transfers, dealer_won, state.honba + 1 if dealer_won else 0, False, dealer_won and rules.agari_yame)


def _exhaustive_draw(state: GameState, result: ExhaustiveDraw, rules: RuleSet, in_riichi: frozenset[int]) -> _Outcome:
    if result.nagashi and not rules.nagashi_mangan:
        raise InvalidResult(QT_TR_NOOP("These rules have no nagashi mangan."))
    noten_riichi = sorted(in_riichi - result.tenpai)
    if noten_riichi:
        raise InvalidResult(
            QT_TR_NOOP("{0} is in riichi, so is tenpai at an exhaustive draw; a riichi without tenpai is a chombo."),
            seats=(noten_riichi[0],),
        )
    transfers: list[Transfer] = []
    if result.nagashi:
        for seat in sorted(result.nagashi):
            from_dealer, from_other = table_tsumo_payments(MANGAN_BASE, rules, dealer=seat == state.dealer)
            for payer in range(rules.players):
                if payer != seat:
                    amount = from_dealer if payer == state.dealer else from_other
                    transfers.append(Transfer(payer, seat, amount, Reason.NAGASHI))
    elif 0 < len(result.tenpai) < rules.players:
        tenpai = sorted(result.tenpai)
        noten = [seat for seat in range(rules.players) if seat not in result.tenpai]
        each = rules.noten_payment_total // (len(tenpai) * len(noten))
        for payer in noten:
            for payee in tenpai:
                transfers.append(Transfer(payer, payee, each, Reason.TENPAI))
    dealer_tenpai = state.dealer in result.tenpai
    # By position (dealer_stays, honba, deposits_kept, dealer_may_stop), as after a win.
    return _Outcome(transfers, dealer_tenpai, state.honba + 1, True, dealer_tenpai and rules.tenpai_yame)


_PLAYERS_NEEDED = {AbortKind.FOUR_WINDS: 4, AbortKind.FOUR_RIICHI: 4, AbortKind.TRIPLE_RON: 4}
"""The abortive draws that need four players: four winds discarded, four riichi, three players on one discard. A
table of three has nine terminals and four kans."""


def abortive_kinds(rules: RuleSet) -> tuple[AbortKind, ...]:
    """The abortive draws ``rules`` have: the kinds of ``abortive_draws`` that its table can see, and a triple ron
    where only a double ron is paid (``MultipleRon.DOUBLE_ONLY``)."""
    return tuple(
        kind
        for kind in AbortKind
        if _PLAYERS_NEEDED.get(kind, 0) <= rules.players
        and (rules.multiple_ron is MultipleRon.DOUBLE_ONLY if kind is AbortKind.TRIPLE_RON else rules.abortive_draws)
    )


def _abortive_draw(state: GameState, result: AbortiveDraw, rules: RuleSet, in_riichi: frozenset[int]) -> _Outcome:
    if result.kind not in abortive_kinds(rules):
        if _PLAYERS_NEEDED.get(result.kind, 0) > rules.players:
            raise InvalidResult(
                QT_TR_NOOP("This abortive draw needs four players; this table has {count}."), count=rules.players
            )
        if result.kind is AbortKind.TRIPLE_RON:
            raise InvalidResult(QT_TR_NOOP("Under these rules a triple ron is paid to its winners, not a draw."))
        raise InvalidResult(QT_TR_NOOP("These rules have no abortive draws."))
    if result.kind is AbortKind.FOUR_RIICHI and len(in_riichi) != 4:
        raise InvalidResult(QT_TR_NOOP("A four-riichi draw needs all four players in riichi."))
    return _Outcome([], True, state.honba + 1, True)


def _chombo(state: GameState, result: Chombo, rules: RuleSet) -> _Outcome:
    transfers = [Transfer(None, seat, rules.riichi_deposit, Reason.DEPOSIT) for seat in sorted(state.riichi)]
    if rules.chombo is ChomboPenalty.REVERSE_MANGAN:
        offender = result.offender
        to_dealer, to_other = table_tsumo_payments(MANGAN_BASE, rules, dealer=offender == state.dealer)
        for seat in range(rules.players):
            if seat != offender:
                amount = to_dealer if seat == state.dealer else to_other
                transfers.append(Transfer(offender, seat, amount, Reason.CHOMBO))
    return _Outcome(transfers, dealer_stays=True, honba=state.honba, deposits_kept=True, replay_hand=True)


def _in_last_hands(state: GameState, rules: RuleSet) -> bool:
    return state.round >= rules.rounds or (state.round == rules.rounds - 1 and state.dealer == rules.players - 1)


def _target(rules: RuleSet) -> int:
    return rules.extension_target if rules.extension_target is not None else rules.return_points


def _next_position(state: GameState, scores: Scores, outcome: _Outcome, rules: RuleSet) -> tuple[int, int, bool]:
    """Round, dealer and whether the game is over, after the hand (the honba are the outcome's)."""
    same = (state.round, state.dealer)
    if rules.bust_ends_game and min(scores) < 0:
        return (*same, True)
    if outcome.replay_hand:
        return (*same, state.finished)
    if outcome.dealer_stays:
        # The placings are worked out only when the dealer may stop in the last hands (a replay keeps the deal
        # hundreds of times where it may not).
        if (
            outcome.dealer_may_stop
            and _in_last_hands(state, rules)
            and places(scores, rules.tie_break)[state.dealer] == 1
            and scores[state.dealer] >= _target(rules)
        ):
            return (*same, True)
        return (*same, state.finished)
    dealer = (state.dealer + 1) % rules.players
    round_ = state.round + (dealer == 0)
    if round_ >= rules.rounds:
        over = rules.extension_target is None or max(scores) >= rules.extension_target or round_ >= rules.rounds + 1
        if over:
            return (*same, True)
    return (round_, dealer, state.finished)


@dataclass(frozen=True, slots=True)
class PlayedHand:
    """One hand of a replayed game: the state it started from, what happened, what moved, what followed."""

    before: GameState
    result: HandResult
    settlement: Settlement
    after: GameState

    @property
    def deltas(self) -> Scores:
        """Each seat's change of points in the hand, riichi sticks paid to the table included."""
        return deltas(self.settlement, self.before.players)

    @property
    def deltas_without_riichi(self) -> Scores:
        """Each seat's change leaving out the sticks put on the table in the hand, as Tenhou prints a hand."""
        return deltas_without_riichi(self.settlement, self.before.players)


@dataclass(frozen=True, slots=True)
class Replay:
    """A game replayed from its inputs."""

    hands: tuple[PlayedHand, ...]
    state: GameState
    """The state after the last hand (the next hand's start, or the end of the game)."""


def replay(results: Iterable[HandResult], rules: RuleSet, start: GameState | None = None, *, first: int = 0) -> Replay:
    """Every hand of a game from its results; a refused hand raises :class:`ReplayError` naming it.

    From ``start`` (a later hand's start), ``first`` is the index of the first result in the game, so that a
    refusal names the hand by its number in the game."""
    state = new_game(rules) if start is None else start
    hands: list[PlayedHand] = []
    for index, result in enumerate(results, start=first):
        try:
            after, settlement = apply(state, result, rules)
        except RuleError as error:
            raise ReplayError(
                QT_TR_NOOP("Hand {number} ({deal}, {honba} honba) cannot be replayed: {refusal}"),
                index,
                state=state,
                refusal=error,
                number=index + 1,
                deal=deal_phrase(state),
                honba=Points(state.honba),
            ) from error
        hands.append(PlayedHand(state, result, settlement, after))
        state = after
    return Replay(tuple(hands), state)
