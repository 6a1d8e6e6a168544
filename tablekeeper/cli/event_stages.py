"""`tablekeeper event cut`: a cut to the top N of the standings, the rounds after it a stage of their own; and the
options of `event new`, `event seat` and `event standings` for sit-outs and stages (wired in
:mod:`tablekeeper.cli.event`)."""

from __future__ import annotations

import argparse
from typing import Any

from tablekeeper.cli.output import emit, shown
from tablekeeper.cli.session import open_session
from tablekeeper.events.model import StageScores


def add_cut(commands: Any, command: Any, positive: Any) -> None:
    """`event cut EVENT --top N [--scores carry|reset]`."""
    parser = command(commands, "cut", "keep the top N of the standings for the rounds after the last one", run_cut)
    parser.add_argument("--top", type=positive, required=True, metavar="N", help="how many go through")
    parser.add_argument(
        "--scores",
        choices=[each.value for each in StageScores],
        default=StageScores.CARRY.value,
        help="their totals carried over (default) or reset to nothing",
    )


def run_cut(args: argparse.Namespace) -> int:
    with open_session(args) as service:
        view = service.events.cut(args.event, args.top, scores=args.scores)
    stage = view.record.stages[-1]
    names = {e.number: e.name for e in view.record.entrants}
    emit(
        f"Stage {stage.number} from round {stage.first_round}: the top {len(stage.qualified)}, scores "
        f"{'carried over' if stage.scores is StageScores.CARRY else 'reset'}: "
        + ", ".join(shown(names[n]) for n in stage.qualified)
    )
    return 0


def sit_out_note(score: int | None, format_score: Any) -> str:
    """What a round sat out counts, as the standings say it."""
    if score is None:
        return "A round sat out counts nothing."
    return f"A round sat out counts {format_score(score)}."
