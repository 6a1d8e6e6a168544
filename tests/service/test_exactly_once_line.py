"""Exactly once over a line that cuts (issue 21, section 3): a table records hundreds of hands into PostgreSQL
through a proxy that cuts the connection before, during and after the commit (tests/service/cut_line.py), now and
then undoing the last hand, sending each confirmed hand or undo again with its entry until it is acknowledged. At
the end every confirmed hand is stored exactly once, none twice, each undo took back one hand, and each game
replays to the state of a model of its confirmed hands. On PostgreSQL
only: the line is TCP. The soak of thousands of hands is tests/bench/soak_exactly_once.py."""

from __future__ import annotations

import time

from sqlalchemy.engine import make_url

from tests.service.cut_line import CutLine, check_stored_once, confirm_hands

HANDS = 200
WITHIN_S = 60.0
"""A bound on the whole run, not its expected time (a few seconds): a table that never gets through fails."""


def test_every_hand_confirmed_over_a_cut_line_is_stored_exactly_once(postgres_url: str) -> None:
    url = make_url(postgres_url)
    line = CutLine((url.host or "127.0.0.1", url.port or 5432), seed=21)
    try:
        tally = confirm_hands(postgres_url, line, HANDS, seed=21, deadline=time.monotonic() + WITHIN_S)
    finally:
        line.close()
    assert check_stored_once(postgres_url, tally) == HANDS - tally.undone
    # The line did cut at each place, and the table retried through each kind of cut.
    assert line.cuts.replies and line.cuts.before_commit and line.cuts.after_commit
    assert tally.stored_before  # some hands were stored by an attempt whose answer was lost
    assert tally.undone
    assert tally.failed_attempts >= line.cuts.before_commit + line.cuts.after_commit
