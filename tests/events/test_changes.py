"""The organiser's changes as functions of the record: what each changes, and each refusal (a sentence, the record
given left as it was)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tablekeeper.events import changes, images
from tablekeeper.events.changes import NewEntrant
from tablekeeper.events.errors import (
    EventError,
    PenaltyRefused,
    PlayersRefused,
    SeatingRefused,
    SubstitutionRefused,
    UndoRefused,
)
from tablekeeper.events.model import (
    Entrant,
    EventRecord,
    PaperResult,
    Penalty,
    RoundSeating,
    SubstituteRule,
    Substitution,
    TableSeating,
)
from tablekeeper.rules.ruleset import RuleSet

NAMES = ["Aki", "Ben", "Chie", "Dai", "Emi", "Fumi", "Goro", "Hana"]


def _event(count: int = 8) -> EventRecord:
    return changes.create("Cup", RuleSet(), [NewEntrant(n) for n in NAMES[:count]])


def _seated(record: EventRecord, rounds: int = 2) -> EventRecord:
    """Rounds seated by hand: round r has 1-2-3-4 and 5-6-7-8, turned so that each round differs."""
    seated = tuple(
        RoundSeating(
            r,
            (
                TableSeating(1, (1, 2, 3, 4) if r % 2 else (1, 5, 2, 6)),
                TableSeating(2, (5, 6, 7, 8) if r % 2 else (3, 7, 4, 8)),
            ),
        )
        for r in range(1, rounds + 1)
    )
    return replace(record, rounds=seated)


def test_create_numbers_the_players_in_order_and_spaces_their_names() -> None:
    event = changes.create(
        " Spring  Cup ",
        RuleSet(),
        [NewEntrant(" Aki  Sato "), NewEntrant("Ben", "04100001", "FR"), *map(NewEntrant, "CD")],
    )
    assert event.title == "Spring Cup"
    assert [(e.number, e.name) for e in event.entrants] == [(1, "Aki Sato"), (2, "Ben"), (3, "C"), (4, "D")]
    assert (event.entrants[1].ema, event.entrants[1].country) == ("04100001", "FR")
    assert event.substitute_rule is SubstituteRule.FIXED


@pytest.mark.parametrize(
    ("names", "said"),
    [
        (["Aki", "Ben", "Chie"], "at least 4 players, not 3"),
        (["Aki", "Ben", "Chie", "aki"], "aki is given twice"),
        (["Aki", "Ben", "Chie", "  "], "Every player needs a name"),
        (["Aki", "Ben", "Chie", "D\x07"], "cannot hold"),
    ],
)
def test_create_refuses_too_few_players_or_a_name_twice(names: list[str], said: str) -> None:
    with pytest.raises(PlayersRefused, match=said):
        changes.create("Cup", RuleSet(), [NewEntrant(n) for n in names])


def test_create_refuses_an_event_without_title() -> None:
    with pytest.raises(PlayersRefused, match="needs a title"):
        changes.create("  ", RuleSet(), [NewEntrant(n) for n in NAMES[:4]])


def test_add_players_numbers_them_on_and_refuses_a_player_registered_already() -> None:
    event = _event(4)
    added = changes.add_players(event, [NewEntrant("Emi"), NewEntrant("Fumi")])
    assert [(e.number, e.name) for e in added.entrants[4:]] == [(5, "Emi"), (6, "Fumi")]
    assert len(event.entrants) == 4  # the record given is left as it was
    with pytest.raises(PlayersRefused, match=r"Chie is registered already \(number 3\)"):
        changes.add_players(event, [NewEntrant("Emi"), NewEntrant("CHIE")])


def test_mark_absent_from_a_round_not_seated_keeps_the_seatings() -> None:
    event = _seated(_event())
    absent = changes.mark_absent(event, 3, 3, games=())
    assert absent.entrants[2].absent_from == 3
    assert absent.rounds == event.rounds
    assert changes.present(absent, 2) == frozenset(range(1, 9))
    assert changes.present(absent, 3) == frozenset(range(1, 9)) - {3}


def test_mark_absent_drops_the_seatings_not_played_that_seat_them() -> None:
    event = _seated(_event())
    event = replace(event, substitutions=(Substitution(2, 5, "Zed"),))
    absent = changes.mark_absent(event, 3, 2, games={(1, 1)})  # round 1 is played, round 2 not yet
    assert [r.round for r in absent.rounds] == [1]
    assert absent.substitutions == ()  # the substitute of round 2 went with its seating


def test_mark_absent_refuses_when_a_round_that_seats_them_is_being_played() -> None:
    event = _seated(_event())
    with pytest.raises(PlayersRefused, match=r"Chie \(3\) is seated in round 2, and round 2 is being played"):
        changes.mark_absent(event, 3, 2, games={(2, 2)})
    paper = replace(event, paper=(PaperResult(2, 1, (25_000, 25_000, 25_000, 25_000)),))
    with pytest.raises(PlayersRefused, match="Give them a substitute"):
        changes.mark_absent(paper, 3, 1, games=())


def test_mark_absent_refuses_a_player_the_event_does_not_have() -> None:
    with pytest.raises(PlayersRefused, match="no player number 9; its players are numbered 1 to 8"):
        changes.mark_absent(_event(), 9, 1, games=())
    with pytest.raises(PlayersRefused, match="Rounds are numbered 1 to 100, not 101"):
        changes.mark_absent(_event(), 2, 101, games=())


def test_fillers_make_the_players_present_a_multiple_of_four() -> None:
    event = changes.create("Cup", RuleSet(), [NewEntrant(n) for n in NAMES[:6]])
    filled = changes.with_fillers(event, 1)
    fillers = [e for e in filled.entrants if e.filler]
    assert [(e.number, e.name) for e in fillers] == [(7, "Substitute 1"), (8, "Substitute 2")]
    assert len(changes.present(filled, 1)) == 8
    # One player more from round 2: one filler too many, absent from then on; none made anew.
    grown = changes.with_fillers(changes.add_players(filled, [NewEntrant("Goro")]), 2)
    assert len(grown.entrants) == 9
    assert changes.present(grown, 2) == frozenset({1, 2, 3, 4, 5, 6, 7, 9})
    assert changes.with_fillers(_event(), 1) == _event()  # eight: nothing to fill


def test_substitute_takes_the_seat_of_an_entrant_for_one_round() -> None:
    event = _seated(_event())
    subbed = changes.substitute(event, 2, 3, " Zed ", games=())
    assert subbed.substitutions == (Substitution(2, 3, "Zed"),)
    assert changes.played_names(subbed, 2, 2) == ("Zed", "Goro", "Dai", "Hana")
    assert changes.played_names(subbed, 1, 1) == ("Aki", "Ben", "Chie", "Dai")
    # A second substitute for the same entrant and round takes the place of the first.
    again = changes.substitute(subbed, 2, 3, "Yui", games=())
    assert again.substitutions == (Substitution(2, 3, "Yui"),)


@pytest.mark.parametrize(
    ("round", "number", "name", "games", "said"),
    [
        (3, 3, "Zed", (), "Round 3 is not seated: the rounds seated are 1 to 2"),
        (1, 3, "Goro", (), "Goro already plays in round 1"),
        (1, 3, "Chie", (), "Chie already plays in round 1"),
        (1, 3, "Zed", {(1, 1)}, "round 1, table 1 is stored already"),
        (1, 12, "Zed", (), "no player number 12"),
    ],
)
def test_substitute_refusals(round: int, number: int, name: str, games: changes.Played, said: str) -> None:
    event = _seated(_event())
    with pytest.raises(EventError, match=said):
        changes.substitute(event, round, number, name, games)


def test_substitute_refuses_a_name_already_substituting_in_the_round() -> None:
    event = changes.substitute(_seated(_event()), 1, 3, "Zed", games=())
    with pytest.raises(SubstitutionRefused, match="zed already plays in round 1"):
        changes.substitute(event, 1, 5, "zed", games=())


def test_penalty_needs_a_reason_and_points() -> None:
    event = _seated(_event())
    given = changes.add_penalty(event, 2, -20_000, " late  again ", round=1)
    given = changes.add_penalty(given, 4, 5_000, "fair play")
    assert given.penalties == (Penalty(1, 2, -20_000, "late again", 1), Penalty(2, 4, 5_000, "fair play", None))
    with pytest.raises(PenaltyRefused, match="needs its reason"):
        changes.add_penalty(event, 2, -1_000, "   ")
    with pytest.raises(PenaltyRefused, match="other than 0, not 0"):
        changes.add_penalty(event, 2, 0, "late")
    with pytest.raises(PenaltyRefused, match="not 10000000000"):
        changes.add_penalty(event, 2, 10**10, "a column holds no such number")
    with pytest.raises(PlayersRefused, match="no player number 10"):
        changes.add_penalty(event, 10, -1_000, "late")
    with pytest.raises(SeatingRefused, match="Round 5 is not seated"):
        changes.add_penalty(event, 2, -1_000, "late", round=5)


def test_the_record_as_images_and_data_and_back_is_the_same_record() -> None:
    event = _seated(_event())
    event = changes.with_fillers(changes.add_players(event, [NewEntrant("Ivo", "123", "DE")]), 3)
    event = changes.substitute(event, 1, 2, "Zed", games=())
    event = changes.add_penalty(event, 2, -20_000, "late", round=1)
    event = replace(
        event,
        paper=(PaperResult(2, 1, (30_000, 25_000, 24_000, 20_000), 1, (0, 1, 0, 0)),),
        substitute_rule=SubstituteRule.PLAYER,
        substitute_score=-5_000,
        entrants=(*event.entrants[:-1], replace(event.entrants[-1], absent_from=4)),
    )
    empty = EventRecord("Cup", RuleSet())
    whole = images.step_from_data(json.loads(json.dumps(images.step_data(images.difference(empty, event)))))
    assert images.restored(empty, whole, back=False) == event
    assert images.restored(event, whole, back=True) == empty


def test_a_step_holds_only_what_its_change_changed() -> None:
    event = _seated(_event())
    fined = changes.add_penalty(event, 2, -20_000, "late", round=1)
    step = images.difference(fined, changes.add_penalty(fined, 3, -1_000, "phone"))
    assert step == images.StepImages(images.Image(), images.Image(penalties=(Penalty(2, 3, -1_000, "phone"),)))
    assert images.step_data(step) == {
        "form": 2,
        "before": {},
        "after": {"penalties": [{"number": 2, "entrant": 3, "points": -1_000, "reason": "phone", "round": None}]},
    }
    absent = changes.mark_absent(event, 8, 2, games=())  # round 2 goes with it: the entrant and that round
    step = images.difference(event, absent)
    assert step.before == images.Image(entrants=(event.entrants[7],), rounds=(event.rounds[1],))
    assert step.after == images.Image(entrants=(absent.entrants[7],))
    assert images.restored(absent, step, back=True) == event
    # A step that does not match the record it is applied to says so (its journal is not this event's).
    with pytest.raises(ValueError, match="penalties are not as its undo history says"):
        images.restored(event, images.difference(fined, event), back=False)


def test_bringing_back_a_paper_result_for_a_table_whose_game_is_stored_is_refused() -> None:
    # A paper result entered, undone, the table's game opened, then the result redone: the table would have two
    # results (a game and a paper one), which the event's standings refuse and the rating would count twice.
    event = _seated(_event())
    paper = changes.enter_paper(event, PaperResult(1, 2, (40_000, 30_000, 20_000, 10_000)), games=())
    changes.check_restorable(event, paper, games={(1, 1)})  # another table's game: nothing to do with it
    with pytest.raises(UndoRefused, match="Round 1, table 2 has its game stored: its result kept on paper cannot"):
        changes.check_restorable(event, paper, games={(1, 2)})
    assert changes.changed_tables(event, paper) == {(1, 2)}


def test_restoring_a_record_that_takes_away_a_played_tables_seating_is_refused() -> None:
    event = _seated(_event())
    before = replace(event, rounds=event.rounds[:1])
    changes.check_restorable(event, before, games={(1, 2)})  # round 1 stays as it is played
    with pytest.raises(UndoRefused, match="Round 2, table 1 has its game stored"):
        changes.check_restorable(event, before, games={(2, 1)})
    two = event.rounds[1]
    swapped = (TableSeating(1, two.tables[1].seats), TableSeating(2, two.tables[0].seats))
    moved = replace(event, rounds=(event.rounds[0], replace(two, tables=swapped)))
    with pytest.raises(UndoRefused):
        changes.check_restorable(event, moved, games={(2, 1)})
    # A substitute taken back from a table whose game is stored: its players would no longer be the game's.
    subbed = changes.substitute(event, 2, 1, "Zed", games=())
    changes.check_restorable(subbed, event, games={(2, 2)})
    with pytest.raises(UndoRefused, match="cannot be taken back or changed"):
        changes.check_restorable(subbed, event, games={(2, 1)})


def test_a_paper_result_is_taken_for_a_seated_table_without_game_and_replaces_one_entered_before() -> None:
    event = _seated(_event())
    # Club rules: 25,000 each, so 100,000 on the table; one riichi stick left (1,000) makes 99,000 in hand.
    first = changes.enter_paper(event, PaperResult(1, 2, (40_000, 30_000, 20_000, 9_000), 1), games={(1, 1)})
    again = changes.enter_paper(first, PaperResult(1, 2, (41_000, 30_000, 20_000, 9_000)), games={(1, 1)})
    assert again.paper == (PaperResult(1, 2, (41_000, 30_000, 20_000, 9_000)),)


@pytest.mark.parametrize(
    ("paper", "games", "said"),
    [
        (PaperResult(1, 2, (40_000, 30_000, 20_000, 9_000)), (), "add up to 99,000, not 100,000"),
        (PaperResult(1, 1, (40_000, 30_000, 20_000, 10_000)), {(1, 1)}, "has its game stored hand by hand"),
        (PaperResult(1, 3, (40_000, 30_000, 20_000, 10_000)), (), "Round 1 has no table 3"),
        (PaperResult(3, 1, (40_000, 30_000, 20_000, 10_000)), (), "Round 3 is not seated"),
        (PaperResult(1, 2, (40_000, 30_000, 20_000, 10_000), -1), (), "-1 riichi sticks"),
        (PaperResult(1, 2, (10**12, -(10**12), 50_000, 50_000)), (), "no table ends with such points"),
    ],
)
def test_paper_result_refusals(paper: PaperResult, games: changes.Played, said: str) -> None:
    with pytest.raises(EventError, match=said):
        changes.enter_paper(_seated(_event()), paper, games)


def test_an_entrant_is_found_by_number() -> None:
    assert changes.entrant(_event(), 2) == Entrant(2, "Ben")
    assert changes.named(_event(), 2).sentence() == "Ben (2)"
