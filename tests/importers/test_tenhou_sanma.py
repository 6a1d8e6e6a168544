"""Three-player records (Tenhou's sanma rooms, Mahjong Soul's three-player rooms), written by hand in these tests: the
fourth seat of every record is empty; each game replays to its own final figures, worked out here by hand."""

from __future__ import annotations

import dataclasses
import json
from fractions import Fraction
from typing import Any

import pytest

from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.importers.replay_check import check_replay
from tablekeeper.importers.tenhou import read_tenhou_bytes
from tablekeeper.importers.tenhou_json import read_json_game
from tablekeeper.importers.tenhou_rules import MAHJONG_SOUL, TENHOU
from tablekeeper.rules.game import replay
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.standings import final_points, standings

# GO type 185 (0xB9): against people, east-south, three players, open tanyao, red fives. Tile 120 is a North (kind 30);
# <N m="31264"> has bit 0x20: seat 0 sets it aside, then draws its replacement.
# Hand 1, East 1: seat 1 (non-dealer) wins a 5-han tsumo, a mangan: 4,000 from the dealer, 2,000 from seat 2, and
# nobody pays the absent fourth share (tsumo loss): 31,000 / 41,000 / 33,000.
# Hand 2, East 2 (seat 1 deals): seat 2's discard is won by seat 0 (30 fu 2 han, 2,000) and seat 1, the dealer
# (30 fu 2 han, 2,900): 33,000 / 43,900 / 28,100; the dealer won, so East 2, 1 honba.
# Hand 3, East 2-1: seat 0 wins a yakuman (kokushi) on seat 2's discard: 32,000 and 200 for the honba; seat 2 is at
# -4,100, below zero: the game ends at 65,200 / 43,900 / -4,100. The +/- score is (points - 40,000) / 1000, with
# +20 + 15 (uma and oka) to first, 0 to second, -20 to third: +60.2, +3.9, -64.1.
MJLOG = """<mjloggm ver="2.3"><GO type="185" lobby="0"/>
<UN n0="A" n1="B" n2="C" n3="" dan="17,16,16,0" rate="1500,1500,1500,1500" sx="M,M,M,C"/>
<TAIKYOKU oya="0"/>
<INIT seed="0,0,0,1,2,3" ten="350,350,350,0" oya="0" hai0="" hai1="" hai2="" hai3=""/>
<T120/><N who="0" m="31264"/><T4/><D4/><U8/><E8/><V12/><F12/><T36/><D36/><U40/>
<AGARI ba="0,0" hai="" machi="40" ten="30,6000,1" yaku="1,1,0,1,52,3" doraHai="3" who="1" fromWho="1"
 sc="350,-40,350,60,350,-20,0,0"/>
<INIT seed="1,0,0,1,2,3" ten="310,410,330,0" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<U44/><E44/><V48/><F48/>
<AGARI ba="0,0" hai="" machi="48" ten="30,2000,0" yaku="7,1,8,1" doraHai="3" who="0" fromWho="2"
 sc="310,20,410,0,330,-20,0,0"/>
<AGARI ba="0,0" hai="" machi="48" ten="30,2900,0" yaku="7,1,8,1" doraHai="3" who="1" fromWho="2"
 sc="330,0,410,29,310,-29,0,0"/>
<INIT seed="1,1,0,1,2,3" ten="330,439,281,0" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<U52/><E52/><V0/><F0/>
<AGARI ba="1,0" hai="" machi="0" ten="40,32000,5" yakuman="47" doraHai="3" who="0" fromWho="2"
 sc="330,322,439,0,281,-322,0,0" owari="652,60.2,439,3.9,-41,-64.1,0,0.0"/>
</mjloggm>"""

FINAL_POINTS = (65_200, 43_900, -4_100)
FINAL_SCORES = (Fraction("60.2"), Fraction("3.9"), Fraction("-64.1"))


def _replays_to_its_own_figures(text: str, name: str) -> Any:
    game = read_tenhou_bytes(text.encode(), name)
    outcome = replay(game.results, game.rules)
    check_replay(game, outcome.hands, outcome.state, game.players)  # each hand's start and changes, and the end
    return game, outcome.state


def test_a_three_player_mjlog_is_read_for_three_seats_under_tenhous_three_player_rules() -> None:
    game, end = _replays_to_its_own_figures(MJLOG, "2026011603gm-00b9-0000-2b45278f.xml")
    assert game.rules == preset("tenhou-sanma")
    assert game.players == ("A", "B", "C")
    assert game.results == (
        Tsumo(Win(1, han=5, fu=30)),
        Ron(2, (Win(0, han=2, fu=30), Win(1, han=2, fu=30))),
        Ron(2, (Win(0, yakuman=1),)),
    )
    assert [hand.start_scores for hand in game.log_hands] == [
        (35_000, 35_000, 35_000),
        (31_000, 41_000, 33_000),
        (33_000, 43_900, 28_100),
    ]
    assert (game.final_scores, game.final_game_points) == (FINAL_POINTS, FINAL_SCORES)
    assert final_points(end, game.rules) == FINAL_POINTS
    assert tuple(s.score for s in sorted(standings(end, game.rules), key=lambda s: s.seat)) == FINAL_SCORES


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        # The empty seat with points, a name, a discard, or a win.
        ('ten="350,350,350,0"', 'ten="350,350,350,10"', "a game of 3 players, but in Hand 1 the empty seat has"),
        ('n3=""', 'n3="D"', "a game of 3 players, but in its header the empty seat has"),
        ("<D4/>", "<G4/>", "a game of 3 players, but in Hand 1 the empty seat has"),
        ('sc="350,-40,350,60,350,-20,0,0"', 'sc="350,-40,350,60,350,-30,0,10"', "Hand 1 the empty seat has"),
        ('-64.1,0,0.0"', '-64.1,0,1.0"', "in the game's end the empty seat has"),
        ('who="1" fromWho="1"', 'who="3" fromWho="3"', 'the who of <AGARI> is "3", where the record needs a whole '),
    ],
)
def test_a_three_player_mjlog_whose_empty_seat_plays_is_refused(old: str, new: str, words: str) -> None:
    assert old in MJLOG
    with pytest.raises(UnreadableRecord, match=words):
        read_tenhou_bytes(MJLOG.replace(old, new, 1).encode(), "x.xml")


