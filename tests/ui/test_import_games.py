"""Game ▸ Import games…: several files chosen at once (game files, a file of many games, Tenhou records), each
imported on its own through the service; then how many games came in, and each refusal's sentence."""

from __future__ import annotations

import gzip
import json
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tablekeeper.cli import main
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.service import Session
from tablekeeper.ui.main_window import MainWindow
from tests.tenhou_data import json_files, mjlog_files, tenhou_folder
from tests.ui.file_choice import choose_files


def _choose(monkeypatch: pytest.MonkeyPatch, paths: list[Path]) -> None:
    choose_files(monkeypatch, *paths)


def _notices(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def record(_parent: object, _title: str, sentence: str, *_args: object) -> QMessageBox.StandardButton:
        shown.append(sentence)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "information", record)
    return shown


def _import_entry(window: MainWindow):
    game_menu = window.menuBar().actions()[0].menu()
    (entry,) = [a for a in game_menu.actions() if a.text() == "&Import games…"]
    return entry


def _exported(tmp_path: Path) -> tuple[Path, Path]:
    """A one-game file (two hands) and a file of two games, from another club's database."""
    url = f"sqlite:///{tmp_path / 'other.db'}"
    with Session.open(url) as service:
        first = service.table.create_game(
            ["Aki", "Ben", "Chie", "Dai"], title="Monday", started_at=datetime(2025, 3, 3)
        )
        service.table.record(first.id, Ron(1, (Win(0, 3, 40),)))
        service.table.record(first.id, ExhaustiveDraw(tenpai=frozenset({3})))
        service.table.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4))
        one = tmp_path / "monday.json"
        one.write_text(json.dumps(service.transfer.export(first.id)), encoding="utf-8")
    many = tmp_path / "club.json"
    assert main(["export", "--all", "--format", "json", "-o", str(many), "--database-url", url]) == 0
    return one, many


