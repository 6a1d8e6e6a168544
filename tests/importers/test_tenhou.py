"""The Tenhou importer, on small records written by hand in these tests (the real games are never copied)."""

from __future__ import annotations

import datetime as dt
import gzip
import json
import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest
from PySide6.QtCore import QLocale, QTranslator

from tablekeeper import words
from tablekeeper.importers.reading import UnreadableRecord
from tablekeeper.importers.tenhou import read_tenhou_bytes, read_tenhou_file
from tablekeeper.importers.tenhou_game import game_start
from tablekeeper.importers.tenhou_json import read_json_game
from tablekeeper.importers.tenhou_rules import TENHOU as TENHOU_SITE
from tablekeeper.importers.tenhou_rules import site_rules
from tablekeeper.present import refusal
from tablekeeper.resources import resource_path
from tablekeeper.rules.results import AbortiveDraw, AbortKind, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tests.test_refusal_words import _catalogue

TENHOU = preset("tenhou")

# Tile ids (136): id // 4 is the kind; 0 = 1m, 32 = 9m, 36 = 1p, 108 = East, 124 = White; 16 = red 5m.
MJLOG = """<mjloggm ver="2.3"><GO type="169" lobby="0"/>
<UN n0="%E5%A4%A9" n1="B" n2="C" n3="D" dan="1,2,3,4" rate="1500,1500,1500,1500" sx="M,M,M,F"/>
<TAIKYOKU oya="0"/>
<INIT seed="0,0,0,1,2,3" ten="250,250,250,250" oya="0" hai0="" hai1="" hai2="" hai3=""/>
<T4/><D4/><U8/><E8/><V12/><REACH who="2" step="1"/><F12/><REACH who="2" ten="250,250,240,250" step="2"/>
<W16/><G16/><T20/><D20/><U24/><REACH who="1" step="1"/><E24/>
<AGARI ba="0,1" hai="" machi="24" ten="40,2600,0" yaku="8,1,52,1" doraHai="3" who="3" fromWho="1"
 sc="250,0,250,-26,240,0,250,36"/>
<INIT seed="1,0,0,1,2,3" ten="250,224,240,286" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<U28/><E28/><V32/><F32/><W36/><G36/><T40/><D40/>
<AGARI ba="0,0" hai="" machi="40" ten="30,2900,0" yaku="7,1,8,1" doraHai="3" who="1" fromWho="0"
 sc="250,-29,224,29,240,0,286,0"/>
<AGARI ba="0,0" hai="" machi="40" ten="40,8000,1" yaku="34,3,52,1" doraHai="3" who="3" fromWho="0"
 sc="221,-80,253,0,240,0,286,80"/>
<INIT seed="1,1,0,1,2,3" ten="141,253,240,366" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<RYUUKYOKU ba="1,0" sc="141,15,253,15,240,-15,366,-15" hai0="1,2,3" hai1="4,5,6"/>
<INIT seed="1,2,0,1,2,3" ten="156,268,225,351" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<U44/><E44/><V0/><F0/><W48/><G48/><T32/><D32/><U52/><E52/><V108/><F108/><N who="3" m="1234"/><G56/>
<T124/><D124/><U60/><E60/><V35/><F35/><W64/><G64/>
<RYUUKYOKU type="nm" ba="2,0" sc="156,80,268,-40,225,-20,351,-20" hai1="4,5,6"/>
<INIT seed="1,3,0,1,2,3" ten="236,228,205,331" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<RYUUKYOKU type="yao9" ba="3,0" sc="236,0,228,0,205,0,331,0" hai3="0,32,36"/>
<INIT seed="1,4,0,1,2,3" ten="236,228,205,331" oya="1" hai0="" hai1="" hai2="" hai3=""/>
<AGARI ba="4,0" hai="" machi="124" ten="40,32000,5" yakuman="39" doraHai="3" who="2" fromWho="2" paoWho="0"
 sc="236,-324,228,0,205,324,331,0" owari="-88,-68.0,228,-12.0,529,56.0,331,24.0"/>
</mjloggm>"""


