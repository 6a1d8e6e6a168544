"""A whole east-south game kept through the real widgets, every score checked against a hand calculation.

Club rules with the options changed in the new-game dialog: return 30,000, oka 20,000, uma 15/5/-5/-15.
Seats: Alice (first dealer), Bob, Carol, Dave; all start on 25,000. Payments (seeds 001, 003): a non-dealer's
ron pays 4 x base, a tsumo 1 x base from each non-dealer and 2 x from the dealer, rounded up to 100; honba
300 on a ron, 100 per payer on a tsumo; noten payments 3,000 split between the noten and tenpai players; a
non-dealer's chombo is a reverse mangan (4,000 to the dealer, 2,000 to each other player).

Along the way the game is kept as a table keeps it: one hand is entered from its tiles and reopened with them, a
mistaken hand and a mistaken riichi are undone, a hand deleted by mistake comes back, and past hands are edited
(a value, a riichi forgotten, then taken back).
"""

from __future__ import annotations

import csv
import json
import signal
import subprocess
import sys

from PySide6.QtCore import Qt

from tablekeeper.rules.results import AbortKind, ExhaustiveDraw, Ron, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.dialogs.game import StandingsDialog
from tablekeeper.ui.dialogs.scoring import HandEntry
from tablekeeper.ui.main_window import MainWindow
from tests.ui.file_choice import choose_files
from tests.ui.table_driver import (
    NAMES,
    activate,
    centre,
    choose_value,
    click,
    draw,
    edit_hand,
    new_game,
    open_hand_mode,
    open_result,
    open_scoring,
    record,
    ron,
    scores,
    shortcut,
    tile,
    tsumo,
)

OPTIONS = {"return_points": 30_000, "oka": 20_000, "uma": (15_000, 5_000, -5_000, -15_000)}
ALICE, BOB, CAROL, DAVE = range(4)
CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
# Bob's first hand, clicked tile by tile in the hand mode (the winning tile, 4s, apart), and what the calculator
# must find in it (worked out below, where it is entered).
BOB_S_HAND = ("2m", "3m", "4m", "5m", "6m", "7m", "4p", "5p", "6p", "3s", "5s", "8s", "8s")
BOB_S_YAKU = ["Riichi: 1 han", "Tanyao: 1 han", "Dora: 1 han"]
BOB_S_FU = ["Base: 20", "Closed ron: 10", "Closed wait: 2", "Rounded up: 40 fu"]


def hands_list(window: MainWindow) -> list[list[str]]:
    """The list of hands as the window shows it: number, round, result and the four deltas of each."""
    model = window.history
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def items(widget) -> list[str]:
    """The lines of a list widget (the hand mode's yaku and fu)."""
    return [widget.item(i).text() for i in range(widget.count())]


