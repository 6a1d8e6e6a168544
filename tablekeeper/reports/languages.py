"""The words of a language without a window, from the catalogue the window reads: each request of the venue in the
phone's language (its ``Accept-Language``, or the one chosen on the page; one process serves English and French at
once, each request in its own: :func:`tablekeeper.words.speaking`), and the site in the language asked."""

from __future__ import annotations

import threading
from functools import cache

from PySide6.QtCore import QLocale, QTranslator

from tablekeeper import words
from tablekeeper.resources import resource_path

LANGUAGES = ("en", "fr")
"""The languages of the pages: the first is said when a phone asks for none of them."""

_lock = threading.Lock()


def chosen(asked: str | None, accept: str | None) -> str:
    """The language of a request: ``asked`` on the page when it is one of ours, else the first of the phone's own
    (``Accept-Language``) that is, else English."""
    if asked in LANGUAGES:
        return asked
    for part in (accept or "").split(",")[:20]:
        tag = part.split(";")[0].strip().lower()[:2]
        if tag in LANGUAGES:
            return tag
    return LANGUAGES[0]


@cache
def words_of(language: str) -> words.Words:
    """The words of ``language``: English as written in the code, French from the compiled catalogue."""
    if language != "fr":
        return words.ENGLISH
    translator = QTranslator()
    if not translator.load(str(resource_path("translations", "tablekeeper_fr.qm"))):
        return words.ENGLISH
    locale = QLocale(QLocale.Language.French, QLocale.Country.France)

    def translate(text: str) -> str:
        with _lock:  # one catalogue for every thread of the server
            return translator.translate("", text) or text

    def translate_in(text: str, disambiguation: str) -> str:
        with _lock:
            return translator.translate("", text, disambiguation) or text

    def number(value: int, *, signed: bool = False, zero: str = "0") -> str:
        if not signed:
            return locale.toString(value)
        if value == 0:
            return zero
        return ("+" if value > 0 else "-") + locale.toString(abs(value))

    return words.Words(
        translate,
        number,
        translate_in=translate_in,
        decimal=lambda text: text.replace(".", ","),
        singular=lambda count: abs(count) <= 1,
    )
