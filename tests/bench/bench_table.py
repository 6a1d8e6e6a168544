"""Benchmark of the table's speed (a script, not collected by pytest): the service, the window, the launch.

Measured at 16 hands in the game (an east-south game's length) and at 500 (a long one), against the aims:

- ``Table.preview(game_id, result)``: under 1 ms; ``Table.record(game_id, result)``: under
  16 ms (each recorded hand is taken back with ``undo(game_id)`` before the next, timed too, under 16 ms);
- in the real window: ``controller.record(result)`` until the controller's view has the new hand and the
  window is repainted, under 16 ms; ``controller.preview(result)``, under 1 ms;
- launch: ``tablekeeper --database-url URL`` on a database whose latest game is unfinished with 500 hands, from
  before the process starts to that game painted, within 1.5 times a bare PySide6 window's first paint
  (alternating with it, same display, same run; see window_start.py).

Only the service's ``open``, ``create_game``, ``record``, ``preview`` and ``undo``, the window's own start on
an open session (``tablekeeper.ui.app.open_window``) and its controller's ``record``, ``preview`` and
``view.hands`` are called, and no return value is used, so the same script times the code before and after a
rewrite of the service. A hand's time is the median of its runs ('ok' when that meets the aim) and the worst.

With ``--before PATH`` (a checkout of the earlier code, run with this venv) a worker process runs that code
(``PYTHONPATH=PATH``) beside one running this tree, each on a database it builds with its own code; they take
turns at each step, in rounds, and both columns are printed side by side. Without it, this tree only. Python
bytecode is compiled beforehand into a private cache for both (an installed tablekeeper has it).

    .venv/bin/python tests/bench/bench_table.py --before /work/wt/before            # offscreen
    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python tests/bench/bench_table.py --before /work/wt/before        # a real X display
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from window_start import AIM_RATIO, launches, private_home  # the benchmark's sibling, not a package

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from tablekeeper.rules.results import HandResult
    from tablekeeper.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SIZES = (16, 500)
BLOCK = 40
"""Hands each dealer keeps the deal for; the 40th passes it. Under east-to-north rules the game could end only
at the 16th pass (hand 640): at 500 hands it is in the north round, unfinished."""
PLAYERS = ("Alice", "Bob", "Carol", "Dave")
MARK = "figures: "
"""Starts the worker's one line of results (JSON) on its standard output."""
AIM_PREVIEW_MS = 1.0
AIM_RECORD_MS = 16.0
TIMEOUT_S = 60.0
"""The longest the window may take to show a recorded hand before the benchmark gives up."""


# The hands (pure rules values, the same for every tree).


def keeping(dealer: int, index: int) -> HandResult:
    """One of four hands after which ``dealer`` keeps the deal: a tenpai draw, a ron, a draw, a tsumo."""
    from tablekeeper.rules.results import ExhaustiveDraw, Ron, Tsumo, Win

    others = [(dealer + step) % 4 for step in (1, 2, 3)]
    cycle: list[HandResult] = [
        ExhaustiveDraw(frozenset({dealer, others[0]})),
        Ron(others[1], (Win(dealer, 2, 30),)),
        ExhaustiveDraw(frozenset({dealer, others[1], others[2]})),
        Tsumo(Win(dealer, 1, 30)),
    ]
    return cycle[index % len(cycle)]


def game_hands(count: int) -> list[HandResult]:
    """A game's first ``count`` hands: each dealer keeps the deal for BLOCK - 1 hands, then deals into the next
    player's ron (which gives points back and passes the deal)."""
    from tablekeeper.rules.results import Ron, Win

    hands: list[HandResult] = []
    for number in range(count):
        dealer = number // BLOCK % 4
        if number % BLOCK == BLOCK - 1:
            hands.append(Ron(dealer, (Win((dealer + 1) % 4, 2, 30),)))
        else:
            hands.append(keeping(dealer, number))
    return hands


def next_hands(count: int, runs: int) -> list[HandResult]:
    """``runs`` hands for a game of ``count`` hands, each one legal there and keeping the game going."""
    dealer = count // BLOCK % 4
    return [keeping(dealer, index) for index in range(runs)]


# The worker: every measurement, on the code the interpreter imports.


def table_session() -> Any:
    """The service's class in the tree the worker runs: ``tablekeeper.service`` since the service became a package,
    ``tablekeeper.session`` before (so that ``--before`` can time a tree of either form)."""
    import importlib

    import tablekeeper

    # By the tree's own files: an editable install of the other tree may answer an import the tree cannot.
    package = Path(tablekeeper.__file__).parent
    module = importlib.import_module("tablekeeper.service" if (package / "service").is_dir() else "tablekeeper.session")
    # Before issue 31 the session was TableSession (its Table part already ``session.table``).
    return module.Session if hasattr(module, "Session") else module.TableSession


