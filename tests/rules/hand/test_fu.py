"""Fu: each rule of seeds 000 and 003, the wait read the way that scores most, and the seeds' examples."""

from __future__ import annotations

from .helpers import score, yaku_of


def lines(value) -> dict[str, int]:
    return dict(value.fu_breakdown)


def test_pinfu_ron_is_30_fu() -> None:
    value = score("123m456p789s234s55p", "4s", seat_wind="S")
    assert value.fu == 30
    assert lines(value) == {"Base": 20, "Closed ron": 10}


def test_pinfu_tsumo_is_20_fu_and_pays_as_seed_003_says() -> None:
    value = score("123m456p789s234s55p", "4s", seat_wind="S", tsumo=True)
    assert (value.han, value.fu) == (2, 20)
    assert value.payments.as_dict() == {"dealer": 700, "non_dealer": 400}  # seed 003: 2 han 20 fu, 400 / 700


def test_open_pinfu_is_30_fu_seed_000_example() -> None:
    # Seed 000: 7s8s9s 7p8p9p 8m7m9m 3m3m 2s3s, open, is "pinfu ouvert": +2 fu, 22 -> 30.
    value = score("789p789m33m234s", "4s", seat_wind="S", melds=("chi:789s",))
    assert value.fu == 30
    assert lines(value) == {"Base": 20, "Open hand without fu (open pinfu)": 2}
    assert yaku_of(value) == {"sanshoku_doujun": 1}
    assert value.payments.as_dict() == {"discarder": 1000}  # seed 003: 1 han 30 fu ron


def test_seven_pairs_are_25_fu_and_nothing_else() -> None:
    value = score("1133m4466p77s1122z", "2z", seat_wind="S")
    assert value.fu_breakdown == (("Seven pairs", 25),)
    assert (value.han, value.fu) == (2, 25)
    assert value.payments.as_dict() == {"discarder": 1600}  # seed 003: 2 han 25 fu ron


def test_closed_ron_adds_10_and_a_concealed_honour_triplet_8() -> None:
    value = score("123m456p789s555z22p", "2p", seat_wind="S")
    assert lines(value) == {"Base": 20, "Closed ron": 10, "Concealed triplet of White dragon": 8, "Pair wait": 2}
    assert value.fu == 40


def test_triplet_and_kan_table() -> None:
    # Seed 003: open kan 8 (simple) / 16 (terminal), closed kan 16 (simple), open honour pon 4.
    value = score("55z", "5z", seat_wind="E", round_wind="S",
                  melds=("kan:2222m", "kan:9999p", "ankan:3333s", "pon:111z"))  # fmt: skip
    assert lines(value) == {
        "Base": 20,
        "Open kan of 2m": 8,
        "Open kan of 9p": 16,
        "Concealed kan of 3s": 16,
        "Open triplet of East": 4,
        "Pair of dragons (White dragon)": 2,
        "Pair wait": 2,
    }
    assert value.fu == 70  # 68 rounded up
    closed_terminal_kan = score("99s", "9s", seat_wind="S", melds=("ankan:1111m", "pon:222m", "chi:345p", "pon:555z"))
    assert lines(closed_terminal_kan)["Concealed kan of 1m"] == 32
    assert lines(closed_terminal_kan)["Open triplet of 2m"] == 2


def test_a_triplet_completed_by_ron_counts_as_open() -> None:
    # Seed 000: "il compte comme un pung exposé dans le cas d'une victoire sur un écart".
    ron = score("123m456p789s555s22p", "5s", riichi=True, seat_wind="S")
    assert lines(ron)["Open triplet of 5s"] == 2
    assert ron.fu == 40  # 30 + 2 = 32
    tsumo = score("123m456p789s555s22p", "5s", riichi=True, seat_wind="S", tsumo=True)
    assert lines(tsumo)["Concealed triplet of 5s"] == 4
    assert lines(tsumo)["Tsumo"] == 2
    assert tsumo.fu == 30  # 20 + 4 + 2 = 26


