"""Translations: the compiled catalogue of the system language, when there is one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from tablekeeper import words
from tablekeeper.resources import resource_path

CATALOGUE = "tablekeeper"
LANGUAGE_KEY = "window/language"
"""The language chosen in the Language menu: "system" (or nothing stored), "en" or "fr"."""
LANGUAGES = ("system", "en", "fr")

_installed: list[QTranslator] = []
"""The translators this module installed, removed when another language is chosen."""


def tr(text: str) -> str:
    """Translate a string said outside a QObject (pyside6-lupdate files module-level tr() calls under "")."""
    return QCoreApplication.translate("", text)


def tr_in(text: str, disambiguation: str) -> str:
    """Translate a string said outside a QObject in one of its senses (``tr("Tenhou", "yaku")``)."""
    return QCoreApplication.translate("", text, disambiguation)


def numbers_locale() -> QLocale:
    """The locale numbers are written in: the player's language's (QLocale's default). A caller that writes many
    numbers at once looks it up once and hands it to :func:`number` and :func:`decimal`."""
    locale = QLocale()
    if locale.language() is QLocale.Language.C:  # no language set: C would drop the thousands separator
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return locale


def decimal(text: str, locale: QLocale | None = None) -> str:
    """A number written with a decimal point ('+6.5'), with the player's language's own ('+6,5' in French)."""
    return text.replace(".", (locale if locale is not None else numbers_locale()).decimalPoint())


def number(value: int, *, signed: bool = False, zero: str = "0", locale: QLocale | None = None) -> str:
    """Points as the player's language writes them (36,300 in English, 36 300 in French); ``signed`` puts
    + or - before them, and ``zero`` is what a signed 0 reads."""
    locale = locale if locale is not None else numbers_locale()
    if not signed:
        return locale.toString(value)
    if value == 0:
        return zero
    return ("+" if value > 0 else "-") + locale.toString(abs(value))


def singular(count: int) -> bool:
    """Whether the player's language says ``count`` things in the singular: French says 0 and 1 so ("0 manche",
    "1 manche"), English 1 only ("0 rounds", "1 round")."""
    if numbers_locale().language() is QLocale.Language.French:
        return abs(count) <= 1
    return words.english_singular(count)


def speak_the_players_language() -> None:
    """Make the presenter's labels (:mod:`tablekeeper.present`) go through Qt's catalogues and QLocale's numbers,
    as the widgets' own strings do; the command line and the exports, which never call this, stay English."""
    words.install(tr, number, tr_in, decimal, singular)


def install_translator(app: QCoreApplication, locale: QLocale | None = None) -> list[QTranslator]:
    """Load `tablekeeper_<lang>.qm` for ``locale`` (the system's by default) and Qt's own catalogue of that
    language (the words of standard buttons: OK, Cancel...); the translators installed, none without ours.
    Those installed before by this function are removed first: one language at a time."""
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
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
    _installed.extend(installed)
    return installed


def chosen_language() -> str:
    """The language chosen in the Language menu (QSettings): "system", "en" or "fr"."""
    value = QSettings().value(LANGUAGE_KEY, "system")
    return value if isinstance(value, str) and value in LANGUAGES else "system"


def language_locale(choice: str) -> QLocale:
    """The locale of a choice of the Language menu: the system's, or English (US) or French (France)."""
    if choice == "en":
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    if choice == "fr":
        return QLocale(QLocale.Language.French, QLocale.Country.France)
    return QLocale.system()


def apply_language(app: QCoreApplication, choice: str | None = None) -> None:
    """Speak ``choice`` (the stored one by default): QLocale's default numbers, Qt's catalogues, the presenter's
    words. Installing or removing a translator sends every widget a LanguageChange event: the window retranslates
    itself then (MainWindow.changeEvent)."""
    locale = language_locale(chosen_language() if choice is None else choice)
    QLocale.setDefault(locale)
    install_translator(app, locale)
    speak_the_players_language()
