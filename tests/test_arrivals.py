"""What another window did, in words (issue 30): each kind of change, done and undone, read from the game as a
window showed it and the game as it is stored after the other window's change."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tablekeeper.arrivals import arrival_text, refused_text
from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN = 0, 1
DRAW = ExhaustiveDraw()


def test_each_change_made_elsewhere_is_named(tmp_path: Path) -> None:
    with Session.open(str(tmp_path / "club.db")) as elsewhere:
        game = elsewhere.table.create_game(PLAYERS).id
        changes: list[tuple[Callable[[], object], str]] = [
            (lambda: elsewhere.table.record(game, DRAW), "Hand 1 was recorded at another window."),
            (lambda: elsewhere.table.declare_riichi(game, BEN), "Ben declared riichi at another window."),
            (
                lambda: elsewhere.table.declare_riichi(game, BEN, False),
                "Ben's riichi was taken back at another window.",
            ),
            (lambda: elsewhere.table.undo(game), "Ben's riichi was put back at another window."),
            (lambda: elsewhere.table.undo(game), "Ben's riichi was undone at another window."),
            (
                lambda: elsewhere.table.edit_hand(game, 1, ExhaustiveDraw(tenpai=frozenset({AKI}))),
                "Hand 1 was changed at another window.",
            ),
            (lambda: elsewhere.table.undo(game), "The change of hand 1 was undone at another window."),
            (lambda: elsewhere.table.delete_hand(game, 1), "Hand 1 was deleted at another window."),
            (lambda: elsewhere.table.undo(game), "Hand 1 was brought back at another window."),
            (lambda: elsewhere.table.finish(game), "The game was ended at another window."),
            (lambda: elsewhere.table.undo(game), "The game's end was undone at another window: it goes on."),
            (lambda: elsewhere.table.undo(game), "Hand 1 was undone at another window."),
        ]
        for change, said in changes:
            shown = elsewhere.table.game(game)
            change()
            assert arrival_text(shown, elsewhere.table.game(game)) == said
        shown = elsewhere.table.game(game)
        assert arrival_text(shown, shown) == ""
        elsewhere.table.record(game, DRAW)
        elsewhere.table.record(game, DRAW)
        assert arrival_text(shown, elsewhere.table.game(game)) == "Hands 1 to 2 were recorded at another window."
        assert refused_text(shown, None) == (
            "The game was changed at another window. "
            "Nothing was stored: here is the table now; enter your change again if you still mean it."
        )
