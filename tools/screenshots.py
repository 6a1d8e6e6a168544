"""Screenshots of the table window for the README, taken in a real X window (run it under Xvfb).

    Xvfb :99 -screen 0 1366x768x24 -nolisten tcp &
    DISPLAY=:99 QT_QPA_PLATFORM=xcb .venv/bin/python tools/screenshots.py

Writes resources/screenshots/{table,scoring_quick,scoring_hand,scoring_yaku,score-chart,standings,browser,review,
statistics,game-sheet}.png from
games kept on a temporary database (nothing is written to the user's folders).

With ``--sizes``, the window fills the screen, whatever its size, and the shots are named by it: the table and the
Ron dialog of a triple ron with honba and riichi sticks on the table, a winner's scoring dialog in the yaku mode,
and the table display (F11): table-WxH.png, ron-triple-WxH.png, scoring-yaku-WxH.png and display-WxH.png, with the
tile mode and the review (scoring-tiles-WxH.png, review-WxH.png, review-standings-WxH.png), and a club night's seating
and standings in the event's dialog (event-seating-WxH.png, event-standings-WxH.png), and the hall of a club night,
full screen, its round's clock running then time called (hall-WxH.png, hall-time-WxH.png), and the table window of a
table playing its last hand (table-clock-WxH.png; ``--hall`` takes these three alone), and a tournament's stage
after a cut (event-cut-seating-WxH.png, event-cut-standings-WxH.png; ``--cut`` takes these two alone, with the
team standings, event-teams-WxH.png). ``--sanma``
takes a game of three players instead (:func:`sanma`); ``--series`` the series dialog over three club nights
(series-WxH.png); ``--table-time`` the hall with one table given time of its own (hall-table-time-WxH.png);
``--import-notes`` the review of an imported Tenhou log of no date, with the notes of its import
(review-import-notes-1366x768.png). Run it once per screen size:

    for size in 1024x600 1366x768 1920x1080; do
        Xvfb :98 -screen 0 ${size}x24 -nolisten tcp & sleep 1
        DISPLAY=:98 QT_QPA_PLATFORM=xcb .venv/bin/python tools/screenshots.py --sizes
        kill %1; wait
    done

resources/screenshots/ is not in the wheel (pyproject.toml lists the resources it carries).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

_home = tempfile.mkdtemp(prefix="tablekeeper-shots-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tablekeeper.resources import resource_path  # noqa: E402
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win  # noqa: E402
from tablekeeper.rules.ruleset import preset  # noqa: E402
from tablekeeper.service import Session  # noqa: E402
from tablekeeper.ui.app import application  # noqa: E402
from tablekeeper.ui.controller import GameController  # noqa: E402
from tablekeeper.ui.dialogs.hands import ResultDialog, WinnerRow  # noqa: E402
from tablekeeper.ui.dialogs.scoring import ScoringDialog  # noqa: E402
from tablekeeper.ui.main_window import MainWindow  # noqa: E402
from tablekeeper.ui.quick_score import FU_CHOICES  # noqa: E402

OUT = Path(os.environ.get("TABLEKEEPER_SHOTS", resource_path("screenshots")))
"""Where the shots go: resources/screenshots/, or the folder TABLEKEEPER_SHOTS names (to look at them, in French
with --french, without changing the README's)."""
NAMES = ("Alice", "Bob", "Carol", "Dave")


def settle(ms: int = 300) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(widget: QWidget, name: str) -> None:
    """The widget as the X server shows it (a grab of the screen where the window is)."""
    settle()
    screen = QApplication.primaryScreen()
    frame = widget.frameGeometry()
    pixmap = screen.grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height())
    pixmap.save(str(OUT / f"{name}.png"))
    print(f"{name}.png {pixmap.width()}x{pixmap.height()}")


