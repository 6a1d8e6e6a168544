"""Reading a game written by `tablekeeper export --format json`: every field is checked for its kind and range
before the engine sees it, and what the file claims (each hand's number, name, honba and deltas, the
standings) is kept so that the importer can compare it with the replay.

The format (version 1) is one object: ``format`` ("tablekeeper-game"), ``version``, ``title``, ``venue``,
``started_at`` and ``finished_at`` (ISO 8601 times), ``finished`` (whether the game is over; absent in older
files, where ``finished_at`` says it), ``players`` (a name a seat, seat 0 first: as many as the rule set's
``players``, three or four), ``rules`` (the rule set's options), ``standings`` and ``hands`` (each with its
``result`` and its ``deltas``, one a seat). A win entered from its tiles
carries them (``tiles``: as ``rules.winning_tiles.to_dict`` writes them), a win valued by the yaku called carries
those (``yaku``: as ``rules.called_yaku.to_dict`` writes them); older files have neither.

A game carries its identity (``uuid``) and how many changes of it were stored (``revision``), so that an import
recognises a game already stored and tells which version is newer. Both were added to version 1 as ``finished``
and ``tiles`` were, absent in older files (which a tablekeeper without them still reads, ignoring them): the game
of an older file gets an identity derived from its content (:func:`content_identity`), so that the same file
always names the same game, and counts 0 changes.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from uuid import UUID, uuid5

from tablekeeper.errors import Phrase, TablekeeperError
from tablekeeper.importers.reading import (
    MAX_FU,
    MAX_GAMES,
    MAX_HAN,
    MAX_HANDS,
    MAX_LABEL,
    MAX_NAME,
    FieldRefused,
    UnreadableRecord,
    clean_text,
    decode_text,
    is_int,
    load_json,
    need,
    read_limited,
)
from tablekeeper.rules import results as results_module
from tablekeeper.rules import ruleset as ruleset_module
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import PLAYER_COUNTS, RuleSet
from tablekeeper.text import as_written
from tablekeeper.words import QT_TR_NOOP, Points

EXPORT_FORMAT = "tablekeeper-game"
EXPORT_VERSION = 1
GAMES_FORMAT = "tablekeeper-games"
"""Many games in one file (`export --all`): ``format``, ``version`` (1) and ``games``, each game an object
as a one-game file holds it (its own ``format`` and ``version`` included)."""
GAMES_VERSION = 1
MAX_POINTS = 10_000_000
"""No delta or score of a game comes near ten million points (a yakuman is 48,000)."""
MAX_YAKUMAN = 20
EARLIEST_YEAR = 1900
LATEST_YEAR = 2999
"""Times outside these years are no time a game was played (and some cannot be moved to UTC)."""
RESULT_KINDS = ("ron", "tsumo", "draw", "abort", "chombo")
MAX_REVISION = 1_000_000_000
CONTENT_NAMESPACE = UUID("6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4")
"""The namespace of the identities derived from a game's content (a file written before games had one)."""


class GameFileRefused(UnreadableRecord):
    """A game file whose content is not a game tablekeeper exported."""


@dataclass(frozen=True, slots=True)
class HandClaim:
    """What the file says of one hand besides its result: checked against the replay."""

    deltas: tuple[int, ...]
    """One a seat."""
    number: int | None
    name: str | None
    honba: int | None


@dataclass(frozen=True, slots=True)
class StandingClaim:
    """One line of the file's standings."""

    seat: int
    player: str
    points: int
    place: int
    score: float


@dataclass(frozen=True, slots=True)
class ExportedGame:
    """A game file's content, every field of the right kind and in range."""

    players: tuple[str, ...]
    """A name a seat (as many as the rule set's players), without control characters."""
    rules: RuleSet
    results: tuple[HandResult, ...]
    hands: tuple[HandClaim, ...]
    standings: tuple[StandingClaim, ...] | None
    title: str
    venue: str
    started_at: datetime
    """As written: aware when the file gives a time zone, else UTC."""
    finished_at: datetime | None
    finished: bool
    """The file says the game is over (its end time may be unknown)."""
    uuid: UUID
    """The game's identity: the file's, or for an older file without one, :func:`content_identity`."""
    revision: int
    """How many changes of the game were stored where it was exported (0 when the file does not say)."""


def read_game_file(path: Path | str) -> Any:
    """The JSON content of a game file (at most a few MB; a byte order mark is allowed), not yet checked."""
    path = Path(path)
    what = Phrase(QT_TR_NOOP("a game exported by tablekeeper"))
    return load_json(decode_text(read_limited(path), str(path), what), str(path), what)


