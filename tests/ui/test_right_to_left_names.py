"""A Hebrew or an Arabic player's name inside a line of the window or the hall reads as one piece, and the words,
figures and commas around it stay in the line's order (left to right, in English and French).

Alone, Unicode's bidi algorithm (UAX #9) lets a right-to-left name take the neutrals beside it: in "Draw, tenpai
<Dana>, <Salma>" the comma between the two names is right to left with them, and the pair reads Salma first; a
line that starts with a name (the review's result, a preview's "<Salma>: Mangan") is laid out right to left as a
whole, "(3 han 40 fu)" read "(han 40 fu 3)". Each such name goes between left-to-right marks (U+200E), a
right-to-left mark (U+200F) inside them (text.name_in_line); a Latin name is left as it is.

Club rules (25,000 each, 300 a honba, 1,000 a riichi stick): a non-dealer's ron pays 4 x base rounded up to 100, a
tsumo 1 x base from each non-dealer and 2 x from the dealer; base = fu x 2^(2 + han).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import EventView, NewEntrant
from tablekeeper.ui.dialogs.review import ReviewDialog
from tablekeeper.ui.hall import HallWindow
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import choose_value, click, open_result, shortcut

LRM, RLM = "\u200e", "\u200f"  # LEFT-TO-RIGHT MARK, RIGHT-TO-LEFT MARK
DANA = "\u05d3\u05e0\u05d4"  # Dana, in Hebrew letters (bidi class R)
SALMA = "\u0633\u0644\u0645\u0649"  # Salma, in Arabic letters (AL)
PLAYERS = ("Aki", DANA, SALMA, "Ben")
AKI, DANA_SEAT, SALMA_SEAT, BEN = range(4)


def marked(name: str) -> str:
    """A name that starts right to left as a left-to-right line must hold it (written out, not the code's)."""
    return LRM + RLM + name + RLM + LRM


def open_game(window: MainWindow, session: Session, *results) -> int:
    game = session.table.create_game(list(PLAYERS), preset("club"))
    for result in results:
        session.table.record(game.id, result)
    window.controller.reopen_latest()
    return game.id


def visual_order(text: str) -> list[int]:
    """The characters of a left-to-right line (as the window's lines are) by where Qt draws them, left to right:
    their logical indices, the marks (which draw nothing) left out."""
    layout = QTextLayout(text, QApplication.font())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.LeftToRight)
    layout.setTextOption(option)
    layout.beginLayout()
    line = layout.createLine()
    line.setLineWidth(10_000)
    layout.endLayout()
    shown = [i for i, ch in enumerate(text) if ch not in (LRM, RLM)]

    def drawn_at(index: int) -> float:
        # Where the character's glyph is drawn (its run's own position for it, whatever the run's direction).
        (run,) = line.glyphRuns(index, 1)
        return run.positions()[0].x()

    return sorted(shown, key=drawn_at)


def read(text: str) -> str:
    """The line as drawn, left to right, a right-to-left run's letters read back in their own order: each run of
    Hebrew or Arabic letters, reversed on screen, turned round again so that a name is written as it is typed."""
    order = visual_order(text)
    drawn = "".join(text[i] for i in order)
    pieces: list[str] = []
    run = ""
    for ch in drawn:
        if "\u0590" <= ch <= "\u06ff":
            run += ch
        else:
            pieces.append(run[::-1])
            run = ""
            pieces.append(ch)
    pieces.append(run[::-1])
    return "".join(pieces)


def ink_span(label: QLabel) -> tuple[int, int]:
    """The first and last columns of pixels where the label draws its text (any colour but its background's, the
    colour most of its pixels have)."""
    image = label.grab().toImage()
    pixels = [[image.pixel(x, y) for y in range(image.height())] for x in range(image.width())]
    background = Counter(p for column in pixels for p in column).most_common(1)[0][0]
    inked = [x for x, column in enumerate(pixels) if any(p != background for p in column)]
    return inked[0], inked[-1]


def test_the_order_read_helper_reads_a_line_as_drawn() -> None:
    # The helper itself, on lines whose drawing UAX #9 settles without doubt: Latin alone, and one Hebrew word
    # between Latin words (a run of its own, its letters drawn right to left, read back as typed).
    assert read("Riichi by Aki") == "Riichi by Aki"
    assert read(f"Riichi by {DANA} now") == f"Riichi by {DANA} now"
    assert visual_order(f"a {DANA}")[2:] == [4, 3, 2]  # the Hebrew letters drawn last letter first