def test_reads_what_a_player_would_enter_hand_by_hand():
    game = read_tenhou_bytes(MJLOG.encode(), "2015010112gm-00a9-0000-0123abcd_tw=1.mjlog")
    assert game.results == (
        # Seat 1's riichi was ronned on its declaration tile: no step 2, so no stick.
        Ron(1, (Win(3, han=2, fu=40),), riichi=frozenset({2})),
        Ron(0, (Win(1, han=2, fu=30), Win(3, han=4, fu=40))),
        ExhaustiveDraw(frozenset({0, 1})),
        # Seat 0 discarded only terminals and honours; seat 2 too, but seat 3 called one of them.
        ExhaustiveDraw(frozenset({1}), nagashi=frozenset({0})),
        AbortiveDraw(AbortKind.NINE_TERMINALS),
        Tsumo(Win(2, yakuman=1, pao=0)),
    )
    assert game.players == ("天", "B", "C", "D")
    assert game.game_id == "2015010112gm-00a9-0000-0123abcd"
    assert str(game.date) == "2015-01-01"
    assert game.rules.rounds == 2 and game.rules.red_fives


def test_keeps_the_logs_own_figures_for_checking():
    game = read_tenhou_bytes(MJLOG.encode(), "x.mjlog")
    first, second = game.log_hands[:2]
    assert first.start_scores == (25_000,) * 4
    assert first.deltas == (0, -2_600, 0, 3_600)
    assert first.riichi == frozenset({2})
    assert (second.round, second.dealer, second.honba, second.deposits) == (0, 1, 0, 0)
    assert second.deltas == (-10_900, 2_900, 0, 8_000)  # the two AGARI of a double ron add up
    assert game.final_scores == (-8_800, 22_800, 52_900, 33_100)
    assert game.final_game_points == (Fraction(-68), Fraction(-12), Fraction(56), Fraction(24))


def test_reads_a_gzipped_mjlog_file(tmp_path):
    path = tmp_path / "game.mjlog"
    path.write_bytes(gzip.compress(MJLOG.encode()))
    (game,) = read_tenhou_file(path)
    assert len(game.results) == 6
    assert game.source == "game.mjlog"


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("kaze4", AbortKind.FOUR_WINDS),
        ("reach4", AbortKind.FOUR_RIICHI),
        ("kan4", AbortKind.FOUR_KANS),
        ("ron3", AbortKind.TRIPLE_RON),
    ],
)
def test_abortive_draw_kinds(kind, expected):
    text = MJLOG.replace('type="yao9"', f'type="{kind}"')
    assert read_tenhou_bytes(text.encode(), "x.mjlog").results[4] == AbortiveDraw(expected)


@pytest.mark.parametrize(
    ("go_type", "rounds", "red", "open_tanyao"),
    [
        (169, 2, True, True),
        (65, 1, True, True),
        (171, 2, False, True),
        (175, 2, False, False),
        (173, 2, True, False),
        (225, 1, True, True),
    ],
)
def test_go_type_chooses_the_rules(go_type, rounds, red, open_tanyao):
    text = MJLOG.replace('type="169"', f'type="{go_type}"')
    rules = read_tenhou_bytes(text.encode(), "x.mjlog").rules
    assert (rules.rounds, rules.red_fives, rules.open_tanyao) == (rounds, red, open_tanyao)
    assert rules.extension_target == 30_000 and rules.bust_ends_game


def _date(name: str) -> dt.date:
    start = game_start(name)
    assert start is not None
    return start.date()