def test_pairs_of_value() -> None:
    dragon = score("123m456p789s234s66z", "4s", riichi=True, seat_wind="S")
    assert lines(dragon)["Pair of dragons (Green dragon)"] == 2
    seat = score("123m456p789s234s22z", "4s", riichi=True, seat_wind="S", round_wind="E")
    assert lines(seat)["Pair of the seat wind (South)"] == 2
    rnd = score("123m456p789s234s11z", "4s", riichi=True, seat_wind="S", round_wind="E")
    assert lines(rnd)["Pair of the round wind (East)"] == 2
    plain_wind = score("123m456p789s234s44z", "4s", riichi=True, seat_wind="S", round_wind="E")
    assert "pinfu" in yaku_of(plain_wind)  # a pair of the North for South in the East round is worth nothing


def test_double_wind_pair_follows_the_rule_set() -> None:
    club = score("123m456p789s234s11z", "4s", riichi=True, seat_wind="E", round_wind="E")
    assert lines(club)["Pair of the seat and round wind (East)"] == 4  # seed 000: 2 + 2
    wrc = score("123m456p789s234s11z", "4s", "wrc2022", riichi=True, seat_wind="E", round_wind="E")
    assert lines(wrc)["Pair of the seat and round wind (East)"] == 2


def test_edge_closed_and_pair_waits() -> None:
    edge = score("123m456p789s234s55p", "3m", riichi=True, seat_wind="S")
    assert lines(edge)["Edge wait"] == 2 and edge.fu == 40
    closed = score("123m456p789s234s55p", "2m", riichi=True, seat_wind="S")
    assert lines(closed)["Closed wait"] == 2
    pair = score("123m456p789s234s55p", "5p", riichi=True, seat_wind="S")
    assert lines(pair)["Pair wait"] == 2


def test_five_to_nine_winning_on_seven_is_read_as_pinfu_when_that_pays_more() -> None:
    # Seed 000: 5p6p7p8p9p winning on 7p, read as 5-6-7 (pinfu) or 8-9 edge: the higher score decides.
    value = score("123m456s99m567789p", "7p", riichi=True, seat_wind="S")
    assert "pinfu" in yaku_of(value)
    assert (value.han, value.fu) == (2, 30)  # 2,000; the edge reading would be 1 han 40 fu, 1,300


def test_five_to_nine_winning_on_seven_is_read_as_an_edge_when_that_pays_more() -> None:
    # No pinfu here (triplets): 30 + 8 + 8 + 4 = 50 as a two-sided wait, 52 -> 60 as an edge.
    value = score("111m999s567789p11z", "7p", riichi=True, seat_wind="E", round_wind="E")
    assert lines(value)["Edge wait"] == 2
    assert (value.han, value.fu) == (1, 60)
    assert value.payments.as_dict() == {"discarder": 2900}  # seed 003: dealer, 1 han 60 fu


def test_1111_22_33_winning_on_4_gets_no_wait_fu() -> None:
    # Seed 000: 1p1p1p1p2p2p3p3p winning on 4p: neither edge, closed nor pair wait.
    value = score("111122334p456m77s", "4p", riichi=True, seat_wind="S")
    assert not {"Edge wait", "Closed wait", "Pair wait"} & set(lines(value))
    assert value.fu == 40  # 30 + 8 for the concealed 1p triplet


def test_tsumo_adds_2_except_with_pinfu() -> None:
    value = score("123m456p789s555z22p", "2p", seat_wind="S", tsumo=True)
    assert lines(value)["Tsumo"] == 2
    assert "Closed ron" not in lines(value)


def test_the_breakdown_adds_up_to_the_fu_before_rounding() -> None:
    value = score("123m456p789s555z22p", "2p", seat_wind="S", tsumo=True)
    total = sum(fu for _, fu in value.fu_breakdown)
    assert total == 20 + 8 + 2 + 2
    assert value.fu == 40
