"""Benchmark (not a test): the venue's server under a club night's phones (issue 32, "Phones at the tables").

An event of 64 players, round 1 seated at 16 tables (the club's rules), in a SQLite file in a temporary folder and
in a throwaway PostgreSQL (tests/databases.py's cluster, as tests/bench/bench_club_load.py starts it). The real
server runs as its own OS process, as a club runs it (``python -m tablekeeper serve EVENT --host 127.0.0.1 --port
P``, the database in TABLEKEEPER_DATABASE_URL, its keys' secret in a temporary data folder); the addresses of the
tables are read from the ``Round 1, table T: URL`` lines it prints.

Each table has two simulated phones (asyncio and httpx, in this process), each following the table's stream of
changes (server-sent events) and reading the table (``/state``) at each "changed", as resources/web/table.js does:

- the table's phone enters a whole game, hand by hand, until the rules end it: now and then a riichi (a change of
  its own, the stick on the table), then a hand the rules accept (ron, sometimes a double ron, of 1 to 4 han and
  the fu the rules accept or a limit hand; tsumo; an exhaustive draw, the riichi players tenpai; rarely an
  abortive draw or a chombo), asked for its payments (``/preview``) before Confirm, and now and then taken back
  (undo) as a mistake, then entered again. Each change has a new entry (its identity) and the revision last seen;
  a change refused as "changed elsewhere" is sent again with the same entry only after the table is read again,
  and one answered 429 or not at all is sent again with the same entry after 1 s, doubling (as the page does);
- the second phone ("the other phones") only follows.

The hall follows the event in a process of its own, as the projector's window does (tablekeeper.service.hall's
Follower: told by PostgreSQL's notifications, asking every 250 ms on SQLite), reading the hall again after each
change. All times are taken on CLOCK_MONOTONIC, which the processes share.

Two speeds, each with its own event (16 new tables) and its own server process:

- at table speed: a pause of 2.5 to 7.5 s (5 s on average) between two hands, a riichi declared during it;
- as fast as they can: no pause.

Figures, for each database and speed: changes (hands, riichi, undo) and changes a second; from Confirm to the
answer of the change ("acknowledged"), to the other phone's first reading that has it, and to the hall's first
reading that has it, p50 / p95 / worst (aim: p95 under 300 ms); how long a preview and a reading of the table
took to be answered (a reading while the tables play, and while the 32 phones open their 16 tables at once, before
play: the first look at a table opens its game); the server's CPU (its process's utime + stime from /proc, % of one
core over the play), PostgreSQL's (its processes), the hall's and the phones' (the hall's over its whole watch, a
little longer than the play); requests refused 429 (the server's limit of 20 a second a key, the table's two phones
sharing the key), changes sent again, "changed elsewhere"; and hands lost or duplicated: the hands the phones had
acknowledged (less those they undid) against the games stored at the end, and entries stored twice.

Then a page's first load (before the phones play): Debian's Chromium at 390x844 (Playwright, tests/web/browser.py),
a new browser context each time (nothing cached), five tables' pages each opened for the first time (which opens
the table's game, as a phone's first scan does): bytes of all responses (their bodies, read while the page is open;
the stream's never ends and is counted, not read), how many, the time from the navigation to the ron button shown,
and the load event (aims: under 150 KB, under 1 s).

Run: PYTHONPATH=$PWD .venv/bin/python tests/bench/bench_venue.py [--quick] [--database sqlite|postgresql|both]
(--quick: a pause of 0.5 s on average between two hands at table speed, two page loads.)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import math
import multiprocessing
import os
import queue
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import httpx2 as httpx  # noqa: E402  (the client the test extras install: httpx is deprecated in Starlette)
from sqlalchemy import create_engine  # noqa: E402

from tablekeeper.errors import TablekeeperError  # noqa: E402
from tablekeeper.importers.game_file import read_result  # noqa: E402
from tablekeeper.importers.reading import FieldRefused  # noqa: E402
from tablekeeper.rules.errors import RuleError  # noqa: E402
from tablekeeper.rules.game import GameState, apply, declare_riichi, new_game  # noqa: E402
from tablekeeper.rules.results import HandResult  # noqa: E402
from tablekeeper.rules.ruleset import RuleSet, preset  # noqa: E402
from tablekeeper.service import Session  # noqa: E402
from tests.web.browser import CHROMIUM, HOST, PHONE, free_port, launch_arguments  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_club_load import tree_cpu_s  # noqa: E402  (a sibling benchmark, not a package)

PLAYERS = 64
TABLES = 16
PAUSE_S = 5.0
"""The mean pause between two hands at table speed (drawn from half to one and a half of it)."""
QUICK_PAUSE_S = 0.5
SEED = 2032
RIICHI_CHANCE = 0.3
"""How often a hand has a riichi declared during it (and a second one, a quarter of those)."""
UNDO_CHANCE = 0.05
"""How often a hand just acknowledged is taken back as a mistake (and entered again)."""
ACK_AIM_S = 0.3
PAGE_BYTES_AIM = 150 * 1024
PAGE_TIME_AIM_S = 1.0
PAGE_LOADS = 5
QUICK_PAGE_LOADS = 2
RUN_DEADLINE_S = 15 * 60
CATCH_UP_S = 10.0
"""After the last change: how long the other phones and the hall are given to show it."""
FU = (20, 25, 30, 30, 30, 40, 40, 50, 60, 70, 110)
LIMITS = (5, 6, 8, 11)
TICKS = os.sysconf("SC_CLK_TCK")


# --- CPU of processes ------------------------------------------------------------------------------------------


def _cpu_s(pid: int) -> float:
    """CPU seconds of one process (all its threads): utime + stime of /proc/PID/stat."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def _own_cpu_s() -> float:
    times = os.times()
    return times.user + times.system


