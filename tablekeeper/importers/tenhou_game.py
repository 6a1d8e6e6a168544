"""A game played on Tenhou as the importer reads it, whichever file it came in: what a player would say of each
hand (:attr:`ImportedGame.results`), and the log's own figures (:class:`LoggedHand`, the final points), kept only
so that a replay can be checked against them (:mod:`tablekeeper.importers.replay_check`). Both readers
(:mod:`~tablekeeper.importers.mjlog`, :mod:`~tablekeeper.importers.tenhou_json`) make it, and name a game, its hands
and their refusals, alike here.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from tablekeeper.errors import Phrase
from tablekeeper.importers.reading import MAX_HANDS, MAX_NAME, UnreadableRecord, clean_text
from tablekeeper.importers.tenhou_rules import TENHOU, Site
from tablekeeper.rules.game import round_words
from tablekeeper.rules.results import HandResult, InvalidResult
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.words import QT_TR_NOOP, Points, tr

Four = tuple[int, ...]
"""One value for each seat of the table (three or four), seat 0 first."""

TENHOU_TIME = dt.timezone(dt.timedelta(hours=9), "JST")
"""Tenhou's clock, which its game ids are written in: Japan time, UTC+9 all year (no summer time)."""
MAX_ID = 150
"""The longest game id kept from a file name: the title it makes ("Tenhou " + id) fits the 200 of the column."""
MAX_POINTS = 1_000_000
"""No score or score change in a game of 25,000-point starts comes near a million points."""
LOBBY_BITS = 0xFF
"""The rule bits of ``<GO type>`` that Tenhou's lobbies use (FORMAT.md section 2); any above are a room's own."""
MAX_COUNT = 1_000
"""Honba and riichi sticks on the table: a real game has a handful."""

_NAME_TIME = re.compile(r"(\d{8})(\d{2})gm-")
_TENHOU_ID = re.compile(r"\d{10}gm-[0-9a-f]{4}-\d{4,5}-[0-9a-f]{8}")
"""Tenhou's id of a game: its date and hour, its rules (hex), its lobby (0000 in the public rooms, four or five
digits in a private lobby: doubleron_and_honba.json's "2018020420gm-0001-14423-3290b527"), then its own part."""


@dataclass(frozen=True, slots=True)
class Deal:
    """'East 1-0' (or 'East 1' without its honba) as a fact of a refusal: named in the language spoken where the
    refusal is worded."""

    wind: int
    """The round wind: 0 East .. 3 North."""
    hand: int
    """The hand's number in the round, 1 to 4."""
    honba: int | None = None

    def __format__(self, spec: str) -> str:
        said = round_words(self.wind, self.hand)
        return format(said if self.honba is None else f"{said}-{self.honba}", spec)

    def __str__(self) -> str:
        return format(self)


@dataclass(frozen=True, slots=True)
class HandPlace:
    """Where in a record a refusal is, as a fact of it: 'Hand 3', or 'Hand 3 (East 3-0)' with its deal (in French
    "la main 3", said within a sentence), in the language spoken where the refusal is worded."""

    number: int
    deal: Deal | None = None

    def __format__(self, spec: str) -> str:
        if self.deal is None:
            said = tr("Hand {number}", "a place in a record").format(number=self.number)
        else:
            said = tr("Hand {number} ({deal})", "a place in a record").format(number=self.number, deal=self.deal)
        return format(said, spec)

    def __str__(self) -> str:
        return format(self)


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
    dealt: tuple[int, ...] = ()
    """The tiles dealt, as tenhou.net/6 codes (red fives 51 to 53): each seat's 13 sorted, then the first dora
    indicator; what makes the same game known in an mjlog and in JSON
    (:mod:`~tablekeeper.importers.tenhou_identity`)."""

    @property
    def name(self) -> str:
        """'East 1-0': the round, the dealer's number and the honba, in the player's language."""
        return str(self.deal)

    @property
    def deal(self) -> Deal:
        """The round, the dealer's number and the honba, named where a refusal that says them is worded."""
        return Deal(self.round % 4, self.dealer + 1, self.honba)


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
    players: tuple[str, ...]
    """The names as the record gives them, one for each seat of the table (the empty fourth seat of a three-player
    record left out), without control characters, shortened to MAX_NAME."""
    rules: RuleSet
    results: tuple[HandResult, ...]
    log_hands: tuple[LoggedHand, ...]
    final_scores: Four | None
    """The log's final points (with leftover deposits), when it has them (mjlog ``owari``, JSON ``sc``)."""
    final_game_points: tuple[Fraction, ...] | None
    started_at: dt.datetime | None = None
    """When the game began on Tenhou's clock (an aware time, UTC+9), from the hour in its id."""
    tenhou_id: str | None = None
    """Tenhou's own id of the game (``2009071823gm-0041-0000-ff3a2214``), when the record carries one: the
    same game imported twice is known by it."""
    site: Site = TENHOU
    """Where the game was played (Tenhou, or Mahjong Soul for a JSON record converted from it)."""
    notes: tuple[Phrase, ...] = ()
    """What the importer took from the log's own results where the record does not say it (the rules of a log of no
    date, the length a header contradicts), in the player's language where they are shown."""


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


