"""One import for all: a game record played online, told apart by what the file holds (never its name), and read
by its reader: Tenhou's mjlog (gzipped or not) and tenhou.net/6 JSON (:mod:`.tenhou`), tensoul's JSON of a Mahjong
Soul game (:mod:`.tensoul`), Mahjong Soul's own record (:mod:`.mahjongsoul`); a Riichi City record is refused by
name (:mod:`.riichi_city`). tablekeeper's own files are told apart before (the service's import).

Each game is known by the platform's own id of it (:func:`source_id`): imported twice, or once from each of two
files of the same game (a Mahjong Soul record and tensoul's JSON of it), it is stored once.
"""

from __future__ import annotations

from collections.abc import Mapping

from tablekeeper.errors import Phrase
from tablekeeper.importers.mahjongsoul import is_mahjong_soul_record, read_mahjong_soul_record
from tablekeeper.importers.reading import GZIP_MAGIC, UnreadableRecord, decode_text, load_json
from tablekeeper.importers.riichi_city import is_riichi_city, refuse_riichi_city
from tablekeeper.importers.tenhou import read_tenhou_bytes
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.importers.tenhou_rules import MAHJONG_SOUL, TENHOU, Site
from tablekeeper.importers.tensoul import is_tensoul, mahjong_soul_id, read_tensoul
from tablekeeper.words import QT_TR_NOOP

SOURCES: Mapping[str, Site] = {"tenhou:": TENHOU, "mahjongsoul:": MAHJONG_SOUL}
"""The source id of an imported game is one of these and the platform's id of it."""


def read_online_record(data: bytes, name: str) -> ImportedGame:
    """The game of the bytes of a record played online, from the file called ``name``."""
    start = data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1]
    if data[:2] == GZIP_MAGIC or start != b"{":
        return read_tenhou_bytes(data, name)  # an mjlog, or what the Tenhou reader says it is not
    what = Phrase(QT_TR_NOOP("a game record"))
    try:
        content = load_json(decode_text(data, name, what), name, what)
    except UnreadableRecord:
        return read_tenhou_bytes(data, name)  # JSON Lines (one kyoku a line), or refused by the Tenhou reader
    if is_riichi_city(content):
        raise refuse_riichi_city(name)
    if is_mahjong_soul_record(content):
        return read_mahjong_soul_record(content, name)
    if is_tensoul(content):
        return read_tensoul(content, name)
    return read_tenhou_bytes(data, name)


def source_id(game: ImportedGame) -> str | None:
    """The platform's own id of ``game`` as stored ("tenhou:2009071823gm-...", "mahjongsoul:231014-84c1..."),
    when its record gives one."""
    if game.tenhou_id is not None:
        return f"tenhou:{game.tenhou_id}"
    if game.site == MAHJONG_SOUL:
        uuid = mahjong_soul_id(game.game_id)
        return None if uuid is None else f"mahjongsoul:{uuid}"
    return None


def source_site(source: str) -> tuple[str, str]:
    """The platform's name and its own id of a game, from the game's stored source id."""
    for prefix, site in SOURCES.items():
        if source.startswith(prefix):
            return site.name, source.removeprefix(prefix)
    return "", source
