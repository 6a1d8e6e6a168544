"""Bad input gets a sentence; a hand is easy to build from a window (lists of tile codes, typed melds)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablekeeper.rules.hand import HandInput, Meld, MeldKind, Wind, calculate, validate
from tablekeeper.rules.hand.errors import (
    BadMeld,
    BadTiles,
    HandError,
    ImpossibleConditions,
    NotAWinningHand,
    NoYaku,
    TooManyCopies,
    WinningTileMissing,
    WrongTileCount,
)
from tablekeeper.rules.hand.tiles import dora_from_indicator, pack_tiles, parse_tiles, tile_name, unpack
from tablekeeper.rules.ruleset import preset

from .helpers import score

CLUB = preset("club")


def test_mpsz_notation_and_red_fives() -> None:
    assert parse_tiles("234m0p55z") == ([1, 2, 3, 13, 31, 31], [13])
    assert tile_name(13, red=True) == "0p"
    assert tile_name(33) == "7z"


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("12m-3p", "'-' is not part of a tile"),
        ("123", "need a suit letter"),
        ("m123", "has no digits before it"),
        ("8z", "There is no honour tile 8z"),
    ],
)
def test_unknown_notation(text: str, sentence: str) -> None:
    with pytest.raises(BadTiles, match=sentence):
        parse_tiles(text)
    with pytest.raises(BadTiles, match=sentence):  # the hand's own reading refuses it with the same sentence
        pack_tiles(text)


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("123m-456p", "'-' is not part of a tile"),
        ("123m456p78", "The digits 78 in '123m456p78' need a suit letter"),
        ("123mp456p", "The suit letter 'p' in '123mp456p' has no digits before it"),
        ("p123m456p", "The suit letter 'p' in 'p123m456p' has no digits before it"),
        ("123m456p8z", "There is no honour tile 8z"),
        ("123m456p0z", "There is no honour tile 0z"),
        ("123m456p11z x", "'x' is not part of a tile"),
    ],
)
def test_a_hand_written_wrong_is_refused_with_its_sentence(text: str, sentence: str) -> None:
    with pytest.raises(BadTiles, match=sentence):
        calculate(HandInput(text, "1m"), CLUB)


_CODES = [f"{d}{suit}" for suit in "mps" for d in range(10)] + [f"{d}z" for d in range(1, 8)]


@given(codes=st.lists(st.sampled_from(_CODES), max_size=18), upper=st.booleans(), grouped=st.booleans())
@settings(max_examples=500, deadline=None)
def test_tiles_are_counted_as_written(codes: list[str], upper: bool, grouped: bool) -> None:
    # Each code's kind worked out here: the suit's place times nine, plus the digit less one (a 0 is the red 5).
    suit_base = {"m": 0, "p": 9, "s": 18, "z": 27}
    expected = [0] * 34
    red = []
    for code in codes:
        digit, suit = int(code[0]), code[1]
        kind = suit_base[suit] + (4 if digit == 0 else digit - 1)
        expected[kind] += 1
        if digit == 0:
            red.append(kind)
    if grouped:  # one suit letter for the digits of a run of one suit, as players write hands: '123m55z'
        text = "".join(code if i + 1 == len(codes) or codes[i + 1][1] != code[1] else code[0]
                       for i, code in enumerate(codes))  # fmt: skip
    else:
        text = "".join(codes)
    if upper:
        text = text.upper()
    # Packed: a byte a kind, kind k's count times 256 ** k (no kind is drawn 256 times in 18 codes).
    packed = sum(count * 256**kind for kind, count in enumerate(expected))
    # The red fives are listed by suit (man, pin, sou), not in the order written.
    assert pack_tiles(text) == (packed, len(codes), sorted(red))


def test_dora_indicator_order_of_seed_003() -> None:
    names = {"4z": "1z", "1z": "2z", "7z": "5z", "5z": "6z", "9m": "1m", "1s": "2s"}
    for indicator, dora in names.items():
        assert tile_name(dora_from_indicator(parse_tiles(indicator)[0][0])) == dora


def test_a_fifth_copy_is_refused() -> None:
    with pytest.raises(TooManyCopies, match="There are only four 1m tiles: this hand has 5"):
        score("11111m234p567s999s", "9s")
    with pytest.raises(TooManyCopies, match="indicators show 5"):
        score("1111m234p567s9999s", "9s", dora="1m", riichi=True)


def test_a_second_red_five_is_refused() -> None:
    with pytest.raises(TooManyCopies, match="There is only one red 5m"):
        score("00m5m234p567s999s11z", "9s")


def test_too_few_or_too_many_tiles() -> None:
    with pytest.raises(WrongTileCount, match=r"14 tiles .* not 13"):
        score("123m456p789s234s5p", "5p")
    with pytest.raises(WrongTileCount, match="11 concealed tiles"):
        score("123m456p789s234s55p", "5p", melds=("pon:777z",))
    with pytest.raises(WrongTileCount, match="at most four"):
        score("55p", "5p", melds=("pon:111z", "pon:222z", "pon:333z", "pon:444z", "pon:555z"))


def test_a_winning_tile_not_in_the_hand() -> None:
    with pytest.raises(WinningTileMissing, match="The winning tile 9m is not among the concealed tiles"):
        score("123m456p789s234s55p", "9m")


@pytest.mark.parametrize(
    ("meld", "sentence"),
    [
        ("chi:135m", "no chi"),
        ("chi:789p1z", "three tiles in a row, not 4"),
        ("chi:123z", "no chi"),
        ("chi:891m", "no chi"),
        ("pon:123m", "no pon"),
        ("kan:111m", "A kan is 4 identical tiles, not 3"),
        ("pung:111m", "not a kind of meld"),
        ("111m", "write KIND:TILES"),
    ],
)
def test_a_meld_that_is_no_meld(meld: str, sentence: str) -> None:
    with pytest.raises(BadMeld, match=sentence):
        validate(HandInput("456p789s234s55p", "5p", melds=(meld,)))


def test_no_yaku_says_so() -> None:
    with pytest.raises(NoYaku) as raised:
        score("123m456p789s234s11z", "4s", seat_wind="S", round_wind="E")
    assert str(raised.value) == "no yaku: this hand cannot win"


def test_tiles_that_are_not_a_winning_hand() -> None:
    with pytest.raises(NotAWinningHand, match="four sets and a pair"):
        score("123m456p789s235s55p", "5p")


@pytest.mark.parametrize(
    ("conditions", "sentence"),
    [
        ({"riichi": True, "melds": ("chi:123m",)}, "Riichi needs a closed hand"),
        ({"ippatsu": True}, "Ippatsu is only possible after riichi"),
        ({"chankan": True, "tsumo": True}, "Chankan"),
        ({"rinshan": True}, "Rinshan kaihou wins on the tile drawn after a kan, so it is a tsumo"),
        ({"rinshan": True, "tsumo": True}, "this hand has no kan"),
        ({"haitei": True}, "Haitei is a tsumo"),
        ({"houtei": True, "tsumo": True}, "Houtei is a ron"),
        ({"tenhou": True, "tsumo": True, "seat_wind": "S"}, "Tenhou is won by the dealer"),
        ({"chiihou": True, "tsumo": True, "seat_wind": "E"}, "Chiihou is won by a player who is not the dealer"),
        ({"renhou": True, "tsumo": True, "seat_wind": "S"}, "Renhou is won by ron"),
        ({"ura": "1m"}, "Ura dora are only turned over for a hand won after riichi"),
    ],
)
def test_impossible_conditions(conditions: dict, sentence: str) -> None:
    tiles = "456p789s234s55p" if "melds" in conditions else "123m456p789s234s55p"
    with pytest.raises(ImpossibleConditions, match=sentence):
        score(tiles, "5p", **conditions)


def test_every_refusal_is_a_hand_error_with_a_sentence() -> None:
    with pytest.raises(HandError) as raised:
        score("123m", "1m")
    assert str(raised.value).endswith(".")


def test_a_hand_built_from_lists_and_typed_melds() -> None:
    hand = HandInput(
        tiles=["2m", "3m", "4m", "5p", "6p", "7p", "2s", "3s", "4s", "5s", "5s"],
        win_tile="5s",
        melds=(Meld(MeldKind.PON, ["7z", "7z", "7z"]),),
        tsumo=True,
        seat_wind=Wind.EAST,
        round_wind="S",
        dora=["4s"],
    )
    assert hand.tiles == "234m567p23455s"
    assert hand.melds == (Meld(MeldKind.PON, "777z"),)
    value = calculate(hand, preset("tenhou"))
    # Chun 1 + dora 2 (two 5s), 20 + open honour pon 4 + pair wait 2 + tsumo 2 = 28 -> 30 fu; dealer tsumo.
    assert (value.han, value.fu) == (3, 30)
    assert value.payments.as_dict() == {"non_dealer": 2000}


def test_validate_returns_the_checked_hand() -> None:
    checked = validate(HandInput("123m456p789s234s55p", "4s"))
    assert checked.win == 21 and checked.closed and sum(unpack(checked.concealed)) == 14


@given(
    tiles=st.text(alphabet="0123456789mpsz ", max_size=20),
    win=st.text(alphabet="0123456789mpsz", max_size=3),
    melds=st.lists(st.text(alphabet="0123456789mpsz:chinoak", max_size=9), max_size=5),
    dora=st.text(alphabet="0123456789mpsz", max_size=4),
    tsumo=st.booleans(),
    riichi=st.booleans(),
)
@settings(max_examples=300, deadline=None)
def test_any_input_gets_a_value_or_a_sentence(tiles, win, melds, dora, tsumo, riichi) -> None:
    try:
        hand = HandInput(tiles, win, melds=tuple(melds), dora=dora, tsumo=tsumo, riichi=riichi)
        value = calculate(hand, CLUB)
    except HandError as error:
        assert str(error).strip()  # noqa: PT017 - either outcome is right; a refusal must say why
    else:
        assert value.payments.total > 0


@given(st.lists(st.sampled_from([f"{d}{s}" for s in "mps" for d in range(1, 10)] + [f"{d}z" for d in range(1, 8)]),
                min_size=14, max_size=14))  # fmt: skip
@settings(max_examples=300, deadline=None)
def test_any_fourteen_tiles_get_a_value_or_a_sentence(codes: list[str]) -> None:
    try:
        value = calculate(HandInput(codes, codes[-1], tsumo=True), CLUB)
    except HandError as error:
        assert str(error)  # noqa: PT017 - either outcome is right; a refusal must say why
    else:
        assert value.han >= 1 or value.yakuman >= 1


def test_a_fourth_plain_five_is_refused_where_one_five_is_red() -> None:
    # RULESETS.md: the club's rules have one red five per suit, EMA 2016 none. A kan of four plain 5p, or three
    # plain 5p in the hand and a fourth as a dora indicator, cannot be: one of the four 5p is the red one.
    melds = (Meld("pon", "555z"), Meld("chi", "789s"))
    kan = HandInput("234m11z", win_tile="1z", melds=(*melds, Meld("kan", "5555p")))
    with pytest.raises(TooManyCopies, match="only three plain ones, and this hand would have 4"):
        calculate(kan, preset("club"))
    assert calculate(kan, preset("ema2016")).han == 1  # the white dragon; no red fives there
    red = HandInput("234m11z", win_tile="1z", melds=(*melds, Meld("kan", "0555p")))
    assert calculate(red, preset("club")).han == 2  # the white dragon and the red five
    indicator = HandInput("234m555p789s11122z", win_tile="2z", dora="5p")
    with pytest.raises(TooManyCopies, match="5p"):
        calculate(indicator, preset("club"))
    assert calculate(indicator, preset("ema2016")).han >= 1


def test_a_fifth_honour_refused_in_english_is_worded_in_french_with_the_honour_named_in_french(qapp) -> None:
    from tablekeeper import words
    from tablekeeper.present import refusal

    from ..french import catalogue, french_words

    with pytest.raises(TooManyCopies) as caught:
        score("11111z234p567s999s", "9s")
    assert refusal(caught.value) == "There are only four East tiles: this hand has 5."
    with words.speaking(french_words()):
        said = refusal(caught.value)
    template = catalogue("There are only four {tile} tiles: this hand has {count}.")
    assert said == template.format(tile=catalogue("East"), count=5)
    assert said == "Il n'y a que quatre tuiles Est\u00a0: cette main en a 5."