def games_of(data: object) -> list[object] | None:
    """The games of a many-game file's JSON content, not yet checked one by one; None for any other content.

    Refused with a sentence when the file says it holds many games but its version or list is not right."""
    if not isinstance(data, Mapping) or data.get("format") != GAMES_FORMAT:
        return None
    version = data.get("version")
    if version != GAMES_VERSION:
        raise GameFileRefused(
            QT_TR_NOOP(
                "This file of games is in version {version} of the format; this tablekeeper reads version {ours}."
            ),
            version=as_written(version),
            ours=GAMES_VERSION,
        )
    games = data.get("games")
    if not isinstance(games, list):
        raise GameFileRefused(
            QT_TR_NOOP('This file of games is damaged: its "games" is not a list of games; nothing was imported.')
        )
    if len(games) > MAX_GAMES:
        raise GameFileRefused(
            QT_TR_NOOP("This file holds more than {count} games; nothing was imported."), count=Points(MAX_GAMES)
        )
    return games


def read_export(data: object) -> ExportedGame:
    """The game of an exported file's JSON content; refuses with a sentence anything the format does not hold."""
    if not isinstance(data, Mapping) or data.get("format") != EXPORT_FORMAT:
        raise GameFileRefused(
            QT_TR_NOOP('This is not a game exported by tablekeeper (its "format" is not tablekeeper-game).')
        )
    version = data.get("version")
    if not is_int(version, 0, 1_000_000):
        raise GameFileRefused(
            QT_TR_NOOP('This game file is damaged: its "version" is {version}, not a whole number.'),
            version=as_written(version),
        )
    if version != EXPORT_VERSION:
        raise GameFileRefused(
            QT_TR_NOOP(
                "This game was exported in version {version} of the format; this tablekeeper reads version {ours}."
            ),
            version=version,
            ours=EXPORT_VERSION,
        )
    field: str | Phrase = Phrase(QT_TR_NOOP("the file"))
    try:
        field = '"players"'
        players = _players(data.get("players"))
        field = '"title"'
        title = _label(data.get("title", ""))
        field = '"venue"'
        venue = _label(data.get("venue", ""))
        field = '"started_at"'
        started = _time(data.get("started_at"))
        field = '"finished_at"'
        finished_at = None if data.get("finished_at") is None else _time(data.get("finished_at"))
        field = '"finished"'
        finished = data.get("finished", finished_at is not None)
        need(isinstance(finished, bool), QT_TR_NOOP("true or false"))
        need(finished or finished_at is None, QT_TR_NOOP("true when the game has a finish time"))
        field = '"uuid"'
        identity = None if data.get("uuid") is None else _identity(data.get("uuid"))
        field = '"revision"'
        revision = data.get("revision", 0)
        need(is_int(revision, 0, MAX_REVISION), QT_TR_NOOP("a whole number of changes, 0 or more"))
        field = '"rules"'
        rules_data = data.get("rules")
        need(isinstance(rules_data, dict), QT_TR_NOOP("the rule set's options"))
        assert isinstance(rules_data, dict)
        rules = ruleset_module.from_dict(rules_data)
        rules = dataclasses.replace(rules, name=clean_text(rules.name))  # a name shown on a terminal
        _seated(players, rules)
        field = '"standings"'
        standings = None if data.get("standings") is None else _standings(data.get("standings"))
        field = '"hands"'
        hands = data.get("hands")
        need(isinstance(hands, list), QT_TR_NOOP("a list of hands"))
        assert isinstance(hands, list)
        if len(hands) > MAX_HANDS:
            raise GameFileRefused(
                QT_TR_NOOP("This game file has more than {count} hands, far more than any game."),
                count=Points(MAX_HANDS),
            )
        results: list[HandResult] = []
        claims: list[HandClaim] = []
        for number, hand in enumerate(hands, start=1):
            field = Phrase(QT_TR_NOOP('Hand {number} of "hands"'), {"number": number})
            result, claim = _hand(hand, rules.players)
            results.append(result)
            claims.append(claim)
    except FieldRefused as bad:
        raise GameFileRefused(
            QT_TR_NOOP("This game file is damaged: {field} should be {wanted}; nothing was imported."),
            field=field,
            wanted=bad.wanted,
        ) from None
    except GameFileRefused:  # a whole sentence already (too many hands): not to be prefixed again
        raise
    except TablekeeperError as error:  # the rule set or a result that the rules refuse, in their own words
        raise GameFileRefused(
            QT_TR_NOOP("This game cannot be imported: {field}: {reason}"), field=field, reason=error
        ) from None
    if identity is None:  # an older file: the same content always names the same game
        raw_players = data["players"]
        identity = content_identity(rules_data, raw_players, started, [hand["result"] for hand in hands], finished)
    return ExportedGame(
        players,
        rules,
        tuple(results),
        tuple(claims),
        standings,
        title,
        venue,
        started,
        finished_at,
        finished,
        identity,
        revision,
    )


