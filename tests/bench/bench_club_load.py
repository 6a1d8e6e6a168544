"""Benchmark (not a test): a club night under load, the hall open (issue 21, part 4).

An event of 64 players, round 1 seated at 16 tables. Each table is an OS process of its own (as a laptop at the
table is), with its own session on the database: it opens its table's game (linked to the event), then records a
whole game of random hands the rules accept (tests/service/cut_line.py's ``a_hand``) until the rules end it, each
hand sent with its entry's identity and sent again with the same identity while the database cannot be reached.
The hall follows the event in the main process, as the projector's window does (told by PostgreSQL's
notifications; on SQLite asking every 250 ms), and reads the hall again after each change.

Two speeds:

- at table speed: a pause between two hands of 2.5 to 7.5 s at random (5 s on average), a hand of 7 to 8 minutes
  at a real table scaled down about 90 times, so that a game of 10 to 20 hands takes one or two minutes;
- as fast as they can: no pause.

Two databases:

- PostgreSQL, a throwaway server started here (tests/databases.py, as the suite does), stopped at the end: 16 tables;
- one SQLite file on this computer: four tables (tables 1 to 4 of the same event), "four windows on one computer".

Figures, for each run: hands confirmed by the tables and hands stored, lost (confirmed, not stored) and duplicated
(stored more than once: an entry twice, or more hands in a game than its table confirmed); the delay from a hand's
store (the time its table's ``record`` returned) to the hall showing it (the hall's reading that first has the
hand), median and worst, with how long a reading of the hall and a table's ``record`` took; whether the hall's last
reading is the games as stored; the load: transactions committed (PostgreSQL's statistics), CPU seconds of the
server's processes, of the tables and of the hall's process, and the most connections at once. A table whose game
the event was changing under it (two tables opening their games at the same moment) tries again; how often is
counted.

Run: .venv/bin/python tests/bench/bench_club_load.py [--quick]
(--quick: table speed scaled 10 times further down, a pause of 0.5 s on average.)
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from multiprocessing.queues import Queue
from pathlib import Path
from typing import Any, TypeVar
from uuid import uuid4

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from sqlalchemy import create_engine, text

from tablekeeper.errors import DatabaseError
from tablekeeper.rules.game import apply, new_game
from tablekeeper.rules.results import HandResult
from tablekeeper.rules.ruleset import preset
from tablekeeper.service import Session
from tablekeeper.service.errors import EventChangedElsewhere
from tablekeeper.service.hall import Hall
from tests.databases import _Cluster
from tests.service.cut_line import a_hand

PLAYERS = 64
SERVER_TABLES = 16
WINDOWS = 4
"""Tables on the SQLite file: four windows on one computer."""
PAUSE_S = 5.0
"""The mean pause between two hands at table speed (drawn from half to one and a half of it)."""
SEED = 2026
DEADLINE_S = 20 * 60
T = TypeVar("T")


# --- a table: one process ----------------------------------------------------------------------------------------


@dataclass
class Played:
    """What a table did, sent back to the bench when its game is over."""

    table: int
    game_id: int
    hands: list[HandResult]
    cpu_s: float
    """CPU seconds the table's process spent from the start of play to its game's end (its start aside)."""
    waits: list[float]
    """How long each hand's ``record`` took, as the table waited for it."""
    failed_attempts: int
    """Records sent again after the database could not be reached."""
    open_retries: int
    """Openings of the table tried again, the event having changed meanwhile (another table opening its game)."""


def _cpu_s() -> float:
    times = os.times()
    return times.user + times.system