def _kyoku(head: list[int], start: list[int], hands: list[list[Any]], outcome: list[Any]) -> list[Any]:
    """A tenhou.net/6 kyoku of three seats (each its starting hand, draws and discards), the fourth seat empty."""
    return [head, [*start, 0], [31], [], *[part for hand in hands for part in hand], [], [], [], outcome]


TENPAI_WITH_NORTH = [11, 11, 11, 19, 19, 19, 21, 21, 21, 29, 29, 39, 44]
NOT_TENPAI = [11, 11, 19, 21, 29, 31, 33, 35, 37, 39, 41, 42, 43]
# Seat 0 (the dealer) draws 9s, sets aside its North (f44), draws the replacement (Red) and lets it go: 111m 999m 111p
# 99p 99s is tenpai (the North gone from its hand). Seat 1 is paid a nagashi mangan: 4,000 from the dealer, 2,000
# from seat 2.
NAGASHI = _kyoku(
    [0, 0, 0],
    [35_000, 35_000, 35_000],
    [[TENPAI_WITH_NORTH, [39, 47], ["f44", 60]], [NOT_TENPAI, [], []], [NOT_TENPAI, [], []]],
    ["流し満貫", [-4_000, 6_000, -2_000, 0]],
)
# East 1-1: seat 1 wins 13 han (its 3 Norths set aside among them), a counted yakuman, on the dealer's discard:
# 32,000 and 200 for the honba. The dealer is at -1,200, below zero: the game ends at -1,200 / 73,200 / 33,000, whose
# +/- scores ("sc", in points), with 35,000 returned and Mahjong Soul's uma (+15 / 0 / -15), are -51.2, +53.2, -2.
RON = _kyoku(
    [0, 1, 0],
    [31_000, 41_000, 33_000],
    [[NOT_TENPAI, [], []], [NOT_TENPAI, [], []], [NOT_TENPAI, [], []]],
    [
        "和了",
        [-32_200, 32_200, 0, 0],
        [1, 0, 1, "数え役満32000点", "立直(1飜)", "一発(1飜)", "清一色(6飜)", "ドラ(2飜)", "抜きドラ(3飜)"],
    ],
)
JSON_GAME = {
    "ver": "2.3",
    "log": [NAGASHI, RON],
    "rule": {"disp": "三金の間赤", "aka53": 1, "aka52": 1, "aka51": 0},
    "name": ["A", "B", "C", ""],
    "sc": [-1_200, -51.2, 73_200, 53.2, 33_000, -2, 0, 0],
    "title": ["三金の間赤", ""],
}


def test_a_mahjong_soul_three_player_game_reads_the_norths_set_aside_and_its_rooms_rules() -> None:
    game, end = _replays_to_its_own_figures(json.dumps(JSON_GAME, ensure_ascii=False), "mahjongsoul.json")
    assert game.site == MAHJONG_SOUL
    # The room's text names no length; a game all in the East round is an east-only one.
    assert game.rules == dataclasses.replace(preset("mahjongsoul-sanma"), rounds=1)
    assert game.results == (
        ExhaustiveDraw(frozenset({0}), nagashi=frozenset({1})),
        Ron(0, (Win(1, han=13),)),
    )
    assert game.final_scores == final_points(end, game.rules) == (-1_200, 73_200, 33_000)
    assert game.final_game_points == (Fraction("-51.2"), Fraction("53.2"), -2)


def test_a_three_player_json_game_of_a_tenhou_room_takes_tenhous_rules_and_its_length_from_the_room() -> None:
    tenhou = {**JSON_GAME, "rule": {"disp": "三鳳南喰赤", "aka": 1}}
    game = read_json_game(json.dumps(tenhou, ensure_ascii=False), "tenhou.json")
    assert (game.site, game.rules) == (TENHOU, preset("tenhou-sanma"))
    south = json.loads(json.dumps(JSON_GAME))
    south["log"][1][0] = [4, 1, 0]  # South 1: a room that names no length, whose game went on past the East
    assert read_json_game(json.dumps(south, ensure_ascii=False), "south.json").rules.rounds == 2


@pytest.mark.parametrize(
    ("where", "value", "words"),
    [
        (("log", 1, 1), [31_000, 41_000, 33_000, 100], "in Hand 2, the seat a table of 3 lacks has no points"),
        (("log", 1, 13), [11], "in Hand 2, the seat a table of 3 lacks has no points, name or tiles"),
        (("name",), ["A", "B", "C", "D"], "in its header, the seat a table of 3 lacks"),
        (("sc",), [-1_200, -51.2, 73_200, 53.2, 33_000, -2, 0, 1], "in the game's end, the seat a table of 3 lacks"),
    ],
)
def test_a_three_player_json_game_whose_empty_seat_plays_is_refused(where: tuple, value: object, words: str) -> None:
    damaged = json.loads(json.dumps(JSON_GAME))
    *path, last = where
    part = damaged
    for key in path:
        part = part[key]
    part[last] = value
    with pytest.raises(UnreadableRecord, match=words):
        read_json_game(json.dumps(damaged, ensure_ascii=False), "x.json")
