"""Translations: the compiled catalogue of the system language, when there is one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tablekeeper.ui.resources import resource_path

CATALOGUE = "tablekeeper"


def tr(text: str) -> str:
    """Translate a string said outside a QObject (pyside6-lupdate files module-level tr() calls under "")."""
    return QCoreApplication.translate("", text)


def install_translator(app: QCoreApplication, locale: QLocale | None = None) -> QTranslator | None:
    """Load `tablekeeper_<lang>.qm` for ``locale`` (the system's by default); None when there is none."""
    translator = QTranslator(app)
    folder = str(resource_path("translations"))
    if not translator.load(locale or QLocale(), CATALOGUE, "_", folder):
        return None
    app.installTranslator(translator)
    return translator
