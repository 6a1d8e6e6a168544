"""Importing a game played on Tenhou: mjlog XML (gzipped or not) or tenhou.net/6 JSON (one kyoku a line).

The importer reads from each hand only what a player would say at the table (winners, discarder, han and
fu or yakuman count, the liable player, riichi declarations, tenpai players, the kind of abortive draw);
the engine works out every point. The log's own figures (start scores, deltas, final scores) are kept in
:class:`LoggedHand` and :attr:`ImportedGame.final_scores` only so that a replay can be checked against them.

The rule set is the ``tenhou`` preset, adjusted by the game's rule flags (east-only or east-south, red
fives, open tanyao) and by the rules Tenhou had on the game's date (FORMAT.md section 8): uma 5-10 before
August 2009, no tenpai-yame up to 2010-06-01.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import json
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from tablekeeper.errors import TablekeeperError
from tablekeeper.files import read_game_file
from tablekeeper.importers.mjlog import UnreadableRecord, parse_mjlog
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
from tablekeeper.rules.ruleset import PRESETS, RuleSet

Four = tuple[int, int, int, int]

GO_NO_RED_FIVES = 2
GO_NO_OPEN_TANYAO = 4
GO_HANCHAN = 8
GO_THREE_PLAYERS = 16

OLD_UMA = (10_000, 5_000, -5_000, -10_000)
OLD_UMA_UNTIL = dt.date(2009, 7, 31)
"""The last day of uma 5-10 seen in the logs (the change lies between 2009-07-31 and 2009-08-27)."""
NO_TENPAI_YAME_UNTIL = dt.date(2010, 6, 1)
"""Games up to this day had no tenpai-yame; games from 2010-06-08 on have it."""

XML_ABORTS = {
    "yao9": AbortKind.NINE_TERMINALS,
    "kaze4": AbortKind.FOUR_WINDS,
    "reach4": AbortKind.FOUR_RIICHI,
    "kan4": AbortKind.FOUR_KANS,
    "ron3": AbortKind.TRIPLE_RON,
}
JSON_ABORTS = {
    "九種九牌": AbortKind.NINE_TERMINALS,
    "四風連打": AbortKind.FOUR_WINDS,
    "四家立直": AbortKind.FOUR_RIICHI,
    "四槓散了": AbortKind.FOUR_KANS,
    "三家和了": AbortKind.TRIPLE_RON,
}
_NAME_DATE = re.compile(r"(\d{8})\d{2}gm-")
_DRAW_TAG = re.compile(r"[TUVW]\d+")
_DISCARD_TAG = re.compile(r"[DEFG]\d+")


@dataclass(frozen=True, slots=True)
class LoggedHand:
    """What the log itself says about one hand; used only to check a replay."""

    round: int
    """0 East, 1 South, 2 West."""
    dealer: int
    honba: int
    deposits: int
    """Points on the table at the start of the hand."""
    start_scores: Four
    deltas: Four
    """Score changes of the results, without the riichi sticks paid during the hand (Tenhou's own figures)."""
    riichi: frozenset[int]
    """Seats whose riichi stood, each paying a stick."""

    @property
    def name(self) -> str:
        return f"{('East', 'South', 'West', 'North')[self.round % 4]} {self.dealer + 1}-{self.honba}"


@dataclass(frozen=True, slots=True)
class ImportedGame:
    """One Tenhou game as tablekeeper keeps a game: players, rule set, hand results; plus the log's figures."""

    source: str
    """The file name it came from."""
    game_id: str
    date: dt.date | None
    title: str
    """The lobby or title the record gives, if any."""
    players: tuple[str, str, str, str]
    rules: RuleSet
    results: tuple[HandResult, ...]
    log_hands: tuple[LoggedHand, ...]
    final_scores: Four | None
    """The log's final points (with leftover deposits), when it has them (mjlog ``owari``)."""
    final_game_points: tuple[Fraction, Fraction, Fraction, Fraction] | None


def game_date(name: str) -> dt.date | None:
    """The date at the start of a Tenhou game id or file name (``2010060416gm-0061-...``)."""
    match = _NAME_DATE.search(name)
    if match is None:
        return None
    try:
        return dt.datetime.strptime(match.group(1), "%Y%m%d").date()
    except ValueError:
        return None


def tenhou_rules(*, hanchan: bool, red_fives: bool, open_tanyao: bool, date: dt.date | None) -> RuleSet:
    """The ``tenhou`` preset for one game: its rule flags, and the rules in force on its date."""
    rules = dataclasses.replace(
        PRESETS["tenhou"], rounds=2 if hanchan else 1, red_fives=red_fives, open_tanyao=open_tanyao
    )
    if date is not None and date <= OLD_UMA_UNTIL:
        rules = dataclasses.replace(rules, uma=OLD_UMA)
    if date is not None and date <= NO_TENPAI_YAME_UNTIL:
        rules = dataclasses.replace(rules, tenpai_yame=False)
    return rules


def read_tenhou_file(path: Path | str) -> list[ImportedGame]:
    """The games in a Tenhou file: an mjlog (XML, gzipped or not) or tenhou.net/6 JSON (one game)."""
    path = Path(path)
    try:
        data = read_game_file(path)
    except OSError as error:
        raise UnreadableRecord(f"{path} cannot be read: {error.strerror}.") from None
    return [read_tenhou_bytes(data, path.name)]


def read_tenhou_bytes(data: bytes, name: str) -> ImportedGame:
    """One game from the bytes of a Tenhou file called ``name``."""
    if data.lstrip()[:1] in (b"{", b"["):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise UnreadableRecord(f"{name} is not UTF-8 text, so not a Tenhou JSON game.") from None
        return read_json_game(text, name)
    return read_mjlog_game(parse_mjlog(data, name), name)


def _ints(text: str | None) -> list[int]:
    return [int(float(v)) for v in text.split(",")] if text else []


def _four(values: Sequence[int]) -> Four:
    return (values[0], values[1], values[2], values[3])


def _is_terminal_or_honour(tile_id: int) -> bool:
    kind = tile_id // 4
    return kind >= 27 or kind % 9 in (0, 8)


class _XmlHand:
    """What the importer gathers while reading one kyoku of an mjlog."""

    def __init__(self, init: ET.Element) -> None:
        seed = _ints(init.get("seed"))
        self.round_index, self.honba, self.sticks = seed[0], seed[1], seed[2]
        self.start = _four([v * 100 for v in _ints(init.get("ten"))])
        self.dealer = int(init.get("oya", "0"))
        self.riichi: set[int] = set()
        self.discards: list[list[int]] = [[], [], [], []]
        self.called = [False, False, False, False]
        self.last_discarder: int | None = None
        self.wins: list[tuple[Win, int]] = []
        self.result: HandResult | None = None
        self.deltas = [0, 0, 0, 0]

    def logged(self) -> LoggedHand:
        return LoggedHand(
            self.round_index // 4,
            self.dealer,
            self.honba,
            self.sticks * 1_000,
            self.start,
            _four(self.deltas),
            frozenset(self.riichi),
        )

    def add_deltas(self, element: ET.Element) -> None:
        sc = _ints(element.get("sc"))
        for seat in range(4):
            self.deltas[seat] += sc[2 * seat + 1] * 100

    def finish(self, name: str) -> HandResult:
        if self.wins:
            winner, discarder = self.wins[0][0].winner, self.wins[0][1]
            if discarder == winner:
                return Tsumo(self.wins[0][0], frozenset(self.riichi))
            return Ron(discarder, tuple(w for w, _ in self.wins), frozenset(self.riichi))
        if self.result is None:
            raise UnreadableRecord(f"{name} has a hand with no result (the record is cut short).")
        return self.result


def _xml_win(element: ET.Element) -> Win:
    who = int(element.get("who", "0"))
    pao = element.get("paoWho")
    ten = _ints(element.get("ten"))
    yakuman = len(_ints(element.get("yakuman")))
    if yakuman:
        return Win(who, yakuman=yakuman, pao=None if pao is None else int(pao))
    yaku = _ints(element.get("yaku"))
    han = sum(yaku[1::2])
    return Win(who, han=han, fu=ten[0], pao=None if pao is None else int(pao))


def read_mjlog_game(root: ET.Element, name: str = "the file") -> ImportedGame:
    """One game from the root ``<mjloggm>`` element of an mjlog."""
    try:
        return _read_mjlog(root, name)
    except (ValueError, IndexError, TypeError, InvalidResult) as error:
        message = error.message if isinstance(error, TablekeeperError) else repr(error)
        raise UnreadableRecord(f"{name} has a hand tablekeeper cannot read ({message}).") from None


def _read_mjlog(root: ET.Element, name: str) -> ImportedGame:
    go_type = 1 | GO_HANCHAN
    players = ("", "", "", "")
    hands: list[_XmlHand] = []
    owari: list[float] = []
    for element in root:
        tag = element.tag
        hand = hands[-1] if hands else None
        if tag == "GO":
            go_type = int(element.get("type", "0"))
        elif tag == "UN" and element.get("n0") is not None and not any(players):
            players = _four_names([urllib.parse.unquote(element.get(f"n{i}", "")) for i in range(4)])
        elif tag == "INIT":
            hands.append(_XmlHand(element))
        elif hand is None:
            continue
        elif _DRAW_TAG.fullmatch(tag):
            hand.last_discarder = None
        elif _DISCARD_TAG.fullmatch(tag):
            seat = "DEFG".index(tag[0])
            hand.discards[seat].append(int(tag[1:]))
            hand.last_discarder = seat
        elif tag == "N":
            caller = int(element.get("who", "0"))
            if hand.last_discarder is not None and hand.last_discarder != caller:
                hand.called[hand.last_discarder] = True
            hand.last_discarder = None
        elif tag == "REACH" and element.get("step") == "2":
            hand.riichi.add(int(element.get("who", "0")))
        elif tag == "AGARI":
            hand.wins.append((_xml_win(element), int(element.get("fromWho", "0"))))
            hand.add_deltas(element)
        elif tag == "RYUUKYOKU":
            hand.result = _xml_draw(element, hand)
            hand.add_deltas(element)
        if tag in ("AGARI", "RYUUKYOKU") and element.get("owari"):
            owari = [float(v) for v in element.get("owari", "").split(",")]
    if go_type & GO_THREE_PLAYERS:
        raise UnreadableRecord(f"{name} is a three-player game; tablekeeper keeps four-player games.")
    if not hands:
        raise UnreadableRecord(f"{name} holds no hand.")
    date = game_date(name)
    rules = tenhou_rules(
        hanchan=bool(go_type & GO_HANCHAN),
        red_fives=not go_type & GO_NO_RED_FIVES,
        open_tanyao=not go_type & GO_NO_OPEN_TANYAO,
        date=date,
    )
    final_scores = final_points = None
    if owari:
        final_scores = _four([round(v * 100) for v in owari[0::2]])
        points = [Fraction(str(v)) for v in owari[1::2]]
        final_points = (points[0], points[1], points[2], points[3])
    return ImportedGame(
        source=name,
        game_id=_game_id(name),
        date=date,
        title="",
        players=players,
        rules=rules,
        results=tuple(h.finish(name) for h in hands),
        log_hands=tuple(h.logged() for h in hands),
        final_scores=final_scores,
        final_game_points=final_points,
    )


def _four_names(names: Sequence[str]) -> tuple[str, str, str, str]:
    return (names[0], names[1], names[2], names[3])


def _game_id(name: str) -> str:
    return re.sub(r"(_tw=\d)?\.(mjlog|json|xml)(\.gz)?$", "", Path(name).name)


def _xml_draw(element: ET.Element, hand: _XmlHand) -> HandResult:
    kind = element.get("type")
    riichi = frozenset(hand.riichi)
    if kind is None or kind == "nm":
        tenpai = frozenset(seat for seat in range(4) if element.get(f"hai{seat}") is not None)
        nagashi: frozenset[int] = frozenset()
        if kind == "nm":
            nagashi = frozenset(
                seat
                for seat in range(4)
                if not hand.called[seat] and all(_is_terminal_or_honour(t) for t in hand.discards[seat])
            )
        return ExhaustiveDraw(tenpai, nagashi, riichi)
    try:
        return AbortiveDraw(XML_ABORTS[kind], riichi)
    except KeyError:
        raise UnreadableRecord(f"The record has a draw of a kind tablekeeper does not know ({kind!r}).") from None


# tenhou.net/6 JSON ----------------------------------------------------------------------------------------

_HAN = re.compile(r"\((\d+)飜\)")
_FU = re.compile(r"(\d+)符")
_LIMIT_FU = {4: 40, 3: 70}
"""A limit hand below 5 han printed without its fu: the least fu that makes it a mangan."""


def read_json_game(text: str, name: str = "the file") -> ImportedGame:
    """One game from tenhou.net/6 JSON: a single object, or JSON Lines of one kyoku each (mjx)."""
    try:
        objects = _json_objects(text)
        return _read_json(objects, name)
    except (KeyError, IndexError, TypeError, ValueError, InvalidResult) as error:
        message = error.message if isinstance(error, TablekeeperError) else repr(error)
        raise UnreadableRecord(f"{name} is not a Tenhou JSON game tablekeeper can read ({message}).") from None


def _json_objects(text: str) -> list[dict[str, Any]]:
    with contextlib.suppress(json.JSONDecodeError):  # one object; else JSON Lines, one kyoku a line
        return [json.loads(text)]
    try:
        return [json.loads(line) for line in text.splitlines() if line.strip()]
    except json.JSONDecodeError:
        raise ValueError("its JSON cannot be read") from None


def _read_json(objects: list[dict[str, Any]], name: str) -> ImportedGame:
    first = objects[0]
    rule = first.get("rule", {})
    disp = str(rule.get("disp", ""))
    if "三" in disp:
        raise UnreadableRecord(f"{name} is a three-player game; tablekeeper keeps four-player games.")
    kyokus = [kyoku for obj in objects for kyoku in obj["log"]]
    if not kyokus:
        raise UnreadableRecord(f"{name} holds no hand.")
    date = game_date(name) or game_date(str(first.get("ref", "")))
    rules = tenhou_rules(
        hanchan="東" not in disp,
        red_fives=bool(rule.get("aka", 1)),
        open_tanyao="喰" in disp or not disp,
        date=date,
    )
    results: list[HandResult] = []
    logged: list[LoggedHand] = []
    for kyoku in kyokus:
        result, deltas, riichi = _json_hand(kyoku)
        results.append(result)
        round_index, honba, sticks = kyoku[0]
        logged.append(
            LoggedHand(
                round_index // 4,
                round_index % 4,
                honba,
                sticks * 1_000,
                _four(kyoku[1]),
                deltas,
                riichi,
            )
        )
    final_scores = final_points = None
    sc = first.get("sc")
    if isinstance(sc, list) and len(sc) == 8:
        final_scores = _four([int(v) * 100 for v in sc[0::2]])
        points = [Fraction(str(v)) for v in sc[1::2]]
        final_points = (points[0], points[1], points[2], points[3])
    names = [str(n) for n in first.get("name", ["", "", "", ""])]
    return ImportedGame(
        source=name,
        game_id=str(first.get("ref") or _game_id(name)),
        date=date,
        title=" ".join(str(t) for t in first.get("title", []) if t),
        players=_four_names(names),
        rules=rules,
        results=tuple(results),
        log_hands=tuple(logged),
        final_scores=final_scores,
        final_game_points=final_points,
    )


def _json_hand(kyoku: list[Any]) -> tuple[HandResult, Four, frozenset[int]]:
    outcome = kyoku[16]
    head = outcome[0]
    gives = [kyoku[6 + 3 * seat] for seat in range(4)]
    dealt_in: set[int] = set()
    if head == "和了":
        dealt_in = {info[1] for info in outcome[2::2] if info[0] != info[1]}
    riichi = frozenset(
        seat
        for seat in range(4)
        if any(isinstance(g, str) and g.startswith("r") for g in gives[seat])
        and not (seat in dealt_in and isinstance(gives[seat][-1], str) and gives[seat][-1].startswith("r"))
    )
    deltas = [0, 0, 0, 0]
    for part in outcome[1:]:
        if len(part) == 4 and all(isinstance(v, int) for v in part):
            deltas = [a + b for a, b in zip(deltas, part, strict=True)]
    if head == "和了":
        wins = [_json_win(info) for info in outcome[2::2]]
        who, from_who = outcome[2][0], outcome[2][1]
        if who == from_who:
            return Tsumo(wins[0], riichi), _four(deltas), riichi
        return Ron(from_who, tuple(wins), riichi), _four(deltas), riichi
    if head in JSON_ABORTS:
        return AbortiveDraw(JSON_ABORTS[head], riichi), _four(deltas), riichi
    if head == "全員聴牌":
        return ExhaustiveDraw(frozenset(range(4)), riichi=riichi), _four(deltas), riichi
    if head == "全員不聴":
        return ExhaustiveDraw(frozenset(), riichi=riichi), _four(deltas), riichi
    if head == "流局":
        tenpai = frozenset(seat for seat in range(4) if deltas[seat] > 0)
        return ExhaustiveDraw(tenpai, riichi=riichi), _four(deltas), riichi
    if head == "流し満貫":
        # The JSON names neither the nagashi player nor who was tenpai: the first receive the only
        # payments, the second are read from the hands.
        nagashi = frozenset(seat for seat in range(4) if deltas[seat] > 0)
        tenpai = frozenset(seat for seat in range(4) if _json_tenpai(kyoku, seat)) | riichi
        return ExhaustiveDraw(tenpai, nagashi, riichi), _four(deltas), riichi
    raise ValueError(f"an unknown result {head!r}")


def _json_win(info: list[Any]) -> Win:
    who, _, pao = info[0], info[1], info[2]
    point_text = str(info[3])
    yaku = [str(y) for y in info[4:]]
    liable = None if pao == who else int(pao)
    yakuman = sum("役満" in y for y in yaku)
    if yakuman:
        return Win(int(who), yakuman=yakuman, pao=liable)
    han = sum(int(m.group(1)) for y in yaku for m in _HAN.finditer(y))
    fu_match = _FU.search(point_text)
    fu = int(fu_match.group(1)) if fu_match else _LIMIT_FU.get(han)
    return Win(int(who), han=han, fu=fu, pao=liable)


# Tenpai of a JSON hand (only needed at a nagashi mangan draw) ---------------------------------------------


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


def _json_concealed(kyoku: list[Any], seat: int) -> tuple[list[int], int]:
    """The kinds of the concealed tiles of ``seat`` at the end of the hand, and the number of melds."""
    hand = [_kind(c) for c in kyoku[4 + 3 * seat]]
    takes, gives = kyoku[5 + 3 * seat], kyoku[6 + 3 * seat]
    melds = 0
    drawn = None
    for index, take in enumerate(takes):
        if isinstance(take, int):
            drawn = _kind(take)
            hand.append(drawn)
        else:
            tiles, called = _call_tiles(take)
            tiles.remove(called)
            for code in tiles:
                hand.remove(_kind(code))
            melds += 1
        if index >= len(gives):
            break
        give = gives[index]
        if isinstance(give, int):
            if give == 60 and drawn is not None:
                hand.remove(drawn)
            elif give:
                hand.remove(_kind(give))
        elif give.startswith("r"):
            code = int(give[1:])
            hand.remove(drawn if code == 60 and drawn is not None else _kind(code))
        elif "a" in give:
            for code in _call_tiles(give)[0]:
                hand.remove(_kind(code))
            melds += 1
        elif "k" in give:
            hand.remove(_kind(_call_tiles(give)[1]))
    return hand, melds


def _json_tenpai(kyoku: list[Any], seat: int) -> bool:
    kinds, _ = _json_concealed(kyoku, seat)
    return bool(waits(counts_of(kinds)))
