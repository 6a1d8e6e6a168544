"""A refusal is worded where it is shown, in the language of that edge: two edges in two languages word the same
refusal at the same time, each in its own words (:func:`tablekeeper.words.speaking`, a context of its own, not a
global), with the names the edge gives. The French sentences are the catalogue's own (the .ts file), filled in by
hand here."""

from __future__ import annotations

import dataclasses
import threading
import xml.etree.ElementTree as ET
from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale, QTranslator

from tablekeeper import words
from tablekeeper.errors import TablekeeperError
from tablekeeper.events.seating import seat_random
from tablekeeper.present import refusal
from tablekeeper.resources import resource_path
from tablekeeper.rules.game import declare_riichi, new_game
from tablekeeper.rules.ruleset import preset
from tablekeeper.words import QT_TR_NOOP

NAMES = ("Aki", "Ben", "Chie", "Dai")
FRENCH = QLocale(QLocale.Language.French, QLocale.Country.France)


def _catalogue(source: str) -> str:
    """The French translation the .ts file gives ``source`` (module-level texts are filed under the empty context)."""
    root = ET.parse(resource_path("translations", "tablekeeper_fr.ts")).getroot()
    found = [
        message.findtext("translation") or ""
        for message in root.iter("message")
        if message.findtext("source") == source
    ]
    assert found, source
    return found[0]


@pytest.fixture
def french(qapp: object) -> words.Words:
    """French words as the window speaks them, without installing anything: the compiled catalogue, France's numbers."""
    translator = QTranslator()
    assert translator.load(str(resource_path("translations", "tablekeeper_fr.qm")))

    def translate(text: str) -> str:
        return translator.translate("", text) or text

    return words.Words(
        translate,
        lambda value, signed=False, zero="0": FRENCH.toString(value),
        singular=lambda count: abs(count) <= 1,
    )


def _refused(call: Callable[[], object]) -> TablekeeperError:
    with pytest.raises(TablekeeperError) as refused:
        call()
    return refused.value


def _both_at_once(error: TablekeeperError, french: words.Words, names: tuple[str, ...]) -> tuple[set[str], set[str]]:
    """The refusal worded 200 times in English and in French by two threads that start together."""
    said: dict[str, set[str]] = {"en": set(), "fr": set()}
    start = threading.Barrier(2)

    def edge(language: str, spoken: words.Words) -> None:
        start.wait()
        with words.speaking(spoken):
            for _ in range(200):
                said[language].add(refusal(error, names))

    threads = [
        threading.Thread(target=edge, args=("en", words.ENGLISH)),
        threading.Thread(target=edge, args=("fr", french)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    return said["en"], said["fr"]


def test_two_edges_word_one_refusal_each_in_its_language_at_once(french: words.Words) -> None:
    rules = preset("club")
    state = declare_riichi(new_game(rules), 1, rules)
    error = _refused(lambda: declare_riichi(state, 1, rules))
    english, spoken_french = _both_at_once(error, french, NAMES)
    assert english == {"Ben is already in riichi in this hand."}
    assert spoken_french == {_catalogue("{0} is already in riichi in this hand.").format("Ben")}
    assert spoken_french == {"Ben est déjà en riichi dans cette main."}


def test_points_in_a_refusal_are_written_as_the_edge_writes_numbers(french: words.Words) -> None:
    rules = dataclasses.replace(preset("club"), riichi_needs_deposit=True)
    poor = dataclasses.replace(new_game(rules), scores=(25_000, 900, 25_000, 49_100))
    error = _refused(lambda: declare_riichi(poor, 1, rules))
    english, spoken_french = _both_at_once(error, french, NAMES)
    # Seat 1 has 900 points; a stick is 1,000 (French writes the thousands apart with a narrow no-break space).
    assert english == {"Ben has 900 points and cannot declare riichi: these rules need 1,000 points for the stick."}
    template = _catalogue(
        "{0} has {points} points and cannot declare riichi: these rules need {deposit} points for the stick."
    )
    assert spoken_french == {template.format("Ben", points="900", deposit="1\u202f000")}


def test_without_names_an_edge_calls_the_seats_by_number_in_its_language(french: words.Words) -> None:
    rules = preset("club")
    state = declare_riichi(new_game(rules), 2, rules)
    error = _refused(lambda: declare_riichi(state, 2, rules))
    assert refusal(error) == "Seat 3 is already in riichi in this hand."
    with words.speaking(french):
        seat = _catalogue("Seat {number}").format(number=3)
        assert refusal(error) == _catalogue("{0} is already in riichi in this hand.").format(seat)
    assert refusal(error) == "Seat 3 is already in riichi in this hand."  # the block's words stayed in it


@pytest.mark.parametrize(("players", "english"), [(5, "5 players"), (9, "9 players"), (1, "1 player")])
def test_a_count_is_said_in_the_singular_or_plural_of_the_edge_that_words_it(
    french: words.Words, players: int, english: str
) -> None:
    # 5 players leave 1 seat of a table of four empty (3 are missing); 9 leave 3 (3 missing); 1 leaves 3.
    error = _refused(lambda: seat_random(range(1, players + 1), rounds=1))
    missing = 4 - players % 4
    assert refusal(error) == f"{english} cannot sit at tables of four: add {missing} or seat fillers."
    singular = players <= 1  # French says 0 and 1 in the singular, English 1 only: here both agree
    source = (
        "{count} player cannot sit at tables of four: add {missing} or seat fillers."
        if singular
        else "{count} players cannot sit at tables of four: add {missing} or seat fillers."
    )
    with words.speaking(french):
        assert refusal(error) == _catalogue(source).format(count=players, missing=missing)


def test_zero_is_singular_in_french_and_plural_in_english(french: words.Words) -> None:
    # A refusal of no rounds seated yet: "the event has 0 rounds seated" in English, "0 manche" (singular) in French.
    error = TablekeeperError(
        QT_TR_NOOP("There are no standings after round {round}: the event has {count} round seated."),
        plural=QT_TR_NOOP("There are no standings after round {round}: the event has {count} rounds seated."),
        round=2,
        count=0,
    )
    assert refusal(error) == "There are no standings after round 2: the event has 0 rounds seated."
    with words.speaking(french):
        one = _catalogue("There are no standings after round {round}: the event has {count} round seated.")
        assert refusal(error) == one.format(round=2, count=0)
