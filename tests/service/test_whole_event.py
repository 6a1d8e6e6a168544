"""A whole event played through the service: 16 players, 4 rounds seated at random (a fixed seed), a substitute,
a penalty, one table kept on paper; the standings (by round and in total) and the club rating checked against
figures worked out by hand, and every refusal a sentence that changes nothing.

The rule set is mleague (RULESETS.md): start 25,000, return 30,000, oka +20,000 to first, uma +30/+10/-10/-30,
equal final points share their places and split the uma, chombo -20,000 at the end. Chosen over club (no uma,
no oka) because placement bonuses are where standings go wrong: a wrong place, a shared place not split, an oka
given twice or to the wrong player would change every figure below; club's scores would not show any of it.

Each table plays one of the games below, chosen by round (the paper table aside), so that its final points are
worked out by hand whoever sits where; the expected standings are then added up from the seating the service
returns. Seats are the game's: 0 East (the first dealer), 1 South, 2 West, 3 North. Score = (points - 30,000)
/ 1000 + uma (+ 20 oka to first):

- round 1, ``DEALER_MANGAN``: North declares riichi (1,000 on the table), East (dealer) rons West for a dealer
  mangan, 12,000, and takes the stick. Final (38,000, 25,000, 13,000, 24,000); places 1, 2, 4, 3.
  East 8 + 30 + 20 = +58; South -5 + 10 = +5; West -17 - 30 = -47; North -6 - 10 = -16 (sum 0).
- round 2, ``LEFTOVER_STICK``: North rons South for a non-dealer mangan, 8,000 (N 33,000, S 17,000); then a
  draw, East in riichi and alone tenpai: East pays the stick and takes 1,000 from each other player. Points
  (27,000, 16,000, 24,000, 32,000) and one stick left on the table, which goes to first (North) at the end:
  final (27,000, 16,000, 24,000, 33,000); places 2, 4, 3, 1.
  East -3 + 10 = +7; South -14 - 30 = -44; West -6 - 10 = -16; North 3 + 30 + 20 = +53 (sum 0).
- round 3, ``SHARED_SECOND``: West tsumo mangan, non-dealer: East (dealer) pays 4,000, South and North 2,000.
  Final (21,000, 23,000, 33,000, 23,000); South and North share 2nd, splitting +10 and -10: 0 each.
  East -9 - 30 = -39; South -7 + 0 = -7; West 3 + 30 + 20 = +53; North -7 (sum 0).
- round 3, table 2 on paper: (41,200, 22,300, 18,500, 17,000), one stick left (41,200 + 22,300 + 18,500 +
  17,000 + 1,000 = 100,000), North one chombo. East takes the stick: 42,200.
  East 12.2 + 30 + 20 = +62.2; South -7.7 + 10 = +2.3; West -11.5 - 10 = -21.5; North -13 - 30 - 20 = -63.
- round 4, ``EAST_WEST_SHARE``: South rons North for 8,000. Final (25,000, 33,000,
  25,000, 17,000); East and West share 2nd (0 each). East -5; South 3 + 30 + 20 = +53; West -5; North -13 - 30
  = -43 (sum 0).

In round 2, entrant 10 (Jun) is replaced by Quinn; the event's substitute rule is FIXED at -5,000: Jun scores
-5.0 for that round whatever Quinn does, and Quinn's result counts for nobody. Entrant 5 (Eri) gets a penalty of
-10.0 ("late") in round 2.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

import pytest

from tablekeeper.events.errors import ResultRefused
from tablekeeper.events.model import SubstituteRule
from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.events import NewEntrant
from tests.service.event_figures import MLEAGUE, plus_minus, shared_places, tenhou_r

EAST, SOUTH, WEST, NORTH = range(4)
NAMES = (
    "Aki", "Ben", "Chie", "Dai", "Eri", "Fumi", "Gen", "Hana",
    "Ivo", "Jun", "Kei", "Lea", "Mio", "Nao", "Oto", "Pia",
)  # fmt: skip
SEED = 20
SUBSTITUTE, SUB_ROUND, REPLACED, SUB_SCORE = "Quinn", 2, 10, -5_000
LATE, LATE_POINTS, LATE_ROUND = 5, -10_000, 2
PAPER_ROUND, PAPER_TABLE = 3, 2


@dataclass(frozen=True)
class Played:
    """A game as a table plays it, with what it comes to, worked out by hand (the module's docstring)."""

    hands: tuple[HandResult, ...]
    points: tuple[int, int, int, int]
    """Final points by seat, the sticks left on the table handed out."""
    scores: tuple[Fraction, Fraction, Fraction, Fraction]
    places: tuple[int, int, int, int]


def _f(*values: float) -> tuple[Fraction, Fraction, Fraction, Fraction]:
    a, b, c, d = (Fraction(str(v)) for v in values)
    return a, b, c, d


DEALER_MANGAN = Played(
    (Ron(WEST, (Win(EAST, 5),), frozenset({NORTH})),),
    (38_000, 25_000, 13_000, 24_000),
    _f(58, 5, -47, -16),
    (1, 2, 4, 3),
)
LEFTOVER_STICK = Played(
    (Ron(SOUTH, (Win(NORTH, 5),)), ExhaustiveDraw(tenpai=frozenset({EAST}), riichi=frozenset({EAST}))),
    (27_000, 16_000, 24_000, 33_000),
    _f(7, -44, -16, 53),
    (2, 4, 3, 1),
)
SHARED_SECOND = Played((Tsumo(Win(WEST, 5)),), (21_000, 23_000, 33_000, 23_000), _f(-39, -7, 53, -7), (4, 2, 1, 2))
EAST_WEST_SHARE = Played(
    (Ron(NORTH, (Win(SOUTH, 5),)),), (25_000, 33_000, 25_000, 17_000), _f(-5, 53, -5, -43), (2, 1, 2, 4)
)
GAMES = {1: DEALER_MANGAN, 2: LEFTOVER_STICK, 3: SHARED_SECOND, 4: EAST_WEST_SHARE}
PAPER_POINTS, PAPER_DEPOSITS, PAPER_CHOMBOS = (41_200, 22_300, 18_500, 17_000), 1, (0, 0, 0, 1)
PAPER = Played((), (42_200, 22_300, 18_500, 17_000), _f(62.2, 2.3, -21.5, -63), (1, 2, 3, 4))


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def test_the_hand_worked_games_agree_with_the_arithmetic_of_rulesets_md() -> None:
    # The same figures twice, by the docstring's sums and by the helper written from RULESETS.md: a slip in either
    # shows here, before it can make the event's checks wrong.
    for game in (DEALER_MANGAN, LEFTOVER_STICK, SHARED_SECOND, EAST_WEST_SHARE):
        assert sum(game.points) == 100_000
        assert plus_minus(game.points, MLEAGUE) == game.scores
        assert shared_places(game.points) == game.places
    assert sum(PAPER_POINTS) + PAPER_DEPOSITS * 1_000 == 100_000
    assert plus_minus(PAPER_POINTS, MLEAGUE, deposits=PAPER_DEPOSITS, chombos=PAPER_CHOMBOS) == PAPER.scores
    assert shared_places(PAPER.points) == PAPER.places


# --- what the standings must be, added up from the seating the service returned --------------------------------


@dataclass(frozen=True)
class Expected:
    place: int
    games: int
    score: Fraction
    penalties: Fraction
    total: Fraction
    rounds: tuple[Fraction | None, ...]


def _game_of(round_: int, table: int) -> Played:
    return PAPER if (round_, table) == (PAPER_ROUND, PAPER_TABLE) else GAMES[round_]


def _expected(view, *, through: int, finished: set[tuple[int, int]], penalty: bool) -> dict[str, Expected]:
    """name -> their line of the standings through round ``through``, with only the tables in ``finished``
    counted; Eri's penalty counts from its round on when ``penalty``."""
    rounds_of: dict[int, list[Fraction | None]] = {n: [None] * through for n in range(1, 17)}
    for table in view.tables:
        if table.round > through or (table.round, table.table) not in finished:
            continue
        game = _game_of(table.round, table.table)
        for seat, entrant in enumerate(table.entrants):
            replaced = (table.round, entrant) == (SUB_ROUND, REPLACED)
            # FIXED: Jun scores the event's fixed result; what Quinn did at the table counts for nobody.
            rounds_of[entrant][table.round - 1] = Fraction(SUB_SCORE, 1_000) if replaced else game.scores[seat]
    lines = {}
    for number, rounds in rounds_of.items():
        score = sum((r for r in rounds if r is not None), Fraction(0))
        penalties = (
            Fraction(LATE_POINTS, 1_000) if penalty and number == LATE and through >= LATE_ROUND else Fraction(0)
        )
        lines[number] = (score, penalties, tuple(rounds))
    totals = {n: s + p for n, (s, p, _) in lines.items()}
    # mleague shares places (TieBreak.SHARE): equal totals share a place, 1 + how many have more.
    return {
        NAMES[n - 1]: Expected(
            1 + sum(t > totals[n] for t in totals.values()),
            sum(r is not None for r in rounds),
            score,
            penalties,
            totals[n],
            rounds,
        )
        for n, (score, penalties, rounds) in lines.items()
    }


def _actual(standings) -> dict[str, Expected]:
    return {
        p.name: Expected(p.place, p.games, p.score, p.penalties, p.total, tuple(p.rounds)) for p in standings.players
    }


def _check(service: Session, event_id: int, *, through: int | None, finished, penalty: bool) -> None:
    standings = service.events.event_standings(event_id, through_round=through)
    view = standings.event
    last = through if through is not None else 4
    expected = _expected(view, through=last, finished=finished, penalty=penalty)
    got = _actual(standings)
    for name in NAMES:  # entry by entry, so that a failure names the player
        assert got[name] == expected[name], name
    assert set(got) == set(NAMES)  # Quinn, who only substituted, is not ranked
    totals = [p.total for p in standings.players]
    assert totals == sorted(totals, reverse=True)  # best first
    seated = {(t.round, t.table) for t in view.tables if t.round <= last}
    assert standings.provisional == (not seated <= finished)


def _play(service: Session, event_id: int, round_: int, table: int) -> None:
    game = _game_of(round_, table)
    game_id = service.events.open_table(event_id, round_, table)
    seats = next(t for t in service.events.event(event_id).tables if (t.round, t.table) == (round_, table))
    names = tuple(SUBSTITUTE if (round_, e) == (SUB_ROUND, REPLACED) else NAMES[e - 1] for e in seats.entrants)
    assert service.table.game(game_id).players == names == seats.seats  # wind order, substitute in
    for hand in game.hands:
        service.table.record(game_id, hand)
    done = service.table.finish(game_id).game
    # The table's game ends where the hand-worked figures say (the engine's replay, checked on the way).
    assert {s.seat: s.points for s in done.standings} == dict(enumerate(game.points))
    assert service.table.game(game_id).rules == preset("mleague")


def _new_event(service: Session):
    players = [NewEntrant("Aki", ema="04000123", country="FR"), *(NewEntrant(n) for n in NAMES[1:])]
    return service.events.create_event(
        "Spring league",
        preset("mleague"),
        players,
        substitute_rule=SubstituteRule.FIXED,
        substitute_score=SUB_SCORE,
    )


def test_a_whole_event_is_played_end_to_end(service: Session) -> None:
    _play_the_event(service)


def test_the_club_rating_after_the_event_takes_its_tables_round_by_round(service: Session) -> None:
    # The paper table of round 3 was played after rounds 1 and 2 and before round 4: it is rated there, between
    # the games of those rounds, like any table of round 3 (its players came to it with their round-2 ratings).
    _rating_after_the_event(service, _play_the_event(service))


def _play_the_event(service: Session):
    """The event of the module's docstring, played table by table and checked on the way; its view at the end."""
    created = _new_event(service)
    event_id = created.id
    first = created.record.entrants[0]
    assert (first.number, first.name, first.ema, first.country) == (1, "Aki", "04000123", "FR")
    assert [e.name for e in created.record.entrants] == list(NAMES)

    view = service.events.seat_rounds(event_id, 4, seed=SEED)
    for round_ in range(1, 5):
        tables = [t for t in view.tables if t.round == round_]
        assert [t.table for t in tables] == [1, 2, 3, 4]
        assert sorted(e for t in tables for e in t.entrants) == list(range(1, 17))
        assert all(t.seats == tuple(NAMES[e - 1] for e in t.entrants) for t in tables)
        assert not any(t.finished for t in tables)
    # Nobody met at a table yet: a total before any result is provisional, everybody at 0 sharing first.
    _check(service, event_id, through=None, finished=set(), penalty=False)

    finished: set[tuple[int, int]] = set()
    for table in (1, 2, 3):
        _play(service, event_id, 1, table)
        finished.add((1, table))
    _check(service, event_id, through=1, finished=finished, penalty=False)  # round 1 still provisional
    _play(service, event_id, 1, 4)
    finished.add((1, 4))
    _check(service, event_id, through=1, finished=finished, penalty=False)  # round 1 complete
    _check(service, event_id, through=None, finished=finished, penalty=False)  # rounds 2-4 unplayed
    _rating_after_round_1(service, view)

    # Round 2: Jun replaced by Quinn; the seating keeps Jun's number, the table shows Quinn.
    subbed = service.events.substitute(event_id, SUB_ROUND, REPLACED, SUBSTITUTE)
    table = next(t for t in subbed.tables if t.round == SUB_ROUND and REPLACED in t.entrants)
    assert table.seats[table.entrants.index(REPLACED)] == SUBSTITUTE
    for table_number in (1, 2, 3, 4):
        _play(service, event_id, 2, table_number)
        finished.add((2, table_number))
    _rating_after_round_2(service, view)
    before_penalty = service.events.event_standings(event_id, through_round=2)
    penalised = service.events.add_penalty(event_id, LATE, LATE_POINTS, "late", round=LATE_ROUND)
    assert penalised.can_undo is not None
    (given,) = penalised.record.penalties
    assert (given.entrant, given.points, given.reason, given.round) == (LATE, LATE_POINTS, "late", LATE_ROUND)
    _check(service, event_id, through=1, finished=finished, penalty=True)  # a round-2 penalty is not in round 1
    _check(service, event_id, through=2, finished=finished, penalty=True)
    with_penalty = service.events.event_standings(event_id, through_round=2)

    # Undo takes the penalty back exactly; redo gives it again.
    undone = service.events.undo_event(event_id)
    assert undone.record.penalties == () and undone.can_redo is not None
    again = service.events.event_standings(event_id, through_round=2)
    assert again.players == before_penalty.players and again.provisional == before_penalty.provisional
    _check(service, event_id, through=2, finished=finished, penalty=False)
    redone = service.events.redo_event(event_id)
    assert redone.record.penalties == (given,)
    assert service.events.event_standings(event_id, through_round=2).players == with_penalty.players

    # Round 3: table 2 kept on paper. A result that does not add up first: a sentence, nothing stored.
    unchanged = service.events.event(event_id)
    with pytest.raises(ResultRefused) as refused:
        service.events.enter_paper_result(event_id, PAPER_ROUND, PAPER_TABLE, PAPER_POINTS, chombos=PAPER_CHOMBOS)
    assert "100,000" in str(refused.value) or "100000" in str(refused.value), str(refused.value)
    assert service.events.event(event_id) == unchanged
    for table_number in (1, 3, 4):
        _play(service, event_id, 3, table_number)
        finished.add((3, table_number))
    _check(service, event_id, through=3, finished=finished, penalty=True)  # the paper table still missing
    paper = service.events.enter_paper_result(
        event_id, PAPER_ROUND, PAPER_TABLE, PAPER_POINTS, deposits=PAPER_DEPOSITS, chombos=PAPER_CHOMBOS
    )
    (kept,) = paper.record.paper
    assert (kept.round, kept.table, kept.points, kept.deposits, kept.chombos) == (
        PAPER_ROUND, PAPER_TABLE, PAPER_POINTS, PAPER_DEPOSITS, PAPER_CHOMBOS,
    )  # fmt: skip
    finished.add((PAPER_ROUND, PAPER_TABLE))
    _check(service, event_id, through=3, finished=finished, penalty=True)

    for table_number in (1, 2, 3, 4):
        _play(service, event_id, 4, table_number)
        finished.add((4, table_number))
    for through in (1, 2, 3, 4, None):
        _check(service, event_id, through=through, finished=finished, penalty=True)
    complete = service.events.event_standings(event_id)
    # The end of a table's game taken back at the table: its result leaves the standings (provisional again),
    # and comes back with the redo.
    last_game = next(t.game_id for t in service.events.event(event_id).tables if (t.round, t.table) == (4, 4))
    assert last_game is not None
    service.table.undo(last_game)
    _check(service, event_id, through=None, finished=finished - {(4, 4)}, penalty=True)
    service.table.redo(last_game)
    assert service.events.event_standings(event_id) == complete
    final = service.events.event(event_id)
    assert all(t.finished for t in final.tables)
    return final


def _rating_after_round_1(service: Session, view) -> None:
    # Everyone starts at 1500, so every table's average is 1500 and adj = 1 - 0.002 x 0 = 1: the change is the
    # base alone. DEALER_MANGAN: East 1st +30 -> 1530, South 2nd +10 -> 1510, North 3rd -10 -> 1490, West 4th
    # -30 -> 1470.
    by_seat = (1530, 1510, 1470, 1490)
    expected = {t.seats[seat]: by_seat[seat] for t in view.tables if t.round == 1 for seat in range(4)}
    rating = service.events.club_rating()
    assert {r.name: (r.rating, r.games) for r in rating} == {name: (value, 1) for name, value in expected.items()}
    assert [r.rating for r in rating] == [1530] * 4 + [1510] * 4 + [1490] * 4 + [1470] * 4


def _rating_after_round_2(service: Session, view) -> None:
    """One table of round 2 (not Quinn's) over its players' two games, by hand."""
    round_1 = {e: seat for t in view.tables if t.round == 1 for seat, e in enumerate(t.entrants)}
    table = next(t for t in view.tables if t.round == 2 and REPLACED not in t.entrants)
    # R1 = 1500 + the base of their round-1 seat (see _rating_after_round_1).
    r1 = [(1530, 1510, 1470, 1490)[round_1[e]] for e in table.entrants]
    # Round 2 (LEFTOVER_STICK): East 2nd +10, South 4th -30, West 3rd -10, North 1st +30; one game before:
    # adj = 1 - 0.002 x 1 = 0.998; the table average is the mean of the four R1, the player's own included.
    average = sum(r1) / 4
    r2 = [r + 0.998 * (base + (average - r) / 40) for r, base in zip(r1, (10, -30, -10, 30), strict=True)]
    rating = {r.name: r for r in service.events.club_rating()}
    for entrant, own in zip(table.entrants, r2, strict=True):
        name = NAMES[entrant - 1]
        assert (rating[name].rating, rating[name].games) == (pytest.approx(own, abs=1e-9), 2), name
    # Quinn played once (round 2); Jun, replaced, has only his round-1 game.
    assert rating["Quinn"].games == 1 and rating["Jun"].games == 1


def _rating_after_the_event(service: Session, view) -> None:
    """Every table's game, oldest round first, by the names of who played (Quinn in Jun's seat of round 2),
    against Tenhou's R as ``tenhou_r`` works it out."""
    games = [
        (t.seats, _game_of(t.round, t.table).places) for t in sorted(view.tables, key=lambda t: (t.round, t.table))
    ]
    expected = tenhou_r(games)
    rating = service.events.club_rating()
    assert {r.name: r.games for r in rating} == {name: played for name, (_, played) in expected.items()}
    assert expected["Quinn"][1] == 1 and expected["Jun"][1] == 3
    for r in rating:
        assert r.rating == pytest.approx(expected[r.name][0], abs=1e-9), r.name
    assert [r.rating for r in rating] == sorted((r.rating for r in rating), reverse=True)


# --- the club rating of two loose games, every step by hand ------------------------------------------------------


def test_the_club_rating_of_two_games_is_tenhous_r_worked_by_hand(service: Session) -> None:
    players = ["Aki", "Ben", "Chie", "Dai"]
    ben, chie, dai = 1, 2, 3  # Aki is seat 0
    first = service.table.create_game(players, preset("club"))
    # Ben rons Dai, 8,000: (25,000, 33,000, 25,000, 17,000): Ben 1st, Aki and Chie share 2nd, Dai 4th.
    service.table.record(first.id, Ron(dai, (Win(ben, 5),)))
    service.table.finish(first.id)
    second = service.table.create_game(players, preset("club"))
    # Chie in riichi; Dai rons Ben, 8,000 and the stick: Aki 25,000, Ben 17,000, Chie 24,000, Dai 34,000.
    service.table.record(second.id, Ron(ben, (Win(dai, 5),), frozenset({chie})))
    service.table.finish(second.id)
    # Game 1: everyone 1500, table average 1500, no game before (adj 1). Shared 2nd: (+10 - 10) / 2 = 0.
    #   Ben 1500 + 30 = 1530; Aki 1500 + 0 = 1500; Chie 1500 + 0 = 1500; Dai 1500 - 30 = 1470.
    # Game 2: table average (1500 + 1530 + 1500 + 1470) / 4 = 1500; adj = 1 - 0.002 x 1 = 0.998.
    #   Dai 1st:  0.998 x (+30 + (1500 - 1470) / 40) = 0.998 x 30.75 = 30.6885   -> 1500.6885
    #   Aki 2nd:  0.998 x (+10 + (1500 - 1500) / 40) = 0.998 x 10    = 9.98      -> 1509.98
    #   Chie 3rd: 0.998 x (-10 + (1500 - 1500) / 40) = -9.98                     -> 1490.02
    #   Ben 4th:  0.998 x (-30 + (1500 - 1530) / 40) = 0.998 x -30.75 = -30.6885 -> 1499.3115
    by_hand = [("Aki", 1509.98, 1), ("Dai", 1500.6885, 2), ("Ben", 1499.3115, 3), ("Chie", 1490.02, 4)]
    rating = service.events.club_rating()
    assert [(r.name, r.games, r.place) for r in rating] == [(name, 2, place) for name, _, place in by_hand]
    assert [r.rating for r in rating] == pytest.approx([value for _, value, _ in by_hand], abs=1e-9)
    # The helper the event's check uses gives the same figures.
    helper = tenhou_r([(players, (2, 1, 2, 4)), (players, (2, 4, 3, 1))])
    assert {name: helper[name][0] for name in players} == pytest.approx({n: v for n, v, _ in by_hand}, abs=1e-9)


# --- the seating aims, counted here ------------------------------------------------------------------------------


def test_sixteen_players_over_five_rounds_never_meet_twice(service: Session) -> None:
    event_id = _new_event(service).id
    view = service.events.seat_rounds(event_id, 5, seed=SEED)
    meetings: Counter[frozenset[int]] = Counter()
    for round_ in range(1, 6):
        tables = [t for t in view.tables if t.round == round_]
        assert len(tables) == 4
        assert sorted(e for t in tables for e in t.entrants) == list(range(1, 17))
        for t in tables:
            meetings.update(frozenset(pair) for pair in combinations(t.entrants, 2))
    # 5 rounds x 4 tables x 6 pairs = 120 = C(16, 2): every pair meets exactly once.
    assert len(meetings) == 120 and set(meetings.values()) == {1}
