"""The window around the game: start-up, reopening, settings, translations, the models, the CLI entry."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtGui import QFontDatabase, QIcon, QImage
from PySide6.QtWidgets import QPushButton

from tablekeeper import cli, resources
from tablekeeper.rules.results import Chombo, ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.ui import app as ui_app
from tablekeeper.ui import opening
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.game import NewGameDialog, OpenGameDialog, StandingsDialog
from tablekeeper.ui.i18n import install_translator
from tablekeeper.ui.main_window import MainWindow
from tablekeeper.ui.models import HistoryModel, StandingsModel
from tests.ui.table_driver import NAMES, centre, click, new_game, scores, shortcut, tsumo

ALICE, BOB, CAROL, DAVE = range(4)
ROOT = Path(__file__).resolve().parents[2]


def test_a_japanese_font_is_installed_so_kanji_are_not_tofu(qapp) -> None:
    assert QFontDatabase.families(QFontDatabase.WritingSystem.Japanese)


def played_game(session):
    view = session.table.create_game(NAMES, preset("club"), title="Monday")
    session.table.record(view.id, Ron(2, (Win(1, 3, 40),), frozenset({1})))
    session.table.record(view.id, Tsumo(Win(0, 2, 30)))
    session.table.record(view.id, ExhaustiveDraw(frozenset({3})))
    return session.table.record(view.id, Chombo(2)).game


def test_history_and_standings_models_pass_the_model_tester(qtmodeltester, session) -> None:
    view = played_game(session)
    history = HistoryModel()
    history.set_game(view)
    qtmodeltester.check(history)
    assert history.rowCount() == 4
    assert history.headerData(HistoryModel.FIRST_SEAT + 1, Qt.Orientation.Horizontal) == "Bob"
    first = [history.index(0, c).data() for c in range(history.columnCount())]
    # Bob's riichi and his 3 han 40 fu ron on Carol: 5,200, his stick back.
    assert first == ["1", "East 1-0", "Bob (3 han 40 fu) ron on Carol; riichi Bob", "0", "+5,200", "-5,200", "0"]
    standings = StandingsModel()
    standings.set_game(view)
    qtmodeltester.check(standings)
    assert [standings.headerData(c, Qt.Orientation.Horizontal) for c in range(standings.columnCount())] == [
        "Place",
        "Player",
        "Points",
        "Uma and oka",
        "Penalty",
        "+/- score",
    ]


def test_start_up_reopens_the_unfinished_game(qtbot, session) -> None:
    view = played_game(session)
    window = ui_app.open_window(session)
    qtbot.addWidget(window)
    assert window.controller.view is not None and window.controller.view.id == view.id
    assert scores(window) == list(view.state.scores)
    assert window.history.rowCount() == 4
    assert window.windowTitle().startswith("Monday")


def test_start_up_without_a_game_asks_for_one(qtbot, session) -> None:
    window = ui_app.open_window(session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewGameDialog) and window.dialog.isVisible())
    assert not window.table_actions["ron"].isEnabled()
    assert not window.findChild(QPushButton, "button_ron").isEnabled()
    assert window.table.round_label.text() == "No game"
    assert [panel.score_label.text() for panel in window.table.panels] == ["", "", "", ""]


def test_the_window_remembers_its_size_and_place(qtbot, session, settings_folder) -> None:
    first = MainWindow(GameController(session))
    qtbot.addWidget(first)
    first.show()
    first.resize(1100, 700)
    first.close()
    assert QSettings().value("window/geometry") is not None
    assert any(settings_folder.rglob("*.ini"))  # written in the test's folder, not the user's
    second = MainWindow(GameController(session))
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (1100, 700)


def test_clicking_a_player_shows_the_differences_to_the_others(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    window.controller.reopen_latest()
    # The four hands leave 28,000 / 30,200 / 10,300 / 31,500 (test_played_game_figures).
    shown = scores(window)
    qtbot.mouseClick(window.table.panels[DAVE], Qt.MouseButton.LeftButton)
    texts = [panel.difference_label.text() for panel in window.table.panels]
    expected = [f"{shown[seat] - shown[DAVE]:+,}" for seat in (ALICE, BOB, CAROL)]
    assert texts[:3] == expected and texts[DAVE] == "selected"
    qtbot.mouseClick(window.table.panels[DAVE], Qt.MouseButton.LeftButton)
    assert [panel.difference_label.text() for panel in window.table.panels] == ["", "", "", ""]


def test_played_game_figures(session) -> None:
    """The game used above, worked out by hand (club rules, start 25,000)."""
    view = played_game(session)
    # 1. Bob ron on Carol 3/40 = 5,200 (his riichi stick back): 25,000 / 30,200 / 19,800 / 25,000.
    # 2. East 2 (Bob deals), Alice tsumo 2/30: 500 from each non-dealer, 1,000 from Bob:
    #    27,000 / 29,200 / 19,300 / 24,500.
    # 3. East 3 (Carol deals), draw, only Dave tenpai: 1,000 from each: 26,000 / 28,200 / 18,300 / 27,500.
    # 4. East 4 (Dave deals), 1 honba: Carol's chombo, 4,000 to Dave and 2,000 to the others.
    assert view.state.scores == (28_000, 30_200, 10_300, 31_500)


def test_delete_a_hand_from_the_history(qtbot, window: MainWindow, session, errors) -> None:
    played_game(session)
    window.controller.reopen_latest()
    window.history_view.selectRow(3)
    shortcut(qtbot, window, Qt.Key.Key_Delete)
    assert window.history.rowCount() == 3
    assert scores(window) == [26_000, 28_200, 18_300, 27_500]
    assert centre(window) == ("East 4", "Honba: 1", "On the table: 0")
    assert errors == []


def test_end_the_game_early_shows_the_standings(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    window.controller.reopen_latest()
    shortcut(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert isinstance(window.dialog, StandingsDialog) and window.dialog.isVisible()
    assert window.dialog.model.rowCount() == 4
    assert window.table.round_label.text() == "Game over"


def test_open_an_unfinished_game(qtbot, window: MainWindow, session) -> None:
    first = played_game(session)
    session.table.create_game(["Eve", "Frank", "Grace", "Heidi"], title="Tuesday")
    shortcut(qtbot, window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    assert isinstance(dialog, OpenGameDialog) and dialog.games.count() == 2
    dialog.games.setCurrentRow(1)  # latest first: Monday's game is second
    click(qtbot, dialog.open_button)
    assert window.controller.view.id == first.id
    assert window.table.panels[0].name_label.text() == "Alice"


def test_new_game_completes_known_names_and_takes_a_preset(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    shortcut(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    dialog = window.dialog
    completer = dialog.name_edits[0].completer()
    completer.setCompletionPrefix("ca")
    assert completer.currentCompletion() == "Carol"
    dialog.preset.setCurrentIndex(dialog.preset.findData("ema2016"))
    for edit, name in zip(dialog.name_edits, ("Eve", "Frank", "Grace", "Heidi"), strict=True):
        qtbot.keyClicks(edit, name)
    dialog.first_dealer.setCurrentIndex(2)
    click(qtbot, dialog.start_button)
    # Grace deals first: she takes seat 0, the others follow in turn order.
    assert [panel.name_label.text() for panel in window.table.panels] == ["Grace", "Heidi", "Eve", "Frank"]
    assert scores(window) == [30_000] * 4
    assert window.controller.view.rules.kiriage_mangan


def test_the_french_catalogue_translates_the_table(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    translators = install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.French))
    assert len(translators) == 2  # ours and Qt's own (standard buttons)
    try:
        window.controller.reopen_latest()
        assert centre(window)[0] == "Est 4"
        assert window.table.panels[0].wind_label.text().endswith("Sud")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)


def test_the_translation_source_lists_every_visible_string(tmp_path) -> None:
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    fresh = tmp_path / "fresh.ts"
    # The files tools/translations.sh scans, asked of the script itself so that the two cannot drift apart.
    listed = subprocess.run(
        ["bash", str(ROOT / "tools" / "translations.sh"), "--sources"], check=True, capture_output=True, text=True
    )
    sources = [str(ROOT / line) for line in listed.stdout.split()]
    assert any("/web/" in source for source in sources)  # the venue's pages are worded too
    subprocess.run([str(lupdate), *sources, "-ts", str(fresh)], check=True, capture_output=True)

    def messages(path: Path) -> set[tuple[str, str]]:
        root = ET.parse(path).getroot()
        return {
            (c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context")
            for m in c.iter("message")
            if m.find("translation").get("type") != "vanished"
        }

    committed = resources.resource_path("translations", "tablekeeper_fr.ts")
    assert messages(fresh) == messages(committed)
    assert resources.resource_path("translations", "tablekeeper_fr.qm").is_file()


def test_the_window_shows_the_projects_icon_at_every_size(qapp, window: MainWindow) -> None:
    ui_app.application()
    try:
        icon = window.windowIcon()
        assert {size.width() for size in icon.availableSizes()} >= {16, 32, 48, 256}
        for size in (16, 256):  # each size is the rendering made for it, not a scaled one
            drawn = icon.pixmap(size, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)
            committed = QImage(str(resources.resource_path("icons", f"tablekeeper-{size}.png")))
            assert drawn == committed.convertToFormat(QImage.Format.Format_ARGB32)
    finally:
        qapp.setWindowIcon(QIcon())


def test_no_argument_opens_the_window_on_the_chosen_database(monkeypatch) -> None:
    calls: list[str | None] = []
    monkeypatch.setattr(ui_app, "run", lambda url, opened: calls.append(url) or 0)
    # Nothing read before the window (tests/ui/test_opening.py), so that the collector is not held off for later tests.
    monkeypatch.setattr(opening, "open_before_window", lambda _url, _game=None: None)
    assert cli.main([]) == 0
    assert cli.main(["--database-url", "club.db"]) == 0
    assert calls == [None, "club.db"]


@pytest.mark.parametrize("size", [(1366, 768)])
def test_the_window_fits_a_small_laptop_screen(window: MainWindow, size) -> None:
    hint = window.minimumSizeHint()
    assert hint.width() <= size[0] and hint.height() <= size[1]


def test_the_window_is_shown_before_the_database_is_opened(qtbot, tmp_path, session) -> None:
    """`tablekeeper` shows an empty table first; the database opens in the background, then the game shows."""
    played_game(session)
    window = MainWindow(GameController())
    qtbot.addWidget(window)
    assert not window.table_actions["ron"].isEnabled()  # nothing to record on yet
    loader = ui_app.ServiceLoader(f"sqlite:///{tmp_path / 'games.db'}")
    with qtbot.waitSignal(loader.loaded, timeout=20_000):
        loader.start()
    ui_app.database_loaded(window, loader.session, loader.view)
    assert window.controller.view is not None and window.history.rowCount() == 4
    assert window.table_actions["ron"].isEnabled()
    window.controller.session.close()


def test_a_file_that_is_not_a_database_is_refused_with_a_sentence(qtbot, tmp_path, errors, monkeypatch) -> None:
    # The application would end: its exit is recorded instead, so that it does not end the loops of later tests.
    exits: list[int] = []
    monkeypatch.setattr(ui_app.QApplication, "exit", exits.append)
    window = MainWindow(GameController())
    qtbot.addWidget(window)
    notes = tmp_path / "notes.db"
    notes.write_text("shopping list\n", encoding="utf-8")
    loader = ui_app.ServiceLoader(str(notes))
    with qtbot.waitSignal(loader.failed, timeout=20_000):
        loader.start()
    ui_app.database_failed(window, loader.sentence)
    assert len(errors) == 1 and errors[0] == loader.sentence
    assert exits == [2]
    assert window.controller.session is None
    assert notes.read_text(encoding="utf-8") == "shopping list\n"  # untouched


def test_the_database_option_before_a_subcommand_is_not_lost(tmp_path, capsys) -> None:
    database = tmp_path / "club.db"
    assert cli.main(["--database-url", str(database), "games"]) == 0
    assert database.is_file()


def test_equal_scores_show_no_difference_and_only_the_clicked_player_is_selected(qtbot, window: MainWindow) -> None:
    new_game(qtbot, window)
    qtbot.mouseClick(window.table.panels[BOB], Qt.MouseButton.LeftButton)
    texts = [panel.difference_label.text() for panel in window.table.panels]
    assert texts == ["±0", "selected", "±0", "±0"]


def test_an_unexpected_error_is_a_message_box_with_a_sentence(errors, capsys) -> None:
    error = RuntimeError("the printer caught fire")
    ui_app._excepthook(RuntimeError, error, None)
    assert errors == ["Something went wrong: the printer caught fire. Nothing was stored."]


def test_ending_the_game_now_opens_the_standings_once(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    window.controller.reopen_latest()
    announced: list[None] = []
    window.controller.game_over.connect(lambda: announced.append(None))
    shortcut(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: isinstance(window.dialog, StandingsDialog) and window.dialog.isVisible())
    QCoreApplication.processEvents()
    assert len(announced) == 1
    assert len([d for d in window.findChildren(StandingsDialog) if d.isVisible()]) == 1


def test_ending_a_game_without_hands_still_shows_its_standings(qtbot, window: MainWindow, session) -> None:
    session.table.create_game(NAMES, preset("club"))
    window.controller.reopen_latest()
    shortcut(qtbot, window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: isinstance(window.dialog, StandingsDialog) and window.dialog.isVisible())
    assert len([d for d in window.findChildren(StandingsDialog) if d.isVisible()]) == 1


def test_the_selection_follows_the_newest_hand_so_e_and_del_act_on_it(qtbot, window: MainWindow, session) -> None:
    played_game(session)
    window.controller.reopen_latest()
    window.history_view.selectRow(0)  # an old hand looked at
    tsumo(qtbot, window, BOB, 3, 30)
    assert window.history.rowCount() == 5
    assert window.selected_hand() is not None and window.selected_hand().number == 5
    # Del now takes back the hand just recorded, not the first one.
    shortcut(qtbot, window, Qt.Key.Key_Delete)
    assert window.history.rowCount() == 4
    assert [hand.number for hand in window.controller.view.hands] == [1, 2, 3, 4]
    assert isinstance(window.controller.view.hands[0].result, Ron)
