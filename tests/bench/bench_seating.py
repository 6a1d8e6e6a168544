"""Benchmark: random seating as an event seats it, round by round (the window's "Seat the next round", each round after
the ones before it, with the event's one seed) and several rounds at once (`event seat --rounds K`), for 8 to 64
players at tables of four (``--seats 3``: 6 to 60 at tables of three): the slowest call's CPU time (the aim: under
0.5 s; CPU time, since the machine is shared) and the quality of the whole seating (repeat meetings, the most any
pair met, meetings in consecutive rounds, wind spread: the line `event seat` prints). Run as a script:

    .venv/bin/python tests/bench/bench_seating.py                  # this tree
    .venv/bin/python tests/bench/bench_seating.py --before main    # beside the tree of a git revision

With ``--before REV`` the revision's tree is taken out of git (``git archive``) into a temporary folder and the
same cases run there in a process of their own (with this venv), printed side by side with this tree's.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CASES = (
    *((players, rounds, "by round") for players, rounds in ((8, 4), (12, 5), (16, 6), (20, 6), (32, 8), (64, 8))),
    *((players, rounds, "new seeds") for players, rounds in ((16, 5), (24, 8), (32, 8), (48, 8), (64, 8))),
    *((players, rounds, "at once") for players, rounds in ((8, 4), (12, 4), (20, 6), (24, 8))),
)
"""(players, rounds, how): "by round" one round at a time with the event's one seed (16, 32 and 64 players then go
through a design without repeats); "new seeds" one round at a time, each with a seed of its own (as a round
seated again draws one), which leaves the design and makes the search work; "at once" all the rounds together."""
CASES_OF_THREE = (
    *((players, rounds, "by round") for players, rounds in ((6, 3), (9, 4), (12, 5), (15, 6), (21, 7), (60, 8))),
    *((players, rounds, "new seeds") for players, rounds in ((12, 5), (21, 7), (30, 8), (60, 8))),
    *((players, rounds, "at once") for players, rounds in ((6, 3), (9, 4), (18, 6), (24, 8))),
)
"""The same at tables of three: 9, 12, 15 and 21 players go through a design without repeats, round by round."""


def run_cases(seeds: int, seats: int = 4) -> list[dict[str, object]]:
    """Every case in the tree on ``sys.path`` at tables of ``seats``: a dict each, with the slowest call's seconds
    and the quality."""
    from tablekeeper.events.seating import quality, seat_random

    out: list[dict[str, object]] = []
    # A tree from before tables of three takes no ``seats``: tables of four are seated there as they always were.
    size = {} if seats == 4 else {"seats": seats}
    for players, rounds, how in CASES if seats == 4 else CASES_OF_THREE:
        for seed in range(seeds):
            seated: tuple[object, ...] = ()
            slowest = 0.0
            steps = (rounds,) if how == "at once" else (1,) * rounds
            for step, count in enumerate(steps):
                drawn = seed * 1000 + step if how == "new seeds" else seed
                start = time.process_time()
                seated = (*seated, *seat_random(range(1, players + 1), count, seated, seed=drawn, **size))  # type: ignore[arg-type]
                slowest = max(slowest, time.process_time() - start)
            worth = quality(seated)  # type: ignore[arg-type]
            out.append(
                {
                    "case": f"{players} x {rounds} {how} seed {seed}",
                    "seconds": slowest,
                    "quality": f"{worth.repeats}/{worth.most}/{worth.consecutive}/{worth.wind_spread}",
                }
            )
            print(json.dumps(out[-1]), file=sys.stderr, flush=True)
    return out


def run_before(revision: str, seeds: int, seats: int) -> list[dict[str, object]]:
    """The cases run in the tree of git ``revision``, in a process of its own."""
    with tempfile.TemporaryDirectory(prefix="bench-seating-") as folder:
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", revision, "tablekeeper"], check=True, capture_output=True
        ).stdout
        with tarfile.open(fileobj=__import__("io").BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        done = subprocess.run(
            [sys.executable, __file__, "--worker", "--seeds", str(seeds), "--seats", str(seats)],
            check=True,
            capture_output=True,
            text=True,
            cwd=folder,
            env={"PYTHONPATH": folder, "PATH": "/usr/bin:/bin"},
        )
        return list(json.loads(done.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", metavar="REV", help="a git revision to run beside this tree (main, HEAD~3)")
    parser.add_argument("--seeds", type=int, default=1, help="seeds per case (default 1)")
    parser.add_argument("--seats", type=int, choices=(3, 4), default=4, help="players a table (default 4)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(run_cases(args.seeds, args.seats)))
        return
    sys.path.insert(0, str(ROOT))
    before = run_before(args.before, args.seeds, args.seats) if args.before else None
    after = run_cases(args.seeds, args.seats)
    header = f"{'case':<30} {'slowest':>8}  {'quality':<14}"
    if before is not None:
        header += f" | {'before':>8}  {'quality':<14}"
    print("quality: repeats / most any pair met / in consecutive rounds / wind spread")
    print(header)
    for index, now in enumerate(after):
        line = f"{now['case']:<30} {now['seconds']:>7.3f}s  {now['quality']:<14}"
        if before is not None:
            then = before[index]
            line += f" | {then['seconds']:>7.3f}s  {then['quality']:<14}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
