"""The reader of Mahjong Soul's own game record: the JSON its client (and tools such as majsoul-replay-editor) writes
of a game, ``head`` (the game's uuid, start and end times, the players by seat, the room's mode and rules, and the
final result) and ``data.data.actions`` (the record's events, each ``{"type": 1, "result": {"name", "data"}}``;
older records list them as ``records``, each ``{"name", "data"}``).

The actions are replayed hand by hand, as a player at the table would tell them: a hand begins at
``.lq.RecordNewRound`` (its round, dealer, honba, sticks and start scores); a riichi stands when the action after
its discard carries the stick (``liqi``), a riichi discard that is ronned never does; the hand ends in
``.lq.RecordHule`` (each winner's han and fu, or yakuman, and the seat liable), ``.lq.RecordNoTile`` (the tenpai
players, a nagashi mangan) or ``.lq.RecordLiuJu`` (an abortive draw). Each hand's changes and the final points and
+/- scores of ``head.result`` are kept so that the replay by the rules is checked against them
(:mod:`tablekeeper.importers.replay_check`). The rules are the ``mahjongsoul`` preset for the room's table, its
length from the mode, and the options of ``detail_rule`` that a room sets (:mod:`.mahjongsoul_rules`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from tablekeeper.errors import Phrase
from tablekeeper.importers import tenhou_game as logs
from tablekeeper.importers.mahjongsoul_rules import room_rules
from tablekeeper.importers.mahjongsoul_yaku import called_yaku
from tablekeeper.importers.reading import MAX_FU, MAX_HAN, MAX_HANDS, FieldRefused, UnreadableRecord, is_int, need
from tablekeeper.importers.tenhou_game import MAX_COUNT, MAX_POINTS, Four, HandPlace, ImportedGame, LoggedHand
from tablekeeper.importers.tenhou_rules import MAHJONG_SOUL
from tablekeeper.rules import results as hand_results
from tablekeeper.words import QT_TR_NOOP

NEW_ROUND = ".lq.RecordNewRound"
WIN = ".lq.RecordHule"
EXHAUSTIVE_DRAW = ".lq.RecordNoTile"
ABORTIVE_DRAW = ".lq.RecordLiuJu"
ABORTS = {
    1: hand_results.AbortKind.NINE_TERMINALS,
    2: hand_results.AbortKind.FOUR_WINDS,
    3: hand_results.AbortKind.FOUR_KANS,
    4: hand_results.AbortKind.FOUR_RIICHI,
    5: hand_results.AbortKind.TRIPLE_RON,
}
"""``RecordLiuJu.type``: 九種九牌, 四風連打, 四槓散了, 四家立直, 三家和了."""
MAX_UUID = 100
"""A Mahjong Soul uuid is 43 characters ("210815-6da08e40-2605-42fb-a5e3-f8aa5940362a")."""
EARLIEST = 1_500_000_000
LATEST = 4_000_000_000
"""Start times (seconds since 1970) that a Mahjong Soul game can have: from 2017 to 2096."""


def is_mahjong_soul_record(content: object) -> bool:
    """Whether JSON ``content`` is the shape of Mahjong Soul's own record: an object with a ``head`` and a
    ``data`` object (what it holds is checked as it is read)."""
    return isinstance(content, Mapping) and isinstance(content.get("head"), Mapping) and "data" in content


def read_mahjong_soul_record(content: Mapping[str, Any], name: str) -> ImportedGame:
    """The game of a Mahjong Soul record's JSON ``content`` (from the file called ``name``); refused with a sentence
    naming the file and where in it, for anything the record does not hold as Mahjong Soul writes it."""
    place: list[HandPlace | Phrase] = [Phrase(QT_TR_NOOP("its head"))]
    try:
        return _read(content, name, place)
    except FieldRefused as bad:
        raise _unreadable(name, place[0], bad) from None
    except hand_results.InvalidResult as error:
        raise logs.not_a_hand(name, place[0], error) from None


def _unreadable(name: str, where: HandPlace | Phrase, bad: FieldRefused) -> UnreadableRecord:
    """The refusal of a record whose field at ``where`` is not what Mahjong Soul writes."""
    sentence = QT_TR_NOOP("{file} is not a Mahjong Soul record tablekeeper can read: in {where}, {wanted}.")
    return UnreadableRecord(sentence, file=name, where=where, wanted=bad.wanted)


@dataclass(slots=True)
class _Hand:
    """One hand as its actions are replayed: where it starts, and the riichi that stood."""

    round: int
    dealer: int
    honba: int
    sticks: int
    start: Four
    riichi: set[int] = field(default_factory=set)


def _read(content: Mapping[str, Any], name: str, place: list[HandPlace | Phrase]) -> ImportedGame:
    head = content["head"]
    uuid = head.get("uuid", "")
    need(isinstance(uuid, str) and 0 < len(uuid) <= MAX_UUID, QT_TR_NOOP('"uuid" is the game\'s id'))
    started = _moment(head.get("start_time"))
    config = head.get("config", {})
    need(isinstance(config, Mapping), QT_TR_NOOP('"config" is the room\'s mode and rules'))
    rules = room_rules(config, None if started is None else started.date())
    seats = rules.players
    names = _names(head.get("accounts", []), seats)
    final_scores, game_points = _result(head.get("result"), seats)
    results: list[hand_results.HandResult] = []
    logged: list[LoggedHand] = []
    hand: _Hand | None = None
    place[0] = Phrase(QT_TR_NOOP("its actions"))
    for kind, data in _events(content["data"]):
        if kind == NEW_ROUND:
            if hand is not None:
                raise FieldRefused(Phrase(QT_TR_NOOP("each hand ends before the next begins")))
            if len(results) >= MAX_HANDS:
                raise logs.too_many_hands(name)
            place[0] = logs.hand_place(len(results) + 1)
            hand = _new_round(data, seats)
        elif hand is None:
            continue  # what comes before the first hand (the players' connecting) tells nothing of the game
        elif kind in (WIN, EXHAUSTIVE_DRAW, ABORTIVE_DRAW):
            result, deltas = _hand_end(kind, data, hand, seats)
            results.append(result)
            riichi = frozenset(hand.riichi)
            logged.append(
                LoggedHand(hand.round, hand.dealer, hand.honba, hand.sticks * 1_000, hand.start, deltas, riichi)
            )
            hand = None
        else:
            _riichi_stood(data, hand, seats)
    if hand is not None:
        raise FieldRefused(Phrase(QT_TR_NOOP("its last hand has its end")))
    if not results:
        raise UnreadableRecord(QT_TR_NOOP("{file} holds no hand."), file=name)
    return ImportedGame(
        source=name,
        game_id=uuid,
        date=None if started is None else started.date(),
        title="",
        players=logs.player_names(names, seats),
        rules=rules,
        results=tuple(results),
        log_hands=tuple(logged),
        final_scores=final_scores,
        final_game_points=game_points,
        started_at=started,
        site=MAHJONG_SOUL,
    )


def _moment(value: object) -> dt.datetime | None:
    if value is None:
        return None
    need(is_int(value, EARLIEST, LATEST), QT_TR_NOOP('"start_time" is a time in seconds since 1970'))
    assert isinstance(value, int)
    return dt.datetime.fromtimestamp(value, dt.UTC)


def _names(accounts: object, seats: int) -> list[str]:
    """The nicknames by seat; a seat no account sits at (a computer player) is left without a name."""
    need(isinstance(accounts, list) and len(accounts) <= seats, QT_TR_NOOP('"accounts" lists the players'))
    assert isinstance(accounts, list)
    names = [""] * seats
    for account in accounts:
        need(
            isinstance(account, Mapping)
            and is_int(account.get("seat", 0), 0, seats - 1)
            and isinstance(account.get("nickname", ""), str),
            QT_TR_NOOP("each account has its seat, 0 to {last}, and a nickname"),
            last=seats - 1,
        )
        names[account.get("seat", 0)] = account.get("nickname", "")
    return names


def _result(result: object, seats: int) -> tuple[Four | None, tuple[Fraction, ...] | None]:
    """The final points (``part_point_1``) and +/- scores (``total_point``, in thousandths) by seat, if given."""
    if result is None:
        return None, None
    wanted = Phrase(
        QT_TR_NOOP('"result" gives each of the {count} seats its final points and +/- score'), {"count": seats}
    )
    need(isinstance(result, Mapping) and isinstance(result.get("players"), list), wanted)
    assert isinstance(result, Mapping)
    points: dict[int, int] = {}
    scores: dict[int, Fraction] = {}
    for line in result["players"]:
        need(isinstance(line, Mapping), wanted)
        seat, final, total = line.get("seat", 0), line.get("part_point_1", 0), line.get("total_point", 0)
        need(
            is_int(seat, 0, seats - 1)
            and seat not in points
            and is_int(final, -MAX_POINTS, MAX_POINTS)
            and is_int(total, -MAX_POINTS, MAX_POINTS),
            wanted,
        )
        points[seat], scores[seat] = final, Fraction(total, 1_000)
    need(len(points) == seats, wanted)
    return tuple(points[s] for s in range(seats)), tuple(scores[s] for s in range(seats))


def _events(data: object) -> list[tuple[str, Mapping[str, Any]]]:
    """The record's events in order, each its name and content; what the client's replay alone uses (the players'
    inputs, their connecting) is left out."""
    need(isinstance(data, Mapping), QT_TR_NOOP('"data" holds the record'))
    assert isinstance(data, Mapping)
    inner = data.get("data", data)
    need(isinstance(inner, Mapping), QT_TR_NOOP('"data" holds the record'))
    assert isinstance(inner, Mapping)
    wanted = Phrase(QT_TR_NOOP('"actions" is the list of the record\'s events'))
    events: list[Any]
    if "actions" in inner:
        actions = inner["actions"]
        need(isinstance(actions, list), wanted)
        events = [a.get("result") for a in actions if isinstance(a, Mapping) and a.get("type") == 1]
    else:
        records = inner.get("records")
        need(isinstance(records, list), wanted)
        assert isinstance(records, list)
        events = records
    out = []
    for event in events:
        need(
            isinstance(event, Mapping)
            and isinstance(event.get("name"), str)
            and isinstance(event.get("data", {}), Mapping),
            QT_TR_NOOP("each event has its name and its content"),
        )
        out.append((event["name"], event.get("data", {})))
    return out


def _scores(value: object, seats: int, what: str) -> Four:
    """A whole number of points for each seat; ``what`` is what they are (QT_TR_NOOP)."""
    need(
        isinstance(value, list) and len(value) == seats and all(is_int(v, -MAX_POINTS, MAX_POINTS) for v in value),
        QT_TR_NOOP("{what}: {count} whole numbers of points"),
        what=Phrase(what),
        count=seats,
    )
    assert isinstance(value, list)
    return tuple(value)


def _new_round(data: Mapping[str, Any], seats: int) -> _Hand:
    chang, ju, ben, sticks = (data.get(key, 0) for key in ("chang", "ju", "ben", "liqibang"))
    need(
        is_int(chang, 0, 3) and is_int(ju, 0, seats - 1) and is_int(ben, 0, MAX_COUNT) and is_int(sticks, 0, MAX_COUNT),
        QT_TR_NOOP("a new hand gives its round, dealer, honba and riichi sticks"),
    )
    return _Hand(chang, ju, ben, sticks, _scores(data.get("scores"), seats, QT_TR_NOOP("the hand's start scores")))


def _riichi_stood(data: Mapping[str, Any], hand: _Hand, seats: int) -> None:
    """Note the riichi whose stick the action after its discard puts on the table (``liqi``)."""
    stick = data.get("liqi")
    if stick is None:
        return
    need(
        isinstance(stick, Mapping) and is_int(stick.get("seat", 0), 0, seats - 1),
        QT_TR_NOOP("a riichi's stick names the seat that put it"),
    )
    hand.riichi.add(stick.get("seat", 0))


def _hand_end(kind: str, data: Mapping[str, Any], hand: _Hand, seats: int) -> tuple[hand_results.HandResult, Four]:
    """The result of the hand ``data`` ends, and its changes as the record gives them (without the sticks of the
    riichi declared in it, which left the scores when they stood)."""
    riichi = frozenset(hand.riichi)
    if kind == WIN:
        return _win(data, riichi, seats)
    if kind == ABORTIVE_DRAW:
        abort = data.get("type")
        need(is_int(abort, 1, 5), QT_TR_NOOP("an abortive draw is of a kind 1 to 5"))
        assert isinstance(abort, int)
        return hand_results.AbortiveDraw(ABORTS[abort], riichi), (0,) * seats
    players = data.get("players", [])
    need(
        isinstance(players, list)
        and len(players) == seats
        and all(isinstance(p, Mapping) and isinstance(p.get("tingpai", False), bool) for p in players),
        QT_TR_NOOP("a draw says of each seat whether it was tenpai"),
    )
    tenpai = frozenset(seat for seat, player in enumerate(players) if player.get("tingpai", False))
    parts = data.get("scores", [])
    need(isinstance(parts, list) and all(isinstance(p, Mapping) for p in parts), QT_TR_NOOP("a draw's changes"))
    deltas = _summed([_scores(p.get("delta_scores", [0] * seats), seats, _DRAW) for p in parts], seats)
    nagashi: frozenset[int] = frozenset()
    if data.get("liujumanguan", False):
        # Each nagashi mangan is a part of its own, its player the one it pays.
        nagashi = frozenset(
            seat
            for p in parts
            for seat, delta in enumerate(_scores(p.get("delta_scores", [0] * seats), seats, _DRAW))
            if delta > 0
        )
    return hand_results.ExhaustiveDraw(tenpai, nagashi, riichi), deltas


_DRAW = QT_TR_NOOP("a draw's changes")


def _summed(parts: Sequence[Four], seats: int) -> Four:
    total = [0] * seats
    for part in parts:
        total = [a + b for a, b in zip(total, part, strict=True)]
    return tuple(total)


def _win(data: Mapping[str, Any], riichi: frozenset[int], seats: int) -> tuple[hand_results.HandResult, Four]:
    hules = data.get("hules")
    need(isinstance(hules, list) and 1 <= len(hules) <= seats - 1, QT_TR_NOOP("a win has one winner or more"))
    assert isinstance(hules, list)
    deltas = _scores(data.get("delta_scores"), seats, QT_TR_NOOP("a win's changes"))
    wins = [_one_win(hule, data.get("baopai", 0), seats) for hule in hules]
    if hules[0].get("zimo", False):
        need(len(wins) == 1, QT_TR_NOOP("a tsumo has one winner"))
        return hand_results.Tsumo(wins[0], riichi), deltas
    # The record does not say who dealt in: the one seat that pays (a liable player pays beside them only with a
    # pao, whom the win names).
    liable = {win.pao for win in wins}
    payers = [seat for seat in range(seats) if deltas[seat] < 0 and seat not in liable]
    need(len(payers) == 1, QT_TR_NOOP("a ron is paid by one discarder"))
    return hand_results.Ron(payers[0], tuple(wins), riichi), deltas


def _one_win(hule: object, liable: object, seats: int) -> hand_results.Win:
    need(isinstance(hule, Mapping), QT_TR_NOOP("each winner's hand is an object"))
    assert isinstance(hule, Mapping)
    seat, count, fu, yakuman = hule.get("seat"), hule.get("count"), hule.get("fu", 0), hule.get("yiman", False)
    liable = hule.get("baopai", liable)
    need(
        is_int(seat, 0, seats - 1)
        and is_int(count, 1, MAX_HAN)
        and is_int(fu, 0, MAX_FU)
        and isinstance(yakuman, bool)
        and is_int(liable, 0, seats),
        QT_TR_NOOP("a winner has a seat, a count of han (or of yakuman), fu and at most one liable seat"),
    )
    assert isinstance(seat, int) and isinstance(count, int) and isinstance(liable, int)
    pao = liable - 1 if liable else None  # the liable seat counted from 1, 0 for none
    yaku = called_yaku(hule.get("fans"), hule.get("ming"))
    if yakuman:
        return hand_results.Win(seat, yakuman=count, pao=pao, yaku=yaku)
    return hand_results.Win(seat, han=count, fu=fu or None, pao=pao, yaku=yaku)