def play_table(url: str, event_id: int, table: int, pause_s: float, seed: int, out: Queue[Any], go: Any) -> None:
    """A table's process: opens its game, says ("open", table), waits for ``go`` (every table open, as the laptops
    of a club night are before play starts), then records hands until the rules end the game; sends ("hand", game,
    count, stored at) after each hand and ("done", Played) at the end."""
    chooser = random.Random(seed)
    with Session.open(url) as session:
        retries = 0
        while True:
            try:
                game_id = session.events.open_table(event_id, 1, table)
                break
            except EventChangedElsewhere:
                retries += 1
        rules = session.table.game(game_id).rules
        out.put(("open", table))
        go.wait()
        cpu = _cpu_s()
        state, hands, failed, waits = new_game(rules), list[HandResult](), 0, list[float]()
        while True:
            result, entry = a_hand(chooser, state, rules), uuid4()
            sent = time.perf_counter()
            while True:  # the same entry each time: a hand stored by an attempt whose answer was lost is not doubled
                try:
                    change = session.table.record(game_id, result, entry=entry)
                    break
                except DatabaseError:
                    failed += 1
            stored_at = time.time()
            waits.append(time.perf_counter() - sent)
            hands.append(result)
            state = apply(state, result, rules)[0]
            assert len(change.game.hands) == len(hands)
            out.put(("hand", game_id, len(hands), stored_at))
            if change.game.summary.finished:
                break
            if pause_s:
                time.sleep(chooser.uniform(0.5, 1.5) * pause_s)
        out.put(("done", Played(table, game_id, hands, _cpu_s() - cpu, waits, failed, retries)))


# --- the hall: a thread of the main process ---------------------------------------------------------------------


