"""A game whose undo journal is stored in its first form (issue 18), for the tests of revision 0011 and of undo.

Before the images, each step kept only what its kind needed to work its undo out; revision 0011 rewrites such a
journal when the database is next opened. The game is made by the service of today, then its journal is written
back in the first form and its database marked at revision 0010."""

from __future__ import annotations

import json
from typing import Any

from alembic import command
from sqlalchemy import Connection, text

from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Ron, Tsumo, Win, to_dict
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url
from tablekeeper.store.upgrade import VERSION_TABLE, alembic_config

PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
AKI, BEN, CHIE, DAI = range(4)
H1 = ExhaustiveDraw(tenpai=frozenset({BEN}), riichi=frozenset({BEN}))  # Ben's stick was declared at the table
H2 = Tsumo(Win(CHIE, 5))
H2_EDITED = Tsumo(Win(CHIE, 3, 30))
H3 = Ron(AKI, (Win(DAI, 1, 30),))


def first_form(result: HandResult) -> dict[str, Any]:
    """A hand as a step of the first form held it."""
    return to_dict(result)


# The journal of the first form, one step a change, as the service wrote it before revision 0011's images.
FIRST_FORM = [
    {"before": [], "after": [BEN], "seat": BEN, "declared": True},
    {"result": first_form(H1)},
    {"result": first_form(H2)},
    {"result": first_form(H3)},
    {"before": first_form(H2), "after": first_form(H2_EDITED)},
    {"result": first_form(H3)},
    {"before": [], "after": [DAI], "seat": DAI, "declared": True},
    {"pending": [DAI]},
]


def stamp_back(connection: Connection, revision: str) -> None:
    """Make a database of the newest schema one of ``revision`` (0009 or later, whose schema the data revisions 0010
    and 0011 left as it was): the revisions after 0011, which changed the schema, taken back by Alembic, then the
    revision said to be ``revision`` (its rows, written by the test in their old form, are upgraded again)."""
    command.downgrade(alembic_config(connection), "0011")
    connection.execute(text(f"UPDATE {VERSION_TABLE} SET version_num = :r"), {"r": revision})


def first_form_game(url: str) -> int:
    """The game FIRST_FORM made, its end undone, its journal rewritten in the first form and its database at 0010."""
    with Session.open(url) as service:
        game = service.table.create_game(PLAYERS).id
        service.table.declare_riichi(game, BEN)
        for hand in (ExhaustiveDraw(tenpai=frozenset({BEN})), H2, H3):
            service.table.record(game, hand)
        service.table.edit_hand(game, 2, H2_EDITED)
        service.table.delete_hand(game, 3)
        service.table.declare_riichi(game, DAI)
        service.table.finish(game)
        service.table.undo(game)
    engine = make_engine(resolve_url(url))
    try:
        with engine.begin() as connection:
            for position, data in enumerate(FIRST_FORM):
                connection.execute(
                    text("UPDATE game_actions SET data = :data WHERE game_id = :game AND position = :position"),
                    {"data": json.dumps(data), "game": game, "position": position},
                )
            stamp_back(connection, "0010")
    finally:
        engine.dispose()
    return game
