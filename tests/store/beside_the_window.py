"""A table kept in one long-lived process while every CLI command runs beside it in other processes, and the
table's own process opens and closes the database file (a header read, an import of the file, a file dialog).

Shared by the bounded test in the default suite (tests/store/test_beside_the_window.py) and the long soak
(tests/bench/soak_beside_the_window.py). What it proves: every hand the service acknowledged is there for
another process at the end, the file passes SQLite's integrity check, and the table's process never holds a
descriptor of a deleted ``-wal`` (the state in which acknowledged hands vanish).
"""

from __future__ import annotations

import itertools
import json
import os
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tablekeeper.file_access import open_connections
from tablekeeper.importers.reading import read_limited
from tablekeeper.rules import results as results_module
from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Tsumo, Win
from tablekeeper.service import Session

COMMAND_TIMEOUT_S = 60
PLAYERS = ["Aki", "Ben", "Cho", "Dan"]


def cli(*arguments: str) -> subprocess.CompletedProcess[str]:
    """``tablekeeper ARGUMENTS`` in a process of its own, as a person runs it in a terminal beside the window."""
    return subprocess.run(
        [sys.executable, "-m", "tablekeeper", *arguments],
        capture_output=True,
        text=True,
        timeout=COMMAND_TIMEOUT_S,
        check=False,
    )


@dataclass
class Neighbours:
    """Other processes running every CLI command, one after another in ``lanes`` threads, until stopped."""

    url: str
    folder: Path
    game_id: int
    tenhou_log: Path | None
    lanes: int = 2
    done: int = 0
    failures: list[str] = field(default_factory=list)
    _stop: threading.Event = field(default_factory=threading.Event)
    _changed: threading.Condition = field(default_factory=threading.Condition)
    _threads: list[threading.Thread] = field(default_factory=list)

    def commands(self, lane: int) -> Iterator[tuple[str, ...]]:
        db = ("--database-url", self.url)
        out = self.folder / f"lane{lane}"
        game = str(self.game_id)
        every: list[tuple[str, ...]] = [
            ("games", *db),
            ("show", game, *db),
            ("stats", *db),
            ("export", game, "--format", "csv", "-o", f"{out}.csv", *db),
            ("export", game, "--format", "json", "-o", f"{out}.json", *db),
            ("import", f"{out}.json", *db),  # a writer beside the window: a copy of the game, or "already there"
            ("export", game, "--format", "pdf", "-o", f"{out}.pdf", *db),
            ("export", "--all", "--format", "json", "-o", f"{out}-all.json", *db),
            ("stats", "--json", *db),
        ]
        if self.tenhou_log is not None:
            every.append(("import-tenhou", str(self.tenhou_log), *db))
        # The lanes start at different commands, so that readers and writers meet in every order.
        return itertools.cycle(every[lane * 3 :] + every[: lane * 3])

    def start(self) -> None:
        for lane in range(self.lanes):
            thread = threading.Thread(target=self._run, args=(lane,), daemon=True)
            thread.start()
            self._threads.append(thread)

    def _run(self, lane: int) -> None:
        for command in self.commands(lane):
            if self._stop.is_set():
                return
            done = cli(*command)
            # 2 is a refusal in a sentence (a game already imported, say); anything else, or a traceback, is a fault.
            if done.returncode not in (0, 2) or "Traceback" in done.stderr:
                self.failures.append(f"{' '.join(command[:3])}: exit {done.returncode}: {done.stderr.strip()}")
            with self._changed:
                self.done += 1
                self._changed.notify_all()

    def wait_for_one_more(self, than: int) -> int:
        """Wait until another command has ended since ``than`` commands had; the count now."""
        with self._changed:
            self._changed.wait_for(lambda: self.done > than or self._stop.is_set(), timeout=COMMAND_TIMEOUT_S)
            return self.done

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(COMMAND_TIMEOUT_S)


def operations() -> Iterator[tuple[str, Any]]:
    """What the table enters, forever, without the game ever ending: riichi sticks, draws, the dealer's tsumo."""
    for turn in itertools.count():
        if turn % 3 == 1:
            yield "riichi", turn % 4
        yield "record", ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3}))  # nothing moves but the honba
        if turn % 5 == 4:
            yield "dealer tsumo", None


def _touch_the_file(path: Path, open_a_file_dialog: Callable[[Path], None] | None) -> None:
    """What the window's own process may do to the database file between two operations."""
    with open(path, "rb") as file:  # any header check
        file.read(16)
    read_limited(path)  # Game ▸ Import games… with the database chosen by mistake
    os.stat(path)
    if open_a_file_dialog is not None:
        open_a_file_dialog(path)


def deleted_wal_descriptors() -> list[str]:
    """The descriptors of this process that point at a deleted -wal or -shm file."""
    found = []
    for name in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{name}")
        except OSError:
            continue
        if target.endswith(" (deleted)") and ("-wal" in target or "-shm" in target):
            found.append(target)
    return found


def keep_a_table_beside_the_cli(
    url: str,
    folder: Path,
    *,
    operations_count: int,
    tenhou_log: Path | None,
    open_a_file_dialog: Callable[[Path], None] | None = None,
) -> None:
    """Keep a game for ``operations_count`` operations while the neighbours run; assert that nothing was lost."""
    path = None if "://" in url else Path(url)
    acknowledged: list[HandResult] = []
    sticks = 0
    with Session.open(url) as table:
        game = table.table.create_game(PLAYERS)
        neighbours = Neighbours(url, folder, game.id, tenhou_log)
        neighbours.start()
        try:
            seen = 0
            for what, value in itertools.islice(operations(), operations_count):
                if what == "riichi":
                    table.table.declare_riichi(game.id, value)
                    sticks += 1
                else:
                    result = value
                    if what == "dealer tsumo":
                        dealer = table.table.game(game.id).state.dealer
                        result = Tsumo(Win(winner=dealer, han=1, fu=30))
                    change = table.table.record(game.id, result)
                    acknowledged.append(change.game.hands[-1].result)
                if path is not None:
                    assert open_connections() == 0, "a SQLite connection stayed open between two operations"
                    _touch_the_file(path, open_a_file_dialog)
                    assert not deleted_wal_descriptors(), "the table writes into a -wal another process deleted"
                elif open_a_file_dialog is not None:
                    open_a_file_dialog(folder)
                seen = neighbours.wait_for_one_more(seen)  # at least one command between two operations
            # Sticks declared after the last hand are still on the table (the run may end on a riichi).
            pending = table.table.game(game.id).pending_riichi
        finally:
            neighbours.stop()
    assert not neighbours.failures, "\n".join(neighbours.failures)
    assert neighbours.done >= operations_count

    exported = cli("export", str(game.id), "--format", "json", "--database-url", url)
    assert exported.returncode == 0, exported.stderr
    hands = json.loads(exported.stdout)["hands"]
    assert [hand["result"] for hand in hands] == [results_module.to_dict(r) for r in acknowledged]
    # Every stick declared went into a hand, or is on the table for the next one.
    assert sum(len(r.riichi) for r in acknowledged) + len(pending) == sticks
    if path is not None:
        connection = sqlite3.connect(path)
        try:
            assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        finally:
            connection.close()
