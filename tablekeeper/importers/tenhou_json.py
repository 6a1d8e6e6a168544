"""The JSON reader: a game of tenhou.net/6 JSON (one object, or JSON Lines of one kyoku each as mjx writes them) read
as what a player would say at the table of each hand (../shared/data/tenhou/FORMAT.md, section 3).

Every part of a kyoku the reader takes is checked for its kind and range first; a refusal names the file and the
hand. The JSON names neither the nagashi player nor who was tenpai at a nagashi mangan: the first is read from the
payments, the second from the hands, replayed from their draws and discards.

A three-player game ("三" in ``rule.disp``: Tenhou's "三鳳南喰赤", Mahjong Soul's "三金の間赤") is written for four
seats, the fourth empty: no name, 0 points, no tiles. A North set aside is ``"f44"`` among its owner's discards (the
next draw is its replacement), and its dora are in the win's han. The site is told by the room ``rule.disp`` names
(:func:`~tablekeeper.importers.tenhou_rules.json_site`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from tablekeeper.errors import Phrase
from tablekeeper.importers.reading import (
    MAX_HAN,
    MAX_HANDS,
    FieldRefused,
    UnreadableRecord,
    clean_text,
    is_int,
    load_json,
    need,
)
from tablekeeper.importers.tenhou_game import (
    MAX_COUNT,
    MAX_POINTS,
    Four,
    HandPlace,
    ImportedGame,
    LoggedHand,
    absent_seats_empty,
    hand_place,
    identity,
    not_a_hand,
    own_room_rules,
    player_names,
    too_many_hands,
)
from tablekeeper.importers.tenhou_rules import RANKED_ROOM, json_site, site_rules
from tablekeeper.rules.hand.decompose import waits
from tablekeeper.rules.hand.tiles import counts_of
from tablekeeper.rules.results import (
    AbortiveDraw,
    AbortKind,
    ExhaustiveDraw,
    HandResult,
    InvalidResult,
    Ron,
    Tsumo,
    Win,
)
from tablekeeper.rules.ruleset import FULL_TABLE
from tablekeeper.text import as_written
from tablekeeper.words import QT_TR_NOOP

JSON_ABORTS = {
    "九種九牌": AbortKind.NINE_TERMINALS,
    "四風連打": AbortKind.FOUR_WINDS,
    "四家立直": AbortKind.FOUR_RIICHI,
    "四槓散了": AbortKind.FOUR_KANS,
    "三家和了": AbortKind.TRIPLE_RON,
}
_HAN = re.compile(r"\((\d{1,2})飜\)")
_FU = re.compile(r"(\d{1,3})符")
_LIMIT_FU = {4: 40, 3: 70}
"""A limit hand below 5 han printed without its fu: the least fu that makes it a mangan."""
_TILE_CODES = frozenset([*range(11, 20), *range(21, 30), *range(31, 40), *range(41, 48), 51, 52, 53])
_CALL = re.compile(r"(\d\d)*[cpmka](\d\d)+")
_RIICHI_DISCARD = re.compile(r"r\d\d")
_NORTH_SET_ASIDE = "f44"
THREE_PLAYERS = "三"
"""What ``rule.disp`` holds for a game of three players (三鳳南喰赤, 三金の間赤)."""


def _json_four(value: object, what: str) -> list[int]:
    """Four whole numbers of points; ``what`` is what they are, an untranslated phrase (QT_TR_NOOP)."""
    need(
        isinstance(value, list) and len(value) == FULL_TABLE and all(is_int(v, -MAX_POINTS, MAX_POINTS) for v in value),
        QT_TR_NOOP("{what}: four whole numbers of points"),
        what=Phrase(what),
    )
    assert isinstance(value, list)
    return value


def _seats(values: Sequence[Any], players: int) -> list[Any]:
    """The values of a table's ``players`` seats, of a record's four; refused when a seat the table lacks has any."""
    need(
        absent_seats_empty(values, players),
        QT_TR_NOOP("the seat a table of {count} lacks has no points, name or tiles"),
        count=players,
    )
    return list(values[:players])


def _east_south(disp: str, kyokus: Sequence[Any]) -> bool:
    """Whether a game is east-south, from its room's text (東 east only, 南 east-south; Tenhou's name one or the
    other). Mahjong Soul's three-player rooms are converted without it ("三金の間赤"): a game whose hands all lie in
    the East round is then an east-only one (an east-south game ends in the East only below zero, where both
    lengths end it alike)."""
    if "東" in disp:
        return False
    if "南" in disp or not disp:
        return True
    return any(isinstance(k, list) and k and isinstance(k[0], list) and k[0] and is_int(k[0][0], 4, 15) for k in kyokus)


def read_json_game(text: str, name: str = "the file") -> ImportedGame:
    """One game from tenhou.net/6 JSON: a single object, or JSON Lines of one kyoku each (mjx)."""
    place: list[HandPlace | Phrase] = [Phrase(QT_TR_NOOP("its header"))]
    try:
        return _read_json(_json_objects(text, name), name, place)
    except FieldRefused as bad:
        raise UnreadableRecord(
            QT_TR_NOOP("{file} is not a Tenhou JSON game tablekeeper can read: in {where}, {wanted}."),
            file=name,
            where=place[0],
            wanted=bad.wanted,
        ) from None
    except InvalidResult as error:
        raise not_a_hand(name, place[0], error) from None


def _json_objects(text: str, name: str) -> list[dict[str, Any]]:
    what = Phrase(QT_TR_NOOP("a Tenhou JSON game"))
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and lines[0].lstrip().startswith("{") and lines[0].rstrip().endswith("}"):
        objects = [load_json(line, name, what) for line in lines]  # JSON Lines: one kyoku a line (mjx)
    else:
        objects = [load_json(text, name, what)]
    for line, obj in enumerate(objects, start=1):
        if not isinstance(obj, dict):
            where = (
                Phrase(QT_TR_NOOP("line {number}"), {"number": line})
                if len(objects) > 1
                else Phrase(QT_TR_NOOP("the file"))
            )
            if isinstance(obj, list):
                template = QT_TR_NOOP(
                    '{file} is not a Tenhou JSON game: {where} is a list, where a game is an object with a "log".'
                )
            else:
                template = QT_TR_NOOP(
                    "{file} is not a Tenhou JSON game: {where} is not an object, where a game is an object with a "
                    '"log".'
                )
            raise UnreadableRecord(template, file=name, where=where)
    return objects


def _read_json(objects: list[dict[str, Any]], name: str, place: list[HandPlace | Phrase]) -> ImportedGame:
    first = objects[0]
    rule = first.get("rule", {})
    need(isinstance(rule, dict), QT_TR_NOOP('"rule" is an object such as {"disp": "鳳南喰赤", "aka": 1}'))
    disp = rule.get("disp", "")
    need(isinstance(disp, str) and len(disp) <= 100, QT_TR_NOOP('"rule"."disp" is a short text'))
    aka = rule.get("aka", 1)
    need(is_int(aka, 0, 1), QT_TR_NOOP('"rule"."aka" is 0 or 1'))
    seats = 3 if THREE_PLAYERS in disp else FULL_TABLE
    raw_names = first.get("name", [""] * FULL_TABLE)
    need(
        isinstance(raw_names, list) and len(raw_names) == FULL_TABLE and all(isinstance(n, str) for n in raw_names),
        QT_TR_NOOP('"name" is a list of four names'),
    )
    assert isinstance(raw_names, list)
    raw_names = _seats(raw_names, seats)
    titles = first.get("title", [])
    need(isinstance(titles, list) and all(isinstance(t, str) for t in titles), QT_TR_NOOP('"title" is a list of texts'))
    reference = first.get("ref", "")
    need(isinstance(reference, str) and len(reference) <= 200, QT_TR_NOOP('"ref" is a game id'))
    kyokus: list[Any] = []
    for obj in objects:
        log = obj.get("log")
        need(isinstance(log, list), QT_TR_NOOP('"log" is the list of the hands'))
        assert isinstance(log, list)
        kyokus.extend(log)
        if len(kyokus) > MAX_HANDS:
            raise too_many_hands(name)
    if not kyokus:
        raise UnreadableRecord(QT_TR_NOOP("{file} holds no hand."), file=name)
    game_id, tenhou_id, started = identity(name, reference)
    date = None if started is None else started.date()
    site = json_site(disp)
    rules = site_rules(
        site,
        players=seats,
        hanchan=_east_south(disp, kyokus),
        red_fives=bool(aka),
        open_tanyao="喰" in disp or not disp or RANKED_ROOM in disp,
        date=date,
    )
    results: list[HandResult] = []
    logged: list[LoggedHand] = []
    players = player_names(raw_names, seats)
    called = [
        name or Phrase(QT_TR_NOOP("the player at seat {seat}"), {"seat": seat + 1}) for seat, name in enumerate(players)
    ]
    for index, kyoku in enumerate(kyokus, start=1):
        place[0] = hand_place(index)
        _check_kyoku(kyoku, called)
        result, deltas, riichi = _json_hand(kyoku, called)
        results.append(result)
        round_index, honba, sticks = kyoku[0]
        start = tuple(_seats(kyoku[1], seats))
        dealt = tuple(code for seat in range(seats) for code in sorted(kyoku[4 + 3 * seat])) + tuple(kyoku[2][:1])
        logged.append(
            LoggedHand(round_index // 4, round_index % 4, honba, sticks * 1_000, start, deltas, riichi, dealt)
        )
    own_room_rules(name, rules, logged[:1])
    place[0] = Phrase(QT_TR_NOOP("the game's end"))
    final_scores = game_points = None
    sc = first.get("sc")
    if sc is not None:
        # In points, where the mjlog's owari has hundreds: Tenhou's log page writes it so (data/tenhou/pantheon),
        # as do the converters from Mahjong Soul.
        need(
            isinstance(sc, list)
            and len(sc) == 2 * FULL_TABLE
            and all(is_int(v, -MAX_POINTS, MAX_POINTS) for v in sc[0::2])
            and all(is_int(v, -MAX_POINTS, MAX_POINTS) or isinstance(v, float) for v in sc[1::2]),
            QT_TR_NOOP('"sc" is 8 numbers: each final score in points, then its +/- score'),
        )
        assert isinstance(sc, list)
        final_scores = tuple(_seats(sc[0::2], seats))
        game_points = tuple(Fraction(str(v)) for v in _seats(sc[1::2], seats))
    return ImportedGame(
        source=name,
        game_id=game_id,
        date=date,
        title=clean_text(" ".join(t for t in titles if t))[:200],
        players=players,
        rules=rules,
        results=tuple(results),
        log_hands=tuple(logged),
        final_scores=final_scores,
        final_game_points=game_points,
        started_at=started,
        tenhou_id=tenhou_id,
        site=site,
    )


def _check_kyoku(kyoku: object, players: Sequence[str | Phrase]) -> None:
    """Every part of a kyoku the importer reads, checked for its kind and range (FORMAT.md section 3), for the
    table of the ``players`` (named as a refusal names them)."""
    need(isinstance(kyoku, list) and len(kyoku) == 17, QT_TR_NOOP("a hand is a list of 17 parts"))
    assert isinstance(kyoku, list)
    head = kyoku[0]
    need(
        isinstance(head, list)
        and len(head) == 3
        and is_int(head[0], 0, 15)
        and is_int(head[1], 0, MAX_COUNT)
        and is_int(head[2], 0, MAX_COUNT),
        QT_TR_NOOP("the hand's first part is [round 0 to 15, honba, riichi sticks]"),
    )
    seats = len(players)
    _seats(_json_four(kyoku[1], QT_TR_NOOP("the hand's start scores")), seats)
    need(
        isinstance(kyoku[2], list) and all(is_int(t, 0, 99) and t in _TILE_CODES for t in kyoku[2]),
        QT_TR_NOOP("the hand's dora indicators are tile codes"),
    )
    need(
        not any(kyoku[4 + 3 * seats : 16]),  # the empty seat's starting hand, draws and discards
        QT_TR_NOOP("the seat a table of {count} lacks has no points, name or tiles"),
        count=seats,
    )
    for seat in range(seats):
        hand, takes, gives = kyoku[4 + 3 * seat], kyoku[5 + 3 * seat], kyoku[6 + 3 * seat]
        need(
            isinstance(hand, list) and len(hand) == 13 and all(is_int(t, 0, 99) and t in _TILE_CODES for t in hand),
            QT_TR_NOOP("the starting hand of {player} is 13 tile codes"),
            player=players[seat],
        )
        need(
            isinstance(takes, list)
            and all(
                (is_int(t, 0, 99) and t in _TILE_CODES) or (isinstance(t, str) and _CALL.fullmatch(t)) for t in takes
            ),
            QT_TR_NOOP("the draws of {player} are tile codes and calls"),
            player=players[seat],
        )
        need(
            isinstance(gives, list)
            and all(
                (is_int(g, 0, 99) and (g in _TILE_CODES or g in (0, 60)))
                or (
                    isinstance(g, str) and (_CALL.fullmatch(g) or _RIICHI_DISCARD.fullmatch(g) or g == _NORTH_SET_ASIDE)
                )
                for g in gives
            ),
            QT_TR_NOOP("the discards of {player} are tile codes, riichi discards and kans"),
            player=players[seat],
        )
    outcome = kyoku[16]
    need(
        isinstance(outcome, list) and bool(outcome) and isinstance(outcome[0], str),
        QT_TR_NOOP("the result starts with its kind"),
    )
    assert isinstance(outcome, list)
    if outcome[0] == "和了":
        need(len(outcome) in (3, 5, 7), QT_TR_NOOP("a win has its changes and its details for each winner"))
        for deltas, info in zip(outcome[1::2], outcome[2::2], strict=True):
            _seats(_json_four(deltas, QT_TR_NOOP("a win's changes")), seats)
            need(
                isinstance(info, list)
                and len(info) >= 4
                and all(is_int(v, 0, seats - 1) for v in info[:3])
                and all(isinstance(v, str) and len(v) <= 100 for v in info[3:]),
                QT_TR_NOOP("a win's details are [winner, discarder, liable player, points, yaku...]"),
            )
    else:
        need(len(outcome) <= 2, QT_TR_NOOP("a draw has at most its changes"))
        for deltas in outcome[1:]:
            _seats(_json_four(deltas, QT_TR_NOOP("a draw's changes")), seats)


def _json_hand(kyoku: list[Any], players: Sequence[str | Phrase]) -> tuple[HandResult, Four, frozenset[int]]:
    outcome = kyoku[16]
    head = outcome[0]
    seats = range(len(players))
    gives = [kyoku[6 + 3 * seat] for seat in seats]
    dealt_in: set[int] = set()
    if head == "和了":
        dealt_in = {info[1] for info in outcome[2::2] if info[0] != info[1]}
    riichi = frozenset(
        seat
        for seat in seats
        if any(isinstance(g, str) and g.startswith("r") for g in gives[seat])
        and not (seat in dealt_in and isinstance(gives[seat][-1], str) and gives[seat][-1].startswith("r"))
    )
    deltas = [0] * len(players)
    for part in outcome[1:]:
        if len(part) == FULL_TABLE and all(isinstance(v, int) for v in part):
            deltas = [a + b for a, b in zip(deltas, part, strict=False)]  # the empty seat's 0 left out
    if head == "和了":
        wins = [_json_win(info) for info in outcome[2::2]]
        who, from_who = outcome[2][0], outcome[2][1]
        if who == from_who:
            need(len(wins) == 1, QT_TR_NOOP("a tsumo has one winner"))
            return Tsumo(wins[0], riichi), tuple(deltas), riichi
        need(
            all(info[1] == from_who for info in outcome[2::2]),
            QT_TR_NOOP("the winners of a ron won on the same discard"),
        )
        return Ron(from_who, tuple(wins), riichi), tuple(deltas), riichi
    if head in JSON_ABORTS:
        return AbortiveDraw(JSON_ABORTS[head], riichi), tuple(deltas), riichi
    if head == "全員聴牌":
        return ExhaustiveDraw(frozenset(seats), riichi=riichi), tuple(deltas), riichi
    if head == "全員不聴":
        return ExhaustiveDraw(frozenset(), riichi=riichi), tuple(deltas), riichi
    if head == "流局":
        tenpai = frozenset(seat for seat in seats if deltas[seat] > 0)
        return ExhaustiveDraw(tenpai, riichi=riichi), tuple(deltas), riichi
    if head == "流し満貫":
        # The JSON names neither the nagashi player nor who was tenpai: the first receive the only
        # payments, the second are read from the hands.
        nagashi = frozenset(seat for seat in seats if deltas[seat] > 0)
        tenpai = frozenset(seat for seat in seats if _json_tenpai(kyoku, seat, players[seat])) | riichi
        return ExhaustiveDraw(tenpai, nagashi, riichi), tuple(deltas), riichi
    raise FieldRefused(
        Phrase(QT_TR_NOOP("the result {kind} is of no kind tablekeeper knows"), {"kind": as_written(head)})
    )


def _json_win(info: list[Any]) -> Win:
    who, _, pao = info[0], info[1], info[2]
    point_text = info[3]
    yaku = info[4:]
    liable = None if pao == who else pao
    yakuman = sum("役満" in y for y in yaku)
    if yakuman:
        return Win(who, yakuman=yakuman, pao=liable)
    han = sum(int(m.group(1)) for y in yaku for m in _HAN.finditer(y))
    need(han <= MAX_HAN, QT_TR_NOOP("a win has at most {count} han"), count=MAX_HAN)
    fu_match = _FU.search(point_text)
    fu = int(fu_match.group(1)) if fu_match else _LIMIT_FU.get(han)
    return Win(who, han=han, fu=fu, pao=liable)


# Tenpai of a JSON hand (only needed at a nagashi mangan draw)


def _kind(code: int) -> int:
    """Two-digit JSON tile code (red fives 51-53) to a kind 0..33."""
    if code >= 51:
        code = (code - 50) * 10 + 5
    suit, number = divmod(code, 10)
    return (suit - 1) * 9 + number - 1


def _call_tiles(call: str) -> tuple[list[int], int]:
    """The tile codes of a call string (``c275226``, ``45p4545``, ``121212a12``) and the one after its letter."""
    letter = next(i for i, ch in enumerate(call) if ch.isalpha())
    digits = call[:letter] + call[letter + 1 :]
    return [int(digits[i : i + 2]) for i in range(0, len(digits), 2)], int(call[letter + 1 : letter + 3])


def _json_concealed(kyoku: list[Any], seat: int, player: str | Phrase) -> list[int]:
    """The kinds of the concealed tiles of ``seat`` at the end of the hand; refused when the hand gives away a
    tile it does not hold (a damaged or made-up record)."""
    hand = [_kind(c) for c in kyoku[4 + 3 * seat]]
    takes, gives = kyoku[5 + 3 * seat], kyoku[6 + 3 * seat]

    def remove(kind: int) -> None:
        need(
            kind in hand,
            QT_TR_NOOP("the draws and discards of {player} are a hand that holds every tile it gives away"),
            player=player,
        )
        hand.remove(kind)

    drawn = None
    for index, take in enumerate(takes):
        if isinstance(take, int):
            drawn = _kind(take)
            hand.append(drawn)
        else:
            tiles, called = _call_tiles(take)
            tiles.remove(called)
            for code in tiles:
                remove(_kind(code))
        if index >= len(gives):
            break
        give = gives[index]
        if isinstance(give, int):
            if give == 60 and drawn is not None:
                remove(drawn)
            elif give:
                remove(_kind(give))
        elif give.startswith("r"):
            code = int(give[1:])
            remove(drawn if code == 60 and drawn is not None else _kind(code))
        elif "a" in give:
            for code in _call_tiles(give)[0]:
                remove(_kind(code))
        elif "k" in give:
            remove(_kind(_call_tiles(give)[1]))
        elif give == _NORTH_SET_ASIDE:
            remove(_kind(int(give[1:])))
    return hand


def _json_tenpai(kyoku: list[Any], seat: int, player: str | Phrase) -> bool:
    return bool(waits(counts_of(_json_concealed(kyoku, seat, player))))
