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

import dataclasses
import datetime as dt
import re
import urllib.parse
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any, NoReturn

from tablekeeper.importers.mjlog import parse_mjlog
from tablekeeper.importers.reading import (
    MAX_FU,
    MAX_HAN,
    MAX_HANDS,
    MAX_NAME,
    FieldRefused,
    UnreadableRecord,
    as_written,
    clean_text,
    decode_text,
    is_int,
    load_json,
    need,
    read_limited,
)
from tablekeeper.rules.game import GameState, PlayedHand, deal_words, round_words
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
from tablekeeper.rules.settlement import deltas_without_riichi
from tablekeeper.rules.standings import final_points, standings
from tablekeeper.words import number, tr

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
TENHOU_TIME = dt.timezone(dt.timedelta(hours=9), "JST")
"""Tenhou's clock, which its game ids are written in: Japan time, UTC+9 all year (no summer time)."""
MAX_ID = 150
"""The longest game id kept from a file name: the title it makes ("Tenhou " + id) fits the 200 of the column."""
MAX_POINTS = 1_000_000
"""No score or score change in a game of 25,000-point starts comes near a million points."""
MAX_COUNT = 1_000
"""Honba and riichi sticks on the table: a real game has a handful."""

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
_NAME_TIME = re.compile(r"(\d{8})(\d{2})gm-")
_TENHOU_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{8}")
_DRAW_TAG = re.compile(r"[TUVW]\d{1,3}")
_DISCARD_TAG = re.compile(r"[DEFG]\d{1,3}")
_WHOLE = re.compile(r"-?\d{1,9}")
_DECIMAL = re.compile(r"-?\d{1,7}(\.\d{1,4})?")
_SEAT_NAMES = ("Seat 1", "Seat 2", "Seat 3", "Seat 4")


class RecordDisagrees(UnreadableRecord):
    """A record whose own figures (start scores, changes, final points) differ from its replay."""


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
        """'East 1-0': the round, the dealer's number and the honba, in the player's language."""
        return f"{round_words(self.round % 4, self.dealer + 1)}-{self.honba}"


@dataclass(frozen=True, slots=True)
class ImportedGame:
    """One Tenhou game as tablekeeper keeps a game: players, rule set, hand results; plus the log's figures."""

    source: str
    """The file name it came from."""
    game_id: str
    """Tenhou's id of the game when the record gives one, else the file's name without its extension."""
    date: dt.date | None
    title: str
    """The lobby or title the record gives, if any."""
    players: tuple[str, str, str, str]
    """The names as the record gives them, without control characters, shortened to MAX_NAME."""
    rules: RuleSet
    results: tuple[HandResult, ...]
    log_hands: tuple[LoggedHand, ...]
    final_scores: Four | None
    """The log's final points (with leftover deposits), when it has them (mjlog ``owari``, JSON ``sc``)."""
    final_game_points: tuple[Fraction, Fraction, Fraction, Fraction] | None
    started_at: dt.datetime | None = None
    """When the game began on Tenhou's clock (an aware time, UTC+9), from the hour in its id."""
    tenhou_id: str | None = None
    """Tenhou's own id of the game (``2009071823gm-0041-0000-ff3a2214``), when the record carries one: the
    same game imported twice is known by it."""


def game_start(name: str) -> dt.datetime | None:
    """The moment a Tenhou game began, from the date and hour that start its id (``2009071823gm-...``: 23:00
    on 18 July 2009, Japan time), as an aware time."""
    match = _NAME_TIME.search(name)
    if match is None:
        return None
    try:
        day = dt.datetime.strptime(match.group(1), "%Y%m%d")
    except ValueError:
        return None
    hour = int(match.group(2))
    if hour > 23:
        return None
    return day.replace(hour=hour, tzinfo=TENHOU_TIME)


