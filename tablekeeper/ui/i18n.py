"""Translations: the compiled catalogue of the system language, when there is one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tablekeeper import words
from tablekeeper.resources import resource_path

CATALOGUE = "tablekeeper"


def tr(text: str) -> str:
    """Translate a string said outside a QObject (pyside6-lupdate files module-level tr() calls under "")."""
    return QCoreApplication.translate("", text)


def _locale() -> QLocale:
    locale = QLocale()
    if locale.language() is QLocale.Language.C:  # no language set: C would drop the thousands separator
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def decimal(text: str) -> str:
    """A number written with a decimal point ('+6.5'), with the player's language's own ('+6,5' in French)."""
    return text.replace(".", _locale().decimalPoint())


def number(value: int, *, signed: bool = False, zero: str = "0") -> str:
    """Points as the player's language writes them (36,300 in English, 36 300 in French); ``signed`` puts
    + or - before them, and ``zero`` is what a signed 0 reads."""
    locale = _locale()
    if not signed:
        return locale.toString(value)
    if value == 0:
        return zero
    return ("+" if value > 0 else "-") + locale.toString(abs(value))


def speak_the_players_language() -> None:
    """Make the presenter's labels (:mod:`tablekeeper.present`) go through Qt's catalogues and QLocale's numbers,
    as the widgets' own strings do; the command line and the exports, which never call this, stay English."""
    words.install(tr, number)


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