def sizes() -> int:
    """The table and a triple ron's dialog in a window filling the screen, named by the screen's size."""
    session, tag = sized_session("sizes")
    # Club rules pay every winner of a multiple ron. Bob wins East 1 and deals East 2, drawn with Alice and
    # Carol tenpai in riichi: East 2 again, 1 honba, their 2,000 on the table; Dave now declares riichi too.
    game = session.table.create_game(NAMES, preset("club"), title="Monday league, table 3", venue="Club")
    session.table.record(game.id, Tsumo(Win(1, 2, 30)))
    session.table.record(game.id, ExhaustiveDraw(frozenset({0, 1, 2}), riichi=frozenset({0, 2})))
    window = table_shot(session, riichi=3, selected=1, name=f"table-{tag}")
    window.open_result(Ron)
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog)
    dialog.form.discarder.set_seat(3)
    for seat, (han, fu) in ((0, (3, 30)), (1, (2, 40)), (2, (5, 0))):
        row = dialog.form.rows[seat]
        row.open_scoring()
        scoring = row.scoring
        assert scoring is not None
        scoring.quick.han_buttons[han - 1].click()
        if fu:
            scoring.quick.fu_buttons[FU_CHOICES.index(fu)].click()
        scoring.confirm()
    settle()
    shoot(dialog, f"ron-triple-{tag}")
    shoot_yaku_mode(dialog.form.rows[0], f"scoring-yaku-{tag}")
    dialog.reject()
    window.toggle_display()  # F11: the table display, full screen
    shoot(window, f"display-{tag}")
    window.toggle_display()
    tiles_and_review(window, session, game.id, tag)
    event_desk(window, session, tag)
    team_standings(window, session, tag)
    cut_scene(window, session, tag)
    hall_scene(session, tag, window)
    session.close()
    return 0


def sized_session(name: str) -> tuple[Session, str]:
    """The application started, a session on a new database ``name``, and the screen's size as the shots' tag."""
    OUT.mkdir(parents=True, exist_ok=True)
    application(sys.argv[:1])
    screen = QApplication.primaryScreen().availableGeometry()
    return Session.open(f"sqlite:///{_home}/{name}.db"), f"{screen.width()}x{screen.height()}"


def table_shot(session: Session, *, riichi: int, selected: int, name: str) -> MainWindow:
    """The table window on the latest unfinished game of ``session``, filling the screen, a stick declared and a
    player selected, shot as ``name``."""
    controller = GameController(session)
    window = MainWindow(controller)
    controller.reopen_latest()
    window.setGeometry(QApplication.primaryScreen().availableGeometry())
    window.show()
    controller.toggle_riichi(riichi, True)
    controller.select(selected)
    shoot(window, name)
    return window


def hall_only() -> int:
    """``--hall``: only the hall's shots (its clock running, then time called) and the table window's clock, at the
    screen's size."""
    OUT.mkdir(parents=True, exist_ok=True)
    app = application(sys.argv[:1])
    if "--french" in sys.argv[1:]:
        from tablekeeper.ui.i18n import apply_language

        apply_language(app, "fr")
    screen = QApplication.primaryScreen().geometry()
    with Session.open(f"sqlite:///{_home}/hall.db") as session:
        window = MainWindow(GameController(session))
        window.setGeometry(screen)
        window.show()
        hall_scene(session, f"{screen.width()}x{screen.height()}", window)
        window.close()
    return 0


EVENT_PLAYERS = (
    "Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi",
    "Ivan", "Judy", "Mallory", "Niaj", "Olivia", "Peggy", "Rupert", "Sybil",
)  # fmt: skip


def event_desk(window: MainWindow, session: Session, tag: str) -> None:
    """A club night of 16 players, three rounds seated: rounds 1 and 2 on paper, round 3 half played, a penalty;
    its seating (event-seating-WxH.png) and its standings, provisional (event-standings-WxH.png), issue 20."""
    from tablekeeper.service.events import NewEntrant
    from tablekeeper.ui.dialogs.event_desk import PAGES, EventDialog

    event = session.events.create_event(
        "Thursday club night", preset("club"), [NewEntrant(name) for name in EVENT_PLAYERS]
    )
    session.events.seat_rounds(event.id, 3, seed=20)
    finals = (42_100, 31_300, 18_600, 8_000)  # they add up to 4 x 25,000
    for number, table in ((r, t) for r in (1, 2, 3) for t in (1, 2, 3, 4) if r < 3 or t < 3):
        turn = (number + table) % 4
        points = finals[turn:] + finals[:turn]
        session.events.enter_paper_result(event.id, number, table, points, deposits=0)
    session.events.add_penalty(event.id, 5, -10_000, "Late for round 2", round=2)
    window.events.open_event(event.id)
    for page in ("seating", "standings"):
        dialog = EventDialog(window.events, PAGES[page], window)
        dialog.show()
        shoot(dialog, f"event-{page}-{tag}")
        dialog.accept()