def game_date(name: str) -> dt.date | None:
    """The date at the start of a Tenhou game id or file name (``2010060416gm-0061-...``), Japan time."""
    start = game_start(name)
    return None if start is None else start.date()


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
    return [read_tenhou_bytes(read_limited(path), path.name)]


def read_tenhou_bytes(data: bytes, name: str) -> ImportedGame:
    """One game from the bytes of a Tenhou file called ``name``."""
    if data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] in (b"{", b"["):
        return read_json_game(decode_text(data, name, tr("a Tenhou JSON game")), name)
    return read_mjlog_game(parse_mjlog(data, name), name)


def _identity(name: str, reference: str = "") -> tuple[str, str | None, dt.datetime | None]:
    """The game id (for its title), Tenhou's id if there is one, and the start, from a file name or ``ref``."""
    for text in (reference, Path(name).name):
        match = _TENHOU_ID.search(text)
        if match is not None:
            return match.group(0), match.group(0), game_start(match.group(0))
    stem = clean_text(re.sub(r"(_tw=\d)?\.(mjlog|json|xml)(\.gz)?$", "", Path(name).name))
    return stem[:MAX_ID] or "game", None, game_start(name)


def _player_names(raw: Sequence[str]) -> tuple[str, str, str, str]:
    names = [clean_text(n)[:MAX_NAME].strip() for n in raw]
    return (names[0], names[1], names[2], names[3])


def _four(values: Sequence[int]) -> Four:
    return (values[0], values[1], values[2], values[3])


def _is_terminal_or_honour(tile_id: int) -> bool:
    kind = tile_id // 4
    return kind >= 27 or kind % 9 in (0, 8)


# mjlog XML ------------------------------------------------------------------------------------------------