def test_the_rules_of_the_games_date_apply():
    july_2009 = _date("2009072917gm-0061-0000-85a7478c_tw=3.mjlog")
    assert site_rules(TENHOU_SITE, players=4, hanchan=False, red_fives=True, open_tanyao=True, date=july_2009).uma == (
        10_000,
        5_000,
        -5_000,
        -10_000,
    )
    for day, yame in (("2010060106", False), ("2010060816", True)):
        rules = site_rules(
            TENHOU_SITE, players=4, hanchan=True, red_fives=True, open_tanyao=True, date=_date(f"{day}gm-00a9")
        )
        assert rules.tenpai_yame is yame
        assert rules.agari_yame
        assert rules.uma == TENHOU.uma
    assert site_rules(TENHOU_SITE, players=4, hanchan=True, red_fives=True, open_tanyao=True, date=None).tenpai_yame


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"not a record", "not a Tenhou mjlog"),
        (b"<html></html>", "no <mjloggm>"),
        (MJLOG.split("<AGARI")[0].encode() + b"</mjloggm>", "no result"),
        (b'<mjloggm ver="2.3"><GO type="169"/></mjloggm>', "holds no hand"),
        (b"\x1f\x8bnonsense", "damaged gzip"),
        (b'{"log": [[1, 2]]}', "Tenhou JSON"),
    ],
)
def test_a_file_it_cannot_read_gets_a_sentence(data, words):
    with pytest.raises(UnreadableRecord, match=words):
        read_tenhou_bytes(data, "x.mjlog")


def test_a_missing_file_gets_a_sentence(tmp_path):
    with pytest.raises(UnreadableRecord, match="cannot be read"):
        read_tenhou_file(tmp_path / "absent.mjlog")


# tenhou.net/6 JSON -----------------------------------------------------------------------------------------

NOTEN = [11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35]
WAITING = [11, 12, 13, 24, 25, 26, 37, 38, 39, 41, 41, 42, 42]  # 123m 456p 789s EE SS: waits on E or S


def kyoku(head, start, hands=None, takes=None, gives=None, result=()):
    hands = hands or [NOTEN] * 4
    takes = takes or [[]] * 4
    gives = gives or [[]] * 4
    seats = [x for seat in range(4) for x in (hands[seat], takes[seat], gives[seat])]
    return [head, start, [16], [], *seats, list(result)]


JSON_GAME = {
    "title": ["", ""],
    "name": ["Aさん", "Bさん", "Cさん", "Dさん"],
    "rule": {"disp": "鳳南喰赤", "aka": 1},
    "log": [
        kyoku(
            [0, 0, 0],
            [25_000] * 4,
            gives=[[11], [19, "r33"], ["r24", 60], [21]],
            result=["和了", [0, -8_000, 9_000, 0], [2, 1, 2, "満貫8000点", "立直(1飜)", "混一色(2飜)", "ドラ(1飜)"]],
        ),
        kyoku([1, 0, 0], [25_000, 17_000, 33_000, 25_000], result=["流局", [-1_500, 1_500, 1_500, -1_500]]),
        kyoku([1, 1, 0], [23_500, 18_500, 34_500, 23_500], result=["全員聴牌"]),
        kyoku([1, 2, 0], [23_500, 18_500, 34_500, 23_500], result=["九種九牌"]),
        kyoku(
            [1, 3, 0],
            [23_500, 18_500, 34_500, 23_500],
            result=[
                "和了",
                [-1_400, 2_200, -400, -400],
                [1, 1, 1, "40符2飜400-700点", "門前清自摸和(1飜)", "役牌 中(1飜)"],
            ],
        ),
        kyoku(
            [1, 4, 0],
            [22_100, 20_700, 34_100, 23_100],
            hands=[NOTEN, WAITING, NOTEN, [43, 43, 11, 12, 13, 24, 25, 26, 37, 38, 39, 41, 45]],
            takes=[[19], [29], [19], ["p434343"]],
            gives=[[60], [29], [60], [45]],
            result=["流し満貫", [6_000, -4_000, -1_000, -1_000]],
        ),
    ],
}


