"""The presenter: every label of facts, in English with "12,000" numbers until a language is installed."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tablekeeper import words
from tablekeeper.journal import Action, ActionKind
from tablekeeper.present import (
    abort_name,
    action_text,
    change_text,
    done_text,
    dora_rows,
    hand_payments,
    limit_name,
    numbers_text,
    payments_text,
    points_value,
    reason_name,
    redo_text,
    redone_text,
    result_text,
    settlement_heads,
    transfer_text,
    undo_text,
    undone_text,
    win_value,
    win_worth,
    yaku_value,
    yakuman_name,
)
from tablekeeper.rules.hand import HandInput, Meld, MeldKind, calculate
from tablekeeper.rules.hand.calculator import YakuValue
from tablekeeper.rules.points import Limit, Payments, hand_points, payments, yakuman_points
from tablekeeper.rules.results import AbortiveDraw, AbortKind, Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.rules.settlement import Reason, Transfer

NAMES = ("Alice", "Bob", "Carol", "Dave")
ALICE, BOB, CAROL, DAVE = range(4)
CLUB = preset("club")  # counted yakuman and several yakuman adding up


def test_yakuman_counts_have_one_wording() -> None:
    assert [yakuman_name(n) for n in (1, 2, 3, 4, 6)] == [
        "Yakuman",
        "Double yakuman",
        "Triple yakuman",
        "4x yakuman",
        "6x yakuman",
    ]


def test_limit_names() -> None:
    assert [limit_name(limit) for limit in Limit] == [
        "Mangan",
        "Haneman",
        "Baiman",
        "Sanbaiman",
        "Counted yakuman",
        "Yakuman",
    ]


@pytest.mark.parametrize(
    ("win", "expected"),
    [
        (Win(ALICE, 3, 40), "3 han 40 fu"),
        (Win(ALICE, 1, 110), "1 han 110 fu"),
        (Win(ALICE, 7), "7 han"),
        (Win(ALICE, yakuman=1), "Yakuman"),
        (Win(ALICE, yakuman=2), "Double yakuman"),
        (Win(ALICE, yakuman=5), "5x yakuman"),
    ],
)
def test_a_win_as_it_was_entered(win: Win, expected: str) -> None:
    assert win_value(win) == expected


def test_a_hand_as_the_rules_count_it() -> None:
    assert points_value(hand_points(3, 40, CLUB, tsumo=False)) == "3 han 40 fu"
    assert points_value(hand_points(4, 40, CLUB, tsumo=False)) == "Mangan"  # 40 x 2^6 = 2,560: above the cap
    assert points_value(hand_points(7, None, CLUB, tsumo=False)) == "Haneman"
    assert points_value(hand_points(10, None, CLUB, tsumo=False)) == "Baiman"
    assert points_value(hand_points(12, None, CLUB, tsumo=False)) == "Sanbaiman"
    assert points_value(hand_points(13, None, CLUB, tsumo=False)) == "Counted yakuman"
    assert points_value(yakuman_points(1, CLUB)) == "Yakuman"
    assert points_value(yakuman_points(3, CLUB)) == "Triple yakuman"
    assert points_value(yakuman_points(3, replace(CLUB, multiple_yakuman=False))) == "Yakuman"


def test_payments_of_a_ron_a_tsumo_and_a_dealers_tsumo() -> None:
    assert payments_text(Payments(discarder=5_200)) == "5,200"
    assert payments_text(Payments(dealer=4_000, non_dealer=2_000)) == "2,000 / 4,000"
    assert payments_text(Payments(non_dealer=6_000)) == "6,000 all"


def test_a_hand_and_what_it_pays() -> None:
    # 3 han 40 fu: base 40 x 2^5 = 1,280; a non-dealer's ron pays 4 x 1,280 = 5,120 -> 5,200.
    hand = hand_points(3, 40, CLUB, tsumo=False)
    assert hand_payments(hand, payments(hand, CLUB, dealer=False, tsumo=False)) == "3 han 40 fu: 5,200"
    # A non-dealer's mangan tsumo: base 2,000; the dealer pays 2 x 2,000, each other 2,000.
    mangan = hand_points(5, None, CLUB, tsumo=True)
    assert hand_payments(mangan, payments(mangan, CLUB, dealer=False, tsumo=True)) == "Mangan: 2,000 / 4,000"
    # A dealer's haneman tsumo: base 3,000, 2 x 3,000 from each player.
    haneman = hand_points(6, None, CLUB, tsumo=True)
    assert hand_payments(haneman, payments(haneman, CLUB, dealer=True, tsumo=True)) == "Haneman: 6,000 all"
    # A dealer's double yakuman ron: 2 x 8,000 base, x 6 = 96,000.
    double = yakuman_points(2, CLUB)
    assert hand_payments(double, payments(double, CLUB, dealer=True, tsumo=False)) == "Double yakuman: 96,000"


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        (Ron(BOB, (Win(ALICE, 3, 40),), frozenset({CAROL})), "Alice (3 han 40 fu) ron on Bob; riichi Carol"),
        (
            Ron(DAVE, (Win(ALICE, 2, 30), Win(CAROL, yakuman=1, pao=BOB))),
            "Alice (2 han 30 fu), Carol (Yakuman, Bob liable) ron on Dave",
        ),
        (Tsumo(Win(CAROL, yakuman=2)), "Carol (Double yakuman) tsumo"),
        (Tsumo(Win(BOB, 5), frozenset({DAVE, BOB})), "Bob (Mangan) tsumo; riichi Bob, Dave"),
        (ExhaustiveDraw(frozenset({DAVE, ALICE})), "Draw, tenpai Alice, Dave"),
        (ExhaustiveDraw(), "Draw, all noten"),
        (
            ExhaustiveDraw(frozenset({BOB}), nagashi=frozenset({CAROL}), riichi=frozenset({BOB})),
            "Draw: nagashi mangan Carol; tenpai Bob; riichi Bob",
        ),
        (ExhaustiveDraw(nagashi=frozenset({CAROL})), "Draw: nagashi mangan Carol"),
        (AbortiveDraw(AbortKind.FOUR_RIICHI), "Abortive draw: Four riichi (suucha riichi)"),
        (Chombo(DAVE), "Chombo by Dave"),
    ],
)
def test_a_hand_in_words(result, expected: str) -> None:
    assert result_text(result, NAMES, CLUB) == expected


EMA = preset("ema2016")  # kiriage mangan, no counted yakuman


@pytest.mark.parametrize(
    ("win", "rules", "tsumo", "expected"),
    [
        # Seed 001: base = fu x 2^(2 + han), a mangan from 2,000 base, limits at 5 / 6-7 / 8-10 / 11+ / 13 han.
        (Win(ALICE, 5), CLUB, False, "Mangan"),
        (Win(ALICE, 4, 40), CLUB, False, "Mangan"),  # 40 x 2^6 = 2,560: capped at 2,000
        (Win(ALICE, 3, 70), CLUB, True, "Mangan"),  # 70 x 2^5 = 2,240
        (Win(ALICE, 4, 30), CLUB, False, "4 han 30 fu"),  # 30 x 2^6 = 1,920: below the cap
        (Win(ALICE, 4, 30), EMA, False, "Mangan"),  # 1,920 rounds up to a mangan under kiriage mangan
        (Win(ALICE, 3, 60), EMA, True, "Mangan"),  # 60 x 2^5 = 1,920 as well
        (Win(ALICE, 7), CLUB, True, "Haneman"),
        (Win(ALICE, 9), CLUB, False, "Baiman"),
        (Win(ALICE, 11), CLUB, False, "Sanbaiman"),
        (Win(ALICE, 13), CLUB, False, "Counted yakuman"),
        (Win(ALICE, 13), EMA, False, "Sanbaiman"),  # no counted yakuman: 11 han and more are a sanbaiman
        (Win(ALICE, yakuman=2), CLUB, False, "Double yakuman"),
        (Win(ALICE, yakuman=2), replace(CLUB, multiple_yakuman=False), False, "Yakuman"),  # no double yakuman
        (Win(ALICE, 5, 40), replace(CLUB, aotenjou=True), False, "5 han 40 fu"),  # no limits at all
    ],
)
def test_a_win_is_written_as_the_rules_count_it(win: Win, rules, tsumo: bool, expected: str) -> None:
    assert win_worth(win, rules, tsumo=tsumo) == expected


def test_limit_hands_are_named_in_the_hand_in_words() -> None:
    ron = Ron(BOB, (Win(ALICE, 4, 30), Win(CAROL, 3, 70)))
    assert result_text(ron, NAMES, CLUB) == "Alice (4 han 30 fu), Carol (Mangan) ron on Bob"
    assert result_text(ron, NAMES, EMA) == "Alice (Mangan), Carol (Mangan) ron on Bob"


def test_what_the_payments_rest_on() -> None:
    # Each winner's hand and who is liable; a nagashi mangan; a triple ron that Tenhou's rules make a draw.
    ron = Ron(DAVE, (Win(ALICE, 6), Win(CAROL, yakuman=1, pao=BOB)))
    assert settlement_heads(ron, NAMES, CLUB) == ["Alice: Haneman", "Carol: Yakuman; Bob is liable (pao)"]
    assert settlement_heads(Tsumo(Win(BOB, 3, 70)), NAMES, CLUB) == ["Bob: Mangan"]
    assert settlement_heads(ExhaustiveDraw(nagashi=frozenset({CAROL})), NAMES, CLUB) == [
        "Nagashi mangan: Carol, paid as a mangan tsumo instead of the noten payments"
    ]
    triple = Ron(DAVE, (Win(ALICE, 1, 30), Win(BOB, 1, 30), Win(CAROL, 1, 30)))
    assert settlement_heads(triple, NAMES, preset("tenhou")) == [
        "Under these rules a triple ron is an abortive draw: no one pays."
    ]
    assert len(settlement_heads(triple, NAMES, CLUB)) == 3  # paid to its three winners under club rules
    assert settlement_heads(ExhaustiveDraw(frozenset({BOB})), NAMES, CLUB) == []


def test_abortive_draws_and_reasons_have_names() -> None:
    assert [abort_name(kind) for kind in AbortKind] == [
        "Nine terminals (kyuushu kyuuhai)",
        "Four winds (suufon renda)",
        "Four riichi (suucha riichi)",
        "Four kans (suukaikan)",
        "Triple ron (sanchahou)",
    ]
    assert [reason_name(reason) for reason in Reason] == [
        "riichi stick",
        "hand",
        "honba",
        "deposits",
        "noten payment",
        "nagashi mangan",
        "chombo",
        "pao",
    ]


def test_transfers_name_the_table_for_the_riichi_sticks() -> None:
    assert transfer_text(Transfer(BOB, ALICE, 5_200, Reason.HAND), NAMES) == "Bob pays Alice 5,200 (hand)"
    assert (
        transfer_text(Transfer(CAROL, None, 1_000, Reason.RIICHI), NAMES) == "Carol pays the table 1,000 (riichi stick)"
    )
    assert transfer_text(Transfer(None, DAVE, 2_000, Reason.DEPOSIT), NAMES) == "the table pays Dave 2,000 (deposits)"


ACTIONS = [
    (Action(ActionKind.RECORD, number=7), "Record hand 7", "Undo record hand 7", "Redo record hand 7"),
    (Action(ActionKind.EDIT, number=3), "Edit hand 3", "Undo edit hand 3", "Redo edit hand 3"),
    (Action(ActionKind.DELETE, number=5), "Delete hand 5", "Undo delete hand 5", "Redo delete hand 5"),
    (Action(ActionKind.END), "End the game", "Undo end the game", "Redo end the game"),
    (
        Action(ActionKind.RIICHI, seat=ALICE, declared=True),
        "Riichi by Alice",
        "Undo riichi by Alice",
        "Redo riichi by Alice",
    ),
    (
        Action(ActionKind.RIICHI, seat=CAROL, declared=False),
        "Riichi taken back (Carol)",
        "Undo riichi taken back (Carol)",
        "Redo riichi taken back (Carol)",
    ),
]


@pytest.mark.parametrize(("action", "name", "undo", "redo"), ACTIONS)
def test_the_changes_that_can_be_undone_have_names(action: Action, name: str, undo: str, redo: str) -> None:
    assert action_text(action, NAMES) == name
    assert undo_text(action, NAMES) == undo
    assert redo_text(action, NAMES) == redo


@pytest.mark.parametrize(("action", "name", "undo", "redo"), ACTIONS)
def test_a_change_undone_or_redone_says_so(action: Action, name: str, undo: str, redo: str) -> None:
    # 'Undo record hand 7' in the menu reads 'Undone: record hand 7' once done (a sentence of its own each).
    assert undone_text(action, NAMES) == "Undone: " + undo.removeprefix("Undo ")
    assert redone_text(action, NAMES) == "Redone: " + redo.removeprefix("Redo ")


def test_a_change_just_made_says_what_it_did_and_how_to_take_it_back() -> None:
    assert done_text(Action(ActionKind.RECORD, number=7), NAMES) == "Recorded hand 7"
    assert done_text(Action(ActionKind.EDIT, number=3), NAMES) == "Hand 3 changed."
    assert done_text(Action(ActionKind.EDIT, number=3), NAMES, later=(4,)) == "Hand 3 changed; hand 4 changes."
    edit = done_text(Action(ActionKind.EDIT, number=3), NAMES, later=(4, 5, 8))
    assert edit == "Hand 3 changed; hands 4, 5 and 8 change."
    # After hand 5 is deleted, the hands that were 6, 7 and 9 are numbered 5, 6 and 8 (as Change.later has
    # them); the sentence names them as the list of hands shows them now, and says that the later hands moved up.
    delete = Action(ActionKind.DELETE, number=5)
    said = done_text(delete, NAMES, later=(5, 6, 8))
    assert said == "Hand 5 deleted (later hands move up one); hands 5, 6 and 8 change. Ctrl+Z brings it back."
    said = done_text(delete, NAMES, later=(5,))
    assert said == "Hand 5 deleted (later hands move up one); hand 5 changes. Ctrl+Z brings it back."
    assert done_text(delete, NAMES, undo_key="⌘Z") == "Hand 5 deleted. ⌘Z brings it back."
    assert done_text(Action(ActionKind.END), NAMES) == "The game was ended. Ctrl+Z takes it back."
    riichi = Action(ActionKind.RIICHI, seat=BOB, declared=True)
    assert done_text(riichi, NAMES) == "Riichi by Bob"


def test_numbers_are_listed_with_and() -> None:
    assert numbers_text([6]) == "6"
    assert numbers_text([6, 7]) == "6 and 7"
    assert numbers_text([6, 7, 9]) == "6, 7 and 9"


def test_a_change_of_the_service_is_named_as_done_undone_or_redone(tmp_path) -> None:
    from tablekeeper.service import Session

    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as session:
        game = session.table.create_game(NAMES, CLUB).id
        session.table.record(game, ExhaustiveDraw(frozenset({ALICE})))  # Alice (dealer) tenpai: 1 honba
        session.table.record(game, Ron(BOB, (Win(CAROL, 1, 30),)))  # 1,000 + 300
        deleted = session.table.delete_hand(game, 1)  # the ron is now hand 1, played with no honba: it changes
        said = change_text(deleted, NAMES)  # the ron, hand 2 before, is hand 1 in the list now
        assert said == "Hand 1 deleted (later hands move up one); hand 1 changes. Ctrl+Z brings it back."
        assert change_text(session.table.undo(game), NAMES) == "Undone: delete hand 1"
        assert change_text(session.table.redo(game), NAMES) == "Redone: delete hand 1"


def test_the_yaku_and_dora_of_a_hand_from_its_tiles() -> None:
    # The dealer's tsumo 234m 567p 234s 50s(red) + pon of chun: chun 1 han, dora 2 (indicator 4s: both 5s),
    # one red five.
    hand = HandInput(
        "234m567p234s50s",
        "0s",
        melds=(Meld(MeldKind.PON, "777z"),),
        tsumo=True,
        seat_wind="E",
        round_wind="S",
        dora="4s",
    )
    value = calculate(hand, preset("tenhou"))
    assert [yaku_value(y) for y in value.yaku] == ["1 han"]
    assert dora_rows(value) == [("Dora", "2 han"), ("Red fives", "1 han")]
    assert yaku_value(YakuValue("kokushi", "Kokushi musou", 0, 1)) == "Yakuman"
    assert yaku_value(YakuValue("suuankou_tanki", "Suuankou tanki", 0, 2)) == "Double yakuman"


def test_every_label_goes_through_the_installed_words_and_files_stay_english() -> None:
    french = {
        "{winners} ron on {discarder}": "{winners} ron sur {discarder}",
        "{player} ({value})": "{player} ({value})",
        "{han} han {fu} fu": "{han} han {fu} fu",
        "{payer} pays {payee} {amount} ({reason})": "{payer} paie {amount} à {payee} ({reason})",
        "hand": "main",
    }

    def spaced(value: int, *, signed: bool = False, zero: str = "0") -> str:
        if signed and value == 0:
            return zero
        sign = "-" if value < 0 else "+" if signed else ""
        return sign + f"{abs(value):,}".replace(",", " ")

    words.install(lambda text: french.get(text, text), spaced)
    ron = Ron(BOB, (Win(ALICE, 3, 40),))
    assert result_text(ron, NAMES, CLUB) == "Alice (3 han 40 fu) ron sur Bob"
    assert transfer_text(Transfer(BOB, ALICE, 12_000, Reason.HAND), NAMES) == "Bob paie 12 000 à Alice (main)"
    assert words.number(-4_000, signed=True) == "-4 000"
    with words.in_english():
        assert result_text(ron, NAMES, CLUB) == "Alice (3 han 40 fu) ron on Bob"
        assert transfer_text(Transfer(BOB, ALICE, 12_000, Reason.HAND), NAMES) == "Bob pays Alice 12,000 (hand)"
    assert result_text(ron, NAMES, CLUB) == "Alice (3 han 40 fu) ron sur Bob"
    words.install()
    assert result_text(ron, NAMES, CLUB) == "Alice (3 han 40 fu) ron on Bob"


def test_english_numbers() -> None:
    assert words.number(12_000) == "12,000"
    assert words.number(8_700, signed=True) == "+8,700"
    assert words.number(-1_000, signed=True) == "-1,000"
    assert words.number(0, signed=True) == "0"
    assert words.number(0, signed=True, zero="±0") == "±0"


def test_every_yaku_has_its_name_in_the_catalogue_and_english_stays_the_calculators() -> None:
    from tablekeeper import present
    from tablekeeper.rules.hand.yaku import ALL_YAKU

    for yaku in ALL_YAKU:
        value = YakuValue(yaku.key, yaku.name, yaku.han_closed, yaku.yakuman)
        # A key missing from the presenter would fall back to the name: the French catalogue would never see it.
        assert yaku.key in present._yaku_names(), yaku.key
        assert present.yaku_name(value) == yaku.name


def test_fu_lines_stored_in_english_are_said_in_the_installed_language() -> None:
    from tablekeeper.present import fu_line_text

    catalogue = {  # a translator's lines, as the French catalogue has them
        "Closed ron": "Ron fermé",
        "Concealed triplet of {tile}": "Brelan caché de {tile}",
        "Open kan of {tile}": "Carré ouvert de {tile}",
        "Pair of the seat wind ({tile})": "Paire du vent du joueur ({tile})",
        "East": "Est",
        "South": "Sud",
    }
    assert fu_line_text("Concealed triplet of 4s") == "Concealed triplet of 4s"  # English: as stored
    words.install(lambda text: catalogue.get(text, text))
    try:
        assert fu_line_text("Closed ron") == "Ron fermé"
        assert fu_line_text("Concealed triplet of 4s") == "Brelan caché de 4s"
        assert fu_line_text("Open kan of East") == "Carré ouvert de Est"
        assert fu_line_text("Pair of the seat wind (South)") == "Paire du vent du joueur (Sud)"
        assert fu_line_text("Something new") == "Something new"  # unknown: left as the calculator wrote it
    finally:
        words.install()