def test_a_whole_east_south_game(qtbot, window: MainWindow, session, errors, tmp_path, monkeypatch) -> None:
    new_game(qtbot, window, options=OPTIONS)
    assert scores(window) == [25_000] * 4
    assert centre(window) == ("East 1", "Honba: 0", "On the table: 0")
    assert window.table.panels[ALICE].dealer_label.isVisibleTo(window)

    # East 1: Bob declares riichi (F2): his stick goes on the table at once.
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F2)
    assert scores(window) == [25_000, 24_000, 25_000, 25_000]
    assert centre(window)[2] == "On the table: 1,000"
    assert window.table.panels[BOB].stick.isVisibleTo(window)
    # Bob rons Carol, his hand entered from its tiles in the scoring dialog's hand mode: 234m 567m 456p 88s and
    # 3s5s, waiting on 4s between them (a closed wait); the dora indicator 3m makes 4m the dora. Yaku: riichi 1
    # (declared at the table, so the box comes ticked) + tanyao 1 (all simples) + dora 1 (one 4m) = 3 han. Fu
    # (seed 003): 20 base + 10 closed ron + 2 single wait = 32 -> 40. Base 40 x 2^5 = 1,280, x4 = 5,120 ->
    # 5,200; he takes his stick back.
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    scoring = open_scoring(qtbot, dialog.form.rows[BOB])
    hand = open_hand_mode(qtbot, scoring)
    assert hand.conditions["riichi"].isChecked()
    for code in BOB_S_HAND:
        tile(qtbot, hand, code)
    assert hand.target_group.checkedId() == HandEntry.WIN  # thirteen tiles in: the winning tile next
    tile(qtbot, hand, "4s")
    click(qtbot, hand.target_group.button(HandEntry.DORA))
    tile(qtbot, hand, "3m")
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (3, 40)
    assert items(hand.yaku_list) == BOB_S_YAKU
    assert items(hand.fu_list) == BOB_S_FU
    assert scoring.quick.points_label.text() == "3 han 40 fu: 5,200"
    click(qtbot, scoring.ok_button)
    assert "Carol pays Bob 5,200 (hand)" in dialog.preview_text()
    record(qtbot, window, dialog)
    assert scores(window) == [25_000, 30_200, 19_800, 25_000]
    assert centre(window) == ("East 2", "Honba: 0", "On the table: 0")
    assert not window.table.panels[BOB].stick.isVisibleTo(window)

    # East 2 (Bob deals): double ron on Dave's discard. Alice 2 han 30 fu: 480 x 4 = 1,920 -> 2,000;
    # Carol a mangan (limit button): 8,000. Bob did not win: the deal passes.
    ron(qtbot, window, DAVE, (ALICE, 2, 30), (CAROL, "limit", 0))
    assert scores(window) == [27_000, 30_200, 27_800, 15_000]
    assert centre(window) == ("East 3", "Honba: 0", "On the table: 0")

    # East 3 (Carol deals): exhaustive draw, Alice and Carol tenpai: Bob and Dave pay 750 to each of them.
    dialog = draw(qtbot, window, ALICE, CAROL)
    assert "Bob pays Alice 750 (noten payment)" in dialog.preview_text()
    record(qtbot, window, dialog)
    assert scores(window) == [28_500, 28_700, 29_300, 13_500]
    assert centre(window) == ("East 3", "Honba: 1", "On the table: 0")  # the dealer was tenpai: she deals again

    # East 3, 1 honba: Dave tsumo 3 han 30 fu: base 960 -> 1,000 each, 2,000 from the dealer, +100 each.
    tsumo(qtbot, window, DAVE, 3, 30)
    assert scores(window) == [27_400, 27_600, 27_200, 17_800]
    assert centre(window) == ("East 4", "Honba: 0", "On the table: 0")

    # East 4 (Dave deals): Bob's chombo, a reverse mangan: 4,000 to Dave, 2,000 to Alice and Carol.
    dialog = open_result(qtbot, window, Qt.Key.Key_C)
    click(qtbot, dialog.form.offender.buttons[BOB])
    record(qtbot, window, dialog)
    assert scores(window) == [29_400, 19_600, 29_200, 21_800]
    assert centre(window) == ("East 4", "Honba: 0", "On the table: 0")  # the hand is played again

    # East 4: Alice rons Bob, 1 han 30 fu: 240 x 4 = 960 -> 1,000.
    ron(qtbot, window, BOB, (ALICE, 1, 30))
    assert scores(window) == [30_400, 18_600, 29_200, 21_800]
    assert centre(window) == ("South 1", "Honba: 0", "On the table: 0")

    # A wrong hand, then undo (Ctrl+Z): Carol rons Dave 2 han 40 fu (2,600), taken back.
    ron(qtbot, window, DAVE, (CAROL, 2, 40))
    assert scores(window) == [30_400, 18_600, 31_800, 19_200]
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert scores(window) == [30_400, 18_600, 29_200, 21_800]
    assert centre(window) == ("South 1", "Honba: 0", "On the table: 0")
    assert window.statusBar().currentMessage() == "Undone: record hand 7"

    # Dave's riichi by mistake (F4): Ctrl+Z takes his stick back, not a hand; Ctrl+Shift+Z puts it down again,
    # and Ctrl+Z takes it back for good.
    dave = window.table.panels[DAVE].riichi_button
    shortcut(qtbot, window, Qt.Key.Key_F4)
    assert scores(window) == [30_400, 18_600, 29_200, 20_800] and dave.isChecked()
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert scores(window) == [30_400, 18_600, 29_200, 21_800] and not dave.isChecked()
    assert centre(window) == ("South 1", "Honba: 0", "On the table: 0")
    assert window.history.rowCount() == 6
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert scores(window) == [30_400, 18_600, 29_200, 20_800] and dave.isChecked()
    assert centre(window)[2] == "On the table: 1,000"
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert scores(window) == [30_400, 18_600, 29_200, 21_800] and not dave.isChecked()

    # Hand 3 (the draw at East 3) deleted by mistake (Del). Without it Dave's tsumo is played at East 3 with no
    # honba: 1,000 from Alice and Bob, 2,000 from Carol (dealer): 26,000 / 29,200 / 25,800 / 19,000; Bob's
    # chombo at East 4: 28,000 / 21,200 / 27,800 / 23,000; Alice's ron on Bob: 29,000 / 20,200 / 27,800 /
    # 23,000. Only the tsumo (hand 4) changes: the chombo and the ron are played where they were, as they were.
    window.history_view.selectRow(2)
    shortcut(qtbot, window, Qt.Key.Key_Delete)
    assert scores(window) == [29_000, 20_200, 27_800, 23_000]
    assert window.history.rowCount() == 5
    # The tsumo, hand 4 before the deletion, is hand 3 in the list now: the sentence says it as the list shows it.
    said = window.statusBar().currentMessage()
    assert said == "Hand 3 deleted (later hands move up one); hand 3 changes. Ctrl+Z brings it back."
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert scores(window) == [30_400, 18_600, 29_200, 21_800]
    assert window.history.rowCount() == 6
    assert window.history.index(2, 2).data() == "Draw, tenpai Alice, Carol"
    assert centre(window) == ("South 1", "Honba: 0", "On the table: 0")

    # South 1 (Alice deals): four winds, an abortive draw: the dealer stays, one more honba.
    dialog = open_result(qtbot, window, Qt.Key.Key_A)
    click(qtbot, dialog.form.group.button(dialog.form.kinds.index(AbortKind.FOUR_WINDS)))
    record(qtbot, window, dialog)
    assert scores(window) == [30_400, 18_600, 29_200, 21_800]
    assert centre(window) == ("South 1", "Honba: 1", "On the table: 0")

    # South 1, 1 honba: Carol rons Dave, 1 han 40 fu: 320 x 4 = 1,280 -> 1,300, +300 honba.
    ron(qtbot, window, DAVE, (CAROL, 1, 40))
    assert scores(window) == [30_400, 18_600, 30_800, 20_200]
    assert centre(window) == ("South 2", "Honba: 0", "On the table: 0")

    # Edit hand 6 (Alice's ron on Bob): it was 2 han 30 fu, 2,000 instead of 1,000. The game is replayed.
    dialog = edit_hand(qtbot, window, 6)
    assert dialog.form.discarder.seat() == BOB and dialog.form.winner_boxes[ALICE].isChecked()
    choose_value(qtbot, dialog.form.rows[ALICE], 2, 30)
    assert "Bob pays Alice 2,000 (hand)" in dialog.preview_text()
    record(qtbot, window, dialog)
    assert scores(window) == [31_400, 17_600, 30_800, 20_200]
    assert centre(window) == ("South 2", "Honba: 0", "On the table: 0")
    assert window.history.rowCount() == 8

    # An edited past riichi: Alice had declared riichi in hand 3 (the draw at East 3) after all; she was tenpai,
    # so the rules let her (E on hand 3, her box ticked in the Riichi row). Hand 3 pays the noten payments as
    # before (Bob and Dave 1,500 each, Alice and Carol 1,500 each) and Alice's stick goes on the table: Alice
    # +1,500 - 1,000 = +500. Hand 4 (East 3, 1 honba) then starts with 1,000 on the table, and Dave's tsumo
    # takes it: +4,300 (1,100 + 1,100 + 2,100) -> +5,300. Hands 5 on start with nothing on the table, as they
    # did: no other hand changes. After the last hand: Alice 31,400 - 1,000 = 30,400, Dave 20,200 + 1,000 =
    # 21,200.
    before = hands_list(window)
    dialog = edit_hand(qtbot, window, 3)
    assert not any(box.isChecked() for box in dialog.riichi.boxes)
    click(qtbot, dialog.riichi.boxes[ALICE])
    assert dialog.preview_text().endswith(
        "Alice +500 → 27,500   Bob -1,500 → 28,700   Carol +1,500 → 29,300   Dave -1,500 → 13,500"
    )
    assert dialog.later_label.text() == (
        "Later hands that change:\nHand 4, East 3: deposits 0 → 1,000, Dave +4,300 → +5,300"
    )
    assert dialog.scores_label.text() == (
        "Scores after the last hand: Alice 30,400 (-1,000), Bob 17,600, Carol 30,800, Dave 21,200 (+1,000)"
    )
    record(qtbot, window, dialog)
    assert scores(window) == [30_400, 17_600, 30_800, 21_200]
    assert centre(window) == ("South 2", "Honba: 0", "On the table: 0")
    after = hands_list(window)
    assert after[2][:3] == ["3", "East 3-0", "Draw, tenpai Alice, Carol; riichi Alice"]
    assert after[2][3:] == ["+500", "-1,500", "+1,500", "-1,500"]
    assert after[3][3:] == ["-1,100", "-1,100", "-2,100", "+5,300"]
    assert after[:2] == before[:2] and after[4:] == before[4:]  # hands 1, 2 and 5 to 8 are as they were
    # Ctrl+Z takes the edit back exactly: the list of hands, the scores, the stored hand.
    shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.statusBar().currentMessage() == "Undone: edit hand 3"
    assert hands_list(window) == before
    assert scores(window) == [31_400, 17_600, 30_800, 20_200]
    assert centre(window) == ("South 2", "Honba: 0", "On the table: 0")
    assert session.table.game(window.controller.view.id).hands[2].result == ExhaustiveDraw(frozenset({ALICE, CAROL}))

    # Hand 1 reopened (E, then Bob's value): his scoring dialog opens in the hand mode with the tiles he
    # entered and the same value. Closed with Escape, and the edit dialog too: nothing changes.
    dialog = edit_hand(qtbot, window, 1)
    assert [box.isChecked() for box in dialog.riichi.boxes] == [False, True, False, False]
    scoring = open_scoring(qtbot, dialog.form.rows[BOB])
    hand = scoring.hand
    assert scoring.tabs.currentWidget() is hand
    assert hand.rows["hand"].tiles() == list(BOB_S_HAND)
    assert hand.rows["win"].tiles() == ["4s"] and hand.rows["melds"].tiles() == []
    assert hand.rows["dora"].tiles() == ["3m"] and hand.rows["ura"].tiles() == []
    assert [key for key, box in hand.conditions.items() if box.isChecked()] == ["riichi"]
    assert hand.value is not None and (hand.value.han, hand.value.fu) == (3, 40)
    assert (items(hand.yaku_list), items(hand.fu_list)) == (BOB_S_YAKU, BOB_S_FU)
    assert scoring.quick.points_label.text() == "3 han 40 fu: 5,200"
    qtbot.keyClick(scoring, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not scoring.isVisible())
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert hands_list(window) == before and scores(window) == [31_400, 17_600, 30_800, 20_200]

    # South 2 (Bob deals): exhaustive draw, all noten: nothing is paid, the deal passes, one more honba.
    record(qtbot, window, draw(qtbot, window))
    assert scores(window) == [31_400, 17_600, 30_800, 20_200]
    assert centre(window) == ("South 3", "Honba: 1", "On the table: 0")

    # South 3, 1 honba (Carol deals): Bob tsumo 1 han 30 fu: 300 each, 500 from the dealer, +100 each.
    tsumo(qtbot, window, BOB, 1, 30)
    assert scores(window) == [31_000, 19_000, 30_200, 19_800]
    assert centre(window) == ("South 4", "Honba: 0", "On the table: 0")

    # South 4 (Dave deals): Alice rons Dave, 2 han 40 fu: 640 x 4 = 2,560 -> 2,600. The deal passes: game over.
    choose_files(monkeypatch, tmp_path / "g")
    ron(qtbot, window, DAVE, (ALICE, 2, 40))
    assert scores(window) == [33_600, 19_000, 30_200, 17_200]
    assert window.table.round_label.text() == "Game over"
    assert not window.table_actions["ron"].isEnabled()

    # Final standings: (points - 30,000) / 1,000 + uma, and oka 20 to first.
    standings = window.dialog
    assert isinstance(standings, StandingsDialog) and standings.isVisible()
    model = standings.model
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]
    assert rows == [
        ["1", "Alice", "33,600", "+35.0", "", "+38.6"],  # 3.6 + 15 + 20
        ["2", "Carol", "30,200", "+5.0", "", "+5.2"],  # 0.2 + 5
        ["3", "Bob", "19,000", "-5.0", "", "-16.0"],  # -11 - 5
        ["4", "Dave", "17,200", "-15.0", "", "-27.8"],  # -12.8 - 15
    ]
    assert errors == []

    # Exports: the CSV's standings rows and the JSON's players.
    choose_files(monkeypatch, tmp_path / "game.csv")
    click(qtbot, standings.csv_button)
    table = list(csv.reader((tmp_path / "game.csv").read_text(encoding="utf-8").splitlines()))
    assert table[0][:4] == ["place", "seat", "player", "points"]
    assert [table[1][i] for i in (0, 2, 3)] == ["1", "Alice", "33600"]
    assert [table[4][i] for i in (0, 2, 3)] == ["4", "Dave", "17200"]
    choose_files(monkeypatch, tmp_path / "game.json")
    click(qtbot, standings.json_button)
    exported = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert len(exported["hands"]) == 11
    # Hand 1 carries Bob's tiles, in the mpsz notation: the concealed ones as they stood in the hand's row and the
    # winning tile last (234567m 456p 3588s + 4s), the dora indicator, the riichi ticked, the calculator's lines.
    first = exported["hands"][0]["result"]
    assert (first["kind"], first["discarder"], first["riichi"]) == ("ron", CAROL, [BOB])
    (win,) = first["wins"]
    assert (win["winner"], win["han"], win["fu"]) == (BOB, 3, 40)
    tiles = win["tiles"]
    assert tiles["concealed"] == "234567m456p35884s" and tiles["win"] == "4s"
    assert (tiles["melds"], tiles["dora"], tiles["ura"], tiles["conditions"]) == ([], "3m", "", ["riichi"])
    assert [(line["name"], line["han"]) for line in tiles["yaku"]] == [("Riichi", 1), ("Tanyao", 1), ("Dora", 1)]
    assert [(line["name"], line["fu"]) for line in tiles["fu"]] == [
        ("Base", 20),
        ("Closed ron", 10),
        ("Closed wait", 2),
    ]
    # A hand given as han and fu has no tiles (the double ron of hand 2).
    assert all("tiles" not in w for w in exported["hands"][1]["result"]["wins"])
    assert set(NAMES) <= set(json.dumps(exported).split('"'))

    # What was stored is what the table showed.
    stored = session.table.game(window.controller.view.id)
    assert stored.finished and stored.state.scores == (33_600, 19_000, 30_200, 17_200)