def content_identity(
    rules: Mapping[str, Any], players: Sequence[str], started_at: datetime, results: Sequence[Any], finished: bool
) -> UUID:
    """The identity of a game written without one, derived from what the game is (its rule set as the file gives
    it, its players by seat, its start, its hands' results as the file gives them, and whether it was ended): a
    name-based UUID (version 5), so that importing the same older file again finds the game it stored the first
    time. The file's own values are taken, not what this version makes of them, so that a later tablekeeper
    derives the same identity."""
    content = {
        "rules": rules,
        "players": list(players),
        "started_at": started_at.astimezone(UTC).isoformat(),
        "results": list(results),
        "finished": finished,
    }
    return uuid5(CONTENT_NAMESPACE, json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":")))


def _identity(value: object) -> UUID:
    wanted = Phrase(QT_TR_NOOP("a game's identity, such as 6c3f0d52-9a47-4d59-8f0e-2b1a7c5e93d4"))
    need(isinstance(value, str) and len(value) <= 45, wanted)
    assert isinstance(value, str)
    try:
        return UUID(value)
    except ValueError:
        raise FieldRefused(wanted) from None


def _players(value: object) -> tuple[str, ...]:
    """The names of a table of three or four; whether they are as many as the rule set's players is checked with
    the rules (:func:`_seated`)."""
    need(
        isinstance(value, list) and len(value) in PLAYER_COUNTS and all(isinstance(p, str) for p in value),
        QT_TR_NOOP("a list of three or four names"),
    )
    assert isinstance(value, list)
    names = [clean_text(p) for p in value]
    need(all(len(n) <= MAX_NAME for n in names), QT_TR_NOOP("names of at most {count} characters"), count=MAX_NAME)
    return tuple(names)


def _seated(players: Sequence[str], rules: RuleSet) -> None:
    """Refuse a file whose players are not the table its rule set is played at (three names under a four-player
    rule set, or four under a three-player one): no seat is left empty, and none is added."""
    if len(players) != rules.players:
        raise GameFileRefused(
            QT_TR_NOOP(
                "This game file names {count} players, but its rule set “{rules}” is played by {table}; nothing "
                "was imported."
            ),
            count=len(players),
            rules=rules.name,
            table=rules.players,
        )


def _label(value: object) -> str:
    wanted = Phrase(QT_TR_NOOP("a text of at most {count} characters"), {"count": MAX_LABEL})
    need(isinstance(value, str) and len(value) <= 4 * MAX_LABEL, wanted)
    assert isinstance(value, str)
    text = clean_text(value)
    need(len(text) <= MAX_LABEL, wanted)
    return text


def _time(value: object) -> datetime:
    wanted = Phrase(
        QT_TR_NOOP("a time such as 2026-03-01T10:00:00+00:00, in the years {first} to {last}"),
        {"first": EARLIEST_YEAR, "last": LATEST_YEAR},
    )
    need(isinstance(value, str) and len(value) <= 40, wanted)
    assert isinstance(value, str)
    try:
        moment = datetime.fromisoformat(value)
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        # The years are those of UTC, the time a game is stored and exported in: a game imported at
        # 2999-12-31T23:00-05:00 would be exported in the year 3000, and its file refused.
        in_utc = moment.astimezone(UTC)
    except (ValueError, OverflowError):
        raise FieldRefused(wanted) from None
    need(EARLIEST_YEAR <= in_utc.year <= LATEST_YEAR, wanted)
    return moment


def _standings(value: object) -> tuple[StandingClaim, ...]:
    wanted = Phrase(QT_TR_NOOP("a list of up to four places, each with its seat, player, points, place and score"))
    need(isinstance(value, list) and len(value) <= 4, wanted)
    assert isinstance(value, list)
    out = []
    for line in value:
        need(isinstance(line, dict), wanted)
        seat, player, points = line.get("seat"), line.get("player"), line.get("points")
        place, score = line.get("place"), line.get("score")
        need(
            is_int(seat, 0, 3)
            and isinstance(player, str)
            and is_int(points, -MAX_POINTS, MAX_POINTS)
            and is_int(place, 1, 4)
            and (is_int(score, -MAX_POINTS, MAX_POINTS) or (isinstance(score, float) and math.isfinite(score))),
            wanted,
        )
        assert isinstance(seat, int) and isinstance(player, str) and isinstance(points, int)
        assert isinstance(place, int) and isinstance(score, int | float)
        out.append(StandingClaim(seat, clean_text(player), points, place, float(score)))
    return tuple(out)


