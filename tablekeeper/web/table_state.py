"""A table's game as its page shows it, in the words of the request (:mod:`tablekeeper.present`): the seats with
wind, name, points, dealer and riichi stick; the round, honba and sticks; the hands so far; what an undo would take
back. The same value is put in the page's HTML (readable before any script runs) and sent as JSON as it changes."""

from __future__ import annotations

from typing import Any

from tablekeeper import present
from tablekeeper.bidi import names_in_line
from tablekeeper.rules.results import AbortKind
from tablekeeper.service.events import EventTable
from tablekeeper.service.previews import Preview
from tablekeeper.snapshots import GameSnapshot
from tablekeeper.words import number, tr


def table_state(seating: EventTable, game: GameSnapshot | None) -> dict[str, Any]:
    """What the table's page shows of ``game`` (None: its result is kept on paper)."""
    base: dict[str, Any] = {"round": seating.round, "table": seating.table}
    if game is None:
        return {**base, "paper": True, "seats": [{"seat": s, "name": n} for s, n in enumerate(seating.seats)]}
    state = game.table if game.table is not None else game.state
    names = names_in_line(game.players)
    seats = [
        {
            "seat": seat,
            "name": name,
            "wind": present.wind_name(state.seat_wind(seat)),
            "points": number(state.scores[seat]),
            "dealer": seat == state.dealer,
            "riichi": seat in game.pending_riichi,
        }
        for seat, name in enumerate(game.players)
    ]
    line = [present.deal_name(state), tr("{honba} honba").format(honba=state.honba)]
    if state.deposits:
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
        "aborts": [kind.value for kind in AbortKind if kind is not AbortKind.TRIPLE_RON],
    }


def preview_lines(preview: Preview, game: GameSnapshot, result: Any) -> list[str]:
    """What recording a hand would pay, a line each, as the window's Payments box says it."""
    names = names_in_line(game.players)
    heads = present.settlement_heads(result, names, game.rules)
    lines = [present.transfer_text(transfer, names) for transfer in preview.settlement]
    changes = zip(names, preview.deltas, preview.after.scores, strict=True)
    totals = [present.points_after_text(name, delta, points) for name, delta, points in changes]
    return [*heads, *lines, *totals]
