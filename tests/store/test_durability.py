"""Nothing lost, nothing corrupted: a process killed mid-game, and processes writing one database at once."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
import textwrap

from tablekeeper.rules.results import ExhaustiveDraw
from tablekeeper.service import Session

ALL_TENPAI = ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3}))  # no points move, the dealer stays: never ends

RECORDER = textwrap.dedent(
    """
    import sys
    from tablekeeper.rules.results import ExhaustiveDraw
    from tablekeeper.service import GameChangedElsewhere, Session

    url, game_id, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    refused = 0
    with Session.open(url) as service:
        n = 0
        while n < count:
            try:
                service.table.record(game_id, ExhaustiveDraw(tenpai=frozenset({0, 1, 2, 3})))
            except GameChangedElsewhere:  # the other writer's hand came first: the game was read again
                refused += 1
                continue
            n += 1
            print(n, flush=True)  # said only once the hand is committed
    print("refused", refused, file=sys.stderr)
    """
)


def _recorder(url: str, game_id: int, count: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", RECORDER, url, str(game_id), str(count)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _new_game(url: str, players: list[str]) -> int:
    with Session.open(url) as service:
        return service.table.create_game(players).id


def _integrity(url: str) -> str:
    """SQLite's own check of the file ('ok'); a PostgreSQL server checks itself."""
    if "://" in url:
        return "ok"
    connection = sqlite3.connect(url)
    try:
        return str(connection.execute("PRAGMA integrity_check").fetchone()[0])
    finally:
        connection.close()


def test_a_process_killed_between_two_hands_loses_nothing_committed(database_url: str) -> None:
    url = database_url
    game_id = _new_game(url, ["Aki", "Ben", "Chie", "Dai"])
    process = _recorder(url, game_id, 10_000)
    assert process.stdout is not None
    committed = 0
    for line in process.stdout:
        committed = int(line)
        if committed >= 25:
            break
    process.send_signal(signal.SIGKILL)  # no clean-up of any kind: as if the laptop's battery died
    process.wait()
    assert process.returncode == -signal.SIGKILL
    assert committed >= 25, process.stderr.read() if process.stderr else ""
    assert _integrity(url) == "ok"
    with Session.open(url) as service:
        view = service.table.game(game_id)
        assert len(view.hands) >= committed
        assert all(h.result == ALL_TENPAI for h in view.hands)
        assert view.changed_hands == ()
        service.table.record(game_id, ALL_TENPAI)  # and the game goes on
        assert len(service.table.game(game_id).hands) == len(view.hands) + 1


def test_two_processes_writing_one_file_do_not_corrupt_it(database_url: str) -> None:
    url = database_url
    shared = _new_game(url, ["Aki", "Ben", "Chie", "Dai"])
    own = [_new_game(url, ["Eri", "Fumi", "Gen", "Hana"])]
    count = 12
    processes = [_recorder(url, shared, count) for _ in range(2)]
    processes += [_recorder(url, game_id, count) for game_id in own]
    refusals = []
    for process in processes:
        _out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        refusals.append(int(err.split()[-1]))
    assert _integrity(url) == "ok"
    # A writer of its own game is never refused; of the two on one game, a hand written over a game changed by
    # the other since it was read is refused (it would be written on a stale state), then written once read again.
    assert refusals[2] == 0
    with Session.open(url) as service:
        assert len(service.table.game(shared).hands) == 2 * count  # both writers' hands, one after the other
        assert [h.before.honba for h in service.table.game(shared).hands] == list(range(2 * count))
        for game_id in own:
            assert len(service.table.game(game_id).hands) == count


def test_processes_opening_a_new_database_at_once_create_it_once(database_url: str) -> None:
    opener = "import sys\nfrom tablekeeper.service import Session\nSession.open(sys.argv[1]).close()"
    processes = [
        subprocess.Popen([sys.executable, "-c", opener, database_url], stderr=subprocess.PIPE, text=True)
        for _ in range(3)
    ]
    for process in processes:
        _out, err = process.communicate(timeout=60)
        assert process.returncode == 0, err
    with Session.open(database_url) as service:
        assert service.library.list_games() == []