def test_reads_a_tenhou_json_game():
    game = read_json_game(json.dumps(JSON_GAME), "2016010112gm-00a9-0000-0123abcd.json")
    assert game.results == (
        # A mangan printed without fu: 4 han is entered with 40 fu. Seat 1 dealt in on its riichi tile.
        Ron(1, (Win(2, han=4, fu=40),), riichi=frozenset({2})),
        ExhaustiveDraw(frozenset({1, 2})),
        ExhaustiveDraw(frozenset({0, 1, 2, 3})),
        AbortiveDraw(AbortKind.NINE_TERMINALS),
        Tsumo(Win(1, han=2, fu=40)),
        # The nagashi player from the payments; the tenpai players from their hands (seat 3 after a pon).
        ExhaustiveDraw(frozenset({1, 3}), nagashi=frozenset({0})),
    )
    assert game.players == ("Aさん", "Bさん", "Cさん", "Dさん")
    assert game.rules.rounds == 2
    assert game.log_hands[0].riichi == frozenset({2})
    assert game.log_hands[0].deltas == (0, -8_000, 9_000, 0)
    assert game.final_scores is None


def test_reads_json_lines_one_kyoku_a_line(tmp_path):
    lines = [json.dumps({**JSON_GAME, "log": [k]}, ensure_ascii=False) for k in JSON_GAME["log"]]
    path = tmp_path / "2016010112gm-00a9-0000-0123abcd.json"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    (game,) = read_tenhou_file(path)
    assert len(game.results) == 6
    assert game.results == read_json_game(json.dumps(JSON_GAME), "x.json").results


def test_json_title_and_reference_when_the_record_has_them():
    named = {**JSON_GAME, "title": ["鳳凰卓", ""], "ref": "2016010112gm-00a9-0000-0123abcd"}
    game = read_json_game(json.dumps(named), "download.json")
    assert game.title == "鳳凰卓"
    assert game.game_id == "2016010112gm-00a9-0000-0123abcd"
    assert str(game.date) == "2016-01-01"


def test_json_rule_text_chooses_the_rules():
    east_only = {**JSON_GAME, "rule": {"disp": "般東喰赤", "aka": 1}}
    assert read_json_game(json.dumps(east_only)).rules.rounds == 1
    # A three-player room (三) with a fourth player: the seat a table of three lacks has a name and points.
    with pytest.raises(UnreadableRecord, match="the seat a table of 3 lacks has no points, name or tiles"):
        read_json_game(json.dumps({**JSON_GAME, "rule": {"disp": "三鳳南喰赤", "aka": 1}}))


# Hostile or damaged records: a sentence, never a traceback -------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('ten="250,250,250,250"', 'ten="inf,250,250,250"', 'the ten of <INIT> is "inf,250,250,250"'),
        ('ten="250,250,250,250"', 'ten="1e999,250,250,250"', "Hand 1, the ten of <INIT>"),
        ('sc="250,0,250,-26,240,0,250,36"', 'sc="250,0,250,-26,240,0,250,nan"', "Hand 1, the sc of <AGARI>"),
        ('owari="-88,-68.0', 'owari="-88,inf', "the owari of <AGARI>"),
        ('250" oya="0"', '250" oya="7"', 'the oya of <INIT> is "7"'),
        ('who="3" fromWho="1"', 'who="3" fromWho="-1"', 'the fromWho of <AGARI> is "-1"'),
        ('type="yao9"', 'type="boom"', r'Hand 5 ends in a draw of a kind tablekeeper does not know \("boom"\)'),
    ],
)
def test_numbers_and_seats_out_of_range_in_an_mjlog_get_a_sentence(old: str, new: str, words: str) -> None:
    assert old in MJLOG
    with pytest.raises(UnreadableRecord, match=words):
        read_tenhou_bytes(MJLOG.replace(old, new, 1).encode(), "x.mjlog")


def test_an_mjlog_whose_first_init_is_missing_is_refused() -> None:
    first_init = MJLOG.index("<INIT")
    damaged = MJLOG[:first_init] + MJLOG[MJLOG.index("/>", first_init) + 2 :]
    with pytest.raises(UnreadableRecord, match="result before its first hand begins"):
        read_tenhou_bytes(damaged.encode(), "x.mjlog")


