"""Two windows on one game (issue 30, part 1): a change is made on the game as its window last showed it (the
revision it shows), or refused with the game as it is now and nothing stored; never rebased on a game nobody was
shown. Each window is a session of its own on one database, as two processes or two laptops are; on SQLite and on
PostgreSQL.

Payments from the club rules (RULESETS.md): base = fu x 2^(2 + han); a non-dealer's ron 4 x base, rounded up to
100; 300 a honba on a ron.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from uuid import uuid4

import pytest

from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win
from tablekeeper.service import GameChangedElsewhere, Session

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN, CHIE, DAI = range(4)
BEN_TSUMO = Tsumo(Win(BEN, 1, 30))
AKI_RON = Ron(CHIE, (Win(AKI, 1, 30),))


@pytest.fixture
def windows(database_url: str) -> Iterator[tuple[Session, Session]]:
    with Session.open(database_url) as a, Session.open(database_url) as b:
        yield a, b


def _two_views(windows: tuple[Session, Session]) -> tuple[int, int]:
    """A game with one hand, shown in both windows: its id and the revision both show."""
    a, b = windows
    game = a.table.create_game(PLAYERS).id
    a.table.record(game, ExhaustiveDraw())
    assert b.table.game(game).revision == a.table.game(game).revision
    return game, a.table.game(game).revision


def test_a_hand_entered_on_the_game_as_a_window_showed_it_is_refused_once_another_window_recorded(
    windows: tuple[Session, Session],
) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    b.table.record(game, BEN_TSUMO)  # B records hand 2; A still shows one hand
    with pytest.raises(GameChangedElsewhere) as said:
        a.table.record(game, AKI_RON, revision=shown)
    # Nothing stored: the game has B's hand 2 and nothing after it, and the refusal gives the game as it is now.
    stored = b.table.game(game)
    assert len(stored.hands) == 2 and stored.hands[1].result == BEN_TSUMO
    assert said.value.game is not None and said.value.game.revision == stored.revision
    assert len(said.value.game.hands) == 2
    # Entered again on the game now shown, it is stored.
    again = a.table.record(game, AKI_RON, revision=said.value.game.revision)
    assert len(again.game.hands) == 3


def test_a_preview_is_of_the_game_the_window_shows_and_never_reads_another_under_it(
    windows: tuple[Session, Session],
) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    # On the game A shows (hand 1 a draw all noten: the deal passed to Ben, with 1 honba), Aki's ron is a
    # non-dealer's: 1 han 30 fu, base 30 x 2^3 = 240, x 4 = 960 -> 1,000, and the honba's 300: 1,300 from Chie.
    preview = a.table.preview(game, AKI_RON, revision=shown)
    assert preview.deltas == (1_300, 0, -1_300, 0)
    b.table.record(game, BEN_TSUMO)
    # The game moved while A's dialog is open: the preview says so, rather than showing payments of another game.
    with pytest.raises(GameChangedElsewhere):
        a.table.preview(game, AKI_RON, revision=shown)
    # And the dialog's Record, still on the game A showed, is refused, though A's session has read the new game.
    with pytest.raises(GameChangedElsewhere):
        a.table.record(game, AKI_RON, revision=shown)
    assert len(b.table.game(game).hands) == 2


def test_the_same_hand_entered_at_both_windows_is_stored_once(windows: tuple[Session, Session]) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    a.table.record(game, BEN_TSUMO, revision=shown)  # each its own entry, confirmed at its own laptop
    with pytest.raises(GameChangedElsewhere):
        b.table.record(game, BEN_TSUMO, revision=shown)
    hands = a.table.game(game).hands
    assert [hand.result for hand in hands] == [ExhaustiveDraw(), BEN_TSUMO]


def test_a_retry_of_one_entry_is_stored_once_though_its_first_write_moved_the_game(
    windows: tuple[Session, Session],
) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    entry = uuid4()
    first = a.table.record(game, BEN_TSUMO, entry=entry, revision=shown)
    assert not first.stored_before
    # Sent again with the revision it was entered on (its answer lost): answered as stored, not refused nor stored
    # twice; from this window, or from another process after a restart.
    again = a.table.record(game, BEN_TSUMO, entry=entry, revision=shown)
    assert again.stored_before and len(again.game.hands) == 2
    elsewhere = b.table.record(game, BEN_TSUMO, entry=entry, revision=shown)
    assert elsewhere.stored_before and len(b.table.game(game).hands) == 2


STALE_CHANGES: dict[str, Callable[[Session, int, int], object]] = {
    "record": lambda s, game, seen: s.table.record(game, AKI_RON, revision=seen),
    "edit": lambda s, game, seen: s.table.edit_hand(game, 1, ExhaustiveDraw(tenpai=frozenset({AKI})), revision=seen),
    "delete": lambda s, game, seen: s.table.delete_hand(game, 1, revision=seen),
    "undo": lambda s, game, seen: s.table.undo(game, revision=seen),
    "riichi": lambda s, game, seen: s.table.declare_riichi(game, CHIE, revision=seen),
    "finish": lambda s, game, seen: s.table.finish(game, revision=seen),
    "edit preview": lambda s, game, seen: s.table.preview_edit(game, 1, None, revision=seen),
}


@pytest.mark.parametrize("change", list(STALE_CHANGES))
@pytest.mark.parametrize("elsewhere", ["a hand recorded", "an undo", "a riichi"])
def test_a_change_entered_on_a_game_that_moved_is_refused_with_nothing_stored(
    windows: tuple[Session, Session], change: str, elsewhere: str
) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    a.table.game(game)  # A's session holds the game as A shows it
    if elsewhere == "a hand recorded":
        b.table.record(game, BEN_TSUMO)
    elif elsewhere == "an undo":
        b.table.undo(game)
    else:
        b.table.declare_riichi(game, DAI)
    stored = b.table.game(game)
    with pytest.raises(GameChangedElsewhere) as said:
        STALE_CHANGES[change](a, game, shown)
    now = b.table.game(game)
    assert (now.revision, now.hands, now.pending_riichi) == (stored.revision, stored.hands, stored.pending_riichi)
    assert said.value.game is not None and said.value.game.revision == stored.revision


def test_a_redo_entered_on_a_game_that_moved_is_refused(windows: tuple[Session, Session]) -> None:
    a, b = windows
    game, _ = _two_views(windows)
    a.table.undo(game)
    shown = a.table.game(game).revision
    b.table.game(game)
    b.table.declare_riichi(game, DAI)  # a new change elsewhere: what A's redo would bring back is forgotten
    with pytest.raises(GameChangedElsewhere):
        a.table.redo(game, revision=shown)
    assert b.table.game(game).hands == ()


def test_a_follower_finds_the_other_window_s_change(windows: tuple[Session, Session]) -> None:
    a, b = windows
    game, shown = _two_views(windows)
    told = threading.Event()
    follower = a.follow_game(game, told.set)
    try:
        assert follower.listening.wait(10)
        assert not follower.check(shown)  # nothing new
        b.table.record(game, BEN_TSUMO)
        if follower.poll_every is None:  # a server tells (from the listener's thread)
            assert told.wait(10)
        assert follower.check(shown)
        now = a.table.game(game)
        assert len(now.hands) == 2
        assert follower.poll_every is None or not follower.check(now.revision)
    finally:
        follower.close()
