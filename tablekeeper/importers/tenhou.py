"""Importing a game played on Tenhou: its file told apart by its content, mjlog XML (gzipped or not) or
tenhou.net/6 JSON (one kyoku a line), and read by its reader.

The importer reads from each hand only what a player would say at the table (winners, discarder, han and
fu or yakuman count, the liable player, riichi declarations, tenpai players, the kind of abortive draw);
the engine works out every point. The readers (:mod:`~tablekeeper.importers.mjlog`,
:mod:`~tablekeeper.importers.tenhou_json`) make an :class:`~tablekeeper.importers.tenhou_game.ImportedGame` under
Tenhou's rules of its date (:mod:`~tablekeeper.importers.tenhou_rules`); the log's own figures are kept in it only
so that a replay can be checked against them (:mod:`~tablekeeper.importers.replay_check`).
"""

from __future__ import annotations

from pathlib import Path

from tablekeeper.errors import Phrase
from tablekeeper.importers.mjlog import parse_mjlog, read_mjlog_game
from tablekeeper.importers.reading import decode_text, read_limited
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.importers.tenhou_json import read_json_game
from tablekeeper.words import QT_TR_NOOP


def read_tenhou_file(path: Path | str) -> list[ImportedGame]:
    """The games in a Tenhou file: an mjlog (XML, gzipped or not) or tenhou.net/6 JSON (one game)."""
    path = Path(path)
    return [read_tenhou_bytes(read_limited(path), path.name)]


def read_tenhou_bytes(data: bytes, name: str) -> ImportedGame:
    """One game from the bytes of a Tenhou file called ``name``."""
    if data.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] in (b"{", b"["):
        return read_json_game(decode_text(data, name, Phrase(QT_TR_NOOP("a Tenhou JSON game"))), name)
    return read_mjlog_game(parse_mjlog(data, name), name)
