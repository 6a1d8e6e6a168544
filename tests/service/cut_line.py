"""A table on a line that cuts: a TCP proxy between a table's session and PostgreSQL that cuts the connection
before, during and after the commit, and a table that records hands through it, each confirmed hand sent again
with its entry until it is acknowledged. Shared by tests/service/test_exactly_once_line.py and the soak
tests/bench/soak_exactly_once.py.

The proxy cuts a connection (both of its sockets closed at once, as a dropped line ends both ways):

- after a random number of bytes of the server's replies (a cut before the commit, during a statement, during the
  connection's start: the answer of any exchange broken off);
- at a COMMIT, before it reaches the server (the transaction is rolled back);
- at a COMMIT, after the server answered it, before its answer reaches the table (the hand is stored and the table
  does not know it): the case an entry's identity is for.
"""

from __future__ import annotations

import contextlib
import functools
import random
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar
from uuid import UUID, uuid4

from sqlalchemy import text
from sqlalchemy.engine import make_url

from tablekeeper.errors import DatabaseError
from tablekeeper.rules.errors import RuleError
from tablekeeper.rules.game import GameState, apply, new_game
from tablekeeper.rules.results import ExhaustiveDraw, HandResult, Ron, Tsumo, Win
from tablekeeper.rules.ruleset import RuleSet
from tablekeeper.service import Session
from tablekeeper.store.engine import make_engine, resolve_url

COMMIT = b"Q\x00\x00\x00\x0bCOMMIT\x00"
"""PostgreSQL's simple query message COMMIT (its length, 11, counts itself and the text's final zero byte)."""
PLAYERS = ["Aki", "Ben", "Chie", "Dai"]
T = TypeVar("T")


@dataclass
class Cuts:
    """What the proxy cut, by kind."""

    replies: int = 0
    """Connections cut after some bytes of the server's replies."""
    before_commit: int = 0
    after_commit: int = 0
    """COMMITs the server answered whose answer the proxy threw away."""


class CutLine:
    """A TCP proxy on 127.0.0.1 to ``upstream``, cutting connections at random while ``cutting`` is set."""

    def __init__(
        self,
        upstream: tuple[str, int],
        seed: int,
        *,
        reply_bytes: int = 15_000,
        before_commit: float = 0.1,
        after_commit: float = 0.2,
    ) -> None:
        self.upstream = upstream
        self.random = random.Random(seed)
        self.reply_bytes, self.before_commit, self.after_commit = reply_bytes, before_commit, after_commit
        self.cutting = False
        self.speaking = threading.Event()
        """Cleared, the table's messages are held, not lost (a server stopped, SIGSTOP): sent on once it is set."""
        self.speaking.set()
        self.cuts = Cuts()
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._closed = False
        threading.Thread(target=self._accept, daemon=True).start()

    def close(self) -> None:
        self._closed = True
        self._listener.close()
        with self._lock:
            for each in list(self._sockets):
                _shut(each)

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            try:
                server = socket.create_connection(self.upstream)
            except OSError:
                _shut(client)
                continue
            with self._lock:
                self._sockets |= {client, server}
                life = self.random.randrange(self.reply_bytes)
            _Link(self, client, server, life).start()

    def draw(self, chance: float) -> bool:
        with self._lock:
            return self.cutting and self.random.random() < chance

    def count(self, kind: str) -> None:
        with self._lock:
            setattr(self.cuts, kind, getattr(self.cuts, kind) + 1)

    def forget(self, *sockets: socket.socket) -> None:
        with self._lock:
            self._sockets -= set(sockets)


class _Link:
    """One connection through the proxy: a thread each way; a cut closes both sockets."""

    def __init__(self, line: CutLine, client: socket.socket, server: socket.socket, life: int) -> None:
        self.line, self.client, self.server = line, client, server
        self.life = life
        """Bytes of the server's replies still passed before the cut (while the line is cutting)."""
        self.swallow = False
        """The next reply is a COMMIT's answer, to be thrown away, and the connection cut."""
        self._once = threading.Lock()
        self._cut = False

    def start(self) -> None:
        threading.Thread(target=self._up, daemon=True).start()
        threading.Thread(target=self._down, daemon=True).start()

    def cut(self) -> None:
        with self._once:
            if self._cut:
                return
            self._cut = True
        _shut(self.client)
        _shut(self.server)
        self.line.forget(self.client, self.server)

    def _up(self) -> None:
        """The table's messages to the server."""
        with contextlib.suppress(OSError):  # either side closed: the line is cut below
            while data := self.client.recv(65536):
                if COMMIT in data:
                    if self.line.draw(self.line.before_commit):
                        self.line.count("before_commit")
                        break
                    self.swallow = self.line.draw(self.line.after_commit)
                self.line.speaking.wait()
                self.server.sendall(data)
        self.cut()

    def _down(self) -> None:
        """The server's replies to the table."""
        with contextlib.suppress(OSError):  # either side closed: the line is cut below
            while data := self.server.recv(65536):
                if self.swallow:  # the server answered the COMMIT: it is stored; the table never hears it
                    self.line.count("after_commit")
                    break
                if self.line.cutting:
                    if len(data) > self.life:
                        self.client.sendall(data[: self.life])
                        self.line.count("replies")
                        break
                    self.life -= len(data)
                self.client.sendall(data)
        self.cut()


