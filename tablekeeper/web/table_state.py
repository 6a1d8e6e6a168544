"""A table's game as its page shows it, in the words of the request (:mod:`tablekeeper.present`): the seats with
wind, name, points, dealer and riichi stick; the round, honba and sticks; the hands so far; what an undo would take
back. The same value is put in the page's HTML (readable before any script runs) and sent as JSON as it changes."""

from __future__ import annotations

import math
from typing import Any

from tablekeeper import present
from tablekeeper.bidi import names_in_line
from tablekeeper.publishing import Published
from tablekeeper.rules.clock_times import ClockState
from tablekeeper.rules.game import abortive_kinds
from tablekeeper.rules.results import AbortKind
from tablekeeper.service.clock_views import GameTime
from tablekeeper.service.events import EventTable
from tablekeeper.service.previews import Preview
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.words import number, tr


def table_state(
    seating: EventTable, game: GameSnapshot | None, time: GameTime | None = None, published: Published | None = None
) -> dict[str, Any]:
    """What the table's page shows of ``game`` (None: its result is kept on paper) and of its round's clock, the
    names as ``published`` (a player marked not to be is "Player N")."""
    shown = published or Published(())
    base: dict[str, Any] = {"round": seating.round, "table": seating.table}
    if game is None:
        seats = [{"seat": s, "name": shown.name(n)} for s, n in enumerate(seating.seats)]
        return {**base, "paper": True, "seats": seats}
    state = game.table if game.table is not None else game.state
    players = [shown.name(name) for name in game.players]
    names = names_in_line(players)
    seats = [
        {
            "seat": seat,
            "name": name,
            "wind": present.wind_name(state.seat_wind(seat)),
            "points": number(state.scores[seat]),
            "dealer": seat == state.dealer,
            "riichi": seat in game.pending_riichi,
        }
        for seat, name in enumerate(players)
    ]
    line = [present.deal_name(state), tr("{honba} honba").format(honba=state.honba)]
    if game.finished:
        line = [tr("The game is over.")]  # no hand is played any more: not the deal the next one would be
    elif state.deposits:
        line.append(tr("{points} in sticks").format(points=number(state.deposits)))
    repeats = present.deal_repeats(hand.before for hand in game.hands)
    hands = [
        {
            "number": hand.number,
            "deal": present.hand_deal_text(hand.before, repeat),
            "text": present.result_text(hand.result, names, game.rules),
            "deltas": [number(delta, signed=True) for delta in hand.deltas],
        }
        for hand, repeat in zip(game.hands, repeats, strict=True)
    ]
    standings = [
        {
            "place": present.place_name(standing.place),
            "name": names[standing.seat],
            "points": number(standing.points),
        }
        for standing in game.standings
    ]
    return {
        **base,
        "paper": False,
        "game": game.id,
        "revision": game.revision,
        "finished": game.finished,
        "line": " · ".join(line),
        "seats": seats,
        "hands": hands,
        "standings": standings if game.finished else [],
        "undo": present.undo_text(game.undo, names) if game.undo is not None else None,
        "nagashi": game.rules.nagashi_mangan,
        "clock": _clock(time),
        # The draws the table can see (no four winds nor four riichi at a table of three); a triple ron is a ron.
        "aborts": [kind.value for kind in abortive_kinds(game.rules) if kind is not AbortKind.TRIPLE_RON],
    }


def preview_lines(preview: Preview, game: GameSnapshot, result: Any, published: Published | None = None) -> list[str]:
    """What recording a hand would pay, a line each, as the window's Payments box says it (the names as
    ``published``)."""
    shown = published or Published(())
    names = names_in_line([shown.name(name) for name in game.players])
    heads = present.settlement_heads(result, names, game.rules)
    lines = [present.transfer_text(transfer, names) for transfer in preview.settlement]
    changes = zip(names, preview.deltas, preview.after.scores, strict=True)
    totals = [present.points_after_text(name, delta, points) for name, delta, points in changes]
    return [*heads, *lines, *totals]


def _clock(time: GameTime | None) -> dict[str, Any] | None:
    """The round's clock as the page shows it: its words now, the seconds left (the page counts them down while it
    runs, and reads the clock again at each change), and once time is called, what the table still plays."""
    if time is None:
        return None
    state = time.view.state()
    left = time.view.left()
    return {
        "status": present.clock_status(state, left),
        "left": max(0, math.ceil(left.total_seconds())),
        "running": state is ClockState.RUNNING,
        "running_words": tr("Time left {left}"),  # as present.clock_status says it, counted down by the page
        "hands_left": None if time.hands_left is None else present.hands_left_text(time.hands_left),
    }
