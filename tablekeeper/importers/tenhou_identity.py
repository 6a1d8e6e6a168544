"""What makes a Tenhou game the same game in every form it comes in, where a form carries no id of it.

An mjlog saved from Tenhou is named by its game id, and Tenhou's JSON gives it as ``ref``; but a file renamed, or
MahjongPantheon's mjlog kept without it, carries none. The game's own content then tells it: the tiles dealt in
every hand (each seat's thirteen and the first dora indicator), with each hand's round, dealer, honba, sticks, start
scores and changes. The players' names are left out: the same game comes with other names in each form where they
were anonymised apart (mjx's JSON has "Aさん" where its mjlog has the real names; MahjongPantheon's mjlog "player1"
where its JSON has "TPlayer1"), and the rules too, which a header may state wrongly (the game is one however it was
read). Two different games never deal the same tiles in every hand.
"""

from __future__ import annotations

import hashlib
import json

from tablekeeper.importers.tenhou_game import ImportedGame

CONTENT_PREFIX = "deal:"
"""What begins a content id, as ``tenhou:`` begins a Tenhou id among the games' sources."""


def content_id(game: ImportedGame) -> str | None:
    """The id of the game's content (``deal:`` and 40 hex digits), or None when a hand of it gives no tiles."""
    if not game.log_hands or not all(hand.dealt for hand in game.log_hands):
        return None
    hands = [
        [hand.round, hand.dealer, hand.honba, hand.deposits, hand.start_scores, hand.deltas, hand.dealt]
        for hand in game.log_hands
    ]
    digest = hashlib.sha256(json.dumps([len(game.players), hands]).encode("ascii")).hexdigest()
    return f"{CONTENT_PREFIX}{digest[:40]}"
