"""Translations: the compiled catalogue of the system language, when there is one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tablekeeper.ui.resources import resource_path

CATALOGUE = "tablekeeper"


def tr(text: str) -> str:
    """Translate a string said outside a QObject (pyside6-lupdate files module-level tr() calls under "")."""
    return QCoreApplication.translate("", text)


def install_translator(app: QCoreApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load `tablekeeper_<lang>.qm` for ``locale`` (the system's by default) and Qt's own catalogue of that
    language (the words of standard buttons: OK, Cancel...); the translators installed, none without ours."""
    locale = locale or QLocale()
    ours = QTranslator(app)
    if not ours.load(locale, CATALOGUE, "_", str(resource_path("translations"))):
        return []
    installed = [ours]
    qt_words = QTranslator(app)
    if qt_words.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        installed.append(qt_words)
    for translator in installed:
        app.installTranslator(translator)
    return installed