def test_an_mjlog_declaring_entities_is_refused() -> None:
    laughs = '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa">]><mjloggm>&a;</mjloggm>'
    with pytest.raises(UnreadableRecord, match="declares a document type"):
        read_tenhou_bytes(laughs.encode(), "x.mjlog")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (json.dumps([JSON_GAME]), "is a list, where a game is an object"),
        (json.dumps({**JSON_GAME, "rule": None}), '"rule" is an object'),
        (json.dumps({**JSON_GAME, "name": ["A", "B", "C"]}), '"name" is a list of four names'),
        (json.dumps({**JSON_GAME, "log": [[[0, 0, 0], [25_000] * 4]]}), "Hand 1, a hand is a list of 17 parts"),
        (json.dumps(JSON_GAME).replace("[25000, 25000, 25000, 25000]", "[25000, 25000, 25000, 1e300]", 1), "Hand 1"),
        (json.dumps(JSON_GAME).replace('"r33"', '"33"', 1), "the discards of Bさん are"),  # named as in the file
        (json.dumps(JSON_GAME).replace('"\\u6d41\\u5c40"', '"\\u4f55"', 1), "of no kind tablekeeper knows"),
    ],
)
def test_a_tenhou_json_of_the_wrong_shape_gets_a_sentence(text: str, words: str) -> None:
    with pytest.raises(UnreadableRecord, match=words):
        read_json_game(text, "x.json")


def test_a_nagashi_hand_that_gives_away_a_tile_it_never_held_gets_a_sentence() -> None:
    # At a nagashi mangan the tenpai players are read from the hands (the JSON names none). Seat 1 starts
    # with WAITING, which holds one 1m (code 11), draws 9p twice and discards 1m twice: the second 1m is not
    # in its hand.
    damaged = json.loads(json.dumps(JSON_GAME))
    damaged["log"][5][8] = [29, 29]  # seat 1's draws
    damaged["log"][5][9] = [11, 11]  # seat 1's discards
    with pytest.raises(UnreadableRecord, match="in Hand 6, the draws and discards of Bさん"):
        read_json_game(json.dumps(damaged), "x.json")


def test_a_tenhou_json_with_a_byte_order_mark_is_read() -> None:
    data = b"\xef\xbb\xbf" + json.dumps(JSON_GAME).encode()
    assert len(read_tenhou_bytes(data, "x.json").results) == 6


def test_names_lose_control_characters_and_a_long_one_is_shortened() -> None:
    text = MJLOG.replace('n1="B"', 'n1="%1B%5B2JBen%07%00"').replace('n2="C"', f'n2="{"C" * 150}"')
    game = read_tenhou_bytes(text.encode(), "x.mjlog")
    assert game.players == ("天", "[2JBen", "C" * 100, "D")  # ESC, BEL and NUL gone; 150 characters cut to 100


def test_a_tenhou_game_starts_at_the_hour_of_its_id_in_japan_time() -> None:
    game = read_tenhou_bytes(MJLOG.encode(), "2009071823gm-0041-0000-ff3a2214_tw=0.mjlog")
    assert game.started_at is not None
    assert game.started_at.isoformat() == "2009-07-18T23:00:00+09:00"
    assert game.started_at.astimezone(dt.UTC).replace(tzinfo=None) == dt.datetime(2009, 7, 18, 14, 0)
    assert game.tenhou_id == "2009071823gm-0041-0000-ff3a2214"
    assert read_tenhou_bytes(MJLOG.encode(), "x.mjlog").tenhou_id is None  # no id: nothing to know it by


FIVE_DIGIT_LOBBY = "2018020420gm-0001-14423-3290b527"
"""A private lobby's game: its lobby part has five digits (Pantheon's doubleron_and_honba.json gives this ref)."""