class HallWatch:
    """The hall of the event followed as the projector's window follows it; when it first showed each hand."""

    def __init__(self, session: Session, event_id: int) -> None:
        self.session = session
        self.shown: dict[tuple[int, int], float] = {}
        """(game, hand count) -> the time a reading of the hall first had that many hands of the game."""
        self.readings: list[float] = []
        """How long each reading of the hall took."""
        self.last: Hall | None = None
        self._told = threading.Event()
        self._stop = threading.Event()
        self.follower = session.follow(event_id, on_change=self._told.set)
        if not self.follower.listening.wait(10):
            raise AssertionError("the hall's listener did not start within 10 s")
        self._read()
        self._thread = threading.Thread(target=self._run, name="hall", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        poll = self.follower.poll_every
        while not self._stop.is_set():
            if poll is None:  # PostgreSQL: the server tells
                if not self._told.wait(0.5):
                    continue
                self._told.clear()  # before reading: a change told during the reading is read again
            else:  # SQLite: the window's timer asks
                self._stop.wait(poll)
                if not self.follower.check():
                    continue
            self._read()

    def _read(self) -> None:
        began = time.perf_counter()
        hall = self.follower.read()
        at = time.time()
        self.readings.append(time.perf_counter() - began)
        for table in hall.tables:
            if table.game is None:
                continue
            game = table.game.id
            for count in range(1, len(table.game.hands) + 1):
                self.shown.setdefault((game, count), at)
        self.last = hall

    def close(self) -> None:
        self._stop.set()
        self._thread.join()
        self.follower.close()


# --- the load on the server --------------------------------------------------------------------------------------


def tree_cpu_s(root: int) -> float:
    """CPU seconds of a process and its children, those still running and those it has waited for (PostgreSQL's
    postmaster waits for each backend that ends: their time is in its cutime and cstime)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:  # ended meanwhile
            continue
        pid, parent = int(entry.name), int(fields[1])
        utime, stime, cutime, cstime = (int(f) for f in fields[11:15])
        if pid == root:
            total += (utime + stime + cutime + cstime) / ticks
        elif parent == root:
            total += (utime + stime) / ticks
    return total


class ServerLoad:
    """Transactions, CPU and connections of the benchmark's database on the throwaway server."""

    def __init__(self, cluster: _Cluster, database: str) -> None:
        self.postmaster = int((cluster.folder / "data" / "postmaster.pid").read_text().split()[0])
        # On the server's own database: the sampler's queries are not counted among the benchmark database's.
        self.engine = create_engine(cluster.url, isolation_level="AUTOCOMMIT")
        self.database = database
        self.peak_connections = 0
        self._stop = threading.Event()
        self.commits = self._commits()
        self.cpu = tree_cpu_s(self.postmaster)
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _commits(self) -> int:
        with self.engine.connect() as connection:
            connection.execute(text("SELECT pg_stat_clear_snapshot()"))
            return int(
                connection.execute(
                    text("SELECT xact_commit FROM pg_stat_database WHERE datname = :name"), {"name": self.database}
                ).scalar_one()
            )

    def _sample(self) -> None:
        count = text(
            "SELECT count(*) FROM pg_stat_activity WHERE datname = :name AND backend_type = 'client backend' "
            "AND pid <> pg_backend_pid()"
        )
        with self.engine.connect() as connection:
            while not self._stop.wait(0.1):
                now = int(connection.execute(count, {"name": self.database}).scalar_one())
                self.peak_connections = max(self.peak_connections, now)

    def stop(self) -> tuple[int, float]:
        """Transactions committed in the database and the server's CPU seconds since the start."""
        self._stop.set()
        self._thread.join()
        cpu = tree_cpu_s(self.postmaster) - self.cpu
        # A backend sends its statistics at most once a second and when it ends: the tables' have ended.
        time.sleep(1.5)
        commits = self._commits() - self.commits
        self.engine.dispose()
        return commits, cpu


# --- a run ------------------------------------------------------------------------------------------------------


@dataclass
class Figures:
    """One run's figures, as printed (``None``: not measured on that database)."""

    name: str
    tables: int
    took_s: float = 0.0
    confirmed: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    delays: list[float] = field(default_factory=list)
    waits: list[float] = field(default_factory=list)
    hall_readings: list[float] = field(default_factory=list)
    hall_agrees: bool = False
    commits: int | None = None
    server_cpu_s: float | None = None
    tables_cpu_s: float = 0.0
    hall_cpu_s: float = 0.0
    peak_connections: int | None = None
    failed_attempts: int = 0
    open_retries: int = 0
    refused_openings: int = 0
    """Tables whose first opening was refused (the event changed meanwhile): a player asked to open it again."""


def _new_event(url: str) -> int:
    with Session.open(url) as session:
        names = [f"Player {n:02}" for n in range(1, PLAYERS + 1)]
        event_id = session.events.create_event("Club night under load", preset("mleague"), names).id
        session.events.seat_rounds(event_id, 1, seed=SEED)
        return event_id


def run(name: str, url: str, tables: int, pause_s: float, load: Callable[[], ServerLoad] | None) -> Figures:
    """The event played at ``tables`` tables on ``url`` with the hall open; its figures (checked on the way)."""
    event_id = _new_event(url)
    figures = Figures(name, tables)
    context = multiprocessing.get_context("spawn")
    out: Queue[Any] = context.Queue()
    with Session.open(url, write=False) as hall_session:
        watch = HallWatch(hall_session, event_id)
        server = load() if load is not None else None
        hall_cpu = time.process_time()
        go = context.Event()
        processes = [
            context.Process(target=play_table, args=(url, event_id, t, pause_s, SEED + t, out, go), name=f"table {t}")
            for t in range(1, tables + 1)
        ]
        for process in processes:
            process.start()
        stored_at: dict[tuple[int, int], float] = {}
        played: list[Played] = []
        opened = 0
        deadline = time.monotonic() + DEADLINE_S
        while len(played) < tables:
            if time.monotonic() > deadline:
                raise AssertionError(f"{len(played)} of {tables} tables finished within {DEADLINE_S} s")
            playing = [p for n, p in enumerate(processes, start=1) if n not in {d.table for d in played}]
            if not all(p.is_alive() for p in playing) and out.empty():
                raise AssertionError("a table's process ended without finishing its game (see above)")
            try:
                message = out.get(timeout=1)
            except Exception:  # queue.Empty: look at the processes again
                continue
            if message[0] == "open":
                opened += 1
                if opened == tables:
                    start = time.perf_counter()
                    go.set()
            elif message[0] == "hand":
                _, game, count, at = message
                stored_at[(game, count)] = at
            else:
                played.append(message[1])
                processes[message[1].table - 1].join()
        figures.took_s = time.perf_counter() - start
        for process in processes:
            process.join()
        # The hall catches up: every hand the tables confirmed shows within a few seconds.
        confirmed = {p.game_id: len(p.hands) for p in played}
        until = time.monotonic() + 10
        while time.monotonic() < until and not all((g, n) in watch.shown for g, n in confirmed.items()):
            time.sleep(0.05)
        watch.close()
        figures.hall_cpu_s = time.process_time() - hall_cpu
        if server is not None:
            figures.commits, figures.server_cpu_s = server.stop()
            figures.peak_connections = server.peak_connections
        final = watch.last
        figures.hall_readings = watch.readings
        figures.delays = [watch.shown[key] - at for key, at in stored_at.items() if key in watch.shown]
        unshown = len(stored_at) - len(figures.delays)
        assert unshown == 0, f"{unshown} hands stored never showed in the hall"

    figures.confirmed = sum(confirmed.values())
    figures.tables_cpu_s = sum(p.cpu_s for p in played)
    figures.waits = [w for p in played for w in p.waits]
    figures.failed_attempts = sum(p.failed_attempts for p in played)
    figures.open_retries = sum(p.open_retries for p in played)
    figures.refused_openings = sum(p.open_retries > 0 for p in played)
    _check_stored(url, event_id, played, final, figures)
    return figures


def _check_stored(url: str, event_id: int, played: list[Played], final: Hall | None, figures: Figures) -> None:
    """Lost and duplicated hands, counted in the database; the hall's last reading against the games stored."""
    with Session.open(url, write=False) as reader:
        stored = {p.game_id: reader.table.game(p.game_id) for p in played}
        database = reader.database
        with database.reading() as read:
            (hands,) = read.rows("SELECT count(*) FROM hands")[0]
            (twice,) = read.rows(
                "SELECT count(*) FROM (SELECT entry FROM game_actions WHERE entry IS NOT NULL "
                "GROUP BY entry HAVING count(*) > 1) AS doubled"
            )[0]
        figures.stored = int(hands)
        lost = duplicated = 0
        for table in played:
            kept = [h.result for h in stored[table.game_id].hands]
            # In order, hand by hand: a hand confirmed is stored where the table confirmed it, and only there.
            common = _common_prefix(kept, table.hands)
            lost += len(table.hands) - common
            duplicated += len(kept) - common
        figures.lost, figures.duplicated = lost, duplicated + int(twice)
        view = reader.events.event(event_id)
        assert all(t.finished for t in view.tables if t.game_id in stored), "a table's game is not finished"
    assert final is not None
    shown = {t.game.id: t.game.hands for t in final.tables if t.game is not None}
    figures.hall_agrees = shown == {g: s.hands for g, s in stored.items()}


def _common_prefix(a: list[HandResult], b: list[HandResult]) -> int:
    """How many hands the two lists begin with in common."""
    for number, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return number
    return min(len(a), len(b))


# --- the whole benchmark -----------------------------------------------------------------------------------------


def on_postgres(cluster: _Cluster, pause_s: float, speed: str) -> Figures:
    name = f"tablekeeper_bench_load_{os.getpid()}_{speed.replace(' ', '_')}"
    admin = create_engine(cluster.url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        url = cluster.url.set(database=name)
        text_url = url.render_as_string(hide_password=False)
        Session.open(text_url).close()  # the schema made before the night starts, as the first window does
        return run(f"PostgreSQL, {speed}", text_url, SERVER_TABLES, pause_s, lambda: ServerLoad(cluster, name))
    finally:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.dispose()


def on_sqlite(folder: Path, pause_s: float, speed: str) -> Figures:
    path = folder / f"club-{speed.replace(' ', '-')}.db"
    Session.open(str(path)).close()
    return run(f"SQLite, {speed}", str(path), WINDOWS, pause_s, None)


def _print(all_figures: list[Figures]) -> None:
    def ms(value: float) -> str:
        return f"{value * 1000:.0f} ms"

    def maybe(value: float | int | None, form: str) -> str:
        return "-" if value is None else form.format(value)

    rows: list[tuple[str, Callable[[Figures], str]]] = [
        ("tables (processes)", lambda f: str(f.tables)),
        ("took", lambda f: f"{f.took_s:.1f} s"),
        ("hands confirmed by the tables", lambda f: str(f.confirmed)),
        ("hands stored", lambda f: str(f.stored)),
        ("lost", lambda f: str(f.lost)),
        ("duplicated", lambda f: str(f.duplicated)),
        ("store to hall, median", lambda f: ms(statistics.median(f.delays))),
        ("store to hall, 90th percentile", lambda f: ms(statistics.quantiles(f.delays, n=10)[-1])),
        ("store to hall, worst", lambda f: ms(max(f.delays))),
        ("hall readings", lambda f: str(len(f.hall_readings))),
        ("a hall reading, median", lambda f: ms(statistics.median(f.hall_readings))),
        ("a hall reading, worst", lambda f: ms(max(f.hall_readings))),
        ("a table's wait for record(), median", lambda f: ms(statistics.median(f.waits))),
        ("a table's wait for record(), worst", lambda f: ms(max(f.waits))),
        ("hall's last reading = stored", lambda f: "yes" if f.hall_agrees else "NO"),
        ("transactions committed (tables, hall)", lambda f: maybe(f.commits, "{}")),
        ("server CPU", lambda f: maybe(f.server_cpu_s, "{:.1f} s")),
        ("tables' CPU (all processes)", lambda f: f"{f.tables_cpu_s:.1f} s"),
        ("hall's process CPU", lambda f: f"{f.hall_cpu_s:.1f} s"),
        ("peak connections", lambda f: maybe(f.peak_connections, "{}")),
        ("records sent again", lambda f: str(f.failed_attempts)),
        ("tables refused at their opening", lambda f: str(f.refused_openings)),
        ("openings tried again (all tables)", lambda f: str(f.open_retries)),
    ]
    width = max(len(label) for label, _ in rows)
    columns = [[f.name, *(show(f) for _, show in rows)] for f in all_figures]
    widths = [max(len(cell) for cell in column) for column in columns]
    print("".ljust(width), *(c[0].rjust(w) for c, w in zip(columns, widths, strict=True)), sep="  ")
    for i, (label, _) in enumerate(rows, start=1):
        print(label.ljust(width), *(c[i].rjust(w) for c, w in zip(columns, widths, strict=True)), sep="  ")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="table speed ten times faster (0.5 s between hands)")
    pause_s = PAUSE_S / 10 if parser.parse_args().quick else PAUSE_S
    speeds = (("table speed", pause_s), ("as fast as they can", 0.0))
    all_figures: list[Figures] = []
    cluster = _Cluster()
    try:
        for speed, pause in speeds:
            all_figures.append(on_postgres(cluster, pause, speed))
    finally:
        cluster.stop()
    with tempfile.TemporaryDirectory(prefix="tablekeeper-bench-load-") as folder:
        for speed, pause in speeds:
            all_figures.append(on_sqlite(Path(folder), pause, speed))
    print(f"table speed: {pause_s:.1f} s between two hands on average (a hand of 7 to 8 minutes, scaled down)")
    # Server, tables and hall share this computer's cores, as a club's laptops and server do not: as fast as they
    # can, a table's or the hall's wait is mostly its turn at a core.
    print(f"on one computer of {os.cpu_count()} cores: the server, every table and the hall")
    _print(all_figures)
    failures = [f.name for f in all_figures if f.lost or f.duplicated or not f.hall_agrees or f.stored != f.confirmed]
    if failures:
        raise SystemExit(f"hands lost or duplicated, or the hall wrong: {', '.join(failures)}")


if __name__ == "__main__":
    main()
