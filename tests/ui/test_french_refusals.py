"""The rules' refusals speak the player's language in the window: French words, French numbers (1 000 with a
narrow no-break space), the players' names where the rules say a seat; the command line stays English.

Rules where a riichi needs the stick's 1,000 points (Tenhou's), everyone starting on 500 points so that a
stick is soon out of reach. Alice, Bob, Carol and Dave sit at seats 0 to 3; Alice deals first.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import Qt

from tablekeeper.rules.results import ExhaustiveDraw, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import (
    choose_value,
    click,
    edit_hand,
    open_game,
    open_result,
    record,
    scores,
    shortcut,
)
from tests.ui.test_labels import NNBSP, french  # noqa: F401  (french: the fixture)

ALICE, BOB, CAROL, DAVE = range(4)
EVERYONE = frozenset(range(4))  # all four tenpai at a draw: no noten payment takes anyone below zero
POOR = dataclasses.replace(preset("tenhou"), start_points=500)

pytestmark = pytest.mark.usefixtures("french")


def test_a_riichi_without_the_sticks_points_is_refused_in_french(qtbot, window: MainWindow, session, errors) -> None:
    open_game(window, session, rules=POOR)
    shortcut(qtbot, window, Qt.Key.Key_F4)  # Dave, on 500 points, declares riichi
    assert errors == [
        f"Dave a 500 points et ne peut pas déclarer riichi\u00a0: ces règles demandent 1{NNBSP}000 points pour la mise."
    ]
    assert scores(window) == [500] * 4  # no stick went on the table


def test_a_winner_who_is_the_discarder_is_refused_in_french(qtbot, window: MainWindow, session, errors) -> None:
    open_game(window, session, rules=POOR)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[BOB])
    choose_value(qtbot, dialog.form.rows[BOB], 3, 40)
    record(qtbot, window, dialog)
    assert errors == ["Le jeteur ne peut pas gagner sur son propre écart\u202f; ce serait un tsumo."]
    assert dialog.isVisible()
    assert session.table.game(window.controller.view.id).hands == ()


def test_an_edit_that_breaks_a_later_hand_is_refused_in_french(qtbot, window: MainWindow, session, errors) -> None:
    # Hand 1, East 1: Bob tsumo 1 han 30 fu, base 30 x 2^5 = 240: 300 from Carol and Dave, 500 from Alice
    #   (dealer): Alice 0, Bob 1,600, Carol 200, Dave 200. Bob is no dealer: East 2, Bob deals.
    # Hand 2, East 2: Bob, with 1,600, declares riichi; everyone is tenpai at the draw.
    game = open_game(
        window, session, Tsumo(Win(BOB, 1, 30)), ExhaustiveDraw(EVERYONE, riichi=frozenset({BOB})), rules=POOR
    )
    # Made Carol's tsumo, hand 1 leaves Bob 200 points: hand 2 (still East 2) cannot have his stick.
    dialog = edit_hand(qtbot, window, 1)
    click(qtbot, dialog.form.winner.buttons[CAROL])
    choose_value(qtbot, dialog.form.rows[CAROL], 1, 30)
    refusal = (
        "La main 1 ne peut pas être modifiée\u00a0: La main 2 (qui serait alors Est 2, 0 honba) ne peut pas être "
        f"rejouée\u00a0: Bob a 200 points et ne peut pas déclarer riichi\u00a0: ces règles demandent 1{NNBSP}000 "
        "points pour la mise. Rien n'a été modifié."
    )
    assert dialog.preview_text() == refusal
    record(qtbot, window, dialog)
    assert errors == [refusal]
    assert dialog.isVisible()
    assert session.table.game(game).hands[0].result == Tsumo(Win(BOB, 1, 30))


def test_a_riichi_player_noten_at_a_draw_is_named_in_french(qtbot, window: MainWindow, session, errors) -> None:
    game = open_game(window, session, Tsumo(Win(BOB, 1, 30)), ExhaustiveDraw(EVERYONE), rules=POOR)
    dialog = edit_hand(qtbot, window, 2)
    click(qtbot, dialog.riichi.boxes[BOB])  # Bob in riichi...
    click(qtbot, dialog.form.tenpai.boxes[BOB])  # ... and no longer tenpai
    assert dialog.preview_text() == (
        "La main 2 ne peut pas être modifiée\u00a0: Bob est en riichi, donc tenpai à un nul par épuisement du "
        "mur\u202f; un riichi sans tenpai est un chombo."
    )
    record(qtbot, window, dialog)
    assert len(errors) == 1 and errors[0].startswith("La main 2 ne peut pas être modifiée\u00a0: Bob est en riichi")
    assert session.table.game(game).hands[1].result == ExhaustiveDraw(EVERYONE)


def test_the_command_line_says_its_refusals_in_english_on_a_french_system() -> None:
    env = {**os.environ, "LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8", "LANGUAGE": "fr"}
    done = subprocess.run(
        [sys.executable, "-m", "tablekeeper", "score", "1000"], capture_output=True, text=True, env=env
    )
    assert done.returncode == 2
    assert done.stderr.strip() == "tablekeeper: No hand reaches 1,000 han."


def test_a_seat_said_before_its_player_is_known_is_said_in_french(window: MainWindow) -> None:
    # A refusal raised where nobody knows who sits there yet (a record being read) names the seat, in French.
    from tablekeeper.errors import TablekeeperError

    assert TablekeeperError("{0} and {1}.", seats=(1, 3)).message == "Place 2 and Place 4."
    assert TablekeeperError("{0} and {1}.", seats=(1, 3)).sentence(["A", "B", "C", "D"]) == "B and D."