def identity(name: str, reference: str = "") -> tuple[str, str | None, dt.datetime | None]:
    """The game id (for its title), Tenhou's id if there is one, and the start, from a file name or ``ref``."""
    for text in (reference, Path(name).name):
        match = _TENHOU_ID.search(text)
        if match is not None:
            return match.group(0), match.group(0), game_start(match.group(0))
    stem = clean_text(re.sub(r"(_tw=\d)?\.(mjlog|json|xml)(\.gz)?$", "", Path(name).name))
    return stem[:MAX_ID] or "game", None, game_start(name)


def player_names(raw: Sequence[str], players: int) -> tuple[str, ...]:
    """The names of the ``players`` seats as a record gives them, without control characters, shortened to
    MAX_NAME."""
    return tuple(clean_text(n)[:MAX_NAME].strip() for n in raw[:players])


def by_seat(values: Sequence[int], players: int) -> Four:
    """The values of the ``players`` seats of ``values``, which a record gives for four (a three-player record
    leaves the fourth empty: :func:`absent_seats_empty`)."""
    return tuple(values[:players])


def absent_seats_empty(values: Sequence[object], players: int) -> bool:
    """Whether the seats a table of ``players`` lacks are empty in ``values`` (a record's four figures or names):
    a three-player record gives its fourth seat 0 points and no name."""
    return all(not value for value in values[players:])


def hand_place(number: int) -> HandPlace:
    """Where in a record a refusal is: 'Hand 3' (in French "la main 3", said within a sentence)."""
    return HandPlace(number)


def not_a_hand(name: str, where: HandPlace | Phrase, error: InvalidResult) -> UnreadableRecord:
    """The refusal of a hand the rules refuse, naming the file and where in it."""
    return UnreadableRecord(
        QT_TR_NOOP("{file} cannot be imported: {where} is not a hand the rules know: {reason}"),
        file=name,
        where=where,
        reason=error,
    )


def too_many_hands(name: str) -> UnreadableRecord:
    """The refusal of a record of more hands than any game has."""
    return UnreadableRecord(
        QT_TR_NOOP("{file} has more than {count} hands, far more than any game."), file=name, count=Points(MAX_HANDS)
    )


def absent_seat_not_empty(name: str, where: HandPlace | Phrase, players: int) -> UnreadableRecord:
    """The refusal of a record of a table of ``players`` that gives a seat the table lacks points, a name or a move."""
    return UnreadableRecord(
        QT_TR_NOOP(
            "{file} cannot be imported: it is a game of {count} players, but in {where} the empty seat has points, a "
            "name or a move (the record is damaged)."
        ),
        file=name,
        where=where,
        count=players,
    )


RED_FIVE_IDS = {16: 51, 52: 52, 88: 53}
"""The mjlog's ids of the red fives (5m, 5p, 5s) and their tenhou.net/6 codes."""


def tile_code(tile_id: int, *, red_fives: bool) -> int:
    """The tenhou.net/6 code (11 to 47, red fives 51 to 53) of an mjlog's tile id (0 to 135)."""
    if red_fives and tile_id in RED_FIVE_IDS:
        return RED_FIVE_IDS[tile_id]
    suit, number = divmod(tile_id // 4, 9)
    return (suit + 1) * 10 + number + 1


def dealt_codes(ids: Sequence[int], hands: int, *, red_fives: bool) -> tuple[int, ...]:
    """An mjlog's dealt tiles (each seat's 13 sorted ids, then the dora indicator) as tenhou.net/6 codes, each seat's
    sorted: the first ``hands`` are the seats' tiles."""
    codes = [tile_code(tile, red_fives=red_fives) for tile in ids]
    seats = [tuple(sorted(codes[start : start + 13])) for start in range(0, hands, 13)]
    return tuple(code for seat in seats for code in seat) + tuple(codes[hands:])


def own_room_rules(name: str, rules: RuleSet, hands: Sequence[LoggedHand], go_type: int = 0) -> None:
    """Refuse a game played in a room of its own rules (a start other than its preset's, rule bits past those of
    Tenhou's lobbies), which the record states but tablekeeper does not take from it: never a wrong game."""
    start = hands[0].start_scores if hands else ()
    # Everyone starting alike, but not from the preset's start: a room's own (uneven starts are a hand missing).
    if hands and hands[0].honba == hands[0].deposits == 0 and len(set(start)) == 1 and start[0] != rules.start_points:
        raise UnreadableRecord(
            QT_TR_NOOP(
                "{file} cannot be imported: its game was played in a room of its own rules, each player starting "
                "from {start} points where Tenhou's rooms start from {usual}; tablekeeper does not take a room's own "
                "start, return and uma from a log."
            ),
            file=name,
            start=Points(max(start)),
            usual=Points(rules.start_points),
        )
    if go_type > LOBBY_BITS:
        raise UnreadableRecord(
            QT_TR_NOOP(
                "{file} cannot be imported: its <GO type> ({kind}) has rule bits past those of Tenhou's lobbies (a "
                "room of its own rules), which tablekeeper does not know."
            ),
            file=name,
            kind=go_type,
        )
