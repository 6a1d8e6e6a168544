"""Undo puts back what a change replaced, and redo what it put: the hands from the first one changed, the game
ended by hand or not, the sticks on the table. Nothing is worked out again, so nothing can come back that was not
there (issue 18, D1 to D5, and a hand valued from its tiles). On SQLite and on PostgreSQL.

The figures are worked out here from the club rules (RULESETS.md) and the seeds (base = fu x 2^(2 + han), payments
rounded up to 100; the dealer's ron is 6 x base, a non-dealer's tsumo 2 x base from the dealer and 1 x base from
the others; mangan 12,000 for the dealer on a ron; 13 han a counted yakuman, 48,000 for the dealer).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest

from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules.hand import HandInput, calculate
from tablekeeper.rules.hand.kept_tiles import winning_tiles
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import EditRefused, GameChangedElsewhere, Session
from tests.first_form import H1, H2, H2_EDITED, H3, first_form, first_form_game

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN, CHIE, DAI = range(4)
DRAW = ExhaustiveDraw()
# East only: the game ends when the deal leaves Dai (seat 3) in East 4.
ONE_ROUND = RuleSet(rounds=1)


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def _table(service: Session, game_id: int) -> tuple[tuple[int, ...], int]:
    table = service.table.game(game_id).table
    assert table is not None
    return table.scores, table.deposits


def test_d1_undoing_a_hand_puts_back_no_stick_that_was_not_on_the_table(service: Session) -> None:
    game = service.table.create_game(PLAYERS).id
    # Ben's riichi is entered with the hand itself (ticked in the dialog), not declared at the table before it.
    # Aki (dealer) rons Chie with 13 han: a counted yakuman, 48,000, and Ben's stick goes to Aki.
    hand = Ron(CHIE, (Win(AKI, 13, 30),), riichi=frozenset({BEN}))
    recorded = service.table.record(game, hand)
    assert recorded.game.state.scores == (25_000 + 48_000 + 1_000, 24_000, 25_000 - 48_000, 25_000)
    undone = service.table.undo(game)
    # Before the hand there was nothing on the table: the four start on 25,000, and nothing is left to undo.
    assert undone.game.hands == () and undone.game.pending_riichi == frozenset()
    assert _table(service, game) == ((25_000,) * 4, 0)
    assert undone.game.undo is None and undone.game.redo == Action(ActionKind.RECORD, 1)
    assert service.table.redo(game).game.state.scores == recorded.game.state.scores


def test_d2_undoing_an_edit_that_ended_the_game_puts_the_stick_back_on_the_table(service: Session) -> None:
    game = service.table.create_game(PLAYERS, ONE_ROUND).id
    # Three hands all noten: the deal passes each time, East 4 (Dai dealing) with 3 honba; nobody pays.
    for _ in range(3):
        service.table.record(game, DRAW)
    # Dai (dealer) alone tenpai: 1,000 from each of the three others; Dai keeps the deal, the game goes on.
    service.table.record(game, ExhaustiveDraw(tenpai=frozenset({DAI})))
    service.table.declare_riichi(game, BEN)
    assert _table(service, game) == ((24_000, 23_000, 24_000, 28_000), 1_000)
    # Hand 4 all noten: the deal leaves Dai, the East round is over and so is the game; Ben's stick goes back.
    ended = service.table.edit_hand(game, 4, DRAW)
    assert ended.game.finished and ended.game.pending_riichi == frozenset()
    undone = service.table.undo(game)
    # The game as it was before the edit: hand 4 Dai's tenpai, Ben's stick on the table.
    assert not undone.game.finished
    assert undone.game.hands[3].result == ExhaustiveDraw(tenpai=frozenset({DAI}))
    assert undone.game.pending_riichi == {BEN}
    assert _table(service, game) == ((24_000, 23_000, 24_000, 28_000), 1_000)
    assert undone.game.undo == Action(ActionKind.RIICHI, seat=BEN, declared=True)
    taken = service.table.undo(game)  # and the riichi's undo does what it says
    assert taken.game.pending_riichi == frozenset()
    assert _table(service, game) == ((24_000, 24_000, 24_000, 28_000), 0)


@pytest.mark.parametrize("restart", [False, True])
def test_d3_an_edit_of_a_game_ended_by_hand_is_undone_into_the_game_still_ended(
    database_url: str, restart: bool
) -> None:
    with Session.open(database_url) as first:
        game = first.table.create_game(PLAYERS, ONE_ROUND).id
        for _ in range(3):
            first.table.record(game, DRAW)
        first.table.record(game, ExhaustiveDraw(tenpai=frozenset({DAI})))  # Dai keeps the deal: the game goes on
        first.table.finish(game)  # the players stop (a time limit)
        # Hand 4 all noten: the rules would have ended the game there too.
        assert first.table.edit_hand(game, 4, DRAW).game.finished
        if not restart:
            _undo_edit_then_end(first, game)
    if restart:
        with Session.open(database_url) as second:
            _undo_edit_then_end(second, game)


def _undo_edit_then_end(service: Session, game: int) -> None:
    undone = service.table.undo(game)
    assert undone.action == Action(ActionKind.EDIT, 4)
    # Before the edit the game had been ended by hand after Dai's tenpai: it still is.
    assert undone.game.hands[3].result == ExhaustiveDraw(tenpai=frozenset({DAI}))
    assert undone.game.finished and undone.game.undo == Action(ActionKind.END)
    reopened = service.table.undo(game)
    assert reopened.action == Action(ActionKind.END) and not reopened.game.finished
    assert reopened.game.undo == Action(ActionKind.RECORD, 4)


def test_d4_undo_is_never_refused_for_a_state_it_produced(service: Session) -> None:
    # A stick needs 1,000 points; everyone starts on 12,000.
    rules = RuleSet(start_points=12_000, return_points=12_000, riichi_needs_deposit=True)
    game = service.table.create_game(PLAYERS, rules).id
    # Aki (dealer) rons Ben with 5 han: a dealer's mangan, 12,000; Ben has 0 left.
    mangan = Ron(BEN, (Win(AKI, 5),))
    service.table.record(game, mangan)
    # Changed to all noten: nobody pays, Ben keeps his 12,000.
    service.table.edit_hand(game, 1, DRAW)
    # Hand 2: Ben's riichi entered with the hand; Dai rons Chie, 1 han 30 fu: 1,000, and Ben's stick.
    service.table.record(game, Ron(CHIE, (Win(DAI, 1, 30),), riichi=frozenset({BEN})))
    service.table.undo(game)  # hand 2: no stick of Ben's is left on the table, for it was not there before
    back = service.table.undo(game)  # the edit: hand 1 is the mangan again, Ben has 0 and no stick on the table
    assert back.action == Action(ActionKind.EDIT, 1)
    assert [h.result for h in back.game.hands] == [mangan]
    assert _table(service, game) == ((24_000, 0, 12_000, 12_000), 0)


def test_d5_a_riichi_in_a_window_that_has_not_seen_another_s_change_is_refused(database_url: str) -> None:
    with Session.open(database_url) as here, Session.open(database_url) as there:
        game = here.table.create_game(PLAYERS).id
        assert there.table.game(game).pending_riichi == frozenset()  # both windows have the game open
        here.table.declare_riichi(game, BEN)
        with pytest.raises(GameChangedElsewhere, match="changed in another window"):
            there.table.declare_riichi(game, BEN, declared=False)  # this window still shows no stick for Ben
        assert here.table.game(game).pending_riichi == {BEN}  # nothing taken back behind anyone's back
        assert there.table.game(game).pending_riichi == {BEN}  # read again
        there.table.declare_riichi(game, BEN, declared=False)  # now seen, the change is stored
        assert here.table.game(game).pending_riichi == frozenset()
        here.table.declare_riichi(game, CHIE)
        with pytest.raises(GameChangedElsewhere):
            there.table.declare_riichi(game, CHIE)  # already down elsewhere: said, not shown as done
        assert there.table.game(game).pending_riichi == {CHIE}


def test_a_window_that_has_not_seen_another_undo_a_finish_is_not_told_the_game_is_finished(database_url: str) -> None:
    with Session.open(database_url) as here, Session.open(database_url) as there:
        game = here.table.create_game(PLAYERS).id
        here.table.record(game, DRAW)
        here.table.finish(game)
        assert there.table.game(game).finished  # the other window shows the game ended
        here.table.undo(game)  # the end taken back here: the game goes on
        with pytest.raises(GameChangedElsewhere, match="changed in another window") as said:
            there.table.declare_riichi(game, BEN)  # not "Game 1 is finished": that is no longer true
        assert said.value.game is not None and not said.value.game.finished  # read again, as it is now
        there.table.declare_riichi(game, BEN)  # now seen, the stick goes down
        assert here.table.game(game).pending_riichi == {BEN}


def test_a_refusal_read_from_an_old_copy_of_the_game_is_never_given(database_url: str) -> None:
    with Session.open(database_url) as here, Session.open(database_url) as there:
        game = here.table.create_game(PLAYERS).id
        assert there.table.game(game).hands == ()
        here.table.record(game, DRAW)
        with pytest.raises(GameChangedElsewhere):  # not "Game 1 has no Hand 1"
            there.table.edit_hand(game, 1, ExhaustiveDraw(tenpai=frozenset({AKI})))
        assert len(there.table.game(game).hands) == 1  # read again
        here.table.undo(game)
        with pytest.raises(GameChangedElsewhere):  # nor "nothing to redo": the hand taken back elsewhere is shown
            there.table.redo(game)
        assert there.table.game(game).hands == ()
        there.table.redo(game)
        assert len(here.table.game(game).hands) == 1


def test_d5_a_preview_in_a_window_that_has_not_seen_another_s_change_uses_the_table_as_it_is(
    database_url: str,
) -> None:
    with Session.open(database_url) as here, Session.open(database_url) as there:
        game = here.table.create_game(PLAYERS).id
        there.table.game(game)
        here.table.declare_riichi(game, CHIE)
        # Aki (dealer) 3 han 40 fu ron on Ben: base 40 x 2^5 = 1,280, x 6 = 7,680 -> 7,700; Chie's stick to Aki.
        preview = there.table.preview(game, Ron(BEN, (Win(AKI, 3, 40),)))
        assert preview.deltas == (7_700 + 1_000, -7_700, -1_000, 0)


# Ben (not dealing) tsumo on 8s, a closed hand of runs waiting on both sides (pinfu), after riichi; the indicator
# 1m makes 2m a dora: riichi 1 + menzen tsumo 1 + pinfu 1 + dora 1 = 4 han; pinfu tsumo 20 fu.
PINFU = HandInput("234m567m345p678s99p", "8s", tsumo=True, seat_wind="S", riichi=True, dora="1m")


def test_a_hand_valued_from_its_tiles_loses_no_riichi_behind_its_yaku(service: Session) -> None:
    rules = RuleSet()
    value = calculate(PINFU, rules)
    assert (value.han, value.fu) == (4, 20)
    tiles = winning_tiles(PINFU, value)
    assert "Riichi" in [line.name for line in tiles.yaku]
    game = service.table.create_game(PLAYERS, rules).id
    recorded = service.table.record(game, Tsumo(Win(BEN, 4, 20, tiles=tiles), riichi=frozenset({BEN})))
    # 4 han 20 fu: base 20 x 2^6 = 1,280; Aki (dealer) pays 2,560 -> 2,600, Chie and Dai 1,280 -> 1,300 each;
    # Ben gets 5,200 and his own stick back.
    assert recorded.game.hands[0].deltas == (-2_600, 5_200, -1_300, -1_300)
    # The edit unticks Ben's riichi but keeps the value found with it: the yaku would say Riichi, the hand not.
    unticked = Tsumo(Win(BEN, 4, 20, tiles=tiles))
    with pytest.raises(EditRefused, match="Ben did not declare riichi"):
        service.table.edit_hand(game, 1, unticked)
    with pytest.raises(EditRefused, match="Ben did not declare riichi"):
        service.table.preview_edit(game, 1, unticked)
    hand = service.table.game(game).hands[0]
    assert hand.result.riichi == {BEN} and hand.deltas == (-2_600, 5_200, -1_300, -1_300)
    # Valued again without riichi: 3 han 20 fu, base 20 x 2^5 = 640: 1,280 -> 1,300 from Aki, 700 from the others.
    again = calculate(dataclasses.replace(PINFU, riichi=False), rules)
    assert (again.han, again.fu) == (3, 20)
    plain = Tsumo(Win(BEN, 3, 20, tiles=winning_tiles(dataclasses.replace(PINFU, riichi=False), again)))
    assert service.table.edit_hand(game, 1, plain).game.hands[0].deltas == (-1_300, 2_700, -700, -700)


def _inputs(service: Session, game: int) -> tuple[list[object], frozenset[int], bool]:
    view = service.table.game(game)
    return [h.result for h in view.hands], view.pending_riichi, view.finished


def test_a_journal_stored_in_its_first_form_is_undone_and_redone_as_it_was_made(database_url: str) -> None:
    game = first_form_game(database_url)
    # The game before each action of the journal, and after the last: (hands, sticks on the table, ended).
    states: list[tuple[list[object], frozenset[int], bool]] = [
        ([], frozenset(), False),
        ([], frozenset({BEN}), False),
        ([H1], frozenset(), False),
        ([H1, H2], frozenset(), False),
        ([H1, H2, H3], frozenset(), False),
        ([H1, H2_EDITED, H3], frozenset(), False),
        ([H1, H2_EDITED], frozenset(), False),
        ([H1, H2_EDITED], frozenset({DAI}), False),
        ([H1, H2_EDITED], frozenset(), True),
    ]
    with Session.open(database_url) as service:
        assert _inputs(service, game) == states[7]
        service.table.redo(game)
        assert _inputs(service, game) == states[8]
        for back in reversed(range(4, 8)):
            service.table.undo(game)
            assert _inputs(service, game) == states[back]
    with Session.open(database_url) as service:  # a restart half way
        for back in reversed(range(4)):
            service.table.undo(game)
            assert _inputs(service, game) == states[back]
        assert service.table.game(game).undo is None
        for forward in range(1, 9):
            service.table.redo(game)
            assert _inputs(service, game) == states[forward]


def test_a_new_change_after_a_first_form_journal_is_undone_and_so_are_the_old_ones(database_url: str) -> None:
    game = first_form_game(database_url)
    with Session.open(database_url) as service:
        service.table.undo(game)  # Dai's riichi taken back
        service.table.record(game, H3)  # a new change: the end undone is forgotten
    with Session.open(database_url) as service:
        assert _inputs(service, game) == ([H1, H2_EDITED, H3], frozenset(), False)
        assert service.table.undo(game).action == Action(ActionKind.RECORD, 3)
        assert _inputs(service, game) == ([H1, H2_EDITED], frozenset(), False)
        assert service.table.undo(game).action == Action(ActionKind.DELETE, 3)
        assert _inputs(service, game) == ([H1, H2_EDITED, H3], frozenset(), False)
        assert service.table.undo(game).action == Action(ActionKind.EDIT, 2)
        assert _inputs(service, game) == ([H1, H2, H3], frozenset(), False)
        assert service.table.redo(game).action == Action(ActionKind.EDIT, 2)
        assert service.table.redo(game).action == Action(ActionKind.DELETE, 3)
        assert service.table.redo(game).action == Action(ActionKind.RECORD, 3)
        assert service.table.game(game).redo is None


def test_a_game_the_rules_ended_marked_closed_by_revision_0003_goes_on_when_an_edit_takes_the_end_away(
    database_url: str,
) -> None:
    from sqlalchemy import text

    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS, ONE_ROUND).id
        for _ in range(4):  # all noten four times: the deal leaves Dai, the East round and the game are over
            service.table.record(game, DRAW)
        assert service.table.game(game).finished
        with service.database.writing() as session:  # as revision 0003 left a game ended before it
            session.execute(text("UPDATE games SET closed = true WHERE id = :game"), {"game": game})
            session.execute(text("DELETE FROM game_actions WHERE game_id = :game"), {"game": game})
    with Session.open(database_url) as service:
        assert service.table.game(game).undo == Action(ActionKind.RECORD, 4)
        # Dai (dealer) tenpai in hand 4 keeps the deal: the rules no longer end the game, and nobody ended it.
        assert not service.table.edit_hand(game, 4, ExhaustiveDraw(tenpai=frozenset({DAI}))).game.finished
        assert service.table.undo(game).game.finished


@pytest.mark.parametrize(
    ("before", "when"),
    [
        ({"results": [], "closed": "no", "pending": []}, "read"),
        ({"results": [], "closed": False, "pending": [7]}, "read"),
        ({"results": [{"kind": "nothing"}], "closed": False, "pending": []}, "undone"),
    ],
)
def test_a_damaged_image_in_the_journal_names_the_game_and_the_action(
    database_url: str, before: dict[str, object], when: str
) -> None:
    import json

    from sqlalchemy import text

    from tablekeeper.store.reads import DamagedGame

    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS).id
        service.table.record(game, DRAW)
        after = {"results": [first_form(DRAW)], "closed": False, "pending": []}
        with service.database.writing() as session:
            session.execute(
                text("UPDATE game_actions SET data = :data WHERE game_id = :game AND position = 0"),
                {"data": json.dumps({"first": 0, "before": before, "after": after}), "game": game},
            )
    with Session.open(database_url) as again:
        damage = "action 0 of its undo history cannot be read"
        if when == "read":
            with pytest.raises(DamagedGame, match=damage):
                again.table.game(game)
        else:
            assert again.table.game(game).undo == Action(ActionKind.RECORD, 1)
            with pytest.raises(DamagedGame, match=damage):
                again.table.undo(game)
            assert [h.result for h in again.table.game(game).hands] == [DRAW]  # nothing changed
