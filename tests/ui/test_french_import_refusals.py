"""Under French, what the window says of a file it refuses to import and of a game damaged in the database is
French: the importers', the service's and the store's sentences are translated templates. The command line, which
installs no translation, keeps them in English (tests/cli)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.session import TableSession
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.controller import TableController
from tablekeeper.ui.main_window import MainWindow
from tests.tenhou_data import mjlog_files
from tests.ui.test_import_games import _exported
from tests.ui.test_labels import french  # noqa: F401  (the fixture)

pytestmark = pytest.mark.usefixtures("french")


def _import(window: MainWindow, monkeypatch: pytest.MonkeyPatch, paths: list[Path]) -> None:
    """Game ▸ Importer des parties… with ``paths`` chosen in the (mocked) file dialog."""
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileNames", lambda *a, **k: ([str(p) for p in paths], ""))
    monkeypatch.setattr(QMessageBox, "information", lambda *a: QMessageBox.StandardButton.Ok)
    game_menu = window.menuBar().actions()[0].menu()
    (entry,) = [a for a in game_menu.actions() if a.text() == "&Importer des parties…"]
    entry.trigger()


def test_refused_and_damaged_files_are_said_in_french(
    qtbot, window: MainWindow, session: TableSession, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    # Aki, Ben, Chie, Dai: Aki deals and wins 3 han 40 fu by ron from Ben, 7,700 to a dealer (seed 003), then a draw.
    one, _ = _exported(tmp_path)
    tenhou = mjlog_files()[0]
    not_json = tmp_path / "notes.json"
    not_json.write_text('{"format": "tablekeeper-game", "version": 1', encoding="utf-8")
    damaged = tmp_path / "damaged.mjlog.gz"
    damaged.write_bytes(b"\x1f\x8b\x08\x00" + b"\x00" * 40)  # a gzip header, then nothing that unpacks
    wrong = tmp_path / "wrong.json"
    data = json.loads(one.read_text(encoding="utf-8"))
    data["hands"][0]["deltas"] = [0, -1000, 1000, 0]  # the file claims 1,000 paid by Ben to Chie
    wrong.write_text(json.dumps(data), encoding="utf-8")

    _import(window, monkeypatch, [tenhou, not_json, damaged, wrong, tenhou])

    (message,) = errors
    parts = message.split("\n\n")
    assert parts[:2] == ["Parties importées : 1.", "Refusés :"]
    assert parts[2] == f"{not_json} n'est pas un fichier JSON, donc pas un enregistrement de partie."
    assert parts[3] == f"{damaged.name} est un fichier gzip endommagé."  # read by name, as the CLI says it
    assert parts[4] == (
        f"{wrong} : Cette partie ne peut pas être importée : la main 1 (Est 1) donne ici "
        "Aki +7\u202f700, Ben -7\u202f700, Chie +0, Dai +0, mais le fichier indique Aki +0, Ben -1\u202f000, "
        "Chie +1\u202f000, Dai +0."
    )
    assert parts[5].startswith(f"{tenhou} est la partie Tenhou ")
    assert parts[5].endswith("; elle n'a pas été importée une seconde fois.")
    assert ", déjà enregistrée comme partie 1 ;" in parts[5]
    assert len(parts) == 6


def _damaged_database(path: Path) -> None:
    """Game 1 (Aki...) and game 2 (Eri...), a draw in each; game 2's riichi list is no list at all."""
    with TableSession.open(str(path)) as service:
        for names in (["Aki", "Ben", "Chie", "Dai"], ["Eri", "Fumi", "Gen", "Hana"]):
            game = service.create_game(names)
            service.record(game.id, ExhaustiveDraw(tenpai=frozenset({1})))
    connection = sqlite3.connect(path)
    try:
        connection.execute("UPDATE hands SET riichi = 'not a list' WHERE game_id = 2")
        connection.commit()
    finally:
        connection.close()


def test_a_damaged_game_met_at_the_start_is_named_in_french(qtbot, tmp_path: Path, errors: list[str]) -> None:
    path = tmp_path / "games.db"
    _damaged_database(path)
    window = MainWindow(TableController())
    qtbot.addWidget(window)
    loader = ui_app.ServiceLoader(str(path))
    with qtbot.waitSignal(loader.loaded, timeout=20_000):
        loader.start()
    ui_app.database_loaded(window, loader.session, loader.view, loader.sentence)
    assert errors[0] == (
        "La partie 2 est endommagée dans la base de données (main 1 : sa liste des places en riichi, "
        "'not a list', est illisible) ; elle ne peut être ni affichée ni modifiée. Les autres parties ne sont "
        "pas touchées."
    )
    assert window.controller.view is not None and window.controller.view.players[0] == "Aki"
    window.controller.session.close()


def test_a_damaged_field_of_a_game_file_is_said_in_french(
    qtbot, window: MainWindow, session: TableSession, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, _ = _exported(tmp_path)
    data = json.loads(one.read_text(encoding="utf-8"))
    data["players"] = ["Aki", "Ben"]
    damaged = tmp_path / "two players.json"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    _import(window, monkeypatch, [damaged])
    (message,) = errors
    assert message.split("\n\n")[2] == (
        f'{damaged} : Ce fichier de partie est endommagé : "players" devrait être une liste de quatre noms ; '
        "rien n'a été importé."
    )
    assert session.list_games() == []