def test_a_yakuman_ron_with_a_liable_player(qtbot, window: MainWindow, session, errors) -> None:
    """Pao on a ron: the liable player pays half of the yakuman and the discarder the other half."""
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    form = dialog.form
    click(qtbot, form.discarder.buttons[DAVE])
    choose_value(qtbot, form.rows[BOB], limit=4)  # the Yakuman button: a non-dealer's yakuman is 32,000
    pao = form.rows[BOB].pao
    pao.setCurrentIndex(pao.findData(CAROL))
    preview = dialog.preview_text()
    assert "Dave pays Bob 16,000 (hand)" in preview and "Carol pays Bob 16,000 (pao)" in preview
    record(qtbot, window, dialog)
    assert errors == []
    assert scores(window) == [25_000, 57_000, 9_000, 9_000]


def test_closing_the_window_while_a_hand_is_stored_loses_nothing(qtbot, window: MainWindow, session, errors) -> None:
    new_game(qtbot, window)
    dialog = open_result(qtbot, window, Qt.Key.Key_T)
    click(qtbot, dialog.form.winner.buttons[DAVE])
    choose_value(qtbot, dialog.form.rows[DAVE], 3, 30)
    click(qtbot, dialog.record_button)  # stored in the background...
    window.close()  # ... and the window closes at once
    assert len(session.table.game(window.controller.view.id).hands) == 1


