"""The events through the session: each change stored in one transaction, refused with a sentence and nothing
stored, undone and redone exactly; a change from an event read before another session changed it is refused."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from sqlalchemy import text

from tablekeeper.events.errors import EventError, PenaltyRefused, PlayersRefused
from tablekeeper.events.model import Entrant, Penalty
from tablekeeper.rules.results import Ron, Win
from tablekeeper.rules.ruleset import RuleSet, preset
from tablekeeper.service import EventChangedElsewhere, EventNotFound, NothingToUndo, Session
from tablekeeper.service.events import EventView, NewEntrant
from tablekeeper.store import event_writes

NAMES = [f"Player {n}" for n in range(1, 17)]


@pytest.fixture
def service(database_url: str) -> Session:
    with Session.open(database_url) as session:
        yield session  # type: ignore[misc]


def _same(a: EventView, b: EventView) -> None:
    """Two views of the event say the same of it (the revision apart)."""
    assert (a.record, a.tables) == (b.record, b.tables)


def test_create_event_registers_the_players_numbered_in_order(service: Session) -> None:
    rules = preset("ema2016")
    view = service.events.create_event("Spring Cup", rules, [NewEntrant("Aki", "04100001", "FR"), "Ben", "Chie", "Dai"])
    assert view.title == "Spring Cup" and view.rules == rules
    assert view.record.entrants[0] == Entrant(1, "Aki", "04100001", "FR")
    assert [e.name for e in view.record.entrants] == ["Aki", "Ben", "Chie", "Dai"]
    assert (view.tables, view.can_undo, view.can_redo) == ((), None, None)
    again = service.events.event(view.id)
    assert again.record == view.record and again.rules == rules
    (summary,) = service.events.list_events()
    assert (summary.id, summary.title, summary.players, summary.rounds) == (view.id, "Spring Cup", 4, 0)
    # The players are the club's: a game of theirs later is a game of the same players.
    assert sorted(service.library.player_names()) == ["Aki", "Ben", "Chie", "Dai"]


def test_a_refused_event_stores_nothing(service: Session) -> None:
    with pytest.raises(PlayersRefused, match="at least 4 players, not 3"):
        service.events.create_event("Cup", RuleSet(), ["Aki", "Ben", "Chie"])
    with pytest.raises(PlayersRefused, match="Aki is given twice"):
        service.events.create_event("Cup", RuleSet(), ["Aki", "Ben", "Chie", "Aki"])
    assert service.events.list_events() == ()
    assert service.library.player_names() == []


def test_an_event_not_stored_is_said(service: Session) -> None:
    with pytest.raises(EventNotFound, match="There is no event 7"):
        service.events.event(7)


def test_players_absence_and_penalties_undone_and_redone_exactly(service: Session) -> None:
    created = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    added = service.events.add_players(created.id, [NewEntrant("Ivo", country="DE")])
    assert added.record.entrants[-1] == Entrant(9, "Ivo", None, "DE")
    absent = service.events.mark_absent(created.id, 2, 1)
    assert absent.record.entrants[1].absent_from == 1
    fined = service.events.add_penalty(created.id, 3, -20_000, "late", round=None)
    assert fined.record.penalties == (Penalty(1, 3, -20_000, "late"),)
    # The undo says which change it takes back: the penalty just given, to whom, how much and why.
    assert (fined.can_undo, fined.can_redo) == ("the penalty to Player 3 (-20.0, late)", None)
    # Back to the start, one change at a time: each undo gives the event exactly as it was before the change.
    undone_in_turn = (
        (absent, "the penalty to Player 3 (-20.0, late)"),
        (added, "Player 2 absent from round 1 on"),
        (created, "Ivo added"),
    )
    for before, undone in undone_in_turn:
        back = service.events.undo_event(created.id)
        _same(back, before)
        assert back.can_redo == undone
    with pytest.raises(NothingToUndo, match="Event 1 has nothing to undo"):
        service.events.undo_event(created.id)
    for after in (added, absent, fined):
        _same(service.events.redo_event(created.id), after)
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        service.events.redo_event(created.id)
    # A new change after an undo throws the undone one away.
    service.events.undo_event(created.id)
    other = service.events.add_penalty(created.id, 4, -1_000, "phone")
    assert other.record.penalties == (Penalty(1, 4, -1_000, "phone"),)
    assert other.can_redo is None


def test_refused_changes_store_nothing(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:4])
    with pytest.raises(PenaltyRefused, match="needs its reason"):
        service.events.add_penalty(view.id, 1, -1_000, " ")
    with pytest.raises(PlayersRefused, match="Player 2 is registered already"):
        service.events.add_players(view.id, ["Player 5", "player 2"])
    with pytest.raises(EventError, match="no player number 5"):
        service.events.mark_absent(view.id, 5, 1)
    after = service.events.event(view.id)
    assert (after.record, after.revision, after.can_undo) == (view.record, view.revision, None)


def test_a_change_from_an_event_read_before_another_session_changed_it_is_refused(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with Session.open(database_url) as first, Session.open(database_url) as second:
        view = first.events.create_event("Cup", RuleSet(), NAMES[:4])
        read = second.events._load
        interleaved: list[int] = []

        def read_then_first_writes(event_id: int) -> Any:
            loaded = read(event_id)
            if not interleaved:  # between the second session's reading and its writing, the first one writes
                interleaved.append(event_id)
                first.events.add_penalty(view.id, 1, -1_000, "late")
            return loaded

        monkeypatch.setattr(second.events, "_load", read_then_first_writes)
        with pytest.raises(EventChangedElsewhere, match="Event 1 was changed in another window"):
            second.events.add_penalty(view.id, 2, -2_000, "phone")
        assert second.events.event(view.id).record.penalties == (Penalty(1, 1, -1_000, "late"),)


def test_club_rating_counts_a_loose_finished_game(service: Session) -> None:
    game = service.table.create_game(["Aki", "Ben", "Chie", "Dai"])
    service.table.record(game.id, Ron(2, (Win(1, 3, 40),)))  # Ben on Chie: 5,200 (seed 003)
    service.table.finish(game.id)
    unfinished = service.table.create_game(["Aki", "Ben", "Chie", "Eri"])
    service.table.record(unfinished.id, Ron(0, (Win(3, 3, 40),)))  # not finished: not rated
    # Ben 30,200 first, Aki and Dai 25,000 share second (the club's rules share ties), Chie 19,800 fourth. All start
    # at 1500, the table's average is 1500, adj is 1 (no game before): Ben +30, Aki and Dai (10 - 10) / 2 = 0 each,
    # Chie -30.
    rated = {r.name: (r.rating, r.games) for r in service.events.club_rating()}
    assert rated == {"Ben": (1530.0, 1), "Aki": (1500.0, 1), "Dai": (1500.0, 1), "Chie": (1470.0, 1)}
    # A game finished before the figures were kept is replayed: the same places, the same ratings.
    with service.database.writing() as session:
        session.execute(text("DELETE FROM seat_figures"))
    assert {r.name: (r.rating, r.games) for r in service.events.club_rating()} == rated


def _every_round_seats_each_present_player_once(view: EventView) -> None:
    for seating in view.record.rounds:
        seated = [n for t in seating.tables for n in t.seats]
        present = {e.number for e in view.record.entrants if e.absent_from is None or e.absent_from > seating.round}
        assert sorted(seated) == sorted(present)


def test_rounds_seated_are_undone_and_redone_exactly(service: Session) -> None:
    created = service.events.create_event("Cup", RuleSet(), NAMES)
    seated = service.events.seat_rounds(created.id, 3, seed=7)
    assert [r.round for r in seated.record.rounds] == [1, 2, 3]
    assert [(t.round, t.table) for t in seated.tables][:5] == [(1, 1), (1, 2), (1, 3), (1, 4), (2, 1)]
    _every_round_seats_each_present_player_once(seated)
    assert seated.can_undo == "rounds 1 to 3 seated"
    _same(service.events.undo_event(created.id), created)
    _same(service.events.redo_event(created.id), seated)
    more = service.events.seat_rounds(created.id, 1, seed=7)
    assert [r.round for r in more.record.rounds] == [1, 2, 3, 4]
    assert more.record.rounds[:3] == seated.record.rounds


def test_a_count_not_a_multiple_of_four_is_refused_or_filled(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:6])
    with pytest.raises(EventError, match="6 players are present in round 1, which is not a multiple of four"):
        service.events.seat_rounds(view.id, 1)
    assert service.events.event(view.id).record.rounds == ()
    filled = service.events.seat_rounds(view.id, 1, fill=True, seed=1)
    fillers = [e.name for e in filled.record.entrants if e.filler]
    assert fillers == ["Substitute 1", "Substitute 2"]
    _every_round_seats_each_present_player_once(filled)
    # The fillers are seated, never ranked.
    assert sorted(s.name for s in service.events.event_standings(view.id).players) == sorted(NAMES[:6])
    # Their undo takes the fillers back with the round.
    _same(service.events.undo_event(view.id), view)


def test_a_seating_file_is_checked_and_seated(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    text = "round,table,p1,p2,p3,p4\n1,1,1,2,3,4\n1,2,5,6,7,8\n2,1,1,5,2,6\n2,2,3,7,4,8\n"
    seated = service.events.import_seating(view.id, text)
    assert [t.seats for t in seated.tables[:2]] == [tuple(NAMES[0:4]), tuple(NAMES[4:8])]
    assert seated.tables[2].entrants == (1, 5, 2, 6)
    # The same file again: the rounds it gives are seated as it says, nothing more to seat.
    with pytest.raises(EventError, match="Every round of the file is seated already, as it says"):
        service.events.import_seating(view.id, text)
    with pytest.raises(EventError, match="Round 1 is seated already, otherwise than the file says"):
        service.events.import_seating(view.id, "1,1,1,2,3,5\n1,2,4,6,7,8\n")
    assert service.events.event(view.id).revision == seated.revision


def test_a_player_twice_in_one_round_or_absent_is_refused(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    with pytest.raises(EventError, match="Player 4 is seated at two tables of round 1: tables 1 and 2"):
        service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,4,6,7,8\n")  # 4 twice, 5 left out
    service.events.mark_absent(view.id, 8, 1)
    service.events.add_players(view.id, ["Zed"])
    with pytest.raises(EventError, match="Player 8 is seated at table 2 of round 1 but is absent"):
        service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,5,6,7,8\n")  # 8 absent, Zed (9) left out
    assert service.events.event(view.id).record.rounds == ()


def test_a_tables_game_is_opened_once_with_the_names_seated_and_the_events_rules(
    database_url: str, service: Session
) -> None:
    rules = preset("ema2016")
    view = service.events.create_event("Cup", rules, NAMES[:8])
    view = service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,5,6,7,8\n")
    view = service.events.substitute(view.id, 1, 2, "Zed")
    assert view.tables[0].seats == (NAMES[0], "Zed", NAMES[2], NAMES[3])
    game_id = service.events.open_table(view.id, 1, 1)
    game = service.table.game(game_id)
    assert game.summary.players == (NAMES[0], "Zed", NAMES[2], NAMES[3])  # East (seat 0) deals first
    assert game.summary.title == "Cup · Round 1 · Table 1"
    assert game.rules == rules
    assert service.events.open_table(view.id, 1, 1) == game_id
    with Session.open(database_url) as other:  # another window opens the same table: the same game
        assert other.events.open_table(view.id, 1, 1) == game_id
    assert len(service.library.list_games()) == 1
    table = service.events.event(view.id).tables[0]
    assert (table.game_id, table.finished) == (game_id, False)
    # The table being played keeps its seating and its players.
    with pytest.raises(EventError, match="round 1, table 1 is stored already"):
        service.events.substitute(view.id, 1, 3, "Yui")
    with pytest.raises(EventError, match="Round 1 cannot be seated again"):
        service.events.reseat(view.id, 1)
    with pytest.raises(EventError, match="is seated in round 1, and round 1 is being played"):
        service.events.mark_absent(view.id, 1, 1)
    with pytest.raises(EventError, match="has its game stored: the seating it is played at cannot be taken back"):
        service.events.undo_event(view.id)  # the substitute: the game is played by Zed
    assert service.events.event(view.id).tables[0].seats[1] == "Zed"


def test_paper_results_and_the_standings(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    view = service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,5,6,7,8\n2,1,1,5,2,6\n2,2,3,7,4,8\n")
    with pytest.raises(EventError, match="add up to 99,000, not 100,000"):
        service.events.enter_paper_result(view.id, 1, 2, (40_000, 30_000, 20_000, 9_000))
    paper = service.events.enter_paper_result(view.id, 1, 2, (40_000, 30_000, 20_000, 9_000), deposits=1)
    assert paper.tables[1].finished and paper.tables[1].paper is not None
    assert paper.can_undo == "the paper result of round 1, table 2"
    standings = service.events.event_standings(view.id)
    assert standings.provisional  # round 1, table 1 and round 2 have no result yet
    game_id = service.events.open_table(view.id, 1, 1)
    service.table.record(game_id, Ron(2, (Win(1, 3, 40),)))  # P02 on P03: 5,200 (seed 003)
    service.table.finish(game_id)
    after_one = service.events.event_standings(view.id, through_round=1)
    assert not after_one.provisional and after_one.round == 1
    assert all(s.games == 1 for s in after_one.players)
    assert service.events.event_standings(view.id).provisional  # round 2 is seated, not played
    with pytest.raises(EventError, match="has its game stored hand by hand"):
        service.events.enter_paper_result(view.id, 1, 1, (25_000, 25_000, 25_000, 25_000))
    # The paper result undone: that table has no result any more.
    back = service.events.undo_event(view.id)
    assert back.tables[1].paper is None and not back.tables[1].finished
    assert {s.name: s.games for s in service.events.event_standings(view.id, through_round=1).players}[NAMES[4]] == 0


def test_live_standings_count_a_game_as_it_stands(service: Session) -> None:
    """EMA 2016 rules (30,000 to start and return, uma +15/+5/-5/-15, equal points split their uma). The dealer's ron
    of 3 han 40 fu on the second seat is 7,700 (40 x 2^5 = 1,280 basic points, x 6 = 7,680, rounded up): 37,700,
    22,300, 30,000, 30,000. As it stands: +7.7 + 15 = +22.7 and -7.7 - 15 = -22.7; the two at 30,000 share second and
    third, (+5 - 5) / 2 = 0 each. Without ``live`` the game counts only once it is over."""
    view = service.events.create_event("Cup", preset("ema2016"), NAMES[:4])
    view = service.events.import_seating(view.id, "1,1,1,2,3,4\n")
    game_id = service.events.open_table(view.id, 1, 1)
    service.table.record(game_id, Ron(1, (Win(0, 3, 40),)))
    live = service.events.event_standings(view.id, live=True)
    assert live.provisional
    assert [(s.name, s.total) for s in live.players] == [
        (NAMES[0], Fraction("22.7")),
        (NAMES[2], Fraction(0)),
        (NAMES[3], Fraction(0)),
        (NAMES[1], Fraction("-22.7")),
    ]
    assert [s.games for s in live.players] == [1, 1, 1, 1]
    assert [s.games for s in service.events.event_standings(view.id).players] == [0, 0, 0, 0]
    service.table.finish(game_id)
    final = service.events.event_standings(view.id)
    assert not final.provisional
    assert [(s.name, s.total) for s in final.players] == [(s.name, s.total) for s in live.players]


def test_swiss_seats_one_round_by_the_standings(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    with pytest.raises(EventError, match="one round at a time"):
        service.events.seat_rounds(view.id, 2, method="swiss")
    view = service.events.import_seating(view.id, "1,1,1,2,3,4\n1,2,5,6,7,8\n")
    service.events.enter_paper_result(view.id, 1, 1, (40_000, 30_000, 20_000, 10_000))
    service.events.enter_paper_result(view.id, 1, 2, (10_000, 20_000, 30_000, 40_000))
    swiss = service.events.seat_rounds(view.id, 1, method="swiss")
    assert [r.round for r in swiss.record.rounds] == [1, 2]
    _every_round_seats_each_present_player_once(swiss)


def test_a_table_whose_link_fails_leaves_no_game(service: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:4])
    view = service.events.import_seating(view.id, "1,1,1,2,3,4\n")

    def failing(connection: Any, game_id: int) -> None:  # the last statement of the link's transaction
        raise RuntimeError("the link cannot be written")

    monkeypatch.setattr(event_writes, "take_time_if_called", failing)
    with pytest.raises(RuntimeError):
        service.events.open_table(view.id, 1, 1)
    # The game and its link are one transaction: without the link, no game either (opening again makes one).
    assert service.library.list_games() == []
    monkeypatch.undo()
    game_id = service.events.open_table(view.id, 1, 1)
    assert [g.id for g in service.library.list_games()] == [game_id]


def test_a_player_absent_from_a_round_is_not_seated_in_it(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:8])
    service.events.seat_rounds(view.id, 1, seed=2)
    service.events.mark_absent(view.id, 8, 2)
    with pytest.raises(EventError, match="7 players are present in round 2"):
        service.events.seat_rounds(view.id, 1)
    seated = service.events.seat_rounds(view.id, 2, fill=True, seed=2)
    for later in seated.record.rounds[1:]:
        seats = [n for t in later.tables for n in t.seats]
        assert sorted(seats) == [1, 2, 3, 4, 5, 6, 7, 9]  # Substitute 1 (9) in place of the absent player (8)
    assert seated.record.entrants[8].name == "Substitute 1"


def test_a_round_seated_again_and_a_substitute_are_undone_exactly(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES)
    seated = service.events.seat_rounds(view.id, 2, seed=3)
    subbed = service.events.substitute(view.id, 2, 5, "Zed")
    assert "Zed" in [name for t in subbed.tables if t.round == 2 for name in t.seats]
    again = service.events.reseat(view.id, 2, seed=11)
    assert again.record.rounds[0] == seated.record.rounds[0]
    assert again.record.substitutions == ()  # the substitute went with the seating they were seated in
    _every_round_seats_each_present_player_once(again)
    assert again.can_undo == "round 2 seated again"
    _same(service.events.undo_event(view.id), subbed)
    _same(service.events.undo_event(view.id), seated)
    _same(service.events.redo_event(view.id), subbed)
    _same(service.events.redo_event(view.id), again)
    service.events.enter_paper_result(view.id, 2, 1, (25_000, 25_000, 25_000, 25_000))
    with pytest.raises(EventError, match="Round 2 cannot be seated again: a table of it is being played or has its"):
        service.events.reseat(view.id, 2)
    with pytest.raises(EventError, match="Round 3 is not seated: the rounds seated are 1 to 2"):
        service.events.reseat(view.id, 3)


def test_a_number_of_rounds_beyond_an_events_is_refused_at_once(service: Session) -> None:
    view = service.events.create_event("Cup", RuleSet(), NAMES[:4])
    with pytest.raises(EventError, match="From 1 to 100 rounds are seated at a time, not 100000000"):
        service.events.seat_rounds(view.id, 100_000_000)
    service.events.seat_rounds(view.id, 60, seed=1)
    with pytest.raises(EventError, match="An event has at most 100 rounds"):
        service.events.seat_rounds(view.id, 41, seed=1)
    assert len(service.events.event(view.id).record.rounds) == 60


def test_an_event_seated_round_by_round_has_no_repeat_meeting(service: Session) -> None:
    # A club night seats the next round when the last one ends (the window's "Seat the next round", the CLI's
    # `event seat EVENT --rounds 1`), each time with no seed given: 16 players over 5 rounds can all meet once
    # (the affine plane of order 4), and seated one round at a time they must still.
    event = service.events.create_event("Club night", preset("club"), [NewEntrant(name) for name in NAMES])
    for _ in range(5):
        view = service.events.seat_rounds(event.id, 1)
    meetings: dict[frozenset[int], int] = {}
    for seated in view.record.rounds:
        for table in seated.tables:
            for a in table.seats:
                for b in table.seats:
                    if a < b:
                        meetings[frozenset((a, b))] = meetings.get(frozenset((a, b)), 0) + 1
    assert len(meetings) == 16 * 15 // 2 and set(meetings.values()) == {1}
