"""A Tenhou log of a room with its own rules (a start other than 25,000, rule bits past those of Tenhou's lobbies) is
refused with a sentence naming what tablekeeper does not model, never kept as a wrong game. No log of the data set
has one (every four-player game starts from 25,000, every <GO type> is at most 0xB9): a real log is edited here."""

from __future__ import annotations

import pytest

from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.importers.tenhou import read_tenhou_bytes
from tests.tenhou_data import tenhou_folder


def _edited(old: str, new: str) -> bytes:
    data = (tenhou_folder() / "pantheon" / "mjlog" / "pao_tsumo.xml").read_text(encoding="utf-8")
    assert old in data
    return data.replace(old, new).encode()


def test_a_room_of_its_own_start_is_refused_naming_it() -> None:
    data = _edited('ten="250,250,250,250"', 'ten="300,300,300,300"')
    with pytest.raises(UnreadableRecord) as refused:
        read_tenhou_bytes(data, "room.xml")
    assert refused.value.sentence() == (
        "room.xml cannot be imported: its game was played in a room of its own rules, each player starting from "
        "30,000 points where Tenhou's rooms start from 25,000; tablekeeper does not take a room's own start, return "
        "and uma from a log."
    )


def test_rule_bits_past_the_lobbies_are_refused_naming_them() -> None:
    data = _edited('<GO type="9"', '<GO type="521"')  # 9 | 0x200
    with pytest.raises(UnreadableRecord) as refused:
        read_tenhou_bytes(data, "room.xml")
    assert "its <GO type> (521) has rule bits past those of Tenhou's lobbies" in refused.value.sentence()


def test_the_same_log_unedited_is_read() -> None:
    game = read_tenhou_bytes(_edited('<GO type="9"', '<GO type="9"'), "room.xml")
    assert game.rules.start_points == 25_000