class _Xml:
    """Reads the attributes of an mjlog's elements, each checked for its kind and range."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.where = tr("its header")

    def refuse(self, element: ET.Element, attribute: str, wanted: str) -> NoReturn:
        value = element.get(attribute)
        if value is None:
            template = tr(
                "{file} cannot be imported: in {where}, the {attribute} of <{element}> has none, where the record "
                "needs {wanted}."
            )
        else:
            template = tr(
                "{file} cannot be imported: in {where}, the {attribute} of <{element}> is {value}, where the record "
                "needs {wanted}."
            )
        raise UnreadableRecord(
            template.format(
                file=self.name,
                where=self.where,
                attribute=attribute,
                element=element.tag,
                value=None if value is None else as_written(value),
                wanted=wanted,
            )
        )

    def whole(self, element: ET.Element, attribute: str, low: int, high: int, default: int | None = None) -> int:
        value = element.get(attribute)
        if value is None and default is not None:
            return default
        if value is None or not _WHOLE.fullmatch(value.strip()) or not low <= int(value) <= high:
            self.refuse(
                element, attribute, tr("a whole number from {low} to {high}").format(low=number(low), high=number(high))
            )
        return int(value)

    def seat(self, element: ET.Element, attribute: str, default: int | None = None) -> int:
        return self.whole(element, attribute, 0, 3, default)

    def wholes(
        self, element: ET.Element, attribute: str, low: int, high: int, count: int | None = None, even: bool = False
    ) -> list[int]:
        text = element.get(attribute, "")
        parts = [p.strip() for p in text.split(",")] if text.strip() else []
        if count is None:
            wanted = tr("whole numbers from {low} to {high}, separated by commas")
        else:
            wanted = tr("{count} whole numbers from {low} to {high}, separated by commas")
        wanted = wanted.format(count=count, low=number(low), high=number(high))
        if (count is not None and len(parts) != count) or (even and len(parts) % 2):
            self.refuse(element, attribute, wanted)
        if not all(_WHOLE.fullmatch(p) and low <= int(p) <= high for p in parts):
            self.refuse(element, attribute, wanted)
        return [int(p) for p in parts]


class _XmlHand:
    """What the importer gathers while reading one kyoku of an mjlog."""

    def __init__(self, init: ET.Element, xml: _Xml) -> None:
        seed = xml.wholes(init, "seed", 0, 1_000_000_000, count=6)
        self.round_index, self.honba, self.sticks = seed[0], seed[1], seed[2]
        if self.round_index > 15 or self.honba > MAX_COUNT or self.sticks > MAX_COUNT:
            xml.refuse(
                init,
                "seed",
                tr("a round from 0 to 15, then honba and sticks up to {count}").format(count=number(MAX_COUNT)),
            )
        self.start = _four([v * 100 for v in xml.wholes(init, "ten", -MAX_POINTS // 100, MAX_POINTS // 100, 4)])
        self.dealer = xml.seat(init, "oya")
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

    def add_deltas(self, element: ET.Element, xml: _Xml) -> None:
        sc = xml.wholes(element, "sc", -MAX_POINTS // 100, MAX_POINTS // 100, count=8)
        for seat in range(4):
            self.deltas[seat] += sc[2 * seat + 1] * 100

    def finish(self, xml: _Xml) -> HandResult:
        if self.wins:
            winner, discarder = self.wins[0][0].winner, self.wins[0][1]
            if discarder == winner:
                if len(self.wins) > 1:
                    raise UnreadableRecord(
                        tr("{file} cannot be imported: {where} has a tsumo and another win.").format(
                            file=xml.name, where=xml.where
                        )
                    )
                return Tsumo(self.wins[0][0], frozenset(self.riichi))
            if any(d != discarder for _, d in self.wins):
                raise UnreadableRecord(
                    tr("{file} cannot be imported: {where} has wins on different discards.").format(
                        file=xml.name, where=xml.where
                    )
                )
            return Ron(discarder, tuple(w for w, _ in self.wins), frozenset(self.riichi))
        if self.result is None:
            raise UnreadableRecord(
                tr("{file} cannot be imported: {where} has no result (the record is cut short or damaged).").format(
                    file=xml.name, where=xml.where
                )
            )
        return self.result


def _xml_win(element: ET.Element, xml: _Xml) -> Win:
    who = xml.seat(element, "who")
    pao = None if element.get("paoWho") is None else xml.seat(element, "paoWho")
    ten = xml.wholes(element, "ten", 0, 10_000_000, count=3)
    yakuman = len(xml.wholes(element, "yakuman", 0, 99))
    if yakuman:
        return Win(who, yakuman=yakuman, pao=pao)
    yaku = xml.wholes(element, "yaku", 0, MAX_HAN, even=True)
    han = sum(yaku[1::2])
    if han > MAX_HAN or ten[0] > MAX_FU:
        xml.refuse(element, "yaku", tr("at most {han} han and {fu} fu").format(han=MAX_HAN, fu=MAX_FU))
    return Win(who, han=han, fu=ten[0], pao=pao)


def read_mjlog_game(root: ET.Element, name: str = "the file") -> ImportedGame:
    """One game from the root ``<mjloggm>`` element of an mjlog."""
    xml = _Xml(name)
    try:
        return _read_mjlog(root, xml)
    except InvalidResult as error:
        raise UnreadableRecord(_not_a_hand(name, xml.where, error)) from None


def _read_mjlog(root: ET.Element, xml: _Xml) -> ImportedGame:
    name = xml.name
    go_type = 1 | GO_HANCHAN
    players = ("", "", "", "")
    hands: list[_XmlHand] = []
    owari: list[str] = []
    owari_element: ET.Element | None = None
    for element in root:
        tag = element.tag
        hand = hands[-1] if hands else None
        if tag == "GO":
            go_type = xml.whole(element, "type", 0, 1 << 16, default=0)
        elif tag == "UN" and element.get("n0") is not None and not any(players):
            players = _player_names([urllib.parse.unquote(element.get(f"n{i}", "")) for i in range(4)])
        elif tag == "INIT":
            if len(hands) == MAX_HANDS:
                raise UnreadableRecord(_too_many_hands(name))
            if hand is not None:
                hand.finish(xml)  # the hand before this one must have ended
            xml.where = _hand(len(hands) + 1)
            hands.append(_XmlHand(element, xml))
        elif tag in ("AGARI", "RYUUKYOKU") and hand is None:
            raise UnreadableRecord(
                tr(
                    "{file} cannot be imported: it has a result before its first hand begins (an <INIT> is missing)."
                ).format(file=name)
            )
        elif hand is None:
            continue
        elif _DRAW_TAG.fullmatch(tag):
            hand.last_discarder = None
        elif _DISCARD_TAG.fullmatch(tag):
            tile = int(tag[1:])
            if tile > 135:
                raise UnreadableRecord(
                    tr("{file} cannot be imported: in {where}, <{element}> names no tile.").format(
                        file=name, where=xml.where, element=tag
                    )
                )
            seat = "DEFG".index(tag[0])
            hand.discards[seat].append(tile)
            hand.last_discarder = seat
        elif tag == "N":
            caller = xml.seat(element, "who")
            if hand.last_discarder is not None and hand.last_discarder != caller:
                hand.called[hand.last_discarder] = True
            hand.last_discarder = None
        elif tag == "REACH" and element.get("step") == "2":
            hand.riichi.add(xml.seat(element, "who"))
        elif tag == "AGARI":
            hand.wins.append((_xml_win(element, xml), xml.seat(element, "fromWho")))
            hand.add_deltas(element, xml)
        elif tag == "RYUUKYOKU":
            hand.result = _xml_draw(element, hand, xml)
            hand.add_deltas(element, xml)
        if tag in ("AGARI", "RYUUKYOKU") and element.get("owari") is not None:
            owari = [v.strip() for v in element.get("owari", "").split(",")]
            owari_element = element
    if go_type & GO_THREE_PLAYERS:
        raise UnreadableRecord(_three_players(name))
    if not hands:
        raise UnreadableRecord(tr("{file} holds no hand.").format(file=name))
    results = tuple(h.finish(xml) for h in hands)
    game_id, tenhou_id, started = _identity(name)
    date = None if started is None else started.date()
    rules = tenhou_rules(
        hanchan=bool(go_type & GO_HANCHAN),
        red_fives=not go_type & GO_NO_RED_FIVES,
        open_tanyao=not go_type & GO_NO_OPEN_TANYAO,
        date=date,
    )
    final_scores = game_points = None
    if owari_element is not None:
        xml.where = tr("the game's end")
        wanted = tr("8 numbers: each final score in hundreds, then its +/- score")
        if len(owari) != 8 or not all(_WHOLE.fullmatch(v) for v in owari[0::2]):
            xml.refuse(owari_element, "owari", wanted)
        if not all(_DECIMAL.fullmatch(v) for v in owari[1::2]):
            xml.refuse(owari_element, "owari", wanted)
        scores = [int(v) * 100 for v in owari[0::2]]
        if not all(abs(v) <= MAX_POINTS for v in scores):
            xml.refuse(owari_element, "owari", wanted)
        final_scores = _four(scores)
        points = [Fraction(v) for v in owari[1::2]]
        game_points = (points[0], points[1], points[2], points[3])
    return ImportedGame(
        source=name,
        game_id=game_id,
        date=date,
        title="",
        players=players,
        rules=rules,
        results=results,
        log_hands=tuple(h.logged() for h in hands),
        final_scores=final_scores,
        final_game_points=game_points,
        started_at=started,
        tenhou_id=tenhou_id,
    )


def _xml_draw(element: ET.Element, hand: _XmlHand, xml: _Xml) -> HandResult:
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
    if kind not in XML_ABORTS:
        raise UnreadableRecord(
            tr(
                "{file} cannot be imported: {where} ends in a draw of a kind tablekeeper does not know ({kind})."
            ).format(file=xml.name, where=xml.where, kind=as_written(kind))
        )
    return AbortiveDraw(XML_ABORTS[kind], riichi)


# tenhou.net/6 JSON ----------------------------------------------------------------------------------------

_HAN = re.compile(r"\((\d{1,2})飜\)")
_FU = re.compile(r"(\d{1,3})符")
_LIMIT_FU = {4: 40, 3: 70}
"""A limit hand below 5 han printed without its fu: the least fu that makes it a mangan."""
_TILE_CODES = frozenset([*range(11, 20), *range(21, 30), *range(31, 40), *range(41, 48), 51, 52, 53])
_CALL = re.compile(r"(\d\d)*[cpmka](\d\d)+")
_RIICHI_DISCARD = re.compile(r"r\d\d")


def _json_four(value: object, what: str) -> Four:
    need(
        isinstance(value, list) and len(value) == 4 and all(is_int(v, -MAX_POINTS, MAX_POINTS) for v in value),
        tr("{what}: four whole numbers of points").format(what=what),
    )
    assert isinstance(value, list)
    return _four(value)


def read_json_game(text: str, name: str = "the file") -> ImportedGame:
    """One game from tenhou.net/6 JSON: a single object, or JSON Lines of one kyoku each (mjx)."""
    place = [tr("its header")]
    try:
        return _read_json(_json_objects(text, name), name, place)
    except FieldRefused as bad:
        raise UnreadableRecord(
            tr("{file} is not a Tenhou JSON game tablekeeper can read: in {where}, {wanted}.").format(
                file=name, where=place[0], wanted=bad
            )
        ) from None
    except InvalidResult as error:
        raise UnreadableRecord(_not_a_hand(name, place[0], error)) from None


def _hand(number: int) -> str:
    """Where in a record a refusal is: 'Hand 3' (in French "la main 3", said within a sentence)."""
    return tr("Hand {number}", "a place in a record").format(number=number)


def _not_a_hand(name: str, where: str, error: InvalidResult) -> str:
    return tr("{file} cannot be imported: {where} is not a hand the rules know: {reason}").format(
        file=name, where=where, reason=error
    )


def _too_many_hands(name: str) -> str:
    return tr("{file} has more than {count} hands, far more than any game.").format(file=name, count=number(MAX_HANDS))


def _three_players(name: str) -> str:
    return tr("{file} is a three-player game; tablekeeper keeps four-player games.").format(file=name)


def _json_objects(text: str, name: str) -> list[dict[str, Any]]:
    what = tr("a Tenhou JSON game")
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > 1 and lines[0].lstrip().startswith("{") and lines[0].rstrip().endswith("}"):
        objects = [load_json(line, name, what) for line in lines]  # JSON Lines: one kyoku a line (mjx)
    else:
        objects = [load_json(text, name, what)]
    for line, obj in enumerate(objects, start=1):
        if not isinstance(obj, dict):
            where = tr("line {number}").format(number=line) if len(objects) > 1 else tr("the file")
            if isinstance(obj, list):
                template = tr(
                    '{file} is not a Tenhou JSON game: {where} is a list, where a game is an object with a "log".'
                )
            else:
                template = tr(
                    "{file} is not a Tenhou JSON game: {where} is not an object, where a game is an object with a "
                    '"log".'
                )
            raise UnreadableRecord(template.format(file=name, where=where))
    return objects


def _read_json(objects: list[dict[str, Any]], name: str, place: list[str]) -> ImportedGame:
    first = objects[0]
    rule = first.get("rule", {})
    need(isinstance(rule, dict), tr('"rule" is an object such as {"disp": "鳳南喰赤", "aka": 1}'))
    disp = rule.get("disp", "")
    need(isinstance(disp, str) and len(disp) <= 100, tr('"rule"."disp" is a short text'))
    aka = rule.get("aka", 1)
    need(is_int(aka, 0, 1), tr('"rule"."aka" is 0 or 1'))
    if "三" in disp:
        raise UnreadableRecord(_three_players(name))
    raw_names = first.get("name", ["", "", "", ""])
    need(
        isinstance(raw_names, list) and len(raw_names) == 4 and all(isinstance(n, str) for n in raw_names),
        tr('"name" is a list of four names'),
    )
    titles = first.get("title", [])
    need(isinstance(titles, list) and all(isinstance(t, str) for t in titles), tr('"title" is a list of texts'))
    reference = first.get("ref", "")
    need(isinstance(reference, str) and len(reference) <= 200, tr('"ref" is a game id'))
    kyokus: list[Any] = []
    for obj in objects:
        log = obj.get("log")
        need(isinstance(log, list), tr('"log" is the list of the hands'))
        assert isinstance(log, list)
        kyokus.extend(log)
        if len(kyokus) > MAX_HANDS:
            raise UnreadableRecord(_too_many_hands(name))
    if not kyokus:
        raise UnreadableRecord(tr("{file} holds no hand.").format(file=name))
    game_id, tenhou_id, started = _identity(name, reference)
    date = None if started is None else started.date()
    rules = tenhou_rules(
        hanchan="東" not in disp,
        red_fives=bool(aka),
        open_tanyao="喰" in disp or not disp,
        date=date,
    )
    results: list[HandResult] = []
    logged: list[LoggedHand] = []
    players = _player_names(raw_names)
    called = [name or tr("the player at seat {seat}").format(seat=seat + 1) for seat, name in enumerate(players)]
    for index, kyoku in enumerate(kyokus, start=1):
        place[0] = _hand(index)
        _check_kyoku(kyoku, called)
        result, deltas, riichi = _json_hand(kyoku, called)
        results.append(result)
        round_index, honba, sticks = kyoku[0]
        logged.append(
            LoggedHand(round_index // 4, round_index % 4, honba, sticks * 1_000, _four(kyoku[1]), deltas, riichi)
        )
    place[0] = tr("the game's end")
    final_scores = game_points = None
    sc = first.get("sc")
    if sc is not None:
        need(
            isinstance(sc, list)
            and len(sc) == 8
            and all(is_int(v, -MAX_POINTS // 100, MAX_POINTS // 100) for v in sc[0::2])
            and all(is_int(v, -MAX_POINTS, MAX_POINTS) or isinstance(v, float) for v in sc[1::2]),
            tr('"sc" is 8 numbers: each final score in hundreds, then its +/- score'),
        )
        final_scores = _four([v * 100 for v in sc[0::2]])
        points = [Fraction(str(v)) for v in sc[1::2]]
        game_points = (points[0], points[1], points[2], points[3])
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
    )


def _check_kyoku(kyoku: object, players: Sequence[str]) -> None:
    """Every part of a kyoku the importer reads, checked for its kind and range (FORMAT.md section 3)."""
    need(isinstance(kyoku, list) and len(kyoku) == 17, tr("a hand is a list of 17 parts"))
    assert isinstance(kyoku, list)
    head = kyoku[0]
    need(
        isinstance(head, list)
        and len(head) == 3
        and is_int(head[0], 0, 15)
        and is_int(head[1], 0, MAX_COUNT)
        and is_int(head[2], 0, MAX_COUNT),
        tr("the hand's first part is [round 0 to 15, honba, riichi sticks]"),
    )
    _json_four(kyoku[1], tr("the hand's start scores"))
    for seat in range(4):
        hand, takes, gives = kyoku[4 + 3 * seat], kyoku[5 + 3 * seat], kyoku[6 + 3 * seat]
        need(
            isinstance(hand, list) and len(hand) == 13 and all(is_int(t, 0, 99) and t in _TILE_CODES for t in hand),
            tr("the starting hand of {player} is 13 tile codes").format(player=players[seat]),
        )
        need(
            isinstance(takes, list)
            and all(
                (is_int(t, 0, 99) and t in _TILE_CODES) or (isinstance(t, str) and _CALL.fullmatch(t)) for t in takes
            ),
            tr("the draws of {player} are tile codes and calls").format(player=players[seat]),
        )
        need(
            isinstance(gives, list)
            and all(
                (is_int(g, 0, 99) and (g in _TILE_CODES or g in (0, 60)))
                or (isinstance(g, str) and (_CALL.fullmatch(g) or _RIICHI_DISCARD.fullmatch(g)))
                for g in gives
            ),
            tr("the discards of {player} are tile codes, riichi discards and kans").format(player=players[seat]),
        )
    outcome = kyoku[16]
    need(
        isinstance(outcome, list) and bool(outcome) and isinstance(outcome[0], str),
        tr("the result starts with its kind"),
    )
    assert isinstance(outcome, list)
    if outcome[0] == "和了":
        need(len(outcome) in (3, 5, 7), tr("a win has its changes and its details for each winner"))
        for deltas, info in zip(outcome[1::2], outcome[2::2], strict=True):
            _json_four(deltas, tr("a win's changes"))
            need(
                isinstance(info, list)
                and len(info) >= 4
                and all(is_int(v, 0, 3) for v in info[:3])
                and all(isinstance(v, str) and len(v) <= 100 for v in info[3:]),
                tr("a win's details are [winner, discarder, liable player, points, yaku...]"),
            )
    else:
        need(len(outcome) <= 2, tr("a draw has at most its changes"))
        for deltas in outcome[1:]:
            _json_four(deltas, tr("a draw's changes"))


def _json_hand(kyoku: list[Any], players: Sequence[str]) -> tuple[HandResult, Four, frozenset[int]]:
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
            need(len(wins) == 1, tr("a tsumo has one winner"))
            return Tsumo(wins[0], riichi), _four(deltas), riichi
        need(all(info[1] == from_who for info in outcome[2::2]), tr("the winners of a ron won on the same discard"))
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
        tenpai = frozenset(seat for seat in range(4) if _json_tenpai(kyoku, seat, players[seat])) | riichi
        return ExhaustiveDraw(tenpai, nagashi, riichi), _four(deltas), riichi
    raise FieldRefused(tr("the result {kind} is of no kind tablekeeper knows").format(kind=as_written(head)))


def _json_win(info: list[Any]) -> Win:
    who, _, pao = info[0], info[1], info[2]
    point_text = info[3]
    yaku = info[4:]
    liable = None if pao == who else pao
    yakuman = sum("役満" in y for y in yaku)
    if yakuman:
        return Win(who, yakuman=yakuman, pao=liable)
    han = sum(int(m.group(1)) for y in yaku for m in _HAN.finditer(y))
    need(han <= MAX_HAN, tr("a win has at most {count} han").format(count=MAX_HAN))
    fu_match = _FU.search(point_text)
    fu = int(fu_match.group(1)) if fu_match else _LIMIT_FU.get(han)
    return Win(who, han=han, fu=fu, pao=liable)


# Checking a replay against the log ------------------------------------------------------------------------


def check_replay(game: ImportedGame, played: Sequence[PlayedHand], end: GameState, players: Sequence[str]) -> None:
    """Refuse, with a sentence naming the hand and the ``players``, a replay that does not give the log's own
    figures: each hand's start (scores, round, dealer, honba, sticks), its changes, that the game is over
    when the log ends, and the final points and +/- scores when the log has them."""
    file = game.source
    for index, (hand, logged) in enumerate(zip(played, game.log_hands, strict=True), start=1):
        before = hand.before
        where = tr("Hand {number} ({deal})", "a place in a record").format(number=index, deal=logged.name)
        if before.scores != logged.start_scores:
            raise RecordDisagrees(
                tr(
                    "{file} cannot be imported: the log starts {where} with {logged}, but its hands before give "
                    "{replayed} (is a hand missing from the record?)."
                ).format(
                    file=file,
                    where=where,
                    logged=_points(logged.start_scores, players),
                    replayed=_points(before.scores, players),
                )
            )
        engine = (before.round, before.dealer, before.honba, before.deposits)
        if engine != (logged.round, logged.dealer, logged.honba, logged.deposits):
            raise RecordDisagrees(
                tr(
                    "{file} cannot be imported: the log calls Hand {number} {deal} with {sticks} points of sticks on "
                    "the table, but the hands before make it {replayed} with {replayed_sticks} (is a hand missing "
                    "from the record?)."
                ).format(
                    file=file,
                    number=index,
                    deal=logged.name,
                    sticks=number(logged.deposits),
                    replayed=f"{deal_words(before)}-{before.honba}",
                    replayed_sticks=number(before.deposits),
                )
            )
        changes = deltas_without_riichi(hand.settlement)
        if changes != logged.deltas:
            raise RecordDisagrees(
                tr(
                    "{file} cannot be imported: in {where} the log moves {logged}, but the hand as recorded moves "
                    "{replayed}."
                ).format(
                    file=file,
                    where=where,
                    logged=_points(logged.deltas, players, signed=True),
                    replayed=_points(changes, players, signed=True),
                )
            )
    if not end.finished:
        raise RecordDisagrees(
            tr(
                "{file} cannot be imported: the record ends after Hand {number}, but the game goes on to {deal}; the "
                "record is incomplete."
            ).format(file=file, number=len(played), deal=deal_words(end))
        )
    if game.final_scores is not None:
        points = final_points(end, game.rules)
        if points != game.final_scores:
            raise RecordDisagrees(
                tr(
                    "{file} cannot be imported: the log's final points are {logged}, but its hands give {replayed}."
                ).format(file=file, logged=_points(game.final_scores, players), replayed=_points(points, players))
            )
    if game.final_game_points is not None:
        by_seat = {s.seat: s.score for s in standings(end, game.rules)}
        scores = tuple(by_seat[seat] for seat in range(4))
        if scores != game.final_game_points:
            shown = ", ".join(f"{p} {float(s):+g}" for p, s in zip(players, game.final_game_points, strict=True))
            raise RecordDisagrees(
                tr(
                    "{file} cannot be imported: the log's final +/- scores ({logged}) are not those its points give."
                ).format(file=file, logged=shown)
            )


def _points(values: Sequence[int], players: Sequence[str], *, signed: bool = False) -> str:
    """'Aki 25,000, Ben 24,000, ...' (signed: 'Aki +1,000, Ben +0, ...'), in the player's language's numbers."""
    return ", ".join(
        f"{p} {number(v, signed=True, zero='+0') if signed else number(v)}"
        for p, v in zip(players, values, strict=True)
    )


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


def _json_concealed(kyoku: list[Any], seat: int, player: str) -> tuple[list[int], int]:
    """The kinds of the concealed tiles of ``seat`` at the end of the hand, and the number of melds; refused
    when the hand gives away a tile it does not hold (a damaged or made-up record)."""
    hand = [_kind(c) for c in kyoku[4 + 3 * seat]]
    takes, gives = kyoku[5 + 3 * seat], kyoku[6 + 3 * seat]

    def remove(kind: int) -> None:
        need(
            kind in hand,
            tr("the draws and discards of {player} are a hand that holds every tile it gives away").format(
                player=player
            ),
        )
        hand.remove(kind)

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
                remove(_kind(code))
            melds += 1
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
            melds += 1
        elif "k" in give:
            remove(_kind(_call_tiles(give)[1]))
    return hand, melds


def _json_tenpai(kyoku: list[Any], seat: int, player: str) -> bool:
    kinds, _ = _json_concealed(kyoku, seat, player)
    return bool(waits(counts_of(kinds)))