def team_standings(window: MainWindow, session: Session, tag: str) -> None:
    """A team cup of 16 players in four teams of four, two rounds kept on paper, their teams kept apart: its
    standings, the teams' under the players' with the event's settings (event-teams-WxH.png), issue 36."""
    from tablekeeper.service.events import NewEntrant
    from tablekeeper.ui.dialogs.event_desk import PAGES, EventDialog

    teams = ("Red Dragons", "White Tigers", "Green Winds", "Blue Moons")
    players = [NewEntrant(name, country=f"C{n % 7}", team=teams[n // 4]) for n, name in enumerate(EVENT_PLAYERS)]
    event = session.events.create_event("Team cup", preset("club"), players)
    session.events.seat_rounds(event.id, 2, seed=36)
    finals = (42_100, 31_300, 18_600, 8_000)
    for number, table in ((r, t) for r in (1, 2) for t in (1, 2, 3, 4)):
        turn = (number * 3 + table) % 4
        session.events.enter_paper_result(event.id, number, table, finals[turn:] + finals[:turn], deposits=0)
    window.events.open_event(event.id)
    dialog = EventDialog(window.events, PAGES["standings"], window)
    dialog.show()
    shoot(dialog, f"event-teams-{tag}")
    dialog.accept()


def cut_scene(window: MainWindow, session: Session, tag: str) -> None:
    """A tournament of 16 after a cut (issue 36): round 1 on paper, the top 8 through with their scores carried,
    round 2 seated by place and played on paper; the rounds page with its stages (event-cut-seating-WxH.png) and the
    standings of stage 2 (event-cut-standings-WxH.png)."""
    from tablekeeper.service.events import NewEntrant
    from tablekeeper.ui.dialogs.event_desk import PAGES, EventDialog

    event = session.events.create_event("Spring Cup", preset("ema2016"), [NewEntrant(n) for n in EVENT_PLAYERS])
    session.events.seat_rounds(event.id, 1, seed=36)
    ends = ((45_000, 32_000, 25_000, 18_000), (44_000, 33_000, 25_000, 18_000))
    for table in (1, 2, 3, 4):
        session.events.enter_paper_result(event.id, 1, table, ends[table % 2], deposits=0)
    session.events.cut(event.id, 8, scores="carry")
    session.events.seat_rounds(event.id, 1, method="ranked")
    session.events.enter_paper_result(event.id, 2, 1, (38_000, 34_000, 27_000, 21_000), deposits=0)
    session.events.enter_paper_result(event.id, 2, 2, (41_000, 30_500, 26_500, 22_000), deposits=0)
    window.events.open_event(event.id)
    for page in ("seating", "standings"):
        dialog = EventDialog(window.events, PAGES[page], window)
        if page == "standings":
            dialog.parts.standings.stage.setCurrentIndex(dialog.parts.standings.stage.findData(2))
        dialog.show()
        shoot(dialog, f"event-cut-{page}-{tag}")
        dialog.accept()


def cut_only() -> int:
    """``--cut``: only the shots of a cut's stage and of the team standings (issue 36), at the screen's size."""
    OUT.mkdir(parents=True, exist_ok=True)
    application(sys.argv[:1])
    screen = QApplication.primaryScreen().geometry()
    with Session.open(f"sqlite:///{_home}/cut.db") as session:
        window = MainWindow(GameController(session))
        window.setGeometry(screen)
        window.show()
        cut_scene(window, session, f"{screen.width()}x{screen.height()}")
        team_standings(window, session, f"{screen.width()}x{screen.height()}")
        window.close()
    return 0


def hall_scene(session: Session, tag: str, window: MainWindow | None = None) -> None:
    """The hall of a club night (issue 21), full screen: round 1 on paper, round 2 under way (a table at South 1 with
    a riichi stick, one at East 3 with two honba, one finished, one not started), its clock running, the standings
    provisional (hall-WxH.png); then time called, each table playing its last hand (hall-time-WxH.png), and with
    ``window``, the table window of the first table then (table-clock-WxH.png)."""
    from tablekeeper.service.events import NewEntrant
    from tablekeeper.ui.hall import HallWindow

    event = session.events.create_event(
        "Thursday club night", preset("club"), [NewEntrant(name) for name in EVENT_PLAYERS]
    )
    session.events.seat_rounds(event.id, 2, seed=21)
    finals = (42_100, 31_300, 18_600, 8_000)
    for table in (1, 2, 3, 4):
        session.events.enter_paper_result(event.id, 1, table, finals[table - 1 :] + finals[: table - 1], deposits=0)
    first, second, third = (session.events.open_table(event.id, 2, table) for table in (1, 2, 3))
    for result in (
        Ron(1, (Win(2, 3, 30),)),
        Tsumo(Win(1, 2, 30)),
        ExhaustiveDraw(frozenset({0, 2})),
        Ron(3, (Win(0, 4, 30),)),
    ):
        session.table.record(first, result)
    session.table.declare_riichi(first, 3)
    session.table.record(second, Tsumo(Win(0, 1, 30)))
    session.table.record(second, ExhaustiveDraw(frozenset({0})))
    session.table.record(second, Ron(2, (Win(1, 2, 40),)))
    session.table.record(second, ExhaustiveDraw(frozenset({1, 2})))
    session.table.record(second, ExhaustiveDraw(frozenset({1})))
    session.table.record(third, Ron(0, (Win(3, yakuman=1),)))
    session.table.finish(third)
    session.clocks.start_clock(event.id, 2)
    hall = HallWindow(session, event.id)
    hall.setGeometry(QApplication.primaryScreen().geometry())  # without a window manager, full screen is not asked
    hall.showFullScreen()
    settle(600)
    shoot(hall, f"hall-{tag}")
    session.clocks.end_round(event.id, 2)
    hall.refresh()
    shoot(hall, f"hall-time-{tag}")
    hall.close()
    if window is not None:
        window.controller.open_game(first)
        shoot(window, f"table-clock-{tag}")


def tiles_and_review(window: MainWindow, session: Session, game_id: int, tag: str) -> None:
    """The scoring dialog's tile mode with a hand entered and a dora indicator (scoring-tiles-WxH.png), then the
    review of the game at its first hand and at its standings (review-WxH.png, review-standings-WxH.png)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tablekeeper.ui.dialogs.review import ReviewDialog
    from tablekeeper.ui.dialogs.scoring import HandEntry

    dialog, _row, scoring = tsumo_scoring(window, 0)
    scoring.tabs.setCurrentWidget(scoring.hand)
    hand = scoring.hand
    for tile in ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p", "2p"):
        hand.add_tile(tile)
    hand.target_group.button(HandEntry.DORA).setChecked(True)
    hand.add_tile("1p")
    shoot(scoring, f"scoring-tiles-{tag}")
    scoring.reject()
    dialog.reject()
    review = ReviewDialog(session.table.game(game_id), window)
    review.show()
    shoot(review, f"review-{tag}")
    QTest.keyClick(review, Qt.Key.Key_End)
    shoot(review, f"review-standings-{tag}")
    review.close()


def tsumo_scoring(window: MainWindow, seat: int) -> tuple[ResultDialog, WinnerRow, ScoringDialog]:
    """The Tsumo dialog with ``seat`` the winner, and that winner's scoring dialog open."""
    window.open_result(Tsumo)
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog)
    dialog.form.winner.set_seat(seat)
    row = dialog.form.rows[seat]
    row.open_scoring()
    scoring = row.scoring
    assert scoring is not None
    return dialog, row, scoring


def shoot_yaku_mode(row: WinnerRow, name: str) -> None:
    """A riichi player's scoring dialog in the yaku mode: riichi, pinfu, tanyao and a dora ticked (4 han 30 fu)."""
    row.open_scoring()
    scoring = row.scoring
    assert scoring is not None
    scoring.tabs.setCurrentWidget(scoring.yaku)
    for key in ("pinfu", "tanyao"):
        scoring.yaku.boxes[key].setChecked(True)
    scoring.yaku.parts.dora.setValue(1)
    shoot(scoring, name)
    scoring.reject()


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    app = application(sys.argv[:1])
    if "--french" in sys.argv[1:]:
        from tablekeeper.ui.i18n import apply_language

        apply_language(app, "fr")
    session = Session.open(f"sqlite:///{_home}/shots.db")
    game = session.table.create_game(NAMES, preset("tenhou"), title="Monday league, table 3", venue="Club")
    session.table.record(game.id, Ron(2, (Win(1, 3, 40),), frozenset({1})))
    session.table.record(game.id, Tsumo(Win(0, 2, 30)))
    session.table.record(game.id, ExhaustiveDraw(frozenset({3, 0})))
    session.table.record(game.id, Ron(0, (Win(3, 4, 30), Win(2, 2, 40))))
    session.table.record(game.id, Tsumo(Win(1, 5)))
    controller = GameController(session)
    window = MainWindow(controller)
    controller.reopen_latest()
    window.move(0, 0)
    window.resize(1366, 768)
    window.show()
    controller.toggle_riichi(2, True)
    controller.select(0)
    shoot(window, "table")
    controller.select(0)

    window.open_result(Ron)
    dialog = window.dialog
    assert isinstance(dialog, ResultDialog)
    dialog.form.discarder.set_seat(3)
    row = dialog.form.rows[2]
    row.open_scoring()
    scoring = row.scoring
    assert scoring is not None
    scoring.move(180, 60)
    scoring.quick.han_buttons[2].click()
    scoring.quick.fu_buttons[3].click()
    shoot(scoring, "scoring_quick")
    scoring.tabs.setCurrentWidget(scoring.hand)
    hand = scoring.hand
    for tile in ("2m", "3m", "4m", "0p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p"):
        hand.add_tile(tile)
    hand.add_tile("2p")
    hand.target_group.button(hand.DORA).click()
    hand.add_tile("1p")
    shoot(scoring, "scoring_hand")
    scoring.reject()
    shoot_yaku_mode(row, "scoring_yaku")
    dialog.reject()

    window.show_score_chart()
    chart = window.findChild(QWidget, "score_chart")
    assert chart is not None
    chart.move(200, 120)
    shoot(chart, "score-chart")
    chart.close()

    controller.finish()  # stored at once; the standings open
    settle(20)
    standings = window.dialog
    assert standings is not None
    standings.move(300, 200)
    shoot(standings, "standings")
    standings.close()
    reviews(window, session, game.id)
    sheet(session, game.id)
    session.close()
    return 0


def sheet(session: Session, game_id: int) -> None:
    """The first page of the game's printed sheet, as pdftoppm (poppler) renders the PDF tablekeeper writes."""
    import shutil
    import subprocess

    from tablekeeper.reports.sheets import write_game_pdf

    if shutil.which("pdftoppm") is None:
        print("game-sheet.png not made: pdftoppm (poppler-utils) is not installed")
        return
    pdf = Path(_home) / "sheet.pdf"
    write_game_pdf(pdf, session.table.game(game_id))
    subprocess.run(["pdftoppm", "-r", "90", "-f", "1", "-l", "1", "-png", "-singlefile", str(pdf),
                    str(OUT / "game-sheet")], check=True)  # fmt: skip
    print("game-sheet.png (page 1 at 90 dpi)")


def reviews(window: MainWindow, session: Session, first: int) -> None:
    """The games browser, the review of a game at its third hand, and the club's statistics (issue 12)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tablekeeper.ui.dialogs.review import ReviewDialog

    other = session.table.create_game(
        ("Carol", "Dave", "Alice", "Bob"), preset("tenhou"), title="Tuesday", venue="Club"
    )
    for result in (Tsumo(Win(2, 3, 30)), Ron(0, (Win(1, 2, 40),)), ExhaustiveDraw(frozenset({1}))):
        session.table.record(other.id, result)
    session.table.finish(other.id)
    session.table.create_game(NAMES, preset("club"), title="Wednesday", venue="Club")  # still being played
    window.browse_games()
    browser = window.browser
    browser.move(60, 40)
    browser.resize(1200, 420)
    shoot(browser, "browser")
    browser.close()
    review = ReviewDialog(session.table.game(first), window)
    review.move(80, 40)
    review.show()
    settle()
    for _ in range(2):
        QTest.keyClick(review, Qt.Key.Key_Right)
    shoot(review, "review")
    review.close()
    window.show_statistics()
    statistics = window.dialog
    assert statistics is not None
    statistics.move(40, 60)
    shoot(statistics, "statistics")
    statistics.close()


SANMA_NAMES = ("Alice", "Bob", "Carol")


def sanma() -> int:
    """A three-player game (tenhou-sanma) in a window filling the screen, named by its size: the table with a stick
    on it (table-sanma-WxH.png), a non-dealer's mangan tsumo in the scoring dialog (scoring-sanma-WxH.png) and in the
    Tsumo dialog, its payments with the tsumo loss (tsumo-sanma-WxH.png), that winner's scoring dialog in the tile
    mode with two Norths set aside (scoring-tiles-sanma-WxH.png), the table display (display-sanma-WxH.png), the
    standings (standings-sanma-WxH.png) and the review at its first hand (review-sanma-WxH.png)."""
    session, tag = sized_session("sanma")
    game = session.table.create_game(SANMA_NAMES, preset("tenhou-sanma"), title="Sanma night, table 1", venue="Club")
    session.table.record(game.id, Ron(2, (Win(1, 3, 40),), frozenset({1})))
    session.table.record(game.id, ExhaustiveDraw(frozenset({1})))
    window = table_shot(session, riichi=2, selected=0, name=f"table-sanma-{tag}")
    controller = window.controller
    dialog, row, scoring = tsumo_scoring(window, 0)
    scoring.quick.han_buttons[4].click()  # 5 han: a mangan
    shoot(scoring, f"scoring-sanma-{tag}")
    scoring.confirm()
    settle()
    shoot(dialog, f"tsumo-sanma-{tag}")
    row.open_scoring()
    scoring = row.scoring  # a new dialog, opened on the value given
    assert scoring is not None
    scoring.tabs.setCurrentWidget(scoring.hand)
    hand = scoring.hand
    for tile in ("1m", "1m", "1m", "9m", "9m", "3p", "4p", "5p", "6s", "7s", "8s", "7z", "7z", "7z"):
        hand.add_tile(tile)
    if hand.kita is not None:
        hand.kita.setValue(2)
    shoot(scoring, f"scoring-tiles-sanma-{tag}")
    scoring.reject()
    dialog.reject()
    window.toggle_display()
    shoot(window, f"display-sanma-{tag}")
    window.toggle_display()
    controller.finish()  # the standings open
    settle(20)
    standings = window.dialog
    assert standings is not None
    shoot(standings, f"standings-sanma-{tag}")
    standings.close()
    from tablekeeper.ui.dialogs.review import ReviewDialog  # as tiles_and_review opens it

    review = ReviewDialog(session.table.game(game.id), window)
    review.show()
    shoot(review, f"review-sanma-{tag}")
    review.close()
    session.close()
    return 0


def imports_only() -> int:
    """``--imports``: the games browser after Game > Import games... took the four-player Mahjong Soul games of
    ../shared/data/mahjongsoul (its own record and tensoul's JSON), at 1366x768."""
    folder = Path(os.environ.get("TABLEKEEPER_TENHOU_DATA", Path(__file__).resolve().parents[2] / "shared/data/tenhou"))
    files = sorted((folder.parent / "mahjongsoul" / "4p").glob("*.json"))
    application(sys.argv[:1])
    session = Session.open(f"sqlite:///{_home}/imports.db")
    controller = GameController(session)
    window = MainWindow(controller)
    window.move(0, 0)
    window.resize(1366, 768)
    window.show()
    settle()
    imported = controller.import_files(files)
    assert imported is not None and len(imported[0]) == len(files), imported
    window.browse_games(imported[0], f"Games imported: {len(files)}. They are listed here.")
    settle(20)
    shoot(window.browser, "imported-mahjongsoul-1366x768")
    session.close()
    return 0


def import_notes_only() -> int:
    """``--import-notes``: the review of MahjongPantheon's west.xml (../shared/data/tenhou/pantheon) after Game >
    Import games... took it: a log of no date whose header says east-only, and the notes its import keeps of both
    (the variant of the rules its results confirm, the east-south game its hands play), at 1366x768."""
    from tablekeeper.ui.dialogs.review import ReviewDialog

    folder = Path(os.environ.get("TABLEKEEPER_TENHOU_DATA", Path(__file__).resolve().parents[2] / "shared/data/tenhou"))
    application(sys.argv[:1])
    session = Session.open(f"sqlite:///{_home}/notes.db")
    controller = GameController(session)
    window = MainWindow(controller)
    window.resize(1366, 768)
    window.show()
    imported = controller.import_files([folder / "pantheon" / "mjlog" / "west.xml"])
    assert imported is not None and len(imported[0]) == 1, imported
    review = ReviewDialog(session.table.game(imported[0][0]), window)
    review.move(60, 30)
    review.show()
    settle(20)
    shoot(review, "review-import-notes-1366x768")
    review.close()
    session.close()
    return 0


SERIES_NIGHTS = (
    (("Alice", "Bob", "Carol", "Dave"), (40_000, 30_000, 20_000, 10_000)),
    (("Alice", "Bob", "Carol", "Erin"), (20_000, 45_000, 25_000, 10_000)),
    (("Alice", "Bob", "Dave", "Erin"), (30_000, 15_000, 35_000, 20_000)),
)
"""Three club nights of one table each, kept on paper (as tests/service/test_series.py's)."""


def series_only() -> int:
    """``--series``: the series dialog over three club nights, best 2 of 3, 3 events for a place (series-WxH.png)."""
    from PySide6.QtCore import Qt

    from tablekeeper.ui.dialogs.event_series import SeriesDialog

    session, tag = sized_session("series")
    numbers = []
    for night, (names, points) in enumerate(SERIES_NIGHTS, start=1):
        view = session.events.create_event(f"Monday night {night}", preset("club"), list(names))
        session.events.import_seating(view.id, "1,1," + ",".join(names))
        session.events.enter_paper_result(view.id, 1, 1, points)
        numbers.append(view.id)
    window = MainWindow(GameController(session))
    window.setGeometry(QApplication.primaryScreen().availableGeometry())
    window.show()
    window.table_actions["event_series"].trigger()
    dialog = window.event_dialog
    assert isinstance(dialog, SeriesDialog)
    for row in range(dialog.events.count()):
        dialog.events.item(row).setCheckState(Qt.CheckState.Checked)
    dialog.best.setValue(2)
    dialog.least.setValue(3)
    dialog.rank.click()
    shoot(dialog, f"series-{tag}")
    dialog.close()
    window.close()
    session.close()
    return 0


def table_time_only() -> int:
    """``--table-time``: the hall of a club night of 16, round 1 under way, table 3 (a late start) given 10 minutes
    of its own: its card shows its own time left, the heading the round's (hall-table-time-WxH.png)."""
    from tablekeeper.ui.hall import HallWindow

    session, _tag = sized_session("table-time")
    screen = QApplication.primaryScreen().geometry()
    event = session.events.create_event("Monday night", preset("club"), list(EVENT_PLAYERS))
    seated = session.events.seat_rounds(event.id, 1, seed=7)
    for table in seated.tables:
        game = session.events.open_table(event.id, 1, table.table)
        if table.table != 3:
            session.table.record(game, Tsumo(Win(table.table % 4, 3, 30)))
    session.clocks.start_clock(event.id, 1)
    session.clocks.give_table_time(event.id, 1, 3, 10)
    hall = HallWindow(session, event.id)
    hall.setGeometry(screen)
    hall.showFullScreen()
    shoot(hall, f"hall-table-time-{screen.width()}x{screen.height()}")
    hall.close()
    session.close()
    return 0


if __name__ == "__main__":
    if "--imports" in sys.argv[1:]:
        sys.exit(imports_only())
    if "--import-notes" in sys.argv[1:]:
        sys.exit(import_notes_only())
    if "--table-time" in sys.argv[1:]:
        sys.exit(table_time_only())
    if "--series" in sys.argv[1:]:
        sys.exit(series_only())
    if "--hall" in sys.argv[1:]:
        sys.exit(hall_only())
    if "--cut" in sys.argv[1:]:
        sys.exit(cut_only())
    if "--sanma" in sys.argv[1:]:
        sys.exit(sanma())
    sys.exit(sizes() if "--sizes" in sys.argv[1:] else main())
