"""Revision 0011 rewrites a game's undo journal of the first form (each step holding what its kind needed to work its
undo out) into the images written since; the upgraded game is undone and redone step by step exactly as it was
made, after a restart too."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import text

from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tests.first_form import BEN, DAI, H1, H2, H2_EDITED, H3, first_form, first_form_game

# The game before each change of the journal, and after the last, as the rules make it: (hands, sticks, ended).
STATES: list[tuple[list[object], frozenset[int], bool]] = [
    ([], frozenset(), False),
    ([], frozenset({BEN}), False),
    ([H1], frozenset(), False),  # the stick declared went into H1's riichi
    ([H1, H2], frozenset(), False),
    ([H1, H2, H3], frozenset(), False),
    ([H1, H2_EDITED, H3], frozenset(), False),
    ([H1, H2_EDITED], frozenset(), False),
    ([H1, H2_EDITED], frozenset({DAI}), False),
    ([H1, H2_EDITED], frozenset(), True),
]


def _journal(url: str) -> list[dict[str, Any]]:
    engine = make_engine(resolve_url(url))
    try:
        with engine.connect() as connection:
            rows = connection.execute(text("SELECT data FROM game_actions ORDER BY position")).scalars().all()
    finally:
        engine.dispose()
    return [json.loads(d) for d in rows]


def _inputs(service: Session, game: int) -> tuple[list[object], frozenset[int], bool]:
    view = service.table.game(game)
    return [h.result for h in view.hands], view.pending_riichi, view.finished


def test_revision_0011_gives_a_first_form_journal_its_images_and_undoes_and_redoes_as_it_was_made(
    database_url: str,
) -> None:
    game = first_form_game(database_url)
    with Session.open(database_url) as service:  # opening upgrades to the newest revision
        journal = _journal(database_url)
        assert all("first" in step for step in journal)
        # The edit of hand 2 replaced H2 with H2_EDITED, H3 after it unchanged; the end closed the game.
        assert journal[4]["first"] == 1
        assert journal[4]["before"] == {"results": [first_form(H2), first_form(H3)], "closed": False, "pending": []}
        assert journal[4]["after"] == {
            "results": [first_form(H2_EDITED), first_form(H3)],
            "closed": False,
            "pending": [],
        }
        assert journal[7] == {
            "first": 2,
            "before": {"results": [], "closed": False, "pending": [DAI]},
            "after": {"results": [], "closed": True, "pending": []},
        }
        assert journal[6]["seat"] == DAI and journal[6]["declared"] is True
        assert _inputs(service, game) == STATES[7]
        service.table.redo(game)
        assert _inputs(service, game) == STATES[8]
        for back in reversed(range(4, 8)):
            service.table.undo(game)
            assert _inputs(service, game) == STATES[back]
    with Session.open(database_url) as service:  # a restart half way
        for back in reversed(range(4)):
            service.table.undo(game)
            assert _inputs(service, game) == STATES[back]
        assert service.table.game(game).undo is None
        for forward in range(1, 9):
            service.table.redo(game)
            assert _inputs(service, game) == STATES[forward]
