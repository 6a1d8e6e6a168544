"""Does a file's story add up: a game read from a file, replayed by the rules, against what the file itself claims of
it. A Tenhou log gives each hand's start (scores, round, dealer, honba, sticks) and changes, and the final points
and +/- scores (:func:`check_replay`); a game file of ours gives each hand's deltas, number, name and honba, and the
standings (:func:`check_claims`, after :func:`replay_export` replays it). A file whose figures are not those of its
own hands is refused with a sentence naming the hand and the players (:class:`RecordDisagrees`): a hand is missing,
or the file was made up or damaged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tablekeeper.importers.game_file import ExportedGame
from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.importers.tenhou_game import Deal, HandPlace, ImportedGame
from tablekeeper.rules.game import GameState, PlayedHand, Replay, ReplayError, end_game, replay
from tablekeeper.rules.standings import final_points, score_number, standings
from tablekeeper.words import QT_TR_NOOP, Points, number


class RecordDisagrees(UnreadableRecord):
    """A record whose own figures (start scores, changes, final points, standings) differ from its replay."""


def check_replay(game: ImportedGame, played: Sequence[PlayedHand], end: GameState, players: Sequence[str]) -> None:
    """Refuse, with a sentence naming the hand and the ``players``, a replay that does not give the log's own
    figures: each hand's start (scores, round, dealer, honba, sticks), its changes, that the game is over
    when the log ends, and the final points and +/- scores when the log has them."""
    file = game.source
    for index, (hand, logged) in enumerate(zip(played, game.log_hands, strict=True), start=1):
        before = hand.before
        where = HandPlace(index, logged.deal)
        if before.scores != logged.start_scores:
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "{file} cannot be imported: the log starts {where} with {logged}, but its hands before give "
                    "{replayed} (is a hand missing from the record?)."
                ),
                file=file,
                where=where,
                logged=_points(logged.start_scores, players),
                replayed=_points(before.scores, players),
            )
        engine = (before.round, before.dealer, before.honba, before.deposits)
        if engine != (logged.round, logged.dealer, logged.honba, logged.deposits):
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "{file} cannot be imported: the log calls Hand {number} {deal} with {sticks} points of sticks on "
                    "the table, but the hands before make it {replayed} with {replayed_sticks} (is a hand missing "
                    "from the record?)."
                ),
                file=file,
                number=index,
                deal=logged.deal,
                sticks=Points(logged.deposits),
                replayed=_deal(before, honba=True),
                replayed_sticks=Points(before.deposits),
            )
        changes = hand.deltas_without_riichi
        if changes != logged.deltas:
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "{file} cannot be imported: in {where} the log moves {logged}, but the hand as recorded moves "
                    "{replayed}."
                ),
                file=file,
                where=where,
                logged=_points(logged.deltas, players, signed=True),
                replayed=_points(changes, players, signed=True),
            )
    if not end.finished:
        raise RecordDisagrees(
            QT_TR_NOOP(
                "{file} cannot be imported: the record ends after Hand {number}, but the game goes on to {deal}; the "
                "record is incomplete."
            ),
            file=file,
            number=len(played),
            deal=_deal(end),
        )
    if game.final_scores is not None:
        points = final_points(end, game.rules)
        if points != game.final_scores:
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "{file} cannot be imported: the log's final points are {logged}, but its hands give {replayed}."
                ),
                file=file,
                logged=_points(game.final_scores, players),
                replayed=_points(points, players),
            )
    if game.final_game_points is not None:
        by_seat = {s.seat: s.score for s in standings(end, game.rules)}
        scores = tuple(by_seat[seat] for seat in range(end.players))
        if scores != game.final_game_points:
            shown = ", ".join(f"{p} {float(s):+g}" for p, s in zip(players, game.final_game_points, strict=True))
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "{file} cannot be imported: the log's final +/- scores ({logged}) are not those its points give."
                ),
                file=file,
                logged=shown,
            )


def _deal(state: GameState, *, honba: bool = False) -> Deal:
    """Where a hand starting from ``state`` is played ('East 1', with ``honba`` 'East 1-0'), named where the
    refusal that says it is worded."""
    return Deal(state.round % 4, state.hand_number, state.honba if honba else None)


@dataclass(frozen=True, slots=True)
class _Points:
    """'Aki 25,000, Ben 24,000, ...' (signed: 'Aki +1,000, Ben +0, ...') as a fact of a refusal, in the numbers of
    the language spoken where it is worded."""

    values: tuple[int, ...]
    players: tuple[str, ...]
    signed: bool = False

    def __format__(self, spec: str) -> str:
        said = ", ".join(
            f"{p} {number(v, signed=True, zero='+0') if self.signed else number(v)}"
            for p, v in zip(self.players, self.values, strict=True)
        )
        return format(said, spec)


def _points(values: Sequence[int], players: Sequence[str], *, signed: bool = False) -> _Points:
    return _Points(tuple(values), tuple(players), signed)


def replay_export(game: ExportedGame) -> tuple[Replay, bool]:
    """A game file's game (read by :func:`~tablekeeper.importers.game_file.read_export`) replayed by the rules, and
    whether it is over; refused, naming the hand and the players, where the rules refuse a hand or the file's claims
    are not what the replay gives (:func:`check_claims`)."""
    try:
        outcome = replay(game.results, game.rules)
    except ReplayError as error:
        raise RecordDisagrees(
            QT_TR_NOOP("This game cannot be imported: {reason}"), players=game.players, reason=error
        ) from None
    # The rules may have ended the game even where the file does not say so: nobody could play on.
    ended = game.finished or outcome.state.finished
    state = end_game(outcome.state, game.rules) if ended and not outcome.state.finished else outcome.state
    check_claims(game, outcome.hands, state)
    return outcome, ended


def check_claims(game: ExportedGame, played: Sequence[PlayedHand], end: GameState) -> None:
    """Refuse, with a sentence naming the hand and the players, a game file (read by
    :func:`~tablekeeper.importers.game_file.read_export`) whose claims are not what its replay gives: each hand's
    deltas, number, name and honba, then the standings at ``end`` (the replay's last state, ended where the file
    says the game is over)."""
    names = game.players
    # In the player's language: the window imports files too (Game > Import games), the command line in English.
    for index, (hand, claim) in enumerate(zip(played, game.hands, strict=True), start=1):
        got = hand.deltas
        if got != claim.deltas:
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "This game cannot be imported: Hand {number} ({name}) gives {got} here, but the file says "
                    "{claimed}."
                ),
                number=index,
                name=_deal(hand.before),
                got=_points(got, names, signed=True),
                claimed=_points(claim.deltas, names, signed=True),
            )
        if claim.number not in (None, index):
            raise RecordDisagrees(
                QT_TR_NOOP("This game cannot be imported: the file gives Hand {number} the number {claimed}."),
                number=index,
                claimed=claim.number,
            )
        if claim.name not in (None, hand.before.name) or claim.honba not in (None, hand.before.honba):
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "This game cannot be imported: the file calls Hand {number} {claimed} with {claimed_honba} "
                    "honba, but the hands before it make it {name} with {honba} honba."
                ),
                number=index,
                claimed=claim.name,
                claimed_honba=claim.honba,
                name=_deal(hand.before),
                honba=hand.before.honba,
            )
    if game.standings is not None:
        given = [(c.seat, c.player, c.points, c.place, c.score) for c in game.standings]
        computed = [
            (s.seat, names[s.seat], s.points, s.place, score_number(s.score)) for s in standings(end, game.rules)
        ]
        if given != computed:
            raise RecordDisagrees(
                QT_TR_NOOP(
                    "This game cannot be imported: the file's standings ({given}) are not those its hands "
                    "give ({computed})."
                ),
                given=_Standings(tuple(given)),
                computed=_Standings(tuple(computed)),
            )


@dataclass(frozen=True, slots=True)
class _Standings:
    """'1. Aki 32,100 (+42.1); 2. ...': the standings as a file gives them, or its hands, as a fact of a refusal (its
    points written where it is worded)."""

    lines: tuple[tuple[int, str, int, int, float], ...]

    def __format__(self, spec: str) -> str:
        said = "; ".join(
            f"{place}. {player} {number(points)} ({score:+g})" for _, player, points, place, score in self.lines
        )
        return format(said, spec)
