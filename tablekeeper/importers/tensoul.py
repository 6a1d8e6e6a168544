"""tensoul's tenhou.net/6 JSON of a Mahjong Soul game (what MahjongPantheon imports Mahjong Soul games from): the
Tenhou JSON reader's game, known by Mahjong Soul's own id of it.

tensoul writes the game's Mahjong Soul uuid in ``ref`` ("231014-84c11a6f-b3f7-4363-966e-25f37886cfbf"), the id its
own record's head gives (:mod:`.mahjongsoul`): the same game imported from either file is one game. Its ``title`` is
the room and the start, a text ("Sat, 14 Oct 2023 14:54:59 GMT") or a number of seconds since 1970 (1705868530),
where Tenhou's title holds texts only: the start is read here, and the reader given the room alone.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import json
import re
from collections.abc import Mapping
from email.utils import parsedate_to_datetime
from typing import Any

from tablekeeper.importers.reading import is_int
from tablekeeper.importers.tenhou_game import ImportedGame
from tablekeeper.importers.tenhou_json import read_json_game
from tablekeeper.importers.tensoul_yaku import with_named_yaku

MAHJONG_SOUL_ID = re.compile(r"\d{6}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
"""A Mahjong Soul game's uuid: the day it was played (yymmdd), then a UUID."""
EARLIEST = 1_500_000_000
LATEST = 4_000_000_000
"""Start times (seconds since 1970) that a Mahjong Soul game can have: from 2017 to 2096."""


def mahjong_soul_id(text: object) -> str | None:
    """The Mahjong Soul uuid ``text`` holds (a link may add its viewer's part, "_a12345678"), if any."""
    if not isinstance(text, str) or len(text) > 200:
        return None
    match = MAHJONG_SOUL_ID.search(text)
    return None if match is None else match.group(0)


def is_tensoul(content: object) -> bool:
    """Whether JSON ``content`` is a tenhou.net/6 game whose ``ref`` is a Mahjong Soul game's uuid."""
    return isinstance(content, Mapping) and "log" in content and mahjong_soul_id(content.get("ref")) is not None


def read_tensoul(content: Mapping[str, Any], name: str) -> ImportedGame:
    """The game of tensoul's JSON ``content`` (from the file called ``name``), known by its Mahjong Soul uuid."""
    titles = content.get("title", [])
    started = None
    if isinstance(titles, list):
        started = next((moment for moment in map(_moment, titles) if moment is not None), None)
        titles = [title for title in titles if isinstance(title, str) and _moment(title) is None]
    # Read again by the Tenhou reader, the start taken out of the title (a number there is no Tenhou title).
    game = read_json_game(json.dumps({**content, "title": titles}, ensure_ascii=False), name)
    uuid = mahjong_soul_id(content.get("ref"))
    assert uuid is not None  # is_tensoul
    game = with_named_yaku(game, content)
    return dataclasses.replace(game, game_id=uuid, started_at=started, date=None if started is None else started.date())


def _moment(value: object) -> dt.datetime | None:
    """The start a title's part gives, if it is one: seconds since 1970, or a date as e-mail writes it."""
    if is_int(value, EARLIEST, LATEST):
        assert isinstance(value, int)
        return dt.datetime.fromtimestamp(value, dt.UTC)
    if isinstance(value, str) and len(value) <= 40 and re.search(r"\d\d:\d\d", value):
        try:
            moment = parsedate_to_datetime(value)
        except (TypeError, ValueError):
            return None
        return moment if moment.tzinfo is not None else moment.replace(tzinfo=dt.UTC)
    return None
