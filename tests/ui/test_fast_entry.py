"""The common hand, fast (issue 19, part 1): each kind of hand entered with the few keys a table can afford, sent
one by one to the widget that has the focus, from the main window, as a player types them; the hand is read back
from the service, its result and its payments checked against the rules worked by hand.

The seats are numbered as the riichi keys F1-F4 number them: 1 is the first East (Alice), 4 the first North
(Dave). The game starts at East 1 with one honba (Alice, the dealer, was tenpai alone at a draw: 28,000 for her,
24,000 for the others).
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tablekeeper.rules.results import Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.settlement import Reason
from tablekeeper.service import Session
from tablekeeper.ui.dialogs.hands import ResultDialog
from tablekeeper.ui.dialogs.scoring import ScoringDialog
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import NAMES, click, open_game

ALICE, BOB, CAROL, DAVE = range(4)
ENTER = Qt.Key.Key_Return
TAB = Qt.Key.Key_Tab
Key = str | Qt.Key

AFTER_THE_DRAW = (28_000, 24_000, 24_000, 24_000)
"""The scores before the hand of each test (East 1, one honba)."""


def top_window(window: MainWindow) -> QWidget:
    """The window the keyboard types into: the dialog on top, else the table; made the active one, as a window
    manager makes a dialog that opens (or the one under a dialog that closes) active."""
    top = QApplication.activeModalWidget()
    if top is None or not _within(top, window):  # a dialog left by an earlier test, not yet deleted
        top = window
    if QApplication.activeWindow() is not top:
        top.activateWindow()
        if QApplication.activeWindow() is not top:
            # The offscreen platform has no window manager to hand the activation over: the deprecated setter does.
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                QApplication.setActiveWindow(top)
    return top


def _within(widget: QWidget, window: MainWindow) -> bool:
    """The widget is the window, or one of its dialogs (at any depth)."""
    each: QWidget | None = widget
    while each is not None and each is not window:
        each = each.parentWidget()
    return each is window


def type_keys(qtbot: QtBot, window: MainWindow, keys: Sequence[Key]) -> None:
    """Each key to the widget that has the focus when it is pressed (a character: the key that types it)."""
    for key in keys:
        top = top_window(window)
        target = top.focusWidget() or top
        if isinstance(key, str):
            assert len(key) == 1, key
            qtbot.keyClicks(target, key)
        else:
            qtbot.keyClick(target, key)


def start(qtbot: QtBot, window: MainWindow, session: Session) -> int:
    """East 1, one honba; the game's id."""
    game = open_game(window, session, ExhaustiveDraw(frozenset({ALICE})))
    assert session.table.game(game).hands[-1].after.scores == AFTER_THE_DRAW
    return game


def paid(session: Session, game: int) -> tuple[dict[Reason, list[tuple[int | None, int | None, int]]], tuple]:
    """The last hand's transfers by reason (payer, payee, amount), and each seat's change of points."""
    hand = session.table.game(game).hands[-1]
    transfers: dict[Reason, list[tuple[int | None, int | None, int]]] = {}
    for transfer in hand.settlement:
        transfers.setdefault(transfer.reason, []).append((transfer.payer, transfer.payee, transfer.amount))
    return transfers, hand.deltas