# Run by a separate Python: opens the service on the game's file, puts Carol's riichi stick on the table (stored at
# once), says so, and waits to be killed (reading a pipe the test never writes to: if the test itself dies, the pipe
# closes and this process ends too).
DECLARE_AND_WAIT = """
import sys
from tablekeeper.service import Session
session = Session.open(sys.argv[1])
session.table.declare_riichi(int(sys.argv[2]), 2, True)
print("declared", flush=True)
sys.stdin.read()
"""


def test_a_stick_on_the_table_survives_a_killed_process(qtbot, tmp_path, errors) -> None:
    url = f"sqlite:///{tmp_path / 'crash.db'}"
    with Session.open(url) as first:
        game = first.table.create_game(NAMES, preset("club"))
        first.table.record(game.id, Ron(CAROL, (Win(BOB, 3, 40),)))  # Bob rons Carol: 5,200
    process = subprocess.Popen(
        [sys.executable, "-c", DECLARE_AND_WAIT, url, str(game.id)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        cwd=tmp_path,
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == b"declared"
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                pipe.close()
    assert process.returncode == -signal.SIGKILL

    with Session.open(url) as second:
        window = ui_app.open_window(second)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        carol = window.table.panels[CAROL]
        assert centre(window) == ("East 2", "Honba: 0", "On the table: 1,000")
        assert carol.riichi_button.isChecked() and carol.stick.isVisibleTo(window)
        assert scores(window) == [25_000, 30_200, 19_800 - 1_000, 25_000]
        # The stick put down in the killed process is the last change: Ctrl+Z takes it back.
        shortcut(qtbot, window, Qt.Key.Key_Z, CTRL)
        assert not carol.riichi_button.isChecked() and centre(window)[2] == "On the table: 0"
        assert window.history.rowCount() == 1
    assert errors == []