def _shut(each: socket.socket) -> None:
    with contextlib.suppress(OSError):
        each.shutdown(socket.SHUT_RDWR)
    each.close()


@dataclass
class Tally:
    """What the table did: hands confirmed (each acknowledged once), attempts that failed, answers "stored before"."""

    confirmed: int = 0
    undone: int = 0
    """Undos confirmed (each taking back the game's last hand)."""
    failed_attempts: int = 0
    stored_before: int = 0
    games: int = 0
    entries: dict[int, list[tuple[UUID, HandResult]]] = field(default_factory=dict)
    """By game: the entry and result of each confirmed hand not undone since, in order."""


def a_hand(chooser: random.Random, state: GameState, rules: RuleSet) -> HandResult:
    """A random hand the rules accept at ``state``: a draw (some tenpai), a tsumo or a ron of 1 to 4 han, 30 fu."""
    while True:
        kind = chooser.randrange(3)
        winner, other = chooser.sample(range(4), 2)
        han = chooser.randint(1, 4)
        result: HandResult
        if kind == 0:
            result = ExhaustiveDraw(tenpai=frozenset(s for s in range(4) if chooser.random() < 0.5))
        elif kind == 1:
            result = Tsumo(Win(winner, han, 30))
        else:
            result = Ron(other, (Win(winner, han, 30),))
        try:
            apply(state, result, rules)
        except RuleError:
            continue
        return result


UNDO_CHANCE = 0.1
"""How often the table takes back the last hand of the game in play, instead of recording one."""


def confirm_hands(direct_url: str, line: CutLine, hands: int, seed: int, deadline: float) -> Tally:
    """A table recording ``hands`` confirmed hands through ``line`` (a new game when the rules end one), now and
    then undoing the last one, each hand or undo sent with its entry until acknowledged, before ``deadline``
    (time.monotonic()); what it did."""
    chooser = random.Random(seed)
    rules = RuleSet()
    url = make_url(direct_url).set(host="127.0.0.1", port=line.port).render_as_string(hide_password=False)
    tally = Tally()
    line.cutting = False
    with Session.open(url) as table:
        line.cutting = True
        game_id: int | None = None
        states = [new_game(rules)]
        """The model: the game in play at its start and after each of its hands kept."""
        while tally.confirmed < hands:
            if game_id is None:
                creation = uuid4()  # made when the new game is confirmed, sent with each attempt
                game_id = _until_acknowledged(
                    lambda: table.table.create_game(PLAYERS, entry=creation).id,  # noqa: B023 (called at once)
                    tally,
                    deadline,
                )
                states, tally.games = [new_game(rules)], tally.games + 1
                tally.entries[game_id] = []
            kept, entry = tally.entries[game_id], uuid4()
            if kept and chooser.random() < UNDO_CHANCE:
                change = _until_acknowledged(functools.partial(table.table.undo, game_id, entry=entry), tally, deadline)
                tally.undone += 1
                kept.pop()
                states.pop()
            else:
                result = a_hand(chooser, states[-1], rules)
                send = functools.partial(table.table.record, game_id, result, entry=entry)  # the same entry, each time
                change = _until_acknowledged(send, tally, deadline)
                tally.confirmed += 1
                kept.append((entry, result))
                states.append(apply(states[-1], result, rules)[0])
            tally.stored_before += change.stored_before
            # The table shows the game as stored: every hand it confirmed and did not undo, in order, no other.
            assert [h.result for h in change.game.hands] == [r for _, r in kept]
            if change.game.summary.finished:
                game_id = None
        line.cutting = False
    return tally


def _until_acknowledged(send: Callable[[], T], tally: Tally, deadline: float) -> T:
    while True:
        try:
            return send()
        except DatabaseError as error:  # the server cannot be reached: the table keeps the entry and sends it again
            tally.failed_attempts += 1
            if time.monotonic() > deadline:
                raise AssertionError(f"still not acknowledged at the deadline: {error}") from None


def check_stored_once(direct_url: str, tally: Tally) -> int:
    """Every confirmed hand stored exactly once, in order, each game replaying to the state of the model of its
    confirmed hands (read without the proxy); the number of hands stored."""
    rules = RuleSet()
    stored = 0
    with Session.open(direct_url) as reader:
        for game_id, confirmed in tally.entries.items():
            game = reader.table.game(game_id)
            assert [h.result for h in game.hands] == [r for _, r in confirmed]
            state, afters = new_game(rules), []
            for _, result in confirmed:
                state = apply(state, result, rules)[0]
                afters.append(state)
            assert [h.after for h in game.hands] == afters
            stored += len(game.hands)
    engine = make_engine(resolve_url(direct_url))
    try:
        with engine.connect() as connection:
            rows = (
                connection.execute(text("SELECT entry FROM game_actions WHERE kind = 'record' AND NOT undone"))
                .scalars()
                .all()
            )
            hands = connection.execute(text("SELECT count(*) FROM hands")).scalar_one()
            games = connection.execute(text("SELECT count(*) FROM games")).scalar_one()
    finally:
        engine.dispose()
    assert sorted(rows) == sorted(e for confirmed in tally.entries.values() for e, _ in confirmed)
    # No hand anywhere else (in a game made twice by a lost answer), and each undo took back one hand.
    assert hands == stored == tally.confirmed - tally.undone
    # Each new game confirmed is made once, whatever the line did to its answer (its identity sent each time).
    assert games == tally.games == len(tally.entries)
    return stored
