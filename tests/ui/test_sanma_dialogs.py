"""The dialogs of a three-player game: the new game asks the names its rules seat, the rule options show the count
and the options of a table of three, the tile mode offers the tiles a table of three plays and a kita counter, the
hand dialogs name three players only, and an abortive draw is one a table of three can have (RULESETS.md, "Three
players": 108 tiles without 2m-8m, no chi; nine terminals and four kans, no four winds, no four riichi)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.results import AbortKind, Chombo, Tsumo, Win
from tablekeeper.rules.ruleset import PRESET_NAMES, preset
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.browser import GamesBrowser
from tablekeeper.ui.dialogs.game import NewGameDialog
from tablekeeper.ui.dialogs.hands import AbortForm, ResultDialog, RonForm
from tablekeeper.ui.dialogs.scoring import HandEntry, ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.quick_score import ScoringContext
from tablekeeper.ui.rule_options import RuleOptionsEditor
from tablekeeper.ui.table_view import CentreContent, SeatContent, TableView
from tests.ui.table_driver import click, lay_out_now, open_hand_mode, open_result, open_scoring, scores, tile
from tests.ui.test_fast_entry import ENTER, type_keys

THREE = ("Alice", "Bob", "Carol")
MAN_LEFT_OUT = [f"{n}m" for n in range(2, 9)]


def shown_names(dialog: NewGameDialog) -> list[bool]:
    return [edit.isVisibleTo(dialog) for edit in dialog.name_edits]


def test_a_three_player_preset_asks_three_names(qtbot) -> None:
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.preset.setCurrentIndex(dialog.preset.findData("mahjongsoul-sanma"))
    assert dialog.preset.currentText() == "Mahjong Soul, three players"
    assert dialog.players_label.text() == "3" and shown_names(dialog) == [True, True, True, False]
    first_dealers = dialog.first_dealer.view()
    assert [first_dealers.isRowHidden(row) for row in range(4)] == [False, False, False, True]
    for edit, name in zip(dialog.seated(), THREE, strict=True):
        qtbot.keyClicks(edit, name)
    dialog.first_dealer.setCurrentIndex(2)
    with qtbot.waitSignal(dialog.submitted) as sent:
        click(qtbot, dialog.start_button)
    players, rules, first_dealer, _title, _venue = sent.args
    assert players == list(THREE) and rules.players == 3 and first_dealer == 2
    # Back to a preset of four: the fourth name is asked again, and a first dealer of the third seat stays.
    dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou"))
    assert dialog.players_label.text() == "4" and shown_names(dialog) == [True, True, True, True]


def test_a_first_dealer_at_the_fourth_seat_moves_to_the_first_with_three(qtbot) -> None:
    dialog = NewGameDialog([])
    qtbot.addWidget(dialog)
    dialog.preset.setCurrentIndex(dialog.preset.findData("club"))
    dialog.first_dealer.setCurrentIndex(3)
    dialog.preset.setCurrentIndex(dialog.preset.findData("tenhou-sanma"))
    assert dialog.first_dealer.currentData() == 0


@pytest.mark.parametrize("name", PRESET_NAMES)
def test_the_rule_options_show_the_count_and_a_place_for_each_player(qtbot, name: str) -> None:
    rules = preset(name)
    editor = RuleOptionsEditor(rules)
    qtbot.addWidget(editor)
    editor.show()
    three = rules.players == 3
    assert editor.players_label.text() == str(rules.players)
    uma = editor._inputs["uma"]
    assert [spin.isVisibleTo(editor) for spin in uma.every] == [True, True, True, not three]
    label = editor._form.labelForField(uma).text()
    assert label == ("Uma (1st, 2nd, 3rd)" if three else "Uma (1st, 2nd, 3rd, 4th)")
    for option in ("absent_share", "kita"):
        assert editor._inputs[option].isVisibleTo(editor) is three
    assert editor.rules() == rules


def test_an_uma_edited_for_three_is_read_back_with_three_places(qtbot) -> None:
    editor = RuleOptionsEditor(preset("club"))
    qtbot.addWidget(editor)
    editor.set_rules(preset("tenhou-sanma"))
    for spin, value in zip(editor._inputs["uma"].spins, (30_000, 0, -30_000), strict=True):
        spin.setValue(value)
    assert editor.rules().uma == (30_000, 0, -30_000)


def scoring_under(qtbot, name: str, *, tsumo: bool = True) -> ScoringDialog:
    context = ScoringContext(rules=preset(name), seat_wind=1, round_wind=0, tsumo=tsumo, honba=0, riichi=False)
    dialog = ScoringDialog(context, "Value")
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_tile_mode_of_a_table_of_three_offers_its_tiles_and_a_kita_counter(qtbot) -> None:
    scoring = scoring_under(qtbot, "tenhou-sanma")
    hand = scoring.hand
    palette = hand.tile_palette.buttons
    assert not set(MAN_LEFT_OUT) & set(palette) and "0m" not in palette  # no 2m-8m, so no red 5m
    assert {"1m", "9m", "0p", "0s", "4z"} <= set(palette)
    assert len([code for code in palette if code[0] != "0"]) == 34 - 7
    targets = [button.text() for button in hand.target_group.buttons()]
    assert "Chi" not in targets and "Pon" in targets  # no chi at a table of three
    assert hand.kita is not None and (hand.kita.minimum(), hand.kita.maximum()) == (0, 4)
    hand.kita.setValue(2)
    assert hand.hand_input().kita == 2  # passed to the calculator
    # 111m 99m 345p 678s 777z, the last 7z drawn: menzen tsumo 1 + chun 1 + kita 2 = 4 han. Fu: 20 + 2 tsumo + 8
    # (111m, a closed triplet of terminals) + 8 (777z, closed: drawn, not a ron) = 38 -> 40. Base 40 x 2^6 = 2,560:
    # a mangan's 2,000 at most, so a non-dealer's mangan tsumo.
    for code in ("1m", "1m", "1m", "9m", "9m", "3p", "4p", "5p", "6s", "7s", "8s", "7z", "7z", "7z"):
        hand.add_tile(code)
    assert hand.value is not None and hand.value.han == 4
    assert "Kita: 2 han" in [hand.yaku_list.item(i).text() for i in range(hand.yaku_list.count())]
    tiles = hand.winning_tiles()
    assert tiles is not None and tiles.kita == 2
    reopened = scoring_under(qtbot, "tenhou-sanma")
    again = reopened.hand
    again.set_tiles(tiles)
    assert again.kita is not None and again.kita.value() == 2  # the hand opens again as entered


def test_the_tile_mode_of_a_table_of_four_is_as_before(qtbot) -> None:
    scoring = scoring_under(qtbot, "tenhou")
    hand = scoring.hand
    assert set(MAN_LEFT_OUT) | {"0m"} <= set(hand.tile_palette.buttons)
    assert "Chi" in [button.text() for button in hand.target_group.buttons()]
    assert hand.kita is None and hand.hand_input().kita == 0


def three_player_game(window: MainWindow, session: Session) -> int:
    game = session.table.create_game(list(THREE), preset("tenhou-sanma"))
    window.controller.reopen_latest()
    return game.id


def test_a_ron_names_three_players_and_the_key_4_names_nobody(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    three_player_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    assert isinstance(form, RonForm)
    assert [button.text() for button in form.discarder.buttons] == ["1 · Alice", "2 · Bob", "3 · Carol"]
    assert len(form.winner_boxes) == len(form.rows) == 3
    qtbot.keyClick(form.discarder.first(), "4")
    assert form.discarder.seat() is None  # no fourth seat to choose
    qtbot.keyClick(form.discarder.first(), "3")
    assert form.discarder.seat() == 2
    assert errors == []


def test_a_tsumo_winners_tile_mode_at_a_table_of_three(qtbot, window: MainWindow, session: Session) -> None:
    three_player_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[1])
    hand = open_hand_mode(qtbot, open_scoring(qtbot, dialog.form.rows[1]))
    assert "5m" not in hand.tile_palette.buttons
    tile(qtbot, hand, "9m")
    assert hand.concealed == ["9m"]
    assert hand.target_group.checkedId() == HandEntry.HAND


def test_a_table_of_three_offers_only_the_abortive_draws_it_can_have(
    qtbot, window: MainWindow, session: Session
) -> None:
    three_player_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_A)
    assert isinstance(dialog, ResultDialog) and isinstance(dialog.form, AbortForm)
    assert dialog.form.kinds == [AbortKind.NINE_TERMINALS, AbortKind.FOUR_KANS]


def test_the_fourth_riichi_key_does_nothing_at_a_table_of_three(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    three_player_game(window, session)
    actions = window.table_actions
    assert [actions[f"riichi{seat}"].isEnabled() for seat in range(4)] == [True, True, True, False]
    assert [actions[f"riichi{seat}"].text() for seat in range(3)] == [f"Riichi: {name}" for name in THREE]
    assert not window.table.panels[3].isVisibleTo(window)


def test_a_chombo_at_a_table_of_three_is_a_mangan_paid_with_the_tsumo_loss(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """Bob's chombo (C, 2, Enter) in East 1: he pays what a mangan tsumo would take from the two others, 4,000 to
    Alice (the dealer) and 2,000 to Carol: 6,000, not the 8,000 of a table of four."""
    game = three_player_game(window, session)
    type_keys(qtbot, window, ["c", "2", ENTER])
    assert errors == []
    assert session.table.game(game).hands[-1].result == Chombo(1)
    assert scores(window) == [35_000 + 4_000, 35_000 - 6_000, 35_000 + 2_000]


def test_a_nagashi_mangan_at_a_table_of_three_is_paid_as_a_mangan_tsumo_with_the_tsumo_loss(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """Carol's nagashi mangan in East 1: 4,000 from Alice (the dealer), 2,000 from Bob; the payments say why."""
    three_player_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_D)
    click(qtbot, dialog.form.nagashi.boxes[2])
    lines = dialog.preview_text().splitlines()
    assert lines[:4] == [
        "Nagashi mangan: Carol, paid as a mangan tsumo instead of the noten payments",
        "Tsumo loss: the absent player's share is paid by nobody.",
        "Alice pays Carol 4,000 (nagashi mangan)",
        "Bob pays Carol 2,000 (nagashi mangan)",
    ]
    click(qtbot, dialog.record_button)
    assert scores(window) == [31_000, 33_000, 41_000]
    assert errors == []


