"""French typography in the compiled French catalogue: a non-breaking space (U+00A0) before ":", a narrow one
(U+202F) before ";", "?" and "!" and inside « guillemets », so that a wrapped label never starts a line with ":"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from PySide6.QtCore import QTranslator

from tablekeeper.resources import resource_path
from tools.french_spacing import spaced

PLAIN_SPACE = re.compile(r" [:;?!»]|« ")


def _compiled() -> list[tuple[str, str]]:
    """Each source of the French catalogue and what the compiled .qm says for it."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "tablekeeper_fr.qm")))
    root = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    said = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            said.append((source, translator.translate(name, source, message.findtext("comment"))))
    return said


def test_no_french_translation_has_a_plain_space_before_its_punctuation(qapp) -> None:
    compiled = _compiled()
    assert len(compiled) > 800 and all(french for _, french in compiled)  # every message came out of the .qm
    assert [french for _, french in compiled if PLAIN_SPACE.search(french)] == []
    spaced_colons = [french for _, french in compiled if "\u00a0:" in french]
    assert len(spaced_colons) > 100  # the rule is kept, not dodged by dropping the space
    # One space before a colon everywhere (the no-break space of tools/french_spacing.py), not a narrow one here
    # and there: a sheet and the window side by side read alike.
    assert [french for _, french in compiled if "\u202f:" in french] == []
    assert "Parties importées\u00a0: {count}." in {french for _, french in compiled}
    assert "Qui était tenpai\u202f?" in {french for _, french in compiled}


def test_the_spacing_script_fixes_a_plain_space_and_leaves_the_rest() -> None:
    raw = "Règles : {rules} ; sûr ? oui ! sa « version », n&apos;est pas 10:00 (*.json);;Tous"
    assert spaced(raw) == (
        "Règles&#xa0;: {rules}&#x202f;; sûr&#x202f;? oui&#x202f;! sa «&#x202f;version&#x202f;», "
        "n&apos;est pas 10:00 (*.json);;Tous"
    )