# --- the server: its own process ---------------------------------------------------------------------------------


class Server:
    """``tablekeeper serve EVENT`` on 127.0.0.1 and a free port, its database in the environment."""

    def __init__(self, url: str, event_id: int, folder: Path) -> None:
        self.port = free_port()
        environment = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "TABLEKEEPER_DATABASE_URL": url,
            "XDG_DATA_HOME": str(folder / "data"),  # the venue's keys: not the user's own secret
            "QT_QPA_PLATFORM": "offscreen",
        }
        command = [sys.executable, "-m", "tablekeeper", "serve", str(event_id), "--host", "127.0.0.1"]
        self.process = subprocess.Popen(
            [*command, "--port", str(self.port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=environment,
            cwd=folder,
        )
        self.pid = self.process.pid
        self.errors: list[str] = []
        """What it said on stderr while it served (besides the line that says it listens)."""
        self.at_stop: list[str] = []
        """What it said once told to stop (Ctrl+C)."""
        self._stopping = False
        lines: queue.Queue[tuple[str, str | None]] = queue.Queue()
        for name, stream in (("out", self.process.stdout), ("err", self.process.stderr)):
            threading.Thread(target=_lines, args=(name, stream, lines), daemon=True).start()
        self.tables: dict[int, str] = {}
        self.organiser = ""
        listening = False
        deadline = time.monotonic() + 60
        while not (listening and self.organiser):
            try:
                name, line = lines.get(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                self.stop()
                raise AssertionError(f"the server did not start within 60 s: {self.errors}") from None
            if line is None:
                if self.process.poll() is not None:
                    self.stop()
                    raise AssertionError(f"the server ended at its start: {self.errors}")
                continue
            if name == "err":
                if "Serving event" in line:
                    listening = True
                else:
                    self.errors.append(line)
            elif found := re.match(r"Round 1, table (\d+): (\S+)$", line):
                self.tables[int(found[1])] = found[2]
            elif line.startswith("Organiser: "):
                self.organiser = line.split(": ", 1)[1]
        self._lines = lines
        threading.Thread(target=self._drain, daemon=True).start()

    def _drain(self) -> None:
        while True:
            name, line = self._lines.get()
            if line is not None and name == "err":
                (self.at_stop if self._stopping else self.errors).append(line)

    def cpu_s(self) -> float:
        return _cpu_s(self.pid)

    def stop(self) -> None:
        if self.process.poll() is None:
            self._stopping = True
            self.process.send_signal(signal.SIGINT)  # Ctrl+C, as the organiser stops it
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def _lines(name: str, stream: Any, out: queue.Queue[tuple[str, str | None]]) -> None:
    for line in stream:
        out.put((name, line.rstrip("\n")))
    out.put((name, None))


# --- the hall: a process of its own -------------------------------------------------------------------------------


def watch_hall(url: str, event_id: int, ready: Any, stop: Any, out: Any) -> None:
    """The hall of the event followed as the projector's window follows it, until ``stop``; sends back when each
    game's revision was first read, how long each reading took, and the process's CPU seconds."""
    seen: list[tuple[int, int, float]] = []
    """(game, revision, when a reading first had it), at each revision a reading found."""
    readings: list[float] = []
    last: dict[int, int] = {}
    told = threading.Event()
    with Session.open(url, write=False) as session:
        follower = session.follow(event_id, on_change=told.set)
        if not follower.listening.wait(10):
            raise AssertionError("the hall's listener did not start within 10 s")

        def read() -> None:
            began = time.monotonic()
            hall = follower.read()
            at = time.monotonic()
            readings.append(at - began)
            for table in hall.tables:
                if table.game is not None and last.get(table.game.id) != table.game.revision:
                    last[table.game.id] = table.game.revision
                    seen.append((table.game.id, table.game.revision, at))

        read()
        cpu = _own_cpu_s()
        ready.set()
        poll = follower.poll_every
        while not stop.is_set():
            if poll is None:  # PostgreSQL: the server tells
                if not told.wait(0.5):
                    continue
                told.clear()  # before reading: a change told during the reading is read again
            else:  # SQLite: the window's timer asks
                time.sleep(poll)
                if not follower.check():
                    continue
            read()
        cpu = _own_cpu_s() - cpu
        follower.close()
    out.put((seen, readings, cpu))


class HallWatch:
    def __init__(self, url: str, event_id: int) -> None:
        context = multiprocessing.get_context("spawn")
        self._ready, self._stop, self._out = context.Event(), context.Event(), context.Queue()
        self.process = context.Process(
            target=watch_hall, args=(url, event_id, self._ready, self._stop, self._out), name="hall", daemon=True
        )
        self.process.start()
        if not self._ready.wait(60):
            self.process.kill()
            raise AssertionError("the hall did not start within 60 s")

    def stop(self) -> tuple[list[tuple[int, int, float]], list[float], float]:
        self._stop.set()
        seen, readings, cpu = self._out.get(timeout=60)
        self.process.join(timeout=10)
        return list(seen), list(readings), float(cpu)


# --- the phones ---------------------------------------------------------------------------------------------------


@dataclass
class Made:
    """One change a table's phone confirmed."""

    table: int
    game: int
    kind: str
    confirmed: float
    acknowledged: float = 0.0
    revision: int = 0
    """The game's revision once the change was stored: what the other phones and the hall show it by."""
    sent: int = 1


@dataclass
class Counts:
    requests: Counter[str] = field(default_factory=Counter)
    """By route and status: "change 200", "state 429"."""
    sent_again: int = 0
    """Changes sent again with their entry after a 429, a 5xx or no answer."""
    elsewhere: int = 0
    """Changes refused as changed elsewhere, sent again after reading the table."""
    stored_before: int = 0
    previews: list[float] = field(default_factory=list)
    readings: list[float] = field(default_factory=list)
    """How long a ``/state`` took to be answered, while the tables played."""
    opening: list[float] = field(default_factory=list)
    """The same, while the phones opened their tables (every table's game opened at once), before play."""
    playing: bool = False


class Follower:
    """A phone's stream of its table's changes, and its readings of the table at each (resources/web/table.js's
    follow() and refresh())."""

    def __init__(self, client: httpx.AsyncClient, base: str, counts: Counts, busy: Callable[[], bool]) -> None:
        self.client, self.base, self.counts, self.busy = client, base, counts, busy
        self.seen: list[tuple[float, int]] = []
        """(when, revision) of each reading answered."""
        self.opened = asyncio.Event()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._task = asyncio.create_task(self._follow())

    async def _follow(self) -> None:
        while True:
            try:
                timeout = httpx.Timeout(10.0, read=None)
                async with self.client.stream("GET", f"{self.base}/stream", timeout=timeout) as response:
                    self.counts.requests[f"stream {response.status_code}"] += 1
                    if response.status_code != 200:
                        await asyncio.sleep(1.0)
                        continue
                    event = None
                    async for line in response.aiter_lines():
                        if line.startswith("event:"):
                            event = line[6:].strip()
                        elif line.startswith("data:") and event == "changed":
                            event = None
                            self.opened.set()
                            if not self.busy():  # a page with a change to send sends it instead (table.js)
                                task = asyncio.create_task(self.refresh())
                                self._tasks.add(task)
                                task.add_done_callback(self._tasks.discard)
            except httpx.TransportError:
                self.counts.requests["stream lost"] += 1
                await asyncio.sleep(1.0)

    async def refresh(self) -> dict[str, Any] | None:
        began = time.monotonic()
        try:
            answer = await self.client.get(f"{self.base}/state")
        except httpx.TransportError:
            self.counts.requests["state lost"] += 1
            return None
        at = time.monotonic()
        self.counts.requests[f"state {answer.status_code}"] += 1
        if answer.status_code != 200:
            return None  # table.js drops it: the page shows the table as it was until the next change
        (self.counts.readings if self.counts.playing else self.counts.opening).append(at - began)
        state: dict[str, Any] = answer.json()
        self.seen.append((at, state["revision"]))
        return state

    def first_seen(self, revision: int) -> float | None:
        return next((at for at, seen in self.seen if seen >= revision), None)

    async def close(self) -> None:
        for task in (self._task, *self._tasks):
            task.cancel()
        for task in (self._task, *self._tasks):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


class Refused(AssertionError):
    """The server refused a change the rules accept (not "changed elsewhere")."""


class Phone:
    """A table's phone: follows its table and enters a whole game; and the table's second phone, which follows."""

    def __init__(self, table: int, url: str, pause_s: float, rules: RuleSet, counts: Counts) -> None:
        self.table, self.base, self.pause_s, self.rules, self.counts = table, url, pause_s, rules, counts
        self.chooser = random.Random(SEED * 100 + table)
        self.made: list[Made] = []
        self.journal: list[tuple[str, HandResult | None]] = []
        """The changes acknowledged and not undone: ("riichi", None) or ("record", the hand as it is stored)."""
        self.states: list[GameState] = [new_game(rules)]
        self.sending = False
        self.game = 0
        self.revision = 0
        self.aborts: list[str] = []

    @property
    def hands(self) -> list[HandResult]:
        return [result for kind, result in self.journal if kind == "record" and result is not None]

    async def open(self) -> None:
        limits = httpx.Limits(max_connections=8, max_keepalive_connections=8)
        self.client = httpx.AsyncClient(timeout=30.0, limits=limits)
        self.other = httpx.AsyncClient(timeout=30.0, limits=limits)
        self.own = Follower(self.client, self.base, self.counts, lambda: self.sending)
        self.follower = Follower(self.other, self.base, self.counts, lambda: False)
        await asyncio.gather(self.own.opened.wait(), self.follower.opened.wait())
        state = await self.own.refresh()
        while state is None:
            await asyncio.sleep(1.0)
            state = await self.own.refresh()
        self.game, self.revision, self.aborts = state["game"], state["revision"], state["aborts"]
        assert not state["hands"], f"table {self.table}'s game has hands already"

    async def close(self) -> None:
        await self.own.close()
        await self.follower.close()
        await self.client.aclose()
        await self.other.aclose()

    async def play(self) -> None:
        state = self.states[-1]
        while not state.finished:
            pause = self.chooser.uniform(0.5, 1.5) * self.pause_s if self.pause_s else 0.0
            during = self.chooser.uniform(0.2, 0.8) * pause
            await asyncio.sleep(during)
            if self.chooser.random() < RIICHI_CHANCE:
                for seat in self.chooser.sample(range(4), 2 if self.chooser.random() < 0.25 else 1):
                    if seat not in state.riichi:
                        await self.change({"kind": "riichi", "seat": seat}, declare_riichi(state, seat, self.rules))
                        state = self.states[-1]
            await asyncio.sleep(pause - during)
            body, result = self.a_hand(state)
            await self.preview(body)
            stored = dataclasses.replace(result, riichi=state.riichi | result.riichi)
            await self.change({"kind": "record", "result": body}, apply(state, result, self.rules)[0], stored)
            state = self.states[-1]
            if not state.finished and self.chooser.random() < UNDO_CHANCE:
                await self.change({"kind": "undo"}, None)
                state = self.states[-1]

    def a_hand(self, state: GameState) -> tuple[dict[str, Any], HandResult]:
        """A hand the rules accept at ``state``, as the page sends it (its riichi: the sticks on the table)."""
        chooser = self.chooser
        while True:
            kind = chooser.choices(("ron", "tsumo", "draw", "abort", "chombo"), weights=(45, 30, 20, 3, 2))[0]
            winner, other, third = chooser.sample(range(4), 3)
            body: dict[str, Any]
            if kind == "ron":
                winners = [winner, third] if chooser.random() < 0.08 else [winner]
                wins = [self.a_win(seat) for seat in winners]
                body = {"kind": "ron", "discarder": other, "wins": wins, "riichi": []}
            elif kind == "tsumo":
                body = {"kind": "tsumo", "win": self.a_win(winner), "riichi": []}
            elif kind == "draw":
                tenpai = sorted(state.riichi | {s for s in range(4) if chooser.random() < 0.5})
                body = {"kind": "draw", "tenpai": tenpai, "nagashi": [], "riichi": []}
            elif kind == "abort":
                body = {"kind": "abort", "abort": chooser.choice(self.aborts), "riichi": []}
            else:
                body = {"kind": "chombo", "offender": other, "riichi": []}
            try:
                result = read_result(body)
                apply(state, result, self.rules)
            except (RuleError, FieldRefused, TablekeeperError):
                continue
            return body, result

    def a_win(self, seat: int) -> dict[str, Any]:
        chooser = self.chooser
        if chooser.random() < 0.02:
            return {"winner": seat, "han": None, "fu": None, "yakuman": 1, "pao": None}
        if chooser.random() < 0.12:
            return {"winner": seat, "han": chooser.choice(LIMITS), "fu": None, "yakuman": 0, "pao": None}
        han = chooser.choice((1, 1, 2, 2, 3, 3, 4))
        return {"winner": seat, "han": han, "fu": chooser.choice(FU), "yakuman": 0, "pao": None}

    async def preview(self, body: dict[str, Any]) -> None:
        """The payments shown before Confirm (the page asks at each choice; here, for the last one)."""
        began = time.monotonic()
        while True:
            answer = await self._post("/preview", {"result": body, "revision": self.revision}, "preview")
            if answer is not None and answer.status_code == 200:
                break
            await asyncio.sleep(1.0)
        self.counts.previews.append(time.monotonic() - began)
        if "refusal" in answer.json():
            raise Refused(f"table {self.table}: the preview of {body} was refused: {answer.json()['refusal']}")

    async def change(self, change: dict[str, Any], after: GameState | None, stored: HandResult | None = None) -> None:
        """Confirm ``change`` (``after``: the game once it is made; None: an undo) and wait for its answer, sending
        it again with its entry as the page does."""
        body = {**change, "entry": str(uuid.uuid4()), "revision": self.revision}
        made = Made(self.table, self.game, change["kind"], time.monotonic())
        self.sending = True
        retry_s = 1.0
        try:
            while True:
                answer = await self._post("/change", body, "change")
                if answer is None or answer.status_code >= 500 or answer.status_code == 429:
                    self.counts.sent_again += 1
                    made.sent += 1
                    await asyncio.sleep(retry_s)
                    retry_s = min(retry_s * 2, 10.0)
                    continue
                content = answer.json()
                if answer.status_code == 409 and content["state"]["revision"] != body["revision"]:
                    # Changed elsewhere: the table read again, and the same change sent again (same entry) if it
                    # is still the game the phone showed.
                    self.counts.elsewhere += 1
                    fresh = await self.own.refresh()
                    if fresh is None or not self._agrees(fresh):
                        raise Refused(f"table {self.table}: the game moved elsewhere: {content['refusal']}")
                    body["revision"] = fresh["revision"]
                    made.sent += 1
                    continue
                if answer.status_code != 200:
                    raise Refused(f"table {self.table}: {change} refused ({answer.status_code}): {content}")
                break
        finally:
            self.sending = False
        made.acknowledged = time.monotonic()
        self.counts.stored_before += bool(content.get("stored_before"))
        state = content["state"]
        made.revision = self.revision = state["revision"]
        self.made.append(made)
        if after is None:  # an undo: the last change taken back
            self.journal.pop()
            self.states.pop()
        else:
            self.journal.append((change["kind"], stored))
            self.states.append(after)
        if not self._agrees(state):
            raise AssertionError(f"table {self.table}: after {change}, the server shows {state}")

    def _agrees(self, state: dict[str, Any]) -> bool:
        """Whether the table as the server shows it is this phone's game: its hands, sticks and end."""
        model = self.states[-1]
        riichi = {seat["seat"] for seat in state["seats"] if seat["riichi"]}
        return (
            len(state["hands"]) == len(self.hands)
            and riichi == set(model.riichi)
            and state["finished"] == model.finished
        )

    async def _post(self, path: str, body: dict[str, Any], name: str) -> httpx.Response | None:
        try:
            answer = await self.client.post(f"{self.base}{path}", json=body)
        except httpx.TransportError:
            self.counts.requests[f"{name} lost"] += 1
            return None
        self.counts.requests[f"{name} {answer.status_code}"] += 1
        return answer


# --- a run --------------------------------------------------------------------------------------------------------


@dataclass
class Figures:
    """One run's figures, as printed."""

    name: str
    took_s: float = 0.0
    changes: Counter[str] = field(default_factory=Counter)
    acknowledged: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    ack: list[float] = field(default_factory=list)
    other: list[float] = field(default_factory=list)
    hall: list[float] = field(default_factory=list)
    unseen_other: int = 0
    unseen_hall: int = 0
    counts: Counts = field(default_factory=Counts)
    server_cpu_s: float = 0.0
    postgres_cpu_s: float | None = None
    hall_cpu_s: float = 0.0
    phones_cpu_s: float = 0.0
    hall_readings: list[float] = field(default_factory=list)
    server_errors: list[str] = field(default_factory=list)
    server_at_stop: list[str] = field(default_factory=list)
    server_exit: int | None = None


@dataclass
class PageLoad:
    responses: int
    body_bytes: int
    largest: tuple[str, int]
    ron_shown_s: float
    load_event_s: float


def new_event(url: str, title: str) -> int:
    with Session.open(url) as session:
        names = [f"Player {n:02}" for n in range(1, PLAYERS + 1)]
        event_id = session.events.create_event(title, preset("club"), names).id
        session.events.seat_rounds(event_id, 1, seed=SEED)
        return event_id


def _keeper(into: list[Any]) -> Callable[[Any], None]:
    """A handler that keeps each response (Playwright wants a function it can mark, not a bound builtin)."""

    def keep(response: Any) -> None:
        into.append(response)

    return keep


def page_loads(urls: list[str]) -> list[PageLoad]:
    """Each table's page opened for the first time in a new context of Chromium at a phone's size."""
    from playwright.sync_api import ViewportSize, sync_playwright

    loads = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=launch_arguments())
        try:
            for url in urls:
                address = re.sub(r"^http://127\.0\.0\.1:", f"http://{HOST}:", url)  # not a secure context
                context = browser.new_context(
                    viewport=ViewportSize(width=PHONE["width"], height=PHONE["height"]),
                    is_mobile=True,
                    has_touch=True,
                    locale="en-GB",
                )
                page = context.new_page()
                responses: list[Any] = []
                page.on("response", _keeper(responses))
                began = time.perf_counter()
                page.goto(address, wait_until="commit")
                page.wait_for_selector("#actions button[data-kind=ron]", state="visible")
                shown = time.perf_counter() - began
                page.wait_for_load_state("load")
                load_ms = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventEnd")
                page.wait_for_timeout(300)  # the stream opened, its first "changed" read
                sizes = []
                for response in list(responses):  # read while the page is open
                    if "/stream" in response.url:
                        sizes.append((response.url, 0))  # never ends: counted, not read
                    else:
                        sizes.append((response.url, len(response.body())))
                largest = max(sizes, key=lambda each: each[1])
                name = re.sub(r"/t/[^/?]+", "/t/KEY", largest[0].split(f"{HOST}:", 1)[-1].split("/", 1)[-1])
                loads.append(PageLoad(len(sizes), sum(s for _, s in sizes), (name, largest[1]), shown, load_ms / 1000))
                context.close()
        finally:
            browser.close()
    return loads


async def play(server: Server, pause_s: float, figures: Figures) -> list[Phone]:
    rules = preset("club")
    phones = [Phone(t, server.tables[t], pause_s, rules, figures.counts) for t in sorted(server.tables)]
    await asyncio.gather(*(p.open() for p in phones))
    try:
        began = time.monotonic()
        cpu, own = server.cpu_s(), _own_cpu_s()
        figures.counts.playing = True
        await asyncio.wait_for(asyncio.gather(*(p.play() for p in phones)), RUN_DEADLINE_S)
        figures.took_s = time.monotonic() - began
        figures.server_cpu_s = server.cpu_s() - cpu
        figures.phones_cpu_s = _own_cpu_s() - own
        # The other phones catch up: the last change of each table read, or CATCH_UP_S gone.
        until = time.monotonic() + CATCH_UP_S
        while time.monotonic() < until and not all(p.follower.first_seen(p.revision) is not None for p in phones):
            await asyncio.sleep(0.05)
    finally:
        await asyncio.gather(*(p.close() for p in phones))
    return phones


def run(
    name: str, url: str, folder: Path, pause_s: float, loads: int, postmaster: int | None
) -> tuple[Figures, list[PageLoad]]:
    """An event played by 16 tables' phones through its own server process; its figures and page loads."""
    event_id = new_event(url, f"Phones at the tables, {name}")
    figures = Figures(name)
    server = Server(url, event_id, folder)
    try:
        loaded = page_loads([server.tables[t] for t in sorted(server.tables)[-loads:]]) if loads else []
        hall = HallWatch(url, event_id)
        try:
            postgres = tree_cpu_s(postmaster) if postmaster is not None else 0.0
            phones = asyncio.run(play(server, pause_s, figures))
            if postmaster is not None:
                figures.postgres_cpu_s = tree_cpu_s(postmaster) - postgres
            time.sleep(1.0 if postmaster is not None else 0.5)  # the hall's last reading
            seen, figures.hall_readings, figures.hall_cpu_s = hall.stop()
        except BaseException:
            with contextlib.suppress(Exception):
                hall.stop()
            raise
    finally:
        server.stop()
        time.sleep(0.2)  # its last words read
        figures.server_errors = list(server.errors)
        figures.server_at_stop = list(server.at_stop)
        figures.server_exit = server.process.returncode
    hall_seen: dict[int, list[tuple[float, int]]] = {}
    for game, revision, at in seen:
        hall_seen.setdefault(game, []).append((at, revision))
    for phone in phones:
        for made in phone.made:
            figures.changes[made.kind] += 1
            figures.ack.append(made.acknowledged - made.confirmed)
            other = phone.follower.first_seen(made.revision)
            if other is None:
                figures.unseen_other += 1
            else:
                figures.other.append(other - made.confirmed)
            shown = next((at for at, r in hall_seen.get(made.game, []) if r >= made.revision), None)
            if shown is None:
                figures.unseen_hall += 1
            else:
                figures.hall.append(shown - made.confirmed)
    check_stored(url, phones, figures)
    return figures, loaded


def check_stored(url: str, phones: list[Phone], figures: Figures) -> None:
    """Lost and duplicated: each game as stored against the hands its phone had acknowledged (and not undone), in
    order; and any entry stored twice."""
    games = [p.game for p in phones]
    with Session.open(url, write=False) as reader:
        with reader.database.reading() as read:
            marks = ", ".join(str(g) for g in games)
            (twice,) = read.rows(
                "SELECT count(*) FROM (SELECT entry FROM game_actions WHERE entry IS NOT NULL "
                f"AND game_id IN ({marks}) GROUP BY entry HAVING count(*) > 1) AS doubled"
            )[0]
        lost = duplicated = 0
        for phone in phones:
            kept = [hand.result for hand in reader.table.game(phone.game).hands]
            confirmed = phone.hands
            common = next((n for n, (a, b) in enumerate(zip(kept, confirmed, strict=False)) if a != b), None)
            if common is None:
                common = min(len(kept), len(confirmed))
            lost += len(confirmed) - common
            duplicated += len(kept) - common
            figures.acknowledged += len(confirmed)
            figures.stored += len(kept)
    figures.lost, figures.duplicated = lost, duplicated + int(twice)


# --- the databases ------------------------------------------------------------------------------------------------


SPEEDS = (("table speed", None), ("as fast as they can", 0.0))


def on_sqlite(pause_s: float, loads: int) -> Iterator[tuple[Figures, list[PageLoad]]]:
    with tempfile.TemporaryDirectory(prefix="tablekeeper-bench-venue-") as name:
        folder = Path(name)
        url = str(folder / "club.db")
        Session.open(url).close()
        for speed, pause in SPEEDS:
            yield run(f"SQLite, {speed}", url, folder, pause_s if pause is None else pause, loads, None)
            loads = 0


def on_postgresql(pause_s: float, loads: int) -> Iterator[tuple[Figures, list[PageLoad]]]:
    from tests.databases import _Cluster

    cluster = _Cluster()
    name = f"tablekeeper_bench_venue_{os.getpid()}"
    admin = create_engine(cluster.url, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as connection:
            connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
        url = cluster.url.set(database=name).render_as_string(hide_password=False)
        Session.open(url).close()  # the schema made before the night starts, as the first window does
        postmaster = int((cluster.folder / "data" / "postmaster.pid").read_text().split()[0])
        with tempfile.TemporaryDirectory(prefix="tablekeeper-bench-venue-") as folder:
            for speed, pause in SPEEDS:
                yield run(
                    f"PostgreSQL, {speed}", url, Path(folder), pause_s if pause is None else pause, loads, postmaster
                )
                loads = 0
    finally:
        admin.dispose()
        cluster.stop()


# --- the figures --------------------------------------------------------------------------------------------------


def rank(values: list[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0 to 1) of ``values``."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def spread(values: list[float]) -> str:
    if not values:
        return "-"
    return f"{rank(values, 0.5) * 1000:.0f} / {rank(values, 0.95) * 1000:.0f} / {max(values) * 1000:.0f} ms"


def _print_runs(all_figures: list[Figures]) -> None:
    def share(seconds: float | None, figures: Figures) -> str:
        if seconds is None:
            return "-"
        return f"{seconds:.1f} s ({100 * seconds / figures.took_s:.0f} %)"

    def requests(f: Figures, *names: str) -> str:
        return str(sum(n for key, n in f.counts.requests.items() if key.split()[-1] in names))

    rows: list[tuple[str, Callable[[Figures], str]]] = [
        ("tables (a phone entering, a phone following)", lambda f: str(TABLES)),
        ("took (the play, its pauses included)", lambda f: f"{f.took_s:.1f} s"),
        (
            "changes: hands / riichi / undo",
            lambda f: f"{f.changes['record']} / {f.changes['riichi']} / {f.changes['undo']}",
        ),
        ("changes a second", lambda f: f"{sum(f.changes.values()) / f.took_s:.1f}"),
        ("Confirm to acknowledged, p50 / p95 / worst", lambda f: spread(f.ack)),
        ("  p95 under 300 ms", lambda f: "yes" if f.ack and rank(f.ack, 0.95) < ACK_AIM_S else "NO"),
        ("Confirm to the other phone, p50 / p95 / worst", lambda f: spread(f.other)),
        ("Confirm to the hall, p50 / p95 / worst", lambda f: spread(f.hall)),
        ("changes never shown: other phone / hall", lambda f: f"{f.unseen_other} / {f.unseen_hall}"),
        ("a preview answered, p50 / p95 / worst", lambda f: spread(f.counts.previews)),
        ("a reading (/state) answered, p50 / p95 / worst", lambda f: spread(f.counts.readings)),
        ("  the same as 32 phones opened 16 tables at once", lambda f: spread(f.counts.opening)),
        (
            "a hall reading, p50 / worst",
            lambda f: (
                spread(f.hall_readings).split(" / ", 1)[0] + " / " + spread(f.hall_readings).rsplit(" / ", 1)[-1]
                if f.hall_readings
                else "-"
            ),
        ),
        ("server process CPU (% of one core)", lambda f: share(f.server_cpu_s, f)),
        ("PostgreSQL's CPU (% of one core)", lambda f: share(f.postgres_cpu_s, f)),
        ("hall's process CPU (% of one core)", lambda f: share(f.hall_cpu_s, f)),
        ("phones' process CPU (% of one core)", lambda f: share(f.phones_cpu_s, f)),
        ("requests answered", lambda f: str(sum(n for k, n in f.counts.requests.items() if k.split()[-1].isdigit()))),
        ("requests refused 429 (the key's rate)", lambda f: requests(f, "429")),
        (
            "requests answered 5xx / not answered",
            lambda f: f"{requests(f, '500', '502', '503')} / {requests(f, 'lost')}",
        ),
        ("changes sent again (429, 5xx, no answer)", lambda f: str(f.counts.sent_again)),
        ("changed elsewhere, sent again after reading", lambda f: str(f.counts.elsewhere)),
        ("answered 'stored before'", lambda f: str(f.counts.stored_before)),
        ("hands acknowledged (not undone) / stored", lambda f: f"{f.acknowledged} / {f.stored}"),
        ("lost / duplicated", lambda f: f"{f.lost} / {f.duplicated}"),
        ("server's complaints on stderr while serving", lambda f: str(len(f.server_errors))),
    ]
    width = max(len(label) for label, _ in rows)
    columns = [[f.name, *(show(f) for _, show in rows)] for f in all_figures]
    widths = [max(len(cell) for cell in column) for column in columns]
    print("".ljust(width), *(c[0].rjust(w) for c, w in zip(columns, widths, strict=True)), sep="  ")
    for i, (label, _) in enumerate(rows, start=1):
        print(label.ljust(width), *(c[i].rjust(w) for c, w in zip(columns, widths, strict=True)), sep="  ")


def _print_loads(name: str, loads: list[PageLoad]) -> None:
    if not loads:
        return
    first = loads[0]
    print(
        f"{name}: a table's page, first load at {PHONE['width']}x{PHONE['height']} (a new context each, "
        f"{len(loads)} tables): {first.responses} responses, {first.body_bytes / 1024:.1f} KB "
        f"(aim under {PAGE_BYTES_AIM // 1024} KB: {'yes' if first.body_bytes < PAGE_BYTES_AIM else 'NO'}; "
        f"largest {first.largest[0]} {first.largest[1] / 1024:.1f} KB)"
    )
    shown = [each.ron_shown_s for each in loads]
    loaded = [each.load_event_s for each in loads]
    worst = max(max(shown), max(loaded))
    print(
        f"  navigation to the ron button shown: {', '.join(f'{s * 1000:.0f}' for s in shown)} ms "
        f"(median {statistics.median(shown) * 1000:.0f}); load event: {', '.join(f'{s * 1000:.0f}' for s in loaded)}"
        f" ms (aim under {PAGE_TIME_AIM_S:.0f} s: {'yes' if worst < PAGE_TIME_AIM_S else 'NO'})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="0.5 s between two hands at table speed")
    parser.add_argument("--database", choices=("sqlite", "postgresql", "both"), default="both")
    arguments = parser.parse_args()
    pause_s = QUICK_PAUSE_S if arguments.quick else PAUSE_S
    loads = QUICK_PAGE_LOADS if arguments.quick else PAGE_LOADS
    all_figures: list[Figures] = []
    all_loads: list[tuple[str, list[PageLoad]]] = []
    began = time.monotonic()
    databases = {"sqlite": (on_sqlite,), "postgresql": (on_postgresql,), "both": (on_sqlite, on_postgresql)}
    for each in databases[arguments.database]:
        for figures, loaded in each(pause_s, loads):
            all_figures.append(figures)
            if loaded:
                all_loads.append((figures.name.split(",")[0], loaded))
            print(f"... {figures.name}: done after {time.monotonic() - began:.0f} s", flush=True)
    print()
    print(
        f"{TABLES} tables, the club's rules; table speed: {pause_s:.1f} s between two hands on average; "
        f"on one computer of {os.cpu_count()} cores: the server, the database, the phones and the hall"
    )
    _print_runs(all_figures)
    for name, loaded in all_loads:
        _print_loads(name, loaded)
    for figures in all_figures:
        for line in figures.server_errors[:5]:
            print(f"{figures.name}, the server said: {line}")
        print(
            f"{figures.name}: the server, stopped by Ctrl+C (SIGINT), exited {figures.server_exit}, saying: "
            f"{' '.join(figures.server_at_stop) or '(nothing)'}"
        )
    failures = [f.name for f in all_figures if f.lost or f.duplicated or f.stored != f.acknowledged]
    if failures:
        raise SystemExit(f"hands lost or duplicated: {', '.join(failures)}")


if __name__ == "__main__":
    main()
