"""`tablekeeper show GAME`: a game hand by hand, with the deltas and the standings."""

from __future__ import annotations

import argparse
from typing import Any

from tablekeeper.cli.format import display_width, pad
from tablekeeper.cli.options import add_database_option, game_id, when
from tablekeeper.cli.output import emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.present import (
    called_yaku_lines,
    deal_repeats,
    hand_deal_text,
    pending_riichi_text,
    preset_name,
    result_text,
)
from tablekeeper.rules.standings import format_score
from tablekeeper.service import GameSnapshot
from tablekeeper.words import number


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "show",
        help="show a game hand by hand",
        description="Show a stored game: every hand with its deltas, then the standings.",
        epilog="Example: tablekeeper show 12",
    )
    parser.add_argument("game", type=game_id, metavar="GAME", help="the game's number (see `tablekeeper games`)")
    add_database_option(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    with open_session(args, write=False) as service:
        view = service.table.game(args.game)
    emit("\n".join(game_lines(view)))
    return 0


def game_lines(view: GameSnapshot) -> list[str]:
    """The text of `tablekeeper show`."""

    s = view.summary
    players = tuple(shown(p) for p in view.players)
    lines = [f"Game {s.id}" + (f": {shown(s.title)}" if s.title else "")]
    where = f" at {shown(s.venue)}" if s.venue else ""
    if s.finished_at is not None:
        ended = f", finished {when(s.finished_at)}"
    else:
        ended = ", finished (the time is not known)" if s.finished else ", still being played"
    # The preset as players know it ("EMA 2016"); a rule set of another name (an imported one) as it is.
    lines.append(f"Started {when(s.started_at)}{where}{ended}; rules {shown(preset_name(view.rules.name))}")
    lines.extend(f"Note: {shown(note.sentence(players))}" for note in s.notes)  # what its import found (a Tenhou log's)
    width = max(8, *(display_width(p) for p in players))
    lines.append("")
    repeats = deal_repeats(hand.before for hand in view.hands)
    labels = [hand_deal_text(hand.before, repeat) for hand, repeat in zip(view.hands, repeats, strict=True)]
    # A game may have 1,000 hands and 999 honba: the columns widen rather than push the deltas out of line.
    number_width = max(3, len(str(len(view.hands))))
    label_width = max(9, *(len(label) for label in labels)) if labels else 9
    heading = f"{'#':>{number_width}}  {'Hand':{label_width}}  "
    lines.append(heading + "  ".join(pad(p, width, right=True) for p in players) + "  Result")
    for hand, label in zip(view.hands, labels, strict=True):
        cells = "  ".join(f"{number(d, signed=True):>{width}}" for d in hand.deltas)
        said = result_text(hand.result, players, view.rules)
        lines.append(f"{hand.number:>{number_width}}  {label:{label_width}}  {cells}  {said}")
        indent = " " * (number_width + label_width + len(cells) + 6)  # below the result, as its second line
        lines.extend(indent + line for line in called_yaku_lines(hand.result, players))
    # The points as the table has them (a stick declared in the hand being played is off its player's points
    # and on the table), as the standings so far below read them.
    table = view.table if view.table is not None and not view.finished else view.state
    totals = "  ".join(f"{number(p):>{width}}" for p in table.scores)
    lines.append(
        f"{'':>{number_width}}  {'Points':{label_width}}  {totals}"
        + (f"  (+{number(table.deposits)} on the table)" if table.deposits else "")
    )
    if view.pending_riichi and not view.finished:
        lines.append(pending_riichi_text(view.pending_riichi, players))
    if view.changed_hands:
        changed = view.changed_hands
        which = (
            f"Hand {changed[0]} now replays"
            if len(changed) == 1
            else f"Hands {', '.join(map(str, changed))} now replay"
        )
        lines.append(f"Note: {which} to other deltas than those stored; the replay is shown.")
    lines.append("")
    lines.append("Final standings" if view.state.finished else "Standings so far")
    for standing in view.standings:
        name = players[standing.seat]
        lines.append(
            f"{standing.place:>3}. {pad(name, width)}  {number(standing.points):>8}  {format_score(standing.score):>7}"
        )
    return lines