def build(url: str, count: int) -> int:
    """A database holding one unfinished game of ``count`` hands, recorded one by one; the game's id."""
    from tablekeeper.rules.game import replay
    from tablekeeper.rules.ruleset import RuleSet

    Session = table_session()  # noqa: N806 - a class
    rules = RuleSet(rounds=4)
    hands = game_hands(count)
    assert not replay(hands, rules).state.finished
    with Session.open(url) as session:
        game = session.table.create_game(list(PLAYERS), rules)
        game_id: int = game.id
        for hand in hands:
            session.table.record(game_id, hand)
    return game_id


def timed_ms(action: Callable[[], object]) -> float:
    begin = time.perf_counter()
    action()
    return (time.perf_counter() - begin) * 1000


def bench_service(url: str, game_id: int, count: int, runs: dict[str, int]) -> dict[str, list[float]]:
    """Milliseconds of each preview, and of each record (its undo not timed)."""
    Session = table_session()  # noqa: N806 - a class
    figures: dict[str, list[float]] = {}
    with Session.open(url) as session:
        results = next_hands(count, runs["preview"])
        figures[f"service preview {count}"] = [timed_ms(lambda r=r: session.table.preview(game_id, r)) for r in results]
        record, undo = [], []
        for result in next_hands(count, runs["record"]):
            record.append(timed_ms(lambda r=result: session.table.record(game_id, r)))
            undo.append(timed_ms(lambda: session.table.undo(game_id)))
        figures[f"service record {count}"] = record
        figures[f"service undo {count}"] = undo
    return figures


def bench_window(app: QApplication, url: str, count: int, runs: dict[str, int]) -> dict[str, list[float]]:
    """Milliseconds of each record through the window (stored, shown, repainted), and of each preview."""
    from PySide6.QtCore import QTimer
    from PySide6.QtTest import QTest

    from tablekeeper.ui.app import open_window

    Session = table_session()  # noqa: N806 - a class
    figures: dict[str, list[float]] = {}
    with Session.open(url) as session:
        window = open_window(session)  # the window's own start on an open session: the latest unfinished game
        window.show()
        QTest.qWaitForWindowExposed(window)
        app.processEvents()
        controller = window.controller
        view = controller.view
        if view is None or len(view.hands) != count:
            raise SystemExit(f"the window shows {'no game' if view is None else len(view.hands)}, not {count} hands")
        game_id = view.id
        results = next_hands(count, runs["preview"])
        figures[f"window preview {count}"] = [timed_ms(lambda r=r: controller.preview(r)) for r in results]
        # Wakes the wait below now and then, so that a hand never shown ends the benchmark instead of hanging it.
        heartbeat = QTimer()
        heartbeat.start(50)
        record = []
        for result in next_hands(count, runs["record"]):
            record.append(record_in_window(app, window, result))
            session.table.undo(game_id)  # the service's own undo: the controller keeps showing the hand, see below
        heartbeat.stop()
        figures[f"window record {count}"] = record
        window.close()
        app.processEvents()
    return figures


def record_in_window(app: QApplication, window: MainWindow, result: HandResult) -> float:
    """Milliseconds from ``controller.record`` to the new hand in the controller's view and the window repainted.

    The hand recorded before was taken back by the service, not through the controller, so the controller may
    still show it: the new hand is there when the view has changed (a new view, another count of hands or
    another last hand), whichever way the controller updates it.
    """
    from PySide6.QtCore import QEventLoop

    controller = window.controller
    before = controller.view
    assert before is not None
    hands = before.hands
    count, last = len(hands), (hands[-1] if hands else None)

    def shown() -> bool:
        now = controller.view
        if now is None:
            return False
        return now is not before or len(now.hands) != count or (bool(now.hands) and now.hands[-1] is not last)

    begin = time.perf_counter()
    if controller.record(result) is False:  # a refusal (None or a change object are both fine)
        raise SystemExit(f"the window refused the hand ({result})")
    while not shown():
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        if time.perf_counter() - begin > TIMEOUT_S:
            raise SystemExit(f"the window never showed the hand recorded ({result})")
    window.repaint()
    return (time.perf_counter() - begin) * 1000


