"""The mjlog reader: Tenhou's XML record of a game (gzipped, as Tenhou serves it, or plain) opened and read as what
a player would say at the table of each hand (../shared/data/tenhou/FORMAT.md, sections 2 to 6).

The reader takes from each kyoku (``<INIT>`` to its ``<AGARI>`` or ``<RYUUKYOKU>``) the winners, the discarder, han
and fu or the yakuman count, the liable player, the riichi declarations, the tenpai players and the kind of
abortive draw; the discards and calls only to find a nagashi mangan. The log's own figures (``ten``, ``sc``,
``owari``) are kept beside, for :func:`~tablekeeper.importers.replay_check.check_replay`.

A three-player game (bit 16 of ``<GO type>``) is written for four seats, the fourth empty: no name, 0 points, no
tiles, its pair of ``sc`` and ``owari`` 0. A North set aside (``<N>`` with bit 0x20 of ``m``) is no call on a
discard, and its dora are in the win's ``yaku`` with the others.
"""

from __future__ import annotations

import dataclasses
import re
import urllib.parse
import xml.etree.ElementTree as ET
from fractions import Fraction
from typing import NoReturn

from tablekeeper.errors import Phrase
from tablekeeper.importers.reading import (
    GZIP_MAGIC,
    MAX_FU,
    MAX_HAN,
    MAX_HANDS,
    UnreadableRecord,
    gunzip_limited,
)
from tablekeeper.importers.tenhou_game import (
    MAX_COUNT,
    MAX_POINTS,
    Four,
    HandPlace,
    ImportedGame,
    LoggedHand,
    absent_seat_not_empty,
    absent_seats_empty,
    by_seat,
    dealt_codes,
    hand_place,
    identity,
    not_a_hand,
    own_room_rules,
    player_names,
    too_many_hands,
)
from tablekeeper.importers.tenhou_rules import TENHOU, site_rules
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
from tablekeeper.words import QT_TR_NOOP, Points

GO_NO_RED_FIVES = 2
GO_NO_OPEN_TANYAO = 4
GO_HANCHAN = 8
GO_THREE_PLAYERS = 16

XML_ABORTS = {
    "yao9": AbortKind.NINE_TERMINALS,
    "kaze4": AbortKind.FOUR_WINDS,
    "reach4": AbortKind.FOUR_RIICHI,
    "kan4": AbortKind.FOUR_KANS,
    "ron3": AbortKind.TRIPLE_RON,
}
_DRAW_TAG = re.compile(r"[TUVW]\d{1,3}")
_DISCARD_TAG = re.compile(r"[DEFG]\d{1,3}")
_WHOLE = re.compile(r"-?\d{1,9}")
_DECIMAL = re.compile(r"-?\d{1,7}(\.\d{1,4})?")


def parse_mjlog(data: bytes, name: str = "the file") -> ET.Element:
    """The root ``<mjloggm>`` element of an mjlog, from its bytes (gzipped or not)."""
    if data.startswith(GZIP_MAGIC):
        data = gunzip_limited(data, name)
    if b"<!DOCTYPE" in data or b"<!ENTITY" in data:
        # No mjlog declares a document type; entities are how an XML file multiplies itself in memory.
        raise UnreadableRecord(
            QT_TR_NOOP("{file} is not a Tenhou mjlog (it declares a document type, which no mjlog does)."), file=name
        )
    try:
        root = ET.fromstring(data)
    except ET.ParseError:
        raise UnreadableRecord(
            QT_TR_NOOP("{file} is not a Tenhou mjlog (its XML cannot be read)."), file=name
        ) from None
    if root.tag != "mjloggm":
        raise UnreadableRecord(QT_TR_NOOP("{file} is XML but not a Tenhou mjlog (no <mjloggm> element)."), file=name)
    return root


def _is_terminal_or_honour(tile_id: int) -> bool:
    kind = tile_id // 4
    return kind >= 27 or kind % 9 in (0, 8)


