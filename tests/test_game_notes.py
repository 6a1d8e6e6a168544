"""A game's notes as stored (tablekeeper.game_notes): written as JSON and read back, and what is of no note's shape
(a hostile or damaged database's text) left out rather than shown or raised."""

from __future__ import annotations

import json

import pytest

from tablekeeper.errors import Phrase
from tablekeeper.game_notes import MAX_NOTE, MAX_NOTES, notes_json, notes_of


def test_notes_are_kept_with_their_facts_and_a_game_without_notes_stores_none() -> None:
    notes = (Phrase("The log carries no date."), Phrase("Hand {number} of {name}.", {"number": 3, "name": "x"}))
    assert notes_of(notes_json(notes)) == notes
    assert notes_json(()) is None
    assert notes_of(None) == ()


@pytest.mark.parametrize(
    "text",
    [
        "not JSON",
        json.dumps({"template": "a", "facts": {}}),  # one note, not a list of them
        json.dumps([{"template": "a"}]),  # no facts
        json.dumps([{"template": "a", "facts": {}, "more": 1}]),
        json.dumps([{"template": "", "facts": {}}]),
        json.dumps([{"template": "x" * (MAX_NOTE + 1), "facts": {}}]),
        json.dumps([{"template": "Hand {number}.", "facts": {}}]),  # a fact it names is missing: it cannot be said
        json.dumps([{"template": "Hand.", "facts": {"number": 3}}]),  # a fact it does not name
        json.dumps([{"template": "Hand {number}.", "facts": {"number": [3]}}]),
        json.dumps([{"template": "Hand {number}.", "facts": {"number": True}}]),
        json.dumps([{"template": "Hand {.", "facts": {}}]),  # a brace left open
        json.dumps([{"template": "a", "facts": {}}] * (MAX_NOTES + 1)),
    ],
)
def test_stored_notes_of_no_notes_shape_are_left_out(text: str) -> None:
    assert notes_of(text) == ()


def test_a_note_of_no_shape_is_left_out_beside_those_that_are() -> None:
    text = json.dumps([{"template": "Kept.", "facts": {}}, {"template": 3, "facts": {}}])
    assert notes_of(text) == (Phrase("Kept."),)
