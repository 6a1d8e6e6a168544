"""French words as the window speaks them, for a refusal raised by the rules in English and worded later in French;
the expected sentences are the catalogue's own (the .ts file), filled in by hand."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from PySide6.QtCore import QLocale, QTranslator

from tablekeeper import words
from tablekeeper.resources import resource_path

FRANCE = QLocale(QLocale.Language.French, QLocale.Country.France)


def catalogue(source: str) -> str:
    """The French translation the .ts file gives ``source``."""
    root = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    found = [m.findtext("translation") or "" for m in root.iter("message") if m.findtext("source") == source]
    assert found, source
    return found[0]


def french_words() -> words.Words:
    """The compiled French catalogue and France's numbers, installed nowhere (needs a QApplication: ``qapp``)."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "tablekeeper_fr.qm")))

    def translate(text: str) -> str:
        return translator.translate("", text) or text

    return words.Words(
        translate,
        lambda value, signed=False, zero="0": FRANCE.toString(value),
        singular=lambda count: abs(count) <= 1,
    )
