"""Under French, what the window says of a file it refuses to import and of a game damaged in the database is
French: the importers', the service's and the store's sentences are translated templates. The command line, which
installs no translation, keeps them in English (tests/cli)."""

from __future__ import annotations

import ast
import gzip
import json
import re
import sqlite3
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from tablekeeper.resources import resource_path
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session
from tablekeeper.ui import app as ui_app
from tablekeeper.ui.controller import GameController
from tablekeeper.ui.main_window import MainWindow
from tests.tenhou_data import mjlog_files
from tests.ui.file_choice import choose_files
from tests.ui.test_import_games import _exported
from tests.ui.test_labels import french  # noqa: F401  (the fixture)

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.usefixtures("french")


def _import(window: MainWindow, monkeypatch: pytest.MonkeyPatch, paths: list[Path]) -> None:
    """Game ▸ Importer des parties… with ``paths`` chosen in the (mocked) file dialog."""
    choose_files(monkeypatch, *paths)
    monkeypatch.setattr(QMessageBox, "information", lambda *a: QMessageBox.StandardButton.Ok)
    game_menu = window.menuBar().actions()[0].menu()
    (entry,) = [a for a in game_menu.actions() if a.text() == "&Importer des parties…"]
    entry.trigger()


def test_refused_and_damaged_files_are_said_in_french(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
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
    assert parts[:2] == ["Parties importées\u00a0: 1.", "Refusés\u00a0:"]
    assert parts[2] == f"{not_json} n'est pas un fichier JSON, donc pas un enregistrement de partie."
    assert parts[3] == f"{damaged.name} est un fichier gzip endommagé."  # read by name, as the CLI says it
    assert parts[4] == (
        f"{wrong}\u00a0: Cette partie ne peut pas être importée\u00a0: la main 1 (Est 1) donne ici "
        "Aki +7\u202f700, Ben -7\u202f700, Chie +0, Dai +0, mais le fichier indique Aki +0, Ben -1\u202f000, "
        "Chie +1\u202f000, Dai +0."
    )
    assert parts[5].startswith(f"{tenhou} est la partie Tenhou ")
    assert parts[5].endswith("; elle n'a pas été importée une seconde fois.")
    assert ", déjà enregistrée comme partie 1\u202f;" in parts[5]
    assert len(parts) == 6


def _damaged_database(path: Path) -> None:
    """Game 1 (Aki...) and game 2 (Eri...), a draw in each; game 2's riichi list is no list at all."""
    with Session.open(str(path)) as service:
        for names in (["Aki", "Ben", "Chie", "Dai"], ["Eri", "Fumi", "Gen", "Hana"]):
            game = service.table.create_game(names)
            service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({1})))
    connection = sqlite3.connect(path)
    try:
        connection.execute("UPDATE hands SET riichi = 'not a list' WHERE game_id = 2")
        connection.commit()
    finally:
        connection.close()


def test_a_damaged_game_met_at_the_start_is_named_in_french(qtbot, tmp_path: Path, errors: list[str]) -> None:
    path = tmp_path / "games.db"
    _damaged_database(path)
    window = MainWindow(GameController())
    qtbot.addWidget(window)
    loader = ui_app.ServiceLoader(str(path))
    with qtbot.waitSignal(loader.loaded, timeout=20_000):
        loader.start()
    ui_app.database_loaded(window, loader.session, loader.view, loader.sentence)
    assert errors[0] == (
        "La partie 2 est endommagée dans la base de données (main 1\u00a0: sa liste des places en riichi, "
        "'not a list', est illisible)\u202f; elle ne peut être ni affichée ni modifiée. Les autres parties ne sont "
        "pas touchées."
    )
    assert window.controller.view is not None and window.controller.view.players[0] == "Aki"
    window.controller.session.close()