def non_dealer_ron(han: int, fu: int) -> int:
    """A non-dealer's ron: 4 x fu x 2^(han + 2), rounded up to the hundred (below mangan)."""
    return -(-4 * fu * 2 ** (han + 2) // 100) * 100


def non_dealer_tsumo(han: int, fu: int) -> tuple[int, int]:
    """A non-dealer's tsumo: (each non-dealer pays, the dealer pays): 1 and 2 x the base, each rounded up."""
    base = fu * 2 ** (han + 2)
    return -(-base // 100) * 100, -(-2 * base // 100) * 100


def test_ron_in_seven_keys_at_most(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    """Carol, in riichi, rons Dave: 3 han 30 fu, one honba. Her stick is on the table before the hand ends."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, [Qt.Key.Key_F3, "r"])  # riichi at the table, then R: not part of the count
    keys: list[Key] = ["4", "3", "3", "3", "0", ENTER]  # Dave dealt in, Carol won, 3 han 30 fu, recorded
    assert len(keys) <= 7
    type_keys(qtbot, window, keys)

    assert errors == []  # nothing refused
    stored = session.table.game(game).hands[-1].result
    assert stored == Ron(DAVE, (Win(CAROL, 3, 30),), riichi=frozenset({CAROL}))
    value = non_dealer_ron(3, 30)
    assert value == 3_900  # 30 x 2^5 x 4 = 3,840, rounded up
    transfers, deltas = paid(session, game)
    assert transfers[Reason.HAND] == [(DAVE, CAROL, 3_900)]
    assert transfers[Reason.HONBA] == [(DAVE, CAROL, 300)]  # 300 a honba on a ron
    assert transfers[Reason.DEPOSIT] == [(None, CAROL, 1_000)]  # her own stick back
    # Her stick (-1,000), the hand, the honba and the deposit: +4,200; Dave pays hand and honba.
    assert deltas == (0, 0, -1_000 + 3_900 + 300 + 1_000, -(3_900 + 300))
    assert not window.dialog.isVisible()


def test_tsumo_in_five_keys_at_most(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    """Carol's tsumo, 3 han 30 fu, one honba."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, ["t"])
    keys: list[Key] = ["3", "3", "3", "0", ENTER]
    assert len(keys) <= 5
    type_keys(qtbot, window, keys)

    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == Tsumo(Win(CAROL, 3, 30))
    each, dealer = non_dealer_tsumo(3, 30)
    assert (each, dealer) == (1_000, 2_000)  # base 960: 1,000 / 2,000
    _transfers, deltas = paid(session, game)
    # 100 a honba from each payer.
    assert deltas == (-(dealer + 100), -(each + 100), dealer + 2 * each + 300, -(each + 100))


def test_draw_with_its_tenpai_players_in_five_keys_at_most(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """Bob, Carol and Dave tenpai, Alice (the dealer) noten."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, ["d"])
    keys: list[Key] = ["2", "3", "4", ENTER]
    assert len(keys) <= 5
    type_keys(qtbot, window, keys)

    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == ExhaustiveDraw(frozenset({BOB, CAROL, DAVE}))
    transfers, deltas = paid(session, game)
    assert sum(amount for _payer, _payee, amount in transfers[Reason.TENPAI]) == 3_000  # the noten player pays 3,000
    assert deltas == (-3_000, 1_000, 1_000, 1_000)


def test_the_readmes_draw_keys_with_a_riichi_player_among_them(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """The README's `D 2 3 4 Enter` (Bob, Carol and Dave tenpai) with Carol in riichi: she is ticked when the draw
    opens (a riichi without tenpai is a chombo, entered as one), and her key keeps her ticked instead of unticking
    her. Alice, the dealer, noten, pays 1,000 to each; Carol's stick stays on the table."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, [Qt.Key.Key_F3, "d"])
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog)
    assert dialog.form.tenpai.seats() == frozenset({CAROL})
    type_keys(qtbot, window, ["2", "3", "4"])
    assert dialog.form.tenpai.seats() == frozenset({BOB, CAROL, DAVE})
    type_keys(qtbot, window, [ENTER])
    assert errors == []  # nothing refused
    stored = session.table.game(game).hands[-1].result
    assert stored == ExhaustiveDraw(frozenset({BOB, CAROL, DAVE}), riichi=frozenset({CAROL}))
    _transfers, deltas = paid(session, game)
    assert deltas == (-3_000, 1_000, 1_000 - 1_000, 1_000)  # Carol's 1,000 went on the table at her riichi


def test_a_number_key_still_unticks_a_player_not_in_riichi(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """A key pressed by mistake is taken back by pressing it again: Bob ticked, then unticked; Carol stays."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, [Qt.Key.Key_F3, "d", "2", "2", "3", "3", ENTER])
    assert errors == []
    assert session.table.game(game).hands[-1].result == ExhaustiveDraw(frozenset({CAROL}), riichi=frozenset({CAROL}))


def test_double_ron_in_eleven_keys_at_most(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    """Bob and Carol (in riichi) both ron Dave, 3 han 30 fu each: + gives Bob's value and goes back for Carol."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, [Qt.Key.Key_F3, "r"])
    keys: list[Key] = ["4", "2", "3", "3", "0", "+", "3", "3", "3", "0", ENTER]
    assert len(keys) <= 11
    type_keys(qtbot, window, keys)

    assert errors == []  # nothing refused
    stored = session.table.game(game).hands[-1].result
    assert stored == Ron(DAVE, (Win(BOB, 3, 30), Win(CAROL, 3, 30)), riichi=frozenset({CAROL}))
    transfers, deltas = paid(session, game)
    assert sorted(transfers[Reason.HAND]) == [(DAVE, BOB, 3_900), (DAVE, CAROL, 3_900)]
    # Club rules: each winner is paid the honba; a winner in riichi takes their own stick back.
    assert sorted(transfers[Reason.HONBA]) == [(DAVE, BOB, 300), (DAVE, CAROL, 300)]
    assert transfers[Reason.DEPOSIT] == [(None, CAROL, 1_000)]
    assert deltas == (0, 3_900 + 300, -1_000 + 3_900 + 300 + 1_000, -2 * (3_900 + 300))


def test_pao_is_chosen_by_its_number(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    """Carol's daisangen on Dave's discard, Bob liable: the yakuman clicked, + back to the hand, Tab twice to her
    pao (past her value), 2 for Bob, Enter."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, ["r", "4", "3"])
    scoring = window.dialog.form.rows[CAROL].scoring
    assert isinstance(scoring, ScoringDialog) and scoring.isVisible()
    click(qtbot, scoring.quick.limit_buttons[4])  # Yakuman
    type_keys(qtbot, window, ["+"])
    assert not scoring.isVisible() and window.dialog.isVisible()  # not recorded: more to say
    type_keys(qtbot, window, [TAB, TAB])
    assert window.dialog.focusWidget() is window.dialog.form.rows[CAROL].pao
    type_keys(qtbot, window, ["3"])  # Carol is not liable for her own hand: nothing changes
    assert window.dialog.form.rows[CAROL].pao.currentData() is None
    type_keys(qtbot, window, ["2", ENTER])

    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == Ron(DAVE, (Win(CAROL, None, None, 1, pao=BOB),))
    transfers, deltas = paid(session, game)
    # A non-dealer's yakuman is 32,000: on a ron, the liable player pays half and the discarder half; the
    # honba are the discarder's under the club's rules.
    assert transfers[Reason.HAND] == [(DAVE, CAROL, 16_000)]
    assert transfers[Reason.PAO] == [(BOB, CAROL, 16_000)]
    assert transfers[Reason.HONBA] == [(DAVE, CAROL, 300)]
    assert deltas == (0, -16_000, 32_300, -16_300)


def test_chombo_is_chosen_by_its_number(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    """Bob's chombo: C, 2, Enter. Club rules: a reversed mangan, 4,000 to the dealer and 2,000 to the others."""
    game = start(qtbot, window, session)
    type_keys(qtbot, window, ["c", "2", ENTER])
    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == Chombo(BOB)
    _transfers, deltas = paid(session, game)
    assert deltas == (4_000, -8_000, 2_000, 2_000)


def test_a_winner_is_chosen_by_a_click_too_and_escape_takes_it_back(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """A click on a winner opens their value at once; closed without one, the winner is not ticked any more."""
    start(qtbot, window, session)
    type_keys(qtbot, window, ["r", "4"])
    form = window.dialog.form
    click(qtbot, form.winner_boxes[BOB])
    scoring = form.rows[BOB].scoring
    assert isinstance(scoring, ScoringDialog) and scoring.isVisible()
    type_keys(qtbot, window, [Qt.Key.Key_Escape])
    assert not scoring.isVisible() and not form.winner_boxes[BOB].isChecked()
    type_keys(qtbot, window, ["4"])  # Dave dealt in: he cannot win on his own discard
    assert form.rows[DAVE].scoring is None and not form.winner_boxes[DAVE].isChecked()


def test_a_tsumo_winner_clicked_goes_straight_to_the_value(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    game = start(qtbot, window, session)
    type_keys(qtbot, window, ["t"])
    form = window.dialog.form
    click(qtbot, form.winner.buttons[DAVE])
    scoring = form.rows[DAVE].scoring
    assert isinstance(scoring, ScoringDialog) and scoring.isVisible()
    type_keys(qtbot, window, ["5", ENTER])  # mangan
    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == Tsumo(Win(DAVE, 5, None))


def test_enter_in_the_value_of_a_past_hand_leaves_the_change_to_record(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """A change to a past hand is not recorded by the value's Enter: its effect on the later hands is read first;
    Enter again records it."""
    game = open_game(window, session, Ron(DAVE, (Win(CAROL, 3, 30),)))
    window.history_view.selectRow(0)
    type_keys(qtbot, window, ["e"])
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog) and dialog.isVisible()
    click(qtbot, dialog.form.rows[CAROL].value_button)
    type_keys(qtbot, window, ["4", "3", "0", ENTER])
    assert dialog.isVisible() and dialog.focusWidget() is dialog.record_button
    assert session.table.game(game).hands[-1].result == Ron(DAVE, (Win(CAROL, 3, 30),))
    type_keys(qtbot, window, [ENTER])
    assert errors == []  # nothing refused
    assert session.table.game(game).hands[-1].result == Ron(DAVE, (Win(CAROL, 4, 30),))
    _transfers, deltas = paid(session, game)
    assert deltas == (0, 0, non_dealer_ron(4, 30), -non_dealer_ron(4, 30)) == (0, 0, 7_700, -7_700)


def test_every_seat_shows_its_number(qtbot, window: MainWindow, session: Session, errors: list[str]) -> None:
    start(qtbot, window, session)
    type_keys(qtbot, window, ["r"])
    form = window.dialog.form
    labels = [f"{seat + 1} · {name}" for seat, name in enumerate(NAMES)]
    assert [button.text() for button in form.discarder.buttons] == labels
    assert [box.text() for box in form.winner_boxes] == labels
    assert [form.rows[CAROL].pao.itemText(index) for index in range(4)] == ["nobody", labels[0], labels[1], labels[3]]
    # The same numbers as the riichi keys on the table.
    assert [panel.riichi_button.text() for panel in window.table.panels] == [f"Riichi (F{n})" for n in range(1, 5)]


def dark_palette() -> QPalette:
    """A dark theme's colours, as a desktop in dark mode gives them."""
    palette = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, "#2b2b2b"),
        (QPalette.ColorRole.WindowText, "#e6e6e6"),
        (QPalette.ColorRole.Base, "#1e1e1e"),
        (QPalette.ColorRole.Text, "#e6e6e6"),
        (QPalette.ColorRole.Button, "#353535"),
        (QPalette.ColorRole.ButtonText, "#e6e6e6"),
        (QPalette.ColorRole.Highlight, "#3d8fd1"),
        (QPalette.ColorRole.HighlightedText, "#ffffff"),
    ):
        palette.setColor(role, QColor(colour))
    return palette


def ringed(focused: QImage, unfocused: QImage, background: QColor) -> bool:
    """The focus drew a ring: along at least 80 % of each of the four sides (two pixels deep), a pixel changed
    into a colour far from the background; a frame around the label alone, or a tint, is not one."""
    assert focused.size() == unfocused.size()
    width, height = focused.width(), focused.height()

    def changed(x: int, y: int) -> bool:
        now = focused.pixelColor(x, y)
        return now != unfocused.pixelColor(x, y) and _distance(now, background) > 100

    sides = (
        [any(changed(x, y) for y in (0, 1)) for x in range(width)],  # top
        [any(changed(x, y) for y in (height - 2, height - 1)) for x in range(width)],  # bottom
        [any(changed(x, y) for x in (0, 1)) for y in range(height)],  # left
        [any(changed(x, y) for x in (width - 2, width - 1)) for y in range(height)],  # right
    )
    return all(sum(side) >= 0.8 * len(side) for side in sides)


def _distance(one: QColor, other: QColor) -> int:
    return abs(one.red() - other.red()) + abs(one.green() - other.green()) + abs(one.blue() - other.blue())


def test_the_focused_seat_shows_a_ring_in_a_dark_theme(
    qtbot, window: MainWindow, session: Session, errors: list[str]
) -> None:
    """The arrow keys and Tab move the focus among the seats: the seat that has it is ringed, in a dark theme."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    light = app.palette()
    app.setPalette(dark_palette())
    try:
        start(qtbot, window, session)
        type_keys(qtbot, window, ["r"])
        form = window.dialog.form
        radio, box = form.discarder.buttons[DAVE], form.winner_boxes[BOB]
        background = radio.palette().color(QPalette.ColorRole.Window)
        assert background.lightness() < 80  # the dark theme is the one shown
        assert window.dialog.focusWidget() is form.discarder.buttons[ALICE]
        unfocused_radio, unfocused_box = radio.grab().toImage(), box.grab().toImage()
        type_keys(qtbot, window, [Qt.Key.Key_Right] * 3)  # along the discarder's row to Dave
        assert window.dialog.focusWidget() is radio
        assert ringed(radio.grab().toImage(), unfocused_radio, background)
        type_keys(qtbot, window, [TAB] * 4)  # to the winners: Alice's box, her value and pao, Bob's box
        assert window.dialog.focusWidget() is box
        assert ringed(box.grab().toImage(), unfocused_box, background)
    finally:
        app.setPalette(light)