class Worker:
    """The measurements, in this process, on the code it imports: the games built once, then each step asked."""

    def __init__(self) -> None:
        import tablekeeper

        tree = os.environ.get("TABLEKEEPER_BENCH_TREE")
        if tree and not tablekeeper.__file__.startswith(tree):
            raise SystemExit(f"timing {tree} but imported {tablekeeper.__file__}")
        self.folder = Path(private_home())
        self.info: dict[str, Any] = {"tree": str(Path(tablekeeper.__file__).parent.parent)}
        self.urls: dict[int, str] = {}
        self.games: dict[int, int] = {}
        for count in SIZES:
            self.urls[count] = f"sqlite:///{self.folder / f'game-{count}.db'}"
            begin = time.perf_counter()
            self.games[count] = build(self.urls[count], count)
            self.info[f"build {count}"] = time.perf_counter() - begin
        self.app: QApplication | None = None
        self.warm = False

    def step(self, name: str, count: int, runs: dict[str, int]) -> dict[str, list[float]]:
        """One step's figures (milliseconds): "service", "window" (at ``count`` hands) or "launch"."""
        if name == "service":
            return bench_service(self.urls[count], self.games[count], count, runs)
        if self.app is None:
            from tablekeeper.ui.app import application

            self.app = application()
        if name == "window":
            return bench_window(self.app, self.urls[count], count, runs)
        # Every other step's session is closed by now: the launched window opens the file as it would.
        timed = launches(self.urls[SIZES[-1]], runs["launch"], warm_up=not self.warm)
        self.warm = True
        return {
            "launch bare": [s * 1000 for s in timed.bare],
            "launch shown": [s * 1000 for s in timed.shown],
            "launch loaded": [s * 1000 for s in timed.loaded],
        }


def serve() -> None:
    """The worker's loop: its games built, it answers each step asked on its input with one line of figures."""
    worker = Worker()
    print(MARK + json.dumps(worker.info), flush=True)
    for line in sys.stdin:
        name, count, runs = json.loads(line)
        print(MARK + json.dumps(worker.step(name, count, runs)), flush=True)
    shutil.rmtree(worker.folder, ignore_errors=True)


# The parent: a worker per tree, their steps taken in turns, then the table.