def test_two_right_to_left_names_in_a_result_keep_their_order_and_their_comma(qtbot, window, session) -> None:
    # East 1: a draw, Dana and Salma tenpai (seats 1 and 2, in seat order). East 2: Salma's tsumo 2 han 30 fu.
    # East 3: Aki rons Salma (1 han 30 fu), Dana's riichi.
    open_game(
        window,
        session,
        ExhaustiveDraw(frozenset({DANA_SEAT, SALMA_SEAT})),
        Tsumo(Win(SALMA_SEAT, 2, 30)),
        Ron(SALMA_SEAT, (Win(AKI, 1, 30),), frozenset({DANA_SEAT})),
        ExhaustiveDraw(frozenset({AKI, BEN})),
    )
    model, view = window.history, window.history_view
    results = [model.index(row, model.RESULT).data() for row in range(4)]
    assert results == [
        f"Draw, tenpai {marked(DANA)}, {marked(SALMA)}",
        f"{marked(SALMA)} (2 han 30 fu) tsumo",
        f"Aki (1 han 30 fu) ron on {marked(SALMA)}; riichi {marked(DANA)}",
        "Draw, tenpai Aki, Ben",  # Latin names: nothing added
    ]
    # What the cells draw (names fitted to the column, then marked) is the same at this width.
    delegate = view.itemDelegateForColumn(model.RESULT)
    assert [delegate.shown_text(model.index(row, model.RESULT)) for row in range(4)] == results
    # Drawn left to right as written: Dana, the comma, then Salma; "(2 han 30 fu) tsumo" after her name.
    assert read(results[0]) == f"Draw, tenpai {DANA}, {SALMA}"
    assert read(results[1]) == f"{SALMA} (2 han 30 fu) tsumo"
    assert read(results[2]) == f"Aki (1 han 30 fu) ron on {SALMA}; riichi {DANA}"
    # The tool tip of a seat keeps its figures after her name. Hand 1: Dana and Salma tenpai take 1,500 each,
    # 26,500; Aki, the dealer, noten: the deal passes to Dana, with 1 honba. Hand 2: Salma's tsumo, base 30 x 2^4
    # = 480: 500 from Aki and Ben, 1,000 from Dana, 100 each of honba: +2,300, 28,800.
    tip = model.index(1, model.FIRST_SEAT + SALMA_SEAT).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == f"{marked(SALMA)} +2,300 → 28,800"
    assert read(tip) == f"{SALMA} +2,300 → 28,800"


def test_a_name_cut_to_fit_the_list_keeps_its_marks(qtbot, window, session) -> None:
    from tablekeeper.ui.hands_list import fitted_result
    from tablekeeper.ui.models import RESULT_PIECES

    long_salma = SALMA * 6
    game = session.table.create_game(["Aki", DANA, long_salma, "Ben"], preset("club"))
    session.table.record(game.id, Ron(DANA_SEAT, (Win(SALMA_SEAT, 2, 30),)))
    window.controller.reopen_latest()
    text, names, kept = window.history.index(0, window.history.RESULT).data(RESULT_PIECES)
    metrics = window.history_view.fontMetrics()
    width = metrics.horizontalAdvance(f"{SALMA}… (2 han 30 fu) ron on {DANA}") + 4  # room for a cut name only
    shown = fitted_result(text, names, kept, metrics, width)
    assert shown.startswith(LRM + RLM) and "…" in shown  # cut in its middle, then marked
    head, rest = shown[2:].split(RLM + LRM, 1)
    assert len(head) < len(long_salma) and rest == f" (2 han 30 fu) ron on {marked(DANA)}"  # the discarder whole


def test_the_status_bar_and_the_edit_menu_mark_an_arabic_name_and_not_a_latin_one(qtbot, window, session) -> None:
    open_game(window, session)
    shortcut(qtbot, window, Qt.Key.Key_F3)  # Salma's riichi
    said = window.statusBar().currentMessage()
    assert said == f"Riichi by {marked(SALMA)}"
    assert window.table_actions["undo"].text() == f"Undo riichi by {marked(SALMA)}"
    assert window.table_actions["riichi2"].text() == f"Riichi: {marked(SALMA)}"
    shortcut(qtbot, window, Qt.Key.Key_F1)  # Aki's
    assert window.statusBar().currentMessage() == "Riichi by Aki"
    assert window.table_actions["riichi0"].text() == "Riichi: Aki"


def test_the_payments_preview_keeps_each_line_left_to_right(qtbot, window, session, errors) -> None:
    open_game(window, session)
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[DANA_SEAT])
    choose_value(qtbot, dialog.form.rows[SALMA_SEAT], 3, 40)  # 40 x 2^5 = 1,280 x 4 = 5,120 -> 5,200
    lines = dialog.preview_text().split("\n")
    assert lines == [
        f"{marked(SALMA)}: 3 han 40 fu",
        f"{marked(DANA)} pays {marked(SALMA)} 5,200 (hand)",
        f"Aki 0 → 25,000   {marked(DANA)} -5,200 → 19,800   {marked(SALMA)} +5,200 → 30,200   Ben 0 → 25,000",
    ]
    # Unmarked, a line that starts with her name was laid out right to left ("3 han 40 fu :<Salma>"), against the
    # box's right edge: drawn from the box's left now, as every other line.
    first = dialog.preview_labels()[0]
    assert read(first.text()) == f"{SALMA}: 3 han 40 fu"
    left, right = ink_span(first)
    assert left <= first.contentsRect().left() + 4 and right < first.width() // 2
    assert read(lines[2]) == f"Aki 0 → 25,000   {DANA} -5,200 → 19,800   {SALMA} +5,200 → 30,200   Ben 0 → 25,000"
    assert errors == []


