"""Every change the service makes says what it changed, and can be undone and redone, after a restart too;
another writer of the same game is noticed, never overwritten. On SQLite and on PostgreSQL.

The figures are worked out here from the club rules (RULESETS.md), hand by hand:

- H1, all noten, dealer Aki (seat 0): no payment; the deal passes to Ben, 1 honba (East 2).
- H2, Chie (seat 2) tsumo mangan, Ben dealing, 1 honba: Ben pays 4,000 + 100, Aki and Dai 2,000 + 100 each:
  (-2,100, -4,100, +8,300, -2,100); a non-dealer won: the deal passes to Chie, no honba (East 3).
- H3, Dai (seat 3) ron on Aki, 1 han 30 fu, a non-dealer's 1,000: (-1,000, 0, 0, +1,000); East 4 next.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tablekeeper.journal import Action, ActionKind
from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import GameChangedElsewhere, NothingToUndo, Session
from tablekeeper.store.reads import DamagedGame

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN, CHIE, DAI = range(4)
H1 = ExhaustiveDraw()
H2 = Tsumo(Win(CHIE, 5))
H3 = Ron(AKI, (Win(DAI, 1, 30),))
H2_DELTAS = (-2_100, -4_100, 8_300, -2_100)
H3_DELTAS = (-1_000, 0, 0, 1_000)


@pytest.fixture
def service(database_url: str) -> Iterator[Session]:
    with Session.open(database_url) as opened:
        yield opened


def _three_hands(service: Session) -> int:
    game = service.table.create_game(PLAYERS)
    for result in (H1, H2, H3):
        service.table.record(game.id, result)
    return game.id


def test_a_recorded_hand_says_it_added_that_hand(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    change = service.table.record(game.id, H1)
    assert change.action == Action(ActionKind.RECORD, 1)
    assert (change.first_hand, change.later, change.undone, change.finish_changed) == (1, (), False, False)
    assert [h.name for h in change.game.hands] == ["East 1"]
    assert change.game.undo == Action(ActionKind.RECORD, 1) and change.game.redo is None


def test_deleting_a_middle_hand_names_the_later_hands_it_changes_and_undo_brings_it_back(
    service: Session,
) -> None:
    game_id = _three_hands(service)
    change = service.table.delete_hand(game_id, 1)
    # Without H1, H2 is played at East 1 with Aki dealing, no honba: Aki pays 4,000, Ben and Dai 2,000.
    assert [h.deltas for h in change.game.hands] == [(-4_000, -2_000, 8_000, -2_000), H3_DELTAS]
    # H3 keeps its payments but is now dealt by Ben (East 2), not Chie: both later hands change.
    assert [h.name for h in change.game.hands] == ["East 1", "East 2"]
    assert (change.action, change.first_hand, change.later) == (Action(ActionKind.DELETE, 1), 1, (1, 2))
    undone = service.table.undo(game_id)
    assert undone.undone and undone.action == Action(ActionKind.DELETE, 1)
    assert [h.result for h in undone.game.hands] == [H1, H2, H3]
    assert [h.deltas for h in undone.game.hands] == [(0, 0, 0, 0), H2_DELTAS, H3_DELTAS]
    assert (undone.first_hand, undone.later) == (1, (2, 3))
    assert undone.game.redo == Action(ActionKind.DELETE, 1)
    redone = service.table.redo(game_id)
    assert [h.result for h in redone.game.hands] == [H2, H3] and not redone.undone


def test_an_edit_is_previewed_with_the_later_hands_it_changes_then_undone(service: Session) -> None:
    game_id = _three_hands(service)
    dealer_tenpai = ExhaustiveDraw(tenpai=frozenset({AKI}))
    preview = service.table.preview_edit(game_id, 1, dealer_tenpai)
    # Aki alone tenpai: 3,000 from the three others; Aki keeps the deal, 1 honba.
    assert preview.hand is not None and preview.hand.deltas == (3_000, -1_000, -1_000, -1_000)
    # H2 at East 1, 1 honba, Aki dealing: Aki pays 4,100, Ben and Dai 2,100; then Ben deals H3 (East 2).
    assert [(h.number, h.now.before.name, h.was.before.name) for h in preview.later] == [
        (2, "East 1", "East 2"),
        (3, "East 2", "East 3"),
    ]
    assert preview.scores == (
        25_000 + 3_000 - 4_100 - 1_000,
        25_000 - 1_000 - 2_100,
        25_000 - 1_000 + 8_300,
        25_000 - 1_000 - 2_100 + 1_000,
    )
    assert not preview.finished
    assert [h.result for h in service.table.game(game_id).hands] == [H1, H2, H3]  # nothing stored
    change = service.table.edit_hand(game_id, 1, dealer_tenpai)
    assert (change.action, change.first_hand, change.later) == (Action(ActionKind.EDIT, 1), 1, (2, 3))
    assert change.game.state.scores == preview.scores
    undone = service.table.undo(game_id)
    assert [h.result for h in undone.game.hands] == [H1, H2, H3]
    assert undone.game.state.scores == (24_000 - 2_100, 25_000 - 4_100, 33_300, 22_900 + 1_000)


def test_a_riichi_stick_is_stored_at_once_and_its_declaration_undone_and_redone(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    change = service.table.declare_riichi(game.id, BEN)
    assert change.action == Action(ActionKind.RIICHI, seat=BEN, declared=True) and change.table_changed
    assert change.first_hand is None
    assert change.game.table is not None
    assert (change.game.table.scores, change.game.table.deposits) == ((25_000, 24_000, 25_000, 25_000), 1_000)
    # The hand recorded next takes the stick: Ben alone tenpai gets 3,000, his stick stays on the table.
    recorded = service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({BEN})))
    assert recorded.game.hands[0].result.riichi == {BEN}
    assert recorded.game.hands[0].deltas == (-1_000, 3_000 - 1_000, -1_000, -1_000)
    assert recorded.game.pending_riichi == frozenset()
    # Undoing the hand puts its stick back on the table: it was declared before the hand was entered.
    back = service.table.undo(game.id).game
    assert back.hands == () and back.pending_riichi == {BEN}
    assert back.table is not None and back.table.deposits == 1_000
    # Then undoing the declaration takes the stick back, and redo puts it down again.
    taken = service.table.undo(game.id)
    assert taken.action == Action(ActionKind.RIICHI, seat=BEN, declared=True) and taken.undone
    assert taken.game.pending_riichi == frozenset() and taken.game.table is not None
    assert taken.game.table.scores == (25_000,) * 4
    assert service.table.redo(game.id).game.pending_riichi == {BEN}


def test_the_sticks_on_the_table_are_in_the_preview(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.declare_riichi(game.id, CHIE)
    # Aki (dealer) 3 han 40 fu ron on Ben: 7,700, and Chie's stick on the table goes to Aki.
    preview = service.table.preview(game.id, Ron(BEN, (Win(AKI, 3, 40),)))
    assert preview.deltas == (7_700 + 1_000, -7_700, -1_000, 0)


def test_ending_the_game_early_is_undone_with_the_sticks_that_were_on_the_table(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, H1)
    service.table.declare_riichi(game.id, DAI)
    ended = service.table.finish(game.id)
    assert ended.finish_changed and ended.game.finished
    assert ended.action == Action(ActionKind.END)
    # The hand in play is abandoned: Dai's stick goes back to Dai; nobody moved in H1.
    assert [s.points for s in ended.game.standings] == [25_000] * 4
    again = service.table.undo(game.id)
    assert again.finish_changed and not again.game.finished
    assert again.game.pending_riichi == {DAI}
    assert service.table.redo(game.id).game.finished


def test_undo_and_redo_survive_a_restart(database_url: str) -> None:
    with Session.open(database_url) as first:
        game_id = _three_hands(first)
        first.table.delete_hand(game_id, 2)
    with Session.open(database_url) as second:  # the window closed and opened again
        view = second.table.game(game_id)
        assert view.undo == Action(ActionKind.DELETE, 2)
        restored = second.table.undo(game_id).game
        assert [h.result for h in restored.hands] == [H1, H2, H3]
        assert [h.deltas for h in restored.hands] == [(0, 0, 0, 0), H2_DELTAS, H3_DELTAS]
    with Session.open(database_url) as third:
        assert third.table.game(game_id).redo == Action(ActionKind.DELETE, 2)
        assert [h.result for h in third.table.redo(game_id).game.hands] == [H1, H3]


def test_a_new_change_forgets_what_was_undone(service: Session) -> None:
    game = service.table.create_game(PLAYERS)
    service.table.record(game.id, H1)
    service.table.record(game.id, H2)
    service.table.undo(game.id)
    assert service.table.game(game.id).redo == Action(ActionKind.RECORD, 2)
    service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({BEN})))
    assert service.table.game(game.id).redo is None
    with pytest.raises(NothingToUndo, match="nothing to redo"):
        service.table.redo(game.id)
    assert [h.result for h in service.table.game(game.id).hands] == [H1, ExhaustiveDraw(tenpai=frozenset({BEN}))]


def test_a_game_stored_without_a_journal_undoes_its_last_hands_and_redoes_them_in_order(
    service: Session,
) -> None:
    game_id = _three_hands(service)
    data = service.transfer.export(game_id)
    service.table.delete_game(game_id)  # the file is imported elsewhere
    copy = service.transfer.import_game(data)  # an imported game has no undo history of its own
    assert service.table.game(copy).undo == Action(ActionKind.RECORD, 3)
    service.table.undo(copy)
    assert [h.result for h in service.table.undo(copy).game.hands] == [H1]
    assert [h.result for h in service.table.redo(copy).game.hands] == [H1, H2]
    assert [h.result for h in service.table.redo(copy).game.hands] == [H1, H2, H3]
    with pytest.raises(NothingToUndo):
        service.table.redo(copy)


def test_another_writer_of_the_game_is_noticed_and_the_game_read_again(database_url: str) -> None:
    with Session.open(database_url) as here, Session.open(database_url) as there:
        game = here.table.create_game(PLAYERS)
        here.table.record(game.id, H1)
        assert len(there.table.game(game.id).hands) == 1  # both have the game open
        here.table.record(game.id, H2)  # another window, or a computer sharing the club's server
        with pytest.raises(GameChangedElsewhere, match="changed in another window") as refused:
            there.table.record(game.id, H3)
        assert refused.value.game is not None and [h.result for h in refused.value.game.hands] == [H1, H2]
        assert [h.result for h in here.table.game(game.id).hands] == [H1, H2]  # nothing overwritten
        there.table.record(game.id, H3)  # once read again, the next change is stored
        with pytest.raises(GameChangedElsewhere):
            here.table.delete_hand(game.id, 1)  # a deletion in a game changed since is refused the same way
        assert [h.result for h in there.table.game(game.id).hands] == [H1, H2, H3]
        assert [h.result for h in here.table.game(game.id).hands] == [H1, H2, H3]


@pytest.mark.parametrize(
    "data",
    ['{"before": [1]}', "not json", '{"before": [1], "after": [9], "seat": 1}', '{"result": 3}'],
)
def test_a_damaged_undo_history_names_the_game(database_url: str, data: str) -> None:
    from sqlalchemy import text

    with Session.open(database_url) as service:
        game = service.table.create_game(PLAYERS)
        service.table.record(game.id, H1)
        service.table.declare_riichi(game.id, BEN)
        kind = "record" if "result" in data else "riichi"
        with service.database.writing() as session:
            session.execute(
                text("UPDATE game_actions SET data = :data, kind = :kind WHERE position = 1"),
                {"data": data, "kind": kind},
            )
    with Session.open(database_url) as again, pytest.raises(DamagedGame, match="undo history cannot be read"):
        again.table.game(game.id)


def test_a_game_is_shown_with_its_journal_unread_but_for_its_last_steps(database_url: str) -> None:
    from sqlalchemy import text

    # Three hands recorded, the last undone: the game shown says an undo takes back hand 2 and a redo does hand 3
    # again, read from those two steps alone (issue 22); the first step, damaged, is named at the journal's first use.
    with Session.open(database_url) as service:
        game_id = _three_hands(service)
        service.table.undo(game_id)
        with service.database.writing() as session:
            session.execute(
                text("UPDATE game_actions SET data = 'not json' WHERE game_id = :game AND position = 0"),
                {"game": game_id},
            )
    with Session.open(database_url) as again:
        shown = again.table.game(game_id)
        assert [h.result for h in shown.hands] == [H1, H2]
        assert (shown.undo, shown.redo) == (Action(ActionKind.RECORD, 2), Action(ActionKind.RECORD, 3))
        again.prepare_writes()  # reads the journal ahead, in the window's writer thread: the damage waits for its use
        for step in (again.table.undo, again.table.redo):
            with pytest.raises(DamagedGame, match="action 0 of its undo history cannot be read"):
                step(game_id)
        assert [h.result for h in again.table.game(game_id).hands] == [H1, H2]  # nothing changed


def test_a_journal_read_ahead_undoes_as_one_read_at_its_use(database_url: str) -> None:
    with Session.open(database_url) as service:
        game_id = _three_hands(service)
        service.table.undo(game_id)
    for ahead in (False, True):
        with Session.open(database_url) as again:
            assert again.table.game(game_id).redo == Action(ActionKind.RECORD, 3)
            if ahead:
                again.prepare_writes()
            redone = again.table.redo(game_id)
            assert [h.result for h in redone.game.hands] == [H1, H2, H3]
            assert [h.deltas for h in redone.game.hands][1:] == [H2_DELTAS, H3_DELTAS]
            undone = again.table.undo(game_id)
            assert [h.result for h in undone.game.hands] == [H1, H2]
            assert (undone.game.undo, undone.game.redo) == (Action(ActionKind.RECORD, 2), Action(ActionKind.RECORD, 3))


def test_a_refused_change_names_the_later_hand_as_the_players_see_it(service: Session) -> None:
    import dataclasses

    from tablekeeper.rules.ruleset import preset
    from tablekeeper.service import EditRefused

    # Tenhou rules end the game below zero and want 1,000 points for a riichi stick; everyone starts on 500.
    poor = dataclasses.replace(preset("tenhou"), start_points=500)
    game = service.table.create_game(PLAYERS, poor)
    # H1: Ben tsumo 1 han 30 fu, a non-dealer's 300 / 500: Aki (dealer) 0, Ben 1,600, Chie and Dai 200 each.
    service.table.record(game.id, Tsumo(Win(BEN, 1, 30)))
    # H2 (East 2): Ben, with 1,600, declares riichi and is alone tenpai.
    service.table.record(game.id, ExhaustiveDraw(tenpai=frozenset({BEN}), riichi=frozenset({BEN})))
    # Without H1, hand 2 would be the first, at East 1, and Ben would have 500: too few for the stick.
    with pytest.raises(EditRefused) as refused:
        service.table.delete_hand(game.id, 1)
    assert refused.value.message == (
        "Hand 1 cannot be deleted: Hand 2 (which would then be East 1, 0 honba) cannot be replayed: Ben has 500 "
        "points and cannot declare riichi: these rules need 1,000 points for the stick. Nothing was changed."
    )
    # The changed hand's own refusal is the rules' sentence, said once.
    with pytest.raises(EditRefused) as own:
        service.table.edit_hand(game.id, 2, ExhaustiveDraw(tenpai=frozenset({BEN}), riichi=frozenset({CHIE})))
    assert own.value.message == (
        "Hand 2 cannot be changed: Chie has 200 points and cannot declare riichi: these rules need 1,000 points "
        "for the stick."
    )
    assert len(service.table.game(game.id).hands) == 2
