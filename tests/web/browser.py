"""A venue served in a thread of the test, and Debian's Chromium at a phone's size to open its pages (Playwright,
driving /usr/bin/chromium: its own browsers are not downloaded). The pages are opened at http://venue.test, mapped
to this machine: not a secure context, as a phone on the club's Wi-Fi sees them (no crypto.randomUUID)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from tablekeeper.web.app import create_app
from tablekeeper.web.server import follow
from tablekeeper.web.venue import Venue

CHROMIUM = "/usr/bin/chromium"
HOST = "venue.test"
PHONE = {"width": 390, "height": 844}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def served(venue: Venue) -> Iterator[str]:
    """``venue`` served on 127.0.0.1 until the block ends; the base URL its pages are opened at."""
    port = free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(venue), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    stop = threading.Event()
    follower = threading.Thread(target=follow, args=(venue, stop), daemon=True)
    thread.start()
    follower.start()
    try:
        ready = threading.Event()
        while not server.started and thread.is_alive():
            ready.wait(0.02)
        yield f"http://{HOST}:{port}"
    finally:
        server.should_exit = True
        stop.set()
        thread.join(timeout=10)
        follower.join(timeout=10)


def launch_arguments() -> list[str]:
    return ["--no-sandbox", f"--host-resolver-rules=MAP {HOST} 127.0.0.1"]
