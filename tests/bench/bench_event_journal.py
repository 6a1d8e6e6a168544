"""Benchmark: 1,000 changes of one event (64 players, 8 rounds seated, then penalties, each tenth one undone and
made again), on a SQLite file: the file's size and the time of a change, at first and at the end. Each change
keeps a step in the event's undo journal; the journal must keep what changed, not the whole event. Run as a
script from the tree to measure (``PYTHONPATH=. .venv/bin/python tests/bench/bench_event_journal.py [CHANGES]``:
without PYTHONPATH, the installed tablekeeper is measured)."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session

PLAYERS = 64
ROUNDS = 8


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))


def main(changes: int = 1_000) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "club.sqlite"
        with Session.open(f"sqlite:///{path}") as service:
            event = service.events.create_event("Season", RuleSet(), [f"Player {n}" for n in range(1, PLAYERS + 1)])
            service.events.seat_rounds(event.id, ROUNDS, seed=1)
            times: list[float] = []
            cpu: list[float] = []
            for n in range(changes):
                start, started = time.perf_counter(), time.process_time()
                if n % 10 == 9:
                    service.events.undo_event(event.id)
                    service.events.redo_event(event.id)
                else:
                    service.events.add_penalty(event.id, n % PLAYERS + 1, -1_000, f"late, change {n}")
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - started)
            size = _size(path)
        print(
            f"{changes} changes of an event of {PLAYERS} players and {ROUNDS} rounds: file {size / 1e6:.1f} MB; "
            f"a change {_ms(times[:50])} ms wall ({_ms(cpu[:50])} CPU) at first, {_ms(times[-50:])} ms wall "
            f"({_ms(cpu[-50:])} CPU) at the end, {sum(times):.1f} s in all (an undo and redo counted as one change)",
            flush=True,
        )


def _ms(seconds: list[float]) -> str:
    return f"{sum(seconds) / len(seconds) * 1000:.1f}"


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000)