def test_a_tenhou_id_whose_lobby_has_five_digits_is_the_games_id_in_a_name_and_in_a_ref() -> None:
    named = read_tenhou_bytes(MJLOG.encode(), f"{FIVE_DIGIT_LOBBY}.mjlog")
    referred = read_tenhou_bytes(json.dumps({**JSON_GAME, "ref": FIVE_DIGIT_LOBBY}).encode(), "x.json")
    for game in (named, referred):
        assert game.tenhou_id == FIVE_DIGIT_LOBBY
        assert game.started_at is not None and game.started_at.isoformat() == "2018-02-04T20:00:00+09:00"
    # Six digits make no lobby: such a name is the game's name, no Tenhou id.
    assert read_tenhou_bytes(MJLOG.encode(), "2018020420gm-0001-144231-3290b527.mjlog").tenhou_id is None


# A refusal of a file is raised in English and worded at the edge that shows it, in that edge's language: the French
# is the catalogue's own (the .ts file), filled in by hand; French writes thousands apart with a narrow no-break space.


@pytest.fixture
def french(qapp: object) -> words.Words:
    """French words as the window speaks them, without installing anything (as in tests/test_refusal_words.py), with
    the catalogue's translation of a text said in one sense too (Qt's disambiguation: "Hand {number}" as a place in a
    record is "la main {number}")."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "tablekeeper_fr.qm")))
    france = QLocale(QLocale.Language.French, QLocale.Country.France)
    return words.Words(
        lambda text: translator.translate("", text) or text,
        lambda value, signed=False, zero="0": france.toString(value),
        translate_in=lambda text, sense: translator.translate("", text, sense) or text,
        singular=lambda count: abs(count) <= 1,
    )


def _in_catalogue(source: str, comment: str) -> str:
    """The French the .ts file gives ``source`` said in the sense ``comment`` (Qt's disambiguation)."""
    root = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    (found,) = [
        m.findtext("translation") or ""
        for m in root.iter("message")
        if m.findtext("source") == source and m.findtext("comment") == comment
    ]
    return found


def test_an_mjlog_refused_in_english_is_worded_in_french_where_it_is_shown(french) -> None:
    # Hand 1's <INIT> gives three start scores where the record needs four.
    data = b'<mjloggm ver="2.3"><GO type="169"/><INIT seed="0,0,0,1,2,3" ten="250,250,250" oya="0"/></mjloggm>'
    with pytest.raises(UnreadableRecord) as refused:
        read_tenhou_bytes(data, "short.mjlog")
    error = refused.value
    assert refusal(error) == (
        'short.mjlog cannot be imported: in Hand 1, the ten of <INIT> is "250,250,250", where the record needs '
        "4 whole numbers from -10,000 to 10,000, separated by commas."
    )
    with words.speaking(french):
        said = refusal(error)
    template = _catalogue(
        "{file} cannot be imported: in {where}, the {attribute} of <{element}> is {value}, where the record "
        "needs {wanted}."
    )
    wanted = _catalogue("{count} whole numbers from {low} to {high}, separated by commas")
    assert said == template.format(
        file="short.mjlog",
        where=_in_catalogue("Hand {number}", "a place in a record").format(number=1),
        attribute="ten",
        element="INIT",
        value='"250,250,250"',
        wanted=wanted.format(count=4, low="-10\u202f000", high="10\u202f000"),
    )
    assert refusal(error).startswith("short.mjlog cannot be imported: in Hand 1,")  # the English is untouched


def test_a_tenhou_json_field_refused_in_english_is_worded_in_french_where_it_is_shown(french) -> None:
    # The header's "rule"."aka" is 2, where a Tenhou JSON game has 0 or 1.
    text = json.dumps({"rule": {"disp": "般南喰赤", "aka": 2}, "log": []})
    with pytest.raises(UnreadableRecord) as refused:
        read_json_game(text, "odd.json")
    error = refused.value
    assert refusal(error) == (
        'odd.json is not a Tenhou JSON game tablekeeper can read: in its header, "rule"."aka" is 0 or 1.'
    )
    with words.speaking(french):
        said = refusal(error)
    template = _catalogue("{file} is not a Tenhou JSON game tablekeeper can read: in {where}, {wanted}.")
    assert said == template.format(
        file="odd.json", where=_catalogue("its header"), wanted=_catalogue('"rule"."aka" is 0 or 1')
    )
