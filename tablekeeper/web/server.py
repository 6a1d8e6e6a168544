"""Serving a venue: the address it listens on, the follower that tells the pages of changes made elsewhere (a window,
another laptop, the organiser), and uvicorn running the application until it is stopped."""

from __future__ import annotations

import socket
import ssl
import threading
from collections.abc import Callable
from pathlib import Path

import uvicorn

from tablekeeper.errors import TablekeeperError
from tablekeeper.service.hall import Follower
from tablekeeper.web.app import create_app
from tablekeeper.web.venue import Venue

DEFAULT_PORT = 8765


def network_address() -> str:
    """The laptop's address on its network (the club's Wi-Fi, or its own hotspot): the one a phone reaches it at.
    Found by asking the system which address it would send from; nothing is sent. 127.0.0.1 with no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: routed like any address, never reached (UDP sends nothing)
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def follow(venue: Venue, stop: threading.Event) -> None:
    """Until ``stop``: tell the venue when the event or one of its games changed (here or elsewhere: a window,
    another laptop, the organiser's clock), told by the server (PostgreSQL) or found by asking (a SQLite file), so
    that every page follows within a second (:meth:`Venue.refresh` says which)."""
    told = threading.Event()
    with venue.lock:
        follower = Follower(venue.session.database, venue.refresh, venue.event_id, told.set, lambda games: games)
        follower.read()
    try:
        while not stop.is_set():
            if follower.poll_every is None:
                told.wait(0.5)
                changed = told.is_set()
                told.clear()
            else:
                stop.wait(follower.poll_every)
                with venue.lock:
                    changed = follower.check()
            if changed:
                with venue.lock:
                    follower.read()
    finally:
        follower.close()


class VenueRefused(TablekeeperError):
    """The server cannot start as asked: an address not of this laptop, a port taken, a certificate unreadable."""


def check_serving(host: str, port: int, certificate: Path | None, key: Path | None) -> None:
    """Refuse, in a sentence, what would stop the server at its start: said before the addresses are printed."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds it
        try:
            probe.bind((host, port))
        except OSError as error:
            raise VenueRefused(
                "The server cannot listen on {host} port {port} ({reason}): choose another with --port, or an "
                "address of this laptop with --host.",
                host=host,
                port=port,
                reason=error.strerror or error,
            ) from None
    if certificate is not None and key is not None:
        try:
            ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(certificate, key)
        except (OSError, ssl.SSLError) as error:
            raise VenueRefused(
                "The certificate {certificate} and its key {key} cannot be used ({reason}).",
                certificate=certificate,
                key=key,
                reason=getattr(error, "strerror", None) or error,
            ) from None


class _Server(uvicorn.Server):
    """uvicorn's server, telling when it listens."""

    def __init__(self, config: uvicorn.Config, listening: Callable[[], object] | None) -> None:
        super().__init__(config)
        self._listening = listening

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets)
        if self.started and self._listening is not None:
            self._listening()


def serve(
    venue: Venue,
    host: str,
    port: int,
    *,
    certificate: Path | None = None,
    key: Path | None = None,
    started: Callable[[uvicorn.Server], object] | None = None,
    listening: Callable[[], object] | None = None,
) -> None:
    """Serve ``venue`` on ``host``:``port`` (HTTPS with ``certificate`` and ``key``) until interrupted (Ctrl+C) or
    told to stop (``server.should_exit``; ``started`` is given the server as soon as it is made); ``listening`` is
    called once the address is bound and requests are answered. A port already taken is a sentence (VenueRefused)."""
    config = uvicorn.Config(
        create_app(venue),
        host=host,
        port=port,
        access_log=False,  # a request's path holds its key: never written to a log
        log_level="warning",
        ssl_certfile=str(certificate) if certificate is not None else None,
        ssl_keyfile=str(key) if key is not None else None,
        timeout_graceful_shutdown=1,
    )
    server = _Server(config, listening)
    if started is not None:
        started(server)
    stop = threading.Event()
    follower = threading.Thread(target=follow, args=(venue, stop), name="venue-follower", daemon=True)
    follower.start()
    try:
        server.run()
    finally:
        stop.set()
        follower.join(timeout=5)