def _hand(value: object, players: int) -> tuple[HandResult, HandClaim]:
    need(isinstance(value, dict), QT_TR_NOOP("an object with the hand's result and deltas"))
    assert isinstance(value, dict)
    deltas = value.get("deltas")
    need(
        isinstance(deltas, list) and len(deltas) == players and all(is_int(d, -MAX_POINTS, MAX_POINTS) for d in deltas),
        QT_TR_NOOP("{count} deltas in whole points, one a player"),
        count=players,
    )
    assert isinstance(deltas, list)
    number, name, honba = value.get("number"), value.get("name"), value.get("honba")
    need(number is None or is_int(number, 1, MAX_HANDS), QT_TR_NOOP("numbered from 1"))
    need(name is None or (isinstance(name, str) and len(name) <= 40), QT_TR_NOOP("named like East 1"))
    need(honba is None or is_int(honba, 0, 1_000), QT_TR_NOOP("given its honba as a whole number"))
    result = _result(value.get("result"))
    return result, HandClaim(tuple(deltas), number, name, honba)


def _seats(value: object, what: str) -> None:
    """A list of different seats; ``what`` is what they are, an untranslated phrase (QT_TR_NOOP)."""
    need(
        isinstance(value, list) and all(is_int(s, 0, 3) for s in value) and len(set(value)) == len(value),
        QT_TR_NOOP("{what}: a list of different seats 0 to 3"),
        what=Phrase(what),
    )


def _win(value: object) -> None:
    wanted = Phrase(QT_TR_NOOP("a win: its winner (0 to 3), han and fu, or yakuman, and the liable player or null"))
    need(isinstance(value, dict), wanted)
    assert isinstance(value, dict)
    need(is_int(value.get("winner"), 0, 3), wanted)
    han, fu, yakuman, pao = value.get("han"), value.get("fu"), value.get("yakuman", 0), value.get("pao")
    need(
        han is None or is_int(han, 0, MAX_HAN),
        QT_TR_NOOP("a win's han: a whole number up to {most}, or null"),
        most=MAX_HAN,
    )
    need(
        fu is None or is_int(fu, 0, MAX_FU), QT_TR_NOOP("a win's fu: a whole number up to {most}, or null"), most=MAX_FU
    )
    need(is_int(yakuman, 0, MAX_YAKUMAN), QT_TR_NOOP("a win's yakuman: a whole number up to {most}"), most=MAX_YAKUMAN)
    need(pao is None or is_int(pao, 0, 3), QT_TR_NOOP("a win's liable player: a seat 0 to 3, or null"))
    tiles = value.get("tiles")
    # Each field of the tiles is checked by the rules when the result is read, and refused in their sentence.
    need(
        tiles is None or isinstance(tiles, dict), QT_TR_NOOP("a win's tiles: an object with the hand's tiles, or null")
    )
    yaku = value.get("yaku")  # absent in files written before the yaku called were kept
    need(yaku is None or isinstance(yaku, dict), QT_TR_NOOP("a win's yaku: an object with the yaku called, or null"))


def _result(value: object) -> HandResult:
    wanted = Phrase(QT_TR_NOOP("a result whose kind is one of {kinds}"), {"kinds": ", ".join(RESULT_KINDS)})
    need(isinstance(value, dict) and value.get("kind") in RESULT_KINDS, wanted)
    assert isinstance(value, dict)
    kind = value["kind"]
    _seats(value.get("riichi", []), QT_TR_NOOP("the riichi players"))
    if kind == "ron":
        need(is_int(value.get("discarder"), 0, 3), QT_TR_NOOP("a ron's discarder: a seat 0 to 3"))
        wins = value.get("wins")
        need(isinstance(wins, list) and 1 <= len(wins) <= 3, QT_TR_NOOP("a ron's wins: a list of one to three wins"))
        assert isinstance(wins, list)
        for win in wins:
            _win(win)
    elif kind == "tsumo":
        _win(value.get("win"))
    elif kind == "draw":
        _seats(value.get("tenpai", []), QT_TR_NOOP("the tenpai players"))
        _seats(value.get("nagashi", []), QT_TR_NOOP("the nagashi mangan players"))
    elif kind == "abort":
        need(isinstance(value.get("abort"), str), QT_TR_NOOP("an abortive draw's kind"))
    else:
        need(is_int(value.get("offender"), 0, 3), QT_TR_NOOP("a chombo's offender: a seat 0 to 3"))
    return results_module.from_dict(value)


def read_result(value: object) -> HandResult:
    """A hand's result as an exported game (or a table's page) writes it, each field checked (FieldRefused)."""
    return _result(value)