class Remote:
    """A worker process running one tree's code."""

    def __init__(self, label: str, tree: Path, cache: Path) -> None:
        environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        environment["PYTHONPATH"] = str(tree)  # ahead of the editable install: this tree's code runs
        environment["PYTHONPYCACHEPREFIX"] = str(cache)  # bytecode kept here, not written into the trees
        environment["TABLEKEEPER_BENCH_TREE"] = str(tree)
        environment.pop("TABLEKEEPER_DATABASE_URL", None)
        command = [sys.executable, "-m", "compileall", "-q", str(tree / "tablekeeper")]
        subprocess.run(command, env=environment, check=True, stdout=subprocess.DEVNULL)
        self.label, self.tree = label, tree
        # Run from the tree itself: `python -c` (the launches) puts the current folder first on the path.
        self.process = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--worker"],
            env=environment,
            cwd=tree,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def answer(self) -> dict[str, Any]:
        """The next line of figures the worker prints (any other line is passed on)."""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.startswith(MARK):
                figures: dict[str, Any] = json.loads(line[len(MARK) :])
                return figures
            print(f"  [{self.label}] {line.rstrip()}", file=sys.stderr)
        raise SystemExit(f"the benchmark of {self.tree} failed (exit status {self.process.wait()})")

    def ask(self, name: str, count: int, runs: dict[str, int]) -> dict[str, Any]:
        """The figures of one step."""
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps([name, count, runs]) + "\n")
        self.process.stdin.flush()
        return self.answer()

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def measure(trees: dict[str, Path], runs: dict[str, int], rounds: int) -> dict[str, dict[str, Any]]:
    """Every tree's figures. The trees take turns at each step of each round (which goes first alternating), so
    that a busy moment of the machine falls on both alike; each round takes its share of the runs."""
    share = {key: max(1, -(-value // rounds)) for key, value in runs.items()}
    steps = [("service", count) for count in SIZES] + [("window", count) for count in SIZES] + [("launch", 0)]
    with tempfile.TemporaryDirectory(prefix="tablekeeper-bench-cache-") as cache:
        remotes: list[Remote] = []
        try:
            for label, tree in trees.items():
                remotes.append(Remote(label, tree, Path(cache)))
            columns = {remote.label: remote.answer() for remote in remotes}  # their games built, at once
            print("  games built", file=sys.stderr, flush=True)
            turn = 0
            for round_ in range(rounds):
                for name, count in steps:
                    for remote in remotes[::-1] if turn % 2 else remotes:
                        for key, samples in remote.ask(name, count, share).items():
                            columns[remote.label].setdefault(key, []).extend(samples)
                    turn += 1
                print(f"  round {round_ + 1} of {rounds} timed", file=sys.stderr, flush=True)
        finally:
            for remote in remotes:
                remote.close()
    return columns


ROWS: list[tuple[str, str, float | None]] = [
    ("service preview 16", "service: preview, 16 hands", AIM_PREVIEW_MS),
    ("service preview 500", "service: preview, 500 hands", AIM_PREVIEW_MS),
    ("service record 16", "service: record, 16 hands", AIM_RECORD_MS),
    ("service record 500", "service: record, 500 hands", AIM_RECORD_MS),
    ("service undo 16", "service: undo a record, 16 hands", AIM_RECORD_MS),
    ("service undo 500", "service: undo a record, 500 hands", AIM_RECORD_MS),
    ("window preview 16", "window: preview, 16 hands", AIM_PREVIEW_MS),
    ("window preview 500", "window: preview, 500 hands", AIM_PREVIEW_MS),
    ("window record 16", "window: record + repaint, 16 hands", AIM_RECORD_MS),
    ("window record 500", "window: record + repaint, 500 hands", AIM_RECORD_MS),
    ("launch bare", "launch: bare PySide6 window painted", None),
    ("launch shown", "launch: tablekeeper window painted", None),
    ("launch loaded", "launch: its 500-hand game shown", None),
]
LABEL_WIDTH = 38
CELL_WIDTH = 24


def cell(samples: Sequence[float], aim: float | None) -> str:
    """Median / worst in ms, with a mark when an aim is set: ok (the median meets it) or MISS."""
    median, worst = statistics.median(samples), max(samples)
    mark = "" if aim is None else (" ok" if median < aim else " MISS")
    return f"{number(median)} / {number(worst)}{mark}"


def number(ms: float) -> str:
    return f"{ms:.3f}" if ms < 10 else f"{ms:.1f}"


def report(columns: dict[str, dict[str, Any]], rounds: int) -> None:
    """The figures of each tree side by side, with the aims."""
    first = next(iter(columns.values()))
    print(
        f"\ntablekeeper at the table: QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM')}"
        f"{' DISPLAY=' + os.environ['DISPLAY'] if 'DISPLAY' in os.environ else ''}, "
        f"{os.cpu_count()} CPUs, Python {platform.python_version()}"
    )
    print(
        f"milliseconds, median / worst of {len(first['service preview 16'])} previews, "
        f"{len(first['service record 16'])} records, {len(first['launch bare'])} launches (warm) "
        f"in {rounds} rounds; 'ok' when the median meets the aim"
    )
    for name, figures in columns.items():
        print(
            f"  {name}: {figures['tree']} (games built in {figures['build 16']:.1f} s and {figures['build 500']:.1f} s)"
        )
    print(f"\n{'':{LABEL_WIDTH}}{'aim':>10}" + "".join(f"{name:>{CELL_WIDTH}}" for name in columns))
    for key, label, aim in ROWS:
        aim_text = "" if aim is None else f"< {aim:g}"
        cells = "".join(f"{cell(figures[key], aim):>{CELL_WIDTH}}" for figures in columns.values())
        print(f"{label:{LABEL_WIDTH}}{aim_text:>10}{cells}")
    ratios = []
    for figures in columns.values():
        ratio = statistics.median(figures["launch loaded"]) / statistics.median(figures["launch bare"])
        ratios.append(f"{ratio:.2f}{' ok' if ratio <= AIM_RATIO else ' MISS'}")
    label = "launch: game shown / bare window"
    print(f"{label:{LABEL_WIDTH}}{f'<= {AIM_RATIO:g}':>10}" + "".join(f"{r:>{CELL_WIDTH}}" for r in ratios))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, metavar="PATH", help="a checkout of the earlier code to compare with")
    parser.add_argument("--previews", type=int, default=200, help="previews timed at each size (200)")
    parser.add_argument("--records", type=int, default=40, help="records timed at each size (40)")
    parser.add_argument("--launches", type=int, default=8, help="launches timed of each window (8)")
    parser.add_argument("--rounds", type=int, default=4, help="turns the trees take at each step (4)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        serve()
        return 0
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # the workers and their launches inherit it
    runs = {"preview": args.previews, "record": args.records, "launch": args.launches}
    trees: dict[str, Path] = {}
    if args.before is not None:
        before = args.before.resolve()
        if not (before / "tablekeeper" / "open_game.py").is_file():
            parser.error(f"{before} is not a checkout of tablekeeper")
        trees[f"before ({before.name})"] = before
    trees[f"now ({ROOT.name})"] = ROOT
    rounds = max(1, args.rounds)
    report(measure(trees, runs, rounds), rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
