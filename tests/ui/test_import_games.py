"""Game ▸ Import games…: several files chosen at once (game files, a file of many games, Tenhou records), each
imported on its own through the service; then how many games came in, and each refusal's sentence."""

from __future__ import annotations

import gzip
import json
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tablekeeper.cli import main
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Win
from tablekeeper.session import TableSession
from tablekeeper.ui.main_window import MainWindow
from tests.tenhou_data import json_files, mjlog_files


def _choose(monkeypatch: pytest.MonkeyPatch, paths: list[Path]) -> None:
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileNames", lambda *a, **k: ([str(p) for p in paths], ""))


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
    with TableSession.open(url) as service:
        first = service.create_game(["Aki", "Ben", "Chie", "Dai"], title="Monday", started_at=datetime(2025, 3, 3))
        service.record(first.id, Ron(1, (Win(0, 3, 40),)))
        service.record(first.id, ExhaustiveDraw(tenpai=frozenset({3})))
        service.create_game(["Eri", "Fumi", "Gen", "Hana"], title="Tuesday", started_at=datetime(2025, 3, 4))
        one = tmp_path / "monday.json"
        one.write_text(json.dumps(service.export(first.id)), encoding="utf-8")
    many = tmp_path / "club.json"
    assert main(["export", "--all", "--format", "json", "-o", str(many), "--database-url", url]) == 0
    return one, many


def test_chosen_files_of_every_kind_come_in_and_the_window_says_how_many(
    qtbot, window: MainWindow, session: TableSession, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, many = _exported(tmp_path)
    packed = mjlog_files()[0]  # gzipped, as Tenhou serves them
    plain = tmp_path / mjlog_files()[1].name  # the same kind of record, unpacked
    plain.write_bytes(gzip.decompress(mjlog_files()[1].read_bytes()))
    tenhou_json = json_files()[0]
    _choose(monkeypatch, [one, many, plain, packed, tenhou_json])
    notices = _notices(monkeypatch)

    _import_entry(window).trigger()

    assert errors == []
    assert notices == ["Games imported: 6."]  # one, two, and three Tenhou games
    titles = [g.title for g in session.list_games(limit=None)]
    assert sorted(titles).count("Monday") == 2 and titles.count("Tuesday") == 1
    assert sum(t.startswith("Tenhou ") for t in titles) == 3


def test_each_refusal_is_said_and_the_other_files_still_come_in(
    qtbot, window: MainWindow, session: TableSession, errors: list[str], tmp_path: Path, monkeypatch
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
    assert parts[2] == f"{broken} is not a JSON file, so not a game record."
    assert parts[3].startswith(f"{tenhou} is Tenhou game ") and "already stored as game" in parts[3]
    assert len(parts) == 4
    assert len(session.list_games(limit=None)) == 2


def test_nothing_chosen_imports_nothing(qtbot, window: MainWindow, session, errors, monkeypatch) -> None:
    _choose(monkeypatch, [])
    notices = _notices(monkeypatch)
    _import_entry(window).trigger()
    assert (notices, errors, session.list_games()) == ([], [], [])
