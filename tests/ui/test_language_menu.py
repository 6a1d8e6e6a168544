"""The Language menu: French everywhere at once, English back, the choice kept for the next start.

A text is "left in English" when it is one of the catalogue's English sources whose French differs (its
placeholders matching anything), once mnemonics are taken out: names, numbers and romaji never match one.
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QTabWidget,
    QWidget,
)

from tablekeeper import resources
from tablekeeper.rules.results import Ron, Win
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.dialogs.game import NewGameDialog, OpenGameDialog, StandingsDialog
from tablekeeper.ui.dialogs.statistics import StatisticsDialog
from tablekeeper.ui.i18n import LANGUAGE_KEY, apply_language, install_translator, speak_the_players_language
from tablekeeper.ui.main_window import MainWindow
from tests.ui.table_driver import (
    click,
    edit_hand,
    open_game,
    open_hand_mode,
    open_result,
    open_scoring,
    shortcut,
    tile,
)

ALICE, BOB, CAROL, DAVE = range(4)


def _english_patterns() -> list[re.Pattern[str]]:
    """The English sources the French catalogue says otherwise, as patterns; a source that is only
    placeholders and punctuation ("{name}: {value}") would match French too, and is left out."""
    root = ET.parse(resources.resource_path("translations", "tablekeeper_fr.ts")).getroot()
    # A source said the same in French in one of its senses (Tenhou the site, beside Tenhou the yaku) is French too.
    kept = {m.findtext("source") for m in root.iter("message") if m.findtext("translation") == m.findtext("source")}
    patterns = []
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        if source in kept or not re.search(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", source)):
            continue
        parts = re.split(r"\{\w+\}", _plain(source))
        # A placeholder's value has no space at its ends: "{result}; riichi" never matches French's "… ; riichi".
        patterns.append(re.compile(r"(?:\S|\S.*\S)".join(re.escape(part) for part in parts), re.DOTALL))
    return patterns


def _plain(text: str) -> str:
    return html.unescape(text).replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


ENGLISH = _english_patterns()


def visible_texts(widget: QWidget) -> Iterator[str]:
    """Every text a player reads in ``widget`` and its visible children (menus, lists and tables too)."""
    yield widget.windowTitle()
    children = [child for child in widget.findChildren(QWidget) if child.isVisibleTo(widget)]
    for child in [widget, *children]:
        if isinstance(child, QLabel | QAbstractButton):
            yield child.text()
        elif isinstance(child, QGroupBox):
            yield child.title()
        elif isinstance(child, QLineEdit):
            yield child.placeholderText()
        elif isinstance(child, QComboBox):
            yield from (child.itemText(i) for i in range(child.count()))
        elif isinstance(child, QListWidget):
            yield from (child.item(i).text() for i in range(child.count()))
        elif isinstance(child, QTabWidget):
            yield from (child.tabText(i) for i in range(child.count()))
        elif isinstance(child, QTableView) and child.model() is not None:
            model = child.model()
            for column in range(model.columnCount()):
                yield str(model.headerData(column, Qt.Orientation.Horizontal) or "")
                for row in range(model.rowCount()):
                    yield str(model.index(row, column).data() or "")
    if isinstance(widget, MainWindow):
        for menu_action in widget.menuBar().actions():
            yield menu_action.text()
            yield from (action.text() for action in menu_action.menu().actions())


def english_left(widget: QWidget) -> list[str]:
    """The texts of ``widget`` that are English sources of the catalogue."""
    left = []
    for text in visible_texts(widget):
        plain = _plain(text)
        if plain and any(pattern.fullmatch(plain) for pattern in ENGLISH):
            left.append(plain)
    return left


@pytest.fixture
def language():
    """Whatever language a test chooses, the next test starts in English with the default locale."""
    saved = QLocale()
    yield
    install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.English))  # removes ours
    QLocale.setDefault(saved)
    speak_the_players_language()


def choose(window: MainWindow, choice: str) -> None:
    """Click an entry of the Language menu."""
    menu = next(action.menu() for action in window.menuBar().actions() if action.menu().actions()[0].isCheckable())
    action = next(action for action in menu.actions() if action.objectName() == f"language_{choice}")
    action.trigger()


def walk_dialogs(qtbot, window: MainWindow) -> dict[str, list[str]]:
    """Open each dialog as a player does and collect what it leaves in English."""
    found: dict[str, list[str]] = {"window": english_left(window)}

    shortcut(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.dialog, NewGameDialog)
    found["new game"] = english_left(window.dialog)
    window.dialog.reject()

    shortcut(qtbot, window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.dialog, OpenGameDialog)
    found["open"] = english_left(window.dialog)
    window.dialog.reject()

    shortcut(qtbot, window, Qt.Key.Key_F9)
    assert isinstance(window.dialog, StandingsDialog)
    found["standings"] = english_left(window.dialog)
    window.dialog.reject()

    for name, key in (
        ("tsumo", Qt.Key.Key_T),
        ("draw", Qt.Key.Key_D),
        ("abort", Qt.Key.Key_A),
        ("chombo", Qt.Key.Key_C),
    ):
        dialog = open_result(qtbot, window, key)
        found[name] = english_left(dialog)
        dialog.reject()

    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    found["ron"] = english_left(dialog)
    scoring = open_scoring(qtbot, dialog.form.rows[BOB])
    found["scoring, quick mode"] = english_left(scoring)
    hand = open_hand_mode(qtbot, scoring)
    # Closed tanyao: 234m 444s 68p 678s 55p, ron on 7p (a concealed triplet, a closed wait).
    for code in ("2m", "3m", "4m", "4s", "4s", "4s", "6p", "8p", "6s", "7s", "8s", "5p", "5p", "7p"):
        tile(qtbot, hand, code)
    assert hand.value is not None, hand.error_label.text()
    assert hand.yaku_list.count() and hand.fu_list.count() > 2
    found["scoring, hand mode"] = english_left(scoring)
    scoring.reject()
    dialog.reject()

    edit = edit_hand(qtbot, window, 1)
    found["edit"] = english_left(edit)
    edit.reject()

    shortcut(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert isinstance(window.dialog, StatisticsDialog)
    found["statistics"] = english_left(window.dialog)
    window.dialog.reject()
    return found


def test_the_language_menu_turns_every_window_and_dialog_french_and_back(
    qtbot, window: MainWindow, session, language
) -> None:
    open_game(window, session, Ron(CAROL, (Win(BOB, 3, 40),), frozenset({BOB})))
    english = walk_dialogs(qtbot, window)
    # The check can fail: in English every place shows catalogue sources.
    assert all(english.values()), english
    assert "Undo record hand 1" in english["window"]

    choose(window, "fr")
    assert window.language_actions["fr"].isChecked()
    french = walk_dialogs(qtbot, window)
    for place, left in french.items():
        assert left == [], place
    # What the menu and the table say in French, as the catalogue's translator wrote it for these places.
    assert window.table_actions["undo"].text() == "Défaire l'enregistrement de la main 1"
    assert window.history_buttons["undo"].text() == "Défaire"
    assert window.table.round_label.text() == "Est 2"  # Bob's win moved the deal on from East 1

    choose(window, "en")
    assert english_left(window)  # English again, at once
    assert window.table_actions["undo"].text() == "Undo record hand 1"
    assert window.table.round_label.text() == "East 2"


def test_the_hand_mode_names_yaku_and_fu_in_french(qtbot, window: MainWindow, session, language) -> None:
    open_game(window, session)
    choose(window, "fr")
    dialog = open_result(qtbot, window, Qt.Key.Key_R)
    click(qtbot, dialog.form.discarder.buttons[CAROL])
    hand = open_hand_mode(qtbot, open_scoring(qtbot, dialog.form.rows[BOB]))
    for code in ("2m", "3m", "4m", "5p", "6p", "7p", "3s", "4s", "5s", "6s", "7s", "8s", "2p", "2p"):
        tile(qtbot, hand, code)
    yaku = [hand.yaku_list.item(i).text() for i in range(hand.yaku_list.count())]
    fu = [hand.fu_list.item(i).text() for i in range(hand.fu_list.count())]
    # All simples, closed ron on a pair wait: seed 003 names tanyao "Tout Ordinaire", 1 han;
    # fu 20 base + 10 closed ron + 2 single wait = 32, rounded up to 40 (seed 003's fu table).
    assert yaku == ["Tan'yao — Tout Ordinaire\u00a0: 1 han"]
    assert fu == ["Base\u00a0: 20", "Ron fermé\u00a0: 10", "Attente unique\u00a0: 2", "Arrondi\u00a0: 40 fu"]
    dialog.reject()


def test_the_choice_survives_a_restart(qtbot, session, language) -> None:
    first = MainWindow(GameController(session))
    qtbot.addWidget(first)
    choose(first, "fr")
    assert QSettings().value(LANGUAGE_KEY) == "fr"
    first.close()
    # The next start: the application reads the choice before the window is built.
    install_translator(QCoreApplication.instance(), QLocale(QLocale.Language.English))  # English as at a cold start
    assert QCoreApplication.translate("MainWindow", "Hands") == "Hands"
    apply_language(QCoreApplication.instance())  # what ui.app.application() does, with the tests' settings
    second = MainWindow(GameController(session))
    qtbot.addWidget(second)
    assert second.language_actions["fr"].isChecked()
    assert english_left(second) == []
    assert second.table_actions["new"].text() == "&Nouvelle partie…"