def test_chosen_files_of_every_kind_come_in_and_the_window_says_how_many(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, many = _exported(tmp_path)
    packed = mjlog_files()[0]  # gzipped, as Tenhou serves them
    plain = tmp_path / mjlog_files()[1].name  # the same kind of record, unpacked
    plain.write_bytes(gzip.decompress(mjlog_files()[1].read_bytes()))
    tenhou_json = json_files()[0]
    _choose(monkeypatch, [one, many, plain, packed, tenhou_json])
    notices = _notices(monkeypatch)

    _import_entry(window).trigger()

    assert notices == []
    titles = [g.title for g in session.library.list_games(limit=None)]
    # Monday is in both files: the same game, stored once.
    assert titles.count("Monday") == 1 and titles.count("Tuesday") == 1
    assert sum(t.startswith("Tenhou ") for t in titles) == 3
    (message,) = errors
    assert message.split("\n\n")[:2] == ["Games imported: 5.", "Refused:"]
    assert message.split("\n\n")[2].startswith(f"{many}, game 1 of 2: This game is already stored as game 1 “Monday”")
    # The new games are shown at once in the games browser, and only they, with how many came in.
    browser = window.browser
    qtbot.waitExposed(browser)
    assert browser.only_label.text() == "Games imported: 5. They are listed here."  # one, one more, three Tenhou games
    listed = sorted(game.summary.title for game in browser.model.games)
    assert listed == sorted(titles)


def test_each_refusal_is_said_and_the_other_files_still_come_in(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, _ = _exported(tmp_path)
    tenhou = mjlog_files()[0]
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "tablekeeper-game", "version": 1', encoding="utf-8")
    _choose(monkeypatch, [tenhou, broken, one, tenhou])
    notices = _notices(monkeypatch)

    _import_entry(window).trigger()

    assert notices == []
    (message,) = errors
    parts = message.split("\n\n")
    assert parts[:2] == ["Games imported: 2.", "Refused:"]
    assert {game.summary.id for game in window.browser.model.games} == {g.id for g in session.library.list_games()}
    assert parts[2] == f"{broken} is not a JSON file, so not a game record."
    assert parts[3].startswith(f"{tenhou} is Tenhou game ") and "already stored as game" in parts[3]
    assert len(parts) == 4
    assert len(session.library.list_games(limit=None)) == 2


def test_nothing_chosen_imports_nothing(qtbot, window: MainWindow, session, errors, monkeypatch) -> None:
    _choose(monkeypatch, [])
    notices = _notices(monkeypatch)
    _import_entry(window).trigger()
    assert (notices, errors, session.library.list_games()) == ([], [], [])


def test_the_browser_lists_only_the_games_just_imported_until_asked_for_all(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    # Games already kept, played later than the ones imported (a Tenhou game of years ago would be far down).
    for day in range(60):
        session.table.create_game(
            ["Ivo", "Jun", "Kei", "Lou"], title=f"Club night {day}", started_at=datetime(2026, 1, 1)
        )
    _choose(monkeypatch, [mjlog_files()[0]])
    _import_entry(window).trigger()
    browser = window.browser
    qtbot.waitExposed(browser)
    assert [game.summary.title[:7] for game in browser.model.games] == ["Tenhou "]
    assert browser.show_all_button.isVisible()
    qtbot.mouseClick(browser.show_all_button, Qt.MouseButton.LeftButton)
    assert not browser.only_label.isVisible() and not browser.show_all_button.isVisible()
    assert browser.model.rowCount() == 50  # the first page of all 61 games, the latest first
    assert browser.model.games[0].summary.title.startswith("Club night")
    assert errors == []


def _answer(monkeypatch: pytest.MonkeyPatch, button: str) -> list[str]:
    """Each question the window asks, answered with the button of that text; the questions asked."""
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        (chosen,) = [b for b in box.buttons() if b.text() == button]
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


def _played_on(tmp_path: Path) -> tuple[Path, Path]:
    """Monday's file after its first hand, and after its second (the same game, played on)."""
    url = f"sqlite:///{tmp_path / 'laptop.db'}"
    with Session.open(url) as service:
        game = service.table.create_game(["Aki", "Ben", "Chie", "Dai"], title="Monday", started_at=datetime(2025, 3, 3))
        service.table.record(game.id, Ron(1, (Win(0, 3, 40),)))
        early = tmp_path / "early.json"
        early.write_text(json.dumps(service.transfer.export(game.id)), encoding="utf-8")
        service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({3})))
        later = tmp_path / "later.json"
        later.write_text(json.dumps(service.transfer.export(game.id)), encoding="utf-8")
    return early, later


@pytest.mark.parametrize("button", ["&Replace", "&Keep the stored game"])
def test_a_game_stored_already_and_changed_since_is_replaced_only_when_the_player_says_so(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch, button: str
) -> None:
    early, later = _played_on(tmp_path)
    game_id = session.transfer.import_file(early).ids[0]
    window.controller.open_game(game_id)  # at the table
    _choose(monkeypatch, [later])
    notices = _notices(monkeypatch)
    asked = _answer(monkeypatch, button)

    _import_entry(window).trigger()

    (question,) = asked
    assert question.startswith(f"{later}: This game is already stored as game {game_id} “Monday” of ")
    assert "the file's version is newer (2 changes; the stored one, 1)." in question
    assert question.endswith("Replace the stored game by the file's version?")
    assert errors == []
    assert len(session.library.list_games(limit=None)) == 1
    hands = 2 if button == "&Replace" else 1
    assert len(session.table.game(game_id).hands) == hands
    assert len(window.controller.view.hands) == hands  # the table shows the game as it is stored
    if button == "&Replace":
        qtbot.waitExposed(window.browser)
        assert window.browser.only_label.text() == "Games imported: 1. They are listed here."
    else:
        assert notices == ["Games imported: 0."]


def test_the_window_takes_every_kind_of_record_the_command_line_takes(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, _ = _exported(tmp_path)
    soul = sorted((tenhou_folder().parent / "mahjongsoul").glob("*/*.json"))  # its own record, tensoul, 3p
    assert len(soul) == 5
    chosen = [one, mjlog_files()[0], json_files()[0], *soul]
    url = f"sqlite:///{tmp_path / 'command line.db'}"
    Session.open(url).close()
    assert main(["import", "--database-url", url, *map(str, chosen)]) == 0  # the command line takes them all
    with Session.open(url, write=False) as other:
        by_command = sorted(g.title for g in other.library.list_games(limit=None))
    _choose(monkeypatch, chosen)
    notices = _notices(monkeypatch)

    _import_entry(window).trigger()

    assert notices == []
    titles = sorted(g.title for g in session.library.list_games(limit=None))
    assert titles == by_command
    assert sum(t.startswith("Mahjong Soul ") for t in titles) == len(soul)
    assert errors == []
    qtbot.waitExposed(window.browser)
    assert window.browser.only_label.text() == f"Games imported: {len(chosen)}. They are listed here."