def test_a_damaged_field_of_a_game_file_is_said_in_french(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, _ = _exported(tmp_path)
    data = json.loads(one.read_text(encoding="utf-8"))
    data["players"] = ["Aki", "Ben"]
    damaged = tmp_path / "two players.json"
    damaged.write_text(json.dumps(data), encoding="utf-8")
    _import(window, monkeypatch, [damaged])
    (message,) = errors
    assert message.split("\n\n")[2] == (
        f'{damaged}\u00a0: Ce fichier de partie est endommagé\u00a0: "players" devrait être une liste de trois '
        "ou quatre noms\u202f; rien n'a été importé."
    )
    assert session.library.list_games() == []


def _mjlog_text(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data).decode("utf-8")


def test_a_tenhou_log_that_disagrees_with_itself_or_names_no_tile_is_refused_in_french(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    # The first game of the set: 独歩, PMA, れっどらー氏 and ハセヲ; in Hand 1 (East 1, no honba) 独歩 wins 1,500 by ron
    # from れっどらー氏: the log's own AGARI says sc="250,15,250,0,250,-15,250,0" (hundreds: start, then change).
    text = _mjlog_text(mjlog_files()[0])
    first_win = 'sc="250,15,250,0,250,-15,250,0"'
    assert text.count(first_win) == 1
    disagrees = tmp_path / "disagrees.mjlog"
    disagrees.write_text(text.replace(first_win, 'sc="250,20,250,0,250,-20,250,0"'), encoding="utf-8")
    # Hand 1's first discard by the dealer (<D...>) made tile 140, where Tenhou's ids run from 0 to 135.
    hand_one = text.index("<INIT")
    discard = re.compile(r"<D\d+/>").search(text, hand_one)
    assert discard is not None and discard.start() < text.index("<AGARI")
    no_tile = tmp_path / "no tile.mjlog"
    no_tile.write_text(text[: discard.start()] + "<D140/>" + text[discard.end() :], encoding="utf-8")

    _import(window, monkeypatch, [disagrees, no_tile])

    (message,) = errors
    parts = message.split("\n\n")
    assert parts[:2] == ["Parties importées\u00a0: 0.", "Refusés\u00a0:"]
    assert parts[2] == (
        "disagrees.mjlog ne peut pas être importé\u00a0: dans la main 1 (Est 1-0), le journal donne "
        "独歩 +2\u202f000, PMA +0, れっどらー氏 -2\u202f000, ハセヲ +0, mais la main telle qu'enregistrée donne "
        "独歩 +1\u202f500, PMA +0, れっどらー氏 -1\u202f500, ハセヲ +0."
    )
    assert parts[3] == "no tile.mjlog ne peut pas être importé\u00a0: dans la main 1, <D140> ne désigne aucune tuile."
    assert len(parts) == 4
    assert session.library.list_games() == []


def _templates(module: Path) -> list[tuple[str, str | None]]:
    """Every ``tr("...")`` and ``QT_TR_NOOP("...")`` of a module (with its disambiguation), read from its code."""
    found = []
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("tr", "QT_TR_NOOP"):
            texts = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            assert len(texts) == len(node.args), ast.unparse(node)  # only literal templates: lupdate lists them
            found.append((texts[0], texts[1] if len(texts) > 1 else None))
    return found


REFUSING = ("UnreadableRecord", "RecordDisagrees", "FieldRefused")
TENHOU_IMPORTER = ("tenhou.py", "tenhou_game.py", "tenhou_rules.py", "mjlog.py", "tenhou_json.py", "replay_check.py")
"""The modules of the Tenhou importer (the file told apart, the game's shapes, the rules by date, the two readers,
the replay check)."""


def _english_sentences(module: Path) -> list[str]:
    """The sentences of refusals (and of need()'s wants) written straight in English, not through tr()."""
    left = []
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        said = node.args[:1] if node.func.id in REFUSING else node.args[1:2] if node.func.id == "need" else []
        left += [ast.unparse(a) for a in said if isinstance(a, ast.Constant | ast.JoinedStr)]
    return left


def test_every_sentence_of_the_tenhou_importer_is_translated_into_french(qapp) -> None:
    modules = [ROOT / "tablekeeper" / "importers" / name for name in TENHOU_IMPORTER]
    assert [_english_sentences(m) for m in modules] == [[] for _ in modules]
    templates = [t for m in modules for t in _templates(m)]
    assert len(templates) > 60  # the 72 of these modules, and a few said more than once
    catalogue = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    entries = {(m.findtext("source"), m.findtext("comment")): m.find("translation") for m in catalogue.iter("message")}
    for source, sense in templates:
        entry = entries[(source, sense)]
        assert entry.get("type") is None and entry.text, source
        said = QCoreApplication.translate("", source, sense)
        assert said == entry.text  # the compiled catalogue says it
        # Every source with English words in it reads otherwise in French (a bare "{0}" or "line" would not).
        assert said != source or not re.search(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}|<\w+>|\"\w+\"", "", source)), source


def test_a_game_stored_already_is_said_in_french(
    qtbot, window: MainWindow, session: Session, errors: list[str], tmp_path: Path, monkeypatch
) -> None:
    one, _ = _exported(tmp_path)
    _import(window, monkeypatch, [one, one])
    (message,) = errors
    parts = message.split("\n\n")
    assert parts[:2] == ["Parties importées\u00a0: 1.", "Refusés\u00a0:"]
    assert parts[2].startswith(
        f"{one}\u00a0: Cette partie est déjà enregistrée comme la partie 1 «\u202fMonday\u202f» du "
    )
    assert parts[2].endswith(
        " avec Aki, Ben, Chie, Dai, telle que le fichier la donne\u202f; elle n'a pas été importée une seconde fois."
    )
    assert len(session.library.list_games()) == 1
