"""A game's notes: what tablekeeper says of a game it took in, kept with the game ("The log carries no date: its
+/- scores are written with one decimal... which its own results confirm": the variant of the rules the log's own
results confirm, :mod:`tablekeeper.importers.tenhou_variants`), and shown with it (``tablekeeper show``, the
window's review of the game, its JSON file).

A note is a :class:`~tablekeeper.errors.Phrase`: its template as written in the code (marked for translation) and
its facts, so that it is said in the language of whoever reads it. It is stored as JSON text, a list of
``{"template": ..., "facts": {...}}`` objects; what a stored game or a file holds may be hostile, so a note is read
back only when it is that shape (text at most :data:`MAX_NOTE` long, with the facts it names, of text and whole
numbers), and the notes of any other shape are left out rather than shown.
"""

from __future__ import annotations

import json
import string
from collections.abc import Sequence
from typing import Any

from tablekeeper.errors import Phrase

MAX_NOTES = 20
"""The most notes a game keeps (an import says two at the most today)."""
MAX_NOTE = 1_000
"""The longest a note's template or a fact of it may be."""


def notes_json(notes: Sequence[Phrase]) -> str | None:
    """The notes as stored: JSON text, or None for a game without notes."""
    if not notes:
        return None
    written = [{"template": note.template, "facts": dict(note.facts)} for note in notes[:MAX_NOTES]]
    return json.dumps(written, ensure_ascii=False, separators=(",", ":"))


def notes_of(text: object) -> tuple[Phrase, ...]:
    """The notes stored as ``text`` (:func:`notes_json`); none when there are none, or they are of no known shape."""
    if not isinstance(text, str) or not text:
        return ()
    try:
        data = json.loads(text)
    except ValueError:
        return ()
    if not isinstance(data, list) or len(data) > MAX_NOTES:
        return ()
    notes = [_note(item) for item in data]
    return tuple(note for note in notes if note is not None)


def _note(item: Any) -> Phrase | None:
    if not isinstance(item, dict) or set(item) != {"template", "facts"}:
        return None
    template, facts = item["template"], item["facts"]
    if not isinstance(template, str) or not 0 < len(template) <= MAX_NOTE or not isinstance(facts, dict):
        return None
    if not all(_fact(value) for value in facts.values()) or _fields(template) != set(facts):
        return None
    return Phrase(template, dict(facts))


def _fields(template: str) -> set[str] | None:
    """The facts a template names, None when it is no template (a brace left open)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}
    except ValueError:
        return None


def _fact(value: object) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, str) and len(value) <= MAX_NOTE)
