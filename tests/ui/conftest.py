"""UI test fixtures: a session on a temporary SQLite file, QSettings in a temporary folder, the window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QMessageBox

from tablekeeper.service import Session


@pytest.fixture(autouse=True)
def settings_folder(tmp_path: Path, qapp) -> Path:
    """QSettings of the test go to a temporary folder."""
    folder = tmp_path / "settings"
    QCoreApplication.setOrganizationName("tablekeeper-tests")
    QCoreApplication.setApplicationName("tablekeeper-tests")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    return folder


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    with Session.open(f"sqlite:///{tmp_path / 'games.db'}") as opened:
        yield opened


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The sentences the window would show in message boxes (the boxes themselves are never opened)."""
    shown: list[str] = []

    def record(_parent: object, _title: str, sentence: str, *_args: object) -> QMessageBox.StandardButton:
        shown.append(sentence)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    return shown


@pytest.fixture
def window(qtbot, session: Session):
    """The table window on the temporary database, shown at the size of a small laptop screen."""
    from tablekeeper.ui.controller import GameController
    from tablekeeper.ui.main_window import MainWindow

    main = MainWindow(GameController(session))
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    return main


@pytest.fixture(params=["fr", "en"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """The window's language, French then English, as the Language menu sets it (its numbers, its catalogue, the
    presenter's words); English again afterwards."""
    from tablekeeper.ui.i18n import apply_language

    saved = QLocale()
    app = QCoreApplication.instance()
    apply_language(app, request.param)
    yield request.param
    apply_language(app, "en")
    QLocale.setDefault(saved)