class _Xml:
    """Reads the attributes of an mjlog's elements, each checked for its kind and range."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.where: HandPlace | Phrase = Phrase(QT_TR_NOOP("its header"))
        self.players = FULL_TABLE
        """The seats of the game's table (``<GO type>`` says three or four); a seat read is one of them."""

    def refuse(self, element: ET.Element, attribute: str, wanted: Phrase) -> NoReturn:
        value = element.get(attribute)
        if value is None:
            template = QT_TR_NOOP(
                "{file} cannot be imported: in {where}, the {attribute} of <{element}> has none, where the record "
                "needs {wanted}."
            )
        else:
            template = QT_TR_NOOP(
                "{file} cannot be imported: in {where}, the {attribute} of <{element}> is {value}, where the record "
                "needs {wanted}."
            )
        raise UnreadableRecord(
            template,
            file=self.name,
            where=self.where,
            attribute=attribute,
            element=element.tag,
            value=None if value is None else as_written(value),
            wanted=wanted,
        )

    def whole(self, element: ET.Element, attribute: str, low: int, high: int, default: int | None = None) -> int:
        value = element.get(attribute)
        if value is None and default is not None:
            return default
        if value is None or not _WHOLE.fullmatch(value.strip()) or not low <= int(value) <= high:
            self.refuse(
                element,
                attribute,
                Phrase(QT_TR_NOOP("a whole number from {low} to {high}"), {"low": Points(low), "high": Points(high)}),
            )
        return int(value)

    def seat(self, element: ET.Element, attribute: str, default: int | None = None) -> int:
        return self.whole(element, attribute, 0, self.players - 1, default)

    def by_seat(self, element: ET.Element, attribute: str, values: list[int]) -> Four:
        """The values of the table's seats, of the four ``values`` of ``attribute``; refused when a seat the table
        lacks has any."""
        if not absent_seats_empty(values, self.players):
            raise absent_seat_not_empty(self.name, self.where, self.players)
        return by_seat(values, self.players)

    def wholes(
        self, element: ET.Element, attribute: str, low: int, high: int, count: int | None = None, even: bool = False
    ) -> list[int]:
        text = element.get(attribute, "")
        parts = [p.strip() for p in text.split(",")] if text.strip() else []
        template = (
            QT_TR_NOOP("whole numbers from {low} to {high}, separated by commas")
            if count is None
            else QT_TR_NOOP("{count} whole numbers from {low} to {high}, separated by commas")
        )
        wanted = Phrase(template, {"count": count, "low": Points(low), "high": Points(high)})
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
                Phrase(
                    QT_TR_NOOP("a round from 0 to 15, then honba and sticks up to {count}"),
                    {"count": Points(MAX_COUNT)},
                ),
            )
        ten = xml.wholes(init, "ten", -MAX_POINTS // 100, MAX_POINTS // 100, FULL_TABLE)
        self.start = xml.by_seat(init, "ten", [v * 100 for v in ten])
        self.dealer = xml.seat(init, "oya")
        self.dealt = _dealt_ids(init, xml.players, seed[5])
        self.riichi: set[int] = set()
        self.discards: list[list[int]] = [[] for _ in range(xml.players)]
        self.called = [False] * xml.players
        self.last_discarder: int | None = None
        self.wins: list[tuple[Win, int]] = []
        self.result: HandResult | None = None
        self.deltas = [0] * xml.players

    def logged(self) -> LoggedHand:
        return LoggedHand(
            self.round_index // 4,
            self.dealer,
            self.honba,
            self.sticks * 1_000,
            self.start,
            tuple(self.deltas),
            frozenset(self.riichi),
            self.dealt,
        )

    def add_deltas(self, element: ET.Element, xml: _Xml) -> None:
        sc = xml.wholes(element, "sc", -MAX_POINTS // 100, MAX_POINTS // 100, count=2 * FULL_TABLE)
        changes = xml.by_seat(element, "sc", [v * 100 for v in sc[1::2]])
        xml.by_seat(element, "sc", sc[0::2])  # the empty seat has no score either
        for seat, change in enumerate(changes):
            self.deltas[seat] += change

    def read(self, element: ET.Element, xml: _Xml) -> None:
        """Take in one element of the kyoku: a draw, a discard, a call, a riichi, a result (others are not read)."""
        tag = element.tag
        if _DRAW_TAG.fullmatch(tag):
            self.last_discarder = None
        elif _DISCARD_TAG.fullmatch(tag):
            tile = int(tag[1:])
            if tile > 135:
                raise UnreadableRecord(
                    QT_TR_NOOP("{file} cannot be imported: in {where}, <{element}> names no tile."),
                    file=xml.name,
                    where=xml.where,
                    element=tag,
                )
            seat = "DEFG".index(tag[0])
            if seat >= xml.players:
                raise absent_seat_not_empty(xml.name, xml.where, xml.players)
            self.discards[seat].append(tile)
            self.last_discarder = seat
        elif tag == "N":
            caller = xml.seat(element, "who")
            if self.last_discarder is not None and self.last_discarder != caller:
                self.called[self.last_discarder] = True
            self.last_discarder = None
        elif tag == "REACH" and element.get("step") == "2":
            self.riichi.add(xml.seat(element, "who"))
        elif tag == "AGARI":
            self.wins.append((_xml_win(element, xml), xml.seat(element, "fromWho")))
            self.add_deltas(element, xml)
        elif tag == "RYUUKYOKU":
            self.result = _xml_draw(element, self, xml)
            self.add_deltas(element, xml)

    def finish(self, xml: _Xml) -> HandResult:
        if self.wins:
            winner, discarder = self.wins[0][0].winner, self.wins[0][1]
            if discarder == winner:
                if len(self.wins) > 1:
                    raise UnreadableRecord(
                        QT_TR_NOOP("{file} cannot be imported: {where} has a tsumo and another win."),
                        file=xml.name,
                        where=xml.where,
                    )
                return Tsumo(self.wins[0][0], frozenset(self.riichi))
            if any(d != discarder for _, d in self.wins):
                raise UnreadableRecord(
                    QT_TR_NOOP("{file} cannot be imported: {where} has wins on different discards."),
                    file=xml.name,
                    where=xml.where,
                )
            return Ron(discarder, tuple(w for w, _ in self.wins), frozenset(self.riichi))
        if self.result is None:
            raise UnreadableRecord(
                QT_TR_NOOP("{file} cannot be imported: {where} has no result (the record is cut short or damaged)."),
                file=xml.name,
                where=xml.where,
            )
        return self.result


def _dealt_ids(init: ET.Element, players: int, indicator: int) -> tuple[int, ...]:
    """The tile ids dealt to each seat (13 sorted), then the first dora indicator; none where a seat's are not 13
    tile ids (the tiles only make a game known by its content: the scores do not need them)."""
    hands = [[p.strip() for p in init.get(f"hai{seat}", "").split(",")] for seat in range(players)]
    if not all(len(hand) == 13 and all(_WHOLE.fullmatch(t) and int(t) <= 135 for t in hand) for hand in hands):
        return ()
    return (
        *(tile for hand in hands for tile in sorted(int(t) for t in hand)),
        *([indicator] if indicator <= 135 else []),
    )


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
        xml.refuse(element, "yaku", Phrase(QT_TR_NOOP("at most {han} han and {fu} fu"), {"han": MAX_HAN, "fu": MAX_FU}))
    return Win(who, han=han, fu=ten[0], pao=pao)


def read_mjlog_game(root: ET.Element, name: str = "the file") -> ImportedGame:
    """One game from the root ``<mjloggm>`` element of an mjlog."""
    xml = _Xml(name)
    try:
        return _read_mjlog(root, xml)
    except InvalidResult as error:
        raise not_a_hand(name, xml.where, error) from None


def _read_mjlog(root: ET.Element, xml: _Xml) -> ImportedGame:
    name = xml.name
    go_type = 1 | GO_HANCHAN
    names = [""] * FULL_TABLE
    hands: list[_XmlHand] = []
    end: ET.Element | None = None
    """The element that carries the game's final figures (``owari``), if any."""
    for element in root:
        tag = element.tag
        hand = hands[-1] if hands else None
        if tag == "GO" and not hands:
            go_type = xml.whole(element, "type", 0, 1 << 16, default=0)
            xml.players = 3 if go_type & GO_THREE_PLAYERS else FULL_TABLE
        elif tag == "UN" and element.get("n0") is not None and not any(names):
            names = [urllib.parse.unquote(element.get(f"n{i}", "")) for i in range(FULL_TABLE)]
            if not absent_seats_empty(names, xml.players):
                raise absent_seat_not_empty(name, xml.where, xml.players)
        elif tag == "INIT":
            if len(hands) == MAX_HANDS:
                raise too_many_hands(name)
            if hand is not None:
                hand.finish(xml)  # the hand before this one must have ended
            xml.where = hand_place(len(hands) + 1)
            hands.append(_XmlHand(element, xml))
        elif hand is not None:
            hand.read(element, xml)
            if tag in ("AGARI", "RYUUKYOKU") and element.get("owari") is not None:
                end = element
        elif tag in ("AGARI", "RYUUKYOKU"):
            raise UnreadableRecord(
                QT_TR_NOOP(
                    "{file} cannot be imported: it has a result before its first hand begins (an <INIT> is missing)."
                ),
                file=name,
            )
    if not hands:
        raise UnreadableRecord(QT_TR_NOOP("{file} holds no hand."), file=name)
    results = tuple(h.finish(xml) for h in hands)
    game_id, tenhou_id, started = identity(name)
    date = None if started is None else started.date()
    rules = site_rules(
        TENHOU,
        players=xml.players,
        hanchan=bool(go_type & GO_HANCHAN),
        red_fives=not go_type & GO_NO_RED_FIVES,
        open_tanyao=not go_type & GO_NO_OPEN_TANYAO,
        date=date,
    )
    own_room_rules(name, rules, [h.logged() for h in hands[:1]], go_type)
    final_scores, game_points = (None, None) if end is None else _final_figures(end, xml)
    return ImportedGame(
        source=name,
        game_id=game_id,
        date=date,
        title="",
        players=player_names(names, xml.players),
        rules=rules,
        results=results,
        log_hands=tuple(
            dataclasses.replace(logged, dealt=dealt_codes(logged.dealt, 13 * xml.players, red_fives=rules.red_fives))
            for logged in (h.logged() for h in hands)
        ),
        final_scores=final_scores,
        final_game_points=game_points,
        started_at=started,
        tenhou_id=tenhou_id,
    )


def _final_figures(end: ET.Element, xml: _Xml) -> tuple[Four, tuple[Fraction, ...]]:
    """The log's final points and +/- scores, from the ``owari`` of the game's last result."""
    xml.where = Phrase(QT_TR_NOOP("the game's end"))
    owari = [v.strip() for v in end.get("owari", "").split(",")]
    wanted = Phrase(QT_TR_NOOP("8 numbers: each final score in hundreds, then its +/- score"))
    if len(owari) != 8 or not all(_WHOLE.fullmatch(v) for v in owari[0::2]):
        xml.refuse(end, "owari", wanted)
    if not all(_DECIMAL.fullmatch(v) for v in owari[1::2]):
        xml.refuse(end, "owari", wanted)
    scores = [int(v) * 100 for v in owari[0::2]]
    if not all(abs(v) <= MAX_POINTS for v in scores):
        xml.refuse(end, "owari", wanted)
    points = [Fraction(v) for v in owari[1::2]]
    xml.by_seat(end, "owari", [v != 0 for v in points])  # the empty seat has no +/- score either
    return xml.by_seat(end, "owari", scores), tuple(points[: xml.players])


def _xml_draw(element: ET.Element, hand: _XmlHand, xml: _Xml) -> HandResult:
    kind = element.get("type")
    riichi = frozenset(hand.riichi)
    if kind is None or kind == "nm":
        tenpai = frozenset(seat for seat in range(xml.players) if element.get(f"hai{seat}") is not None)
        nagashi: frozenset[int] = frozenset()
        if kind == "nm":
            nagashi = frozenset(
                seat
                for seat in range(xml.players)
                if not hand.called[seat] and all(_is_terminal_or_honour(t) for t in hand.discards[seat])
            )
        return ExhaustiveDraw(tenpai, nagashi, riichi)
    if kind not in XML_ABORTS:
        raise UnreadableRecord(
            QT_TR_NOOP(
                "{file} cannot be imported: {where} ends in a draw of a kind tablekeeper does not know ({kind})."
            ),
            file=xml.name,
            where=xml.where,
            kind=as_written(kind),
        )
    return AbortiveDraw(XML_ABORTS[kind], riichi)