def test_the_review_reads_a_hand_that_starts_with_an_arabic_name_left_to_right(qtbot, window, session) -> None:
    game = open_game(window, session, Ron(DANA_SEAT, (Win(SALMA_SEAT, 3, 40),)))  # 5,200, as above
    review = ReviewDialog(session.table.game(game), window)
    qtbot.addWidget(review)
    assert review.result_label.text() == f"{marked(SALMA)} (3 han 40 fu) ron on {marked(DANA)}"
    assert review.payments_label.text().split("\n") == [
        f"{marked(DANA)} pays {marked(SALMA)} 5,200 (hand)",
        f"Aki 0   {marked(DANA)} -5,200   {marked(SALMA)} +5,200   Ben 0",
    ]
    # QLabel lays a plain text out in its first strong letter's direction and aligns it so: unmarked, the result
    # was set against the label's right edge, right to left. Marked, it is drawn from the left.
    review.show()
    qtbot.waitExposed(review)
    for label in (review.result_label, review.payments_label):
        left, _right = ink_span(label)
        assert left <= label.contentsRect().left() + 4, label.text()


def test_a_marked_name_leaves_a_labels_height_as_a_latin_names(qtbot) -> None:
    # The window's face (DejaVu Sans here) has the marks: no line falls back to a taller face for them, as it did
    # for the isolates U+2068 / U+2069 (14 px to 17 px).
    from tablekeeper.bidi import name_in_line

    line = "{name} (2 han 30 fu) tsumo"
    latin, arabic = QLabel(line.format(name=name_in_line("Aki"))), QLabel(line.format(name=name_in_line(SALMA)))
    assert arabic.text() == line.format(name=marked(SALMA))
    for label in (latin, arabic):
        qtbot.addWidget(label)
        label.adjustSize()
    assert arabic.sizeHint().height() == latin.sizeHint().height()
    assert arabic.fontMetrics().boundingRect(arabic.text()).height() == latin.fontMetrics().boundingRect("Aki").height()


def hall_of(qtbot, tmp_path: Path, names: tuple[str, ...]) -> tuple[HallWindow, EventView, Session]:
    session = Session.open(f"sqlite:///{tmp_path / 'hall.sqlite'}")
    event = session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in names])
    event = session.events.seat_rounds(event.id, 1, seed=7)
    session.events.open_table(event.id, 1, 1)
    hall = HallWindow(session, event.id)
    qtbot.addWidget(hall)
    hall.resize(1366, 768)
    hall.show()
    qtbot.waitExposed(hall)
    return hall, session.events.event(event.id), session


def test_the_hall_keeps_a_right_to_left_name_beside_its_wind(qtbot, tmp_path: Path) -> None:
    hall, _event, session = hall_of(qtbot, tmp_path, PLAYERS)
    try:
        texts = {label.objectName(): label.text() for label in hall.findChildren(QLabel)}
        names = [texts[f"seat_{seat}_1"] for seat in range(4)]
        expected = {"Aki": "Aki", "Ben": "Ben", DANA: marked(DANA), SALMA: marked(SALMA)}
        assert sorted(names) == sorted(expected.values())
        standings = [text for name, text in texts.items() if name.startswith("standing_") and name.endswith("_1")]
        assert sorted(standings) == sorted(expected.values())
        # Unmarked, a QLabel set a Hebrew or Arabic name at its right end, against the score ("W    <name> 25,000").
        for label in hall.findChildren(QLabel):
            if label.objectName().endswith("_1") and label.text() in (marked(DANA), marked(SALMA)):
                left, right = ink_span(label)
                assert left <= label.contentsRect().left() + 4 and right < label.width() // 2, label.objectName()
    finally:
        hall.close()
        session.close()


def test_the_event_dialog_marks_a_right_to_left_name_in_its_lines(qtbot, window, session) -> None:
    from PySide6.QtWidgets import QPushButton

    from tablekeeper.ui.dialogs.event_desk import EventDialog

    event = session.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in PLAYERS])
    window.events.open_event(event.id)
    window.table_actions["event_penalties"].trigger()
    qtbot.waitUntil(lambda: isinstance(window.event_dialog, EventDialog) and window.event_dialog.isVisible())
    dialog = window.event_dialog
    page = dialog.parts.penalties
    # The player's choice: "3. <Salma>" (her number first, then her name, left to right); Aki's as he is.
    assert [page.player.itemText(i) for i in range(page.player.count())] == [
        "1. Aki",
        f"2. {marked(DANA)}",
        f"3. {marked(SALMA)}",
        "4. Ben",
    ]
    page.player.setCurrentIndex(page.player.findData(3))
    page.points.setValue(-10.0)
    qtbot.keyClicks(page.reason, "Late")
    click(qtbot, page.findChild(QPushButton, "add_penalty"))
    qtbot.waitUntil(lambda: dialog.parts.undo.isEnabled())
    # The Undo button names the change: "(-10.0, Late)" after her name, not read before it.
    said = dialog.parts.undo.text().replace("&&", "&")
    assert f"the penalty to {marked(SALMA)} (-10.0, Late)" in said
    assert read(said).endswith(f"the penalty to {SALMA} (-10.0, Late)")