@pytest.mark.parametrize("size", [(560, 360), (600, 430), (1100, 1000)])
def test_a_table_of_three_keeps_each_wind_whole_beside_the_dealers_mark(qtbot, size: tuple[int, int]) -> None:
    """Two rows give a seat a taller cell than three do: the type may grow with it, but never push '南 South' past
    the dealer's mark (the review's table at 1024x600 cut it to 'Soutl')."""
    table = TableView()
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    seats = [SeatContent(name, wind, 35_000, dealer=True, riichi=False) for wind, name in enumerate(THREE)]
    table.show_table(seats, CentreContent(0, 1, 0, 0))
    lay_out_now()
    for panel in table.panels[:3]:
        label = panel.wind_label
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width(), (label.text(), label.width())
        assert panel.dealer_label.geometry().left() >= label.geometry().right()


def test_the_games_browser_lists_a_game_of_three_with_its_leader(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """Bob's mangan tsumo at a table of three: 35,000 + 4,000 + 2,000 = 41,000, the leader the browser names."""
    game = three_player_game(window, session)
    session.table.record(game, Tsumo(Win(1, 5)))
    qtbot.keyClick(window, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(getattr(window, "browser", None), GamesBrowser) and window.browser.isVisible())
    model = window.browser.table.model()
    row = [model.index(0, column).data() for column in range(model.columnCount())]
    assert "Alice, Bob, Carol" in row and "Bob leads (41,000)" in row
    assert errors == []
